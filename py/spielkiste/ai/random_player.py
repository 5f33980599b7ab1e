"""The weakest player: any legal move, uniformly at random.

Kept as its own level because the strength bench measures everything against it,
and because it is the playout policy of the search (through `Game.random_move`,
which a game may speed up).
"""


def random_move(game, state, rng):
    """A legal move drawn with `rng` (the game's fast path if it has one)."""
    return game.random_move(state, rng)

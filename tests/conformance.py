"""Generic random-play checks over the public API, shared by every game's tests.

`play_random_game` plays one game with a seeded generator and checks at every
move what the protocol promises: link and position round-trip, undo/redo restore
exactly, illegal moves leave the match unchanged, the game's invariants hold and
the game ends within its cap.
"""


import spielkiste
from spielkiste.protocol import MOVE_CHARS


def play_random_game(game_id, options, seed, rng, deep_every=1):
    match = spielkiste.new_match(game_id, options, seed=seed)
    game = match.game
    cap = game.max_plies
    while not match.is_over:
        assert match.ply < cap, f"{game_id} did not end within {cap} plies"
        state = match.state
        game.check(state)
        moves = match.legal_moves()
        assert moves, "a game that is not over must offer a move"
        assert len(set(moves)) == len(moves), "duplicate legal moves"
        assert match.to_move in (0, 1)
        if match.ply % deep_every == 0:
            _round_trips(match)
        move = rng.choice(moves)
        assert set(move) <= MOVE_CHARS and 0 < len(move) <= 60, move
        match.play(move)
        # undo/redo restore exactly
        after = match.state
        assert match.undo() == move
        assert match.state == state
        assert match.redo() == move
        assert match.state == after
    game.check(match.state)
    assert match.legal_moves() == []
    assert match.to_move is None
    assert match.winner in (0, 1, None)
    _round_trips(match)
    return match


def _round_trips(match):
    game = match.game
    pos = match.position()
    assert isinstance(pos, str) and "\n" not in pos
    again = spielkiste.new_match(match.game_id, match.options, seed=match.seed, position=pos)
    assert again.position() == pos
    assert again.state == match.state, "position() loses part of the state"
    link = match.link()
    back = spielkiste.match_from_link(link)
    assert back.moves == match.moves
    assert back.state == match.state
    assert back.link() == link
    # an illegal move changes nothing
    before = match.state
    try:
        match.play("zz9-not-a-move")
    except spielkiste.IllegalMove:
        pass
    else:
        raise AssertionError("nonsense move accepted")
    assert match.state == before
    assert game.scores(match.state) is not None

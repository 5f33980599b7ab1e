"""Spielkiste: the rules of four two-player board games, pure Python.

The public API, in the spirit of python-chess:

    >>> import spielkiste
    >>> m = spielkiste.new_match("boxilies", seed=7)
    >>> m.play(m.legal_moves()[0])
    >>> spielkiste.match_from_link(m.link()).moves == m.moves
    True

This package never imports js, pyodide or pyscript: it runs and is tested under
plain CPython, and the page uses it unchanged in Pyodide.
"""

import random

from .errors import BadLink, BadOptions, BadPosition, IllegalMove, SpielkisteError
from .match import Match
from .protocol import Game, Option
from .registry import GAMES

__all__ = [
    "GAMES", "Game", "Option", "Match", "new_match", "match_from_link",
    "BadLink", "BadOptions", "BadPosition", "IllegalMove", "SpielkisteError",
]

from .link import MAX_SEED


def new_match(game_id, options=None, seed=None, position=None):
    """Start a match of `game_id` with rule `options` (missing ones take their
    default), a `seed` for every random element (chosen at random if None), and
    optionally a start `position` in the game's notation."""
    if game_id not in GAMES:
        raise BadOptions(f"Unknown game: {str(game_id)[:40]!r}.")
    game = GAMES[game_id]
    if options is not None and not isinstance(options, dict):
        raise BadOptions("Options are a mapping of names to values.")
    opts = game.normalize_options(options)
    if seed is None:
        seed = random.randrange(MAX_SEED)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
        raise BadOptions(f"The seed must be a whole number from 0 to {MAX_SEED - 1}.")
    if position is None:
        state = game.initial(opts, seed)
        return Match(game, opts, seed, state)
    if not isinstance(position, str):
        raise BadPosition("A position is a piece of text.")
    if len(position) > 20_000:
        raise BadPosition("The position is too long.")
    state = game.from_position(position, opts, seed)
    return Match(game, opts, seed, state, start_position=position)


def match_from_link(fragment):
    """The match a share-link fragment describes (BadLink if it is damaged)."""
    from .link import decode

    return decode(fragment)

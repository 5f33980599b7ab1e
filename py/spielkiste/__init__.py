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

from .errors import BadLink, BadOptions, BadPosition, IllegalMove, SpielkisteError
from .match import Match
from .protocol import Game, Option
from .registry import GAMES
from .start import match_from_link, new_match

__all__ = [
    "GAMES", "Game", "Option", "Match", "new_match", "match_from_link",
    "BadLink", "BadOptions", "BadPosition", "IllegalMove", "SpielkisteError",
]

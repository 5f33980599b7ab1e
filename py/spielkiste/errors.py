"""The error types of the public API.

All subclass ValueError and carry a message a player can read, because the page
shows them as they are (a damaged link, a bad position, an illegal move).
"""


class SpielkisteError(ValueError):
    """Base of every error the engine raises on bad input."""


class BadOptions(SpielkisteError):
    """Unknown game, unknown option, or an option value that is not allowed."""


class BadPosition(SpielkisteError):
    """A position string that does not describe a valid position of the game."""


class IllegalMove(SpielkisteError):
    """A move that is not legal now; the match is left unchanged."""


class InvalidMove(IllegalMove):
    """Text that is no move of the game at all, whatever the position (python-chess'
    InvalidMoveError beside its IllegalMoveError). It is an IllegalMove too, so code
    that refuses a move not playable now refuses it the same way."""


class BadLink(SpielkisteError):
    """A share link (URL fragment) that cannot be turned back into a match."""

"""Solstis' part of the page: its board, and its moves in words (with who passed after
them) and on the board."""

from ..base import GameUI
from . import narration
from .board import BOARD
from .help import PIECES
from .marks import move_marks


class SolstisUI(GameUI):
    id = "solstis"
    board = BOARD
    help_pieces = PIECES

    def tell(self, fx, lang, names=None):
        return narration.tell(fx, lang, names)

    def note(self, fx, lang):
        return narration.note(fx, lang)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)


UI = SolstisUI()

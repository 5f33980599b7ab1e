"""Solstis' part of the page: its board, and its moves in words (with who passed after
them) and on the board."""

from ..base import GameUI
from . import narration
from .board import BOARD
from .marks import move_marks


class SolstisUI(GameUI):
    id = "solstis"
    board = BOARD

    def phrases(self, fx, lang):
        return narration.phrases(fx, lang)

    def note(self, fx, lang):
        return narration.note(fx, lang)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)


UI = SolstisUI()

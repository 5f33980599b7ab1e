"""Soulaween's part of the page: its board, its moves in words and on the board, and a
newcomer's first game in the simple mode (as the rule text advises)."""

from ..base import GameUI
from . import narration
from .board import BOARD
from .marks import move_marks


class SoulaweenUI(GameUI):
    id = "soulaween"
    board = BOARD
    newcomer_options = {"mode": "simple"}
    newcomer_note = "first_simple"

    def phrases(self, fx, lang):
        return narration.phrases(fx, lang)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)


UI = SoulaweenUI()

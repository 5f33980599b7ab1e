"""İye's part of the page: its board, and its moves in words and on the board."""

from ..base import GameUI
from . import narration
from .board import BOARD
from .help import PIECES
from .marks import move_marks


class IyeUI(GameUI):
    id = "iye"
    board = BOARD
    help_pieces = PIECES
    tells_winner = False  # İye says it with the cycle ("wins the match")

    def tell(self, fx, lang, names=None):
        return narration.tell(fx, lang, names)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)


UI = IyeUI()

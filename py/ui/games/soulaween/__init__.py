"""Soulaween's part of the page: its board, its moves in words and on the board, and a
newcomer's first game in the simple mode (as the rule text advises)."""

from ..base import GameUI
from . import narration
from .board import BOARD
from .help import PIECES
from .marks import move_marks

CHARACTER_HELP = {"none": "vulture", "death": "death", "anubis": "anubis", "wuchang": "wuchang"}


class SoulaweenUI(GameUI):
    id = "soulaween"
    board = BOARD
    help_pieces = PIECES
    option_help = {name: CHARACTER_HELP for name in ("char1", "char2")} | {"wuchang": {"hei": "hei", "bai": "bai"}}
    newcomer_options = {"mode": "simple"}
    newcomer_note = "first_simple"

    def tell(self, fx, lang, names=None):
        return narration.tell(fx, lang, names)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)


UI = SoulaweenUI()

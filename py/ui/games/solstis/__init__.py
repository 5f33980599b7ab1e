"""Solstis' part of the page: its board, and its moves in words (with who passed after
them) and on the board."""

from spielkiste.games.solstis import GAME, UNKNOWN
from spielkiste.live.solstis_session import SolstisSession

from ..base import GameUI
from . import narration
from .board import BOARD
from .help import PIECES
from .marks import move_marks


class SolstisUI(GameUI):
    id = "solstis"
    board = BOARD
    help_pieces = PIECES
    live_deal = SolstisSession  # live, the tiles are dealt by both pages (docs/live.md)

    def live_blank(self, options):
        """The table before a live deal: the start with every tile hidden from both (the
        face-up display too: nothing of it is dealt yet)."""
        state = GAME.initial(GAME.normalize_options(options), 0)
        state = GAME.view(GAME.view(state, 0), 1)
        return state._replace(display=tuple((UNKNOWN, UNKNOWN) for _ in state.display))

    def tell(self, fx, lang, names=None):
        return narration.tell(fx, lang, names)

    def note(self, fx, lang):
        return narration.note(fx, lang)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)


UI = SolstisUI()

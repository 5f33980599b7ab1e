"""Boxilies' part of the page: its board, its moves in words and on the board, and its
own page, the designer (#/boxilies/designer), which a new game on a custom board opens."""

from ..base import GameUI
from . import narration
from .board import BOARD
from .help import PIECES
from .marks import move_marks

DESIGNER = "designer"


class BoxiliesUI(GameUI):
    id = "boxilies"
    board = BOARD
    help_pieces = PIECES
    pages = {DESIGNER: "designer"}

    def tell(self, fx, lang, names=None):
        return narration.tell(fx, lang, names)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)

    def page_for_options(self, options):
        return DESIGNER if options.get("board") == "custom" else None

    def show_page(self, app, route, query):
        if route != DESIGNER:
            raise KeyError(route)
        from . import designer  # only the designer's route needs it

        app.ensure_board_css(self.id)
        app.page.ensure_css("games/boxilies-designer")
        return designer.show(app, query)


UI = BoxiliesUI()

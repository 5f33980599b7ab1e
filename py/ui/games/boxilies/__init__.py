"""Boxilies' part of the page: its board, its moves in words and on the board, and its
own page, the designer (#/boxilies/designer), which a new game on a custom board opens."""

from ..base import GameUI
from . import narration
from .board import BOARD
from .help import PIECES
from .marks import move_marks

DESIGNER = "designer"
DESIGNS = "designs"  # the export file's key for the saved designs (docs/saves.md)


class BoxiliesUI(GameUI):
    id = "boxilies"
    board = BOARD
    help_pieces = PIECES
    pages = {DESIGNER: "designer"}

    def tell(self, fx, lang, names=None):
        return narration.tell(fx, lang, names)

    def marks(self, state, move, fx):
        return move_marks(state, move, fx)

    export_keys = (DESIGNS,)

    def export_extra(self, key, storage):
        if key != DESIGNS:
            raise KeyError(key)
        from . import design_archive  # only an export needs the designer's saved designs

        return design_archive.export_designs(storage)

    def import_extra(self, key, items, storage):
        if key != DESIGNS:
            raise KeyError(key)
        from . import design_archive  # only an import needs them

        return design_archive.merge_designs(items, storage)

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

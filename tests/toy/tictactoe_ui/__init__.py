"""Tic-tac-toe's part of the page (the toy fifth game): its board, and its moves in
words and on the board. Nothing else in the page needed to change for it."""

from ui.games.base import GameUI

from .board import BOARD

#: its name and sentence on the picker: a game of the app has them in the catalogs (locale/),
#: a test's game brings them along (toy.install gives them to ui.i18n.add_words)
WORDS = {
    "en": {"tictactoe.name": "Tic-tac-toe", "tictactoe.blurb": "Three in a row wins."},
    "de": {"tictactoe.name": "Tic-Tac-Toe", "tictactoe.blurb": "Drei in einer Reihe gewinnen."},
}
PHRASES = {
    "en": {"put": "puts {mark} on {cell}", "line": "completes the row {cells}"},
    "de": {"put": "setzt {mark} auf {cell}", "line": "schließt die Reihe {cells}"},
}


class TicTacToeUI(GameUI):
    id = "tictactoe"
    board = BOARD

    def tell(self, fx, lang, names=None):
        p = PHRASES[lang]
        told = [[p["put"].format(mark=fx["mark"], cell=fx["cell"])]]
        if fx["line"]:
            told.append([p["line"].format(cells=", ".join(fx["line"]))])
        return told

    def marks(self, state, move, fx):
        return [fx["cell"]] + fx["line"], None


UI = TicTacToeUI()

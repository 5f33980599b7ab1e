"""Tic-tac-toe's board renderer: three by three gridcells, a click puts the mover's mark."""

from ui.games.base import Board, esc, gridcell, last_mark, target_mark

from ..tictactoe import CELLS, INDEX, MARKS

S = 100


class TicTacToeBoard(Board):
    css = "soulaween"  # no stylesheet of its own: a test game borrows one
    # a test game is no part of the app's catalogs (locale/*.po): it brings its own words
    strings = {"en": {"taken": "{cell} is taken.", "cell": "{cell}, {what}", "empty": "empty"},
               "de": {"taken": "{cell} ist besetzt.", "cell": "{cell}, {what}", "empty": "leer"}}

    def tr(self, lang, key, **kw):
        return self.strings.get(lang, self.strings["en"])[key].format(**kw)

    def render_board(self, ctx):
        cells, _ = ctx.state
        changed = set(ctx.effects["changed"]) if ctx.effects else set()
        rows = []
        for r in range(3):
            row = []
            for c in range(3):
                i = (2 - r) * 3 + c  # rank 3 on top
                name, mark = CELLS[i], cells[i]
                x, y = c * S, r * S
                inner = f'<rect class="cellbg" x="{x}" y="{y}" width="{S}" height="{S}"/>'
                if mark != "-":
                    inner += f'<text x="{x + S / 2}" y="{y + S * 0.65}" text-anchor="middle">{esc(mark)}</text>'
                elif ctx.interactive and name in ctx.legal:
                    inner += target_mark(x, y, S)
                if name in changed:
                    inner += last_mark(x, y, S)
                label = self.tr(ctx.lang, "cell", cell=name, what=mark if mark != "-" else self.tr(ctx.lang, "empty"))
                act = f"cell:{i}" if ctx.interactive else None
                row.append(gridcell(r, c, label, act, inner=inner, box=(x, y, S, S), name=name))
            rows.append(f'<g role="row">{"".join(row)}</g>')
        return f'<svg class="board tictactoe" viewBox="0 0 {3 * S} {3 * S}" role="grid">{"".join(rows)}</svg>'

    def act(self, ctx, action):
        kind, _, arg = action.partition(":")
        if kind != "cell" or not arg.isdigit() or int(arg) >= len(CELLS):
            return None
        name = CELLS[int(arg)]
        if name not in ctx.legal:
            return ctx.refuse(self.tr(ctx.lang, "taken", cell=name), action)
        return name

    def move_label(self, game, before, move, lang):
        return f"{MARKS[before[1]]} {move}" if move in INDEX else move

    def picture(self):
        return f'<svg viewBox="0 0 {3 * S} {S}" aria-hidden="true"><text x="150" y="70">X O X</text></svg>'


BOARD = TicTacToeBoard()

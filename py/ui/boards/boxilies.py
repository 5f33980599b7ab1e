"""The Boxilies board: cells, stones with their arrows and figures, the two trays.

Clicks: a stone in your tray ("stone:<k>"), the rotate buttons ("rotl"/"rotr", key
R) and an empty cell ("cell:<i>") make a move `<id><rot>-<cell>`.
"""

from spielkiste.games.boxilies import DIRS

from .base import Board, esc, gridcell

S = 100  # cell size in SVG units
SYMBOL = ("●", "▲")  # players differ by symbol as well as colour


def _arrows_svg(sides, x, y, size):
    """Small outward triangles along each side, as many as the side has arrows."""
    out = []
    for d, n in enumerate(sides):
        for k in range(n):
            off = (k - (n - 1) / 2) * size * 0.16
            cx, cy = x + size / 2, y + size / 2
            a, b = size * 0.07, size * 0.09
            if d == 0:
                px, py = cx + off, y + size * 0.1
                pts = (px - a, py + b / 2, px + a, py + b / 2, px, py - b / 2)
            elif d == 2:
                px, py = cx + off, y + size * 0.9
                pts = (px - a, py - b / 2, px + a, py - b / 2, px, py + b / 2)
            elif d == 1:
                px, py = x + size * 0.9, cy + off
                pts = (px - b / 2, py - a, px - b / 2, py + a, px + b / 2, py)
            else:
                px, py = x + size * 0.1, cy + off
                pts = (px + b / 2, py - a, px + b / 2, py + a, px - b / 2, py)
            points = " ".join(f"{v:.1f}" for v in pts)
            out.append(f'<polygon class="arrow" points="{points}"/>')
    return "".join(out)


def stone_svg(sides, owner, x, y, size, label=""):
    """A stone: tile in the owner's colour, arrows, and a figure pointing at the
    opponent (up for the first player, who sits at the bottom; down for the second)."""
    cx, cy = x + size / 2, y + size / 2
    r = size * 0.2
    d = -1 if owner == 0 else 1  # the pointer: up for the first player, down for the second
    pointer = (f'<polygon class="fig" points="{cx - r * .6:.1f},{cy + d * r * .7:.1f} '
               f'{cx + r * .6:.1f},{cy + d * r * .7:.1f} {cx:.1f},{cy + d * r * 1.7:.1f}"/>')
    if owner == 0:
        body = f'<circle class="fig" cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}"/>'
    else:
        body = f'<rect class="fig" x="{cx - r:.1f}" y="{cy - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}"/>'
    figure = body + pointer
    text = ""
    if label:
        text = f'<text class="sid" x="{x + size * .2:.1f}" y="{y + size * .3:.1f}" text-anchor="middle">{esc(label)}</text>'
    return (f'<rect class="stone p{owner}" x="{x + size * .04:.1f}" y="{y + size * .04:.1f}" '
            f'width="{size * .92:.1f}" height="{size * .92:.1f}" rx="{size * .1:.1f}"/>'
            + _arrows_svg(sides, x, y, size) + figure + text)


def stone_label(stone):
    """A stone as the page names it: its id, plus the designer's name if it has one
    (custom designs; the built-in stones have none)."""
    return f"{stone.id} ({stone.name})" if stone.name else stone.id


class BoxiliesBoard(Board):
    keys = {"r": "rotr", "R": "rotl"}
    strings = {
        "en": {
            "empty": "empty", "stone": "{owner}'s stone {id}, arrows {arrows}",
            "tray": "{name}'s stones", "rotl": "Rotate left", "rotr": "Rotate right",
            "pick": "Choose a stone, turn it, then choose an empty cell.",
            "picked": "Stone {id} chosen ({rot}); now choose an empty cell.",
            "placed": "{name} places {id} on {cell}.", "captures": " Captures {cells}.",
            "board": "Boxilies board", "sides": "N {0}, E {1}, S {2}, W {3}",
            "unplaced": "unplaced",
        },
        "de": {
            "empty": "leer", "stone": "Stein {id} von {owner}, Pfeile {arrows}",
            "tray": "Steine von {name}", "rotl": "Nach links drehen", "rotr": "Nach rechts drehen",
            "pick": "Wähle einen Stein, drehe ihn und wähle ein leeres Feld.",
            "picked": "Stein {id} gewählt ({rot}); jetzt ein leeres Feld wählen.",
            "placed": "{name} setzt {id} auf {cell}.", "captures": " Erobert {cells}.",
            "board": "Boxilies-Spielbrett", "sides": "N {0}, O {1}, S {2}, W {3}",
            "unplaced": "nicht gesetzt",
        },
    }

    # -- rendering ---------------------------------------------------------------
    def render(self, ctx):
        layout, free, cells, hands, player = ctx.state
        design = layout.design
        # custom boards may leave the lower files/ranks of the 6x6 grid empty
        f0 = min(f for f, _ in layout.cells)
        r0 = min(r for _, r in layout.cells)
        files = max(f for f, _ in layout.cells) + 1 - f0
        ranks = max(r for _, r in layout.cells) + 1 - r0
        captured = set()
        placed_at = None
        if ctx.last:
            before, move, after = ctx.last
            captured = set(ctx.game.captured_by(before, after))
            placed_at = layout.index.get(move.rpartition("-")[2])
        sel_stone = ctx.sel.get("stone")
        rows = {}
        for i, (f, r) in enumerate(layout.cells):
            f, r = f - f0, r - r0
            x, y = f * S, (ranks - 1 - r) * S
            c = cells[i]
            name = layout.names[i]
            inner = f'<rect class="cellbg" x="{x}" y="{y}" width="{S}" height="{S}"/>'
            if c is None:
                label = f"{name}, {self.tr(ctx.lang, 'empty')}"
                act = f"cell:{i}" if ctx.interactive else None
                cls = "cell empty" + (" target" if ctx.interactive and sel_stone is not None else "")
            else:
                owner, origin, k, rr = c
                sides = layout.sides[origin][k][rr]
                sid = design.stones[origin][k].id
                inner += stone_svg(sides, owner, x, y, S, sid)
                label = f"{name}, " + self.tr(ctx.lang, "stone", owner=ctx.names[owner],
                                              id=stone_label(design.stones[origin][k]),
                                              arrows=self.tr(ctx.lang, "sides").format(*sides))
                act = None
                cls = "cell" + (" captured" if i in captured else "") + (" last" if i == placed_at else "")
            rows.setdefault(ranks - 1 - r, []).append(gridcell(ranks - 1 - r, f, label, act, cls, inner))
        grid = "".join(f'<g role="row">{"".join(rows[r])}</g>' for r in sorted(rows))
        svg = (f'<svg class="board boxilies" viewBox="-4 -4 {files * S + 8} {ranks * S + 8}" role="grid" '
               f'aria-label="{esc(self.tr(ctx.lang, "board"))}">{grid}</svg>')
        trays = [self._tray(ctx, p) for p in (1, 0)]
        controls = ""
        if ctx.interactive and free:
            controls = (f'<div class="controls"><button type="button" data-act="rotl" class="rot" '
                        f'aria-label="{esc(self.tr(ctx.lang, "rotl"))}">⟲</button>'
                        f'<button type="button" data-act="rotr" class="rot" '
                        f'aria-label="{esc(self.tr(ctx.lang, "rotr"))}">⟳</button></div>')
        return f'<div class="boxilies-view">{trays[0]}{svg}{controls}{trays[1]}</div>'

    def _tray(self, ctx, p):
        layout, free, cells, hands, player = ctx.state
        design = layout.design
        mine = ctx.interactive and player == p
        items = []
        for k in hands[p]:
            stone = design.stones[p][k]
            chosen = mine and ctx.sel.get("stone") == k
            rr = ctx.sel.get("rot", 0) if chosen else 0
            sides = layout.sides[p][k][rr]
            pic = (f'<svg viewBox="0 0 {S} {S}" aria-hidden="true" class="traystone">'
                   f'{stone_svg(sides, p, 0, 0, S, stone.id)}</svg>')
            label = self.tr(ctx.lang, "stone", owner=ctx.names[p], id=stone_label(stone),
                            arrows=self.tr(ctx.lang, "sides").format(*sides))
            if stone.name:
                pic += f'<span class="boxilies-stone-name" aria-hidden="true">{esc(stone.name)}</span>'
            if mine:
                items.append(f'<button type="button" class="traybtn" data-act="stone:{k}" '
                             f'aria-pressed="{"true" if chosen else "false"}" aria-label="{esc(label)}">{pic}</button>')
            else:
                items.append(f'<span class="traybtn" role="img" aria-label="{esc(label)}">{pic}</span>')
        title = self.tr(ctx.lang, "tray", name=f"{ctx.names[p]} {SYMBOL[p]}")
        turn = " turn" if player == p else ""
        return f'<div class="tray p{p}{turn}" aria-label="{esc(title)}" role="group"><h3>{esc(title)}</h3>{"".join(items)}</div>'

    def status(self, ctx):
        if not ctx.interactive:
            return ""
        k = ctx.sel.get("stone")
        if k is None:
            return self.tr(ctx.lang, "pick")
        layout = ctx.state[0]
        return self.tr(ctx.lang, "picked", id=layout.design.stones[ctx.state[4]][k].id, rot=DIRS[ctx.sel.get("rot", 0)])

    # -- clicks --------------------------------------------------------------------
    def act(self, ctx, action):
        layout, free, cells, hands, player = ctx.state
        if not ctx.interactive:
            return None
        kind, _, arg = action.partition(":")
        if kind == "stone" and arg.isdigit() and int(arg) in hands[player]:
            k = int(arg)
            if ctx.sel.get("stone") != k:
                ctx.sel["stone"] = k
                ctx.sel.setdefault("rot", 0)
            return None
        if kind in ("rotl", "rotr") and free:
            if ctx.sel.get("stone") is None and hands[player]:
                ctx.sel["stone"] = hands[player][0]
            ctx.sel["rot"] = (ctx.sel.get("rot", 0) + (1 if kind == "rotr" else 3)) % 4
            return None
        if kind == "cell" and arg.isdigit():
            i = int(arg)
            k = ctx.sel.get("stone")
            if k is None or not 0 <= i < len(cells):
                return None
            move = f"{layout.design.stones[player][k].id}{DIRS[ctx.sel.get('rot', 0)]}-{layout.names[i]}"
            return move if move in ctx.legal else None
        return None

    def describe(self, game, before, move, after, lang, names):
        layout = before[0]
        sid_rot, _, cell = move.rpartition("-")
        sid = sid_rot[:-1]
        k = layout.stone_index[before[4]].get(sid)
        if k is not None:
            sid = stone_label(layout.design.stones[before[4]][k])
        text = self.tr(lang, "placed", name=names[before[4]], id=sid, cell=cell)
        caps = [layout.names[i] for i in game.captured_by(before, after)]
        if caps:
            text += self.tr(lang, "captures", cells=", ".join(caps))
        return text

    def picture(self):
        return (f'<svg viewBox="0 0 {3 * S} {S}" aria-hidden="true">'
                f'{stone_svg((1, 1, 1, 0), 0, 0, 0, S)}{stone_svg((2, 1, 1, 1), 1, S, 0, S)}'
                f'{stone_svg((2, 0, 2, 0), 0, 2 * S, 0, S)}</svg>')


BOARD = BoxiliesBoard()

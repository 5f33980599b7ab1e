"""The Boxilies board: cells with stones (arrows and the owner's figure), the mover's
tray and rotation as controls, each seat's unplaced stones in its strip.

Clicks and keys: a stone of the mover's tray ("stone:<k>", or keys 1-9 = "nth:<n>",
the n-th stone still in the tray), a rotation ("rotr"/"rotl": R / Shift+R, in German
D / Shift+D; both pairs work in both languages) and an empty cell ("cell:<i>") make a
move `<id><rot>-<cell>`. A cell clicked before a stone is chosen, or a taken cell,
is refused with a sentence that says what to do.

The last move comes from the engine's effects: the placed stone gets the shared
corner brackets, each captured stone a dashed frame and (when fresh) a quick turn.
"""

from spielkiste.games.boxilies import DIRS, FILES

from ... import render_errors
from ...i18n import t
from ..art import num, rounded, shaded_plate
from ..base import Board, esc, gridcell, last_mark

S = 100  # cell size in SVG units
PAD = 12  # a stone on the board leaves this margin of the cell free for the marks
SYMBOL = ("●", "▲")  # players differ by symbol as well as colour
MAX_KEY = 9  # keys 1..9 choose the 1st..9th stone still in the tray
ROT_KEYS = {"en": ("R", "Shift+R"), "de": ("D", "Umschalt+D")}  # shown to people; all work
TURN_MARK = dict(zip(DIRS, ("", " ⟳", " ⟳⟳", " ⟲"), strict=True))  # the move list: quarter turns


def _arrows_svg(sides, x, y, size):
    """Small outward triangles with soft corners along each side, as many as the side
    has arrows."""
    out = []
    for d, n in enumerate(sides):
        step, half = (0.19, 0.08) if n <= 3 else (0.15, 0.065)  # four or five still fit the side
        a, b = size * half, size * 0.11
        for k in range(n):
            off = (k - (n - 1) / 2) * size * step
            cx, cy = x + size / 2, y + size / 2
            if d == 0:
                px, py = cx + off, y + size * 0.1
                pts = [(px - a, py + b / 2), (px + a, py + b / 2), (px, py - b / 2)]
            elif d == 2:
                px, py = cx + off, y + size * 0.9
                pts = [(px - a, py - b / 2), (px + a, py - b / 2), (px, py + b / 2)]
            elif d == 1:
                px, py = x + size * 0.9, cy + off
                pts = [(px - b / 2, py - a), (px - b / 2, py + a), (px + b / 2, py)]
            else:
                px, py = x + size * 0.1, cy + off
                pts = [(px + b / 2, py - a), (px + b / 2, py + a), (px - b / 2, py)]
            out.append(f'<path class="arrow" d="{rounded(pts, size * 0.018)}"/>')
    return "".join(out)


#: the light theme's colours of a seat's stone, drawn into the picker's picture (base,
#: deep, -, edge; css/games/boxilies.css has them per theme and overrides these)
PAINT = (("#1f5fa8", "#184d8a", "", "#1c1f1e"), ("#b4451f", "#963817", "", "#1c1f1e"))


def stone_svg(sides, owner, x, y, size, label="", help_kind="stone", painted=False):
    """A stone: a tile in the owner's colour lit from above (our own art's family,
    ui/games/art.py), arrows, and a figure pointing at the opponent (up for the first
    player, who sits at the bottom; down for the second). The figure is one group, so a
    capture can turn it. `painted`: its colours also as attributes, for a picture shown
    before the stylesheet arrives."""
    cx, cy = x + size / 2, y + size / 2
    r = size * 0.17
    d = -1 if owner == 0 else 1  # the pointer: up for the first player, down for the second
    tip = [(cx - r * .6, cy + d * r * .7), (cx + r * .6, cy + d * r * .7), (cx, cy + d * r * 1.7)]
    pointer = f'<path class="fig" d="{rounded(tip, r * .15)}"/>'
    if owner == 0:
        body = f'<circle class="fig" cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"/>'
    else:
        body = (f'<rect class="fig" x="{num(cx - r)}" y="{num(cy - r)}" width="{num(2 * r)}" height="{num(2 * r)}" '
                f'rx="{num(r * .22)}"/>')
    text = ""
    if label:
        # (far enough in that a mark's dotted frame over the stone's edge leaves it readable)
        text = (f'<text class="sid" x="{x + size * .29:.1f}" y="{y + size * .33:.1f}" '
                f'font-size="{size * .2:.1f}" text-anchor="middle">{esc(label)}</text>')
    plate = shaded_plate(x + size * .04, y + size * .04, size * .92, size * .92, size * .1,
                         PAINT[owner] if painted else None)
    ink = ' fill="#ffffff"' if painted else ""
    # help on every piece (issue 25): the stone's rule, and its arrows' (a side's)
    return (f'<g class="boxilies-stone p{owner}" data-help="{help_kind}"><g class="stone p{owner}">{plate}</g>'
            f'<g data-help="side"{ink}>{_arrows_svg(sides, x, y, size)}</g>'
            f'<g class="boxilies-fig"{ink}>{body}{pointer}</g>' + text + "</g>")


def named(sid, name, lang="en"):
    """A stone as the page names it: its id, plus the designer's name in quotes if it
    has one (custom designs). Quotes, not brackets: a name in brackets would not count
    as part of the accessible name (axe drops parentheticals)."""
    if not name or name == sid:
        return sid
    return t(lang, "boxilies.quoted", id=sid, name=name)


def stone_label(stone, lang="en"):
    return named(stone.id, stone.name, lang)


def effects(game, before, move):
    """What the move did, from the engine (`Game.effects`): the stone and its cell, the
    cells captured. The board, the live region and the move list all read this."""
    return game.effects(before, move)


class BoxiliesBoard(Board):
    # R / Shift+R (English) and D / Shift+D (German "drehen") in both languages;
    # Shift+letter arrives as the capital letter. 1..9: the n-th stone still in the tray.
    keys = {"r": "rotr", "R": "rotl", "d": "rotr", "D": "rotl",
            **{str(n): f"nth:{n}" for n in range(1, MAX_KEY + 1)}}
    words = "boxilies"  # its texts: "boxilies.<key>" in locale/*.po

    # -- helpers -------------------------------------------------------------------
    def _arrows(self, lang, sides):
        return self.tr(lang, "sides").format(*sides)

    def _keys_text(self, lang, n):
        n = min(n, MAX_KEY)
        return self.tr(lang, "keys_1") if n <= 1 else self.tr(lang, "keys_n", n=n)

    @staticmethod
    def _rot_keys(lang):
        return ROT_KEYS.get(lang, ROT_KEYS["en"])

    @staticmethod
    def _chosen(ctx):
        """(stone index, rotation) chosen by the mover, or (None, 0)."""
        state = ctx.state
        k = ctx.sel.get("stone")
        if not ctx.interactive or state.player is None or k not in state.hands[state.player]:
            return None, 0
        return k, ctx.sel.get("rot", 0) if state.free else 0

    @staticmethod
    def _frame(layout):
        """(first file, first rank, files, ranks) of the part of the 6x6 grid in use."""
        f0 = min(f for f, _ in layout.cells)
        r0 = min(r for _, r in layout.cells)
        files = max(f for f, _ in layout.cells) + 1 - f0
        ranks = max(r for _, r in layout.cells) + 1 - r0
        return f0, r0, files, ranks

    # -- the board -----------------------------------------------------------------
    def render_board(self, ctx):
        state = ctx.state
        design, lang = state.layout.design, ctx.lang
        f0, r0, files, ranks = self._frame(state.layout)
        fx = {"cell": None, "captured": []}
        if ctx.last:
            before, move, _after = ctx.last
            try:
                fx = effects(ctx.game, before, move)
            except Exception as exc:  # noqa: BLE001 - a highlight must never break the board: counted
                render_errors.caught("the Boxilies board's last move", exc)
        captured = set(fx["captured"])
        chosen, rot = self._chosen(ctx)
        ghost = ""
        if chosen is not None:
            ghost = state.layout.sides[state.player][chosen][rot]
        rows = {}
        for i, (f, r) in enumerate(state.layout.cells):
            col, row = f - f0, ranks - 1 - (r - r0)
            x, y = col * S, row * S
            c = state.cells[i]
            name = state.layout.names[i]
            inner = f'<rect class="cellbg" x="{x}" y="{y}" width="{S}" height="{S}"/>'
            act = f"cell:{i}" if ctx.interactive else None
            classes = ["cell"]
            if c is None:
                classes.append("empty")
                label = f"{name}, {self.tr(lang, 'empty')}"
                if ghost:
                    classes.append("target")
                    inner += (f'<g class="boxilies-ghost" aria-hidden="true">'
                              f'{stone_svg(ghost, state.player, x + PAD, y + PAD, S - 2 * PAD)}</g>')
            else:
                owner, origin, k, rr = c
                stone = design.stones[origin][k]
                sides = state.layout.sides[origin][k][rr]
                inner += stone_svg(sides, owner, x + PAD, y + PAD, S - 2 * PAD, stone.id,
                                   "captured" if name in captured else "stone")
                label = self.tr(lang, "stone", id=stone_label(stone, lang), cell=name, owner=ctx.names[owner],
                                arrows=self._arrows(lang, sides))
                if name == fx["cell"]:
                    classes.append("last")
                    label += ", " + self.tr(lang, "placed_note")
                    inner += last_mark(x, y, S)
                elif name in captured:
                    classes.append("captured")
                    label += ", " + self.tr(lang, "captured_note")
                    inner += (f'<rect class="boxilies-capmark" x="{x + 6}" y="{y + 6}" width="{S - 12}" '
                              f'height="{S - 12}" aria-hidden="true"/>')
            rows.setdefault(row, []).append(gridcell(row, col, label, act, " ".join(classes), inner,
                                                     box=(x, y, S, S), name=name, marks=ctx.marked(name)))
        grid = "".join(f'<g role="row">{"".join(rows[r])}</g>' for r in sorted(rows))
        coords = self._coordinates(f0, r0, files, ranks)
        fresh = " fresh" if ctx.fresh else ""
        return (f'<svg class="board boxilies{fresh}" viewBox="-30 -4 {files * S + 34} {ranks * S + 34}" '
                f'role="grid" aria-label="{esc(self.tr(lang, "board"))}">{grid}{coords}</svg>')

    @staticmethod
    def _coordinates(f0, r0, files, ranks):
        out = []
        for f in range(files):
            out.append(f'<text class="boxilies-coord" x="{f * S + S / 2:g}" y="{ranks * S + 24}" '
                       f'text-anchor="middle" aria-hidden="true">{FILES[f0 + f]}</text>')
        for r in range(ranks):
            out.append(f'<text class="boxilies-coord" x="-15" y="{(ranks - 1 - r) * S + S / 2 + 8:g}" '
                       f'text-anchor="middle" aria-hidden="true">{r0 + r + 1}</text>')
        return "".join(out)

    # -- the mover's controls: tray, rotation, preview -------------------------------
    def render_controls(self, ctx):
        state = ctx.state
        if not ctx.interactive or state.player is None:
            return ""
        lang, design = ctx.lang, state.layout.design
        chosen, rot = self._chosen(ctx)
        items = []
        for n, k in enumerate(state.hands[state.player], 1):
            stone = design.stones[state.player][k]
            pressed = k == chosen
            sides = state.layout.sides[state.player][k][rot if pressed else 0]
            key = f' data-key="{n}" aria-keyshortcuts="{n}"' if n <= MAX_KEY else ""
            name = f'<span class="boxilies-stone-name">{esc(stone.name)}</span>' if stone.name else ""
            label = self.tr(lang, "pick_label", id=stone_label(stone, lang), arrows=self._arrows(lang, sides))
            items.append(f'<button type="button" class="boxilies-pick" data-act="stone:{k}"{key} data-help="stone" '
                         f'aria-pressed="{"true" if pressed else "false"}" aria-label="{esc(label)}">'
                         f'<svg viewBox="0 0 {S} {S}" aria-hidden="true">{stone_svg(sides, state.player, 0, 0, S)}</svg>'
                         f'<span class="boxilies-pick-id">{esc(stone.id)}</span> {name}</button>')
        tray = (f'<div class="boxilies-tray p{state.player}" role="group" aria-label="{esc(self.tr(lang, "tray"))}">'
                f'{"".join(items)}</div>')
        return f'<div class="boxilies-controls">{tray}{self._turner(ctx, chosen, rot)}</div>'

    def _turner(self, ctx, chosen, rot):
        """The rotate buttons around a preview of the chosen stone as it will lie."""
        state = ctx.state
        lang = ctx.lang
        if chosen is None:
            text = self.tr(lang, "preview_none")
            pic = f'<svg viewBox="0 0 {S} {S}" aria-hidden="true"><rect class="boxilies-slot" x="4" y="4" ' \
                  f'width="92" height="92" rx="10"/></svg>'
        else:
            stone = state.layout.design.stones[state.player][chosen]
            sides = state.layout.sides[state.player][chosen][rot]
            text = self.tr(lang, "preview", id=stone_label(stone, lang), arrows=self._arrows(lang, sides))
            pic = f'<svg viewBox="0 0 {S} {S}" aria-hidden="true">{stone_svg(sides, state.player, 0, 0, S)}</svg>'
        preview = (f'<span class="boxilies-preview" role="img" tabindex="0" data-help="side" '
                   f'aria-label="{esc(text)}">{pic}</span>')
        if not state.free:
            return f'<div class="boxilies-turn">{preview}</div>'
        r, rr = self._rot_keys(lang)
        left = (f'<button type="button" class="boxilies-rot" data-act="rotl" aria-keyshortcuts="Shift+R Shift+D" '
                f'data-help="rotation" '
                f'aria-label="{esc(self.tr(lang, "rotl"))} ({esc(rr)})" title="{esc(self.tr(lang, "rotl"))} '
                f'({esc(rr)})">⟲</button>')
        right = (f'<button type="button" class="boxilies-rot" data-act="rotr" aria-keyshortcuts="R D" data-help="rotation" '
                 f'aria-label="{esc(self.tr(lang, "rotr"))} ({esc(r)})" title="{esc(self.tr(lang, "rotr"))} '
                 f'({esc(r)})">⟳</button>')
        return f'<div class="boxilies-turn" role="group">{left}{preview}{right}</div>'

    # -- players and result --------------------------------------------------------
    def render_player(self, ctx, seat):
        """The seat's stones still to place, small (the mover's also wait in the tray)."""
        state = ctx.state
        lang, design = ctx.lang, state.layout.design
        left = state.hands[seat]
        if not left:
            return f'<p class="boxilies-hand none">{esc(self.tr(lang, "all_placed"))}</p>'
        minis = []
        for k in left:
            stone = design.stones[seat][k]
            sides = state.layout.sides[seat][k][0]
            label = self.tr(lang, "mini", id=stone_label(stone, lang), arrows=self._arrows(lang, sides))
            minis.append(f'<li class="boxilies-mini"><span role="img" aria-label="{esc(label)}">'
                         f'<svg viewBox="0 0 {S} {S}" aria-hidden="true">{stone_svg(sides, seat, 0, 0, S)}</svg>'
                         f'</span></li>')
        title = self.tr(lang, "hand", name=ctx.names[seat])
        return (f'<div class="boxilies-hand"><span class="boxilies-left">{esc(self.tr(lang, "to_place", n=len(left)))}'
                f'</span><ul class="boxilies-minis" aria-label="{esc(title)}">{"".join(minis)}</ul></div>')

    def render_result(self, ctx):
        """Stones each player owns on the board (of which captured), and those not placed."""
        state = ctx.state
        lang = ctx.lang
        rows = []
        for p in (0, 1):
            owned = [c for c in state.cells if c is not None and c[0] == p]
            taken = sum(1 for c in owned if c[1] != p)
            rows.append(f'<tr><th scope="row">{esc(ctx.names[p])} {SYMBOL[p]}</th><td>{len(owned)}</td>'
                        f'<td>{taken}</td><td>{len(state.hands[p])}</td></tr>')
        head = "".join(f'<th scope="col">{esc(self.tr(lang, key))}</th>'
                       for key in ("r_player", "r_stones", "r_captured", "r_left"))
        return (f'<table class="boxilies-result"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
                f'<p class="result-note">{esc(self.tr(lang, "r_note"))}</p>')

    def score_name(self, lang, n=2):
        return self.trn(lang, "score_name", n)

    def key_help(self, lang):
        r, rr = self._rot_keys(lang)
        return [(f"1–{MAX_KEY}", self.tr(lang, "k_stone")), (f"{r} / {rr}", self.tr(lang, "k_rot")),
                ("←↑→↓", self.tr(lang, "k_cells"))]

    def status(self, ctx):
        if not ctx.interactive or ctx.state.player is None:
            return ""
        state = ctx.state
        lang = ctx.lang
        r, rr = self._rot_keys(lang)
        chosen, rot = self._chosen(ctx)
        if chosen is None:
            keys = self._keys_text(lang, len(state.hands[state.player]))
            return self.tr(lang, "pick" if state.free else "pick_fixed", keys=keys, r=r, rr=rr)
        stone = state.layout.design.stones[state.player][chosen]
        arrows = self._arrows(lang, state.layout.sides[state.player][chosen][rot])
        return self.tr(lang, "picked" if state.free else "picked_fixed", id=stone_label(stone, lang), arrows=arrows, r=r, rr=rr)

    # -- clicks and keys -----------------------------------------------------------
    def act(self, ctx, action):
        if not ctx.interactive or ctx.state.player is None:
            return None
        state = ctx.state
        lang, hand = ctx.lang, state.hands[state.player]
        kind, _, arg = action.partition(":")
        if kind == "stone" and arg.isdigit() and int(arg) in hand:
            k = int(arg)
            if ctx.sel.get("stone") != k:
                ctx.sel["stone"] = k
                ctx.sel.setdefault("rot", 0)
            return None
        if kind == "nth" and arg.isdigit():
            n = int(arg)
            if not 1 <= n <= len(hand):
                text = (self.tr(lang, "no_such_1") if len(hand) == 1
                        else self.tr(lang, "no_such", n=len(hand), keys=self._keys_text(lang, len(hand))))
                return ctx.refuse(text, action)
            return self.act(ctx, f"stone:{hand[n - 1]}")
        if kind in ("rotl", "rotr"):
            if not state.free:
                return ctx.refuse(self.tr(lang, "fixed"), action)
            if ctx.sel.get("stone") not in hand:
                ctx.sel["stone"] = hand[0]  # turning first chooses the first stone
            ctx.sel["rot"] = (ctx.sel.get("rot", 0) + (1 if kind == "rotr" else 3)) % 4
            return None
        if kind == "cell" and arg.isdigit() and int(arg) < len(state.cells):
            i = int(arg)
            if state.cells[i] is not None:
                return ctx.refuse(self.tr(lang, "taken", cell=state.layout.names[i]), action)
            k, rot = self._chosen(ctx)
            if k is None:
                return ctx.refuse(self.tr(lang, "first_stone", keys=self._keys_text(lang, len(hand))), action)
            move = state.layout.move_text[state.player][k][rot][i]
            return move if move in ctx.legal else None
        return ctx.refuse(self.status(ctx) or self.tr(lang, "first_stone", keys=self._keys_text(lang, len(hand))),
                          action)

    # -- words ----------------------------------------------------------------------
    def move_label(self, game, before, move, lang):
        """"b2 5a ⟳ ×2": the cell, the stone, its quarter turns, and how many it captured."""
        fx = effects(game, before, move)
        n = len(fx["captured"])
        return f"{fx['cell']} {fx['stone']}{TURN_MARK[fx['rotation']]}" + (f" ×{n}" if n else "")

    def picture(self):
        stones = (((1, 1, 1, 0), 0), ((2, 1, 1, 1), 1), ((2, 0, 2, 0), 0))
        body = "".join(stone_svg(sides, owner, k * S, 0, S, painted=True) for k, (sides, owner) in enumerate(stones))
        return f'<svg viewBox="0 0 {3 * S} {S}" aria-hidden="true">{body}</svg>'


BOARD = BoxiliesBoard()

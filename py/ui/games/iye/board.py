"""The İye board: the 5x5 spirit tiles and the drum (board region), the spirits the
player to move may spend and, between cycles, the cycle's result with the button that
starts the next one (controls), each seat's collection (players), the match result.

Clicks: a marked cell ("cell:<i>") makes a natural move; a spirit to spend
("kind:<k>", keys S H T W O, in German S P B W E) marks its targets instead, and a
marked cell then makes the ability move; choosing the spirit again drops it. Between
cycles "next" (key N) starts the next cycle. Every cell has an action while the player
may act, so a click that cannot be played says why.

What the last move did comes from the move and the state before it: the drum's path
from its old cell to the new one, the tile it took (a ghost under the drum, with the
symbol of the seat that received it) and the spirit spent for an ability move.
"""

import math

from spielkiste.errors import InvalidMove
from spielkiste.games.iye import (
    BLOCKED,
    CELL_INDEX,
    CELL_NAMES,
    CELLS,
    KIND_LETTERS,
    NATURAL,
    NEXT,
    SIZE,
    TOTALS,
    TURN_CAP,
    cycle_wins,
    parse_move,
    score_cycle,
)

from ... import render_errors
from ...game import keyhints
from ..art import LINE_ATTRS, rounded, shaded_disc, shaded_plate
from ..base import Board, arrow_layer, esc, gridcell, last_mark, target_mark

S = 100  # cell size in SVG units
SYMBOL = ("●", "▲")  # players differ by symbol as well as colour
NBSP = "\u00a0"
DRUM_R = 36  # the drum's radius: inside the cell's focus ring
RING_R = 28  # the target ring's radius: clear of the tile's number
#: the keys per language (all of them work in both: no letter means two things)
KIND_KEYS = {"en": "SHTWO", "de": "SPBWE"}
#: the colours drawn on the tiles (fixed in both themes: the plates are light in both);
#: tests/test_ui_iye.py checks their contrast
INK = "#1c1f1e"  # tile numbers, target marks
HALO = "#fffaf0"  # the light edge of the two-tone marks
TRAIL = "#6b2410"  # the drum's path
PLATE_LINE = "#3b3329"  # a tile's outline (the family's dark line, ui/games/art.py)

# -- drawings ---------------------------------------------------------------------------


def _f(v):
    return f"{v:.1f}"


#: per kind: plate colour, line colour, fill of the drawing (also in css/games/iye.css,
#: here as SVG attributes so the drawing stands even without the stylesheet)
COLOURS = (
    ("#f6d365", "#b86b00", "#b86b00"),  # Sun
    ("#d9b38c", "#5b3a1a", "none"),  # Horse
    ("#a8d5a2", "#2f6b2a", "#2f6b2a"),  # Tree
    ("#9cc9ec", "#1d5d94", "none"),  # Water
    ("#cdb8e6", "#5c4380", "#5c4380"),  # Owl
)
#: per kind: the plate's deeper shade below (our own art's light from above, issue 25);
#: numbers, target marks and the drum's path keep their contrast on it too
DEEP = ("#e9bf45", "#c79c72", "#8fc288", "#82b6df", "#b9a0d8")


def _icon(k, cx, cy, u):
    """The kind's own drawing, in the family of Solstis' landscape: flat colours, the
    lower or far side in a deeper shade, rounded ends."""
    g = []
    if k == 0:  # Sun: a disc lit from above with eight rays
        rays = "".join(f"M{_f(cx + dx * 21 * u)},{_f(cy + dy * 21 * u)}L{_f(cx + dx * 32 * u)},{_f(cy + dy * 32 * u)}"
                       for dx, dy in ((1, 0), (.71, .71), (0, 1), (-.71, .71), (-1, 0), (-.71, -.71), (0, -1), (.71, -.71)))
        g.append(f'<path d="{rays}" stroke-width="{_f(6 * u)}"/>')
        g.append(f'<g class="orb">{shaded_disc(cx, cy, 15 * u, ("#e0900f", "#c06f00", "#f8c860", "#8a4f00"))}</g>')
    elif k == 1:  # Horse: a horseshoe with nail holes, a sheen along its crown
        shoe = (f"M{_f(cx - 18 * u)},{_f(cy + 24 * u)} V{_f(cy - 2 * u)} "
                f"A{_f(18 * u)},{_f(18 * u)} 0 0 1 {_f(cx + 18 * u)},{_f(cy - 2 * u)} V{_f(cy + 24 * u)}")
        g.append(f'<path class="line" d="{shoe}" stroke-width="{_f(12 * u)}"/>')
        g.append(f'<path class="shine" d="M{_f(cx - 20 * u)},{_f(cy + 4 * u)} V{_f(cy - 3 * u)} '
                 f'A{_f(20 * u)},{_f(20 * u)} 0 0 1 {_f(cx - 4 * u)},{_f(cy - 22 * u)}" stroke-width="{_f(3 * u)}" '
                 f'fill="none" stroke="#a7764a"/>')
        for dx, dy in ((-18, 14), (18, 14), (-15, -10), (15, -10)):
            g.append(f'<circle class="hole" cx="{_f(cx + dx * u)}" cy="{_f(cy + dy * u)}" r="{_f(2.5 * u)}" '
                     f'fill="#3b2f1e" stroke="none"/>')
    elif k == 2:  # Tree: a fir of two tiers on a trunk, its right side in shadow
        g.append(f'<rect x="{_f(cx - 5 * u)}" y="{_f(cy + 14 * u)}" width="{_f(10 * u)}" height="{_f(17 * u)}" '
                 f'rx="{_f(2 * u)}" fill="#6b4423" stroke="none"/>')
        for top, base, half in ((-8, 18, 26), (-33, -2, 19)):
            pts = [(cx, cy + top * u), (cx + half * u, cy + base * u), (cx - half * u, cy + base * u)]
            g.append(f'<path d="{rounded(pts, 3 * u)}"/>')
            g.append(f'<path class="shade" d="M{_f(cx)},{_f(cy + (top + 3) * u)} L{_f(cx + (half - 2) * u)},'
                     f'{_f(cy + (base - 1) * u)} H{_f(cx)} Z" fill="#24541f"/>')
    elif k == 3:  # Water: three waves, the lower ones deeper
        for n, dy in enumerate((-14, 0, 14)):
            yy = cy + dy * u
            g.append(f'<path class="line w{n}" d="M{_f(cx - 28 * u)},{_f(yy)} q{_f(7 * u)},{_f(-9 * u)} {_f(14 * u)},0 '
                     f't{_f(14 * u)},0 t{_f(14 * u)},0 t{_f(14 * u)},0" stroke-width="{_f(6 * u)}"/>')
    else:  # Owl: a round body with ear tufts, a lighter breast, two big eyes and a beak
        head = [(cx - 21 * u, cy - 31 * u), (cx - 5 * u, cy - 19 * u), (cx + 5 * u, cy - 19 * u),
                (cx + 21 * u, cy - 31 * u), (cx + 23 * u, cy), (cx - 23 * u, cy)]
        g.append(f'<path d="{rounded(head, 3 * u)}"/>')
        g.append(f'<ellipse cx="{_f(cx)}" cy="{_f(cy + 6 * u)}" rx="{_f(23 * u)}" ry="{_f(26 * u)}"/>')
        g.append(f'<ellipse class="breast" cx="{_f(cx)}" cy="{_f(cy + 15 * u)}" rx="{_f(13 * u)}" ry="{_f(14 * u)}" '
                 f'fill="#8f78b5"/>')
        for dx in (-10, 10):
            g.append(f'<circle class="eye" cx="{_f(cx + dx * u)}" cy="{_f(cy - 6 * u)}" r="{_f(8 * u)}" '
                     f'fill="#fff7d6" stroke="none"/>')
            g.append(f'<circle class="hole" cx="{_f(cx + dx * u)}" cy="{_f(cy - 6 * u)}" r="{_f(3 * u)}" '
                     f'fill="#3b2f1e" stroke="none"/>')
        beak = [(cx - 4 * u, cy + 1 * u), (cx + 4 * u, cy + 1 * u), (cx, cy + 8 * u)]
        g.append(f'<path class="beak" d="{rounded(beak, u)}" fill="#e0a030"/>')
    return "".join(g)


def kind_svg(k, x, y, size, number=True, cls="", helped=True):
    """One spirit tile: a rounded plate in the kind's colour lit from above (our own
    art's family, ui/games/art.py), the kind's own drawing (sun, horseshoe, fir, waves,
    owl) and its count = points in the corner."""
    cx, cy, u = x + size / 2, y + size / 2, size / 100
    plate, ink, fill = COLOURS[k]
    extra = f" {cls}" if cls else ""
    helps = f' data-help="{KIND_LETTERS[k]}"' if helped else ""  # its rule (issue 25)
    out = [f'<g class="iye-tile k{k}{extra}"{helps}>'
           f'<g class="iye-plate k{k}">'
           f'{shaded_plate(x + 6 * u, y + 6 * u, 88 * u, 88 * u, 12 * u, (plate, DEEP[k], "", PLATE_LINE))}</g>',
           f'<g class="iye-icon k{k}" fill="{fill}" stroke="{ink}" stroke-linecap="round">{_icon(k, cx, cy, u)}</g>']
    if number:
        out.append(f'<text class="iye-num" x="{_f(x + 84 * u)}" y="{_f(y + 26 * u)}" '
                   f'text-anchor="end" font-size="{_f(20 * u)}" font-weight="700" fill="{INK}">{TOTALS[k]}</text>')
    out.append("</g>")
    return "".join(out)


def mini_svg(k, size=28, cls="iye-mini"):
    """A small picture of kind k for buttons and lists (decorative: the text names it)."""
    return (f'<svg viewBox="0 0 {S} {S}" width="{size}" height="{size}" aria-hidden="true" class="{cls}">'
            f'{kind_svg(k, 0, 0, S, number=False)}</svg>')


def drum_svg(cx, cy, r=DRUM_R):
    """The shaman drum around (cx, cy): a hollow wooden frame with lacing, so the tile
    under it (at the start of a cycle, or the ghost of the tile it just took) stays
    visible. Drawn like our other pieces: the frame lit from above (its lower half in a
    deeper brown, a sheen on the upper left), painted dots, one outline; a light edge
    keeps it visible on the dark theme's cells."""
    u = r / 43
    lacing = " ".join(f"{_f(cx + 39 * u * c)},{_f(cy + 39 * u * s)}"
                      for c, s in ((1, 0), (.5, .87), (-.5, .87), (-1, 0), (-.5, -.87), (.5, -.87), (1, 0)))
    low = f"M{_f(cx - 43 * u)},{_f(cy)} A{_f(43 * u)},{_f(43 * u)} 0 0 0 {_f(cx + 43 * u)},{_f(cy)}"
    sheen = (f"M{_f(cx - 40 * u)},{_f(cy - 12 * u)} A{_f(42 * u)},{_f(42 * u)} 0 0 1 "
             f"{_f(cx - 14 * u)},{_f(cy - 40 * u)}")
    dots = "".join(f'<circle cx="{_f(cx + 43 * u * math.cos(a * math.pi / 4 + math.pi / 8))}" '
                   f'cy="{_f(cy + 43 * u * math.sin(a * math.pi / 4 + math.pi / 8))}" r="{_f(1.6 * u)}"/>'
                   for a in range(8))
    return (f'<g class="iye-drum">'
            f'<circle class="halo" cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(43 * u)}" stroke-width="{_f(13 * u)}" '
            f'fill="none" stroke="#f2e3c6"/>'
            f'<circle class="skin" cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(38 * u)}" stroke-width="{_f(1.5 * u)}" '
            f'fill="rgba(255,240,210,.25)" stroke="#7a2e12"/>'
            f'<polyline points="{lacing}" stroke-width="{_f(2.5 * u)}" fill="none" stroke="#f2e3c6"/>'
            f'<circle class="rim" cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(43 * u)}" stroke-width="{_f(8 * u)}" '
            f'fill="none" stroke="#8a3a18"/>'
            f'<path class="rim-deep" d="{low}" stroke-width="{_f(8 * u)}" fill="none" stroke="#5e220c"/>'
            f'<path class="rim-sheen" d="{sheen}" stroke-width="{_f(2.2 * u)}" fill="none" stroke="#c77a45" '
            f'stroke-linecap="round"/>'
            f'<g class="paint" fill="#f2e3c6">{dots}</g>'
            f'<g class="outline" fill="none" stroke="#3b1608">'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(47 * u)}" {LINE_ATTRS}/>'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(39 * u)}" {LINE_ATTRS}/></g></g>')


def seat_shape(seat, cx, cy, r):
    """The seat's symbol as a shape (● a disc, ▲ a triangle) in the seat's colours."""
    if seat == 0:
        return f'<circle class="iye-seat p0" cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}"/>'
    pts = f"{_f(cx)},{_f(cy - r * 1.1)} {_f(cx + r)},{_f(cy + r * .75)} {_f(cx - r)},{_f(cy + r * .75)}"
    return f'<polygon class="iye-seat p1" points="{pts}"/>'


def cell_xy(i):
    """Top-left corner of cell i (rank 5 drawn at the top)."""
    return (i % SIZE) * S, (SIZE - 1 - i // SIZE) * S


def _cell_box(name):
    """The box of the cell named `name` (the screen's arrow), None for no cell."""
    if name not in CELL_NAMES:
        return None
    x, y = cell_xy(CELL_NAMES.index(name))
    return (x, y, S, S)


def centre(i):
    x, y = cell_xy(i)
    return x + S / 2, y + S / 2


def drum_moves(moves):
    """The drum moves among `moves`, taken apart by the engine's parser (spend, cell):
    the board reads and picks moves through it and never writes the notation itself."""
    return [m for m in map(parse_move, moves) if m.kind == "drum"]


def drum_move(fx):
    """A drum move's facts from the engine's `effects` dict (docs/engine-protocol.md):
    {"from", "to", "path", "taken", "receiver", "mover", "spent", "cycle_end"} with
    cells as indices and kinds as 0..4 (spent None for a natural move), or None for
    `next` (and for no effects at all)."""
    if not fx or fx.get("kind") != "drum":
        return None
    spent = fx.get("spent")
    return {"from": CELL_INDEX[fx["from"]], "to": CELL_INDEX[fx["to"]],
            "path": [CELL_INDEX[c] for c in fx.get("path", ())],
            "taken": KIND_LETTERS.index(fx["tile"]), "receiver": fx["receiver"], "mover": fx["player"],
            "spent": None if spent is None else KIND_LETTERS.index(spent), "cycle_end": fx.get("cycle_end")}


def last_drum_move(game, before, move):
    """`drum_move` of `move` played in `before` (None if it is not a legal drum move)."""
    try:
        return drum_move(game.effects(before, move))
    except Exception as exc:  # noqa: BLE001 - a highlight must never break the board: counted
        render_errors.caught("the İye board's drum move", exc)
        return None


def _keys():
    """Every language's letters (upper and lower case) choose a kind; N starts the next
    cycle ("Nächster Zyklus" in German too)."""
    keys = {"n": "next", "N": "next"}
    for letters in KIND_KEYS.values():
        for k, letter in enumerate(letters):
            keys[letter] = keys[letter.lower()] = f"kind:{k}"
    return keys


# -- the renderer -----------------------------------------------------------------------

class IyeBoard(Board):
    keys = _keys()
    pause_moves = (NEXT,)

    words = "iye"  # its texts: "iye.<key>" in locale/*.po

    def kind_name(self, lang, k):
        return self.tr(lang, f"kind_{KIND_LETTERS[k]}")

    def one(self, lang, k):
        """One tile of kind k in running text: "a Sun", "an Owl"; German: the name."""
        return self.tr(lang, f"one_{KIND_LETTERS[k]}")

    def the(self, lang, k):
        """Kind k as the subject of a sentence: "The Horse"; German: "Das Pferd"."""
        return self.tr(lang, f"the_{KIND_LETTERS[k]}")

    @staticmethod
    def key_of(lang, k):
        return KIND_KEYS.get(lang, KIND_KEYS["en"])[k]

    def seat_name(self, ctx_or_names, seat):
        names = getattr(ctx_or_names, "names", ctx_or_names)
        return f"{names[seat]} {SYMBOL[seat]}"

    # -- what the player may do now -----------------------------------------------------
    @staticmethod
    def targets(ctx, kind=None):
        """Cells the drum can reach now with a natural move (kind None) or by spending
        `kind`, from the legal moves (so the page never decides a rule)."""
        if not ctx.interactive:
            return set()
        want = NATURAL if kind is None else kind
        return {m.cell for m in drum_moves(ctx.legal) if m.spend == want}

    @staticmethod
    def playing(ctx):
        """A human may move the drum now (not between cycles)."""
        return ctx.interactive and not ctx.state.ended and ctx.state.to_move is not None

    def held(self, ctx):
        """The kinds the player to move holds, in order: [(kind, count)]."""
        state = ctx.state
        base = 5 * state.to_move
        return [(k, state.colls[base + k]) for k in range(5) if state.colls[base + k]]

    def _last(self, ctx):
        """The last move's facts: the screen's effects, or (a diagram) the engine's."""
        if not ctx.last:
            return None
        try:
            if ctx.effects is not None:
                return drum_move(ctx.effects)
            before, move, _after = ctx.last
            return last_drum_move(ctx.game, before, move)
        except Exception as exc:  # noqa: BLE001 - a highlight must never break the board: counted
            render_errors.caught("the İye board's last move", exc)
            return None

    # -- the board --------------------------------------------------------------------------
    def render_board(self, ctx):
        state, lang = ctx.state, ctx.lang
        kind = ctx.sel.get("kind") if self.playing(ctx) else None
        marked = self.targets(ctx, kind) if self.playing(ctx) else set()
        previews = {}  # cell -> the kinds whose spend button lights it up on hover or focus
        if self.playing(ctx) and kind is None:
            for k, _n in self.held(ctx):
                for t in self.targets(ctx, k):
                    previews.setdefault(t, []).append(k)
        fx = self._last(ctx)
        names = ctx.names
        rows = {}
        for i in range(CELLS):
            x, y = cell_xy(i)
            tile = state.board[i]
            inner = f'<rect class="cellbg" x="{x}" y="{y}" width="{S}" height="{S}"/>'
            cls = ["cell"]
            if tile >= 0:
                inner += kind_svg(tile, x, y, S, helped=i != state.drum)  # under the drum: the drum's rule
                label = [str(TOTALS[tile]), self.kind_name(lang, tile), CELL_NAMES[i]]
            else:
                label = [CELL_NAMES[i], self.tr(lang, "empty")]
            if i == state.drum:
                label.append(self.tr(lang, "drum"))
                cls.append("drum-cell")
                inner = f'<g data-help="drum">{inner}</g>'  # the drum's rule (issue 25; it is drawn above)
            if fx and i == fx["to"]:
                inner += kind_svg(fx["taken"], x, y, S, number=False, cls="iye-ghost")
                cls.append("last")
                label.append(self.tr(lang, "came", cell=CELL_NAMES[fx["from"]]))
                label.append(self.tr(lang, "received", name=self.seat_name(names, fx["receiver"]),
                                     kind=self.one(lang, fx["taken"])))
                if fx.get("spent") is not None:
                    label.append(self.tr(lang, "spent_by", name=self.seat_name(names, fx["mover"]),
                                         kind=self.one(lang, fx["spent"])))
            if fx and i == fx["from"]:
                cls.append("last")
                label.append(self.tr(lang, "left"))
            if fx and i in (fx["to"], fx["from"]):
                inner += last_mark(x, y, S)
            if i in marked:
                cls.append("target")
                if kind is not None:
                    cls.append("ability")
                inner += (f'<circle class="iye-target-halo" cx="{x + S / 2:g}" cy="{y + S / 2:g}" r="{RING_R}"/>'
                          f'<circle class="iye-target-ring" cx="{x + S / 2:g}" cy="{y + S / 2:g}" r="{RING_R}"/>'
                          + target_mark(x, y, S))
                label.append(self.tr(lang, "target") if kind is None
                             else self.tr(lang, "target_k", kind=self.the(lang, kind)))
            cls += [f"reach-{k}" for k in previews.get(i, ())]
            act = f"cell:{i}" if ctx.interactive else None
            row = SIZE - 1 - i // SIZE
            cell = gridcell(row, i % SIZE, ", ".join(label), act, " ".join(cls), inner, box=(x, y, S, S),
                            name=CELL_NAMES[i], marks=ctx.marked(CELL_NAMES[i]))
            if i == state.drum and self.playing(ctx):  # the player acts from the drum next
                cell = cell.replace('<g role="gridcell"', '<g role="gridcell" data-next="true"', 1)
            rows.setdefault(row, []).append(cell)
        grid = "".join(f'<g role="row">{"".join(rows[r])}</g>' for r in sorted(rows))
        overlay = self._trail(fx) + self._drum(state, fx)
        fresh = " fresh" if ctx.fresh else ""
        dealt = " dealt" if ctx.fresh and ctx.last and ctx.last[1] == NEXT else ""
        # a match's caption under the board; a diagram (no match) is the board alone
        caption, height = (self._caption(ctx), 572) if ctx.match is not None else ("", 538)
        label = self._board_label(ctx) if ctx.match is not None else self.tr(lang, "board")
        return (f'<svg class="board iye{fresh}{dealt}" viewBox="-30 -4 536 {height}" role="grid" '
                f'aria-label="{esc(label)}">{grid}'
                f'<g class="iye-overlay" aria-hidden="true" pointer-events="none">{overlay}</g>'
                f'<g aria-hidden="true">{self._coordinates()}{caption}</g>{arrow_layer(ctx, _cell_box)}</svg>')

    def _board_label(self, ctx):
        state = ctx.state
        wins = cycle_wins(state.history)
        return self.tr(ctx.lang, "board_label", n=self.cycle_no(state), a=wins[0], b=wins[1],
                       target=state.target, turns=state.turns, cap=TURN_CAP)

    @staticmethod
    def cycle_no(state):
        return len(state.history) + (0 if state.ended else 1)

    @staticmethod
    def _coordinates():
        files = "".join(f'<text class="iye-coord" x="{f * S + S / 2}" y="{SIZE * S + 24}" text-anchor="middle">'
                        f'{"abcde"[f]}</text>' for f in range(SIZE))
        ranks = "".join(f'<text class="iye-coord" x="-15" y="{r * S + S / 2 + 7}" text-anchor="middle">'
                        f'{SIZE - r}</text>' for r in range(SIZE))
        return files + ranks

    def _caption(self, ctx):
        """The match at a glance under the board: the cycle, cycles won (● a : b ▲),
        first to n, and the turn of the 200-turn cap."""
        state, lang = ctx.state, ctx.lang
        wins = cycle_wins(state.history)
        left = (f'{esc(self.tr(lang, "caption", n=self.cycle_no(state)))} · '
                f'<tspan class="iye-sym p0">{SYMBOL[0]}</tspan> {wins[0]} : {wins[1]} '
                f'<tspan class="iye-sym p1">{SYMBOL[1]}</tspan> · {esc(self.tr(lang, "first_to", n=state.target))}')
        right = esc(self.tr(lang, "turn_of", n=state.turns, cap=TURN_CAP))
        y = SIZE * S + 58
        return (f'<text class="iye-caption" x="-24" y="{y}">{left}</text>'
                f'<text class="iye-caption" x="{SIZE * S}" y="{y}" text-anchor="end">{right}</text>')

    @staticmethod
    def _trail(fx):
        """The drum's path from its old cell to the new one, with an arrowhead: a dashed
        line over the cells it passed (the engine's `path`), or an arc for a jump (a
        Horse, or a Sun or Owl placement: no cells passed, not a step). For an ability
        move, the spirit spent for it, crossed out, where the path starts."""
        if not fx:
            return ""
        (x0, y0), (x1, y1) = centre(fx["from"]), centre(fx["to"])
        step = max(abs(x1 - x0), abs(y1 - y0)) <= S
        jump = not fx["path"] and not step
        # an arc bends to the left of the move through a control point off the middle
        cx = (x0 + x1) / 2 + (y1 - y0) * 0.3 if jump else (x0 + x1) / 2
        cy = (y0 + y1) / 2 - (x1 - x0) * 0.3 if jump else (y0 + y1) / 2
        sx, sy = cx - x0, cy - y0  # the direction it leaves in
        ex, ey = x1 - cx, y1 - cy  # the direction it arrives in
        sn, en = math.hypot(sx, sy), math.hypot(ex, ey)
        sx, sy, ex, ey = sx / sn, sy / sn, ex / en, ey / en
        spent = fx.get("spent")
        gap = 18 if spent is not None else 10
        start = (x0 + sx * gap, y0 + sy * gap)
        tip = (x1 - ex * (DRUM_R + 4), y1 - ey * (DRUM_R + 4))
        base = (tip[0] - ex * 20, tip[1] - ey * 20)
        wing = ((base[0] - ey * 11, base[1] + ex * 11), (base[0] + ey * 11, base[1] - ex * 11))
        if jump:
            # base lies on the line from the control point to the new cell: the curve
            # arrives there in the arrowhead's direction
            line = f"M{_f(start[0])},{_f(start[1])} Q{_f(cx)},{_f(cy)} {_f(base[0])},{_f(base[1])}"
        else:
            line = f"M{_f(start[0])},{_f(start[1])} L{_f(base[0])},{_f(base[1])}"
        head = " ".join(f"{_f(a)},{_f(b)}" for a, b in (tip, wing[0], wing[1]))
        shape = "jump" if jump else "slide"
        out = (f'<g class="iye-trail {shape}"><path class="halo" d="{line}"/><polygon class="halo" points="{head}"/>'
               f'<path class="line" d="{line}"/><polygon class="head" points="{head}"/></g>')
        if spent is not None:
            mx, my, size = x0 - sx * 8, y0 - sy * 8, 40
            out += (f'<g class="iye-spent">{kind_svg(spent, mx - size / 2, my - size / 2, size, number=False)}'
                    f'<line class="strike" x1="{_f(mx - 15)}" y1="{_f(my + 15)}" x2="{_f(mx + 15)}" '
                    f'y2="{_f(my - 15)}"/></g>')
        return out

    @staticmethod
    def _drum(state, fx):
        """The drum on its cell; after a drum move it travels there from its old cell
        (a CSS animation of a fixed 1-unit step, scaled and turned to the move by the
        groups around it, so no per-move style is needed) and carries the symbol of the
        seat that received the tile."""
        cx, cy = centre(state.drum)
        if not fx or fx["to"] != state.drum:
            return f'<g class="iye-drum-at">{drum_svg(cx, cy)}</g>'
        fx0, fy0 = centre(fx["from"])
        dx, dy = fx0 - cx, fy0 - cy
        length = math.hypot(dx, dy)
        angle = math.degrees(math.atan2(dy, dx))
        badge = seat_shape(fx["receiver"], 18, 18, 11)
        return (f'<g class="iye-drum-at" transform="translate({_f(cx)} {_f(cy)}) rotate({_f(angle)}) '
                f'scale({_f(length)})"><g class="iye-travel"><g transform="scale({1 / length:.6f}) rotate({_f(-angle)})">'
                f'{drum_svg(0, 0)}{badge}</g></g></g>')

    # -- controls: spend a spirit, or the cycle's result and the next cycle ----------------
    def render_controls(self, ctx):
        if not ctx.interactive:
            return ""
        state = ctx.state
        if state.ended:
            return self._cycle_end(ctx)
        if state.to_move is None:
            return ""
        parts = []
        note = self._young_cycle_note(ctx)
        if note:
            parts.append(note)
        spend = self._spend_buttons(ctx)
        if spend:
            parts.append(spend)
        return f'<div class="iye-controls">{"".join(parts)}</div>' if parts else ""

    def _spend_buttons(self, ctx):
        lang = ctx.lang
        chosen = ctx.sel.get("kind")
        buttons = []
        for k, n in self.held(ctx):
            usable = bool(self.targets(ctx, k))
            how = self.tr(lang, f"how{k}") if usable else self.tr(lang, "no_reach")
            pressed = "true" if chosen == k else "false"
            off = "" if usable else ' aria-disabled="true"'
            cls = f"iye-spend k{k}" + ("" if usable else " unusable")
            buttons.append(f'<button type="button" class="{cls}" data-act="kind:{k}" aria-pressed="{pressed}"{off} '
                           f'data-help="{KIND_LETTERS[k]}">'
                           f'{mini_svg(k)}<span class="iye-spend-text"><span class="iye-spend-name">'
                           f'{esc(self.kind_name(lang, k))} ×{n}</span> <span class="iye-spend-how">{esc(how)}</span>'
                           f'</span></button>')
        if not buttons:
            return ""
        return (f'<div class="iye-spend-group" role="group" aria-labelledby="iye-spend-title">'
                f'<span class="iye-spend-title" id="iye-spend-title">{esc(self.tr(lang, "spend_title"))}</span>'
                f'{"".join(buttons)}</div>')

    def _young_cycle_note(self, ctx):
        """In the first turns of a cycle after another one: how that one ended (when the
        computer started the new cycle, its result panel was never shown)."""
        state = ctx.state
        if not state.history or state.board.count(-1) > 1:
            return ""
        text = self._cycle_headline(ctx, len(state.history), state.history[-1])
        return f'<p class="iye-last-cycle">{esc(text)}</p>'

    def _cycle_headline(self, ctx, n, record):
        _starter, how, winner, c0, c1 = record
        s0, s1 = score_cycle(c0, c1)[2:4]
        lang = ctx.lang
        if winner is None:
            return self.tr(lang, "cycle_draw", n=n, a=s0, b=s1)
        if how == BLOCKED:
            return self.tr(lang, "cycle_block", n=n, name=self.seat_name(ctx, winner),
                           loser=self.seat_name(ctx, 1 - winner))
        return self.tr(lang, "cycle_win", n=n, name=self.seat_name(ctx, winner), a=max(s0, s1), b=min(s0, s1))

    def _cycle_how(self, ctx, record):
        _starter, how, winner, _c0, _c1 = record
        if how == BLOCKED:
            return self.tr(ctx.lang, "how_blocked", loser=self.seat_name(ctx, 1 - winner),
                           name=self.seat_name(ctx, winner))
        text = self.tr(ctx.lang, "how_scored")
        if winner is None:
            text += " " + self.tr(ctx.lang, "draw_counts")
        return text

    def _cycle_end(self, ctx):
        """Between cycles: the cycle's result, the button for the next one, the table."""
        state, lang = ctx.state, ctx.lang
        n = len(state.history)
        record = state.history[-1]
        button = ""
        if NEXT in ctx.legal:
            button = (f'<button type="button" class="iye-next" data-act="next" data-next="true">'
                      f'{keyhints.mark(esc(self.tr(lang, "next")))}</button>')  # no "(N)" on touch screens
        starter = f'<p class="iye-next-by">{esc(self.tr(lang, "next_by", name=self.seat_name(ctx, state.to_move)))}</p>'
        return (f'<section class="iye-cycle-end" aria-labelledby="iye-cycle-head">'
                f'<h3 id="iye-cycle-head">{esc(self._cycle_headline(ctx, n, record))}</h3>'
                f'<div class="iye-next-row">{button}{starter}</div>'
                f'{self._table(ctx, record)}'
                f'<p class="iye-how">{esc(self._cycle_how(ctx, record))}</p></section>')

    def _table(self, ctx, record):
        """A cycle's score: one row per seat, one column per kind (tiles, and + the
        points of a majority), the total."""
        lang = ctx.lang
        _starter, _how, _winner, c0, c1 = record
        p0, p1, s0, s1, winner = score_cycle(c0, c1)
        head = [f'<th scope="col"><span class="visually-hidden">{esc(self.tr(lang, "t_player"))}</span></th>']
        for k in range(5):
            head.append(f'<th scope="col">{mini_svg(k, 20)}<span class="visually-hidden">'
                        f'{esc(self.kind_name(lang, k))}</span> {TOTALS[k]}</th>')
        head.append(f'<th scope="col"><span aria-hidden="true">Σ</span><span class="visually-hidden">'
                    f'{esc(self.tr(lang, "t_total"))}</span></th>')
        body = []
        for seat, counts, pts, total in ((0, c0, p0, s0), (1, c1, p1, s1)):
            cells = []
            for k in range(5):
                tiles = f'<span aria-hidden="true">{counts[k]}</span><span class="visually-hidden">' \
                        f'{esc(self.trn(lang, "t_tiles", counts[k]))}</span>'
                if pts[k]:
                    cells.append(f'<td class="win">{tiles} <span class="iye-plus" aria-hidden="true">+{pts[k]}</span>'
                                 f'<span class="visually-hidden">, {esc(self.trn(lang, "t_pts", pts[k]))}</span></td>')
                else:
                    cells.append(f"<td>{tiles}</td>")
            won = ' class="won"' if winner == seat else ""
            name = esc(ctx.names[seat])  # wraps between words: "Computer (strong)" (issue 25)
            body.append(f'<tr{won}><th scope="row"><span class="iye-sym p{seat}" aria-hidden="true">{SYMBOL[seat]}'
                        f'</span>{NBSP}{name}</th>{"".join(cells)}<td class="total">{total}</td></tr>')
        return (f'<table class="iye-table"><caption class="visually-hidden">{esc(self.tr(lang, "t_caption"))}'
                f'</caption><thead><tr>{"".join(head)}</tr></thead><tbody>{"".join(body)}</tbody></table>')

    # -- players: each seat's collection ---------------------------------------------------
    def render_player(self, ctx, seat):
        state, lang = ctx.state, ctx.lang
        mine = state.colls[5 * seat:5 * seat + 5]
        theirs = state.colls[5 * (1 - seat):5 * (1 - seat) + 5]
        fx = self._last(ctx)
        got = fx["taken"] if fx and fx["receiver"] == seat else None
        spent = fx.get("spent") if fx and fx["mover"] == seat else None
        items = []
        for k in range(5):
            n = mine[k]
            if n > theirs[k]:
                standing = self.trn(lang, "lead", TOTALS[k])
                short, cls = f"+{TOTALS[k]}", "lead"
            elif n == theirs[k] and n:
                standing, short, cls = self.tr(lang, "tie"), "=", "tie"
            elif n == theirs[k]:
                standing, short, cls = self.tr(lang, "none_yet"), "", "zero"
            else:
                standing, short, cls = self.tr(lang, "behind"), "", "behind"
            said = [self.tr(lang, "have", kind=self.kind_name(lang, k), n=n), standing]
            if n == 0 and cls != "zero":
                cls += " zero"
            if k == got:
                cls += " got"
                said.append(self.tr(lang, "got_now"))
            if k == spent:
                cls += " spent"
                said.append(self.tr(lang, "spent_now"))
            if ctx.fresh and k in (got, spent):
                cls += " fresh"
            short_html = f'<span class="iye-st">{esc(short)}</span>' if short else ""
            items.append(f'<li class="iye-have k{k} {cls}" data-help="{KIND_LETTERS[k]}">{mini_svg(k, 20)}'
                         f'<span class="iye-have-n" aria-hidden="true">×{n}</span>{short_html}'
                         f'<span class="visually-hidden">{esc(", ".join(said))}</span></li>')
        points = score_cycle(state.colls[:5], state.colls[5:])[2 + seat]
        pts = self.trn(lang, "points", points)
        return (f'<div class="iye-coll p{seat}"><ul class="iye-kinds">{"".join(items)}</ul>'
                f'<span class="iye-pts">{esc(pts)}</span></div>')

    # -- result: the match over ---------------------------------------------------------------
    def render_result(self, ctx):
        state, lang = ctx.state, ctx.lang
        wins = cycle_wins(state.history)
        parts = [f'<p class="iye-won">{esc(self.tr(lang, "won", a=wins[0], b=wins[1], n=state.target))}</p>']
        if state.turns >= TURN_CAP and max(wins) < state.target:
            parts.append(f'<p class="iye-how">{esc(self.tr(lang, "cap", cap=TURN_CAP))}</p>')
        parts.append(self._history_list(ctx))  # each cycle's result, a blocked player named
        if state.ended and state.history:
            parts.append(self._table(ctx, state.history[-1]))
        return f'<div class="iye-result">{"".join(parts)}</div>'

    def _history_list(self, ctx):
        lang = ctx.lang
        items = []
        for n, record in enumerate(ctx.state.history, 1):
            items.append(f"<li>{esc(self._cycle_headline(ctx, n, record))}</li>")
        if not items:
            return ""
        return (f'<ol class="iye-cycles" aria-label="{esc(self.tr(lang, "history"))}">{"".join(items)}</ol>')

    # -- words ---------------------------------------------------------------------------------
    def status(self, ctx):
        if not ctx.interactive or ctx.state.to_move is None:
            return ""
        lang = ctx.lang
        if ctx.state.ended:
            return self.tr(lang, "ended", n=len(ctx.state.history))
        kind = ctx.sel.get("kind")
        if kind is None:
            return self.tr(lang, "pick" if self.held(ctx) else "pick_none")
        return self.tr(lang, "pick_kind", kind=self.kind_name(lang, kind), letter=self.key_of(lang, kind))

    def score_name(self, lang, n=2):
        return self.trn(lang, "score_name", n)

    def key_help(self, lang):
        keys = " ".join(KIND_KEYS.get(lang, KIND_KEYS["en"]))
        return [("←↑→↓", self.tr(lang, "k_cells")), (keys, self.tr(lang, "k_kinds")), ("N", self.tr(lang, "k_next"))]

    def move_label(self, game, before, move, lang):
        """The move in the move list, read by the engine's parser (`parse_move`): the
        notation lives in the engine only."""
        try:
            m = parse_move(move)
        except InvalidMove:
            return move  # shown as written
        if m.kind == "next":
            return self.tr(lang, "lbl_next", n=len(before.history) + 1)
        if m.spend == NATURAL:
            return CELL_NAMES[m.cell]
        return f"{self.kind_name(lang, m.spend)} {CELL_NAMES[m.cell]}"

    # -- clicks -----------------------------------------------------------------------------
    def act(self, ctx, action):
        if not ctx.interactive:
            return None
        state, lang = ctx.state, ctx.lang
        kind, _, arg = action.partition(":")
        if state.to_move is None:
            return None
        if kind == "next":
            if NEXT in ctx.legal:
                return NEXT
            return ctx.refuse(self.tr(lang, "r_not_over"), action)
        if state.ended:
            return ctx.refuse(self.tr(lang, "r_cycle_over", n=len(state.history)), action)
        if kind == "kind" and arg.isdigit() and int(arg) < 5:
            return self._choose_kind(ctx, int(arg), action)
        if kind == "cell" and arg.isdigit() and int(arg) < CELLS:
            return self._cell(ctx, int(arg), action)
        return ctx.refuse(self.status(ctx), action)

    def _choose_kind(self, ctx, k, action):
        lang, state = ctx.lang, ctx.state
        if ctx.sel.get("kind") == k:
            ctx.sel.pop("kind")
            return None
        if not state.colls[5 * state.to_move + k]:
            return ctx.refuse(self.tr(lang, "r_not_held", kind=self.kind_name(lang, k)), action)
        if not self.targets(ctx, k):
            return ctx.refuse(self.tr(lang, "r_no_reach", kind=self.one(lang, k)), action)
        ctx.sel["kind"] = k
        return None

    def _cell(self, ctx, i, action):
        lang, state = ctx.lang, ctx.state
        k = ctx.sel.get("kind")
        spend = NATURAL if k is None else k
        move = next((m.text for m in drum_moves(ctx.legal) if m.spend == spend and m.cell == i), None)
        if move is not None:
            return move
        cell = CELL_NAMES[i]
        if i == state.drum:
            return ctx.refuse(self.tr(lang, "r_drum", cell=cell), action)
        if state.board[i] < 0:
            return ctx.refuse(self.tr(lang, "r_empty", cell=cell), action)
        if k is None:
            return ctx.refuse(self.tr(lang, "r_unreachable", cell=cell), action)
        return ctx.refuse(self.tr(lang, "r_unreachable_k", kind=self.the(lang, k), cell=cell,
                                  letter=self.key_of(lang, k)), action)

    # -- the picker ------------------------------------------------------------
    def picture(self):
        """The sun, the owl and, between them, the drum on a horse (its number would hide
        under the drum's frame: left out)."""
        return (f'<svg viewBox="0 0 {3 * S} {S}" aria-hidden="true">{kind_svg(0, 0, 0, S)}'
                f'{kind_svg(1, S, 0, S, number=False)}{drum_svg(S * 1.5, S / 2)}{kind_svg(4, 2 * S, 0, S)}</svg>')


BOARD = IyeBoard()

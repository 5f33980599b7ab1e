"""The Solstis board: both panoramas as one SVG grid, the same size (the opponent's
above, the seat's own below, next to its controls); the mover's hand, the display
and the spirit choice of the moment as controls; hands and spirits held in the
players region; the piles, the spirit row (and the display when it is no control)
as extra; the score by category as the result.

Actions: "cell:<seat>:<place>" a place of a panorama (a rainbow, a block),
"hand:G7" a hand tile (play it, or put it down for the Deer), "disp:G2" a display
tile (take it, or with the Beetle), "block:O4" the block for the spirit, "draw" /
"row:deer" where the spirit comes from, "keep:deer", "cancel:trout" (the Evil
Beaver's victim). Every decision is one click; the engine takes one-answer
decisions itself. ctx.state is already the viewer's view and buttons are built
only from it and ctx.legal, so nothing hidden ever reaches the markup.

`data-next` marks where the player acts next (the first hand tile, the first
display tile to take, the first rainbow place, the first spirit button): the
screen moves the keyboard focus there after a move.
"""

import math

from spielkiste.errors import InvalidMove
from spielkiste.games.solstis import UNKNOWN, face_up, rainbow_supply, score_breakdown, turn_rules
from spielkiste.games.solstis_moves import NONE, parse_move
from spielkiste.games.solstis_spirits import (
    BEACONS,
    BLOCK_INDEX,
    BLOCK_MASKS,
    BLOCK_NAMES,
    BLOCKS,
    CATEGORY_SPIRIT,
    COLOURS,
    MATCHES,
    RED_ROW,
    SPIRIT_INDEX,
    SPIRITS,
    SUMMIT,
    TILE_INDEX,
    TILE_NAMES,
    TILES,
    areas,
    bits,
)

from ...i18n import t as translate
from ..base import Board, esc, gridcell

S, H = 56, 56  # a place's width and height in SVG units (square: on a phone 40×40 CSS px or more)
TITLE = 28  # the title line above each panorama
PANO = TITLE + 6 * H + 4  # one panorama's drawing, each in its own SVG
ROW_LAND = ("valley", "meadow", "forest", "rock", "snow", "summit")  # the landscape by row, red at the foot
SYMBOL = ("●", "▲")  # the seats differ by symbol as well as colour
HAND_KINDS = ("play", "take", "rainbow", "deer", "beetle")  # decisions shown with hand and display
CHOICE_KINDS = ("block", "source", "keep", "cancel")  # decisions with their own buttons
KEY_HELP = (("←↑→↓", "k_cells"), ("Tab", "k_tab"), ("D", "k_draw"))


def tile_words(lang, t):
    """"green 7" for G7."""
    row, n = TILES[t]
    return f"{translate(lang, 'solstis.colour_' + COLOURS[row])} {n}"


def tile_text(lang, t):
    """The visible name first, then the words: "G7 (green 7)"."""
    return f"{TILE_NAMES[t]} ({tile_words(lang, t)})"


def _lit_mask(real, rainbows):
    """Places connected to the red row through the panorama (for lit beacons)."""
    lit = 0
    for area in areas(real | rainbows):
        if area & RED_ROW:
            lit |= area
    return lit


def place_xy(t):
    """Top-left corner of tile t's place in its panorama's drawing."""
    r, n = TILES[t]
    return (n - 1) * S, TITLE + (5 - r) * H


def block_centre(b):
    corner = BLOCKS[b][0]
    r, n = TILES[corner]
    return n * S, TITLE + (5 - r) * H


def _ridge(r, gx):
    """Height (0 top … 1 foot of the place) of row r's land at panorama x `gx`: one
    continuous line along each row, so neighbouring places join into one landscape;
    in the top row the summit between V5 and V6."""
    if r == 5:  # the summit: a peak over the line between V5 and V6
        return min(0.92, 0.12 + abs(gx - 5 * S) / (2.2 * S))
    wave = math.sin(gx / S * (1.3 + 0.17 * r) + r * 1.9) * 0.13 + math.sin(gx / S * 0.55 + r) * 0.08
    return (0.62, 0.55, 0.5, 0.42, 0.48)[r] + wave


def _ridge_points(t, steps=8):
    r, n = TILES[t]
    x0, y0 = place_xy(t)
    return [(x0 + S * i / steps, y0 + H * _ridge(r, x0 + S * i / steps)) for i in range(steps + 1)]


def scene(t):
    """The outline of tile t's slice of the mountain landscape (our own drawing, issue
    25): the land under its row's ridge line (an empty place shows it faintly)."""
    x0, y0 = place_xy(t)
    pts = _ridge_points(t)
    return f"M{x0:g},{y0 + H:g}" + "".join(f"L{x:.1f},{y:.1f}" for x, y in pts) + f"L{x0 + S:g},{y0 + H:g}Z"


def scenery(t):
    """Tile t's slice of the landscape, drawn on the tile: the land (a deeper shade of
    its row), and what grows or lies on it by height — a river in the valley, flowers
    on the meadow, firs in the forest, crags on the rock, snow higher up, the snow cap
    of the summit between V5 and V6. Neighbouring places join, so a panorama's picture
    grows with it."""
    r, _ = TILES[t]
    x0, y0 = place_xy(t)
    pts = _ridge_points(t)
    out = [f'<path class="land" d="{scene(t)}"/>']
    land = ROW_LAND[r]
    if land == "valley":  # a river winding along the foot
        d = "".join(f"{'M' if i == 0 else 'L'}{x:.1f},{y0 + H - 7 + 3 * math.sin(x / 9):.1f}"
                    for i, (x, _) in enumerate(pts))
        out.append(f'<path class="river" d="{d}"/>')
    elif land == "meadow":  # flowers in the grass
        out += [f'<circle class="bloom" cx="{pts[i][0]:.1f}" cy="{(pts[i][1] + y0 + H) / 2 + 3:.1f}" r="2"/>'
                for i in (1, 4, 7)]
    elif land == "forest":  # firs standing on the ridge
        d = "".join(f"M{x - 6:.1f},{y + 3:.1f}L{x:.1f},{y - 15:.1f}L{x + 6:.1f},{y + 3:.1f}Z"
                    for x, y in (pts[1], pts[4], pts[7]))
        out.append(f'<path class="fir" d="{d}"/>')
    elif land == "rock":  # a crag
        x, y = pts[5]
        out.append(f'<path class="crag" d="M{x - 10:.1f},{y + 4:.1f}L{x - 2:.1f},{y - 10:.1f}L{x + 7:.1f},{y + 4:.1f}Z"/>')
    elif land in ("snow", "summit"):  # snow on the ridge: a band under the line, the summit's cap
        top = "".join(f"L{x:.1f},{y:.1f}" for x, y in pts)
        low = "".join(f"L{x:.1f},{y + (7 if land == 'snow' else 10):.1f}" for x, y in reversed(pts))
        out.append(f'<path class="snowcap" d="M{pts[0][0]:.1f},{pts[0][1]:.1f}{top}{low}Z"/>')
    return "".join(out)


def brackets(x, y, w, h):
    """The last-move mark (corner brackets, app.css `.last-mark`) for a w×h place,
    over a dark edge so it shows on every tile colour."""
    a, k = 3, min(w, h) * 0.28
    x0, y0, x1, y1 = x + a, y + a, x + w - a, y + h - a
    d = (f"M{x0:g},{y0 + k:g}V{y0:g}H{x0 + k:g}M{x1 - k:g},{y0:g}H{x1:g}V{y0 + k:g}"
         f"M{x1:g},{y1 - k:g}V{y1:g}H{x1 - k:g}M{x0 + k:g},{y1:g}H{x0:g}V{y1 - k:g}")
    return (f'<path class="solstis-last-edge" d="{d}" aria-hidden="true"/>'
            f'<path class="last-mark" d="{d}" aria-hidden="true"/>')


def from_effects(fx, shown_now):
    """What one move changed that both players see, read from the engine's effects
    (game.effects: public facts from the full states) — tiles and rainbows new in each
    panorama, rainbows that moved on, blocks and spirits met, tiles turned face up in
    the display, the cancelled spirit — plus where each tile came from (hand, display,
    pile, opponent) for its animation. `shown_now`: the face-up display tiles drawn."""
    def mask(names):
        m = 0
        for name in names:
            m |= 1 << TILE_INDEX[name]
        return m

    p = fx["player"]
    ch = {"tiles": [0, 0], "rainbows": [0, 0], "moved": [0, 0], "blocks": [0, 0], "spirits": [(), ()]}
    ch["tiles"][p], ch["tiles"][1 - p] = mask(fx["placed"]), mask(fx["other_placed"])
    ch["rainbows"][p] = mask(fx["rainbow_placed"])
    ch["moved"][p] = mask(fx["rainbow_moved_from"])
    for name in fx["spirit_block"]:
        ch["blocks"][p] |= 1 << BLOCK_INDEX[name]
    ch["spirits"][p] = tuple(SPIRIT_INDEX[x] for x in fx["spirits_gained"])
    ch["spirits"][1 - p] = tuple(SPIRIT_INDEX[x] for x in fx["other_spirits_gained"])
    ch["shown"] = mask(fx["to_display"] + fx["uncovered"]) & shown_now
    ch["cancelled"] = SPIRIT_INDEX[fx["cancelled"]] if fx["cancelled"] else None
    ch["sources"] = dict(fx["sources"])
    return ch


def effect(lang, x):
    """A spirit's effect for its choice button, from its help text (the rules' words)
    without the name: "Immediate: take a rainbow and place it."."""
    text = translate(lang, f"solstis.help.{SPIRITS[x]}")
    head, _, rest = text.partition(": ")
    kind = head[head.find("(") + 1:head.rfind(")")] if "(" in head else ""
    said = f"{kind}: {rest}" if kind else rest
    return said[:1].upper() + said[1:]


def with_help(markup, kind):
    """`markup` (one element) with data-help: the help layer explains the piece (help.py)."""
    end = markup.index(">")  # the opening tag's end (attribute values are escaped)
    return f'{markup[:end]} data-help="{kind}"{markup[end:]}'


class SolstisBoard(Board):
    keys = {"d": "draw", "D": "draw"}
    words = "solstis"  # its texts: "solstis.<key>" in locale/*.po

    # -- reading the context ----------------------------------------------------------
    @staticmethod
    def _seat(ctx):
        """The seat drawn below (its hand is shown): the viewer, else the first seat."""
        return 0 if ctx.seat is None else ctx.seat

    @staticmethod
    def _decision(ctx):
        todo = ctx.state.todo
        return (todo[0][0], todo[0][1]) if todo else (None, None)

    @staticmethod
    def _changes(ctx):
        """What the last move changed, from its effects (`ctx.effects`, which the screen
        and the rules diagrams give with `ctx.last`); None without them."""
        if not ctx.last or not ctx.effects:
            return None
        if ctx.last[2] != ctx.state:  # only the move that led to what is drawn
            return None
        return from_effects(ctx.effects, face_up(ctx.state))

    def _in_controls(self, ctx):
        """Hand and display are controls while the seat decides with them."""
        kind, _ = self._decision(ctx)
        return ctx.interactive and kind in HAND_KINDS

    def _spirit(self, lang, x):
        return translate(lang, f"solstis.spirit_{SPIRITS[x]}")

    def _todo(self, ctx):
        kind, _ = self._decision(ctx)
        if kind == "play" and not ctx.state.pile:
            return self.tr(ctx.lang, "s_play_empty")
        if kind == "take":
            return self.tr(ctx.lang, "s_take", tile=tile_text(ctx.lang, ctx.state.todo[0][2]))
        if kind == "block" and turn_rules(ctx.state):
            return self.tr(ctx.lang, "s_block_one")
        return self.tr(ctx.lang, "s_" + kind) if kind else ""

    # -- the board: two panoramas ------------------------------------------------------
    def render_board(self, ctx):
        """Each panorama in its own SVG grid: the opponent's (a compact strip on a
        phone that opens on a tap, css/games/solstis.css) above the seat's own."""
        s, lang = ctx.state, ctx.lang
        seat = self._seat(ctx)
        fresh = " fresh" if ctx.fresh else ""
        opp, own = (self._panorama(ctx, k, p, fresh) for k, p in enumerate((1 - seat, seat)))
        other = 1 - seat
        strip = self.tr(lang, "opp_strip", name=f"{ctx.names[other]} {SYMBOL[other]}",
                        n=bin(s.real[other]).count("1"), k=len(s.spirits[other]))
        if ctx.match is None:  # a diagram (rules pages): both panoramas, nothing to open
            top = f'<div class="solstis-opp">{opp}</div>'
        else:
            top = (f'<details class="solstis-opp"><summary>{self._mini(s, other)}<span>{esc(strip)}</span>'
                   f'</summary>{opp}</details>')
        return (f'<div class="board-wrap solstis-boards">{top}'
                f'<div class="solstis-own">{own}<span class="solstis-anchor {self._anchor(ctx, seat)}" '
                f'aria-hidden="true"></span></div></div>')

    def _anchor(self, ctx, seat):
        """Where a phone's narrow view of the own panorama is centred: the place to
        act on next, else the middle (a class: the page allows no inline style)."""
        kind, decider = self._decision(ctx)
        if ctx.interactive and decider == seat:
            for m in sorted(ctx.legal):
                name = m[1:] if m.startswith(("r", "s")) else ""
                if name in TILE_INDEX and kind in ("rainbow", "block"):
                    return f"at{TILES[TILE_INDEX[name]][1]}"
        return "mid"

    @staticmethod
    def _mini(s, p):
        """The opponent's panorama in miniature for the phone's strip (a picture only)."""
        cells = []
        for t, (r, n) in enumerate(TILES):
            bit = 1 << t
            cls = f"c-{COLOURS[r]}" if s.real[p] & bit else "rb" if s.rainbows[p] & bit else "empty"
            cells.append(f'<rect class="solstis-pic {cls}" x="{(n - 1) * 6}" y="{(5 - r) * 6}" width="5" height="5"/>')
        return f'<svg class="solstis-mini" viewBox="0 0 60 36" aria-hidden="true">{"".join(cells)}</svg>'

    def _panorama(self, ctx, k, p, fresh):
        """Panorama `k` (0: the opponent's, 1: the seat's own) of player p, one grid
        (its rows keep the numbering of the whole board: 0–5 above, 6–11 below)."""
        s, lang = ctx.state, ctx.lang
        kind, decider = self._decision(ctx)
        legal = set(ctx.legal) if ctx.interactive else set()
        ch = self._changes(ctx)
        rows, deco = [], []
        first_target = True
        owner = f"{ctx.names[p]} {SYMBOL[p]}"
        deco.append(f'<text class="solstis-title p{p}" x="{5 * S}" y="21" text-anchor="middle" aria-hidden="true">'
                    f'{esc(self.tr(lang, "panorama", name=owner))}</text>')
        where = self.tr(lang, "panorama", name=ctx.names[p])
        if s.waiting[p]:  # published game: beside the empty panorama until its first capture
            deco.append(self._waiting_mark(lang, k, s.waiting[p]))
        lit = _lit_mask(s.real[p], s.rainbows[p])
        covered = barren = 0
        for b in bits(s.blocks[p]):
            covered |= BLOCK_MASKS[b]
        for b in bits(s.barren[p]):
            barren |= BLOCK_MASKS[b]
        new_tiles = ch["tiles"][p] if ch else 0
        new_rainbows = ch["rainbows"][p] if ch else 0
        by_row = {}
        for t, (r, n) in enumerate(TILES):
            x, y = place_xy(t)
            bit = 1 << t
            name = TILE_NAMES[t]
            col = COLOURS[r]
            mid = S / 2 - 5 if BEACONS & bit else S / 2  # room for the beacon's star
            cls = ["cell", f"c-{col}"]
            parts = [name]
            inner = f'<rect class="place" x="{x + 0.5:g}" y="{y + 0.5:g}" width="{S - 1}" height="{H - 1}" rx="4"/>'
            if s.real[p] & bit:
                cls.append("tile")
                fresh_cls = ""
                if new_tiles & bit:
                    origin = ch["sources"].get(name, "hand")
                    fresh_cls = f" new from-{'above' if origin == 'opponent' and k else origin}"
                inner += (f'<g class="ptile{fresh_cls}"><rect x="{x + 1.5:g}" y="{y + 1.5:g}" width="{S - 3}" '
                          f'height="{H - 3}" rx="4"/>{scenery(t)}<text class="pname" x="{x + mid:g}" '
                          f'y="{y + H / 2 + 8:g}" text-anchor="middle">{esc(name)}</text></g>')
                parts.append(tile_words(lang, t))
            elif s.rainbows[p] & bit:
                cls.append("has-rainbow")
                fresh_cls = " new" if new_rainbows & bit else ""
                cx, cy = x + S / 2, y + H - 12
                arcs = "".join(
                    f'<path class="arc a{j}" d="M{cx - rad:g},{cy:g}A{rad:g},{rad:g} 0 0 1 {cx + rad:g},{cy:g}"/>'
                    for j, rad in enumerate((19, 14, 9)))
                under = (f'<path class="arc-edge" d="M{cx - 22:g},{cy:g}A22,22 0 0 1 {cx + 22:g},{cy:g}'
                         f'M{cx - 6:g},{cy:g}A6,6 0 0 1 {cx + 6:g},{cy:g}"/>')
                inner += f'<g class="rainbow{fresh_cls}">{under}{arcs}</g>'
                parts.append(self.tr(lang, "rainbow"))
            else:
                cls.append("empty")
                inner += (f'<path class="land-outline" d="{scene(t)}"/><text class="ghost" x="{x + mid:g}" '
                          f'y="{y + H / 2 + 7:g}" text-anchor="middle">{esc(name)}</text>')
                parts.append(self.tr(lang, "empty"))
            if BEACONS & bit:
                on = bool(s.real[p] & lit & bit)
                inner += (f'<text class="beacon{" lit" if on else ""}" x="{x + S - 11}" y="{y + 17}" '
                          f'text-anchor="middle" aria-hidden="true">{"★" if on else "☆"}</text>')
                parts.append(self.tr(lang, "lit" if on else "beacon"))
            if s.published and SUMMIT & bit:
                parts.append(self.tr(lang, "summit"))
            if covered & bit:
                parts.append(self.tr(lang, "in_block"))
            if barren & bit:
                parts.append(self.tr(lang, "barren"))
            if (new_tiles | new_rainbows) & bit:
                inner += brackets(x, y, S, H)
                cls.append("last")
                parts.append(self.tr(lang, "new" if new_tiles & bit else "new_rainbow"))
            act = f"cell:{p}:{name}" if ctx.interactive and k else None  # the opponent's: to look at
            first = False
            if kind == "rainbow" and p == decider and "r" + name in legal:
                cls.append("target")
                inner += (f'<rect class="solstis-target" x="{x + 5}" y="{y + 5}" width="{S - 10}" '
                          f'height="{H - 10}" rx="4"/><circle class="target-mark" cx="{x + 10}" '
                          f'cy="{y + 10}" r="4.5"/>')
                parts.append(self.tr(lang, "target"))
                first, first_target = first_target, False
            parts.append(where)
            cell = gridcell(k * 6 + 5 - r, n - 1, ", ".join(parts), act, " ".join(cls), inner,
                            box=(x, y, S, H), name=f"{p}:{name}", marks=ctx.marked(f"{p}:{name}"))
            if first:
                cell = cell.replace('<g role="gridcell"', '<g role="gridcell" data-next="true"', 1)
            piece = "rainbow" if s.rainbows[p] & bit else "beacon" if BEACONS & bit else "tile"
            cell = with_help(cell, piece)
            more = " ".join(kind for kind, mask in (("block", covered), ("barren", barren)) if mask & bit)
            if more:  # the block marks are drawn beside the places: a focused place explains them too
                cell = cell.replace('<g role="gridcell"', f'<g role="gridcell" data-help-more="{more}"', 1)
            by_row.setdefault(k * 6 + 5 - r, []).append(cell)
        for gr in sorted(by_row):
            rows.append(f'<g role="row">{"".join(by_row[gr])}</g>')
        if s.published:
            deco.append(self._summit_mark(k, s.real[p] & lit & SUMMIT == SUMMIT))
        deco.append(self._block_marks(ctx, k, p, kind, decider, legal, ch))
        side = "own" if k else "opp"
        return (f'<svg class="board solstis {side}{fresh}" viewBox="-2 -2 {10 * S + 4} {PANO}" role="grid" '
                f'aria-label="{esc(self.tr(lang, "panorama", name=ctx.names[p]))}">{"".join(rows)}{"".join(deco)}'
                f'</svg>')

    def _summit_mark(self, k, on):
        """Published game: the summit fire, drawn across V5 and V6 (it counts when
        both do); the cells of V5 and V6 name it."""
        x, y = place_xy(TILE_INDEX["V6"])
        return (f'<text class="beacon summit{" lit" if on else ""}" data-help="beacon" x="{x:g}" y="{y + H + 5:g}" '
                f'text-anchor="middle" aria-hidden="true">{"★" if on else "☆"}</text>')

    def _waiting_mark(self, lang, k, n):
        """Rainbows waiting beside an empty panorama: a rainbow and 'waiting ×n' in
        the title line (the players region says it in words)."""
        cx, cy = 10 * S - 120, 24
        arcs = "".join(f'<path class="arc a{j}" d="M{cx - rad:g},{cy:g}A{rad:g},{rad:g} 0 0 1 '
                       f'{cx + rad:g},{cy:g}"/>' for j, rad in enumerate((14, 10, 6)))
        return (f'<g class="rainbow solstis-waiting" data-help="rainbow" aria-hidden="true">{arcs}<text class="solstis-title" '
                f'x="{cx + 20:g}" y="{cy - 3:g}">{esc(self.tr(lang, "waiting_short", n=n))}</text></g>')

    def _block_marks(self, ctx, k, p, kind, decider, legal, ch):
        """Spirits on their blocks (✦), barren blocks (⊘: complete, but never a spirit;
        their places say it), and the blocks to choose from (?, clickable; the keyboard
        uses the block buttons in the controls)."""
        s = ctx.state
        out = []
        choices = [m[1:] for m in sorted(legal) if m.startswith("s")] if kind == "block" and p == decider else []
        for b, name in enumerate(BLOCK_NAMES):
            cx, cy = block_centre(b)
            if s.blocks[p] >> b & 1:
                new = " new" if ch and ch["blocks"][p] >> b & 1 else ""
                out.append(f'<g class="solstis-spirit-mark{new}" data-help="block" aria-hidden="true"><circle '
                           f'cx="{cx}" cy="{cy}" r="12"/><text x="{cx}" y="{cy + 5}" text-anchor="middle">✦</text></g>')
            elif s.barren[p] >> b & 1:
                d = 7
                out.append(f'<g class="solstis-barren" data-help="barren" aria-hidden="true">'
                           f'<circle cx="{cx}" cy="{cy}" r="10"/>'
                           f'<path d="M{cx - d},{cy + d}L{cx + d},{cy - d}"/></g>')
            elif name in choices:
                i = choices.index(name)
                out.append(f'<g class="solstis-block-target bk{i}" data-act="block:{name}" data-help="block" '
                           f'aria-hidden="true">'
                           f'<circle cx="{cx}" cy="{cy}" r="15"/><text x="{cx}" y="{cy + 6}" '
                           f'text-anchor="middle">?</text></g>')
        return "".join(out)

    # -- the controls: hand, display, the spirit choice ---------------------------------
    def render_controls(self, ctx):
        if not ctx.interactive:
            return ""
        kind, decider = self._decision(ctx)
        legal = set(ctx.legal)
        lang = ctx.lang
        if kind in CHOICE_KINDS:
            return f'<div class="solstis-controls">{self._choice(ctx, kind, decider, legal)}</div>'
        if kind not in HAND_KINDS:
            return ""
        hand = self._hand(ctx, kind, legal)
        display = self._display(ctx, kind, legal)
        return (f'<div class="solstis-controls">'
                f'<section class="solstis-hand" aria-label="{esc(self.tr(lang, "hand"))}">'
                f'<h3 class="solstis-cap" aria-hidden="true">{esc(self.tr(lang, "hand"))}</h3>'
                f'<div class="solstis-tiles">{hand}</div></section>'
                f'<section class="solstis-display" aria-label="{esc(self.tr(lang, "display"))}">'
                f'<h3 class="solstis-cap" aria-hidden="true">{esc(self.tr(lang, "display"))}</h3>'
                f'<div class="solstis-tiles">{display}</div></section></div>')

    def _tile(self, lang, t, act=None, cls="", notes=(), button=False, first=False, piece="tile"):
        """A tile as a button (it can be played now) or as a picture (a click on it
        still reaches act(), which says why not). The name starts with the visible text;
        `piece` is its kind for the help (hand, display)."""
        label = ", ".join((TILE_NAMES[t], tile_words(lang, t)) + tuple(notes))
        classes = f"solstis-tile c-{COLOURS[TILES[t][0]]}" + (f" {cls}" if cls else "")
        data = f' data-act="{esc(act)}"' if act else ""
        data += f' data-cell="{esc(TILE_NAMES[t])}" data-help="{piece}"'
        nxt = ' data-next="true"' if first else ""
        if button:
            return (f'<button type="button" class="{classes}"{data}{nxt} aria-label="{esc(label)}">'
                    f'{esc(TILE_NAMES[t])}</button>')
        focus = ' tabindex="0"' if piece != "tile" else ""  # the keys reach its help (a tile in the grid: the cell)
        return f'<span class="{classes}"{data}{focus} role="img" aria-label="{esc(label)}">{esc(TILE_NAMES[t])}</span>'

    def _hand(self, ctx, kind, legal):
        s, lang = ctx.state, ctx.lang
        seat = ctx.state.todo[0][1]
        up = face_up(s)
        out, first = [], True
        for i, h in enumerate(x for x in s.hands[seat] if x >= 0):
            cls, notes, button = [f"h{i}"], [], False
            if MATCHES[h] & up:
                cls.append("capture")
                notes.append(self.tr(lang, "captures"))
            if (kind == "play" and TILE_NAMES[h] in legal) or (kind == "deer" and "deer-" + TILE_NAMES[h] in legal):
                button = True
            out.append(self._tile(lang, h, f"hand:{TILE_NAMES[h]}", " ".join(cls), notes, button,
                                  button and first, piece="hand"))
            first = first and not button
        return "".join(out) or esc(self.tr(lang, "none"))

    def _display(self, ctx, kind, legal, interactive=True):
        """The face-up display tiles; during play each carries m<i> for every hand
        tile i it matches (CSS shows them when that hand tile has focus or hover)."""
        s, lang = ctx.state, ctx.lang
        seat = self._seat(ctx)
        hand = [h for h in s.hands[seat] if h >= 0]
        ch = self._changes(ctx)
        shown = ch["shown"] if ch else 0
        out, first = [], True
        for top, under in s.display:
            if top < 0:
                continue
            cls, notes, button = [], [], False
            if interactive and kind == "take" and "x" + TILE_NAMES[top] in legal:
                button = True
                cls.append("target")
                notes.append(self.tr(lang, "takes"))
            elif interactive and kind == "beetle" and "beetle-" + TILE_NAMES[top] in legal:
                button = True
                cls.append("target")
            elif interactive and kind == "play":
                hits = [f"m{i}" for i, h in enumerate(hand) if MATCHES[h] >> top & 1]
                if hits:
                    cls += ["match"] + hits
                    notes.append(self.tr(lang, "matches"))
            if under != -1:
                cls.append("stacked")
                notes.append(self.tr(lang, "face_down"))
            if shown >> top & 1:
                cls.append("new")
                notes.append(self.tr(lang, "new_disp"))
            act = f"disp:{TILE_NAMES[top]}" if interactive else None
            piece = "face_down" if under != -1 else "display"
            out.append(self._tile(lang, top, act, " ".join(cls), notes, button, button and first, piece=piece))
            first = first and not button
        return "".join(out) or esc(self.tr(lang, "empty"))

    def _choice(self, ctx, kind, decider, legal):
        """Buttons for the spirit decisions and for the block (the keyboard's way)."""
        lang = ctx.lang
        s = ctx.state
        buttons = []
        if kind == "source":
            title = self.tr(lang, "row")
            if "draw" in legal:
                buttons.append(f'<button type="button" class="solstis-draw" data-act="draw" data-help="spirit_row">'
                               f'{esc(self.tr(lang, "draw"))}</button>')
            for x in s.row:
                if "row-" + SPIRITS[x] in legal:
                    buttons.append(self._spirit_button(lang, x, "row"))
        elif kind == "keep":
            title = self.tr(lang, "drawn")
            for m in sorted(legal):
                buttons.append(self._spirit_button(lang, SPIRIT_INDEX[m[5:]], "keep"))
        elif kind == "block":
            title = self.tr(lang, "blocks")
            for i, m in enumerate(sorted(x for x in legal if x.startswith("s"))):
                buttons.append(f'<button type="button" class="secondary solstis-blockbtn bk{i}" data-help="block" '
                               f'data-act="block:{m[1:]}">{esc(self.tr(lang, "block", b=m[1:]))}</button>')
        else:  # cancel
            title = self.tr(lang, "cancel_title", name=ctx.names[1 - decider])
            for m in sorted(legal):
                buttons.append(self._spirit_button(lang, SPIRIT_INDEX[m[7:]], "cancel"))
        if buttons:
            buttons[0] = buttons[0].replace("<button ", '<button data-next="true" ', 1)
        return (f'<section class="solstis-choice" aria-label="{esc(title)}">'
                f'<h3 class="solstis-cap" aria-hidden="true">{esc(title)}</h3>'
                f'<div class="solstis-buttons">{"".join(buttons)}</div></section>')

    def _spirit_button(self, lang, x, act):
        """A spirit to choose: its name, and under it what it does (issue 25)."""
        return (f'<button type="button" class="secondary solstis-spirit" data-act="{act}:{SPIRITS[x]}" '
                f'data-help="{SPIRITS[x]}"><span class="solstis-spirit-name">{esc(self._spirit(lang, x))}</span> '
                f'<span class="solstis-effect">{esc(effect(lang, x))}</span></button>')

    # -- the players region: hands and spirits held --------------------------------------
    def render_player(self, ctx, seat):
        s, lang = ctx.state, ctx.lang
        parts = []
        hand = s.hands[seat]
        shown_elsewhere = (self._in_controls(ctx) and s.todo[0][1] == seat) or (
            seat == ctx.seat and self._hand_by_display(ctx))  # the controls or the extra show it
        if not shown_elsewhere:
            hidden = [h for h in hand if h == UNKNOWN]
            tiles = "".join(self._tile(lang, h, cls="small", piece="hand") for h in hand if h >= 0)
            backs = "".join('<span class="solstis-back" data-help="hand" aria-hidden="true"></span>' for _ in hidden)
            if hidden:
                backs += f'<span class="visually-hidden">{esc(self.trn(lang, "hidden_hand", len(hidden)))}</span>'
            parts.append(f'<span class="solstis-cap">{esc(self.tr(lang, "hand_short"))}</span>'
                         f'<span class="solstis-tiles">{tiles + backs or esc(self.tr(lang, "none"))}</span>')
        if s.waiting[seat]:
            parts.append(f'<span class="solstis-waiting-note">{esc(self.tr(lang, "waiting", n=s.waiting[seat]))}'
                         f'</span>')
        ch = self._changes(ctx)
        gained = ch["spirits"][seat] if ch else ()
        chips = []
        for x in s.spirits[seat]:
            cls = "solstis-chip" + (" cancelled" if x == s.cancelled else "") + (" new" if x in gained else "")
            note = f'<span class="visually-hidden"> ({esc(self.tr(lang, "cancelled"))})</span>' \
                if x == s.cancelled else ""
            chips.append(f'<li class="{cls}" tabindex="0" data-help="{SPIRITS[x]}">{esc(self._spirit(lang, x))}{note}</li>')
        parts.append(f'<span class="solstis-cap">{esc(self.tr(lang, "spirits"))}</span>'
                     f'<ul class="solstis-chips">{"".join(chips) or "<li>" + esc(self.tr(lang, "none")) + "</li>"}'
                     f'</ul>')
        return f'<div class="solstis-seat">{"".join(parts)}</div>'

    # -- the extra region: piles, the spirit row, the display when it is no control ------
    def render_extra(self, ctx):
        s, lang = ctx.state, ctx.lang
        kind, _ = self._decision(ctx)
        if not s.todo:
            return ""  # over: the result says what counts
        out = [f'<p class="solstis-counts"><span>{esc(self.tr(lang, "pile", n=len(s.pile)))}</span>'
               f'<span>{esc(self.tr(lang, "stack", n=len(s.stack)))}</span>'
               f'<span>{esc(self.tr(lang, "rainbows_left", n=rainbow_supply(s)))}</span></p>']
        if not (ctx.interactive and kind == "source"):
            row = "".join(f'<li class="solstis-chip" tabindex="0" data-help="{SPIRITS[x]}">{esc(self._spirit(lang, x))}</li>'
                          for x in s.row)
            out.append(f'<div class="solstis-line"><span class="solstis-cap" tabindex="0" data-help="spirit_row">'
                       f'{esc(self.tr(lang, "row"))}</span>'
                       f'<ul class="solstis-chips">{row or "<li>" + esc(self.tr(lang, "none")) + "</li>"}</ul></div>')
        if not self._in_controls(ctx) and s.todo:
            out.insert(0, f'<div class="solstis-line"><span class="solstis-cap" tabindex="0" data-help="display">'
                          f'{esc(self.tr(lang, "display"))}</span>'
                          f'<span class="solstis-tiles">{self._display(ctx, kind, set(), interactive=False)}</span>'
                          f'</div>')
        if self._hand_by_display(ctx):
            tiles = "".join(self._tile(lang, h, piece="hand") for h in s.hands[ctx.seat] if h >= 0)
            out.insert(0, f'<div class="solstis-line"><span class="solstis-cap" tabindex="0" data-help="hand">'
                          f'{esc(self.tr(lang, "hand"))}</span><span class="solstis-tiles">{tiles}</span></div>')
        return f'<div class="solstis-extra">{"".join(out)}</div>'

    def _hand_by_display(self, ctx):
        """The viewer's own hand goes next to the display while the other seat decides
        (the end of their turn, before the hand-over; the computer's turn), so that a
        refilled hand and the display are seen together."""
        s = ctx.state
        seat = ctx.seat
        return (seat is not None and bool(s.todo) and s.todo[0][1] != seat and not ctx.interactive
                and any(h >= 0 for h in s.hands[seat]))

    # -- the result: the score by category ----------------------------------------------
    def render_result(self, ctx):
        lang = ctx.lang
        s = ctx.state
        table = score_breakdown(s)
        head = "".join(f'<th scope="col">{SYMBOL[p]} {esc(ctx.names[p])}</th>' for p in (0, 1))
        rows = [("total", self.tr(lang, "c_total")), ("group", self.tr(lang, "c_group")),
                ("beacons", self.tr(lang, "c_beacons")), ("spirits", self.tr(lang, "c_spirits"))]
        for cat, x in CATEGORY_SPIRIT.items():
            if x in s.spirits[0] or x in s.spirits[1]:
                name = self._spirit(lang, x)
                if x == s.cancelled:
                    name += f" ({self.tr(lang, 'cancelled')})"
                rows.append((cat, name))
        rows.append(("tiles", self.tr(lang, "c_tiles")))
        body = "".join(
            f'<tr class="c-{cat}"><th scope="row">{esc(label)}</th>'
            + "".join(f"<td>{table[p][cat]}</td>" for p in (0, 1)) + "</tr>" for cat, label in rows)
        return (f'<table class="solstis-result"><thead><tr><th scope="col">{esc(self.tr(lang, "c_category"))}</th>'
                f'{head}</tr></thead><tbody>{body}</tbody></table>')

    def score_name(self, lang, n=2):
        return self.trn(lang, "score_name", n)

    def key_help(self, lang):
        return [(k, self.tr(lang, what)) for k, what in KEY_HELP]

    def status(self, ctx):
        return self._todo(ctx) if ctx.interactive else ""

    # -- clicks ------------------------------------------------------------------------
    def act(self, ctx, action):
        if not ctx.interactive:
            return None
        kind, decider = self._decision(ctx)
        lang = ctx.lang
        legal = ctx.legal
        what, _, arg = action.partition(":")
        not_now = self.tr(lang, "r_not_now", todo=self._todo(ctx))
        if what == "cell":
            return self._act_cell(ctx, kind, decider, arg, action)
        if what == "hand" and arg in TILE_INDEX:
            if kind == "play":
                if arg in legal:
                    return arg
                return ctx.refuse(self.tr(lang, "r_no_capture", tile=arg), action)
            if kind == "deer" and "deer-" + arg in legal:
                return "deer-" + arg
        elif what == "disp" and arg in TILE_INDEX:
            if kind == "take":
                if "x" + arg in legal:
                    return "x" + arg
                played = TILE_NAMES[ctx.state.todo[0][2]]
                return ctx.refuse(self.tr(lang, "r_no_match", tile=arg, played=played), action)
            if kind == "beetle" and "beetle-" + arg in legal:
                return "beetle-" + arg
            if kind == "play":
                return ctx.refuse(self.tr(lang, "r_hand_first"), action)
        else:
            move = {"block": "s" + arg, "draw": "draw", "row": "row-" + arg, "keep": "keep-" + arg,
                    "cancel": "cancel-" + arg}.get(what)
            if move in legal:
                return move
        return ctx.refuse(not_now, action)

    def _act_cell(self, ctx, kind, decider, arg, action):
        lang = ctx.lang
        owner, _, place = arg.partition(":")
        if place not in TILE_INDEX or owner not in ("0", "1"):
            return ctx.refuse(self.tr(lang, "r_not_now", todo=self._todo(ctx)), action)
        own = int(owner) == decider
        if kind == "rainbow":
            if not own:
                return ctx.refuse(self.tr(lang, "r_own"), action)
            if "r" + place in ctx.legal:
                return "r" + place
            return ctx.refuse(self.tr(lang, "r_place", place=place), action)
        if kind == "block" and own:
            bit = 1 << TILE_INDEX[place]
            holding = [m for m in ctx.legal if m.startswith("s") and BLOCK_MASKS[BLOCK_INDEX[m[1:]]] & bit]
            if len(holding) == 1:
                return holding[0]
            key = "r_block_many" if holding else "r_block_none"
            return ctx.refuse(self.tr(lang, key, place=place), action)
        if kind == "play":
            return ctx.refuse(self.tr(lang, "r_hand_first"), action)
        return ctx.refuse(self.tr(lang, "r_not_now", todo=self._todo(ctx)), action)

    # -- the move list ------------------------------------------------------------
    def move_label(self, game, before, move, lang):
        """The move in the move list, read by the engine's parser (solstis_moves)."""
        try:
            m = parse_move(move)
        except InvalidMove:
            return move  # shown as written
        if m.kind == "play":
            return move
        if m.kind == "source" and m.spirit == NONE:
            return self.tr(lang, "l_draw")
        key = "l_row" if m.kind == "source" else "l_" + m.kind
        if m.spirit != NONE:
            return self.tr(lang, key, s=self._spirit(lang, m.spirit))
        return self.tr(lang, key, t=BLOCK_NAMES[m.block] if m.kind == "block" else TILE_NAMES[m.tile])

    def picture(self):
        cells = []
        for t, (r, n) in enumerate(TILES):
            filled = (t * 7) % 5 < 2
            cls = f"c-{COLOURS[r]}" if filled else "empty"
            cells.append(f'<rect class="solstis-pic {cls}" x="{(n - 1) * 10 + 1}" y="{(5 - r) * 10 + 1}" '
                         f'width="8" height="8" rx="1.5"/>')
        return f'<svg viewBox="0 0 100 60" aria-hidden="true">{"".join(cells)}</svg>'


BOARD = SolstisBoard()

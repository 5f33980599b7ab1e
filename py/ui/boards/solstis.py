"""The Solstis board: both panoramas as one SVG grid (the opponent above, the
seated player below), and HTML panels for the display, the piles, the spirit row,
the hand, the spirits held and the score breakdown.

Every decision is one click (the engine makes one-answer decisions itself):
"hand:G7" plays G7 (or puts it down for the Deer), "disp:G2" takes G2 (or takes it
with the Beetle), "place:O5" puts a rainbow on O5, "block:O4" chooses the block,
"draw" / "row:deer" choose where the spirit comes from, "keep:deer" keeps it, and
"cancel:trout" is the Evil Beaver's victim. ctx.state is already the seat's view,
so nothing hidden ever reaches the markup.
"""

from spielkiste.games.solstis import UNKNOWN, face_up, rainbow_supply, score_breakdown
from spielkiste.games.solstis_spirits import (
    BEACONS,
    BLOCK_NAMES,
    BLOCKS,
    CATEGORIES,
    COLOUR_NAMES,
    COLOURS,
    MATCHES,
    RED_ROW,
    SPIRIT_INDEX,
    SPIRIT_NAMES,
    SPIRITS,
    TILE_INDEX,
    TILE_NAMES,
    TILES,
    areas,
    bits,
)

from .base import Board, esc, gridcell

S = 56  # place size in SVG units
HEAD = 30  # height of a panorama's title line
GAP = 14
SYMBOL = ("●", "▲")  # players differ by symbol as well as colour
CODES = ("Tr", "De", "Ea", "Br", "Df", "Bt", "Ma", "Be", "Lb", "Wo", "Sq", "Bi", "Li", "Bf", "EB")


def tile_words(lang, t):
    row, n = TILES[t]
    return f"{COLOUR_NAMES[lang][row]} {n}"


def _lit_mask(real, rainbows):
    """Places connected to the red row through the panorama (for lit beacons)."""
    lit = 0
    for area in areas(real | rainbows):
        if area & RED_ROW:
            lit |= area
    return lit


class SolstisBoard(Board):
    keys = {"d": "draw"}
    strings = {
        "en": {
            "board": "Panoramas", "panorama": "{name}'s panorama",
            "empty": "empty", "tile": "{words} tile", "rainbow": "rainbow",
            "beacon": "beacon", "lit": "beacon, lit", "target": "rainbow may go here",
            "spirit_on": "spirit on block {b}", "display": "Display", "pile": "Pile: {n}",
            "stack": "Spirit stack: {n}", "rainbows_left": "Rainbows left: {n}",
            "face_down": "face-down tile under it", "row": "Spirit row", "draw": "Draw two spirits",
            "drawn": "Drawn spirits: keep one", "hand": "Your hand", "hand_of": "{name}'s hand",
            "hidden_hand": "{n} hidden tiles", "spirits_of": "{name}'s spirits", "none": "none",
            "score": "Score", "category": "Category", "blocks": "Choose a block for the spirit",
            "block": "Block {b}", "cancel_title": "Choose the spirit of {name} that scores nothing",
            "captures": "can capture", "matches": "matches your hand",
            "s_play": "Play a tile from your hand (highlighted tiles capture).",
            "s_play_empty": "The pile is empty: play a tile that captures.",
            "s_take": "Choose which matching display tile to take.",
            "s_rainbow": "Place a rainbow on a highlighted place of your panorama.",
            "s_block": "Choose the block for your spirit.",
            "s_source": "Draw two spirits, or take one from the row.",
            "s_keep": "Keep one of the two drawn spirits.",
            "s_deer": "Deer: put one of your hand tiles into your panorama.",
            "s_beetle": "Beetle: take any face-up display tile.",
            "s_cancel": "Evil Beaver: choose the spirit that scores nothing.",
            "d_play": "{name} plays {tile}.", "d_new": " Into the panorama: {tiles}.",
            "d_shown": " Into the display: {tiles}.", "d_rainbow": "{name} puts a rainbow on {place}.",
            "d_take": "{name} takes {tile}.", "d_block": "{name} meets a spirit on block {b}.",
            "d_draw": "{name} draws two spirits.", "d_row": "{name} takes the {spirit} from the row.",
            "d_keep": "{name} keeps the {spirit}.", "d_deer": "{name} puts {tile} into the panorama (Deer).",
            "d_beetle": "{name} takes {tile} with the Beetle.",
            "d_cancel": "{name} cancels the {spirit}.", "d_gets": " Gets: {spirits}.",
            "c_group": "Largest group", "c_beacons": "Lit beacons", "c_spirits": "Spirits",
            "c_total": "Total", "c_tiles": "Tiles (tie-break)",
        },
        "de": {
            "board": "Panoramen", "panorama": "Panorama von {name}",
            "empty": "leer", "tile": "Plättchen {words}", "rainbow": "Regenbogen",
            "beacon": "Leuchtfeuer", "lit": "Leuchtfeuer, brennt", "target": "Regenbogen möglich",
            "spirit_on": "Geist auf Feld {b}", "display": "Auslage", "pile": "Stapel: {n}",
            "stack": "Geisterstapel: {n}", "rainbows_left": "Regenbögen übrig: {n}",
            "face_down": "verdecktes Plättchen darunter", "row": "Geisterreihe",
            "draw": "Zwei Geister ziehen", "drawn": "Gezogene Geister: einen behalten",
            "hand": "Deine Hand", "hand_of": "Hand von {name}", "hidden_hand": "{n} verdeckte Plättchen",
            "spirits_of": "Geister von {name}", "none": "keine", "score": "Wertung",
            "category": "Kategorie", "blocks": "Wähle ein Feld für den Geist", "block": "Feld {b}",
            "cancel_title": "Wähle den Geist von {name}, der nichts zählt",
            "captures": "kann nehmen", "matches": "passt zu deiner Hand",
            "s_play": "Spiele ein Plättchen aus deiner Hand (markierte nehmen etwas).",
            "s_play_empty": "Der Stapel ist leer: spiele ein Plättchen, das etwas nimmt.",
            "s_take": "Wähle, welches passende Plättchen der Auslage du nimmst.",
            "s_rainbow": "Lege einen Regenbogen auf einen markierten Platz deines Panoramas.",
            "s_block": "Wähle das Feld für deinen Geist.",
            "s_source": "Ziehe zwei Geister oder nimm einen aus der Reihe.",
            "s_keep": "Behalte einen der zwei gezogenen Geister.",
            "s_deer": "Hirsch: lege ein Handplättchen in dein Panorama.",
            "s_beetle": "Käfer: nimm ein beliebiges offenes Plättchen der Auslage.",
            "s_cancel": "Böser Biber: wähle den Geist, der nichts zählt.",
            "d_play": "{name} spielt {tile}.", "d_new": " Ins Panorama: {tiles}.",
            "d_shown": " In die Auslage: {tiles}.", "d_rainbow": "{name} legt einen Regenbogen auf {place}.",
            "d_take": "{name} nimmt {tile}.", "d_block": "{name} trifft einen Geist auf Feld {b}.",
            "d_draw": "{name} zieht zwei Geister.", "d_row": "{name} nimmt {spirit} aus der Reihe.",
            "d_keep": "{name} behält {spirit}.", "d_deer": "{name} legt {tile} ins Panorama (Hirsch).",
            "d_beetle": "{name} nimmt {tile} mit dem Käfer.",
            "d_cancel": "{name} streicht {spirit}.", "d_gets": " Bekommt: {spirits}.",
            "c_group": "Größte Gruppe", "c_beacons": "Brennende Leuchtfeuer", "c_spirits": "Geister",
            "c_total": "Summe", "c_tiles": "Plättchen (Gleichstand)",
        },
    }

    # -- helpers -------------------------------------------------------------------
    @staticmethod
    def _seat(ctx):
        return 0 if ctx.seat is None else ctx.seat

    @staticmethod
    def _decision(ctx):
        todo = ctx.state.todo
        return (todo[0][0], todo[0][1]) if todo else (None, None)

    def _spirit(self, lang, s):
        return SPIRIT_NAMES.get(lang, SPIRIT_NAMES["en"])[s]

    def _tile_label(self, lang, t):
        return f"{tile_words(lang, t)} ({TILE_NAMES[t]})"

    def _tile_button(self, lang, t, act=None, cls="", extra=""):
        colour = COLOURS[TILES[t][0]]
        label = self._tile_label(lang, t) + (f", {extra}" if extra else "")
        classes = f"solstis-tile c-{colour}{' ' + cls if cls else ''}"
        if act:
            return (f'<button type="button" class="{classes}" data-act="{esc(act)}" '
                    f'aria-label="{esc(label)}">{esc(TILE_NAMES[t])}</button>')
        return f'<span class="{classes}" role="img" aria-label="{esc(label)}">{esc(TILE_NAMES[t])}</span>'

    # -- rendering ---------------------------------------------------------------
    def render(self, ctx):
        seat = self._seat(ctx)
        svg = self._panoramas(ctx, seat)
        side = self._side(ctx, seat)
        return f'<div class="solstis-view">{svg}<div class="solstis-side">{side}</div></div>'

    def _panoramas(self, ctx, seat):
        s = ctx.state
        kind, decider = self._decision(ctx)
        legal = set(ctx.legal) if ctx.interactive else set()
        fresh = [0, 0]
        if ctx.last:
            before, _, after = ctx.last
            fresh = [after.real[p] & ~before.real[p] for p in (0, 1)]
        rows, extras = [], []
        order = (1 - seat, seat)  # the opponent above, the seat below
        height = 2 * (HEAD + 6 * S) + GAP
        for k, p in enumerate(order):
            y0 = k * (HEAD + 6 * S + GAP) + HEAD
            name = f"{ctx.names[p]} {SYMBOL[p]}"
            extras.append(f'<text class="solstis-title p{p}" x="4" y="{y0 - 9}">'
                          f'{esc(self.tr(ctx.lang, "panorama", name=name))}</text>')
            lit = _lit_mask(s.real[p], s.rainbows[p])
            by_row = {}
            for t, (r, n) in enumerate(TILES):
                x, y = (n - 1) * S, y0 + (5 - r) * S
                bit = 1 << t
                place = TILE_NAMES[t]
                colour = COLOURS[r]
                inner = f'<rect class="place c-{colour}" x="{x + 1}" y="{y + 1}" width="{S - 2}" height="{S - 2}" rx="6"/>'
                parts = [place]
                if s.real[p] & bit:
                    cls_new = " new" if fresh[p] & bit else ""
                    inner += (f'<rect class="ptile c-{colour}{cls_new}" x="{x + 4}" y="{y + 4}" '
                              f'width="{S - 8}" height="{S - 8}" rx="5"/>'
                              f'<text class="pname" x="{x + S / 2}" y="{y + S / 2 + 6}" '
                              f'text-anchor="middle">{esc(place)}</text>')
                    parts.append(self.tr(ctx.lang, "tile", words=tile_words(ctx.lang, t)))
                elif s.rainbows[p] & bit:
                    cx, cy = x + S / 2, y + S * 0.68
                    arcs = "".join(
                        f'<path class="arc a{j}" d="M{cx - rad:.1f},{cy:.1f} A{rad:.1f},{rad:.1f} 0 0 1 '
                        f'{cx + rad:.1f},{cy:.1f}"/>' for j, rad in enumerate((20, 15, 10)))
                    inner += f'<g class="rainbow">{arcs}</g>'
                    parts.append(self.tr(ctx.lang, "rainbow"))
                else:
                    inner += (f'<text class="ghost" x="{x + S / 2}" y="{y + S / 2 + 5}" '
                              f'text-anchor="middle">{esc(place)}</text>')
                    parts.append(self.tr(ctx.lang, "empty"))
                if BEACONS & bit:
                    on = bool(s.real[p] & lit & bit)
                    inner += (f'<text class="beacon{" lit" if on else ""}" x="{x + S - 11}" y="{y + 16}" '
                              f'text-anchor="middle">{"★" if on else "☆"}</text>')
                    parts.append(self.tr(ctx.lang, "lit" if on else "beacon"))
                act = None
                cls = "cell"
                if kind == "rainbow" and p == decider and "r" + place in legal:
                    act = f"place:{place}"
                    cls += " target"
                    parts.append(self.tr(ctx.lang, "target"))
                gr = k * 6 + (5 - r)
                by_row.setdefault(gr, []).append(gridcell(gr, n - 1, ", ".join(parts), act, cls, inner))
            for gr in sorted(by_row):
                rows.append(f'<g role="row">{"".join(by_row[gr])}</g>')
            # spirits on their blocks, and block choices
            for b, (corner, _) in enumerate(BLOCKS):
                r, n = TILES[corner]
                cx, cy = n * S, y0 + (5 - r) * S
                if s.blocks[p] >> b & 1:
                    extras.append(f'<g class="spirit-mark" role="img" aria-label="'
                                  f'{esc(self.tr(ctx.lang, "spirit_on", b=BLOCK_NAMES[b]))}">'
                                  f'<circle cx="{cx}" cy="{cy}" r="12"/><text x="{cx}" y="{cy + 5}" '
                                  f'text-anchor="middle">✦</text></g>')
                elif kind == "block" and p == decider and "s" + BLOCK_NAMES[b] in legal:
                    extras.append(f'<g class="block-target" data-act="block:{BLOCK_NAMES[b]}">'
                                  f'<circle cx="{cx}" cy="{cy}" r="16"/><text x="{cx}" y="{cy + 5}" '
                                  f'text-anchor="middle">?</text></g>')
        return (f'<svg class="board solstis" viewBox="-4 -4 {10 * S + 8} {height + 8}" role="grid" '
                f'aria-label="{esc(self.tr(ctx.lang, "board"))}">{"".join(rows)}{"".join(extras)}</svg>')

    def _side(self, ctx, seat):
        s = ctx.state
        lang = ctx.lang
        kind, decider = self._decision(ctx)
        legal = set(ctx.legal) if ctx.interactive else set()
        out = []
        # counts
        out.append('<p class="solstis-counts">'
                   f'<span>{esc(self.tr(lang, "pile", n=len(s.pile)))}</span> '
                   f'<span>{esc(self.tr(lang, "stack", n=len(s.stack)))}</span> '
                   f'<span>{esc(self.tr(lang, "rainbows_left", n=rainbow_supply(s)))}</span></p>')
        # the display
        my_hand = [h for h in s.hands[seat] if h >= 0]
        hand_reach = 0
        for h in my_hand:
            hand_reach |= MATCHES[h]
        slots = []
        for top, under in s.display:
            if top < 0:
                continue
            act, cls, extra = None, "", []
            if kind == "take" and "x" + TILE_NAMES[top] in legal:
                act, cls = f"disp:{TILE_NAMES[top]}", "target"
            elif kind == "beetle" and "beetle-" + TILE_NAMES[top] in legal:
                act, cls = f"disp:{TILE_NAMES[top]}", "target"
            elif kind == "play" and decider == seat and hand_reach >> top & 1:
                cls = "match"
                extra.append(self.tr(lang, "matches"))
            if under != -1:
                extra.append(self.tr(lang, "face_down"))
                cls += " stacked"
            slots.append(f'<li>{self._tile_button(lang, top, act, cls.strip(), ", ".join(extra))}</li>')
        out.append(f'<section class="solstis-display" aria-label="{esc(self.tr(lang, "display"))}">'
                   f'<h3>{esc(self.tr(lang, "display"))}</h3>'
                   f'<ul>{"".join(slots) or "<li>" + esc(self.tr(lang, "empty")) + "</li>"}</ul></section>')
        # choices of the moment
        out.append(self._choices(ctx, kind, decider, legal))
        # hands
        up = face_up(s)
        items = []
        for h in my_hand:
            act, cls, extra = None, "", ""
            captures = bool(MATCHES[h] & up)
            if kind == "play" and TILE_NAMES[h] in legal:
                act = f"hand:{TILE_NAMES[h]}"
                cls = "capture" if captures else ""
                extra = self.tr(lang, "captures") if captures else ""
            elif kind == "deer" and "deer-" + TILE_NAMES[h] in legal:
                act, cls = f"hand:{TILE_NAMES[h]}", "target"
            items.append(self._tile_button(lang, h, act, cls, extra))
        title = self.tr(lang, "hand_of", name=f"{ctx.names[seat]} {SYMBOL[seat]}")
        out.append(f'<section class="solstis-hand p{seat}" aria-label="{esc(title)}"><h3>{esc(title)}</h3>'
                   f'<div class="tiles">{"".join(items) or esc(self.tr(lang, "none"))}</div></section>')
        other = 1 - seat
        hidden = [h for h in s.hands[other] if h == UNKNOWN]
        shown = [h for h in s.hands[other] if h >= 0]
        title = self.tr(lang, "hand_of", name=f"{ctx.names[other]} {SYMBOL[other]}")
        backs = "".join('<span class="solstis-back" aria-hidden="true"></span>' for _ in hidden)
        shown_html = "".join(self._tile_button(lang, h) for h in shown)
        out.append(f'<section class="solstis-hand other p{other}" aria-label="{esc(title)}"><h3>{esc(title)}</h3>'
                   f'<div class="tiles">{backs}{shown_html}<span class="visually-hidden">'
                   f'{esc(self.tr(lang, "hidden_hand", n=len(hidden)))}</span></div></section>')
        # spirits held
        for p in (seat, other):
            names = []
            for x in s.spirits[p]:
                cls = "spirit" + (" cancelled" if x == s.cancelled else "")
                names.append(f'<li class="{cls}"><span class="code" aria-hidden="true">{CODES[x]}</span> '
                             f'{esc(self._spirit(lang, x))}</li>')
            title = self.tr(lang, "spirits_of", name=f"{ctx.names[p]} {SYMBOL[p]}")
            out.append(f'<section class="solstis-spirits p{p}"><h3>{esc(title)}</h3>'
                       f'<ul>{"".join(names) or "<li>" + esc(self.tr(lang, "none")) + "</li>"}</ul></section>')
        out.append(self._score_table(ctx))
        return "".join(out)

    def _choices(self, ctx, kind, decider, legal):
        """Buttons for the spirit decisions (and blocks, for the keyboard)."""
        lang = ctx.lang
        s = ctx.state
        parts = []
        row_items = []
        for x in s.row:
            move = "row-" + SPIRITS[x]
            if kind == "source" and move in legal:
                row_items.append(f'<button type="button" class="solstis-spirit target" data-act="row:{SPIRITS[x]}">'
                                 f'{esc(self._spirit(lang, x))}</button>')
            else:
                row_items.append(f'<span class="solstis-spirit">{esc(self._spirit(lang, x))}</span>')
        draw = ""
        if kind == "source" and "draw" in legal:
            draw = f'<button type="button" class="solstis-draw" data-act="draw">{esc(self.tr(lang, "draw"))}</button>'
        parts.append(f'<section class="solstis-row"><h3>{esc(self.tr(lang, "row"))}</h3>'
                     f'<div class="spirits">{"".join(row_items) or esc(self.tr(lang, "none"))}</div>{draw}</section>')
        if kind == "keep" and legal:
            buttons = "".join(
                f'<button type="button" class="solstis-spirit target" data-act="keep:{esc(m[5:])}">'
                f'{esc(self._spirit(lang, SPIRIT_INDEX[m[5:]]))}</button>' for m in sorted(legal))
            parts.append(f'<section class="solstis-choice"><h3>{esc(self.tr(lang, "drawn"))}</h3>{buttons}</section>')
        if kind == "block" and legal:
            buttons = "".join(
                f'<button type="button" class="solstis-blockbtn target" data-act="block:{esc(m[1:])}">'
                f'{esc(self.tr(lang, "block", b=m[1:]))}</button>' for m in sorted(legal))
            parts.append(f'<section class="solstis-choice"><h3>{esc(self.tr(lang, "blocks"))}</h3>{buttons}</section>')
        if kind == "cancel" and legal:
            victim = ctx.names[1 - decider]
            buttons = "".join(
                f'<button type="button" class="solstis-spirit target" data-act="cancel:{esc(m[7:])}">'
                f'{esc(self._spirit(lang, SPIRIT_INDEX[m[7:]]))}</button>' for m in sorted(legal))
            parts.append(f'<section class="solstis-choice"><h3>{esc(self.tr(lang, "cancel_title", name=victim))}</h3>'
                         f'{buttons}</section>')
        return "".join(parts)

    def _score_table(self, ctx):
        lang = ctx.lang
        table = score_breakdown(ctx.state)
        head = "".join(f'<th scope="col">{esc(ctx.names[p])} {SYMBOL[p]}</th>' for p in (0, 1))
        body = []
        for cat in CATEGORIES + ("total", "tiles"):
            if cat in ("group", "beacons", "spirits", "total", "tiles"):
                label = self.tr(lang, "c_" + cat)
            else:
                label = self._spirit(lang, SPIRIT_INDEX[cat])
            cls = ' class="total"' if cat == "total" else ""
            body.append(f'<tr{cls}><th scope="row">{esc(label)}</th>'
                        + "".join(f"<td>{table[p][cat]}</td>" for p in (0, 1)) + "</tr>")
        return (f'<section class="solstis-score"><h3>{esc(self.tr(lang, "score"))}</h3>'
                f'<table><thead><tr><th scope="col">{esc(self.tr(lang, "category"))}</th>{head}</tr></thead>'
                f'<tbody>{"".join(body)}</tbody></table></section>')

    def status(self, ctx):
        if not ctx.interactive:
            return ""
        kind, _ = self._decision(ctx)
        if kind == "play" and not ctx.state.pile:
            return self.tr(ctx.lang, "s_play_empty")
        return self.tr(ctx.lang, "s_" + kind) if kind else ""

    # -- clicks --------------------------------------------------------------------
    def act(self, ctx, action):
        if not ctx.interactive:
            return None
        kind, _ = self._decision(ctx)
        what, _, arg = action.partition(":")
        move = None
        if what == "hand":
            move = arg if kind == "play" else "deer-" + arg if kind == "deer" else None
        elif what == "disp":
            move = "x" + arg if kind == "take" else "beetle-" + arg if kind == "beetle" else None
        elif what == "place":
            move = "r" + arg
        elif what == "block":
            move = "s" + arg
        elif what == "draw":
            move = "draw"
        elif what == "row":
            move = "row-" + arg
        elif what == "keep":
            move = "keep-" + arg
        elif what == "cancel":
            move = "cancel-" + arg
        return move if move in ctx.legal else None

    # -- the live region -----------------------------------------------------------
    def describe(self, game, before, move, after, lang, names):
        todo = before.todo
        if not todo:
            return move
        kind, p = todo[0][0], todo[0][1]
        name = names[p]
        tr = self.tr
        if kind == "play":
            text = tr(lang, "d_play", name=name, tile=self._tile_label(lang, TILE_INDEX[move]))
        elif kind == "take":
            text = tr(lang, "d_take", name=name, tile=self._tile_label(lang, TILE_INDEX[move[1:]]))
        elif kind == "rainbow":
            return tr(lang, "d_rainbow", name=name, place=move[1:])
        elif kind == "block":
            text = tr(lang, "d_block", name=name, b=move[1:])
        elif kind == "source" and move == "draw":
            text = tr(lang, "d_draw", name=name)
        elif kind == "source":
            text = tr(lang, "d_row", name=name, spirit=self._spirit(lang, SPIRIT_INDEX[move[4:]]))
        elif kind == "keep":
            text = tr(lang, "d_keep", name=name, spirit=self._spirit(lang, SPIRIT_INDEX[move[5:]]))
        elif kind == "deer":
            text = tr(lang, "d_deer", name=name, tile=self._tile_label(lang, TILE_INDEX[move[5:]]))
        elif kind == "beetle":
            text = tr(lang, "d_beetle", name=name, tile=self._tile_label(lang, TILE_INDEX[move[7:]]))
        elif kind == "cancel":
            text = tr(lang, "d_cancel", name=name, spirit=self._spirit(lang, SPIRIT_INDEX[move[7:]]))
        else:
            return move
        # what followed by itself: public facts only (never the drawn refill)
        named = move[1:] if kind in ("take", "rainbow", "block") else move.rpartition("-")[2]
        gained = [x for x in after.spirits[p] if x not in before.spirits[p] and SPIRITS[x] != named]
        if gained:
            text += tr(lang, "d_gets", spirits=", ".join(self._spirit(lang, x) for x in gained))
        new = [t for t in bits(after.real[p] & ~before.real[p]) if TILE_NAMES[t] != named]
        if new:
            text += tr(lang, "d_new", tiles=", ".join(self._tile_label(lang, t) for t in new))
        shown_before = face_up(before)
        shown = [t for t in bits(face_up(after) & ~shown_before) if t not in new]
        if kind == "play" and shown:
            text += tr(lang, "d_shown", tiles=", ".join(self._tile_label(lang, t) for t in shown))
        return text

    def picture(self):
        cells = []
        for t, (r, n) in enumerate(TILES):
            filled = (t * 7) % 5 < 2
            cls = f"c-{COLOURS[r]}" if filled else "empty"
            cells.append(f'<rect class="solstis-pic {cls}" x="{(n - 1) * 10 + 1}" y="{(5 - r) * 10 + 1}" '
                         f'width="8" height="8" rx="1.5"/>')
        return f'<svg viewBox="0 0 100 60" aria-hidden="true">{"".join(cells)}</svg>'


BOARD = SolstisBoard()

"""The Soulaween board: the 4x4 mat, the side buttons, the reap choice and the two
character cards with their tokens.

Clicks: an empty cell ("cell:<i>") and then a side ("side:R" / "side:G", keys R/G)
make a put `b3R`; the order may also be side first. When several patterns can be
reaped, a cell that only one of them holds ("cell:<i>") or a pattern button
("pat:<k>") makes `reap:...`. Wuchang's decision: "card:keep" / "card:turn" (K/T).

Red and green pieces differ by a symbol too: red shows a triangle, green a dot.
"""

from spielkiste.errors import InvalidMove
from spielkiste.games import soulaween as sw

from ... import render_errors
from ...i18n import t
from ..art import LINE_ATTRS, num, shaded_disc
from ..base import Board, esc, gridcell, last_mark

S = 100  # cell size in SVG units
SIDE_SYMBOL = {sw.RED: "▲", sw.GREEN: "●"}
SIDE_OF_KEY = {"R": sw.RED, "G": sw.GREEN}  # the side buttons' actions (side:R, side:G) and keys
KIND_ICONS = {  # tiny 4x4 pictures of Death's patterns: (column, row from top)
    "cloth": ((1, 1), (2, 1), (1, 2), (2, 2)),
    "scythe": ((0, 0), (1, 1), (2, 2), (3, 1)),
    "needle": ((0, 3), (1, 2), (2, 1), (3, 0)),
}
UPRIGHT_ICON = ((1, 0), (1, 1), (1, 2), (2, 2))
HATS = ("hei", "bai")  # Wuchang's card, by State.wside
CHAR_HELP = {sw.NONE: "vulture"}  # a character's help text (issue 25); the others are named by their key


def help_text(kind, lang):
    """The rule of a kind of piece (help.py), shown where a player chooses between them."""
    return t(lang, f"soulaween.help.{kind}")
KEY_HELP = {  # the keys shown to people, per language (all of BOARD.keys work in both)
    "en": (("←↑→↓", "k_cells"), ("R / G", "k_side"), ("K / T", "k_card")),
    "de": (("←↑→↓", "k_cells"), ("R / G", "k_side"), ("B / U", "k_card")),
}


#: the light theme's colours of a side, drawn into the picker's picture (base, deep, sheen,
#: edge; css/games/soulaween.css has them per theme and overrides these)
PAINT = {sw.RED: ("#c0392b", "#a8301f", "#e07a6e", "#1c1f1e"), sw.GREEN: ("#2e7d4f", "#256a42", "#62ad80", "#1c1f1e")}


def piece_svg(side, x, y, size=S, cls="", painted=False):
    """A piece: a shaded disc in the side's colour (the family of our own art,
    ui/games/art.py) with the side's symbol on it, a soft triangle or a dot. `painted`:
    its colours also as attributes, for a picture shown before the stylesheet arrives."""
    cx, cy, r = x + size / 2, y + size / 2, size * 0.38
    name = "red" if side == sw.RED else "green"
    extra = f" {cls}" if cls else ""
    ink = ' fill="#ffffff" stroke="#ffffff"' if painted else ""
    if side == sw.RED:
        h = r * 0.5
        mark = (f'<polygon class="soulaween-mark" points="{num(cx - h)},{num(cy + h * .72)} '
                f'{num(cx + h)},{num(cy + h * .72)} {num(cx)},{num(cy - h * .95)}" stroke-width="{num(r * .16)}" '
                f'stroke-linejoin="round"{ink}/>')
    else:
        mark = f'<circle class="soulaween-mark" cx="{num(cx)}" cy="{num(cy)}" r="{num(r * .32)}"{ink}/>'
    disc = shaded_disc(cx, cy, r, PAINT[side] if painted else None)
    return f'<g class="soulaween-piece {name}{extra}">{disc}{mark}</g>'


def cell_xy(i):
    """Top-left corner of cell i (rank 4 drawn at the top)."""
    return (i % 4) * S, (3 - i // 4) * S


def pattern_path(cells):
    """An order of the pattern's cells that walks from one end to the other, so a
    line through their centres draws the shape (line, square, L)."""
    def near(a, b):
        return max(abs(a % 4 - b % 4), abs(a // 4 - b // 4)) == 1

    def dist(a, b):
        return (a % 4 - b % 4) ** 2 + (a // 4 - b // 4) ** 2

    start = min(cells, key=lambda c: (sum(near(c, o) for o in cells), c))
    path, rest = [start], [c for c in cells if c != start]
    while rest:
        nxt = min(rest, key=lambda c: (dist(path[-1], c), c))
        path.append(nxt)
        rest.remove(nxt)
    return path


def _icon(points, filled):
    """Death's token: the pattern that wins it, drawn as small pieces on a 4x4 mat."""
    dots = "".join(f'<circle cx="{4 + f * 6}" cy="{4 + r * 6}" r="2.6"/>' for f, r in points)
    return f'<svg class="soulaween-icon{" held" if filled else ""}" viewBox="0 0 26 26" aria-hidden="true">{dots}</svg>'


#: the characters' portraits (our own drawings, 40x40): the parts, each with the
#: family's outline (its colour from the stylesheet: the theme's ink)
PORTRAITS = {
    sw.DEATH: (("robe", "M7,38C7,19 11,5 20,5C29,5 33,19 33,38Z"),
               ("bone", "M13.5,20.5C13.5,15 16.5,12.5 20,12.5C23.5,12.5 26.5,15 26.5,20.5C26.5,25 24,28.5 20,28.5"
                        "C16,28.5 13.5,25 13.5,20.5Z"),
               ("dark", "M15.8,20a2,2.2 0 1 0 4,0a2,2.2 0 1 0-4,0ZM20.2,20a2,2.2 0 1 0 4,0a2,2.2 0 1 0-4,0Z")),
    sw.ANUBIS: (("dark", "M11,37V22L8,5L16,13L19,4L22,15Q31,17 35,22L34,26Q27,27 22,28V37Z"),
                ("gold", "M9,31H25V37H9Z"),
                ("gold", "M18.5,19Q21,17 23.5,19Q21,21 18.5,19Z")),
    sw.WUCHANG: (("bone", "M12,24a8,8.5 0 1 0 16,0a8,8.5 0 1 0-16,0Z"),
                 ("dark", "M11,16V6Q11,3 14,3H20V16Z"),
                 ("pale", "M20,16V3H26Q29,3 29,6V16Z"),
                 ("tongue", "M18,28H22V36Q20,38 18,36Z"),
                 ("dark", "M15.5,22.5h3M21.5,22.5h3")),
    sw.NONE: (("feather", "M5,38Q7,27 14,27Q20,32 26,27Q33,27 35,38Z"),
              ("skin", "M13,18a7,7 0 1 0 14,0a7,7 0 1 0-14,0Z"),
              ("horn", "M25,14Q34,15 32,24Q30,20 25,21Z"),
              ("dark", "M19.5,16.5a1.6,1.6 0 1 0 3.2,0a1.6,1.6 0 1 0-3.2,0Z")),
}


#: the portraits' palette, the same in both themes
PORTRAIT_PAINT = {"robe": "#3b4150", "bone": "#efe8d8", "dark": "#23262d", "gold": "#d9a521", "pale": "#f7f4ec",
                  "tongue": "#c0392b", "feather": "#6b5038", "skin": "#e6a994", "horn": "#e8d08a"}


def portrait_parts(char):
    return "".join(f'<path d="{d}" fill="{PORTRAIT_PAINT[part]}" stroke="#1c1f1e" {LINE_ATTRS}/>'
                   for part, d in PORTRAITS[char])


def portrait_svg(char):
    """The character's portrait beside its name (decorative: the name says who)."""
    return f'<svg class="soulaween-portrait" viewBox="0 0 40 40" aria-hidden="true">{portrait_parts(char)}</svg>'


def vulture_svg(held):
    """One of Teacher Vulture's three tokens: a golden coin with a feather once won,
    an empty dashed ring before."""
    if not held:
        return '<svg viewBox="0 0 20 20" aria-hidden="true"><circle class="slot" cx="10" cy="10" r="8"/></svg>'
    feather = "M6.5,14.5Q7,7 13.5,5.5Q13,12 6.5,14.5ZM6.5,14.5L11,9"
    return (f'<svg viewBox="0 0 20 20" aria-hidden="true">{shaded_disc(10, 10, 8.5)}'
            f'<path class="feather" d="{feather}" {LINE_ATTRS}/></svg>')


def hat_svg(side):
    """Wuchang's hat on the active side: Hei's black, flat, brimless one; Bai's white cone."""
    if side == sw.HEI:
        shape = f'<rect x="4" y="6" width="22" height="11" rx="3" {LINE_ATTRS}/><path class="band" d="M4.5,13H25.5"/>'
    else:
        shape = f'<polygon points="15,2 25.5,17.5 4.5,17.5" {LINE_ATTRS}/>'
    return f'<svg class="soulaween-hat" viewBox="0 0 30 20" aria-hidden="true">{shape}</svg>'


class SoulaweenBoard(Board):
    seat_symbols = ("◆", "■")  # both players put both sides, green ● and red ▲: the players wear neither
    # R/G in both languages (rot/grün); keep/turn: K/T in English, B/U (behalten/umdrehen) in German
    keys = {"r": "side:R", "R": "side:R", "g": "side:G", "G": "side:G",
            "k": "card:keep", "K": "card:keep", "t": "card:turn", "T": "card:turn",
            "b": "card:keep", "B": "card:keep", "u": "card:turn", "U": "card:turn"}
    words = "soulaween"  # its texts: "soulaween.<key>" in locale/*.po

    # -- helpers -------------------------------------------------------------------
    @staticmethod
    def _patterns(ctx):
        """Reapable pattern masks when the deciding player must choose, else []."""
        state = ctx.state
        if state.phase != sw.REAP:
            return []
        return ctx.game.reapable(state)

    def _side_name(self, lang, side):
        return self.tr(lang, "red_side" if side == sw.RED else "green_side")

    # -- rendering -----------------------------------------------------------------
    def _effects(self, ctx):
        if not ctx.last:
            return {}
        before, move, _after = ctx.last
        try:
            return ctx.game.effects(before, move)
        except Exception as exc:  # noqa: BLE001 - a highlight must never break the board: counted
            render_errors.caught("the Soulaween board's last move", exc)
            return {}

    def render_board(self, ctx):
        state = ctx.state
        occ, red, phase = state.occ, state.red, state.phase
        fx = self._effects(ctx)
        patterns = self._patterns(ctx)
        in_pattern, help_of = {}, {}  # help_of: a reapable piece's help is its pattern's (issue 25)
        for k, m in enumerate(patterns):
            for c in sw.cells_of(m):
                in_pattern.setdefault(c, []).append(k)
                help_of.setdefault(c, ctx.game.pattern_kind(state, m))
        sel_cell = ctx.sel.get("cell")
        putting = ctx.interactive and phase == sw.PUT
        choosing = ctx.interactive and phase == sw.REAP
        lang = ctx.lang
        rows = {}
        for i in range(sw.CELLS):
            x, y = cell_xy(i)
            name = sw.CELL_NAMES[i]
            classes = ["cell"]
            notes = []
            inner = f'<rect class="cellbg" x="{x}" y="{y}" width="{S}" height="{S}"/>'
            act = f"cell:{i}" if ctx.interactive else None
            if occ >> i & 1:
                side = sw.RED if red >> i & 1 else sw.GREEN
                inner += f'<g data-help="{help_of.get(i, "piece")}">{piece_svg(side, x, y)}</g>'
                label = f"{name}, {self.tr(lang, 'red' if side == sw.RED else 'green')}"
            else:
                label = f"{name}, {self.tr(lang, 'empty')}"
                if putting:
                    classes.append("target")  # every empty cell: no mark, it would only be noise
            for key in ("put", "flipped", "reaped", "cleaned"):
                if i in fx.get(key, ()):
                    classes.append(key if key != "put" else "last")
                    notes.append(self.tr(lang, key))
                    if key in ("reaped", "cleaned"):
                        inner += (f'<circle class="soulaween-ghost" cx="{x + S / 2}" cy="{y + S / 2}" '
                                  f'r="{S * 0.38:.1f}"/>')
            if i in fx.get("put", ()) or i in fx.get("flipped", ()):
                inner += last_mark(x, y, S)
            if i in in_pattern:
                classes.append("reapable")
                notes.append(self.tr(lang, "reapable"))
            selected = sel_cell == i and (putting or choosing)
            if selected:
                classes.append("selected")
                notes.append(self.tr(lang, "selected"))
            if notes:
                label += ", " + ", ".join(notes)
            row = 3 - i // 4
            rows.setdefault(row, []).append(gridcell(row, i % 4, label, act, " ".join(classes), inner, selected,
                                                     box=(x, y, S, S), name=name, marks=ctx.marked(name)))
        grid = "".join(f'<g role="row">{"".join(rows[r])}</g>' for r in sorted(rows))
        overlay = self._pattern_overlay(patterns, sel_cell if choosing else None)
        labels = self._coordinates()
        fresh = " fresh" if ctx.fresh else ""
        return (f'<svg class="board soulaween{fresh}" viewBox="-30 -4 438 438" role="grid" '
                f'aria-label="{esc(self.tr(lang, "board"))}">{grid}{overlay}{labels}</svg>')

    @staticmethod
    def _coordinates():
        out = []
        for f in range(4):
            out.append(f'<text class="soulaween-coord" x="{f * S + S / 2}" y="{4 * S + 26}" '
                       f'text-anchor="middle" aria-hidden="true">{"abcd"[f]}</text>')
        for r in range(4):
            out.append(f'<text class="soulaween-coord" x="-16" y="{(3 - r) * S + S / 2 + 8}" '
                       f'text-anchor="middle" aria-hidden="true">{r + 1}</text>')
        return "".join(out)

    @staticmethod
    def _pattern_overlay(patterns, sel_cell):
        out = []
        for k, m in enumerate(patterns):
            cells = sw.cells_of(m)
            pts = " ".join(f"{cell_xy(c)[0] + S / 2:.0f},{cell_xy(c)[1] + S / 2:.0f}" for c in pattern_path(cells))
            strong = " strong" if sel_cell in cells else ""
            out.append(f'<polyline class="soulaween-pattern n{k % 4}{strong}" points="{pts}" aria-hidden="true"/>')
        return f'<g class="soulaween-patterns" pointer-events="none">{"".join(out)}</g>' if out else ""

    def render_controls(self, ctx):
        state, lang = ctx.state, ctx.lang
        if not ctx.interactive:
            return ""
        phase = state.phase
        buttons = []
        if phase == sw.PUT:
            chosen = ctx.sel.get("side")
            for side, key, act in ((sw.RED, "put_red", "side:R"), (sw.GREEN, "put_green", "side:G")):
                cls = "soulaween-side red" if side == sw.RED else "soulaween-side green"
                pressed = "true" if chosen == "RG"[side == sw.GREEN] else "false"
                buttons.append(f'<button type="button" class="{cls}" data-act="{act}" aria-pressed="{pressed}" '
                               f'data-help="piece">'
                               f'{esc(self.tr(lang, key))}</button>')
        elif phase == sw.REAP:
            patterns = self._patterns(ctx)
            for k, m in enumerate(patterns):
                cells = self._cells_text(m)
                kind = ctx.game.pattern_kind(state, m)
                if kind != "chain":
                    cells += f" ({self.tr(lang, kind + '_short')})"
                buttons.append(f'<button type="button" class="soulaween-reap n{k % 4}" data-act="pat:{k}" '
                               f'data-help="{ctx.game.pattern_kind(state, m)}">'
                               f'{esc(self.tr(lang, "reap_button", cells=cells))}</button>')
        elif phase == sw.CARD:
            now = state.wside
            for act, key, hat in (("card:keep", "keep", HATS[now]), ("card:turn", "turn", HATS[1 - now])):
                # each choice shows its effect (issue 25): the rule of the side it leaves up
                buttons.append(f'<button type="button" class="soulaween-card-btn" data-act="{act}" data-help="{hat}">'
                               f'{esc(self.tr(lang, key, side=self.tr(lang, hat + "_short")))}'
                               f'<span class="choice-effect">{esc(help_text(hat, lang))}</span></button>')
        return f'<div class="soulaween-controls" role="group">{"".join(buttons)}</div>'

    @staticmethod
    def _cells_text(mask):
        return ", ".join(sw.CELL_NAMES[c] for c in sw.cells_of(mask))

    def render_player(self, ctx, p):
        """The seat's character card: the character, its tokens, Anubis' restriction,
        Wuchang's active side."""
        state, lang = ctx.state, ctx.lang
        rules = state.rules
        char = rules.characters[p]
        tokens = state.tokens[p]
        parts = []
        if ctx.match is None or ctx.match.options.get("mode") != "simple":
            parts.append(f'<p class="soulaween-char" tabindex="0" data-help="{CHAR_HELP.get(char, char)}">'
                         f'{portrait_svg(char)}{esc(self.tr(lang, char))}</p>')
        if char == sw.DEATH:
            slots = []
            for bit, kind in ((sw.CLOTH, "cloth"), (sw.SCYTHE, "scythe"), (sw.NEEDLE, "needle")):
                held = bool(tokens & bit)
                points = KIND_ICONS[kind]
                label_key = kind
                if kind == "scythe" and rules.scythe == "upright":
                    points, label_key = UPRIGHT_ICON, "scythe_upright"
                label = self.tr(lang, "token_slot", k=self.tr(lang, label_key),
                                state=self.tr(lang, "held" if held else "not_held"))
                short = esc(self.tr(lang, kind + "_short"))
                slots.append(f'<span class="soulaween-token {kind}{" held" if held else ""}" role="img" '
                             f'tabindex="0" data-help="{kind}" aria-label="{esc(label)}">{_icon(points, held)}'
                             f'<span class="soulaween-kind" aria-hidden="true">{short}</span></span>')
            parts.append(f'<div class="soulaween-tokens">{"".join(slots)}</div>')
        else:
            n = tokens
            slots = "".join(f'<span class="soulaween-vulture{" held" if k < n else ""}" aria-hidden="true">'
                            f'{vulture_svg(k < n)}</span>' for k in range(sw.WIN_TOKENS))
            label = self.tr(lang, "tokens", n=n)
            parts.append(f'<div class="soulaween-tokens" role="img" tabindex="0" data-help="vulture" '
                         f'aria-label="{esc(label)}">{slots}'
                         f'<span class="soulaween-count" aria-hidden="true">{esc(label)}</span></div>')
        if char == sw.ANUBIS:
            restrict = state.restrict
            token = ""
            if restrict is None:
                text, cls = self.tr(lang, "no_restriction"), "none"
            else:
                text = self.tr(lang, "restriction", side=self._side_name(lang, restrict))
                cls = "red" if restrict == sw.RED else "green"
                # the token turned to that side: drawn like a piece (the text names the side)
                token = f'<svg class="soulaween-anubis-token" viewBox="0 0 100 100" aria-hidden="true">' \
                        f'{piece_svg(restrict, 0, 0, 100)}</svg>'
            parts.append(f'<p class="soulaween-anubis {cls}" tabindex="0" data-help="anubis_token">{token}{esc(text)}</p>')
        if char == sw.WUCHANG:
            wside = state.wside
            hat = ("hei", "bai")[wside]
            text = self.tr(lang, "active", side=self.tr(lang, hat))
            parts.append(f'<p class="soulaween-wuchang {hat}" tabindex="0" data-help="{hat}">{hat_svg(wside)}{esc(text)}</p>')
        return f'<div class="soulaween-card p{p}">{"".join(parts)}</div>'

    def render_result(self, ctx):
        """Who holds which tokens: the win condition, seat by seat."""
        state, lang = ctx.state, ctx.lang
        rules = state.rules
        rows = []
        # Death is named only where it plays; simple mode has no characters, so no column for them
        need = self.tr(lang, "need_death" if sw.DEATH in rules.characters else "need_three")
        chars = any(c != sw.NONE for c in rules.characters)
        for p in (0, 1):
            char = rules.characters[p]
            tokens = state.tokens[p]
            if char == sw.DEATH:
                held = [self.tr(lang, kind + "_short") for bit, kind in
                        ((sw.CLOTH, "cloth"), (sw.SCYTHE, "scythe"), (sw.NEEDLE, "needle")) if tokens & bit]
                got = ", ".join(held) or "–"
            else:
                got = self.tr(lang, "tokens_of", n=tokens)  # under the column "Tokens": the count alone
            char_cell = f'<td>{esc(self.tr(lang, char))}</td>' if chars else ""
            rows.append(f'<tr><th scope="row">{esc(ctx.names[p])}</th>{char_cell}<td>{esc(got)}</td></tr>')
        char_head = f'<th scope="col">{esc(self.tr(lang, "r_char"))}</th>' if chars else ""
        head = (f'<tr><th scope="col">{esc(self.tr(lang, "r_player"))}</th>'
                f'{char_head}<th scope="col">{esc(self.tr(lang, "r_tokens"))}</th></tr>')
        return (f'<table><thead>{head}</thead><tbody>{"".join(rows)}</tbody></table>'
                f'<p class="result-note">{esc(need)}</p>')

    def score_name(self, lang, n=2):
        return self.trn(lang, "score_name", n)

    def move_label(self, game, before, move, lang):
        """The move in the move list, read by the engine's parser (`parse_move`): the
        notation lives in the engine only."""
        try:
            m = sw.parse_move(move)
        except InvalidMove:
            return move  # shown as written
        if m.kind == "reap":
            cells = [sw.CELL_NAMES[c] for c in sw.cells_of(m.mask)]
            return self.tr(lang, "lbl_reap", cells=f"{cells[0]}–{cells[-1]}")
        if m.kind == "card":
            return self.tr(lang, "lbl_" + m.text)
        return f"{sw.CELL_NAMES[m.cell]} {SIDE_SYMBOL[m.side]}"

    def key_help(self, lang):
        keys = KEY_HELP[lang if lang in KEY_HELP else "en"]
        return [(k, self.tr(lang, what)) for k, what in keys]

    def status(self, ctx):
        if not ctx.interactive:
            return ""
        phase, lang = ctx.state.phase, ctx.lang
        if phase == sw.PUT:
            if ctx.sel.get("cell") is not None:
                return self.tr(lang, "pick_side", cell=sw.CELL_NAMES[ctx.sel["cell"]])
            if ctx.sel.get("side"):
                side = SIDE_OF_KEY[ctx.sel["side"]]
                return self.tr(lang, "side_first", side=self._side_name(lang, side))
            return self.tr(lang, "pick_cell")
        if phase == sw.REAP:
            if ctx.sel.get("cell") is not None:
                return self.tr(lang, "pick_among", cell=sw.CELL_NAMES[ctx.sel["cell"]])
            return self.tr(lang, "pick_pattern")
        if phase == sw.CARD:
            return self.tr(lang, "card_choice")
        return ""

    # -- clicks --------------------------------------------------------------------
    def act(self, ctx, action):
        if not ctx.interactive:
            return None
        state = ctx.state
        phase = state.phase
        kind, _, arg = action.partition(":")
        if phase == sw.PUT:
            return self._act_put(ctx, kind, arg, action)
        if phase == sw.REAP:
            return self._act_reap(ctx, kind, arg, action)
        if phase == sw.CARD and kind == "card":
            return _legal(ctx, lambda m: m.kind == "card" and m.text == arg)
        if phase == sw.CARD:
            return ctx.refuse(self.tr(ctx.lang, "card_choice"), action)
        return None

    def _act_put(self, ctx, kind, arg, action=None):
        occ = ctx.state.occ
        if kind == "cell" and arg.isdigit() and int(arg) < sw.CELLS:
            i = int(arg)
            if occ >> i & 1:
                return ctx.refuse(self.tr(ctx.lang, "taken", cell=sw.CELL_NAMES[i]), f"cell:{i}")
            if ctx.sel.get("side"):
                return self._put_move(ctx, i, ctx.sel["side"])
            if ctx.sel.get("cell") == i:
                ctx.sel.pop("cell")  # a second click takes the choice back
            else:
                ctx.sel["cell"] = i
            return None
        if kind == "side" and arg in SIDE_OF_KEY:
            if ctx.sel.get("cell") is not None:
                return self._put_move(ctx, ctx.sel["cell"], arg)
            ctx.sel["side"] = None if ctx.sel.get("side") == arg else arg
            return None
        return ctx.refuse(self.tr(ctx.lang, "pick_cell"), action)

    @staticmethod
    def _put_move(ctx, cell, side):
        colour = SIDE_OF_KEY[side]
        return _legal(ctx, lambda m: m.kind == "put" and m.cell == cell and m.side == colour)

    def _act_reap(self, ctx, kind, arg, action=None):
        patterns = self._patterns(ctx)
        if kind == "pat" and arg.isdigit() and int(arg) < len(patterns):
            return self._reap_move(ctx, patterns[int(arg)])
        if kind == "cell" and arg.isdigit() and int(arg) < sw.CELLS:
            i = int(arg)
            holding = [m for m in patterns if m >> i & 1]
            if not holding:
                return ctx.refuse(self.tr(ctx.lang, "not_reapable", cell=sw.CELL_NAMES[i]), action)
            prev = ctx.sel.get("cell")
            if prev is not None and prev != i:
                both = [m for m in holding if m >> prev & 1]
                if len(both) == 1:
                    return self._reap_move(ctx, both[0])
            if len(holding) == 1:
                return self._reap_move(ctx, holding[0])
            ctx.sel["cell"] = None if prev == i else i
            return None
        return ctx.refuse(self.tr(ctx.lang, "pick_pattern"), action)

    @staticmethod
    def _reap_move(ctx, mask):
        return _legal(ctx, lambda m: m.kind == "reap" and m.mask == mask)

    # -- the picker ------------------------------------------------------------
    def picture(self):
        """Three pieces on the mat, and two of the characters who reap them."""
        pieces = [(0, sw.RED), (1, sw.GREEN), (2, sw.RED)]
        body = "".join(f'<rect class="cellbg" x="{k * S}" y="0" width="{S}" height="{S}"/>' + piece_svg(side, k * S, 0, painted=True)
                       for k, side in pieces)
        faces = "".join(f'<g class="soulaween-portrait" transform="translate({x} 6) scale(2.2)">{portrait_parts(c)}</g>'
                        for x, c in ((306, sw.DEATH), (396, sw.ANUBIS)))
        return f'<svg viewBox="0 0 {3 * S + 190} {S}" aria-hidden="true">{body}{faces}</svg>'


def _legal(ctx, wanted):
    """The legal move that `wanted` accepts once the engine's parser has taken it apart,
    or None: the board never writes the notation itself."""
    return next((move for move in ctx.legal if wanted(sw.parse_move(move))), None)


BOARD = SoulaweenBoard()

"""The İye board: the 5x5 spirit tiles, the drum, both collections, the match score
and, between cycles, the score table.

Clicks: a highlighted cell ("cell:<i>") makes a natural move; a kind in your
collection ("kind:<k>", keys s h t w o) chooses it as the ability to spend, then a
highlighted cell makes the ability move; clicking the chosen kind again drops it.
Between cycles the button "next" starts the next cycle (key n).
"""

from spielkiste.games.iye import (
    CELL_NAMES,
    CELLS,
    KIND_NAMES,
    MOVE_INDEX,
    MOVE_TEXT,
    NATURAL,
    NEXT,
    REACH,
    SCORED,
    SIZE,
    TOTALS,
    TURN_CAP,
    cycle_wins,
    score_cycle,
)

from .base import Board, esc, gridcell

S = 100  # cell size in SVG units
PAD = 4
SYMBOL = ("●", "▲")  # players differ by symbol as well as colour


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


def kind_svg(k, x, y, size, number=True):
    """One spirit tile: a rounded plate in the kind's colour, the kind's own drawing
    (sun, horseshoe, tree, waves, owl) and its count = points in the corner."""
    cx, cy, u = x + size / 2, y + size / 2, size / 100
    plate, ink, fill = COLOURS[k]
    out = [f'<rect class="iye-plate k{k}" x="{_f(x + 6 * u)}" y="{_f(y + 6 * u)}" '
           f'width="{_f(88 * u)}" height="{_f(88 * u)}" rx="{_f(12 * u)}" fill="{plate}" stroke="#8d8a7e"/>']
    g = []
    if k == 0:  # Sun: a disc with eight rays
        for n in range(8):
            dx, dy = ((1, 0), (.71, .71), (0, 1), (-.71, .71), (-1, 0), (-.71, -.71), (0, -1), (.71, -.71))[n]
            g.append(f'<line x1="{_f(cx + dx * 20 * u)}" y1="{_f(cy + dy * 20 * u)}" '
                     f'x2="{_f(cx + dx * 32 * u)}" y2="{_f(cy + dy * 32 * u)}" stroke-width="{_f(6 * u)}"/>')
        g.append(f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(15 * u)}"/>')
    elif k == 1:  # Horse: a horseshoe with nail holes
        g.append(f'<path class="line" d="M{_f(cx - 18 * u)},{_f(cy + 24 * u)} V{_f(cy - 2 * u)} '
                 f'A{_f(18 * u)},{_f(18 * u)} 0 0 1 {_f(cx + 18 * u)},{_f(cy - 2 * u)} V{_f(cy + 24 * u)}" '
                 f'stroke-width="{_f(11 * u)}"/>')
        for dx, dy in ((-18, 12), (18, 12), (-14, -12), (14, -12)):
            g.append(f'<circle class="hole" cx="{_f(cx + dx * u)}" cy="{_f(cy + dy * u)}" r="{_f(2.5 * u)}" '
                     f'fill="#3b2f1e" stroke="none"/>')
    elif k == 2:  # Tree: a triangular crown on a trunk
        g.append(f'<rect x="{_f(cx - 5 * u)}" y="{_f(cy + 12 * u)}" width="{_f(10 * u)}" height="{_f(18 * u)}" '
                 f'fill="#6b4423" stroke="none"/>')
        g.append(f'<polygon points="{_f(cx)},{_f(cy - 32 * u)} {_f(cx + 24 * u)},{_f(cy + 14 * u)} '
                 f'{_f(cx - 24 * u)},{_f(cy + 14 * u)}"/>')
    elif k == 3:  # Water: three waves
        for dy in (-14, 0, 14):
            yy = cy + dy * u
            g.append(f'<path class="line" d="M{_f(cx - 28 * u)},{_f(yy)} q{_f(7 * u)},{_f(-9 * u)} {_f(14 * u)},0 '
                     f't{_f(14 * u)},0 t{_f(14 * u)},0 t{_f(14 * u)},0" stroke-width="{_f(6 * u)}"/>')
    else:  # Owl: a body with ear tufts and two big eyes
        g.append(f'<polygon points="{_f(cx - 20 * u)},{_f(cy - 30 * u)} {_f(cx - 6 * u)},{_f(cy - 18 * u)} '
                 f'{_f(cx + 6 * u)},{_f(cy - 18 * u)} {_f(cx + 20 * u)},{_f(cy - 30 * u)} '
                 f'{_f(cx + 22 * u)},{_f(cy)} {_f(cx - 22 * u)},{_f(cy)}"/>')
        g.append(f'<ellipse cx="{_f(cx)}" cy="{_f(cy + 6 * u)}" rx="{_f(22 * u)}" ry="{_f(26 * u)}"/>')
        for dx in (-10, 10):
            g.append(f'<circle class="eye" cx="{_f(cx + dx * u)}" cy="{_f(cy - 6 * u)}" r="{_f(8 * u)}" '
                     f'fill="#fff7d6" stroke="none"/>')
            g.append(f'<circle class="hole" cx="{_f(cx + dx * u)}" cy="{_f(cy - 6 * u)}" r="{_f(3 * u)}" '
                     f'fill="#3b2f1e" stroke="none"/>')
    out.append(f'<g class="iye-icon k{k}" fill="{fill}" stroke="{ink}" stroke-linecap="round">{"".join(g)}</g>')
    if number:
        out.append(f'<text class="iye-num" x="{_f(x + 84 * u)}" y="{_f(y + 26 * u)}" '
                   f'text-anchor="end" font-size="{_f(20 * u)}" font-weight="700" fill="#1c1f1e">{TOTALS[k]}</text>')
    return "".join(out)


def drum_svg(x, y, size):
    """The shaman drum: a hollow frame with lacing, so the tile under it at the start
    of a cycle stays visible."""
    cx, cy, u = x + size / 2, y + size / 2, size / 100
    lacing = " ".join(f"{_f(cx + 40 * u * c)},{_f(cy + 40 * u * s)}"
                      for c, s in ((1, 0), (.5, .87), (-.5, .87), (-1, 0), (-.5, -.87), (.5, -.87), (1, 0)))
    return (f'<g class="iye-drum" aria-hidden="true">'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(43 * u)}" stroke-width="{_f(7 * u)}" fill="none" stroke="#7a2e12"/>'
            f'<polyline points="{lacing}" stroke-width="{_f(2.5 * u)}" fill="none" stroke="#f2e3c6"/>'
            f'<circle class="skin" cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(36 * u)}" stroke-width="{_f(2 * u)}" '
            f'fill="rgba(255,240,210,.25)" stroke="#7a2e12"/></g>')


# -- the renderer -----------------------------------------------------------------------

class IyeBoard(Board):
    keys = {"s": "kind:0", "h": "kind:1", "t": "kind:2", "w": "kind:3", "o": "kind:4", "n": "next"}
    strings = {
        "en": {
            "board": "İye board", "empty": "empty", "drum": "drum", "target": "drum can go here",
            "tile": "{kind} ({n})",
            "coll": "Spirits of {name}",
            "count": "{kind}: {n}", "lead": "majority: {p} points", "lead1": "majority: 1 point",
            "tie": "tie", "behind": "behind",
            "spend": "Spend {kind} ({n} held)",
            "match": "Cycles won", "first_to": "first to {n}", "cycle_no": "Cycle {n}",
            "turns": "Turns {n} of {cap}",
            "pick": "Move the drum to a highlighted cell, or choose a spirit of yours to spend.",
            "pick_kind": "{kind} chosen: choose a highlighted cell (choose it again to cancel).",
            "ended": "Cycle over. Start the next cycle.",
            "table": "Cycle {n}: the scoring", "kind": "Kind", "tiles": "tiles", "points": "points",
            "total": "Total", "pts": "Points",
            "res_win": "{name} wins the cycle {a} : {b}.", "res_draw": "Drawn cycle {a} : {b}: it counts for no one.",
            "res_block": "{loser} cannot move: {name} wins the cycle.",
            "next": "Start the next cycle", "next_by": "{name} starts the next cycle.",
            "history": "Finished cycles", "h_win": "{name}", "h_draw": "draw",
            "h_scored": "{a} : {b}", "h_blocked": "blocked",
            "natural": "{name} moves the drum to {cell}; {other} receives {kind}.",
            "ability": "{name} spends {spent} and moves the drum to {cell}; {other} receives {kind}.",
            "next_said": "{name} starts cycle {n}.",
            "cap": "After {cap} turns the match is drawn.",
        },
        "de": {
            "board": "İye-Spielbrett", "empty": "leer", "drum": "Trommel", "target": "Trommel kann hierher",
            "tile": "{kind} ({n})",
            "coll": "Geister von {name}",
            "count": "{kind}: {n}", "lead": "Mehrheit: {p} Punkte", "lead1": "Mehrheit: 1 Punkt",
            "tie": "Gleichstand", "behind": "hinten",
            "spend": "{kind} ausgeben ({n} vorhanden)",
            "match": "Gewonnene Zyklen", "first_to": "wer zuerst {n} hat", "cycle_no": "Zyklus {n}",
            "turns": "Züge {n} von {cap}",
            "pick": "Zieh die Trommel auf ein markiertes Feld oder wähle einen deiner Geister zum Ausgeben.",
            "pick_kind": "{kind} gewählt: wähle ein markiertes Feld (nochmals wählen bricht ab).",
            "ended": "Der Zyklus ist vorbei. Starte den nächsten Zyklus.",
            "table": "Zyklus {n}: die Wertung", "kind": "Art", "tiles": "Plättchen", "points": "Punkte",
            "total": "Summe", "pts": "Punkte",
            "res_win": "{name} gewinnt den Zyklus {a} : {b}.",
            "res_draw": "Zyklus unentschieden {a} : {b}: er zählt für niemanden.",
            "res_block": "{loser} kann nicht ziehen: {name} gewinnt den Zyklus.",
            "next": "Nächsten Zyklus starten", "next_by": "{name} beginnt den nächsten Zyklus.",
            "history": "Beendete Zyklen", "h_win": "{name}", "h_draw": "unentschieden",
            "h_scored": "{a} : {b}", "h_blocked": "blockiert",
            "natural": "{name} zieht die Trommel nach {cell}; {other} bekommt: {kind}.",
            "ability": "{name} gibt {spent} aus und zieht die Trommel nach {cell}; {other} bekommt: {kind}.",
            "next_said": "{name} beginnt Zyklus {n}.",
            "cap": "Nach {cap} Zügen endet die Partie unentschieden.",
        },
    }

    def kind_name(self, lang, k):
        return (KIND_NAMES.get(lang) or KIND_NAMES["en"])[k]

    def one(self, lang, k):
        """One tile of kind k in running text: "a Sun", "an Owl"; German: the name."""
        name = self.kind_name(lang, k)
        if lang == "de":
            return name
        return f"{'an' if name[0] in 'AEIOU' else 'a'} {name}"

    # -- what the player may do now -----------------------------------------------------
    @staticmethod
    def targets(ctx, kind=None):
        """Cells the drum can reach now with a natural move (kind None) or by spending
        `kind`, from the legal moves (so the page never decides a rule)."""
        if not ctx.interactive:
            return set()
        want = NATURAL if kind is None else kind
        out = set()
        for move in ctx.legal:
            found = MOVE_INDEX.get(move)
            if found is not None and found[0] == want:
                out.add(found[1])
        return out

    @staticmethod
    def geometric_reach(state, kind):
        """Cells with a tile a move of `kind` (or NATURAL) could reach from the drum;
        used for the hover highlight, for anyone's turn."""
        return {t for t in REACH[kind][state.drum] if state.board[t] >= 0}

    # -- rendering --------------------------------------------------------------------------
    def render(self, ctx):
        state = ctx.state
        parts = [self._match_bar(ctx)]
        if state.ended:
            parts.append(self._score_table(ctx))
        parts.append(self._collection(ctx, 1))
        parts.append(self._svg(ctx))
        parts.append(self._collection(ctx, 0))
        if state.history and not (state.ended and len(state.history) == 1):
            parts.append(self._history(ctx))
        return f'<div class="iye-view">{"".join(parts)}</div>'

    def _svg(self, ctx):
        state, lang = ctx.state, ctx.lang
        kind = ctx.sel.get("kind")
        clickable = self.targets(ctx, kind)
        last_from = last_to = None
        if ctx.last and ctx.last[1] in MOVE_INDEX:
            last_from, last_to = ctx.last[0].drum, ctx.last[2].drum
        player = state.to_move
        reach_classes = {}  # cell -> classes naming the moves that reach it (for :has() hover)
        if not state.ended and player is not None:
            for t in self.geometric_reach(state, NATURAL):
                reach_classes.setdefault(t, []).append("reach-n")
            for k in range(5):
                if state.colls[5 * player + k]:
                    for t in self.geometric_reach(state, k):
                        reach_classes.setdefault(t, []).append(f"reach-{k}")
        rows = []
        for row in range(SIZE):
            rank = SIZE - 1 - row
            cells = []
            for f in range(SIZE):
                i = rank * SIZE + f
                x, y = f * S, row * S
                tile = state.board[i]
                inner = f'<rect class="cellbg" x="{x}" y="{y}" width="{S}" height="{S}"/>'
                label = [CELL_NAMES[i]]
                if tile >= 0:
                    inner += kind_svg(tile, x, y, S)
                    label.append(self.tr(lang, "tile", kind=self.kind_name(lang, tile), n=TOTALS[tile]))
                else:
                    label.append(self.tr(lang, "empty"))
                if i == state.drum:
                    inner += drum_svg(x, y, S)
                    label.append(self.tr(lang, "drum"))
                cls = ["cell"]
                act = None
                if i in clickable:
                    act = f"cell:{i}"
                    cls.append("target")
                    if kind is not None:
                        cls.append("ability")
                    label.append(self.tr(lang, "target"))
                    inner += f'<circle class="iye-dot" cx="{x + S / 2}" cy="{y + S - 14}" r="6" fill="#8a5a00"/>'
                cls += reach_classes.get(i, [])
                if i == state.drum and not state.ended:
                    cls.append("drum-cell")
                if i in (last_from, last_to):
                    cls.append("last")
                cells.append(gridcell(row, f, ", ".join(label), act, " ".join(cls), inner))
            rows.append(f'<g role="row">{"".join(cells)}</g>')
        files = "".join(f'<text class="iye-coord" x="{f * S + S / 2}" y="{SIZE * S + 16}" text-anchor="middle">'
                        f'{"abcde"[f]}</text>' for f in range(SIZE))
        ranks = "".join(f'<text class="iye-coord" x="-10" y="{r * S + S / 2 + 5}" text-anchor="middle">'
                        f'{SIZE - r}</text>' for r in range(SIZE))
        return (f'<svg class="board iye" viewBox="{-PAD - 18} {-PAD} {SIZE * S + 2 * PAD + 18} {SIZE * S + 2 * PAD + 22}" '
                f'role="grid" aria-label="{esc(self.tr(lang, "board"))}">{"".join(rows)}'
                f'<g aria-hidden="true">{files}{ranks}</g></svg>')

    def _match_bar(self, ctx):
        state, lang = ctx.state, ctx.lang
        wins = cycle_wins(state.history)
        cycle = len(state.history) + (0 if state.ended else 1)
        score = (f'<span class="iye-score p0">{esc(ctx.names[0])} {SYMBOL[0]} <strong>{wins[0]}</strong></span>'
                 f'<span class="iye-score-sep"> : </span>'
                 f'<span class="iye-score p1"><strong>{wins[1]}</strong> {SYMBOL[1]} {esc(ctx.names[1])}</span>')
        facts = " · ".join((self.tr(lang, "first_to", n=state.target), self.tr(lang, "cycle_no", n=cycle),
                            self.tr(lang, "turns", n=state.turns, cap=TURN_CAP)))
        return (f'<div class="iye-match" role="group" aria-label="{esc(self.tr(lang, "match"))}">'
                f'<span class="iye-match-title">{esc(self.tr(lang, "match"))}:</span> {score}'
                f'<span class="iye-facts">{esc(facts)}</span></div>')

    def _collection(self, ctx, p):
        state, lang = ctx.state, ctx.lang
        mine = state.colls[5 * p:5 * p + 5]
        theirs = state.colls[5 * (1 - p):5 * (1 - p) + 5]
        turn = state.to_move == p and not state.ended
        can_spend = ctx.interactive and turn
        chosen = ctx.sel.get("kind") if can_spend else None
        items = []
        for k in range(5):
            n = mine[k]
            if n > theirs[k]:
                standing = self.tr(lang, "lead1") if TOTALS[k] == 1 else self.tr(lang, "lead", p=TOTALS[k])
                cls = "lead"
            elif n == theirs[k]:
                standing, cls = self.tr(lang, "tie"), "tie"
            else:
                standing, cls = self.tr(lang, "behind"), "behind"
            name = self.kind_name(lang, k)
            pic = (f'<svg viewBox="0 0 {S} {S}" width="40" height="40" aria-hidden="true" class="iye-mini">'
                   f'{kind_svg(k, 0, 0, S)}</svg>')
            text = (f'<span class="iye-n">×{n}</span>'
                    f'<span class="iye-standing {cls}">{esc(standing)}</span>')
            label = f'{self.tr(lang, "count", kind=name, n=n)}, {standing}'
            usable = can_spend and n > 0 and bool(self.targets(ctx, k))
            empty = "" if n else " zero"
            if usable:
                pressed = "true" if chosen == k else "false"
                spend = self.tr(lang, "spend", kind=self.one(lang, k), n=n)
                items.append(f'<button type="button" class="iye-kind k{k}{empty}" data-act="kind:{k}" '
                             f'aria-pressed="{pressed}" aria-label="{esc(spend + ", " + standing)}">{pic}{text}</button>')
            else:
                items.append(f'<span class="iye-kind k{k}{empty}" role="img" aria-label="{esc(label)}">{pic}{text}</span>')
        title = self.tr(lang, "coll", name=f"{ctx.names[p]} {SYMBOL[p]}")
        points = score_cycle(state.colls[:5], state.colls[5:])[2 + p]
        return (f'<div class="iye-coll p{p}{" turn" if turn else ""}" role="group" aria-label="{esc(title)}">'
                f'<h3>{esc(title)} <span class="iye-pts">{esc(self.tr(lang, "pts"))}: {points}</span></h3>'
                f'<div class="iye-kinds">{"".join(items)}</div></div>')

    def _score_table(self, ctx):
        state, lang = ctx.state, ctx.lang
        starter, how, winner, c0, c1 = state.history[-1]
        p0, p1, s0, s1, _ = score_cycle(c0, c1)
        names = ctx.names
        head = (f'<tr><th scope="col">{esc(self.tr(lang, "kind"))}</th>'
                f'<th scope="col">{esc(names[0])} {SYMBOL[0]}: {esc(self.tr(lang, "tiles"))}</th>'
                f'<th scope="col">{esc(names[1])} {SYMBOL[1]}: {esc(self.tr(lang, "tiles"))}</th>'
                f'<th scope="col">{esc(names[0])} {SYMBOL[0]}: {esc(self.tr(lang, "points"))}</th>'
                f'<th scope="col">{esc(names[1])} {SYMBOL[1]}: {esc(self.tr(lang, "points"))}</th></tr>')
        body = []
        for k in range(5):
            body.append(f'<tr class="k{k}"><th scope="row">{esc(self.kind_name(lang, k))} ({TOTALS[k]})</th>'
                        f'<td>{c0[k]}</td><td>{c1[k]}</td>'
                        f'<td class="{"win" if p0[k] else ""}">{p0[k]}</td>'
                        f'<td class="{"win" if p1[k] else ""}">{p1[k]}</td></tr>')
        body.append(f'<tr class="total"><th scope="row">{esc(self.tr(lang, "total"))}</th><td></td><td></td>'
                    f'<td>{s0}</td><td>{s1}</td></tr>')
        if how == SCORED:
            if winner is None:
                result = self.tr(lang, "res_draw", a=s0, b=s1)
            else:
                result = self.tr(lang, "res_win", name=names[winner], a=max(s0, s1), b=min(s0, s1))
        else:
            result = self.tr(lang, "res_block", loser=names[1 - winner], name=names[winner])
        after = ""
        if state.to_move is not None:
            after = f'<p class="iye-nextby">{esc(self.tr(lang, "next_by", name=names[state.to_move]))}</p>'
            if ctx.interactive and NEXT in ctx.legal:
                after += f'<button type="button" class="iye-next" data-act="next">{esc(self.tr(lang, "next"))}</button>'
        elif state.turns >= TURN_CAP and max(cycle_wins(state.history)) < state.target:
            after = f'<p class="iye-nextby">{esc(self.tr(lang, "cap", cap=TURN_CAP))}</p>'
        caption = self.tr(lang, "table", n=len(state.history))
        return (f'<section class="iye-end" aria-label="{esc(caption)}"><table class="iye-table">'
                f'<caption>{esc(caption)}</caption><thead>{head}</thead><tbody>{"".join(body)}</tbody></table>'
                f'<p class="iye-result">{esc(result)}</p>{after}</section>')

    def _history(self, ctx):
        state, lang = ctx.state, ctx.lang
        items = []
        for n, (_starter, how, winner, c0, c1) in enumerate(state.history, 1):
            who = self.tr(lang, "h_draw") if winner is None else f"{ctx.names[winner]} {SYMBOL[winner]}"
            if how == SCORED:
                s0, s1 = score_cycle(c0, c1)[2:4]
                detail = self.tr(lang, "h_scored", a=s0, b=s1)
            else:
                detail = self.tr(lang, "h_blocked")
            items.append(f'<li>{esc(self.tr(lang, "cycle_no", n=n))}: {esc(who)} ({esc(detail)})</li>')
        return (f'<div class="iye-history"><h3>{esc(self.tr(lang, "history"))}</h3>'
                f'<ol>{"".join(items)}</ol></div>')

    def status(self, ctx):
        if not ctx.interactive:
            return ""
        if ctx.state.ended:
            return self.tr(ctx.lang, "ended")
        kind = ctx.sel.get("kind")
        if kind is None:
            return self.tr(ctx.lang, "pick")
        return self.tr(ctx.lang, "pick_kind", kind=self.kind_name(ctx.lang, kind))

    # -- clicks -----------------------------------------------------------------------------
    def act(self, ctx, action):
        if not ctx.interactive:
            return None
        state = ctx.state
        kind, _, arg = action.partition(":")
        if kind == "next":
            return NEXT if NEXT in ctx.legal else None
        if state.ended or state.to_move is None:
            return None
        if kind == "kind" and arg.isdigit() and int(arg) < 5:
            k = int(arg)
            if ctx.sel.get("kind") == k:
                ctx.sel.pop("kind")
            elif state.colls[5 * state.to_move + k] and self.targets(ctx, k):
                ctx.sel["kind"] = k
            return None
        if kind == "cell" and arg.isdigit() and int(arg) < CELLS:
            i = int(arg)
            k = ctx.sel.get("kind")
            move = CELL_NAMES[i] if k is None else MOVE_TEXT[k][i]
            return move if move in ctx.legal else None
        return None

    def describe(self, game, before, move, after, lang, names):
        player = game.to_move(before)
        if move == NEXT:
            return self.tr(lang, "next_said", name=names[player], n=len(after.history) + 1)
        k, t = MOVE_INDEX[move]
        got = self.one(lang, before.board[t])
        other = names[1 - player]
        if k == NATURAL:
            text = self.tr(lang, "natural", name=names[player], cell=CELL_NAMES[t], other=other, kind=got)
        else:
            text = self.tr(lang, "ability", name=names[player], spent=self.one(lang, k),
                           cell=CELL_NAMES[t], other=other, kind=got)
        if after.ended:
            starter, how, winner, c0, c1 = after.history[-1]
            s0, s1 = score_cycle(c0, c1)[2:4]
            if how == SCORED and winner is None:
                text += " " + self.tr(lang, "res_draw", a=s0, b=s1)
            elif how == SCORED:
                text += " " + self.tr(lang, "res_win", name=names[winner], a=max(s0, s1), b=min(s0, s1))
            else:
                text += " " + self.tr(lang, "res_block", loser=names[1 - winner], name=names[winner])
        return text

    def picture(self):
        return (f'<svg viewBox="0 0 {3 * S} {S}" aria-hidden="true">'
                f'{kind_svg(0, 0, 0, S)}{kind_svg(1, S, 0, S)}{drum_svg(S, 0, S)}{kind_svg(4, 2 * S, 0, S)}</svg>')


BOARD = IyeBoard()

"""The review: the computer's view of every position of a game, a chart of the first
player's chances, and the moves that dropped the mover's chance marked (inaccuracy
?!, mistake ?, blunder ??, thresholds in docs/ai.md) with the better move.

The search runs in the AI worker, one position per call (`AiBridge.evaluate` →
`spielkiste.ai.evaluate_for_link`, a fixed budget per position), so the page shows
a progress bar, stays responsive and can stop at any time; `Review.add` judges the
moves exactly as `spielkiste.ai.analysis.review` does (a position with a single
legal move is not searched and takes the next searched position's chance). With
hidden information every position is judged from its mover's view (the engine does
the determinization), and the better move of a player whose tiles the viewer may
not see is not shown while the game runs.

All of it is pure and runs under CPython; the game screen's controller starts, stops
and feeds a review (controller.review_*), its view drives the worker.
"""

import random

from spielkiste import vocabulary

from .. import explain, render_errors
from ..games.base import esc
from ..i18n import t
from ..marks import move_marks
from .review_marks import SYMBOLS

BUDGET = str(vocabulary.REVIEW_BUDGET)  # seconds per position (docs/ai.md: REVIEW_BUDGET)
SEED = "0"
W, H = 320, 56  # the chart's drawing area (wide and low: it sits above the move list)


class Review:
    """The review of one history of moves, filled one position at a time."""

    def __init__(self, moves):
        self.moves = tuple(moves)
        self.size = len(self.moves) + 1  # positions, the start included
        self.raw = []  # the worker's answers, in ply order
        self.points = {}  # ply -> the judged point (as analysis.review yields it)
        self._waiting = []  # forced positions waiting for the next searched chance
        self.running = False
        self.error = None

    @property
    def next_ply(self):
        return len(self.raw)

    @property
    def done(self):
        return len(self.raw) >= self.size

    def add(self, result):
        """The evaluation of position `next_ply` (evaluate_position's dict); returns
        the plies judged by it (a forced position waits for the next searched one)."""
        ply = self.next_ply
        point = dict(result, ply=ply)
        self.raw.append(point)
        ready = []
        if point.get("forced"):
            self._waiting.append(point)
        else:
            for earlier in self._waiting:
                earlier.update(chance=point["chance"], exact=point.get("exact"))
            ready, self._waiting = self._waiting + [point], []
        if self.done and self._waiting:  # the game stops on a forced position
            for late in self._waiting:
                k = late["ply"]
                late["chance"] = self.raw[k - 1]["chance"] if k else 0.5
                late["exact"] = self.raw[k - 1].get("exact") if k else None
            ready, self._waiting = ready + self._waiting, []
        for item in ready:
            self._judge(item)
        return [item["ply"] for item in ready]

    def _judge(self, point):
        from spielkiste.ai.analysis import judge_point  # the AI's modules load with the first review

        k = point["ply"]
        if k:
            point.update(judge_point(self.raw[k - 1], point, self.moves[k - 1]))
        self.points[k] = point

    def chance(self, ply):
        point = self.points.get(ply)
        return None if point is None else point.get("chance")

    def mark(self, ply):
        """The mark of the move that led to position `ply` (None: none or not yet)."""
        point = self.points.get(ply)
        return None if point is None else point.get("mark")

    def marked(self):
        return [k for k in sorted(self.points) if self.points[k].get("mark")]


# -- markup --------------------------------------------------------------------------------------

def _pct(chance):
    return f"{round(chance * 100)} %"


def chart(review, current, lang):
    """An SVG line of the first player's chance per position; each position is a
    click target (ui:goto:<ply>), the shown one has a line, marked moves a symbol."""
    n = max(review.size - 1, 1)

    def xy(ply, chance):
        return ply * W / n, (1 - chance) * H

    pts = [(k, review.chance(k)) for k in range(review.size)]
    known = [(k, c) for k, c in pts if c is not None]
    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in (xy(k, c) for k, c in known))
    out = [f'<rect class="rv-bg" x="0" y="0" width="{W}" height="{H}"/>',
           f'<line class="rv-mid" x1="0" y1="{H / 2}" x2="{W}" y2="{H / 2}"/>']
    if len(known) > 1:
        area = f"0,{H} " + line + f" {xy(known[-1][0], 0)[0]:.1f},{H}"
        out.append(f'<polygon class="rv-area" points="{area}"/><polyline class="rv-line" points="{line}"/>')
    x_cur = min(current, n) * W / n
    out.append(f'<line class="rv-now" x1="{x_cur:.1f}" y1="0" x2="{x_cur:.1f}" y2="{H}"/>')
    for k in review.marked():
        x, y = xy(k, review.chance(k))
        kind = review.mark(k)
        out.append(f'<g class="rv-mark rv-{kind}"><circle cx="{x:.1f}" cy="{y:.1f}" r="6"/>'
                   f'<text x="{x:.1f}" y="{max(y - 9, 10):.1f}" text-anchor="middle">{SYMBOLS[kind]}</text></g>')
    step = W / n
    for k in range(review.size):  # click targets: a column per position
        x0 = max(0.0, k * step - step / 2)
        x1 = min(float(W), k * step + step / 2)
        out.append(f'<rect class="rv-hit" data-act="ui:goto:{k}" x="{x0:.1f}" y="0" width="{x1 - x0:.1f}" '
                   f'height="{H}"><title>{esc(t(lang, "rv_point", n=k))}</title></rect>')
    first = review.chance(0)
    last_k = known[-1][0] if known else 0
    label = t(lang, "rv_chart", start=_pct(first) if first is not None else "?",
              end=_pct(review.chance(last_k)) if known else "?", n=last_k)
    return (f'<svg class="rv-chart" viewBox="-4 -4 {W + 8} {H + 8}" role="img" aria-label="{esc(label)}">'
            f'{"".join(out)}</svg>')


def better_visible(model, point):
    """May the viewer see the better move of this point's mover? Not a hidden-hand
    player's while the game runs (their best move would show their tiles)."""
    if model.hides_every_hand():  # the device changes hands: nobody's better move
        return False
    viewer = model.viewer()
    return viewer is None or point.get("mover") == viewer


def better(model, ply):
    """(names, arrow, sentence) of the better move for the move into `ply`, or None."""
    review = model.review
    point = review.points.get(ply) if review is not None else None
    if not point or not point.get("mark") or not point.get("better") or not better_visible(model, point):
        return None
    from spielkiste.ai.analysis import visible_effects

    game = model.game
    state = model.match.state_at(ply - 1)
    move = point["better"]
    try:
        fx = visible_effects(game, state, move, point["mover"], random.Random(0))
    except Exception as exc:  # noqa: BLE001 - a sentence must never break the review: counted
        render_errors.caught("the review's better move", exc)
        return None
    names, arrow = move_marks(game.id, state, move, fx)
    return names, arrow, t(model.lang, "rv_better", text=explain.describe(game.id, fx, model.lang))


def marks(model):
    """({"better": names}, arrow) for the move shown, if it is marked."""
    found = better(model, model.ply) if model.review is not None and model.ply else None
    if not found:
        return {}, None
    names, arrow, _ = found
    return {"better": names}, (("better",) + tuple(arrow) if arrow else None)


def sentence(model):
    """What the review says about the position shown."""
    review, lang, ply = model.review, model.lang, model.ply
    point = review.points.get(ply)
    if point is None:
        return t(lang, "rv_pending") if review.running else ""
    p1 = t(lang, "player", n=1)
    if not ply:
        return t(lang, "rv_start", name=p1, chance=_pct(point["chance"]))
    kind = point.get("mark")
    if not kind:
        exact = point.get("exact")
        if exact is not None and not point.get("over"):  # the solver knows the result
            result = t(lang, "rv_result_draw" if exact == 0.5 else "rv_result_0" if exact == 1.0 else "rv_result_1")
            return t(lang, "rv_exact", n=ply, result=result)
        return t(lang, "rv_fine", n=ply, name=p1, chance=_pct(point["chance"]))
    mover = point["mover"]
    before = review.chance(ply - 1)
    mine = (lambda c: c) if mover == 0 else (lambda c: 1 - c)
    why = point.get("reason")
    key = "rv_" + why if why in ("lost_win", "lost_draw", "drew_win") else "rv_marked"
    text = t(lang, key, n=ply, kind=t(lang, "rv_" + kind), sym=SYMBOLS[kind],
             name=t(lang, "player", n=mover + 1), a=_pct(mine(before)), b=_pct(mine(point["chance"])))
    found = better(model, ply)
    return text + (" " + found[2] if found else "")


def panel(model):
    """The review's box (in the extra region): progress or summary, the chart, the
    sentence about the position shown, and the buttons."""
    review = model.review
    if review is None:
        return ""
    lang = model.lang
    done = len(review.raw)
    if review.running:
        head_html = esc(t(lang, "rv_running", n=done, total=review.size))
        bar = (f'<progress id="review-progress" max="{review.size}" value="{done}" '
               f'aria-label="{esc(t(lang, "rv_progress"))}"></progress>')
        buttons = (f'<button type="button" class="secondary" data-act="ui:reviewstop" id="btn-reviewstop">'
                   f'{esc(t(lang, "rv_stop"))}</button>')
    else:
        counts = {k: sum(1 for p in review.marked() if review.mark(p) == k) for k in SYMBOLS}
        head = t(lang, "rv_done" if review.done else "rv_stopped", n=done, total=review.size,
                 blunders=counts["blunder"], mistakes=counts["mistake"], inaccuracies=counts["inaccuracy"])
        head_html = esc(head)
        if review.done:  # short on the screen, in words for screen readers
            short = " · ".join(f"{SYMBOLS[k]} {counts[k]}" for k in ("blunder", "mistake", "inaccuracy"))
            head_html = (f'<span aria-hidden="true">{esc(t(lang, "rv_title"))}: {esc(short)}</span>'
                         f'<span class="visually-hidden">{head_html}</span>')
        bar = ""
        resume = ""
        if not review.done:
            resume = (f'<button type="button" data-act="ui:reviewgame" id="btn-reviewresume">'
                      f'{esc(t(lang, "rv_resume"))}</button>')
        buttons = resume + (f'<button type="button" class="secondary" data-act="ui:reviewclose" '
                            f'id="btn-reviewclose">{esc(t(lang, "rv_close"))}</button>')
    error = f'<p class="rv-error">{esc(review.error)}</p>' if review.error else ""
    return (f'<section class="review-panel" id="review-panel" aria-labelledby="review-head" '
            f'data-state="{"running" if review.running else "done" if review.done else "stopped"}">'
            f'<div class="rv-top"><h3 id="review-head" class="visually-hidden">{esc(t(lang, "rv_title"))}</h3>'
            f'<p class="rv-head">{head_html}</p><div class="rv-buttons">{buttons}</div></div>'
            f'{bar}{chart(review, model.ply, lang)}'
            f'<p class="rv-say" id="review-say">{esc(sentence(model))}</p>{error}</section>')


def sync(model):
    """A review belongs to one history: a move or an undo since ends it."""
    if model.review is not None and model.review.moves != tuple(model.match.moves):
        model.review.running = False
        model.review = None

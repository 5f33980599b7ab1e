"""Your move and the reply, both marked until your next move (issue 25).

Against the computer (or by link) the reply comes a beat after your move; the board's
own last-move mark then shows only the reply. Here the screen keeps your own last turn
marked too, in another shape: your move in a thin dashed frame ("own"), the reply in
corner brackets ("reply"), and a legend under the board says which is which in words
(for screen readers too). Between two people at one device nobody is "you": no marks;
in a replay or a review the move shown is marked, and at the end the result speaks.
Pure: computed from the match and the seats; drawn by the renderer (marking.py).
"""

from .. import render_errors
from ..games.base import esc
from ..i18n import t
from ..marks import move_marks
from .model import HUMAN


def tr(lang, key, **kw):
    return t(lang, f"turn_marks.{key}", **kw)


def here(model):
    """The seat played at this device when exactly one is (None: two people or none)."""
    if getattr(model, "lesson", None) is not None:
        return None  # a lesson marks its own cells
    if model.corr is not None:
        return model.corr.me
    if getattr(model, "live", None) is not None:
        return model.live.me
    humans = [s for s in (0, 1) if model.kinds[s] == HUMAN]
    return humans[0] if len(humans) == 1 else None


def turns(model):
    """(your plies, the reply's plies) up to the position shown, each the numbers of the
    positions the moves led to; None unless the last move shown is the other seat's and
    a turn of yours came before it."""
    seat = here(model)
    ply, game, m = model.ply, model.game, model.match
    if seat is None or not ply or model.replaying or model.review is not None or model.over():
        return None  # stepping through the moves (a replay, a review) marks the move shown; the end, its result

    def mover(p):
        return game.to_move(m.state_at(p - 1))

    reply, own, p = [], [], ply
    while p > 0 and mover(p) != seat:
        reply.append(p)
        p -= 1
    while p > 0 and mover(p) == seat:
        own.append(p)
        p -= 1
    if not reply or not own:
        return None
    return own[::-1], reply[::-1]


def _names(model, plies):
    out = []
    for p in plies:
        fx = model.effects(p)
        if fx is None:
            continue
        names, _arrow = move_marks(model.game.id, model.match.state_at(p - 1), model.match.moves[p - 1], fx)
        out += [n for n in names if n not in out]
    return out


def marks(model):
    """{"own": names, "reply": names} for the position shown ({} when not both)."""
    found = turns(model)
    if found is None:
        return {}
    own, reply = found
    out = {"own": _names(model, own), "reply": _names(model, reply)}
    return {k: v for k, v in out.items() if v}


def _labels(model, plies):
    m, out = model.match, []
    for p in plies:
        try:
            out.append(model.board.move_label(model.game, model.drawn(m.state_at(p - 1)), m.moves[p - 1], model.lang))
        except Exception as exc:  # noqa: BLE001 - a label must never break the screen: counted
            render_errors.caught("the turn marks' legend", exc)
            out.append(m.moves[p - 1])
    return ", ".join(out)


SWATCH = {  # the marks' shapes in small, beside their words (css/app.css .turn-legend)
    "own": '<rect class="mark-dots" x="3" y="3" width="18" height="18" rx="3"/>',
    "reply": '<path class="last-mark" d="M3,9V3H9M15,3H21V9M21,15V21H15M9,21H3V15"/>',
}


def legend(model):
    """The legend under the board: which mark is your move and which the reply, with the
    moves in words; "" when the board shows no such pair."""
    found = turns(model)
    if found is None:
        return ""
    own, reply = found
    lang = model.lang
    other = model.names[model.game.to_move(model.match.state_at(reply[0] - 1))]
    parts = []
    for kind, text in (("own", tr(lang, "own", moves=_labels(model, own))),
                       ("reply", tr(lang, "reply", name=other, moves=_labels(model, reply)))):
        parts.append(f'<span class="tl-{kind}"><svg class="tl-swatch mark-frame mark-{kind}" viewBox="0 0 24 24" '
                     f'aria-hidden="true">{SWATCH[kind]}</svg>{esc(text)} '
                     f'<span class="tl-shape">({esc(tr(lang, kind + "_shape"))})</span></span>')
    return f'<p class="turn-legend">{"".join(parts)}</p>'

"""The move list: the replay stepper and one button per decision, labelled by the
renderer; the one shown now is marked (aria-current) and the page keeps it in view."""

from .. import render_errors
from ..games.base import esc
from ..i18n import t
from .review_marks import note

_BAR_L, _BAR_R = '<rect x="2" y="3" width="3" height="14"/>', '<rect x="15" y="3" width="3" height="14"/>'
_LEFT, _RIGHT = '<path d="M15 3v14L5 10z"/>', '<path d="M5 3v14l10-7z"/>'
STEPS = (("first", _BAR_L + '<path d="M17 3v14L7 10z"/>'), ("prev", _LEFT), ("next", _RIGHT),
         ("last", _BAR_R + '<path d="M3 3v14l10-7z"/>'))


def icon(paths):
    return f'<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="currentColor">{paths}</svg>'


def stepper(model):
    lang, ply, total = model.lang, model.ply, model.match.ply
    off = {"first": ply == 0, "prev": ply == 0, "next": ply >= total, "last": ply >= total}
    buttons = "".join(
        f'<button type="button" class="secondary step" data-act="ui:{name}" id="btn-{name}" '
        f'aria-label="{esc(t(lang, name))}" title="{esc(t(lang, name))}"{" disabled" if off[name] else ""}>'
        f'{icon(paths)}</button>' for name, paths in STEPS)
    return f'<div class="stepper" role="group" aria-label="{esc(t(lang, "replay"))}">{buttons}</div>'


def items(model):
    """The list's content: one button per move, or the empty state."""
    m = model.match
    if not m.ply:
        return ""
    out = []
    board, game, lang, cur = model.board, model.game, model.lang, model.ply
    for i, move in enumerate(m.moves, 1):
        try:
            label = board.move_label(game, model.drawn(m.state_at(i - 1)), move, lang)
        except Exception as exc:  # noqa: BLE001 - a label must never break the list: counted
            render_errors.caught("the move list", exc)
            label = move
        current = ' aria-current="step"' if i == cur else ""
        out.append(f'<li><button type="button" data-act="ui:goto:{i}"{current}>'
                   f'<span class="mv-n">{i}.</span> {esc(label)}{note(model, i)}</button></li>')
    return "".join(out)


def empty_text(model):
    return "" if model.match.ply else t(model.lang, "no_moves")

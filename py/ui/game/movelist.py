"""The move list: the replay stepper, and one row per turn (issue 25: who played it,
then a button per decision, labelled by the renderer); the decision shown now is marked
(aria-current) and the page keeps it in view."""

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


def by_turn(seats):
    """The one grouping rule of the move list and the log: [(seat, [ply, ...])] from the
    mover of each decision (`seats[i]` made decision i + 1), a turn being the decisions
    one player makes in a row (Solstis' tile, spirit and keep; Soulaween's put and reap)."""
    out = []
    for i, seat in enumerate(seats, 1):
        if out and out[-1][0] == seat:
            out[-1][1].append(i)
        else:
            out.append((seat, [i]))
    return out


def turns(model):
    """The match's decisions grouped by turn (`by_turn`)."""
    m = model.match
    return by_turn([model.game.to_move(m.state_at(i - 1)) for i in range(1, m.ply + 1)])


def items(model):
    """The list's content: one row per turn, with who played it (mark and name) and a
    button per decision, labelled by the renderer; or the empty state. A row is numbered
    by its first decision, as the status, the review and the saved games count moves."""
    m = model.match
    if not m.ply:
        return ""
    out = []
    board, game, lang, cur = model.board, model.game, model.lang, model.ply
    names = model.names
    for seat, plies in turns(model):
        buttons = []
        for i in plies:
            try:
                label = board.move_label(game, model.drawn(m.state_at(i - 1)), m.moves[i - 1], lang)
            except Exception as exc:  # noqa: BLE001 - a label must never break the list: counted
                render_errors.caught("the move list", exc)
                label = m.moves[i - 1]
            current = ' aria-current="step"' if i == cur else ""
            buttons.append(f'<button type="button" data-act="ui:goto:{i}"{current}>{esc(label)}{note(model, i)}</button>')
        who, sym = (names[seat], model.symbol(seat)) if seat in (0, 1) else ("", "")
        cls = f" p{seat}" if seat in (0, 1) else ""
        out.append(f'<li class="mv-turn{cls}"><span class="mv-n">{plies[0]}.</span>'
                   f'<span class="mv-who"><span class="mv-sym" aria-hidden="true">{esc(sym)}</span> {esc(who)}</span>'
                   f'<span class="mv-moves">{"".join(buttons)}</span></li>')
    return "".join(out)


def empty_text(model):
    return "" if model.match.ply else t(model.lang, "no_moves")

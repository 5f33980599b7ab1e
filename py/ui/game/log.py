"""The game's log in words (issue 25): one entry per move, the sentence the live region
reads aloud (`ui.explain.said`), with who played it, visible to everyone. The
latest entry stands under the status; the whole log is one tap away (a <details>).

Sentences are kept in the model and only the new moves are described on a render; a
change of history (undo, a branch), of language or of whose hidden tiles may be seen
describes again from where it differs."""

from .. import explain, render_errors
from ..games.base import esc
from ..i18n import tn


def sentences(model):
    """[(ply, seat, sentence)] for every move of the match, cached in the model."""
    m = model.match
    key = (model.lang, model.viewer(), tuple(model.kinds))
    cache = getattr(model, "_log", None)
    if cache is None or cache[0] != key:
        cache = (key, [], [])
    _, moves, lines = cache
    same = 0
    while same < min(len(moves), len(m.moves)) and moves[same] == m.moves[same]:
        same += 1
    del moves[same:], lines[same:]
    for i in range(same, len(m.moves)):
        before, move = m.state_at(i), m.moves[i]
        seat = model.game.to_move(before)
        try:
            text = explain.said(model.game, before, move, model.lang, model.names)
        except Exception as exc:  # noqa: BLE001 - a sentence must never break the screen: counted
            render_errors.caught("the game log", exc)
            text = move
        moves.append(move)
        lines.append((i + 1, seat, text))
    model._log = cache
    return list(lines)


def entry(ply, seat, text, names):
    who = names[seat] if seat in (0, 1) else ""
    sym = "" if seat not in (0, 1) else f'<span class="log-sym p{seat}" aria-hidden="true"></span>'
    return (f'<li data-ply="{ply}">{sym}<span class="log-n">{ply}.</span> '
            f'<span class="log-who visually-hidden">{esc(who)}: </span>{esc(text)}</li>')


def render(model, phone=True):
    """The latest move's sentence and the whole log, newest last; empty before a move.
    In the replay, the move shown is the latest one. Two copies: under the status
    (`phone`, shown on narrow screens) and beside the board in the side panel below the
    moves (wide screens), so that it never pushes the move list out of view."""
    lines = sentences(model)[:model.ply]
    if not lines:
        return ""
    ply, seat, text = lines[-1]
    older = "".join(entry(p, s, x, model.names) for p, s, x in lines)
    title = esc(tn(model.lang, "log_title", len(lines)))
    if phone:  # one line under the status: the latest sentence is what opens the whole log
        return (f'<details class="log-all log-phone"><summary><span class="log-latest" id="log-latest">'
                f'{esc(text)}</span><span class="visually-hidden"> ({title})</span></summary>'
                f'<ol class="log-list">{older}</ol></details>')
    return (f'<p class="log-latest">{esc(text)}</p>'
            f'<details class="log-all"><summary>{title}</summary>'
            f'<ol class="log-list">{older}</ol></details>')

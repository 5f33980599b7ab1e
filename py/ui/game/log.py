"""The game's log in words (issue 25): one entry per turn, numbered by turn, with who
played it and what it did: the sentences the live region reads aloud for its decisions
(`ui.explain.said`), in order, the mover named once. Visible to everyone: the latest
entry stands under the status; the whole log is one tap away (a <details>).

A turn is what the move list shows in one row (`movelist.by_turn`, the one grouping
rule). Sentences are kept in the model and only the new decisions are described on a
render; a change of history (undo, a branch), of language or of whose hidden tiles may
be seen describes again from where it differs."""

from .. import explain, render_errors
from ..games.base import esc
from ..i18n import tn
from .movelist import by_turn


def _told(model, before, move, first):
    """A decision's words: with the mover's name if it opens its turn, else without."""
    game = model.game
    if first:
        return explain.said(game, before, move, model.lang, model.names)
    return explain.sentence(game.id, game.effects(before, move), model.lang, names=model.names)


def decisions(model):
    """[(seat, words)] for every decision of the match, cached in the model."""
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
            text = _told(model, before, move, not lines or lines[-1][0] != seat)
        except Exception as exc:  # noqa: BLE001 - a sentence must never break the screen: counted
            render_errors.caught("the game log", exc)
            text = move
        moves.append(move)
        lines.append((seat, text))
    model._log = cache
    return list(lines)


def sentences(model, upto=None):
    """[(turn, seat, words)]: one entry per turn up to decision `upto` (all if None),
    numbered from 1; a turn still under way tells the decisions made so far."""
    said = decisions(model)[:upto]
    return [(n, seat, " ".join(said[p - 1][1] for p in plies))
            for n, (seat, plies) in enumerate(by_turn([seat for seat, _ in said]), 1)]


def entry(turn, seat, text, names):
    who = names[seat] if seat in (0, 1) else ""
    sym = "" if seat not in (0, 1) else f'<span class="log-sym p{seat}" aria-hidden="true"></span>'
    return (f'<li data-turn="{turn}">{sym}<span class="log-n">{turn}.</span> '
            f'<span class="log-who visually-hidden">{esc(who)}: </span>{esc(text)}</li>')


def render(model, phone=True):
    """The latest turn's words and the whole log, newest last; empty before a move.
    In the replay, the latest turn is the one of the decision shown. Two copies: under
    the status (`phone`, shown on narrow screens) and beside the board in the side panel
    below the moves (wide screens), so that it never pushes the move list out of view."""
    lines = sentences(model, model.ply)
    if not lines:
        return ""
    text = lines[-1][2]
    older = "".join(entry(n, s, x, model.names) for n, s, x in lines)
    title = esc(tn(model.lang, "log_title", len(lines)))
    if phone:  # one line under the status: the latest sentence is what opens the whole log
        return (f'<details class="log-all log-phone"><summary><span class="log-latest" id="log-latest">'
                f'{esc(text)}</span><span class="visually-hidden"> ({title})</span></summary>'
                f'<ol class="log-list">{older}</ol></details>')
    return (f'<p class="log-latest">{esc(text)}</p>'
            f'<details class="log-all"><summary>{title}</summary>'
            f'<ol class="log-list">{older}</ol></details>')

"""The status region: whose turn it is and what to do now, the result, or why a
click could not be played. Plain text in two parts, so it reads well aloud."""

from .. import render_errors
from ..games.base import esc
from ..i18n import t
from . import bylink, handover, keyhints, live


def headline(model):
    """The first part: the result, a hand-over, the computer thinking, or whose turn."""
    lang, names = model.lang, model.names
    state = model.state()
    game = model.game
    if game.is_over(state):
        winner = game.winner(state)
        return t(lang, "draw") if winner is None else t(lang, "won", name=f"{names[winner]} {model.symbol(winner)}")
    if handover.phase(model) == handover.DONE:
        return handover.say(lang, "turn_over", name=f"{names[model.holder]} {model.symbol(model.holder)}")
    if model.needs_handover():
        return t(lang, "handover", name=names[model.handover_seat()])
    who = game.to_move(state)
    name = f"{names[who]} {model.symbol(who)}"
    if model.replaying:
        return replay_headline(model, name)
    if model.thinking:
        return t(lang, "thinking_who", name=name)
    if model.computers_only and model.paused:
        return t(lang, "paused", name=name)
    if model.live is not None:  # live (issue 29): the connection, then whose turn
        return live.headline(model, t(lang, "turn", name=name))
    if model.corr is not None:  # by link (issue 17): ask the seat, send, or wait
        return bylink.headline(model, t(lang, "turn", name=name))
    return t(lang, "turn", name=name)


def replay_headline(model, name_to_move):
    """A replayed position names the player who made the move shown, and the move
    (issue 25: not the player to move next); the start names who is to move."""
    lang, ply, m = model.lang, model.ply, model.match
    if not ply:
        return t(lang, "replay_at", n=ply, total=m.ply, name=name_to_move)
    before = m.state_at(ply - 1)
    mover = model.game.to_move(before)
    try:
        label = model.board.move_label(model.game, model.drawn(before), m.moves[ply - 1], lang)
    except Exception as exc:  # noqa: BLE001 - a label must never break the status: counted
        render_errors.caught("the status", exc)
        label = m.moves[ply - 1]
    return t(lang, "replay_move", n=ply, total=m.ply, name=f"{model.names[mover]} {model.symbol(mover)}", move=label)


def todo(model, ctx):
    """The second part: what to do now (the renderer's words), or a refusal."""
    if model.refusal:
        return model.refusal
    if model.replaying:
        return t(model.lang, "replay_hint")
    if handover.phase(model) == handover.DONE:
        return handover.say(model.lang, "look")
    if not ctx.interactive:
        return ""
    return model.board.status(ctx)


def render(model, ctx):
    own = model.status_text() if hasattr(model, "status_text") else None  # learn: a lesson's own words
    if own and not model.refusal:
        return f'<span class="head">{esc(own)}</span>'
    if model.over() and not model.refusal:
        return ""  # the result panel says it, right below
    head, what = headline(model), todo(model, ctx)
    cls = "todo refusal" if model.refusal else "todo"
    second = f' <span class="{cls}">{keyhints.mark(esc(what))}</span>' if what else ""
    note = f' <span class="note">{esc(model.note)}</span>' if model.note and not model.over() else ""
    if model.hotseat and model.corr is None and not model.refusal:  # issue 25: nobody waits for a computer
        note = f' <span class="both-sides">{esc(t(model.lang, "both_sides"))}</span>' + note
    model.shown_marks()  # a tip belongs to the marks: gone once the position changed
    tip = f' <span class="tip">{esc(model.tip)}</span>' if model.tip else ""
    return f'<span class="head">{esc(head)}</span>{second}{note}{tip}'

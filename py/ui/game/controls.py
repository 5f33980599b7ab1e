"""The controls region: what the player to move acts with besides the board (the
renderer's controls), the hand-over button, or pause/resume between computers."""

from ..boards.base import esc
from ..i18n import t
from . import bylink


def render(model, ctx):
    lang = model.lang
    if model.needs_handover():
        seat = model.handover_seat()
        name = model.names[seat]
        return (f'<div class="handover"><p>{esc(t(lang, "handover", name=name))}</p>'
                f'<button type="button" data-act="ui:handover" id="btn-handover">'
                f'{esc(t(lang, "handover_ok", name=name))}</button></div>')
    if model.corr is not None:  # by link (issue 17): the seat question, send, wait
        html = bylink.controls(model)
        if html is not None:
            return html
    if model.over():
        return ""
    if model.computers_only and not model.replaying:
        if model.paused:
            return (f'<button type="button" data-act="ui:resume" id="btn-resume">'
                    f'{esc(t(lang, "resume_cvc"))}</button>')
        return (f'<button type="button" class="secondary" data-act="ui:pause" id="btn-pause">'
                f'{esc(t(lang, "pause_cvc"))}</button>')
    if not ctx.interactive:
        return ""
    return model.board.render_controls(ctx)

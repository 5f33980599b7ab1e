"""The controls region: what the player to move acts with besides the board (the
renderer's controls), the hand-over button, or pause/resume between computers."""

from ..games.base import esc
from ..i18n import t
from . import bylink, handover, live
from .model import levels_of


def render(model, ctx):
    lang = model.lang
    if model.needs_handover():
        name = model.names[model.handover_seat()]
        # the status says "Hand the device to …" (issue 25: once); here only the button
        return handover.controls(model, t(lang, "handover_ok", name=name))
    if model.live is not None:  # live (issue 29): wait for the friend, or go on by link
        html = live.controls(model)
        if html is not None:
            return html
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


def level_choice(model):
    """Against the computer: its level, changeable here at any time (issue 25); the
    choice is kept for the next one-tap start. Empty in any other game."""
    seats = [s for s in (0, 1) if model.kinds[s].startswith("ai:")]
    if len(seats) != 1 or model.corr is not None:
        return ""
    lang, level = model.lang, model.kinds[seats[0]][3:]
    options = "".join(f'<option value="{v}"{" selected" if v == level else ""}>{esc(t(lang, "level_" + v))}</option>'
                      for v in levels_of(model.game))
    return (f'<label class="level-choice"><span>{esc(t(lang, "level_label"))}</span> '
            f'<select id="ai-level" name="ai-level">{options}</select></label>')

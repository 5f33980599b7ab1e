"""The result panel: shown when the game shown is over. The winner or the draw, the
score broken down as the game counts it (the renderer's part), and what to do next."""

from ..games.base import esc
from ..i18n import t
from .hint import in_link
from .status import headline


def render(model, ctx):
    if hasattr(model, "result_panel"):  # learn: a lesson shows its panel here
        return model.result_panel()
    if not model.over():
        return ""
    lang = model.lang
    review = (f'<button type="button" class="secondary" data-act="ui:review" id="btn-review">'
              f'{esc(t(lang, "review"))}</button>') if in_link(model) else ""  # (the computer reads the link)
    buttons = (f'<button type="button" data-act="ui:rematch" id="btn-rematch">{esc(t(lang, "rematch"))}</button>'
               f'<button type="button" class="secondary" data-act="ui:new" id="btn-result-new">'
               f'{esc(t(lang, "new_game"))}</button>{review}')
    return (f'<section class="result-panel" aria-labelledby="result-head">'
            f'<h3 id="result-head" tabindex="-1">{esc(headline(model))}</h3>'
            f'<div class="result-buttons">{buttons}</div>'
            f'<div class="result-detail">{model.board.render_result(ctx)}</div></section>')

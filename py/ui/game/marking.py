"""The screen's marks as data for the renderer (issue 24, item 3): the hint's (or a
lesson's), a review's better move, and against the computer or by link your own last
move beside the reply (issue 25). `shown(model)` gives them; the screen puts them in
the renderer's context (`Ctx.marks`, `Ctx.arrow`) and the renderer draws them with its
cells (games/mark_shapes.py); the controls' and players' markup gets them through
`mark_controls`. Nothing is added to the page after a render.
"""

from ..games.mark_shapes import mark_controls
from . import hint, review, turn_marks


def shown(model, covered=False):
    """({kind: [names]}, arrow or None) to draw on the position shown."""
    if covered:
        return {}, None
    marks, arrow_of = model.shown_marks()
    better, better_arrow = review.marks(model)
    marks.update(better)
    for kind, names in turn_marks.marks(model).items():
        marks.setdefault(kind, names)
    return marks, arrow_of or better_arrow


def controls_markup(ctx, html):
    """A region's markup (controls, players) with the marked controls' classes."""
    return mark_controls(html, ctx.marked) if ctx.marks and html else html


# -- the game screen's learn parts (called by GameScreen.render) ---------------

def after_render(screen, model):
    """The Hint and Review buttons' state and the hint's state for the page."""
    page = screen.page
    in_game = getattr(model, "lesson", None) is None  # a lesson has neither
    button = page.el("btn-hint")
    if button is not None:
        button.hidden = not (in_game and hint.available(model, screen.hints))
        button.disabled = not hint.can_ask(model)
    button = page.el("btn-reviewgame")
    if button is not None:
        button.hidden = not (in_game and model.match.ply and hint.in_link(model))
        button.disabled = bool(model.review is not None and model.review.running)
    if not hint.in_link(model):  # a live deal is in no link: nothing to share
        for act in ("share", "sharenative", "qr"):
            button = page.el(f"btn-{act}")
            if button is not None:
                button.hidden = True
    screen_box = page.q(".game-screen")
    if screen_box is not None:  # a review makes the panel taller: css/app.css lets the page grow
        screen_box.classList.toggle("reviewing", model.review is not None)
    page.set_attr("data-hint", "busy" if model.hint_busy else "shown" if model.marks.get("hint") else "none")

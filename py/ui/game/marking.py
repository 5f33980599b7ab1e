"""Draws the screen's marks into the page after each render (the DOM side of ui.marks).

Every element named by a mark gets the classes `mark mark-<kind>`; an SVG cell also
gets a dotted frame inside its box (it has no outline of its own), HTML controls are
framed by css/app.css (`.mark::after`). An arrow (İye's drum, a hint's from → to) is
drawn over the board from centre to centre. A render replaces the board, so the
marks of the last render go with it and are drawn anew from the model.
"""

from ..browser_errors import BROWSER_ERRORS
from ..marks import ACT, arrow, frame
from ..page import css_escape, nn
from . import hint, review

SVG_NS = "http://www.w3.org/2000/svg"


def selector(name):
    if name.startswith(ACT):
        return f'.game-screen [data-act="{css_escape(name[len(ACT):])}"]'
    return f'.game-screen [data-cell="{css_escape(name)}"]'


def apply(page, marks, arrow_of=None):
    """Mark `marks` ({kind: [names]}) and draw `arrow_of` = (kind, from, to) if given."""
    for kind, names in (marks or {}).items():
        for name in names or ():
            nodes = page.doc.querySelectorAll(selector(name))
            for i in range(nodes.length):
                mark_node(nodes.item(i), kind)
    if arrow_of:
        draw_arrow(page, *arrow_of)


def mark_node(node, kind):
    node.classList.add("mark", f"mark-{kind}")
    if str(node.namespaceURI) != SVG_NS or node.getAttribute("role") != "gridcell":
        return  # an HTML control: css/app.css frames it
    box = _box(node)
    if box is not None:
        node.insertAdjacentHTML("beforeend", frame(kind, *box))


def _box(node):
    """The cell's own box: its background rectangle's attributes (read, not measured:
    getBBox would force a layout on every render), else the group's measured box."""
    try:
        rect = nn(node.querySelector("rect.cellbg, rect.place"))
        if rect is not None:
            return tuple(float(rect.getAttribute(a)) for a in ("x", "y", "width", "height"))
        b = node.getBBox()
        return (float(b.x), float(b.y), float(b.width), float(b.height))
    except (*BROWSER_ERRORS, ValueError):  # a cell that is not drawn has no box
        return None


def draw_arrow(page, kind, src, dst):
    svg = page.q("#board svg.board")
    a, b = page.q(selector(src)), page.q(selector(dst))
    if svg is None or a is None or b is None:
        return
    ba, bb = _box(a), _box(b)
    if ba is None or bb is None:
        return
    markup = arrow(kind, ba[0] + ba[2] / 2, ba[1] + ba[3] / 2, bb[0] + bb[2] / 2, bb[1] + bb[3] / 2)
    if markup:
        svg.insertAdjacentHTML("beforeend", markup)


# -- the game screen's learn parts (called by GameScreen.render) ---------------

def after_render(screen, model, covered):
    """The Hint and Review buttons' state, and the marks of the position shown: the
    hint's (or a lesson's) and, in a review, the better move of a marked move."""
    page = screen.page
    in_game = getattr(model, "lesson", None) is None  # a lesson has neither
    button = page.el("btn-hint")
    if button is not None:
        button.hidden = not (in_game and hint.available(model, screen.hints))
        button.disabled = not hint.can_ask(model)
    button = page.el("btn-reviewgame")
    if button is not None:
        button.hidden = not (in_game and model.match.ply)
        button.disabled = bool(model.review is not None and model.review.running)
    screen_box = page.q(".game-screen")
    if screen_box is not None:  # a review makes the panel taller: css/app.css lets the page grow
        screen_box.classList.toggle("reviewing", model.review is not None)
    marks, arrow_of = model.shown_marks()
    page.set_attr("data-hint", "busy" if model.hint_busy else "shown" if marks.get("hint") else "none")
    if covered:
        return
    better, better_arrow = review.marks(model)
    marks.update(better)
    apply(page, marks, arrow_of or better_arrow)

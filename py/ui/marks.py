"""Marks on the board: which cells (and buttons) a move concerns, and the markup that
frames them. Pure (no DOM), tested under CPython.

A hint, a lesson step and a review's better move each show cells on the board. The
screen keeps them as a dict of kinds to names ({"hint": ["d1", "a1"], "lesson": […],
"better": […]}) and, after each render, frames every element with that name
(py/ui/game/marking.py): gridcells and Solstis tiles carry `data-cell="<name>"` (the
engine's cell name: Soulaween "b3", İye "c5", Boxilies "b2", a Solstis panorama place
"0:O2", a Solstis tile "O3"); a name "act:<action>" marks the control that plays a
part of the move (Wuchang's card button, İye's spend button, a Boxilies stone in the
tray, a Solstis spirit button).

Which cells a move concerns comes from the engine's effects (`Game.effects`), so a
mark never disagrees with the sentence that goes with it (`ui.explain`).
"""

from .games import ui_for

KINDS = ("lesson", "hint", "better")
ACT = "act:"


def move_marks(game_id, state, move, fx):
    """(names, arrow) for `move` played in `state` with effects `fx`: the names to
    mark, the most important first, and an arrow (from name, to name) or None."""
    try:
        ui = ui_for(game_id)
    except KeyError:
        return [], None
    names, arrow = ui.marks(state, move, fx or {})
    seen, out = set(), []
    for name in names:
        if name is not None and name != "?" and name not in seen:
            seen.add(name)
            out.append(str(name))
    return out, arrow


# -- markup (SVG, drawn into the board after a render) -----------------------------------------

INSET = 13  # inside the focus ring (3..8) and the last-move brackets (6)


def frame(kind, x, y, w, h):
    """A thick dotted frame inside a cell's box (x, y, w, h): a halo, then the dots."""
    inset = min(INSET, w / 8, h / 8)  # small cells (Solstis places) keep room for their name
    x0, y0 = x + inset, y + inset
    w0, h0 = max(w - 2 * inset, 4), max(h - 2 * inset, 4)
    rect = f'x="{x0:.1f}" y="{y0:.1f}" width="{w0:.1f}" height="{h0:.1f}" rx="6"'
    return (f'<g class="mark-frame mark-{kind}" aria-hidden="true" pointer-events="none">'
            f'<rect class="mark-halo" {rect}/><rect class="mark-dots" {rect}/></g>')


def arrow(kind, x1, y1, x2, y2, head=26.0, gap=30.0):
    """An arrow from (x1, y1) to (x2, y2), both cell centres; it stops short of both
    centres (`gap`) so the pieces stay readable, and ends in a filled head."""
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    if length < 2 * gap + head:
        return ""
    ux, uy = dx / length, dy / length
    sx, sy = x1 + ux * gap, y1 + uy * gap
    tx, ty = x2 - ux * gap, y2 - uy * gap
    bx, by = tx - ux * head, ty - uy * head  # the head's base
    px, py = -uy * head * 0.55, ux * head * 0.55
    shaft = f'M{sx:.1f},{sy:.1f}L{bx:.1f},{by:.1f}'
    tip = f'M{tx:.1f},{ty:.1f}L{bx + px:.1f},{by + py:.1f}L{bx - px:.1f},{by - py:.1f}Z'
    return (f'<g class="mark-arrow mark-{kind}" aria-hidden="true" pointer-events="none">'
            f'<path class="mark-halo" d="{shaft}{tip}"/><path class="mark-shaft" d="{shaft}"/>'
            f'<path class="mark-head" d="{tip}"/></g>')

"""Marks on the board: which cells (and buttons) a move concerns, and the markup that
frames them. Pure (no DOM), tested under CPython.

A hint, a lesson step and a review's better move each show cells on the board. The
screen keeps them as a dict of kinds to names ({"hint": ["d1", "a1"], "lesson": […],
"better": […]}) and hands them to the renderer, which frames every element with that
name as it draws it (games/mark_shapes.py): gridcells and Solstis tiles carry `data-cell="<name>"` (the
engine's cell name: Soulaween "b3", İye "c5", Boxilies "b2", a Solstis panorama place
"0:O2", a Solstis tile "O3"); a name "act:<action>" marks the control that plays a
part of the move (Wuchang's card button, İye's spend button, a Boxilies stone in the
tray, a Solstis spirit button).

Which cells a move concerns comes from the engine's effects (`Game.effects`), so a
mark never disagrees with the sentence that goes with it (`ui.explain`).
"""

from .games import ui_for
from .games.mark_shapes import INSET, arrow, frame  # noqa: F401 - the marks' shapes, drawn by the renderers

KINDS = ("lesson", "hint", "better")
ACT = "act:"


def move_marks(game_id, state, move, fx):
    """(names, arrow) for `move` played in `state` with effects `fx`: the names to
    mark, the most important first, and an arrow (from name, to name) or None."""
    try:
        ui = ui_for(game_id)
    except KeyError:
        return [], None
    names, pointer = ui.marks(state, move, fx or {})
    seen, out = set(), []
    for name in names:
        if name is not None and name != "?" and name not in seen:
            seen.add(name)
            out.append(str(name))
    return out, pointer

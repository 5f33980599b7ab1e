"""Which cells and controls a Boxilies move concerns (ui.marks), from its effects: the
cell, the stones it captured, and the stone in the mover's tray."""

from spielkiste.games.boxilies import BoxiliesEffects

from ...marks import ACT


def move_marks(state, move: str, fx: BoxiliesEffects) -> tuple[list, tuple | None]:
    names = [fx.get("cell")] + list(fx.get("captured") or ())
    try:  # the stone in the mover's tray: stone:<index in the design>
        ids = [stone.id for stone in state.layout.design.stones[state.player]]
        names.append(f"{ACT}stone:{ids.index(fx['stone'])}")
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        pass
    return names, None

"""Which cells and controls a Boxilies move concerns (ui.marks), from its effects: the
cell, the stones it captured, and the stone in the mover's tray."""

from ...marks import ACT


def move_marks(state, move: str, fx: dict) -> tuple[list, tuple | None]:
    names = [fx.get("cell")] + list(fx.get("captured") or ())
    try:  # the stone in the mover's tray: stone:<index in the design>
        layout, _free, _cells, _hands, player = state
        ids = [stone.id for stone in layout.design.stones[player]]
        names.append(f"{ACT}stone:{ids.index(fx['stone'])}")
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        pass
    return names, None

"""Which cells and controls a Soulaween move concerns (ui.marks), from its effects."""

from spielkiste.games.soulaween import CARD_MOVES, SoulaweenEffects

from ...marks import ACT
from .narration import names


def move_marks(state: object, move: str, fx: SoulaweenEffects) -> tuple[list, tuple | None]:
    if move in CARD_MOVES:
        return [ACT + "card:" + move], None
    return names(fx.get("put")) + names(fx.get("reaped")), None

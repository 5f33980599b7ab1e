"""Which cells and controls a Soulaween move concerns (ui.marks), from its effects; the
move itself is read by the engine's parser."""

from spielkiste.errors import InvalidMove
from spielkiste.games.soulaween import SoulaweenEffects, parse_move

from ...marks import ACT
from .narration import names


def move_marks(state: object, move: str, fx: SoulaweenEffects) -> tuple[list, tuple | None]:
    try:
        card = parse_move(move).kind == "card"
    except InvalidMove:
        card = False
    if card:
        return [ACT + "card:" + move], None
    return names(fx.get("put")) + names(fx.get("reaped")), None

"""Which cells and controls an İye move concerns (ui.marks), from its effects: the drum's
cells with an arrow from where it stood, and the spirit spent."""

from spielkiste.errors import InvalidMove
from spielkiste.games.iye import KIND_LETTERS, IyeEffects, parse_move

from ...marks import ACT


def move_marks(state: object, move: str, fx: IyeEffects) -> tuple[list, tuple | None]:
    try:
        between = parse_move(move).kind == "next"  # the engine reads the move
    except InvalidMove:
        between = False
    if between or fx.get("kind") == "next":
        return [ACT + "next"], None
    names = [fx.get("to"), fx.get("from")]
    spent = fx.get("spent")
    if spent:
        names.append(f"{ACT}kind:{KIND_LETTERS.index(spent)}")
    arrow = (fx["from"], fx["to"]) if fx.get("from") and fx.get("to") else None
    return names, arrow

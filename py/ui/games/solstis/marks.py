"""Which tiles, places and controls a Solstis move concerns (ui.marks), from its
effects: the tile played or taken, where tiles land in the mover's panorama, the
spirit or block chosen."""

from ...marks import ACT


def move_marks(state: object, move: str, fx: dict) -> tuple[list, tuple | None]:
    player = fx.get("player")
    # where the tiles land: their places in the mover's panorama (the board shows it)
    places = [f"{player}:{t}" for t in fx.get("placed") or () if t != "?"] if player is not None else []
    if move.startswith("x"):  # take a display tile
        return [move[1:]] + places, None
    if move.startswith("r") and len(move) <= 4 and player is not None:  # a rainbow on a place
        return [f"{player}:{move[1:]}"], None
    for prefix in ("deer-", "beetle-"):
        if move.startswith(prefix):
            return [move[len(prefix):]] + places, None
    if move.startswith("s") and len(move) <= 4 and fx.get("kind") == "block":
        return [f"{ACT}block:{move[1:]}"], None
    for prefix, act in (("row-", "row:"), ("keep-", "keep:"), ("cancel-", "cancel:")):
        if move.startswith(prefix):
            return [ACT + act + move[len(prefix):]], None
    if move == "draw":
        return [ACT + "draw"], None
    # a hand tile played: the tile, then what it takes from the display
    return [fx.get("played") or move] + [t for t in fx.get("taken") or () if t != "?"] + places, None

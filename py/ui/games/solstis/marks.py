"""Which tiles, places and controls a Solstis move concerns (ui.marks), from its
effects: the tile played or taken, where tiles land in the mover's panorama, the
spirit or block chosen. The move is read by the engine's parser (solstis_moves)."""

from spielkiste.games.solstis_effects import SolstisEffects
from spielkiste.games.solstis_moves import parse_move
from spielkiste.games.solstis_spirits import BLOCK_NAMES, SPIRITS, TILE_NAMES

from ...marks import ACT

#: the control of a spirit chosen: source (from the row), keep, cancel
SPIRIT_CONTROL = {"source": "row:", "keep": "keep:", "cancel": "cancel:"}


def move_marks(state: object, move: str, fx: SolstisEffects) -> tuple[list, tuple | None]:
    player = fx.get("player")
    parsed = parse_move(move)
    kind = parsed.kind
    # where the tiles land: their places in the mover's panorama (the board shows it)
    places = [f"{player}:{t}" for t in fx.get("placed") or () if t != "?"] if player is not None else []
    if kind in ("take", "deer", "beetle"):  # a display or hand tile into the panorama
        return [TILE_NAMES[parsed.tile]] + places, None
    if kind == "rainbow":  # a rainbow on a place
        return ([f"{player}:{TILE_NAMES[parsed.tile]}"] if player is not None else []), None
    if kind == "block":
        return [f"{ACT}block:{BLOCK_NAMES[parsed.block]}"], None
    if kind == "source" and parsed.spirit < 0:
        return [ACT + "draw"], None
    if kind in SPIRIT_CONTROL:
        return [ACT + SPIRIT_CONTROL[kind] + SPIRITS[parsed.spirit]], None
    # a hand tile played: the tile, then what it takes from the display
    return [fx.get("played") or move] + [t for t in fx.get("taken") or () if t != "?"] + places, None

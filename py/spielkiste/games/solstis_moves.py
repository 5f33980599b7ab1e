"""The Solstis move grammar, read in one place (issue 24): the engine, the board's
move labels and the review's marks all take a move apart with `parse_move`.

A move answers one kind of decision (docs/notation/solstis.md):

    G7            play     a hand tile
    xG7           take     a matching display tile
    rO5           rainbow  a rainbow onto a place of the panorama
    sO4           block    the 2x2 block (named by its lower left place) for a spirit
    draw          source   draw two spirits from the stack
    row-deer      source   take a spirit from the row
    keep-deer     keep     one of the two drawn spirits
    deer-R7       deer     the Deer: a hand tile into the panorama
    beetle-G5     beetle   the Beetle: a face-up display tile into the panorama
    cancel-trout  cancel   the spirit the Evil Beaver cancels

Text outside this grammar is not a Solstis move at all (InvalidMove); a move of the
grammar that does not answer the decision waiting is illegal there (IllegalMove,
raised by the game's `play`). Both are ValueErrors with a sentence a player can read.
"""

from typing import NamedTuple

from ..errors import InvalidMove
from .solstis_spirits import BLOCK_NAMES, SPIRITS, TILE_NAMES

NONE = -1  # a field the move does not have (as EMPTY in the state)


class Move(NamedTuple):
    """A Solstis move taken apart: the decision it answers and its one argument, a
    tile, block or spirit index (solstis_spirits' tables); `draw` has none."""

    kind: str  # play, take, rainbow, block, source, keep, deer, beetle, cancel
    text: str  # the move as written
    tile: int = NONE  # play, take, rainbow (its place), deer, beetle
    block: int = NONE  # block
    spirit: int = NONE  # source from the row, keep, cancel


def _every_move() -> dict[str, Move]:
    moves = {}
    for t, name in enumerate(TILE_NAMES):
        for kind, text in (("play", name), ("take", "x" + name), ("rainbow", "r" + name),
                           ("deer", "deer-" + name), ("beetle", "beetle-" + name)):
            moves[text] = Move(kind, text, tile=t)
    for b, name in enumerate(BLOCK_NAMES):
        moves["s" + name] = Move("block", "s" + name, block=b)
    moves["draw"] = Move("source", "draw")
    for x, name in enumerate(SPIRITS):
        for kind, head in (("source", "row"), ("keep", "keep"), ("cancel", "cancel")):
            moves[f"{head}-{name}"] = Move(kind, f"{head}-{name}", spirit=x)
    return moves


#: every move of the grammar (a few hundred): parsing is one look-up, cheap enough
#: for the playouts, which play every move through `parse_move`
MOVES = _every_move()


def parse_move(text: object) -> Move:
    """The move `text` taken apart; InvalidMove (a ValueError) saying why when it is
    no Solstis move at all, whatever the position."""
    move = MOVES.get(text) if isinstance(text, str) else None
    if move is not None:
        return move
    if not isinstance(text, str):
        raise InvalidMove(f"A Solstis move is a piece of text, not {type(text).__name__}.")
    raise InvalidMove(f"{text[:30]!r} is not a Solstis move: {_hint(text)}")


def _hint(text: str) -> str:
    """What is wrong with `text`, as near to the writer's intent as can be guessed."""
    tiles = "a row letter R O G B P V and its number, R1 to V7"
    head, dash, arg = text.partition("-")
    if dash and head in ("deer", "beetle"):
        return f"{arg[:12]!r} is not a tile ({tiles})."
    if dash and head in ("row", "keep", "cancel"):
        return f"{arg[:12]!r} is not a spirit (one of {', '.join(SPIRITS)})."
    if text[:1] in ("x", "r") and len(text) > 1:
        return f"{text[1:13]!r} is not a tile ({tiles})."
    if text[:1] == "s" and len(text) > 1:
        return f"{text[1:13]!r} is not a 2x2 block (its lower left place, e.g. O4)."
    return ("a tile (G7), x, r or s and a place (xG7, rO5, sO4), draw, or row-, keep-, "
            "cancel- and a spirit, or deer-, beetle- and a tile.")


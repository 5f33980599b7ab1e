"""What a Solstis move did, told from the states before and after it.

A Solstis move may run a whole chain of automatic steps (a capture, a tile turned
up from the pile, a spirit met, the hand refilled, the opponent passing), so its
effects are read off the difference of the two states instead of being traced
through the turn machinery: the playouts stay untouched and every step is
covered, whichever path led to it.

Only what both players see is reported: tiles that end face up (in the display,
a panorama or the discard), spirits held or in the row, counts of hidden things
(spirits drawn, hand sizes). The tiles refilled into a hand and two drawn
spirits still being chosen between never appear. The schema is in
docs/engine-protocol.md ("Effects", Solstis).
"""


from ..protocol import Effects
from .solstis_moves import parse_move
from .solstis_spirits import BLOCK_NAMES, MARMOT, MATCHES, SPIRITS, TILE_NAMES, bits
from .solstis_spirits import face_up as _face_up
from .solstis_spirits import rainbow_supply as _rainbow_supply


class SolstisEffects(Effects):
    """What `Solstis.effects` returns (docs/engine-protocol.md): the common keys and
    these, public facts only; tiles, blocks and spirits by name."""

    played: str | None  # a hand tile played
    match: bool | None  # whether it matched a face-up display tile
    turned_up: str | None  # no match: the pile's tile turned face up
    turned_up_match: bool | None
    to_display: list[str]
    taken: list[str]
    uncovered: list[str]  # display tiles turned face up
    placed: list[str]  # into the mover's panorama
    other_placed: list[str]
    sources: dict[str, str]  # tile -> display, hand, opponent or pile
    discarded: list[str]
    rainbows_taken: int
    rainbow_placed: list[str]
    rainbow_moved_from: list[str]
    rainbow_pending: int
    rainbow_waits: int
    barren: list[str]  # blocks
    spirit_block: list[str]
    spirits_gained: list[str]
    spirits_lost: list[str]
    other_spirits_gained: list[str]
    spirits_drawn: int
    spirit_to_row: list[str]
    spirit_from_row: list[str]
    cancelled: str | None
    passes: list[int]  # the players who passed after the move, in order
    next_decision: str | None
    hand_sizes: tuple[int, int]


def _face_down(state):
    m = 0
    for _, under in state.display:
        if under >= 0:
            m |= 1 << under
    return m


def _names(mask):
    return [TILE_NAMES[t] for t in bits(mask)]


def solstis_effects(before, move, after):
    """Solstis' part of `effects` for the legal `move` from `before` to `after`
    (full states; the result holds public facts only)."""
    kind, p = before.todo[0][0], before.todo[0][1]
    up_b, down_b = _face_up(before), _face_down(before)
    up_a, down_a = _face_up(after), _face_down(after)
    display_b, display_a = up_b | down_b, up_a | down_a
    new_real = [after.real[q] & ~before.real[q] for q in (0, 1)]
    fx = {"kind": kind, "played": None, "match": None, "turned_up": None, "turned_up_match": None}
    if kind == "play":
        played = parse_move(move).tile
        fx["played"] = move
        fx["match"] = bool(MATCHES[played] & up_b)
        if not fx["match"]:
            second = before.pile[0]  # turned face up: public from now on
            fx["turned_up"] = TILE_NAMES[second]
            fx["turned_up_match"] = bool(MATCHES[second] & (up_b | 1 << played))
    fx["to_display"] = _names(up_a & ~display_b)
    fx["taken"] = _names(display_b & ~display_a)
    fx["uncovered"] = _names(down_b & ~down_a)
    fx["placed"] = _names(new_real[p])
    fx["other_placed"] = _names(new_real[1 - p])
    sources = {}
    for q in (0, 1):
        for t in bits(new_real[q] | (after.discard & ~before.discard if q == p else 0)):
            if display_b >> t & 1:
                sources[TILE_NAMES[t]] = "display"
            elif t in before.hands[q]:
                sources[TILE_NAMES[t]] = "hand"
            elif t in before.hands[1 - q]:
                sources[TILE_NAMES[t]] = "opponent"
            else:
                sources[TILE_NAMES[t]] = "pile"
    fx["sources"] = sources
    fx["discarded"] = _names(after.discard & ~before.discard)
    fx["rainbows_taken"] = _rainbow_supply(before) - _rainbow_supply(after)
    fx["rainbow_placed"] = _names(after.rainbows[p] & ~before.rainbows[p])
    fx["rainbow_moved_from"] = _names(before.rainbows[p] & ~after.rainbows[p])
    fx["rainbow_pending"] = sum(1 for t in after.todo if t[0] == "rainbow" and t[1] == p)
    fx["rainbow_waits"] = max(0, after.waiting[p] - before.waiting[p])
    fx["barren"] = [BLOCK_NAMES[b] for b in bits(after.barren[p] & ~before.barren[p])]
    fx["spirit_block"] = [BLOCK_NAMES[b] for b in bits(after.blocks[p] & ~before.blocks[p])]
    gained = [sorted(set(after.spirits[q]) - set(before.spirits[q])) for q in (0, 1)]
    lost = [sorted(set(before.spirits[q]) - set(after.spirits[q])) for q in (0, 1)]
    fx["spirits_gained"] = [SPIRITS[s] for s in gained[p]]
    fx["spirits_lost"] = [SPIRITS[s] for s in lost[p]]
    fx["other_spirits_gained"] = [SPIRITS[s] for s in gained[1 - p]]
    fx["spirits_drawn"] = len(before.stack) - len(after.stack)
    fx["spirit_to_row"] = [SPIRITS[s] for s in sorted(set(after.row) - set(before.row))]
    fx["spirit_from_row"] = [SPIRITS[s] for s in sorted(set(before.row) - set(after.row))]
    fx["cancelled"] = SPIRITS[after.cancelled] if after.cancelled != before.cancelled else None
    fx["passes"] = _passes(before, after, p, gained[p])
    fx["next_decision"] = after.todo[0][0] if after.todo else None
    fx["hand_sizes"] = (len(after.hands[0]), len(after.hands[1]))
    fx["changed"] = [f"{q}:{TILE_NAMES[t]}" for q in (0, 1)
                     for t in bits((after.real[q] ^ before.real[q]) | (after.rainbows[q] ^ before.rainbows[q]))]
    return fx


def _passes(before, after, p, gained):
    """The players who passed after this move, in order. The turn counter counts
    each hand-over; the first one ends the mover's turn, each further one is a
    pass, and the pass that ends the game (the second in a row) hands over nothing."""
    handovers = after.turn - before.turn
    if handovers < 1:
        return []
    count = handovers - 1 + (1 if after.passes == 2 else 0)
    who = p if (before.extra or MARMOT in gained) else 1 - p
    passed = []
    for _ in range(count):
        passed.append(who)
        who = 1 - who
    return passed

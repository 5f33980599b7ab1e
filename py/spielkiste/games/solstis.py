"""Solstis: capture mountain tiles that match the display, build your panorama,
meet spirits on completed 2x2 blocks, light the beacons.

The turn is a queue of steps (`todo`): automatic steps (refill, next turn, the
spirit check, ...) run at once, decisions (play a tile, take a display tile, place
a rainbow, choose a block, a spirit, an effect target, the Beaver's victim) wait for
a move of their player. Keeping the turn as data lets every decision be its own
move, lets a position stop between any two of them, and keeps each rule one small
function. A decision with a single possible answer is taken automatically, except
playing a hand tile, which always starts a turn.

Tables, spirits and scoring live in `solstis_spirits.py`; the notation is in
docs/notation/solstis.md.
"""

import random
from typing import NamedTuple, cast

from ..errors import BadPosition, IllegalMove
from ..protocol import Game, Option
from .solstis_effects import SolstisEffects, solstis_effects
from .solstis_moves import NONE, Move, parse_move
from .solstis_spirits import (
    ALL_TILES,
    BEACONS,
    BEAR,
    BEAVER,
    BEETLE,
    BLOCK_INDEX,
    BLOCK_MASKS,
    BLOCK_NAMES,
    CATEGORIES,
    DEER,
    DRAGONFLY,
    EAGLE,
    MARMOT,
    MATCHES,
    N_TILES,
    RAINBOWS,
    SPIRIT_INDEX,
    SPIRITS,
    SQUIRREL,
    SUMMIT,
    TILE_INDEX,
    TILE_NAMES,
    TROUT,
    bits,
    breakdown,
    complete_blocks,
    face_up,
    neighbours_of,
    popcount,
    rainbow_supply,
    spirit_cells,
)

__all__ = ["GAME", "Solstis", "State", "score_breakdown", "UNKNOWN", "EMPTY", "CATEGORIES",
           "BEACONS", "EDITIONS", "turn_rules"]

HAND = 3
EMPTY = -1  # no tile (an empty display slot, no tile underneath)
UNKNOWN = -2  # a tile or spirit the viewing player may not see

DECISIONS = frozenset({"play", "take", "rainbow", "block", "source", "keep", "deer", "beetle",
                       "cancel"})

# cached move strings
PLAY_MOVE = TILE_NAMES
TAKE_MOVE = tuple("x" + n for n in TILE_NAMES)
RAINBOW_MOVE = tuple("r" + n for n in TILE_NAMES)
BLOCK_MOVE = tuple("s" + n for n in BLOCK_NAMES)
ROW_MOVE = tuple("row-" + s for s in SPIRITS)
KEEP_MOVE = tuple("keep-" + s for s in SPIRITS)
DEER_MOVE = tuple("deer-" + n for n in TILE_NAMES)
BEETLE_MOVE = tuple("beetle-" + n for n in TILE_NAMES)
CANCEL_MOVE = tuple("cancel-" + s for s in SPIRITS)


class State(NamedTuple):
    """A Solstis position. Tiles are ints 0..47 (see solstis_spirits.TILE_NAMES),
    spirits ints 0..14; in a player's view hidden ones are UNKNOWN."""

    seed: int
    beaver: bool  # the Evil Beaver is in the game
    turn: int  # whole turns played (a pass is a turn)
    player: int  # whose turn it is
    extra: bool  # Marmot: the player takes another turn after this one
    passes: int  # consecutive passes since the pile ran out
    cancelled: int  # the spirit the Evil Beaver's victim chooser picked, or EMPTY
    pile: tuple  # top first
    display: tuple  # slots (face-up tile, face-down tile under it), EMPTY where none
    hands: tuple  # (sorted tiles of first, of second)
    real: tuple  # per player: mask of tiles in the panorama
    rainbows: tuple  # per player: mask of places holding a rainbow
    blocks: tuple  # per player: mask of blocks (BLOCK_MASKS index) holding a spirit
    spirits: tuple  # per player: sorted spirits held
    stack: tuple  # face-down spirits, top first
    row: tuple  # face-up spirit row, sorted
    discard: int  # mask of tiles out of the game (real tile under a spirit's rainbow)
    todo: tuple  # steps of the turn, decision at the head: (kind, player, *args)
    published: bool = True  # the published game's rules (issue 26), not the first edition's
    barren: tuple = (0, 0)  # per player: mask of complete blocks that never get a spirit
    waiting: tuple = (0, 0)  # per player: rainbows waiting beside an empty panorama
    #: the "published-scoring" edition: the published scoring (rules 2, 3) without its
    #: turn rules (1, 4), as the release before them played (see EDITIONS)
    scoring_only: bool = False


class _Work:
    """A mutable copy of a State while one move is applied."""

    __slots__ = State._fields

    def __init__(self, s):
        (self.seed, self.beaver, self.turn, self.player, self.extra, self.passes,
         self.cancelled) = s[:7]
        self.pile = s.pile
        self.display = list(s.display)
        self.hands = [s.hands[0], s.hands[1]]
        self.real = list(s.real)
        self.rainbows = list(s.rainbows)
        self.blocks = list(s.blocks)
        self.spirits = [s.spirits[0], s.spirits[1]]
        self.stack = s.stack
        self.row = s.row
        self.discard = s.discard
        self.todo = list(s.todo)
        self.published = s.published
        self.barren = list(s.barren)
        self.waiting = list(s.waiting)
        self.scoring_only = s.scoring_only

    def freeze(self):
        return State(self.seed, self.beaver, self.turn, self.player, self.extra, self.passes,
                     self.cancelled, self.pile, tuple(self.display), tuple(self.hands),
                     tuple(self.real), tuple(self.rainbows), tuple(self.blocks),
                     tuple(self.spirits), self.stack, self.row, self.discard, tuple(self.todo),
                     self.published, tuple(self.barren), tuple(self.waiting), self.scoring_only)


# -- the rules editions (issue 26) -------------------------------------------------
# edition -> (published scoring: the summit fire, the largest area by places (rules 2, 3);
#             published turns: one spirit per turn, the waiting rainbow (rules 1, 4)).
# "first": links without `edition` (before issue 26). "published-scoring": the release
# that had rules 2 and 3 only but already wrote `edition=published`; a link of it whose
# history the four rules refuse is read so (`link_fallbacks`) and says so from then on.
EDITIONS = {"published": (True, True), "first": (False, False), "published-scoring": (True, False)}
#: the edition an `edition=published` link falls back to when its history is illegal
EARLIER_PUBLISHED = "published-scoring"


def edition_flags(edition: str) -> tuple[bool, bool]:
    """(State.published, State.scoring_only) of a rules edition."""
    scoring, turns = EDITIONS[edition]
    return scoring, scoring and not turns


def turn_rules(s) -> bool:
    """Whether the published game's turn rules hold: one spirit per turn on a block
    completed this turn (rule 1), a rainbow waits beside an empty panorama (rule 4)."""
    return s.published and not s.scoring_only


# -- reading a state (State or _Work alike) ----------------------------------------

def can_capture(s, p):
    up = face_up(s)
    return any(h >= 0 and MATCHES[h] & up for h in s.hands[p])


def rainbow_places(s, p):
    """Empty places next to the player's tiles or rainbows. With none, the first
    edition allows any place; in the published game the rainbow waits (no place)."""
    occupied = s.real[p] | s.rainbows[p]
    if not occupied:
        return 0 if turn_rules(s) else ALL_TILES
    return neighbours_of(occupied) & ~occupied


def open_blocks(s, p):
    """Complete 2x2 blocks of the player's panorama that may still meet a spirit:
    no spirit on them yet, and (published game) not barren."""
    closed = s.blocks[p] | s.barren[p]
    return [b for b in complete_blocks(s.real[p] | s.rainbows[p]) if not closed >> b & 1]


def unspirited_mask(s, p):
    """Mask of the player's complete blocks without a spirit."""
    m = 0
    for b in complete_blocks(s.real[p] | s.rainbows[p]):
        m |= 1 << b
    return m & ~s.blocks[p]


def hand_target(s, p):
    return HAND + 1 if BEAR in s.spirits[p] else HAND


def decision_moves(s, task):
    """The move strings answering the decision `task` in state `s`."""
    kind, p = task[0], task[1]
    if kind == "play":
        hand = s.hands[p]
        if s.pile:
            return [PLAY_MOVE[h] for h in hand if h >= 0]
        up = face_up(s)
        return [PLAY_MOVE[h] for h in hand if h >= 0 and MATCHES[h] & up]
    if kind == "take":
        return [TAKE_MOVE[t] for t in bits(face_up(s) & MATCHES[task[2]])]
    if kind == "rainbow":
        return [RAINBOW_MOVE[c] for c in bits(rainbow_places(s, p))]
    if kind == "block":
        return [BLOCK_MOVE[b] for b in open_blocks(s, p)]
    if kind == "source":
        return (["draw"] if s.stack else []) + [ROW_MOVE[x] for x in s.row]
    if kind == "keep":
        return [KEEP_MOVE[x] for x in task[2:] if x >= 0]
    if kind == "deer":
        return [DEER_MOVE[h] for h in s.hands[p] if h >= 0]
    if kind == "beetle":
        return [BEETLE_MOVE[t] for t in bits(face_up(s))]
    if kind == "cancel":
        return [CANCEL_MOVE[x] for x in s.spirits[1 - p] if x != BEAVER]
    return []


def is_legal(s, task, move: Move) -> bool:
    """Whether the parsed `move` answers the decision `task` in `s`
    (`move.text in decision_moves(s, task)`), without building the list for the two
    commonest decisions (playouts spend most of their time here)."""
    kind = task[0]
    if move.kind != kind:
        return False
    if kind == "play":
        t = move.tile
        return t in s.hands[task[1]] and bool(s.pile or MATCHES[t] & face_up(s))
    if kind == "take":
        t = move.tile
        return bool(MATCHES[task[2]] >> t & 1 and face_up(s) >> t & 1)
    return move.text in decision_moves(s, task)


# -- changing a _Work ------------------------------------------------------------

def _remove(tup, item):
    i = tup.index(item)
    return tup[:i] + tup[i + 1:]


def _add_sorted(tup, item):
    return tuple(sorted(tup + (item,)))


def _to_display(w, tile):
    """A tile goes face up into the display: the first empty slot, else a new one."""
    for i, (top, _) in enumerate(w.display):
        if top == EMPTY:
            w.display[i] = (tile, EMPTY)
            return
    w.display.append((tile, EMPTY))


def _from_display(w, tile):
    """Take a face-up tile; the face-down tile under it turns face up."""
    for i, (top, under) in enumerate(w.display):
        if top == tile:
            w.display[i] = (under, EMPTY)
            return
    raise AssertionError("tile not face up in the display")


def _draw(w):
    tile = w.pile[0]
    w.pile = w.pile[1:]
    return tile


def _place(w, p, tile):
    """A real tile goes to its place. Returns the steps that follow: a rainbow on
    that place moves on, unless a spirit lies on it (then the tile is discarded)."""
    bit = 1 << tile
    if w.rainbows[p] & bit:
        if bit & spirit_cells(w.blocks[p]):
            w.discard |= bit
            return []
        w.rainbows[p] &= ~bit
        w.real[p] |= bit
        return [("rainbow", p)]
    w.real[p] |= bit
    return []


def _release_waiting(w, p):
    """Published game: rainbows waiting beside the panorama are placed right after
    the capture that gives it its first tiles."""
    n = w.waiting[p]
    w.waiting[p] = 0
    return [("rainbow", p)] * n


def _gain(w, p, spirit):
    """The player keeps a spirit; immediate effects happen now. Returns the steps
    the effect leaves to decide."""
    w.spirits[p] = _add_sorted(w.spirits[p], spirit)
    if spirit == TROUT:
        return [("rainbow", p)] if rainbow_supply(w) > 0 else []
    if spirit == DEER:
        return [("deer", p)] if w.hands[p] else []
    if spirit == EAGLE:
        return _place(w, p, _draw(w)) if w.pile else []
    if spirit == BEAR:
        if w.pile:
            w.hands[p] = _add_sorted(w.hands[p], _draw(w))
        return []
    if spirit == DRAGONFLY:
        victim = w.hands[1 - p]
        if not victim:
            return []
        stolen = victim[random.Random(f"{w.seed}:{w.turn}:dragonfly").randrange(len(victim))]
        w.hands[1 - p] = _remove(victim, stolen)
        if w.pile:
            w.hands[1 - p] = _add_sorted(w.hands[1 - p], _draw(w))
        return _place(w, p, stolen)
    if spirit == BEETLE:
        return [("beetle", p)] if face_up(w) else []
    if spirit == MARMOT:
        w.extra = True
    return []


def _decide(w, task, move: Move):
    """Apply the answer `move` (known legal) to the decision `task` (already popped)."""
    kind, p = task[0], task[1]
    follow = []
    if kind == "play":
        tile = move.tile
        w.hands[p] = _remove(w.hands[p], tile)
        if MATCHES[tile] & face_up(w):
            follow = [("take", p, tile)] + _place(w, p, tile) + _release_waiting(w, p)
        else:
            _to_display(w, tile)
            second = _draw(w)
            if MATCHES[second] & face_up(w):
                follow = [("take", p, second)] + _place(w, p, second) + _release_waiting(w, p)
            else:
                _to_display(w, second)
                if rainbow_supply(w) > 0:
                    if turn_rules(w) and not w.real[p] | w.rainbows[p]:
                        w.waiting[p] += 1  # no tile to lie next to: it waits
                    else:
                        follow = [("rainbow", p)]
    elif kind == "take":
        tile = move.tile
        _from_display(w, tile)
        follow = _place(w, p, tile)
    elif kind == "rainbow":
        w.rainbows[p] |= 1 << move.tile
    elif kind == "block":
        w.blocks[p] |= 1 << move.block
        follow = [("source", p)]
    elif kind == "source":
        if move.spirit == NONE:  # draw
            drawn, w.stack = w.stack[:2], w.stack[2:]
            if len(drawn) == 2 and BEAVER not in drawn:
                follow = [("keep", p) + drawn]
            else:  # the last spirit, or the Evil Beaver: keep them all
                for spirit in drawn:
                    follow += _gain(w, p, spirit)
        else:
            spirit = move.spirit
            w.row = _remove(w.row, spirit)
            follow = _gain(w, p, spirit)
    elif kind == "keep":
        spirit = move.spirit
        other = task[2] if task[3] == spirit else task[3]
        w.row = _add_sorted(w.row, other)
        follow = _gain(w, p, spirit)
    elif kind == "deer":
        tile = move.tile
        w.hands[p] = _remove(w.hands[p], tile)
        follow = _place(w, p, tile)
    elif kind == "beetle":
        tile = move.tile
        _from_display(w, tile)
        follow = _place(w, p, tile)
    elif kind == "cancel":
        w.cancelled = move.spirit
    w.todo[:0] = follow


# -- the automatic steps -----------------------------------------------------------

def _step_spirit(w, p):
    """A complete 2x2 block without a spirit meets one (once per turn). In the
    published game only a block completed this turn, by the capture or a rainbow:
    the others turn barren at the end of the turn (`_step_next`)."""
    if not open_blocks(w, p) or not (w.stack or w.row):
        return []
    if BEAVER in w.spirits[p]:  # passed on the next time its holder meets a spirit
        w.spirits[p] = _remove(w.spirits[p], BEAVER)
        w.spirits[1 - p] = _add_sorted(w.spirits[1 - p], BEAVER)
    return [("block", p)]


def _step_refill(w, p):
    target = hand_target(w, p)
    hand = w.hands[p]
    while len(hand) < target and w.pile:
        hand += (_draw(w),)
    w.hands[p] = tuple(sorted(hand))
    return []


def _step_next(w, p):
    if turn_rules(w):  # every block still without a spirit now never gets one
        w.barren[p] = unspirited_mask(w, p)
    if w.extra:
        w.extra = False
        nxt = p
    else:
        nxt = 1 - p
    w.turn += 1
    w.player = nxt
    return [("start", nxt)]


def _step_start(w, p):
    if (w.pile and w.hands[p]) or can_capture(w, p):
        w.passes = 0
        return [("play", p), ("spirit", p), ("refill", p), ("next", p)]
    w.passes += 1
    if w.passes < 2:
        return [("next", p)]
    return _end_steps(w)


def _end_steps(w):
    """Neither player can capture: the Evil Beaver's victim, then the Squirrel."""
    steps = []
    for holder in (0, 1):
        held = w.spirits[holder]
        if BEAVER in held and len(held) > 1:
            steps.append(("cancel", 1 - holder))
    for holder in (0, 1):
        if SQUIRREL in w.spirits[holder]:
            steps.append(("squirrel", holder))
    return steps


def _step_squirrel(w, p):
    """End of game: the Squirrel's holder puts their hand tiles into the panorama."""
    if w.cancelled == SQUIRREL:
        return []
    follow = []
    for tile in w.hands[p]:
        follow += _place(w, p, tile)
    w.hands[p] = ()
    return follow


AUTOMATIC = {"spirit": _step_spirit, "refill": _step_refill, "next": _step_next,
             "start": _step_start, "squirrel": _step_squirrel}


def _advance(w):
    """Run automatic steps and one-answer decisions until a real decision waits."""
    todo = w.todo
    while todo:
        task = todo[0]
        step = AUTOMATIC.get(task[0])
        if step is not None:
            del todo[0]
            todo[:0] = step(w, task[1])
            continue
        if task[0] == "play":
            return
        moves = decision_moves(w, task)
        if len(moves) > 1:
            return
        del todo[0]
        if moves:
            _decide(w, task, parse_move(moves[0]))


OPEN_BLOCK = 0.8  # a complete block that still meets a spirit: its point and effect soon
NEAR_BLOCK = 0.25  # three places of four taken, the fourth free: a spirit later, maybe
HALF_SUMMIT = 0.5  # one of V5 / V6 held, the other still to get: the summit fire


def promise(s, p):
    """Points player `p`'s panorama promises beyond its score now. A barren block
    (published game) promises nothing: no spirit is ever met on it."""
    occupied = s.real[p] | s.rainbows[p]
    value = 0.0
    if s.stack or s.row:  # spirits left to meet
        value += OPEN_BLOCK * len(open_blocks(s, p))
        for m in BLOCK_MASKS:
            rest = m & ~occupied
            if rest and not rest & (rest - 1):  # its tile or a rainbow completes it
                value += NEAR_BLOCK
    if s.published:
        held = s.real[p] & SUMMIT
        if held and held != SUMMIT and not SUMMIT & ~held & (s.real[1 - p] | s.discard):
            value += HALF_SUMMIT
    return value


def score_breakdown(state):
    """Per player a dict: group, beacons, spirits, bee, ladybug, wolf, bird, lizard,
    butterfly (each already 0 unless the spirit is held), total, and tiles (the
    tie-break: real tiles in the panorama)."""
    return tuple(breakdown(state.real[p], state.rainbows[p], state.spirits[p], state.cancelled,
                           state.published)
                 for p in (0, 1))


# -- position notation ---------------------------------------------------------------

def _tile_text(t):
    return "?" if t == UNKNOWN else TILE_NAMES[t]


def _list_text(items, names):
    return ",".join("?" if x == UNKNOWN else names[x] for x in items) or "-"


def _mask_text(mask, names=TILE_NAMES):
    return ",".join(names[i] for i in bits(mask)) or "-"


def _slot_text(slot):
    top, under = slot
    if top == EMPTY:
        return "-"
    return _tile_text(top) + ("" if under == EMPTY else "_" + _tile_text(under))


def _task_text(task):
    parts = [task[0], str(task[1])]
    if task[0] == "take":
        parts.append(_tile_text(task[2]))
    elif task[0] == "keep":
        parts += ["?" if x == UNKNOWN else SPIRITS[x] for x in task[2:]]
    return ":".join(parts)


TASK_KINDS = frozenset(DECISIONS | set(AUTOMATIC))

# -- the shapes of the turn queue ------------------------------------------------------
# A stored queue is a state between two moves, so its head is a decision. During a
# turn of `player` the queue is: the decisions still open (`pending`), then what is
# left of the turn's own steps (`tail`, all of them `player`'s; `next` last). Which
# decisions can be open depends on how far the turn is: after the hand tile (take,
# rainbows of real tiles reaching a rainbow's place) or after the spirit step (one
# decision of the spirit: block, source, keep, or its effect). Once both players
# passed (passes = 2) only the end of the game is left: the Evil Beaver's victim
# (cancel), then the Squirrel, whose hand tiles may push out up to four rainbows.
# Nothing else can be reached by play; anything else could leave a player to move
# with no move (a `play` reached in a later step is never checked again) or count
# passes past 2. In the published game the rainbows that waited beside an empty
# panorama follow the capture that ends the wait: a take, then up to all twelve
# rainbows. docs/notation/solstis.md lists the same rules.

TURN_PHASES = (  # (tail, the open decisions allowed before it)
    (("play", "spirit", "refill", "next"), frozenset({()})),
    (("spirit", "refill", "next"), frozenset({("take",), ("take", "rainbow"), ("rainbow",), ("rainbow", "rainbow")})),
    (("refill", "next"), frozenset({("block",), ("source",), ("keep",), ("rainbow",), ("deer",), ("beetle",)})),
)
MAX_END_RAINBOWS = HAND + 1  # one per hand tile of the Squirrel's holder


def _released_rainbows(kinds):
    """A capture's take (or none) and the rainbows that waited for it."""
    rest = kinds[1:] if kinds[:1] == ("take",) else kinds
    return 0 < len(rest) <= RAINBOWS and rest == ("rainbow",) * len(rest)


def queue_problem(s):
    """Why the turn queue, the player and the pass count of `s` are no state play
    can reach (a short reason), or None when they are."""
    todo = s.todo
    kinds = tuple(t[0] for t in todo)
    if todo and todo[0][0] not in DECISIONS:
        return "the turn steps must start with a decision"
    if "next" in kinds:
        if s.passes != 0:
            return "during a turn the pass count is 0 (a player who can play does not pass)"
        if any(t[1] != s.player for t in todo):
            return "during a turn every step belongs to the player whose turn it is"
        for tail, pending in TURN_PHASES:
            if kinds[-len(tail):] == tail and kinds[:-len(tail)] in pending:
                return None
        first_capture = 1 if kinds[:1] == ("take",) else 2  # its tiles placed so far
        if (turn_rules(s) and kinds[-3:] == TURN_PHASES[1][0] and _released_rainbows(kinds[:-3])
                and popcount(s.real[s.player]) == first_capture):
            return None
        return "these turn steps are not the rest of one turn"
    if s.passes != 2:
        return "without a turn in progress the game is at its end, after two passes (passes = 2)"
    if not todo:
        return None
    if kinds in (("cancel",), ("cancel", "squirrel")):
        victim_of = 1 - todo[0][1]
        if BEAVER not in s.spirits[victim_of]:
            return "the Evil Beaver's cancel belongs to the opponent of its holder"
        if len(kinds) == 2 and SQUIRREL not in s.spirits[todo[1][1]]:
            return "the Squirrel step belongs to the Squirrel's holder"
        return None
    if kinds == ("rainbow",) * len(kinds) and len(kinds) <= MAX_END_RAINBOWS:
        holder = todo[0][1]
        if any(t[1] != holder for t in todo) or SQUIRREL not in s.spirits[holder] or s.hands[holder]:
            return "rainbows at the end of the game come from the Squirrel's holder's hand"
        return None
    return "these steps are not the end of the game"


class _Reader:
    """Parses the fields of a position, turning every problem into BadPosition."""

    def tile(self, text, where):
        if text not in TILE_INDEX:
            raise BadPosition(f"{where}: {text[:12]!r} is not a tile (e.g. G7).")
        return TILE_INDEX[text]

    def tiles(self, text, where):
        return [] if text == "-" else [self.tile(x, where) for x in text.split(",")]

    def spirits(self, text, where):
        if text == "-":
            return []
        out = []
        for x in text.split(","):
            if x not in SPIRIT_INDEX:
                raise BadPosition(f"{where}: {x[:12]!r} is not a spirit.")
            out.append(SPIRIT_INDEX[x])
        return out

    def blocks(self, text, where):
        m = 0
        for name in ([] if text == "-" else text.split(",")):
            if name not in BLOCK_INDEX:
                raise BadPosition(f"{where}: {name[:12]!r} is not a block.")
            m |= 1 << BLOCK_INDEX[name]
        return m

    def mask(self, text, where):
        m = 0
        for t in self.tiles(text, where):
            if m >> t & 1:
                raise BadPosition(f"{where}: {TILE_NAMES[t]} is listed twice.")
            m |= 1 << t
        return m

    def number(self, text, where, low, high):
        if not (text.isascii() and text.isdigit() and len(text) <= 6) or not low <= int(text) <= high:
            raise BadPosition(f"{where}: {text[:12]!r} must be a number from {low} to {high}.")
        return int(text)


# -- the game ----------------------------------------------------------------------

def state_problem(s) -> str | None:
    """The first broken invariant of the full state `s`, or None: every tile in exactly
    one place, every spirit accounted for, the turn steps well formed."""
    where = [0] * N_TILES
    places = list(s.pile) + [t for slot in s.display for t in slot if t >= 0]
    places += list(s.hands[0]) + list(s.hands[1])
    places += list(bits(s.real[0])) + list(bits(s.real[1])) + list(bits(s.discard))
    for t in places:
        if not 0 <= t < N_TILES:
            return "unknown tile in a full state"
        where[t] += 1
    if where != [1] * N_TILES:
        return "every mountain tile is in exactly one place"
    for top, under in s.display:
        if top == EMPTY and under != EMPTY:
            return "a face-down tile without a face-up one"
    for p in (0, 1):
        if s.real[p] & s.rainbows[p]:
            return "a tile and a rainbow on one place"
        if len(s.hands[p]) > HAND + 1 or list(s.hands[p]) != sorted(s.hands[p]):
            return "a hand too large or out of order"
        complete = sum(1 << b for b in complete_blocks(s.real[p] | s.rainbows[p]))
        if s.blocks[p] & ~complete:
            return "a spirit on a square that is not complete"
        if s.barren[p] & ~(complete & ~s.blocks[p]):
            return "a barren square is complete and has no spirit"
        if not turn_rules(s) and (s.barren[p] or s.waiting[p]):
            return "barren squares and waiting rainbows belong to the published game's turn rules"
        if s.waiting[p] and (s.real[p] | s.rainbows[p] or set(s.spirits[p]) - {BEAVER}
                             or any(t[1] == p and t[0] in DECISIONS - {"play", "cancel"} for t in s.todo)):
            return "a rainbow waits only beside an empty panorama, until its first capture"
        settled = p != s.player or s.todo[:1] == (("play", p),)  # no turn of p under way
        in_turn = any(t[0] == "next" for t in s.todo)
        if turn_rules(s) and in_turn and settled and s.barren[p] != complete & ~s.blocks[p]:
            return "between turns every complete square without a spirit is barren"
    if not 0 <= rainbow_supply(s) <= RAINBOWS:
        return "more rainbows than the game has"
    spirits = list(s.spirits[0]) + list(s.spirits[1]) + list(s.row) + list(s.stack)
    for t in s.todo:
        if t[0] == "keep":
            spirits += t[2:]
            if BEAVER in t[2:]:
                return "a drawn Evil Beaver is kept at once"
    if sorted(spirits) != list(range(15 if s.beaver else 14)):
        return "spirits accounted"
    if BEAVER in s.row:
        return "the Evil Beaver never lies in the spirit row"
    for t in s.todo:
        if t[0] not in TASK_KINDS or t[1] not in (0, 1):
            return "a turn step of unknown kind or player"
    return queue_problem(s)


class Solstis(Game):
    id = "solstis"
    title = "Solstis"
    #: strong's search iterations per decision: what its 1.5 s buy in the browser's Python
    #: (about the median, docs/ai.md); the strength bench's budget for strong and the page's for
    #: the searching levels below it, which spend their share (spielkiste.ai.levels)
    ai_iterations = 1000
    options = (
        Option("beaver", ("with", "discovery"), "with"),
        Option("first", ("0", "1"), "0"),
        # Old links have no edition and keep the rules they were made with (issue 26);
        # "published-scoring" is what an early `edition=published` link falls back to.
        Option("edition", ("published", "first", EARLIER_PUBLISHED), "published",
               absent="first", offered=("published", "first")),
    )
    hidden_information = True
    max_plies = 1500
    #: the AI levels' settings for Solstis (docs/ai.md, the ladder): luck decides much,
    #: so the steps are small: with an eye of 0.75 beginner beat random 63 % but easy beat
    #: beginner only 56 %; with half an eye 58.5 % and 65 % (100 games: the ladder starts at
    #: beginner, random is the bench's yardstick). No casual or good: too close. Normal
    #: searches 1/8 of strong's: careful to strong is about two steps of 62 % here (1/16:
    #: normal vs careful 59 %, strong vs normal 77 %; 1/4: 69 % and 55 %; 1/8: 62.5 %, 61.7 %)
    ai_tuning = {"beginner_eye": 0.5, "normal_share": 8.0}
    ai_levels = ("beginner", "easy", "careful", "normal", "strong")

    # -- the rules -------------------------------------------------------------
    def initial(self, options, seed):
        rng = random.Random(f"{seed}:deal")
        tiles = list(range(N_TILES))
        rng.shuffle(tiles)
        display = tuple((tiles[6 + i], tiles[i]) for i in range(6))
        hands = (tuple(sorted(tiles[12:15])), tuple(sorted(tiles[15:18])))
        with_beaver = options["beaver"] == "with"
        spirits = list(range(15 if with_beaver else 14))
        random.Random(f"{seed}:spirits").shuffle(spirits)
        first = int(options["first"])
        published, scoring_only = edition_flags(options["edition"])
        state = State(seed, with_beaver, 0, first, False, 0, EMPTY, tuple(tiles[18:]), display,
                      hands, (0, 0), (0, 0), (0, 0), ((), ()), tuple(spirits), (), 0,
                      (("start", first),), published, scoring_only=scoring_only)
        work = _Work(state)
        _advance(work)
        return work.freeze()

    def link_fallbacks(self, options):
        """A link saying `edition=published` may come from the release that had only the
        published scoring (rules 2, 3): read under the four rules first, then so."""
        if options.get("edition") == "published":
            return ({**options, "edition": EARLIER_PUBLISHED},)
        return ()

    def to_move(self, state):
        return state.todo[0][1] if state.todo else None

    def decision(self, state):
        """The kind of decision waiting ('play', 'take', 'rainbow', 'block', 'source',
        'keep', 'deer', 'beetle', 'cancel') or None once over."""
        return state.todo[0][0] if state.todo else None

    def effects(self, state: object, move: str) -> SolstisEffects:
        return cast(SolstisEffects, super().effects(state, move))

    def move_effects(self, state, move, after):
        """Solstis' part of `effects`, public facts only (see solstis_effects.py)."""

        return solstis_effects(state, move, after)

    def legal_moves(self, state):
        if not state.todo:
            return []
        return decision_moves(state, state.todo[0])

    def play(self, state, move):
        """The state after `move`: InvalidMove when it is no Solstis move at all,
        IllegalMove when it does not answer the decision waiting (or the game is over)."""
        parsed = parse_move(move)
        if not state.todo:
            raise IllegalMove("The game is over.")
        task = state.todo[0]
        if not is_legal(state, task, parsed):
            raise IllegalMove(self._why_illegal(state, task, move))
        work = _Work(state)
        del work.todo[0]
        _decide(work, task, parsed)
        _advance(work)
        return work.freeze()

    def outcomes(self, state, move):
        """Every state `move` may lead to: one per tile the Dragonfly may steal when
        the move gains it (the match seed picks the tile, and no player knows the
        seed), in the order the seeds 0, 1, 2, ... first pick them; else the one state
        `play` gives. For the solver (ai/solver.py): a result holds for every pick."""
        after = self.play(state, move)
        thief = next((p for p in (0, 1) if DRAGONFLY in after.spirits[p] and DRAGONFLY not in state.spirits[p]),
                     None)
        if thief is None or len(state.hands[1 - thief]) < 2:
            return [after]
        picks: dict = {}
        for seed in range(64 * len(state.hands[1 - thief])):  # each pick is 1 in n: all seen long before
            picks.setdefault(self.play(state._replace(seed=seed), move)._replace(seed=state.seed), None)
            if len(picks) == len(state.hands[1 - thief]):
                break
        return list(picks)

    def random_move(self, state, rng):
        moves = decision_moves(state, state.todo[0])
        return moves[int(rng.random() * len(moves))]

    @staticmethod
    def _why_illegal(state, task, move):
        text = str(move)[:30]
        asks = {
            "play": "play a tile from your hand (e.g. G7)",
            "take": "choose a matching display tile (e.g. xG7)",
            "rainbow": "place a rainbow next to your tiles (e.g. rO5)",
            "block": "choose the 2x2 block for the spirit (e.g. sO4)",
            "source": "draw two spirits (draw) or take one from the row (e.g. row-deer)",
            "keep": "keep one of the two drawn spirits (e.g. keep-deer)",
            "deer": "put a hand tile into your panorama (e.g. deer-R7)",
            "beetle": "take a face-up display tile (e.g. beetle-G5)",
            "cancel": "choose the spirit the Evil Beaver cancels (e.g. cancel-trout)",
        }
        return f"{text!r} is not possible now: {asks.get(task[0], 'wait')}."

    def winner(self, state):
        if state.todo:
            return None
        a, b = score_breakdown(state)
        key_a, key_b = (a["total"], a["tiles"]), (b["total"], b["tiles"])
        return 0 if key_a > key_b else 1 if key_b > key_a else None

    def scores(self, state):
        a, b = score_breakdown(state)
        return (a["total"], b["total"])

    def score_breakdown(self, state):
        return score_breakdown(state)

    def turn_count(self, state):
        return state.turn

    def evaluate(self, state, player):
        """The score margin; before the end also what each panorama promises
        (`promise`), so a playout cut short is judged by more than the points."""
        a, b = self.scores(state)
        if state.todo:
            a += promise(state, 0)
            b += promise(state, 1)
        diff = (a - b) if player == 0 else (b - a)
        return max(-1.0, min(1.0, diff / 20))

    # -- hidden information ------------------------------------------------------
    def view(self, state, player):
        """What `player` sees: the same State with the opponent's hand, the pile,
        the face-down display tiles, the spirit stack and the opponent's two drawn
        spirits replaced by UNKNOWN (their number stays visible), and the seed set
        to 0."""
        hands = list(state.hands)
        hands[1 - player] = (UNKNOWN,) * len(hands[1 - player])
        display = tuple((top, UNKNOWN if under >= 0 else under) for top, under in state.display)
        todo = tuple((t[0], t[1], UNKNOWN, UNKNOWN) if t[0] == "keep" and t[1] != player else t
                     for t in state.todo)
        # the seed goes too: with it, the whole deal could be worked out again
        return state._replace(seed=0, pile=(UNKNOWN,) * len(state.pile), display=display,
                              hands=tuple(hands), stack=(UNKNOWN,) * len(state.stack), todo=todo)

    def determinize(self, view_state, player, rng):
        """Fill every UNKNOWN with tiles / spirits the player cannot see, at random."""
        s = view_state
        seen = s.real[0] | s.real[1] | s.discard | face_up(s)
        for h in s.hands[player]:
            if h >= 0:
                seen |= 1 << h
        for h in s.hands[1 - player]:
            if h >= 0:
                seen |= 1 << h
        for _, under in s.display:
            if under >= 0:
                seen |= 1 << under
        for t in s.pile:
            if t >= 0:
                seen |= 1 << t
        tiles = [t for t in range(N_TILES) if not seen >> t & 1]
        rng.shuffle(tiles)
        fill = iter(tiles)

        def known(x):
            return next(fill) if x == UNKNOWN else x

        hands = tuple(tuple(sorted(known(h) for h in hand)) for hand in s.hands)
        display = tuple((top, known(under)) for top, under in s.display)
        pile = tuple(known(t) for t in s.pile)
        in_game = set(range(15 if s.beaver else 14))
        seen_spirits = set(s.spirits[0]) | set(s.spirits[1]) | set(s.row) | set(s.stack)
        for t in s.todo:
            if t[0] == "keep":
                seen_spirits.update(t[2:])
        spirits = sorted(in_game - seen_spirits)
        rng.shuffle(spirits)
        more = iter(spirits)

        def known_spirit(x):
            return next(more) if x == UNKNOWN else x

        stack = tuple(known_spirit(x) for x in s.stack)
        todo = tuple((t[0], t[1], known_spirit(t[2]), known_spirit(t[3])) if t[0] == "keep" else t
                     for t in s.todo)
        return s._replace(hands=hands, display=display, pile=pile, stack=stack, todo=todo)

    # -- invariants ------------------------------------------------------------------
    def check(self, state):
        """Raise BadPosition unless `state` keeps every invariant (explicit checks, so
        they hold under `python -O` too)."""
        problem = state_problem(state)
        if problem is not None:
            raise BadPosition(f"The position is not consistent: {problem}.")

    # -- position notation -------------------------------------------------------------
    # 21 fields separated by "|" (see docs/notation/solstis.md):
    # turn|player|extra|passes|cancelled|pile|display|hand0|hand1|
    # real0|rainbows0|blocks0|spirits0|real1|rainbows1|blocks1|spirits1|stack|row|discard|todo

    def position(self, state):
        s = state
        fields = [str(s.turn), str(s.player), "1" if s.extra else "0", str(s.passes),
                  "-" if s.cancelled == EMPTY else SPIRITS[s.cancelled],
                  _list_text(s.pile, TILE_NAMES),
                  ",".join(_slot_text(slot) for slot in s.display),
                  _list_text(s.hands[0], TILE_NAMES), _list_text(s.hands[1], TILE_NAMES)]
        for p in (0, 1):
            rainbows = _mask_text(s.rainbows[p])
            if s.waiting[p]:  # beside an empty panorama (published game)
                rainbows = f"+{s.waiting[p]}"
            blocks = _mask_text(s.blocks[p], BLOCK_NAMES)
            if s.barren[p]:  # complete blocks that never get a spirit (published game)
                blocks += "/" + _mask_text(s.barren[p], BLOCK_NAMES)
            fields += [_mask_text(s.real[p]), rainbows, blocks, _list_text(s.spirits[p], SPIRITS)]
        fields += [_list_text(s.stack, SPIRITS), _list_text(s.row, SPIRITS), _mask_text(s.discard),
                   ",".join(_task_text(t) for t in s.todo) or "-"]
        return "|".join(fields)

    def from_position(self, text, options, seed):
        if "?" in text:
            raise BadPosition("A position to play from cannot hold unknown tiles ('?').")
        f = text.strip().split("|")
        if len(f) != 21:
            raise BadPosition("A Solstis position has 21 fields separated by '|'.")
        r = _Reader()
        turn = r.number(f[0], "turn", 0, 10_000)
        player = r.number(f[1], "player", 0, 1)
        if f[2] not in ("0", "1"):
            raise BadPosition("extra turn: 0 or 1.")
        passes = r.number(f[3], "passes", 0, 2)
        if f[4] != "-" and f[4] not in SPIRIT_INDEX:
            raise BadPosition(f"cancelled: {f[4][:12]!r} is not one spirit (or '-').")
        cancelled = EMPTY if f[4] == "-" else SPIRIT_INDEX[f[4]]
        pile = tuple(r.tiles(f[5], "pile"))
        display = []
        for slot in f[6].split(","):
            if slot == "-":
                display.append((EMPTY, EMPTY))
                continue
            top, _, under = slot.partition("_")
            display.append((r.tile(top, "display"), r.tile(under, "display") if under else EMPTY))
        hands = (tuple(sorted(r.tiles(f[7], "hand 1"))), tuple(sorted(r.tiles(f[8], "hand 2"))))
        real, rainbows, blocks, spirits, barren, waiting = [], [], [], [], [], []
        for p, base in ((0, 9), (1, 13)):
            real.append(r.mask(f[base], f"panorama {p + 1}"))
            if f[base + 1].startswith("+"):
                rainbows.append(0)
                waiting.append(r.number(f[base + 1][1:], f"waiting rainbows {p + 1}", 1, RAINBOWS))
            else:
                rainbows.append(r.mask(f[base + 1], f"rainbows {p + 1}"))
                waiting.append(0)
            spirited, slash, never = f[base + 2].partition("/")
            blocks.append(r.blocks(spirited, f"spirit blocks {p + 1}"))
            barren.append(r.blocks(never, f"barren blocks {p + 1}") if slash else 0)
            spirits.append(tuple(sorted(r.spirits(f[base + 3], f"spirits {p + 1}"))))
        stack = tuple(r.spirits(f[17], "spirit stack"))
        row = tuple(sorted(r.spirits(f[18], "spirit row")))
        discard = r.mask(f[19], "discard")
        todo = []
        if f[20] != "-":
            for item in f[20].split(","):
                parts = item.split(":")
                if parts[0] not in TASK_KINDS or len(parts) < 2 or parts[1] not in ("0", "1"):
                    raise BadPosition(f"turn steps: {item[:20]!r} is not a step.")
                task = (parts[0], int(parts[1]))
                if parts[0] == "take" and len(parts) == 3:
                    task += (r.tile(parts[2], "turn steps"),)
                elif parts[0] == "keep" and len(parts) == 4:
                    task += tuple(r.spirits(",".join(parts[2:]), "turn steps"))
                elif len(parts) != 2 or parts[0] in ("take", "keep"):
                    raise BadPosition(f"turn steps: {item[:20]!r} has the wrong arguments.")
                todo.append(task)
        published, scoring_only = edition_flags(options["edition"])
        state = State(seed, options["beaver"] == "with", turn, player, f[2] == "1", passes,
                      cancelled, pile, tuple(display), hands, tuple(real), tuple(rainbows),
                      tuple(blocks), tuple(spirits), stack, row, discard, tuple(todo),
                      published, tuple(barren), tuple(waiting), scoring_only)
        problem = queue_problem(state)
        if problem is not None:
            raise BadPosition(f"turn steps: {problem}.")
        self.check(state)
        if todo and not self.legal_moves(state):
            raise BadPosition("The position waits for a decision that has no possible answer.")
        return state


GAME = Solstis()

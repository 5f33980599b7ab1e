"""Boxilies: place arrow stones on a board; more arrows on a touching side capture.

Board shape and stone sets are data (`Design`), so the built-in boards and the
designer's boards run through the same rules.

Directions are N, E, S, W (0..3); rank 1 is at the bottom, N points up. A stone's
printed arrows are given N, E, S, W; rotation r turns it r quarter turns clockwise,
so the side facing direction d shows arrows[(d - r) % 4].

Move notation: ``<stone><rotation>-<cell>``, e.g. ``5aE-b2`` places stone 5a turned
so that its printed north side faces east, on b2. Rotation is N (as printed), E, S, W.
Stones of the built-in boards are called 1a..5a (and 2b, 3b, 4b on 4x4); stones of
a custom design are called s1..sN in moves, whatever name the designer gave them,
so user text never enters a move string. Text outside this grammar is no Boxilies move
at all (`parse_move`: InvalidMove); a move of the grammar this board, tray or rotation
rule does not allow is illegal here (IllegalMove, `Boxilies.check_move`).

Custom designs (option ``board=custom`` with ``design=<text>``) travel in the link
as ``<board>~<stones of first>~<stones of second>``:
  board:  6 characters of the base64url alphabet, one per rank from rank 1 up;
          bit f (value 2**f) of a rank's character is file f (a = bit 0);
  stones: comma-separated, each the four arrow counts N E S W as digits, then
          optionally ``:`` and the stone's name as UTF-8 in base64url (no padding).
E.g. ``HHHAAA~1000,1100,1110,2020,2111~1000,1100,1110,2020,2111`` is the 3x3 game.
"""

import base64
import binascii
import re
from dataclasses import dataclass
from operator import itemgetter
from typing import NamedTuple, TypedDict, cast

from ..errors import BadOptions, BadPosition, IllegalMove, InvalidMove
from ..protocol import Effects, Game, Option, expect

DIRS = "NESW"
FILES = "abcdef"
GRID = 6  # designs live inside a 6x6 grid
DELTAS = ((0, 1), (1, 0), (0, -1), (-1, 0))  # (file, rank) steps for N, E, S, W
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

# Limits of a custom design (see `design_problems`)
MIN_CELLS = 2
MAX_STONES = GRID * GRID  # per player
MAX_SIDE = 5  # arrows on one side
MIN_ARROWS, MAX_ARROWS = 1, 5  # arrows on a stone in all: "1 bis 5" in the rule text
MAX_NAME = 20  # characters of a stone's name
MAX_DESIGN_TEXT = 10_000


@dataclass(frozen=True)
class Stone:
    id: str
    arrows: tuple  # N, E, S, W as printed
    name: str = ""

    @property
    def label(self):
        """What the page shows: the designer's name, else the id."""
        return self.name or self.id


@dataclass(frozen=True)
class Design:
    """A board (cells as (file, rank) pairs, 0-based) and each player's stones."""

    cells: tuple
    stones: tuple  # (stones of first, stones of second)


def _stones(spec):
    return tuple(Stone(sid, tuple(arrows)) for sid, arrows in spec)


DEFAULT_STONES = _stones([
    ("1a", (1, 0, 0, 0)), ("2a", (1, 1, 0, 0)), ("3a", (1, 1, 1, 0)),
    ("4a", (2, 0, 2, 0)), ("5a", (2, 1, 1, 1)),
])
# the three extra stones of the 4x4 board (house-made, like the default set)
EXTRA_STONES = _stones([("2b", (1, 0, 1, 0)), ("3b", (2, 1, 0, 0)), ("4b", (1, 1, 1, 1))])


def _rect(files, ranks):
    return tuple((f, r) for r in range(ranks) for f in range(files))


BOARDS = {
    "3x3": Design(_rect(3, 3), (DEFAULT_STONES, DEFAULT_STONES)),
    "2x5": Design(_rect(5, 2), (DEFAULT_STONES, DEFAULT_STONES)),
    "4x4": Design(_rect(4, 4), (DEFAULT_STONES + EXTRA_STONES,) * 2),
}


def cell_name(cell):
    return f"{FILES[cell[0]]}{cell[1] + 1}"


#: a stone of the built-in boards (1a .. 5a, 2b ..) or of a design (s1 .. sN), its
#: rotation and a cell of the 6x6 grid
MOVE_SHAPE = re.compile(r"([1-9][a-z]|s[1-9][0-9]*)([NESW])-([a-f][1-6])")


class Move(NamedTuple):
    """A Boxilies move taken apart (`parse_move`); whether this board has the stone
    and the cell is the position's matter (`Boxilies.check_move`)."""

    text: str  # the move as written
    stone: str  # the stone's id
    rotation: int  # quarter turns clockwise: the index in DIRS
    cell: str  # the cell's name


def parse_move(text: object) -> Move:
    """The move `text` taken apart; InvalidMove saying why when it is no Boxilies move at
    all, on any board."""
    if not isinstance(text, str):
        raise InvalidMove(f"A Boxilies move is a piece of text, not {type(text).__name__}.")
    found = MOVE_SHAPE.fullmatch(text)
    if found is None:
        raise InvalidMove(f"{text[:30]!r} is not a Boxilies move: a stone, its turn N E S W, a dash "
                          "and a cell (e.g. 5aE-b2).")
    return Move(text, found[1], DIRS.index(found[2]), found[3])


# -- custom designs ------------------------------------------------------------

def make_design(cells, first_stones, second_stones):
    """A custom Design from plain data: cells as (file, rank) pairs and, per player,
    a list of (arrows N E S W, name). Stones get the ids s1..sN. Not validated:
    ask `design_problems`."""
    cells = tuple(sorted({(int(f), int(r)) for f, r in cells}, key=lambda c: (c[1], c[0])))
    sets = tuple(
        tuple(Stone(f"s{k + 1}", tuple(int(a) for a in arrows), str(name))
              for k, (arrows, name) in enumerate(spec))
        for spec in (first_stones, second_stones))
    return Design(cells, sets)


def _b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def encode_design(design):
    """The link-safe text of a design (inverse of `decode_design`)."""
    ranks = [0] * GRID
    for f, r in design.cells:
        ranks[r] |= 1 << f
    parts = ["".join(B64[x] for x in ranks)]
    for stones in design.stones:
        items = []
        for s in stones:
            text = "".join(str(a) for a in s.arrows)
            if s.name:
                try:
                    text += ":" + _b64(s.name.encode("utf-8"))
                except UnicodeEncodeError:
                    raise BadOptions(f"The name of stone {s.id} contains characters that cannot be stored.") from None
            items.append(text)
        parts.append(",".join(items))
    return "~".join(parts)


def _decode_name(text, where):
    if not text or any(ch not in B64 for ch in text) or len(text) % 4 == 1:
        raise BadOptions(f"The design's name of {where} is damaged.")
    try:
        name = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise BadOptions(f"The design's name of {where} is damaged.") from None
    if _b64(name.encode("utf-8")) != text:
        raise BadOptions(f"The design's name of {where} is damaged.")
    return name


def decode_design(text):
    """Parse design text into a Design (BadOptions on malformed text). The
    result is not yet checked against the rules: see `design_problems`."""
    if not isinstance(text, str) or not text:
        raise BadOptions("A custom board needs a design: draw one in the Boxilies designer.")
    if len(text) > MAX_DESIGN_TEXT:
        raise BadOptions(f"The design is too long ({len(text)} characters).")
    parts = text.split("~")
    if len(parts) != 3:
        raise BadOptions("A design has three parts separated by '~': board, stones of player 1, stones of player 2.")
    board = parts[0]
    if len(board) != GRID or any(ch not in B64 for ch in board):
        raise BadOptions(f"The design's board part must be {GRID} characters of A-Z a-z 0-9 - _.")
    cells = tuple((f, r) for r, ch in enumerate(board) for f in range(GRID) if B64.index(ch) >> f & 1)
    sets = []
    for p, part in enumerate(parts[1:]):
        stones = []
        items = part.split(",") if part else []
        if len(items) > MAX_STONES:
            raise BadOptions(f"Player {p + 1} has {len(items)} stones; at most {MAX_STONES} are allowed.")
        for k, item in enumerate(items):
            where = f"stone s{k + 1} of player {p + 1}"
            digits, colon, name_text = item.partition(":")
            if len(digits) != 4 or any(ch not in "0123456789" for ch in digits):
                raise BadOptions(f"The design's {where} must start with four arrow counts (N E S W), e.g. 2111.")
            name = _decode_name(name_text, where) if colon else ""
            stones.append(Stone(f"s{k + 1}", tuple(int(ch) for ch in digits), name))
        sets.append(tuple(stones))
    return Design(cells, tuple(sets))


def design_problems(design):
    """Every reason the design cannot be played, as (code, details) pairs; [] if
    it is fine. The page translates the codes; `problem_text` gives English."""
    problems = []
    n = len(design.cells)
    if n < MIN_CELLS:
        problems.append(("few_cells", {"cells": n, "min": MIN_CELLS}))
    for p, stones in enumerate(design.stones):
        if not stones:
            problems.append(("no_stones", {"player": p + 1}))
        if len(stones) > MAX_STONES:
            problems.append(("many_stones", {"player": p + 1, "stones": len(stones), "max": MAX_STONES}))
        for s in stones:
            total = sum(s.arrows)
            if len(s.arrows) != 4 or any(not 0 <= a <= MAX_SIDE for a in s.arrows):
                problems.append(("side", {"player": p + 1, "stone": s.id, "max": MAX_SIDE}))
            elif not MIN_ARROWS <= total <= MAX_ARROWS:
                problems.append(("arrows", {"player": p + 1, "stone": s.id, "arrows": total,
                                            "min": MIN_ARROWS, "max": MAX_ARROWS}))
            if len(s.name) > MAX_NAME:
                problems.append(("name", {"player": p + 1, "stone": s.id, "max": MAX_NAME}))
            try:
                s.name.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate: not text UTF-8 can carry
                problems.append(("name_chars", {"player": p + 1, "stone": s.id}))
    total = sum(len(stones) for stones in design.stones)
    if n >= MIN_CELLS and all(design.stones) and total < n:
        problems.append(("fill", {"cells": n, "stones": total}))
    return problems


PROBLEM_TEXT = {
    "few_cells": "The board needs at least {min} cells; it has {cells}.",
    "no_stones": "Player {player} has no stones; each player needs at least one.",
    "many_stones": "Player {player} has {stones} stones; at most {max} are allowed.",
    "side": "Stone {stone} of player {player}: each side has 0 to {max} arrows.",
    "arrows": "Stone {stone} of player {player} has {arrows} arrows in all; a stone has {min} to {max}.",
    "name": "Stone {stone} of player {player}: the name is longer than {max} characters.",
    "name_chars": "Stone {stone} of player {player}: the name contains characters that cannot be stored.",
    "fill": "The board has {cells} cells but the players have {stones} stones in all, "
            "so it could never fill up.",
}


def problem_text(problem):
    """English text of one (code, details) problem."""
    code, details = problem
    return PROBLEM_TEXT[code].format(**details)


# -- tables per design ----------------------------------------------------------

class Layout:
    """Tables computed once per design: cell names, neighbours, move strings."""

    def __init__(self, design):
        self.design = design
        self.cells = design.cells
        self.names = [cell_name(c) for c in self.cells]
        self.index = {name: i for i, name in enumerate(self.names)}
        where = {c: i for i, c in enumerate(self.cells)}
        self.neighbours = []
        for f, r in self.cells:
            around = []
            for d, (df, dr) in enumerate(DELTAS):
                j = where.get((f + df, r + dr))
                if j is not None:
                    around.append((d, j))
            self.neighbours.append(tuple(around))
        self.neighbours = tuple(self.neighbours)
        # touching[i] = (direction, neighbour, the neighbour's side that faces back)
        self.touching = tuple(tuple((d, j, (d + 2) % 4) for d, j in around) for around in self.neighbours)
        # sides[player][stone][rot] = arrows facing N, E, S, W after rotation
        self.sides = tuple(
            tuple(tuple(tuple(s.arrows[(d - rot) % 4] for d in range(4)) for rot in range(4))
                  for s in stones)
            for stones in design.stones)
        self.stone_index = tuple({s.id: k for k, s in enumerate(stones)} for stones in design.stones)
        self.move_text = tuple(
            tuple(tuple(tuple(f"{s.id}{DIRS[rot]}-{self.names[c]}" for c in range(len(self.cells)))
                        for rot in range(4)) for s in stones)
            for stones in design.stones)
        # move string -> (stone, rotation, cell), per player: the fast path of play
        self.moves = tuple(
            {text: (k, rot, i)
             for k, per_rot in enumerate(texts) for rot, per_cell in enumerate(per_rot)
             for i, text in enumerate(per_cell)}
            for texts in self.move_text)

        self._hash = hash(design)
        self._symmetries = None

    # Equal designs give equal layouts, so equal positions compare equal even
    # when their layouts were built separately (the cache may be emptied).
    def __eq__(self, other):
        return self is other or (isinstance(other, Layout) and self.design == other.design)

    def __hash__(self):
        return self._hash  # the design's hash, kept: every state's hash asks for it

    def symmetries(self, free):
        """({cell: small number}, the board's symmetries under which play is the same
        as (cell order, renumbering) pairs, the identity first). A turn or a
        mirror of the board must map the cells onto themselves and every stone's
        arrows onto arrows it can show: turns need free rotation, mirrors also
        stones whose mirror image is one of their rotations."""
        if self._symmetries is None:
            self._symmetries = {flag: _symmetries(self, flag) for flag in (False, True)}
        return self._symmetries[free]


def _symmetries(layout, free):
    """`Layout.symmetries`: the eight turns and mirrors of the grid, kept where valid,
    and the small numbers that stand for a placed stone (0 = empty)."""
    # what each stone can show: any of its four rotations, or only the printed one
    shows = [frozenset(per_stone if free else per_stone[:1]) for per_player in layout.sides for per_stone in per_player]
    number = {}  # (owner, arrows N E S W) -> its small number; which stone it was does not matter
    for can_show in shows:
        for sides in sorted(can_show):
            for owner in (0, 1):
                number.setdefault((owner, sides), len(number) + 1)
    code_of = {None: 0}
    for p, per_player in enumerate(layout.sides):
        for k, per_stone in enumerate(per_player):
            for rot, sides in enumerate(per_stone):
                for owner in (0, 1):
                    if (owner, sides) in number:
                        code_of[(owner, p, k, rot)] = number[(owner, sides)]
    where = {c: i for i, c in enumerate(layout.cells)}
    out = []
    for mirror in (False, True):
        for turns in range(4):
            def move_cell(f, r, mirror=mirror, turns=turns):
                if mirror:
                    f = -f
                for _ in range(turns):  # a quarter turn clockwise: north becomes east
                    f, r = r, -f
                return f, r

            def move_dir(d, mirror=mirror, turns=turns):
                return ((4 - d) % 4 if mirror else d) + turns & 3

            moved = [move_cell(f, r) for f, r in layout.cells]
            low_f, low_r = min(f for f, _ in moved), min(r for _, r in moved)
            moved = [(f - low_f, r - low_r) for f, r in moved]
            if set(moved) != set(layout.cells):
                continue
            renumber = [0] * (len(number) + 1)
            for can_show in shows:
                turned_set = set()
                for sides in can_show:
                    turned = [0] * 4
                    for d in range(4):
                        turned[move_dir(d)] = sides[d]
                    turned_set.add(tuple(turned))
                    for owner in (0, 1):
                        renumber[number[(owner, sides)]] = number.get((owner, tuple(turned)), 0)
                if turned_set != can_show:  # this stone could not be placed as the image shows it
                    break
            else:
                # the cell now at index j came from index order[j]
                order = [0] * len(moved)
                for i, c in enumerate(moved):
                    order[where[c]] = i
                out.append((itemgetter(*order) if len(order) > 1 else lambda codes: (codes[0],), renumber))
    return code_of, tuple(out)


class State(NamedTuple):
    """A Boxilies position. A NamedTuple: it compares and hashes as the plain 5-tuple it
    was (links, perft fixtures and the AI's tables are unchanged), and the page reads
    its fields by name."""

    layout: "Layout"  # the Layout of the design
    free: bool  # stones may be rotated
    cells: tuple  # per board cell None or (owner, origin player, stone index, rotation)
    hands: tuple  # (unplaced stone indices of first, … of second)
    player: int | None  # to move: 0 or 1, or None once the game is over

_new_state = tuple.__new__
_CACHE_SIZE = 64


class Contact(TypedDict):
    """A stone the placed one touches, and the two sides that met (`BoxiliesEffects`)."""

    cell: str
    direction: str  # from the placed stone: N, E, S or W
    owner: int  # before the move
    stone: str
    mine: int  # arrows on the placed stone's side
    theirs: int  # arrows on the touching side
    captured: bool


class BoxiliesEffects(Effects):
    """What `Boxilies.effects` returns (docs/engine-protocol.md): the common keys and these."""

    stone: str  # its id
    label: str  # what the page shows: the designer's name, else the id
    rotation: str  # N, E, S or W
    cell: str
    sides: dict[str, int]  # arrows facing N, E, S, W as placed
    contacts: list[Contact]
    captured: list[str]


class Boxilies(Game):
    id = "boxilies"
    title = "Boxilies"
    #: strong's search iterations per decision: what its 1.5 s buy in the browser's Python
    #: in the openings (later positions search far faster; docs/ai.md); the strength bench's
    #: budget for strong and the page's for the searching levels below it, which spend
    #: their share (spielkiste.ai.levels)
    ai_iterations = 8000
    options = (
        Option("board", ("3x3", "2x5", "4x4", "custom"), "3x3"),
        Option("design", None, "", max_length=MAX_DESIGN_TEXT, shown_if=(("board", ("custom",)),)),
        Option("rotation", ("free", "fixed"), "free"),
        Option("first", ("0", "1"), "0"),
    )
    max_plies = GRID * GRID  # every move fills a cell
    #: the AI levels' settings for Boxilies (docs/ai.md, the ladder): a beginner with
    #: half an eye beat random 82 % of the time, with 0.35 77 %; easy with every move by the
    #: look beat beginner 81 %, with four in five 68 % (careful beats it 75 %). On this small
    #: board a short search plays well at once and 3x3 is solved: normal with 1/64 of
    #: strong's search beat careful 82.5 %, and good with 1/4 came within 55 % of strong. So
    #: the searching levels search little here: normal 1/256 (70 % against careful), good
    #: 1/16 (70 % against normal; strong beats it 65 %). No casual: easy is one step above
    #: beginner already
    ai_tuning = {"beginner_eye": 0.35, "easy_eye": 0.8, "normal_share": 256.0, "good_share": 16.0}
    ai_levels = ("beginner", "easy", "careful", "normal", "good", "strong")

    def __init__(self):
        self._layouts = {}
        self._designs = {}

    # -- designs -------------------------------------------------------------
    def validate_options(self, options):
        """A custom board needs a playable design; with a built-in board the
        design is dropped (the new-game dialog carries it along when a player
        switches from a custom board back to 3x3), so links stay canonical."""
        if options["board"] != "custom":
            options["design"] = ""
            return
        self.design(options)

    def design(self, options):
        """The Design the options name; BadOptions for a custom design that is
        malformed or breaks a rule of `design_problems`."""
        if options["board"] != "custom":
            return BOARDS[options["board"]]
        text = options["design"]
        design = self._designs.get(text)
        if design is None:
            design = decode_design(text)
            problems = design_problems(design)
            if problems:
                raise BadOptions("This design cannot be played: " + " ".join(problem_text(p) for p in problems))
            if len(self._designs) >= _CACHE_SIZE:
                self._designs.clear()
            self._designs[text] = design
        return design

    def layout(self, options):
        design = self.design(options)
        layout = self._layouts.get(design)
        if layout is None:
            if len(self._layouts) >= _CACHE_SIZE:
                self._layouts.clear()
            layout = self._layouts[design] = Layout(design)
        return layout

    # -- the rules -----------------------------------------------------------
    # Internal state carries its layout and rotation rule so the protocol
    # functions need no options: (layout, free, cells, hands, to_move)

    def initial(self, options, seed):
        layout = self.layout(options)
        hands = tuple(tuple(range(len(s))) for s in layout.design.stones)
        first = int(options["first"])
        return self._settle(layout, options["rotation"] == "free", tuple([None] * len(layout.cells)), hands, first)

    @staticmethod
    def _settle(layout, free, cells, hands, player):
        """The state with `player` to move, or ended if the board is full or they
        have no stone left."""
        if None not in cells or not hands[player]:
            player = None
        return _new_state(State, (layout, free, cells, hands, player))  # State(…) without its call: playouts

    def to_move(self, state):
        return state[4]

    def legal_moves(self, state):
        layout, free, cells, hands, player = state
        if player is None:
            return []
        empty = [i for i, c in enumerate(cells) if c is None]
        texts = layout.move_text[player]
        rots = range(4) if free else (0,)
        return [texts[k][rot][i] for k in hands[player] for rot in rots for i in empty]

    def random_move(self, state, rng):
        """Uniform over legal_moves (stone, rotation and empty cell are independent),
        with one draw from rng."""
        layout, free, cells, hands, player = state
        hand = hands[player]
        empty = [i for i, c in enumerate(cells) if c is None]
        rots = 4 if free else 1
        x = int(rng.random() * (len(hand) * rots * len(empty)))
        x, i = divmod(x, len(empty))
        k, rot = divmod(x, rots)
        return layout.move_text[player][hand[k]][rot][empty[i]]

    def check_move(self, state, move):
        """(stone index, rotation, cell index) of a legal move; InvalidMove for text that
        is no move, IllegalMove saying why for a move this position does not allow."""
        layout, free, cells, hands, player = state
        known = layout.moves[player].get(move) if player is not None and isinstance(move, str) else None
        if known is not None:
            k, rot, i = known
            if k in hands[player] and cells[i] is None and (free or not rot):
                return known
        parsed = parse_move(move)
        if player is None:
            raise IllegalMove("The game is over.")
        sid, rot, cell_name_ = parsed.stone, parsed.rotation, parsed.cell
        k = layout.stone_index[player].get(sid)
        if k is None or k not in hands[player]:
            raise IllegalMove(f"You have no unplaced stone {sid[:10]!r}.")
        if rot and not free:
            raise IllegalMove(f"Rotation {DIRS[rot]} is not allowed here: the stones stay as printed.")
        i = layout.index.get(cell_name_)
        if i is None:
            raise IllegalMove(f"{cell_name_[:10]!r} is not a cell of this board.")
        if cells[i] is not None:
            raise IllegalMove(f"{cell_name_} is not empty.")
        return k, rot, i

    def play(self, state, move):
        layout, free, cells, hands, player = state
        # fast path: a known move string of the player to move, checked in place
        known = layout.moves[player].get(move) if player is not None and isinstance(move, str) else None
        if known is None or cells[known[2]] is not None or known[0] not in hands[player] or (known[1] and not free):
            known = self.check_move(state, move)  # the slow path explains what is wrong
        k, rot, i = known
        cells = list(cells)
        cells[i] = (player, player, k, rot)
        # Only the placed stone captures: each touching opponent stone whose
        # facing side shows strictly fewer arrows turns to the mover. No chains.
        mine = layout.sides[player][k][rot]
        sides = layout.sides
        for d, j, back in layout.touching[i]:
            other = cells[j]
            if other is not None and other[0] != player and mine[d] > sides[other[1]][other[2]][other[3]][back]:
                cells[j] = (player, other[1], other[2], other[3])
        hand = hands[player]
        at = hand.index(k)
        hand = hand[:at] + hand[at + 1:]
        hands = (hand, hands[1]) if player == 0 else (hands[0], hand)
        return self._settle(layout, free, tuple(cells), hands, 1 - player)

    def effects(self, state: object, move: str) -> BoxiliesEffects:
        return cast(BoxiliesEffects, super().effects(state, move))

    def move_effects(self, state, move, after):
        """Boxilies' part of `effects` (docs/engine-protocol.md): the stone placed,
        its rotation and cell, the arrows it shows, every touching stone with the
        two sides compared, and the cells captured."""
        layout, _free, cells, _hands, player = state
        k, rot, i = self.check_move(state, move)
        stone = layout.design.stones[player][k]
        mine = layout.sides[player][k][rot]
        contacts = []
        for d, j, back in layout.touching[i]:
            other = cells[j]
            if other is None:
                continue
            theirs = layout.sides[other[1]][other[2]][other[3]][back]
            contacts.append({"cell": layout.names[j], "direction": DIRS[d], "owner": other[0],
                             "stone": layout.design.stones[other[1]][other[2]].id,
                             "mine": mine[d], "theirs": theirs,
                             "captured": after[2][j][0] != other[0]})
        captured = [layout.names[j] for j in self.captured_by(state, after)]
        return {"kind": "place", "stone": stone.id, "label": stone.label, "rotation": DIRS[rot],
                "cell": layout.names[i], "sides": dict(zip(DIRS, mine, strict=True)),
                "contacts": contacts, "captured": captured,
                "changed": [layout.names[j] for j in range(len(cells)) if cells[j] != after[2][j]]}

    def captured_by(self, before, after):
        """Cell indices whose owner changed by the move from `before` to `after`."""
        return [i for i, (a, b) in enumerate(zip(before[2], after[2], strict=True))
                if a is not None and b is not None and a[0] != b[0]]

    def scores(self, state):
        """Stones on the board each player owns (unplaced stones do not count)."""
        owners = [c[0] for c in state[2] if c is not None]
        return (owners.count(0), owners.count(1))

    def winner(self, state):
        if state[4] is not None:
            return None
        a, b = self.scores(state)
        return 0 if a > b else 1 if b > a else None

    def turn_count(self, state):
        return sum(c is not None for c in state[2])

    def canonical_key(self, state):
        """A small hashable key, equal for positions that play alike: stones by owner
        and the arrows they show, hands, player to move, taken as the least over
        the board's symmetries (`Layout.symmetries`). For the solver's table:
        symmetric positions and stones that look the same are searched once."""
        layout, free, cells, hands, player = state
        code_of, symmetries = layout.symmetries(free)
        codes = tuple(map(code_of.__getitem__, cells))
        best = codes
        if 2 * cells.count(None) < len(cells):
            # past half the board, positions met as mirror images are rare: not worth the look
            return layout, free, best, hands, player
        for order, renumber in symmetries[1:]:
            key = tuple(map(renumber.__getitem__, order(codes)))
            if key < best:
                best = key
        return layout, free, best, hands, player

    def plies_left(self, state):
        """The plies until the game ends, the same in every line: each fills a cell,
        and it ends when the board is full or the player to move has no stone."""
        _layout, _free, cells, hands, player = state
        if player is None:
            return 0
        empty, left, plies = cells.count(None), [len(hands[0]), len(hands[1])], 0
        while empty and left[player]:
            empty, left[player], player, plies = empty - 1, left[player] - 1, 1 - player, plies + 1
        return plies

    def evaluate(self, state, player):
        a, b = self.scores(state)
        mine, theirs = (a, b) if player == 0 else (b, a)
        return (mine - theirs) / max(1, len(state[2]))

    # -- position notation -------------------------------------------------------
    # <cells>|<hand of first>|<hand of second>|<to move>
    #   cells in board order (a1, b1, ..., then rank 2 ...), "-" for empty or
    #   <owner><origin><stone id><rotation>, e.g. 015aE; hands: ids joined by "+"
    #   or "-" when empty; to move: 0, 1 or "-" once over.

    def position(self, state):
        layout, _free, cells, hands, player = state
        design = layout.design
        cell_text = ",".join(
            "-" if c is None else f"{c[0]}{c[1]}{design.stones[c[1]][c[2]].id}{DIRS[c[3]]}" for c in cells)
        hand_text = ["+".join(design.stones[p][k].id for k in hands[p]) or "-" for p in (0, 1)]
        return f"{cell_text}|{hand_text[0]}|{hand_text[1]}|{'-' if player is None else player}"

    def from_position(self, text, options, seed):
        layout = self.layout(options)
        free = options["rotation"] == "free"
        design = layout.design
        parts = text.strip().split("|")
        if len(parts) != 4:
            raise BadPosition("A Boxilies position has four parts separated by '|'.")
        cell_parts = parts[0].split(",")
        if len(cell_parts) != len(layout.cells):
            raise BadPosition(f"This board has {len(layout.cells)} cells, the position gives {len(cell_parts)}.")
        cells, used = [], [set(), set()]
        for name, item in zip(layout.names, cell_parts, strict=True):
            if item == "-":
                cells.append(None)
                continue
            if len(item) < 4 or item[0] not in "01" or item[1] not in "01" or item[-1] not in DIRS:
                raise BadPosition(f"Cell {name}: {item[:20]!r} is not a stone (e.g. 015aE).")
            owner, origin, sid, rot = int(item[0]), int(item[1]), item[2:-1], DIRS.index(item[-1])
            k = layout.stone_index[origin].get(sid)
            if k is None or k in used[origin]:
                raise BadPosition(f"Cell {name}: stone {sid[:10]!r} is unknown or placed twice.")
            if rot and not free:
                raise BadPosition(f"Cell {name}: stones keep their printed orientation in this game.")
            used[origin].add(k)
            cells.append((owner, origin, k, rot))
        hands = []
        for p in (0, 1):
            ids = [] if parts[1 + p] == "-" else parts[1 + p].split("+")
            ks = []
            for sid in ids:
                k = layout.stone_index[p].get(sid)
                if k is None or k in used[p] or k in ks:
                    raise BadPosition(f"Hand {p + 1}: stone {sid[:10]!r} is unknown, placed or listed twice.")
                ks.append(k)
            if len(ks) + len(used[p]) != len(design.stones[p]):
                raise BadPosition(f"Player {p + 1}'s stones are not all accounted for.")
            hands.append(tuple(sorted(ks)))
        if parts[3] not in ("0", "1", "-"):
            raise BadPosition("The player to move must be 0, 1 or '-'.")
        cells, hands = tuple(cells), tuple(hands)
        if parts[3] == "-":
            # over: the board is full, or whoever was to move had no stone left
            if None in cells and all(hands):
                raise BadPosition("The position says the game is over, but it is not.")
            return State(layout, free, cells, hands, None)
        state = self._settle(layout, free, cells, hands, int(parts[3]))
        if state[4] is None:
            raise BadPosition("The position says a player is to move, but the game is over.")
        return state

    def check(self, state):
        layout, free, cells, hands, player = state
        placed = [[], []]
        for c in cells:
            if c is not None:
                placed[c[1]].append(c[2])
                expect(free or c[3] == 0, "a stone turned only where rotation is free")
        for p in (0, 1):
            stones = list(range(len(layout.design.stones[p])))
            expect(sorted(placed[p] + list(hands[p])) == stones, "each stone of a player once, on the board or in hand")
            expect(list(hands[p]) == sorted(hands[p]), "a hand in order")
        a, b = self.scores(state)
        expect(a + b == sum(c is not None for c in cells), "the scores count every stone on the board")
        if player is None:
            expect(None not in cells or not all(hands), "an over game has a full board or an empty hand")
        else:
            expect(hands[player] and None in cells, "the player to move has a stone and a free cell")


GAME = Boxilies()

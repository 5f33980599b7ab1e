"""İye: move the shaman drum over a 5x5 board of nature spirits; the tile it lands
on goes to the opponent; collected tiles buy special moves; majorities score.

A match is played in cycles: the first player to win `cycles` cycles (default 2)
wins. Each cycle deals a fresh board from the seed and starts with empty
collections. When a cycle ends the board stays as it was so the page can show the
score table; the player who starts the next cycle then plays the decision move
``next``, which deals the new board. The cycle results travel in the state, so a
position (and a link) in a later cycle still knows the score table of the earlier
ones.

Cells are a1 .. e5, rank 1 at the bottom; cell index = 5 * rank + file (0-based).
Kinds: 0 Sun (S, 9 tiles), 1 Horse (H, 7), 2 Tree (T, 5), 3 Water (W, 3), 4 Owl
(O, 1); a kind's tile count is also what its majority scores.

Move notation (docs/notation/iye.md):
  ``c5``   natural move: the drum goes 1 or 2 cells orthogonally to c5;
  ``Hd4``  ability move: spend one collected Horse, jump to d4 (likewise S, T, W, O);
  ``next`` start the next cycle (only between cycles).
Text outside this grammar is no İye move at all (`parse_move`: InvalidMove); a move of the
grammar the position does not allow is illegal there (IllegalMove, `Iye.check_move`).
"""

import random
from typing import NamedTuple, TypedDict, cast

from ..errors import BadPosition, IllegalMove, InvalidMove
from ..protocol import Effects, Game, Option

SIZE = 5
CELLS = SIZE * SIZE
FILES = "abcde"
CENTRE = 12  # c3
CORNERS = (0, 4, 20, 24)
EMPTY = -1

KIND_LETTERS = "SHTWO"
SUN, HORSE, TREE, WATER, OWL = range(5)
TOTALS = (9, 7, 5, 3, 1)  # tiles per kind in the game = points for its majority
#: the kinds' names in the engine's own (English) messages; the page's words are the
#: catalogs' `iye.kind_<letter>`
KIND_NAMES = ("Sun", "Horse", "Tree", "Water", "Owl")
NATURAL = 5  # index of the natural move in the reach tables (after the 5 kinds)

#: the 200-turn safety cap, counted over the whole match (house rule)
TURN_CAP = 200
NEXT = "next"

#: how a finished cycle ended: "s" one tile left, scored; "b" the player to move was blocked
SCORED, BLOCKED = "s", "b"


def cell_name(i):
    return f"{FILES[i % SIZE]}{i // SIZE + 1}"


CELL_NAMES = tuple(cell_name(i) for i in range(CELLS))
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}


def _reach_tables():
    """REACH[k][cell]: the cells a move of kind k (or NATURAL) can land on from
    `cell`, ignoring what lies between (every move in İye passes over anything)."""

    def on_board(f, r):
        return 0 <= f < SIZE and 0 <= r < SIZE

    def steps(cell, deltas):
        f, r = cell % SIZE, cell // SIZE
        return tuple(sorted((r + dr) * SIZE + f + df for df, dr in deltas if on_board(f + df, r + dr)))

    orth = ((1, 0), (-1, 0), (0, 1), (0, -1))
    diag = ((1, 1), (1, -1), (-1, 1), (-1, -1))
    knight = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
    natural = tuple((df * n, dr * n) for df, dr in orth for n in (1, 2))
    queen = tuple((df * n, dr * n) for df, dr in orth + diag for n in range(1, SIZE))
    table = [[None] * CELLS for _ in range(6)]
    for c in range(CELLS):
        table[SUN][c] = tuple(x for x in CORNERS if x != c)
        table[HORSE][c] = steps(c, knight)
        table[TREE][c] = steps(c, diag)
        table[WATER][c] = steps(c, queen)
        table[OWL][c] = tuple(x for x in range(CELLS) if x != c)
        table[NATURAL][c] = steps(c, natural)
    return tuple(tuple(row) for row in table)


REACH = _reach_tables()
REACH_SETS = tuple(tuple(frozenset(cells) for cells in row) for row in REACH)
#: MOVE_TEXT[k][cell]: the cached move string (k = kind, or NATURAL for a plain cell name)
MOVE_TEXT = tuple(tuple(f"{KIND_LETTERS[k]}{n}" for n in CELL_NAMES) for k in range(5)) + (CELL_NAMES,)
#: move string -> (kind or NATURAL, target cell)
MOVE_INDEX = {MOVE_TEXT[k][c]: (k, c) for k in range(6) for c in range(CELLS)}


class Move(NamedTuple):
    """An İye move taken apart (`parse_move`)."""

    kind: str  # drum, next
    text: str  # the move as written
    spend: int = NATURAL  # drum: the kind of tile spent (SUN .. OWL), NATURAL for none
    cell: int = EMPTY  # drum: the cell it lands on


def parse_move(text: object) -> Move:
    """The move `text` taken apart; InvalidMove saying why when it is no İye move at all,
    whatever the position."""
    if not isinstance(text, str):
        raise InvalidMove(f"An İye move is a piece of text, not {type(text).__name__}.")
    if text == NEXT:
        return Move("next", text)
    found = MOVE_INDEX.get(text)
    if found is None:
        raise InvalidMove(f"{text[:30]!r} is not an İye move: a cell a1 to e5 (c5), a kind letter "
                          f"{', '.join(KIND_LETTERS)} and a cell (Hd4), or next.")
    return Move("drum", text, *found)


class CycleEnd(TypedDict):
    """The score table of a cycle that a move ended (`IyeEffects.cycle_end`)."""

    cycle: int  # the number of the cycle that ended (1, 2, …)
    how: str  # scored or blocked
    winner: int | None
    blocked: int | None  # the player left without a move
    counts: tuple[str, str]  # each player's tiles, as collection_text writes them
    points: tuple[tuple[int, ...], tuple[int, ...]]  # per kind
    totals: tuple[int, int]
    cycles: tuple[int, int]  # cycles won so far
    match_over: bool


# "from" is a keyword: this part of the effects is spelt as a call
_DrumFrom = TypedDict("_DrumFrom", {"from": str}, total=False)


class IyeEffects(Effects, _DrumFrom, total=False):
    """What `Iye.effects` returns (docs/engine-protocol.md): the common keys, and for a drum
    move `from` and these (`next`: only cycle and starter)."""

    to: str
    path: list[str]  # the cells the drum passed, in order
    tile: str  # the kind letter of the tile taken (it goes to `receiver`)
    receiver: int
    spent: str | None  # the kind letter spent for an ability move
    cycle_end: CycleEnd | None
    cycle: int  # next: the cycle that starts
    starter: int


class IyeState(NamedTuple):
    """One moment of a match.

    board: 25 kinds (0..4) or EMPTY; drum: its cell; colls: 10 counts, first
    player's five kinds then the second's; to_move: 0/1, None once the match is
    over; starter: who started the current cycle; ended: the board's cycle is over
    (its result is the last entry of `history`); turns: drum moves over the whole
    match; history: finished cycles as (starter, how, winner or None, counts of
    first, counts of second); seed and target (cycles to win) make `next` work
    without the options.
    """

    board: tuple
    drum: int
    colls: tuple
    to_move: object
    starter: int
    ended: bool
    turns: int
    history: tuple
    seed: int
    target: int


def _new_state(fields, _new=tuple.__new__):
    """An IyeState from a tuple of its fields, without the keyword machinery (hot path)."""
    return _new(IyeState, fields)


def deal(seed, cycle):
    """The board of cycle number `cycle` (0-based): all 25 tiles shuffled face up."""
    tiles = [k for k in range(5) for _ in range(TOTALS[k])]
    random.Random(f"{seed}:deal:{cycle}").shuffle(tiles)
    return tuple(tiles)


def score_cycle(counts0, counts1):
    """The score table of a cycle: (points per kind of first, of second, total of
    first, total of second, winner or None). The player with more tiles of a kind
    scores its total; a tie (also 0-0) scores nothing."""
    p0 = tuple(t if a > b else 0 for a, b, t in zip(counts0, counts1, TOTALS, strict=True))
    p1 = tuple(t if b > a else 0 for a, b, t in zip(counts0, counts1, TOTALS, strict=True))
    s0, s1 = sum(p0), sum(p1)
    return p0, p1, s0, s1, (0 if s0 > s1 else 1 if s1 > s0 else None)


def next_starter(record):
    """Who starts the cycle after `record`: its loser; after a draw, the player
    who did not start it."""
    starter, _how, winner = record[:3]
    return 1 - starter if winner is None else 1 - winner


def drum_path(kind, start, end):
    """The cells the drum passes between `start` and `end` (neither included), for
    a drawn trail: the cells between on a straight or diagonal line (natural and
    Water moves); [] for a jump (Horse) or a placement (Sun, Owl) and for one step."""
    if kind in (SUN, HORSE, OWL):
        return []
    f0, r0, f1, r1 = start % SIZE, start // SIZE, end % SIZE, end // SIZE
    df, dr = f1 - f0, r1 - r0
    steps = max(abs(df), abs(dr))
    if steps < 2 or (df and dr and abs(df) != abs(dr)):
        return []
    sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    return [(r0 + n * sr) * SIZE + f0 + n * sf for n in range(1, steps)]


def cycle_wins(history):
    wins = [0, 0]
    for record in history:
        if record[2] is not None:
            wins[record[2]] += 1
    return tuple(wins)


def has_move(board, drum, colls, player):
    """Can `player` move the drum at all (the test for a blocked player)?"""
    for t in REACH[NATURAL][drum]:
        if board[t] >= 0:
            return True
    base = 5 * player
    for k in range(5):
        if colls[base + k]:
            for t in REACH[k][drum]:
                if board[t] >= 0:
                    return True
    return False


def collection_text(counts):
    return "".join(KIND_LETTERS[k] * n for k, n in enumerate(counts)) or "-"


class Iye(Game):
    id = "iye"
    title = "İye"
    #: strong's search iterations per decision: what its 1.5 s buy in the browser's Python
    #: (the median, docs/ai.md); the strength bench's budget for strong and the page's for
    #: the searching levels below it, which spend their share (spielkiste.ai.levels)
    ai_iterations = 2000
    options = (
        Option("cycles", ("1", "2", "3"), "2"),
        Option("first", ("0", "1"), "0"),
    )
    # at most TURN_CAP drum moves, plus one `next` between any two cycles
    max_plies = 2 * TURN_CAP
    #: the AI levels' settings for İye (docs/ai.md, the ladder): the look of the board
    #: is worth a lot here, so the lower levels use it less often; normal's short search
    #: lost to careful's one-move look (43 %) unless it keeps to the three best-looking
    #: moves with twice the iterations (80 %); likewise good among 12 moves lost to that
    #: normal (27.5 %), among four it wins 63 % (browser budgets, 40 and 30 games); strong
    #: among 24 moves lost to that good (30 %), among six 55 %, among four it wins 75 % (20 games)
    #: easy beat beginner 87 %: casual between them, with an eye of 0.6 (72 % and 67 %, 100
    #: games); good with 1/3 of strong's search (not 1/4) scored 50 % against normal (20 games).
    #: Normal's share is on a knife edge: 1/8 of strong's search beat careful 80 % but good beat
    #: it only 63 %; 1/10: 71 % and 50 %; 1/13: 65 % and 70 %; 1/20: 25 % and 82 %; 1/14: 64 %
    #: against careful, good 76 % against it (browser budgets, 80 games; good among three
    #: moves in place of four did not help: 53 %)
    ai_tuning = {"beginner_eye": 0.35, "casual_eye": 0.6, "easy_eye": 0.8, "careful_reply": 0.0,
                 "normal_focus": 3.0, "normal_share": 14.0, "good_focus": 4.0, "strong_focus": 4.0}
    ai_levels = ("beginner", "casual", "easy", "careful", "normal", "good", "strong")

    # -- the rules -----------------------------------------------------------
    def initial(self, options, seed):
        first = int(options["first"])
        return IyeState(deal(seed, 0), CENTRE, (0,) * 10, first, first, False, 0, (),
                        seed, int(options["cycles"]))

    def to_move(self, state):
        return state.to_move

    def legal_moves(self, state):
        board, drum, colls, player, _starter, ended = state[:6]
        if player is None:
            return []
        if ended:
            return [NEXT]
        moves = [CELL_NAMES[t] for t in REACH[NATURAL][drum] if board[t] >= 0]
        base = 5 * player
        for k in range(5):
            if colls[base + k]:
                text = MOVE_TEXT[k]
                moves += [text[t] for t in REACH[k][drum] if board[t] >= 0]
        return moves

    def random_move(self, state, rng):
        """A random legal move; random() instead of choice() for playout speed."""
        moves = self.legal_moves(state)
        return moves[int(rng.random() * len(moves))]

    def check_move(self, state, move):
        """(kind or NATURAL, target cell) of a legal drum move; InvalidMove for text that is
        no move, IllegalMove saying why for a move this position does not allow."""
        parsed = parse_move(move)
        player = state.to_move
        if player is None:
            raise IllegalMove("The match is over.")
        if state.ended:
            raise IllegalMove("This cycle is over: the next one starts with 'next'.")
        if parsed.kind == "next":
            raise IllegalMove("'next' starts a new cycle once the current one is over.")
        k, t = parsed.spend, parsed.cell
        if k != NATURAL and not state.colls[5 * player + k]:
            raise IllegalMove(f"You have no {KIND_NAMES[k]} tile to spend.")
        if t not in REACH_SETS[k][state.drum]:
            how = "a natural move" if k == NATURAL else f"a {KIND_NAMES[k]} move"
            raise IllegalMove(f"The drum cannot reach {CELL_NAMES[t]} with {how}.")
        if state.board[t] < 0:
            raise IllegalMove(f"{CELL_NAMES[t]} holds no tile; the drum must land on one.")
        return k, t

    def play(self, state, move):
        if move == NEXT:
            return self._next_cycle(state)
        board, drum, colls, player, starter, ended, turns, history, seed, target = state
        # the fast path checks legality inline; check_move explains a refusal
        found = MOVE_INDEX.get(move) if isinstance(move, str) else None
        if found is None or player is None or ended:
            k, t = self.check_move(state, move)
        else:
            k, t = found
            if (k != NATURAL and not colls[5 * player + k]) or t not in REACH_SETS[k][drum] or board[t] < 0:
                self.check_move(state, move)
        board = list(board)
        gained = board[t]
        board[t] = EMPTY
        colls = list(colls)
        colls[5 * (1 - player) + gained] += 1  # the tile goes to the opponent
        if k != NATURAL:
            colls[5 * player + k] -= 1  # spent: it leaves the game
        board, colls = tuple(board), tuple(colls)
        turns += 1
        if board.count(EMPTY) == CELLS - 1:  # one tile left: score
            winner = score_cycle(colls[:5], colls[5:])[4]
            return self._end_cycle(state, board, t, colls, turns, SCORED, winner)
        if not has_move(board, t, colls, 1 - player):
            return self._end_cycle(state, board, t, colls, turns, BLOCKED, player)
        return _new_state((board, t, colls, 1 - player if turns < TURN_CAP else None, starter, False, turns,
                           history, seed, target))

    @staticmethod
    def _end_cycle(state, board, drum, colls, turns, how, winner):
        record = (state.starter, how, winner, colls[:5], colls[5:])
        history = state.history + (record,)
        match_won = winner is not None and cycle_wins(history)[winner] >= state.target
        if match_won or turns >= TURN_CAP:
            to_move = None
        else:
            to_move = next_starter(record)
        return IyeState(board, drum, colls, to_move, state.starter, True, turns, history,
                        state.seed, state.target)

    def _next_cycle(self, state):
        if state.to_move is None:
            raise IllegalMove("The match is over.")
        if not state.ended:
            raise IllegalMove("'next' starts a new cycle once the current one is over.")
        player = state.to_move
        return IyeState(deal(state.seed, len(state.history)), CENTRE, (0,) * 10, player, player,
                        False, state.turns, state.history, state.seed, state.target)

    def winner(self, state):
        if state.to_move is not None:
            return None
        wins = cycle_wins(state.history)
        for p in (0, 1):
            if wins[p] >= state.target:
                return p
        return None  # the 200-turn cap: a draw

    def scores(self, state):
        """Cycles won by each player."""
        return cycle_wins(state.history)

    def turn_count(self, state):
        return state.turns

    def evaluate(self, state, player):
        wins = cycle_wins(state.history)
        mine, theirs = wins[player], wins[1 - player]
        if state.to_move is None:
            w = self.winner(state)
            return 0.0 if w is None else (1.0 if w == player else -1.0)
        s0, s1 = score_cycle(state.colls[:5], state.colls[5:])[2:4]
        now = (s0 - s1) if player == 0 else (s1 - s0)
        value = 0.6 * (mine - theirs) / state.target
        if not state.ended:
            value += 0.4 * now / sum(TOTALS)
        return max(-1.0, min(1.0, value))

    def effects(self, state: object, move: str) -> IyeEffects:
        return cast(IyeEffects, super().effects(state, move))

    def move_effects(self, state, move, after):
        """İye's part of `effects` (docs/engine-protocol.md): the drum's from, to and
        the cells it passed, the tile taken (it goes to the opponent), the tile
        spent for an ability, and the score table when the move ended the cycle."""
        if move == NEXT:
            changed = [CELL_NAMES[c] for c in range(CELLS)
                       if (state.board[c], c == state.drum) != (after.board[c], c == after.drum)]
            return {"kind": "next", "changed": changed, "cycle": len(after.history), "starter": after.starter}
        k, to = MOVE_INDEX[move]
        player = state.to_move
        fx = {"kind": "drum", "from": CELL_NAMES[state.drum], "to": CELL_NAMES[to],
              "path": [CELL_NAMES[c] for c in drum_path(k, state.drum, to)],
              "tile": KIND_LETTERS[state.board[to]], "receiver": 1 - player,
              "spent": None if k == NATURAL else KIND_LETTERS[k], "cycle_end": None,
              "changed": [CELL_NAMES[c] for c in sorted({state.drum, to})]}
        if after.ended:
            starter, how, winner, c0, c1 = after.history[-1]
            p0, p1, s0, s1, _ = score_cycle(c0, c1)
            fx["cycle_end"] = {
                "cycle": len(after.history),  # the number of the cycle that ended (1, 2, …)
                "how": "scored" if how == SCORED else "blocked",
                "winner": winner,
                "blocked": None if how == SCORED else 1 - player,
                "counts": (collection_text(c0), collection_text(c1)),
                "points": (p0, p1), "totals": (s0, s1),
                "cycles": cycle_wins(after.history),
                "match_over": after.to_move is None,
            }
        return fx

    # -- the public helpers for the page -------------------------------------
    @staticmethod
    def collection(state, player):
        """The five counts (S, H, T, W, O) `player` holds now."""
        return state.colls[5 * player:5 * player + 5]

    @staticmethod
    def spent(state):
        """Tiles of each kind spent in the current cycle (they left the game)."""
        on_board = [0] * 5
        for k in state.board:
            if k >= 0:
                on_board[k] += 1
        c = state.colls
        return tuple(TOTALS[k] - on_board[k] - c[k] - c[5 + k] for k in range(5))

    # -- position notation -----------------------------------------------------
    # <board>|<drum>|<first's tiles>|<second's tiles>|<to move>|<cycle>|<turns>|<finished cycles>
    # See docs/notation/iye.md.

    def position(self, state):
        board = "/".join(
            "".join("." if state.board[r * SIZE + f] < 0 else KIND_LETTERS[state.board[r * SIZE + f]]
                    for f in range(SIZE))
            for r in range(SIZE - 1, -1, -1))
        to_move = "-" if state.to_move is None else str(state.to_move)
        cycle = f"{state.starter}{'e' if state.ended else 'p'}"
        history = ",".join(
            f"{starter}{how}{'d' if winner is None else winner}:{collection_text(c0)}:{collection_text(c1)}"
            for starter, how, winner, c0, c1 in state.history) or "-"
        return "|".join((board, CELL_NAMES[state.drum], collection_text(state.colls[:5]),
                         collection_text(state.colls[5:]), to_move, cycle, str(state.turns), history))

    def from_position(self, text, options, seed):
        target = int(options["cycles"])
        parts = text.strip().split("|")
        if len(parts) != 8:
            raise BadPosition("An İye position has eight parts separated by '|'.")
        board_text, drum_text, c0_text, c1_text, move_text, cycle_text, turns_text, hist_text = parts
        board = _parse_board(board_text)
        drum = CELL_INDEX.get(drum_text)
        if drum is None:
            raise BadPosition(f"The drum must stand on a cell a1..e5, not {drum_text[:10]!r}.")
        colls = _parse_collection(c0_text, "first") + _parse_collection(c1_text, "second")
        if move_text not in ("0", "1", "-"):
            raise BadPosition("The player to move must be 0, 1 or '-'.")
        to_move = None if move_text == "-" else int(move_text)
        if len(cycle_text) != 2 or cycle_text[0] not in "01" or cycle_text[1] not in "pe":
            raise BadPosition("The cycle part is the starter and p (playing) or e (ended), e.g. 0p.")
        starter, ended = int(cycle_text[0]), cycle_text[1] == "e"
        if not (turns_text.isascii() and turns_text.isdigit()) or len(turns_text) > 3 or int(turns_text) > TURN_CAP:
            raise BadPosition(f"The turn count must be a number from 0 to {TURN_CAP}.")
        turns = int(turns_text)
        history = _parse_history(hist_text)
        state = IyeState(board, drum, colls, to_move, starter, ended, turns, history, seed, target)
        _validate(state)
        return state

    def check(self, state):
        _validate(state, AssertionError)


# -- position parsing and validation (shared by from_position and check) ------

def _parse_board(text):
    ranks = text.split("/")
    if len(ranks) != SIZE or any(len(r) != SIZE for r in ranks):
        raise BadPosition("The board is five ranks of five cells (rank 5 first), separated by '/'.")
    board = [EMPTY] * CELLS
    for row, rank in enumerate(ranks):
        r = SIZE - 1 - row
        for f, ch in enumerate(rank):
            if ch == ".":
                continue
            k = KIND_LETTERS.find(ch)
            if k < 0:
                raise BadPosition(f"Cell {cell_name(r * SIZE + f)}: {ch!r} is not a tile (S, H, T, W, O or .).")
            board[r * SIZE + f] = k
    return tuple(board)


def _parse_collection(text, who):
    counts = [0] * 5
    if text == "-":
        return tuple(counts)
    if not text or len(text) > CELLS:
        raise BadPosition(f"The {who} player's tiles must be letters S, H, T, W, O or '-'.")
    for ch in text:
        k = KIND_LETTERS.find(ch)
        if k < 0:
            raise BadPosition(f"The {who} player's tiles: {ch!r} is not a kind (S, H, T, W, O).")
        counts[k] += 1
    return tuple(counts)


def _parse_history(text):
    if text == "-":
        return ()
    items = text.split(",")
    if len(items) > TURN_CAP:
        raise BadPosition("Too many finished cycles.")
    history = []
    for n, item in enumerate(items, 1):
        fields = item.split(":")
        head = fields[0]
        if (len(fields) != 3 or len(head) != 3 or head[0] not in "01" or head[1] not in (SCORED + BLOCKED)
                or head[2] not in "01d"):
            raise BadPosition(f"Finished cycle {n}: {item[:40]!r} is not like 0s1:SSH:HHW.")
        winner = None if head[2] == "d" else int(head[2])
        history.append((int(head[0]), head[1], winner,
                        _parse_collection(fields[1], "first"), _parse_collection(fields[2], "second")))
    return tuple(history)


def _validate(state, error=BadPosition):
    """Raise `error` unless the state could arise in a match (used by from_position
    with BadPosition and by check with AssertionError)."""

    def need(condition, message):
        if not condition:
            raise error(message)

    board, drum, colls = state.board, state.drum, state.colls
    tiles = CELLS - board.count(EMPTY)
    on_board = [board.count(k) for k in range(5)]
    for k in range(5):
        need(on_board[k] + colls[k] + colls[5 + k] <= TOTALS[k],
             f"There are only {TOTALS[k]} {KIND_NAMES[k]} tiles.")
    need(tiles >= 1, "At least one tile stays on the board.")
    need(board[drum] < 0 or tiles == CELLS,
         "The drum stands on a tile only before the first move of a cycle.")
    moves = CELLS - tiles  # drum moves in this cycle: each took one tile off the board
    by_starter, by_other = (moves + 1) // 2, moves // 2
    moves_by = (by_starter, by_other) if state.starter == 0 else (by_other, by_starter)
    need(sum(colls[:5]) <= moves_by[1] and sum(colls[5:]) <= moves_by[0],
         "A player holds more tiles than the opponent's moves gave them.")
    history = state.history
    # the chain of starters and the turn count
    least_turns = moves
    for i, record in enumerate(history):
        starter, how, winner, c0, c1 = record
        for k in range(5):
            need(c0[k] + c1[k] <= TOTALS[k], f"Finished cycle {i + 1} has too many tiles of one kind.")
        if how == SCORED:
            need(winner == score_cycle(c0, c1)[4], f"Finished cycle {i + 1}: its result does not match its scores.")
            least_turns += CELLS - 1
        else:
            need(winner is not None, f"Finished cycle {i + 1}: a blocked player loses, so it has a winner.")
            least_turns += max(1, sum(c0) + sum(c1))
        if i:
            need(starter == next_starter(history[i - 1]),
                 f"Finished cycle {i + 1} was started by the wrong player.")
    if state.ended:
        least_turns -= moves  # the board's cycle is the last record, counted there
    need(state.turns >= least_turns, "The turn count is lower than the moves the position shows.")
    wins = cycle_wins(history)
    if state.ended:
        need(bool(history), "An ended cycle is the last of the finished cycles.")
        last = history[-1]
        need(last[0] == state.starter and last[3] == colls[:5] and last[4] == colls[5:],
             "The ended cycle's record does not match the board.")
        if last[1] == SCORED:
            need(tiles == 1, "A scored cycle ends with one tile on the board.")
        else:
            need(tiles >= 2 and not has_move(board, drum, colls, 1 - last[2]),
                 "The blocked player of the last cycle could still move.")
        earlier = cycle_wins(history[:-1])
    else:
        if history:
            need(state.starter == next_starter(history[-1]), "The current cycle was started by the wrong player.")
        earlier = wins
    need(max(earlier) < state.target, "The match was already won before the last cycle.")
    match_won = max(wins) >= state.target
    if state.to_move is None:
        need(match_won or state.turns >= TURN_CAP, "The position says the match is over when it is not.")
        need(state.ended or state.turns >= TURN_CAP, "The position says the match is over when it is not.")
    else:
        need(not match_won, "The match has been won, so nobody is to move.")
        need(state.turns < TURN_CAP, f"After {TURN_CAP} turns the match is a draw, so nobody is to move.")
        if state.ended:
            need(state.to_move == next_starter(history[-1]), "The wrong player starts the next cycle.")
    if not state.ended:
        need(tiles >= 2, "A cycle with one tile left is over.")
        player = state.starter if moves % 2 == 0 else 1 - state.starter
        if state.to_move is not None:
            need(state.to_move == player, "Players alternate: the other player is to move.")
        need(has_move(board, drum, colls, player), "The player to move is blocked, so the cycle is over.")


GAME = Iye()

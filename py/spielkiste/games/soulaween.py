"""Soulaween: put two-sided soul pieces on a 4x4 mat, flip neighbours, reap chains.

A turn is Put -> Flip -> Reap -> win check -> Cleanup (-> Wuchang's keep/turn).
Most turns are one decision (the put, with a forced reap played inside it); a
turn holds a second decision when several patterns are reapable (the player
chooses) and a third one for Wuchang, who keeps or turns the card afterwards.

The mat is two 16-bit masks, so flipping and pattern tests are a few integer
operations: ``occ`` holds the occupied cells and ``red`` those showing red (a
subset of ``occ``); the green cells are ``occ & ~red``. Cell index =
rank * 4 + file, so a1 = 0, d1 = 3, a2 = 4, d4 = 15.

Move notation (docs/notation/soulaween.md):
    ``b3R`` / ``b3G``       put a red / green piece on b3
    ``reap:a1b1c1d1``       reap the pattern on these four cells (a choice)
    ``keep`` / ``turn``     Wuchang keeps or turns the character card
Text outside this grammar is no Soulaween move at all (`parse_move`: InvalidMove); a move
of the grammar that does not answer the decision waiting is illegal there (IllegalMove,
raised by `play`). Both are ValueErrors with a sentence a player can read.
"""

import random
from dataclasses import dataclass
from typing import NamedTuple, cast

from ..errors import BadOptions, BadPosition, IllegalMove, InvalidMove
from ..protocol import Effects, Game, Option, expect

FILES = "abcd"
CELLS = 16
FULL = (1 << CELLS) - 1
GREEN, RED = 0, 1
SIDE_LETTER = "GR"
CELL_NAMES = tuple(f"{FILES[i % 4]}{i // 4 + 1}" for i in range(CELLS))
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}

# phases of a state
PUT, REAP, CARD, OVER = 0, 1, 2, 3
PHASE_NAMES = ("put", "reap", "card")

# characters
NONE, DEATH, ANUBIS, WUCHANG = "none", "death", "anubis", "wuchang"
CHARACTERS = (DEATH, ANUBIS, WUCHANG)
HEI, BAI = 0, 1  # Wuchang's active side: Hei flips orthogonal, Bai diagonal neighbours
WUCHANG_SIDES = ("hei", "bai")

# Death's token kinds as bits; a plain player's token count is a plain int
CLOTH, SCYTHE, NEEDLE = 1, 2, 4
DEATH_ALL = CLOTH | SCYTHE | NEEDLE
KIND_LETTERS = ((CLOTH, "C"), (SCYTHE, "S"), (NEEDLE, "N"))
WIN_TOKENS = 3
TURN_CAP = 200  # house rule: a draw after 200 whole turns


def _mask(cells):
    m = 0
    for f, r in cells:
        m |= 1 << (r * 4 + f)
    return m


def _on_mat(cells):
    return all(0 <= f < 4 and 0 <= r < 4 for f, r in cells)


def _neighbours(steps):
    return tuple(_mask([(i % 4 + df, i // 4 + dr) for df, dr in steps
                        if 0 <= i % 4 + df < 4 and 0 <= i // 4 + dr < 4]) for i in range(CELLS))


ORTHO = _neighbours(((1, 0), (-1, 0), (0, 1), (0, -1)))
DIAG = _neighbours(((1, 1), (-1, 1), (1, -1), (-1, -1)))


def _lines():
    """The 10 chains: 4 rows, 4 columns, 2 long diagonals."""
    rows = [_mask([(f, r) for f in range(4)]) for r in range(4)]
    cols = [_mask([(f, r) for r in range(4)]) for f in range(4)]
    return tuple(rows + cols + [_mask([(k, k) for k in range(4)]), _mask([(k, 3 - k) for k in range(4)])])


def _squares():
    """Death's cloth: the 9 2x2 squares."""
    return tuple(_mask([(f, r), (f + 1, r), (f, r + 1), (f + 1, r + 1)]) for r in range(3) for f in range(3))


def _diagonal_ls():
    """Death's scythe, house default: three pieces on a diagonal plus one more a
    diagonal step off an end piece, at a right angle (a1 b2 c3 d2), every way round."""
    found = set()
    for df, dr in ((1, 1), (1, -1)):
        for f in range(4):
            for r in range(4):
                bar = [(f + k * df, r + k * dr) for k in range(3)]
                if not _on_mat(bar):
                    continue
                for end in (bar[0], bar[2]):
                    for sign in (1, -1):
                        foot = (end[0] + sign * dr, end[1] - sign * df)  # perpendicular diagonal step
                        if _on_mat([foot]):
                            found.add(_mask(bar + [foot]))
    return tuple(sorted(found))


def _upright_ls():
    """Death's scythe, option "upright": the L tetromino in its 8 orientations."""
    base = [(0, 0), (0, 1), (0, 2), (1, 0)]
    shapes = set()
    for mirror in (1, -1):
        cells = [(mirror * f, r) for f, r in base]
        for _ in range(4):
            cells = [(r, -f) for f, r in cells]
            lo_f, lo_r = min(f for f, _ in cells), min(r for _, r in cells)
            shapes.add(tuple(sorted((f - lo_f, r - lo_r) for f, r in cells)))
    found = set()
    for shape in shapes:
        for f in range(4):
            for r in range(4):
                placed = [(f + a, r + b) for a, b in shape]
                if _on_mat(placed):
                    found.add(_mask(placed))
    return tuple(sorted(found))


LINES = _lines()
SQUARES = _squares()
SCYTHES = {"diagonal": _diagonal_ls(), "upright": _upright_ls()}


def cells_of(mask):
    """Cell indices of a mask, in board order."""
    return [i for i in range(CELLS) if mask >> i & 1]


def mask_text(mask):
    return "".join(CELL_NAMES[i] for i in cells_of(mask))


PUT_MOVES = {f"{CELL_NAMES[i]}{SIDE_LETTER[s]}": (i, s) for i in range(CELLS) for s in (RED, GREEN)}
PUT_TEXT = tuple((f"{CELL_NAMES[i]}G", f"{CELL_NAMES[i]}R") for i in range(CELLS))  # [cell][side]
REAP_PREFIX = "reap:"
CARD_MOVES = ("keep", "turn")


class Move(NamedTuple):
    """A Soulaween move taken apart (`parse_move`)."""

    kind: str  # put, reap, card
    text: str  # the move as written
    cell: int = -1  # put: the cell's index
    side: int = -1  # put: GREEN or RED
    mask: int = 0  # reap: the four cells
    # card: the text says which (keep or turn)


def parse_move(text: object) -> Move:
    """The move `text` taken apart; InvalidMove saying why when it is no Soulaween move
    at all, whatever the position."""
    if not isinstance(text, str):
        raise InvalidMove(f"A Soulaween move is a piece of text, not {type(text).__name__}.")
    put = PUT_MOVES.get(text)
    if put is not None:
        return Move("put", text, cell=put[0], side=put[1])
    if text in CARD_MOVES:
        return Move("card", text)
    if not text.startswith(REAP_PREFIX):
        raise InvalidMove(f"{text[:30]!r} is not a Soulaween move (a put as b3R or b3G, "
                          "a reap as reap:a1b1c1d1, keep or turn).")
    names = text[len(REAP_PREFIX):]
    mask = 0
    for k in range(0, len(names), 2):
        i = CELL_INDEX.get(names[k:k + 2])
        if i is None:
            raise InvalidMove(f"{names[k:k + 2][:10]!r} is not a cell of the mat (a1 to d4).")
        mask |= 1 << i
    if len(names) != 8 or bin(mask).count("1") != 4:
        raise InvalidMove("A reap names four different cells (e.g. reap:a1b1c1d1).")
    return Move("reap", text, mask=mask)


@dataclass(frozen=True)
class Rules:
    """What the options fixed for a game: each player's character and the
    pattern tables that follow from it. Shared by every state of a game."""

    characters: tuple  # (first, second), each none/death/anubis/wuchang
    scythe: str  # diagonal / upright

    def __post_init__(self):
        # patterns[player][death tokens held] = ((mask, kind bit), ...) the player may reap
        tables = []
        for char in self.characters:
            if char == DEATH:
                kinds = ([(m, CLOTH) for m in SQUARES] + [(m, SCYTHE) for m in SCYTHES[self.scythe]]
                         + [(m, NEEDLE) for m in LINES])
                tables.append(tuple(tuple(p for p in kinds if not held & p[1]) for held in range(8)))
            else:
                tables.append((tuple((m, 0) for m in LINES),) * 8)
        object.__setattr__(self, "patterns", tuple(tables))
        anubis = self.characters.index(ANUBIS) if ANUBIS in self.characters else None
        object.__setattr__(self, "anubis", anubis)
        object.__setattr__(self, "wuchang", self.characters.index(WUCHANG) if WUCHANG in self.characters else None)


class State(NamedTuple):
    """A Soulaween position. A NamedTuple: it compares and hashes as the plain 10-tuple it
    was (links, perft fixtures and the AI's tables are unchanged), and the page, the marks
    and the tests read its fields by name instead of by index."""

    rules: Rules  # the characters and their pattern tables, shared by every state of a game
    occ: int  # mask of the occupied cells
    red: int  # mask of the cells showing red (a subset of occ)
    player: int  # the one who decides now (the last to decide once over)
    phase: int  # PUT, REAP, CARD or OVER
    tokens: tuple  # (first, second): a count, or for Death a mask of CLOTH/SCYTHE/NEEDLE
    restrict: int | None  # the side Anubis's opponent must reap next (RED/GREEN), or None
    wside: int  # Wuchang's active side (HEI/BAI); HEI when nobody plays Wuchang
    turns: int  # whole turns played
    winner: int | None  # 0/1 once won; None otherwise (also for the draw at the cap)


_new_state = tuple.__new__  # State(…) without the call of its __new__: playouts build many


def _count(char, tokens):
    return bin(tokens).count("1") if char == DEATH else tokens


def _has_won(char, tokens):
    return tokens == DEATH_ALL if char == DEATH else tokens >= WIN_TOKENS


CHAR_VALUES = ("random", NONE, DEATH, ANUBIS, WUCHANG)
STANDARD_ONLY = (("mode", ("standard",)),)  # the options simple mode ignores

#: cells of the effects: indices 0..15 from `effects`, names once `named_effects` ran (a lesson's)
Cells = list[int] | list[str]


class SoulaweenEffects(Effects):
    """What `Soulaween.effects` returns (docs/engine-protocol.md): the common keys and these."""

    put: Cells  # the cell put on (one), or none
    side: str | None  # "R" or "G": the side put
    flipped: Cells
    reaped: Cells
    cleaned: Cells
    reaped_side: str | None
    token: str | None  # what the reap brought: chain, or Death's cloth, scythe, needle
    choice: list[list[str]]  # the patterns to choose between after this put
    flip_rule: str | None  # orthogonal or diagonal (Wuchang's Bai)
    wuchang: str | None  # a card move: the side Wuchang shows now
    restriction_before: str | None  # the side Anubis' reap forbids, before and after
    restriction: str | None


class Soulaween(Game):
    id = "soulaween"
    title = "Soulaween"
    #: strong's search iterations per decision: what its 1.5 s buy in the browser's Python
    #: (the median, docs/ai.md); the strength bench's budget for strong and the page's for
    #: the searching levels below it, which spend their share (spielkiste.ai.levels)
    ai_iterations = 2000
    options = (
        Option("mode", ("standard", "simple"), "standard"),
        Option("char1", CHAR_VALUES, "random", shown_if=STANDARD_ONLY),
        Option("char2", CHAR_VALUES, "random", shown_if=STANDARD_ONLY),
        Option("wuchang", WUCHANG_SIDES, "hei", shown_if=STANDARD_ONLY),
        Option("scythe", ("diagonal", "upright"), "diagonal", shown_if=STANDARD_ONLY),
        Option("first", ("0", "1"), "0"),
    )
    max_plies = TURN_CAP * 3  # put, reap choice, keep/turn
    #: the AI levels' settings for Soulaween (docs/ai.md, the ladder): the look of the
    #: board and the win check are worth a lot here, so the lower levels use them less
    #: good beat normal 82 % at the browser's budgets, so normal searches a little longer
    #: Its span from random to strong needs every level: easy beat beginner 81 %, with
    #: casual (an eye of 0.3, plus the win check) between them 68 % and 70 % (100 games);
    #: good searches 1/4 of strong's: with strong's solver check of its choice, good at 1/6
    #: fell to 10 % against strong (40 games); at 1/4 strong beats good 80 % (40 games) and good
    #: beats normal 78.75 % (80 games); at 1/3, 70 % and 83 % (60 games each). A level between
    #: good and strong (1/2 or 1/3 of the search) did not separate from either (52.5-65 %)
    ai_tuning = {"beginner_eye": 0.3, "casual_eye": 0.3, "easy_eye": 0.7, "careful_reply": 0.0,
                 "normal_share": 12.0, "good_share": 4.0}

    def __init__(self):
        self._rules = {}

    # -- options ---------------------------------------------------------------
    def validate_options(self, options):
        a, b = options["char1"], options["char2"]
        if options["mode"] == "standard" and a == b and a in CHARACTERS:
            raise BadOptions(f"Both players cannot play the same character ({a}).")

    def characters(self, options, seed):
        """Each player's character: none in simple mode; `random` is dealt from the
        seed, two different characters when both are random."""
        if options["mode"] == "simple":
            return (NONE, NONE)
        chosen = [options["char1"], options["char2"]]
        rng = random.Random(f"{seed}:characters")
        if chosen == ["random", "random"]:
            return tuple(rng.sample(CHARACTERS, 2))
        for p in (0, 1):
            if chosen[p] == "random":
                chosen[p] = rng.choice([c for c in CHARACTERS if c != chosen[1 - p]])
        return tuple(chosen)

    def rules(self, characters, scythe):
        key = (characters, scythe)
        rules = self._rules.get(key)
        if rules is None:
            rules = self._rules[key] = Rules(characters, scythe)
        return rules

    # -- the rules -------------------------------------------------------------
    def initial(self, options, seed):
        rules = self.rules(self.characters(options, seed), options["scythe"])
        tokens = (0, 0)
        wside = BAI if rules.wuchang is not None and options["wuchang"] == "bai" else HEI
        return State(rules, 0, 0, int(options["first"]), PUT, tokens, None, wside, 0, None)

    def to_move(self, state):
        return None if state.phase == OVER else state.player

    def winner(self, state):
        return state.winner

    def scores(self, state):
        rules, tokens = state.rules, state.tokens
        return (_count(rules.characters[0], tokens[0]), _count(rules.characters[1], tokens[1]))

    def turn_count(self, state):
        return state.turns

    def reapable(self, state):
        """Masks of the patterns the deciding player may reap on the mat now."""
        return self._reapable(state.rules, state.occ, state.red, state.player, state.tokens, state.restrict)

    @staticmethod
    def _reapable(rules, occ, red, player, tokens, restrict):
        green = occ & ~red
        held = tokens[player] if rules.characters[player] == DEATH else 0
        if restrict is not None and player == rules.anubis:
            restrict = None  # the restriction binds only Anubis's opponent
        found = []
        for m, _kind in rules.patterns[player][held]:
            if red & m == m:
                if restrict != GREEN:
                    found.append(m)
            elif green & m == m and restrict != RED:
                found.append(m)
        return found

    def legal_moves(self, state):
        phase = state.phase
        if phase == PUT:
            occ = state.occ
            return [t for i in range(CELLS) if not occ >> i & 1 for t in (PUT_TEXT[i][RED], PUT_TEXT[i][GREEN])]
        if phase == REAP:
            return [REAP_PREFIX + mask_text(m) for m in self.reapable(state)]
        if phase == CARD:
            return list(CARD_MOVES)
        return []

    def random_move(self, state, rng):
        if state.phase == PUT:
            occ = state.occ
            rand = rng.random
            while True:  # uniform over the empty cells and both sides
                k = int(rand() * 32)
                if not occ >> (k >> 1) & 1:
                    return PUT_TEXT[k >> 1][k & 1]
        return rng.choice(self.legal_moves(state))

    def play(self, state, move):
        phase = state.phase
        if phase == PUT:
            put = PUT_MOVES.get(move) if isinstance(move, str) else None
            if put is None:
                parse_move(move)  # InvalidMove for text that is no move at all
                raise IllegalMove(f"{move[:30]!r} is not a put (e.g. b3R: a red piece on b3).")
            if state.occ >> put[0] & 1:
                raise IllegalMove(f"{CELL_NAMES[put[0]]} is not empty.")
            return self._put(state, put[0], put[1])[0]
        if phase == REAP:
            return self._reap_choice(state, move)
        if phase == CARD:
            if move not in CARD_MOVES:
                parse_move(move)
                raise IllegalMove("Wuchang decides now: keep or turn the card.")
            return self._next_turn(state._replace(wside=state.wside ^ (move == "turn")))
        parse_move(move)
        raise IllegalMove("The game is over.")

    def _put(self, state, cell, side):
        """Put + Flip, then the forced reap or the reap choice; returns the new
        state and what happened as masks (flipped, reaped, cleaned)."""
        rules, occ, red, player, _, tokens, restrict, wside, turns, _ = state
        bit = 1 << cell
        occ |= bit
        red = red | bit if side else red & ~bit
        around = DIAG if (wside == BAI and player == rules.wuchang) else ORTHO
        flipped = around[cell] & occ
        red ^= flipped
        found = self._reapable(rules, occ, red, player, tokens, restrict)
        if len(found) > 1:
            return _new_state(State, (rules, occ, red, player, REAP, tokens, restrict, wside, turns, None)), flipped, 0, 0
        if found:
            after = self._apply_reap(rules, occ, red, player, tokens, restrict, wside, turns, found[0])
            return after, flipped, found[0], 0
        cleaned = 0
        if occ == FULL:  # Cleanup: every piece showing the side just put leaves the mat
            cleaned = red if side == RED else occ & ~red
            occ &= ~cleaned
            red &= occ
        return self._end_turn(rules, occ, red, player, tokens, restrict, wside, turns), flipped, 0, cleaned

    def _reap_choice(self, state, move):
        parsed = parse_move(move)
        if parsed.kind != "reap":
            raise IllegalMove("Choose the pattern to reap (e.g. reap:a1b1c1d1).")
        mask = parsed.mask
        if mask not in self.reapable(state):
            raise IllegalMove(f"{mask_text(mask)} is not a pattern you may reap now.")
        rules, occ, red, player, _, tokens, restrict, wside, turns, _ = state
        return self._apply_reap(rules, occ, red, player, tokens, restrict, wside, turns, mask)

    def _apply_reap(self, rules, occ, red, player, tokens, restrict, wside, turns, mask):
        """Reap, take the token, set or lift the Anubis restriction, win check;
        no cleanup after a reap (the mat has four empty cells)."""
        side = RED if red & mask else GREEN
        occ &= ~mask
        red &= ~mask
        char = rules.characters[player]
        if char == DEATH:
            kind = next(k for m, k in rules.patterns[player][tokens[player]] if m == mask)
            mine = tokens[player] | kind
        else:
            mine = tokens[player] + 1
        tokens = (mine, tokens[1]) if player == 0 else (tokens[0], mine)
        if char == ANUBIS:
            restrict = side
        elif rules.anubis is not None:
            restrict = None  # the opponent reaped: the restriction is over
        if _has_won(char, mine):
            return _new_state(State, (rules, occ, red, player, OVER, tokens, restrict, wside, turns + 1, player))
        return self._end_turn(rules, occ, red, player, tokens, restrict, wside, turns)

    def _end_turn(self, rules, occ, red, player, tokens, restrict, wside, turns):
        turns += 1
        if turns >= TURN_CAP:  # the house cap: a draw (player 0 keeps the state canonical)
            return _new_state(State, (rules, occ, red, 0, OVER, tokens, restrict, wside, turns, None))
        if player == rules.wuchang:
            return _new_state(State, (rules, occ, red, player, CARD, tokens, restrict, wside, turns, None))
        return _new_state(State, (rules, occ, red, 1 - player, PUT, tokens, restrict, wside, turns, None))

    @staticmethod
    def _next_turn(state):
        return state._replace(player=1 - state.player, phase=PUT)

    def effects(self, state: object, move: str) -> SoulaweenEffects:
        return cast(SoulaweenEffects, super().effects(state, move))

    def named_effects(self, fx):
        """The cells of put, flipped, reaped and cleaned by name (they are board indices)."""
        fx = dict(fx)
        for key in ("put", "flipped", "reaped", "cleaned"):
            fx[key] = [CELL_NAMES[c] for c in fx[key]]
        return fx

    def move_effects(self, state, move, after):
        """Soulaween's part of `effects` (docs/engine-protocol.md): the cells put,
        flipped, reaped and cleaned as cell indices (0..15, what the board draws),
        plus the side put, the token won, the Anubis restriction and Wuchang's card."""
        rules, player, phase = state.rules, state.player, state.phase
        fx = {"put": [], "side": None, "flipped": [], "reaped": [], "cleaned": [], "reaped_side": None,
              "token": None, "choice": [], "flip_rule": None, "wuchang": None,
              "restriction_before": _side_text(state.restrict), "restriction": _side_text(after.restrict)}
        reaped, red = 0, state.red
        if phase == PUT:
            cell, side = PUT_MOVES[move]
            _, flipped, reaped, cleaned = self._put(state, cell, side)
            red = (red | 1 << cell if side == RED else red & ~(1 << cell)) ^ flipped  # the mat before the reap
            diagonal = state.wside == BAI and player == rules.wuchang
            fx.update(kind="put", put=[cell], side=SIDE_LETTER[side], flipped=cells_of(flipped),
                      cleaned=cells_of(cleaned), flip_rule="diagonal" if diagonal else "orthogonal")
            if after.phase == REAP:
                fx["choice"] = [[CELL_NAMES[c] for c in cells_of(m)] for m in self.reapable(after)]
        elif phase == REAP:
            fx["kind"] = "reap"
            reaped = state.occ & ~after.occ
        else:
            fx.update(kind="card", wuchang=WUCHANG_SIDES[after.wside])
        if reaped:
            fx.update(reaped=cells_of(reaped), reaped_side=SIDE_LETTER[RED if red & reaped else GREEN],
                      token=self.pattern_kind(state, reaped))
        occ0, red0, occ1, red1 = state.occ, state.red, after.occ, after.red
        fx["changed"] = [CELL_NAMES[i] for i in range(CELLS)
                         if (occ0 >> i & 1, red0 >> i & 1) != (occ1 >> i & 1, red1 >> i & 1)]
        return fx

    def pattern_kind(self, state, mask):
        """What reaping `mask` brings the deciding player: Death's cloth, scythe or
        needle, or "chain" for everyone else (for the board's labels)."""
        if state.rules.characters[state.player] != DEATH:
            return "chain"
        if mask in SQUARES:
            return "cloth"
        return "needle" if mask in LINES else "scythe"

    def evaluate(self, state, player):
        a, b = self.scores(state)
        mine, theirs = (a, b) if player == 0 else (b, a)
        return (mine - theirs) / WIN_TOKENS

    # -- position notation -------------------------------------------------------
    # <mat>|<who and phase>|<first>|<second>|<anubis>|<wuchang>|<turns>
    #   mat: ranks 4 down to 1, files a..d, R / G / - per cell, ranks joined by "/"
    #   who and phase: 0put, 1reap, 0card, ... ; 0won / 1won / draw once over
    #   first, second: <character>:<tokens>, tokens a count (0-3), for Death the
    #     kinds held from C, S, N (cloth, scythe, needle) or "-"
    #   anubis: the side Anubis's opponent must reap next, R / G, or "-"
    #   wuchang: hei / bai, "-" when nobody plays Wuchang
    #   turns: whole turns played

    def position(self, state):
        rules, occ, red, player, phase, tokens, restrict, wside, turns, winner = state
        ranks = []
        for r in range(3, -1, -1):
            ranks.append("".join("-" if not occ >> (r * 4 + f) & 1 else "R" if red >> (r * 4 + f) & 1 else "G"
                                 for f in range(4)))
        if phase == OVER:
            who = "draw" if winner is None else f"{winner}won"
        else:
            who = f"{player}{PHASE_NAMES[phase]}"
        players = [f"{c}:{_token_text(c, t)}" for c, t in zip(rules.characters, tokens, strict=True)]
        anubis = "-" if restrict is None else SIDE_LETTER[restrict]
        wuchang = "-" if rules.wuchang is None else WUCHANG_SIDES[wside]
        return "|".join(["/".join(ranks), who] + players + [anubis, wuchang, str(turns)])

    def from_position(self, text, options, seed):
        if not isinstance(text, str):
            raise BadPosition("A position is a piece of text.")
        parts = text.strip().split("|")
        if len(parts) != 7:
            raise BadPosition("A Soulaween position has seven parts separated by '|' "
                              "(mat|who|first|second|anubis|wuchang|turns).")
        occ, red = _parse_mat(parts[0])
        characters, tokens = zip(*(_parse_player(p + 1, parts[2 + p]) for p in (0, 1)), strict=True)
        _check_characters(characters, options)
        rules = self.rules(tuple(characters), options["scythe"])
        if parts[4] not in ("-", "R", "G"):
            raise BadPosition("The Anubis restriction must be R, G or '-'.")
        restrict = None if parts[4] == "-" else SIDE_LETTER.index(parts[4])
        if restrict is not None and rules.anubis is None:
            raise BadPosition("There is an Anubis restriction but nobody plays Anubis.")
        if (parts[5] == "-") != (rules.wuchang is None) or parts[5] not in ("-",) + WUCHANG_SIDES:
            raise BadPosition("Wuchang's side must be hei or bai when someone plays Wuchang, else '-'.")
        wside = BAI if parts[5] == "bai" else HEI
        if not (parts[6].isascii() and parts[6].isdigit()) or len(parts[6]) > 3 or int(parts[6]) > TURN_CAP:
            raise BadPosition(f"The turn count must be a whole number from 0 to {TURN_CAP}.")
        turns = int(parts[6])
        player, phase, winner = _parse_who(parts[1])
        won = [_has_won(c, t) for c, t in zip(characters, tokens, strict=True)]
        if phase == OVER:
            if winner is None and (any(won) or turns < TURN_CAP):
                raise BadPosition("A draw needs 200 turns and no winner.")
            if winner is not None and not won[winner]:
                raise BadPosition(f"Player {winner + 1} has not won by these tokens.")
            if winner is not None and won[1 - winner]:
                raise BadPosition("Only one player can have won.")
            player = 0 if winner is None else winner
        elif any(won) or turns >= TURN_CAP:
            raise BadPosition("This game is over; the position must say who won (0won/1won) or draw.")
        state = State(rules, occ, red, player, phase, tokens, restrict, wside, turns, winner)
        if phase in (PUT, CARD) and occ == FULL:  # Wuchang's card comes after the cleanup
            raise BadPosition("A turn cannot start or end on a full mat (the cleanup empties part of it).")
        if phase == REAP and len(self.reapable(state)) < 2:
            raise BadPosition("A reap choice needs at least two patterns the player may reap.")
        if phase == CARD and player != rules.wuchang:
            raise BadPosition("Only Wuchang decides to keep or turn the card.")
        return state

    def check(self, state):
        rules, occ, red, player, phase, tokens, restrict, wside, turns, winner = state
        expect(0 <= occ <= FULL and red & ~occ == 0, "the mat's red pieces lie on occupied cells")
        expect(player in (0, 1) and phase in (PUT, REAP, CARD, OVER), "a player 0 or 1 and a known phase")
        expect(0 <= turns <= TURN_CAP, "the turn count within the 200-turn cap")
        for char, t in zip(rules.characters, tokens, strict=True):
            expect(0 <= t <= (DEATH_ALL if char == DEATH else WIN_TOKENS), "tokens within what wins")
        if phase in (PUT, CARD):
            expect(occ != FULL, "a full mat after the cleanup")
        if phase == REAP:
            expect(len(self.reapable(state)) >= 2, "a reap choice between at least two patterns")
        if phase == CARD:
            expect(player == rules.wuchang, "only Wuchang decides on the card")
        expect(restrict is None or rules.anubis is not None, "a put restriction only with Anubis in play")
        expect(wside == HEI or rules.wuchang is not None, "a card side only with Wuchang in play")
        won = [_has_won(c, t) for c, t in zip(rules.characters, tokens, strict=True)]
        if phase == OVER:
            capped_draw = winner is None and turns == TURN_CAP and not any(won)
            expect(capped_draw or winner is not None and won[winner], "an over game is a capped draw or won by its winner")
        else:
            expect(winner is None and not any(won) and turns < TURN_CAP, "a running game has no winner yet")
        self.from_position(self.position(state), {"scythe": rules.scythe, "mode": "standard",
                                                  "char1": "random", "char2": "random"}, 0)


def _side_text(side):
    return None if side is None else SIDE_LETTER[side]


def _token_text(char, tokens):
    if char != DEATH:
        return str(tokens)
    return "".join(letter for bit, letter in KIND_LETTERS if tokens & bit) or "-"


def _parse_mat(text):
    ranks = text.split("/")
    if len(ranks) != 4 or any(len(r) != 4 for r in ranks):
        raise BadPosition("The mat is four ranks of four cells (R, G or -), rank 4 first, joined by '/'.")
    occ = red = 0
    for k, rank in enumerate(ranks):
        for f, ch in enumerate(rank):
            bit = 1 << ((3 - k) * 4 + f)
            if ch not in "RG-":
                raise BadPosition(f"{ch[:5]!r} is not a cell (R, G or -).")
            if ch != "-":
                occ |= bit
                red |= bit if ch == "R" else 0
    return occ, red


def _parse_player(number, text):
    char, colon, tokens = text.partition(":")
    if not colon or char not in (NONE,) + CHARACTERS:
        raise BadPosition(f"Player {number}: {text[:30]!r} is not <character>:<tokens> (e.g. none:1, death:CN).")
    if char == DEATH:
        held = 0
        if tokens != "-":
            for letter in tokens:
                bits = [bit for bit, name in KIND_LETTERS if name == letter]
                if not bits or held & bits[0]:
                    raise BadPosition(f"Player {number}: Death's tokens are C, S, N (each once) or '-'.")
                held |= bits[0]
        return char, held
    if tokens not in ("0", "1", "2", "3"):
        raise BadPosition(f"Player {number}: the token count must be 0 to 3.")
    return char, int(tokens)


def _check_characters(characters, options):
    if options["mode"] == "simple" and characters != (NONE, NONE):
        raise BadPosition("In simple mode nobody plays a character.")
    if characters[0] == characters[1] and characters[0] != NONE:
        raise BadPosition("Both players cannot play the same character.")
    for p, key in ((0, "char1"), (1, "char2")):
        if options["mode"] == "standard" and options[key] != "random" and options[key] != characters[p]:
            raise BadPosition(f"Player {p + 1} plays {options[key]} by the options, not {characters[p]}.")


def _parse_who(text):
    """(player, phase, winner) from 0put / 1reap / 0card / 1won / draw."""
    if text == "draw":
        return 0, OVER, None
    if len(text) >= 2 and text[0] in "01":
        rest = text[1:]
        if rest == "won":
            return int(text[0]), OVER, int(text[0])
        if rest in PHASE_NAMES:
            return int(text[0]), PHASE_NAMES.index(rest), None
    raise BadPosition(f"{text[:20]!r} must be <player><phase> (0put, 1reap, 0card), 0won, 1won or draw.")


GAME = Soulaween()

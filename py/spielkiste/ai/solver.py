"""Exact results where they are within reach: a depth-first proof search over
the game protocol that answers "won / drawn / lost in N plies" or "unknown".

Why this shape:
- The questions are yes/no ("can player P make sure of at least a draw / a win
  within d plies?"), searched as an AND/OR tree: at P's decisions one move that
  reaches the goal is enough, at the opponent's every move must. Nothing assumes
  that the players alternate (a turn may hold several decisions).
- A line cut by the depth limit or the budget counts as *not reached*, so a
  "yes" is always a proof; "no" is a proof only if no line was cut (`complete`).
- Iterative deepening gives the shortest win and the longest resistance.
- A transposition table keeps what was proven per (state, player, goal); it lives
  as long as its `Solver` (the players keep one per game, so a game's later
  positions reuse the work of earlier ones). A game may offer
  `canonical_key(state)`: one key for positions that play alike (Boxilies: the
  board's symmetries), so each is searched once; equal keys among a node's
  moves are tried once.
- A game may offer `plies_left(state)`: the fewest plies before it can end
  (Boxilies: every line fills the board), so no shorter depth is tried in vain.
- Move ordering: moves that end the game well for the mover first, then what the
  table already knows, then the reply that refuted the same move elsewhere
  (counter move: the same answers in sibling lines make them meet in the
  table), then the game's `evaluate` from the mover's side, then history. The
  counter move is tried before a node's other moves are even made (most of a
  proof's nodes are decided by it), and the last two plies go without the table.
- Hidden information: the two opposite fillings of the mover's view (one state
  where they agree: nothing to guess) are searched side by side and a line is cut
  where they look different to a player (`Fillings`), so a proof never rests on
  anything hidden (Solstis' last turns, once the pile is out and only the spirit
  stack's order is hidden). Chance inside a move (`Game.outcomes`: the Dragonfly's
  pick, which the match seed decides and the view hides) is a node where the goal
  must be reached after every outcome (`Chance`).

Budgets as everywhere in the AI: an int counts nodes (`play` calls), a float is
seconds. docs/ai.md ("The solver") has the figures.
"""

import random
import time
from dataclasses import dataclass
from typing import NamedTuple

WON, DRAWN, LOST = "won", "drawn", "lost"
WIN, DRAW = 2, 1  # goals: what the player must at least get (loss = 0)
#: entries kept before the table is emptied (memory in the browser is the limit)
TABLE_LIMIT = 1_500_000
#: deepest iteration tried (no game of ours needs more within a budget)
MAX_DEPTH = 64
#: the depths of iterative deepening: ply by ply while wins are short, then
#: growing steps (a win found at a depth past the first steps is "within" it)
EXACT_DEPTHS = 4
#: nodes between two looks at the clock
CLOCK_EVERY = 512


class OutOfBudget(Exception):
    """Raised inside the search when the budget is spent; never escapes `solve`."""


@dataclass(frozen=True)
class Verdict:
    """The exact result for the player to move (`player`): `result` is WON, DRAWN,
    LOST or None (unknown within the budget); `plies` to the end with best play on
    both sides (a win as fast, a loss as slow as possible) where known; `move` one
    move that gets the result (for LOST the one that holds out longest); `nodes`
    searched."""

    result: str | None
    player: int | None
    plies: int | None = None
    move: str | None = None
    nodes: int = 0

    @property
    def known(self) -> bool:
        return self.result is not None


UNKNOWN = Verdict(None, None)


class Choice(NamedTuple):
    """A checked move (`Solver.prefer_proven`): its result for the mover (None if
    not settled), the plies to the end after it where known, and the moves proven
    lost on the way to it."""

    move: str
    result: str | None
    plies: int | None
    lost: tuple = ()

    @property
    def won(self) -> bool:
        return self.result == WON


class _Extreme(random.Random):
    """A generator that always draws its lowest (or highest) value: two fillings of
    a view with these differ whenever two hidden things could be swapped."""

    def __init__(self, high: bool):
        super().__init__(0)
        self.high = high

    def random(self) -> float:
        return 0.999999 if self.high else 0.0

    def getrandbits(self, k: int) -> int:
        return ((1 << (k - 1)) - 1) if self.high and k > 0 else 0


def known_state(game, state, player):
    """The full state if `player` sees everything that matters in `state` (always
    with perfect information), else None."""
    if not game.hidden_information:
        return state
    return known_from_view(game, game.view(state, player), player)


def known_from_view(game, view, player):
    """The full state behind `player`'s view if the view leaves nothing to guess
    (filling it two opposite ways gives the same state), else None."""
    if not game.hidden_information:
        return view
    low, high = (game.determinize(view, player, _Extreme(side)) for side in (False, True))
    return low if low == high else None


def fillings(game, view, player):
    """The lowest and the highest filling of `player`'s view: full states that
    differ in everything hidden that could be swapped (see `_Extreme`); one state
    if they are the same (nothing is hidden)."""
    low, high = (game.determinize(view, player, _Extreme(side)) for side in (False, True))
    return (low,) if low == high else (low, high)


#: who is "to move" at a chance node (`Chance`)
CHANCE = -1


class Chance(tuple):
    """The positions one move may lead to by chance (`Game.outcomes`, e.g. Solstis'
    Dragonfly picking a tile of the victim's hand): no player chooses, so a goal
    is reached here only if it is reached after every outcome."""


class Fillings:
    """The game played on the opposite fillings of one view at once: a position
    is the tuple of them (lowest, highest; one where they agree). A line is *cut*
    where they tell apart what a player sees (a hidden tile or spirit turned up
    differs between them), so a proof over them never depends on anything hidden:
    it holds whatever the hidden order is. Why: in Solstis, once the pile is out,
    only the order of the face-down spirit stack is hidden, and many last turns
    never draw from it.

    Chance inside a move (`Game.outcomes`: the Dragonfly's pick from the victim's
    hand, which the match seed decides and the view hides) makes a `Chance` node
    of every pick, so a result holds only if it holds for each."""

    hidden_information = False

    def __init__(self, game):
        self.game = game
        self.id = game.id
        self._outcomes = getattr(game, "outcomes", None)

    def to_move(self, position):
        return CHANCE if isinstance(position, Chance) else self.game.to_move(position[0])

    def legal_moves(self, position):
        return self.game.legal_moves(position[0])

    def play(self, position, move):
        if self._outcomes is None:
            return tuple(self.game.play(state, move) for state in position)
        each = [self._outcomes(state, move) for state in position]
        if len(each[0]) == 1:
            return tuple(outcomes[0] for outcomes in each)
        return Chance(zip(*each, strict=True))  # the same pick in every filling (hand sizes are seen)

    def winner(self, position):
        return self.game.winner(position[0])

    def evaluate(self, position, player):
        if isinstance(position, Chance):
            return sum(self.evaluate(outcome, player) or 0.0 for outcome in position) / len(position)
        return self.game.evaluate(position[0], player)

    def cut(self, position) -> bool:
        """The fillings no longer look alike to every player (or end apart)."""
        if isinstance(position, Chance):
            return False  # each outcome is looked at on its own
        game, first = self.game, position[0]
        for other in position[1:]:
            if game.to_move(first) != game.to_move(other):
                return True
            if game.to_move(first) is None:
                if game.winner(first) != game.winner(other):
                    return True
            elif any(game.view(first, p) != game.view(other, p) for p in (0, 1)):
                return True
        return False


class Budget:
    """Nodes (int) or seconds (float) for one `solve` call."""

    def __init__(self, budget: int | float):
        self.nodes = budget if isinstance(budget, int) else None
        self.deadline = None if self.nodes is not None else time.perf_counter() + budget


class Solver:
    """The proof search for one game, with its transposition table."""

    def __init__(self, game):
        self.game = game
        self.key = getattr(game, "canonical_key", None) or _same  # a position's key in the table
        self._plies_left = getattr(game, "plies_left", None)
        self._cut = getattr(game, "cut", None)  # lines that end unsettled (Fillings)
        self._pairs = None  # the solver over Fillings, for views that hide something
        self.table: dict = {}  # (key, player, goal) -> (true_at, false_at, false_complete)
        self.history: dict = {}  # move -> how often (weighted by depth) it decided a node
        self.counter: dict = {}  # the move before -> the move that last decided the node after it
        self.nodes = 0
        self._budget = Budget(1)

    # -- public ---------------------------------------------------------------------
    def solve(self, state, budget: int | float = 20_000, max_depth: int = MAX_DEPTH, player=None) -> Verdict:
        """The exact result of `state` for its player to move, or UNKNOWN if the
        budget runs out first (or the mover cannot see everything). With hidden
        information pass the mover as `player` and their view as `state`."""
        game = self.game
        if player is None:
            player = game.to_move(state)
        if player is None:
            return UNKNOWN
        if game.hidden_information:  # the view's fillings, and chance where the game has it
            return self._pair_solver().solve(fillings(game, state, player), budget, max_depth, player)
        start_nodes = self.nodes
        self._budget = Budget(budget)
        self._limit = None if self._budget.nodes is None else self.nodes + self._budget.nodes
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        other = 1 - player
        first = 1 if self._plies_left is None else max(1, self._plies_left(state))
        try:
            for depth in depths(max_depth, first):
                win, win_done, win_plies = self._reach(state, player, WIN, depth)
                if win:
                    return self._verdict(WON, player, win_plies, self._goal_move(state, player, WIN, depth), start_nodes)
                lose, lose_done, lose_plies = self._reach(state, other, WIN, depth)
                if lose:
                    return self._verdict(LOST, player, lose_plies, self._holding_move(state, other, depth), start_nodes)
                if win_done and lose_done:  # neither side can force a win, and every line ended
                    # every line ends (an earlier search may have said so): no depth limit needed
                    return self._verdict(DRAWN, player, None, self._goal_move(state, player, DRAW, max_depth),
                                         start_nodes)
        except OutOfBudget:
            pass
        return Verdict(None, player, nodes=self.nodes - start_nodes)

    def solve_moves(self, state, budget: int | float = 20_000) -> dict:
        """Every legal move's exact result for the player to move ({move: WON /
        DRAWN / LOST / None}), each searched with the budget left (a float budget
        is shared: the moves searched last may come out unknown)."""
        game = self.game
        player = game.to_move(state)
        if player is None:
            return {}
        if game.hidden_information:
            return self._pair_solver().solve_moves(fillings(game, game.view(state, player), player), budget)
        deadline = None if isinstance(budget, int) else time.perf_counter() + budget
        out = {}
        for move in game.legal_moves(state):
            after = game.play(state, move)
            left = budget if deadline is None else max(0.0, deadline - time.perf_counter())
            out[move] = self.result_after(after, player, left)
        return out

    def _pair_solver(self) -> "Solver":
        """The solver over the fillings of a view (`Fillings`), kept with its table."""
        if self._pairs is None:
            self._pairs = Solver(Fillings(self.game))
        return self._pairs

    def result_after(self, after, player, budget: int | float) -> str | None:
        """The exact result for `player` of the position `after` (whoever moves there)."""
        return self.verdict_after(after, player, budget)[0]

    def verdict_after(self, after, player, budget: int | float) -> tuple:
        """(exact result for `player`, plies to the end) of the position `after`
        (whoever moves there); (None, None) if not settled within `budget`."""
        game = self.game
        if self._cut is not None and self._cut(after):
            return None, None
        mover = game.to_move(after)
        if mover == CHANCE:  # a result for every outcome, or none
            share = budget if not isinstance(budget, int) else budget // len(after)
            each = [self.verdict_after(outcome, player, share) for outcome in after]
            results = {result for result, _ in each}
            if len(results) != 1 or None in results:
                return None, None
            return results.pop(), max(plies for _, plies in each)
        if mover is None:
            winner = game.winner(after)
            return (DRAWN if winner is None else WON if winner == player else LOST), 0
        if not budget:
            return None, None
        verdict = self.solve(after, budget)
        if verdict.result is None or mover == player:
            return verdict.result, verdict.plies
        return {WON: LOST, LOST: WON, DRAWN: DRAWN}[verdict.result], verdict.plies

    def prefer_proven(self, state, moves, budget: int | float) -> Choice:
        """The first of `moves` (the search's, best first) that the solver proves
        won, else the first it does not prove lost (a proven draw does not end the
        look for a win); the first move if all are proven lost; with the moves
        proven lost on the way (`Choice`). The moves are tried in turn, each with
        all of `budget` that is left, and those the table already knows cannot win
        are tried last; a move the budget no longer reaches counts as not proven lost.

        Why: where the solver cannot settle a position it can often settle the
        shorter one after a move, and proving a losing move lost is cheap (one
        winning reply) where proving a win is not (every reply): in a won position
        the search's losing favourites are passed over to the first that survives,
        the winning one, without its proof (Boxilies, six cells left: 2-4 k nodes
        to refute a favourite, 20-40 k to prove the winner)."""
        game = self.game
        player = game.to_move(state)
        deadline = None if isinstance(budget, int) else time.perf_counter() + budget
        left: int | float = budget
        drawn: tuple | None = None
        lost: list = []

        def answer(move, result=None, plies=None):
            return Choice(*(drawn or (move, result, plies)), tuple(lost))

        for move in self.losers_last(state, moves, player):
            if deadline is not None:
                left = deadline - time.perf_counter()
            if left <= 0:
                return answer(move)
            start = self.nodes
            result, plies = self.verdict_after(game.play(state, move), player, left)
            if deadline is None:
                left -= self.nodes - start
            if result == WON:
                drawn = None
                return answer(move, result, plies + 1)
            if result == LOST:
                lost.append(move)
            elif result == DRAWN:
                drawn = drawn or (move, result, plies + 1)
            else:
                return answer(move)
        return answer(moves[0])

    def losers_last(self, state, moves, player) -> list:
        """`moves` with those after which the table knows `player` cannot force a
        win (an earlier search of the position refuted them) moved to the end."""
        game, table = self.game, self.table
        hopeful: list = []
        refuted: list = []
        for move in moves:
            after = game.play(state, move)
            entry = table.get((self.key(after), player, WIN)) if game.to_move(after) is not None else None
            (refuted if entry is not None and entry[0] is None and entry[2] else hopeful).append(move)
        return hopeful + refuted

    # -- the search -------------------------------------------------------------------
    def _verdict(self, result, player, plies, move, start_nodes):
        return Verdict(result, player, plies, move, self.nodes - start_nodes)

    def _tick(self):
        self.nodes += 1
        if self._limit is not None:
            if self.nodes > self._limit:
                raise OutOfBudget
        elif not self.nodes % CLOCK_EVERY and time.perf_counter() > self._budget.deadline:
            raise OutOfBudget

    def _outcome(self, state, player):
        """2 / 1 / 0 (win / draw / loss for `player`) of a finished game."""
        winner = self.game.winner(state)
        return DRAW if winner is None else WIN if winner == player else 0

    def _children(self, state, mover, player, goal, order=True, last=None):
        """(move, state after, its key or None) in the order worth trying: for
        `player`'s decisions the moves most likely to reach `goal`, for the
        opponent's those most likely to stop it: a move that ends the game so, then
        what the table knows, then the move that decided after `last` elsewhere
        (counter move), then `evaluate` for the mover, then history. With `order`
        (more than one ply to search) a move whose key an earlier one had is left out."""
        game = self.game
        to_move, evaluate, table, history = game.to_move, game.evaluate, self.table, self.history
        position_key = self.key
        counter = self.counter.get(last)
        mine = mover == player
        scored = []
        seen = set()
        for move in game.legal_moves(state):
            self._tick()
            after = game.play(state, move)
            after_key = None
            if to_move(after) is None:
                reached = self._outcome(after, player) >= goal
                rank = (3, False, 0.0, 0) if reached == mine else (-3, False, 0.0, 0)
            elif not order:
                rank = (0, False, 0.0, 0)
            else:
                after_key = position_key(after)
                if after_key in seen:
                    continue
                seen.add(after_key)
                entry = table.get((after_key, player, goal))
                tier = 0
                if entry is not None:
                    if entry[0] is not None:
                        tier = 2 if mine else -2
                    elif entry[2]:
                        tier = -2 if mine else 2
                rank = (tier, move == counter, evaluate(after, mover) or 0.0, history.get(move, 0))
            scored.append((rank, move, after, after_key))
        scored.sort(key=lambda item: item[0], reverse=True)
        return [(move, after, after_key) for _, move, after, after_key in scored]

    def _reach(self, state, player, goal, depth, position_key=None, last=None):
        """(reached, complete, plies): can `player` make sure of at least `goal`
        within `depth` plies? A False is exact only if `complete` (no line was
        cut); a True comes with the length of the line proven (`plies`).
        `position_key` is `state`'s key if known, `last` the move that led here."""
        if self._cut is not None and self._cut(state):
            return False, False, 0
        mover = self.game.to_move(state)
        if mover is None:
            return self._outcome(state, player) >= goal, True, 0
        if mover == CHANCE:
            return self._chance(state, player, goal, depth)
        if depth <= 0:
            return False, False, 0
        if depth == 1:
            return self._last_ply(state, mover == player, player, goal, last)
        if depth == 2:
            return self._two_plies(state, mover == player, player, goal, last)
        key = (self.key(state) if position_key is None else position_key, player, goal)
        entry = self.table.get(key)
        if entry is not None:
            true_at, false_at, false_complete = entry
            if true_at is not None and true_at <= depth:
                return True, True, true_at
            if false_complete:
                return False, True, 0
            if false_at is not None and false_at >= depth:
                return False, False, 0
        mine = mover == player
        killer = self._killer(state, player, goal, depth, last, mine)
        if killer is not None:
            self.table[key] = (killer, None, False) if mine else (None, max(depth, entry[1] or 0 if entry else 0), True)
            return (True, True, killer) if mine else (False, True, 0)
        complete, reached, plies = True, not mine, 0  # OR over own moves, AND over the opponent's
        for move, after, after_key in self._children(state, mover, player, goal, depth > 1, last):
            ok, done, length = self._reach(after, player, goal, depth - 1, after_key, move)
            if ok == mine:  # decided: a move that reaches the goal, or a reply that stops it
                self.history[move] = self.history.get(move, 0) + depth * depth
                self.counter[last] = move
                reached = mine
                complete = True if ok else done
                plies = length + 1
                break
            if ok:
                plies = max(plies, length + 1)
            else:
                complete = complete and done
        if reached:
            self.table[key] = (plies, None, False)
            return True, True, plies
        old_false = entry[1] if entry is not None and entry[1] is not None else 0
        self.table[key] = (None, max(depth, old_false), complete)
        return False, complete, 0

    def _killer(self, state, player, goal, depth, last, mine):
        """The counter move to `last` tried before the others are generated: where
        it decides the node (a move reaching the goal, a reply proven to stop it)
        the node's other moves are never played. Returns the plies of the proof
        for a decided OR node, 0 for a decided AND node, else None."""
        move = self.counter.get(last)
        if move is None or move not in self.game.legal_moves(state):
            return None
        self._tick()
        after = self.game.play(state, move)
        ok, done, length = self._reach(after, player, goal, depth - 1, None, move)
        if ok != mine or not (ok or done):
            return None
        self.history[move] = self.history.get(move, 0) + depth * depth
        return length + 1 if mine else 0

    def _chance(self, node, player, goal, depth):
        """`_reach` at a chance node: reached if reached after every outcome (each
        searched as deep as the node); a no is never complete, so nothing claims a
        draw (or a "no") that holds only for some outcomes. The node takes no ply."""
        plies = 0
        for outcome in node:
            self._tick()
            ok, _done, length = self._reach(outcome, player, goal, depth)
            if not ok:
                return False, False, 0
            plies = max(plies, length)
        return True, True, plies

    def _last_ply(self, state, mine, player, goal, last):
        """`_reach` with one ply left: every move must end the game (else the line
        is cut), so no ordering and no table; stops at the first move that decides."""
        game = self.game
        to_move = game.to_move
        complete = True
        for move in game.legal_moves(state):
            self._tick()
            after = game.play(state, move)
            if to_move(after) is None and not (self._cut is not None and self._cut(after)):
                ok = self._outcome(after, player) >= goal
                if ok == mine:
                    self.counter[last] = move
                    return (True, True, 1) if ok else (False, True, 0)
            else:
                complete = False  # cut by the depth: neither reached nor stopped for sure
        return (False, complete, 0) if mine else ((True, True, 1) if complete else (False, False, 0))

    def _two_plies(self, state, mine, player, goal, last):
        """`_reach` with two plies left: no table and no ordering but the counter
        move first (a key and a table entry cost more than the few moves below)."""
        game = self.game
        moves = game.legal_moves(state)
        counter = self.counter.get(last)
        if counter is not None and counter in moves:
            moves.remove(counter)
            moves.insert(0, counter)
        complete, plies = True, 0
        for move in moves:
            self._tick()
            ok, done, length = self._reach(game.play(state, move), player, goal, 1, None, move)
            if ok == mine:
                self.counter[last] = move
                return (True, True, length + 1) if ok else (False, done, 0)
            if ok:
                plies = max(plies, length + 1)
            else:
                complete = complete and done
        return (False, complete, 0) if mine else (True, True, plies)

    def _goal_move(self, state, player, goal, depth):
        """A move of `player` proven to reach `goal` within `depth` plies (after the
        proof: the table knows it, and the same order finds the same move first)."""
        for move, after, after_key in self._children(state, player, player, goal):
            if self._reach(after, player, goal, depth - 1, after_key, move)[0]:
                return move
        return None

    def _holding_move(self, state, winner, depth):
        """The mover's move that holds out longest against `winner`'s win proven
        within `depth` plies."""
        best, best_plies = None, -1
        for move, after, after_key in self._children(state, 1 - winner, winner, WIN):
            ok, _done, plies = self._reach(after, winner, WIN, depth - 1, after_key, move)
            if ok and plies > best_plies:
                best, best_plies = move, plies
        return best


def _same(state):
    """A position's key where the game offers none: the state itself."""
    return state


def depths(max_depth: int, first: int = 1):
    """`first`, then one more up to EXACT_DEPTHS, then half as much again each time,
    ending at max_depth."""
    depth = min(first, max_depth)
    while True:
        yield depth
        if depth >= max_depth:
            return
        depth = depth + 1 if depth < EXACT_DEPTHS else min(max_depth, depth + depth // 2)


_SOLVERS: dict = {}


def solver_for(game) -> Solver:
    """The process's solver for `game` (one table per game, kept between calls)."""
    solver = _SOLVERS.get(game.id)
    if solver is None or solver.game is not game:
        solver = _SOLVERS[game.id] = Solver(game)
    return solver


def solve(game, state, budget: int | float = 20_000, player=None) -> Verdict:
    """`Solver.solve` with the process's solver for `game`."""
    return solver_for(game).solve(state, budget, player=player)

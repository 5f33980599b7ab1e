"""The solver's look at a search's choice, for the hint and the strongest level.

Why: where the solver cannot settle a position within its share, it can often
settle the shorter positions after the search's favourites, and a noisy search
(96 moves, 1 000 iterations: ten visits each) throws a known win away now and
then. So after the search the solver tries its favourites in turn
(`Solver.prefer_proven`): a proven win is played, a favourite proven lost is
passed over. And the check continues the solver's look at the position (the
same solver, its table kept), which may prove a win the favourites do not hold:
the search sees only some moves (strong: the 24 that look best), and the look
and its continuation together prove what neither does alone (İye's last cycle).
Perfect information only (the solver settles hidden positions from the mover's
view; the search's favourites there are not checked).

Budgets: a time budget keeps a CHECK_SHARE-th of the search's time for the check
(`reserve`), and the check may use what is left of the whole (the search may stop
early); an iteration budget gives the check as many nodes as the solver's first
look at the position (the search's iterations count as the solver's nodes per
iteration, so the whole is three such shares, as a time budget's thirds).
"""

import time

from . import mcts
from .solver import WON, Choice

#: the playing level whose search's choice is checked (levels.decide_votes)
CHECKED_LEVEL = "strong"
#: how many of the search's favourites (most visited first) the check tries at most
CHECK_MOVES = 8
#: the part of a time budget kept from the search for the check
CHECK_SHARE = 6
#: the hint first continues the solver's look at the position with this part of the
#: check's budget (`checked_choice`'s look_first)
HINT_LOOK_FIRST = 2
#: what must be left (nodes or seconds) to continue the look after the favourites
#: (a float budget's clock is read every solver.CLOCK_EVERY nodes only)
MIN_LEFT = 0.01


def reserve(search_budget: mcts.Budget) -> float | None:
    """Take a CHECK_SHARE-th of a time budget from the search; the time the whole
    ends (for `check_budget`), or None for an iteration budget."""
    if search_budget.deadline is None:
        return None
    end = search_budget.deadline
    search_budget.deadline -= (end - search_budget.start) / CHECK_SHARE
    return end


def check_budget(end: float | None, solver_share: int | float) -> int | float:
    """The check's budget: the seconds left until `end` where the search's time was
    reserved from (`reserve`), else `solver_share`, what the solver's first look at
    the position had (the nodes of an iteration budget)."""
    if end is not None:
        return max(0.0, end - time.perf_counter())
    return solver_share


def ranked_moves(root: mcts.Node, move: str) -> list:
    """The search's choice `move`, then the root's other moves, most visited first
    (CHECK_MOVES in all)."""
    others = [ch.move for ch in sorted(root.children, key=lambda ch: -ch.visits) if ch.move != move]
    return ([move] + others)[:CHECK_MOVES]


def checked_choice(solver, state, root: mcts.Node, move: str, budget: int | float, look_first: int = 0):
    """`Solver.prefer_proven` over the search's favourites (`ranked_moves`) with
    `budget` (see `check_budget`): the move to play, its result, the plies after it,
    and the moves proven lost on the way (`Choice`).

    `solver` is the one that looked at the position before the search (its table
    knows that look's work), and the check continues that look (`Solver.solve` on
    the position again): first with a `look_first`-th of the budget (0: not first),
    and after the favourites with what they left (where each of them was proven
    lost or drawn). A position proven won so is answered with the solver's move:
    a win outside the favourites (the strong level searches only the moves that
    look best) is played, and nothing else changes where nothing is proven."""
    if not budget:
        return solver.prefer_proven(state, [move], 0)
    spending = _Spending(solver, budget)
    if look_first:
        won = continued_look(solver, state, spending.part(look_first))
        if won is not None:
            return won
    left = spending.left()
    if left <= 0:
        return solver.prefer_proven(state, [move], 0)
    choice = solver.prefer_proven(state, ranked_moves(root, move), left)
    if choice.won:
        return choice
    left = spending.left()
    won = continued_look(solver, state, left, choice.lost) if left > MIN_LEFT else None
    return choice if won is None else won


def continued_look(solver, state, budget: int | float, lost: tuple = ()) -> Choice | None:
    """The solver's own winning move if it proves `state` won within `budget` (its
    table carries the earlier looks), else None."""
    verdict = solver.solve(state, budget)
    if verdict.result != WON:
        return None
    return Choice(verdict.move, WON, verdict.plies, lost)


class _Spending:
    """What is left of the check's budget: nodes of `solver` (an int budget) or
    seconds (a float)."""

    def __init__(self, solver, budget: int | float):
        self.solver, self.budget = solver, budget
        self.nodes, self.clock = solver.nodes, time.perf_counter()

    def part(self, share: int) -> int | float:
        return self.budget // share if isinstance(self.budget, int) else self.budget / share

    def left(self) -> int | float:
        if isinstance(self.budget, int):
            return self.budget - (self.solver.nodes - self.nodes)
        return self.budget - (time.perf_counter() - self.clock)

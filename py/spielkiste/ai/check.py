"""The solver's look at a search's choice, for the hint and the strongest level.

Why: where the solver cannot settle a position within its share, it can often
settle the shorter positions after the search's favourites, and a noisy search
(96 moves, 1 000 iterations: ten visits each) throws a known win away now and
then. So after the search the solver tries its favourites in turn
(`Solver.prefer_proven`): a proven win is played, a favourite proven lost is
passed over. Perfect information only (the solver settles hidden positions from
the mover's view; the search's favourites there are not checked).

Budgets: a time budget keeps a CHECK_SHARE-th of the search's time for the check
(`reserve`), and the check may use what is left of the whole (the search may stop
early); an iteration budget gives the check as many nodes as the solver's first
look at the position (the search's iterations count as the solver's nodes per
iteration, so the whole is three such shares, as a time budget's thirds).
"""

import time

from . import mcts

#: the playing level whose search's choice is checked (levels.decide_votes)
CHECKED_LEVEL = "strong"
#: how many of the search's favourites (most visited first) the check tries at most
CHECK_MOVES = 8
#: the part of a time budget kept from the search for the check
CHECK_SHARE = 6


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


def checked_choice(solver, state, root: mcts.Node, move: str, budget: int | float):
    """`Solver.prefer_proven` over the search's favourites (`ranked_moves`) with
    `budget` (see `check_budget`): the move to play, its result, the plies after it,
    and the moves proven lost on the way."""
    if not budget:
        return solver.prefer_proven(state, [move], 0)
    return solver.prefer_proven(state, ranked_moves(root, move), budget)

"""Hint and review: the computer's opinion of a position and of the moves played.

Both reuse the playing machinery: the solver first (exact results where it
settles the position within a share of the budget), then the win check, the
care not to hand the opponent a win, and the MCTS (`mcts.search`). A hint is the
strong level's choice told with its effects and its reason; a review evaluates
every position of a game with a fixed budget and judges each move on the exact
result where both sides of it are known (a lost win or draw is a blunder, a win
turned into a draw a mistake, a slower win no error), elsewhere on how much it
dropped the mover's chance, and only if the better move is better by the margin.
With hidden information (Solstis) both work from the mover's view only
(`game.view` + determinization), exactly like the AI, and a hint's effects keep
only what the mover can know before the move.

Everything is incremental: `review` is a generator (one position per step, so the
page can show progress and cancel), and `evaluate_position` is the per-position
function a worker calls. Thresholds and budgets: docs/ai.md ("Hint and review").
"""

import math
import random

from .. import vocabulary
from ..errors import BadOptions, IllegalMove
from . import check, mcts
from .budget import parse_budget
from .levels import SOLVER_SHARE, solver_budget, sure_win
from .solver import DRAWN, LOST, WON, Solver, solver_for
from .tactics import safe_moves

#: seconds of thinking for a hint (strong level; the browser's goal is <= 1.5 s)
HINT_BUDGET = vocabulary.HINT_BUDGET
#: seconds of search per position in a review
REVIEW_BUDGET = vocabulary.REVIEW_BUDGET
#: where no exact result decides: a move that dropped the mover's chance by at
#: least this much, and is worse than the better move by as much, is marked
#: (checked from the top); chances run from 0 to 1
THRESHOLDS = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
#: exact results as the mover's chance
EXACT = {WON: 1.0, DRAWN: 0.5, LOST: 0.0}
#: the search's mean value is too cautious (it averages the weaker moves searched
#: too): its log-odds are multiplied by this before it is shown or judged, fitted
#: against exact results (bench/ai_review.py; docs/ai.md "Calibration")
CHANCE_STRETCH = 2.5
#: the calibrated chance stays this far from certainty: only the solver is sure
CHANCE_MARGIN = 0.01
#: determinizations that must agree on a hinted move's effects (hidden information)
EFFECT_SAMPLES = 4
UNKNOWN = "?"


def _rng(seed, purpose):
    return random.Random() if seed is None else random.Random(f"{seed}:{purpose}")


def _check_budget(budget, default):
    budget = parse_budget(budget)
    return default if budget is None else budget


# -- hint ----------------------------------------------------------------------------

def hint(game, state, budget=None, seed=None):
    """A good move for the player to move, what it does and why: {"move", "player",
    "effects", "reason"}. The move is the strong level's (solver, win check, no
    move that hands the opponent a win, MCTS) from the player's view; `budget` as
    for `choose_move` (default HINT_BUDGET seconds). `reason` is {"kind", ...}:
    "wins_now" (the move ends the game won), "wins_turn" (a win within the turn),
    "keeps_win" (a proven win: every reply loses; "plies" at most), "holds_draw",
    "holds_longest" (every move loses; this one lasts "plies"), "only" (the only
    legal move), "only_safe" (every other move lets the opponent win next turn),
    "avoids_threat" (some moves would; the search chose among the others, "chance"),
    "search" (the search's choice, "chance" of the mover)."""
    player = game.to_move(state)
    if player is None:
        raise IllegalMove("The game is over.")
    budget = _check_budget(budget, HINT_BUDGET)
    rng = _rng(seed, "hint")
    view = game.view(state, player)
    move, reason = advise(game, view, player, rng, budget)
    return {"move": move, "player": player, "effects": visible_effects(game, state, move, player, rng),
            "reason": reason}


def advise(game, view, player, rng, budget):
    """(move, reason) for `player` from their view: see `hint`."""
    search_budget = mcts.Budget(budget)
    sample = game.determinize(view, player, rng)
    legal = game.legal_moves(sample)
    if len(legal) == 1:
        return legal[0], {"kind": "only"}
    solver = _solver(game, budget)  # one table for the look at the position and the check
    verdict = solver.solve(view, solver_budget("strong", budget), player=player)
    if verdict.result == WON:
        after = game.play(sample, verdict.move)
        done = game.to_move(after) is None
        kind = "wins_now" if done else "wins_turn" if verdict.plies and game.to_move(after) == player \
            and verdict.plies <= 3 else "keeps_win"
        return verdict.move, {"kind": kind, "plies": verdict.plies}
    if verdict.result == DRAWN:
        return verdict.move, {"kind": "holds_draw"}
    if verdict.result == LOST:
        return verdict.move, {"kind": "holds_longest", "plies": verdict.plies}
    win = sure_win(game, view, player, sample, rng)
    if win is not None:
        done = game.to_move(game.play(sample, win)) is None
        return win, {"kind": "wins_now" if done else "wins_turn"}
    root_moves, kind = None, "search"
    if not game.hidden_information:
        deadline = search_budget.start + (search_budget.deadline - search_budget.start) / 3 \
            if search_budget.deadline is not None else None
        safe = safe_moves(game, sample, legal, deadline=deadline)
        if len(safe) < len(legal):
            if len(safe) == 1:
                return safe[0], {"kind": "only_safe"}
            root_moves, kind = safe, "avoids_threat"
    search_from = view if game.hidden_information else sample
    end = None if game.hidden_information else check.reserve(search_budget)  # time for the check below
    move, root = mcts.search(game, search_from, player, rng, search_budget, root_moves=root_moves)
    if not game.hidden_information:  # the solver checks the search's favourites
        move, result, plies = _checked_choice(game, sample, root, move, budget, solver, end)
        if result == WON:
            return move, {"kind": "keeps_win", "plies": plies}
    chosen = next(ch for ch in root.children if ch.move == move)
    return move, {"kind": kind, "chance": round(calibrated(chosen.reward / max(chosen.visits, 1)), 2)}


def _checked_choice(game, state, root, move, budget, solver=None, end=None):
    """(move, result, plies): the search's choice `move` checked with the solver
    (`check.checked_choice`: the first of its favourites proven won, else the first
    not proven lost), with `solver`'s table (the look at the position: the moves it
    refuted are tried last) and the time left until `end`, else the nodes of the
    solver's look. Why: the search's favourite threw a known win away in 2 of 77
    Boxilies hints (1 000 iterations) before."""
    solver = solver or _solver(game, budget)
    budget = check.check_budget(end, solver_budget("strong", budget))
    return check.checked_choice(solver, state, root, move, budget, check.HINT_LOOK_FIRST)[:3]


def _solver(game, budget):
    """A fresh solver for an iteration budget (the same seed gives the same hint),
    the process's (its table kept between calls) for a time budget."""
    return Solver(game) if isinstance(budget, int) else solver_for(game)


def _best_result(game, state, move, player, budget):
    """The exact result for `player` after `move`, if the solver settles it with a
    sixth of the position's budget (so a lost "better" move is never shown)."""
    share = solver_budget("strong", budget)
    share = share if isinstance(share, int) else budget / 6
    solver = Solver(game) if isinstance(share, int) else solver_for(game)
    return solver.result_after(game.play(state, move), player, share)


def _solve(game, view, player, budget):
    """The solver's verdict on the mover's view within `budget` (an iteration
    budget's share is nodes: a fresh table keeps it reproducible)."""
    solver = Solver(game) if isinstance(budget, int) else solver_for(game)
    return solver.solve(view, budget, player=player)


def visible_effects(game, state, move, player, rng):
    """`game.effects(state, move)` as `player` can know it before the move: with
    hidden information the effects are computed in several states sampled from the
    player's view, and whatever differs between them depends on hidden tiles: a
    differing list entry becomes "?", any other differing value None."""
    if not game.hidden_information:
        return game.effects(state, move)
    view = game.view(state, player)
    samples = [game.effects(game.determinize(view, player, rng), move) for _ in range(EFFECT_SAMPLES)]
    return {key: _agree([fx.get(key) for fx in samples]) for key in samples[0]}


def _agree(values):
    first = values[0]
    if all(v == first for v in values):
        return first
    if all(isinstance(v, list) for v in values) and len({len(v) for v in values}) == 1:
        return [items[0] if all(x == items[0] for x in items) else UNKNOWN for items in zip(*values, strict=True)]
    return None


# -- review --------------------------------------------------------------------------

def evaluate_position(game, state, budget=None, seed=None, ply=0):
    """The computer's view of one position: {"to_move", "chance" (of the first
    player, 0..1), "exact" (the first player's exact result 1 / 0.5 / 0 where the
    solver settled it, else None), "plies" (to the end with best play, if exact),
    "best" (the move it prefers), "best_value" (the first player's chance after
    `best`), "forced" (a single legal move: not searched, it takes the next
    position's values), "over", "iterations" (of the search; 0 when the solver or
    the win check decided)}.

    The solver gets a third of the budget first. Otherwise the mover's chance is
    the search's `root_value` from the mover's view (1.0 when the win check finds
    a win this turn); a finished game counts 1 / 0.5 / 0. The generator is seeded
    per position (`seed`, `ply`), so a worker that evaluates positions one by one
    gets what `review` gets."""
    player = game.to_move(state)
    if player is None:
        winner = game.winner(state)
        chance = 0.5 if winner is None else 1.0 - winner
        return {"to_move": None, "chance": chance, "exact": chance, "best": None, "forced": False, "over": True}
    budget = _check_budget(budget, REVIEW_BUDGET)
    rng = _rng(seed, f"review:{ply}")
    view = game.view(state, player)
    sample = game.determinize(view, player, rng)
    legal = game.legal_moves(sample)
    if len(legal) == 1:
        return {"to_move": player, "chance": None, "exact": None, "best": legal[0], "forced": True, "over": False}
    search_budget = mcts.Budget(budget)
    verdict = _solve(game, view, player, solver_budget("strong", budget))
    exact = None if verdict.result is None else EXACT[verdict.result]
    iterations = 0
    best_exact = exact is not None
    if verdict.result in (WON, DRAWN):
        best, value, best_value = verdict.move, exact, exact
    else:
        win = sure_win(game, view, player, sample, rng) if exact is None else None
        if win is not None:
            best, value, best_value = win, 1.0, 1.0
        else:
            start = view if game.hidden_information else sample
            best, root = mcts.search(game, start, player, rng, search_budget)
            value = calibrated(root_value(root)) if exact is None else exact
            chosen = next(ch for ch in root.children if ch.move == best)
            best_value = calibrated(chosen.reward / max(chosen.visits, 1)) if exact is None else exact
            iterations = sum(ch.visits for ch in root.children)
            if exact is None and not game.hidden_information:  # is the better move known to be better?
                known = _best_result(game, sample, best, player, budget)
                best_value = best_value if known is None else EXACT[known]
                best_exact = known is not None

    def first(x):
        return x if player == 0 else 1.0 - x

    return {"to_move": player, "chance": first(value), "exact": None if exact is None else first(exact),
            "plies": verdict.plies, "best": best, "best_value": first(best_value), "best_exact": best_exact,
            "forced": False, "over": False, "iterations": iterations}


def settle_move(game, prev, point, prev_state, state, budget=None):
    """Exact results for judging the move from `prev` to `point` (two positions'
    values; `prev_state`, `state` their states), where the cheap first look left
    them open: if the position before, or its better move, is exact and the one
    after is not, the solver tries the one after again with a whole position's
    budget (`point` takes what it finds); if then the one after is exact and the
    one before is not, the one before gets the same try. Returns `prev` as the
    judge should see it (a copy if it learnt its exact result, with the solver's
    move as the better one unless it loses; `prev` itself may already be on the
    page). So a kept win is not marked on a noisy chance, a
    thrown win is not missed, and a move in a lost position is not called a
    blunder (Soulaween at 300 iterations, before: 2 of 37 kept moves marked,
    1 of 18 thrown wins missed)."""
    if point.get("over") or point.get("forced") or prev.get("forced") or game.hidden_information:
        return prev
    if point.get("exact") is None and (prev.get("exact") is not None or prev.get("best_exact")):
        exact, plies, _move = _settle(game, state, budget)
        if exact is not None:
            point.update(exact=exact, chance=exact, plies=plies)
    mover = prev.get("to_move")
    proven_best = prev.get("best_exact") and prev.get("best_value") == (1.0 if mover == 0 else 0.0)
    if point.get("exact") is not None and prev.get("exact") is None and not proven_best:
        # the better move is unknown or proven to lose: what is the position worth?
        exact, plies, move = _settle(game, prev_state, budget)
        if exact is not None:
            prev = dict(prev, exact=exact, plies=plies)
            if move is not None and exact != (0.0 if mover == 0 else 1.0):  # a move that gets it
                prev.update(best=move, best_value=exact, best_exact=True)
    return prev


def _settle(game, state, budget):
    """(the first player's exact result, plies, a move that gets it) of `state` with
    a whole position's budget for the solver, or (None, None, None)."""
    budget = _check_budget(budget, REVIEW_BUDGET)
    share = solver_budget("strong", budget)
    share = share * SOLVER_SHARE["strong"] if isinstance(share, int) else budget
    verdict = _solve(game, state, game.to_move(state), share)
    if verdict.result is None:
        return None, None, None
    value = EXACT[verdict.result]
    return (value if verdict.player == 0 else 1.0 - value), verdict.plies, verdict.move


def calibrated(chance):
    """The search's chance for the mover (0..1) as a calibrated win chance: its
    log-odds stretched by CHANCE_STRETCH, kept CHANCE_MARGIN away from 0 and 1."""
    chance = min(max(chance, CHANCE_MARGIN), 1.0 - CHANCE_MARGIN)
    odds = CHANCE_STRETCH * math.log(chance / (1.0 - chance))
    return min(max(1.0 / (1.0 + math.exp(-odds)), CHANCE_MARGIN), 1.0 - CHANCE_MARGIN)


def root_value(root):
    """The mover's value of a searched position: the mean result of every iteration
    from the root (each child's rewards are the mover's). With the small budgets of
    a review the best child's mean overrates the mover by the noise it was picked
    for (the chance jumped by 0.2-0.4 with every ply in Soulaween at 300
    iterations); the mean over all iterations is smooth and errs to the cautious
    side (it also counts the searched weaker moves)."""
    visits = sum(ch.visits for ch in root.children)
    return sum(ch.reward for ch in root.children) / visits if visits else 0.5


def judge(before, after, mover, played, best, exact_before=None, exact_after=None, best_value=None,
          best_exact=False):
    """The mark of the move `played` by `mover`, from the first player's chance
    `before` and `after` it (and the exact results where known): {"drop" (of the
    mover's chance), "mark" ("blunder", "mistake", "inaccuracy" or None), "better"
    (the move shown instead, with a mark), "reason"}.

    - Both exact: a won or drawn position turned lost is a blunder ("lost_win",
      "lost_draw"), a win turned into a draw a mistake ("drew_win"); keeping the
      value, even by a slower win, is no error. Where only the better move's
      result is exact (`best_exact`), the position is worth at least that.
    - A position lost before the move (nothing better exists), or won after it,
      is never marked.
    - Otherwise on (calibrated) chances ("chance"): the drop, and the gap to the
      better move (`best_value`, the first player's chance after `best`), must both
      pass the threshold, so a better move that is not better by the margin is not
      shown. A marked move into a proven loss is a blunder: the drop to a loss is
      certain, not noise (a calibrated 0.11 that hands over a win is no inaccuracy).
    The computer's own choice (`best`) is never marked."""
    def mine(x):
        return x if mover == 0 else 1.0 - x

    drop = max(0.0, mine(before) - mine(after))
    mark = reason = None
    if exact_before is None and best_exact and best_value is not None:
        exact_before = best_value if mine(best_value) == 1.0 else None  # a proven win is the position's value
    if played != best:
        if exact_before is not None and exact_after is not None:
            was, now = mine(exact_before), mine(exact_after)
            if now < was:
                mark = "blunder" if now == 0.0 else "mistake"
                reason = "lost_win" if was == 1.0 and now == 0.0 else "lost_draw" if now == 0.0 else "drew_win"
        elif (exact_before is not None and mine(exact_before) == 0.0) or \
                (exact_after is not None and mine(exact_after) == 1.0):
            pass
        else:
            gap = drop if best_value is None else min(drop, mine(best_value) - mine(after))
            mark = next((name for name, limit in THRESHOLDS if gap >= limit), None)
            if mark and exact_after is not None and mine(exact_after) == 0.0:
                mark = "blunder"  # into a proven loss while the better move keeps the game open
            reason = "chance" if mark else None
    return {"drop": round(drop, 4), "mark": mark, "better": best if mark else None, "reason": reason}


def judge_point(prev, point, move):
    """`judge` of the move from position `prev` to `point` (two evaluate_position
    results): the fields a review adds to `point`."""
    return dict(move=move, mover=prev["to_move"],
                **judge(prev["chance"], point["chance"], prev["to_move"], move, prev["best"],
                        prev.get("exact"), point.get("exact"), prev.get("best_value"), prev.get("best_exact", False)))


def review(game, states, moves, budget=None, seed=0):
    """Evaluate every position of a game (`states[i]` before `moves[i]`, one more
    state than moves) and judge every move. A generator: it yields one dict per
    position, in order: {"ply", "to_move", "chance", "best", "forced", "over"},
    and from ply 1 on the judgement of the move that led there: "move", "mover",
    "drop", "mark", "better". A position with a single legal move is not searched;
    it is yielded together with the next searched one (it takes that chance)."""
    if len(states) != len(moves) + 1:
        raise BadOptions("A review needs one more position than moves.")
    points, waiting = [], []
    for ply, state in enumerate(states):
        point = dict(evaluate_position(game, state, budget, seed, ply), ply=ply)
        points.append(point)
        if point["forced"]:
            waiting.append(point)
            continue
        for earlier in reversed(waiting):  # a forced position takes the next searched values
            earlier.update(chance=point["chance"], exact=point.get("exact"))
        for ready in waiting + [point]:
            k = ready["ply"]
            if k:
                prev = settle_move(game, points[k - 1], ready, states[k - 1], states[k], budget)
                ready.update(judge_point(prev, ready, moves[k - 1]))
            yield ready
        waiting = []
    # a game that stops on a forced position (an unfinished match): no chance to inherit
    for ready in waiting:
        k = ready["ply"]
        ready["chance"] = points[k - 1]["chance"] if k else 0.5
        ready["exact"] = points[k - 1].get("exact") if k else None
        if k:
            ready.update(judge_point(points[k - 1], ready, moves[k - 1]))
        yield ready


def review_match(match, budget=None, seed=0):
    """`review` over a Match's history."""
    states = [match.state_at(i) for i in range(match.ply + 1)]
    return review(match.game, states, match.moves, budget, seed)

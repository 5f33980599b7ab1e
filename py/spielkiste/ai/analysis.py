"""Hint and review: the computer's opinion of a position and of the moves played.

Both reuse the playing machinery, nothing new is searched here: a hint is the
strong level's move (`levels.decide`), told with its effects; a review evaluates
every position of a game with a fixed budget (the same win check and the same
MCTS, `mcts.search`) and judges each move by how much it dropped the mover's
chance. With hidden information (Solstis) both work from the mover's view only
(`game.view` + determinization), exactly like the AI, and a hint's effects keep
only what the mover can know before the move.

Everything is incremental: `review` is a generator (one position per step, so the
page can show progress and cancel), and `evaluate_position` is the per-position
function a worker calls. Thresholds and budgets: docs/ai.md ("Hint and review").
"""

import random

from ..errors import BadOptions, IllegalMove
from . import mcts
from .budget import parse_budget
from .levels import decide, sure_win

#: seconds of thinking for a hint (strong level; the browser's goal is <= 1.5 s)
HINT_BUDGET = 1.0
#: seconds of search per position in a review
REVIEW_BUDGET = 0.3
#: a move that dropped the mover's chance by at least this much is marked
#: (checked from the top); chances run from 0 to 1
THRESHOLDS = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
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
    """A good move for the player to move, and what it does: {"move", "player",
    "effects"}. The move is the strong level's (win check, no move that hands the
    opponent a win, MCTS) from the player's view; `budget` as for `choose_move`
    (default HINT_BUDGET seconds)."""
    player = game.to_move(state)
    if player is None:
        raise IllegalMove("The game is over.")
    budget = _check_budget(budget, HINT_BUDGET)
    rng = _rng(seed, "hint")
    view = game.view(state, player)
    move = decide(game, view, player, "strong", rng, budget)
    return {"move": move, "player": player, "effects": visible_effects(game, state, move, player, rng)}


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
    player, 0..1), "best" (the move it prefers), "forced" (a single legal move:
    not searched, its chance is the next position's), "over", "iterations" (of
    the search; 0 when the win check decided)}.

    The mover's chance is the search's `root_value` from the mover's view (1.0
    when the win check finds a win this turn); a finished game counts 1 / 0.5 / 0.
    The generator is seeded per position (`seed`, `ply`), so a worker that
    evaluates positions one by one gets what `review` gets."""
    player = game.to_move(state)
    if player is None:
        winner = game.winner(state)
        chance = 0.5 if winner is None else 1.0 - winner
        return {"to_move": None, "chance": chance, "best": None, "forced": False, "over": True}
    budget = _check_budget(budget, REVIEW_BUDGET)
    rng = _rng(seed, f"review:{ply}")
    view = game.view(state, player)
    sample = game.determinize(view, player, rng)
    legal = game.legal_moves(sample)
    if len(legal) == 1:
        return {"to_move": player, "chance": None, "best": legal[0], "forced": True, "over": False}
    search_budget = mcts.Budget(budget)
    win = sure_win(game, view, player, sample, rng)
    iterations = 0
    if win is not None:
        best, value = win, 1.0
    else:
        start = view if game.hidden_information else sample
        best, root = mcts.search(game, start, player, rng, search_budget)
        value = root_value(root)
        iterations = sum(ch.visits for ch in root.children)
    chance = value if player == 0 else 1.0 - value
    return {"to_move": player, "chance": chance, "best": best, "forced": False, "over": False,
            "iterations": iterations}


def root_value(root):
    """The mover's value of a searched position: the mean result of every iteration
    from the root (each child's rewards are the mover's). With the small budgets of
    a review the best child's mean overrates the mover by the noise it was picked
    for (the chance jumped by 0.2-0.4 with every ply in Soulaween at 300
    iterations); the mean over all iterations is smooth and errs to the cautious
    side (it also counts the searched weaker moves)."""
    visits = sum(ch.visits for ch in root.children)
    return sum(ch.reward for ch in root.children) / visits if visits else 0.5


def judge(before, after, mover, played, best):
    """How much the move `played` by `mover` dropped their chance, from the first
    player's chance `before` and `after` it, and its mark: "blunder", "mistake",
    "inaccuracy" or None. The computer's own choice (`best`) is never marked."""
    mine_before = before if mover == 0 else 1.0 - before
    mine_after = after if mover == 0 else 1.0 - after
    drop = max(0.0, mine_before - mine_after)
    mark = None
    if played != best:
        mark = next((name for name, limit in THRESHOLDS if drop >= limit), None)
    return {"drop": round(drop, 4), "mark": mark, "better": best if mark else None}


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
        for earlier in reversed(waiting):  # a forced position takes the next searched chance
            earlier["chance"] = point["chance"]
        for ready in waiting + [point]:
            k = ready["ply"]
            if k:
                prev = points[k - 1]
                ready.update(move=moves[k - 1], mover=prev["to_move"],
                             **judge(prev["chance"], ready["chance"], prev["to_move"], moves[k - 1], prev["best"]))
            yield ready
        waiting = []
    # a game that stops on a forced position (an unfinished match): no chance to inherit
    for ready in waiting:
        k = ready["ply"]
        ready["chance"] = points[k - 1]["chance"] if k else 0.5
        if k:
            prev = points[k - 1]
            ready.update(move=moves[k - 1], mover=prev["to_move"],
                         **judge(prev["chance"], ready["chance"], prev["to_move"], moves[k - 1], prev["best"]))
        yield ready


def review_match(match, budget=None, seed=0):
    """`review` over a Match's history."""
    states = [match.state_at(i) for i in range(match.ply + 1)]
    return review(match.game, states, match.moves, budget, seed)

"""The playing levels, a ladder from a true beginner to the best the browser can do.

Each step adds one skill to the one below, so that neighbours stay close:
- random: any legal move (the yardstick of the strength bench; not offered in the page).
- beginner: an eye for captures: some of its moves (the beginner's eye, half by
  default) are the one that looks best right after it is played (`Game.evaluate`),
  the others random.
- casual: takes a win within its own turn; otherwise some moves (its eye, half by
  default) the one that looks best at once, the rest random.
- easy: the same with a sharper eye (all moves by default).
- careful: the win check, never a move that lets the opponent win on their next
  turn, and the move that looks best after the opponent's best-looking reply
  (some games: the look at once; `careful_reply`).
- normal: the win check and the same care, then a short search (1/16 of strong's)
  among the eight moves that look best at once.
- good: the solver first (a little), then the same with a quarter of strong's
  search among the 12 moves that look best.
- strong: the solver first (exact play where it settles the position within a
  third of the budget), then the win check, the care, and the full search among
  the 24 moves that look best (a focused search beat the open one: Boxilies,
  200 iterations, 60 % against good with the focus, 37.5 % without). In the page
  it may search in several workers at once (`root_parallel`).

The steps are not equally wide in every game, so a game may change the eyes, the
reply look and the searching levels' shares and focus for itself (`Game.ai_tuning`,
names in TUNING), and offers only the levels that are a step apart in it
(`Game.ai_levels`, `vocabulary.ladder`; the measured ladder is in docs/ai.md).

Every level decides from what its player may see: it works on
`game.view(state, player)` and samples full states with `game.determinize`.
Old level codes keep their meaning (easy, normal, strong are still here); a level
a game does not offer is mapped to its nearest by the page (`vocabulary.nearest_level`).
"""

from dataclasses import dataclass

from .. import vocabulary
from . import mcts
from .check import CHECKED_LEVEL, check_budget, checked_choice, reserve
from .random_player import random_move
from .root_parallel import Votes
from .solver import LOST, Solver, solver_for
from .tactics import safe_moves, winning_move, winning_moves, wins_with

#: the default budget of the levels that think by time, in seconds (a float): strong, so
#: that it uses the device's speed (and its several workers: ui/ai_bridge.py). The levels
#: below it think by iterations in the page too (`default_budget`), as the bench measured them
DEFAULT_BUDGET = {"strong": 1.5}
#: strong's search iterations per decision for a game that does not set its own
#: (`Game.ai_iterations`: what strong's 1.5 s buys in the browser, docs/ai.md)
AI_ITERATIONS = 200
#: how much of a given budget each searching level spends (strong spends all of it)
SHARE = {"normal": 16, "good": 4, "strong": 1}
#: the part of a time budget the solver may take first, per level using it
SOLVER_SHARE = {"good": 8, "strong": 3}
#: solver nodes per search iteration of an iteration budget (a playout is ~10-40 plays)
SOLVER_NODES = 10
#: determinizations that must all agree before a hidden-information win is taken
#: (a move that wins in about half the deals survives 16 with odds of 1 in 100,000;
#: after the first sample only the surviving moves are checked, so this is cheap)
WIN_SAMPLES = 16
#: how many of the moves that look best at once each searching level searches among
FOCUS = {"normal": 8, "good": 12, "strong": 24}
#: the beginner's share of moves chosen by the look of the board (the rest are random)
BEGINNER_EYE = 0.5
#: the settings a game may change for itself (`Game.ai_tuning`), with their defaults:
#: the eyes are the share of moves chosen by the look of the board (the rest random),
#: careful_reply the share of careful's moves that also look at the opponent's best
#: reply; `<level>_share` and `<level>_focus` replace SHARE and FOCUS for that game
TUNING = {"beginner_eye": BEGINNER_EYE, "casual_eye": 0.5, "easy_eye": 1.0, "careful_reply": 1.0,
          **{f"{level}_share": float(share) for level, share in SHARE.items()},
          **{f"{level}_focus": float(focus) for level, focus in FOCUS.items()}}


@dataclass(frozen=True)
class Level:
    name: str  # the page's words for it are the catalogs' `level_<name>` and `level_about_<name>`


#: the levels a person can choose, weakest first (one list for the AI and the page; each
#: game offers some of them: `vocabulary.ladder(game)`)
LADDER = vocabulary.LEVELS
LEVELS = {name: Level(name) for name in ("random",) + LADDER}


def tuned(game, name):
    """The setting `name` of TUNING for `game` (its own `ai_tuning`, else the default)."""
    return getattr(game, "ai_tuning", {}).get(name, TUNING[name])


def ai_iterations(game) -> int:
    """Strong's search iterations per decision in the browser for `game` (its own
    `ai_iterations`, else AI_ITERATIONS): the one number the page's levels below
    strong and the strength bench (bench/ai_strength.py, BROWSER_BUDGET) both read."""
    return int(getattr(game, "ai_iterations", AI_ITERATIONS))


def default_budget(game, level):
    """The budget (strong's) a level decides with when the caller names none, as the
    page does: seconds for strong (DEFAULT_BUDGET), strong's browser iterations
    (`ai_iterations`) for the searching levels below it, which spend their share of
    them -- the very budget the ladder was measured with -- and None for the others.
    Why not time for all: a share of strong's time bought normal and good 1.4-4 times
    the bench's iterations (strong spends half its time on the solver, they little),
    and Boxilies' normal its 1/256 of it mostly on fixed costs (docs/ai.md)."""
    if level in DEFAULT_BUDGET:
        return DEFAULT_BUDGET[level]
    if level in SHARE:
        return ai_iterations(game)
    return None


def level_budget(level, budget, game=None):
    """The search budget `level` spends, given the caller's budget (strong's, or None:
    `default_budget`)."""
    share = SHARE.get(level, 1) if game is None else tuned(game, f"{level}_share")
    if budget is None:
        budget = default_budget(game, level)
        if budget is None:
            return None
    if isinstance(budget, int):
        return max(1, int(budget // share))
    return budget / share


def solver_budget(level, budget):
    """What the solver may spend before the search (None: this level does not use it)."""
    share = SOLVER_SHARE.get(level)
    if share is None:
        return None
    if isinstance(budget, int):
        return max(1, budget * SOLVER_NODES)
    return budget / share


def decide(game, view, player, level, rng, budget=None):
    """The move `level` plays for `player`, who is to move, from `player`'s view.

    A time budget starts now, so the solver and the look-ahead count too."""
    return decide_votes(game, view, player, level, rng, budget).move


def decide_votes(game, view, player, level, rng, budget=None):
    """`decide` with its reasons as `Votes`: the search's visits per root move, or
    a move that needed no search (sure). Several workers' votes for one position
    add up (`root_parallel.combine`): root-parallel search for the strongest level."""
    if budget is None:
        budget = default_budget(game, level)
    search_budget = None
    if level in SHARE:
        search_budget = mcts.Budget(level_budget(level, budget, game))
    sample = game.determinize(view, player, rng)
    legal = game.legal_moves(sample)
    if len(legal) == 1:
        return Votes.certain(legal[0])
    if level == "random":
        return Votes.certain(random_move(game, sample, rng))
    if level == "beginner":
        eye = rng.random() < tuned(game, "beginner_eye")
        return Votes.certain(greedy_move(game, sample, legal, rng) if eye else random_move(game, sample, rng))
    exact, looked = exact_move(game, view, player, level, budget)
    if exact is not None:
        return Votes.certain(exact)
    win = sure_win(game, view, player, sample, rng)
    if win is not None:
        return Votes.certain(win)
    if level in ("casual", "easy"):
        eye = rng.random() < tuned(game, f"{level}_eye")
        return Votes.certain(greedy_move(game, sample, legal, rng) if eye else random_move(game, sample, rng))
    root_moves = None
    if not game.hidden_information:
        deadline = None
        if search_budget is not None and search_budget.deadline is not None:  # at most a third on this
            deadline = search_budget.start + (search_budget.deadline - search_budget.start) / 3
        root_moves = safe_moves(game, sample, legal, deadline=deadline)
        if len(root_moves) == 1:
            return Votes.certain(root_moves[0])
    if level == "careful":
        moves = root_moves or legal
        if rng.random() < tuned(game, "careful_reply"):
            return Votes.certain(reply_aware_move(game, sample, moves, rng))
        return Votes.certain(greedy_move(game, sample, moves, rng))
    if level in FOCUS:  # a search among the moves that look best at once
        root_moves = best_looking(game, sample, root_moves or legal, int(tuned(game, f"{level}_focus")))
    search_from = view if game.hidden_information else sample
    checked = level == CHECKED_LEVEL and not game.hidden_information
    end = reserve(search_budget) if checked else None  # the check's time, kept from the search
    move, root = mcts.search(game, search_from, player, rng, search_budget, root_moves=root_moves)
    visits = {child.move: child.visits for child in root.children}
    if not checked:
        return Votes(move, visits, False)
    # the solver checks the search's favourites, as for a hint (check.py): a proven
    # win is certain, a favourite proven lost is passed over (and left out by the
    # other workers' votes too: `root_parallel.combine`)
    solver = looked or (solver_for(game) if end is not None else Solver(game))  # the look's table
    share = solver_budget(level, budget) if end is None else 0  # end is None: an iteration budget
    choice = checked_choice(solver, sample, root, move, check_budget(end, share))
    return Votes(choice.move, visits, choice.won, choice.lost)


def exact_move(game, view, player, level, budget):
    """(the solver's move if it settles the position within the level's share (a
    won or drawn position; a lost one is left to the search, which keeps the
    opponent's chances to go wrong), else None; the solver that looked, whose
    table the check of the search's choice continues, or None if the level does
    not look). An iteration budget gets a fresh table, so the same seed and
    budget give the same move; a time budget reuses the process's table."""
    share = solver_budget(level, budget) if budget is not None else None
    if share is None:
        return None, None
    solver = Solver(game) if isinstance(share, int) else solver_for(game)
    verdict = solver.solve(view, share, player=player)
    if verdict.result is None or verdict.result == LOST:
        return None, solver
    return verdict.move, solver


def best_looking(game, sample, moves, count):
    """The `count` moves after which the board looks best for the mover (a win first)."""
    player = game.to_move(sample)
    return sorted(moves, key=lambda move: -_look(game, game.play(sample, move), player))[:count]


def _look(game, after, player):
    if game.to_move(after) is None:
        winner = game.winner(after)
        return 2.0 if winner == player else -2.0 if winner is not None else 0.0
    return game.evaluate(after, player) or 0.0


def greedy_move(game, sample, moves, rng):
    """The move after which the board looks best for the mover (`Game.evaluate`),
    a win first; ties drawn at random. Random if the game has no `evaluate`."""
    player = game.to_move(sample)
    best, best_key = [], None
    for move in moves:
        key = _look(game, game.play(sample, move), player)
        if best_key is None or key > best_key:
            best, best_key = [move], key
        elif key == best_key:
            best.append(move)
    return best[int(rng.random() * len(best))]


def reply_aware_move(game, sample, moves, rng, work_limit=3000):
    """The move whose position looks best after the opponent's best-looking reply
    (the mover's own next decision, in a turn of several, is taken at its best).
    Moves past `work_limit` looks are judged by the look at once; ties at random."""
    player = game.to_move(sample)
    work = work_limit
    best, best_key = [], None
    for move in moves:
        after = game.play(sample, move)
        mover = game.to_move(after)
        if mover is None or work <= 0:
            key = _look(game, after, player)
        else:
            looks = [_look(game, game.play(after, reply), player) for reply in game.legal_moves(after)]
            work -= len(looks)
            key = (max(looks) if mover == player else min(looks)) if looks else _look(game, after, player)
        if best_key is None or key > best_key:
            best, best_key = [move], key
        elif key == best_key:
            best.append(move)
    return best[int(rng.random() * len(best))]


def sure_win(game, view, player, sample, rng):
    """A move that wins this turn; with hidden information it must win in every
    one of WIN_SAMPLES sampled full states, so the AI (and the hint, which says
    "it wins within this turn") does not gamble on tiles it cannot see."""
    if not game.hidden_information:
        return winning_move(game, sample)
    moves = winning_moves(game, sample)
    for _ in range(WIN_SAMPLES - 1):
        if not moves:
            return None
        other = game.determinize(view, player, rng)
        moves = [m for m in moves if wins_with(game, other, m, player)]
    return moves[0] if moves else None

"""The playing levels: what each one does with a position.

- random: any legal move (the yardstick of the strength bench).
- easy: takes a win within its own turn if there is one, otherwise plays at random.
  Beatable by a beginner, but it never walks past a win on the board.
- normal: the same win check, then a short search (a tenth of strong's budget).
- strong: the win check, then drops moves that let the opponent win on their
  next turn, then a full search within the budget.

Every level decides from what its player may see: it works on
`game.view(state, player)` and samples full states with `game.determinize`.
"""

from dataclasses import dataclass

from . import mcts
from .random_player import random_move
from .tactics import safe_moves, winning_move, winning_moves

#: default search budget per level, in seconds (a float) -- fits the browser
DEFAULT_BUDGET = {"normal": 0.15, "strong": 1.5}
#: how much of a given budget normal spends (strong spends all of it)
NORMAL_SHARE = 10
#: determinizations that must all agree before a hidden-information win is taken
WIN_SAMPLES = 4


@dataclass(frozen=True)
class Level:
    name: str
    label: dict  # lang -> text for the new-game dialog


LEVELS = {
    "random": Level("random", {"de": "Zufall", "en": "Random"}),
    "easy": Level("easy", {"de": "Leicht", "en": "Easy"}),
    "normal": Level("normal", {"de": "Mittel", "en": "Normal"}),
    "strong": Level("strong", {"de": "Stark", "en": "Strong"}),
}


def level_budget(level, budget):
    """The search budget `level` spends, given the caller's budget (or None)."""
    if budget is None:
        return DEFAULT_BUDGET.get(level)
    if level == "normal":
        if isinstance(budget, int):
            return max(1, budget // NORMAL_SHARE)
        return budget / NORMAL_SHARE
    return budget


def decide(game, view, player, level, rng, budget=None):
    """The move `level` plays for `player`, who is to move, from `player`'s view.

    A time budget starts now, so the look-ahead before the search counts too."""
    search_budget = None
    if level in DEFAULT_BUDGET:
        search_budget = mcts.Budget(level_budget(level, budget))
    sample = game.determinize(view, player, rng)
    legal = game.legal_moves(sample)
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return random_move(game, sample, rng)
    win = sure_win(game, view, player, sample, rng)
    if win is not None:
        return win
    if level == "easy":
        return random_move(game, sample, rng)
    root_moves = None
    if level == "strong" and not game.hidden_information:
        deadline = None
        if search_budget.deadline is not None:  # a time budget: spend at most a third on this
            deadline = search_budget.start + (search_budget.deadline - search_budget.start) / 3
        root_moves = safe_moves(game, sample, legal, deadline=deadline)
        if len(root_moves) == 1:
            return root_moves[0]
    search_from = view if game.hidden_information else sample
    move, _root = mcts.search(game, search_from, player, rng, search_budget, root_moves=root_moves)
    return move


def sure_win(game, view, player, sample, rng):
    """A move that wins this turn; with hidden information it must win in every
    one of a few sampled full states, so the AI does not gamble on cards it cannot see."""
    if not game.hidden_information:
        return winning_move(game, sample)
    moves = winning_moves(game, sample)
    for _ in range(WIN_SAMPLES - 1):
        if not moves:
            return None
        wins = set(winning_moves(game, game.determinize(view, player, rng)))
        moves = [m for m in moves if m in wins]
    return moves[0] if moves else None

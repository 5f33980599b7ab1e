"""Computer opponents over the game protocol: random and the ladder beginner .. strong.

    >>> import spielkiste, spielkiste.ai
    >>> m = spielkiste.new_match("boxilies", seed=1)
    >>> m.play(spielkiste.ai.choose_move(m, "strong", seed=3, budget=200))

Entry points:
- `choose_move(match, level, seed=None, budget=None)` for a `Match`;
- `choose_move_for_link(fragment, level, seed=None, budget=None)` for the page's
  worker, which can only send strings: the match travels as its share link;
- `choose_move_for_game(game_id, options, match_seed, moves, level, ...)`;
- `hint(game, state)`, `review(game, states, moves)`, `evaluate_position`, `judge`
  (analysis.py), and for the worker `hint_for_link` / `evaluate_for_link`, which
  answer in JSON text.

`budget`: an int is a number of search iterations (reproducible: same seed, same
move), a float is seconds of thinking time (for play). None takes the level's
default (`levels.default_budget`: strong's seconds, the lower levels' share of the
game's `ai_iterations`, as the bench plays them). `seed` seeds the AI's own generator (never the
match's seed, which would give away hidden cards); None draws one at random.
See docs/ai.md.
"""

import json
import random

from ..errors import BadOptions, IllegalMove
from .analysis import HINT_BUDGET, REVIEW_BUDGET, THRESHOLDS, evaluate_position, hint, judge, review, review_match
from .budget import parse_budget
from .levels import DEFAULT_BUDGET, LEVELS, decide_votes
from .root_parallel import Votes, combine

__all__ = ["LEVELS", "DEFAULT_BUDGET", "choose_move", "choose_move_for_link", "choose_move_for_game",
           "hint", "review", "review_match", "evaluate_position", "judge", "hint_for_link", "evaluate_for_link",
           "HINT_BUDGET", "REVIEW_BUDGET", "THRESHOLDS", "choose_votes", "votes_for_link", "combine_votes", "combine", "Votes"]


def choose_move(match, level, seed=None, budget=None):
    """The move the computer at `level` plays now in `match` (a move string)."""
    return choose_votes(match, level, seed, budget).move


def choose_votes(match, level, seed=None, budget=None):
    """`choose_move` with the search's visits per root move (`Votes`), for
    root-parallel search: several such answers add up (`combine_votes`)."""
    if level not in LEVELS:
        raise BadOptions(f"Unknown AI level {str(level)[:20]!r}; known: {', '.join(LEVELS)}.")
    player = match.to_move
    if player is None:
        raise IllegalMove("The game is over.")
    budget = parse_budget(budget)
    rng = random.Random() if seed is None else random.Random(f"{seed}:ai:{level}")
    game = match.game
    view = game.view(match.state, player)
    return decide_votes(game, view, player, level, rng, budget)


def choose_move_for_link(fragment, level, seed=None, budget=None):
    """`choose_move` for the match a share-link fragment describes (BadLink if damaged)."""
    from .. import match_from_link

    return choose_move(match_from_link(fragment), level, seed=_seed(seed), budget=budget)


def votes_for_link(fragment, level, seed=None, budget=None):
    """`choose_votes` for the match of a share-link fragment, as JSON text (for one
    of the page's workers; the page adds them up with `combine_votes`)."""
    from .. import match_from_link

    return choose_votes(match_from_link(fragment), level, seed=_seed(seed), budget=budget).to_json()


def combine_votes(texts):
    """The move several workers' `votes_for_link` answers (JSON texts) choose together."""
    return combine(Votes.from_json(str(text)) for text in texts)


def choose_move_for_game(game_id, options, match_seed, moves, level, seed=None, budget=None,
                         position=None):
    """`choose_move` for a match given as (game id, options, match seed, moves[, start position])."""
    from .. import new_match

    match = new_match(game_id, options, seed=match_seed, position=position)
    for move in moves:
        match.play(move)
    return choose_move(match, level, seed=_seed(seed), budget=budget)


def hint_for_link(fragment, budget=None, seed=None):
    """`hint` for the match of a share-link fragment, as JSON text (for the worker):
    {"move", "player", "effects"}."""
    from .. import match_from_link

    match = match_from_link(str(fragment))
    return json.dumps(hint(match.game, match.state, budget=budget, seed=_seed(seed)))


def evaluate_for_link(fragment, ply, budget=None, seed=0):
    """`evaluate_position` of position `ply` of the match of a share-link fragment,
    as JSON text (for the worker: the page asks for one position at a time, shows
    the progress, and may stop asking; `judge` then marks the moves)."""
    from .. import match_from_link

    match = match_from_link(str(fragment))
    try:
        ply = int(ply)
    except (TypeError, ValueError):
        raise BadOptions(f"The ply {str(ply)[:20]!r} is not a number.") from None
    if not 0 <= ply <= match.ply:
        raise BadOptions(f"The game has no position {ply} (it has {match.ply} moves).")
    result = evaluate_position(match.game, match.state_at(ply), budget=budget, seed=_seed(seed), ply=ply)
    return json.dumps(dict(result, ply=ply))


def _seed(seed):
    """Seeds from the worker may arrive as text; '' means none."""
    if isinstance(seed, str) and not seed.strip():
        return None
    return seed

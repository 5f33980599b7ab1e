"""The computer players' worker: PyScript runs this in a Web Worker, so a search
never blocks the page. Only strings cross the boundary: the match as its link in,
the chosen move out (a hint and a review's positions: JSON text). It touches no DOM,
so no special HTTP headers are needed."""

# mypy: disable-error-code="top-level-await"
from ui import later

later.install()  # the AI's modules are in app-later.zip (tools/app_zip.py, ui/later.py)
await later.fetch()  # noqa: F704 - PyScript runs this script with top-level await

import json  # noqa: E402

from spielkiste.ai import (  # noqa: E402
    choose_move_for_link,
    combine_votes,
    evaluate_for_link,
    hint_for_link,
    votes_for_link,
)


def choose(link, level, seed):
    return choose_move_for_link(str(link), str(level), seed=int(seed))


def votes(link, level, seed):
    """This worker's search of the position (JSON text: move, visits per root move,
    sure): one of several workers' answers for the strongest level."""
    return votes_for_link(str(link), str(level), seed=str(seed))


def combine(texts):
    """The move several workers' `votes` choose together (texts: a JSON list of them)."""
    return combine_votes(json.loads(str(texts)))


def hint(link, budget, seed):
    """A good move for the player to move, with its effects (JSON text)."""
    return hint_for_link(str(link), budget=_text(budget), seed=_text(seed))


def evaluate(link, ply, budget, seed):
    """The computer's view of one position of the match (JSON text): a review asks
    for one position at a time, so the page shows progress and may stop."""
    return evaluate_for_link(str(link), str(ply), budget=_text(budget), seed=_text(seed))


def _text(value):
    """Text from the page; nothing or "" means the default."""
    return None if value is None or str(value) == "" else str(value)


__export__ = ["choose", "votes", "combine", "hint", "evaluate"]

"""The computer players' worker: PyScript runs this in a Web Worker, so a search
never blocks the page. Only strings cross the boundary: the match as its link in,
the chosen move out (a hint and a review's positions: JSON text). It touches no DOM,
so no special HTTP headers are needed."""

# mypy: disable-error-code="top-level-await"
from ui import later

later.install()  # the AI's modules are in app-later.zip (tools/app_zip.py, ui/later.py)
await later.fetch()  # noqa: F704 - PyScript runs this script with top-level await

from spielkiste.ai import choose_move_for_link, evaluate_for_link, hint_for_link  # noqa: E402


def choose(link, level, seed):
    return choose_move_for_link(str(link), str(level), seed=int(seed))


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


__export__ = ["choose", "hint", "evaluate"]

"""The computer's thinking budget as the page's worker sends it (shared by the
players, the hint and the review, so it is checked one way everywhere)."""

from ..errors import BadOptions


def parse_budget(budget: int | float | str | None) -> int | float | None:
    """Accept an int, a float, or their text (from the worker): "2000" or "1.5"."""
    if isinstance(budget, str):
        text = budget.strip()
        try:
            budget = float(text) if any(ch in text for ch in ".eE") else int(text)
        except ValueError:
            raise BadOptions(f"The AI budget {text[:20]!r} is not a number.") from None
    if budget is None:
        return None
    if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not budget > 0 \
            or budget != budget or budget == float("inf"):
        raise BadOptions("The AI budget is a positive number: iterations (whole) or seconds.")
    return budget

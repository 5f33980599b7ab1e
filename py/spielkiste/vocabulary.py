"""Words the engine, the AI and the page must spell alike: who plays a seat, and how long
the computer thinks for a hint or a review (issue 24: one vocabulary).

Standard library only and free of imports, so the page can use it without compiling the
AI (whose modules run in the worker), and `tools/contract_js.py` can hand the same values
to the page scripts.
"""

#: a person at this device
HUMAN = "human"
#: a person on another device (play by link, issue 17): both seats or neither
LINK = "link"
#: a person on another device, live over a data channel (issue 29): both seats in a save
LIVE = "live"
#: the computer at a level of `spielkiste.ai.levels.LADDER`: AI_PREFIX + level
AI_PREFIX = "ai:"
#: seconds of thinking for a hint (strong level; the browser's goal is <= 1.5 s)
HINT_BUDGET = 1.0
#: seconds of search per position in a review
REVIEW_BUDGET = 0.3


def computer(level: str) -> str:
    """The seat kind of the computer at `level`."""
    return AI_PREFIX + level


def is_computer(kind: str) -> bool:
    return kind.startswith(AI_PREFIX)

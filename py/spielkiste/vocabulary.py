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
#: the computer at a level of LEVELS: AI_PREFIX + level
AI_PREFIX = "ai:"
#: every level a person can choose, weakest first (issue 27: the one list the engine's AI,
#: the page, links and saves use); each game offers some of them (`Game.ai_levels`, `ladder`)
LEVELS = ("beginner", "casual", "easy", "careful", "normal", "good", "strong")
#: a level's code in a link's `pl=` (docs/notation.md); the first edition's ce, cn, cs and the
#: ladder's first cb, cc, cg keep their levels
LEVEL_CODES = {"beginner": "cb", "casual": "ca", "easy": "ce", "careful": "cc", "normal": "cn",
               "good": "cg", "strong": "cs"}
#: where a game's ladder does not say: the level a person starts against
DEFAULT_LEVEL = "normal"
#: seconds of thinking for a hint (strong level; the browser's goal is <= 1.5 s)
HINT_BUDGET = 1.0
#: seconds of search per position in a review
REVIEW_BUDGET = 0.3


def computer(level: str) -> str:
    """The seat kind of the computer at `level`."""
    return AI_PREFIX + level


def is_computer(kind: str) -> bool:
    return kind.startswith(AI_PREFIX)


def ladder(game) -> tuple[str, ...]:
    """The levels `game` offers, weakest first (`Game.ai_levels`; None: all of LEVELS)."""
    offered = getattr(game, "ai_levels", None)
    return LEVELS if offered is None else tuple(level for level in LEVELS if level in offered)


def nearest_level(level: str, offered: tuple[str, ...] = LEVELS) -> str:
    """The level of the ladder `offered` nearest to `level` in LEVELS (a tie: the weaker
    one), so a link, a save or a choice made in another game keeps about its strength;
    an unknown name counts as DEFAULT_LEVEL."""
    if level in offered:
        return level
    rank = LEVELS.index(level if level in LEVELS else DEFAULT_LEVEL)
    return min(offered, key=lambda name: (abs(LEVELS.index(name) - rank), LEVELS.index(name)))


def offered_kind(kind: str, offered: tuple[str, ...] = LEVELS) -> str:
    """A seat's kind with a computer's level moved onto the ladder `offered` (`nearest_level`)."""
    return computer(nearest_level(kind[len(AI_PREFIX):], offered)) if is_computer(kind) else kind

"""Root-parallel search: several workers search the same position, each with its
own seed, and their visit counts per root move are added up.

Why: the page's strongest level may use more than one core (a Web Worker each,
`navigator.hardwareConcurrency`); independent searches need no shared memory and
summed visits choose better than any one of them (the noise of each tree
averages out), in the same time. A move one worker found without searching (a
proven win, the only move that does not lose) is taken as it is: it is certain.
"""

import json
from dataclasses import dataclass, field

from ..errors import BadOptions


@dataclass(frozen=True)
class Votes:
    """One worker's answer: its move, the visits per root move of its search
    (empty if it needed none), and whether the move is certain (no search)."""

    move: str
    visits: dict = field(default_factory=dict)
    sure: bool = False

    @classmethod
    def certain(cls, move: str) -> "Votes":
        """A move found without searching."""
        return cls(move, {}, True)

    def to_json(self) -> str:
        return json.dumps({"move": self.move, "visits": self.visits, "sure": self.sure})

    @classmethod
    def from_json(cls, text: str) -> "Votes":
        """A worker's answer from its JSON text (BadOptions if it is not one)."""
        try:
            data = json.loads(text)
            move, visits, sure = data["move"], data["visits"], data["sure"]
        except (ValueError, TypeError, KeyError):
            raise BadOptions(f"Not a worker's votes: {str(text)[:40]!r}.") from None
        if not isinstance(move, str) or not isinstance(visits, dict) or not isinstance(sure, bool) \
                or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in visits.values()):
            raise BadOptions(f"Not a worker's votes: {str(text)[:40]!r}.")
        return cls(move, visits, sure)


def combine(answers) -> str:
    """The move of several workers' `Votes` together: a certain move if one has it
    (the first), else the move with the most visits summed over the workers (ties:
    the first worker's order), else the first worker's move."""
    answers = list(answers)
    if not answers:
        raise BadOptions("No worker answered.")
    for votes in answers:
        if votes.sure:
            return votes.move
    total: dict = {}
    for votes in answers:
        for move, visits in votes.visits.items():
            total[move] = total.get(move, 0) + visits
    if not total:
        return answers[0].move
    return max(total, key=lambda move: total[move])

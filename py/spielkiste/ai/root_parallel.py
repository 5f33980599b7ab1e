"""Root-parallel search: several workers search the same position, each with its
own seed, and their visit counts per root move are added up; a move one of
them proved lost is left out.

Why: the page's strongest level may use more than one core (a Web Worker each,
`navigator.hardwareConcurrency`); independent searches need no shared memory and
summed visits choose better than any one of them (the noise of each tree
averages out), in the same time. A move one worker found without searching (a
proven win, the only move that does not lose) is taken as it is: it is certain.
Each worker's solver checks its own favourites after its search (`check.py`) and
names the moves it proved lost: the sum leaves them out, so the others' visits
never outvote a proof (the searches share their blind spots: a favourite one
worker's solver refuted is often the others' favourite too).
"""

import json
from dataclasses import dataclass, field

from ..errors import BadOptions


@dataclass(frozen=True)
class Votes:
    """One worker's answer: its move, the visits per root move of its search
    (empty if it needed none), whether the move is certain (found without a
    search, or proven won), and the moves its solver proved lost."""

    move: str
    visits: dict = field(default_factory=dict)
    sure: bool = False
    lost: tuple = ()

    @classmethod
    def certain(cls, move: str) -> "Votes":
        """A move found without searching."""
        return cls(move, {}, True)

    def to_json(self) -> str:
        return json.dumps({"move": self.move, "visits": self.visits, "sure": self.sure, "lost": list(self.lost)})

    @classmethod
    def from_json(cls, text: str) -> "Votes":
        """A worker's answer from its JSON text (BadOptions if it is not one)."""
        try:
            data = json.loads(text)
            move, visits, sure, lost = data["move"], data["visits"], data["sure"], data.get("lost", [])
        except (ValueError, TypeError, KeyError, AttributeError):
            raise BadOptions(f"Not a worker's votes: {str(text)[:40]!r}.") from None
        if not isinstance(move, str) or not isinstance(visits, dict) or not isinstance(sure, bool) \
                or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in visits.values()) \
                or not isinstance(lost, list) or not all(isinstance(m, str) for m in lost):
            raise BadOptions(f"Not a worker's votes: {str(text)[:40]!r}.")
        return cls(move, visits, sure, tuple(lost))


def combine(answers) -> str:
    """The move of several workers' `Votes` together: a certain move if one has it
    (the first), else the move with the most visits summed over the workers (ties:
    the first worker's order) that no worker proved lost (unless all are), else
    the first worker's move."""
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
    lost = {move for votes in answers for move in votes.lost}
    open_moves = {move: n for move, n in total.items() if move not in lost} or total
    if not open_moves:
        return answers[0].move
    return max(open_moves, key=lambda move: open_moves[move])

"""Lessons: a guided first game per game, as data, and the small runner that
plays them through the engine.

Each game has one module `spielkiste.lessons.<game_id>` holding `LESSON`, plain
data (docs/lessons.md): steps with a position in the game's notation, the message
keys of one or two sentences (the words are in the page's catalogs, locale/, under
`lesson.<game>.<step>.<field>`: the engine holds no language), the cells to highlight, the move(s) the learner
should find, a `goal` the right move's effects must meet, and explanations for
likely wrong moves. The runner loads a lesson, builds each step's match, and
checks a move: right -> the effects to show; wrong -> its effects and why it is
not the answer. The page turns effects into words (`ui.explain`); nothing here
decides a rule, everything comes from `Game.effects`.

Lessons are Python modules (not JSON files) because the app ships only *.py
files in app.zip (tools/build_site.py).
"""

import importlib
from dataclasses import dataclass

from ..errors import BadOptions
from ..registry import GAMES, ORDER

__all__ = ["Lesson", "Step", "Result", "load", "check", "meets", "plain_effects", "LESSON_GAMES"]

#: the games that have a lesson, in picker order
LESSON_GAMES = ORDER
CONTINUE = "continue"


@dataclass(frozen=True)
class Step:
    """One step of a lesson (fields as in the data, see docs/lessons.md)."""

    id: str
    text: str  # message keys (`lesson.<game>.<step>.text`), here and in why, done, wrong
    moves: tuple
    position: str = CONTINUE
    options: dict | None = None
    seed: int = 1
    highlight: tuple = ()
    goal: dict | None = None
    wrong: dict | None = None  # {move: key}
    why: str = ""
    done: str = ""


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str  # a message key
    steps: tuple

    def __len__(self):
        return len(self.steps)

    def match(self, k):
        """A fresh match at the start of step `k`: built from its position, or, for
        a step that continues, from the previous step after its first move."""
        from .. import new_match

        step = self.steps[k]
        if step.position == CONTINUE:
            if k == 0:
                raise BadOptions("The first step of a lesson needs a position.")
            match = self.match(k - 1)
            match.play(self.steps[k - 1].moves[0])
            return match
        return new_match(self.game_id, step.options or {}, seed=step.seed, position=step.position)


@dataclass(frozen=True)
class Result:
    """The outcome of a learner's move: `right`, the move's `effects` (also for a
    wrong move: what it would have done), and `text`, the message key of the step's
    `done` for a right move or of the explanation of a wrong one ("" for none)."""

    right: bool
    effects: dict
    text: str


def load(game_id):
    """The Lesson of `game_id` (BadOptions for a game without one)."""
    if game_id not in GAMES:
        raise BadOptions(f"Unknown game: {str(game_id)[:40]!r}.")
    data = importlib.import_module(f"{__name__}.{game_id}").LESSON
    steps = []
    for item in data["steps"]:
        item = dict(item)
        for key in ("moves", "highlight"):
            item[key] = tuple(item.get(key, ()))
        steps.append(Step(**item))
    return Lesson(game_id, data["title"], tuple(steps))


def plain_effects(game_id, fx):
    """`fx` with every cell given by name (`Game.named_effects`: Soulaween's index
    lists become cell names), so goals and sentences read the same in every game."""
    return GAMES[game_id].named_effects(fx)


def _value(fx, key):
    """The effects value at a dotted key ("cycle_end.winner"); None where absent."""
    value = fx
    for part in key.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(part)
    return value


def meets(goal, fx):
    """Does the (plain) effects dict `fx` meet `goal`? Each goal entry is
    `key: value` (equal), `key__not: value` (not equal), `key__len: n` (a list of
    that length), `key__has: x` (a list holding x) or `key__min: n` (a number or
    list length >= n); keys may be dotted for nested dicts."""
    for spec, wanted in goal.items():
        key, _, test = spec.partition("__")
        value = _value(fx, key)
        if test == "":
            ok = value == wanted or (isinstance(value, tuple) and list(value) == wanted)
        elif test == "len":
            ok = value is not None and len(value) == wanted
        elif test == "not":
            ok = value != wanted
        elif test == "has":
            ok = value is not None and wanted in value
        elif test == "min":
            ok = value is not None and (len(value) if isinstance(value, (list, tuple)) else value) >= wanted
        else:
            raise BadOptions(f"Unknown goal test {test!r} in {spec!r}.")
        if not ok:
            return False
    return True


def is_right(lesson, step, fx):
    """A move is right if its effects meet the step's goal; a step without a goal
    accepts exactly its listed moves."""
    if step.goal:
        return meets(step.goal, fx)
    return fx["move"] in step.moves


def check(lesson, k, state, move):
    """Judge the learner's `move` in step `k` played from `state` (IllegalMove if
    it is not legal at all: the page says so as in a game)."""
    step = lesson.steps[k]
    game = GAMES[lesson.game_id]
    fx = plain_effects(lesson.game_id, game.effects(state, move))
    if is_right(lesson, step, fx):
        return Result(True, fx, step.done)
    text = (step.wrong or {}).get(move) or step.why
    return Result(False, fx, text)

"""The lesson as a mode of the game screen's controller (route #/<game>/learn).

Everything a player knows from a game works the same (the board, clicks and keys,
the controls, the status); the differences are here: a move is judged by the
lesson before it is played (a wrong one is taken back at once, i.e. never played),
nothing is saved and the URL stays the lesson's, no computer plays, and the lesson's
buttons lead on. The lesson's model and panel are in game/lesson.py.
"""

from spielkiste import lessons
from spielkiste.errors import SpielkisteError

from ..i18n import t
from ..learned import mark_learned
from . import lesson
from .commands import Command, Focus, FocusNext, Frame, Render, SetAttr
from .lesson import LessonModel


class LessonMode:
    saves = False
    computers = False

    def __init__(self, data):
        self.lesson = data  # spielkiste.lessons' lesson of one game

    # -- opening ----------------------------------------------------------------------------
    def start_step(self, ctl, k, focus="#lesson-head") -> list[Command]:
        """Step `k`: from its position, or (a step without one) from the learner's move."""
        out = ctl.cancel_ai()
        old = ctl.model
        step = self.lesson.steps[k]
        if step.position == lessons.CONTINUE and old is not None and old.k == k - 1 and old.solved:
            match = old.match
        else:
            match = self.lesson.match(k)
        ctl.model = LessonModel(self.lesson, k, match, ctl.lang)
        ctl.model.save_id, ctl.model.save_rev = None, 0
        if old is None:
            out.append(Frame())
        lang = ctl.lang
        text = t(lang, step.text)
        out.append(Render(t(lang, "lesson_said", n=k + 1, total=len(self.lesson), text=text)))
        if focus:
            out.append(Focus(focus))
        return out

    def close(self, ctl) -> list[Command]:
        return [SetAttr("data-lesson", "")]

    # -- a move: judged first ---------------------------------------------------------------
    def play(self, ctl, move) -> list[Command]:
        model = ctl.model
        try:
            right, text = lesson.judge(model, move)
        except SpielkisteError as exc:
            return ctl.refuse(t(model.lang, "illegal", msg=str(exc)), None)
        model.sel = {}
        model.feedback, model.feedback_kind = text, "right" if right else "wrong"
        model.refusal = model.refused = None
        if not right:  # taken back: never played
            return [Render(text)]
        model.match.play(move)
        model.solved = True
        if model.last_step:
            mark_learned(ctl.storage, model.game.id)
        model.fresh = True
        return [Render(text)]

    def ui(self, ctl, name, arg) -> list[Command] | None:
        model = ctl.model
        if name == "lessonnext":
            if not model.solved or model.last_step:
                return []
            # the step's words are announced; the learner goes on where they act (the board's tab stop)
            return self.start_step(ctl, model.k + 1, focus=None) + [FocusNext()]
        if name == "lessonrestart":
            ctl.model = None
            return self.start_step(ctl, 0, focus="#lesson-head")
        return None


def open_lesson(ctl, game_id):
    """Put the controller `ctl` in a lesson of `game_id`, at its first step."""
    ctl.mode = LessonMode(lessons.load(game_id))
    ctl.model = None
    return ctl.mode.start_step(ctl, 0, focus="#game-title")

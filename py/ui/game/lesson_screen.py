"""The lesson screen (route #/<game>/learn): the game screen with a LessonModel.

Everything a player knows from a game works the same (the board, clicks and keys,
the controls, the status); the differences are here: a move is judged by the
lesson before it is played (a wrong one is taken back at once, i.e. never played),
nothing is saved and the URL stays the lesson's, the move list is not shown, and
the button row leads back to the games. The pure parts are in game/lesson.py.
"""

from spielkiste import lessons
from spielkiste.errors import SpielkisteError

from ..i18n import t
from ..learned import mark_learned
from . import frame, lesson
from .lesson import LessonModel
from .screen import GameScreen


class LessonScreen(GameScreen):
    def __init__(self, app):
        super().__init__(app)
        self.lesson = None

    # -- opening -----------------------------------------------------------------------
    def open_lesson(self, game_id):
        self.lesson = lessons.load(game_id)
        self.app.ensure_board_css(game_id)
        self.start_step(0, focus="#game-title")

    def start_step(self, k, focus="#lesson-head"):
        """Step `k`: from its position, or (a step without one) from the learner's move."""
        self.cancel_ai()
        old = self.model
        step = self.lesson.steps[k]
        if step.position == lessons.CONTINUE and old is not None and old.k == k - 1 and old.solved:
            match = old.match
        else:
            match = self.lesson.match(k)
        self.model = LessonModel(self.lesson, k, match, self.app.lang)
        self.model.save_id, self.model.save_rev = None, 0
        if old is None:
            self.draw_frame()
        lang = self.app.lang
        text = step.text.get(lang) or step.text.get("en", "")
        self.render(t(lang, "lesson_said", n=k + 1, total=len(self.lesson), text=text))
        if focus:
            self.page.focus(focus)

    def draw_frame(self):
        model = self.model
        lang = self.app.lang
        game = model.game
        self.page.set_html("app", frame.render(lang, game, model.board.key_help(lang)))
        screen = self.page.q(".game-screen")
        screen.classList.add("lesson")
        title = self.lesson.title.get(lang) or game.names[lang]
        self.page.el("game-title").textContent = title
        nav = self.page.q(".gs-buttons")
        nav.setAttribute("aria-label", t(lang, "lesson_menu"))
        children = nav.children  # the game's buttons stay in the page (render() sets them), hidden
        for i in range(children.length):
            if not children.item(i).classList.contains("gs-keys"):
                children.item(i).hidden = True
        nav.insertAdjacentHTML("afterbegin", lesson.buttons(lang, game.id))
        self.page.set_attr("data-lesson", game.id)

    def relabel(self):
        model = self.model
        model.lang = self.app.lang
        self.draw_frame()
        self.render()

    # -- no saves, no share link, no computers ---------------------------------------------
    def set_fragment(self):
        pass

    def autosave(self):
        pass

    def maybe_ai(self):
        pass

    def close(self):
        super().close()
        self.page.set_attr("data-lesson", "")

    # -- a move: judged first ------------------------------------------------------------------
    def play(self, move):
        model = self.model
        try:
            right, text = lesson.judge(model, move)
        except SpielkisteError as exc:
            self.refuse(t(model.lang, "illegal", msg=str(exc)), None)
            return
        model.sel = {}
        model.feedback, model.feedback_kind = text, "right" if right else "wrong"
        model.refusal = model.refused = None
        if not right:  # taken back: never played
            self.render(text)
            return
        model.match.play(move)
        model.solved = True
        if model.last_step:
            mark_learned(self.app.storage, model.game.id)
        model.fresh = True
        self.render(text)

    def ui_action(self, name, arg, node):
        if self.model is None:
            return
        if name == "lessonnext" and self.model.solved and not self.model.last_step:
            self.start_step(self.model.k + 1, focus=None)  # the step's words are announced;
            self.focus_next_place()  # the learner goes on where they act (the board's tab stop)
        elif name == "lessonrestart":
            self.model = None
            self.start_step(0, focus="#lesson-head")
        else:
            super().ui_action(name, arg, node)

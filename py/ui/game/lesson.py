"""The guided first game: a lesson on the real board, step by step (pure parts).

A lesson (`spielkiste.lessons`, data per game) is a list of steps: a position, one or
two sentences, the cells that matter, the move to find. The lesson is the game
screen in its lesson mode (game/lesson_mode.py) with a LessonModel: the same board,
status and controls, the lesson's panel in the result region. A wrong move is not
played: the panel says what it would have done (from the engine's effects,
`ui.explain`) and why it is not the answer; the right one is played, its effect
shown (the board's last-move marks and the step's `done` text), then "Next step".
A step without a position continues from the learner's own move.

The picker remembers finished lessons in storage (`spielkiste:lessons`: a list of
game ids).
"""

from spielkiste import lessons

from .. import explain
from ..games.base import esc
from ..i18n import game_name, t
from .model import HUMAN, ScreenModel


class LessonModel(ScreenModel):
    """The game screen's model for step `k` of `lesson`: the learner is whoever moves
    at the start of the step; they see their own hidden tiles, nothing is handed over."""

    def __init__(self, lesson, k, match, lang="en"):
        super().__init__(match, (HUMAN, HUMAN), lang)
        self.lesson = lesson
        self.k = k
        self.learner = match.to_move
        self.solved = False
        self.feedback = ""  # what the learner's last move did, and why (not) the answer
        self.feedback_kind = None  # "right" / "wrong"

    @property
    def step(self):
        return self.lesson.steps[self.k]

    @property
    def last_step(self):
        return self.k == len(self.lesson) - 1

    def viewer(self):
        if not self.game.hidden_information or self.match.is_over:
            return None
        return self.learner

    def needs_handover(self):
        return False

    def interactive(self):
        return not self.solved and super().interactive()

    def shown_marks(self):
        """Before the answer: the step's cells that matter; after it the board's own
        last-move marks say what happened."""
        if not self.solved and self.step.highlight:
            return {"lesson": list(self.step.highlight)}, None
        return super().shown_marks()

    # -- the hooks of the game screen's regions ------------------------------------------
    def status_text(self):
        """The status region's words when the lesson has its own (None: the game's)."""
        if self.solved:
            if self.last_step:
                return t(self.lang, "lesson_complete", game=game_name(self.lang, self.game.id))
            return t(self.lang, "lesson_solved")
        return None

    def result_panel(self):
        return panel(self)


def judge(model, move):
    """(right, the words for the panel) for the learner's `move` (IllegalMove if it is
    not legal at all). A wrong move is told as the mover could know it beforehand:
    with hidden information its effects keep only what the learner sees."""
    lesson, lang, game = model.lesson, model.lang, model.game
    result = lessons.check(lesson, model.k, model.match.state, move)
    if result.right:
        return True, explain.feedback(game.id, result, lang)
    fx = result.effects
    if game.hidden_information:
        import random

        from spielkiste.ai.analysis import visible_effects

        fx = lessons.plain_effects(game.id, visible_effects(game, model.match.state, move, model.learner,
                                                              random.Random(0)))
    text = t(lang, "lesson_wrong", text=explain.describe(game.id, fx, lang))
    comment = t(lang, result.text) if result.text else ""
    return False, (text + " " + comment).strip()


def panel(model):
    """The lesson's panel: title and progress, the step's text, the feedback, and
    the buttons (Next step once solved; at the end, play the game)."""
    lesson, lang, k = model.lesson, model.lang, model.k
    step = model.step
    total = len(lesson)
    title = t(lang, lesson.title)
    cells = ""
    if step.highlight and not model.solved:
        cells = (f'<p class="visually-hidden">'
                 f'{esc(t(lang, "lesson_cells", cells=", ".join(step.highlight)))}</p>')
    feedback = ""
    if model.feedback:
        feedback = (f'<p class="lesson-feedback {esc(model.feedback_kind or "")}" id="lesson-feedback">'
                    f'{esc(model.feedback)}</p>')
    buttons = []
    if model.solved and not model.last_step:
        buttons.append(f'<button type="button" data-act="ui:lessonnext" id="btn-lessonnext" data-next="true">'
                       f'{esc(t(lang, "lesson_next"))}</button>')
    if model.solved and model.last_step:
        name = game_name(lang, model.game.id)
        buttons.append(f'<p class="lesson-complete">{esc(t(lang, "lesson_complete", game=name))}</p>'
                       f'<a class="button" href="#/{esc(model.game.id)}?new=1" id="btn-lessonplay" data-next="true">'
                       f'{esc(t(lang, "lesson_play", game=name))}</a>')
    buttons.append(f'<button type="button" class="secondary" data-act="ui:lessonrestart" id="btn-lessonrestart">'
                   f'{esc(t(lang, "lesson_restart"))}</button>')
    return (f'<section class="lesson-panel" aria-labelledby="lesson-head" data-step="{k + 1}" '
            f'data-solved="{"true" if model.solved else "false"}">'
            f'<h3 id="lesson-head" tabindex="-1">{esc(title)} '
            f'<span class="lesson-progress">{esc(t(lang, "lesson_step", n=k + 1, total=total))}</span></h3>'
            f'<progress class="lesson-bar" max="{total}" value="{k + int(model.solved)}" aria-hidden="true">'
            f'</progress>'
            f'<p class="lesson-text" id="lesson-text">{esc(t(lang, step.text))}</p>'
            f'{cells}{feedback}<div class="lesson-buttons">{"".join(buttons)}</div></section>')


def buttons(lang, game_id):
    """The screen's button row during a lesson: back to the games, the rules."""
    gid = esc(game_id)
    return (f'<a class="button secondary" href="#/">{esc(t(lang, "back_to_picker"))}</a>'
            f'<a class="button secondary" href="#/{gid}?new=1">{esc(t(lang, "play"))}</a>'
            f'<a class="button secondary" href="#/{gid}/rules">{esc(t(lang, "rules"))}</a>')


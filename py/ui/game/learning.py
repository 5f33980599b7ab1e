"""The hint and the review (learn, issue 18) as a plug-in of the game screen's controller.

The searches run in the AI worker; the view asks it (commands AskHint, RunReview)
and hands each answer back here, where it is judged against the position shown: a
hint for a position left behind, or a review stopped or closed meanwhile, is dropped.
"""

from ..i18n import t
from . import hint, review
from .commands import AskHint, Command, RefreshReview, Render, RunReview, SetAttr


class Learning:
    def __init__(self, ctl):
        self.ctl = ctl

    # -- the hint -------------------------------------------------------------------------------
    def hint_ask(self) -> list[Command]:
        """Ask the computer for a hint for the position shown; the screen says it thinks."""
        model = self.ctl.model
        if not hint.can_ask(model):
            return []
        model.hint_busy = True
        model.set_marks("hint", [], tip=t(model.lang, "hint_thinking"))
        return [Render(t(model.lang, "hint_thinking")),
                AskHint(model, model.position_key(), hint.link_at(model.match, model.ply))]

    def hint_arrived(self, model, key, answer, ms) -> list[Command]:
        """The worker's hint (None: it failed) for position `key` of `model`, after `ms`."""
        model.hint_busy = False
        if self.ctl.model is not model:
            return []
        said = SetAttr("data-hint-ms", str(ms))
        if answer is None or model.position_key() != key:
            return [said, Render()]  # the position changed meanwhile: this hint is for another one
        if answer.get("move") is None:
            model.clear_marks()
            return [said, Render()]
        hint.show(model, answer)
        return [said, Render(model.tip)]

    # -- the review -----------------------------------------------------------------------------
    def review_start(self) -> list[Command]:
        """Start (or resume) the review of the match shown."""
        model = self.ctl.model
        if not model.match.ply or not hint.in_link(model):
            return []
        review.sync(model)
        if model.review is None:
            model.review = review.Review(model.match.moves)
        rv = model.review
        if rv.running or rv.done:
            return [Render()]
        rv.running = True
        rv.error = None
        return [Render(t(model.lang, "rv_started")), RunReview(model, rv)]

    def review_stop(self) -> list[Command]:
        model = self.ctl.model
        if model.review is None:
            return []
        model.review.running = False
        return [Render(t(model.lang, "rv_stopped_said"))]

    def review_close(self) -> list[Command]:
        model = self.ctl.model
        if model.review is None:
            return []
        model.review.running = False
        model.review = None
        return [Render()]

    def review_current(self, model, rv):
        """Is the review still the one shown (not stopped, closed, or another game)?"""
        return rv.running and self.ctl.model is model and model.review is rv

    def review_result(self, model, rv, result) -> list[Command]:
        """One position evaluated: only a mark on the move shown needs the board drawn
        again (the better move's marks); else the panel, and the move list for a mark."""
        if not self.review_current(model, rv):
            return []
        judged = rv.add(result)
        if any(k == model.ply and rv.mark(k) for k in judged):
            return [Render()]
        return [RefreshReview(any(rv.mark(k) for k in judged))]

    def review_failed(self, rv, error):
        """The worker failed: the panel says why, what was judged is kept."""
        rv.error = error[:200]
        rv.running = False

    def review_ended(self, model, rv) -> list[Command]:
        rv.running = False
        if self.ctl.model is model and model.review is rv:
            return [Render(t(model.lang, "rv_finished") if rv.done else None)]
        return []

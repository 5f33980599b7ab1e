"""The game screen's view: it carries out the controller's commands on the page.

The decisions are the controller's (controller.py, no `js`): what a click, a key, the
computer's reply, a storage event or a received link does to the ScreenModel, and
what follows (commands.py). This module is the rest: it draws each region's markup
(status, players, controls, result, move list: their own modules) into its
container, keeps the keyboard focus, schedules the computer and the hint and the
review in the AI worker, saves through the app, and opens the dialogs.
"""

import asyncio
import json
import random
import time

import js

from .. import archive_page, qr
from ..browser_errors import BROWSER_ERRORS
from ..i18n import t
from ..live_bridge import LIVE
from ..page import css_escape, nn
from . import commands as cmd
from . import controls, focus, frame, hint, lesson, log, marking, movelist, players, result, review, status, turn_marks
from .controller import AI_BEAT_MS, Controller, undo_allowed
from .lesson_mode import open_lesson


def beat_ms():
    """The beat before the computer's reply: AI_BEAT_MS, unless the page set
    window.SPIELKISTE_AI_BEAT_MS (the e2e tests set 0, so that they do not wait)."""
    value = getattr(js.window, "SPIELKISTE_AI_BEAT_MS", None)
    try:
        return float(value) if value is not None else AI_BEAT_MS
    except (TypeError, ValueError):
        return AI_BEAT_MS


class GameScreen:
    """The game screen (a match, or a lesson with `lesson_of`) on the app's page."""

    def __init__(self, app):
        self.app = app
        self.page = app.page
        self.ctl = Controller(app.saves, app.storage, app.lang, beat_ms=beat_ms())

    @property
    def model(self):
        return self.ctl.model

    @property
    def hints(self):
        return self.ctl.hints

    @property
    def bylink(self):
        return self.ctl.bylink

    # -- the app's calls: each is an event for the controller ------------------------------------
    def open(self, match, kinds=("human", "human"), focus=True, save=None, corr=None):
        self.ctl.lang = self.app.lang  # (the language may have changed on another screen)
        self.apply(self.ctl.open(match, kinds, focus, save, corr))

    def open_link(self, match, prefer=None):
        self.ctl.lang = self.app.lang
        self.apply(self.ctl.open_link(match, prefer))

    def open_lesson(self, game_id):
        self.ctl.lang = self.app.lang
        self.app.ensure_board_css(game_id)
        self.apply(open_lesson(self.ctl, game_id))

    def close(self):
        self.apply(self.ctl.close())

    def relabel(self):
        """Re-open the current match after a language change (history and seats kept)."""
        self.apply(self.ctl.relabel(self.app.lang))

    def level_changed(self, level):
        self.apply(self.ctl.level_changed(level))

    def changed_elsewhere(self, what):
        self.apply(self.ctl.saving.changed_elsewhere(what))

    def save_again(self):  # room was made for a save that waited (snapshot_room.py)
        self.apply(self.ctl.autosave())

    def dialog_changed(self, target):
        self.apply(self.ctl.newgame.changed(self.form_entries(), str(target.name)))

    def ui_action(self, name, arg, node):
        entries = self.form_entries() if name == "startnew" else None
        self.apply(self.ctl.ui(name, arg, entries))

    def on_click(self, node, act):
        """A click on data-act=act inside the game screen that is not the app's."""
        self.apply(self.ctl.act(act))

    def on_key(self, event, target, key):
        """Keys for the game screen; True when the key was used."""
        if self.model is None:
            return False
        if target.getAttribute and target.getAttribute("role") == "gridcell":
            if key.startswith("Arrow"):
                event.preventDefault()
                focus.move_grid_focus(target, key)
                return True
            if key in ("Enter", " "):
                event.preventDefault()
                act = nn(target.getAttribute("data-act"))
                self.apply(self.ctl.act(str(act) if act else ""))
                return True
        action = self.ctl.key_action(key)
        if action is not None and not event.ctrlKey and not event.metaKey and not event.altKey:
            screen = self.page.q(".game-screen")
            if screen is not None and (screen.contains(target) or target == self.page.doc.body):
                event.preventDefault()
                self.apply(self.ctl.act(action))
                return True
        return False

    # -- carrying out the controller's commands -----------------------------------------------------
    def apply(self, commands):
        for command in commands:
            self.carry_out(command)

    def carry_out(self, c):  # noqa: C901 - one branch per command, nothing else
        page, app = self.page, self.app
        if isinstance(c, cmd.Render):
            self.render(c.announce)
        elif isinstance(c, cmd.Frame):
            self.draw_frame()
        elif isinstance(c, cmd.Focus):
            page.focus(c.selector)
        elif isinstance(c, cmd.FocusNext):
            focus.focus_next_place(self.page)
        elif isinstance(c, cmd.ShowShownMove):
            self.keep_current_move_in_view(page_too=True)
        elif isinstance(c, cmd.SetFragment):
            page.set_fragment(c.fragment)
            app.last_route_fragment = c.fragment
        elif isinstance(c, cmd.Go):
            page.set_fragment(c.fragment, push=True)
            app.show_route()
        elif isinstance(c, cmd.AskComputer):
            asyncio.ensure_future(self.computer_turn(c))
        elif isinstance(c, cmd.WarmComputer):
            app.ai.warm()
        elif isinstance(c, cmd.AskHint):
            asyncio.ensure_future(self.ask_hint(c))
        elif isinstance(c, cmd.RunReview):
            asyncio.ensure_future(self.run_review(c.model, c.review))
        elif isinstance(c, cmd.RefreshReview):
            self.refresh_review(c.marked)
        elif isinstance(c, cmd.Notice):
            page.notice(c.text, kind=c.kind, actions=c.actions)
        elif isinstance(c, cmd.ClearNotice):
            page.clear_notice()
        elif isinstance(c, cmd.Report):
            app.report(c.error)
        elif isinstance(c, cmd.AskPersist):
            archive_page.ask_persist(app)
        elif isinstance(c, cmd.ConfirmBranch):
            if js.window.confirm(c.text):
                self.apply(self.ctl.branch_confirmed(c.move))
        elif isinstance(c, cmd.ShowDialog):
            self.show_dialog(c)
        elif isinstance(c, cmd.CloseDialog):
            box = page.el("dialog")
            if box is not None and box.open:
                box.close()
        elif isinstance(c, cmd.Share):
            if c.how == "qr":
                qr.show(app, app.share.url(c.match, c.players))  # the link as a QR code, in the dialog
            elif c.how == "native":
                app.share.native(c.match, c.players)
            else:
                app.share.copy(c.match, c.players)
        elif isinstance(c, cmd.SendLink):
            model = c.model
            app.share.send(model.match, model.players(), lambda: self.apply(self.ctl.link_sent(model)))
        elif isinstance(c, cmd.SetAttr):
            page.set_attr(c.name, c.value)
        elif isinstance(c, cmd.LiveJoin):
            asyncio.ensure_future(LIVE.join(c.room, self.live_event))
        elif isinstance(c, cmd.LiveSend):
            LIVE.send(c.text)
        elif isinstance(c, cmd.LiveLeave):
            LIVE.leave()

    def draw_frame(self):
        """The screen's frame for the model's game; a lesson's with its own title and buttons."""
        model, lang, page = self.model, self.app.lang, self.page
        game = model.game
        data = self.ctl.mode.lesson
        self.app.ensure_board_css(game.id)
        if data is None:
            page.ensure_css("bylink")
        page.set_html("app", frame.render(lang, game, model.board.key_help(lang)))
        if data is None:
            share = page.el("btn-sharenative")
            if share is not None and hasattr(js.navigator, "share"):
                share.hidden = False
            return
        page.q(".game-screen").classList.add("lesson")
        page.el("game-title").textContent = t(lang, data.title)
        nav = page.q(".gs-buttons")
        nav.setAttribute("aria-label", t(lang, "lesson_menu"))
        children = nav.children  # the game's buttons stay in the page (render() sets them), hidden
        for i in range(children.length):
            if not children.item(i).classList.contains("gs-keys"):
                children.item(i).hidden = True
        nav.insertAdjacentHTML("afterbegin", lesson.buttons(lang, game.id))
        page.set_attr("data-lesson", game.id)

    # -- rendering ---------------------------------------------------------------------------
    def render(self, announce=None):
        model = self.model
        if model is None:
            return
        page = self.page
        before = focus.focused(page)
        review.sync(model)  # learn: a review belongs to one history of moves
        ctx = model.ctx()
        # a hand-over hides only hands (model.drawn), never the board (issue 25)
        ctx.marks, ctx.arrow = marking.shown(model)  # the renderer draws them (issue 24)
        board = page.el("board")
        board.setAttribute("data-fresh", "true" if model.fresh else "false")
        page.morph(board, model.board.render_board(ctx) + turn_marks.legend(model))
        page.morph_html("status", status.render(model, ctx))
        page.morph_html("controls", marking.controls_markup(ctx, controls.render(model, ctx)))
        for box_id, phone in (("gamelog", True), ("gamelog-side", False)):  # the game in words (issue 25)
            gamelog = page.el(box_id)
            if gamelog is None:
                continue
            page.morph(gamelog, log.render(model, phone))  # an open log stays open
            gamelog.hidden = not str(gamelog.innerHTML)
        level = controls.level_choice(model)
        box = page.el("levelbox")
        if box is not None and str(box.innerHTML) != level:  # not while its list is open
            page.morph(box, level)
        if box is not None:
            box.hidden = not level
        outcome = result.render(model, ctx)
        box = page.el("result")
        page.morph(box, outcome)
        box.hidden = not outcome
        page.morph_html("players", marking.controls_markup(ctx, players.render(model, ctx)))
        extra = model.board.render_extra(ctx) + review.panel(model)
        box = page.el("extra")
        page.morph(box, extra)
        box.hidden = not extra
        page.morph_html("stepper", movelist.stepper(model))
        page.el("moves-empty").textContent = movelist.empty_text(model)
        page.morph_html("movelist", movelist.items(model))
        m = model.match
        page.el("btn-undo").disabled = not undo_allowed(model)
        page.el("btn-redo").disabled = not m.can_redo
        page.set_attr("data-ply", str(m.ply))
        page.set_attr("data-shown-ply", str(model.ply))
        page.set_attr("data-over", "true" if m.is_over else "false")
        page.set_attr("data-thinking", "true" if model.thinking else "false")
        page.el("app").querySelector(".game-screen").setAttribute("data-over", "true" if model.over() else "false")
        marking.after_render(self, model)  # learn: the hint and review buttons
        self.keep_current_move_in_view()
        focus.after_render(page, before, moved=model.fresh)
        if model.refused:
            self.cue(model.refused)
        if announce:
            page.announce(announce)
        model.fresh = False

    def keep_current_move_in_view(self, page_too=False):
        """Scroll the move list to the move shown. The page itself only scrolls when the
        player steps through the list (`page_too`): after a move, on a phone, that would
        carry the page away from the board and the controls down to the list."""
        item = self.page.q('#movelist [aria-current="step"]')
        if item is None:
            box = self.page.el("movelist")
            if box is not None and self.model.ply == 0:
                box.scrollTop = 0
            return
        if page_too:
            options = js.Object.fromEntries([["block", "nearest"], ["inline", "nearest"]])
            try:
                item.scrollIntoView(options)
            except BROWSER_ERRORS:  # an old browser without options
                pass
            return
        box = self.page.el("movelist")
        if self.model.review is not None:  # a review's list scrolls with the side panel (css/app.css)
            item.scrollIntoView(js.Object.fromEntries([["block", "nearest"]]))
            return
        outer, inner = box.getBoundingClientRect(), item.getBoundingClientRect()
        if inner.top < outer.top:
            box.scrollTop -= outer.top - inner.top
        elif inner.bottom > outer.bottom:
            box.scrollTop += inner.bottom - outer.bottom

    def cue(self, action):
        """A brief visual cue on what was clicked in vain (CSS animates .refused)."""
        node = self.page.q(f'.game-screen [data-act="{css_escape(action)}"]')
        if node is not None:
            node.classList.add("refused")

    def live_event(self, kind, text=""):
        """What the live room reports (live_bridge.py) goes to the controller, as the
        computer's reply does."""
        self.apply(self.ctl.live_event(kind, text))

    # -- the AI worker: the computer's move, a hint, the review ------------------------------------
    async def computer_turn(self, c):
        started = time.monotonic()
        try:
            move = await self.app.ai.choose(c.link, c.level, random.randrange(2**31))
            # a beat: the person's move is seen on its own before the reply (issue 25)
            await asyncio.sleep(max(0.0, c.pause_s - (time.monotonic() - started)))
        except Exception as exc:  # noqa: BLE001 - said on the page; the game goes on
            move = None
            self.app.report(exc)
        if self.model is not None and self.model.match.ply != c.ply:
            move = None  # the match moved on meanwhile
        self.apply(self.ctl.computer_replied(c.token, move))

    async def ask_hint(self, c):
        started = time.monotonic()
        try:
            text = await self.app.ai.hint(c.link, hint.BUDGET, str(random.randrange(2**31)))
            answer = json.loads(text)
        except Exception as exc:  # noqa: BLE001 - a hint must never break the game
            answer = None
            self.app.report(exc)
        ms = round((time.monotonic() - started) * 1000)
        self.apply(self.ctl.learning.hint_arrived(c.model, c.key, answer, ms))

    async def run_review(self, model, rv):
        """Ask the worker for one position after the other; refresh the panel after each."""
        link = model.match.link()
        while rv.running and not rv.done:
            try:
                text = await self.app.ai.evaluate(link, str(rv.next_ply), review.BUDGET, review.SEED)
                result = json.loads(text)
            except Exception as exc:  # noqa: BLE001 - said in the panel, what we have is kept
                self.ctl.learning.review_failed(rv, f"{type(exc).__name__}: {exc}")
                break
            if not self.ctl.learning.review_current(model, rv):
                return  # stopped, closed, or another game meanwhile
            self.apply(self.ctl.learning.review_result(model, rv, result))
        self.apply(self.ctl.learning.review_ended(model, rv))

    def refresh_review(self, marked):
        """The review panel (and the move list after a new mark) without a full render:
        a full render is the one thing here that could hold the page up for long."""
        page, model = self.page, self.model
        box = page.el("review-panel")
        if box is None:
            self.render()
            return
        page.morph(box, review.panel(model), whole=True)  # patched: the focused button keeps the focus
        if marked:
            page.morph_html("movelist", movelist.items(model))

    # -- the dialog ----------------------------------------------------------------------------------
    def show_dialog(self, c):
        box = self.page.el("dialog")
        box.innerHTML = c.html
        box.setAttribute("aria-labelledby", c.labelledby)
        if not box.open:
            box.showModal()
        if c.focus_name:
            field = f'#newgame-form [name="{css_escape(c.focus_name)}"]'
            self.page.focus(self.page.q(field + ":checked") or field)  # a radio group: the chosen one

    def form_entries(self):
        form = self.page.el("newgame-form")
        if form is None:
            return []
        data = js.FormData.new(form)
        return [(str(e[0]), str(e[1])) for e in data.entries()]

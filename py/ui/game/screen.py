"""The game screen's controller: click → move string → match → render.

It keeps the ScreenModel (match, seats, selection, replay cursor), turns clicks and
keys into moves, lets the computer play, and puts each region's markup into its
container. Each region's markup comes from its own module (status, players, controls,
result, movelist); this module only wires them to the page.
"""

import asyncio
import random
import time

import js

import spielkiste
from spielkiste.errors import SpielkisteError

from .. import archive, archive_page, qr
from ..i18n import t
from ..page import css_escape, nn
from . import bylink, controls, dialog, frame, hint, log, marking, movelist, players, result, review, status
from .model import HUMAN, KINDS, LEVEL_KEY, LEVELS, LINK, ScreenModel

AI_BEAT_MS = 600  # the computer's reply comes no sooner after the move it answers (issue 25)


def beat_seconds():
    """The beat before the computer's reply: AI_BEAT_MS, unless the page set
    window.SPIELKISTE_AI_BEAT_MS (the e2e tests set 0, so that they do not wait)."""
    value = getattr(js.window, "SPIELKISTE_AI_BEAT_MS", None)
    try:
        ms = float(value) if value is not None else AI_BEAT_MS
    except (TypeError, ValueError):
        ms = AI_BEAT_MS
    return min(max(ms, 0.0), 10_000.0) / 1000


class GameScreen:
    def __init__(self, app):
        self.app = app
        self.page = app.page
        self.model = None
        self.speed = "700"  # pause between computer moves when both sides are computers
        self.ai_token = None
        self.dialog_values = None  # the new-game dialog's choices while it is open
        self.dialog_kinds = None
        self.save_failed_reported = False
        self.bylink = bylink.ByLink(self)  # play by link (issue 17)
        self.hints = hint.stored_setting(app.storage)  # hints against the computer: "on" / "off"

    # -- opening -------------------------------------------------------------------------
    @property
    def match(self):
        return self.model.match if self.model is not None else None

    def open(self, match, kinds=(HUMAN, HUMAN), focus=True, save=None, corr=None):
        """Show a match; `save` = (save id, rev) of the save it lives in (rev 0: not
        written yet; it is written on the first change). By link (issue 17): `corr` is
        a bylink.Corr or a save's (me, received, sent); kinds with "link" start one."""
        self.cancel_ai()
        corr = bylink.Corr.of(corr)
        if corr is None and LINK in kinds:
            corr = bylink.Corr.for_kinds(list(kinds))
        self.model = ScreenModel(match, bylink.local_kinds(corr.me) if corr else kinds, self.app.lang, corr)
        self.model.save_id, self.model.save_rev = save or (self.app.saves.new_id(), 0)
        self.set_fragment()
        if corr is not None and not self.model.save_rev:
            self.autosave()  # a match by link is kept from the start
        if any(k.startswith("ai:") for k in self.model.kinds):  # (not "link": issue 17)
            self.app.ai.warm()  # the computer's first move need not wait for its worker to start
        self.app.ensure_board_css(match.game_id)
        self.page.ensure_css("bylink")
        self.page.set_html("app", frame.render(self.app.lang, match.game, self.model.board.key_help(self.app.lang)))
        share = self.page.el("btn-sharenative")
        if share is not None and hasattr(js.navigator, "share"):
            share.hidden = False
        self.render()
        if focus:
            self.page.focus("#game-title")
        self.maybe_ai()

    def set_fragment(self):
        """The URL shows the match's link, marked with its save (a reload continues it)."""
        fragment = f"{self.model.match.link(self.model.players())}&save={self.model.save_id}"
        self.page.set_fragment(fragment)
        self.app.last_route_fragment = fragment

    def close(self):
        self.cancel_ai()
        self.model = None

    def relabel(self):
        """Re-open the current match after a language change (history and seats kept)."""
        old = self.model
        self.model = None
        self.page.set_html("app", frame.render(self.app.lang, old.match.game, old.board.key_help(self.app.lang)))
        old.lang = self.app.lang
        self.model = old
        self.render()

    # -- rendering ---------------------------------------------------------------------------
    def render(self, announce=None):
        model = self.model
        if model is None:
            return
        page = self.page
        focus_key = self.focus_key()
        review.sync(model)  # learn: a review belongs to one history of moves
        ctx = model.ctx()
        covered = model.needs_handover()
        board = page.el("board")
        board.setAttribute("data-fresh", "true" if model.fresh else "false")
        board.innerHTML = "" if covered else model.board.render_board(ctx)
        board.classList.toggle("covered", covered)
        page.el("status").innerHTML = status.render(model, ctx)
        page.set_html("controls", controls.render(model, ctx))
        for box_id, phone in (("gamelog", True), ("gamelog-side", False)):  # the game in words (issue 25)
            gamelog = page.el(box_id)
            if gamelog is None:
                continue
            was_open = page.q(f"#{box_id} details[open]") is not None  # the whole log keeps its state
            gamelog.innerHTML = "" if covered else log.render(model, phone)
            gamelog.hidden = covered or not str(gamelog.innerHTML)
            if was_open and page.q(f"#{box_id} details") is not None:
                page.q(f"#{box_id} details").setAttribute("open", "")
        level = controls.level_choice(model)
        box = page.el("levelbox")
        if box is not None and str(box.innerHTML) != level:  # not while its list is open
            box.innerHTML = level
        if box is not None:
            box.hidden = not level
        outcome = result.render(model, ctx)
        box = page.el("result")
        box.innerHTML = outcome
        box.hidden = not outcome
        page.set_html("players", "" if covered else players.render(model, ctx))
        extra = "" if covered else model.board.render_extra(ctx) + review.panel(model)
        box = page.el("extra")
        box.innerHTML = extra
        box.hidden = not extra
        page.set_html("stepper", movelist.stepper(model))
        page.el("moves-empty").textContent = movelist.empty_text(model)
        page.set_html("movelist", movelist.items(model))
        m = model.match
        undo_ok = m.can_undo and (model.computers_only or model.human_moved_before(m.ply))
        undo_ok = undo_ok and (model.corr is None or bylink.can_undo(model))  # by link: until sent
        page.el("btn-undo").disabled = not undo_ok
        page.el("btn-redo").disabled = not m.can_redo
        page.set_attr("data-ply", str(m.ply))
        page.set_attr("data-shown-ply", str(model.ply))
        page.set_attr("data-over", "true" if m.is_over else "false")
        page.set_attr("data-thinking", "true" if model.thinking else "false")
        page.el("app").querySelector(".game-screen").setAttribute("data-over", "true" if model.over() else "false")
        marking.after_render(self, model, covered)  # learn: hint and review buttons, marks on the board
        self.keep_current_move_in_view()
        self.restore_focus(focus_key, moved=model.fresh)
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
            except Exception:  # noqa: BLE001 - an old browser without options
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

    # -- keyboard focus: roving tabindex in the board grid ----------------------------------
    def focus_key(self):
        active = nn(self.page.doc.activeElement)
        if active is None or not active.getAttribute:
            return None
        if active.getAttribute("role") == "gridcell":
            return ("cell", str(active.getAttribute("data-r")), str(active.getAttribute("data-c")))
        act = nn(active.getAttribute("data-act"))
        if act:
            return ("act", str(act))
        if active.id:
            return ("id", str(active.id))
        return None

    def restore_focus(self, focus_key, moved=False):
        """Keep the focus where it was; after a move (`moved`) that was in the board or
        the controls, go where the player acts next if the page says where: the hand-over
        button, or an element the renderer marked `data-next`."""
        page = self.page
        cells = page.doc.querySelectorAll('#board [role="gridcell"]')
        for i in range(cells.length):
            cells.item(i).setAttribute("tabindex", "-1")
        target = None
        if focus_key and focus_key[0] == "cell":
            target = page.q(f'#board [role="gridcell"][data-r="{focus_key[1]}"][data-c="{focus_key[2]}"]')
        if target is None:
            target = (page.q('#board [role="gridcell"][data-next]') or page.q('#board [role="gridcell"][data-act]')
                      or (cells.item(0) if cells.length else None))
        if target is not None:
            target.setAttribute("tabindex", "0")
        if focus_key is None:
            return
        if moved and focus_key[0] in ("cell", "act") and (page.q("#btn-handover") or page.q(".game-screen [data-next]")):
            cell = page.q('#board [role="gridcell"][data-next]')
            if cell is not None and target is not None:  # the roving tab stop goes along
                target.setAttribute("tabindex", "-1")
                cell.setAttribute("tabindex", "0")
            self.focus_next_place()
            return
        if focus_key[0] == "cell":
            if target is not None:
                target.focus()
            else:
                self.focus_next_place()
        elif focus_key[0] == "act":
            node = page.q(f'.game-screen [data-act="{css_escape(focus_key[1])}"]')
            if node is not None and not node.hasAttribute("disabled"):
                node.focus()
            else:
                self.focus_next_place()
        elif focus_key[0] == "id":
            node = page.el(focus_key[1])
            if node is not None and not node.hasAttribute("disabled"):
                node.focus()
            elif focus_key[1].startswith("btn-"):
                self.focus_next_place()

    def focus_next_place(self):
        """Where the player acts next: the hand-over button, the board, or a control."""
        page = self.page
        for selector in ("#btn-handover", ".game-screen [data-next]", '#board [role="gridcell"][tabindex="0"]',
                         "#controls button", "#result button", "#game-title"):
            node = page.q(selector)
            if node is not None:
                node.focus()
                return

    def move_grid_focus(self, cell, key):
        dr, dc = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}[key]
        r, c = int(cell.getAttribute("data-r")), int(cell.getAttribute("data-c"))
        grid = cell.closest('[role="grid"]')
        cells = grid.querySelectorAll('[role="gridcell"]')
        best, best_d = None, None
        for i in range(cells.length):
            other = cells.item(i)
            orr, oc = int(other.getAttribute("data-r")), int(other.getAttribute("data-c"))
            along = (orr - r) * dr + (oc - c) * dc
            across = abs((orr - r) * dc) + abs((oc - c) * dr)
            if along <= 0:
                continue
            d = along * 10 + across
            if best_d is None or d < best_d:
                best, best_d = other, d
        if best is not None:
            cell.setAttribute("tabindex", "-1")
            best.setAttribute("tabindex", "0")
            best.focus()

    # -- input -------------------------------------------------------------------------------
    def on_key(self, event, target, key):
        """Keys for the game screen; True when the key was used."""
        model = self.model
        if model is None:
            return False
        if target.getAttribute and target.getAttribute("role") == "gridcell":
            if key.startswith("Arrow"):
                event.preventDefault()
                self.move_grid_focus(target, key)
                return True
            if key in ("Enter", " "):
                event.preventDefault()
                act = nn(target.getAttribute("data-act"))
                self.board_action(str(act) if act else "")
                return True
        keys = model.board.keys
        if key in keys and not event.ctrlKey and not event.metaKey and not event.altKey:
            screen = self.page.q(".game-screen")
            if screen is not None and (screen.contains(target) or target == self.page.doc.body):
                event.preventDefault()
                self.board_action(keys[key])
                return True
        return False

    def on_click(self, node, act):
        """A click on data-act=act inside the game screen that is not the app's."""
        if self.model is not None:
            self.board_action(act)

    def board_action(self, action):
        model = self.model
        if model is None:
            return
        model.refusal = model.refused = None
        if model.needs_handover():
            return self.refuse(t(model.lang, "refuse_handover"), action)
        if model.over():
            return self.refuse(t(model.lang, "refuse_over"), action)
        why = bylink.refusal(model) if model.corr is not None else None  # by link (issue 17)
        if why:
            return self.refuse(why, action)
        if not model.interactive():
            return self.refuse(t(model.lang, "refuse_wait", name=model.names[model.to_move()]), action)
        ctx = model.ctx()  # in the replay: the position shown (play() asks before branching)
        if not action:
            action = "none"
        move = model.board.act(ctx, action)
        model.refusal, model.refused = ctx.refusal, ctx.refused
        if move is None:
            self.render()
            return
        self.play(move)

    def refuse(self, text, action):
        self.model.refusal, self.model.refused = text, action
        self.render()

    def play(self, move):
        model = self.model
        m = model.match
        if model.replaying:
            if not js.window.confirm(t(model.lang, "branch")):
                return
            m.truncate(model.cursor)
        model.cursor = None
        before = m.state
        try:
            m.play(move)
        except SpielkisteError as exc:
            self.refuse(t(model.lang, "illegal", msg=str(exc)), None)
            return
        self.page.clear_notice()
        model.sel = {}
        self.after_change(self.describe(before, move, m.state))

    def describe(self, before, move, after):
        model = self.model
        try:
            return model.board.describe(model.game, model.drawn(before), move, model.drawn(after),
                                        model.lang, model.names)
        except Exception:  # noqa: BLE001 - an announcement must not stop the game
            return move

    def after_change(self, announce=None):
        model = self.model
        m = model.match
        model.fresh = True
        model.refusal = model.refused = None
        self.set_fragment()
        self.autosave()
        text = announce
        if m.is_over:
            text = f"{announce} {status.headline(model)}" if announce else status.headline(model)
        self.render(text)
        if m.is_over:
            self.page.focus("#result-head")
        self.maybe_ai()

    # -- computer players ----------------------------------------------------------------------
    def maybe_ai(self):
        model = self.model
        if model is None:
            return
        m = model.match
        if m.is_over or model.replaying or model.thinking or model.paused:
            return
        kind = model.kinds[m.to_move]
        if not kind.startswith("ai:") or model.pause_for_human():
            return
        token = object()
        self.ai_token = token
        model.thinking = True
        self.render()
        asyncio.ensure_future(self._ai_turn(token, model, kind[3:]))

    async def _ai_turn(self, token, model, level):
        match = model.match
        link = match.link()
        ply = match.ply
        started = time.monotonic()
        try:
            move = await self.app.ai.choose(link, level, random.randrange(2**31))
            # a beat: the person's move is seen on its own before the reply (issue 25)
            pause = int(self.speed) / 1000 if model.computers_only else beat_seconds()
            await asyncio.sleep(max(0.0, pause - (time.monotonic() - started)))
        except Exception as exc:  # noqa: BLE001
            move = None
            self.app.report(exc)
        if self.ai_token is not token:
            return  # cancelled (undo, pause, new game) while thinking
        self.ai_token = None
        model.thinking = False
        if move is None or self.model is not model or match.ply != ply:
            self.render()
            return
        before = match.state
        try:
            match.play(move)
        except SpielkisteError as exc:
            self.app.report(exc)
            return
        self.after_change(self.describe(before, move, match.state))

    def level_changed(self, level):
        """The computer's level changed on the game screen: its next move plays at it;
        kept for the next one-tap start (issue 25)."""
        model = self.model
        if level not in LEVELS or model is None:
            return
        for seat in (0, 1):
            if model.kinds[seat].startswith("ai:"):
                model.kinds[seat] = "ai:" + level
        self.app.storage.set_text(LEVEL_KEY, level)
        self.set_fragment()
        self.autosave()
        if model.thinking:  # the move being chosen is chosen again at the new level
            self.cancel_ai()
        self.render()
        self.maybe_ai()

    def cancel_ai(self):
        self.ai_token = None
        if self.model is not None:
            self.model.thinking = False
        self.page.set_attr("data-thinking", "false")

    # -- the screen's buttons --------------------------------------------------------------------
    def ui_action(self, name, arg, node):
        model = self.model
        if model is None:
            return
        m = model.match
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.cancel_ai()
            model.cursor = None
            if m.redo() is not None:
                model.sel = {}
                if model.computers_only:
                    model.paused = True
                self.after_change(t(model.lang, "redo"))
        elif name == "new":
            self.open_dialog()
        elif name == "cancelnew":
            self.page.el("dialog").close()
        elif name == "startnew":
            self.start_from_dialog()
        elif name == "rematch":
            self.rematch()
        elif name == "review":
            self.step("goto", "1" if m.ply else "0")
            self.page.focus("#btn-next")
            review.start(self)  # learn: the computer's review beside the replay stepper
        elif name in marking.ACTIONS:  # learn: hint, review
            marking.ACTIONS[name](self)
        elif name == "share":
            self.app.share.copy(m, model.players())
        elif name == "sharenative":
            self.app.share.native(m, model.players())
        elif name == "qr":
            self.show_qr()
        elif name == "closeqr":
            self.page.el("dialog").close()
        elif name in bylink.ACTIONS:  # play by link (issue 17)
            self.bylink.action(name, arg)
        elif name == "handover":
            model.holder = model.handover_seat()
            model.refusal = model.refused = None
            self.render()
            self.focus_next_place()
        elif name == "pause":
            self.cancel_ai()
            model.paused = True
            self.render(t(model.lang, "paused_said"))
            self.page.focus("#btn-resume")
        elif name == "resume":
            model.paused = False
            model.cursor = None
            self.render()
            self.page.focus("#btn-pause")
            self.maybe_ai()
        elif name in ("first", "prev", "next", "last", "goto"):
            self.step(name, arg)
        elif name == "conflict" and arg in ("load", "fork"):
            self.resolve_conflict(arg)

    def undo(self):
        """Take back the last human move (and the computer's answers after it); between
        two computers, one move, and the computers pause."""
        model = self.model
        m = model.match
        self.cancel_ai()
        model.cursor = None
        if not m.can_undo or (model.corr is not None and not bylink.can_undo(model)):
            self.render()
            return
        m.undo()
        if model.computers_only:
            model.paused = True
        else:
            while m.can_undo and not m.is_over and model.kinds[m.to_move] != HUMAN:
                m.undo()
        model.sel = {}
        model.refusal = model.refused = None
        self.set_fragment()
        self.autosave()
        self.render(t(model.lang, "undo"))
        self.maybe_ai()

    def step(self, name, arg):
        model = self.model
        m = model.match
        ply = model.ply
        if name == "first":
            ply = 0
        elif name == "prev":
            ply = max(0, ply - 1)
        elif name == "next":
            ply = min(m.ply, ply + 1)
        elif name == "last":
            ply = m.ply
        elif arg.isdigit():
            ply = min(m.ply, int(arg))
        if model.thinking and ply != m.ply:
            self.cancel_ai()
        model.cursor = None if ply == m.ply else ply
        model.sel = {}
        model.refusal = model.refused = None
        self.render(t(model.lang, "shown_move", n=ply, total=m.ply))
        self.keep_current_move_in_view(page_too=True)
        if model.cursor is None:
            self.maybe_ai()

    def rematch(self):
        """Same options and seats; the other player starts; a fresh deal."""
        m = self.match
        options = dict(m.options)
        if "first" in options:
            options["first"] = "1" if options["first"] == "0" else "0"
        self.start(m.game_id, options, self.model.kinds)

    def start(self, game_id, options, kinds):
        try:
            match = spielkiste.new_match(game_id, options)
        except SpielkisteError as exc:
            self.page.notice(str(exc))
            return
        self.open(match, kinds)  # a new match: a new save, written on its first move

    # -- the new-game dialog --------------------------------------------------------------------------
    def open_dialog(self):
        m = self.match
        self.dialog_values = dict(m.options)
        self.dialog_kinds = list(self.model.kinds)
        self.render_dialog()
        self.page.el("dialog").showModal()

    def render_dialog(self, focus_name=None):
        game = self.match.game
        note = ""
        if self.dialog_values.get("board") == "custom":
            note = t(self.app.lang, "custom_board_note")
        box = self.page.el("dialog")
        box.innerHTML = dialog.render(self.app.lang, game, self.dialog_values, self.dialog_kinds, self.speed, note,
                                      hints=self.hints)
        box.setAttribute("aria-labelledby", "newgame-title")
        if focus_name:
            field = f'#newgame-form [name="{css_escape(focus_name)}"]'
            self.page.focus(self.page.q(field + ":checked") or field)  # a radio group: the chosen one

    def form_entries(self):
        form = self.page.el("newgame-form")
        data = js.FormData.new(form)
        return [(str(e[0]), str(e[1])) for e in data.entries()]

    def dialog_changed(self, target):
        """A choice in the dialog changed: show the options that apply now."""
        values, kinds, speed = dialog.read(self.form_entries(), self.match.game, self.dialog_kinds, self.speed,
                                           changed=str(target.name))
        self.dialog_values.update(values)
        self.dialog_kinds, self.speed = kinds, speed
        self.hints = dialog.read_hints(self.form_entries(), self.hints)
        self.render_dialog(str(target.name))

    def start_from_dialog(self):
        m = self.match
        values, kinds, speed = dialog.read(self.form_entries(), m.game, self.dialog_kinds, self.speed)
        self.dialog_values.update(values)
        self.page.el("dialog").close()
        self.speed = speed
        self.hints = dialog.read_hints(self.form_entries(), self.hints)
        self.app.storage.set_text(hint.SETTING, self.hints)
        if m.game_id == "boxilies" and self.dialog_values.get("board") == "custom":
            self.page.set_fragment("/boxilies/designer", push=True)
            self.app.show_route()
            return
        options = {k: v for k, v in self.dialog_values.items() if k != "design" or v}
        levels = [k[3:] for k in kinds if k.startswith("ai:")]
        if len(levels) == 1 and levels[0] in LEVELS:  # against the computer: the next one-tap start's level
            self.app.storage.set_text(LEVEL_KEY, levels[0])
        self.start(m.game_id, options, [k if k in KINDS or k == LINK else HUMAN for k in kinds])

    def show_qr(self):
        """The match's link as a QR code, in the dialog (issue 17)."""
        qr.show(self.app, self.app.share.url(self.match, self.model.players()))

    # -- autosave: each match in its own save; tabs never overwrite each other ------------------
    def autosave(self):
        model = self.model
        if model is None:
            return
        m = model.match
        if not m.moves and not model.save_rev and model.corr is None:
            return  # nothing worth keeping yet
        saves = self.app.saves
        result = saves.save(m.game_id, model.save_id, bylink.save_record(model), model.save_rev)
        if result.ok:
            model.save_rev = result.rev
            archive_page.ask_persist(self.app)
            if m.game_id == "soulaween":
                self.app.storage.set_text("played:soulaween", "1")
        elif result.status == "conflict":
            self.offer_conflict()
        elif result.status == "failed" and self.app.storage.available and not self.save_failed_reported:
            self.save_failed_reported = True  # storage full or refused: say so once
            self.page.notice(archive.tr(self.app.lang, "storage_full"), actions=archive.full_actions(self.app.lang))

    def changed_elsewhere(self, what):
        """A `storage` event: if another tab changed this match's save, say so."""
        model = self.model
        if what[0] == "save" and (what[1], what[2]) != (model.match.game_id, model.save_id):
            return
        if not model.save_rev:
            return  # this tab has not saved it yet: nothing of ours to lose
        if self.app.saves.status(model.match.game_id, model.save_id, model.save_rev) == "newer":
            self.offer_conflict()

    def offer_conflict(self):
        lang = self.app.lang
        self.page.notice(t(lang, "conflict"), actions=(("ui:conflict:load", t(lang, "conflict_load")),
                                                       ("ui:conflict:fork", t(lang, "conflict_fork"))))

    def resolve_conflict(self, how):
        model = self.model
        self.page.clear_notice()
        if how == "load":
            found = self.app.saves.open(model.match.game_id, model.save_id)
            if found is not None:
                save, match = found
                self.open(match, save.players, save=(save.id, save.rev), corr=save.bylink)
                return
        model.save_id, model.save_rev = self.app.saves.new_id(), 0
        self.set_fragment()
        self.autosave()
        self.render(t(self.app.lang, "kept_as_new"))


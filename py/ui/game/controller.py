"""The game screen's controller: event → decision → new model + commands.

Every event of the game screen (a click or key on the board, a button, the
computer's reply, a storage event, a received link, a hint or a review result)
comes here as a method call; the method changes the ScreenModel and returns the
commands (commands.py) the view carries out, in order. It never imports `js`, so
undo, refusals, when the computer plays and with what beat, play by link, lessons,
hints and the review are unit-tested under CPython (tests/test_controller*.py).

Modes plug into it: `PlayMode` (a match: saved, in the URL, computers play) and
`lesson_mode.LessonMode` (a lesson: a move is judged first, nothing is saved).
"""

import itertools

import spielkiste
from spielkiste.errors import SpielkisteError

from .. import archive, render_errors
from ..i18n import t
from . import bylink, dialog, hint, review, status
from .commands import (
    AskComputer,
    AskHint,
    AskPersist,
    ClearNotice,
    CloseDialog,
    ConfirmBranch,
    Focus,
    FocusNext,
    Frame,
    Go,
    Notice,
    RefreshReview,
    Render,
    Report,
    RunReview,
    SetAttr,
    SetFragment,
    Share,
    ShowDialog,
    ShowShownMove,
    WarmComputer,
)
from .model import HUMAN, KINDS, LEVEL_KEY, LEVELS, LINK, ScreenModel

AI_BEAT_MS = 600  # the computer's reply comes no sooner after the move it answers (issue 25)
STEPS = ("first", "prev", "next", "last", "goto")


# -- the rules the controller applies (pure functions of the model) ---------------------------

def undo_allowed(model):
    """Undo has something to take back: a move a person here made (between two
    computers, any move); by link, only what was not sent or received yet."""
    m = model.match
    ok = m.can_undo and (model.computers_only or model.human_moved_before(m.ply))
    return ok and (model.corr is None or bylink.can_undo(model))


def refusal(model):
    """Why the board cannot be played now (the words for the status), or None."""
    if model.needs_handover():
        return t(model.lang, "refuse_handover")
    if model.over():
        return t(model.lang, "refuse_over")
    why = bylink.refusal(model) if model.corr is not None else None
    if why:
        return why
    if not model.interactive():
        return t(model.lang, "refuse_wait", name=model.names[model.to_move()])
    return None


def computer_to_play(model):
    """The level of the computer that plays now, or None (a person's turn, the
    replay, a pause, the game over, İye's pause move left to the person here)."""
    m = model.match
    if m.is_over or model.replaying or model.thinking or model.paused:
        return None
    kind = model.kinds[m.to_move]
    if not kind.startswith("ai:") or model.pause_for_human():
        return None
    return kind[3:]


def pause_seconds(model, speed, beat_ms):
    """How long after the question the computer's move is shown: between two
    computers, the pace chosen; against a person, the beat (the person's move is seen
    on its own before the reply)."""
    ms = float(speed) if model.computers_only else beat_ms
    return min(max(ms, 0.0), 10_000.0) / 1000


def stepped_ply(name, arg, shown, last):
    """The ply the replay shows after the stepper's `name` (first, prev, next, last,
    goto with `arg`)."""
    if name == "first":
        return 0
    if name == "prev":
        return max(0, shown - 1)
    if name == "next":
        return min(last, shown + 1)
    if name == "last":
        return last
    if name == "goto" and arg.isdigit():
        return min(last, int(arg))
    return shown


# -- modes ------------------------------------------------------------------------------------------

class PlayMode:
    """A match: kept in a save and the URL, the computers play, moves are played as made."""

    saves = True
    computers = True
    lesson = None

    def play(self, ctl, move):
        return ctl.play_move(move)

    def ui(self, ctl, name, arg):
        """The mode's own buttons; None: not one of them."""
        return None

    def close(self, ctl):
        return []


class Controller:
    """The game screen's decisions. `saves` and `storage` are the app's (pure: a
    storage backend underneath); `beat_ms` is the computer's beat against a person."""

    def __init__(self, saves, storage, lang="en", beat_ms=AI_BEAT_MS, mode=None):
        self.saves, self.storage, self.lang = saves, storage, lang
        self.beat_ms = beat_ms
        self.mode = mode or PlayMode()
        self.model = None
        self.speed = "700"  # pause between computer moves when both sides are computers
        self.ai_token = None
        self._tokens = itertools.count(1)
        self.hints = hint.stored_setting(storage)  # hints against the computer: "on" / "off"
        self.dialog_values = None  # the new-game dialog's choices while it is open
        self.dialog_kinds = None
        self.save_failed_reported = False
        self.bylink = bylink.ByLink(self)  # play by link (issue 17)

    @property
    def match(self):
        return self.model.match if self.model is not None else None

    # -- opening and closing ----------------------------------------------------------------
    def open(self, match, kinds=(HUMAN, HUMAN), focus=True, save=None, corr=None):
        """Show a match; `save` = (save id, rev) of the save it lives in (rev 0: not
        written yet; it is written on the first change). By link (issue 17): `corr` is
        a bylink.Corr or a save's (me, received, sent); kinds with "link" start one."""
        self.cancel_ai()
        corr = bylink.Corr.of(corr)
        if corr is None and LINK in kinds:
            corr = bylink.Corr.for_kinds(list(kinds))
        self.model = ScreenModel(match, bylink.local_kinds(corr.me) if corr else kinds, self.lang, corr)
        self.model.save_id, self.model.save_rev = save or (self.saves.new_id(), 0)
        out = self.fragment()
        if corr is not None and not self.model.save_rev:
            out += self.autosave()  # a match by link is kept from the start
        if any(k.startswith("ai:") for k in self.model.kinds):  # (not "link": issue 17)
            out.append(WarmComputer())
        out += [Frame(), Render()]
        if focus:
            out.append(Focus("#game-title"))
        return out + self.maybe_ai()

    def close(self):
        out = self.cancel_ai()
        self.model = None
        return out + self.mode.close(self)

    def relabel(self, lang):
        """The page's language changed: the frame and every region in it."""
        self.lang = lang
        if self.model is None:
            return []
        self.model.lang = lang
        return [Frame(), Render()]

    def fragment(self):
        if not self.mode.saves or self.model is None:
            return []
        return [SetFragment(f"{self.model.match.link(self.model.players())}&save={self.model.save_id}")]

    def start(self, game_id, options, kinds):
        try:
            match = spielkiste.new_match(game_id, options)
        except SpielkisteError as exc:
            return [Notice(str(exc))]
        return self.open(match, kinds)  # a new match: a new save, written on its first move

    def rematch(self):
        """Same options and seats; the other player starts; a fresh deal."""
        m = self.match
        options = dict(m.options)
        if "first" in options:
            options["first"] = "1" if options["first"] == "0" else "0"
        return self.start(m.game_id, options, self.model.kinds)

    # -- the board ----------------------------------------------------------------------------------
    def key_action(self, key):
        """The board's action for a key (its own shortcuts), or None."""
        return None if self.model is None else self.model.board.keys.get(key)

    def act(self, action):
        """A click (or Enter, or a shortcut) on the board's action `action`."""
        model = self.model
        if model is None:
            return []
        model.refusal = model.refused = None
        why = refusal(model)
        if why:
            return self.refuse(why, action)
        ctx = model.ctx()  # in the replay: the position shown (play() asks before branching)
        move = model.board.act(ctx, action or "none")
        model.refusal, model.refused = ctx.refusal, ctx.refused
        if move is None:
            return [Render()]
        return self.play(move)

    def play(self, move):
        """A move the player chose (judged first in a lesson)."""
        if self.model is None:
            return []
        return self.mode.play(self, move)

    def refuse(self, text, action):
        self.model.refusal, self.model.refused = text, action
        return [Render()]

    def play_move(self, move, confirmed=False):
        """The player's move: in the replay (after a yes) it cuts the later moves."""
        model = self.model
        m = model.match
        if model.replaying:
            if not confirmed:
                return [ConfirmBranch(t(model.lang, "branch"), move)]
            m.truncate(model.cursor)
        model.cursor = None
        before = m.state
        try:
            m.play(move)
        except SpielkisteError as exc:
            return self.refuse(t(model.lang, "illegal", msg=str(exc)), None)
        model.sel = {}
        return [ClearNotice()] + self.after_change(self.describe(before, move, m.state))

    def branch_confirmed(self, move):
        if self.model is None:
            return []
        return self.play_move(move, confirmed=True)

    def describe(self, before, move, after):
        model = self.model
        try:
            return model.board.describe(model.game, model.drawn(before), move, model.drawn(after),
                                        model.lang, model.names)
        except Exception as exc:  # noqa: BLE001 - an announcement must not stop the game: counted
            render_errors.caught("the move's sentence", exc)
            return move

    def after_change(self, announce=None):
        model = self.model
        m = model.match
        model.fresh = True
        model.refusal = model.refused = None
        out = self.fragment() + self.autosave()
        text = announce
        if m.is_over:
            text = f"{announce} {status.headline(model)}" if announce else status.headline(model)
        out.append(Render(text))
        if m.is_over:
            out.append(Focus("#result-head"))
        return out + self.maybe_ai()

    # -- the computer -------------------------------------------------------------------------------
    def maybe_ai(self):
        model = self.model
        if model is None or not self.mode.computers:
            return []
        level = computer_to_play(model)
        if level is None:
            return []
        self.ai_token = next(self._tokens)
        model.thinking = True
        m = model.match
        return [Render(), AskComputer(self.ai_token, m.link(), level, m.ply,
                                      pause_seconds(model, self.speed, self.beat_ms))]

    def computer_replied(self, token, move):
        """The AI worker's move for the question `token` (None: it failed)."""
        if self.ai_token != token or self.model is None:
            return []  # cancelled (undo, pause, new game) while thinking
        self.ai_token = None
        model = self.model
        model.thinking = False
        match = model.match
        if move is None:
            return [Render()]
        before = match.state
        try:
            match.play(move)
        except SpielkisteError as exc:
            return [Report(exc)]
        return self.after_change(self.describe(before, move, match.state))

    def cancel_ai(self):
        self.ai_token = None
        if self.model is not None:
            self.model.thinking = False
        return [SetAttr("data-thinking", "false")]

    def level_changed(self, level):
        """The computer's level changed on the game screen: its next move plays at it;
        kept for the next one-tap start (issue 25)."""
        model = self.model
        if level not in LEVELS or model is None:
            return []
        for seat in (0, 1):
            if model.kinds[seat].startswith("ai:"):
                model.kinds[seat] = "ai:" + level
        self.storage.set_text(LEVEL_KEY, level)
        out = self.fragment() + self.autosave()
        if model.thinking:  # the move being chosen is chosen again at the new level
            out += self.cancel_ai()
        return out + [Render()] + self.maybe_ai()

    # -- the screen's buttons --------------------------------------------------------------------
    def ui(self, name, arg="", entries=None):
        """A button `ui:<name>:<arg>`; `entries`: the new-game form's fields, if open."""
        model = self.model
        if model is None:
            return []
        own = self.mode.ui(self, name, arg)
        if own is not None:
            return own
        m = model.match
        if name == "undo":
            return self.undo()
        if name == "redo":
            return self.redo()
        if name == "new":
            return self.open_dialog()
        if name in ("cancelnew", "closeqr"):
            return [CloseDialog()]
        if name == "startnew":
            return self.start_from_dialog(entries or [])
        if name == "rematch":
            return self.rematch()
        if name == "review":
            return self.step("goto", "1" if m.ply else "0") + [Focus("#btn-next")] + self.review_start()
        if name == "reviewgame":
            return self.review_start()
        if name == "reviewstop":
            return self.review_stop()
        if name == "reviewclose":
            return self.review_close()
        if name == "hint":
            return self.hint_ask()
        if name in ("share", "sharenative", "qr"):
            how = {"share": "copy", "sharenative": "native", "qr": "qr"}[name]
            return [Share(how, m, model.players())]
        if name in bylink.ACTIONS:  # play by link (issue 17)
            return self.bylink.action(name, arg)
        if name == "handover":
            model.holder = model.handover_seat()
            model.refusal = model.refused = None
            return [Render(), FocusNext()]
        if name == "pause":
            out = self.cancel_ai()
            model.paused = True
            return out + [Render(t(model.lang, "paused_said")), Focus("#btn-resume")]
        if name == "resume":
            model.paused = False
            model.cursor = None
            return [Render(), Focus("#btn-pause")] + self.maybe_ai()
        if name in STEPS:
            return self.step(name, arg)
        if name == "conflict" and arg in ("load", "fork"):
            return self.resolve_conflict(arg)
        return []

    def undo(self):
        """Take back the last human move (and the computer's answers after it); between
        two computers, one move, and the computers pause."""
        model = self.model
        m = model.match
        out = self.cancel_ai()
        model.cursor = None
        if not m.can_undo or (model.corr is not None and not bylink.can_undo(model)):
            return out + [Render()]
        m.undo()
        if model.computers_only:
            model.paused = True
        else:
            while m.can_undo and not m.is_over and model.kinds[m.to_move] != HUMAN:
                m.undo()
        model.sel = {}
        model.refusal = model.refused = None
        out += self.fragment() + self.autosave()
        return out + [Render(t(model.lang, "undo"))] + self.maybe_ai()

    def redo(self):
        model = self.model
        out = self.cancel_ai()
        model.cursor = None
        if model.match.redo() is None:
            return out
        model.sel = {}
        if model.computers_only:
            model.paused = True
        return out + self.after_change(t(model.lang, "redo"))

    def step(self, name, arg=""):
        """The replay stepper: show another ply (the latest goes on with the game)."""
        model = self.model
        m = model.match
        ply = stepped_ply(name, arg, model.ply, m.ply)
        out = []
        if model.thinking and ply != m.ply:
            out += self.cancel_ai()
        model.cursor = None if ply == m.ply else ply
        model.sel = {}
        model.refusal = model.refused = None
        out += [Render(t(model.lang, "shown_move", n=ply, total=m.ply)), ShowShownMove()]
        if model.cursor is None:
            out += self.maybe_ai()
        return out

    # -- the new-game dialog ------------------------------------------------------------------------
    def open_dialog(self):
        self.dialog_values = dict(self.match.options)
        self.dialog_kinds = list(self.model.kinds)
        return [self.dialog()]

    def dialog(self, focus_name=None):
        note = t(self.lang, "custom_board_note") if self.dialog_values.get("board") == "custom" else ""
        html = dialog.render(self.lang, self.match.game, self.dialog_values, self.dialog_kinds, self.speed, note,
                             hints=self.hints)
        return ShowDialog(html, "newgame-title", focus_name)

    def dialog_changed(self, entries, changed):
        """A choice in the dialog changed: show the options that apply now."""
        if self.model is None or self.dialog_values is None:
            return []
        values, kinds, speed = dialog.read(entries, self.match.game, self.dialog_kinds, self.speed, changed=changed)
        self.dialog_values.update(values)
        self.dialog_kinds, self.speed = kinds, speed
        self.hints = dialog.read_hints(entries, self.hints)
        return [self.dialog(changed)]

    def start_from_dialog(self, entries):
        m = self.match
        if self.dialog_values is None:
            return [CloseDialog()]
        values, kinds, speed = dialog.read(entries, m.game, self.dialog_kinds, self.speed)
        self.dialog_values.update(values)
        self.speed = speed
        self.hints = dialog.read_hints(entries, self.hints)
        self.storage.set_text(hint.SETTING, self.hints)
        if m.game_id == "boxilies" and self.dialog_values.get("board") == "custom":
            return [CloseDialog(), Go("/boxilies/designer")]
        options = {k: v for k, v in self.dialog_values.items() if k != "design" or v}
        levels = [k[3:] for k in kinds if k.startswith("ai:")]
        if len(levels) == 1 and levels[0] in LEVELS:  # against the computer: the next one-tap start's level
            self.storage.set_text(LEVEL_KEY, levels[0])
        return [CloseDialog()] + self.start(m.game_id, options, [k if k in KINDS or k == LINK else HUMAN for k in kinds])

    # -- hints and the review (learn, issue 18) ---------------------------------------------------
    def hint_ask(self):
        """Ask the computer for a hint for the position shown; the screen says it thinks."""
        model = self.model
        if not hint.can_ask(model):
            return []
        model.hint_busy = True
        model.set_marks("hint", [], tip=t(model.lang, "hint_thinking"))
        return [Render(t(model.lang, "hint_thinking")), AskHint(model, model.position_key(),
                                                                hint.link_at(model.match, model.ply))]

    def hint_arrived(self, model, key, answer, ms):
        """The worker's hint (None: it failed) for position `key` of `model`."""
        model.hint_busy = False
        if self.model is not model:
            return []
        out = [SetAttr("data-hint-ms", str(ms)), Render()]
        if answer is None or model.position_key() != key:
            return out  # the position changed meanwhile: this hint is for another one
        if answer.get("move") is None:
            model.clear_marks()
            return out
        hint.show(model, answer)
        return [out[0], Render(model.tip)]

    def review_start(self):
        """Start (or resume) the review of the match shown."""
        model = self.model
        if not model.match.ply:
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

    def review_stop(self):
        model = self.model
        if model.review is None:
            return []
        model.review.running = False
        return [Render(t(model.lang, "rv_stopped_said"))]

    def review_close(self):
        model = self.model
        if model.review is None:
            return []
        model.review.running = False
        model.review = None
        return [Render()]

    def review_current(self, model, rv):
        """Is the review still the one shown (not stopped, closed, or another game)?"""
        return rv.running and self.model is model and model.review is rv

    def review_result(self, model, rv, result):
        """One position evaluated: only a mark on the move shown needs the board drawn
        again (the better move's marks); else the panel, and the move list for a mark."""
        if not self.review_current(model, rv):
            return []
        judged = rv.add(result)
        if any(k == model.ply and rv.mark(k) for k in judged):
            return [Render()]
        return [RefreshReview(any(rv.mark(k) for k in judged))]

    def review_failed(self, rv, error):
        rv.error = error[:200]
        rv.running = False

    def review_ended(self, model, rv):
        rv.running = False
        if self.model is model and model.review is rv:
            return [Render(t(model.lang, "rv_finished") if rv.done else None)]
        return []

    # -- autosave: each match in its own save; tabs never overwrite each other --------------------
    def autosave(self):
        model = self.model
        if model is None or not self.mode.saves:
            return []
        m = model.match
        if not m.moves and not model.save_rev and model.corr is None:
            return []  # nothing worth keeping yet
        result = self.saves.save(m.game_id, model.save_id, bylink.save_record(model), model.save_rev)
        if result.ok:
            model.save_rev = result.rev
            if m.game_id == "soulaween":
                self.storage.set_text("played:soulaween", "1")
            return [AskPersist()]
        if result.status == "conflict":
            return [self.conflict_notice()]
        if result.status == "failed" and self.storage.available and not self.save_failed_reported:
            self.save_failed_reported = True  # storage full or refused: say so once
            return [Notice(archive.tr(self.lang, "storage_full"), archive.full_actions(self.lang))]
        return []

    def changed_elsewhere(self, what):
        """A `storage` event: if another tab changed this match's save, say so."""
        model = self.model
        if model is None or not self.mode.saves:
            return []
        if what[0] == "save" and (what[1], what[2]) != (model.match.game_id, model.save_id):
            return []
        if not model.save_rev:
            return []  # this tab has not saved it yet: nothing of ours to lose
        if self.saves.status(model.match.game_id, model.save_id, model.save_rev) == "newer":
            return [self.conflict_notice()]
        return []

    def conflict_notice(self):
        lang = self.lang
        return Notice(t(lang, "conflict"), (("ui:conflict:load", t(lang, "conflict_load")),
                                            ("ui:conflict:fork", t(lang, "conflict_fork"))))

    def resolve_conflict(self, how):
        model = self.model
        if how == "load":
            found = self.saves.open(model.match.game_id, model.save_id)
            if found is not None:
                save, match = found
                return [ClearNotice()] + self.open(match, save.players, save=(save.id, save.rev), corr=save.bylink)
        model.save_id, model.save_rev = self.saves.new_id(), 0
        return [ClearNotice()] + self.fragment() + self.autosave() + [Render(t(self.lang, "kept_as_new"))]

    # -- by link ------------------------------------------------------------------------------------
    def open_link(self, match, prefer=None):
        """A link of a match by link was opened (bylink.ByLink decides what goes on)."""
        return self.bylink.open_link(match, prefer)

    def link_sent(self, model):
        return self.bylink.sent(model)

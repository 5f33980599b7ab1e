"""The game screen's controller: event → decision → new model + commands.

Every event of the game screen (a click or key on the board, a button, the
computer's reply, a storage event, a received link, a hint or a review result)
comes here as a method call; the method changes the ScreenModel and returns the
commands (commands.py) the view carries out, in order. It never imports `js`, so
undo, refusals, when the computer plays and with what beat, play by link, lessons,
hints and the review are unit-tested under CPython (tests/test_controller*.py).

Modes plug into it: `PlayMode` (a match: saved, in the URL, computers play) and
`lesson_mode.LessonMode` (a lesson: a move is judged first, nothing is saved). So do
its parts in their own modules: autosave.py (saves and conflicts between tabs),
newgame.py (the new-game dialog), learning.py (the hint and the review),
bylink.py (play by link) and live.py (live with a friend: `live_event`).
"""

import itertools

import spielkiste
from spielkiste.errors import SpielkisteError

from .. import explain, render_errors
from ..i18n import t
from . import bylink, hint, live, status
from .autosave import Autosave
from .commands import (
    AskComputer,
    ClearNotice,
    CloseDialog,
    Command,
    ConfirmBranch,
    Focus,
    FocusNext,
    Frame,
    Go,
    Notice,
    Render,
    Report,
    SetAttr,
    SetFragment,
    Share,
    ShowShownMove,
    WarmComputer,
)
from .learning import Learning
from .model import HUMAN, LEVEL_KEY, LINK, ScreenModel, levels_of
from .newgame import NewGame

AI_BEAT_MS = 600  # the computer's reply comes no sooner after the move it answers (issue 25)
STEPS = ("first", "prev", "next", "last", "goto")


# -- the rules the controller applies (pure functions of the model) ---------------------------

def undo_allowed(model):
    """Undo has something to take back: a move a person here made (between two
    computers, any move); by link, only what was not sent or received yet."""
    if model.live is not None:  # live: the undo button asks the friend
        return live.can_undo(model)
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
    why = live.refusal(model) if model.live is not None else why
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

    def play(self, ctl, move) -> list[Command]:
        return ctl.play_move(move)

    def ui(self, ctl, name, arg) -> list[Command] | None:
        """The mode's own buttons; None: not one of them."""
        return None

    def close(self, ctl) -> list[Command]:
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
        # plug-ins: each a part of the screen's decisions, in its own module
        self.saving = Autosave(self)
        self.newgame = NewGame(self)
        self.learning = Learning(self)
        self.bylink = bylink.ByLink(self)  # play by link (issue 17)
        self.live = live.Live(self)  # live with a friend (issue 29)

    @property
    def match(self):
        return self.model.match if self.model is not None else None

    # -- opening and closing ----------------------------------------------------------------
    def open(self, match, kinds=(HUMAN, HUMAN), focus=True, save=None, corr=None, live=None) -> list[Command]:
        """Show a match; `save` = (save id, rev) of the save it lives in (rev 0: not
        written yet; it is written on the first change). By link (issue 17): `corr` is
        a bylink.Corr or a save's (me, received, sent); kinds with "link" start one.
        Live (issue 29): `live` is the live.LiveGame it is played in."""
        left = self.live.replaced(live)  # the room of a live game shown before is left
        self.cancel_ai()
        corr = bylink.Corr.of(corr)
        if corr is None and LINK in kinds:
            corr = bylink.Corr.for_kinds(list(kinds))
        self.model = ScreenModel(match, bylink.local_kinds(corr.me) if corr else kinds, self.lang, corr)
        self.model.save_id, self.model.save_rev = save or (self.saves.new_id(), 0)
        self.model.live = live
        out = left + self.fragment()
        if (corr is not None or live is not None) and not self.model.save_rev:
            out += self.autosave()  # a match by link is kept from the start
        if any(k.startswith("ai:") for k in self.model.kinds):  # (not "link": issue 17)
            out.append(WarmComputer())
        out += [Frame(), Render()]
        if focus:
            out.append(Focus("#game-title"))
        return out + self.maybe_ai()

    def close(self) -> list[Command]:
        out = self.live.replaced(None) + self.cancel_ai()
        self.model = None
        return out + self.mode.close(self)

    def relabel(self, lang) -> list[Command]:
        """The page's language changed: the frame and every region in it."""
        self.lang = lang
        if self.model is None:
            return []
        self.model.lang = lang
        return [Frame(), Render()]

    def fragment(self) -> list[Command]:
        if not self.mode.saves or self.model is None:
            return []
        if self.model.live is not None:
            return [SetFragment(live.fragment(self.model))]
        return [SetFragment(f"{self.model.match.link(self.model.players())}&save={self.model.save_id}")]

    def start(self, game_id, options, kinds) -> list[Command]:
        try:
            match = spielkiste.new_match(game_id, options)
        except SpielkisteError as exc:
            return [Notice(str(exc))]
        return self.open(match, kinds)  # a new match: a new save, written on its first move

    def rematch(self) -> list[Command]:
        """Same options and seats; the other player starts; a fresh deal (live: a new room)."""
        m = self.match
        if self.model.live is not None:
            return [Go(f"/{m.game_id}?new=1&vs=live")]
        options = dict(m.options)
        if "first" in options:
            options["first"] = "1" if options["first"] == "0" else "0"
        return self.start(m.game_id, options, self.model.kinds)

    # -- the board ----------------------------------------------------------------------------------
    def key_action(self, key):
        """The board's action for a key (its own shortcuts), or None."""
        return None if self.model is None else self.model.board.keys.get(key)

    def act(self, action) -> list[Command]:
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

    def play(self, move) -> list[Command]:
        """A move the player chose (judged first in a lesson)."""
        if self.model is None:
            return []
        return self.mode.play(self, move)

    def refuse(self, text, action) -> list[Command]:
        self.model.refusal, self.model.refused = text, action
        return [Render()]

    def play_move(self, move, confirmed=False) -> list[Command]:
        """The player's move: in the replay (after a yes) it cuts the later moves."""
        model = self.model
        m = model.match
        if model.live is not None:  # live: through the session, then sent (live.py)
            return self.live.play(move)
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

    def branch_confirmed(self, move) -> list[Command]:
        if self.model is None:
            return []
        return self.play_move(move, confirmed=True)

    def describe(self, before, move, after):
        model = self.model
        try:
            return explain.said(model.game, before, move, model.lang, model.names)
        except Exception as exc:  # noqa: BLE001 - an announcement must not stop the game: counted
            render_errors.caught("the move's sentence", exc)
            return move

    def after_change(self, announce=None) -> list[Command]:
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
    def maybe_ai(self) -> list[Command]:
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

    def computer_replied(self, token, move) -> list[Command]:
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

    def cancel_ai(self) -> list[Command]:
        self.ai_token = None
        if self.model is not None:
            self.model.thinking = False
        return [SetAttr("data-thinking", "false")]

    def level_changed(self, level) -> list[Command]:
        """The computer's level changed on the game screen: its next move plays at it;
        kept for the next one-tap start (issue 25)."""
        model = self.model
        if model is None or level not in levels_of(model.game):
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
    def ui(self, name, arg="", entries=None) -> list[Command]:
        """A button `ui:<name>:<arg>`; `entries`: the new-game form's fields, if open."""
        model = self.model
        if model is None:
            return []
        own = self.mode.ui(self, name, arg)
        if own is not None:
            return own
        m = model.match
        if name == "undo":
            return self.live.undo() if model.live is not None else self.undo()
        if name == "redo":
            return self.redo()
        if name == "new":
            return self.newgame.open()
        if name in ("cancelnew", "closeqr"):
            return [CloseDialog()]
        if name == "startnew":
            return self.newgame.start(entries or [])
        if name == "rematch":
            return self.rematch()
        learning = self.learning
        if name == "review":
            return self.step("goto", "1" if m.ply else "0") + [Focus("#btn-next")] + learning.review_start()
        if name == "reviewgame":
            return learning.review_start()
        if name == "reviewstop":
            return learning.review_stop()
        if name == "reviewclose":
            return learning.review_close()
        if name == "hint":
            return learning.hint_ask()
        if name in ("share", "sharenative", "qr"):
            how = {"share": "copy", "sharenative": "native", "qr": "qr"}[name]
            return [Share(how, m, model.players())]
        if name in bylink.ACTIONS:  # play by link (issue 17)
            return self.bylink.action(name, arg)
        if name in live.ACTIONS:  # live with a friend (issue 29)
            return self.live.action(name, arg)
        if name == "handdone":  # the mover saw the end of their turn: only hands are hidden now
            if model.needs_handover():
                model.holder = None
                model.refusal = model.refused = None
            return [Render(), Focus("#btn-handover")]
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
            return [Render(), Focus("#btn-pause"), *self.maybe_ai()]
        if name in STEPS:
            return self.step(name, arg)
        if name == "conflict" and arg in ("load", "fork"):
            return self.saving.resolve(arg)
        return []

    def undo(self) -> list[Command]:
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

    def redo(self) -> list[Command]:
        model = self.model
        out = self.cancel_ai()
        model.cursor = None
        if model.match.redo() is None:
            return out
        model.sel = {}
        if model.computers_only:
            model.paused = True
        return out + self.after_change(t(model.lang, "redo"))

    def step(self, name, arg="") -> list[Command]:
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

    def autosave(self) -> list[Command]:
        return self.saving.save()

    # -- by link ------------------------------------------------------------------------------------
    def open_link(self, match, prefer=None) -> list[Command]:
        """A link of a match by link was opened (bylink.ByLink decides what goes on)."""
        return self.bylink.open_link(match, prefer)

    def link_sent(self, model) -> list[Command]:
        return self.bylink.sent(model)

    # -- live (issue 29) ------------------------------------------------------------------------------
    def live_event(self, kind: str, text: str = "") -> list[Command]:
        """What the live channel reports: "open", "message" (`text` from the friend's
        page), "closed" or "failed" (`text` says why); see live.py."""
        return self.live.event(kind, text)

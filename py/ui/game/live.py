"""Live with a friend (issue 29): the game screen's live mode, as a plug-in of its controller.

Two pages play one game in real time. The protocol is `spielkiste.live.session.Session`
(docs/live.md): this module feeds it what happens on the screen and over the channel,
and turns what it says into the controller's commands. The page (screen.py, js/live.mjs)
joins the room on `LiveJoin`, sends each `LiveSend` text to the friend's page, leaves on
`LiveLeave`, and calls `Controller.live_event` with "open", "message", "closed" or
"failed". Nothing here imports js: two controllers wired together through a fake
channel are the tests' two pages (tests/test_live_mode.py).

- The host opens a room (`host`): a room id, the game, a dialog with the friend's link and
  its QR code. The guest opens `#/<game>?live=<room>` (`guest`): the screen waits until
  the host's hello brings the game. A reload reopens the save (`resume`) and rejoins.
- A move here goes through `Session.play` and is sent; the friend's move is played as
  the computer's replies are (the same sentence, marks and log). A message the session
  refuses is never played: the page says so and the game stays as it was.
- Undo asks the friend; "your friend left" offers to go on by link (bylink.Corr), so
  nothing is lost. The save keeps the room, the role and the seat (saves.py, format 4),
  and the nonces of the seat draw: a side back before `seats` came is still the friend.
- A page that opens a room where two already play is told so by them (`full`): it says
  "This room already has two players", leaves the room, starts no game and saves nothing.
- A game with hidden information (Solstis) is played live with a fair deal: its UI
  package names the session that deals it (`GameUI.live_deal`, `SolstisSession`); the
  screen holds only this side's views (live_deal.ViewMatch), the save the session's own
  data (its keys, on this device only). No undo there, and no going on by link (a link
  would carry the hidden tiles).
"""

import secrets

import spielkiste
from spielkiste.errors import SpielkisteError
from spielkiste.live import messages as wire
from spielkiste.live.session import GUEST, HOST, LiveError, Output, Session

from ..games.base import esc
from ..i18n import t, tn
from ..saves import LIVE_SEATS, record_of
from .commands import (
    ClearNotice,
    CloseDialog,
    Command,
    Go,
    LiveJoin,
    LiveLeave,
    LiveSend,
    Notice,
    Render,
    Share,
    ShowDialog,
)
from .live_deal import ViewMatch, deal_session, is_deal
from .model import HUMAN, LIVE

ROOM_LENGTH = 20
ROOM_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
ACTIONS = ("liveroom", "livecopy", "liveshare", "liveqr", "liveundo", "livelink", "livekeep", "dialogclosed")
EVENTS = ("open", "message", "closed", "failed")
# the connection as the status says it
WAITING, CONNECTED, RECONNECTING, LEFT, FAILED, FULL = "waiting", "connected", "reconnecting", "left", "failed", "full"


def tr(lang, key, **kw):
    return t(lang, f"live.{key}", **kw)


def new_room() -> str:
    """A fresh room id: 20 characters of the URL-safe alphabet (120 random bits)."""
    return secrets.token_urlsafe(15)[:ROOM_LENGTH]


def valid_room(text: object) -> bool:
    return isinstance(text, str) and len(text) == ROOM_LENGTH and set(text) <= ROOM_CHARS


class RoomLink:
    """The friend's way in, shaped like a match for the screen's share commands
    (copy, share sheet, QR code): `link()` is the guest's route."""

    def __init__(self, game_id: str, room: str):
        self.game_id, self.room = game_id, room
        self.game = spielkiste.GAMES[game_id]  # its names title the share sheet

    def link(self, players=None) -> str:
        return f"/{self.game_id}?live={self.room}"


class LiveGame:
    """What this device knows of a live game: the room, its side (host or guest), the
    session, and the connection as the status shows it."""

    def __init__(self, room: str, session, game_id: str, site: str = "", view: ViewMatch | None = None):
        self.room, self.session, self.game_id, self.site = room, session, game_id, site
        self.state = WAITING
        self.failure = ""  # what the page said when the room could not be joined
        self.theirs = None  # the friend's copy of a diverged game, until kept or dropped
        self.view = view  # a game with a fair deal: what this side was shown (live_deal.py)
        self.verified = False  # fair deal: the friend's keys checked out at the end
        self.cheat = ""  # fair deal: what the friend's page was caught doing (the game stopped)

    @property
    def deal(self) -> bool:
        """The hidden tiles are dealt by both pages (SolstisSession)."""
        return self.view is not None

    @property
    def has_game(self) -> bool:
        """The game is known here (a guest learns it from the host's hello)."""
        return self.view is not None or self.session.match is not None

    @property
    def asked_undo(self):
        return None if self.deal else self.session.asked_undo

    @property
    def dealt(self) -> bool:
        return self.view is not None and self.view.dealt

    @property
    def role(self) -> str:
        return self.session.role

    @property
    def me(self) -> int | None:
        return self.session.me

    def kinds(self) -> list[str]:
        """The screen's kinds: the seat played here is a human, the other is live (with a
        fair deal, nobody plays here before the tiles are dealt)."""
        if self.view is not None and not self.view.dealt:
            return [LIVE, LIVE]
        return [HUMAN if seat == self.me else LIVE for seat in (0, 1)]

    def saved(self) -> tuple:
        if self.view is not None:  # the session's own data (its keys), the views and effects shown
            return (self.room, self.role, self.me, {"session": self.session.saved(), **self.view.saved()})
        return (self.room, self.role, self.me)

    def draw(self) -> tuple:
        """The seat draw's nonces (this side's, and the host's copy of the guest's) for the save."""
        return (self.session.nonce, self.session.seating.peer_nonce)

    def guest_link(self) -> RoomLink:
        return RoomLink(self.game_id, self.room)

    def guest_url(self) -> str:
        return f"{self.site}#{self.guest_link().link()}"


# -- what the screen shows ---------------------------------------------------------------------

def friend_seat(model):
    live = model.live
    return 1 - live.me if live.me is not None else None


def headline(model, turn_text):
    """The status's first part of a live game at its latest move: the connection, then
    whose turn it is."""
    live, lang, m = model.live, model.lang, model.match
    if live.state == FULL:
        return tr(lang, "status_full")
    if live.state == FAILED:
        return tr(lang, "status_failed")
    if live.state == LEFT:
        return tr(lang, "status_left")
    if live.cheat:
        return tr(lang, "status_cheat")
    if live.state == WAITING or live.me is None:
        return tr(lang, "status_waiting_host" if live.role == HOST else "status_waiting_guest")
    prefix = tr(lang, "status_reconnecting") if live.state == RECONNECTING else tr(lang, "status_connected")
    if live.deal and not live.dealt:
        return f"{prefix} {tr(lang, 'status_shuffling')}"
    if live.deal and live.session.table.pending is not None:
        return f"{prefix} {tr(lang, 'status_opening')}"
    if live.asked_undo is not None:
        return f"{prefix} {tr(lang, 'status_asked_undo')}"
    if m.to_move == friend_seat(model):
        return f"{prefix} {tr(lang, 'status_friend_turn', name=model.names[m.to_move])}"
    return f"{prefix} {turn_text}"


def refusal(model):
    """Why the board cannot be played now (live), or None."""
    live, lang = model.live, model.lang
    if live.state == FULL:
        return tr(lang, "status_full")
    if live.me is None:
        return tr(lang, "refuse_seats")
    if model.replaying:
        return tr(lang, "refuse_replay")
    if live.cheat:
        return tr(lang, "refuse_cheat")
    if live.deal and not live.dealt:
        return tr(lang, "refuse_shuffling")
    if live.deal and live.session.table.pending is not None:
        return tr(lang, "refuse_opening")
    if live.asked_undo is not None:
        return tr(lang, "refuse_asked")
    if model.match.to_move == friend_seat(model):
        return tr(lang, "refuse_friend")
    return None


def can_undo(model):
    """The undo button asks the friend: a move of this side was played, nothing asked yet."""
    live, m = model.live, model.match
    if live.deal:  # a move showed tiles that cannot be hidden again (UNDO_REFUSED)
        return False
    if live.me is None or live.asked_undo is not None or m.is_over or live.state != CONNECTED:
        return False
    return any(m.game.to_move(m.state_at(ply)) == live.me for ply in range(m.ply))


def _button(act, id_, text, primary=True):
    cls = "" if primary else ' class="secondary"'
    return f'<button type="button"{cls} data-act="ui:{act}" id="btn-{id_}">{esc(text)}</button>'


def controls(model):
    """The controls region of a live game, or None where the board's own controls belong."""
    live, lang = model.live, model.lang
    if model.replaying:
        return None
    if live.deal and model.match.is_over and live.verified:
        return f'<div class="live live-verified" id="live-verified"><p>{esc(tr(lang, "verified"))}</p></div>'
    if live.state in (LEFT, FAILED) and live.deal:  # no link: it would carry the hidden tiles
        return f'<div class="live live-left"><p>{esc(tr(lang, "left_deal"))}</p></div>'
    if live.state == FULL:
        by_link = _button("livelink", "livelink", tr(lang, "continue_by_link"), False) if live.has_game and not live.deal else ""
        return (f'<div class="live live-full"><p>{esc(tr(lang, "full_how"))}</p><div class="live-buttons">'
                f'<a class="button" href="#/" id="btn-livefull">{esc(t(lang, "back_to_picker"))}</a>{by_link}</div></div>')
    if live.state in (LEFT, FAILED) and live.session.match is not None:
        return (f'<div class="live live-left"><p>{esc(tr(lang, "left_how"))}</p><div class="live-buttons">'
                f'{_button("livelink", "livelink", tr(lang, "continue_by_link"))}</div></div>')
    if live.state == WAITING and live.role == HOST:
        return (f'<div class="live live-wait"><div class="live-buttons">'
                f'{_button("liveroom", "liveroom", tr(lang, "show_room"), False)}</div></div>')
    return None


def save_record(model):
    """The save record of a live game (None while the guest waits for the game)."""
    if not model.live.has_game:
        return None
    live = model.live
    return record_of(model.match, LIVE_SEATS, live=live.saved(), draw=None if live.deal else live.draw())  # (a deal's is in it)


def fragment(model):
    """The address of a live game on screen: its link, its room, its save."""
    live = model.live
    if not live.has_game:
        return f"/{live.game_id}?live={live.room}"
    return f"{model.match.link()}&live={live.room}&save={model.save_id}"


def room_dialog(lang, live):
    """The host's dialog: the friend's link, its QR code, how to send it, and that the
    page now talks to public relays to find the friend."""
    url = live.guest_url()
    picture = qr_picture(url, tr(lang, "room_qr"))
    qr_button = "" if picture else _button("liveqr", "liveqr", t(lang, "show_qr"), False)
    return (f'<div class="live-room" id="live-room"><h2 id="live-room-title">{esc(tr(lang, "room_title"))}</h2>'
            f'<p>{esc(tr(lang, "room_how"))}</p><p class="live-relays">{esc(tr(lang, "room_relays"))}</p>'
            f'<input id="live-link" class="qr-link" readonly value="{esc(url)}" aria-label="{esc(tr(lang, "room_link"))}">'
            f'<div class="actions">{_button("livecopy", "livecopy", tr(lang, "copy_link"))}'
            f'{_button("liveshare", "liveshare", tr(lang, "share_link"), False)}{qr_button}'
            f'{_button("closeqr", "closeroom", t(lang, "close"), False)}</div>'
            f'{f"<div class=qr-box>{picture}</div>" if picture else ""}</div>')


def qr_picture(url, label):
    """The link's QR code as SVG when the QR library is loaded (the page loads it for the
    QR button; without it the dialog offers that button), else ""."""
    try:
        from .. import qr

        return qr.svg(qr.encode(url).matrix, label)
    except (ImportError, ValueError):
        return ""


def undo_dialog(lang):
    return (f'<div class="live-undo" id="live-undo"><h2 id="live-undo-title">{esc(tr(lang, "undo_asked_title"))}</h2>'
            f'<p>{esc(tr(lang, "undo_asked"))}</p><div class="actions">'
            f'{_button("liveundo:no", "liveundo-no", tr(lang, "undo_refuse"), False)}'
            f'{_button("liveundo:yes", "liveundo-yes", tr(lang, "undo_allow"))}</div></div>')


def message_type(text):
    """The type of a peer's message, if it can be read ("" otherwise)."""
    try:
        return wire.decode(text)["t"]
    except wire.BadMessage:
        return ""


# -- the flow on the game screen -------------------------------------------------------------

class Live:
    """The live part of the game screen's controller: opening a room as host or guest,
    the events of the channel, moves, undo, leaving. Each method returns commands."""

    def __init__(self, ctl):
        self.ctl = ctl  # the game screen's Controller
        self.site = ""  # the site's address (the page sets it): the friend's link starts with it

    @property
    def game(self):
        """The LiveGame of the game shown, or None."""
        model = self.ctl.model
        return model.live if model is not None else None

    # -- opening -------------------------------------------------------------------------------
    def host(self, match, claim="random", room=None) -> list[Command]:
        """Open a room for `match` (new): the host's side; `claim` the host's seat ("0",
        "1" or "random", drawn by both pages)."""
        if is_deal(match.game_id):
            return self.host_deal(match.game_id, match.options, claim, room)
        ctl = self.ctl
        try:
            session = Session(HOST, match, claim=claim)
        except LiveError as exc:
            return [Notice(str(exc))]
        live = LiveGame(room or new_room(), session, match.game_id, self.site)
        out = ctl.open(match, live.kinds(), save=(ctl.saves.new_id(), 0), live=live)
        return out + [LiveJoin(live.room), self.room_shown(live)]

    def host_deal(self, game_id, options, claim="random", room=None) -> list[Command]:
        """Open a room for a new game with a fair deal: nothing is dealt before the friend
        comes (both pages shuffle); the screen shows the empty table till then."""
        ctl = self.ctl
        try:
            session = deal_session(game_id)(HOST, options, claim=claim)
        except LiveError as exc:
            return [Notice(str(exc))]
        live = LiveGame(room or new_room(), session, game_id, self.site, ViewMatch(game_id, session.options))
        out = ctl.open(live.view, live.kinds(), save=(ctl.saves.new_id(), 0), live=live)
        return out + [LiveJoin(live.room), self.room_shown(live)]

    def start(self, game_id, options, claim="random") -> list[Command]:
        """A new live game from the new-game dialog."""
        if is_deal(game_id):
            return self.host_deal(game_id, options, claim)
        try:
            match = spielkiste.new_match(game_id, options)
        except SpielkisteError as exc:
            return [Notice(str(exc))]
        return self.host(match, claim)

    def guest(self, game_id, room) -> list[Command]:
        """The friend's link was opened: wait for the host's game (a copy of this room
        saved here is continued instead)."""
        ctl = self.ctl
        found = self.saved_copy(game_id, room)
        if found is not None:
            return self.resume(*found)
        if is_deal(game_id):  # the empty table until the deal (the guest's save from now: its nonce)
            live = LiveGame(room, deal_session(game_id)(GUEST), game_id, self.site, ViewMatch(game_id, None))
            return ctl.open(live.view, live.kinds(), save=(ctl.saves.new_id(), 0), live=live) + [LiveJoin(room)]
        placeholder = spielkiste.new_match(game_id)
        live = LiveGame(room, Session(GUEST), game_id, self.site)
        return ctl.open(placeholder, live.kinds(), save=(ctl.saves.new_id(), 0), live=live) + [LiveJoin(room)]

    def saved_copy(self, game_id, room, prefer=None):
        """(save, match) of this device's save of the live game in `room`, or None."""
        saves = self.ctl.saves
        found = [s for s in saves.list(game_id) if s.live is not None and s.live[0] == room]
        found.sort(key=lambda s: s.id != prefer)
        return saves.open(game_id, found[0].id) if found else None

    def resume(self, save, match) -> list[Command]:
        """A save of a live game reopened (a reload): the same side rejoins the room; the
        sessions' hellos bring both pages to the longer valid history."""
        if is_deal(match.game_id):
            return self.resume_deal(save, match.game_id)
        room, role, me = save.live[:3]
        nonce, peer_nonce = save.draw or (None, None)  # saves before the draw was kept have none
        try:
            session = Session(role, match, me=me, nonce=nonce)
        except LiveError as exc:
            return [Notice(str(exc))]
        if role == HOST and peer_nonce is not None:  # the draw made here: a guest that missed `seats` gets it again
            session.seating.peer_nonce, session.seating.drawn = peer_nonce, True
        live = LiveGame(room, session, match.game_id, self.site)
        return self.ctl.open(match, live.kinds(), save=(save.id, save.rev), live=live) + [LiveJoin(room)]

    def resume_deal(self, save, game_id) -> list[Command]:
        """A save of a game with a fair deal reopened: the session comes back from its
        own data (its keys) and resynchronises with the friend. A damaged one is said
        and left as it is (nothing is written over it)."""
        ctl = self.ctl
        room, data = save.live[0], save.live[3] if len(save.live) > 3 else None
        try:
            if not isinstance(data, dict):
                raise LiveError("The saved live game has no deal.")
            session = deal_session(game_id).restore(data["session"])
            view = ViewMatch.restore(game_id, session.options, data, session.moves)
        except (LiveError, KeyError, TypeError, ValueError, IndexError) as exc:
            why = str(exc) if isinstance(exc, LiveError) else f"The saved live game is damaged ({exc.__class__.__name__})."
            return [Notice(tr(ctl.lang, "damaged_deal", msg=why)), Go("/")]
        live = LiveGame(room, session, game_id, self.site, view)
        if session.table is not None:  # what the end or a lie left (the table keeps it)
            live.verified, live.cheat = session.table.orders is not None, session.table.broken or ""
        return ctl.open(view, live.kinds(), save=(save.id, save.rev), live=live) + [LiveJoin(room)]

    def replaced(self, live) -> list[Command]:
        """The screen shows another game (or none): leave the room of the live game shown."""
        current = self.game
        if current is None or current is live:
            return []
        out: list[Command] = [LiveSend(text) for text in current.session.leave().send]
        return out + [LiveLeave()]

    def room_shown(self, live=None) -> ShowDialog:
        live = live or self.game
        return ShowDialog(room_dialog(self.ctl.lang, live), "live-room-title")

    # -- the channel -----------------------------------------------------------------------------
    def event(self, kind, text="") -> list[Command]:
        live, ctl = self.game, self.ctl
        if live is None or kind not in EVENTS or live.state == FULL:
            return []
        lang = ctl.lang
        if kind == "open":
            return self.dealt_out(live.session.connect()) if live.deal else self.sent(live.session.connect())
        if kind == "closed":
            if live.state in (CONNECTED, WAITING) and live.me is not None:
                live.state = RECONNECTING
            return [Render(tr(lang, "said_reconnecting"))] if live.state == RECONNECTING else [Render()]
        if kind == "failed":
            live.state, live.failure = FAILED, str(text)[:300]
            if not live.has_game:  # the guest has no game yet: nothing to go on with
                return [Render(), Notice(tr(lang, "failed_waiting", msg=live.failure))]
            if live.deal:  # no link: it would carry the hidden tiles
                return [Render(), Notice(tr(lang, "failed_deal", msg=live.failure))]
            return [Render(), Notice(tr(lang, "failed", msg=live.failure),
                                     (("ui:livelink", tr(lang, "continue_by_link")),))]
        return self.received(text)

    def received(self, text) -> list[Command]:
        live, ctl = self.game, self.ctl
        if live.deal:
            return self.dealt_out(live.session.receive(text), text)
        model = ctl.model
        before_ply = model.match.ply if live.session.match is not None else 0
        before_state = model.match.state if live.session.match is not None else None
        output = live.session.receive(text)
        out: list[Command] = [LiveSend(s) for s in output.send]
        if live.session.match is not None and model.match is not live.session.match:
            out += self.game_arrived()  # the guest: the host's game, from its hello
            model = ctl.model
        said = []
        changed = False
        for ev in output.events:
            kind, detail = ev.kind, ev.detail
            if kind == "connected":
                live.state = CONNECTED
                said.append(tr(ctl.lang, "said_connected"))
            elif kind == "seats":
                model.kinds = live.kinds()
                changed = True
            elif kind == "moved":
                said.append(ctl.describe(before_state, detail["move"], model.match.state_at(detail["ply"] + 1)))
                changed = True
            elif kind == "resynced":
                said.append(tn(ctl.lang, "live.said_resynced", detail["to"] - detail["from"]))
                changed = True
            elif kind == "diverged":
                out += self.diverged(text, detail)
            elif kind == "undo-asked":
                out.append(ShowDialog(undo_dialog(ctl.lang), "live-undo-title"))
            elif kind == "undone":
                model.cursor, model.sel = None, {}
                said.append(tr(ctl.lang, "said_undone"))
                changed = True
            elif kind == "undo-declined":
                said.append(tr(ctl.lang, "said_declined"))
            elif kind == "left":
                live.state = LEFT
                said.append(tr(ctl.lang, "said_left"))
            elif kind == "full":  # this page came to a room where two already play
                live.state = FULL
                out.append(LiveLeave())
                said.append(tr(ctl.lang, "status_full"))
            elif kind == "stranger":
                continue  # a third page, answered by the session: the game here goes on undisturbed
            elif kind == "refused" and output.send:
                continue  # a move came before one this page missed: the history is asked for, not refused
            elif kind == "refused":
                key = "refused_move" if message_type(text) == "move" else "refused"
                out.append(Notice(tr(ctl.lang, key, reason=detail.get("reason", ""))))
        announce = " ".join(s for s in said if s) or None
        if changed or model.match.ply != before_ply:
            model.refusal = model.refused = None
            return out + ctl.after_change(announce)
        return out + [Render(announce)]

    def game_arrived(self) -> list[Command]:
        """The guest's page got the host's game: show it (a save of its own from now on)."""
        ctl = self.ctl
        live = self.game
        match = live.session.match
        live.game_id = match.game_id
        return ctl.open(match, live.kinds(), focus=False, save=(ctl.model.save_id, 0), live=live)

    def diverged(self, text, detail) -> list[Command]:
        """The friend's history differs from ours: ours goes on; their copy can be kept."""
        live, ctl = self.game, self.ctl
        live.theirs = self.their_copy(text)
        actions = (("ui:livekeep", tr(ctl.lang, "keep_theirs")),) if live.theirs is not None else ()
        return [Notice(tr(ctl.lang, "diverged", ours=detail["ours"], theirs=detail["theirs"]), actions)]

    def their_copy(self, text):
        """The friend's game as its message gives it (the history replayed here), or None."""
        m = self.ctl.model.match
        try:
            message = wire.decode(text)
            copy = spielkiste.new_match(m.game_id, m.options, m.seed, m.start_position)
            for move in wire.moves(message, m.game.max_plies):
                copy.play(move)
        except (wire.BadMessage, SpielkisteError):
            return None
        return copy

    def dealt_out(self, output: Output, text="") -> list[Command]:
        """A step of a game with a fair deal (a message taken, a move played here, a
        hello): its events on the screen, the save written *before* its texts are sent
        (a reload never forgets a message sent; the save holds the keys to open them)."""
        live, ctl = self.game, self.ctl
        model, lang = ctl.model, ctl.lang
        view = live.view
        said: list[str] = []
        notices: list[Command] = []  # (and a LiveLeave for a full room)
        changed = False
        for ev in output.events:
            kind, detail = ev.kind, ev.detail
            if kind == "connected":
                live.state = CONNECTED
                said.append(tr(lang, "said_connected"))
            elif kind == "seats":
                model.kinds = live.kinds()
                changed = True
            elif kind == "dealt":
                view.deal(live.session.options, detail["view"])
                model.kinds, model.cursor = live.kinds(), None
                said.append(tr(lang, "said_dealt"))
                changed = True
            elif kind == "moved":
                ply, move = detail["ply"], detail["move"]
                view.moved(ply, move, detail["view"], detail["fx"])
                if not detail.get("again"):  # (played again after the friend's word on its hand: said once)
                    said.append(ctl.describe(view.state_at(ply), move, view.state_at(ply + 1)))
                changed = True
            elif kind == "verified":
                live.verified = True
                said.append(tr(lang, "verified"))
                changed = True
            elif kind == "cheat":
                live.cheat = str(detail.get("reason", ""))
                notices.append(Notice(tr(lang, "cheat", reason=live.cheat)))
                changed = True
            elif kind == "left":
                live.state = LEFT
                said.append(tr(lang, "said_left"))
            elif kind == "full":  # (as for the other games: this page came to a room where two play)
                live.state = FULL
                notices.append(LiveLeave())
                said.append(tr(lang, "status_full"))
            elif kind == "refused":
                key = "refused_move" if message_type(text).endswith("move") else "refused"  # (the game's own move type)
                notices.append(Notice(tr(lang, key, reason=detail.get("reason", ""))))
        announce = " ".join(s for s in said if s) or None
        if changed:
            model.sel = {}
            rest = ctl.after_change(announce)  # (writes the save)
        else:
            rest = ctl.autosave() + [Render(announce)]
        return [LiveSend(sent) for sent in output.send] + notices + rest

    def sent(self, output: Output) -> list[Command]:
        out: list[Command] = [LiveSend(text) for text in output.send]
        return out

    # -- the player here ----------------------------------------------------------------------
    def play(self, move) -> list[Command]:
        """A move here: played through the session (refused if it cannot be), then sent."""
        ctl = self.ctl
        model = ctl.model
        live = model.live
        why = refusal(model)
        if why:
            return ctl.refuse(why, None)
        out = self.refuse_open_undo()
        before = model.match.state
        try:
            output = live.session.play(move)
        except LiveError as exc:
            return out + ctl.refuse(t(model.lang, "illegal", msg=str(exc)), None)
        if live.deal:  # said when it is played (the tiles it shows opened by both pages)
            model.sel = {}
            return [ClearNotice()] + self.dealt_out(output)
        model.sel = {}
        return out + self.sent(output) + [ClearNotice()] + ctl.after_change(ctl.describe(before, move, model.match.state))

    def refuse_open_undo(self) -> list[Command]:
        """A friend's undo request left open (the dialog closed by Back or Esc) is refused."""
        live = self.game
        if live is None or live.deal or live.session.peer_asked_undo is None:
            return []
        return self.sent(live.session.answer_undo(False))

    def undo(self) -> list[Command]:
        """The undo button: ask the friend."""
        ctl = self.ctl
        model = ctl.model
        if model.live.deal:  # the player asked: why not, in one sentence
            return ctl.refuse(tr(ctl.lang, "undo_deal"), None)
        if not can_undo(model):
            return [Render()]
        try:
            output = model.live.session.ask_undo()
        except LiveError as exc:
            return [Notice(str(exc))]
        return self.sent(output) + [Render(tr(ctl.lang, "said_asked_undo"))]

    def action(self, name, arg) -> list[Command]:
        live = self.game
        if live is None:
            return []
        if name == "liveroom":
            return [self.room_shown()]
        if name in ("livecopy", "liveshare", "liveqr"):
            how = {"livecopy": "copy", "liveshare": "native", "liveqr": "qr"}[name]
            return [Share(how, live.guest_link(), ())]
        if name == "liveundo" and arg in ("yes", "no"):
            return self.answer_undo(arg == "yes")
        if name == "dialogclosed":
            return self.refuse_open_undo()
        if name == "livelink":
            return self.to_link()
        if name == "livekeep":
            return self.keep_theirs()
        return []

    def answer_undo(self, yes) -> list[Command]:
        ctl = self.ctl
        model = ctl.model
        live = model.live
        if live.deal or live.session.peer_asked_undo is None:
            return [CloseDialog()]
        output = live.session.answer_undo(yes)
        out: list[Command] = [CloseDialog()] + self.sent(output)
        if not yes:
            return out + [Render(tr(ctl.lang, "said_refused"))]
        model.cursor, model.sel = None, {}
        return out + ctl.after_change(tr(ctl.lang, "said_undone"))

    def to_link(self) -> list[Command]:
        """"Continue by link": the game becomes a game by link, in the same save."""
        from .bylink import BY_LINK, Corr

        ctl = self.ctl
        model = ctl.model
        live = model.live
        if not live.has_game or live.deal:  # (a fair deal: a link would carry the hidden tiles)
            return []
        ply = model.match.ply
        corr = Corr(live.me, ply, ply)  # both pages held every move so far
        out = ctl.open(model.match, BY_LINK, save=(model.save_id, model.save_rev), corr=corr)
        return out + ctl.autosave() + [ClearNotice(), Render(tr(ctl.lang, "said_by_link"))]

    def keep_theirs(self) -> list[Command]:
        """Keep the friend's diverged copy as a saved game of its own (two here)."""
        ctl = self.ctl
        live = self.game
        theirs, live.theirs = live.theirs, None
        if theirs is None:
            return [ClearNotice()]
        ctl.saves.save(theirs.game_id, ctl.saves.new_id(), record_of(theirs, (HUMAN, HUMAN)))
        return [ClearNotice(), Render(t(ctl.lang, "link_other_kept"))]

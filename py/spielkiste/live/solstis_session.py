"""One side of a live Solstis game, with the surface of `Session` (docs/live.md,
"Solstis live: the session"): connect(), play(move), ask_undo/answer_undo (refused:
see UNDO_REFUSED), receive(text) -> Output(send, events), leave(), saved()/restore().

It carries the `Table`'s messages (the deal, moves, coins, cards shown, the final
keys) on the session's envelope (`v`, `t`, `sid`, `n`: replays and earlier page loads
are refused) and numbers them: `k` is a table message's place in its sender's log,
1, 2, 3 ... Each side keeps its own log and how many of the peer's it has taken
(`got`), with a digest of each. That is the resynchronisation after a reload:

- the page saves `saved()` after every step, before it sends what the step produced,
  so the save holds every message it ever sent (and its keys);
- back from a reload it restores, connects, and its hello says how many of the
  peer's messages it took; the peer sends the rest of its log again, and so does this
  side for the peer (the peer's hello says the same). A gap (a message lost on the
  way) asks for the rest with `resync`;
- a message sent again must be the very one taken before (its digest): a peer that
  rewrites what it sent is refused, and a hello claiming messages this side never
  sent is refused. What is new is checked by the Table like any message.
"""

import hashlib

from ..errors import SpielkisteError
from ..games.solstis import GAME
from . import messages as wire
from .deal import STAGES
from .messages import BadMessage
from .seats import GUEST, HOST, Stranger, stranger
from .session import Event, LiveError, Output, Side
from .solstis_deal import Output as TableOutput
from .solstis_deal import Table

GAME_ID = "solstis"
#: the Table's messages (solstis_deal.py, deal.py), carried with their number `k`
TABLE_TYPES = ("deal-1", "deal-2", "deal-3", "deal-4", "deal-open", "deal-coin", "deal-final",
               "solstis-move", "solstis-can")
TYPES = ("hello", "seats", "resync", "bye", "full") + TABLE_TYPES
ENVELOPE = ("v", "t", "sid", "n", "k")
MAX_HELD = 1000  # messages kept while an earlier one is missing
UNDO_REFUSED = ("Undo is not offered in a game with a fair deal: the tiles a move showed cannot be hidden "
                "again, and taking the move back would let a player try a move with them in view.")


def digest(body: dict) -> str:
    return hashlib.sha256(wire.encode(body).encode()).hexdigest()


class SolstisSession(Side):
    """One side of a live Solstis game: `role` host or guest; `options` the host's game
    options; `me` the seat played here once settled; `claim` the host's seat choice."""

    def __init__(self, role: str, options: dict | None = None, me: int | None = None, claim: str = "random",
                 sid: str | None = None, nonce: str | None = None):
        super().__init__(role, me, claim, sid, nonce)
        try:
            self.options: dict | None = GAME.normalize_options(options) if role == HOST else None
        except SpielkisteError as exc:
            raise LiveError(str(exc)) from None
        self.table: Table | None = None
        self.log: list[dict] = []  # the table messages sent, in order (k = place + 1)
        self.got: list[str] = []  # digests of the peer's table messages taken, in order
        self.held: dict[int, dict] = {}  # k -> a peer's table message that came before an earlier one
        self.asked: int | None = None  # the `got` a resync asked from
        self.finished = False  # our keys are shown

    # -- what the screen reads ----------------------------------------------------
    @property
    def moves(self) -> list[str]:
        return self.table.moves if self.table is not None else []

    @property
    def my_turn(self) -> bool:
        t = self.table
        return (t is not None and t.state is not None and t.pending is None and not t.broken
                and not t.keys_out and GAME.to_move(t.state) == self.me)

    # -- actions of the player here ------------------------------------------------
    def connect(self) -> Output:
        """The channel is open (first time or again): hello, with how many of the peer's
        messages were taken here (the peer sends the rest again)."""
        self.connected = False
        body: dict = {**self.hello_seats(self.table is not None), "game": GAME_ID, "got": len(self.got)}
        if self.role == HOST:
            body["options"] = self.options
        return Output([self._message("hello", body)])

    def play(self, move: str) -> Output:
        """The player here plays `move` (LiveError if it cannot be played now)."""
        if self.table is None:
            raise LiveError("The tiles are not dealt yet.")
        out = Output()
        self._table_out(self.table.play(move), out)
        return out

    def ask_undo(self) -> Output:
        raise LiveError(UNDO_REFUSED)

    def answer_undo(self, yes: bool) -> Output:
        raise LiveError(UNDO_REFUSED)

    def finish(self) -> Output:
        """Show all our keys now (the game is over, or abandoned): the peer checks the deal."""
        if self.table is None:
            raise LiveError("The tiles are not dealt yet.")
        out = Output()
        self.finished = True
        self._table_out(self.table.finish(), out)
        return out

    def leave(self) -> Output:
        self.connected = False
        return Output([self._message("bye", {})])

    # -- the save -------------------------------------------------------------------
    def saved(self) -> dict:
        """Everything this side holds, JSON-ready, its keys included (this device only).
        Saved after every step, before its texts are sent."""
        return {"role": self.role, "me": self.me, "options": self.options, "nonce": self.nonce,
                **self.seating.saved(), **self.envelope.saved(), "table": None if self.table is None else self.table.saved(),
                "log": [{"t": m["t"]} if m["t"] in STAGES else m for m in self.log],  # steps: in the deal
                "got": self.got, "finished": self.finished}

    @classmethod
    def restore(cls, data: dict, sid: str | None = None) -> "SolstisSession":
        """The side `saved` wrote, in a new page load (a new `sid`); LiveError if damaged."""
        try:
            side = cls(data["role"], data["options"], data["me"], sid=sid, nonce=str(data["nonce"]))
            side.options = data["options"]
            side.seating.restore(data)
            side.envelope.restore(data)
            side.table = None if data["table"] is None else Table.restore(data["table"])
            side.log = [dict(m) for m in data["log"]]
            for k, m in enumerate(side.log):
                if m["t"] in STAGES:
                    if side.table is None:
                        raise ValueError("a step of the shuffle without its deal")
                    side.log[k] = side.table.deal.stage_message(m["t"])
            side.got = [str(d) for d in data["got"]]
            side.finished = bool(data["finished"])
        except (KeyError, TypeError, ValueError) as exc:
            raise LiveError(f"The saved live game is damaged ({exc.__class__.__name__}).") from None
        return side

    # -- a message from the peer ------------------------------------------------------
    def receive(self, text: object) -> Output:
        """Handle one text from the peer. A bad one is refused (event "refused" with a
        readable reason) and changes nothing here; a lie in the deal or the game stops
        the game (event "cheat", from the Table); a third page's hello is answered with
        `full` (event "stranger")."""
        message: dict = {}
        try:
            message = wire.decode(text, TYPES)
            self.envelope.check(message)
            if message["t"] in TABLE_TYPES:
                return self._on_table(message)
            if message["t"] == "hello" and self._not_for_us(message):
                return Output()
            out = getattr(self, "_on_" + message["t"])(message)
        except Stranger as exc:
            return self.refuse_stranger(message, exc)
        except BadMessage as exc:
            return Output(events=[Event("refused", {"reason": str(exc)})])
        if message["t"] == "hello":
            self.envelope.take(message)
            self.seating.friend = True
        return out

    def _not_for_us(self, message: dict) -> bool:
        """A guest that has no game yet ignores a host's hello that says it plays with a
        friend (unless it names this page's nonce): the host's answer to it is `full`."""
        return (self.options is None and message.get("full") is True
                and message.get("friend_nonce") != self.nonce)

    def _on_hello(self, message: dict) -> Output:
        new_page = self.envelope.is_new(message)
        started = self.table is not None
        stranger_if_settled = new_page and self.seating.settled(started)
        try:
            if message.get("game") != GAME_ID:
                raise BadMessage("The friend is playing another game.")
            got = wire.count(message, "got")
            if got > len(self.log):
                raise BadMessage(f"The friend claims {got} messages of this page; it sent {len(self.log)}.")
            options = self._hello_options(message.get("options")) if self.role == GUEST else self.options
        except BadMessage as exc:
            raise (stranger(str(exc)) if stranger_if_settled else exc) from None
        send_seats = self.seating.on_hello(message, new_page, started)
        self.options = options
        out = Output()
        if send_seats:
            out.send.append(self._message("seats", self.seating.seats_message()))
        if not self.connected:
            self.connected = True
            out.events.append(Event("connected", {}))
        if self.me is not None:
            out.events.append(Event("seats", {"me": self.me}))
        self._seated(out)
        for k in range(got, len(self.log)):  # what the peer missed, sent again
            out.send.append(self._message(self.log[k]["t"], {**self.log[k], "k": k + 1}))
        self._drain(out)
        return out

    def _hello_options(self, options: object) -> dict:
        """The host's options: a guest joining takes them; later hellos must name the same."""
        try:
            theirs = GAME.normalize_options(options if isinstance(options, dict) else None)
        except SpielkisteError as exc:
            raise BadMessage(f"The friend's game cannot be started: {exc}") from None
        if not isinstance(options, dict):
            raise BadMessage("The host's hello names no options.")
        if self.options is not None and theirs != self.options:
            raise BadMessage("The friend is playing another game (different options).")
        return theirs

    def _on_seats(self, message: dict) -> Output:
        self.seating.on_seats(message)
        out = Output(events=[Event("seats", {"me": self.me})])
        self._seated(out)
        self._drain(out)
        return out

    def _on_resync(self, message: dict) -> Output:
        got = wire.count(message, "got")
        if got > len(self.log):
            raise BadMessage(f"The friend claims {got} messages of this page; it sent {len(self.log)}.")
        return Output([self._message(self.log[k]["t"], {**self.log[k], "k": k + 1}) for k in range(got, len(self.log))])

    def _on_bye(self, message: dict) -> Output:
        self.connected = False
        return Output(events=[Event("left", {})])

    def _on_table(self, message: dict) -> Output:
        k = wire.count(message, "k", 1)
        body = {key: value for key, value in message.items() if key not in ENVELOPE or key == "t"}
        out = Output()
        if k <= len(self.got):
            if digest(body) != self.got[k - 1]:
                raise BadMessage(f"The friend sent its message {k} again, changed: a forged resynchronisation.")
            return out  # sent again after a reload: taken already
        if len(self.held) >= MAX_HELD:
            raise BadMessage("Too many messages came before a missing one.")
        self.held[k] = body
        self._drain(out)
        if self.held and len(self.got) + 1 not in self.held and self.asked != len(self.got):
            self.asked = len(self.got)
            out.send.append(self._message("resync", {"got": len(self.got)}))
        return out

    # -- helpers ----------------------------------------------------------------------------
    def _seated(self, out: Output) -> None:
        """Both seats known: the table is laid, and the host starts the shuffle."""
        if self.table is not None or self.me is None or self.options is None:
            return
        self.table = Table("A" if self.role == HOST else "B", self.me, self.options)
        self._table_out(self.table.start(), out)

    def _drain(self, out: Output) -> None:
        """Take the held messages that come next, in order."""
        while self.table is not None and len(self.got) + 1 in self.held:
            body = self.held.pop(len(self.got) + 1)
            self.got.append(digest(body))
            self._table_out(self.table.receive(body), out)

    def _table_out(self, step: TableOutput, out: Output) -> None:
        """The Table's messages into the log and onto the wire, its events to the screen;
        the keys shown once the game is over."""
        out.events.extend(step.events)
        for body in step.send:
            self.log.append(body)
            out.send.append(self._message(body["t"], {**body, "k": len(self.log)}))
        if self.table is not None and self.table.over() and not self.finished and not self.table.broken:
            self.finished = True
            self._table_out(self.table.finish(), out)

    def _message(self, kind: str, body: dict) -> str:
        return self.envelope.stamp(kind, body)

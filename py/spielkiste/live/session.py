"""One side of a live game: a pure state machine over the engine's moves.

Feed it what happens - a message from the peer (`receive`) or an action of the
player here (`connect`, `play`, `ask_undo`, `answer_undo`, `leave`) - and it returns
an `Output`: the texts to send to the peer and the `Event`s for the screen. It
never touches the network or the page, so two of them wired together are the
tests' two simulated peers, and the page drives one over its data channel.

The rules (docs/live.md):
- The host (who opened the room) holds the game: id, options, seed, start position.
  The guest takes it from the host's hello. Both sides hold the whole history.
- Seats: the host claims seat 0 or 1, or "random": then the host commits to a nonce
  (its SHA-256 in the hello), the guest sends its own nonce, the host reveals its
  nonce and both compute the same seat from the two; neither side can choose it.
- A peer's move is checked as a link's moves are: written like a move, its seat's
  turn, at the next ply, legal for the engine. Anything else is refused and reported,
  never played; the history here is left as it was.
- On every (re)connection both sides send hello with their whole history. The longer
  valid history wins when one is a prefix of the other; a history this side does not
  share (a different move somewhere) or with an illegal move is refused, as
  `spielkiste.link.compare_histories` refuses a link that diverged.
- Undo asks the other player; both take back only when the answer is yes.
- Every message carries the sender's session id and counter: a message seen before,
  or one of an older page load of the peer, is refused as replayed (`envelope`).
- Once the seats are settled, a hello of a new page load is the friend's reload only
  with the friend's seat and a history of this game we share; any other page is
  refused ("this room already has two players"), and the friend plays on (`seats`).
  That page is told so (`full`, addressed to its `sid`; the friend, who sees it too,
  leaves it alone), and a guest that has no game yet does not take it from a host's
  hello that says it already plays with a friend (`full: true`, with the nonce of the
  friend's draw when the seats were drawn): it waits for `full`.
"""

import secrets
from dataclasses import dataclass, field

from ..errors import SpielkisteError
from ..link import compare_histories as compare
from ..link import match_key
from ..match import Match
from ..start import new_match
from . import messages as wire
from .envelope import Envelope
from .messages import BadMessage
from .seats import GUEST, HOST, Seating, Stranger, commitment, seat_from_nonces, stranger

__all__ = ["GUEST", "HOST", "Event", "LiveError", "Output", "Session", "commitment", "seat_from_nonces"]


class LiveError(ValueError):
    """An action of the player here that the live game cannot take now (readable)."""


@dataclass(frozen=True)
class Event:
    """Something the screen should show: `kind` (docs/live.md lists them) and details."""

    kind: str
    detail: dict = field(default_factory=dict)


@dataclass
class Output:
    """What one step of the session produced: texts to send, events to show."""

    send: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


class Side:
    """What every side of a live game holds, whatever the game: its role (host or
    guest), the host's seat choice `claim` ("0", "1" or "random"), the seat `me` once
    settled, the nonce of the seat draw, the envelope of its messages and the seating.
    `Session` and `SolstisSession` build on it."""

    def __init__(self, role: str, me: int | None, claim: str, sid: str | None, nonce: str | None):
        if role not in (HOST, GUEST):
            raise LiveError("A side of a live game is the host or the guest.")
        if claim not in wire.SEAT_CLAIMS:
            raise LiveError(f"The host's seat is one of {', '.join(wire.SEAT_CLAIMS)}.")
        if me is not None and me not in (0, 1):
            raise LiveError("A seat is 0 or 1.")
        self.role = role
        self.claim = claim
        if role == HOST and me is None and claim != "random":
            me = int(claim)
        self.nonce = nonce or secrets.token_hex(16)
        self.envelope = Envelope(sid)
        self.seating = Seating(role, me, self.nonce)
        self.connected = False

    @property
    def me(self) -> int | None:
        """The seat played here, once settled."""
        return self.seating.me

    @property
    def sid(self) -> str:
        return self.envelope.sid

    def hello_seats(self, started: bool) -> dict:
        """The seat part of this side's hello; `full` once it plays with a friend (a
        guest joining for the first time then knows the room is not for it)."""
        body = self.seating.hello()
        if self.seating.settled(started):
            body["full"] = True
            if self.seating.peer_nonce is not None:  # a friend who missed `seats` knows it by its nonce
                body["friend_nonce"] = self.seating.peer_nonce
        return body

    def refuse_stranger(self, message: dict, exc: Stranger) -> Output:
        """A third page's hello, refused: tell that page (`full`, to its `sid`) and show
        nothing here but the quiet event "stranger": it must not disturb the game."""
        body = {"to": message["sid"], "reason": str(exc)}
        return Output([self.envelope.stamp("full", body)], [Event("stranger", {"reason": str(exc)})])

    def _on_full(self, message: dict) -> Output:
        """A page refused this one as a third page. Taken only when addressed to this page
        load and no friend was accepted on it: a page that is not the friend's cannot
        send this side away from a game it plays."""
        if wire.word(message, "to") != self.sid or self.seating.friend:
            return Output()
        return Output(events=[Event("full", {"reason": str(message.get("reason", ""))[:300]})])


class Session(Side):
    """One side of a live game. `match` is the game here (None for a guest joining
    for the first time); `me` the seat played here once settled (a resumed game
    knows it); `claim` the host's seat choice: "0", "1" or "random"."""

    def __init__(self, role: str, match: Match | None = None, me: int | None = None, claim: str = "random",
                 sid: str | None = None, nonce: str | None = None):
        if role == HOST and match is None:
            raise LiveError("The host of a live game brings the game.")
        if match is not None and match.game.hidden_information:
            raise LiveError(f"{match.game.title} is played live only with the fair deal (docs/live.md).")
        super().__init__(role, me, claim, sid, nonce)
        self.match = match
        self.asked_undo: int | None = None  # the ply we asked to go back to
        self.peer_asked_undo: int | None = None  # the ply the peer asked to go back to

    # -- what the screen reads ----------------------------------------------------

    @property
    def moves(self) -> list[str]:
        return self.match.moves if self.match is not None else []

    @property
    def my_turn(self) -> bool:
        return self.match is not None and self.me is not None and self.match.to_move == self.me

    # -- actions of the player here -----------------------------------------------
    def connect(self) -> Output:
        """The channel is open (first time or again): say hello with the whole history.
        The peer's hello answers it with the event "connected"."""
        self.connected = False
        body: dict = {**self.hello_seats(self.match is not None and self.match.ply > 0), "moves": self.moves}
        if self.match is not None:
            m = self.match
            body.update(game=m.game_id, options=m.options, seed=m.seed, position=m.start_position, moves=m.moves)
        return Output([self._message("hello", body)])

    def play(self, move: str) -> Output:
        """The player here plays `move`: played here, then sent (LiveError if it cannot be)."""
        m = self._local_match()
        if self.me is None:
            raise LiveError("The seats are not settled yet.")
        if m.to_move != self.me:
            raise LiveError("It is not your turn.")
        if self.asked_undo is not None:
            raise LiveError("Wait for your friend's answer to your undo request.")
        ply = m.ply
        try:
            m.play(move)
        except SpielkisteError as exc:
            raise LiveError(str(exc)) from None
        return Output([self._message("move", {"ply": ply, "move": move})])

    def ask_undo(self) -> Output:
        """Ask to take back the last move played here (and the friend's moves after it)."""
        m = self._local_match()
        mine = [ply for ply in range(m.ply) if m.game.to_move(m.state_at(ply)) == self.me]
        if not mine:
            raise LiveError("You have no move to take back.")
        if self.asked_undo is not None:
            raise LiveError("You already asked; wait for the answer.")
        self.asked_undo = mine[-1]
        return Output([self._message("undo", {"ply": mine[-1]})])

    def answer_undo(self, yes: bool) -> Output:
        """Answer the friend's undo request: yes takes the moves back on both sides."""
        ply = self.peer_asked_undo
        if ply is None:
            raise LiveError("Your friend has not asked to take a move back.")
        self.peer_asked_undo = None
        out = Output([self._message("undo-answer", {"ply": ply, "yes": bool(yes)})])
        if yes:
            self._local_match().truncate(ply)
            out.events.append(Event("undone", {"ply": ply}))
        return out

    def leave(self) -> Output:
        self.connected = False
        return Output([self._message("bye", {})])

    # -- a message from the peer -----------------------------------------------------
    def receive(self, text: object) -> Output:
        """Handle one text from the peer. A bad one is refused (event "refused" with a
        readable reason) and changes nothing here; a third page's hello is answered
        with `full` (event "stranger")."""
        message: dict = {}
        try:
            message = wire.decode(text)
            self.envelope.check(message)
            return getattr(self, "_on_" + message["t"].replace("-", "_"))(message)
        except Stranger as exc:
            return self.refuse_stranger(message, exc)
        except BadMessage as exc:
            return Output(events=[Event("refused", {"reason": str(exc)})])

    def _on_hello(self, message: dict) -> Output:
        if self.match is None and message.get("role") == self.role:
            return Output()  # another page waiting for the host, as this one is: not ours to judge
        if self.match is None and message.get("full") is True and message.get("friend_nonce") != self.nonce:
            return Output()  # the host plays with a friend: its answer to our hello is `full`
        new_page = self.envelope.is_new(message)
        started = self.match is not None and self.match.ply > 0
        stranger_if_settled = new_page and self.seating.settled(started)
        try:
            match = self._hello_game(message)
            if stranger_if_settled and compare(match.moves, wire.moves(message, match.game.max_plies)) == "diverged":
                raise BadMessage("its history of this game is not ours (it diverged).")
        except BadMessage as exc:
            raise (stranger(str(exc)) if stranger_if_settled else exc) from None
        out = Output()
        send_seats = self.seating.on_hello(message, new_page, started)
        self.match = match
        if send_seats:
            out.send.append(self._message("seats", self.seating.seats_message()))
        if self.me is not None:
            out.events.append(Event("seats", {"me": self.me}))
        self._sync(message, out)
        if not self.connected:
            self.connected = True
            out.events.insert(0, Event("connected", {}))
        self.envelope.take(message)  # its page load is the friend's from now on
        self.seating.friend = True
        return out

    def _hello_game(self, message: dict) -> Match:
        """The game of the hello: the guest joining takes it; otherwise it must be ours."""
        if "game" not in message:
            if self.match is None:
                raise BadMessage("The host's hello names no game.")
            return self.match
        setup = {"game": message.get("game"), "options": message.get("options"),
                 "seed": message.get("seed"), "position": message.get("position")}
        try:
            theirs = new_match(setup["game"], setup["options"], setup["seed"], setup["position"])
        except SpielkisteError as exc:
            raise BadMessage(f"The friend's game cannot be started: {exc}") from None
        if theirs.game.hidden_information:
            raise BadMessage(f"{theirs.game.title} is played live only with the fair deal.")
        if self.match is None:
            return theirs
        if match_key(theirs.link()) != match_key(self.match.link()):
            raise BadMessage("The friend is playing another game (different game, options or seed).")
        return self.match

    def _on_seats(self, message: dict) -> Output:
        self.seating.on_seats(message)
        return Output(events=[Event("seats", {"me": self.me})])

    def _on_resync(self, message: dict) -> Output:
        out = Output()
        self._sync(message, out)
        return out

    def _sync(self, message: dict, out: Output) -> None:
        """Compare the peer's whole history with ours; adopt it when it is a valid
        continuation, refuse it when it is not, tell the peer when it is behind."""
        m = self._match()
        theirs = wire.moves(message, m.game.max_plies)
        relation = compare(m.moves, theirs)
        if relation == "diverged":
            out.events.append(Event("diverged", {"ours": len(m.moves), "theirs": len(theirs)}))
            return
        if relation == "behind":
            out.send.append(self._message("resync", {"moves": m.moves}))
            return
        if relation == "ahead":
            start = m.ply
            trial = new_match(m.game_id, m.options, m.seed, m.start_position)
            for number, move in enumerate(theirs, 1):
                try:
                    trial.play(move)
                except SpielkisteError as exc:
                    raise BadMessage(f"The friend's history is not valid at move {number} ({move!r}): {exc}") from None
            for move in theirs[start:]:
                m.play(move)
            out.events.append(Event("resynced", {"from": start, "to": m.ply}))
        if message.get("ask") is True and relation != "behind":
            out.send.append(self._message("resync", {"moves": m.moves}))

    def _on_move(self, message: dict) -> Output:
        m = self._match()
        ply = wire.count(message, "ply")
        move = wire.move_text(message.get("move"))
        if self.me is None:
            raise BadMessage("A move came before the seats were settled.")
        if ply < m.ply:
            raise BadMessage(f"Move {ply + 1} ({move!r}) came again; it is already played here.")
        if ply > m.ply:
            return Output([self._message("resync", {"moves": m.moves, "ask": True})],
                          [Event("refused", {"reason": f"Move {ply + 1} came before move {m.ply + 1}; asking for the history."})])
        if m.to_move != 1 - self.me:
            raise BadMessage(f"The friend played {move!r} on your turn.")
        try:
            m.play(move)
        except SpielkisteError as exc:
            raise BadMessage(f"The friend's move {move!r} is not legal: {exc}") from None
        return Output(events=[Event("moved", {"ply": ply, "move": move, "seat": 1 - self.me})])

    def _on_undo(self, message: dict) -> Output:
        m = self._match()
        ply = wire.count(message, "ply")
        if ply >= m.ply:
            raise BadMessage("The friend asks to take back a move that is not played.")
        self.peer_asked_undo = ply
        return Output(events=[Event("undo-asked", {"ply": ply})])

    def _on_undo_answer(self, message: dict) -> Output:
        ply = wire.count(message, "ply")
        if self.asked_undo is None or ply != self.asked_undo:
            raise BadMessage("An answer came to an undo request that was not made.")
        self.asked_undo = None
        if message.get("yes") is True:
            self._match().truncate(ply)
            return Output(events=[Event("undone", {"ply": ply})])
        return Output(events=[Event("undo-declined", {"ply": ply})])

    def _on_bye(self, message: dict) -> Output:
        self.connected = False
        return Output(events=[Event("left", {})])

    # -- helpers --------------------------------------------------------------------------
    def _message(self, kind: str, body: dict) -> str:
        return self.envelope.stamp(kind, body)

    def _local_match(self) -> Match:
        if self.match is None:
            raise LiveError("No game yet: the host's hello has not come.")
        return self.match

    def _match(self) -> Match:
        if self.match is None:
            raise BadMessage("No game yet: the host's hello has not come.")
        return self.match

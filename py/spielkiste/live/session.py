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
  or one of an older page load of the peer, is refused as replayed.
"""

import hashlib
import secrets
from dataclasses import dataclass, field

from ..errors import SpielkisteError
from ..link import compare_histories as compare
from ..link import match_key
from ..match import Match
from ..start import new_match
from . import messages as wire
from .messages import BadMessage

HOST, GUEST = "host", "guest"


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


def seat_from_nonces(host_nonce: str, guest_nonce: str) -> int:
    """The host's seat when it is drawn: one bit of SHA-256 over both nonces, so
    neither side alone decides it (the host committed to its nonce first)."""
    return hashlib.sha256(f"{host_nonce}:{guest_nonce}".encode()).digest()[0] & 1


def commitment(nonce: str) -> str:
    return hashlib.sha256(f"seat:{nonce}".encode()).hexdigest()


class Session:
    """One side of a live game. `match` is the game here (None for a guest joining
    for the first time); `me` the seat played here once settled (a resumed game
    knows it); `claim` the host's seat choice: "0", "1" or "random"."""

    def __init__(self, role: str, match: Match | None = None, me: int | None = None, claim: str = "random",
                 sid: str | None = None, nonce: str | None = None):
        if role not in (HOST, GUEST):
            raise LiveError("A side of a live game is the host or the guest.")
        if role == HOST and match is None:
            raise LiveError("The host of a live game brings the game.")
        if claim not in wire.SEAT_CLAIMS:
            raise LiveError(f"The host's seat is one of {', '.join(wire.SEAT_CLAIMS)}.")
        if match is not None and match.game.hidden_information:
            raise LiveError(f"{match.game.title} is played live only with the fair deal (docs/live.md).")
        if me is not None and me not in (0, 1):
            raise LiveError("A seat is 0 or 1.")
        self.role = role
        self.match = match
        self.me = me
        self.claim = claim
        if role == HOST and me is None and claim != "random":
            self.me = int(claim)
        self.sid = sid or secrets.token_hex(8)
        self.nonce = nonce or secrets.token_hex(16)
        self.sent = 0  # counter of the messages sent in this session
        self.peer_sid: str | None = None
        self.peer_n = 0
        self.retired: set[str] = set()  # session ids of the peer's earlier page loads
        self.peer_nonce: str | None = None  # the guest's, as the host received it
        self.peer_commit: str | None = None  # the host's commitment, as the guest received it
        self.asked_undo: int | None = None  # the ply we asked to go back to
        self.peer_asked_undo: int | None = None  # the ply the peer asked to go back to
        self.connected = False

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
        body: dict = {"role": self.role, "seat": self.me, "moves": self.moves}
        if self.match is not None:
            m = self.match
            body.update(game=m.game_id, options=m.options, seed=m.seed, position=m.start_position, moves=m.moves)
        if self.role == HOST and self.me is None:
            body["claim"] = "random"
            body["commit"] = commitment(self.nonce)
        if self.role == GUEST and self.me is None:
            body["nonce"] = self.nonce
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
        readable reason) and changes nothing here."""
        try:
            message = wire.decode(text)
            self._check_counter(message)
            return getattr(self, "_on_" + message["t"].replace("-", "_"))(message)
        except BadMessage as exc:
            return Output(events=[Event("refused", {"reason": str(exc)})])

    def _check_counter(self, message: dict) -> None:
        sid, n = message["sid"], message["n"]
        if sid in self.retired:
            raise BadMessage("A message of an earlier connection was replayed.")
        if sid != self.peer_sid:
            if message["t"] != "hello":
                raise BadMessage("A message came before the friend's hello.")
            if self.peer_sid is not None:
                self.retired.add(self.peer_sid)
            self.peer_sid, self.peer_n = sid, 0
        if n <= self.peer_n:
            raise BadMessage(f"Message {n} came twice (replayed).")
        self.peer_n = n

    def _on_hello(self, message: dict) -> Output:
        if message.get("role") != (GUEST if self.role == HOST else HOST):
            raise BadMessage("Both sides claim the same role.")
        out = Output()
        self._take_game(message)
        seat = message.get("seat")
        if seat is not None:
            if seat not in (0, 1) or isinstance(seat, bool):
                raise BadMessage("The friend's seat is 0 or 1.")
            if self.me is not None and seat == self.me:
                raise BadMessage(f"The friend claims seat {seat}, which is played here.")
        if self.role == GUEST and self.me is None:
            if seat is not None:
                self.me = 1 - seat
            else:
                self.peer_commit = wire.word(message, "commit")
        if self.role == HOST and self.me is None and seat is not None:
            self.me = 1 - seat  # the guest kept its seat across a reload of the host
        if self.role == HOST and self.me is None:
            self.peer_nonce = wire.word(message, "nonce")
            self.me = seat_from_nonces(self.nonce, self.peer_nonce)
            out.send.append(self._message("seats", {"nonce": self.nonce, "seat": self.me}))
        if self.me is not None:
            out.events.append(Event("seats", {"me": self.me}))
        self._sync(message, out)
        if not self.connected:
            self.connected = True
            out.events.insert(0, Event("connected", {}))
        return out

    def _take_game(self, message: dict) -> None:
        """The game of the hello: the guest joining takes it; otherwise it must be ours."""
        if "game" not in message:
            if self.match is None:
                raise BadMessage("The host's hello names no game.")
            return
        setup = {"game": message.get("game"), "options": message.get("options"),
                 "seed": message.get("seed"), "position": message.get("position")}
        try:
            theirs = new_match(setup["game"], setup["options"], setup["seed"], setup["position"])
        except SpielkisteError as exc:
            raise BadMessage(f"The friend's game cannot be started: {exc}") from None
        if theirs.game.hidden_information:
            raise BadMessage(f"{theirs.game.title} is played live only with the fair deal.")
        if self.match is None:
            self.match = theirs
        elif match_key(theirs.link()) != match_key(self.match.link()):
            raise BadMessage("The friend is playing another game (different game, options or seed).")

    def _on_seats(self, message: dict) -> Output:
        if self.role != GUEST or self.peer_commit is None:
            raise BadMessage("Seats came that were not being drawn.")
        nonce = wire.word(message, "nonce")
        if commitment(nonce) != self.peer_commit:
            raise BadMessage("The host's seat draw does not match its commitment.")
        host_seat = seat_from_nonces(nonce, self.nonce)
        if message.get("seat") != host_seat:
            raise BadMessage("The host claims a seat the draw did not give it.")
        self.me, self.peer_commit = 1 - host_seat, None
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
        self.sent += 1
        return wire.encode({"v": wire.VERSION, "t": kind, "sid": self.sid, "n": self.sent, **body})

    def _local_match(self) -> Match:
        if self.match is None:
            raise LiveError("No game yet: the host's hello has not come.")
        return self.match

    def _match(self) -> Match:
        if self.match is None:
            raise BadMessage("No game yet: the host's hello has not come.")
        return self.match

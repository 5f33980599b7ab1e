"""Who sits where, and who the friend is (docs/live.md, "Seats" and "A third page"),
shared by `Session` and `SolstisSession`.

The host claims seat 0 or 1, or draws them: its hello commits to a nonce
(`commitment`), the guest's hello brings its own nonce, the host reveals its nonce in
`seats` and both compute the host's seat with `seat_from_nonces`. Once a draw is open
on the guest's side only its `seats` settles it; a seat claimed by a hello never does.
A side that has settled its seat takes the friend's claimed seat only if it is the
other one.

Once the seats are settled and the friend is known (its hello accepted on this page
load, or the game has begun here), a hello of a new page load is the friend's
reload only if it claims the friend's seat (the session then also checks that it plays
this game with a history that is a prefix or an extension of ours), or, on the host
that drew the seats, if it has no seat yet but the nonce of that draw (the friend
missed `seats`: it is sent again). Any other page is refused (`Stranger`): the room
already has two players, and the session tells that page so (`full`).
"""

import hashlib

from . import messages as wire
from .messages import BadMessage

HOST, GUEST = "host", "guest"
TWO_PLAYERS = "This room already has two players"


def seat_from_nonces(host_nonce: str, guest_nonce: str) -> int:
    """The host's seat when it is drawn: one bit of SHA-256 over both nonces, so
    neither side alone decides it (the host committed to its nonce first)."""
    return hashlib.sha256(f"{host_nonce}:{guest_nonce}".encode()).digest()[0] & 1


def commitment(nonce: str) -> str:
    return hashlib.sha256(f"seat:{nonce}".encode()).hexdigest()


class Stranger(BadMessage):
    """The hello of a third page, refused: the session answers it with `full`."""


def stranger(reason: str) -> Stranger:
    """The refusal of a third page's hello."""
    return Stranger(f"{TWO_PLAYERS}: {reason}")


class Seating:
    """The seat draw and the friend's identity for one side (`role` host or guest)."""

    def __init__(self, role: str, me: int | None, nonce: str):
        self.role, self.me, self.nonce = role, me, nonce
        self.peer_commit: str | None = None  # guest: the host's commitment while the draw is open
        self.peer_nonce: str | None = None  # host: the guest's nonce the draw used
        self.drawn = False  # host: the seats were drawn (a guest that missed `seats` gets it again)
        self.friend = False  # a friend's hello was accepted on this page load

    def hello(self) -> dict:
        """The seat part of this side's hello."""
        body: dict = {"role": self.role, "seat": self.me}
        if self.role == HOST and (self.me is None or self.drawn):  # drawn: a guest that missed `seats` waits for it
            body["claim"], body["commit"] = "random", commitment(self.nonce)
        if self.role == GUEST and self.me is None:
            body["nonce"] = self.nonce
        return body

    def settled(self, started: bool) -> bool:
        """Both seats are settled and the friend is known: a new page must prove it is the friend."""
        return self.me is not None and (self.friend or started)

    def on_hello(self, message: dict, new_page: bool, started: bool) -> bool:
        """Settle the seats from the friend's hello (BadMessage if it cannot be the friend);
        True when `seats` must be sent (drawn now, or sent again)."""
        if message.get("role") != (GUEST if self.role == HOST else HOST):
            if new_page and self.settled(started):
                raise stranger(f"a page claims the role {str(message.get('role'))[:10]!r}, which is played here.")
            raise BadMessage("Both sides claim the same role.")
        seat = message.get("seat")
        if seat is not None and (seat not in (0, 1) or isinstance(seat, bool)):
            raise BadMessage("The friend's seat is 0 or 1.")
        if seat is not None and seat == self.me:
            raise stranger(f"a page claims seat {seat}, which is played here.")
        missed_seats = (self.role == HOST and self.drawn and seat is None
                        and message.get("nonce") == self.peer_nonce)
        if new_page and self.settled(started) and seat is None and not missed_seats:
            raise stranger("a page without a seat asked to join.")
        if self.me is not None:
            return missed_seats
        if self.role == HOST:  # drawing: the guest has no seat yet, only its nonce
            if seat is not None:
                raise BadMessage(f"The friend claims seat {seat}, but no draw gave it.")
            self.peer_nonce = wire.word(message, "nonce")
            self.me, self.drawn = seat_from_nonces(self.nonce, self.peer_nonce), True
            return True
        if self.peer_commit is not None:  # a draw is open: only its `seats` settles it
            if message.get("commit") not in (None, self.peer_commit):
                raise BadMessage("The host commits to another seat draw than the one open.")
            return False
        if message.get("claim") == "random":
            self.peer_commit = wire.word(message, "commit")
        elif seat is not None:
            self.me = 1 - seat  # the host chose its seat, or resumes with it
        else:
            raise BadMessage("The host's hello has neither a seat nor a seat draw.")
        return False

    def seats_message(self) -> dict:
        """The host's `seats`: the nonce it committed to, and its seat."""
        return {"nonce": self.nonce, "seat": self.me}

    def on_seats(self, message: dict) -> None:
        """The guest checks the host's draw against the commitment and both nonces."""
        if self.role != GUEST or self.peer_commit is None:
            raise BadMessage("Seats came that were not being drawn.")
        nonce = wire.word(message, "nonce")
        if commitment(nonce) != self.peer_commit:
            raise BadMessage("The host's seat draw does not match its commitment.")
        host_seat = seat_from_nonces(nonce, self.nonce)
        if message.get("seat") != host_seat:
            raise BadMessage("The host claims a seat the draw did not give it.")
        self.me, self.peer_commit = 1 - host_seat, None

    # -- the save (SolstisSession keeps it across a reload) ------------------------------
    def saved(self) -> dict:
        return {"peer_commit": self.peer_commit, "drawn": self.drawn, "peer_nonce": self.peer_nonce}

    def restore(self, data: dict) -> None:
        """The draw as `saved` wrote it (KeyError, TypeError if damaged)."""
        self.peer_commit = None if data["peer_commit"] is None else str(data["peer_commit"])
        self.drawn = bool(data["drawn"])
        peer_nonce = data.get("peer_nonce")
        self.peer_nonce = None if peer_nonce is None else str(peer_nonce)

"""The envelope every live message travels in (docs/live.md, "Messages"): `v`, `t`,
`sid` (the sender's session id, random per page load) and `n` (the sender's counter
in that session). One `Envelope` per side, shared by `Session` and `SolstisSession`,
so the replay check exists once.

A message whose counter is not above the last one seen from the friend's session, or
one of an earlier page load of the friend (a retired `sid`), is refused. A hello from a
new `sid` is only *checked* here: the session decides whether it is the friend's new
page load (then `take` makes it the friend's session) or a third page (refused, and
the friend's session stays the friend's). So is `full`, the answer a page refused as a
third page gets from a page it never took as its friend.
"""

import secrets

from . import messages as wire
from .messages import BadMessage

FROM_A_NEW_PAGE = ("hello", "full")  # the messages a page not (yet) taken as the friend's may send


class Envelope:
    """This side's session id and counter, and what it has seen of the friend's."""

    def __init__(self, sid: str | None = None):
        self.sid = sid or secrets.token_hex(8)
        self.sent = 0  # counter of the messages sent in this session
        self.peer_sid: str | None = None
        self.peer_n = 0
        self.retired: set[str] = set()  # session ids of the friend's earlier page loads

    def stamp(self, kind: str, body: dict) -> str:
        """The text of a message of type `kind` with `body`, in this side's envelope."""
        self.sent += 1
        return wire.encode({**body, "v": wire.VERSION, "t": kind, "sid": self.sid, "n": self.sent})

    def is_new(self, message: dict) -> bool:
        """The message comes from a page load not (yet) taken as the friend's."""
        return message["sid"] != self.peer_sid

    def check(self, message: dict) -> None:
        """Refuse (BadMessage) a replayed message, one of an earlier page load, or one
        of an unknown page that is not a hello. A message of the friend's session is
        counted at once, even if the session refuses it afterwards."""
        sid, n = message["sid"], message["n"]
        if sid in self.retired:
            raise BadMessage("A message of an earlier connection was replayed.")
        if sid != self.peer_sid:
            if message["t"] not in FROM_A_NEW_PAGE:
                raise BadMessage("A message came before the friend's hello.")
            return  # taken (or not) once the session has accepted the hello
        if n <= self.peer_n:
            raise BadMessage(f"Message {n} came twice (replayed).")
        self.peer_n = n

    def take(self, message: dict) -> None:
        """The session accepted this hello: its page load is the friend's from now on."""
        sid = message["sid"]
        if sid != self.peer_sid:
            if self.peer_sid is not None:
                self.retired.add(self.peer_sid)
            self.peer_sid, self.peer_n = sid, message["n"]

    # -- the save (SolstisSession keeps it across a reload) ---------------------------
    def saved(self) -> dict:
        return {"peer_sid": self.peer_sid, "peer_n": self.peer_n, "retired": sorted(self.retired)}

    def restore(self, data: dict) -> None:
        """The friend's side as `saved` wrote it (KeyError, TypeError, ValueError if damaged)."""
        peer_sid = data["peer_sid"]
        self.peer_sid = None if peer_sid is None else str(peer_sid)
        self.peer_n = int(data["peer_n"])
        self.retired = {str(s) for s in data["retired"]}

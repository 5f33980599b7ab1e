"""The envelope of live messages (issue 29): one replay check, shared by `Session` and
`SolstisSession`; a hello of a new page load is only taken once the session accepts it."""

import pytest

import spielkiste
from spielkiste.live import messages as wire
from spielkiste.live.envelope import Envelope
from spielkiste.live.messages import BadMessage
from spielkiste.live.session import GUEST, HOST, Session
from spielkiste.live.solstis_session import SolstisSession


def message(kind, sid, n):
    return wire.decode(wire.encode({"v": wire.VERSION, "t": kind, "sid": sid, "n": n}), wire.TYPES)


def test_both_sessions_use_the_one_envelope():
    sides = [Session(HOST, spielkiste.new_match("boxilies", seed=1)), Session(GUEST),
             SolstisSession(HOST), SolstisSession(GUEST)]
    for side in sides:
        assert type(side.envelope) is Envelope and side.sid == side.envelope.sid
        assert not hasattr(side, "_check_counter")  # no copy of the check of its own


def test_stamp_counts_and_the_friend_is_taken_only_on_an_accepted_hello():
    mine, theirs = Envelope("me"), Envelope("friend")
    first = wire.decode(theirs.stamp("hello", {"role": "host"}), wire.TYPES)
    assert (first["sid"], first["n"]) == ("friend", 1)
    with pytest.raises(BadMessage, match="before the friend's hello"):
        mine.check(message("move", "friend", 2))
    mine.check(first)
    assert mine.is_new(first) and mine.peer_sid is None  # checked, not yet the friend
    mine.take(first)
    assert not mine.is_new(first) and mine.peer_sid == "friend"
    mine.check(message("move", "friend", 2))
    with pytest.raises(BadMessage, match="twice"):
        mine.check(message("move", "friend", 2))


def test_a_refused_hello_of_another_page_changes_nothing_and_a_new_page_load_retires_the_old():
    mine = Envelope("me")
    mine.take(message("hello", "friend", 1))
    mine.check(message("hello", "third", 1))  # the session refuses it: take is not called
    mine.check(message("move", "friend", 2))  # the friend's messages go on
    reload = message("hello", "friend-2", 1)
    mine.check(reload)
    mine.take(reload)
    with pytest.raises(BadMessage, match="earlier connection"):
        mine.check(message("move", "friend", 3))
    copy = Envelope()
    copy.restore(mine.saved())
    assert (copy.peer_sid, copy.peer_n, copy.retired) == ("friend-2", 1, {"friend"})

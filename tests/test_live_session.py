"""The live session protocol with two simulated peers (issue 29): seats, moves,
resynchronisation, undo, and a peer that lies."""

import random

import pytest

import spielkiste
from spielkiste.live import messages as wire
from spielkiste.live.session import GUEST, HOST, LiveError, Session, commitment, seat_from_nonces


def deliver(sender_out, receiver):
    """Hand every text of `sender_out` to `receiver`; the receiver's outputs, in order."""
    return [receiver.receive(text) for text in sender_out.send]


def kinds(outputs):
    return [e.kind for out in outputs for e in out.events]


def reasons(outputs):
    return " ".join(e.detail.get("reason", "") for out in outputs for e in out.events)


def pair(game="boxilies", claim="0", seed=11, options=None):
    """A host and a guest, connected, seats settled."""
    host = Session(HOST, spielkiste.new_match(game, options, seed=seed), claim=claim)
    guest = Session(GUEST)
    outs = exchange(host, guest, host.connect(), guest.connect())
    assert "refused" not in kinds(outs) and "connected" in kinds(outs)
    return host, guest


def exchange(a, b, out_a, out_b):
    """Deliver crossing outputs until both sides fall silent."""
    queue, seen = [(a, b, out_a), (b, a, out_b)], []
    while queue:
        sender, receiver, out = queue.pop(0)
        for reply in deliver(out, receiver):
            seen.append(reply)
            queue.append((receiver, sender, reply))
    return seen


def forged(kind, sid="liar", n=1, **body):
    return wire.encode({"v": wire.VERSION, "t": kind, "sid": sid, "n": n, **body})


def play_random(a, b, plies, rng):
    """Each side plays its turns with random legal moves; `a` and `b` see the same game."""
    for _ in range(plies):
        m = a.match
        if m.is_over:
            return
        mover, other = (a, b) if a.my_turn else (b, a)
        out = mover.play(rng.choice(mover.match.legal_moves()))
        results = deliver(out, other)
        assert kinds(results) == ["moved"]


def test_a_whole_boxilies_game_live():
    host, guest = pair("boxilies", claim="1")
    assert (host.me, guest.me) == (1, 0)
    assert guest.match.game_id == "boxilies" and guest.match.seed == 11
    play_random(host, guest, 10_000, random.Random(3))
    assert host.match.is_over and guest.match.is_over
    assert host.moves == guest.moves and host.match.winner == guest.match.winner


@pytest.mark.parametrize("game", ["soulaween", "iye"])
def test_part_of_a_game_live(game):
    host, guest = pair(game, claim="0")
    play_random(host, guest, 12, random.Random(5))
    assert host.moves == guest.moves and len(host.moves) == 12
    assert host.match.position() == guest.match.position()


def test_random_seats_agree_and_neither_side_chooses():
    seen = set()
    for i in range(12):
        host = Session(HOST, spielkiste.new_match("boxilies", seed=1), claim="random", nonce=f"h{i}")
        guest = Session(GUEST, nonce=f"g{i}")
        outs = exchange(host, guest, host.connect(), guest.connect())
        assert "refused" not in kinds(outs)
        assert {host.me, guest.me} == {0, 1}
        assert host.me == seat_from_nonces(f"h{i}", f"g{i}")
        seen.add(host.me)
    assert seen == {0, 1}


def test_a_host_that_draws_the_seat_again_is_caught():
    guest = Session(GUEST, nonce="g")
    hello = forged("hello", role=HOST, seat=None, claim="random", commit=commitment("honest"),
                   game="boxilies", options={}, seed=4, position=None, moves=[])
    guest.receive(hello)
    # the host reveals another nonce than the one it committed to
    out = guest.receive(forged("seats", n=2, nonce="other", seat=0))
    assert kinds([out]) == ["refused"] and "commitment" in reasons([out])
    assert guest.me is None
    # and a true nonce with a seat the draw did not give
    host_seat = seat_from_nonces("honest", "g")
    out = guest.receive(forged("seats", n=3, nonce="honest", seat=1 - host_seat))
    assert "did not give" in reasons([out]) and guest.me is None


def test_an_illegal_peer_move_is_refused_and_never_played():
    host, guest = pair("boxilies", claim="0")
    before = guest.match.position()
    liar_move = forged("move", sid=host.sid, n=host.envelope.sent + 1, ply=0, move="zz99")
    out = guest.receive(liar_move)
    assert kinds([out]) == ["refused"] and "not legal" in reasons([out])
    assert guest.match.position() == before and guest.moves == []


def test_a_move_on_the_wrong_seat_is_refused():
    host, guest = pair("boxilies", claim="0")  # host plays seat 0: the guest's move now is a lie
    move = guest.match.legal_moves()[0]
    out = host.receive(forged("move", sid=guest.sid, n=guest.envelope.sent + 1, ply=0, move=move))
    assert "your turn" in reasons([out]) and host.moves == []
    with pytest.raises(LiveError):
        guest.play(move)  # and the honest guest cannot play it either


def test_a_replayed_message_is_refused():
    host, guest = pair("boxilies", claim="0")
    out = host.play(host.match.legal_moves()[0])
    assert kinds(deliver(out, guest)) == ["moved"]
    again = deliver(out, guest)
    assert kinds(again) == ["refused"] and "twice" in reasons(again)
    assert len(guest.moves) == 1


def test_a_message_of_an_earlier_page_load_is_refused():
    host, guest = pair("boxilies", claim="0")
    old = host.play(host.match.legal_moves()[0])
    deliver(old, guest)
    reloaded = Session(HOST, host.match, me=host.me)  # the host's page reloads: a new session id
    exchange(reloaded, guest, reloaded.connect(), guest.connect())
    assert kinds(deliver(old, guest)) == ["refused"]
    assert "earlier connection" in reasons(deliver(old, guest))


@pytest.mark.parametrize("text, words", [
    ("not json", "not JSON"),
    ("[1, 2]", "JSON object"),
    ('{"v": 9, "t": "move", "sid": "a", "n": 1}', "version"),
    ('{"v": 1, "t": "shout", "sid": "a", "n": 1}', "Unknown message type"),
    ('{"v": 1, "t": "move", "sid": "a", "n": -1}', "'n'"),
    ("x" * (wire.MAX_MESSAGE + 1), "too long"),
    (None, "piece of text"),
])
def test_malformed_messages_are_refused_with_a_reason(text, words):
    host, guest = pair("boxilies")
    out = guest.receive(text)
    assert kinds([out]) == ["refused"] and words in reasons([out])


def test_a_move_not_written_like_a_move_is_refused():
    host, guest = pair("boxilies", claim="0")
    out = guest.receive(forged("move", sid=host.sid, n=host.envelope.sent + 1, ply=0, move="a1.b2"))
    assert "not written like a move" in reasons([out])


def test_a_reload_resynchronises_from_the_longer_history():
    host, guest = pair("iye", claim="0")
    rng = random.Random(8)
    play_random(host, guest, 6, rng)
    saved = spielkiste.match_from_link(guest.match.link())  # the guest's save, then it drops
    out = host.play(rng.choice(host.match.legal_moves())) if host.my_turn else None
    if out is None:
        out = guest.play(rng.choice(guest.match.legal_moves()))
        deliver(out, host)
        saved = spielkiste.match_from_link(guest.match.link())
        out = host.play(rng.choice(host.match.legal_moves()))
    # the move never reaches the guest: its page reloads from the save
    guest2 = Session(GUEST, saved, me=guest.me)
    assert len(guest2.moves) == len(host.moves) - 1
    outs = []
    queue = [(host, guest2, host.connect()), (guest2, host, guest2.connect())]
    while queue:
        sender, receiver, o = queue.pop(0)
        for reply in deliver(o, receiver):
            outs.append(reply)
            queue.append((receiver, sender, reply))
    assert "resynced" in kinds(outs)
    assert guest2.moves == host.moves


def test_the_side_behind_is_sent_the_history():
    host, guest = pair("boxilies", claim="0")
    saved = spielkiste.match_from_link(host.match.link())
    play_random(host, guest, 3, random.Random(1))
    host2 = Session(HOST, saved, me=0)  # the host reloads an older save
    outs = exchange(host2, guest, host2.connect(), guest.connect())
    assert host2.moves == guest.moves and len(guest.moves) == 3
    assert kinds(outs).count("connected") == 2 and "refused" not in kinds(outs)


def test_a_history_that_diverged_is_refused():
    host, guest = pair("boxilies", claim="0")
    play_random(host, guest, 2, random.Random(2))
    other = [m for m in spielkiste.new_match("boxilies", seed=11).legal_moves() if m != host.moves[0]][0]
    out = guest.receive(forged("resync", sid=host.sid, n=host.envelope.sent + 1, moves=[other]))
    assert kinds([out]) == ["diverged"] and len(guest.moves) == 2


def test_a_forged_history_with_an_illegal_move_is_refused():
    host, guest = pair("boxilies", claim="0")
    play_random(host, guest, 2, random.Random(2))
    out = guest.receive(forged("resync", sid=host.sid, n=host.envelope.sent + 1, moves=host.moves + ["a1", "a1"]))
    assert "not valid at move" in reasons([out]) and guest.moves == host.moves


def test_a_hello_for_another_game_is_refused():
    host, guest = pair("boxilies", claim="0")
    liar = forged("hello", sid="new", role=HOST, seat=0, game="boxilies", options={}, seed=12,
                  position=None, moves=[])
    out = guest.receive(liar)
    assert "another game" in reasons([out])


def test_a_hello_claiming_my_seat_is_refused():
    host, guest = pair("boxilies", claim="0")
    liar = forged("hello", sid="new", role=HOST, seat=guest.me, moves=[])
    assert "played here" in reasons([guest.receive(liar)])


def test_undo_asks_the_other_player():
    host, guest = pair("boxilies", claim="0")
    play_random(host, guest, 3, random.Random(4))
    asker = host if host.match.game.to_move(host.match.state_at(2)) == host.me else guest
    other = guest if asker is host else host
    out = deliver(asker.ask_undo(), other)
    assert kinds(out) == ["undo-asked"]
    with pytest.raises(LiveError):
        asker.ask_undo()
    no = other.answer_undo(False)
    assert kinds(deliver(no, asker)) == ["undo-declined"] and len(asker.moves) == 3
    deliver(asker.ask_undo(), other)
    yes = other.answer_undo(True)
    assert kinds([yes]) == ["undone"]
    assert kinds(deliver(yes, asker)) == ["undone"]
    assert asker.moves == other.moves and len(asker.moves) == 2


def test_an_answer_to_no_request_is_refused():
    host, guest = pair("boxilies", claim="0")
    play_random(host, guest, 2, random.Random(4))
    out = guest.receive(forged("undo-answer", sid=host.sid, n=host.envelope.sent + 1, ply=0, yes=True))
    assert "not made" in reasons([out]) and len(guest.moves) == 2
    with pytest.raises(LiveError):
        guest.answer_undo(True)


def test_bye_tells_the_screen_the_friend_left():
    host, guest = pair("boxilies")
    assert kinds(deliver(host.leave(), guest)) == ["left"] and not guest.connected


def test_solstis_is_not_played_live_without_the_fair_deal():
    with pytest.raises(LiveError, match="fair deal"):
        Session(HOST, spielkiste.new_match("solstis", seed=1))
    guest = Session(GUEST)
    liar = forged("hello", role=HOST, seat=0, game="solstis", options={}, seed=1, position=None, moves=[])
    assert "fair deal" in reasons([guest.receive(liar)]) and guest.match is None


def test_a_local_move_that_is_not_legal_is_refused_and_not_sent():
    host, guest = pair("boxilies", claim="0")
    with pytest.raises(LiveError):
        host.play("zz")
    assert host.moves == []


def drawing_host_hello(commit, n=1, **extra):
    return forged("hello", n=n, role=HOST, seat=None, claim="random", commit=commit, game="boxilies", options={},
                  seed=4, position=None, moves=[], **extra)


def test_a_seat_claimed_while_a_draw_is_open_waits_for_the_draw():
    guest = Session(GUEST, nonce="g")
    assert "refused" not in kinds([guest.receive(drawing_host_hello(commitment("honest")))])
    host_seat = seat_from_nonces("honest", "g")
    # the host (reloaded) claims the other seat in its hello: not taken without the draw's proof
    liar = forged("hello", n=2, role=HOST, seat=1 - host_seat, game="boxilies", options={}, seed=4,
                  position=None, moves=[])
    guest.receive(liar)
    assert guest.me is None
    out = guest.receive(forged("seats", n=3, nonce="honest", seat=host_seat))
    assert kinds([out]) == ["seats"] and guest.me == 1 - host_seat


def test_a_host_cannot_swap_the_commitment_of_an_open_draw():
    guest = Session(GUEST, nonce="g")
    guest.receive(drawing_host_hello(commitment("first")))
    out = guest.receive(drawing_host_hello(commitment("second"), n=2))
    assert "another seat draw" in reasons([out])
    assert "refused" in kinds([guest.receive(forged("seats", n=3, nonce="second", seat=0))])
    assert guest.me is None


def test_a_drawing_host_refuses_a_guest_that_claims_a_seat():
    host = Session(HOST, spielkiste.new_match("boxilies", seed=1), claim="random")
    out = host.receive(forged("hello", role=GUEST, seat=0, moves=[]))
    assert "no draw gave it" in reasons([out]) and host.me is None and host.envelope.peer_sid is None


def test_a_resumed_host_must_claim_the_seat_settled_here():
    host, guest = pair("boxilies", claim="random")
    resumed = forged("hello", sid="host-2", role=HOST, seat=guest.me, game="boxilies", options={}, seed=11,
                     position=None, moves=[])
    assert "played here" in reasons([guest.receive(resumed)]) and guest.envelope.peer_sid == host.sid


def test_a_guest_that_missed_the_draw_gets_the_seats_again():
    host = Session(HOST, spielkiste.new_match("boxilies", seed=1), claim="random")
    guest = Session(GUEST, nonce="g")
    hello = guest.connect()
    drawn = deliver(hello, host)  # the host draws; its `seats` is lost on the way
    assert host.me is not None and kinds(drawn) == ["connected", "seats"]
    outs = exchange(host, guest, host.connect(), guest.connect())  # the channel opens again
    assert "refused" not in kinds(outs) and guest.me == 1 - host.me


def third_page_hello(seat=None, seed=11, moves=(), sid="third"):
    return forged("hello", sid=sid, role=GUEST, seat=seat, nonce="t", game="boxilies", options={}, seed=seed,
                  position=None, moves=list(moves))


@pytest.mark.parametrize("claim", ["0", "random"])
def test_a_third_page_is_refused_and_the_friend_plays_on(claim):
    host, guest = pair("boxilies", claim=claim)
    play_random(host, guest, 2, random.Random(1))
    for liar in (Session(GUEST, nonce="t").connect().send[0], third_page_hello(seed=12, seat=guest.me, sid="x"),
                 third_page_hello(seat=guest.me, moves=["a1"] if host.moves[0] != "a1" else ["b1"], sid="y")):
        out = host.receive(liar)
        assert kinds([out]) == ["stranger"] and "already has two players" in reasons([out]), reasons([out])
        (full,) = out.send  # that page is told, by its sid
        assert wire.decode(full)["t"] == "full" and wire.decode(full)["to"] == wire.decode(liar)["sid"]
        assert kinds(deliver(out, guest)) == []
    assert host.envelope.peer_sid == guest.sid
    play_random(host, guest, 2, random.Random(2))  # the friend's messages are still taken
    assert host.moves == guest.moves and len(host.moves) == 4


def test_a_third_page_is_told_the_room_is_full_and_starts_no_game():
    host, guest = pair("boxilies", claim="random")
    play_random(host, guest, 1, random.Random(4))
    third = Session(GUEST)
    # the third page's channel opens: both pages of the game say hello again, and so does it
    from_host, from_guest, from_third = host.connect(), guest.connect(), third.connect()
    assert kinds(deliver(from_host, third) + deliver(from_guest, third)) == []
    assert third.match is None and third.me is None  # the host's game is not taken
    outs = exchange(host, guest, from_host, from_guest)  # the two say hello to each other as before
    assert "refused" not in kinds(outs) and "stranger" not in kinds(outs)
    answers = deliver(from_third, host) + deliver(from_third, guest)
    assert kinds(answers) == ["stranger", "stranger"]
    for answer in answers:  # every page sees every text: the friend leaves the answers alone
        other = guest if answer is answers[0] else host
        assert kinds(deliver(answer, other)) == []
        seen = deliver(answer, third)
        assert kinds(seen) == ["full"] and "already has two players" in reasons(seen)
    assert third.match is None and third.envelope.peer_sid is None
    play_random(host, guest, 2, random.Random(5))
    assert host.moves == guest.moves and len(host.moves) == 3


def test_a_page_cannot_send_the_friend_away():
    host, guest = pair("boxilies", claim="0")
    forged_full = forged("full", sid="third", to=guest.sid, reason="This room already has two players: go")
    assert kinds([guest.receive(forged_full)]) == []
    assert kinds([guest.receive(forged("full", sid="third", n=2, to=1))]) == ["refused"]
    play_random(host, guest, 2, random.Random(8))
    assert host.moves == guest.moves


def test_the_friend_back_without_its_game_is_seated_again_by_its_nonce():
    """The guest's hello reached the host (the seats drawn), then its page went away before
    the host's hello and `seats` came: with the same nonce it is the friend, not a third page."""
    host = Session(HOST, spielkiste.new_match("boxilies", seed=1), claim="random")
    guest = Session(GUEST, nonce="g")
    deliver(guest.connect(), host)
    play_random_first = host.match  # the host has drawn and knows its friend
    assert host.me is not None and play_random_first is not None
    back = Session(GUEST, nonce="g")
    outs = exchange(host, back, host.connect(), back.connect())
    assert "refused" not in kinds(outs) and "full" not in kinds(outs) and back.me == 1 - host.me
    fresh = Session(GUEST, nonce="other")
    outs = exchange(host, fresh, host.connect(), fresh.connect())
    assert "full" in kinds(outs) and fresh.match is None


def test_the_friend_reloading_is_told_from_a_third_page():
    host, guest = pair("boxilies", claim="0")
    play_random(host, guest, 3, random.Random(6))
    reloaded = Session(GUEST, spielkiste.match_from_link(guest.match.link()), me=guest.me)
    outs = exchange(host, reloaded, host.connect(), reloaded.connect())
    assert "refused" not in kinds(outs) and host.envelope.peer_sid == reloaded.sid
    assert "refused" in kinds(deliver(guest.leave(), host))  # the old page load is gone
    play_random(host, reloaded, 2, random.Random(7))
    assert host.moves == reloaded.moves


def test_a_fresh_guest_joins_a_host_that_chose_its_seat_even_after_a_reload_of_the_host():
    host = Session(HOST, spielkiste.new_match("boxilies", seed=3), me=1)  # resumed, no move yet
    guest = Session(GUEST)
    outs = exchange(host, guest, host.connect(), guest.connect())
    assert "refused" not in kinds(outs) and guest.me == 0
    started = Session(HOST, spielkiste.match_from_link(host.match.link()), me=1)
    play = started.match.legal_moves()[0]
    started.match.play(play)  # a game under way: a page without a seat is not the friend
    out = started.receive(Session(GUEST).connect().send[0])
    assert "already has two players" in reasons([out])

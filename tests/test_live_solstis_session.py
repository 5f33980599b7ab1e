"""A live Solstis game through `SolstisSession` (issue 29), two simulated pages: whole
games to the end with the final key check, what each side knows after every move, a
reload of either side mid-game (messages in flight lost, the save restored, the rest
sent again), and a peer that lies (wrong decryption, swapped tile, substituted key,
forged resynchronisation, replayed message), a third page, and no move once the
keys are shown.

Whole games are dear (every card shown is a 2048-bit exponentiation on each side): one
runs by default, and the other tests end the game early by showing the keys (the final
check is the same); SPIELKISTE_SLOW=1 plays every one of them to the end and adds
two more option sets."""

import copy
import json
import os
import random

import pytest

from live_helpers import visible
from spielkiste.games.solstis import GAME
from spielkiste.games.solstis_spirits import N_TILES, TILE_INDEX
from spielkiste.live import messages as wire
from spielkiste.live import sra
from spielkiste.live.seats import TWO_PLAYERS
from spielkiste.live.session import LiveError
from spielkiste.live.solstis_deal import TILES
from spielkiste.live.solstis_session import SolstisSession

SLOW = bool(os.environ.get("SPIELKISTE_SLOW"))
slow = pytest.mark.skipif(not SLOW, reason="a whole game more; run with SPIELKISTE_SLOW=1")


class Page:
    """One browser page: its side, and its save, written after every step before the
    step's texts are sent (as the page will)."""

    def __init__(self, side):
        self.side, self.events = side, []
        self.save = json.dumps(side.saved())

    def reload(self):
        self.side = SolstisSession.restore(json.loads(self.save))


class Net:
    """The data channel between two pages: texts in flight, in order, each way."""

    def __init__(self, a, b, tamper=None):
        self.a, self.b, self.flight, self.tamper = a, b, [], tamper

    def other(self, page):
        return self.b if page is self.a else self.a

    def step(self, page, out):
        page.save = json.dumps(page.side.saved())
        page.events += out.events
        self.flight += [(self.other(page), text) for text in out.send]

    def pump(self, limit=100_000):
        while self.flight and limit:
            limit -= 1
            page, text = self.flight.pop(0)
            if self.tamper is not None:
                text = self.tamper(page, text)
                if text is None:
                    continue
            self.step(page, page.side.receive(text))

    def connect(self):
        self.step(self.a, self.a.side.connect())
        self.step(self.b, self.b.side.connect())
        self.pump()


def kinds(page):
    return [e.kind for e in page.events]


def start(options=None, claim="random", tamper=None):
    net = Net(Page(SolstisSession("host", options, claim=claim)), Page(SolstisSession("guest")), tamper)
    net.connect()
    assert "dealt" in kinds(net.a) and "dealt" in kinds(net.b), (kinds(net.a), kinds(net.b))
    assert {net.a.side.me, net.b.side.me} == {0, 1}
    return net


def check(net):
    a, b = net.a.side.table, net.b.side.table
    assert a.moves == b.moves and a.pending is None and b.pending is None
    for table in (a, b):
        assert table.known_tiles() == visible(table.view())  # what view() shows it, no more


def mover(net):
    for page in (net.a, net.b):
        if page.side.my_turn:
            return page
    return None


def play_one(net, rng):
    page = mover(net)
    move = rng.choice(GAME.legal_moves(page.side.table.state))
    net.step(page, page.side.play(move))
    net.pump()
    check(net)


def play_out(net, rng):
    while not net.a.side.table.over():
        play_one(net, rng)
    assert net.a.side.table.over() and net.b.side.table.over()


def play_on(net, rng, moves=4):
    """Go on to the end (SPIELKISTE_SLOW=1), or a few moves and then both sides show
    their keys, as in a game abandoned: the same final check, at a fraction of the cost."""
    if SLOW:
        play_out(net, rng)
        return
    for _ in range(moves):
        if net.a.side.table.over():
            return
        play_one(net, rng)
    for page in (net.a, net.b):
        net.step(page, page.side.finish())
        net.pump()


def assert_verified(net):
    for page in (net.a, net.b):
        assert "verified" in kinds(page) and "cheat" not in kinds(page) and "refused" not in kinds(page), kinds(page)
    assert net.a.side.table.orders == net.b.side.table.orders


@pytest.mark.parametrize("options, claim, seed", [
    ({}, "random", 1), pytest.param({"beaver": "discovery", "first": "1"}, "0", 2, marks=slow),
    pytest.param({"edition": "first"}, "1", 3, marks=slow)])
def test_a_whole_game_to_the_end_and_both_keys_verify(options, claim, seed):
    net = start(options, claim)
    check(net)
    play_out(net, random.Random(seed))
    assert_verified(net)


@pytest.mark.parametrize("who, moved, when", [("guest", "friend", 9), ("host", "itself", 20)])
def test_a_reload_mid_game_resynchronises_and_the_keys_verify(who, moved, when):
    net = start()
    rng = random.Random(when)
    page = net.b if who == "guest" else net.a
    for _ in range(when):
        play_one(net, rng)
    while (mover(net) is page) != (moved == "itself"):
        play_one(net, rng)
    playing = mover(net)
    net.step(playing, playing.side.play(rng.choice(GAME.legal_moves(playing.side.table.state))))
    net.flight.clear()  # the move's texts are lost: the page reloads before any arrives
    page.reload()
    friend = net.other(page)
    missed = (len(friend.side.log) - len(page.side.got), len(page.side.log) - len(friend.side.got))
    assert missed[0] > 0 if moved == "friend" else missed[1] > 0
    net.connect()
    check(net)
    assert len(page.side.got) == len(friend.side.log) and len(friend.side.got) == len(page.side.log)
    assert "cheat" not in kinds(net.a) + kinds(net.b) and "refused" not in kinds(net.a) + kinds(net.b)
    play_on(net, rng)
    assert_verified(net)


@pytest.mark.parametrize("kind", ["seats", "deal-2", "deal-3"])
def test_a_reload_during_the_draw_or_the_shuffle(kind):
    cut = []

    def reload_the_receiver_at(page, text):
        if not cut and json.loads(text)["t"] == kind:
            cut.append(page)
        return None if cut else text

    net = Net(Page(SolstisSession("host")), Page(SolstisSession("guest")), reload_the_receiver_at)
    net.connect()
    assert cut and "dealt" not in kinds(net.a) + kinds(net.b)
    net.tamper = None
    net.flight.clear()
    cut[0].reload()
    net.connect()
    assert "dealt" in kinds(net.a) and "dealt" in kinds(net.b), (kinds(net.a), kinds(net.b))
    assert {net.a.side.me, net.b.side.me} == {0, 1}
    check(net)
    rng = random.Random(2)
    for _ in range(6):
        play_one(net, rng)
    assert "cheat" not in kinds(net.a) + kinds(net.b) and "refused" not in kinds(net.a) + kinds(net.b)


def test_messages_lost_on_the_way_are_asked_for_again():
    dropped, asked = [], []

    def lose_one_move(page, text):
        kind = json.loads(text)["t"]
        asked.extend([kind] if kind == "resync" else [])
        if not dropped and kind == "solstis-move":
            dropped.append(text)
            return None
        return text

    net = start(tamper=lose_one_move)
    rng = random.Random(5)
    for _ in range(6):
        play_one(net, rng)
    assert dropped and asked  # the move after a gap asked for the rest
    assert "cheat" not in kinds(net.a) + kinds(net.b)


def test_undo_is_refused_with_a_reason(dealt_net):
    net = dealt_net
    with pytest.raises(LiveError, match="fair deal"):
        net.a.side.ask_undo()
    with pytest.raises(LiveError, match="fair deal"):
        net.b.side.answer_undo(True)


def envelope(side, body, k):
    side.envelope.sent += 1
    return wire.encode({**body, "v": wire.VERSION, "sid": side.sid, "n": side.envelope.sent, "k": k})


def liar_and_honest(net):
    """(the page about to move, the other page)"""
    page = mover(net)
    return page, net.other(page)


def test_a_wrong_decryption_is_caught(dealt_net):
    net = dealt_net
    liar, honest = liar_and_honest(net)
    table = liar.side.table
    move = next(m for m in GAME.legal_moves(table.state) if m in TILE_INDEX)
    card = table.cards[TILES][TILE_INDEX[move]]
    other = next(c for c in range(18, N_TILES) if c != card)
    part = table.deal.share(TILES, [other])["parts"][str(other)]  # another card's part
    k = len(liar.side.log)
    honest.side.receive(envelope(liar.side, {"t": "solstis-move", "ply": 0, "move": move, "card": card}, k + 1))
    out = honest.side.receive(envelope(liar.side, {"t": "deal-open", "deck": TILES, "parts": {str(card): part}}, k + 2))
    assert [e.kind for e in out.events] == ["cheat"] and "wrong decryption" in honest.side.table.broken


def test_a_swapped_tile_is_caught(dealt_net):
    net = dealt_net
    liar, honest = liar_and_honest(net)
    table = liar.side.table
    move = next(m for m in GAME.legal_moves(table.state) if m in TILE_INDEX)
    card = table.cards[TILES][TILE_INDEX[move]]
    hand_cards = [table.cards[TILES][t] for t in table.state.hands[liar.side.me]]
    other = next(c for c in hand_cards if c != card)  # says its tile lies on another of its cards
    k = len(liar.side.log)
    honest.side.receive(envelope(liar.side, {"t": "solstis-move", "ply": 0, "move": move, "card": other}, k + 1))
    out = honest.side.receive(envelope(liar.side, table.deal.share(TILES, [other]), k + 2))
    assert [e.kind for e in out.events] == ["cheat"] and "another tile" in honest.side.table.broken
    assert honest.side.moves == []


def test_a_substituted_key_at_the_end_is_caught(dealt_net):
    net = dealt_net

    def substitute(page, text):
        message = json.loads(text)
        if message["t"] == "deal-final" and page is net.a:  # the guest lies to the host
            message["locks"][TILES][20] = format(sra.exponent(), "x")
            return wire.encode(message)
        return text

    net.tamper = substitute
    play_on(net, random.Random(8))
    assert "cheat" in kinds(net.a) and "verified" not in kinds(net.a)
    assert "lock of card 20" in net.a.side.table.broken
    assert "verified" in kinds(net.b)


def test_a_forged_resync_is_refused(dealt_net):
    net = dealt_net
    rng = random.Random(3)
    for _ in range(4):
        play_one(net, rng)
    liar, honest = net.a, net.b
    # the liar's page "reloads" and sends its log again, one move changed
    net.step(liar, liar.side.connect())
    net.flight.clear()
    moves = [k for k, body in enumerate(liar.side.log) if body["t"] == "solstis-move"]
    assert moves
    k = moves[0]
    forged = dict(liar.side.log[k], move="draw" if liar.side.log[k]["move"] != "draw" else "s1")
    before = json.dumps(honest.side.saved())
    out = honest.side.receive(envelope(liar.side, forged, k + 1))
    assert [e.kind for e in out.events] == ["refused"] and "forged" in out.events[0].detail["reason"]
    after = json.loads(json.dumps(honest.side.saved()))
    assert after["table"] == json.loads(before)["table"] and after["got"] == json.loads(before)["got"]
    assert honest.side.table.broken is None and honest.side.moves == liar.side.moves
    # a hello claiming messages the page never sent is refused too
    liar.side.envelope.sent += 1
    claim = wire.encode({"v": wire.VERSION, "t": "hello", "sid": liar.side.sid, "n": liar.side.envelope.sent, "role": "host",
                         "game": "solstis", "seat": liar.side.me, "got": len(honest.side.log) + 5,
                         "options": liar.side.options})
    out = honest.side.receive(claim)
    assert [e.kind for e in out.events] == ["refused"] and "claims" in out.events[0].detail["reason"]


def test_a_replayed_message_is_refused():
    texts = []

    def record(page, text):
        texts.append((page, text))
        return text

    net = start(tamper=record)
    rng = random.Random(6)
    for _ in range(2):
        play_one(net, rng)
    page, text = next((p, t) for p, t in texts if json.loads(t)["t"] == "solstis-move")
    out = page.side.receive(text)
    assert [e.kind for e in out.events] == ["refused"] and "twice" in out.events[0].detail["reason"]
    assert page.side.table.broken is None
    net.tamper = None
    net.other(page).reload()  # the sender's next page load: its earlier texts are refused
    net.connect()
    out = page.side.receive(text)
    assert [e.kind for e in out.events] == ["refused"] and "earlier connection" in out.events[0].detail["reason"]
    assert "cheat" not in kinds(net.a) + kinds(net.b)


@pytest.mark.parametrize("body", [
    {"t": "solstis-move", "ply": 0, "move": "G7", "card": {}}, {"t": "solstis-move", "ply": [], "move": 3},
    {"t": "solstis-can", "ply": "x", "can": 1}, {"t": "deal-open", "deck": TILES, "parts": []},
    {"t": "deal-open", "deck": TILES, "parts": {"1": 5}}, {"t": "deal-coin", "commit": None},
    {"t": "deal-final", "key": [], "locks": "x"}, {"t": "deal-2", "decks": {"tiles": 1}}])
def test_garbage_from_the_friend_stops_the_game_with_a_reason_and_nothing_crashes(body, dealt_net):
    liar, honest = liar_and_honest(dealt_net)
    out = honest.side.receive(envelope(liar.side, body, len(liar.side.log) + 1))
    assert [e.kind for e in out.events] == ["cheat"] and honest.side.table.broken
    out = honest.side.receive(envelope(liar.side, {"t": "solstis-move", "ply": 0, "move": "draw"}, len(liar.side.log) + 2))
    assert out.events == [] and out.send == []  # a stopped game takes nothing more


@pytest.fixture(scope="module")
def dealt_net_once():
    return start(claim="0")


@pytest.fixture
def dealt_net(dealt_net_once):
    return copy.deepcopy(dealt_net_once)


def test_a_damaged_save_is_refused_with_a_message(dealt_net):
    net = dealt_net
    saved = net.a.side.saved()
    del saved["table"]["deal"]["key"]
    with pytest.raises(LiveError, match="damaged"):
        SolstisSession.restore(saved)


def test_a_third_page_is_refused_and_the_friend_plays_on(dealt_net):
    host, guest = dealt_net.a.side, dealt_net.b.side
    strangers = [(host, SolstisSession("guest")),  # opens the link again: no seat
                 (guest, SolstisSession("host")),  # a new room's host: no seat, a draw of its own
                 (guest, SolstisSession("host", {"edition": "first"}, me=host.me))]  # the host's seat, another game
    for side, stranger in strangers:
        me_before, hello = stranger.me, stranger.connect().send[0]
        out = side.receive(hello)
        assert [e.kind for e in out.events] == ["stranger"] and TWO_PLAYERS in out.events[0].detail["reason"]
        assert len(out.send) == 1 and json.loads(out.send[0])["to"] == json.loads(hello)["sid"]
        friend = guest if side is host else host
        assert [e.kind for e in friend.receive(out.send[0]).events] == []  # not for the friend
        told = stranger.receive(out.send[0])  # the third page is told, and takes nothing
        assert [e.kind for e in told.events] == ["full"] and TWO_PLAYERS in told.events[0].detail["reason"]
        assert stranger.table is None and stranger.me == me_before
    assert host.envelope.peer_sid == guest.sid and guest.envelope.peer_sid == host.sid
    rng = random.Random(4)
    for _ in range(2):
        play_one(dealt_net, rng)  # the friend's messages are still taken
    assert "refused" not in kinds(dealt_net.a) + kinds(dealt_net.b)


def test_a_third_page_takes_nothing_from_the_hellos_of_a_room_in_play(dealt_net):
    host, guest = dealt_net.a.side, dealt_net.b.side
    third = SolstisSession("guest")
    for side in (host, guest):
        out = third.receive(side.connect().send[0])
        assert [e.kind for e in out.events] == [] and out.send == []
    assert third.options is None and third.me is None and third.table is None


def test_no_move_once_the_keys_are_shown(dealt_net_once):
    net = copy.deepcopy(dealt_net_once)
    mover, other = liar_and_honest(net)
    keys = other.side.finish()  # the other side abandons the game: its keys are out
    with pytest.raises(LiveError, match="keys were shown"):
        other.side.play("draw")
    move = next(m for m in GAME.legal_moves(mover.side.table.state) if m in TILE_INDEX)
    late = mover.side.play(move)  # crosses the keys on the way
    outs = [other.side.receive(text) for text in late.send]
    reasons = " ".join(e.detail.get("reason", "") for out in outs for e in out.events)
    assert "too late" in reasons and other.side.moves == [] and other.side.table.broken is None
    # the side that receives the keys before it moves cannot move either: it could see every tile
    net = copy.deepcopy(dealt_net_once)
    mover, other = liar_and_honest(net)
    for text in other.side.finish().send:
        mover.side.receive(text)
    assert not mover.side.my_turn
    with pytest.raises(LiveError, match="keys were shown"):
        mover.side.play(move)
    assert keys.send and mover.side.moves == []

"""Solstis live with a fair deal (issue 29), two simulated peers: the deal, turns in
which each side opens only what the rules show, the Dragonfly's coin, the final key
check, and a peer that lies (swapped tile, wrong key, substituted key, wrong turn).

A whole game runs by default through `SolstisSession` (tests/test_live_solstis_session.py);
the Table's own whole game, and the reloaded side played to the end, run with
SPIELKISTE_SLOW=1."""

import copy
import json
import os
import random

import pytest

from live_helpers import visible
from spielkiste.games.solstis import GAME
from spielkiste.games.solstis_spirits import DRAGONFLY, TILE_INDEX
from spielkiste.live import deal as deal_module
from spielkiste.live import sra
from spielkiste.live.session import LiveError
from spielkiste.live.solstis_deal import HANDS, SPIRITS, TILES, Output, Table, start_state

SLOW = bool(os.environ.get("SPIELKISTE_SLOW"))


def pump(a, b, out_a, out_b=None):
    """Deliver messages (as JSON) until both sides are silent; the events of each side."""
    events = {id(a): list(out_a.events), id(b): list(out_b.events) if out_b else []}
    queue = [(b, out_a)] + ([(a, out_b)] if out_b else [])
    while queue:
        receiver, out = queue.pop(0)
        other = a if receiver is b else b
        for message in out.send:
            reply = receiver.receive(json.loads(json.dumps(message)))
            events[id(receiver)] += reply.events
            queue.append((other, reply))
    return [e.kind for e in events[id(a)]], [e.kind for e in events[id(b)]]


def public(state):
    return GAME.view(state, 0)._replace(hands=tuple(len(h) for h in state.hands))


def truth(a, b):
    """The true deal, from both sides' keys (the test alone holds both)."""
    orders = {}
    for deck in (TILES, SPIRITS):
        orders[deck] = [sra.decoder(a.deal.sizes[deck])[sra.power(c, sra.inverse(a.deal.key * la * b.deal.key * lb))]
                        for c, la, lb in zip(a.deal.decks[deck], a.deal.locks[deck], b.deal.locks[deck], strict=True)]
    return start_state(a.options, orders[TILES], orders[SPIRITS])


def true_now(a, b):
    """The true state after the moves played (the engine on the true deal, with the coins)."""
    real = truth(a, b)
    for ply, move in enumerate(a.moves):
        real = GAME.play(real._replace(seed=a.seeds.get(ply, 0)), move)._replace(seed=0)
    return real


@pytest.fixture(scope="module")
def dealt_once():
    a, b = Table("A", 0), Table("B", 1)
    kinds = pump(a, b, a.start(), b.start())
    assert kinds == (["dealt"], ["dealt"])
    return a, b


@pytest.fixture
def dealt(dealt_once):
    return copy.deepcopy(dealt_once)


def play(a, b, move):
    mover = a if GAME.to_move(a.state) == a.me else b
    other = b if mover is a else a
    kinds = pump(mover, other, mover.play(move), Output())
    check(a, b)
    return kinds


def check(a, b):
    assert a.moves == b.moves and a.pending is None and b.pending is None
    assert public(a.state) == public(b.state)
    for side in (a, b):
        assert side.known_tiles() == visible(side.view())  # never more than the rules show


def test_start_state_is_the_engines_own_deal():
    for seed in (1, 2, 99):
        tiles, spirits = list(range(48)), list(range(15))
        random.Random(f"{seed}:deal").shuffle(tiles)
        random.Random(f"{seed}:spirits").shuffle(spirits)
        options = GAME.normalize_options({})
        assert start_state(options, tiles, spirits, seed) == GAME.initial(options, seed)


def test_the_deal_shows_each_side_its_hand_and_the_display_only(dealt):
    a, b = dealt
    check(a, b)
    real = truth(a, b)
    for side in (a, b):
        assert side.view().hands[side.me] == real.hands[side.me]
        assert [top for top, _ in side.view().display] == [top for top, _ in real.display]
        other_cards = HANDS[1 - side.me]
        assert all(side.deal.item(TILES, c) is None for c in other_cards)
        assert not side.deal.known[SPIRITS]
        assert len(side.known_tiles()) == 9


def test_several_turns_open_only_what_the_rules_show(dealt):
    a, b = dealt
    rng = random.Random(4)
    for _ in range(16):
        mover = a if GAME.to_move(a.state) == a.me else b
        kinds = play(a, b, rng.choice(GAME.legal_moves(mover.state)))
        assert "cheat" not in kinds[0] + kinds[1]
    real = true_now(a, b)
    for side in (a, b):
        assert GAME.view(real, side.me) == side.view()


def dragonfly_line(state, rng):
    """Moves from `state` (the true deal) to a Dragonfly met while the victim holds tiles."""
    for _ in range(1000):
        s, line = state, []
        while GAME.to_move(s) is not None and len(line) < 150:
            legal = GAME.legal_moves(s)
            wanted = [m for m in legal if "dragonfly" in m] or [m for m in legal if m == "draw" or m[:1] == "s"]
            move = rng.choice(wanted or legal)
            after = GAME.play(s, move)
            line.append(move)
            p = GAME.to_move(s)
            if DRAGONFLY in after.spirits[p] and DRAGONFLY not in s.spirits[p] and s.hands[1 - p]:
                return line
            s = after
    return None


class FixedShuffle:
    """A shuffle for tests only, so that a test's game never depends on luck: side A's
    shuffle of each deck is a fixed permutation (optionally with the Dragonfly on top of
    the stack), side B's changes nothing; the cipher, the keys and every check stay."""

    def __init__(self, seed, dragonfly_on_top=False):
        self.seed, self.dragonfly_on_top, self.done = seed, dragonfly_on_top, set()

    def shuffle(self, cards):
        if len(cards) in self.done:
            return
        self.done.add(len(cards))
        order = list(range(len(cards)))
        random.Random(self.seed).shuffle(order)
        if len(cards) == 15 and self.dragonfly_on_top:
            order.remove(DRAGONFLY)
            order.insert(0, DRAGONFLY)
        cards[:] = [cards[i] for i in order]


def fixed_deal(monkeypatch, seed, dragonfly_on_top=False):
    """A dealt pair whose deal and coins are fixed (see FixedShuffle)."""
    shuffler = FixedShuffle(seed, dragonfly_on_top)
    monkeypatch.setattr(deal_module.secrets, "SystemRandom", lambda: shuffler)
    nonces = iter(range(10**6))
    monkeypatch.setattr(deal_module.secrets, "token_hex", lambda n: f"nonce-{next(nonces)}")
    a, b = Table("A", 0), Table("B", 1)
    assert pump(a, b, a.start(), b.start()) == (["dealt"], ["dealt"])
    return a, b


def test_the_dragonflys_pick_is_a_coin_both_trust(monkeypatch):
    fixes = []
    arrange = Table._dragonfly_fix
    monkeypatch.setattr(Table, "_dragonfly_fix", lambda self, s, p: fixes.append(arrange(self, s, p)) or fixes[-1])
    a, b = fixed_deal(monkeypatch, 7, dragonfly_on_top=True)
    assert truth(a, b).stack[0] == DRAGONFLY
    line = dragonfly_line(truth(a, b), random.Random(1))
    assert line is not None, "no Dragonfly within 1000 tries"
    for move in line:
        play(a, b, move)
    assert a.seeds == b.seeds and len(a.seeds) == 1
    assert True in fixes  # the thief's guesses for the victim's hand were arranged to the pick
    real = true_now(a, b)
    for side in (a, b):
        assert GAME.view(real, side.me) == side.view()


@pytest.mark.skipif(not SLOW, reason="a whole game more; run with SPIELKISTE_SLOW=1")
def test_a_whole_game_then_both_keys_verify(dealt):
    a, b = dealt
    rng = random.Random(41)
    while GAME.to_move(a.state) is not None:
        mover = a if GAME.to_move(a.state) == a.me else b
        play(a, b, rng.choice(GAME.legal_moves(mover.state)))
    assert a.claims and b.claims  # after the pile ran out, each said whether it can capture
    kinds = pump(a, b, a.finish(), b.finish())
    assert kinds == (["verified"], ["verified"])
    assert a.orders == b.orders


#: a fixed deal and choice of moves in which the second player still holds a tile it can
#: play after the pile ran out (found once by trying; the game is the same every run)
FALSE_WORD = (3, 5)


def test_a_false_word_on_a_hand_is_caught(monkeypatch):
    a, b = fixed_deal(monkeypatch, FALSE_WORD[0])
    rng = random.Random(FALSE_WORD[1])
    liar_turn = None
    while liar_turn is None and GAME.to_move(a.state) is not None:
        mover = a if GAME.to_move(a.state) == a.me else b
        other = b if mover is a else a
        out = mover.play(rng.choice(GAME.legal_moves(mover.state)))
        kinds = pump(mover, other, out, Output())
        if not b.state.pile and GAME.to_move(b.state) == b.me and GAME.decision(b.state) == "play":
            liar_turn = len(b.moves)
    assert liar_turn is not None, "the game ended before the liar's turn after the pile"
    # B said truly that it can capture; had it said it cannot, A would have been told twice
    lie = {"t": "solstis-can", "ply": liar_turn, "can": False}
    out = a.receive(lie)
    assert [e.kind for e in out.events] == ["cheat"] and "both" in a.broken
    assert "cheat" not in kinds[0] + kinds[1]


def test_a_false_word_first_is_caught_when_the_liar_moves(monkeypatch):
    a, b = fixed_deal(monkeypatch, FALSE_WORD[0])
    rng = random.Random(FALSE_WORD[1])
    caught = []
    while GAME.to_move(b.state) is not None and not caught:
        mover = a if GAME.to_move(a.state) == a.me else b
        other = b if mover is a else a
        queue = [(other, mover.play(rng.choice(GAME.legal_moves(mover.state))))]
        while queue:
            receiver, out = queue.pop(0)
            sender = b if receiver is a else a
            for message in out.send:
                if sender is b and message["t"] == "solstis-can" and message["can"] and GAME.decision(b.state) == "play" \
                        and GAME.to_move(b.state) == b.me:
                    message = dict(message, can=False)  # B can capture and says it cannot
                reply = receiver.receive(json.loads(json.dumps(message)))
                caught += [e for e in reply.events if e.kind == "cheat"]
                queue.append((sender, reply))
    assert caught and a.broken and not b.broken


def hand_move(side):
    """A hand tile the side may play now (the game's first decision), and its card."""
    assert GAME.decision(side.state) == "play"
    move = GAME.legal_moves(side.state)[0]
    return move, side.cards[TILES][TILE_INDEX[move]]


def test_a_swapped_tile_is_caught(dealt):
    a, b = dealt
    move, card = hand_move(a)
    other = [c for c in HANDS[0] if c != card][0]  # says: this tile lies on another card
    out = b.receive({"t": "solstis-move", "ply": 0, "move": move, "card": other})
    out2 = b.receive(json.loads(json.dumps(a.deal.share(TILES, [other]))))
    kinds = [e.kind for e in out.events + out2.events]
    assert kinds == ["cheat"] and "another tile" in b.broken
    assert b.moves == []


def test_a_wrong_decryption_is_caught(dealt):
    a, b = dealt
    move, card = hand_move(a)
    lie = a.deal.share(TILES, [card])
    lie["parts"][str(card)] = a.deal.share(TILES, [0])["parts"]["0"]  # the part of another card
    b.receive({"t": "solstis-move", "ply": 0, "move": move, "card": card})
    out = b.receive(json.loads(json.dumps(lie)))
    assert [e.kind for e in out.events] == ["cheat"] and "wrong decryption" in b.broken


def test_a_substituted_key_at_the_end_is_caught(dealt):
    a, b = dealt
    final = b.deal.final()
    final["locks"][TILES][20] = format(sra.exponent(), "x")
    out = a.receive(final)
    assert [e.kind for e in out.events] == ["cheat"] and a.orders is None


def test_a_move_on_the_wrong_turn_is_caught(dealt):
    a, b = dealt  # seat 0 (A) starts: B's move now is a lie
    out = a.receive({"t": "solstis-move", "ply": 0, "move": "draw", "card": None})
    assert "on your turn" in a.broken and [e.kind for e in out.events] == ["cheat"]


def test_a_replayed_move_is_caught(dealt):
    a, b = dealt
    move, _ = hand_move(a)
    play(a, b, move)
    out = b.receive({"t": "solstis-move", "ply": 0, "move": move, "card": None})
    assert [e.kind for e in out.events] == ["cheat"] and "twice" in b.broken


def test_garbage_before_the_deal_is_caught_not_crashing():
    a = Table("A", 0)
    for message in ("text", {"t": "solstis-move", "ply": 0, "move": "G7", "card": 12}, {"t": "deal-coin"}):
        fresh = Table("A", 0)
        out = fresh.receive(message)
        assert [e.kind for e in out.events] == ["cheat"] and fresh.broken
    assert a.broken is None


def test_a_reloaded_side_goes_on_from_its_save(dealt):
    a, b = dealt
    rng = random.Random(12)
    for ply in range(10_000 if SLOW else 14):  # slow: to the end; else both show their keys early
        if GAME.to_move(a.state) is None:
            break
        if ply == 8:  # B's page reloads: it comes back from its save, as JSON text
            b = Table.restore(json.loads(json.dumps(b.saved())))
        mover = a if GAME.to_move(a.state) == a.me else b
        play(a, b, rng.choice(GAME.legal_moves(mover.state)))
    assert pump(a, b, a.finish(), b.finish()) == (["verified"], ["verified"])


def test_a_damaged_save_is_refused_with_a_message(dealt):
    a, _ = dealt
    saved = a.saved()
    del saved["deal"]["key"]
    with pytest.raises(LiveError, match="damaged"):
        Table.restore(saved)

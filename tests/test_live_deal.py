"""The mental-poker deal (issue 29): the published prime, the cipher, a shuffle by two
simulated peers, cards shown to one side or both, the coin, the final check of all
keys, and a peer that lies (wrong key, forged shuffle, substituted keys)."""

import json

import pytest

from spielkiste.live import sra
from spielkiste.live.deal import Cheat, Deal


def machin_pi_scaled(bits):
    """floor(pi * 2^bits), by Machin's formula in integers (16 atan(1/5) - 4 atan(1/239))."""
    guard = 64
    one = 1 << (bits + guard)

    def atan_inv(x):
        total, term, n, sign = 0, one // x, 1, 1
        while term:
            total += sign * (term // n)
            term //= x * x
            n += 2
            sign = -sign
        return total

    return (16 * atan_inv(5) - 4 * atan_inv(239)) >> guard


def probably_prime(n, bases=(2, 3, 5, 7, 11, 13, 17, 19)):
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def test_the_prime_is_rfc_3526s_2048_bit_group():
    assert sra.P == 2**2048 - 2**1984 - 1 + 2**64 * (machin_pi_scaled(1918) + 124476)
    assert sra.P.bit_length() == 2048


def test_the_prime_is_safe():
    assert probably_prime(sra.Q, bases=(2, 3, 5, 7)) and probably_prime(sra.P, bases=(2, 3))


def test_items_are_quadratic_residues_and_encryption_commutes():
    a, b = sra.Key.new(), sra.Key.new()
    assert a.matches() and b.matches() and a.e.bit_length() == sra.EXPONENT_BITS
    for item in (0, 1, 47):
        m = sra.encode(item)
        assert sra.is_residue(m)
        both = sra.power(sra.power(m, a.e), b.e)
        assert both == sra.power(sra.power(m, b.e), a.e)
        assert sra.power(sra.power(both, a.d), b.d) == m
    # a non-residue would stay one under every odd key: why the items are squares
    assert not sra.is_residue(sra.P - 1) and not sra.is_residue(sra.power(sra.P - 1, a.e))
    with pytest.raises(ValueError):
        sra.Key.from_e(sra.Q)


def wire(message):
    """As the channel carries it: JSON text and back."""
    return json.loads(json.dumps(message))


def dealt(sizes=None):
    sizes = sizes or {"tiles": 6, "spirits": 3}
    a, b = Deal("A", sizes), Deal("B", sizes)
    queue = [(b, m) for m in a.start()]
    while queue:
        receiver, message = queue.pop(0)
        other = a if receiver is b else b
        queue += [(other, m) for m in receiver.receive(wire(message))]
    assert a.ready and b.ready and a.decks == b.decks
    return a, b


def test_a_card_shown_to_one_side_only():
    a, b = dealt()
    b.receive(wire(a.share("tiles", [0, 1])))  # A's keys: B sees cards 0 and 1
    assert b.item("tiles", 0) is not None and b.item("tiles", 1) is not None
    assert a.item("tiles", 0) is None and a.item("tiles", 1) is None  # A never does
    assert b.item("tiles", 2) is None


def test_a_card_shown_to_both_shows_the_same_item():
    a, b = dealt()
    a.receive(wire(b.share("spirits", [2])))
    b.receive(wire(a.share("spirits", [2])))
    assert a.item("spirits", 2) == b.item("spirits", 2) is not None


def test_the_deck_holds_every_item_once_and_the_keys_verify():
    a, b = dealt()
    b.receive(wire(a.share("tiles", [3])))
    a.receive(wire(b.final()))
    b.receive(wire(a.final()))
    orders_a, orders_b = a.verify(), b.verify()
    assert orders_a == orders_b
    assert sorted(orders_a["tiles"]) == list(range(6)) and sorted(orders_a["spirits"]) == list(range(3))
    assert orders_b["tiles"][3] == b.item("tiles", 3)


def test_a_wrong_key_is_caught_at_once():
    a, b = dealt()
    lie = a.share("tiles", [0])
    lie["parts"]["0"] = a.share("tiles", [1])["parts"]["1"]  # the part of another card
    with pytest.raises(Cheat, match="wrong decryption"):
        b.receive(wire(lie))


def test_a_card_shown_with_two_keys_is_caught():
    a, b = dealt()
    b.receive(wire(a.share("tiles", [0])))
    lie = a.share("tiles", [0])
    lie["parts"]["0"] = "abc123"
    with pytest.raises(Cheat):
        b.receive(wire(lie))


def test_a_forged_shuffle_is_caught_when_the_keys_are_shown():
    sizes = {"tiles": 6}
    a, b = Deal("A", sizes), Deal("B", sizes)
    first = a.start()[0]
    second = b.receive(wire(first))[0]
    # B swaps one card for a second copy of an item it chose (encrypted under its key only)
    second["decks"]["tiles"][0] = format(sra.power(sra.encode(5), b.key), "x")
    third = a.receive(wire(second))[0]
    a.receive(wire(b.receive(wire(third))[0]))
    a.receive(wire(b.final()))
    with pytest.raises(Cheat, match="shuffle"):
        a.verify()


@pytest.mark.parametrize("liar", ["A", "B"])
def test_a_forged_lock_is_caught_when_the_keys_are_shown(liar):
    sizes = {"tiles": 6}
    a, b = Deal("A", sizes), Deal("B", sizes)
    third = b.receive(wire(a.receive(wire(b.receive(wire(a.start()[0]))[0]))[0]))[0]
    if liar == "A":  # A's lock (deal-3) of card 2 is not the one its keys make
        a.stages["deal-3"]["tiles"][2] = sra.power(a.stages["deal-3"]["tiles"][2], 3)
        b.stages["deal-3"]["tiles"][2] = a.stages["deal-3"]["tiles"][2]
    else:  # B's lock (deal-4) of card 2
        third["decks"]["tiles"][2] = format(sra.power(int(third["decks"]["tiles"][2], 16), 3), "x")
    a.receive(wire(third))
    checker, liar_side = (b, a) if liar == "A" else (a, b)
    checker.receive(wire(liar_side.final()))
    with pytest.raises(Cheat, match="lock of card 2"):
        checker.verify()


def test_a_forged_first_shuffle_is_caught():
    sizes = {"tiles": 6}
    a, b = Deal("A", sizes), Deal("B", sizes)
    first = a.start()[0]
    first["decks"]["tiles"][0] = format(sra.power(sra.encode(1), 3), "x")  # not an item under A's key
    a.stages["deal-1"]["tiles"][0] = int(first["decks"]["tiles"][0], 16)
    second = b.receive(wire(first))[0]
    b.receive(wire(a.receive(wire(second))[0]))
    b.receive(wire(a.final()))
    with pytest.raises(Cheat, match="deal-1"):
        b.verify()


def test_a_card_shown_differently_from_the_deal_is_caught_at_the_end():
    a, b = dealt()
    b.receive(wire(a.share("tiles", [0])))
    b.known["tiles"][0] = (b.known["tiles"][0] + 1) % 6  # as if a part had shown another tile
    b.receive(wire(a.final()))
    with pytest.raises(Cheat, match="not what it showed"):
        b.verify()


def test_a_duplicated_card_is_caught_at_once():
    sizes = {"tiles": 6}
    a, b = Deal("A", sizes), Deal("B", sizes)
    first = a.start()[0]
    first["decks"]["tiles"][1] = first["decks"]["tiles"][0]
    with pytest.raises(Cheat, match="same"):
        b.receive(wire(first))


@pytest.mark.parametrize("what", ["shuffle key", "card key"])
def test_a_substituted_key_at_the_end_is_caught(what):
    a, b = dealt()
    a.receive(wire(b.share("tiles", [4])))
    final = b.final()
    if what == "shuffle key":
        final["key"] = format(sra.exponent(), "x")
    else:
        final["locks"]["tiles"][4] = format(sra.exponent(), "x")
    a.receive(wire(final))
    with pytest.raises(Cheat):
        a.verify()


def test_a_step_out_of_order_is_refused():
    a, b = dealt({"tiles": 4})
    with pytest.raises(Cheat, match="not the other side's"):
        a.receive({"t": "deal-2", "decks": {"tiles": []}})


def test_the_coin_agrees_and_a_forged_opening_is_caught():
    a, b = dealt({"tiles": 4})
    commit = a.coin_commit()
    answer = b.coin_answer(wire(commit))
    value, opening = a.coin_open(wire(answer), 10)
    assert b.coin_check(wire(opening), 10) == value
    a2, b2 = dealt({"tiles": 4})
    answer = b2.coin_answer(wire(a2.coin_commit()))
    a2.coin_open(wire(answer), 10)
    with pytest.raises(Cheat, match="commitment"):
        b2.coin_check({"t": "deal-coin", "open": "another nonce"}, 10)


def test_garbage_in_a_deal_message_is_refused():
    a, b = dealt({"tiles": 4})
    for bad in ({"t": "deal-open", "deck": "tiles", "parts": {"0": "zz"}},
                {"t": "deal-open", "deck": "tiles", "parts": {"9": "1f"}},
                {"t": "deal-open", "deck": "cards", "parts": {}},
                {"t": "deal-open", "deck": "tiles", "parts": {"0": "0"}},
                {"t": "deal-shout"}):
        with pytest.raises(Cheat):
            b.receive(bad)


def test_keys_before_the_shuffle_are_refused():
    a = Deal("A", {"tiles": 4})
    with pytest.raises(Cheat, match="before the deck"):
        a.receive({"t": "deal-open", "deck": "tiles", "parts": {"0": "1f"}})


def test_the_cost_is_measured_per_device():
    from spielkiste.live.cost import measure

    results = measure()
    assert set(results) == {"keys_both_sides", "shuffle_and_lock_device_A", "shuffle_and_lock_device_B",
                            "opening_one_side", "one_card", "final_check_one_side", "one_decryption"}
    assert all(step["cpu"] >= 0 and step["wall"] > 0 for step in results.values())

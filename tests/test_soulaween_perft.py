"""Soulaween perft fixtures: decision sequences reachable in 1, 2 and 3 plies.

perft(n) counts the sequences of exactly n legal decisions (puts, reap choices,
keep/turn); a game that ends earlier contributes nothing further. Any change to
flipping, reaping, cleanup or the characters moves one of these numbers.
"""

import pytest

import spielkiste
from spielkiste.games.soulaween import GAME

MATS = {
    "empty": "----/----/----/----",
    # two empty cells (d4, d1): puts there reap, clean up or hand over a full-mat turn
    "nearly_full": "RRR-/GGRG/GGRG/RRG-",
    # a1R flips a2 and b1 to red: row 1 and column a cross at a1 (a reap choice)
    "cross": "R---/R---/G---/-GRR",
}

MODES = {
    "simple": ({"mode": "simple"}, "none:0|none:0|-|-"),
    "death_anubis": ({"char1": "death", "char2": "anubis"}, "death:-|anubis:0|-|-"),
    "wuchang_death": ({"char1": "wuchang", "char2": "death"}, "wuchang:0|death:-|-|hei"),
    "anubis_wuchang_bai": ({"char1": "anubis", "char2": "wuchang", "wuchang": "bai"}, "anubis:0|wuchang:0|-|bai"),
    "death_none_upright": ({"char1": "death", "char2": "none", "scythe": "upright"}, "death:-|none:0|-|-"),
}

EXPECTED = {
    ("empty", "simple"): (32, 960, 26880),
    ("empty", "death_anubis"): (32, 960, 26880),
    ("empty", "wuchang_death"): (32, 64, 1920),
    ("empty", "anubis_wuchang_bai"): (32, 960, 1920),
    ("empty", "death_none_upright"): (32, 960, 26880),
    ("nearly_full", "simple"): (4, 16, 136),
    ("nearly_full", "death_anubis"): (4, 12, 120),
    ("nearly_full", "wuchang_death"): (4, 8, 32),
    ("nearly_full", "anubis_wuchang_bai"): (4, 16, 48),
    ("nearly_full", "death_none_upright"): (4, 38, 350),
    ("cross", "simple"): (20, 344, 5492),
    ("cross", "death_anubis"): (20, 344, 5492),
    ("cross", "wuchang_death"): (20, 40, 688),
    ("cross", "anubis_wuchang_bai"): (20, 344, 736),
    ("cross", "death_none_upright"): (20, 330, 5308),
}


def perft(state, depth):
    if depth == 0:
        return 1
    if GAME.to_move(state) is None:
        return 0
    return sum(perft(GAME.play(state, move), depth - 1) for move in GAME.legal_moves(state))


def start(mat_name, mode_name):
    options, players = MODES[mode_name]
    text = f"{MATS[mat_name]}|0put|{players}|0"
    return spielkiste.new_match("soulaween", options, seed=1, position=text).state


@pytest.mark.parametrize("mat_name, mode_name", list(EXPECTED))
def test_perft(mat_name, mode_name):
    state = start(mat_name, mode_name)
    assert tuple(perft(state, d) for d in (1, 2, 3)) == EXPECTED[(mat_name, mode_name)]


def test_empty_mat_counts_follow_by_hand():
    # no pattern can stand with three pieces: 32 puts, then 30, then 28
    assert EXPECTED[("empty", "simple")] == (32, 32 * 30, 32 * 30 * 28)
    # Wuchang moving first: put, keep/turn, the opponent's put
    assert EXPECTED[("empty", "wuchang_death")] == (32, 32 * 2, 32 * 2 * 30)


def test_cross_offers_the_choice_at_ply_two():
    state = start("cross", "simple")
    after = GAME.play(state, "a1R")
    assert sorted(GAME.legal_moves(after)) == ["reap:a1a2a3a4", "reap:a1b1c1d1"]
    assert GAME.to_move(after) == 0

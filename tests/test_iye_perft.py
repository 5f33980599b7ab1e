"""Perft-style fixtures for İye: the exact number of legal decision sequences of
1, 2 and 3 plies from fixed positions (docs/notation/iye.md). A change in move
generation, in the cycle end or in `next` changes one of these numbers.

The ply-1 lists were checked by hand; the deeper numbers pin today's engine.
"""

import pytest

import spielkiste
from spielkiste.games.iye import GAME


def perft(state, depth):
    if depth == 0:
        return 1
    return sum(perft(GAME.play(state, move), depth - 1) for move in GAME.legal_moves(state))


FIXTURES = [
    # the deal of seed 1: eight natural moves from the centre, no abilities yet
    ("TTSSS/WHSSH/SSHWH/WHTTS/OTHSH|c3|-|-|0|0p|0|-",
     ["c1", "c2", "a3", "b3", "d3", "e3", "c4", "c5"], (8, 94, 1004)),
    # first holds Tree and Owl on e1: no Tree target (d2 is empty), the Owl reaches all 21 tiles
    ("WSWHW/HTTHT/H.H.S/SSH.S/STHS.|e1|TO|S|0|0p|4|-",
     ["c1", "d1", "e2", "e3"] + ["O" + c for c in (
         "a1 b1 c1 d1 a2 b2 c2 e2 a3 c3 e3 a4 b4 c4 d4 e4 a5 b5 c5 d5 e5".split())],
     (25, 254, 3157)),
    # second holds Sun, Horse and Tree on c4: corners with tiles, knight jumps, diagonals
    ("WSWHW/...HT/H.H.S/SSH.S/STHS.|c4|TT|SHT|1|0p|7|-",
     ["c2", "c3", "d4", "e4", "c5", "Sa1", "Sa5", "Se5",
      "Hb2", "Ha3", "He3", "Ha5", "He5", "Tb5", "Td5"], (15, 155, 1608)),
    # every move ends the cycle (second blocked, or scored after Se1 Sa1); then `next`
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|-",
     ["a1", "c3", "Sa1", "Se1", "Wa1", "Wc3"], (6, 6, 41)),
    # second cycle, two tiles left: a win for first ends the match, a win for second
    # leads to `next` and a fresh deal
    ("..O../...../...../...../S....|c3|SSSSHHHTTTW|SSSSHHHTWW|0|1p|40|0b0:SSSSS:HHHHH",
     ["c5", "Sa1", "Wa1", "Wc5"], (4, 2, 16)),
]


@pytest.mark.parametrize("position, first_moves, counts", FIXTURES)
def test_perft(position, first_moves, counts):
    state = spielkiste.new_match("iye", seed=7, position=position).state
    assert sorted(GAME.legal_moves(state)) == sorted(first_moves)
    assert tuple(perft(state, depth) for depth in (1, 2, 3)) == counts

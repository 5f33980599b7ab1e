"""Perft fixtures for Boxilies: exact counts of legal move sequences.

Each fixture pins (sequences, captures) after 1, 2, 3 plies, like chess perft
tables: `sequences` counts the distinct move sequences of exactly that length,
`captures` the stones that change owner in the last ply over all of them. Counts
of sequences alone are products (moves never depend on captures), so the capture
column is what guards the capture rule.
"""

import pytest

import spielkiste
from spielkiste.games.boxilies import GAME

MID_GAME = "-,111aW,-,114aN,005aE,-,-,-,003aS|1a+2a+4a|2a+3a+5a|0"  # after 5aE-b2 4aN-a2 3aS-c3 1aW-b1


def perft(state, depth, count_captures=True):
    """(sequences, captures) of exactly `depth` plies from `state`."""
    moves = GAME.legal_moves(state)
    if depth == 1:
        if not count_captures:
            return len(moves), None
        captures = sum(len(GAME.captured_by(state, GAME.play(state, m))) for m in moves)
        return len(moves), captures
    sequences = captures = 0
    for move in moves:
        n, c = perft(GAME.play(state, move), depth - 1, count_captures)
        sequences += n
        captures = None if c is None else captures + c
    return sequences, captures


def start(options, position=None):
    return spielkiste.new_match("boxilies", options, seed=0, position=position).state


@pytest.mark.parametrize("options, position, depth, expected", [
    ({}, None, 1, (180, 0)),
    ({}, None, 2, (28_800, 2_952)),
    ({}, MID_GAME, 1, (60, 7)),
    ({}, MID_GAME, 2, (2_880, 431)),
    ({}, MID_GAME, 3, (69_120, 10_704)),
    ({"rotation": "fixed"}, None, 1, (45, 0)),
    ({"rotation": "fixed"}, None, 2, (1_800, 186)),
    ({"rotation": "fixed"}, None, 3, (50_400, 5_654)),
    ({"board": "2x5"}, None, 1, (200, 0)),
    ({"board": "2x5"}, None, 2, (36_000, 3_198)),
    ({"board": "4x4"}, None, 1, (512, 0)),
])
def test_perft_with_captures(options, position, depth, expected):
    assert perft(start(options, position), depth) == expected


@pytest.mark.parametrize("options, expected", [
    ({}, 3_225_600),            # 180 * 160 * 112
    ({"board": "2x5"}, 4_608_000),  # 200 * 180 * 128
])
def test_perft_three_plies_from_the_start(options, expected):
    assert perft(start(options), 3, count_captures=False)[0] == expected


def test_perft_to_the_end_of_a_nearly_full_board():
    # two cells left (a1, a3), first to move with 1a: every sequence ends the game.
    # Checked by hand: first's 1a captures nothing; second answers on a3 only
    # after first took a1, and takes b3 (2aN, W side 0) with any east side >= 1:
    # 2a turned N or E, 3a turned N, E or W -- 5 of 8 replies, times 4 rotations.
    position = "-,111aW,004aE,114aN,005aE,115aW,-,002aN,003aS|1a|2a+3a|0"
    state = start({}, position)
    assert perft(state, 1) == (8, 0)
    assert perft(state, 2) == (64, 20)
    for move in GAME.legal_moves(state):
        after = GAME.play(state, move)
        for reply in GAME.legal_moves(after):
            assert GAME.to_move(GAME.play(after, reply)) is None

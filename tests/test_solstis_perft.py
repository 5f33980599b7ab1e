"""Solstis perft: the exact number of decision sequences 1, 2, 3 plies deep from
fixed positions (in the notation of docs/notation/solstis.md). Play is
deterministic once the pile order is in the position, so the counts are exact and
catch any change in move generation or in the automatic one-answer decisions."""

import pytest

from spielkiste.games.solstis import GAME

OPTIONS = GAME.normalize_options({})
DISCOVERY = GAME.normalize_options({"beaver": "discovery"})
FIRST = GAME.normalize_options({"beaver": "discovery", "edition": "first"})

# seed 1's opening: every first play captures with a choice of two display tiles
START_1 = ("0|0|0|0|-|G7,B4,V4,B2,B7,P6,G9,G1,O2,R1,P3,G5,O10,G10,O1,G2,V5,P8,B6,P4,G3,O5,R4,G8,R7,R"
    "5,R2,R10,B5,B8|B9_V6,P5_O8,G4_O7,V7_B3,O3_P7,R8_O9|R3,R9,O4|R6,O6,G6|-|-|-|-|-|-|-|-|liz"
    "ard,squirrel,bird,deer,trout,bear,dragonfly,butterfly,ladybug,beetle,beaver,marmot,bee,e"
    "agle,wolf|-|-|play:0,spirit:0,refill:0,next:0")
# player 0 meets a spirit: draw two or take the bee from the row
SPIRIT_SOURCE = ("14|0|0|0|-|V7,P7,G7,O6,R6,O10,O2,R10,R4,O1|R7,-,-,-,-,-,V6,-|O4,B6|O7,G4,P6|R2,G2,G3,G5,"
    "G8,G9,G10,B2,B3,B4,B5,B7,B9,P3,P8,V5|-|G2|-|R1,R3,R5,R8,R9,O3,O5,O8,O9,G1,G6,B8,P4,P5,V4"
    "|-|R8|dragonfly|deer,eagle,ladybug,squirrel,beetle,wolf,butterfly,lizard,marmot,trout,be"
    "ar,beaver,bird|bee|-|source:0,refill:0,next:0")
# player 1 places a rainbow next to their tiles (23 places)
RAINBOW = ("13|1|0|0|-|B2,P3,P8,P7,O9,R1,P4,R6,R7,R4,O4,R2,G4|B4,V7,G5,P6,-,-,-|R5,O3,V6|O6,G7|R3,R8"
    ",R9,R10,O2,O8,G2,G8,G9,B5,B6,B7,B8,P5|-|-|-|O1,O5,O7,O10,G1,G3,G6,G10,B3,B9,V4,V5|-|-|-|"
    "bee,marmot,eagle,squirrel,bird,wolf,beetle,butterfly,dragonfly,ladybug,deer,bear,trout,l"
    "izard,beaver|-|-|rainbow:1,spirit:1,refill:1,next:1")

# issue 26's example (seed 221801965395, discovery): after R10 player 0's rainbow waits
# beside the empty panorama (+1); it is placed after player 0's next capture
WAITING = ("1|1|0|0|-|V7,O9,G4,B5,O6,B4,R4,R8,B2,B8,B9,G8,O4,P5,R2,V5,G3,R9,O8,B7,G1,R7,G5,P4,B6,V4,G"
    "7,O7|O2_B3,O3_G10,O1_P6,G9_O10,V6_R5,G6_G2,R10,P7|R1,R3,P8|R6,O5,P3|-|+1|-|-|-|-|-|-|dragon"
    "fly,deer,lizard,bird,butterfly,bee,squirrel,marmot,beetle,trout,eagle,bear,ladybug,wolf|-|"
    "-|play:1,spirit:1,refill:1,next:1")
# the same move in the first edition: the rainbow may go on any of the 48 places
ANYWHERE = ("0|0|0|0|-|R3,V7,O9,G4,B5,O6,B4,R4,R8,B2,B8,B9,G8,O4,P5,R2,V5,G3,R9,O8,B7,G1,R7,G5,P4,B6,V"
    "4,G7,O7|O2_B3,O3_G10,O1_P6,G9_O10,V6_R5,G6_G2,R10,P7|R1,P8|R6,O5,P3|-|-|-|-|-|-|-|-|dragonf"
    "ly,deer,lizard,bird,butterfly,bee,squirrel,marmot,beetle,trout,eagle,bear,ladybug,wolf|-|-"
    "|rainbow:0,spirit:0,refill:0,next:0")
# the lesson's 'one-spirit': O4 completed the blocks R3 and R4; one gets the spirit
ONE_SPIRIT = ("22|0|0|0|-|-|P6,B9,R2,-,-,-|P4,V7|R10,O8,G6|R3,R4,R5,R7,R8,R9,O2,O3,O4,O5,O7,O9,G3,G7,"
    "B3,B5,B6,B7,B8,P5,V4,V5|P4|P4|bird|R1,R6,O1,O6,O10,G1,G2,G4,G5,G8,G9,G10,B2,B4,P3,P7,P8,"
    "V6|G6,G7|-|-|wolf,bear,marmot,bee,ladybug,trout,dragonfly,squirrel,deer,eagle,butterfly,"
    "lizard|beetle|-|block:0,refill:0,next:0")

CASES = [
    (START_1, OPTIONS, [3, 6, 18, 44, 120]),
    (SPIRIT_SOURCE, OPTIONS, [2, 5, 13]),
    (RAINBOW, OPTIONS, [23, 69, 161]),
    (WAITING, DISCOVERY, [3, 8, 24, 77, 285]),
    (ANYWHERE, FIRST, [48, 144, 384]),
    (ONE_SPIRIT, DISCOVERY, [2, 4, 10, 16]),
]


def perft(state, depth):
    if depth == 0:
        return 1
    return sum(perft(GAME.play(state, move), depth - 1) for move in GAME.legal_moves(state))


@pytest.mark.parametrize("text, options, counts", CASES)
def test_perft(text, options, counts):
    state = GAME.from_position(text, options, 1)
    assert GAME.position(state) == text
    for depth, expected in enumerate(counts, 1):
        assert perft(state, depth) == expected


def test_the_waiting_rainbow_by_hand():
    """Player 0's first capture releases the rainbow, which then goes next to the
    capture's two tiles only; the first edition put it anywhere at once."""
    from spielkiste.games.solstis_spirits import NEIGHBOURS, TILE_NAMES

    state = GAME.from_position(WAITING, DISCOVERY, 1)
    assert state.waiting == (1, 0) and GAME.legal_moves(state) == ["R6", "O5", "P3"]
    while GAME.to_move(state) == 1:
        state = GAME.play(state, GAME.legal_moves(state)[0])
    while GAME.decision(state) != "rainbow":
        state = GAME.play(state, GAME.legal_moves(state)[0])
    tiles = [t for t in range(48) if state.real[0] >> t & 1]
    assert len(tiles) == 2 and state.waiting == (0, 0)
    around = {TILE_NAMES[c] for t in tiles for c in range(48) if NEIGHBOURS[t] >> c & 1} - {TILE_NAMES[t] for t in tiles}
    assert {m[1:] for m in GAME.legal_moves(state)} == around
    ones = GAME.from_position(ANYWHERE, FIRST, 1)
    assert len(GAME.legal_moves(ones)) == 48


def test_start_position_is_seed_1():
    assert GAME.position(GAME.initial(OPTIONS, 1)) == START_1


def test_first_plies_by_hand():
    state = GAME.from_position(START_1, OPTIONS, 1)
    assert GAME.legal_moves(state) == ["R3", "R9", "O4"]
    # R3 matches O3 (number) and R8 (colour)
    assert sorted(GAME.legal_moves(GAME.play(state, "R3"))) == ["xO3", "xR8"]
    assert GAME.legal_moves(GAME.from_position(SPIRIT_SOURCE, OPTIONS, 1)) == ["draw", "row-bee"]

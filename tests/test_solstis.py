"""Solstis scenario tests: each rule of the rule text and each house ruling, set up
as a small position and played through the public protocol."""

import random

import pytest

import spielkiste
from spielkiste.games import solstis
from spielkiste.games.solstis import EMPTY, GAME, UNKNOWN, State, score_breakdown
from spielkiste.games.solstis_spirits import (
    BLOCK_INDEX,
    N_TILES,
    SPIRIT_INDEX,
    SPIRITS,
    TILE_INDEX,
    TILE_NAMES,
)

OPTIONS = GAME.normalize_options({})


def T(names):
    return [TILE_INDEX[n] for n in names.split()] if names else []


def S(names):
    return [SPIRIT_INDEX[n] for n in names.split()] if names else []


def mask(names):
    m = 0
    for t in T(names):
        m |= 1 << t
    return m


def build(hand0="", hand1="", display="", pile="", rest="pile", real0="", real1="",
          rb0="", rb1="", blocks0="", blocks1="", spirits0="", spirits1="", stack="", row="",
          player=0, beaver=True, todo=None, seed=7, extra=False, passes=None, published=True,
          waiting=(0, 0)):
    """A position from tile names. `display` is 'G2 R7/B5 ...' (face-up/face-down);
    tiles not named anywhere go to the end of the pile (rest='pile') or to the
    discard (rest='discard'); spirits not named go to the end of the stack. An empty
    `todo` is the end of the game, after both players passed (passes 2 unless given).
    `published`: the published game's rules (default) or the first edition's; in the
    published game every complete block without a spirit is barren between turns."""
    if passes is None:
        passes = 2 if todo == [] else 0
    slots = []
    for item in display.split():
        top, _, under = item.partition("/")
        slots.append((TILE_INDEX[top], TILE_INDEX[under] if under else EMPTY))
    named = set(T(hand0) + T(hand1) + T(pile) + T(real0) + T(real1))
    named |= {t for slot in slots for t in slot if t >= 0}
    others = [t for t in range(N_TILES) if t not in named]
    pile_tiles = T(pile) + (others if rest == "pile" else [])
    discard = 0 if rest == "pile" else sum(1 << t for t in others)
    held = S(spirits0) + S(spirits1) + S(row) + S(stack)
    in_game = range(15 if beaver else 14)
    stack_spirits = S(stack) + [x for x in in_game if x not in held]
    blocks = [sum(1 << BLOCK_INDEX[b] for b in bl.split()) for bl in (blocks0, blocks1)]
    state = State(seed, beaver, 0, player, extra, passes, EMPTY, tuple(pile_tiles), tuple(slots),
                  (tuple(sorted(T(hand0))), tuple(sorted(T(hand1)))), (mask(real0), mask(real1)),
                  (mask(rb0), mask(rb1)), tuple(blocks),
                  (tuple(sorted(S(spirits0))), tuple(sorted(S(spirits1)))),
                  tuple(stack_spirits), tuple(sorted(S(row))), discard,
                  tuple(todo) if todo is not None else (("start", player),), published)
    if published:
        state = state._replace(barren=tuple(solstis.unspirited_mask(state, q) for q in (0, 1)),
                               waiting=waiting)
    work = solstis._Work(state)
    solstis._advance(work)
    state = work.freeze()
    GAME.check(state)
    return state


def play(state, *moves):
    for move in moves:
        state = GAME.play(state, move)
        GAME.check(state)
    return state


def has(mask_value, name):
    return bool(mask_value >> TILE_INDEX[name] & 1)


def face_up(state):
    return [TILE_NAMES[top] for top, _ in state.display if top >= 0]


# -- setup ----------------------------------------------------------------------------

def test_setup_deals_display_hands_and_pile():
    s = GAME.initial(OPTIONS, 5)
    assert len(s.display) == 6 and all(top >= 0 and under >= 0 for top, under in s.display)
    assert [len(h) for h in s.hands] == [3, 3]
    assert len(s.pile) == 48 - 12 - 6
    assert len(s.stack) == 15 and sorted(s.stack) == list(range(15))
    assert GAME.to_move(s) == 0 and GAME.decision(s) == "play"
    assert GAME.initial(OPTIONS, 5) == s
    assert GAME.initial(OPTIONS, 6) != s
    second = GAME.initial(GAME.normalize_options({"first": "1"}), 5)
    assert GAME.to_move(second) == 1


def test_discovery_option_removes_the_beaver():
    s = GAME.initial(GAME.normalize_options({"beaver": "discovery"}), 5)
    assert len(s.stack) == 14 and SPIRIT_INDEX["beaver"] not in s.stack


# -- capturing --------------------------------------------------------------------------

def test_match_by_colour():
    s = build(hand0="G7 R1 O1", display="G2 B5 P4", pile="R5")
    s = play(s, "G7")  # only G2 matches: taken at once
    assert has(s.real[0], "G7") and has(s.real[0], "G2")
    assert "G2" not in face_up(s)


def test_match_by_number():
    s = build(hand0="G7 R1 O1", display="R7 B5 P4", pile="R5")
    s = play(s, "G7")
    assert has(s.real[0], "G7") and has(s.real[0], "R7")


def test_choice_between_two_matches():
    s = build(hand0="G7 R1 O1", display="G2 R7 P4", pile="R5")
    s = play(s, "G7")
    assert GAME.decision(s) == "take" and sorted(GAME.legal_moves(s)) == ["xG2", "xR7"]
    assert has(s.real[0], "G7")  # the played tile is already in place
    s = play(s, "xR7")
    assert has(s.real[0], "R7") and not has(s.real[0], "G2") and "G2" in face_up(s)


def test_taking_uncovers_the_face_down_tile():
    s = build(hand0="G7 R1 O1", display="G2/B5 P4", pile="R5")
    s = play(s, "G7")
    assert "B5" in face_up(s)
    assert (TILE_INDEX["B5"], EMPTY) in s.display


def test_no_match_second_tile_matches():
    s = build(hand0="G7 R1 O1", display="B5 P4", pile="B3 R5 R6 R8")
    s = play(s, "G7")  # nothing matches G7: it goes into the display; B3 matches B5
    assert "G7" in face_up(s)
    assert has(s.real[0], "B3") and has(s.real[0], "B5")
    assert not s.rainbows[0]


def test_no_match_second_tile_may_take_the_tile_just_put_down():
    s = build(hand0="G7 R1 O1", display="B5 P4", pile="G3 R5 R6 R8")
    s = play(s, "G7")  # G3 matches only G7, which lies face up now
    assert has(s.real[0], "G3") and has(s.real[0], "G7")


def test_no_match_either_way_gives_a_rainbow_first_edition():
    """The published game keeps it waiting: see test_solstis_published.py."""
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8",
              published=False)
    s = play(s, "G7")
    assert "G7" in face_up(s) and "O3" in face_up(s)
    assert GAME.decision(s) == "rainbow"
    assert len(GAME.legal_moves(s)) == 48  # empty panorama: anywhere
    s = play(s, "rR4")
    assert has(s.rainbows[0], "R4")
    assert s.hands[0] == tuple(sorted(T("R1 O1 R5")))  # refilled to 3
    assert GAME.to_move(s) == 1


def test_no_rainbow_when_all_twelve_are_out():
    twelve = "R1 R2 R3 R4 R5 R6 O1 O2 O3 O4 O5 O6"
    s = build(hand0="G7 R8 O8", hand1="V7 P8 P7", display="B5 P4", pile="O9 R9 R10",
              rb1=twelve, real1="R7")
    s = play(s, "G7")
    assert GAME.to_move(s) == 1 and not s.rainbows[0]


# -- rainbows ---------------------------------------------------------------------------

def test_rainbow_goes_next_to_own_tiles():
    s = build(hand0="G7 R1 O1", display="B5 P4", pile="O3 R5 R6 R8", real0="R9 R10")
    s = play(s, "G7")
    assert sorted(GAME.legal_moves(s)) == ["rO10", "rO9", "rR8"]
    with pytest.raises(spielkiste.IllegalMove):
        GAME.play(s, "rG5")


def test_rainbow_moves_when_its_real_tile_arrives():
    s2 = build(hand0="O4 R9 R10", display="O1 P3", pile="B3 R6", real0="R5", rb0="O4")
    s2 = play(s2, "O4")
    assert has(s2.real[0], "O4") and not s2.rainbows[0]
    assert GAME.decision(s2) == "rainbow"
    moves = GAME.legal_moves(s2)
    assert "rO4" not in moves and "rO5" in moves and "rO2" in moves
    s2 = play(s2, "rO5")
    assert has(s2.rainbows[0], "O5")


def test_rainbow_under_a_spirit_stays_and_the_tile_is_discarded():
    s = build(hand0="O4 R9 R10", hand1="V7 P8 P7", display="O1 P3", pile="B3 R6",
              real0="R4 R5 O5",
              rb0="O4", blocks0="R4", spirits0="wolf")
    s = play(s, "O4")
    assert has(s.rainbows[0], "O4") and not has(s.real[0], "O4") and has(s.discard, "O4")
    assert GAME.to_move(s) == 1


def test_rainbows_connect_and_complete_blocks_but_score_no_group_point():
    s = build(real0="R4 R5 O4", rb0="O5", rest="discard", todo=[])
    b = score_breakdown(s)[0]
    assert b["group"] == 3 and b["tiles"] == 3


# -- spirits ----------------------------------------------------------------------------

def block_turn(stack="", row="", hand1="V7 P8 P7", display="O2 P4", **kw):
    """Player 0 completes the block R6-R7-O6-O7 by playing O7 (capturing O2)."""
    return build(hand0="O7 R1 B9", hand1=hand1, display=display, real0="R6 R7 O6",
                 pile="B3 R8 R9 R10 O9 O10", stack=stack, row=row, **kw)


def test_completing_a_block_meets_a_spirit_draw_two_keep_one():
    s = block_turn(stack="wolf bee lizard")
    s = play(s, "O7")  # drawing is the only way (empty row): done at once
    assert GAME.decision(s) == "keep"
    assert sorted(GAME.legal_moves(s)) == ["keep-bee", "keep-wolf"]
    s = play(s, "keep-bee")
    assert s.spirits[0] == (SPIRIT_INDEX["bee"],)
    assert s.row == (SPIRIT_INDEX["wolf"],)
    assert s.blocks[0] == 1 << BLOCK_INDEX["R6"]
    assert GAME.to_move(s) == 1


def test_take_a_spirit_from_the_row():
    s = block_turn(stack="wolf bee", row="lizard")
    s = play(s, "O7")
    assert sorted(GAME.legal_moves(s)) == ["draw", "row-lizard"]
    s = play(s, "row-lizard")
    assert s.spirits[0] == (SPIRIT_INDEX["lizard"],) and s.row == ()


def test_at_most_one_spirit_per_turn_and_the_player_chooses_the_block():
    # O7 completes R6-R7-O6-O7 and O7-O8-G7-G8 at once
    s = build(hand0="O7 R1 B9", hand1="V7 P8 P7", display="O2 P4",
              real0="R6 R7 O6 O8 G7 G8", pile="B3 R8 R9 R10", stack="wolf bee lizard trout")
    s = play(s, "O7")
    assert GAME.decision(s) == "block"
    assert sorted(GAME.legal_moves(s)) == ["sO7", "sR6"]
    s = play(s, "sO7", "keep-bee")
    assert len(s.spirits[0]) == 1 and GAME.to_move(s) == 1
    assert s.blocks[0] == 1 << BLOCK_INDEX["O7"]


def test_a_block_left_without_spirit_meets_one_on_a_later_turn_first_edition():
    """The published game never gives it one: see test_solstis_published.py."""
    s = build(hand0="B3 R1 B9", display="O2 P4", real0="R6 R7 O6 O7", pile="G3 R8 R9 R10",
              stack="wolf bee lizard trout", row="eagle", player=0, published=False)
    # the complete block R6 has no spirit yet; any turn of player 0 meets one
    s = play(s, "B3")
    assert GAME.decision(s) == "source"


def test_blocks_share_tiles_one_tile_in_up_to_four_blocks():
    from spielkiste.games.solstis_spirits import BLOCK_MASKS
    o5 = 1 << TILE_INDEX["O5"]
    assert sum(1 for m in BLOCK_MASKS if m & o5) == 4
    assert len(BLOCK_MASKS) == 33


def test_last_spirit_of_the_stack_is_kept():
    s = block_turn(stack="lizard", spirits1="trout deer eagle bear dragonfly beetle marmot bee "
                   "ladybug wolf squirrel bird butterfly beaver")
    s = play(s, "O7")  # only 'draw' possible: made at once, the one spirit is kept
    assert s.spirits[0] == (SPIRIT_INDEX["lizard"],)


def test_no_spirit_left_means_none_met():
    everyone = " ".join(SPIRITS)
    s = block_turn(spirits1=everyone)
    s = play(s, "O7")
    assert s.spirits[0] == () and s.blocks[0] == 0 and GAME.to_move(s) == 1


def test_trout_gives_a_rainbow():
    s = block_turn(row="trout", stack="wolf bee")
    s = play(s, "O7", "row-trout")
    assert GAME.decision(s) == "rainbow"
    s = play(s, "rO8")
    assert has(s.rainbows[0], "O8")
    assert score_breakdown(s)[0]["spirits"] == 1


def test_deer_puts_a_hand_tile_into_the_panorama_and_refills():
    s = block_turn(row="deer", stack="wolf bee")
    s = play(s, "O7", "row-deer")
    assert GAME.decision(s) == "deer"
    assert sorted(GAME.legal_moves(s)) == ["deer-B9", "deer-R1"]
    s = play(s, "deer-R1")
    assert has(s.real[0], "R1")
    assert len(s.hands[0]) == 3  # the two missing tiles drawn at the end of the turn
    assert set(T("B3 R8")) <= set(s.hands[0])


def test_eagle_puts_the_top_pile_tile_into_the_panorama():
    s = block_turn(row="eagle", stack="wolf bee")
    s = play(s, "O7", "row-eagle")
    assert has(s.real[0], "B3")
    assert s.hands[0] == tuple(sorted(T("R1 B9 R8")))


def test_bear_draws_one_and_the_hand_becomes_four():
    s = block_turn(row="bear", stack="wolf bee")
    s = play(s, "O7", "row-bear")
    assert len(s.hands[0]) == 4  # B3 at once, R8 at the refill
    assert set(T("B3 R8")) <= set(s.hands[0])
    s = play(s, GAME.legal_moves(s)[0])  # player 1's turn
    while GAME.to_move(s) == 1:
        s = play(s, GAME.legal_moves(s)[0])
    assert len(s.hands[0]) == 4
    # a later refill also goes up to 4
    s = play(s, GAME.legal_moves(s)[0])
    while GAME.to_move(s) == 0:
        s = play(s, GAME.legal_moves(s)[0])
    assert len(s.hands[0]) == 4


def test_dragonfly_steals_a_random_hand_tile_reproducibly():
    s = block_turn(row="dragonfly", stack="wolf bee", hand1="G1 G9 V5")
    s = play(s, "O7", "row-dragonfly")
    stolen = [n for n in ("G1", "G9", "V5") if has(s.real[0], n)]
    assert len(stolen) == 1
    assert TILE_INDEX[stolen[0]] not in s.hands[1]
    assert len(s.hands[1]) == 3 and TILE_INDEX["B3"] in s.hands[1]  # they redraw
    again = play(block_turn(row="dragonfly", stack="wolf bee", hand1="G1 G9 V5"),
                 "O7", "row-dragonfly")
    assert again == s
    picks = set()
    for seed in range(12):
        t = play(block_turn(row="dragonfly", stack="wolf bee", hand1="G1 G9 V5", seed=seed),
                 "O7", "row-dragonfly")
        picks.add(t.real[0])
    assert len(picks) > 1  # the choice depends on the seed


def test_beetle_takes_any_face_up_display_tile():
    s = block_turn(row="beetle", stack="wolf bee", display="O2 P4/V6 B8")
    s = play(s, "O7", "row-beetle")
    assert sorted(GAME.legal_moves(s)) == ["beetle-B8", "beetle-P4"]
    s = play(s, "beetle-P4")
    assert has(s.real[0], "P4") and "V6" in face_up(s)


def test_marmot_gives_another_turn():
    s = block_turn(row="marmot", stack="wolf bee")
    s = play(s, "O7", "row-marmot")
    assert GAME.to_move(s) == 0 and GAME.decision(s) == "play"
    assert s.turn == 1 and not s.extra
    s = play(s, GAME.legal_moves(s)[0])
    while GAME.to_move(s) == 0 and GAME.decision(s) != "play":
        s = play(s, GAME.legal_moves(s)[0])
    assert GAME.to_move(s) == 1  # only one extra turn


# -- end-of-game spirits scoring ------------------------------------------------------

def final(real0="", rb0="", spirits0="", real1="V7", spirits1="", hand0="", blocks0="",
          cancelled=None):
    s = build(real0=real0, rb0=rb0, spirits0=spirits0, real1=real1, spirits1=spirits1,
              hand0=hand0, blocks0=blocks0, rest="discard", todo=[])
    if cancelled:
        s = s._replace(cancelled=SPIRIT_INDEX[cancelled])
    return s


PANORAMA = "R1 R2 R3 O2 G2 B2 G9 B9 V5 R8"  # B2 lit; B9, V5 dark; areas: 3


def test_fixed_final_panorama_every_category():
    # areas: R1 R2 R3 O2 G2 B2 (6 tiles, reaches red: B2 lit) | G9 B9 (B9 dark) | V5 (dark)
    #        | R6~ R7~ R8 O6 O7 (rainbows on R6, R7 under a spirit; 3 tiles)
    s = final(real0=PANORAMA + " O6 O7", rb0="R6 R7",
              spirits0="bee ladybug wolf bird lizard butterfly trout deer", blocks0="R6")
    b = score_breakdown(s)[0]
    assert b["group"] == 6
    assert b["beacons"] == 1  # B2 only
    assert b["spirits"] == 8
    assert b["bee"] == 2  # trout, deer
    assert b["ladybug"] == 2  # B9 and V5 not connected to the red row
    assert b["wolf"] == 4
    assert b["bird"] == 5  # bee ladybug wolf lizard butterfly (not itself)
    assert b["lizard"] == 2
    assert b["butterfly"] == 1
    assert b["total"] == 31 == GAME.scores(s)[0]
    assert b["tiles"] == 12


def test_end_spirits_score_only_for_their_holder():
    s = final(real0=PANORAMA + " O6 O7", rb0="R6 R7", spirits1="bee ladybug wolf")
    b = score_breakdown(s)[0]
    assert (b["bee"], b["ladybug"], b["wolf"], b["lizard"]) == (0, 0, 0, 0)
    assert b["total"] == 6 + 1


def test_beacon_on_a_rainbow_does_not_count():
    s = final(real0="R2 O2 G2", rb0="B2")
    assert score_breakdown(s)[0]["beacons"] == 0


def test_squirrel_puts_hand_tiles_into_the_panorama_at_the_end():
    s = build(hand0="G5", hand1="", display="R9", real0="R1", spirits0="squirrel", rest="discard",
              pile="")
    assert GAME.to_move(s) is None
    assert has(s.real[0], "G5") and s.hands[0] == ()


def test_squirrel_tile_moves_a_rainbow_at_the_end():
    s = build(hand0="G5", hand1="", display="R9", real0="G4", rb0="G5",
              spirits0="squirrel", rest="discard", pile="")
    assert GAME.decision(s) == "rainbow" and GAME.to_move(s) == 0
    s = play(s, "rG6")
    assert GAME.to_move(s) is None and has(s.real[0], "G5") and has(s.rainbows[0], "G6")


# -- the Evil Beaver --------------------------------------------------------------------

def test_drawing_the_beaver_keeps_both_spirits():
    s = block_turn(stack="beaver trout wolf")
    s = play(s, "O7")  # the only way is to draw: beaver and trout
    assert set(s.spirits[0]) == set(S("beaver trout"))
    assert GAME.decision(s) == "rainbow"  # the trout's effect
    assert s.row == ()


def test_beaver_passes_to_the_opponent_at_the_next_spirit():
    s = block_turn(stack="wolf bee lizard", spirits0="beaver")
    s = play(s, "O7")
    assert SPIRIT_INDEX["beaver"] in s.spirits[1] and SPIRIT_INDEX["beaver"] not in s.spirits[0]


def test_beaver_victim_chosen_by_the_opponent_at_the_end():
    s = build(hand0="", hand1="", display="R9", real0="R1 R2", real1="G1",
              spirits0="beaver trout wolf", rest="discard", pile="")
    assert GAME.decision(s) == "cancel" and GAME.to_move(s) == 1
    assert sorted(GAME.legal_moves(s)) == ["cancel-trout", "cancel-wolf"]
    before = score_breakdown(s)[0]
    assert before["spirits"] == 2 and before["wolf"] == 1
    s = play(s, "cancel-wolf")
    b = score_breakdown(s)[0]
    assert b["spirits"] == 1 and b["wolf"] == 0
    assert GAME.to_move(s) is None


def test_beaver_alone_scores_nothing_and_asks_nothing():
    s = build(hand0="", hand1="", display="R9", real0="R1", real1="G1",
              spirits0="beaver", rest="discard", pile="")
    assert GAME.to_move(s) is None
    assert score_breakdown(s)[0]["spirits"] == 0


def test_beaver_cancelling_the_squirrel_keeps_the_hand():
    s = build(hand0="G5", hand1="", display="R9", real0="R1", real1="G1",
              spirits0="beaver squirrel trout", rest="discard", pile="")
    s = play(s, "cancel-squirrel")
    assert GAME.to_move(s) is None and not has(s.real[0], "G5")


# -- refill, passes and the end -------------------------------------------------------

def test_refill_to_three_while_the_pile_lasts():
    s = build(hand0="G7 R1 O1", display="G2 P4", pile="R5", rest="discard")
    s = play(s, "G7")
    assert s.hands[0] == tuple(sorted(T("R1 O1 R5"))) and s.pile == ()


def test_empty_pile_only_captures_then_passes_then_end():
    s = build(hand0="G7 R1", hand1="B5", display="G2 V6", rest="discard", pile="")
    assert GAME.legal_moves(s) == ["G7"]  # R1 cannot capture: only G7
    s = play(s, "G7")
    # player 1 cannot capture (B5 vs V6): passes; player 0 cannot either: the end
    assert GAME.to_move(s) is None and s.passes == 2
    assert s.hands == ((TILE_INDEX["R1"],), (TILE_INDEX["B5"],))


def test_pass_then_the_other_continues():
    s = build(hand0="G7", hand1="B5 R1", display="G2 V6 R4", rest="discard", pile="")
    s = play(s, "G7")  # takes G2, player 1 can take R4 with R1
    assert GAME.to_move(s) == 1
    s = play(s, "R1")  # player 0 has no tiles: passes; player 1 cannot: end
    assert GAME.to_move(s) is None


def test_tie_break_more_tiles_then_draw():
    a = final(real0="R1 R2 R3", real1="R5 R6 R7")
    assert GAME.scores(a) == (3, 3) and GAME.winner(a) is None
    b = final(real0="R1 R2 R3 V5", real1="R5 R6 R7")  # V5 apart: group still 3
    assert GAME.scores(b) == (3, 3) and GAME.winner(b) == 0
    c = final(real0="R1 R2", real1="R5 R6 R7")
    assert GAME.winner(c) == 1


# -- hidden information -----------------------------------------------------------------

def test_view_hides_other_hand_pile_face_down_and_spirit_stack():
    s = GAME.initial(OPTIONS, 11)
    v = GAME.view(s, 0)
    assert v.hands[0] == s.hands[0]
    assert v.hands[1] == (UNKNOWN,) * 3
    assert set(v.pile) == {UNKNOWN} and len(v.pile) == len(s.pile)
    assert all(under == UNKNOWN for _, under in v.display)
    assert set(v.stack) == {UNKNOWN}
    assert v.seed == 0 and s.seed == 11  # the seed would give the deal away
    for t in s.hands[1]:
        assert TILE_NAMES[t] not in GAME.position(v).split("|")[8]
    assert GAME.legal_moves(v) == GAME.legal_moves(s)


def test_view_never_contains_the_other_hand_over_random_games():
    rng = random.Random(3)
    for seed in range(20):
        s = GAME.initial(OPTIONS, seed)
        while GAME.to_move(s) is not None:
            for p in (0, 1):
                v = GAME.view(s, p)
                assert all(x == UNKNOWN for x in v.hands[1 - p])
                assert v.hands[p] == s.hands[p]
                assert all(x == UNKNOWN for x in v.pile + v.stack)
                if s.todo[0][0] == "keep" and s.todo[0][1] != p:
                    assert v.todo[0][2:] == (UNKNOWN, UNKNOWN)
            s = GAME.play(s, GAME.random_move(s, rng))


def test_determinize_is_consistent_and_independent_of_the_real_deal():
    s = GAME.initial(OPTIONS, 11)
    s = play(s, GAME.legal_moves(s)[0])
    p = GAME.to_move(s)
    v = GAME.view(s, p)
    worlds = set()
    for k in range(8):
        d = GAME.determinize(v, p, random.Random(k))
        GAME.check(d)
        assert GAME.view(d, p) == v
        worlds.add(d.hands[1 - p])
        assert GAME.legal_moves(d) == GAME.legal_moves(s)
    assert len(worlds) > 1


# -- notation and errors ----------------------------------------------------------------

def test_position_round_trip_and_bad_positions():
    s = GAME.initial(OPTIONS, 9)
    text = GAME.position(s)
    assert GAME.from_position(text, OPTIONS, 9) == s
    for bad in ["", "1|2", text.replace("R1", "R11", 1), text.replace("|0|0|0|", "|0|7|0|", 1),
                text.replace("play:0", "fly:0"), GAME.position(GAME.view(s, 0)),
                text.replace("lizard", "lizard,lizard", 1), text.rsplit("|", 1)[0] + "|-|x"]:
        with pytest.raises(spielkiste.BadPosition):
            GAME.from_position(bad, OPTIONS, 9)


def test_illegal_moves_are_refused_with_a_message():
    s = GAME.initial(OPTIONS, 9)
    for bad in ["G99", "xR1", "draw", "", "rR1", None]:
        with pytest.raises(spielkiste.IllegalMove):
            GAME.play(s, bad)


def test_a_link_reproduces_the_game():
    m = spielkiste.new_match("solstis", seed=123)
    rng = random.Random(1)
    while not m.is_over:
        m.play(GAME.random_move(m.state, rng))
    back = spielkiste.match_from_link(m.link())
    assert back.state == m.state


# -- more rulings -----------------------------------------------------------------------

def test_rainbow_without_a_legal_place_returns_to_the_supply():
    rainbow_places = "G5 V4 V5 V6 V7 P3 P4 P5 P6 P7 P8 B2"
    free = set(rainbow_places.split()) | {"G6"}
    full = " ".join(n for n in TILE_NAMES if n not in free)
    s = build(hand0="G5", display="G6", real0=full, rb0=rainbow_places, hand1="V4 V5 V6")
    s = play(s, "G5")  # G5 pushes its rainbow out; G6 fills the last empty place
    assert bin(s.rainbows[0]).count("1") == 11
    assert solstis.rainbow_supply(s) == 1


def test_tiles_from_an_effect_bring_no_second_spirit_this_turn_first_edition():
    # O7 completes block R6; the Beetle's O8 then completes block R7 (R7 R8 O7 O8)
    s = build(hand0="O7 R1 B9", hand1="V7 P8 P7", display="O2 R3 O8", real0="R6 R7 O6 R8",
              pile="B3 R9 R10 O9 O10", row="beetle", stack="wolf bee lizard", published=False)
    s = play(s, "O7", "xO2", "row-beetle", "beetle-O8")
    assert GAME.to_move(s) == 1 and len(s.spirits[0]) == 1
    assert len(solstis.open_blocks(s, 0)) == 1  # block R7 waits for a later turn


def test_bee_and_bird_ignore_the_beaver_and_the_cancelled_spirit():
    s = final(real0="R1", spirits0="bee bird trout deer beaver wolf", cancelled="deer")
    b = score_breakdown(s)[0]
    assert b["spirits"] == 4  # bee bird trout wolf
    assert b["bee"] == 1  # trout only
    assert b["bird"] == 2  # bee and wolf


def test_eagle_with_an_empty_pile_does_nothing():
    s = build(hand0="O7 R1", hand1="V7", display="O2 P4", real0="R6 R7 O6", pile="",
              rest="discard", row="eagle", stack="wolf bee")
    before = s.real[0]
    s = play(s, "O7", "row-eagle")
    assert s.real[0] == before | mask("O7 O2")


def test_number_fields_only_take_ascii_digits():
    text = GAME.position(GAME.initial(OPTIONS, 9))
    for bad in ["²", "1" * 5000, "٣"]:
        with pytest.raises(spielkiste.BadPosition):
            GAME.from_position(bad + text[1:], OPTIONS, 9)


def test_fast_block_test_agrees_with_the_plain_one():
    from spielkiste.games.solstis_spirits import BLOCK_MASKS, complete_blocks
    rng = random.Random(1)
    for _ in range(3000):
        occupied = rng.getrandbits(48) | rng.getrandbits(48) & rng.getrandbits(48)
        assert complete_blocks(occupied) == [b for b, m in enumerate(BLOCK_MASKS) if occupied & m == m]

"""Scenario tests for Boxilies: each rule of the rule text and each house ruling.

Positions are written in the game's notation (docs/notation/boxilies.md):
cells a1, b1, c1, a2, ... c3, each "-" or <owner><origin><stone id><rotation>,
then both hands and the player to move.
"""

import pytest

import spielkiste
from spielkiste.errors import InvalidMove
from spielkiste.games.boxilies import (
    BOARDS,
    DEFAULT_STONES,
    EXTRA_STONES,
    GAME,
    Layout,
    encode_design,
    make_design,
)


def new(options=None, position=None, moves=()):
    match = spielkiste.new_match("boxilies", options, seed=1, position=position)
    for move in moves:
        match.play(move)
    return match


def owner(match, name):
    """0, 1 or None: who owns the stone on cell `name`."""
    layout = match.state[0]
    cell = match.state[2][layout.index[name]]
    return None if cell is None else cell[0]


def sides(match, name):
    """Arrows the stone on `name` shows towards N, E, S, W."""
    layout = match.state[0]
    _, origin, k, rot = match.state[2][layout.index[name]]
    return layout.sides[origin][k][rot]


# -- material ---------------------------------------------------------------------

def test_default_board_is_3x3():
    match = new()
    layout = match.state[0]
    assert layout.names == ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]
    assert match.options["board"] == "3x3"


def test_default_stone_set_and_arrow_layouts():
    # RULES.md: 1a: 1 0 0 0 · 2a: 1 1 0 0 · 3a: 1 1 1 0 · 4a: 2 0 2 0 · 5a: 2 1 1 1
    assert [(s.id, s.arrows) for s in DEFAULT_STONES] == [
        ("1a", (1, 0, 0, 0)), ("2a", (1, 1, 0, 0)), ("3a", (1, 1, 1, 0)),
        ("4a", (2, 0, 2, 0)), ("5a", (2, 1, 1, 1))]
    # a stone's number is its count of arrows, 1 to 5
    assert [sum(s.arrows) for s in DEFAULT_STONES] == [1, 2, 3, 4, 5]


def test_each_player_has_the_same_five_stones():
    match = new()
    design = match.state[0].design
    assert design.stones[0] == design.stones[1] == DEFAULT_STONES
    assert match.position() == "-,-,-,-,-,-,-,-,-|1a+2a+3a+4a+5a|1a+2a+3a+4a+5a|0"


def test_rotation_turns_the_printed_arrows_clockwise():
    match = new(moves=["5aE-b2"])
    # 5a printed N2 E1 S1 W1; a quarter turn clockwise puts the 2 arrows east
    assert sides(match, "b2") == (1, 2, 1, 1)
    match = new(moves=["5aS-b2"])
    assert sides(match, "b2") == (1, 1, 2, 1)
    match = new(moves=["2aW-b2"])
    # 2a printed N1 E1: turned W, north shows E's arrow and west shows N's
    assert sides(match, "b2") == (1, 0, 0, 1)


def test_first_player_starts_by_default_and_option_first():
    assert new().to_move == 0
    assert new({"first": "1"}).to_move == 1


# -- a move ---------------------------------------------------------------------------

def test_free_rotation_offers_every_stone_rotation_and_empty_cell():
    moves = new().legal_moves()
    assert len(moves) == 5 * 4 * 9
    assert {"1aN-a1", "1aE-a1", "1aS-a1", "1aW-a1", "5aW-c3"} <= set(moves)


def test_fixed_rotation_keeps_the_printed_orientation():
    match = new({"rotation": "fixed"})
    moves = match.legal_moves()
    assert len(moves) == 5 * 9 and all(m[2] == "N" for m in moves)
    with pytest.raises(spielkiste.IllegalMove, match="Rotation"):
        match.play("5aE-b2")
    match.play("5aN-b2")
    assert sides(match, "b2") == (2, 1, 1, 1)


def test_placed_stone_belongs_to_the_mover_and_leaves_the_hand():
    match = new(moves=["3aS-a1"])
    assert owner(match, "a1") == 0
    assert match.state[3] == ((0, 1, 3, 4), (0, 1, 2, 3, 4))
    assert match.to_move == 1


def test_players_alternate():
    match = new(moves=["3aS-a1", "3aS-b1"])
    assert owner(match, "b1") == 1 and match.to_move == 0


@pytest.mark.parametrize("move, why, invalid", [
    ("1aN-a1", "not empty", False),       # a1 is taken
    ("3aN-c1", "no unplaced stone", False),  # 3a already placed
    ("6aN-c1", "no unplaced stone", False),  # no such stone
    ("1aN-d4", "not a cell", False),  # a cell of the grid, not of this board
    ("1aQ-c1", "not a Boxilies move", True),  # no such turn
    ("1a-c1", "not a Boxilies move", True),  # no turn at all
    ("b2", "not a Boxilies move", True),
])
def test_illegal_moves_are_refused_with_a_reason(move, why, invalid):
    """Text that is no move at all is an InvalidMove; a move this board or tray does not
    allow an IllegalMove only (InvalidMove is a kind of IllegalMove)."""
    match = new(moves=["3aS-a1", "5aN-b2"])
    before = match.state
    with pytest.raises(spielkiste.IllegalMove, match=why) as caught:
        match.play(move)
    assert isinstance(caught.value, InvalidMove) == invalid
    assert match.state == before


def test_a_player_cannot_place_the_opponents_stone():
    # both sets use the same ids: the id always means the mover's own stone
    match = new(moves=["5aN-a1"])
    match.play("5aN-b2")  # second's own 5a, still in hand
    with pytest.raises(spielkiste.IllegalMove):
        match.play("5aN-c3")  # first's 5a is placed already


# -- capture ------------------------------------------------------------------------

def test_more_arrows_on_the_touching_side_capture():
    # a1: first's 2a as printed (E side 1); b1: second's 4a turned E (W side 2)
    match = new(moves=["2aN-a1", "4aE-b1"])
    assert owner(match, "a1") == 1 and owner(match, "b1") == 1
    assert match.scores == (0, 2)


def test_equal_arrows_do_not_capture():
    # second's 1a turned W shows 1 arrow west against a1's east side 1
    match = new(moves=["2aN-a1", "1aW-b1"])
    assert owner(match, "a1") == 0
    assert match.scores == (1, 1)


def test_fewer_arrows_do_not_capture_and_the_weaker_placer_keeps_its_stone():
    # second's 4a as printed shows 0 west against 2a's east 1: nothing happens
    match = new(moves=["2aN-a1", "4aN-b1"])
    assert owner(match, "a1") == 0 and owner(match, "b1") == 1


def test_only_the_touching_sides_count():
    # a1 5a as printed: N2 E1 S1 W1. b1 second's 4a as printed: W0 -- its N/S
    # sides (2 each) are big but do not touch a1
    match = new(moves=["5aN-a1", "4aN-b1"])
    assert owner(match, "a1") == 0


def test_captures_only_orthogonal_neighbours():
    # first's 1a on a1 shows 0 on every side but N; second's 5a on b2 is its
    # diagonal neighbour and captures nothing
    match = new(moves=["1aN-a1", "5aN-b2"])
    assert owner(match, "a1") == 0
    # the same stone placed orthogonally (on b1, 1 arrow west > 0) captures
    match = new(moves=["1aN-a1", "5aN-b1"])
    assert owner(match, "a1") == 1


def test_one_placement_captures_on_several_sides():
    # first's weak stones on b1, a2, c2 and b3 around an empty b2, then second
    # places 4b-like strength: 5a shows at least 1 on every side
    position = "-,001aS,-,002aS,-,003aW,-,004aE,-|5a|1a+2a+3a+4a+5a|1"
    match = new(position=position)
    # facing b2: b1 N=0 (1aS), a2 E=0 (2aS: N0 E0 S1 W1), c2 W=1 (3aW: N1 E1 S0 W1),
    # b3 S=0 (4aE: N0 E2 S0 W2); c2 ties with 5a's E 1 and stays
    match.play("5aN-b2")  # N2 E1 S1 W1
    assert [owner(match, c) for c in ("b1", "a2", "c2", "b3")] == [1, 1, 0, 1]
    before = new(position=position).state
    assert sorted(GAME.captured_by(before, match.state)) == [1, 3, 7]


def test_own_neighbours_are_unaffected():
    # first places a strong side against its own weak stone: no change of owner
    match = new(moves=["1aN-a1", "2aN-c3", "4aE-b1"])
    assert owner(match, "a1") == 0 and owner(match, "b1") == 0
    assert match.scores == (2, 1)


def test_only_the_placed_stone_captures_no_chains():
    # b1 (3a N1 E1 S1 W0) and c1 (1a W0) belong to first. Second's 1a turned E
    # takes b1 (1 > 0). Were captures chained, b1 would now take c1 (E1 > W0).
    position = "-,003aN,001aN,-,-,-,-,-,115aN|2a+4a+5a|1a+2a+3a+4a|1"
    match = new(position=position)
    match.play("1aE-a1")
    assert owner(match, "b1") == 1
    assert owner(match, "c1") == 0
    assert match.scores == (1, 3)


def test_captured_stone_keeps_its_arrows_and_can_be_taken_back():
    match = new(moves=["2aN-a1", "4aE-b1"])  # second takes a1
    assert sides(match, "a1") == (1, 1, 0, 0)  # still first's 2a as placed
    assert match.position().startswith("102aN,114aE,")
    # first takes a1 back by placing above it a stone with more than a1's N 1
    match.play("4aN-a2")  # 4a printed: S side 2
    assert owner(match, "a1") == 0
    assert match.position().startswith("002aN,114aE,-,004aN,")


# -- end of the game -------------------------------------------------------------------

FULL_GAME = ["5aE-b2", "4aN-a2", "3aS-c3", "1aW-b1", "2aN-a1", "5aW-c2", "4aE-b3", "3aN-c1", "1aS-a3"]


def test_3x3_ends_when_the_board_is_full_and_second_keeps_one_stone():
    match = new(moves=FULL_GAME[:8])
    assert not match.is_over and match.to_move == 0
    match.play(FULL_GAME[8])
    assert match.is_over and match.to_move is None and match.legal_moves() == []
    assert match.state[3] == ((), (1,))  # second's 2a was never placed
    with pytest.raises(spielkiste.IllegalMove, match="over"):
        match.play("2aN-a1")


def test_winner_owns_more_stones_on_the_board():
    match = new(moves=FULL_GAME)
    assert sum(match.scores) == 9
    expected = 0 if match.scores[0] > match.scores[1] else 1
    assert match.winner == expected
    assert match.scores == (5, 4) and match.winner == 0


def test_unplaced_stones_do_not_count():
    match = new(moves=FULL_GAME)
    assert sum(match.scores) == 9  # second's unplaced 2a is not counted


def test_the_second_player_can_win_3x3():
    match = new(moves=["5aE-c1", "2aN-a3", "1aN-b1", "1aE-a1", "2aN-b3", "4aW-a2", "3aS-b2", "5aS-c2", "4aS-c3"])
    assert match.is_over and match.scores == (3, 6) and match.winner == 1


def test_game_ends_when_the_player_to_move_has_no_stone_left():
    # a 3x3 design where first has two stones and second seven: after first's
    # second stone and second's reply, first cannot move and the game ends
    design = make_design([(f, r) for f in range(3) for r in range(3)],
                         [((1, 0, 0, 0), "")] * 2, [((0, 0, 0, 1), "")] * 7)
    match = new({"board": "custom", "design": encode_design(design)},
                moves=["s1N-a1", "s1N-c3", "s2N-a3"])
    assert match.to_move == 1
    match.play("s2N-c1")
    assert match.is_over and match.legal_moves() == []
    assert match.state[2].count(None) == 5 and len(match.state[3][1]) == 5
    assert match.scores == (2, 2) and match.winner is None


def test_draw_on_equal_stones_2x5():
    moves = ["2aN-c1", "3aN-d1", "4aS-a1", "1aW-c2", "5aW-b2", "5aW-e1", "1aW-a2", "2aE-e2", "3aE-d2", "4aW-b1"]
    match = new({"board": "2x5"}, moves=moves)
    assert match.is_over and match.scores == (5, 5) and match.winner is None


def test_a_3x3_game_cannot_be_drawn():
    # nine stones on the board: one player always owns more
    match = new(moves=FULL_GAME)
    assert match.scores[0] != match.scores[1]


# -- the other built-in boards ------------------------------------------------------------

def test_2x5_board_places_all_ten_stones():
    match = new({"board": "2x5"})
    layout = match.state[0]
    assert layout.names == ["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2"]
    assert len(match.legal_moves()) == 5 * 4 * 10
    moves = ["2aN-c1", "3aN-d1", "4aS-a1", "1aW-c2", "5aW-b2", "5aW-e1", "1aW-a2", "2aE-e2", "3aE-d2", "4aW-b1"]
    for move in moves:
        assert not match.is_over
        match.play(move)
    assert match.is_over and match.state[3] == ((), ())


def test_2x5_neighbours():
    layout = new({"board": "2x5"}).state[0]
    around = {layout.names[j] for _, j in layout.neighbours[layout.index["c1"]]}
    assert around == {"b1", "d1", "c2"}


def test_4x4_board_has_eight_stones_each():
    match = new({"board": "4x4"})
    design = match.state[0].design
    assert [s.id for s in design.stones[0]] == ["1a", "2a", "3a", "4a", "5a", "2b", "3b", "4b"]
    assert design.stones[0] == design.stones[1]
    assert [(s.id, s.arrows) for s in EXTRA_STONES] == [
        ("2b", (1, 0, 1, 0)), ("3b", (2, 1, 0, 0)), ("4b", (1, 1, 1, 1))]
    assert len(match.state[0].names) == 16 and match.state[0].names[-1] == "d4"
    assert len(match.legal_moves()) == 8 * 4 * 16


def test_4x4_draw_and_all_sixteen_placed():
    moves = ["5aN-b2", "3bE-a2", "4aE-b1", "4bW-d1", "4bS-d3", "1aE-d2", "3aW-d4", "3aW-a1",
             "1aE-a4", "2aS-c4", "2aS-a3", "5aN-c3", "3bW-b3", "4aS-c2", "2bW-c1", "2bN-b4"]
    match = new({"board": "4x4"}, moves=moves)
    assert match.is_over and match.state[3] == ((), ())
    assert match.scores == (8, 8) and match.winner is None


def test_4x4_extra_stone_captures():
    # first's 3b turned S shows 2 south; second's 4b below shows 1 north
    match = new({"board": "4x4"}, moves=["1aN-d4", "4bN-b1", "3bS-b2"])
    assert owner(match, "b1") == 0


def test_rotation_option_applies_to_every_board():
    for board in BOARDS:
        match = new({"board": board, "rotation": "fixed"})
        assert {m[-4] for m in match.legal_moves()} == {"N"}


# -- notation and helpers ----------------------------------------------------------------

def test_position_round_trip_and_bad_positions():
    match = new(moves=FULL_GAME[:4])
    text = match.position()
    assert text == "-,111aW,-,114aN,005aE,-,-,-,003aS|1a+2a+4a|2a+3a+5a|0"
    assert new(position=text).state == match.state
    for bad in ["", "x|y|z", "-,-,-|1a|1a|0", text.replace("005aE", "005aX"),
                text.replace("|0", "|2"), text.replace("|0", "|-"),
                text.replace("1a+2a+4a", "1a+2a"), text.replace("1a+2a+4a", "1a+2a+4a+5a"),
                "005aN,005aN,-,-,-,-,-,-,-|1a+2a+3a+4a|-|0"]:
        with pytest.raises(spielkiste.BadPosition):
            new(position=bad)


def test_fixed_rotation_refuses_turned_stones_in_a_position():
    with pytest.raises(spielkiste.BadPosition, match="orientation"):
        new({"rotation": "fixed"}, position="005aE,-,-,-,-,-,-,-,-|1a+2a+3a+4a|1a+2a+3a+4a+5a|1")


def test_layouts_compare_by_design():
    assert Layout(BOARDS["3x3"]) == Layout(BOARDS["3x3"]) != Layout(BOARDS["2x5"])
    assert hash(Layout(BOARDS["4x4"])) == hash(Layout(BOARDS["4x4"]))


def test_random_move_is_legal_and_seeded():
    import random

    match = new()
    rng = random.Random(4)
    while not match.is_over:
        move = GAME.random_move(match.state, rng)
        assert move in match.legal_moves()
        match.play(move)
    assert match.ply == 9


def test_random_move_covers_every_legal_move():
    import random

    state = new(position="-,111aW,004aE,114aN,005aE,115aW,-,002aN,003aS|1a|2a+3a|0").state
    rng = random.Random(2)
    seen = {GAME.random_move(state, rng) for _ in range(400)}
    assert seen == set(GAME.legal_moves(state))
    fixed = new({"rotation": "fixed"}).state
    assert {GAME.random_move(fixed, rng) for _ in range(2000)} == set(GAME.legal_moves(fixed))


def test_turn_count_counts_stones_placed():
    assert GAME.turn_count(new(moves=FULL_GAME[:5]).state) == 5

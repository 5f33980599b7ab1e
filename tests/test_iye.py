"""Scenario tests for İye, one or more per rule, note and house ruling.

Positions are written in the notation of docs/notation/iye.md:
<board, rank 5 first>|<drum>|<first's tiles>|<second's tiles>|<to move>|<cycle>|<turns>|<finished cycles>
"""

import random

import pytest

import spielkiste
from spielkiste.games import iye
from spielkiste.games.iye import GAME, TOTALS, deal, score_cycle

SEED = 7


def start(position, **options):
    return spielkiste.new_match("iye", options, seed=SEED, position=position)


def state_of(position, **options):
    return start(position, **options).state


def collection(state, player):
    return GAME.collection(state, player)


# -- positions used by several tests -------------------------------------------

# 22 moves made, first player (started) to move, drum on a3; tiles on c3 (Horse),
# a1 (Tree), e1 (Sun). Second holds Horses and Trees only.
BLOCK = "...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|-"

# 23 moves made, second started, first to move, drum on c3; tiles on c5 (Owl) and
# a1 (Sun). Sun 4:4 and Horse 3:3 tie, Tree 3:1 for first, Water 1:2 for second.
LAST = "..O../...../...../...../S....|c3|SSSSHHHTTTW|SSSSHHHTWW|0|1p|23|-"

# 23 moves made, second started, first to move: moving to c5 hands second the
# Owl and ends 9:9 (first: Sun; second: Tree, Water, Owl; Horse 2:2 ties).
DRAW = "..O../...../...../...../H....|c3|SSSSSHHTW|SSSHHTTTWW|0|1p|23|-"


# -- setup -----------------------------------------------------------------------

def test_deal_is_25_tiles_of_five_kinds_face_up_from_the_seed():
    state = GAME.initial(GAME.normalize_options({}), 42)
    assert len(state.board) == 25
    assert [state.board.count(k) for k in range(5)] == [9, 7, 5, 3, 1]
    assert state.board == deal(42, 0)
    assert GAME.initial(GAME.normalize_options({}), 42) == state
    assert GAME.initial(GAME.normalize_options({}), 43).board != state.board


def test_drum_starts_on_the_centre_tile_and_collections_are_empty():
    state = GAME.initial(GAME.normalize_options({}), 3)
    assert state.drum == iye.CELL_INDEX["c3"]
    assert state.board[state.drum] >= 0  # the centre tile stays under the drum
    assert collection(state, 0) == collection(state, 1) == (0, 0, 0, 0, 0)
    assert GAME.to_move(state) == 0 and GAME.scores(state) == (0, 0)


def test_option_first_chooses_who_starts():
    m = spielkiste.new_match("iye", {"first": "1"}, seed=3)
    assert m.to_move == 1


def test_options_cycles_default_two_and_only_1_2_3():
    assert GAME.normalize_options({})["cycles"] == "2"
    for value in ("1", "3"):
        assert GAME.normalize_options({"cycles": value})["cycles"] == value
    with pytest.raises(spielkiste.BadOptions):
        GAME.normalize_options({"cycles": "4"})


# -- natural moves -----------------------------------------------------------------

def test_first_moves_are_the_eight_natural_moves_from_the_centre():
    m = spielkiste.new_match("iye", seed=1)
    assert sorted(m.legal_moves()) == sorted(["c1", "c2", "c4", "c5", "a3", "b3", "d3", "e3"])


def test_natural_move_passes_over_empty_cells_and_lands_on_a_tile():
    # a3 is empty, a1 two steps away holds a Tree
    state = state_of(BLOCK)
    assert "a1" in GAME.legal_moves(state)
    assert "c3" in GAME.legal_moves(state)  # passing over the empty b3


def test_natural_move_passes_over_tiles():
    m = spielkiste.new_match("iye", seed=1)
    assert m.state.board[iye.CELL_INDEX["c4"]] >= 0
    m.play("c5")  # over the tile on c4
    assert m.state.board[iye.CELL_INDEX["c4"]] >= 0  # the tile passed over stays


def test_natural_move_may_not_land_on_an_empty_cell():
    m = start(BLOCK)
    with pytest.raises(spielkiste.IllegalMove, match="holds no tile"):
        m.play("a2")
    assert m.position() == BLOCK


def test_natural_move_is_not_diagonal_nor_three_cells():
    m = spielkiste.new_match("iye", seed=1)
    for move in ("d4", "b2", "c6", "a2"):
        with pytest.raises(spielkiste.IllegalMove):
            m.play(move)
    # three cells: from a3 the Horse on d3 is out of reach
    m = start("...../...../...H./...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|-")
    assert "d3" not in m.legal_moves()
    with pytest.raises(spielkiste.IllegalMove, match="cannot reach"):
        m.play("d3")


def test_landed_tile_goes_to_the_opponent_and_the_drum_stands_on_the_empty_cell():
    m = spielkiste.new_match("iye", seed=1)
    c5 = iye.CELL_INDEX["c5"]
    kind = m.state.board[c5]
    m.play("c5")
    s = m.state
    assert s.board[c5] == iye.EMPTY and s.drum == c5
    assert collection(s, 1)[kind] == 1 and sum(collection(s, 0)) == 0
    assert m.to_move == 1


def test_centre_tile_stays_and_can_be_landed_on_later():
    m = spielkiste.new_match("iye", seed=1)
    c3 = iye.CELL_INDEX["c3"]
    kind = m.state.board[c3]
    m.play("c5")
    assert m.state.board[c3] == kind  # still there, owned by no one
    assert "c3" in m.legal_moves()
    m.play("c3")
    assert collection(m.state, 0)[kind] >= 1 and m.state.board[c3] == iye.EMPTY


def test_the_drum_cannot_stay_where_it_is():
    m = start("...../...../..H../...../T...S|a3|OSSSSSWWW|HHHHHTTTT|0|0p|22|-")
    assert "a3" not in m.legal_moves() and "Oa3" not in m.legal_moves()


# -- ability moves -------------------------------------------------------------------

def test_ability_moves_offered_only_for_kinds_you_hold():
    state = state_of(BLOCK)  # first holds Suns and Waters
    moves = GAME.legal_moves(state)
    assert sorted(moves) == sorted(["a1", "c3", "Sa1", "Se1", "Wa1", "Wc3"])


def test_sun_goes_to_a_corner_holding_a_tile_only():
    m = start(BLOCK)
    with pytest.raises(spielkiste.IllegalMove, match="holds no tile"):
        m.play("Sa5")  # a corner, but empty
    with pytest.raises(spielkiste.IllegalMove, match="cannot reach"):
        m.play("Sc3")  # a tile, but no corner
    m.play("Se1")
    assert collection(m.state, 0)[iye.SUN] == 5  # one Sun spent
    assert collection(m.state, 1)[iye.SUN] == 1  # the e1 Sun goes to second


def test_spent_tiles_leave_the_game():
    m = start(BLOCK)
    before = GAME.spent(m.state)
    m.play("Wc3")
    after = GAME.spent(m.state)
    assert after[iye.WATER] == before[iye.WATER] + 1
    assert collection(m.state, 0)[iye.WATER] == 2
    on_board = sum(k >= 0 for k in m.state.board)
    held = sum(m.state.colls)
    assert on_board + held + sum(after) == 25


def test_horse_jumps_like_a_knight_over_anything():
    # one move made: second holds a Horse, the drum on c3 amid 24 tiles
    m = start("SSSSS/SSSSH/HH.HH/HTTTT/TWWWO|c3|-|H|1|0p|1|-")
    moves = m.legal_moves()
    knight = {"Hb1", "Hd1", "Ha2", "He2", "Ha4", "He4", "Hb5", "Hd5"}
    assert {mv for mv in moves if mv.startswith("H")} == knight
    with pytest.raises(spielkiste.IllegalMove, match="cannot reach"):
        m.play("Hd4")
    m.play("Hb5")
    assert collection(m.state, 1)[iye.HORSE] == 0
    assert collection(m.state, 0)[iye.SUN] == 1


def test_tree_moves_exactly_one_cell_diagonally():
    m = start("SSSSS/SSSSH/HH.HH/HTTTT/HWWWO|c3|-|T|1|0p|1|-")
    trees = {mv for mv in m.legal_moves() if mv.startswith("T")}
    assert trees == {"Tb2", "Td2", "Tb4", "Td4"}
    with pytest.raises(spielkiste.IllegalMove):
        m.play("Te5")


def test_water_moves_any_distance_in_eight_directions_passing_over_anything():
    m = start("SSSSS/SSSSH/HH.HH/HTTTT/TWWHO|c3|-|W|1|0p|1|-")
    waters = {mv for mv in m.legal_moves() if mv.startswith("W")}
    expected = {"Wc1", "Wc2", "Wc4", "Wc5", "Wa3", "Wb3", "Wd3", "We3",
                "Wa1", "Wb2", "Wd4", "We5", "We1", "Wd2", "Wb4", "Wa5"}
    assert waters == expected
    with pytest.raises(spielkiste.IllegalMove):
        m.play("Wd5")
    # from a3 the water passes over empty b3 onto c3 and reaches a1 down the file
    assert {"Wa1", "Wc3"} <= set(GAME.legal_moves(state_of(BLOCK)))


def test_owl_goes_to_any_tile_on_the_board():
    m = start("...../...../..H../...../T...S|a3|OSSSSSWWW|HHHHHTTTT|0|0p|22|-")
    owls = {mv for mv in m.legal_moves() if mv.startswith("O")}
    assert owls == {"Oa1", "Oe1", "Oc3"}
    with pytest.raises(spielkiste.IllegalMove, match="holds no tile"):
        m.play("Oa5")
    m.play("Oe1")
    assert collection(m.state, 0)[iye.OWL] == 0


def test_ability_without_a_collected_tile_is_refused():
    m = start(BLOCK)  # first holds no Horse
    with pytest.raises(spielkiste.IllegalMove, match="no Horse"):
        m.play("Hc2")
    assert m.position() == BLOCK


def test_ability_move_to_a_cell_a_natural_move_reaches_is_a_separate_move():
    moves = GAME.legal_moves(state_of(BLOCK))
    assert "a1" in moves and "Wa1" in moves and "Sa1" in moves


# -- the end of a cycle -----------------------------------------------------------------

def test_blocked_player_loses_the_cycle_at_once():
    m = start(BLOCK)
    m.play("a1")  # second: Horses and Trees reach nothing, no natural move
    s = m.state
    assert s.ended and s.history[-1][:3] == (0, iye.BLOCKED, 0)
    assert GAME.scores(s) == (1, 0)
    assert sum(k >= 0 for k in s.board) == 2  # not a scored end


def test_blocked_cycle_is_won_even_when_behind_on_points():
    m = start("...../...../..H../...../T...S|a3|HH|HHHHTTTT|0|0p|22|-")
    m.play("a1")  # second gets the Tree and leads 12:0 on points, but cannot move
    s = m.state
    assert score_cycle(s.colls[:5], s.colls[5:])[2:4] == (0, 12)
    assert s.history[-1][2] == 0


def test_one_tile_left_scores_the_cycle():
    m = start(LAST)
    m.play("c5")  # second gets the Owl; a1 is the last tile
    s = m.state
    assert s.ended and s.history[-1][1] == iye.SCORED
    # Sun 4:4 and Horse 3:3 tie; Tree 3:1 -> first 5; Water 1:2 and Owl 0:1 -> second 4
    assert score_cycle(s.colls[:5], s.colls[5:]) == ((0, 0, 5, 0, 0), (0, 0, 0, 3, 1), 5, 4, 0)
    assert s.history[-1][2] == 0 and GAME.scores(s) == (1, 0)


def test_spent_tiles_do_not_count_in_the_scoring():
    m = start(LAST)
    m.play("Sa1")  # first spends a Sun (4 -> 3); second gets the a1 Sun (4 -> 5)
    s = m.state
    assert s.history[-1][1] == iye.SCORED
    table = score_cycle(s.colls[:5], s.colls[5:])
    assert table[1][iye.SUN] == 9 and table[0][iye.SUN] == 0
    assert table[2:] == (5, 12, 1)


def test_scoring_majority_takes_the_kind_total_ties_score_nothing():
    p0, p1, s0, s1, winner = score_cycle((3, 2, 2, 0, 1), (3, 3, 1, 2, 0))
    assert p0 == (0, 0, 5, 0, 1) and p1 == (0, 7, 0, 3, 0)
    assert (s0, s1, winner) == (6, 10, 1)
    assert score_cycle((0,) * 5, (0,) * 5)[2:] == (0, 0, None)  # 0:0 ties score nothing
    assert score_cycle((1, 0, 0, 0, 0), (0, 0, 0, 0, 0))[2] == TOTALS[0]


def test_equal_totals_draw_the_cycle_which_counts_for_no_one():
    m = start(DRAW)
    m.play("c5")
    s = m.state
    assert score_cycle(s.colls[:5], s.colls[5:])[2:] == (9, 9, None)
    assert s.history[-1][2] is None and GAME.scores(s) == (0, 0)
    # after a drawn cycle the player who did not start it starts the next (second started)
    assert m.to_move == 0 and m.legal_moves() == ["next"]


def test_one_tile_left_wins_over_a_blocked_opponent():
    # after c5 the last tile (a1) is out of second's reach, but the cycle is scored
    m = start(LAST)
    m.play("c5")
    assert m.state.history[-1][1] == iye.SCORED


# -- the match ------------------------------------------------------------------------

def test_loser_of_a_cycle_starts_the_next_with_next():
    m = start(BLOCK)
    m.play("a1")
    assert m.to_move == 1 and m.legal_moves() == ["next"]
    with pytest.raises(spielkiste.IllegalMove, match="next"):
        m.play("c1")
    m.play("next")
    s = m.state
    assert not s.ended and s.to_move == 1 and s.starter == 1
    assert s.board == deal(SEED, 1) and s.drum == iye.CELL_INDEX["c3"]
    assert s.colls == (0,) * 10
    assert s.turns == 23  # next is not a turn
    assert GAME.scores(s) == (1, 0) and len(s.history) == 1  # the results are kept


def test_next_only_between_cycles():
    m = spielkiste.new_match("iye", seed=1)
    with pytest.raises(spielkiste.IllegalMove, match="once the current one is over"):
        m.play("next")


def test_first_to_two_cycles_wins_the_match():
    hist = "0b0:SSSSS:HHHHH"  # first won a cycle by blocking, so second starts the next
    m = start(LAST.replace("|23|-", f"|40|{hist}"))
    m.play("c5")
    assert m.is_over and m.winner == 0 and m.scores == (2, 0)
    assert m.legal_moves() == []
    with pytest.raises(spielkiste.IllegalMove, match="over"):
        m.play("next")


def test_one_cycle_to_win_ends_the_match_after_the_first_win():
    m = start(BLOCK, cycles="1")
    m.play("a1")
    assert m.is_over and m.winner == 0 and m.scores == (1, 0)


def test_three_cycles_to_win_goes_on_after_two():
    hist = "0b0:SSSSS:HHHHH"
    m = start(LAST.replace("|23|-", f"|40|{hist}"), cycles="3")
    m.play("c5")
    assert not m.is_over and m.scores == (2, 0) and m.legal_moves() == ["next"]
    assert m.to_move == 1  # the loser starts


def test_a_drawn_cycle_does_not_end_the_match():
    hist = "0b0:SSSSS:HHHHH"
    m = start(DRAW.replace("|23|-", f"|40|{hist}"))
    m.play("c5")
    assert not m.is_over and m.scores == (1, 0) and m.to_move == 0


def test_whole_random_matches_follow_the_starter_rule():
    rng = random.Random(5)
    for seed in range(30):
        m = spielkiste.new_match("iye", {"first": str(seed % 2)}, seed=seed)
        while not m.is_over:
            m.play(rng.choice(m.legal_moves()))
        history = m.state.history
        assert history[0][0] == seed % 2
        for before, after in zip(history[:-1], history[1:], strict=True):
            loser = 1 - before[0] if before[2] is None else 1 - before[2]
            assert after[0] == loser
        if m.winner is not None:
            assert m.scores[m.winner] == 2 and history[-1][2] == m.winner


def test_each_cycle_deals_a_new_board_from_the_seed():
    boards = {deal(11, n) for n in range(5)}
    assert len(boards) == 5
    assert deal(11, 2) == deal(11, 2)


def test_finished_cycles_keep_their_tables():
    m = start(LAST)
    m.play("c5")
    record = m.state.history[-1]
    assert record[3] == (4, 3, 3, 1, 0) and record[4] == (4, 3, 1, 2, 1)
    m.play("next")
    assert m.state.history[-1] == record


# -- the 200-turn cap over the whole match -------------------------------------------

def test_turn_cap_mid_cycle_draws_the_match():
    pos = "SSSSS/SSSSH/HH.HH/HTTTT/TWWWO|c3|-|H|1|0p|199|-"
    m = start(pos)
    m.play("c5")
    assert m.state.turns == 200 and m.is_over and m.winner is None
    assert m.legal_moves() == []


def test_turn_cap_counts_over_the_whole_match():
    hist = "0b0:SSSSS:HHHHH"
    m = start(DRAW.replace("|23|-", f"|199|{hist}"))
    m.play("c5")  # a drawn cycle at turn 200: no next cycle, the match is drawn
    assert m.is_over and m.winner is None and m.scores == (1, 0)


def test_a_match_winning_move_at_the_cap_still_wins():
    hist = "0b0:SSSSS:HHHHH"
    m = start(LAST.replace("|23|-", f"|199|{hist}"))
    m.play("c5")
    assert m.is_over and m.winner == 0


# -- notation --------------------------------------------------------------------------

def test_initial_position_notation():
    m = spielkiste.new_match("iye", seed=1)
    assert m.position() == "TTSSS/WHSSH/SSHWH/WHTTS/OTHSH|c3|-|-|0|0p|0|-"


@pytest.mark.parametrize("position", [BLOCK, LAST, DRAW])
def test_positions_round_trip(position):
    assert start(position).position() == position


def test_between_cycles_position_round_trips():
    m = start(BLOCK)
    m.play("a1")
    pos = m.position()
    assert pos.endswith("|1|0e|23|0b0:SSSSSSWWW:HHHHHTTTTT")
    assert start(pos).state == m.state


@pytest.mark.parametrize("bad, message", [
    ("", "eight parts"),
    ("SSSSS/SSSSS/SSSSS/SSSSS/SSSSS|c3|-|-|0|0p|0|-", "only 9 Sun"),
    ("...../...../..H../...../T...S|a1|SSSSSSWWW|HHHHHTTTT|0|0p|22|-", "stands on a tile"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|1|0p|22|-", "alternate"),
    ("...../...../..H../...../T...S|f3|SSSSSSWWW|HHHHHTTTT|0|0p|22|-", "drum"),
    ("...../...../..X../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|-", "not a tile"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|5|-", "turn count"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|201|-", "turn count"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWWx|HHHHHTTTT|0|0p|22|-", "not a kind"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|0s1:S:-", "result"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|zz", "not like"),
    ("...../...../...../...../T....|a3|SSSSSSWWW|HHHHHTTTT|0|0p|24|-", "one tile left"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|-|0p|22|-", "over"),
    ("...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0e|22|-", "ended cycle"),
])
def test_bad_positions_are_refused_with_a_reason(bad, message):
    with pytest.raises(spielkiste.BadPosition, match=message):
        start(bad)


def test_random_garbage_positions_raise_only_bad_position():
    rng = random.Random(3)
    base = LAST
    alphabet = "SHTWO.-|/:,0123456789abcdepesbdx"
    for _ in range(3000):
        text = list(base)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(text))
            text[i] = rng.choice(alphabet)
        try:
            state = GAME.from_position("".join(text), GAME.normalize_options({}), SEED)
        except spielkiste.BadPosition:
            continue
        GAME.check(state)
        assert GAME.position(state) is not None


def test_nonsense_moves_are_refused_with_a_reason():
    m = spielkiste.new_match("iye", seed=1)
    for move in ("", "zz", "Xc3", "c33", "c3", "Sa1", "NEXT", None):
        with pytest.raises(spielkiste.IllegalMove):
            m.play(move)
    assert m.ply == 0


def test_link_of_a_match_in_its_second_cycle_round_trips():
    m = spielkiste.new_match("iye", {"cycles": "3", "first": "1"}, seed=99)
    rng = random.Random(1)
    while len(m.state.history) < 1:
        m.play(rng.choice(m.legal_moves()))
    m.play("next")
    m.play(m.legal_moves()[0])
    back = spielkiste.match_from_link(m.link())
    assert back.state == m.state and back.moves == m.moves
    assert "next" in m.link()


def test_evaluate_stays_in_range_and_prefers_the_leader():
    m = start(LAST)
    assert GAME.evaluate(m.state, 0) > 0 > GAME.evaluate(m.state, 1)
    m.play("c5")
    for p in (0, 1):
        assert -1 <= GAME.evaluate(m.state, p) <= 1


def test_playout_speed_is_reasonable():
    import time

    rng = random.Random(1)
    opts = GAME.normalize_options({})
    plies, t0 = 0, time.perf_counter()
    for seed in range(200):
        s = GAME.initial(opts, seed)
        while s.to_move is not None:
            s = GAME.play(s, GAME.random_move(s, rng))
            plies += 1
    assert plies / (time.perf_counter() - t0) > 20_000  # loose: CI machines vary

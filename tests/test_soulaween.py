"""Soulaween scenario tests: each rule, each note of the rule text, each house ruling.

Positions are written with `mat("a1R b1G ...")` (the cells that hold a piece) and
`pos(...)`, which fills in the other parts of the position notation.
"""

import random

import pytest

import spielkiste
from conformance import play_random_game
from spielkiste.games import soulaween as sw
from spielkiste.games.soulaween import GAME


def mat(cells=""):
    """Mat notation from a list like 'a1R b2G'."""
    grid = {}
    for item in cells.split():
        grid[item[:2]] = item[2]
    return "/".join("".join(grid.get(f"{f}{r}", "-") for f in "abcd") for r in (4, 3, 2, 1))


def pos(cells="", who="0put", p1="none:0", p2="none:0", anubis="-", wuchang="-", turns=0):
    return "|".join([mat(cells), who, p1, p2, anubis, wuchang, str(turns)])


def start(position, **options):
    opts = {"mode": "simple"}
    opts.update(options)
    return spielkiste.new_match("soulaween", opts, seed=1, position=position)


def std(position, char1, char2, **options):
    return start(position, mode="standard", char1=char1, char2=char2, **options)


def cells(match):
    """The mat as a dict cell -> 'R'/'G'."""
    text = match.position().split("|")[0]
    out = {}
    for k, rank in enumerate(text.split("/")):
        for f, ch in enumerate(rank):
            if ch != "-":
                out[f"{'abcd'[f]}{4 - k}"] = ch
    return out


def part(match, n):
    return match.position().split("|")[n]


# -- Put ------------------------------------------------------------------------

def test_put_either_side_on_any_empty_cell():
    m = start(pos())
    assert len(m.legal_moves()) == 32
    assert {"a1R", "a1G", "d4R", "d4G"} <= set(m.legal_moves())
    m.play("c2G")
    assert cells(m) == {"c2": "G"}
    assert m.to_move == 1


def test_put_on_occupied_cell_is_illegal():
    m = start(pos("b2R", who="1put"))
    assert "b2R" not in m.legal_moves()
    with pytest.raises(spielkiste.IllegalMove):
        m.play("b2G")
    assert cells(m) == {"b2": "R"}


@pytest.mark.parametrize("bad", ["", "e1R", "a5R", "a1X", "a1r", "reap:a1b1c1d1", "keep", "a1RR"])
def test_nonsense_moves_are_illegal(bad):
    m = start(pos())
    with pytest.raises(spielkiste.IllegalMove):
        m.play(bad)
    assert m.ply == 0


# -- Flip -----------------------------------------------------------------------

def test_flip_turns_orthogonal_neighbours_only():
    m = start(pos("b1R a2G c2R b3G a1G c3R"))
    m.play("b2R")
    assert cells(m) == {"b2": "R", "b1": "G", "a2": "R", "c2": "G", "b3": "R", "a1": "G", "c3": "R"}


def test_flip_does_not_turn_the_piece_just_put():
    m = start(pos("a2R"))
    m.play("a1G")
    assert cells(m) == {"a1": "G", "a2": "G"}


# -- Reap -------------------------------------------------------------------------

def test_reap_a_row_after_flip_and_take_a_token():
    # c1 is green; putting d1 red flips c1 to red: row 1 is a red chain
    m = start(pos("a1R b1R c1G"))
    m.play("d1R")
    assert cells(m) == {}
    assert m.scores == (1, 0)
    assert m.to_move == 1


@pytest.mark.parametrize("chain, put", [
    ("a1G a2G a3R", "a4G"),            # column (a3 flips to green)
    ("a1R b2R c3R", "d4R"),            # diagonal
    ("d1G c2G b3G", "a4G"),            # the other diagonal
])
def test_reap_columns_and_diagonals(chain, put):
    m = start(pos(chain))
    m.play(put)
    assert cells(m) == {}
    assert m.scores == (1, 0)


def test_mixed_sides_are_no_chain():
    m = start(pos("a1R b1R c1R"))
    m.play("d1G")  # c1 flips to green: R R G G is no chain
    assert cells(m) == {"a1": "R", "b1": "R", "c1": "G", "d1": "G"} and m.scores == (0, 0)


def test_reap_note1_two_parallel_chains_choose_one_the_other_stays():
    m = start(pos("a1R b1R c1G a2R b2R c2R d2G"))
    m.play("d1R")  # c1 -> R, d2 -> R: rows 1 and 2 both red
    assert m.to_move == 0
    assert sorted(m.legal_moves()) == ["reap:a1b1c1d1", "reap:a2b2c2d2"]
    m.play("reap:a2b2c2d2")
    assert cells(m) == {"a1": "R", "b1": "R", "c1": "R", "d1": "R"}
    assert m.scores == (1, 0)
    assert m.to_move == 1


def test_reap_note1_a_cross_choose_one_chain():
    m = start(pos("b1G c1R d1R a2G a3R a4R"))
    m.play("a1R")  # b1 -> R, a2 -> R: row 1 and column a cross at a1
    assert sorted(m.legal_moves()) == ["reap:a1a2a3a4", "reap:a1b1c1d1"]
    m.play("reap:a1a2a3a4")
    assert cells(m) == {"b1": "R", "c1": "R", "d1": "R"}
    assert m.scores == (1, 0)


def test_reap_choice_accepts_cells_in_any_order_and_rejects_others():
    m = start(pos("b1G c1R d1R a2G a3R a4R"))
    m.play("a1R")
    for bad in ("reap:a1b1c1", "reap:a1b1c1c1", "reap:a1b2c3d4", "reap:x1b1c1d1", "a2R", "keep"):
        with pytest.raises(spielkiste.IllegalMove):
            m.play(bad)
    m.play("reap:d1c1b1a1")
    assert cells(m) == {"a2": "R", "a3": "R", "a4": "R"}


def test_reap_note2_a_chain_left_standing_is_reaped_by_the_next_player():
    m = start(pos("a1R b1R c1G a2R b2R c2R d2G"))
    m.play("d1R")
    m.play("reap:a2b2c2d2")
    assert m.to_move == 1
    m.play("d4G")  # does not touch row 1, which still stands: second player must reap it
    assert cells(m) == {"d4": "G"}
    assert m.scores == (1, 1)


def test_reap_note2_a_chain_made_by_the_flip_of_a_far_put_counts():
    # the chain already stands at the start of the turn (position), any put reaps it
    m = start(pos("a3G b3G c3G d3G", who="1put"))
    m.play("a1R")
    assert cells(m) == {"a1": "R"}
    assert m.scores == (0, 1)


def test_reap_is_mandatory_no_pass_and_played_inside_the_put():
    m = start(pos("a1R b1R c1G"))
    m.play("d1R")
    assert m.ply == 1 and m.to_move == 1  # no separate decision
    m2 = start(pos("a1R b1R c1G a2R b2R c2R d2G"))
    m2.play("d1R")
    assert all(mv.startswith("reap:") for mv in m2.legal_moves())


def test_a_standing_chain_and_a_new_one_both_offered():
    m = start(pos("a4G b4G c4G d4G a1R b1R c1G", who="0put"))
    m.play("d1R")
    assert sorted(m.legal_moves()) == ["reap:a1b1c1d1", "reap:a4b4c4d4"]


def test_one_reap_per_turn_gives_one_token():
    m = start(pos("a1R b1R c1G a2R b2R c2R d2G"))
    m.play("d1R")
    m.play("reap:a1b1c1d1")
    assert m.scores == (1, 0)


# -- Cleanup --------------------------------------------------------------------

FULL_BUT_D4 = "a4R b4R c4R a3G b3G c3R d3G a2G b2G c2R d2G a1R b1R c1G d1R"


def test_cleanup_removes_every_piece_of_the_side_put_when_the_mat_is_full():
    m = start(pos(FULL_BUT_D4))
    m.play("d4G")  # flips c4 -> G and d3 -> R; no chain; mat full -> all green go
    assert m.scores == (0, 0)
    assert set(cells(m).values()) == {"R"}
    assert set(cells(m)) == {"a1", "b1", "d1", "c2", "c3", "d3", "a4", "b4"}


def test_cleanup_with_red_removes_all_red_including_flipped_ones():
    m = start(pos(FULL_BUT_D4))
    m.play("d4R")  # c4 -> G, d3 -> R; all red pieces leave, the flipped d3 too
    assert set(cells(m).values()) == {"G"}
    assert set(cells(m)) == {"c1", "a2", "b2", "d2", "a3", "b3", "c4"}


def test_no_cleanup_while_a_cell_is_empty():
    m = start(pos(FULL_BUT_D4.replace("a1R ", "")))
    m.play("d4G")
    assert len(cells(m)) == 15


def test_no_cleanup_after_a_reap_on_the_last_cell():
    # filling the last cell completes row 4: reap, no cleanup
    full = "a4R b4R c4G a3G b3G c3R d3G a2R b2G c2R d2G a1G b1R c1G d1R"
    m = start(pos(full))
    m.play("d4R")  # c4 -> R, d3 -> R: row 4 red chain
    assert m.scores == (1, 0)
    assert len(cells(m)) == 12


# -- Winning ----------------------------------------------------------------------

def test_three_tokens_win_at_once():
    m = start(pos("a1R b1R c1G", p1="none:2"))
    m.play("d1R")
    assert m.is_over and m.winner == 0 and m.scores == (3, 0)
    assert m.legal_moves() == []
    assert part(m, 1) == "0won"


def test_win_check_comes_after_the_reap_choice():
    m = start(pos("a1R b1R c1G a2R b2R c2R d2G", p1="none:2"))
    m.play("d1R")
    assert not m.is_over
    m.play("reap:a1b1c1d1")
    assert m.winner == 0


def test_the_second_player_can_win():
    m = start(pos("a1R b1R c1G", who="1put", p2="none:2", turns=3))
    m.play("d1R")
    assert m.winner == 1


# -- The 200-turn cap (house rule) --------------------------------------------------

def test_turn_cap_draws_after_200_turns():
    m = start(pos("a1R", who="1put", turns=199))
    m.play("d4G")
    assert m.is_over and m.winner is None and m.to_move is None
    assert part(m, 1) == "draw" and part(m, 6) == "200"


def test_win_on_the_200th_turn_is_a_win():
    m = start(pos("a1R b1R c1G", p1="none:2", turns=199))
    m.play("d1R")
    assert m.winner == 0


def test_turn_count_counts_whole_turns():
    m = std(pos("a1R b1R c1G a2R b2R c2R d2G", p1="wuchang:0", wuchang="hei"), "wuchang", "none")
    m.play("d1R")
    assert GAME.turn_count(m.state) == 0
    m.play("reap:a1b1c1d1")
    assert GAME.turn_count(m.state) == 1
    m.play("keep")
    assert GAME.turn_count(m.state) == 1 and m.to_move == 1


# -- Standard mode: Little Death / Papa Death -------------------------------------

def death(position, other="none", **options):
    return std(position, "death", other, **options)


def test_death_square_gives_the_cloth():
    # b2 red flips a2 and b1 to red (c2, b3 to green): the square a1 b1 a2 b2 is red
    m = death(pos("a1R b1G a2G c2R b3R", p1="death:-"))
    m.play("b2R")
    assert cells(m) == {"c2": "G", "b3": "G"}
    assert part(m, 2) == "death:C"


def test_death_line_gives_the_needle():
    m = death(pos("a1R b1R c1G", p1="death:-"))
    m.play("d1R")
    assert part(m, 2) == "death:N" and m.scores == (1, 0)


def test_death_diagonal_l_gives_the_scythe():
    # a1 b2 c3 d2 is a tilted L; put d2 red, its neighbours c2/d1/d3 are empty
    m = death(pos("a1R b2R c3R", p1="death:-"))
    m.play("d2R")
    assert part(m, 2) == "death:S"
    assert cells(m) == {}


def test_upright_l_is_no_scythe_by_default():
    m = death(pos("a1G a2R a3R", p1="death:-"))
    m.play("b1R")  # flips a1 to red: a1 a2 a3 b1 red, an upright L
    assert part(m, 2) == "death:-" and len(cells(m)) == 4


def test_upright_option_makes_the_upright_l_the_scythe():
    m = death(pos("a1G a2R a3R", p1="death:-"), scythe="upright")
    m.play("b1R")
    assert part(m, 2) == "death:S" and cells(m) == {}
    m = death(pos("a1R b2R c3R", p1="death:-"), scythe="upright")
    m.play("d2R")  # the diagonal L is no scythe now
    assert part(m, 2) == "death:-"


def test_death_wins_with_one_token_of_each_kind():
    m = death(pos("a1R b1R c1G", p1="death:CS"))
    m.play("d1R")
    assert m.winner == 0 and part(m, 2) == "death:CSN"


def test_death_with_three_tokens_of_two_kinds_is_impossible_held_pattern_stays():
    # Death note 1: holding the needle, a new line is not reapable and stays on the mat
    m = death(pos("a1R b1R c1G", p1="death:N"))
    m.play("d1R")
    assert cells(m) == {"a1": "R", "b1": "R", "c1": "R", "d1": "R"}
    assert part(m, 2) == "death:N" and m.to_move == 1


def test_death_note2_one_token_per_turn_choose_between_kinds():
    # d1 completes row 1 and the square c1 d1 c2 d2 at once
    m = death(pos("a1R b1R c1G c2R d2G", p1="death:-"))
    m.play("d1R")  # c1 -> R, d2 -> R
    assert sorted(m.legal_moves()) == ["reap:a1b1c1d1", "reap:c1d1c2d2"]
    m.play("reap:c1d1c2d2")
    assert part(m, 2) == "death:C" and cells(m) == {"a1": "R", "b1": "R"}


def test_death_held_kind_removes_it_from_the_choice():
    m = death(pos("a1R b1R c1G c2R d2G", p1="death:C"))
    m.play("d1R")
    assert part(m, 2) == "death:CN"
    assert cells(m) == {"c2": "R", "d2": "R"}


def test_plain_opponent_of_death_cannot_reap_squares():
    m = std(pos("a1R b1G a2G c2R b3R", who="1put", p1="death:-"), "death", "none")
    m.play("b2R")
    assert m.scores == (0, 0) and len(cells(m)) == 6


def test_death_reaps_a_square_left_by_the_opponent():
    m = std(pos("a1R b1R a2R b2R", who="0put", p1="death:-", p2="none:0", turns=4), "death", "none")
    m.play("d4G")
    assert part(m, 2) == "death:C" and cells(m) == {"d4": "G"}


# -- Standard mode: Anubis / Osiris -----------------------------------------------

def test_anubis_reap_sets_the_restriction_to_the_side_reaped():
    m = std(pos("a1G b1G c1R", p1="anubis:0"), "anubis", "none")
    m.play("d1G")
    assert part(m, 2) == "anubis:1" and part(m, 4) == "G"


def test_anubis_opponent_may_reap_only_the_restricted_side():
    m = std(pos("a1R b1R c1G", who="1put", p1="anubis:1", anubis="G"), "anubis", "none")
    m.play("d1R")  # a red chain: blocked, it stays on the mat
    assert m.scores == (1, 0) and len(cells(m)) == 4
    assert part(m, 4) == "G"


def test_anubis_note2_the_opponent_reap_ends_the_restriction():
    m = std(pos("a1G b1G c1R", who="1put", p1="anubis:1", anubis="G"), "anubis", "none")
    m.play("d1G")
    assert m.scores == (1, 1) and part(m, 4) == "-"
    # now a red chain is fine for the opponent again
    m2 = std(pos("a2R b2R c2G", who="1put", p1="anubis:1", p2="none:1", turns=4), "anubis", "none")
    m2.play("d2R")
    assert m2.scores == (1, 2)


def test_anubis_note1_a_second_reap_replaces_the_restriction():
    m = std(pos("a1G b1G c1R", p1="anubis:1", anubis="R"), "anubis", "none")
    m.play("d1G")
    assert part(m, 4) == "G"


def test_anubis_restriction_does_not_bind_anubis():
    m = std(pos("a1R b1R c1G", p1="anubis:1", anubis="G"), "anubis", "none")
    m.play("d1R")
    assert part(m, 2) == "anubis:2" and part(m, 4) == "R"


def test_anubis_restriction_narrows_a_choice_to_one_which_is_reaped_at_once():
    # two parallel chains of different sides: the restricted opponent gets only the red one
    m = std(pos("a1R b1R c1G a2G b2G c2G d2R", who="1put", p1="anubis:1", anubis="R"), "anubis", "none")
    m.play("d1R")  # c1 -> R, d2 -> G
    assert m.to_move == 0 and m.scores == (1, 1)
    assert cells(m) == {"a2": "G", "b2": "G", "c2": "G", "d2": "G"}


def test_anubis_wins_with_three_tokens():
    m = std(pos("a1G b1G c1R", p1="anubis:2", p2="death:-"), "anubis", "death")
    m.play("d1G")
    assert m.winner == 0


def test_anubis_restricts_death_to_the_side():
    # Death may reap only red; the green square stays, a red needle is reaped
    m = std(pos("a1R b1G a2G c2R b3R", who="1put", p1="anubis:1", p2="death:-", anubis="G"),
            "anubis", "death")
    m.play("b2R")  # red square a1 b1 a2 b2: blocked by the restriction to green
    assert part(m, 3) == "death:-" and len(cells(m)) == 6
    m = std(pos("a1G b1R a2R c2G b3G", who="1put", p1="anubis:1", p2="death:-", anubis="G"),
            "anubis", "death")
    m.play("b2G")  # green square: allowed, ends the restriction
    assert part(m, 3) == "death:C" and part(m, 4) == "-"


def test_death_reaping_for_anubis_restriction_choice():
    # Death's choice between a green square and a red line: only green is offered
    m = std(pos("a1R b1R c1G c2G d2R c3G d3G", who="1put", p1="anubis:1", p2="death:-", anubis="G"),
            "anubis", "death")
    m.play("d1R")  # c1 -> R, d2 -> G: red row 1 (blocked), green square c2 d2 c3 d3
    assert part(m, 3) == "death:C" and part(m, 4) == "-"


# -- Standard mode: Hei & Bai Wuchang ---------------------------------------------

def wuchang(position, other="none", **options):
    return std(position, "wuchang", other, **options)


def test_wuchang_starting_side_from_the_options():
    assert part(spielkiste.new_match("soulaween", {"char1": "wuchang", "char2": "none"}, seed=3), 5) == "hei"
    m = spielkiste.new_match("soulaween", {"char1": "wuchang", "char2": "none", "wuchang": "bai"}, seed=3)
    assert part(m, 5) == "bai"
    assert part(spielkiste.new_match("soulaween", {"char1": "death", "char2": "none", "wuchang": "bai"},
                                     seed=3), 5) == "-"


def test_hei_flips_orthogonal_neighbours():
    m = wuchang(pos("b1R a2G a1G c3R", p1="wuchang:0", wuchang="hei"), wuchang="hei")
    m.play("b2R")
    assert cells(m) == {"b2": "R", "b1": "G", "a2": "R", "a1": "G", "c3": "R"}


def test_bai_flips_diagonal_neighbours():
    m = wuchang(pos("b1R a2G a1G c3R", p1="wuchang:0", wuchang="bai"), wuchang="bai")
    m.play("b2R")
    assert cells(m) == {"b2": "R", "b1": "R", "a2": "G", "a1": "R", "c3": "G"}


def test_wuchang_decides_keep_or_turn_after_each_turn():
    m = wuchang(pos(p1="wuchang:0", wuchang="hei"))
    m.play("a1R")
    assert m.to_move == 0 and m.legal_moves() == ["keep", "turn"]
    with pytest.raises(spielkiste.IllegalMove):
        m.play("b1R")
    m.play("turn")
    assert part(m, 5) == "bai" and m.to_move == 1
    m.play("d4G")  # the opponent flips as usual, no decision for them
    assert m.to_move == 0
    m.play("b2G")  # Bai: flips a1 diagonally
    assert cells(m)["a1"] == "G"
    m.play("keep")
    assert part(m, 5) == "bai"


def test_wuchang_as_second_player():
    m = std(pos("a1R", who="1put", p2="wuchang:0", wuchang="bai"), "none", "wuchang", wuchang="bai")
    m.play("b2G")
    assert cells(m)["a1"] == "G" and m.legal_moves() == ["keep", "turn"]


def test_wuchang_reaps_lines_only_and_wins_with_three():
    m = wuchang(pos("a1R b1R c1G", p1="wuchang:2", wuchang="hei"))
    m.play("d1R")
    assert m.winner == 0 and m.legal_moves() == []  # no keep/turn after the winning turn


def test_no_keep_turn_after_the_turn_that_hits_the_cap():
    m = wuchang(pos("a1R", p1="wuchang:0", wuchang="hei", turns=199))
    m.play("d4G")
    assert m.is_over and m.winner is None


def test_wuchang_keep_turn_follows_a_reap_choice():
    m = wuchang(pos("a1R b1R c1G a2R b2R c2R d2G", p1="wuchang:0", wuchang="hei"))
    m.play("d1R")
    m.play("reap:a1b1c1d1")
    assert m.legal_moves() == ["keep", "turn"]


def test_wuchang_diagonal_flip_makes_a_square_for_death():
    # Bai puts c3 green: b2 flips to red, completing the red square a1 b1 a2 b2.
    # Wuchang cannot reap squares; it stays; Death reaps it on the next turn.
    m = std(pos("a1R b1R a2R b2G", p1="wuchang:0", p2="death:-", wuchang="bai"), "wuchang", "death")
    m.play("c3G")
    assert cells(m)["b2"] == "R" and m.scores == (0, 0)
    m.play("keep")
    m.play("d4R")
    assert part(m, 3) == "death:C"
    assert cells(m) == {"c3": "G", "d4": "R"}


def test_anubis_restricts_wuchang():
    m = std(pos("a1R b1R c1G", p1="wuchang:0", p2="anubis:1", anubis="G", wuchang="hei"),
            "wuchang", "anubis")
    m.play("d1R")
    assert m.scores == (0, 1) and len(cells(m)) == 4
    m.play("keep")
    assert m.to_move == 1


def test_wuchang_flip_changes_the_chain_for_anubis():
    # Hei would flip c1 and break row 1; Bai flips only the diagonal neighbour c2
    m = std(pos("a1G b1G c1G c2R", who="1put", p1="anubis:0", p2="wuchang:0", wuchang="bai"),
            "anubis", "wuchang", wuchang="bai")
    m.play("d1G")  # Bai flips c2 (diagonal) only: row 1 green is reaped
    assert m.scores == (0, 1) and cells(m) == {"c2": "G"}


def test_death_and_anubis_in_both_seats():
    m = std(pos("a1G b1G c1R", p1="death:-", p2="anubis:0", who="1put"), "death", "anubis")
    m.play("d1G")
    assert part(m, 4) == "G"
    m.play("a4R")  # death puts; nothing to reap; restriction stays
    assert part(m, 4) == "G"


# -- Options and dealing -------------------------------------------------------

def test_same_character_twice_is_refused():
    for char in ("death", "anubis", "wuchang"):
        with pytest.raises(spielkiste.BadOptions):
            spielkiste.new_match("soulaween", {"char1": char, "char2": char})
    spielkiste.new_match("soulaween", {"char1": "none", "char2": "none"})
    spielkiste.new_match("soulaween", {"mode": "simple", "char1": "death", "char2": "death"})


def test_default_is_standard_with_two_different_random_characters_from_the_seed():
    pairs = set()
    for seed in range(60):
        a = part(spielkiste.new_match("soulaween", seed=seed), 2).split(":")[0]
        b = part(spielkiste.new_match("soulaween", seed=seed), 3).split(":")[0]
        assert a != b and {a, b} <= {"death", "anubis", "wuchang"}
        pairs.add((a, b))
    assert len(pairs) == 6


def test_one_random_character_is_never_the_other_one():
    seen = set()
    for seed in range(40):
        m = spielkiste.new_match("soulaween", {"char1": "anubis"}, seed=seed)
        b = part(m, 3).split(":")[0]
        assert b in ("death", "wuchang")
        seen.add(b)
    assert seen == {"death", "wuchang"}


def test_simple_mode_has_no_characters():
    m = spielkiste.new_match("soulaween", {"mode": "simple", "char1": "death"}, seed=5)
    assert part(m, 2) == "none:0" and part(m, 3) == "none:0" and part(m, 5) == "-"


def test_first_option_chooses_who_starts():
    assert spielkiste.new_match("soulaween", {"first": "1"}, seed=2).to_move == 1
    assert spielkiste.new_match("soulaween", {}, seed=2).to_move == 0


def test_same_seed_same_game():
    a = spielkiste.new_match("soulaween", seed=99)
    b = spielkiste.new_match("soulaween", seed=99)
    assert a.position() == b.position()


# -- Notation -------------------------------------------------------------------

def test_position_round_trip_and_start_text():
    m = spielkiste.new_match("soulaween", {"char1": "death", "char2": "wuchang"}, seed=4)
    assert m.position() == "----/----/----/----|0put|death:-|wuchang:0|-|hei|0"
    m.play("b2R")
    assert m.position() == "----/----/-R--/----|1put|death:-|wuchang:0|-|hei|1"
    text = "---G/----/----/RRR-|1put|none:1|none:0|-|-|5"
    assert start(text).position() == text


@pytest.mark.parametrize("bad", [
    "", "x", "----/----/----/----|0put|none:0|none:0|-|-", "----/----/----|0put|none:0|none:0|-|-|0",
    "----/----/----/---X|0put|none:0|none:0|-|-|0", "----/----/----/----|2put|none:0|none:0|-|-|0",
    "----/----/----/----|0put|none:4|none:0|-|-|0", "----/----/----/----|0put|none:0|none:0|R|-|0",
    "----/----/----/----|0put|none:0|none:0|-|hei|0", "----/----/----/----|0put|none:0|none:0|-|-|201",
    "----/----/----/----|0put|none:0|none:0|-|-|-1", "----/----/----/----|0reap|none:0|none:0|-|-|0",
    "----/----/----/----|0card|none:0|none:0|-|-|0", "----/----/----/----|0won|none:0|none:0|-|-|9",
    "----/----/----/----|draw|none:0|none:0|-|-|9", "----/----/----/----|0put|none:3|none:0|-|-|9",
    "RRRR/GGGG/RRRR/GGGG|0put|none:0|none:0|-|-|9", "----/----/----/----|0put|death:0|none:0|-|-|0",
])
def test_bad_positions(bad):
    with pytest.raises(spielkiste.BadPosition):
        start(bad)


def test_bad_positions_in_standard_mode():
    with pytest.raises(spielkiste.BadPosition):  # the options name another character
        std(pos(p1="anubis:0"), "death", "none")
    with pytest.raises(spielkiste.BadPosition):
        std(pos(p1="death:CC"), "death", "none")
    with pytest.raises(spielkiste.BadPosition):
        std(pos(p1="death:-", p2="death:-"), "random", "random")
    # where the option is random, the position decides
    m = std(pos(p1="anubis:0", p2="none:0"), "random", "random")
    assert part(m, 2) == "anubis:0"


def test_random_text_never_raises_anything_but_bad_position():
    rng = random.Random(7)
    alphabet = "RG-/|0123456789putreapcardwondrawnone:deathanubiswuchangheibaiCSN"
    base = pos("a1R b1R", p1="death:C", p2="anubis:1", anubis="G")
    for _ in range(3000):
        text = list(base)
        for _ in range(rng.randint(1, 4)):
            text[rng.randrange(len(text))] = rng.choice(alphabet)
        try:
            std("".join(text), "random", "random")
        except spielkiste.BadPosition:
            pass


def test_effects_report_put_flips_reap_and_cleanup():
    m = start(pos("a1R b1R c1G d2G"))
    fx = GAME.effects(m.state, "d1R")
    assert fx["put"] == [3] and sorted(fx["flipped"]) == [2, 7] and fx["reaped"] == [0, 1, 2, 3]
    m = start(pos(FULL_BUT_D4))
    fx = GAME.effects(m.state, "d4G")
    assert len(fx["cleaned"]) == 8
    m = start(pos("a1R b1R c1G a2R b2R c2R d2G"))
    m.play("d1R")
    assert GAME.effects(m.state, "reap:a2b2c2d2")["reaped"] == [4, 5, 6, 7]


def test_pattern_tables():
    assert len(sw.LINES) == 10 and len(sw.SQUARES) == 9
    assert len(sw.SCYTHES["diagonal"]) == 16 and len(sw.SCYTHES["upright"]) == 48
    names = {sw.mask_text(m) for m in sw.SCYTHES["diagonal"]}
    assert "a1b2d2c3" in names  # a1 b2 c3 d2, in board order


# -- Random play over every pairing -------------------------------------------

PAIRINGS = [(a, b) for a in ("none", "death", "anubis", "wuchang", "random")
            for b in ("none", "death", "anubis", "wuchang", "random") if a != b or a in ("none", "random")]


@pytest.mark.parametrize("char1, char2", PAIRINGS)
def test_random_games_every_pairing(char1, char2):
    rng = random.Random(f"pairing-{char1}-{char2}")
    for n in range(12):
        options = {"char1": char1, "char2": char2, "wuchang": ("hei", "bai")[n % 2],
                   "scythe": ("diagonal", "upright")[n // 2 % 2], "first": str(n // 4 % 2)}
        play_random_game("soulaween", options, seed=rng.randrange(2**32), rng=rng, deep_every=3)


def test_random_games_simple_mode():
    rng = random.Random("simple")
    for n in range(20):
        play_random_game("soulaween", {"mode": "simple", "first": str(n % 2)}, seed=rng.randrange(2**32),
                         rng=rng, deep_every=3)


def test_random_move_is_legal_and_covers_all_puts():
    m = start(pos("a1R b1R"))
    rng = random.Random(3)
    seen = {GAME.random_move(m.state, rng) for _ in range(2000)}
    assert seen == set(m.legal_moves())

"""Hint and review (spielkiste.ai.analysis): the hint finds wins and tells only what
the mover may know; the review is incremental, reproducible, and marks a move that
throws a win away or hands the opponent one."""

import json
import random

import pytest

import spielkiste
from spielkiste.ai import (
    THRESHOLDS,
    evaluate_for_link,
    evaluate_position,
    hint,
    hint_for_link,
    judge,
    review,
    review_match,
)
from spielkiste.ai.analysis import CHANCE_MARGIN, _checked_choice, calibrated
from spielkiste.ai.mcts import Node
from spielkiste.ai.solver import LOST, WON, Solver
from spielkiste.lessons import load

SIMPLE = {"mode": "simple"}
REASONS = {"wins_now", "wins_turn", "keeps_win", "holds_draw", "holds_longest", "only", "only_safe",
           "avoids_threat", "search"}


def lesson_match(game_id, step_id):
    lesson = load(game_id)
    k = [s.id for s in lesson.steps].index(step_id)
    return lesson.match(k)


# -- hint ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, step_id", [("soulaween", "win"), ("soulaween", "death-needle"),
                                              ("boxilies", "end"), ("iye", "blocked")])
def test_hint_takes_a_win(game_id, step_id):
    match = lesson_match(game_id, step_id)
    result = hint(match.game, match.state, budget=50, seed=1)
    assert result["player"] == match.to_move
    fx = result["effects"]
    assert fx["move"] == result["move"] and result["move"] in match.legal_moves()
    if game_id == "iye":
        assert fx["cycle_end"]["winner"] == 0
    else:
        assert fx["over"] and fx["winner"] == match.to_move


def test_hint_in_solstis_keeps_hidden_tiles_hidden():
    match = lesson_match("solstis", "rainbow")  # every tile misses: the pile's top is turned up
    # seed 1: the 4 sampled pile tops include a match (after issue 26's rules, seed 2's all miss)
    result = hint(match.game, match.state, budget=30, seed=1)
    fx = result["effects"]
    true_fx = match.game.effects(match.state, result["move"])
    assert true_fx["turned_up"] == "V4" and fx["turned_up"] is None  # the mover cannot know it yet
    assert fx["played"] == result["move"] and fx["match"] is False
    assert fx["rainbows_taken"] is None  # it depends on the hidden tile: a rainbow only if that misses too


def test_hint_in_solstis_keeps_a_face_down_tile_hidden():
    match = lesson_match("solstis", "face-down")
    state = match.state
    fx = spielkiste.ai.analysis.visible_effects(match.game, state, "R3", 0, random.Random(1))
    assert fx["taken"] == ["R9"] and fx["uncovered"] == ["?"]  # one tile turns up, which one is hidden
    assert match.game.effects(state, "R3")["uncovered"] == ["G10"]


def test_hint_refuses_a_finished_game_and_a_bad_budget():
    match = spielkiste.new_match("boxilies", seed=1)
    with pytest.raises(spielkiste.BadOptions):
        hint(match.game, match.state, budget="lots")
    while not match.is_over:
        match.play(match.legal_moves()[0])
    with pytest.raises(spielkiste.IllegalMove):
        hint(match.game, match.state, budget=10)


def test_hint_for_link_is_json():
    match = lesson_match("soulaween", "reap")
    match.play("d1R")
    data = json.loads(hint_for_link(match.link(), budget="40", seed="3"))
    assert set(data) == {"move", "player", "effects", "reason"} and data["player"] == 1
    assert data["move"] in match.legal_moves()
    assert data["reason"]["kind"] in REASONS


# -- review ------------------------------------------------------------------------------

def test_judge_thresholds():
    assert judge(0.9, 0.5, 0, "a", "b") == {"drop": 0.4, "mark": "blunder", "better": "b", "reason": "chance"}
    assert judge(0.1, 0.35, 1, "a", "b")["mark"] == "mistake"  # second player: 0.9 -> 0.65
    assert judge(0.6, 0.48, 0, "a", "b")["mark"] == "inaccuracy"
    assert judge(0.6, 0.55, 0, "a", "b")["mark"] is None
    assert judge(0.9, 0.1, 0, "a", "a")["mark"] is None  # the computer's own choice is never marked
    assert judge(0.3, 0.8, 0, "a", "b") == {"drop": 0.0, "mark": None, "better": None, "reason": None}
    assert [name for name, _ in THRESHOLDS] == ["blunder", "mistake", "inaccuracy"]


def test_review_marks_a_missed_win():
    match = lesson_match("soulaween", "win")  # d1G wins at once
    match.play("c4R")
    points = list(review_match(match, budget=200, seed=1))
    assert [p["ply"] for p in points] == [0, 1]
    assert points[0]["chance"] == 1.0 and points[0]["best"] == "d1G"
    assert points[1]["move"] == "c4R" and points[1]["mover"] == 0
    assert points[1]["mark"] == "blunder" and points[1]["better"] == "d1G"


def test_review_marks_a_move_that_hands_the_opponent_a_win():
    # the second player holds two tokens; c2 flips c1 to green, and then d1R (which
    # flips c1 back to red) completes the red row 1 for them
    position = "----/----/----/RRR-|0put|none:1|none:2|-|-|12"
    match = spielkiste.new_match("soulaween", SIMPLE, seed=1, position=position)
    assert spielkiste.ai.tactics.winning_move(match.game, match.state) is None
    match.play("c2R")
    assert spielkiste.ai.tactics.winning_move(match.game, match.state) is not None
    points = list(review_match(match, budget=300, seed=2))
    assert points[1]["chance"] == 0.0  # the second player wins next
    assert points[1]["mark"] == "blunder" and points[1]["better"] != "c2R"


def test_review_good_moves_are_not_marked():
    match = lesson_match("soulaween", "win")
    match.play("d1G")
    points = list(review_match(match, budget=100, seed=1))
    assert points[1]["mark"] is None and points[1]["chance"] == 1.0 and points[1]["over"]


def test_review_is_incremental_and_matches_the_per_position_function():
    match = spielkiste.new_match("boxilies", seed=4)
    rng = random.Random(4)
    while not match.is_over:
        match.play(rng.choice(match.legal_moves()))
    states = [match.state_at(i) for i in range(match.ply + 1)]
    steps = review(match.game, states, match.moves, budget=60, seed=9)
    first = next(steps)
    assert first["ply"] == 0 and "mark" not in first
    rest = list(steps)
    assert [p["ply"] for p in rest] == list(range(1, match.ply + 1))
    for p in [first] + rest:
        assert 0.0 <= p["chance"] <= 1.0
        if not p["forced"]:
            alone = evaluate_position(match.game, states[p["ply"]], budget=60, seed=9, ply=p["ply"])
            assert alone["chance"] == p["chance"] and alone["best"] == p["best"]
    assert rest[-1]["over"] and rest[-1]["chance"] in (0.0, 0.5, 1.0)
    again = list(review(match.game, states, match.moves, budget=60, seed=9))
    assert again == [first] + rest  # reproducible with an iteration budget


def test_forced_positions_take_the_next_chance():
    # İye: after a cycle ends the next starter has one move, `next`
    match = lesson_match("iye", "blocked")
    match.play("b1")
    assert match.legal_moves() == ["next"]
    match.play("next")
    points = list(review_match(match, budget=40, seed=1))
    assert points[1]["forced"] and points[1]["chance"] == points[2]["chance"]
    assert points[2]["mark"] is None  # the only move is never marked


def test_review_of_solstis_uses_the_movers_view():
    """Two full states with the same view for the mover get the same evaluation."""
    match = lesson_match("solstis", "colour")
    state = match.state
    game = match.game
    pile = list(state.pile)
    random.Random(5).shuffle(pile)
    other = state._replace(pile=tuple(pile))
    assert game.view(other, 0) == game.view(state, 0)
    a = evaluate_position(game, state, budget=40, seed=1)
    b = evaluate_position(game, other, budget=40, seed=1)
    assert a == b


def test_evaluate_for_link():
    match = lesson_match("boxilies", "end")
    match.play("5aE-a3")
    link = match.link()
    data = json.loads(evaluate_for_link(link, "1", budget=20, seed=1))
    assert data["over"] and data["chance"] == 1.0 and data["ply"] == 1
    data = json.loads(evaluate_for_link(link, 0, budget=20, seed=1))
    assert data["to_move"] == 0 and data["chance"] == 1.0 and data["best"] == "5aE-a3"
    with pytest.raises(spielkiste.BadOptions):
        evaluate_for_link(link, 5)
    with pytest.raises(spielkiste.BadOptions):
        evaluate_for_link(link, "x")


def test_review_needs_matching_states_and_moves():
    match = spielkiste.new_match("boxilies", seed=1)
    with pytest.raises(spielkiste.BadOptions):
        list(review(match.game, [match.state], ["1aN-a1"]))


# -- exact results first (issue 27) -------------------------------------------------------

def test_judge_on_exact_results():
    # first player moves; exact values are the first player's
    assert judge(1.0, 0.0, 0, "a", "b", 1.0, 0.0)["mark"] == "blunder"  # a won game thrown away
    assert judge(0.5, 0.0, 0, "a", "b", 0.5, 0.0)["reason"] == "lost_draw"
    won_to_draw = judge(1.0, 0.5, 0, "a", "b", 1.0, 0.5)
    assert won_to_draw["mark"] == "mistake" and won_to_draw["reason"] == "drew_win"
    assert judge(1.0, 1.0, 0, "a", "b", 1.0, 1.0)["mark"] is None  # a slower win is no error
    assert judge(0.0, 1.0, 1, "a", "b", 0.0, 1.0)["mark"] == "blunder"  # the second player's win thrown away
    assert judge(0.0, 0.0, 1, "a", "b", 0.0, 0.0)["mark"] is None  # the second player keeps a win
    assert judge(1.0, 1.0, 1, "a", "b", 1.0, 1.0)["mark"] is None  # lost before: nothing better existed
    # on chances, the better move must be better by the margin too
    assert judge(0.9, 0.5, 0, "a", "b", best_value=0.6)["mark"] is None
    assert judge(0.9, 0.5, 0, "a", "b", best_value=0.65)["mark"] == "inaccuracy"
    assert judge(0.6, 0.2, 0, "a", "b", None, 1.0)["mark"] is None  # won after the move: never an error


def test_review_marks_a_thrown_away_boxilies_win_and_nothing_else():
    """Boxilies near the end, where the solver knows every value: the move that
    turns the win into a loss is a blunder of the right player; moves that keep
    the value are never marked."""
    game = spielkiste.GAMES["boxilies"]
    from spielkiste.ai.solver import LOST, WON, Solver

    rng = random.Random(8)
    solver = Solver(game)
    checked = 0
    for n in range(30):
        match = spielkiste.new_match("boxilies", seed=n)
        while match.state[2].count(None) > 3:
            match.play(game.random_move(match.state, rng))
        if solver.solve(match.state, 200_000).result != WON:
            continue
        values = solver.solve_moves(match.state, 200_000)
        losing = [m for m, v in values.items() if v == LOST]
        keeping = [m for m, v in values.items() if v == WON]
        if not losing:
            continue
        mover = match.to_move
        for move, expected in ((losing[0], "blunder"), (keeping[-1], None)):
            copy = spielkiste.match_from_link(match.link())
            copy.play(move)
            states = [copy.state_at(copy.ply - 1), copy.state]
            points = list(review(game, states, [move], budget=2000, seed=1))
            assert points[1]["mover"] == mover
            assert points[1]["mark"] == expected, (match.position(), move)
            if expected:
                assert values[points[1]["better"]] == WON  # the better move shown keeps the win
        checked += 1
        if checked == 2:
            break
    assert checked == 2


def test_hint_says_why():
    match = lesson_match("soulaween", "win")
    assert hint(match.game, match.state, budget=100, seed=1)["reason"]["kind"] == "wins_now"
    # Boxilies with four cells left: the solver settles it, the hint says so
    game = spielkiste.GAMES["boxilies"]
    rng = random.Random(3)
    kinds = set()
    for n in range(6):
        m = spielkiste.new_match("boxilies", seed=n)
        while m.state[2].count(None) > 4:
            m.play(game.random_move(m.state, rng))
        reason = hint(game, m.state, budget=3000, seed=1)["reason"]
        assert reason["kind"] in {"keeps_win", "holds_longest", "wins_now"}, reason
        kinds.add(reason["kind"])
        if reason["kind"] == "keeps_win":
            assert reason["plies"] == 4
    assert "keeps_win" in kinds


def test_hint_finds_the_only_move_that_does_not_hand_over_a_win():
    # the second player threatens d1R (row 1); only a move that stops it is safe
    position = "----/----/----/RRR-|0put|none:1|none:2|-|-|12"
    match = spielkiste.new_match("soulaween", SIMPLE, seed=1, position=position)
    answer = hint(match.game, match.state, budget=200, seed=1)
    assert answer["reason"]["kind"] in {"only_safe", "avoids_threat", "keeps_win", "holds_longest", "wins_now",
                                        "wins_turn", "search"}
    assert answer["move"] != "c2R"


def test_judge_takes_a_proven_better_move_as_the_positions_value():
    """Only the better move's win is proven (`best_exact`): a move proven lost after it
    threw that win away, whatever the chances said."""
    thrown = judge(0.55, 0.5, 0, "a", "b", None, 0.0, best_value=1.0, best_exact=True)
    assert (thrown["mark"], thrown["reason"]) == ("blunder", "lost_win")
    assert judge(0.45, 0.5, 1, "a", "b", None, 1.0, best_value=0.0, best_exact=True)["mark"] == "blunder"
    # a search's 1.0 that is not proven is only a chance: no exact judgement
    assert judge(0.55, 0.5, 0, "a", "b", None, 0.0, best_value=1.0)["reason"] != "lost_win"


def test_settle_move_fills_in_exact_results_the_first_look_missed():
    """The solver's second try with a whole position's budget: the position after a
    move from a known win, then the one before a move that is known to lose; the
    point already shown is not changed, the judge gets a copy."""
    from spielkiste.ai.analysis import settle_move
    from spielkiste.ai.solver import Solver

    game = spielkiste.GAMES["boxilies"]
    rng = random.Random(3)
    match = spielkiste.new_match("boxilies", seed=3)
    while match.state[2].count(None) > 4:
        match.play(game.random_move(match.state, rng))
    before = match.state
    move = game.legal_moves(before)[0]
    after = game.play(before, move)
    truth_before = Solver(game).solve(before, 200_000)
    truth_after = Solver(game).solve(after, 200_000)

    def first(verdict):
        value = {"won": 1.0, "lost": 0.0}[verdict.result]
        return value if verdict.player == 0 else 1.0 - value

    prev = {"to_move": game.to_move(before), "exact": first(truth_before), "chance": 0.5, "best": "x"}
    point = {"to_move": game.to_move(after), "exact": None, "chance": 0.5, "forced": False, "over": False}
    assert settle_move(game, prev, point, before, after, budget=500) is prev
    assert point["exact"] == point["chance"] == first(truth_after)

    prev = {"to_move": game.to_move(before), "exact": None, "chance": 0.5, "best": "x", "best_exact": False}
    point = {"to_move": game.to_move(after), "exact": first(truth_after), "chance": 0.5, "forced": False,
             "over": False}
    judged = settle_move(game, prev, point, before, after, budget=500)
    assert judged is not prev and prev["exact"] is None
    assert judged["exact"] == first(truth_before)
    # with no exact result on either side nothing is searched again
    blank = {"to_move": game.to_move(after), "exact": None, "chance": 0.5, "forced": False, "over": False}
    assert settle_move(game, dict(prev), blank, before, after, budget=500)["exact"] is None
    assert blank["exact"] is None


def test_a_better_move_proven_to_lose_is_replaced_by_the_solvers():
    """The search preferred a move the solver proved lost, in a position that is won:
    the second try settles the position before, the judge sees the win thrown away
    and shows a move that keeps it, never the losing one."""
    from spielkiste.ai.analysis import judge_point, settle_move
    from spielkiste.ai.solver import LOST, WON, Solver

    game = spielkiste.GAMES["boxilies"]
    rng = random.Random(5)
    solver = Solver(game)
    for n in range(40):
        match = spielkiste.new_match("boxilies", seed=n)
        while match.state[2].count(None) > 4:
            match.play(game.random_move(match.state, rng))
        before = match.state
        if solver.solve(before, 200_000).result != WON:
            continue
        values = solver.solve_moves(before, 200_000)
        losing = [m for m, v in values.items() if v == LOST]
        if len(losing) < 2:
            continue
        mover = game.to_move(before)
        lost = 0.0 if mover == 0 else 1.0
        played, shown = losing[0], losing[1]
        prev = {"to_move": mover, "exact": None, "chance": 0.6, "best": shown, "best_value": lost,
                "best_exact": True, "forced": False}
        point = {"to_move": 1 - mover, "exact": lost, "chance": lost, "forced": False, "over": False}
        judged = settle_move(game, prev, point, before, game.play(before, played), budget=500)
        assert values[judged["best"]] == WON and prev["best"] == shown
        mark = judge_point(judged, point, played)
        assert (mark["mark"], mark["reason"], mark["better"]) == ("blunder", "lost_win", judged["best"])
        return
    pytest.fail("no won position with two losing moves in 40 games")


# -- calibration and the check of the hint's choice -------------------------------------

def test_calibrated_chance_is_bolder_and_keeps_its_order():
    """The search's cautious mean is stretched on the log-odds: one half stays one
    half, the order stays, every chance moves away from one half, certainty is the
    solver's alone."""
    chances = [k / 20 for k in range(21)]
    out = [calibrated(c) for c in chances]
    assert out == sorted(out) and calibrated(0.5) == pytest.approx(0.5)
    assert all(calibrated(c) > c for c in chances if 0.5 < c < 0.99)
    assert all(calibrated(c) < c for c in chances if 0.01 < c < 0.5)
    assert CHANCE_MARGIN <= min(out) and max(out) <= 1.0 - CHANCE_MARGIN
    assert calibrated(1.0 - 0.2) == pytest.approx(1.0 - calibrated(0.2))


def test_a_marked_move_into_a_proven_loss_is_a_blunder():
    """A drop of 0.15 is an inaccuracy on chances; into a proven loss it is a blunder
    (the loss is certain), unless the better move is no better by the margin."""
    assert judge(0.15, 0.0, 0, "a", "b", best_value=0.15)["mark"] == "inaccuracy"
    assert judge(0.15, 0.0, 0, "a", "b", exact_after=0.0, best_value=0.15)["mark"] == "blunder"
    assert judge(0.85, 1.0, 1, "a", "b", exact_after=1.0, best_value=0.85)["mark"] == "blunder"
    assert judge(0.15, 0.0, 0, "a", "b", exact_after=0.0, best_value=0.05)["mark"] is None


def test_hint_passes_over_a_favourite_the_solver_proves_lost(monkeypatch):
    """The search's favourite is checked with the solver: proven lost, the next most
    visited move not proven lost is taken; proven won, the reason says so. (The
    favourites alone: the hint's check first continues the solver's look at the
    position, which settles these small positions itself: test_ai_keep.py.)"""
    from spielkiste.ai import check

    monkeypatch.setattr(check, "HINT_LOOK_FIRST", 0)
    game = spielkiste.GAMES["boxilies"]
    rng = random.Random(3)
    checked = 0
    for _ in range(40):
        state = spielkiste.new_match("boxilies", seed=0).state
        while sum(c is None for c in state[2]) > 3:
            state = game.play(state, game.random_move(state, rng))
        solver = Solver(game)
        results = solver.solve_moves(state, budget=100_000)
        lost = [m for m, r in results.items() if r == LOST]
        won = [m for m, r in results.items() if r == WON]
        if not lost or not won:
            continue
        root = Node(None, None)
        for visits, move in enumerate([won[0], lost[0]]):  # the lost move most visited
            child = Node(move, game.to_move(state))
            child.visits = 10 + visits
            root.children.append(child)
        assert _checked_choice(game, state, root, lost[0], 1000) == (won[0], WON, 3)
        checked += 1
    assert checked >= 3

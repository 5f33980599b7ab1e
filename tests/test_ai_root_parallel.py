"""Root-parallel search: several workers' answers for one position add up to one move."""

import pytest

import spielkiste
from spielkiste.ai import Votes, choose_move, choose_votes, combine, combine_votes, votes_for_link
from spielkiste.errors import BadOptions


def test_visits_add_up_across_workers():
    # each worker alone prefers another move; together b has the most visits
    one = Votes("a", {"a": 50, "b": 40, "c": 10})
    two = Votes("c", {"a": 5, "b": 45, "c": 50})
    assert combine([one, two]) == "b"
    assert combine([one]) == "a"


def test_a_certain_move_wins_over_any_search():
    searched = Votes("a", {"a": 900, "b": 1})
    assert combine([searched, Votes.certain("b")]) == "b"


def test_no_answer_is_a_clear_error():
    with pytest.raises(BadOptions, match="No worker"):
        combine([])


def test_votes_travel_as_json_and_bad_text_is_refused():
    votes = Votes("a", {"a": 3, "b": 2})
    assert Votes.from_json(votes.to_json()) == votes
    for bad in ("", "[]", '{"move": "a"}', '{"move": 1, "visits": {}, "sure": false}',
                '{"move": "a", "visits": {"a": -1}, "sure": false}'):
        with pytest.raises(BadOptions, match="votes"):
            Votes.from_json(bad)


def test_a_searching_level_reports_its_root_visits():
    match = spielkiste.new_match("soulaween", seed=4)
    votes = choose_votes(match, "strong", seed=7, budget=64)
    assert not votes.sure and votes.move in votes.visits
    assert votes.visits[votes.move] == max(votes.visits.values())
    assert 0 < sum(votes.visits.values()) <= 64
    assert votes.move == choose_move(match, "strong", seed=7, budget=64)  # same seed, same move


def test_workers_with_their_own_seeds_combine_to_a_legal_move():
    match = spielkiste.new_match("boxilies", seed=2)
    link = match.link()
    texts = [votes_for_link(link, "strong", seed=f"9:{n}", budget=48) for n in range(3)]
    move = combine_votes(texts)
    assert move in match.legal_moves()
    summed = {}
    for text in texts:
        for m, n in Votes.from_json(text).visits.items():
            summed[m] = summed.get(m, 0) + n
    assert summed[move] == max(summed.values())


def test_a_move_a_worker_proved_lost_is_left_out_of_the_sum():
    # the sum prefers a, which the second worker's solver proved lost: b is next
    one = Votes("a", {"a": 50, "b": 40})
    two = Votes("b", {"a": 30, "b": 20}, lost=("a",))
    assert combine([one, two]) == "b"
    assert combine([Votes("a", {"a": 5, "b": 1}, lost=("a", "b"))]) == "a"  # all lost: the sum decides


def test_votes_carry_the_moves_proven_lost_as_json():
    votes = Votes("b", {"a": 3, "b": 2}, lost=("a",))
    assert Votes.from_json(votes.to_json()) == votes
    assert Votes.from_json('{"move": "a", "visits": {"a": 1}, "sure": false}').lost == ()  # an older worker
    for bad in ('{"move": "a", "visits": {}, "sure": false, "lost": "a"}',
                '{"move": "a", "visits": {}, "sure": false, "lost": [1]}', '["a"]'):
        with pytest.raises(BadOptions, match="votes"):
            Votes.from_json(bad)

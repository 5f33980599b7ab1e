"""The page's levels below strong search what the strength bench measured (issue 27).

The ladder (65-80 % per step) was measured with iteration budgets: strong's browser
iterations (bench/ai_strength.py, BROWSER_BUDGET) and each level's share of them. The
page asks for a move with no budget; these tests fail if the two drift apart: if the
bench and the page read different numbers, if a level below strong thinks by time in
the page again, or if the page's move differs from the bench's with the same seed.
"""

import importlib.util
import pathlib
import random

import pytest

import spielkiste
from spielkiste.ai import choose_move, choose_move_for_link, levels, mcts
from spielkiste.vocabulary import ladder

ROOT = pathlib.Path(__file__).resolve().parents[1]
BELOW_STRONG = ("normal", "good")


def bench_module():
    spec = importlib.util.spec_from_file_location("ai_strength_bench", ROOT / "bench" / "ai_strength.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def searched(game_id):
    """(game id, level) for each level below strong that the game offers."""
    return [(game_id, level) for level in BELOW_STRONG if level in ladder(spielkiste.GAMES[game_id])]


PAIRS = [pair for game_id in spielkiste.GAMES for pair in searched(game_id)]


def test_every_game_sets_strongs_browser_iterations_in_its_own_file():
    for game_id, game in spielkiste.GAMES.items():
        own = type(game).__dict__.get("ai_iterations")
        assert isinstance(own, int) and not isinstance(own, bool) and own > 0, game_id
        assert levels.ai_iterations(game) == own


def test_the_bench_reads_the_same_number_as_the_page():
    bench = bench_module()
    assert bench.BROWSER_BUDGET == {game_id: game.ai_iterations for game_id, game in spielkiste.GAMES.items()}


def test_only_strong_thinks_by_time_in_the_page():
    for game_id, game in spielkiste.GAMES.items():
        assert levels.default_budget(game, "strong") == 1.5
        assert isinstance(levels.level_budget("strong", None, game), float)
        for level in levels.LADDER:
            if level == "strong":
                continue
            budget = levels.default_budget(game, level)
            assert budget is None or isinstance(budget, int), (game_id, level)
            if level in levels.SHARE:  # strong's iterations: the level spends its share, as in the bench
                assert budget == game.ai_iterations
                share = levels.tuned(game, f"{level}_share")
                assert levels.level_budget(level, None, game) == int(game.ai_iterations // share)


def test_a_game_without_its_own_number_gets_the_default():
    class Plain:
        pass

    assert levels.ai_iterations(Plain()) == levels.AI_ITERATIONS
    assert levels.level_budget("normal", None, Plain()) == levels.AI_ITERATIONS // levels.SHARE["normal"]


def early_position(game_id, seed=2):
    """A match a few random plies in, with a choice to make."""
    rng = random.Random(f"page-budget:{game_id}:{seed}")
    match = spielkiste.new_match(game_id, seed=seed)
    while match.ply < 3 and not match.is_over:
        match.play(match.game.random_move(match.state, rng))
    return match


@pytest.mark.parametrize(("game_id", "level"), PAIRS)
def test_the_page_searches_and_plays_as_the_bench(monkeypatch, game_id, level):
    budgets = []
    real_search = mcts.search

    def recording_search(game, state, player, rng, budget, **kwargs):
        budgets.append((budget.iterations, budget.deadline))
        return real_search(game, state, player, rng, budget, **kwargs)

    monkeypatch.setattr(mcts, "search", recording_search)
    match = early_position(game_id)
    game = match.game
    page = choose_move_for_link(match.link(), level, seed=7)  # as the page's worker asks: no budget
    bench = choose_move(match, level, seed=7, budget=bench_module().BROWSER_BUDGET[game_id])
    assert page == bench
    share = levels.tuned(game, f"{level}_share")
    wanted = int(game.ai_iterations // share)
    assert budgets == [(wanted, None), (wanted, None)]  # iterations, no deadline: not by time


def test_the_pages_worker_asks_with_no_budget():
    """The worker (py/ai_worker.py: top-level await, not importable here) leaves the budget
    to the engine's default, the bench's; a budget it named would bypass it."""
    import ast

    tree = ast.parse((ROOT / "py" / "ai_worker.py").read_text(encoding="utf-8"))
    calls = {node.func.id: node for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    for name in ("choose_move_for_link", "votes_for_link"):
        call = calls[name]
        assert len(call.args) == 2 and [k.arg for k in call.keywords] == ["seed"], name

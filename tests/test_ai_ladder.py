"""The ladder's levels: what each adds over the one below, and the per-game settings."""

import random

import pytest

import spielkiste
from spielkiste import Game
from spielkiste.ai import levels
from spielkiste.ai.levels import TUNING, greedy_move, level_budget, reply_aware_move, tuned


class Tree(Game):
    """A toy game given as a tree: state = path of moves; players alternate; the
    look of the board (`evaluate`, player 0's side) is a table; a last forced move ends it."""

    id = "tree"
    LOOK = {"a": 0.5, "b": 0.0, "a x": -0.9, "a y": 0.6, "b x": 0.1, "b y": 0.0}

    def legal_moves(self, state):
        return [["a", "b"], ["x", "y"], ["z"]][len(state)] if len(state) < 3 else []

    def play(self, state, move):
        return (*state, move)

    def to_move(self, state):
        return None if len(state) == 3 else len(state) % 2

    def winner(self, state):
        return None

    def evaluate(self, state, player):
        look = self.LOOK[" ".join(state)]
        return look if player == 0 else -look


def test_careful_sees_the_reply_that_the_one_move_look_misses():
    game, rng = Tree(), random.Random(1)
    assert greedy_move(game, (), ["a", "b"], rng) == "a"  # looks best at once ...
    assert reply_aware_move(game, (), ["a", "b"], rng) == "b"  # ... but the reply x hurts


def test_a_game_tunes_only_the_known_settings():
    assert tuned(Tree(), "beginner_eye") == TUNING["beginner_eye"] == levels.BEGINNER_EYE
    for game in spielkiste.GAMES.values():
        assert set(game.ai_tuning) <= set(TUNING), game.id
        assert all(isinstance(v, (int, float)) and v >= 0 for v in game.ai_tuning.values())


def test_a_game_can_give_a_level_another_share(monkeypatch):
    game = Tree()
    assert level_budget("normal", 1600, game) == 100 and level_budget("good", 1600, game) == 400
    assert level_budget("normal", None, game) == levels.DEFAULT_BUDGET["normal"]
    monkeypatch.setattr(Tree, "ai_tuning", {"normal_share": 8.0})
    assert level_budget("normal", 1600, game) == 200
    assert level_budget("normal", None, game) == pytest.approx(2 * levels.DEFAULT_BUDGET["normal"])
    assert level_budget("normal", 1.6, game) == pytest.approx(0.2)


@pytest.mark.parametrize("level", ["beginner", "easy", "careful"])
def test_an_eye_of_zero_plays_at_random_and_of_one_by_the_look(monkeypatch, level):
    game = Tree()
    monkeypatch.setattr(Tree, "ai_tuning", {"beginner_eye": 0.0, "easy_eye": 0.0, "careful_reply": 0.0})
    chosen = {levels.decide(game, (), 0, level, random.Random(n)) for n in range(40)}
    assert chosen == ({"a"} if level == "careful" else {"a", "b"})  # careful still looks once
    monkeypatch.setattr(Tree, "ai_tuning", {"beginner_eye": 1.0, "easy_eye": 1.0, "careful_reply": 1.0})
    chosen = {levels.decide(game, (), 0, level, random.Random(n)) for n in range(40)}
    assert chosen == ({"b"} if level == "careful" else {"a"})

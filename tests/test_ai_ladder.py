"""The ladder's levels: what each adds over the one below, the per-game settings, each
game's own ladder (`Game.ai_levels`) and what a level a game does not offer becomes."""

import random
import re

import pytest

import spielkiste
from spielkiste import Game, vocabulary
from spielkiste.ai import choose_move, levels
from spielkiste.ai.levels import TUNING, greedy_move, level_budget, reply_aware_move, tuned
from spielkiste.link import PLAYERS
from spielkiste.start import decode_with_players
from spielkiste.vocabulary import LEVEL_CODES, LEVELS, ladder, nearest_level
from ui.i18n import t


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
    assert level_budget("normal", None, game) == levels.AI_ITERATIONS // 16  # the page's: test_ai_page_budget.py
    monkeypatch.setattr(Tree, "ai_tuning", {"normal_share": 8.0})
    assert level_budget("normal", 1600, game) == 200
    assert level_budget("normal", None, game) == levels.AI_ITERATIONS // 8
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


# -- each game's ladder, and what a level the game does not offer becomes -------------------------



def test_one_list_of_levels_for_the_ai_the_page_links_and_saves():
    from ui.game import model
    from ui.saves import PLAYER_KINDS

    assert levels.LADDER == model.LEVELS == LEVELS and set(levels.LEVELS) == {"random", *LEVELS}
    assert set(LEVEL_CODES) == set(LEVELS) and len(set(LEVEL_CODES.values())) == len(LEVELS)
    assert {PLAYERS[code] for code in LEVEL_CODES.values()} == {vocabulary.computer(v) for v in LEVELS}
    assert {vocabulary.computer(v) for v in LEVELS} <= set(PLAYER_KINDS)  # a save keeps every level
    for old, level in (("cb", "beginner"), ("ce", "easy"), ("cc", "careful"), ("cn", "normal"),
                       ("cg", "good"), ("cs", "strong")):  # the codes of the earlier editions keep their level
        assert PLAYERS[old] == vocabulary.computer(level)


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_each_game_offers_five_to_eight_levels_up_to_the_strongest(game_id):
    game = spielkiste.GAMES[game_id]
    offered = ladder(game)
    assert 5 <= len(offered) <= 8 and set(offered) <= set(LEVELS)
    assert list(offered) == sorted(offered, key=LEVELS.index)  # weakest first
    assert offered[-1] == LEVELS[-1] == "strong"  # the top (several workers in the page) everywhere
    assert game.ai_levels is None or set(game.ai_levels) == set(offered)  # no unknown name


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_every_offered_level_decides_a_legal_move(game_id):
    match = spielkiste.new_match(game_id, seed=4)
    rng = random.Random(4)
    while match.ply < 6 and not match.is_over:
        match.play(rng.choice(match.legal_moves()))
    for level in ladder(match.game):
        assert choose_move(match, level, seed=1, budget=30) in match.legal_moves(), level


#: what each link code becomes in each game (the nearest offered level; a tie: the weaker)
MAPPED = {
    "soulaween": {level: level for level in LEVELS},
    "boxilies": {"beginner": "beginner", "casual": "beginner", "easy": "easy", "careful": "careful",
                 "normal": "normal", "good": "good", "strong": "strong"},
    "iye": {"beginner": "beginner", "casual": "casual", "easy": "easy", "careful": "careful",
            "normal": "normal", "good": "good", "strong": "strong"},
    "solstis": {"beginner": "beginner", "casual": "beginner", "easy": "easy", "careful": "careful",
                "normal": "normal", "good": "normal", "strong": "strong"},
}


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_a_link_or_save_with_a_level_the_game_lacks_plays_the_nearest(game_id):
    from ui.game.model import ScreenModel
    from ui.saves import _problem_of, record_of

    game = spielkiste.GAMES[game_id]
    assert set(MAPPED[game_id].values()) == set(ladder(game))
    for level, code in LEVEL_CODES.items():
        expected = vocabulary.computer(MAPPED[game_id][level])
        assert nearest_level(level, ladder(game)) == MAPPED[game_id][level]
        match, players = decode_with_players(f"/{game_id}?v=1&s=5&pl=h.{code}")  # no error
        assert ScreenModel(match, players).kinds == ["human", expected], code
        record = {**record_of(match, players), "v": 2, "game": game_id, "id": "a1", "rev": 1, "created": 1, "time": 1}
        assert _problem_of(record) is None, code  # a save with it is kept ...
        assert ScreenModel(match, record["players"]).kinds == ["human", expected]  # ... and opens at the nearest
    assert nearest_level("genius", ladder(game)) == MAPPED[game_id]["normal"]  # a name never known: the default's


def test_the_nearest_level_breaks_a_tie_towards_the_weaker():
    assert nearest_level("careful", ("beginner", "easy", "normal", "strong")) == "easy"
    assert nearest_level("careful", ("easy", "normal")) == "easy"
    assert nearest_level("careful", ("normal", "strong")) == "normal"
    assert nearest_level("strong", ("beginner", "normal")) == "normal"
    assert vocabulary.offered_kind("ai:good", ("normal", "strong")) == "ai:normal"
    assert vocabulary.offered_kind("human", ("normal",)) == "human"


# -- the page: the dialog, the game screen's choice and the picker list the game's own levels ----

def _dialog_levels(html, seat=1):
    select = re.search(rf'<select name="player:{seat}">(.*?)</select>', html, re.S).group(1)
    return [value[3:] for value in re.findall(r'value="([^"]+)"', select) if value.startswith("ai:")]


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_the_new_game_dialog_lists_the_games_levels(game_id):
    from test_controller import controller

    from ui.game import controls

    ctl = controller()
    ctl.open(spielkiste.new_match(game_id, seed=2), ("human", "ai:good"))  # good: not in every game
    expected = ladder(ctl.model.game)
    assert ctl.model.kinds[1] == "ai:" + MAPPED[game_id]["good"]
    out = ctl.ui("new")
    assert _dialog_levels(out[0].html) == list(expected)
    for level in expected:  # each with its name and its line, in the page's language
        assert f'Computer ({t("en", "level_" + level)}) – {t("en", "level_about_" + level)}' in out[0].html
    ctl.newgame.changed([("player:1", "ai:casual")], "player:1")  # a stale choice (a link's, another game's)
    assert ctl.newgame.kinds[1] == "ai:" + MAPPED[game_id]["casual"]
    ctl.ui("startnew", entries=[("player:1", "ai:" + expected[0])])
    assert ctl.model.kinds == ["human", "ai:" + expected[0]]
    on_screen = re.findall(r'<option value="([^"]+)"', controls.level_choice(ctl.model))
    assert on_screen == list(expected)
    assert ctl.level_changed("random") == []  # not a level any game offers


def test_the_picker_offers_the_last_level_moved_onto_each_games_ladder():
    from ui import picker
    from ui.cards import cards

    html = picker.render("en", cards(), [], level="good")
    for game_id, card in cards().items():
        shown = re.search(rf'<li class="card" data-game="{game_id}".*?data-level="([^"]+)"', html, re.S)
        assert list(card.levels) == list(ladder(spielkiste.GAMES[game_id]))
        assert shown is not None and shown.group(1) == MAPPED[game_id]["good"], game_id

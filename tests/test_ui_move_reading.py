"""Soulaween's and İye's boards read and pick moves through the engine's parser
(`parse_move`), as Boxilies' and Solstis' do: a change of notation lives in the engine
alone. The labels stay what they were; every legal move of seeded games is reachable by
the board's clicks and labelled from its parsed parts; the boards name none of the
engine's move tables."""

import ast
import random
from pathlib import Path

import pytest

import spielkiste
from spielkiste.games import iye, soulaween
from ui.game.model import HUMAN, ScreenModel
from ui.games.iye.board import BOARD as IYE
from ui.games.soulaween.board import BOARD as SOULAWEEN

ROOT = Path(__file__).resolve().parents[1]
# the engines' tables of move text: the boards go through parse_move instead
MOVE_TABLES = {"soulaween": {"PUT_MOVES", "PUT_TEXT", "CARD_MOVES", "REAP_PREFIX", "mask_text", "SIDE_LETTER"},
               "iye": {"MOVE_INDEX", "MOVE_TEXT"}}


@pytest.mark.parametrize("game_id", sorted(MOVE_TABLES))
def test_the_boards_name_no_move_table_of_the_engine(game_id):
    used = set()
    for path in (ROOT / "py" / "ui" / "games" / game_id).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                used.add(node.attr)
            elif isinstance(node, ast.Name):
                used.add(node.id)
            elif isinstance(node, ast.alias):
                used.add(node.name)
    assert not used & MOVE_TABLES[game_id]


def test_soulaween_labels():
    m = spielkiste.new_match("soulaween", seed=3)
    game, state = m.game, m.state
    assert SOULAWEEN.move_label(game, state, "b3R", "en") == "b3 ▲"
    assert SOULAWEEN.move_label(game, state, "d4G", "en") == "d4 ●"
    assert SOULAWEEN.move_label(game, state, "reap:a1b1c1d1", "en") == "reap a1–d1"
    assert SOULAWEEN.move_label(game, state, "reap:a1b1c1d1", "de").endswith("a1–d1")
    assert SOULAWEEN.move_label(game, state, "keep", "en") == SOULAWEEN.tr("en", "lbl_keep")
    assert SOULAWEEN.move_label(game, state, "turn", "de") == SOULAWEEN.tr("de", "lbl_turn")
    assert SOULAWEEN.move_label(game, state, "zz9", "en") == "zz9"  # no move: shown as written


def test_iye_labels_of_text_that_is_no_move():
    state = spielkiste.new_match("iye", seed=3).state
    assert IYE.move_label(iye.GAME, state, "Xc3", "en") == "Xc3"
    assert IYE.move_label(iye.GAME, state, "Hd4", "en") == "Horse d4"


def clicks_soulaween(model, move):
    """The board's actions that play `move` (cell then side; a pattern; a card)."""
    parsed = soulaween.parse_move(move)
    if parsed.kind == "put":
        return [f"cell:{parsed.cell}", "side:" + ("R" if parsed.side == soulaween.RED else "G")]
    if parsed.kind == "reap":
        return [f"pat:{soulaween.GAME.reapable(model.match.state).index(parsed.mask)}"]
    return [f"card:{move}"]


def clicks_iye(model, move):
    parsed = iye.parse_move(move)
    if parsed.kind == "next":
        return ["next"]
    return ([] if parsed.spend == iye.NATURAL else [f"kind:{parsed.spend}"]) + [f"cell:{parsed.cell}"]


@pytest.mark.parametrize("game_id, options, clicks", [
    ("soulaween", {"char1": "death", "char2": "wuchang"}, clicks_soulaween),
    ("soulaween", {"char1": "anubis", "char2": "none"}, clicks_soulaween),
    ("iye", None, clicks_iye),
])
def test_every_legal_move_is_reached_by_clicks_and_labelled(game_id, options, clicks):
    board = SOULAWEEN if game_id == "soulaween" else IYE
    for seed in (1, 2):
        m = spielkiste.new_match(game_id, options, seed=seed)
        rng = random.Random(seed)
        while not m.is_over and m.ply < 60:
            for move in m.legal_moves():
                model = ScreenModel(m, (HUMAN, HUMAN))
                ctx = model.ctx()
                played = None
                for action in clicks(model, move):
                    played = board.act(ctx, action)
                assert played == move, (game_id, seed, m.ply, move, played)
                label = board.move_label(m.game, m.state, move, "en")
                assert label and label != move or move[:1].islower() and len(move) == 2, (move, label)
            m.play(rng.choice(m.legal_moves()))

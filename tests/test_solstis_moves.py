"""The one Solstis move parser (issue 24, item 4): what it reads, the two kinds of
refusal (no Solstis move at all / not playable here), and its readers (the engine,
the move list's labels, the marks)."""

import random

import pytest

import spielkiste
from spielkiste.errors import IllegalMove, InvalidMove
from spielkiste.games.solstis import GAME
from spielkiste.games.solstis_moves import MOVES, NONE, Move, parse_move
from spielkiste.games.solstis_spirits import BLOCK_INDEX, SPIRIT_INDEX, TILE_INDEX
from ui import marks
from ui.games.solstis.board import BOARD


@pytest.mark.parametrize("text, expected", [
    ("G7", Move("play", "G7", tile=TILE_INDEX["G7"])),
    ("xG7", Move("take", "xG7", tile=TILE_INDEX["G7"])),
    ("rV7", Move("rainbow", "rV7", tile=TILE_INDEX["V7"])),
    ("sO4", Move("block", "sO4", block=BLOCK_INDEX["O4"])),
    ("draw", Move("source", "draw")),
    ("row-deer", Move("source", "row-deer", spirit=SPIRIT_INDEX["deer"])),
    ("keep-beaver", Move("keep", "keep-beaver", spirit=SPIRIT_INDEX["beaver"])),
    ("deer-R10", Move("deer", "deer-R10", tile=TILE_INDEX["R10"])),
    ("beetle-B2", Move("beetle", "beetle-B2", tile=TILE_INDEX["B2"])),
    ("cancel-trout", Move("cancel", "cancel-trout", spirit=SPIRIT_INDEX["trout"])),
])
def test_each_kind_of_move_is_read(text, expected):
    assert parse_move(text) == expected
    assert expected.spirit == NONE or expected.tile == NONE


def test_the_grammar_has_every_move_once():
    # 48 tiles x (play, take, rainbow, deer, beetle) + 33 blocks + draw + 15 spirits x (row, keep, cancel)
    assert len(MOVES) == 48 * 5 + 33 + 1 + 15 * 3
    assert all(move.text == text for text, move in MOVES.items())


@pytest.mark.parametrize("text, says", [
    ("", "not a Solstis move: a tile"),
    ("G11", "not a Solstis move: a tile"),
    ("g7", "not a Solstis move"),
    ("xZ9", "'Z9' is not a tile"),
    ("rV10", "'V10' is not a tile"),
    ("sR10", "'R10' is not a 2x2 block"),
    ("deer-Q1", "'Q1' is not a tile"),
    ("row-unicorn", "'unicorn' is not a spirit"),
    ("keep-", "'' is not a spirit"),
    ("G7 ", "not a Solstis move"),
])
def test_text_outside_the_grammar_is_no_solstis_move(text, says):
    with pytest.raises(InvalidMove, match="not a Solstis move") as caught:
        parse_move(text)
    assert says in str(caught.value)
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, IllegalMove)


@pytest.mark.parametrize("value", [None, 7, ("G7",), b"G7"])
def test_what_is_not_text_is_no_move(value):
    with pytest.raises(InvalidMove, match="piece of text"):
        parse_move(value)


def test_the_engine_splits_no_move_from_not_playable_here():
    match = spielkiste.new_match("solstis", {"beaver": "discovery"}, seed=221801965395)
    before = match.position()
    with pytest.raises(InvalidMove, match="not a Solstis move"):
        match.play("R11")
    with pytest.raises(IllegalMove, match="not possible now") as caught:
        match.play("draw")  # a Solstis move, but the first decision is a hand tile
    assert not isinstance(caught.value, InvalidMove)
    hand_tile_elsewhere = next(t for t in TILE_INDEX if t not in match.legal_moves())
    with pytest.raises(IllegalMove) as caught:
        match.play(hand_tile_elsewhere)
    assert not isinstance(caught.value, InvalidMove)
    assert match.position() == before and match.ply == 0


@pytest.mark.parametrize("seed", range(4))
def test_every_legal_move_reads_as_the_decision_it_answers(seed):
    rng = random.Random(seed)
    state = GAME.initial({"beaver": "with", "first": "0", "edition": "published"}, seed)
    while state.todo:
        kind = GAME.decision(state)
        for move in GAME.legal_moves(state):
            assert parse_move(move).kind == kind
        state = GAME.play(state, GAME.random_move(state, rng))


@pytest.mark.parametrize("move, en, de", [
    ("G7", "G7", "G7"),
    ("xG7", "takes G7", "nimmt G7"),
    ("rO5", "rainbow O5", "Regenbogen O5"),
    ("sO4", "spirit on O4", "Geist auf O4"),
    ("draw", "draws spirits", "zieht Geister"),
    ("row-deer", "Deer (row)", "Hirsch (Reihe)"),
    ("keep-bee", "keeps Bee", "behält Biene"),
    ("deer-R7", "Deer: R7", "Hirsch: R7"),
    ("beetle-G5", "Beetle: G5", "Käfer: G5"),
    ("cancel-trout", "cancels Trout", "streicht Forelle"),
    ("zz", "zz", "zz"),  # no move: shown as written
])
def test_move_labels_read_the_move_with_the_engines_parser(move, en, de):
    assert BOARD.move_label(GAME, None, move, "en") == en
    assert BOARD.move_label(GAME, None, move, "de") == de


def test_marks_read_the_move_with_the_engines_parser():
    assert marks.move_marks("solstis", None, "draw", {"player": 0})[0] == ["act:draw"]
    assert marks.move_marks("solstis", None, "keep-bee", {"player": 1})[0] == ["act:keep:bee"]
    assert marks.move_marks("solstis", None, "cancel-trout", {"player": 1})[0] == ["act:cancel:trout"]
    assert marks.move_marks("solstis", None, "deer-R7", {"player": 0, "placed": ["R7"]})[0] == ["R7", "0:R7"]
    assert marks.move_marks("solstis", None, "rO5", {"player": 1})[0] == ["1:O5"]
    with pytest.raises(InvalidMove):
        marks.move_marks("solstis", None, "zz", {"player": 0})

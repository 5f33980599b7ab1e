"""Solstis as the published game plays it (issue 26), rules 1 and 4: at most one
spirit per turn, only on a block completed this turn by the capture or a rainbow;
a rainbow taken with an empty panorama waits and is placed after the next capture.
Each rule against the first edition, which links without an edition keep."""

import pytest
from test_solstis import build, play

import spielkiste
from spielkiste.games import solstis
from spielkiste.games.solstis import GAME
from spielkiste.games.solstis_spirits import BLOCK_INDEX, SPIRIT_INDEX, TILE_INDEX


def block(name: str) -> int:
    return 1 << BLOCK_INDEX[name]


def has(mask: int, name: str) -> bool:
    return bool(mask >> TILE_INDEX[name] & 1)


# -- rule 1: one spirit per turn, on a block completed this turn -------------------------

def two_block_turn(published: bool):
    """O7 (capturing O2) completes the blocks R6 (R6 R7 O6 O7) and R7 (R7 R8 O7 O8)."""
    return build(hand0="O7 R1 B9", hand1="V7 P8 P7", display="O2 P4", real0="R6 R7 R8 O6 O8",
                 pile="B3 G3 R9 R10 O9 O10 G9 G10", stack="wolf bee lizard trout",
                 published=published)


@pytest.mark.parametrize("published", [True, False])
def test_a_turn_that_completes_two_blocks_lets_the_player_choose_one(published):
    s = play(two_block_turn(published), "O7")
    assert GAME.decision(s) == "block"
    assert sorted(GAME.legal_moves(s)) == ["sR6", "sR7"]
    s = play(s, "sR7", "keep-bee")
    assert s.blocks[0] == block("R7")
    assert GAME.to_move(s) == 1
    assert s.barren[0] == (block("R6") if published else 0)


@pytest.mark.parametrize("published, meets", [(True, False), (False, True)])
def test_the_block_not_chosen_never_gets_a_spirit(published, meets):
    """The first edition carried the second block over to the next turn."""
    s = play(two_block_turn(published), "O7", "sR7", "keep-bee")
    while GAME.to_move(s) == 1:
        s = play(s, GAME.legal_moves(s)[0])
    assert GAME.decision(s) == "play" and GAME.to_move(s) == 0
    before = len(s.spirits[0])
    s = play(s, "B9")
    while GAME.to_move(s) == 0:
        s = play(s, GAME.legal_moves(s)[0])
    assert (len(s.spirits[0]) > before) == meets
    assert bool(s.blocks[0] & block("R6")) == meets


def test_a_rainbow_that_completes_a_block_meets_a_spirit():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8",
              real0="R9 R10 O10", stack="wolf bee lizard")
    s = play(s, "G7")  # nothing matches: a rainbow, which completes R9 R10 O9 O10
    assert GAME.decision(s) == "rainbow"
    s = play(s, "rO9")
    assert GAME.decision(s) == "keep" and s.blocks[0] == block("R9")


# O7 completes block R6 (R6 R7 O6 O7); the effect's O8 then completes block R7.
EFFECTS = {
    "beetle": (dict(display="O2 R3 O8"), ["beetle-O8"]),
    "deer": (dict(hand0="O7 O8 B9", display="O2 R3"), ["deer-O8"]),
    "eagle": (dict(display="O2 R3", pile="O8 B3 G3 R9 R10"), []),
    "dragonfly": (dict(display="O2 R3", hand1="O8"), []),
    "trout": (dict(display="O2 R3"), ["rO8"]),
}


@pytest.mark.parametrize("spirit", list(EFFECTS))
@pytest.mark.parametrize("published", [True, False])
def test_a_block_completed_by_an_effect(spirit, published):
    """The published game: it is barren and never gets a spirit. The first edition
    gives it one on a later turn (it is still open)."""
    setup, answers = EFFECTS[spirit]
    kw = dict(hand0="O7 R1 B9", hand1="V7 P8 P7", real0="R6 R7 O6 R8",
              pile="B3 G3 R9 R10 O9 O10", row=spirit, stack="wolf bee lizard")
    kw.update(setup)
    s = build(published=published, **kw)
    s = play(s, "O7")
    if GAME.decision(s) == "take":  # O8 lies face up too
        s = play(s, "xO2")
    s = play(s, "row-" + spirit, *answers)
    assert GAME.to_move(s) == 1 and s.spirits[0] == (SPIRIT_INDEX[spirit],)
    assert has(s.real[0] | s.rainbows[0], "O8")
    if published:
        assert s.barren[0] == block("R7") and solstis.open_blocks(s, 0) == []
    else:
        assert s.barren[0] == 0 and solstis.open_blocks(s, 0) == [BLOCK_INDEX["R7"]]


# The issue's example: options beaver=discovery, first=1, seed 190587898255. These
# moves reach its 18th turn (turn 17), where the first edition offers two blocks that
# were both complete before that turn.
EXAMPLE_MOVES = (
    "O8 xO7 G8 xG1 O1 R10 xG3 R8 xR10 B5 xG5 G6 xP8 P7 xG7 G10 B8 P6 B2 R1 xR3 B7 keep-eagle "
    "R2 B4 sG3 draw keep-beetle R4 rG7 O5").split()


@pytest.mark.parametrize("edition", ["first", "published"])
def test_the_issue_example_no_spirit_on_blocks_complete_before_the_turn(edition):
    match = spielkiste.new_match("solstis", {"beaver": "discovery", "first": "1",
                                             "edition": edition}, seed=190587898255)
    for move in EXAMPLE_MOVES:
        match.play(move)
    s = match.state
    if edition == "first":
        assert s.turn == 17 and GAME.legal_moves(s) == ["sG4", "sG8"]
    else:  # the turn ended without a spirit; G4 and G8 are barren
        assert s.turn == 18 and GAME.decision(s) == "play"
        assert s.barren[0] == block("G4") | block("G8")
        assert s.blocks[0] == block("G3") | block("G7")


# -- rule 4: a rainbow with an empty panorama waits ---------------------------------------

def test_a_rainbow_with_an_empty_panorama_waits_beside_it():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8")
    supply = solstis.rainbow_supply(s)
    s = play(s, "G7")
    assert GAME.to_move(s) == 1 and s.waiting[0] == 1 and s.rainbows[0] == 0
    assert solstis.rainbow_supply(s) == supply - 1
    assert GAME.position(s).split("|")[10] == "+1"


def test_the_waiting_rainbow_is_placed_right_after_the_next_capture():
    s = build(hand0="R1 O1 G9", hand1="V7 P8 P7", display="R4 P4 G3", pile="B3 O3 R5 R6 R8",
              waiting=(2, 0))
    s = play(s, "R1")  # the capture R1 + R4; both waiting rainbows follow it
    assert s.waiting[0] == 0 and GAME.decision(s) == "rainbow"
    assert sorted(GAME.legal_moves(s)) == ["rO1", "rO4", "rR2", "rR3", "rR5"]
    s = play(s, "rR2")
    assert GAME.decision(s) == "rainbow" and "rO2" in GAME.legal_moves(s)
    s = play(s, "rR3")  # R1 R2 R3 R4: one area of four places
    assert s.rainbows[0] == (1 << TILE_INDEX["R2"]) | (1 << TILE_INDEX["R3"])
    assert GAME.to_move(s) == 1


def test_a_second_rainbow_waits_too_and_a_position_keeps_them():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8",
              waiting=(1, 0))
    s = play(s, "G7")
    assert s.waiting[0] == 2
    text = GAME.position(s)
    assert GAME.from_position(text, GAME.normalize_options({}), s.seed) == s


def test_the_issue_example_first_move_r10():
    options = {"beaver": "discovery", "first": "0"}
    match = spielkiste.new_match("solstis", options, seed=221801965395)
    match.play("R10")
    assert match.state.waiting[0] == 1 and match.state.rainbows[0] == 0
    assert match.to_move == 1
    old = spielkiste.new_match("solstis", {**options, "edition": "first"}, seed=221801965395)
    old.play("R10")  # the first edition: anywhere
    assert len(old.legal_moves()) == 48


@pytest.mark.parametrize("bad, reason", [
    ("+1", "waits only beside an empty panorama"),
    ("+0", "waiting rainbows"),
    ("+x", "waiting rainbows"),
])
def test_positions_refuse_an_impossible_waiting_rainbow(bad, reason):
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8",
              real0="R9")
    fields = GAME.position(s).split("|")
    fields[10] = bad
    with pytest.raises(spielkiste.BadPosition, match=reason):
        GAME.from_position("|".join(fields), GAME.normalize_options({}), 7)


def test_first_edition_positions_have_no_barren_blocks_or_waiting_rainbows():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8")
    fields = GAME.position(s).split("|")
    fields[10] = "+1"
    first = GAME.normalize_options({"edition": "first"})
    with pytest.raises(spielkiste.BadPosition, match="published game"):
        GAME.from_position("|".join(fields), first, 7)


def test_between_turns_every_complete_block_without_a_spirit_is_barren():
    s = build(hand0="B3 R1 B9", display="O2 P4", real0="R6 R7 O6 O7", pile="G3 R8 R9 R10")
    assert s.barren[0] == block("R6")
    fields = GAME.position(s).split("|")
    assert fields[11] == "-/R6"
    fields[11] = "-"
    with pytest.raises(spielkiste.BadPosition, match="barren"):
        GAME.from_position("|".join(fields), GAME.normalize_options({}), 7)


# -- what the move explanations say ------------------------------------------------------

def test_the_sentences_tell_the_waiting_rainbow_and_the_barren_block():
    from ui.explain import sentence

    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8")
    fx = GAME.effects(s, "G7")
    assert fx["rainbow_waits"] == 1 and fx["rainbows_taken"] == 1
    assert sentence("solstis", fx, "en") == ("Plays G7 into the display, turns up O3 and takes a "
                                             "rainbow, which waits beside the empty panorama for "
                                             "the next capture.")
    assert "wartet" in sentence("solstis", fx, "de")
    s = play(two_block_turn(True), "O7", "sR7")
    fx = GAME.effects(s, "keep-bee")
    assert fx["barren"] == ["R6"]
    assert sentence("solstis", fx, "en").endswith("block R6 gets no spirit (one spirit per turn).")
    assert "Block R6 bekommt keinen Geist" in sentence("solstis", fx, "de")


# -- the board shows a waiting rainbow and lets the player place it ----------------------

def test_the_board_shows_a_waiting_rainbow_and_its_placing():
    from test_ui_solstis import BOARD, ctx_for

    s = build(hand0="R1 O1 G9", hand1="V7 P8 P7", display="R4 P4 G3", pile="B3 O3 R5 R6 R8",
              waiting=(1, 0))
    for seat in (0, 1):
        ctx = ctx_for(s, seat=seat)
        assert "waiting ×1" in BOARD.render_board(ctx)
    assert "Rainbows waiting beside the empty panorama: 1" in BOARD.render_player(ctx_for(s), 0)
    assert "Regenbögen neben dem leeren Panorama: 1" in BOARD.render_player(ctx_for(s, lang="de"), 0)
    assert "waiting" not in BOARD.render_player(ctx_for(s), 1)
    s = play(s, "R1")  # the capture: the rainbow is placed now, on a marked place
    ctx = ctx_for(s)
    html = BOARD.render_board(ctx)
    assert "waiting ×" not in html
    assert BOARD.act(ctx, "cell:0:R2") == "rR2"
    assert BOARD.act(ctx, "cell:0:G5") is None


def test_the_lesson_step_one_spirit_per_turn_leaves_the_other_block_barren():
    from spielkiste.lessons import load

    lesson = load("solstis")
    k = [step.id for step in lesson.steps].index("one-spirit")
    match = lesson.match(k)
    assert match.options["edition"] == "published"
    for choice, other in (("sR3", "R4"), ("sR4", "R3")):
        s = play(match.state, choice)
        while GAME.to_move(s) == 0:
            s = play(s, GAME.legal_moves(s)[0])
        assert s.barren[0] & block(other) and not s.blocks[0] & block(other)


# -- where the official adaptation gets stuck, we keep what we did (issue 26) -------------

def test_the_evil_beaver_drawn_alone_as_the_last_spirit_is_kept():
    from test_solstis import block_turn

    s = block_turn(stack="beaver", spirits1="trout deer eagle bear dragonfly beetle marmot bee "
                   "ladybug wolf squirrel bird lizard butterfly")
    s = play(s, "O7")  # only 'draw': the Beaver alone, kept; nothing else to decide
    assert s.spirits[0] == (SPIRIT_INDEX["beaver"],) and s.stack == ()
    assert GAME.to_move(s) == 1 and s.blocks[0] == block("R6")


def test_the_deer_with_an_empty_hand_does_nothing():
    s = build(hand0="O7", hand1="V7 P8 P7", display="O2 P4", real0="R6 R7 O6",
              pile="B3 R8 R9 R10 O9 O10", row="deer", stack="wolf bee")
    s = play(s, "O7", "row-deer")  # O7 was the last hand tile: no deer decision
    assert GAME.to_move(s) == 1 and s.real[0] == sum(1 << TILE_INDEX[n] for n in "R6 R7 O6 O7 O2".split())
    assert len(s.hands[0]) == 3  # the refill


def test_the_dragonfly_against_an_empty_hand_takes_nothing():
    s = build(hand0="O7 R1 B9", hand1="", display="O2 P4", real0="R6 R7 O6",
              pile="B3 R8 R9 R10 O9 O10", row="dragonfly", stack="wolf bee")
    s = play(s, "O7", "row-dragonfly")
    assert s.hands[1] == () and GAME.to_move(s) == 0  # nothing taken; empty-handed, player 2 passes
    assert s.real[0] == sum(1 << TILE_INDEX[n] for n in "R6 R7 O6 O7 O2".split())


# -- the computer's evaluation ------------------------------------------------------------

def test_a_barren_block_promises_nothing_an_open_one_a_spirit():
    """The same panorama, its block R6 complete without a spirit: open in the first
    edition (a spirit on a later turn), barren in the published game."""
    kw = dict(hand0="B3 R1 B9", display="O2 P4", real0="R6 R7 O6 O7", pile="G3 R8 R9 R10")
    barren, open_ = build(**kw), build(published=False, **kw)
    assert solstis.promise(open_, 0) - solstis.promise(barren, 0) == solstis.OPEN_BLOCK
    assert GAME.evaluate(open_, 0) > GAME.evaluate(barren, 0)


def test_half_the_summit_fire_is_a_promise_until_the_other_half_is_gone():
    with_v5 = build(hand0="B3 R1 B9", display="O2 P4", real0="V5", pile="G3 R8 R9 R10")
    lost = build(hand0="B3 R1 B9", display="O2 P4", real0="V5", real1="V6", pile="G3 R8 R9 R10")
    assert solstis.promise(with_v5, 0) - solstis.promise(lost, 0) == solstis.HALF_SUMMIT


def test_the_opponents_barren_blocks_are_settled_during_a_turn():
    """Found by the fuzzer: Player 2's complete block O8 without a spirit, not barren,
    while Player 1 is in a turn (accepted, it broke one turn later)."""
    position = ("1|0|0|0|-|-|V5,-|R1,R3,B7|B2,V7|R7,R8,O2,O3,O5,O6,G2,G3,G4,G5,G6,G7,B3,B4,P5,P7,V4,V6|"
                "G8,B7,P8|O5,G3/O2|trout,beetle|R2,R4,R5,R6,R9,R10,O4,O8,O9,O10,G1,G8,G9,G10,B5,B6,B8,B9,"
                "P3,P6,P8|R1|G8/O8|eagle|butterfly,deer,dragonfly,lizard,ladybug,wolf,bear,marmot|squirrel|"
                "O1,O7,P4|keep:0:bird:bee,refill:0,next:0")
    options = GAME.normalize_options({"beaver": "discovery"})
    with pytest.raises(spielkiste.BadPosition, match="every complete square without a spirit is barren"):
        GAME.from_position(position, options, 1)


def test_the_status_says_one_spirit_per_turn_when_choosing_the_block():
    from test_ui_solstis import BOARD, ctx_for

    s = play(two_block_turn(True), "O7")
    assert "the other blocks never get one" in BOARD.status(ctx_for(s))
    assert "die anderen Felder bekommen nie einen" in BOARD.status(ctx_for(s, lang="de"))
    first = play(two_block_turn(False), "O7")
    assert BOARD.status(ctx_for(first)).startswith("Choose the block for your spirit.")

"""Custom Boxilies designs: the text format, its validation, links and play.

A design is a board inside the 6x6 grid plus each player's stones; it travels as
option `design` with `board=custom` (format in the module docstring and in
docs/notation/boxilies.md).
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spielkiste
from conformance import play_random_game
from spielkiste.games.boxilies import (
    BOARDS,
    GAME,
    MAX_NAME,
    MAX_STONES,
    Design,
    Stone,
    decode_design,
    design_problems,
    encode_design,
    make_design,
    problem_text,
)

SQUARE_2X2 = [(0, 0), (1, 0), (0, 1), (1, 1)]
ONE_ARROW = ((1, 0, 0, 0), "")
STRANGE_NAMES = [
    "Bernhard", "Bär 🐻", "<script>x</script>", "a&b\"c'd", "~,:.|+-_%20=?#/",
    "שלום", "漢字かな", "👩‍👩‍👧", "\u200b\u202e", "tab\tnew\nline", "\x00", "   ", "İye",
]


def custom(design, **options):
    return {"board": "custom", "design": design if isinstance(design, str) else encode_design(design), **options}


def new(design, moves=(), **options):
    match = spielkiste.new_match("boxilies", custom(design, **options), seed=5)
    for move in moves:
        match.play(move)
    return match


# -- the text ------------------------------------------------------------------------

def test_the_3x3_game_as_text():
    text = encode_design(BOARDS["3x3"])
    assert text == "HHHAAA~1000,1100,1110,2020,2111~1000,1100,1110,2020,2111"
    design = decode_design(text)
    assert design.cells == BOARDS["3x3"].cells
    assert [s.id for s in design.stones[0]] == ["s1", "s2", "s3", "s4", "s5"]
    assert [s.arrows for s in design.stones[1]] == [s.arrows for s in BOARDS["3x3"].stones[1]]


def test_board_bits_rank_by_rank():
    # rank 1: a1 and f1 (1 + 32 = 33 -> "h"); rank 6: c6 (4 -> "E")
    design = decode_design("hAAAAE~1000~1000,1000")
    assert design.cells == ((0, 0), (5, 0), (2, 5))


def test_text_uses_only_link_safe_characters():
    design = make_design(SQUARE_2X2, [((1, 0, 0, 0), name) for name in STRANGE_NAMES[:6]],
                         [((0, 2, 0, 0), name) for name in STRANGE_NAMES[6:]])
    text = encode_design(design)
    allowed = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~,:")
    assert set(text) <= allowed
    assert decode_design(text) == design


@pytest.mark.parametrize("name", STRANGE_NAMES)
def test_any_name_round_trips_through_the_link(name):
    design = make_design(SQUARE_2X2, [((1, 0, 0, 0), name)] * 2, [((0, 0, 1, 0), name)] * 2)
    match = new(design, moves=["s1E-a1"])
    back = spielkiste.match_from_link(match.link())
    assert back.state == match.state and back.moves == ["s1E-a1"]
    assert back.state[0].design.stones[0][0].name == name
    assert back.link() == match.link()


def test_names_never_enter_moves_or_positions():
    name = "x-1N.b2|y"
    match = new(make_design(SQUARE_2X2, [((1, 0, 0, 0), name)] * 2, [ONE_ARROW] * 2))
    assert all(name not in m for m in match.legal_moves())
    match.play("s2W-b2")
    assert name not in match.position()
    assert match.position() == "-,-,-,00s2W|s1|s1+s2|1"


def test_stone_label_is_the_name_or_else_the_id():
    design = make_design(SQUARE_2X2, [((1, 0, 0, 0), "Bernhard"), ONE_ARROW], [ONE_ARROW] * 2)
    assert [s.label for s in design.stones[0]] == ["Bernhard", "s2"]


# -- which designs are invalid -------------------------------------------------------

@pytest.mark.parametrize("text, message", [
    ("", "needs a design"),
    ("HHHAAA~1000", "three parts"),
    ("HHHAA~1000~1000", "6 characters"),
    ("HHHAA*~1000~1000", "6 characters"),
    ("HHHAAA~100~1000", "four arrow counts"),
    ("HHHAAA~10x0~1000", "four arrow counts"),
    ("HHHAAA~1000:~1000", "name of stone s1 of player 1 is damaged"),
    ("HHHAAA~1000,1000:*~1000", "name of stone s2 of player 1 is damaged"),
    ("HHHAAA~1000~1000:QR", "damaged"),      # "A" with non-zero padding bits
    ("HHHAAA~1000~1000:_w", "damaged"),      # not UTF-8
    ("HHHAAA~1000~1000:QUJDRA=", "damaged"),  # padding is not written
    ("HHHAAA~1000,1000~1000", "board has 9 cells but the players have 3 stones in all"),
    ("BAAAAA~1000~1000", "needs at least 2 cells; it has 1"),
    ("AAAAAA~1000~1000", "it has 0"),
    ("DAAAAA~~1000,1000", "Player 1 has no stones"),
    ("DAAAAA~0000~1000", "s1 of player 1 has 0 arrows in all"),
    ("DAAAAA~1000~2211", "s1 of player 2 has 6 arrows in all"),
    ("DAAAAA~1000~6000", "each side has 0 to 5 arrows"),
    ("DAAAAA~1000~" + ",".join(["1000"] * (MAX_STONES + 1)), "at most 36"),
])
def test_invalid_designs_are_refused_with_a_reason(text, message):
    with pytest.raises(spielkiste.BadOptions, match=message):
        spielkiste.new_match("boxilies", custom(text))


def test_long_names_are_refused():
    design = make_design(SQUARE_2X2, [((1, 0, 0, 0), "x" * (MAX_NAME + 1))] * 2, [ONE_ARROW] * 2)
    with pytest.raises(spielkiste.BadOptions, match="longer than 20"):
        new(design)
    new(make_design(SQUARE_2X2, [((1, 0, 0, 0), "🐻" * MAX_NAME)] * 2, [ONE_ARROW] * 2))


def test_a_name_that_cannot_be_stored_is_refused():
    design = make_design(SQUARE_2X2, [((1, 0, 0, 0), "\ud800")] * 2, [ONE_ARROW] * 2)
    with pytest.raises(spielkiste.BadOptions, match="cannot be stored"):
        encode_design(design)


def test_several_problems_are_reported_together():
    design = make_design([(0, 0), (1, 0), (2, 0)], [((0, 0, 0, 0), "")], [((3, 3, 0, 0), "")])
    codes = [code for code, _ in design_problems(design)]
    assert codes == ["arrows", "arrows", "fill"]
    assert problem_text(design_problems(design)[-1]) == (
        "The board has 3 cells but the players have 2 stones in all, so it could never fill up.")


def test_design_only_with_a_custom_board():
    # with a built-in board the design is dropped, so the link stays canonical
    match = spielkiste.new_match("boxilies", {"board": "3x3", "design": "DDAAAA~1000,1000~1000,1000"}, seed=2)
    assert match.options["design"] == "" and "design" not in match.link()
    assert len(match.state[0].cells) == 9
    with pytest.raises(spielkiste.BadOptions, match="needs a design"):
        spielkiste.new_match("boxilies", {"board": "custom"})


def test_a_damaged_design_in_a_link_is_a_bad_link():
    with pytest.raises(spielkiste.BadLink, match="design"):
        spielkiste.match_from_link("/boxilies?v=1&s=1&board=custom&design=DDAAAA~1000~1000")


def test_valid_edge_designs():
    # two cells, one stone each; cells that do not touch; the whole 6x6 grid
    assert design_problems(make_design([(0, 0), (1, 0)], [ONE_ARROW], [ONE_ARROW])) == []
    assert design_problems(make_design([(0, 0), (5, 5)], [ONE_ARROW], [ONE_ARROW])) == []
    full = [(f, r) for f in range(6) for r in range(6)]
    big = make_design(full, [((2, 1, 1, 1), "🐻" * MAX_NAME)] * MAX_STONES,
                      [((0, 0, 0, 5), "ß" * MAX_NAME)] * MAX_STONES)
    assert design_problems(big) == []
    match = new(big)
    assert len(match.legal_moves()) == 36 * 4 * 36
    assert spielkiste.match_from_link(match.link()).state == match.state


# -- playing designs ---------------------------------------------------------------

def test_2x2_with_two_one_arrow_stones_each_played_to_the_end():
    design = make_design(SQUARE_2X2, [ONE_ARROW] * 2, [ONE_ARROW] * 2)
    match = new(design)
    assert match.state[0].names == ["a1", "b1", "a2", "b2"]
    match.play("s1N-a1")  # first's arrow points north, east side 0
    match.play("s1W-b1")  # second's arrow west: 1 > 0, takes a1
    assert match.scores == (0, 2)
    match.play("s2E-a2")  # south side 0 against a1's north 1: no capture
    match.play("s2W-b2")  # west 1 ties a2's east 1: no capture
    assert match.is_over and match.scores == (1, 3) and match.winner == 1


def test_disconnected_cells_never_touch():
    design = make_design([(0, 0), (2, 0), (4, 0), (0, 2)], [((5, 0, 0, 0), "")] * 2,
                         [((0, 0, 0, 5), "")] * 2)
    match = new(design, moves=["s1N-a1", "s1E-c1", "s2N-e1", "s2N-a3"])
    assert match.is_over and match.scores == (2, 2) and match.winner is None


def test_each_player_may_have_their_own_stones():
    design = make_design(SQUARE_2X2, [((5, 0, 0, 0), "big")] * 2, [((1, 0, 0, 0), "small")] * 3)
    match = new(design, moves=["s1N-a1", "s3E-b2"])
    assert match.state[0].sides[1][2][1] == (0, 1, 0, 0)
    match.play("s2W-a2")  # 5 arrows west... nothing there; east b2 shows W 0 vs a2's E 0
    assert match.scores == (2, 1)


def test_rotation_fixed_applies_to_designs():
    match = new(make_design(SQUARE_2X2, [ONE_ARROW] * 2, [ONE_ARROW] * 2), rotation="fixed")
    assert len(match.legal_moves()) == 2 * 4
    with pytest.raises(spielkiste.IllegalMove):
        match.play("s1E-a1")


def test_second_player_may_start_a_design():
    match = new(make_design(SQUARE_2X2, [ONE_ARROW] * 2, [ONE_ARROW] * 2), first="1")
    assert match.to_move == 1
    assert "first=1" in match.link()


def test_a_built_in_board_as_a_design_plays_the_same():
    built_in = spielkiste.new_match("boxilies", {"board": "2x5"}, seed=3)
    as_design = new(encode_design(BOARDS["2x5"]))
    rng = random.Random(8)
    while not built_in.is_over:
        move = rng.choice(built_in.legal_moves())
        built_in.play(move)
        stone = built_in.state[0].design.stones[0]
        k = [s.id for s in stone].index(move[:2])
        as_design.play(f"s{k + 1}{move[2:]}")
        assert as_design.scores == built_in.scores
    assert as_design.is_over and as_design.winner == built_in.winner


# -- random designs ------------------------------------------------------------------

ALL_CELLS = [(f, r) for r in range(6) for f in range(6)]


@st.composite
def stones(draw):
    total = draw(st.integers(1, 5))
    cuts = sorted(draw(st.lists(st.integers(0, total), min_size=3, max_size=3)))
    arrows = (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], total - cuts[2])
    name = draw(st.one_of(st.just(""), st.text(max_size=MAX_NAME)))
    return arrows, name


@st.composite
def designs(draw, max_cells=36):
    cells = draw(st.lists(st.sampled_from(ALL_CELLS), min_size=2, max_size=max_cells, unique=True))
    first = draw(st.lists(stones(), min_size=1, max_size=12))
    need = max(1, len(cells) - len(first))
    second = draw(st.lists(stones(), min_size=min(need, MAX_STONES), max_size=min(need + 4, MAX_STONES)))
    return make_design(cells, first, second)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(designs())
def test_random_designs_are_valid_and_round_trip(design):
    assert design_problems(design) == []
    text = encode_design(design)
    assert decode_design(text) == design
    match = spielkiste.new_match("boxilies", custom(text), seed=1)
    back = spielkiste.match_from_link(match.link())
    assert back.state[0].design == design


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(designs(max_cells=12), st.sampled_from(["free", "fixed"]), st.sampled_from(["0", "1"]),
       st.integers(0, 2**32))
def test_random_play_conformance_on_random_designs(design, rotation, first, seed):
    options = custom(design, rotation=rotation, first=first)
    match = play_random_game("boxilies", options, seed=seed, rng=random.Random(seed), deep_every=2)
    stones_placed = sum(c is not None for c in match.state[2])
    assert stones_placed == match.ply
    # over: the board is full, or the player to move had no stone left
    assert None not in match.state[2] or not all(match.state[3])


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=80))
def test_any_text_as_design_is_a_design_or_bad_options(text):
    try:
        spielkiste.new_match("boxilies", custom(text), seed=1)
    except spielkiste.BadOptions:
        pass


@settings(max_examples=50, deadline=None)
@given(designs(max_cells=9), st.data())
def test_mutated_design_text_never_crashes(design, data):
    text = encode_design(design)
    i = data.draw(st.integers(0, len(text) - 1))
    ch = data.draw(st.sampled_from("A_-~,:09z5"))
    try:
        new(text[:i] + ch + text[i + 1:])
    except spielkiste.BadOptions:
        pass


def test_designs_compare_by_value():
    a = Design(((0, 0), (1, 0)), ((Stone("s1", (1, 0, 0, 0)),), (Stone("s1", (1, 0, 0, 0)),)))
    assert decode_design(encode_design(a)) == a
    assert GAME.layout(custom(a)) == GAME.layout(custom(encode_design(a)))

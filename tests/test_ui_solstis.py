"""The Solstis board renderer under CPython: clicks → moves, highlights, hidden
information in the markup, escaping, descriptions."""

import random
import re

from test_solstis import block_turn, build, final, play

import spielkiste
from spielkiste.games.solstis import GAME, UNKNOWN
from spielkiste.games.solstis_spirits import TILE_NAMES
from ui.boards import solstis as board_module
from ui.boards.base import Ctx

BOARD = board_module.BOARD
NAMES = ("Ann", "Bo")


def ctx_for(state, seat=None, lang="en", names=NAMES, last=None, interactive=True):
    seat = GAME.to_move(state) if seat is None else seat
    seat = 0 if seat is None else seat
    legal = GAME.legal_moves(state) if interactive and GAME.to_move(state) is not None else []
    match = spielkiste.new_match("solstis", seed=1)
    return Ctx(game=GAME, match=match, state=GAME.view(state, seat), lang=lang, sel={},
               interactive=interactive and bool(legal), legal=legal, last=last, seat=seat, names=names)


def acts(html):
    return set(re.findall(r'data-act="([^"]+)"', html))


def test_play_click_and_capturing_hand_tiles_highlighted():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    ctx = ctx_for(s)
    html = BOARD.render(ctx)
    assert {"hand:G7", "hand:R1", "hand:O1"} <= acts(html)
    assert 'class="solstis-tile c-G capture" data-act="hand:G7"' in html
    assert 'class="solstis-tile c-O" data-act="hand:O1"' in html  # O1 captures nothing
    assert BOARD.act(ctx, "hand:G7") == "G7"
    assert BOARD.act(ctx, "hand:V7") is None  # not in the hand
    assert BOARD.act(ctx, "disp:G2") is None  # no display choice now
    assert "Play a tile" in BOARD.status(ctx)


def test_take_choice_click():
    s = play(build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5"), "G7")
    ctx = ctx_for(s)
    html = BOARD.render(ctx)
    assert {"disp:G2", "disp:R7"} <= acts(html) and "disp:P4" not in acts(html)
    assert BOARD.act(ctx, "disp:R7") == "xR7"
    assert BOARD.act(ctx, "disp:P4") is None


def test_rainbow_places_are_grid_targets():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8",
              real0="R9 R10")
    s = play(s, "G7")
    ctx = ctx_for(s)
    html = BOARD.render(ctx)
    assert {a for a in acts(html) if a.startswith("place:")} == {"place:R8", "place:O9", "place:O10"}
    assert BOARD.act(ctx, "place:O9") == "rO9"
    assert BOARD.act(ctx, "place:G5") is None
    assert 'role="grid"' in html and html.count('role="gridcell"') == 96


def test_spirit_choices_by_click():
    s = play(block_turn(stack="wolf bee", row="trout"), "O7")
    ctx = ctx_for(s)
    html = BOARD.render(ctx)
    assert {"draw", "row:trout"} <= acts(html)
    assert BOARD.act(ctx, "draw") == "draw"
    s = play(s, "draw")
    ctx = ctx_for(s)
    assert {"keep:wolf", "keep:bee"} <= acts(BOARD.render(ctx))
    assert BOARD.act(ctx, "keep:bee") == "keep-bee"


def test_block_choice_by_click():
    s = build(hand0="O7 R1 B9", hand1="V7 P8 P7", display="O2 P4",
              real0="R6 R7 O6 O8 G7 G8", pile="B3 R8 R9 R10", stack="wolf bee lizard trout")
    s = play(s, "O7")
    ctx = ctx_for(s)
    html = BOARD.render(ctx)
    assert {"block:R6", "block:O7"} <= acts(html)
    assert BOARD.act(ctx, "block:O7") == "sO7"


def test_deer_and_beetle_clicks():
    s = play(block_turn(row="deer", stack="wolf bee"), "O7", "row-deer")
    ctx = ctx_for(s)
    assert BOARD.act(ctx, "hand:R1") == "deer-R1"
    s = play(block_turn(row="beetle", stack="wolf bee", display="O2 P4/V6 B8"), "O7", "row-beetle")
    ctx = ctx_for(s)
    assert BOARD.act(ctx, "disp:P4") == "beetle-P4"


def test_beaver_cancel_click_and_final_breakdown():
    s = build(hand0="", hand1="", display="R9", real0="R1 R2", real1="G1",
              spirits0="beaver trout wolf", rest="discard", pile="")
    ctx = ctx_for(s)
    assert ctx.seat == 1
    assert BOARD.act(ctx, "cancel:wolf") == "cancel-wolf"
    s = play(s, "cancel-wolf")
    html = BOARD.render(ctx_for(s, seat=0))
    assert "solstis-score" in html and "Largest group" in html and "Wolf" in html
    assert 'class="spirit cancelled"' in html


def test_opponent_hand_pile_and_face_down_never_in_markup():
    rng = random.Random(4)
    s = GAME.initial(GAME.normalize_options({}), 21)
    for _ in range(40):
        if GAME.to_move(s) is None:
            break
        seat = GAME.to_move(s)
        html = BOARD.render(ctx_for(s, seat=seat))
        hidden = set(s.hands[1 - seat]) | set(s.pile) | {u for _, u in s.display if u >= 0}
        shown = set(re.findall(r'class="pname"[^>]*>([ROGBPV]\d+)<', html))
        shown |= set(re.findall(r'class="solstis-tile[^"]*"[^>]*>([ROGBPV]\d+)<', html))
        assert shown
        assert not shown & {TILE_NAMES[t] for t in hidden}
        assert UNKNOWN not in [h for h in GAME.view(s, seat).hands[seat]]
        s = GAME.play(s, GAME.random_move(s, rng))


def test_names_are_escaped():
    s = final(real0="R1 R2", real1="G1")
    html = BOARD.render(ctx_for(s, names=('<b>"x"</b>', "Bo & Co")))
    assert "<b>" not in html and "&lt;b&gt;" in html and "Bo &amp; Co" in html


def test_lit_beacon_marked_lit():
    s = final(real0="R2 O2 G2 B2 G9 B9", real1="V7")
    html = BOARD.render(ctx_for(s, seat=0))
    assert "B2, blue 2 tile, beacon, lit" in html
    assert 'aria-label="B9, blue 9 tile, beacon"' in html


def test_describe_in_both_languages():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 B5 P4", pile="R5")
    after = GAME.play(s, "G7")
    en = BOARD.describe(GAME, s, "G7", after, "en", NAMES)
    de = BOARD.describe(GAME, s, "G7", after, "de", NAMES)
    assert en.startswith("Ann plays green 7 (G7).") and "green 2 (G2)" in en
    assert de.startswith("Ann spielt grün 7 (G7).")
    s2 = play(block_turn(stack="wolf bee", row="trout"), "O7")
    text = BOARD.describe(GAME, s2, "row-trout", GAME.play(s2, "row-trout"), "en", NAMES)
    assert text == "Ann takes the Trout from the row."


def test_not_interactive_has_no_actions_and_picture():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    html = BOARD.render(ctx_for(s, interactive=False))
    assert not acts(html)
    assert BOARD.picture().startswith("<svg")

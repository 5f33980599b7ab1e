"""The Solstis board renderer under CPython: the regions (board, controls, players,
extra, result), clicks → moves and refusals, last-move marks, hidden information in
the markup, accessible names, label sizes and the contrast of the SVG's colours."""

import html as htmllib
import pathlib
import random
import re

import pytest
from test_contrast import contrast
from test_contrast import theme as app_theme
from test_solstis import block_turn, build, final, play

import spielkiste
from spielkiste.games.solstis import GAME, UNKNOWN
from spielkiste.games.solstis_spirits import TILE_NAMES
from ui.explain import said
from ui.games.base import Ctx
from ui.games.solstis import board as board_module
from ui.games.solstis.help import PIECES as BOARD_HELP
from ui.i18n import t

BOARD = board_module.BOARD
NAMES = ("Ann", "Bo")
CSS = (pathlib.Path(__file__).resolve().parents[1] / "css" / "games" / "solstis.css").read_text()


def ctx_for(state, seat=None, lang="en", names=NAMES, last=None, interactive=True, fresh=False, effects=None):
    seat = GAME.to_move(state) if seat is None else seat
    seat = 0 if seat is None else seat
    legal = GAME.legal_moves(state) if interactive and GAME.to_move(state) == seat else []
    match = spielkiste.new_match("solstis", seed=1)
    return Ctx(game=GAME, match=match, state=GAME.view(state, seat), lang=lang, sel={},
               interactive=interactive and bool(legal), legal=legal, last=last, seat=seat, names=names,
               fresh=fresh, effects=effects)


def after_move(state, move, seat=None):
    """The context right after `move`, as `seat` (default: the mover) sees it."""
    mover = GAME.to_move(state)
    seat = mover if seat is None else seat
    after = GAME.play(state, move)
    ctx = ctx_for(after, seat=seat, last=(GAME.view(state, seat), move, GAME.view(after, seat)), fresh=True,
                  effects=GAME.effects(state, move))
    return ctx, after


def acts(html):
    return set(re.findall(r'data-act="([^"]+)"', html))


def buttons(html):
    return set(re.findall(r'<button [^>]*data-act="([^"]+)"', html))


def nexts(html):
    return re.findall(r'data-next="true"[^>]*?(?:data-act="([^"]+)")?', html)


def first_next(html):
    """The data-act of the element marked data-next (where focus goes after a move)."""
    tags = re.findall(r"<(?:button|g)\b[^>]*data-next=\"true\"[^>]*>", html)
    assert len(tags) == 1, tags
    return re.search(r'data-act="([^"]+)"', tags[0]).group(1)


# -- regions ---------------------------------------------------------------------------

def test_play_hand_tiles_are_buttons_in_the_controls_and_capturing_ones_marked():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    ctx = ctx_for(s)
    controls = BOARD.render_controls(ctx)
    assert buttons(controls) == {"hand:G7", "hand:R1", "hand:O1"}
    assert re.search(r'class="solstis-tile c-G h\d capture" data-act="hand:G7"', controls)
    assert re.search(r'class="solstis-tile c-O h\d" data-act="hand:O1"', controls)  # O1 captures nothing
    # the display sits beside the hand: matching tiles marked, none of them a button
    assert 'aria-label="G2, green 2, matches your hand' in controls and "disp:G2" not in buttons(controls)
    assert BOARD.act(ctx, "hand:G7") == "G7"
    assert "Play a tile" in BOARD.status(ctx)
    # nothing of the hand or display lands on the board, and the hand is not repeated in the strip
    board = BOARD.render_board(ctx)
    assert "solstis-tile" not in board and 'role="grid"' in board
    assert "solstis-tile" not in BOARD.render_player(ctx, 0)
    assert "Display" not in BOARD.render_extra(ctx)


def test_display_tiles_carry_the_hand_tiles_they_match():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    controls = BOARD.render_controls(ctx_for(s))
    hand = re.findall(r'class="solstis-tile c-\w (h\d)[^"]*" data-act="hand:(\w+)"', controls)
    index = {tile: h for h, tile in hand}
    g2 = re.search(r'class="([^"]*)" data-act="disp:G2"', controls).group(1)
    r7 = re.search(r'class="([^"]*)" data-act="disp:R7"', controls).group(1)
    assert index["G7"].replace("h", "m") in g2.split() and index["R1"].replace("h", "m") in r7.split()
    assert "match" not in re.search(r'class="([^"]*)" data-act="disp:P4"', controls).group(1)


def test_take_choice_buttons_and_refusal():
    s = play(build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5"), "G7")
    ctx = ctx_for(s)
    controls = BOARD.render_controls(ctx)
    assert buttons(controls) == {"disp:G2", "disp:R7"}
    assert first_next(controls) == "disp:G2"
    assert "matches G7 (green 7)" in BOARD.status(ctx)
    assert BOARD.act(ctx, "disp:R7") == "xR7"
    assert BOARD.act(ctx, "disp:P4") is None
    assert ctx.refusal == "P4 does not match G7: take a marked display tile." and ctx.refused == "disp:P4"


def test_rainbow_places_are_grid_targets_and_other_places_say_why():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="B5 P4", pile="O3 R5 R6 R8", real0="R9 R10")
    s = play(s, "G7")
    ctx = ctx_for(s)
    html = BOARD.render_board(ctx)
    assert 'role="grid"' in html and html.count('role="gridcell"') == 96 and html.count('role="row"') == 12
    targets = re.findall(r'<g role="gridcell"[^>]*class="[^"]*target[^"]*" data-act="([^"]+)"', html)
    assert set(targets) == {"cell:0:R8", "cell:0:O9", "cell:0:O10"}
    assert first_next(html) in targets
    # every own place has an action while the seat decides (a click can say why not); the
    # opponent's places are to look at, no tap targets (issue 25: on a phone they are small)
    assert len(re.findall(r'role="gridcell"[^>]*data-act=', html)) == 48
    assert not re.findall(r'data-act="cell:1:', html)
    assert BOARD.act(ctx, "cell:0:O9") == "rO9"
    assert BOARD.act(ctx, "cell:0:G5") is None and "G5 is not free next to your tiles" in ctx.refusal
    assert BOARD.act(ctx, "cell:1:O9") is None and ctx.refusal == "A rainbow goes into your own panorama."
    de = ctx_for(s, lang="de")
    BOARD.act(de, "cell:1:O9")
    assert de.refusal == "Ein Regenbogen kommt in dein eigenes Panorama."


def test_refusals_while_playing_in_both_languages():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    for lang, text in (("en", "First play a tile from your hand."),
                       ("de", "Spiele zuerst ein Plättchen aus deiner Hand.")):
        ctx = ctx_for(s, lang=lang)
        assert BOARD.act(ctx, "cell:0:G5") is None and ctx.refusal == text
        assert BOARD.act(ctx, "disp:G2") is None and ctx.refusal == text and ctx.refused == "disp:G2"
        assert BOARD.act(ctx, "draw") is None and ctx.refusal.startswith(("Not now.", "Jetzt nicht."))
    empty_pile = build(hand0="G7 O1", hand1="V7", display="G2 P4", rest="discard")
    ctx = ctx_for(empty_pile)
    assert BOARD.act(ctx, "hand:O1") is None
    assert ctx.refusal == "O1 captures nothing and the pile is empty: play a tile that captures."
    assert "hand:O1" not in buttons(BOARD.render_controls(ctx)) and "hand:O1" in acts(BOARD.render_controls(ctx))


def test_spirit_choices_are_controls_with_the_focus_target():
    s = play(block_turn(stack="wolf bee", row="trout"), "O7")
    ctx = ctx_for(s)
    controls = BOARD.render_controls(ctx)
    assert buttons(controls) == {"draw", "row:trout"} and first_next(controls) == "draw"
    assert "Spirit row" not in BOARD.render_extra(ctx)  # the row is the choice now
    assert BOARD.act(ctx, "draw") == "draw" and BOARD.act(ctx, BOARD.keys["d"]) == "draw"
    s = play(s, "draw")
    ctx = ctx_for(s)
    controls = BOARD.render_controls(ctx)
    assert buttons(controls) == {"keep:wolf", "keep:bee"}
    assert BOARD.act(ctx, "keep:bee") == "keep-bee"
    # the hand is not a control now: it shows in the seat's strip, the display in extra
    assert "solstis-tile" in BOARD.render_player(ctx, 0) and "Display" in BOARD.render_extra(ctx)


def test_block_choice_by_button_by_mark_and_by_place():
    s = build(hand0="O7 R1 B9", hand1="V7 P8 P7", display="O2 P4",
              real0="R6 R7 O6 O8 G7 G8", pile="B3 R8 R9 R10", stack="wolf bee lizard trout")
    s = play(s, "O7")
    ctx = ctx_for(s)
    controls = BOARD.render_controls(ctx)
    assert buttons(controls) == {"block:R6", "block:O7"} and first_next(controls) == "block:O7"
    board = BOARD.render_board(ctx)
    assert {"block:R6", "block:O7"} <= acts(board)
    assert BOARD.act(ctx, "block:O7") == "sO7"
    assert BOARD.act(ctx, "cell:0:R6") == "sR6"  # only in block R6
    assert BOARD.act(ctx, "cell:0:O7") is None and "in several blocks" in ctx.refusal
    assert BOARD.act(ctx, "cell:0:B5") is None and "in no block" in ctx.refusal


def test_deer_and_beetle_clicks():
    s = play(block_turn(row="deer", stack="wolf bee"), "O7", "row-deer")
    ctx = ctx_for(s)
    assert {"hand:R1", "hand:B9"} <= buttons(BOARD.render_controls(ctx))
    assert BOARD.act(ctx, "hand:R1") == "deer-R1"
    s = play(block_turn(row="beetle", stack="wolf bee", display="O2 P4/V6 B8"), "O7", "row-beetle")
    ctx = ctx_for(s)
    assert "disp:P4" in buttons(BOARD.render_controls(ctx))
    assert BOARD.act(ctx, "disp:P4") == "beetle-P4"


def test_beaver_cancel_and_the_result_by_category():
    s = build(hand0="", hand1="", display="R9", real0="R1 R2", real1="G1",
              spirits0="beaver trout wolf", rest="discard", pile="")
    ctx = ctx_for(s)
    assert ctx.seat == 1
    assert buttons(BOARD.render_controls(ctx)) == {"cancel:trout", "cancel:wolf"}
    assert BOARD.act(ctx, "cancel:wolf") == "cancel-wolf"
    s = play(s, "cancel-wolf")
    ctx = Ctx(game=GAME, match=None, state=s, names=NAMES)  # over: nothing hidden
    result = BOARD.render_result(ctx)
    rows = re.findall(r'<th scope="row">([^<]+)</th><td>(\d+)</td><td>(\d+)</td>', result)
    labels = [r[0] for r in rows]
    assert labels == ["Total", "Largest group", "Lit beacons", "Spirits", "Wolf (cancelled)", "Tiles (tie-break)"]
    table = {label: (int(a), int(b)) for label, a, b in rows}
    assert table["Total"] == GAME.scores(s) and table["Tiles (tie-break)"] == (2, 1)
    assert table["Wolf (cancelled)"] == (0, 0)
    assert "● Ann" in result and "▲ Bo" in result
    assert 'class="solstis-chip cancelled"' in BOARD.render_player(ctx, 0)
    assert BOARD.render_extra(ctx) == ""


def test_end_of_game_spirits_each_get_a_row():
    s = final(real0="R1 R2 B2 O2 G2", spirits0="bee butterfly trout", real1="V7", spirits1="lizard")
    rows = re.findall(r'<th scope="row">([^<]+)</th>', BOARD.render_result(Ctx(game=GAME, match=None, state=s)))
    assert rows == ["Total", "Largest group", "Lit beacons", "Spirits", "Bee", "Lizard", "Butterfly",
                    "Tiles (tie-break)"]


# -- what happened ---------------------------------------------------------------------

def test_capture_marks_both_tiles_in_the_panorama_and_the_turned_up_display_tile():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2/B5 R9 P4", pile="R5")
    ctx, _ = after_move(s, "G7", seat=1)  # the opponent sees it after the hand-over
    board = BOARD.render_board(ctx)
    assert 'class="board solstis own fresh"' in board and 'class="board solstis opp fresh"' in board
    for name in ("G7", "G2"):
        label = re.search(rf'aria-label="({name}, green \d[^"]*)"[^>]*class="cell c-G tile last"', board)
        assert label and htmllib.unescape(label.group(1)) == f"{name}, green {name[1:]}, just placed, Ann's panorama"
    assert board.count('class="ptile new') == 2 and board.count('class="last-mark"') == 2
    controls = BOARD.render_controls(ctx)  # Bo plays next: the display is in Bo's controls
    assert re.search(r'class="solstis-tile c-B[^"]* new"[^>]*aria-label="B5, blue 5, [^"]*new"', controls)
    text = said(GAME, s, "G7", "en", NAMES)  # the live region's sentence, from the engine's effects
    assert text == "Ann plays G7 (green 7). Takes G2 (green 2). Uncovers B5 (blue 5)."


def test_no_capture_puts_tiles_in_the_display_and_a_rainbow_is_marked_after():
    s = build(hand0="O1 R1", hand1="V4 P8 P7", display="B5 P4", pile="V7 R5 R6", real0="R9")
    ctx, after = after_move(s, "O1")
    controls = BOARD.render_controls(ctx)  # the rainbow decision follows: display beside the hand
    assert len(re.findall(r'class="solstis-tile c-[OV][^"]* new"', controls)) == 2
    text = said(GAME, s, "O1", "de", NAMES)
    assert text == "Ann legt O1 (orange 1) in die Auslage. Deckt V7 (lila 7) auf. Nimmt einen Regenbogen."
    move = GAME.legal_moves(after)[0]
    ctx, _ = after_move(after, move)
    board = BOARD.render_board(ctx)
    assert board.count('class="rainbow new"') == 1 and "rainbow just placed" in board
    assert said(GAME, after, move, "en", NAMES) == f"Ann places a rainbow on {move[1:]}."


def test_a_spirit_met_is_marked_and_named():
    s = play(block_turn(stack="wolf bee", row="trout"), "O7")
    ctx, _ = after_move(s, "row-trout")
    assert said(GAME, s, "row-trout", "en", NAMES) == "Ann takes the Trout from the row."
    s = build(hand0="O7 R1 B9", hand1="V7 P8 P7", display="O2 P4",
              real0="R6 R7 O6 O8 G7 G8", pile="B3 R8 R9 R10", stack="wolf bee lizard trout")
    s = play(s, "O7")
    ctx, _ = after_move(s, "sO7")
    assert 'class="solstis-spirit-mark new"' in BOARD.render_board(ctx)
    assert said(GAME, s, "sO7", "en", NAMES) == "Ann meets a mountain spirit on block O7. Draws 2 spirits."


def test_marks_from_the_engines_effects_name_where_tiles_came_from():
    """On the page the screen hands the renderer game.effects() of the full states: the
    same marks as from the views, and the tile from the display travels from there."""
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2/B5 R9 P4", pile="R5")
    ctx, _ = after_move(s, "G7", seat=1)
    from_views = BOARD.render_board(ctx)
    ctx.effects = GAME.effects(s, "G7")
    from_fx = BOARD.render_board(ctx)
    assert 'class="ptile new from-hand"' in from_fx and 'class="ptile new from-display"' in from_fx
    strip = lambda html: re.sub(r' from-\w+', "", html)  # noqa: E731
    assert strip(from_fx) == strip(from_views)
    assert re.findall(r'class="solstis-tile c-(\w)[^"]* new"', BOARD.render_controls(ctx)) == ["B"]  # B5 turned up


def test_a_tile_from_the_pile_pops_in():
    s = build(hand0="G7 R1 O1", display="B5 P4", pile="B3 R5 R6 R8")  # G7 misses, B3 from the pile takes B5
    ctx, _ = after_move(s, "G7")
    ctx.effects = GAME.effects(s, "G7")
    board = BOARD.render_board(ctx)
    assert 'class="ptile new from-pile"' in board and 'class="ptile new from-display"' in board


def test_no_fresh_class_without_a_fresh_move_and_no_marks_without_a_last_move():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    html = BOARD.render_board(ctx_for(s))
    assert 'class="board solstis own"' in html and "last-mark" not in html and " new" not in html


def test_move_labels_are_short():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    label = BOARD.move_label
    assert label(GAME, s, "G7", "en") == "G7"
    assert label(GAME, s, "xR7", "en") == "takes R7" and label(GAME, s, "xR7", "de") == "nimmt R7"
    assert label(GAME, s, "rO5", "en") == "rainbow O5" and label(GAME, s, "sO4", "en") == "spirit on O4"
    assert label(GAME, s, "row-deer", "de") == "Hirsch (Reihe)" and label(GAME, s, "keep-bee", "en") == "keeps Bee"
    assert label(GAME, s, "draw", "en") == "draws spirits" and label(GAME, s, "cancel-wolf", "en") == "cancels Wolf"


# -- hidden information, escaping ----------------------------------------------------------

def test_opponent_hand_pile_and_face_down_never_in_markup():
    rng = random.Random(4)
    s = GAME.initial(GAME.normalize_options({}), 21)
    for _ in range(60):
        if GAME.to_move(s) is None:
            break
        seat = GAME.to_move(s)
        ctx = ctx_for(s, seat=seat)
        html = (BOARD.render_board(ctx) + BOARD.render_controls(ctx) + BOARD.render_extra(ctx)
                + BOARD.render_player(ctx, 0) + BOARD.render_player(ctx, 1))
        hidden = set(s.hands[1 - seat]) | set(s.pile) | {u for _, u in s.display if u >= 0}
        shown = set(re.findall(r'class="(?:pname|solstis-tile[^"]*)"[^>]*>([ROGBPV]\d+)<', html))
        assert shown
        assert not shown & {TILE_NAMES[t] for t in hidden}
        assert UNKNOWN not in GAME.view(s, seat).hands[seat]
        s = GAME.play(s, GAME.random_move(s, rng))


def test_names_are_escaped():
    s = final(real0="R1 R2", real1="G1")
    ctx = ctx_for(s, names=('<b>"x"</b>', "Bo & Co"))
    html = BOARD.render_board(ctx) + BOARD.render_result(ctx)
    assert "<b>" not in html and "&lt;b&gt;" in html and "Bo &amp; Co" in html


def test_not_interactive_has_no_actions_and_picture():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    ctx = ctx_for(s, interactive=False)
    html = BOARD.render_board(ctx) + BOARD.render_controls(ctx) + BOARD.render_extra(ctx)
    assert not acts(html) and "data-next" not in html
    assert BOARD.picture().startswith("<svg")


# -- accessible names, label sizes, contrast ------------------------------------------------

def test_accessible_names_start_with_the_visible_text():
    s = final(real0="R2 O2 G2 B2 G9 B9", real1="V7", rb0="R3")
    ctx = ctx_for(s, seat=0)
    board = htmllib.unescape(BOARD.render_board(ctx))
    assert 'aria-label="B2, blue 2, beacon, lit, Ann\'s panorama"' in board
    assert 'aria-label="B9, blue 9, beacon, Ann\'s panorama"' in board
    assert 'aria-label="R3, rainbow, Ann\'s panorama"' in board
    for cell in re.findall(r'<g role="gridcell"[^>]*>.*?</g>(?=<g role="gridcell"|</g>)', board):
        label = re.search(r'aria-label="([^"]+)"', cell).group(1)
        visible = re.findall(r'class="(?:pname|ghost)"[^>]*>([^<]+)<', cell)
        if visible:
            assert label.startswith(visible[0] + ", "), (label, visible)
    play_state = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    controls = BOARD.render_controls(ctx_for(play_state))
    for label, text in re.findall(r'aria-label="([^"]+)">([^<]+)</(?:button|span)>', controls):
        assert label.startswith(text + ", ")
    assert 'aria-label="G7, green 7, can capture">G7</button>' in controls


def _font_px(cls):
    return float(re.search(r"\." + cls + r" \{[^}]*font-size: (\d+)px", CSS).group(1))


def test_panorama_labels_are_at_least_11_css_px_on_a_phone():
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2 R7 P4", pile="R5")
    html = BOARD.render_board(ctx_for(s))
    width = float(re.search(r'viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"', html).group(1))
    phone = 360 - 2 * 12  # the narrowest viewport, less the page's padding
    scale = phone / width
    for cls in ("ghost", "pname", "solstis-title"):
        assert _font_px(cls) * scale >= 11, (cls, _font_px(cls) * scale)


def css_block(selector):
    block = re.search(re.escape(selector) + r"\s*\{(.*?)\}", CSS, re.S).group(1)
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", block))


THEMES = {
    "light": ('[data-game="solstis"], svg.board.solstis, [data-theme="light"] [data-game="solstis"]',
              ':root, [data-theme="light"]'),
    "dark": ('[data-theme="dark"] [data-game="solstis"], [data-theme="dark"] svg.board.solstis',
             '[data-theme="dark"]'),
}
ROWS = "ROGBPV"


def colours(name):
    own, app = THEMES[name]
    base = css_block('[data-game="solstis"], svg.board.solstis')
    return {**app_theme(app), **base, **css_block(own)}


@pytest.mark.parametrize("name", THEMES)
def test_svg_text_contrast_at_least_4_5(name):
    c = colours(name)
    ratios = {}
    for row in ROWS:
        ratios[f"tile name on {row}"] = contrast(c["ss-ink"], c[f"ss-{row}"])
        ratios[f"tile name on {row}'s land"] = contrast(c["ss-ink"], c[f"ss-{row}-deep"])
    for part in ("snow", "G-pine", "B-crag"):  # what the landscape draws on a tile, under its name
        ratios[f"tile name on the {part}"] = contrast(c["ss-ink"], c[f"ss-{part}"])
        ratios[f"empty-place name on {row}"] = contrast(c[f"ss-{row}-ink"], c[f"ss-{row}-tint"])
    ratios["title p0"] = contrast(c["p0"], c["bg"])
    ratios["title p1"] = contrast(c["p1"], c["bg"])
    low = {k: round(v, 2) for k, v in ratios.items() if v < 4.5}
    assert not low, f"{name}: {low}"


@pytest.mark.parametrize("name", THEMES)
def test_marks_contrast_at_least_3(name):
    """Non-text marks against what they lie on: tile outlines against the empty places,
    the rainbow-place frame, the last-move brackets (one of their two tones), the ring
    of a display tile that just turned up."""
    c = colours(name)
    grounds = [c[f"ss-{r}-tint"] for r in ROWS] + [c[f"ss-{r}"] for r in ROWS]
    ratios = {}
    for row in ROWS:
        tint = c[f"ss-{row}-tint"]
        ratios[f"tile outline on {row} place"] = contrast(c["fg"], tint)
        ratios[f"target frame on {row} place"] = contrast(c["target"], tint)
    for i, ground in enumerate(grounds):
        ratios[f"last-move bracket on ground {i}"] = max(contrast(c["hl"], ground), contrast(c["ss-edge"], ground))
    ratios["new display tile ring"] = contrast(c["hl-strong"], c["bg"])
    ratios["capture dot"] = contrast(c["fg"], c["bg"])
    low = {k: round(v, 2) for k, v in ratios.items() if v < 3}
    assert not low, f"{name}: {low}"


def test_auto_dark_theme_matches_dark():
    auto = re.search(r"prefers-color-scheme: dark\)\s*\{\s*[^{]*\{(.*?)\}", CSS, re.S).group(1)
    assert dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", auto)) == css_block(THEMES["dark"][0])


def test_key_help_and_score_name():
    assert BOARD.score_name("de") == "Punkte"
    keys = dict(BOARD.key_help("en"))
    assert "D" in keys and "Tab" in keys


# -- issue 25: help on every piece, barren blocks ---------------------------------------------------

def random_game(seed, until):
    """A seeded random game up to the first state where `until(state)` holds."""
    m = spielkiste.new_match("solstis", seed=seed)
    rng = random.Random(seed)
    while not until(m.state):
        m.play(rng.choice(m.legal_moves()))
    return m.state


def every_region(ctx):
    return (BOARD.render_board(ctx) + BOARD.render_controls(ctx) + BOARD.render_player(ctx, 0)
            + BOARD.render_player(ctx, 1) + BOARD.render_extra(ctx))


PIECES = (r'<g role="gridcell"[^>]*>', r'<(?:span|button) class="solstis-tile [^>]*>', r'<li class="solstis-chip[^>]*>',
          r'<button[^>]*class="secondary solstis-spirit[^>]*>', r'<g class="solstis-(?:spirit-mark|barren)[^>]*>',
          r'<span class="solstis-back[^>]*>')


@pytest.mark.parametrize("decision", ["play", "take", "rainbow", "keep", "source"])
def test_every_piece_carries_a_help_kind_of_help_py(decision):
    state = random_game(4, lambda s: GAME.decision(s) == decision and s.spirits[0] + s.spirits[1]
                        or GAME.decision(s) == decision and decision in ("play", "take", "rainbow"))
    html = every_region(ctx_for(state))
    seen = 0
    for pattern in PIECES:
        for tag in re.findall(pattern, html):
            kind = re.search(r'data-help="([^"]+)"', tag)
            assert kind and kind.group(1) in BOARD_HELP, tag
            seen += 1
    assert seen >= 96 + 3
    assert set(re.findall(r'data-help="([^"]+)"', html)) <= set(BOARD_HELP)


def test_spirit_choices_show_their_effect_in_both_languages():
    state = random_game(4, lambda s: GAME.decision(s) == "keep")
    for lang in ("en", "de"):
        ctx = ctx_for(state, lang=lang)
        choices = re.findall(r'<button[^>]*data-act="keep:([a-z]+)"[^>]*>(.*?)</button>', BOARD.render_controls(ctx))
        assert len(choices) == 2
        for spirit, inner in choices:
            shown = htmllib.unescape(re.search(r'class="solstis-effect">([^<]+)<', inner).group(1))
            text = t(lang, f"solstis.help.{spirit}")  # "Trout (immediate): take a rainbow and place it."
            head, _, rest = text.partition(": ")
            assert len(rest) > 15 and shown.endswith(rest[1:]) and not shown.startswith(head), (shown, text)
            if "(" in head:  # immediate or end of game
                assert shown.lower().startswith(head[head.index("(") + 1:head.index(")")].lower()), (shown, text)


def test_a_barren_block_is_marked_and_said_on_its_places():
    state = random_game(3, lambda s: s.published and any(s.barren))
    seat = 0 if state.barren[0] else 1
    ctx = ctx_for(state, seat=seat, interactive=False)
    html = BOARD.render_board(ctx)
    assert html.count('class="solstis-barren"') == bin(state.barren[seat]).count("1")
    from spielkiste.games.solstis_spirits import BLOCK_MASKS, bits
    places = {TILE_NAMES[t] for b in bits(state.barren[seat]) for t in bits(BLOCK_MASKS[b])}
    for name in places:
        label = re.search(rf'aria-label="([^"]*)"[^>]*data-cell="{seat}:{name}"', html).group(1)
        assert "barren block: it never gets a spirit" in htmllib.unescape(label), label
    de = BOARD.render_board(ctx_for(state, seat=seat, lang="de", interactive=False))
    assert "öden Feld" in de


def test_the_opponents_panorama_is_a_strip_to_open_on_a_live_board_and_open_in_a_diagram():
    state = random_game(4, lambda s: s.spirits[0] or s.spirits[1])
    other = 1 if state.spirits[1] else 0
    ctx = ctx_for(state, seat=1 - other, interactive=False)
    html = BOARD.render_board(ctx)
    summary = re.search(r"<details class=\"solstis-opp\"><summary>(.*?)</summary>", html).group(1)
    name = f"{NAMES[other]} {'●▲'[other]}"
    assert f"{name} — tiles: {bin(state.real[other]).count('1')}, spirits: {len(state.spirits[other])}" in summary
    assert html.index('class="board solstis opp') > html.index("</summary>")  # the grid inside, after it
    assert f"{name} — Plättchen:" in BOARD.render_board(ctx_for(state, seat=1 - other, lang="de", interactive=False))
    diagram = BOARD.render_board(Ctx(game=GAME, match=None, state=state, lang="en", seat=0, names=NAMES))
    assert "<details" not in diagram and diagram.count('role="grid"') == 2


def test_at_the_end_of_a_turn_the_refilled_hand_is_shown_beside_the_display():
    """Issue 25: the mover still holds the device after the turn (the hand-over waits for
    "Done"): their own refilled hand and the display come first in the extra region,
    and the seat's strip does not repeat the hand."""
    s = build(hand0="G7 R1 O1", hand1="V7 P8 P7", display="G2/B5 R9 P4", pile="R5 O3 O4")
    ctx, after = after_move(s, "G7")  # Player 1 captures G2; the turn passes to Player 2
    assert GAME.to_move(after) == 1 and ctx.seat == 0
    ctx.interactive, ctx.legal = False, []
    extra = BOARD.render_extra(ctx)
    hand = [TILE_NAMES[h] for h in after.hands[0]]
    assert len(hand) == 3 and all(f'data-cell="{t}"' in extra for t in hand)
    assert extra.index("Your hand") < extra.index("Display") < extra.index("Pile")
    assert not any(f'data-cell="{t}"' in BOARD.render_player(ctx, 0) for t in hand)
    assert not any(f'data-cell="{TILE_NAMES[t]}"' in extra for t in after.hands[1])  # never the other hand
    # while the seat itself decides, its hand is in the controls as before
    own = ctx_for(s)
    assert "Your hand" not in BOARD.render_extra(own) and "Your hand" in BOARD.render_controls(own)

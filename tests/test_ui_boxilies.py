"""The Boxilies board renderer: regions, clicks and keys to moves, refusals, the last
move's marks, words in both languages, contrast of the colours it uses."""

import pathlib
import re

import pytest
from test_contrast import THEMES, contrast, theme

import spielkiste
from ui.explain import said
from ui.games.base import Ctx
from ui.games.boxilies import board as bb

BOARD = bb.BOARD
# Player 1 has 1a on a2 (E side 0), 2a on b1 (N side 1), 3a on c2 (W side 0); player 2 to move.
# 5a N on b2 shows W1 E1 S1: it captures a2 and c2 at once, not b1 (1 against 1).
AROUND_B2 = "-,002aN,-,001aN,-,003aN,-,-,-|4a+5a|1a+2a+3a+4a+5a|1"


def match(position=None, **options):
    return spielkiste.new_match("boxilies", options, seed=1, position=position)


def ctx_for(m, lang="en", sel=None, names=("Ann", "Bo"), last=None, fresh=False):
    return Ctx(game=m.game, match=m, state=m.state, lang=lang, sel={} if sel is None else sel,
               interactive=not m.is_over, legal=m.legal_moves(), last=last, names=names, fresh=fresh)


def played(moves, position=None, **options):
    """A match after `moves`, and the ctx of its last move."""
    m = match(position, **options)
    before = None
    for move in moves:
        before = m.state
        m.play(move)
    return m, (before, moves[-1], m.state) if moves else None


def clicks(m, *actions, sel=None, lang="en"):
    """Feed actions to the board; return (the move the last one completes, the ctx)."""
    sel = {} if sel is None else sel
    move, ctx = None, None
    for action in actions:
        ctx = ctx_for(m, sel=sel, lang=lang)
        move = BOARD.act(ctx, action)
    return move, ctx


# -- the board ------------------------------------------------------------------------

def test_grid_structure_labels_start_with_the_visible_id():
    m, last = played(["3aE-b2"])
    html = BOARD.render_board(ctx_for(m, last=last))
    assert html.startswith('<svg class="board boxilies"') and 'role="grid"' in html
    assert html.count('role="row"') == 3 and html.count('role="gridcell"') == 9
    assert html.count('class="ring-out"') == 9  # every cell has its two-tone focus ring
    # rank 3 is the top row; a1 is bottom left
    assert re.search(r'data-r="0" data-c="0"[^>]*aria-label="a3, empty"', html)
    assert re.search(r'data-r="2" data-c="0"[^>]*aria-label="a1, empty"', html)
    # a stone's cell shows its id: the name starts with it
    assert 'aria-label="3a, b2, Ann&#x27;s stone, arrows N 0, E 1, S 1, W 1, just placed"' in html
    assert '>3a</text>' in html
    # coordinates around the board, hidden from the grid
    assert html.count('class="boxilies-coord"') == 6
    de = BOARD.render_board(ctx_for(m, lang="de", last=last))
    assert 'aria-label="3a, b2, Stein von Ann, Pfeile N 0, O 1, S 1, W 1, gerade gesetzt"' in de


def test_every_cell_has_an_action_while_a_human_decides_and_none_otherwise():
    m, _ = played(["3aE-b2"])
    html = BOARD.render_board(ctx_for(m))
    assert html.count('data-act="cell:') == 9
    ctx = ctx_for(m)
    ctx.interactive = False
    assert "data-act" not in BOARD.render_board(ctx) + BOARD.render_controls(ctx)
    assert BOARD.act(ctx, "cell:0") is None and ctx.refusal is None
    assert BOARD.status(ctx) == ""


@pytest.mark.parametrize("board,cells,box", [("3x3", 9, "-30 -4 334 334"), ("2x5", 10, "-30 -4 534 234"),
                                             ("4x4", 16, "-30 -4 434 434")])
def test_every_board_size_renders_whole(board, cells, box):
    m = match(board=board)
    html = BOARD.render_board(ctx_for(m))
    assert html.count('role="gridcell"') == cells and f'viewBox="{box}"' in html
    controls = BOARD.render_controls(ctx_for(m))
    assert controls.count('class="boxilies-pick"') == len(m.game.design(m.options).stones[0])


def test_last_move_marks_the_stone_and_every_captured_neighbour():
    m, last = played(["5aN-b2"], AROUND_B2)
    assert sorted(m.game.captured_by(*last[::2])) == [3, 5]  # a2 and c2, from the engine
    html = BOARD.render_board(ctx_for(m, last=last))
    assert html.count('class="last-mark"') == 1 and html.count('class="boxilies-capmark"') == 2
    assert 'class="cell last"' in html and html.count('class="cell captured"') == 2
    for cell in ("a2", "c2"):
        assert re.search(rf'aria-label="\w+, {cell}, Bo&#x27;s stone, [^"]*, just captured"', html)
    assert re.search(r'aria-label="2a, b1, Ann&#x27;s stone, arrows N 1, E 1, S 0, W 0"', html)  # not captured
    assert 'class="board boxilies"' in html
    assert 'class="board boxilies fresh"' in BOARD.render_board(ctx_for(m, last=last, fresh=True))
    # the captured stones now wear the mover's colour (p1)
    assert html.count('class="boxilies-stone p1"') == 3


def test_the_live_region_names_every_capture():
    m, (before, move, after) = played(["5aN-b2"], AROUND_B2)
    en = said(m.game, before, move, "en", ("Ann", "Bo"))
    assert en == "Bo places 5a on b2. Captures a2, c2."
    de = said(m.game, before, move, "de", ("Ann", "Bo"))
    assert de == "Bo setzt 5a auf b2. Nimmt a2, c2 gefangen."
    quiet, (b2, mv2, a2) = played(["1aN-a1"])
    assert said(quiet.game, b2, mv2, "en", ("Ann", "Bo")) == "Ann places 1a on a1."


def test_move_labels_are_short_and_say_turns_and_captures():
    m = match(AROUND_B2)
    assert BOARD.move_label(m.game, m.state, "5aN-b2", "en") == "b2 5a ×2"
    assert BOARD.move_label(m.game, m.state, "4aE-c3", "en") == "c3 4a ⟳"
    assert BOARD.move_label(m.game, m.state, "1aS-c3", "en") == "c3 1a ⟳⟳"
    assert BOARD.move_label(m.game, m.state, "4aW-c3", "de") == "c3 4a ⟲"


# -- clicks and keys ---------------------------------------------------------------------

def test_stone_rotation_cell_make_a_move():
    m = match()
    sel = {}
    move, _ = clicks(m, "stone:4", "rotr", "cell:4", sel=sel)
    assert move == "5aE-b2"
    assert clicks(m, "stone:2", "rotl", "rotl", "cell:0")[0] == "3aS-a1"
    assert clicks(m, "stone:0", "rotl", "rotr", "cell:8")[0] == "1aN-c3"


def test_number_keys_choose_the_nth_stone_still_in_the_tray():
    m = match()
    m.play("2aN-a1")
    m.play("1aN-c3")
    sel = {}
    clicks(m, "nth:2", sel=sel)  # player 1's tray now: 1a 3a 4a 5a
    assert sel["stone"] == 2
    assert clicks(m, "nth:4", "cell:4")[0] == "5aN-b2"
    move, ctx = clicks(m, "nth:5")
    assert move is None and ctx.refusal == "You have 4 stones left (keys 1–4)." and ctx.refused == "nth:5"
    _, de = clicks(m, "nth:9", lang="de")
    assert de.refusal == "Du hast noch 4 Steine (Tasten 1–4)."


def test_keys_map_to_actions_in_both_languages():
    keys = BOARD.keys
    assert keys["r"] == keys["d"] == "rotr" and keys["R"] == keys["D"] == "rotl"
    assert [keys[str(n)] for n in range(1, 10)] == [f"nth:{n}" for n in range(1, 10)]
    assert ("R / Shift+R", BOARD.tr("en", "k_rot")) in BOARD.key_help("en")
    assert ("D / Umschalt+D", BOARD.tr("de", "k_rot")) in BOARD.key_help("de")
    assert BOARD.key_help("en")[0][0] == "1–9"


def test_rotating_first_chooses_the_first_stone():
    m = match()
    sel = {}
    clicks(m, "rotr", sel=sel)
    assert sel == {"stone": 0, "rot": 1}


def test_a_cell_before_a_stone_says_what_to_do():
    m = match()
    move, ctx = clicks(m, "cell:4")
    assert move is None and ctx.refusal == "First choose a stone (keys 1–5)." and ctx.refused == "cell:4"
    _, de = clicks(m, "cell:4", lang="de")
    assert de.refusal == "Wähle zuerst einen Stein (Tasten 1–5)."
    _, nothing = clicks(m, "none")
    assert nothing.refusal  # Enter with nothing to act on still says something


def test_a_taken_cell_is_refused_with_its_name():
    m, _ = played(["1aN-a1"])
    move, ctx = clicks(m, "stone:0", "cell:0")
    assert move is None and ctx.refusal == "a1 is taken: choose an empty cell." and ctx.refused == "cell:0"
    _, de = clicks(m, "cell:0", lang="de")
    assert de.refusal == "a1 ist besetzt: wähle ein leeres Feld."


def test_fixed_rotation_has_no_turn_buttons_and_refuses_the_keys():
    m = match(rotation="fixed")
    move, ctx = clicks(m, "rotr")
    assert move is None and ctx.refusal == "In this game the stones keep their printed orientation."
    html = BOARD.render_controls(ctx_for(m))
    assert 'data-act="rotr"' not in html and "boxilies-preview" in html
    assert BOARD.status(ctx_for(m)) == "Choose a stone (keys 1–5), then an empty cell."
    assert clicks(m, "nth:1", "cell:0")[0] == "1aN-a1"


# -- controls, status, players, result ----------------------------------------------------------

def test_controls_tray_preview_and_rotation():
    m = match()
    sel = {"stone": 2, "rot": 1}
    html = BOARD.render_controls(ctx_for(m, sel=sel))
    assert html.count('class="boxilies-pick"') == 5 and 'data-key="1"' in html and 'aria-keyshortcuts="5"' in html
    # the chosen stone is pressed and shown as it will lie; its name starts with its visible id
    assert re.search(r'data-act="stone:2"[^>]*aria-pressed="true" aria-label="3a, arrows N 0, E 1, S 1, W 1"', html)
    assert '<span class="boxilies-pick-id">3a</span>' in html
    assert html.count('aria-pressed="true"') == 1
    assert 'aria-label="Chosen: 3a, arrows N 0, E 1, S 1, W 1"' in html
    assert 'data-act="rotl"' in html and 'data-act="rotr"' in html and "(Shift+R)" in html
    de = BOARD.render_controls(ctx_for(m, sel=sel, lang="de"))
    assert "Nach links drehen (Umschalt+D)" in de and "Gewählt: 3a, Pfeile N 0, O 1, S 1, W 1" in de
    # the ghost of the chosen stone waits on every empty cell (shown on hover and focus)
    board = BOARD.render_board(ctx_for(m, sel=sel))
    assert board.count('class="boxilies-ghost"') == 9 and board.count('class="cell empty target"') == 9
    assert "boxilies-ghost" not in BOARD.render_board(ctx_for(m))


def test_status_says_what_to_do_with_the_languages_letters():
    m = match()
    assert BOARD.status(ctx_for(m)) == "Choose a stone (keys 1–5), turn it (R / Shift+R), then an empty cell."
    assert BOARD.status(ctx_for(m, lang="de")) == \
        "Wähle einen Stein (Tasten 1–5), drehe ihn (D / Umschalt+D), dann ein leeres Feld."
    assert BOARD.status(ctx_for(m, sel={"stone": 4, "rot": 2})) == \
        "5a chosen, arrows N 1, E 1, S 2, W 1: choose an empty cell, or turn it (R / Shift+R)."
    assert "drehe ihn (D / Umschalt+D)" in BOARD.status(ctx_for(m, sel={"stone": 4}, lang="de"))


def test_player_strips_show_the_stones_still_to_place():
    m, _ = played(["1aN-a1", "5aN-c3"])
    ctx = ctx_for(m)
    first, second = BOARD.render_player(ctx, 0), BOARD.render_player(ctx, 1)
    assert "4 to place" in first and first.count('class="boxilies-mini"') == 4
    assert 'aria-label="Ann: stones to place"' in first and 'aria-label="2a, arrows N 1, E 1, S 0, W 0"' in first
    assert 'aria-label="5a' not in second and "1a, arrows" in second
    done = match("001aN,002aN,003aN,004aN,005aN,-,-,-,-|-|1a+2a+3a+4a+5a|-")
    assert "all placed" in BOARD.render_player(ctx_for(done), 0)
    assert BOARD.score_name("en") == "stones" and BOARD.score_name("de") == "Steine"


def test_result_counts_stones_owned_captured_and_not_placed():
    m = match()
    while not m.is_over:
        m.play(m.legal_moves()[0])
    html = BOARD.render_result(ctx_for(m))
    rows = re.findall(r'<tr><th scope="row">([^<]*)</th><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td></tr>', html)
    owned = m.game.scores(m.state)
    assert [(int(a), int(c)) for _, a, _, c in rows] == [(owned[0], 0), (owned[1], 1)]
    assert rows[0][0] == "Ann ●" and rows[1][0] == "Bo ▲"
    assert "equal numbers are a draw" in html
    assert "gleich viele sind ein Unentschieden" in BOARD.render_result(ctx_for(m, lang="de"))


def test_custom_design_names_are_escaped_and_offset():
    from ui.games.boxilies.designer import Draft

    draft = Draft([(3, 3), (4, 3), (3, 4), (4, 4)], ([((1, 0, 0, 0), "Bär <b>&")] * 2, [((1, 0, 0, 0), "")] * 2))
    m = spielkiste.new_match("boxilies", {"board": "custom", "design": draft.text()}, seed=1)
    before = m.state
    m.play("s1N-d4")
    ctx = ctx_for(m, last=(before, "s1N-d4", m.state))
    html = BOARD.render_board(ctx) + BOARD.render_controls(ctx) + BOARD.render_player(ctx, 0)
    assert "<b>" not in html and "Bär &lt;b&gt;&amp;" in html
    assert 'viewBox="-30 -4 234 234"' in html  # only the 2x2 used part of the grid
    assert ">d</text>" in html and ">e</text>" in html and ">4</text>" in html and ">5</text>" in html
    assert 'aria-label="s1 “Bär &lt;b&gt;&amp;”, d4, Ann&#x27;s stone, arrows N 1, E 0, S 0, W 0, just placed"' in html
    # the tray button shows the id, then the name: its accessible name starts with both
    fresh = spielkiste.new_match("boxilies", {"board": "custom", "design": draft.text()}, seed=1)
    tray = BOARD.render_controls(ctx_for(fresh))
    assert ('aria-label="s1 “Bär &lt;b&gt;&amp;”, arrows N 1, E 0, S 0, W 0">' in tray
            and '<span class="boxilies-pick-id">s1</span> <span class="boxilies-stone-name">Bär &lt;b&gt;&amp;</span>'
            in tray)
    assert said(m.game, before, "s1N-d4", "de", ("Ann", "Bo")) == "Ann setzt s1 „Bär <b>&“ auf d4."
    assert clicks(m, "stone:1", "cell:1")[0] == "s2N-e4"


def test_names_are_escaped():
    m, last = played(["1aN-a1"])
    evil = ('<script>alert(1)</script>', 'Bo" onclick="x')
    ctx = ctx_for(m, names=evil, last=last)
    html = (BOARD.render_board(ctx) + BOARD.render_controls(ctx) + BOARD.render_result(ctx)
            + BOARD.render_player(ctx, 0) + BOARD.render_player(ctx, 1))
    assert "<script>" not in html and 'onclick="x' not in html and "&lt;script&gt;" in html


def test_picture_and_stone_svg_for_the_designer():
    assert BOARD.picture().startswith("<svg")
    stone = bb.stone_svg((1, 0, 0, 0), 1, 0, 0, bb.S)
    assert stone.startswith('<g class="boxilies-stone p1" data-help="stone">') and stone.count('class="arrow"') == 1
    assert "<text" not in stone and ">5a</text>" in bb.stone_svg((2, 1, 1, 1), 0, 0, 0, bb.S, "5a")


# -- contrast of the colours this board uses (axe cannot measure SVG text) ------------------------

# (foreground, background, minimum): stone ids on the stone, the coordinates, the ids and
# key badges of the tray, the chosen stone's tint and tick, the last-move marks on the cell
PAIRS = [("p0-fg", "p0", 4.5), ("p1-fg", "p1", 4.5), ("muted", "bg", 4.5), ("fg", "cell", 4.5), ("fg", "card", 4.5),
         ("#1c1f1e", "hl", 4.5), ("bg", "sel", 4.5), ("hl-strong", "cell", 3.0), ("sel", "cell", 3.0),
         ("p0", "cell", 3.0), ("p1", "cell", 3.0), ("focus", "cell", 3.0), ("cell-line", "cell", 1.0)]


@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: f"{p[0]}-on-{p[1]}")
def test_contrast_of_the_boards_colours(name, pair):
    colours = theme(THEMES[name])
    fg_name, bg_name, minimum = pair
    fg = fg_name if fg_name.startswith("#") else colours[fg_name]
    bg = colours[bg_name]
    assert contrast(fg, bg) >= minimum, f"{name}: {fg_name} {fg} on {bg_name} {bg} is {contrast(fg, bg):.2f}:1"


BOXILIES_CSS = (pathlib.Path(__file__).resolve().parents[1] / "css" / "games" / "boxilies.css").read_text()


@pytest.mark.parametrize("name", THEMES)
def test_a_stones_deeper_shade_keeps_its_arrows_readable(name):
    """Our own art (issue 25): the lower part of a stone is a deeper shade of the owner's
    colour; its arrows and figure (--p*-fg) keep >= 4.5:1 on it, it keeps >= 3:1 on a cell."""
    colours = theme(THEMES[name])
    block = re.findall(r"\.boxilies-stone \{ (--bx-p0-deep: #\w{6}; --bx-p1-deep: #\w{6};) \}", BOXILIES_CSS)
    assert len(block) == 3 and block[1] == block[2], "light, dark, and auto = dark, in that order"
    deep = dict(re.findall(r"--bx-(p\d)-deep: (#\w{6})", block[0 if name == "light" else 1]))
    for seat in ("p0", "p1"):
        assert contrast(colours[f"{seat}-fg"], deep[seat]) >= 4.5, (name, seat)
        assert contrast(deep[seat], colours["cell"]) >= 3.0, (name, seat)


def test_the_stylesheet_animates_only_fresh_boards_and_briefly():
    css = (bb.__file__.rsplit("/py/", 1)[0] + "/css/games/boxilies.css")
    text = open(css, encoding="utf-8").read()
    for rule in re.findall(r"([^{}]*)\{[^}]*animation:[^;]*", text):
        assert "svg.board.boxilies.fresh" in rule, rule
    for seconds in re.findall(r"animation:\s*[\w-]+\s+([\d.]+)s", text):
        assert float(seconds) <= 0.25
    assert 'style="' not in open(bb.__file__, encoding="utf-8").read()


def test_a_marked_stone_keeps_its_name_clear_of_the_mark():
    """A lesson's dotted frame lies over a stone's edge (mark_shapes.frame): the stone's
    name ("1a") stays inside it, clear of the dots and their halo, with room to spare."""
    m = match(AROUND_B2)
    ctx = ctx_for(m)
    ctx.marks = {"lesson": ["a2"]}
    svg = BOARD.render_board(ctx)
    cell = re.search(r'data-cell="a2".*?</g></g>', svg, re.S).group(0)
    x, y, size = (float(v) for v in re.search(r'<text class="sid" x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"',
                                                  cell).groups())
    frame = re.search(r'class="mark-halo" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"', cell).groups()
    fx, fy, _fw = (float(v) for v in frame)
    band = 11 / 2  # the halo's stroke (css/app.css .mark-frame .mark-halo), beyond the dots' 7
    half_width = 0.62 * size * len("1a") / 2  # a bold digit and letter
    left, top = x - half_width, y - 0.75 * size  # text-anchor middle; the cap height above the baseline
    assert left - (fx + band) >= 4, (left, fx)
    assert top - (fy + band) >= 4, (top, fy)

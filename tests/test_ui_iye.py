"""The İye board renderer under CPython: clicks to moves and refusals, the regions
(board, controls, players, result), the last move, labels, keys and contrast."""

import math
import pathlib
import random
import re

import pytest
from test_contrast import contrast, theme

import spielkiste
from spielkiste.games.iye import CELL_INDEX, GAME, MOVE_INDEX, NATURAL
from ui.explain import said
from ui.games.base import Ctx
from ui.games.iye import board as ib

BOARD = ib.BOARD
ROOT = pathlib.Path(__file__).resolve().parents[1]
# drum on a3; c3 Horse, a1 Tree, e1 Sun left; the first player holds six Suns and three
# Waters: natural moves reach a1 and c3, the Sun a1 and e1, the Water a1 and c3
BLOCK = "...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|-"
# two tiles left; c5 ends the cycle (scored): Ann 5 : 4
LAST = "..O../...../...../...../S....|c3|SSSSHHHTTTW|SSSSHHHTWW|0|1p|23|-"


def ctx_for(match, interactive=True, lang="en", names=("Ann", "Bob"), sel=None, last=None, fresh=False):
    return Ctx(game=match.game, match=match, state=match.state, lang=lang, sel={} if sel is None else sel,
               interactive=interactive, legal=match.legal_moves() if interactive else [], names=names,
               last=last, fresh=fresh)


def start(position=None, seed=7, **options):
    return spielkiste.new_match("iye", options, seed=seed, position=position)


def played(m, move):
    """Play `move` on m; the ctx.last triple for it."""
    before = m.state
    m.play(move)
    return (before, move, m.state)


def acts(html):
    return re.findall(r'data-act="([^"]*)"', html)


def cell_attrs(html, name):
    """(label, classes) of the gridcell for cell `name` (the label holds the cell name)."""
    for label, cls in re.findall(r'aria-label="([^"]*)" class="([^"]*)"', html):
        if re.search(rf"(^|, ){name}(,|$)", label):
            return label, cls
    raise AssertionError(f"no cell {name}")


def cell_html(html, name):
    """The markup of the gridcell for cell `name`."""
    for m in re.finditer(r'<g role="gridcell"[^>]*aria-label="([^"]*)"[^>]*>', html):
        if re.search(rf"(^|, ){name}(,|$)", m.group(1)):
            depth, i = 1, m.end()
            while depth:
                nxt = re.compile(r"<g[ >]|</g>").search(html, i)
                depth += 1 if nxt.group(0) != "</g>" else -1
                i = nxt.end()
            return html[m.start():i]
    raise AssertionError(f"no cell {name}")


def clicks_for(move):
    """The clicks that make `move`: a cell, or a kind then a cell, or the next button."""
    if move == "next":
        return ["next"]
    k, t = MOVE_INDEX[move]
    return [f"cell:{t}"] if k == NATURAL else [f"kind:{k}", f"cell:{t}"]


def screen(ctx):
    """Everything a human can click: the board and the controls."""
    return BOARD.render_board(ctx) + BOARD.render_controls(ctx)


# -- clicks to moves ---------------------------------------------------------------------

def test_clicking_a_marked_cell_makes_a_natural_move():
    m = start(seed=1)
    ctx = ctx_for(m)
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['c5']}") == "c5"
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['d4']}") is None  # diagonal: not legal
    assert "cannot reach d4" in ctx.refusal


def test_choosing_a_kind_then_a_cell_makes_an_ability_move():
    m = start(BLOCK)
    ctx = ctx_for(m)
    assert BOARD.act(ctx, "kind:3") is None and ctx.sel == {"kind": 3}
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['c3']}") == "Wc3"
    ctx = ctx_for(m)
    BOARD.act(ctx, "kind:0")
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['c3']}") is None  # the Sun goes to corners only
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['e1']}") == "Se1"


def test_choosing_the_chosen_kind_again_drops_it():
    m = start(BLOCK)
    ctx = ctx_for(m)
    BOARD.act(ctx, "kind:3")
    BOARD.act(ctx, "kind:3")
    assert ctx.sel == {}
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['c3']}") == "c3"


def test_nothing_happens_when_not_interactive():
    m = start(BLOCK)
    ctx = ctx_for(m, interactive=False)
    assert BOARD.act(ctx, "kind:3") is None and ctx.sel == {}
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['a1']}") is None
    assert "data-act" not in BOARD.render_board(ctx) and BOARD.render_controls(ctx) == ""


def test_next_between_cycles_only():
    m = start(BLOCK)
    ctx = ctx_for(m)
    assert BOARD.act(ctx, "next") is None and "still on" in ctx.refusal
    m.play("a1")
    ctx = ctx_for(m)
    assert "next" in acts(BOARD.render_controls(ctx))
    assert BOARD.act(ctx, "next") == "next"
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['e1']}") is None
    assert ctx.refusal == "Cycle 1 is over: start the next cycle (N)."
    assert BOARD.act(ctx, "kind:0") is None and "is over" in ctx.refusal


def test_every_legal_move_can_be_clicked_and_only_legal_moves():
    rng = random.Random(2)
    for seed in range(3):
        m = start(seed=seed)
        while not m.is_over:
            for move in m.legal_moves() if m.ply % 3 == 0 or m.state.ended else ():
                ctx = ctx_for(m)
                result = None
                for action in clicks_for(move):
                    assert action in acts(screen(ctx)), (move, action)
                    result = BOARD.act(ctx, action)
                assert result == move
            m.play(rng.choice(m.legal_moves()))


# -- refusals: every click that cannot be played says why ----------------------------------

def test_every_cell_has_an_action_while_the_player_may_act():
    m = start(BLOCK)
    html = BOARD.render_board(ctx_for(m))
    assert sorted(a for a in acts(html)) == sorted(f"cell:{i}" for i in range(25))
    m.play("a1")  # the cycle is over: the cells still answer (with a reason)
    assert len(acts(BOARD.render_board(ctx_for(m)))) == 25


@pytest.mark.parametrize("lang, texts", [
    ("en", ("The drum cannot reach e1: choose a marked cell.",
            "b3 is empty: the drum must land on a tile. Choose a marked cell.",
            "The drum stands on a3: choose a marked cell.",
            "The Sun cannot take the drum to c3: choose a marked cell (S: back to natural moves).",
            "You have no Horse to spend.")),
    ("de", ("Die Trommel kann e1 nicht erreichen: wähle ein markiertes Feld.",
            "b3 ist leer: die Trommel muss auf einem Plättchen landen. Wähle ein markiertes Feld.",
            "Die Trommel steht auf a3: wähle ein markiertes Feld.",
            "Die Sonne bringt die Trommel nicht nach c3: wähle ein markiertes Feld (S: zurück zu normalen Zügen).",
            "Du hast kein Plättchen Pferd zum Ausgeben.")),
])
def test_refusals_say_why(lang, texts):
    unreachable, empty, drum, not_kind, not_held = texts
    m = start(BLOCK)
    for action, text in ((f"cell:{CELL_INDEX['e1']}", unreachable), (f"cell:{CELL_INDEX['b3']}", empty),
                         (f"cell:{CELL_INDEX['a3']}", drum), ("kind:1", not_held)):
        ctx = ctx_for(m, lang=lang)
        assert BOARD.act(ctx, action) is None
        assert ctx.refusal == text and ctx.refused == action
    ctx = ctx_for(m, lang=lang)
    BOARD.act(ctx, "kind:0")
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['c3']}") is None and ctx.refusal == not_kind


def test_a_spirit_that_reaches_no_tile_is_shown_and_refused():
    # drum on a3, tiles on b1 and c3 only: the Sun (corners) reaches nothing
    m = start("...../...../..H../...../.T...|a3|SSSSSSWWW|HHHHHTTTTS|0|1p|23|-")
    ctx = ctx_for(m)
    controls = BOARD.render_controls(ctx)
    sun = re.search(r'<button[^>]*data-act="kind:0"[^>]*>.*?</button>', controls).group(0)
    assert 'aria-disabled="true"' in sun and "no tile in reach" in sun
    assert BOARD.act(ctx, "kind:0") is None
    assert ctx.refusal == "You cannot spend a Sun: it reaches no tile." and ctx.sel == {}
    ctx = ctx_for(m, lang="de")
    BOARD.act(ctx, "kind:0")
    assert ctx.refusal == "Du kannst Sonne nicht ausgeben: es erreicht kein Plättchen."


# -- the board: targets, labels, the last move ----------------------------------------------

def test_board_is_an_aria_grid_of_five_rows_of_five_cells_with_focus_rings():
    m = start(seed=1)
    html = BOARD.render_board(ctx_for(m))
    assert html.startswith('<svg class="board iye') and 'role="grid"' in html
    assert html.count('role="row"') == 5 and html.count('role="gridcell"') == 25
    assert html.count('class="ring-out"') == 25
    cells = re.findall(r'role="gridcell" data-r="(\d)" data-c="(\d)"[^>]*aria-label="([^"]*)"', html)
    assert cells[0][:2] == ("0", "0") and ", a5" in cells[0][2]  # rank 5 on top
    # controls and collections are not on the board
    assert "<button" not in html and "iye-coll" not in html


def test_cell_names_start_with_the_visible_number():
    m = start(seed=1)
    before = m.state
    m.play("c5")
    html = BOARD.render_board(ctx_for(m, last=(before, "c5", m.state)))
    for i in range(25):
        label, _ = cell_attrs(html, ib.CELL_NAMES[i])
        shown = re.findall(r'<text class="iye-num"[^>]*>([^<]*)</text>', cell_html(html, ib.CELL_NAMES[i]))
        if shown:
            assert label.startswith(shown[0] + ", "), label
        else:
            assert label.startswith(ib.CELL_NAMES[i] + ", "), label
    assert cell_attrs(html, "a5")[0].startswith(f"{ib.TOTALS[m.state.board[20]]}, ")
    assert ", the drum left here" in cell_attrs(html, "c3")[0]


def test_natural_targets_are_marked_without_hover():
    m = start(BLOCK)
    ctx = ctx_for(m)
    html = BOARD.render_board(ctx)
    marked = {name for name in ib.CELL_NAMES if "target" in cell_attrs(html, name)[1].split()}
    assert marked == {"a1", "c3"}
    for name in marked:
        inner = cell_html(html, name)
        assert 'class="target-mark"' in inner and 'class="iye-target-ring"' in inner
        assert cell_attrs(html, name)[0].endswith("the drum can go here")
    assert html.count('class="target-mark"') == 2


def test_a_chosen_spirit_marks_its_targets_the_same_way():
    m = start(BLOCK)
    ctx = ctx_for(m)
    BOARD.act(ctx, "kind:0")
    html = BOARD.render_board(ctx)
    marked = {name for name in ib.CELL_NAMES if "target" in cell_attrs(html, name)[1].split()}
    assert marked == {"a1", "e1"}
    assert html.count('class="target-mark"') == 2 and html.count("target ability") == 2
    assert cell_attrs(html, "e1")[0].endswith("The Sun can take the drum here")
    assert 'aria-pressed="true"' in BOARD.render_controls(ctx)


def test_spend_buttons_preview_their_reach():
    m = start(BLOCK)
    html = BOARD.render_board(ctx_for(m))
    assert "reach-0" in cell_attrs(html, "e1")[1] and "reach-3" not in cell_attrs(html, "e1")[1]
    assert {"reach-0", "reach-3"} <= set(cell_attrs(html, "a1")[1].split())


def transform_point(transform, x, y):
    """Apply an SVG transform list of translate/rotate/scale to (x, y)."""
    ops = re.findall(r"(translate|rotate|scale)\(([^)]*)\)", transform)
    for name, args in reversed(ops):
        v = [float(a) for a in args.replace(",", " ").split()]
        if name == "translate":
            x, y = x + v[0], y + v[1]
        elif name == "scale":
            x, y = x * v[0], y * v[-1]
        else:
            a = math.radians(v[0])
            x, y = x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)
    return x, y


@pytest.mark.parametrize("move", ["a1", "Wc3", "Se1"])  # a1 and c3 pass a2 and b3
def test_last_move_shows_path_taken_tile_receiver_and_spent(move):
    m = start(BLOCK)
    last = played(m, move)
    k, t = MOVE_INDEX[move]
    taken = last[0].board[t]
    html = BOARD.render_board(ctx_for(m, interactive=False, last=last))
    to, src = ib.CELL_NAMES[t], "a3"
    assert "last" in cell_attrs(html, to)[1].split() and "last" in cell_attrs(html, src)[1].split()
    assert 'class="last-mark"' in cell_html(html, to) and 'class="last-mark"' in cell_html(html, src)
    assert html.count('class="last-mark"') == 2
    assert f'iye-tile k{taken} iye-ghost' in cell_html(html, to)
    label = cell_attrs(html, to)[0]
    assert "the drum came from a3" in label and f"Bob ● received {BOARD.one('en', taken)}" not in label
    assert f"Bob ▲ received {BOARD.one('en', taken)}" in label
    shape = "jump" if move == "Se1" else "slide"  # a Sun placement passes no cells
    assert f'class="iye-trail {shape}"' in html and 'class="iye-seat p1"' in html
    if k == NATURAL:
        assert "iye-spent" not in html and "spent" not in label
    else:
        assert f'<g class="iye-spent"><g class="iye-tile k{k}' in html
        assert f"Ann ● spent {BOARD.one('en', k)}" in label
    # the drum travels from the old cell: the group's transform maps 1 unit along x to it
    tr = re.search(r'<g class="iye-drum-at" transform="([^"]*)"><g class="iye-travel">', html).group(1)
    assert transform_point(tr, 0, 0) == pytest.approx(ib.centre(t), abs=0.2)
    assert transform_point(tr, 1, 0) == pytest.approx(ib.centre(CELL_INDEX["a3"]), abs=0.5)


def test_the_path_points_at_the_new_cell():
    m = start(seed=1)
    last = played(m, "c5")
    html = BOARD.render_board(ctx_for(m, last=last))
    head = re.search(r'<polygon class="head" points="([^"]*)"', html).group(1)
    tip = [float(v) for v in head.split()[0].split(",")]
    cx, cy = ib.centre(CELL_INDEX["c5"])
    assert tip[0] == pytest.approx(cx) and cy < tip[1] < cy + 50  # just below the drum on c5


def test_the_screens_effects_are_used_when_given():
    m = start(BLOCK)
    last = played(m, "Wc3")
    fx = GAME.effects(last[0], "Wc3")
    html = BOARD.render_board(ctx_for(m, last=last))
    given = ctx_for(m, last=last)
    given.effects = fx
    assert BOARD.render_board(given) == html
    given.effects = {**fx, "to": "a1", "tile": "T"}  # the board draws what the effects say
    assert "last" in cell_attrs(BOARD.render_board(given), "a1")[1].split()


def test_the_drum_cell_is_where_the_player_acts_next():
    m = start(BLOCK)
    html = BOARD.render_board(ctx_for(m))
    assert html.count("data-next") == 1
    assert re.search(r'<g role="gridcell" data-next="true" data-r="2" data-c="0"', html)  # a3
    assert "data-next" not in BOARD.render_board(ctx_for(m, interactive=False))
    m.play("a1")  # the cycle is over: the button is next, not the board
    ctx = ctx_for(m)
    assert "data-next" not in BOARD.render_board(ctx)
    assert re.search(r'<button[^>]*data-act="next" data-next="true"', BOARD.render_controls(ctx))


def test_a_jump_is_drawn_as_an_arc_to_the_new_cell():
    m = start(BLOCK)
    last = played(m, "Se1")
    html = BOARD.render_board(ctx_for(m, last=last))
    d = re.search(r'<g class="iye-trail jump"><path class="halo" d="([^"]*)"', html).group(1)
    assert " Q" in d
    head = re.search(r'<polygon class="head" points="([^"]*)"', html).group(1)
    tip = [float(v) for v in head.split()[0].split(",")]
    cx, cy = ib.centre(CELL_INDEX["e1"])
    assert math.hypot(tip[0] - cx, tip[1] - cy) == pytest.approx(ib.DRUM_R + 4, abs=0.2)
    # the arc's end runs into the arrowhead: the last segment points at the tip
    base = [float(v) for v in d.split()[-1].split(",")]
    ctrl = [float(v) for v in d.split()[-2].lstrip("Q").split(",")]
    cross = (base[0] - ctrl[0]) * (tip[1] - base[1]) - (base[1] - ctrl[1]) * (tip[0] - base[0])
    assert abs(cross) < 60


def test_fresh_class_only_right_after_the_move():
    m = start(seed=1)
    last = played(m, "c5")
    assert re.match(r'<svg class="board iye fresh"', BOARD.render_board(ctx_for(m, last=last, fresh=True)))
    assert re.match(r'<svg class="board iye"', BOARD.render_board(ctx_for(m, last=last)))
    css = (ROOT / "css" / "games" / "iye.css").read_text()
    for sels, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        if "animation:" in body:
            assert all(".fresh" in s or ".dealt" in s for s in sels.split(",")), sels  # not replayed later
    for secs in re.findall(r"animation:\s*[\w-]+\s+([\d.]+)s", css):
        assert float(secs) <= 0.25


def test_a_new_deal_is_not_a_drum_move():
    m = start(BLOCK)
    m.play("a1")
    last = played(m, "next")
    html = BOARD.render_board(ctx_for(m, last=last, fresh=True))
    assert "last-mark" not in html and "iye-trail" not in html
    assert html.startswith('<svg class="board iye fresh dealt"')


def test_match_caption_under_the_board():
    m = start(LAST.replace("|23|-", "|40|0b0:SSSSS:HHHHH"))
    html = BOARD.render_board(ctx_for(m))
    caption = " ".join(re.sub(r"<[^>]+>", "", t) for t in re.findall(r'<text class="iye-caption"[^>]*>(.*?)</text>', html))
    assert "Cycle 2" in caption and "● 1 : 0 ▲" in caption and "first to 2" in caption
    assert "turn 40/200" in caption
    assert 'aria-label="İye board: cycle 2, cycles won 1 : 0, first to 2, turn 40 of 200"' in html


def test_a_diagram_is_the_board_alone():
    m = start(BLOCK)
    html = BOARD.render_board(Ctx(game=GAME, match=None, state=m.state, lang="de"))
    assert "iye-caption" not in html and 'aria-label="İye-Spielbrett"' in html


@pytest.mark.parametrize("lang", ["en", "de"])
def test_caption_halves_do_not_meet(lang):
    """The caption's two halves (left from x=-24, right-aligned at x=500) stay apart
    even with the widest numbers: ~47 characters of 20-unit text fit in 524 units
    (e2e/test_iye.py measures the real text boxes)."""
    nine = ((0, "s", 0, (0,) * 5, (0,) * 5),) * 9
    state = start(LAST, cycles="3").state._replace(turns=200, history=nine)
    ctx = Ctx(game=GAME, match=start(LAST), state=state, lang=lang)
    texts = [re.sub(r"<[^>]+>", "", t) for t in re.findall(r'<text class="iye-caption"[^>]*>(.*?)</text>',
                                                           BOARD.render_board(ctx))]
    assert len(texts) == 2 and len(texts[0]) + len(texts[1]) <= 46, texts


# -- controls ---------------------------------------------------------------------------------

def test_spend_buttons_are_named_by_their_visible_text():
    m = start(BLOCK)
    controls = BOARD.render_controls(ctx_for(m))
    buttons = re.findall(r"<button([^>]*)>(.*?)</button>", controls)
    assert [re.search(r'data-act="([^"]*)"', a).group(1) for a, _ in buttons] == ["kind:0", "kind:3"]
    for attrs, inner in buttons:
        assert "aria-label" not in attrs  # the name is the text
        text = re.sub(r"\s+", " ", re.sub(r"<svg.*?</svg>|<[^>]+>", " ", inner)).strip()
        assert text in ("Sun ×6 to a corner", "Water ×3 any line")
    assert "role=\"group\"" in controls and "Spend a spirit:" in controls
    # a player with nothing to spend has no controls
    assert BOARD.render_controls(ctx_for(start(seed=1))) == ""


def test_cycle_end_controls_show_result_table_and_next_button():
    m = start(LAST)
    m.play("c5")
    controls = BOARD.render_controls(ctx_for(m))
    assert "<h3" in controls and "Cycle 1: Ann ● wins 5 : 4" in controls
    button = re.search(r'<button[^>]*data-act="next"[^>]*>(.*?)</button>', controls)
    assert button.group(1) == 'Start the next cycle<span class="keyhint"> (N)</span>'  # no key on touch screens
    assert controls.index('data-act="next"') < controls.index("<table")  # the button first: in view
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", controls)
    assert len(rows) == 3  # kinds, then one row per seat
    ann = re.sub(r'<span class="visually-hidden">[^<]*</span>|<[^>]+>', " ", rows[1])
    assert ann.replace("\u00a0", " ").split() == ["●", "Ann", "4", "3", "3", "+5", "1", "0", "5"]
    assert "One tile left: the majorities score." in controls
    assert "Bob ▲ starts the next cycle." in controls
    de = BOARD.render_controls(ctx_for(m, lang="de"))
    assert "Nächsten Zyklus starten<span class=\"keyhint\"> (N)</span>" in de and "Zyklus 1: Ann ● gewinnt 5 : 4" in de


def test_cycle_table_counts_tiles_and_majority_points():
    record = (0, "s", 0, (4, 3, 3, 1, 0), (4, 3, 1, 2, 1))
    html = BOARD._table(ctx_for(start(seed=1)), record)
    body = re.findall(r"<tr[^>]*>(.*?)</tr>", html)[1:]
    def visible(row):
        return re.sub(r'<span class="visually-hidden">[^<]*</span>|<[^>]+>', " ", row).split()
    assert visible(body[0])[2:] == ["4", "3", "3", "+5", "1", "0", "5"]
    assert visible(body[1])[2:] == ["4", "3", "1", "2", "+3", "1", "+1", "4"]
    assert "3 tiles" in body[0] and "5 points" in body[0]


def test_a_blocked_cycle_and_a_drawn_one_say_how_they_ended():
    m = start(BLOCK)
    m.play("Wc3")  # Bob cannot move: Ann wins the cycle
    controls = BOARD.render_controls(ctx_for(m))
    assert "Cycle 1: Ann ● wins (Bob ▲ blocked)" in controls and "Bob ▲ cannot move: the cycle ends, Ann ● wins it." in controls
    draw = "..O../...../...../...../H....|c3|SSSSSHHTW|SSSHHTTTWW|0|1p|23|-"
    m = start(draw)
    m.play("c5")
    controls = BOARD.render_controls(ctx_for(m))
    assert "Cycle 1: drawn 9 : 9" in controls and "A drawn cycle counts for no one." in controls


def test_the_first_turns_of_a_cycle_recall_the_last_one():
    m = start(LAST)
    m.play("c5")
    m.play("next")
    ctx = ctx_for(m)
    assert '<p class="iye-last-cycle">Cycle 1: Ann ● wins 5 : 4</p>' in BOARD.render_controls(ctx)
    m.play(m.legal_moves()[0])
    m.play(m.legal_moves()[0])
    assert "iye-last-cycle" not in BOARD.render_controls(ctx_for(m))


# -- players and result ---------------------------------------------------------------------------

def test_collections_show_counts_majority_and_points():
    m = start(BLOCK)
    ctx = ctx_for(m, interactive=False)
    first, second = BOARD.render_player(ctx, 0), BOARD.render_player(ctx, 1)
    assert "Sun: 6, majority: 9 points" in first and "Water: 3, majority: 3 points" in first
    assert "Horse: 0, behind" in first and "Owl: 0, none" in first
    assert "12 points" in first and "12 points" in second  # Sun 9 + Water 3; Horse 7 + Tree 5
    assert '<span class="iye-st">+9</span>' in first
    # no dimmed text: zero counts use the muted colour at full opacity
    assert "opacity" not in (ROOT / "css" / "games" / "iye.css").read_text().split(".iye-have")[1].split("}")[0]


def test_collections_mark_the_tile_just_received_and_spent():
    m = start(BLOCK)
    last = played(m, "Wc3")
    ctx = ctx_for(m, interactive=False, last=last, fresh=True)
    first, second = BOARD.render_player(ctx, 0), BOARD.render_player(ctx, 1)
    assert re.search(r'class="iye-have k3 lead spent fresh"', first)
    assert re.search(r'class="iye-have k1 lead got fresh"', second)
    assert "just received" in second and "just spent" in first


def test_result_shows_cycles_won_the_list_and_the_last_table():
    m = start(LAST.replace("|23|-", "|40|0b0:SSSSS:HHHHH"))
    m.play("c5")
    assert m.is_over
    html = BOARD.render_result(ctx_for(m, interactive=False))
    assert "Cycles won: ● 2 : 0 ▲ (first to 2)" in html
    assert re.findall(r"<li>(.*?)</li>", html) == ["Cycle 1: Ann ● wins (Bob ▲ blocked)", "Cycle 2: Ann ● wins 5 : 4"]
    assert "<table" in html and html.count("<tr") == 3
    assert BOARD.score_name("en") == "cycles won" and BOARD.score_name("de") == "Zyklen gewonnen"


def test_dynamic_text_is_escaped():
    m = start(LAST)
    last = played(m, "c5")
    evil = ('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>')
    for lang in ("en", "de"):
        ctx = ctx_for(m, names=evil, lang=lang, last=last)
        html = (BOARD.render_board(ctx) + BOARD.render_controls(ctx) + BOARD.render_player(ctx, 0)
                + BOARD.render_result(ctx))
        assert "<script>" not in html and "<img" not in html
        assert "&lt;script&gt;" in html


# -- words and keys ------------------------------------------------------------------------------

def test_status_hints():
    m = start(BLOCK)
    ctx = ctx_for(m)
    assert BOARD.status(ctx) == "Move the drum to a marked cell, or spend a spirit (S H T W O)."
    BOARD.act(ctx, "kind:0")
    assert BOARD.status(ctx) == "Sun chosen: choose a marked cell (S again: back to natural moves)."
    assert BOARD.status(ctx_for(m, interactive=False)) == ""
    assert BOARD.status(ctx_for(start(seed=1))) == "Move the drum to a marked cell."
    m.play("a1")
    assert BOARD.status(ctx_for(m)) == "Cycle 1 is over: start the next cycle (N)."
    ctx = ctx_for(start(BLOCK), lang="de")
    BOARD.act(ctx, "kind:3")
    assert BOARD.status(ctx).startswith("Wasser gewählt") and "(W nochmals" in BOARD.status(ctx)


def test_keys_in_both_languages():
    keys = BOARD.keys
    for letter, kind in zip("shtwo", range(5), strict=True):
        assert keys[letter] == keys[letter.upper()] == f"kind:{kind}"
    for letter, kind in zip("spbwe", range(5), strict=True):  # Sonne Pferd Baum Wasser Eule
        assert keys[letter] == keys[letter.upper()] == f"kind:{kind}"
    assert keys["n"] == keys["N"] == "next"
    en, de = dict(BOARD.key_help("en")), dict(BOARD.key_help("de"))
    assert en["S H T W O"].startswith("spend a Sun") and "N" in en
    assert "S P B W E" in de and de["N"] == "den nächsten Zyklus starten"
    m = start(BLOCK)
    ctx = ctx_for(m, lang="de")
    BOARD.act(ctx, keys["w"])
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['c3']}") == "Wc3"


def test_move_labels():
    m = start(BLOCK)
    state = m.state
    assert BOARD.move_label(GAME, state, "c3", "en") == "c3"
    assert BOARD.move_label(GAME, state, "Wc3", "en") == "Water c3"
    assert BOARD.move_label(GAME, state, "Wc3", "de") == "Wasser c3"
    m.play("a1")
    assert BOARD.move_label(GAME, m.state, "next", "en") == "cycle 2"
    assert BOARD.move_label(GAME, m.state, "next", "de") == "Zyklus 2"


def test_describe_moves_in_both_languages():
    """The live region's sentence (ui.explain.said, from the engine's effects)."""
    m = start(BLOCK)
    before = m.state
    m.play("Wc3")
    text = said(GAME, before, "Wc3", "en", ("Ann", "Bob"))
    assert text == ("Ann spends a Water and moves the drum from a3 to c3. Gives Bob a Horse. "
                    "Wins the cycle by leaving Bob no move.")
    de = said(GAME, before, "Wc3", "de", ("Anna", "Ben"))
    assert "Anna gibt ein Wasser aus und zieht die Trommel von a3 nach c3" in de and "da Ben nicht mehr ziehen" in de
    before = m.state
    m.play("next")
    assert said(GAME, before, "next", "en", ("Ann", "Bob")) == "Bob starts cycle 2."
    before = m.state
    m.play("c5")
    assert said(GAME, before, "c5", "en", ("Ann", "Bob")).startswith("Bob moves the drum from c3 to c5. Gives Ann ")
    m = start(LAST)
    before = m.state
    m.play("c5")
    assert said(GAME, before, "c5", "en", ("Ann", "Bob")).endswith("Wins cycle 1 by 5 to 4.")


def first_target_script(seed, ability_at, limit=40):
    """Mirror of the e2e clicking plan: the first marked cell in page order, and at ply
    `ability_at` the first usable spirit in the controls, then its first marked cell."""
    m = start(seed=seed)
    while not m.state.ended:
        ctx = ctx_for(m)
        if m.ply == ability_at:
            usable = re.findall(r'<button type="button" class="iye-spend k\d" data-act="(kind:\d)"',
                                BOARD.render_controls(ctx))
            BOARD.act(ctx, usable[0])
        first = re.search(r'class="cell[^"]*\btarget\b[^"]*" data-act="(cell:\d+)"', BOARD.render_board(ctx))
        m.play(BOARD.act(ctx, first.group(1)))
        assert m.ply < limit
    return m


def test_the_e2e_plan_ends_in_a_scored_cycle():
    m = first_target_script(seed=5, ability_at=1)
    assert m.moves[1][0] in "SHTWO"
    assert m.state.history[-1][1] == "s"


def test_picture_is_an_svg():
    assert BOARD.picture().startswith("<svg") and "iye-drum" in BOARD.picture()


def test_each_kind_has_its_own_drawing_and_number():
    drawings = {k: re.sub(r'[-\d.]+', "", ib.kind_svg(k, 0, 0, 100)) for k in range(5)}
    assert len(set(drawings.values())) == 5
    for k, total in enumerate((9, 7, 5, 3, 1)):
        assert f">{total}</text>" in ib.kind_svg(k, 0, 0, 100)


# -- contrast of what the board draws (axe cannot measure SVG) -----------------------------------

APP_CSS = (ROOT / "css" / "app.css").read_text()
IYE_CSS = (ROOT / "css" / "games" / "iye.css").read_text()
THEMES = {"light": ':root, [data-theme="light"]', "dark": '[data-theme="dark"]'}
PLATES = [plate for plate, _ink, _fill in ib.COLOURS]


def rule(selector, prop):
    """The value of `prop` in the iye.css rule for exactly `selector`."""
    for sels, body in re.findall(r"([^{}]+)\{([^{}]*)\}", IYE_CSS):
        if selector in [s.strip() for s in sels.split(",")]:
            found = re.search(rf"(?:^|;)\s*{prop}:\s*([^;]+)", body)
            if found:
                return found.group(1).strip()
    raise AssertionError(f"{selector} {{ {prop} }} not in iye.css")


def target_tint(name):
    sel = ('[data-game="iye"], svg.board.iye { --iye-target-bg' if name == "light"
           else '[data-theme="dark"] [data-game="iye"], [data-theme="dark"] svg.board.iye { --iye-target-bg')
    return re.search(re.escape(sel) + r":\s*(#[0-9a-f]{6})", IYE_CSS).group(1)


def test_the_stylesheet_uses_the_colours_checked_here():
    assert rule(".iye-num", "fill") == ib.INK
    assert rule("svg.board.iye .target-mark", "fill") == ib.INK
    assert rule("svg.board.iye .target-mark", "stroke") == ib.HALO
    assert rule(".iye-target-ring", "stroke") == ib.INK and rule(".iye-target-halo", "stroke") == ib.HALO
    assert rule(".iye-trail .line", "stroke") == ib.TRAIL and rule(".iye-trail .halo", "stroke") == ib.HALO
    assert rule(".iye-plate", "stroke") == ib.PLATE_LINE
    for k, (plate, _ink, _fill) in enumerate(ib.COLOURS):  # the plate and its deeper shade below
        assert rule(f".iye-plate.k{k} .base", "fill") == plate and rule(f".iye-plate.k{k} .deep", "fill") == ib.DEEP[k]
    assert rule(".iye-caption", "fill") == "var(--fg)" and rule(".iye-coord", "fill") == "var(--muted)"
    assert rule(".iye-spend-how", "color") == "var(--muted)"


@pytest.mark.parametrize("plate", PLATES + list(ib.DEEP))
def test_marks_on_the_tiles_stand_out(plate):
    assert contrast(ib.INK, plate) >= 4.5  # the tile's number (text)
    assert contrast(ib.INK, plate) >= 3  # target ring and dot
    assert contrast(ib.TRAIL, plate) >= 3  # the drum's path over a tile


@pytest.mark.parametrize("name", THEMES)
def test_board_text_and_marks_in_both_themes(name):
    colours = theme(THEMES[name])
    assert contrast(colours["fg"], colours["bg"]) >= 4.5  # the caption under the board
    assert contrast(colours["muted"], colours["bg"]) >= 4.5  # coordinates
    assert contrast(colours["muted"], colours["card"]) >= 4.5  # "to a corner", zero counts
    # a tile's edge against an empty cell: its outline (light) or its plate (dark)
    for plate in PLATES:
        assert max(contrast(ib.PLATE_LINE, colours["cell"]), contrast(plate, colours["cell"])) >= 3
    # the path against an empty cell: the line (light) or its halo (dark)
    assert max(contrast(ib.TRAIL, colours["cell"]), contrast(ib.HALO, colours["cell"])) >= 3
    # the last move's brackets on a target cell's tint (a cell can be both)
    assert contrast(colours["hl-strong"], target_tint(name)) >= 3

"""The İye board renderer under CPython: clicks to moves, markup, escaping, words."""

import random
import re

import spielkiste
from spielkiste.games.iye import CELL_INDEX, GAME, MOVE_INDEX, NATURAL
from ui.boards.base import Ctx
from ui.boards.iye import BOARD

BLOCK = "...../...../..H../...../T...S|a3|SSSSSSWWW|HHHHHTTTT|0|0p|22|-"
LAST = "..O../...../...../...../S....|c3|SSSSHHHTTTW|SSSSHHHTWW|0|1p|23|-"


def ctx_for(match, interactive=True, lang="en", names=("Ann", "Bob"), sel=None):
    return Ctx(game=match.game, match=match, state=match.state, lang=lang, sel={} if sel is None else sel,
               interactive=interactive, legal=match.legal_moves() if interactive else [], names=names)


def start(position=None, seed=7, **options):
    return spielkiste.new_match("iye", options, seed=seed, position=position)


def acts(html):
    return re.findall(r'data-act="([^"]*)"', html)


def clicks_for(move):
    """The clicks that make `move`: a cell, or a kind then a cell, or the next button."""
    if move == "next":
        return ["next"]
    k, t = MOVE_INDEX[move]
    return [f"cell:{t}"] if k == NATURAL else [f"kind:{k}", f"cell:{t}"]


# -- clicks to moves ---------------------------------------------------------------------

def test_clicking_a_highlighted_cell_makes_a_natural_move():
    m = start(seed=1)
    ctx = ctx_for(m)
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['c5']}") == "c5"
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['d4']}") is None  # diagonal: not legal


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


def test_a_kind_you_do_not_hold_cannot_be_chosen():
    m = start(BLOCK)
    ctx = ctx_for(m)
    for action in ("kind:1", "kind:4", "kind:9", "kind:x", "cell:99", "cell:-1", "nonsense", ""):
        assert BOARD.act(ctx, action) is None
    assert ctx.sel == {}


def test_nothing_happens_when_not_interactive():
    m = start(BLOCK)
    ctx = ctx_for(m, interactive=False)
    assert BOARD.act(ctx, "kind:3") is None and ctx.sel == {}
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['a1']}") is None
    assert "data-act" not in BOARD.render(ctx)


def test_next_button_between_cycles_only():
    m = start(BLOCK)
    assert BOARD.act(ctx_for(m), "next") is None
    m.play("a1")
    ctx = ctx_for(m)
    html = BOARD.render(ctx)
    assert acts(html) == ["next"]
    assert BOARD.act(ctx, "next") == "next"
    assert BOARD.act(ctx, f"cell:{CELL_INDEX['e1']}") is None
    assert BOARD.keys["n"] == "next"


def test_every_legal_move_can_be_clicked_and_only_legal_moves():
    rng = random.Random(2)
    for seed in range(3):
        m = start(seed=seed)
        while not m.is_over:
            for move in m.legal_moves() if m.ply % 3 == 0 or m.state.ended else ():
                ctx = ctx_for(m)
                result = None
                for action in clicks_for(move):
                    assert action in acts(BOARD.render(ctx)), (move, action)
                    result = BOARD.act(ctx, action)
                assert result == move
            m.play(rng.choice(m.legal_moves()))


def test_highlighted_cells_are_the_targets_of_the_chosen_kind():
    m = start(BLOCK)
    ctx = ctx_for(m)
    natural = {a for a in acts(BOARD.render(ctx)) if a.startswith("cell:")}
    assert natural == {f"cell:{CELL_INDEX['a1']}", f"cell:{CELL_INDEX['c3']}"}
    BOARD.act(ctx, "kind:0")
    html = BOARD.render(ctx)
    assert {a for a in acts(html) if a.startswith("cell:")} == {f"cell:{CELL_INDEX['a1']}", f"cell:{CELL_INDEX['e1']}"}
    assert html.count("target ability") == 2
    assert 'aria-pressed="true"' in html


def test_hover_classes_name_what_reaches_each_cell():
    m = start(BLOCK)
    html = BOARD.render(ctx_for(m, interactive=False))
    cell = re.search(r'aria-label="e1, [^"]*" class="([^"]*)"', html).group(1)
    assert "reach-0" in cell and "reach-n" not in cell  # only the Sun reaches e1
    cell = re.search(r'aria-label="c3, [^"]*" class="([^"]*)"', html).group(1)
    assert {"reach-n", "reach-3"} <= set(cell.split())
    assert "drum-cell" in re.search(r'aria-label="a3, [^"]*" class="([^"]*)"', html).group(1)


# -- markup ------------------------------------------------------------------------------

def test_board_is_an_aria_grid_of_five_rows_of_five_named_cells():
    m = start(seed=1)
    html = BOARD.render(ctx_for(m))
    assert 'role="grid"' in html
    assert html.count('role="row"') == 5
    cells = re.findall(r'role="gridcell" data-r="(\d)" data-c="(\d)"[^>]*aria-label="([^"]*)"', html)
    assert len(cells) == 25
    assert cells[0][:2] == ("0", "0") and cells[0][2].startswith("a5, ")
    centre = [c for c in cells if c[2].startswith("c3, ")][0]
    assert centre[2].endswith(", drum") and "(" in centre[2]  # the centre tile under the drum
    assert any(c[2] == "c5, Sun (9), drum can go here" or c[2].startswith("c5, ") for c in cells)


def test_each_kind_has_its_own_drawing_and_number():
    from ui.boards.iye import kind_svg

    drawings = {k: re.sub(r'[-\d.]+', "", kind_svg(k, 0, 0, 100)) for k in range(5)}
    assert len(set(drawings.values())) == 5
    for k, total in enumerate((9, 7, 5, 3, 1)):
        assert f">{total}</text>" in kind_svg(k, 0, 0, 100)


def test_collections_show_counts_majority_and_points():
    m = start(BLOCK)
    html = BOARD.render(ctx_for(m, interactive=False))
    assert 'aria-label="Sun: 6, majority: 9 points"' in html
    assert 'aria-label="Horse: 5, majority: 7 points"' in html
    assert 'aria-label="Owl: 0, tie"' in html
    m = start(LAST)
    m.play("c5")
    assert 'aria-label="Owl: 1, majority: 1 point"' in BOARD.render(ctx_for(m, interactive=False))
    assert "Points: 12" in html  # first: Sun 9 + Water 3; second: Horse 7 + Tree 5


def test_match_score_is_always_shown():
    m = start(LAST.replace("|23|-", "|40|0b0:SSSSS:HHHHH"))
    html = BOARD.render(ctx_for(m))
    assert "<strong>1</strong>" in html and "<strong>0</strong>" in html
    assert "Cycle 2" in html and "first to 2" in html and "Turns 40 of 200" in html
    assert "Finished cycles" in html


def test_cycle_end_shows_the_score_table_and_result():
    m = start(LAST)
    m.play("c5")
    html = BOARD.render(ctx_for(m))
    table = html[html.index("<table"):html.index("</table>")]
    assert table.count("<tr") == 7  # head, five kinds, total
    assert '<th scope="row">Tree (5)</th><td>3</td><td>1</td><td class="win">5</td>' in table
    assert "Ann wins the cycle 5 : 4." in html
    assert "Bob starts the next cycle." in html


def test_drawn_cycle_and_match_end_texts():
    draw = "..O../...../...../...../H....|c3|SSSSSHHTW|SSSHHTTTWW|0|1p|23|-"
    m = start(draw)
    m.play("c5")
    assert "Drawn cycle 9 : 9" in BOARD.render(ctx_for(m))
    m = start(LAST.replace("|23|-", "|40|0b0:SSSSS:HHHHH"))
    m.play("c5")
    html = BOARD.render(ctx_for(m, interactive=False))
    assert "Ann wins the cycle" in html and 'data-act="next"' not in html
    assert "<strong>2</strong>" in html


def test_dynamic_text_is_escaped():
    m = start(LAST)
    m.play("c5")
    evil = ('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>')
    for lang in ("en", "de"):
        html = BOARD.render(ctx_for(m, names=evil, lang=lang))
        assert "<script>" not in html and "<img" not in html
        assert "&lt;script&gt;" in html


def test_german_words():
    m = start(BLOCK)
    ctx = ctx_for(m, lang="de")
    html = BOARD.render(ctx)
    assert "Sonne: 6" in html or "Sonne ausgeben" in html
    assert "Trommel" in html
    assert "Trommel" in BOARD.status(ctx)
    BOARD.act(ctx, "kind:3")
    assert BOARD.status(ctx).startswith("Wasser gewählt")


def test_status_hints():
    m = start(BLOCK)
    ctx = ctx_for(m)
    assert "highlighted" in BOARD.status(ctx)
    BOARD.act(ctx, "kind:0")
    assert BOARD.status(ctx).startswith("Sun chosen")
    assert BOARD.status(ctx_for(m, interactive=False)) == ""
    m.play("a1")
    assert "next cycle" in BOARD.status(ctx_for(m))


def test_describe_moves_in_both_languages():
    m = start(BLOCK)
    before = m.state
    m.play("Wc3")
    text = BOARD.describe(GAME, before, "Wc3", m.state, "en", ("Ann", "Bob"))
    assert text.startswith("Ann spends a Water and moves the drum to c3; Bob receives a Horse.")
    assert "Bob cannot move: Ann wins the cycle." in text
    de = BOARD.describe(GAME, before, "Wc3", m.state, "de", ("Anna", "Ben"))
    assert "Anna gibt Wasser aus" in de and "Ben kann nicht ziehen" in de
    before = m.state
    m.play("next")
    assert BOARD.describe(GAME, before, "next", m.state, "en", ("Ann", "Bob")) == "Bob starts cycle 2."
    before = m.state
    m.play("c5")
    assert BOARD.describe(GAME, before, "c5", m.state, "en", ("Ann", "Bob")).startswith("Bob moves the drum to c5;")


def test_last_move_is_marked():
    m = start(seed=1)
    before = m.state
    m.play("c5")
    ctx = ctx_for(m)
    ctx.last = (before, "c5", m.state)
    html = BOARD.render(ctx)
    for name in ("c3", "c5"):
        assert "last" in re.search(rf'aria-label="{name}, [^"]*" class="([^"]*)"', html).group(1)


def test_picture_is_an_svg():
    assert BOARD.picture().startswith("<svg") and "iye-drum" in BOARD.picture()


def first_target_script(seed, ability_at, limit=40):
    """Mirror of the e2e clicking plan: the first highlighted cell in page order, and at
    ply `ability_at` the first usable kind then its first highlighted cell."""
    m = start(seed=seed)
    while not m.state.ended:
        ctx = ctx_for(m)
        if m.ply == ability_at:
            kinds = [a for a in acts(BOARD.render(ctx)) if a.startswith("kind:")]
            BOARD.act(ctx, kinds[0])
        cell = [a for a in acts(BOARD.render(ctx)) if a.startswith("cell:")][0]
        m.play(BOARD.act(ctx, cell))
        assert m.ply < limit
    return m


def test_the_e2e_plan_ends_in_a_scored_cycle():
    m = first_target_script(seed=5, ability_at=1)
    assert m.moves[1][0] in "SHTWO"
    assert m.state.history[-1][1] == "s"

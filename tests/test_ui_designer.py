"""The Boxilies designer without a browser: draft edits, checks, HTML, saved designs."""

import re

import pytest

import spielkiste
from spielkiste.games import boxilies as bx
from ui.games.boxilies import designer as dz
from ui.games.boxilies.designer import Designer, Draft


def square(n_first=2, n_second=2, arrows=(1, 0, 0, 0)):
    return Draft([(0, 0), (1, 0), (0, 1), (1, 1)], ([(arrows, "")] * n_first, [(arrows, "")] * n_second))


def test_default_draft_is_the_3x3_game_and_playable():
    d = Designer()
    assert len(d.draft.cells) == 9 and d.draft.problems() == []
    assert [n for _, n in d.draft.stones[0]] == ["1a", "2a", "3a", "4a", "5a"]
    html = d.html()
    assert 'id="designer-play"' in html and "disabled" not in html.split('id="designer-play"')[1].split(">")[0]


def test_toggle_cells_and_the_board_check():
    d = Designer(draft=square())
    assert d.act("designer:cell:1:1") == "render"
    assert (1, 1) not in d.draft.cells
    html = d.html()
    # 3 cells but 4 stones is fine; switch off two more -> too few cells
    d.act("designer:cell:1:0")
    d.act("designer:cell:0:1")
    codes = [c for c, _ in d.draft.problems()]
    assert codes == ["few_cells"]
    html = d.html()
    assert "The board needs at least 2 cells; it has 1." in html
    assert re.search(r'id="designer-play"[^>]*disabled', html)
    assert 'aria-pressed="true" aria-label="a1"' in html
    # outside the grid or garbage: nothing happens
    assert d.act("designer:cell:6:0") is None and d.act("designer:cell:x:0") is None


def test_too_few_stones_is_explained_and_play_refused():
    d = Designer(draft=Draft([(f, r) for f in range(3) for r in range(3)],
                             ([((1, 0, 0, 0), "")] * 2, [((1, 0, 0, 0), "")])))
    html = d.html()
    assert "The board has 9 cells but the players have 3 stones in all" in html
    assert d.act("designer:play") == "render"  # not a game


def test_stone_edits_and_inline_problems():
    d = Designer(draft=square())
    assert d.field("arrow:0:1:2", "5") == "render"
    assert d.draft.stones[0][1][0] == [1, 0, 5, 0]
    html = d.html()
    assert "Stone s2 of player 1 has 6 arrows in all; a stone has 1 to 5." in html
    assert 'data-p="0" data-k="1"' in html and 'boxilies-dstone invalid" data-p="0" data-k="1"' in html
    assert 'aria-invalid="true"' in html
    for bad in ("6", "-1", "x", ""):
        assert d.field("arrow:0:1:2", bad) is None
    assert d.field("arrow:0:9:2", "1") is None
    d.field("arrow:0:1:0", "0")
    d.field("arrow:0:1:2", "0")
    assert any(code == "arrows" and det["arrows"] == 0 for code, det in d.draft.problems())


def test_add_remove_copy_stones():
    d = Designer(draft=square(2, 1))
    assert d.act("designer:add:1") == "render"
    assert len(d.draft.stones[1]) == 2
    d.field("name:0:0", "Bär")
    d.act("designer:copy")
    assert d.draft.stones[1][0][1] == "Bär" and len(d.draft.stones[1]) == 2
    assert d.act("designer:remove:1:0") == "render"
    assert len(d.draft.stones[1]) == 1
    assert d.act("designer:remove:1:5") is None
    d.act("designer:remove:1:0")
    assert "Player 2 has no stones" in d.html()
    assert d.act("designer:add:2") is None


def test_stone_limit():
    d = Designer(draft=square(bx.MAX_STONES, 2))
    assert d.act("designer:add:0") is None
    assert re.search(r'data-act="designer:add:0" disabled', d.html())


def test_names_are_escaped_everywhere():
    evil = '"><script>alert(1)</script>&'
    d = Designer(draft=square())
    assert d.field("name:0:0", evil) == "check"
    html = d.html()
    assert "<script>" not in html
    assert esc_attr(evil) in html
    d.save_name = evil
    assert d.act("designer:save") == "render"
    html = d.html()
    assert "<script>" not in html and "&lt;script&gt;" in html


def esc_attr(text):
    from html import escape
    return escape(text, quote=True)


def test_long_name_is_explained():
    d = Designer(draft=square())
    d.field("name:1:0", "x" * 21)
    assert "Stone s1 of player 2: the name is longer than 20 characters." in d.html()
    d.field("name:1:0", "🐻" * 20)
    assert d.draft.problems() == []


def test_play_gives_a_link_that_carries_the_design():
    d = Designer(draft=square())
    d.field("name:0:0", "Bernhard 🐻")
    result = d.act("designer:play", seed=42)
    assert result[0] == "go"
    match = spielkiste.match_from_link(result[1])
    design = match.state[0].design
    assert design == d.draft.design()
    assert design.stones[0][0].name == "Bernhard 🐻"
    assert match.seed == 42 and match.options["board"] == "custom"


def test_presets():
    d = Designer(draft=square())
    d.act("designer:preset:4x4")
    assert len(d.draft.cells) == 16 and len(d.draft.stones[0]) == 8
    d.act("designer:preset:empty")
    assert not d.draft.cells and "it has 0" in d.html()
    assert d.act("designer:preset:9x9") is None


def test_save_load_delete():
    d = Designer(draft=square())
    assert d.act("designer:save") == "render" and "name to save" in d.message
    d.field("savename", "Mini")
    d.act("designer:save")
    assert d.saved_changed and d.saved == [("Mini", d.draft.text())]
    d.act("designer:cell:0:0")
    d.act("designer:save")  # same name: replaced
    assert len(d.saved) == 1 and d.saved[0][1] == d.draft.text()
    d.act("designer:preset:3x3")
    d.field("savename", "Big")
    d.act("designer:save")
    assert [n for n, _ in d.saved] == ["Mini", "Big"]
    d.act("designer:load:0")
    assert len(d.draft.cells) == 3 and d.message == "Design Mini opened."
    d.act("designer:delete:0")
    assert [n for n, _ in d.saved] == ["Big"]
    assert d.act("designer:load:7") is None
    # stored form round-trips through clean_saved
    assert dz.clean_saved(dz.saved_data(d.saved)) == d.saved


def test_an_invalid_draft_can_be_saved_and_reopened():
    d = Designer(draft=square(1, 1))  # 4 cells, 2 stones: not playable
    d.field("savename", "WIP")
    d.act("designer:save")
    d.act("designer:preset:3x3")
    d.act("designer:load:0")
    assert [c for c, _ in d.draft.problems()] == ["fill"]


@pytest.mark.parametrize("data", [
    None, [], "x", {"v": 2, "designs": []}, {"v": 1, "designs": "x"},
    {"v": 1, "designs": [1, None, {"name": 3, "design": "x"}, {"name": "a", "design": "broken"},
                         {"name": "", "design": "DDAAAA~1000,1000~1000,1000"}]},
])
def test_corrupt_saved_designs_are_dropped(data):
    assert dz.clean_saved(data) == []


def test_clean_saved_keeps_good_entries_once():
    good = {"name": "ok", "design": "DDAAAA~1000,1000~1000,1000"}
    assert dz.clean_saved({"v": 1, "designs": [good, good, {"name": "x" * 99, "design": good["design"]}]}) == [
        ("ok", good["design"])]


def test_opening_the_route():
    text = bx.encode_design(square().design())
    d, from_link = dz.initial_designer("en", "design=" + text, None, None)
    assert from_link and len(d.draft.cells) == 4
    d, from_link = dz.initial_designer("de", "design=garbage", None, None)
    assert from_link and len(d.draft.cells) == 9 and "nicht lesbar" in d.message
    d, from_link = dz.initial_designer("en", "", text, None)
    assert not from_link and len(d.draft.cells) == 4
    d, _ = dz.initial_designer("en", "", "junk", {"v": 1, "designs": [{"name": "n", "design": text}]})
    assert len(d.draft.cells) == 9 and d.saved == [("n", text)]


def test_german_page():
    d = Designer(lang="de", draft=square(1, 1))
    html = d.html()
    assert "Diesen Entwurf spielen" in html
    assert "Das Brett hat 4 Felder, die Spieler haben zusammen aber nur 2 Steine" in html
    assert 'aria-label="Pfeile Nord von Stein s1 von Spieler 1"' in html


def test_every_problem_code_has_both_languages():
    """Every problem the engine reports has its text in the catalogs, the English one
    the engine's own message."""
    import po_catalog

    from conftest import ROOT

    for lang in ("de", "en"):
        texts = po_catalog.read_catalog(ROOT, lang)[1]
        assert {k.removeprefix("boxilies.problem.") for k in texts if k.startswith("boxilies.problem.")} \
            == set(bx.PROBLEM_TEXT), lang
    english = po_catalog.read_catalog(ROOT, "en")[1]
    assert all(english[f"boxilies.problem.{code}"] == text for code, text in bx.PROBLEM_TEXT.items())


def test_unknown_actions_do_nothing():
    d = Designer(draft=square())
    for action in ("designer", "designer:", "ui:new", "designer:remove", "designer:remove:x:1", "designer:load:a",
                   "designer:cell:1"):
        assert d.act(action) is None
    for field in ("arrow", "name:0", "name:2:0", "nothing"):
        assert d.field(field, "1") is None


def test_board_grid_has_one_tab_stop_and_36_cells():
    html = Designer().html()
    assert html.count('class="boxilies-dcell') == 36
    assert html.count('tabindex="0"') == 1


# -- the game board with a custom design (py/ui/games/boxilies/board.py) --------------------------

def test_custom_board_renders_names_escaped_and_offset():
    from ui.explain import said
    from ui.games.base import Ctx
    from ui.games.boxilies.board import BOARD

    draft = Draft([(3, 3), (4, 3), (3, 4), (4, 4)], ([((1, 0, 0, 0), "Bär <b>&")] * 2, [((1, 0, 0, 0), "")] * 2))
    match = spielkiste.new_match("boxilies", {"board": "custom", "design": draft.text()}, seed=1)
    before = match.state
    match.play("s1N-d4")
    ctx = Ctx(game=match.game, match=match, state=match.state, interactive=True, legal=match.legal_moves(),
              last=(before, "s1N-d4", match.state))
    html = BOARD.render(ctx)
    assert "<b>" not in html and "Bär &lt;b&gt;&amp;" in html
    assert 'viewBox="-30 -4 234 234"' in html  # only the 2x2 used part of the grid, with coordinates
    assert 'aria-label="s1 “Bär &lt;b&gt;&amp;”, d4, Player 1&#x27;s stone, arrows N 1, E 0, S 0, W 0, just placed"' \
        in html
    text = said(match.game, before, "s1N-d4", "en", ("Ann", "Bo"))
    assert text == "Ann places s1 “Bär <b>&” on d4."
    # clicking through: stone, cell -> a custom move with the stone id, not the name
    ctx.sel = {}
    assert BOARD.act(ctx, "stone:0") is None
    assert BOARD.act(ctx, "cell:0") is None and "taken" in ctx.refusal  # d4 is taken
    ctx.sel = {}
    BOARD.act(ctx, "stone:1")
    assert BOARD.act(ctx, "cell:1") == "s2N-e4"


def test_the_toggled_cell_keeps_the_tab_stop():
    d = Designer()
    d.act("designer:cell:4:2")
    html = d.html()
    assert html.count('tabindex="0"') == 1
    assert re.search(r'data-act="designer:cell:4:2" data-f="4" data-r="2" tabindex="0"', html)

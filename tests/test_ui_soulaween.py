"""The Soulaween board renderer: clicks to moves, highlights, cards, escaping."""

import re

import spielkiste
from ui.explain import said
from ui.games.base import Ctx
from ui.games.soulaween import board as sb

BOARD = sb.BOARD


def match(position=None, **options):
    opts = {"mode": "simple"} if not options else options
    return spielkiste.new_match("soulaween", opts, seed=1, position=position)


def ctx_for(m, lang="en", sel=None, names=("Ann", "Bo"), last=None):
    return Ctx(game=m.game, match=m, state=m.state, lang=lang, sel={} if sel is None else sel,
               interactive=not m.is_over, legal=m.legal_moves(), last=last, names=names)


def clicks(m, *actions, sel=None):
    """Feed actions to the board; return the move string the last one completes."""
    sel = {} if sel is None else sel
    move = None
    for action in actions:
        move = BOARD.act(ctx_for(m, sel=sel), action)
    return move


CROSS = "R---/R---/G---/-GRR|0put|none:0|none:0|-|-|0"


def test_cell_then_side_makes_a_put():
    m = match()
    sel = {}
    assert BOARD.act(ctx_for(m, sel=sel), "cell:9") is None  # b3
    assert sel["cell"] == 9
    assert "b3 chosen" in BOARD.status(ctx_for(m, sel=sel))
    assert BOARD.act(ctx_for(m, sel=sel), "side:R") == "b3R"
    assert clicks(m, "cell:0", "side:G") == "a1G"


def test_side_then_cell_also_works_and_clicking_twice_takes_back():
    m = match()
    assert clicks(m, "side:G", "cell:15") == "d4G"
    sel = {}
    clicks(m, "cell:5", "cell:5", sel=sel)
    assert sel.get("cell") is None


def test_occupied_cells_and_nonsense_give_no_move():
    m = match("----/----/----/R---|0put|none:0|none:0|-|-|0")
    assert clicks(m, "cell:0", "side:R") is None
    for action in ("cell:99", "cell:x", "side:X", "pat:0", "card:keep", "", "ui:new"):
        assert clicks(m, action) is None


def test_keys_map_to_actions():
    assert BOARD.keys["r"] == "side:R" and BOARD.keys["g"] == "side:G"
    assert BOARD.keys["k"] == "card:keep" and BOARD.keys["t"] == "card:turn"


def test_grid_structure_and_labels():
    m = match("----/----/--G-/R---|0put|none:0|none:0|-|-|0")
    html = BOARD.render(ctx_for(m))
    assert 'role="grid"' in html and html.count('role="row"') == 4
    assert html.count('role="gridcell"') == 16
    assert 'aria-label="a1, red piece"' in html and 'aria-label="c2, green piece"' in html
    assert 'aria-label="b3, empty"' in html
    # rank 4 is the top row
    assert re.search(r'data-r="0" data-c="0"[^>]*aria-label="a4', html)
    assert 'data-act="side:R"' in html and 'data-act="side:G"' in html
    de = BOARD.render(ctx_for(m, lang="de"))
    assert 'aria-label="a1, roter Stein"' in de and "Rot ▲ legen" in de


def test_pieces_differ_by_symbol_not_only_colour():
    red, green = sb.piece_svg(1, 0, 0), sb.piece_svg(0, 0, 0)
    assert '<polygon class="soulaween-mark"' in red and "<polygon" not in green
    assert '<circle class="soulaween-mark"' in green
    assert red.count('class="soulaween-mark"') == green.count('class="soulaween-mark"') == 1


def test_flips_are_highlighted_after_a_put():
    m = match("----/-G--/G-R-/-G--|0put|none:0|none:0|-|-|0")
    before = m.state
    m.play("b2R")
    html = BOARD.render(ctx_for(m, last=(before, "b2R", m.state)))
    for label in ("a2, red piece", "c2, green piece", "b1, red piece", "b3, red piece"):
        assert f'aria-label="{label}, flipped"' in html
    assert html.count('class="cell flipped"') == 4
    assert 'aria-label="b2, red piece, just put"' in html


def test_reap_choice_highlights_patterns_and_cells_pick_them():
    m = match(CROSS)
    m.play("a1R")
    ctx = ctx_for(m)
    html = BOARD.render(ctx)
    assert html.count("soulaween-pattern ") == 2
    assert 'data-act="pat:0"' in html and 'data-act="pat:1"' in html
    assert "can be reaped" in html
    # a cell only row 1 holds picks row 1; a cell only column a holds picks column a
    assert clicks(m, "cell:3") == "reap:a1b1c1d1"
    assert clicks(m, "cell:12") == "reap:a1a2a3a4"
    # the crossing cell alone is ambiguous; then a second cell decides
    sel = {}
    assert clicks(m, "cell:0", sel=sel) is None and sel["cell"] == 0
    assert "several patterns" in BOARD.status(ctx_for(m, sel=sel))
    assert clicks(m, "cell:4", sel=sel) == "reap:a1a2a3a4"
    moves = {clicks(m, "pat:0"), clicks(m, "pat:1")}
    assert moves == {"reap:a1b1c1d1", "reap:a1a2a3a4"}
    assert clicks(m, "cell:10") is None  # not in a pattern


def test_death_reap_buttons_name_the_token():
    pos = "----/----/--RG/RRG-|0put|death:-|none:0|-|-|0"
    m = spielkiste.new_match("soulaween", {"char1": "death", "char2": "none"}, seed=1, position=pos)
    m.play("d1R")  # row 1 (needle) and the square c1 d1 c2 d2 (cloth)
    html = BOARD.render(ctx_for(m))
    assert "Reap a1, b1, c1, d1 (needle)" in html and "Reap c1, d1, c2, d2 (cloth)" in html


def test_wuchang_card_buttons_and_card_drawing():
    m = match(None, char1="wuchang", char2="death")
    m.play("a1R")
    html = BOARD.render(ctx_for(m))
    assert 'data-act="card:keep"' in html and 'data-act="card:turn"' in html
    assert "Turn the card to Bai Wuchang" in html
    assert "Active: Hei Wuchang" in html
    assert clicks(m, "card:turn") == "turn"
    assert clicks(m, "card:keep") == "keep"
    assert clicks(m, "cell:3") is None
    assert "cloth (2×2 square): not yet" in html and "needle (line of four): not yet" in html


def test_death_tokens_and_anubis_restriction_drawn():
    pos = "----/----/----/----|0put|death:CN|anubis:1|R|-|4"
    m = spielkiste.new_match("soulaween", {"char1": "death", "char2": "anubis"}, seed=1, position=pos)
    html = BOARD.render(ctx_for(m))
    assert "cloth (2×2 square): held" in html and "scythe (tilted L): not yet" in html
    assert "needle (line of four): held" in html
    assert "Anubis token: red ▲ – the opponent must reap red ▲ next" in html
    assert "soulaween-anubis red" in html
    # the token itself, turned to red: drawn like a red piece (its triangle)
    token = re.search(r'<svg class="soulaween-anubis-token"[^>]*>(.*?)</svg>', html).group(1)
    assert 'class="soulaween-piece red"' in token and '<polygon class="soulaween-mark"' in token
    m2 = spielkiste.new_match("soulaween", {"char1": "death", "char2": "anubis", "scythe": "upright"},
                              seed=1, position=pos.replace("|R|", "|-|"))
    html2 = BOARD.render(ctx_for(m2, lang="de"))
    assert "Sichel (aufrechtes L): noch nicht" in html2 and "gerade keine Einschränkung" in html2
    assert "soulaween-anubis-token" not in html2  # no restriction: no side to show


def test_teacher_vulture_tokens():
    m = match("----/----/----/----|1put|none:2|none:1|-|-|3")
    html = BOARD.render(ctx_for(m))
    assert "Tokens: 2 of 3" in html and "Tokens: 1 of 3" in html
    assert html.count("soulaween-vulture held") == 3


def test_names_are_escaped():
    m = match()
    evil = ('<script>alert(1)</script>', 'Bo" onclick="x')
    html = BOARD.render(ctx_for(m, names=evil)) + BOARD.render_result(ctx_for(m, names=evil))
    assert "<script>" not in html and 'onclick="x' not in html
    assert "&lt;script&gt;" in html
    text = said(m.game, m.state, "a1R", "en", evil)
    assert text.startswith("<script>")  # plain text for the live region (set as textContent)


def test_describe_in_both_languages():
    m = match("----/----/----/RRG-|0put|none:0|none:0|-|-|0")
    before = m.state
    m.play("d1R")
    en = said(m.game, before, "d1R", "en", ("Ann", "Bo"))
    assert en == "Ann puts a red piece on d1. Flips c1. Reaps a1, b1, c1, d1 (chain)."
    de = said(m.game, before, "d1R", "de", ("Ann", "Bo"))
    assert de == "Ann legt einen roten Stein auf d1. Dreht c1 um. Sammelt a1, b1, c1, d1 (Reihe)."
    c = match(CROSS)
    c.play("a1R")
    before = c.state
    c.play("reap:a1a2a3a4")
    assert said(c.game, before, "reap:a1a2a3a4", "en", ("Ann", "Bo")) == "Ann reaps a1, a2, a3, a4 (chain)."
    w = match(None, char1="wuchang", char2="none")
    w.play("a1R")
    before = w.state
    w.play("turn")
    assert said(w.game, before, "turn", "en", ("Ann", "Bo")) == "Ann turns the card to Bai Wuchang."
    d = spielkiste.new_match("soulaween", {"char1": "death", "char2": "none"}, seed=1,
                             position="----/----/----/RRG-|0put|death:-|none:0|-|-|0")
    before = d.state
    d.play("d1R")
    assert said(d.game, before, "d1R", "en", ("Ann", "Bo")).endswith("Reaps a1, b1, c1, d1 (needle).")


def test_cleanup_is_described_and_highlighted():
    m = match("RRR-/GGRG/GGRG/RRGR|0put|none:0|none:0|-|-|0")
    before = m.state
    move = "d4G"
    m.play(move)
    text = said(m.game, before, move, "en", ("Ann", "Bo"))
    assert "Clears 8 pieces off the full mat." in text
    html = BOARD.render(ctx_for(m, last=(before, move, m.state)))
    assert "cleared away" in html


def test_not_interactive_has_no_actions():
    m = match()
    ctx = ctx_for(m)
    ctx.interactive = False
    html = BOARD.render(ctx)
    assert "data-act" not in html
    assert BOARD.act(ctx, "cell:0") is None


def test_pattern_path_walks_the_shape():
    assert sb.pattern_path([0, 1, 4, 5]) == [0, 1, 5, 4]  # square as a loop
    assert sb.pattern_path([0, 5, 10, 7]) == [0, 5, 10, 7]  # a1 b2 c3 d2
    assert sb.pattern_path([3, 6, 9, 12]) in ([3, 6, 9, 12], [12, 9, 6, 3])


def test_picture_is_svg():
    assert BOARD.picture().startswith("<svg")


def test_wuchang_hats_follow_the_rule_note():
    # the note: Hei wears a flat black brimless hat, Bai a white cone hat
    hei = spielkiste.new_match("soulaween", {"char1": "wuchang", "char2": "none"}, seed=1)
    bai = spielkiste.new_match("soulaween", {"char1": "wuchang", "char2": "none", "wuchang": "bai"}, seed=1)
    hei_html, bai_html = BOARD.render(ctx_for(hei)), BOARD.render(ctx_for(bai))
    hat = '"><svg class="soulaween-hat" viewBox="0 0 30 20" aria-hidden="true">'
    assert 'soulaween-wuchang hei" tabindex="0" data-help="hei' + hat + "<rect" in hei_html
    assert 'soulaween-wuchang bai" tabindex="0" data-help="bai' + hat + "<polygon" in bai_html
    assert "Active: Bai Wuchang (flips diagonally)" in bai_html


def test_a_refused_click_says_why():
    m = match("----/----/----/R---|0put|none:0|none:0|-|-|0")
    ctx = ctx_for(m)
    assert BOARD.act(ctx, "cell:0") is None
    assert ctx.refusal == "a1 is taken: choose an empty cell." and ctx.refused == "cell:0"
    de = ctx_for(m, lang="de")
    BOARD.act(de, "cell:0")
    assert de.refusal.startswith("a1 ist besetzt")


def test_last_move_is_marked_and_animated_only_when_fresh():
    m = match("----/----/----/-G--|0put|none:0|none:0|-|-|0")
    before = m.state
    m.play("a1R")  # flips b1
    ctx = ctx_for(m, last=(before, "a1R", m.state))
    html = BOARD.render_board(ctx)
    assert html.count('class="last-mark"') == 2  # the put and the flipped piece
    assert 'class="cell last"' in html and "flipped" in html
    assert 'class="board soulaween"' in html
    ctx.fresh = True
    assert 'class="board soulaween fresh"' in BOARD.render_board(ctx)


def test_german_keep_turn_keys():
    assert BOARD.keys["b"] == "card:keep" and BOARD.keys["u"] == "card:turn"
    assert ("B / U", BOARD.tr("de", "k_card")) in BOARD.key_help("de")


def test_the_pieces_deeper_shade_keeps_the_symbol_readable():
    """Our own art (issue 25): the lower part of a piece is a deeper shade of its side's
    colour; the symbol keeps >= 4.5:1 on it and the piece >= 3:1 on a cell, in both themes."""
    import pathlib

    from test_contrast import THEMES, contrast, theme
    css = (pathlib.Path(__file__).resolve().parents[1] / "css" / "games" / "soulaween.css").read_text()
    sets = re.findall(r"--sw-mark:\s*(#\w{6});\s*--sw-red-deep:\s*(#\w{6});\s*--sw-green-deep:\s*(#\w{6})", css)
    assert len(sets) == 3 and sets[1] == sets[2], "light, dark, and auto = dark"
    for (mark, red, green), name in zip(sets[:2], ("light", "dark"), strict=True):
        cell = theme(THEMES[name])["cell"]
        for deep in (red, green):
            assert contrast(mark, deep) >= 4.5 and contrast(deep, cell) >= 3.0, (name, deep)

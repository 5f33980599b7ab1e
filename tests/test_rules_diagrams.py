"""The diagrams of the rules pages (tools/rules_diagrams.py, tools/diagram_specs/*.json):
every page is up to date with the renderers, every position parses, every move is legal
and does what its caption says (checked against the engine), and the markup is a
static picture (one role="img" per diagram, no tab stops, click hooks or clashing ids)."""

import importlib.util
import pathlib
import re
import sys

import pytest

from spielkiste.games import iye as iye_engine
from spielkiste.games import soulaween as sw
from spielkiste.games.solstis_spirits import (
    BEACONS,
    BLOCK_NAMES,
    RED_ROW,
    SUMMIT,
    TILE_INDEX,
    TILE_NAMES,
    TILES,
    areas,
    bits,
)

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _load_tool():
    """tools/rules_diagrams.py under a name of its own (tools/ stays off sys.path)."""
    name = "spielkiste_tools_rules_diagrams"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "rules_diagrams.py")
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


rd = _load_tool()
GAMES = rd.spec_games()
SPECS = [(game, spec) for game in GAMES for spec in rd.load_specs(game)]
FIGURE = re.compile(r'<figure class="rules-diagram[^"]*" data-diagram="([a-z0-9-]+)">(.*?)</figure>', re.S)


def page(game, lang):
    return rd.page_path(game, lang).read_text(encoding="utf-8")


def test_every_game_has_diagrams():
    assert GAMES == ["boxilies", "iye", "solstis", "soulaween"]
    for game in GAMES:
        assert len(rd.load_specs(game)) >= 3


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", rd.LANGS)
def test_page_is_up_to_date(game, lang):
    text = page(game, lang)
    assert rd.render_page(text, game, lang) == text, (
        f"rules/{game}.{lang}.html is stale: run python3 tools/rules_diagrams.py")


@pytest.mark.parametrize("game", GAMES)
def test_each_diagram_is_on_both_pages_once_in_the_same_order(game):
    ids = [s["id"] for s in rd.load_specs(game)]
    orders = []
    for lang in rd.LANGS:
        found = [m.group(1) for m in rd.MARKER.finditer(page(game, lang))]
        assert sorted(found) == sorted(ids), f"{game}.{lang}: markers {found} vs specs {ids}"
        orders.append(found)
    assert orders[0] == orders[1]


def test_a_marker_without_spec_is_refused():
    with pytest.raises(ValueError, match="no spec"):
        rd.render_page("<!-- diagram:nope -->\n<!-- /diagram:nope -->", "iye", "en")


# -- the claims of each diagram, checked by the engine ------------------------------------

def _names(cells):
    return sorted(sw.CELL_NAMES[c] for c in cells)


def check_soulaween(game, before, move, after, expect):
    cells = []
    if move:
        fx = game.effects(before, move)
        for key in ("flipped", "reaped", "cleaned"):
            if key in expect:
                assert _names(fx[key]) == sorted(expect[key]), key
                cells += expect[key]
    parts = game.position(after if move else before).split("|")
    if "mat" in expect:
        assert parts[0] == expect["mat"]
    if "players" in expect:
        assert parts[2:4] == expect["players"]
    if "anubis" in expect:
        assert parts[4] == expect["anubis"]
    return cells


def check_iye(game, before, move, after, expect):
    cells = []
    for kind, want in expect.get("reach", {}).items():
        k = iye_engine.NATURAL if kind == "N" else iye_engine.KIND_LETTERS.index(kind)
        moves = [iye_engine.MOVE_INDEX[m] for m in game.legal_moves(before) if m in iye_engine.MOVE_INDEX]
        got = {iye_engine.CELL_NAMES[t] for kk, t in moves if kk == k}
        assert got == set(want), kind
        cells += want
    if "gives" in expect:
        p, k = expect["gives"]["player"], iye_engine.KIND_LETTERS.index(expect["gives"]["kind"])
        assert after.colls[5 * p + k] == before.colls[5 * p + k] + 1
        assert sum(after.colls[5 * p:5 * p + 5]) == sum(before.colls[5 * p:5 * p + 5]) + 1
    if "cycle" in expect:
        want = expect["cycle"]
        assert after.ended
        _starter, _how, winner, c0, c1 = after.history[-1]
        p0, p1, s0, s1, w = iye_engine.score_cycle(c0, c1)
        assert [list(p0), list(p1)] == want["points"] and [s0, s1] == want["totals"]
        assert w == winner == want["winner"]
    return cells


def check_boxilies(game, before, move, after, expect):
    state = after if move else before
    layout, cells = state[0], state[2]
    for name, owner in expect.get("owners", {}).items():
        assert cells[layout.index[name]][0] == owner, name
    for name, sides in expect.get("sides", {}).items():
        _owner, origin, k, rot = cells[layout.index[name]]
        assert list(layout.sides[origin][k][rot]) == sides, name
    for name in expect.get("empty", []):
        assert cells[layout.index[name]] is None, name
    if "captured" in expect:
        assert sorted(layout.names[i] for i in game.captured_by(before, after)) == sorted(expect["captured"])
    if "result" in expect:
        assert game.is_over(after)
        assert list(game.scores(after)) == expect["result"]["scores"]
        assert game.winner(after) == expect["result"]["winner"]
    return [*expect.get("captured", []), *expect.get("empty", []), *expect.get("owners", {})]


def _lit(real, rainbows):
    lit_area = 0
    for a in areas(real | rainbows):
        if a & RED_ROW:
            lit_area |= a
    return BEACONS & real & lit_area


def check_solstis(game, before, move, after, expect):
    p = before.todo[0][1]  # the player who decides
    names = []
    if "new" in expect:
        new = sorted(TILE_NAMES[t] for t in bits(after.real[p] & ~before.real[p]))
        assert new == sorted(expect["new"])
        names += expect["new"]
    if "match" in expect:
        played = TILE_INDEX[move]
        (other,) = [t for t in bits(after.real[p] & ~before.real[p]) if t != played]
        same_colour, same_number = TILES[played][0] == TILES[other][0], TILES[played][1] == TILES[other][1]
        assert (same_colour, same_number) == ((True, False) if expect["match"] == "colour" else (False, True))
    if "rainbows" in expect:
        assert sorted(TILE_NAMES[t] for t in bits(after.rainbows[p] & ~before.rainbows[p])) == sorted(expect["rainbows"])
        names += expect["rainbows"]
    if "blocks" in expect:
        assert sorted(BLOCK_NAMES[b] for b in bits(after.blocks[p] & ~before.blocks[p])) == sorted(expect["blocks"])
        names += expect["blocks"]
    if "lit" in expect:
        lit = _lit(after.real[p], after.rainbows[p]) & ~_lit(before.real[p], before.rainbows[p])
        assert sorted(TILE_NAMES[t] for t in bits(lit)) == sorted(expect["lit"])
        names += expect["lit"]
    if "summit" in expect:  # the summit fire across V5 and V6 (published game)
        was, now = (summit_lit(st.real[p], st.rainbows[p]) for st in (before, after))
        assert after.published and (not was and now) == expect["summit"]
    return names


def summit_lit(real, rainbows):
    return real & _lit(real, rainbows) & SUMMIT == SUMMIT


CHECKS = {"soulaween": check_soulaween, "iye": check_iye, "boxilies": check_boxilies, "solstis": check_solstis}


@pytest.mark.parametrize(("game_id", "spec"), SPECS, ids=[f"{g}-{s['id']}" for g, s in SPECS])
def test_diagram_does_what_its_caption_says(game_id, spec):
    game, before, move, after = rd.build(game_id, spec)  # the position parses
    if move:
        assert move in game.legal_moves(before)  # the move is legal
    assert spec.get("expect"), "a diagram without claims checks nothing"
    named = CHECKS[game_id](game, before, move, after, spec["expect"])
    for lang in rd.LANGS:  # the cells and tiles the claims name are in the caption
        for name in named:
            assert re.search(rf"\b{name}\b", spec["caption"][lang]), f"{lang} caption does not name {name}"
    if game_id == "iye" and "cycle" in spec["expect"]:
        a, b = spec["expect"]["cycle"]["totals"]
        for lang in rd.LANGS:
            assert f"{max(a, b)} : {min(a, b)}" in spec["caption"][lang]


# -- the markup ----------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", rd.LANGS)
def test_diagrams_are_static_pictures(game, lang):
    text = page(game, lang)
    figures = FIGURE.findall(text)
    assert len(figures) == len(rd.load_specs(game))
    for did, body in figures:
        roles = re.findall(r'\srole="([^"]*)"', body)
        assert roles == ["img"], f"{did}: roles {roles}"
        for bad in ("tabindex=", "data-act=", "data-r=", "data-c=", "<button", "<input", "<select", "<a ",
                    "<textarea"):
            assert bad not in body, f"{did}: {bad}"
        label = re.search(r'role="img" aria-label="([^"]*)"', body).group(1)
        caption = re.search(r"<figcaption[^>]*>(.*?)</figcaption>", body, re.S).group(1)
        assert label == caption and len(label) > 20
        assert "<svg" in body
    ids = re.findall(r'\sid="([^"]*)"', text)
    assert len(ids) == len(set(ids)), "ids repeat on the page"
    for did, body in figures:
        for found in re.findall(r'\sid="([^"]*)"', body):
            assert found.startswith(f"rules-{game}-{did}-"), found
    assert " style=" not in text, "the content policy forbids inline styles"


def test_static_markup_drops_interactivity_and_prefixes_ids():
    board = ('<svg role="grid" aria-label="b"><defs><marker id="m"/></defs><g role="row">'
             '<g role="gridcell" data-r="0" data-c="1" tabindex="-1" aria-selected="true" data-act="cell:1" '
             'class="cell"><path marker-end="url(#m)"/><use href="#m"/></g></g></svg>'
             '<button type="button" class="x" data-act="go" aria-pressed="false">Go</button>'
             '<button class="y" disabled>No</button>')
    out = rd.static_markup(board, "rules-x-d-0")
    assert 'id="rules-x-d-0-m"' in out and "url(#rules-x-d-0-m)" in out and 'href="#rules-x-d-0-m"' in out
    for gone in ("role=", "data-r", "data-c", "tabindex", "aria-", "data-act", "<button", 'type="button"'):
        assert gone not in out
    assert '<span class="x">Go</span>' in out and '<span class="y">No</span>' in out and 'class="cell"' in out


def test_bad_specs_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(rd, "SPEC_DIR", tmp_path)
    (tmp_path / "iye.json").write_text('{"game": "iye", "diagrams": [{"id": "a", "show": "after", '
                                       '"caption": {"de": "x", "en": "y"}}]}')
    with pytest.raises(ValueError, match="need a move"):
        rd.load_specs("iye")
    (tmp_path / "iye.json").write_text('{"game": "iye", "diagrams": [{"id": "a", "caption": {"en": "y"}}]}')
    with pytest.raises(ValueError, match="caption"):
        rd.load_specs("iye")

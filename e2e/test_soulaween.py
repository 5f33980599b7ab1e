"""Soulaween in the real page: a simple game won by clicking, Wuchang and Death in a
standard game with its share link, and a choice between two crossing chains."""

import spielkiste
from conftest import open_site, ply
from spielkiste.games.soulaween import CELL_INDEX

# found by a seeded search: the first player wins with three tokens in 13 plies,
# every reap forced (one pattern each time)
SIMPLE_WIN = ["a2G", "d3R", "b3G", "c4R", "c2G", "b4G", "a3G", "a4R", "d4R", "d2G", "b2G", "c3G", "a4R"]
# Wuchang (first) turns to Bai and back; Death (second) reaps the tilted L b1 c2 d3 c4 for the scythe
WUCHANG_DEATH = ["b1R", "turn", "d3G", "c4R", "turn", "c2R"]


def wait_ply(page, n):
    page.wait_for_function(f"document.documentElement.dataset.ply === '{n}'")


def click_move(page, move):
    """Play one move the way a player does: cell then side, or a card button."""
    before = ply(page)
    if move in ("keep", "turn"):
        page.locator(f'#controls [data-act="card:{move}"]').click()
    else:
        page.locator(f'#board [data-act="cell:{CELL_INDEX[move[:2]]}"]').click()
        page.locator(f'#controls [data-act="side:{move[2]}"]').click()
    wait_ply(page, before + 1)


def test_simple_game_to_a_win_by_clicking(page, base_url):
    open_site(page, base_url, "/soulaween?v=1&s=1&mode=simple")
    page.wait_for_selector("svg.board.soulaween")
    assert page.locator('#board [role="gridcell"]').count() == 16
    # the two-step control: a cell is chosen first and shown as chosen
    page.locator(f'#board [data-act="cell:{CELL_INDEX["a2"]}"]').click()
    page.wait_for_selector('#board [role="gridcell"][aria-selected="true"]')
    assert "a2" in page.locator("#status").inner_text()
    page.locator('#controls [data-act="side:G"]').click()
    wait_ply(page, 1)
    for move in SIMPLE_WIN[1:]:
        click_move(page, move)
    assert page.get_attribute("html", "data-over") == "true"
    assert "wins" in page.locator("#result").inner_text()
    assert page.locator("#players .soulaween-card.p0 .soulaween-vulture.held").count() == 3
    # the last put reaped a chain: its cells are shown
    assert page.locator("#board .cell.reaped").count() == 4
    # the rules page, with the house rules
    page.goto(base_url + "#/soulaween/rules")
    page.wait_for_selector("#rules-soulaween")
    assert "200" in page.locator("#rules-soulaween").inner_text()


def test_standard_game_wuchang_turns_death_reaps_then_share(page, base_url, new_page):
    open_site(page, base_url, "/soulaween?v=1&s=1&char1=wuchang&char2=death")
    page.wait_for_selector("svg.board.soulaween")
    assert "Hei Wuchang" in page.locator("#players .soulaween-card.p0").inner_text()
    click_move(page, "b1R")
    assert page.locator('#controls [data-act="card:turn"]').is_visible()
    click_move(page, "turn")
    assert "Bai Wuchang" in page.locator("#players .soulaween-card.p0").inner_text()
    click_move(page, "d3G")
    click_move(page, "c4R")  # Bai flips d3 diagonally
    assert page.locator("#board .cell.flipped").count() == 1
    assert "d3, red piece, flipped" in (page.locator("#board .cell.flipped").get_attribute("aria-label") or "")
    click_move(page, "turn")
    click_move(page, "c2R")
    assert page.locator("#players .soulaween-card.p1 .soulaween-token.scythe.held").count() == 1
    assert "scythe" in page.locator("#announce").inner_text()
    # the share link reproduces the game in a fresh page
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert link.startswith(base_url + "#/soulaween?v=1&")
    expected = spielkiste.new_match("soulaween", {"char1": "wuchang", "char2": "death"}, seed=1)
    for move in WUCHANG_DEATH:
        expected.play(move)
    assert expected.link() in link
    other = new_page()
    other.goto(link)
    other.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert ply(other) == len(WUCHANG_DEATH)
    assert other.locator("#board svg.board").inner_html() == page.locator("#board svg.board").inner_html()
    assert other.locator("#players .soulaween-card.p1 .soulaween-token.scythe.held").count() == 1
    other.close()


def test_choice_between_two_crossing_chains_by_clicking(page, base_url):
    cross = "R---/R---/G---/-GRR|0put|none:0|none:0|-|-|0"
    link = spielkiste.new_match("soulaween", {"mode": "simple"}, seed=1, position=cross).link()
    open_site(page, base_url, link)
    page.wait_for_selector("svg.board.soulaween")
    # by keyboard: the grid's tab stop is a4; three steps down is a1; Enter chooses it, R puts red
    page.locator('#board [role="gridcell"][tabindex="0"]').focus()
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith("a1")
    page.keyboard.press("Enter")
    page.wait_for_selector('#board [role="gridcell"][aria-selected="true"]')
    page.keyboard.press("r")  # a2 and b1 flip to red: row 1 and column a cross at a1
    wait_ply(page, 1)
    assert page.locator("#board .soulaween-pattern").count() == 2
    assert page.locator('#controls [data-act^="pat:"]').count() == 2
    assert page.get_attribute("html", "data-over") == "false"
    # the crossing cell alone does not decide; a cell of column a then does
    page.locator(f'#board [data-act="cell:{CELL_INDEX["a1"]}"]').click()
    page.wait_for_selector('#board [role="gridcell"][aria-selected="true"]')
    assert page.locator("#board .soulaween-pattern.strong").count() == 2
    page.locator(f'#board [data-act="cell:{CELL_INDEX["a3"]}"]').click()
    wait_ply(page, 2)
    assert "reaps a1, a2, a3, a4" in page.locator("#announce").inner_text()
    # row 1 without a1 stays on the mat
    labels = [page.locator(f'#board [role="gridcell"][data-r="3"][data-c="{c}"]').get_attribute("aria-label")
              for c in range(4)]
    assert labels[0].startswith("a1, empty") and all("red piece" in label for label in labels[1:])

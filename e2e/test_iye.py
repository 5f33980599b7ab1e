"""İye in the real page: a whole cycle by clicking (with one ability move), marked
targets, refusals, the last move on the board, the cycle's result with the next-cycle
button in the controls, and the share link of a match in its second cycle."""

from conftest import open_site, ply

# Seed 5 with this plan (the first marked cell in page order; at ply 1 the first usable
# spirit, then its first marked cell) ends in a scored cycle: see
# tests/test_ui_iye.py::test_the_e2e_plan_ends_in_a_scored_cycle.
SEED = 5


TRAVEL = """() => { const s = getComputedStyle(document.querySelector('#board .iye-travel'));
  return [s.animationName, s.animationDuration]; }"""


def click_and_wait(page, *selectors):
    before = ply(page)
    for selector in selectors:
        page.locator(selector).first.click()
    page.wait_for_function(f"document.documentElement.dataset.ply === '{before + 1}'")


def fill_changes_on_hover(page, hover_selector, cell_selector):
    """Whether hovering the first `hover_selector` changes the fill of the first cell."""
    page.mouse.move(0, 0)
    cell = page.locator(cell_selector).first
    before = cell.evaluate("e => getComputedStyle(e).fill")
    page.locator(hover_selector).first.hover()
    after = cell.evaluate("e => getComputedStyle(e).fill")
    page.mouse.move(0, 0)
    return before != after


def cell_labels(page):
    return page.locator('#board [role="gridcell"]').evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def in_view(page, selector):
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return box and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["x"] + box["width"] <= size["width"]


def test_whole_cycle_by_clicking_then_next_cycle_and_share(page, base_url, new_page):
    open_site(page, base_url, f"/iye?v=1&s={SEED}")
    page.wait_for_selector("svg.board.iye")
    # the match at a glance under the board, the cycles won in the players region
    assert "Cycle 1" in page.locator("#board .iye-caption").first.text_content()
    assert page.locator("#players .pl-score-w").first.inner_text() == "cycles won"
    # the eight natural targets are marked without hover: a dot and a ring each
    assert page.locator("#board .cell.target").count() == 8
    assert page.locator("#board .cell.target .target-mark").count() == 8
    assert page.locator("#board .cell.target .iye-target-ring").count() == 8
    # a click on a cell the drum cannot reach says why, and the cell gets a cue
    page.locator('#board [role="gridcell"]:not(.target):not(.drum-cell)').first.click()
    page.wait_for_selector("#status .refusal")
    assert "cannot reach" in page.locator("#status .refusal").inner_text()
    assert page.locator("#board .refused").count() == 1
    assert ply(page) == 0
    spent = None
    for _ in range(30):
        if page.locator("#controls .iye-cycle-end").count():
            break
        if ply(page) == 1:
            kind = page.locator('#controls button[data-act^="kind:"]:not([aria-disabled])').first
            k = kind.get_attribute("data-act").split(":")[1]
            # hovering a spirit to spend previews where it could take the drum
            assert fill_changes_on_hover(page, f'#controls [data-act="kind:{k}"]', f"#board .cell.reach-{k} .cellbg")
            kind.click()
            page.wait_for_selector('#controls button[aria-pressed="true"]')
            assert page.locator("#board .cell.target.ability").count() >= 1
            assert page.locator("#board .cell.target").count() == page.locator("#board .cell.target.ability").count()
            spent = k
            click_and_wait(page, "#board .cell.target")
            assert "spends" in page.locator("#announce").inner_text()
            assert page.locator("#board .iye-spent").count() == 1
        else:
            click_and_wait(page, "#board .cell.target")
            # the last move: both cells, the path, the ghost of the tile taken
            assert page.locator("#board .cell.last").count() == 2
            assert page.locator("#board .iye-trail").count() == 1
            assert page.locator("#board .cell.last .iye-ghost").count() == 1
            assert "moves the drum from" in page.locator("#announce").inner_text()
            assert page.locator("#players .iye-have.got").count() == 1
            if ply(page) == 1:  # right after the move the drum travels (250 ms) from its old cell
                assert page.locator("#board svg.board.iye.fresh").count() == 1
                assert page.evaluate(TRAVEL) == ["iye-travel", "0.25s"]
    assert spent is not None
    # the ability move is in the move list as the kind's name and a cell
    second = page.locator("#movelist button").nth(1).inner_text()
    assert second.split()[0] in ("Sun", "Horse", "Tree", "Water", "Owl")
    # the cycle's result in the controls: who won, the table, the next-cycle button in view
    end = page.locator("#controls .iye-cycle-end")
    assert "Cycle 1:" in end.locator("h3").inner_text() and "wins" in end.locator("h3").inner_text()
    assert end.locator("tbody tr").count() == 2
    assert in_view(page, '#controls [data-act="next"]')
    assert "Cycle 1 is over" in page.locator("#status").inner_text()
    scores = page.locator("#players .pl-score-n").all_inner_texts()
    assert sorted(scores) == ["0", "1"]
    # a click on the board now says what to do
    page.locator('#board [role="gridcell"]').first.click()
    page.wait_for_selector("#status .refusal")
    assert "start the next cycle" in page.locator("#status .refusal").inner_text()
    cycle_end_ply = ply(page)
    click_and_wait(page, '#controls [data-act="next"]')
    assert ply(page) == cycle_end_ply + 1
    assert page.locator("#controls .iye-cycle-end").count() == 0
    assert "Cycle 2" in page.locator("#board .iye-caption").first.text_content()
    # the caption's two halves do not meet
    left, right = page.locator("#board .iye-caption").evaluate_all(
        "els => els.map(e => { const b = e.getBBox(); return {x: b.x, width: b.width}; })")
    assert left["x"] + left["width"] + 8 < right["x"]
    assert page.locator("#movelist button").last.inner_text().endswith("cycle 2")
    click_and_wait(page, "#board .cell.target")
    # the share link of the match in its second cycle opens the same position
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert link.startswith(base_url + "#/iye?v=1&") and "next" in link
    other = new_page()
    other.goto(link)
    other.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert ply(other) == ply(page)
    assert cell_labels(other) == cell_labels(page)
    caption = "#board .iye-caption"
    assert other.locator(caption).all_text_contents() == page.locator(caption).all_text_contents()
    assert other.locator("#players").inner_text() == page.locator("#players").inner_text()
    assert other.locator("#status").inner_text() == page.locator("#status").inner_text()
    other.close()

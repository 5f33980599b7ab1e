"""İye in the real page: a whole cycle by clicking (with one ability move), the score
table, the next cycle on request, and the share link of a match in its second cycle."""

from conftest import open_site, ply

# Seed 5 with this plan (first highlighted cell in page order; at ply 1 the first
# usable spirit, then its first highlighted cell) ends in a scored cycle: see
# tests/test_ui_iye.py::test_the_e2e_plan_ends_in_a_scored_cycle.
SEED = 5


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


def test_whole_cycle_by_clicking_then_next_cycle_and_share(page, base_url, new_page):
    open_site(page, base_url, f"/iye?v=1&s={SEED}")
    page.wait_for_selector("svg.board.iye")
    assert page.locator("#board .iye-match").inner_text().count("0") >= 2  # the match score 0 : 0
    # the eight natural targets are marked; hovering the drum lights them up
    assert page.locator("#board .cell.target").count() == 8
    assert fill_changes_on_hover(page, "#board .drum-cell", "#board .cell.reach-n .cellbg")
    spent = None
    for _ in range(30):
        if page.locator("#board .iye-table").count():
            break
        if ply(page) == 1:
            kind = page.locator('#board button[data-act^="kind:"]').first
            k = kind.get_attribute("data-act").split(":")[1]
            # hovering a spirit in the collection lights up where it could take the drum
            assert fill_changes_on_hover(page, '#board button[data-act^="kind:"]', f"#board .cell.reach-{k} .cellbg")
            kind.click()
            assert page.locator('#board button[aria-pressed="true"]').count() == 1
            assert page.locator("#board .cell.target.ability").count() >= 1
            spent = page.locator('#board button[aria-pressed="true"]').get_attribute("data-act")
            click_and_wait(page, '#board [data-act^="cell:"]')
            assert "spends" in page.locator("#announce").inner_text()
        else:
            click_and_wait(page, '#board [data-act^="cell:"]')
    assert spent is not None
    # the ability move is in the move list as a kind letter and a cell
    second = page.locator("#movelist button").nth(1).inner_text()
    assert second[0] in "SHTWO" and len(second) == 3
    # the score table: five kinds and the total; the result; the next cycle on request
    table = page.locator("#board .iye-table")
    assert table.is_visible()
    assert table.locator("tbody tr").count() == 6
    assert "wins the cycle" in page.locator("#board .iye-result").inner_text()
    assert page.locator("#board .iye-match strong").all_inner_texts() in (["1", "0"], ["0", "1"])
    status = page.locator("#status").inner_text()
    assert "Score" in status
    cycle_end_ply = ply(page)
    click_and_wait(page, '#board [data-act="next"]')
    assert ply(page) == cycle_end_ply + 1
    assert page.locator("#board .iye-table").count() == 0
    assert "Cycle 2" in page.locator("#board .iye-match").inner_text()
    assert page.locator("#board .iye-history li").count() == 1
    click_and_wait(page, '#board [data-act^="cell:"]')
    # the share link of the match in its second cycle opens the same position
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert link.startswith(base_url + "#/iye?v=1&") and "next" in link
    other = new_page()
    other.goto(link)
    other.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert ply(other) == ply(page)
    assert cell_labels(other) == cell_labels(page)
    assert other.locator("#board .iye-match").inner_text() == page.locator("#board .iye-match").inner_text()
    assert other.locator("#board .iye-history").inner_text() == page.locator("#board .iye-history").inner_text()
    assert other.locator("#status").inner_text() == page.locator("#status").inner_text()
    other.close()

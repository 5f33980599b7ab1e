"""Boxilies in the real page: a whole game by clicking, share link, undo/redo, damaged links."""

from conftest import open_site, ply


def play_one_by_clicking(page):
    """Choose the first stone in the tray, rotate it once, and click the first empty cell."""
    before = ply(page)
    page.locator('#board .tray.turn button[data-act^="stone:"]').first.click()
    page.locator('#board [data-act="rotr"]').click()
    page.locator('#board [data-act^="cell:"]').first.click()
    page.wait_for_function(f"document.documentElement.dataset.ply === '{before + 1}'")


def cell_labels(page):
    return page.locator('#board [role="gridcell"]').evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def test_picker_lists_game_and_navigates(page, base_url):
    open_site(page, base_url)
    card = page.locator('.card[data-game="boxilies"]')
    assert card.is_visible()
    card.get_by_role("link", name="Play").click()
    page.wait_for_selector("svg.board.boxilies")
    assert "#/boxilies" in page.url
    page.go_back()
    page.wait_for_selector(".picker")
    page.go_forward()
    page.wait_for_selector("svg.board.boxilies")


def test_whole_game_by_clicking_then_share(page, base_url, new_page):
    open_site(page, base_url, "/boxilies")
    for _ in range(9):
        play_one_by_clicking(page)
    assert page.get_attribute("html", "data-over") == "true"
    status = page.locator("#status").inner_text()
    assert "wins" in status or "Draw" in status
    assert page.locator("#board .cell.captured, #board .cell.last").count() >= 1
    # the share link reproduces the game in a fresh page
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert link.startswith(base_url + "#/boxilies?v=1&")
    other = new_page()
    other.goto(link)
    other.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert ply(other) == 9
    assert other.locator("#status").inner_text() == status
    assert cell_labels(other) == cell_labels(page)
    other.close()


def test_undo_redo(page, base_url):
    open_site(page, base_url, "/boxilies")
    play_one_by_clicking(page)
    play_one_by_clicking(page)
    board_after_two = cell_labels(page)
    page.locator("#btn-undo").click()
    page.wait_for_function("document.documentElement.dataset.ply === '1'")
    assert cell_labels(page) != board_after_two
    page.locator("#btn-redo").click()
    page.wait_for_function("document.documentElement.dataset.ply === '2'")
    assert cell_labels(page) == board_after_two
    assert page.locator("#btn-redo").is_disabled()


def test_damaged_links_show_message_and_fresh_game(page, base_url):
    for fragment in ("/boxilies?v=1&s=5&m=1aN-a1.1aN-a1", "/boxilies?v=9&s=1", "/boxilies?v=1&s=abc",
                     "/boxilies?v=1&s=1&board=7x7", "/boxilies?v=1&s=1&m=%ZZ"):
        open_site(page, base_url, fragment)
        notice = page.locator("#notice")
        assert notice.is_visible(), fragment
        assert "damaged" in notice.inner_text()
        assert page.locator("svg.board.boxilies").is_visible()
        assert ply(page) == 0
        page.goto("about:blank")


def test_unknown_game_shows_picker(page, base_url):
    open_site(page, base_url, "/nosuchgame?v=1")
    assert page.locator("#notice").is_visible()
    assert page.locator(".picker").is_visible()


def test_language_switch_is_remembered(page, base_url):
    open_site(page, base_url, "/boxilies")
    page.locator('[data-act="ui:lang:de"]').click()
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert "am Zug" in page.locator("#status").inner_text()
    page.reload()
    page.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert "am Zug" in page.locator("#status").inner_text()


def test_keyboard_play(page, base_url):
    open_site(page, base_url, "/boxilies")
    page.locator('#board .tray.turn button[data-act^="stone:"]').first.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("r")
    cell = page.locator('#board [role="gridcell"][tabindex="0"]')
    cell.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused.startswith("b2")
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.ply === '1'")
    assert "b2" in page.locator("#announce").inner_text()

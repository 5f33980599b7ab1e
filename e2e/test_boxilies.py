"""Boxilies in the real page: a whole game by clicking with its result and share link,
undo/redo, a refused click, a double capture marked and announced, damaged links, and
the 4x4 and 2x5 boards in view at the four screen sizes."""

import random

import pytest

import spielkiste
from conftest import open_site, ply

# seed 1, five moves in; then 5a turned east on b3 captures a3 and c3 at once
BEFORE_DOUBLE = "/boxilies?v=1&s=1&m=3aS-c3.4aE-a2.1aN-a3.2aE-b2.4aS-c1"
SIZES = ((1280, 800), (1366, 768), (390, 844), (360, 740))


def play_one_by_clicking(page):
    """Choose the first stone in the mover's tray, rotate it once, and click the first empty cell."""
    before = ply(page)
    page.locator('#controls button[data-act^="stone:"]').first.click()
    page.locator('#controls [data-act="rotr"]').click()
    page.locator('#board .cell.empty[data-act^="cell:"]').first.click()
    page.wait_for_function(f"document.documentElement.dataset.ply === '{before + 1}'")


def cell_labels(page):
    return page.locator('#board [role="gridcell"]').evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def test_picker_lists_game_and_navigates(page, base_url):
    open_site(page, base_url)
    card = page.locator('.card[data-game="boxilies"]')
    assert card.is_visible()
    card.locator('[data-play="boxilies"]').click()  # two here, as Play was
    page.wait_for_selector("svg.board.boxilies")
    assert "#/boxilies" in page.url
    page.go_back()
    page.wait_for_selector(".picker")
    page.go_forward()
    page.wait_for_selector("svg.board.boxilies")


def test_whole_game_by_clicking_then_result_and_share(page, base_url, new_page):
    open_site(page, base_url, "/boxilies")
    # the regions: the mover's five stones and the rotation in the controls, both seats' stones to place
    assert page.locator('#controls button[data-act^="stone:"]').count() == 5
    assert page.locator("#players .boxilies-mini").count() == 10
    for _ in range(9):
        play_one_by_clicking(page)
        assert page.locator("#board .cell.last .last-mark").count() == 1
    assert page.get_attribute("html", "data-over") == "true"
    assert page.locator("#status").inner_text() == ""  # the result panel says it
    head = page.locator("#result h3").inner_text()
    assert "wins" in head or "Draw" in head
    rows = page.locator("#result .boxilies-result tbody tr")
    assert rows.count() == 2 and "Player 1" in rows.nth(0).inner_text()
    assert page.locator("#controls button").count() == 0
    # the share link reproduces the game in a fresh page
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert link.startswith(base_url + "#/boxilies?v=1&")
    other = new_page()
    other.goto(link)
    other.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert ply(other) == 9
    assert other.locator("#result h3").inner_text() == head
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


def test_a_cell_before_a_stone_says_what_to_do_then_a_double_capture_shows(page, base_url):
    open_site(page, base_url, BEFORE_DOUBLE)
    b3 = page.locator('#board [data-act="cell:7"]')
    b3.click()
    assert page.locator("#status .refusal").inner_text() == "First choose a stone (keys 1–3)."
    assert "refused" in (b3.get_attribute("class") or "")
    assert ply(page) == 5
    page.locator('#board [data-act="cell:3"]').click()  # a2 holds a stone
    assert page.locator("#status .refusal").inner_text() == "a2 is taken: choose an empty cell."
    # choose 5a, turn it east: the preview and the status show the arrows it will have
    page.locator('#controls [data-act="stone:4"]').click()
    page.locator('#controls [data-act="rotr"]').click()
    assert page.locator('#controls [data-act="stone:4"]').get_attribute("aria-pressed") == "true"
    assert page.locator("#controls .boxilies-preview").get_attribute("aria-label") == \
        "Chosen: 5a, arrows N 1, E 2, S 1, W 1"
    assert "5a chosen, arrows N 1, E 2, S 1, W 1" in page.locator("#status").inner_text()
    b3.click()
    page.wait_for_function("document.documentElement.dataset.ply === '6'")
    assert page.locator("#announce").inner_text() == "Player 2 places 5a on b3. Captures a3, c3."
    captured = page.locator("#board .cell.captured")
    assert captured.count() == 2 and page.locator("#board .boxilies-capmark").count() == 2
    assert [label.split(", ")[1] for label in captured.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")] == \
        ["a3", "c3"]
    assert page.locator("#board svg.board.boxilies.fresh").count() == 1
    assert "b3 5a ⟳ ×2" in page.locator('#movelist [aria-current="step"]').inner_text()
    # a later render (choosing a stone) does not replay the animation
    page.locator('#controls button[data-act^="stone:"]').first.click()
    assert page.locator("#board svg.board.boxilies.fresh").count() == 0
    assert page.locator("#board .cell.captured").count() == 2


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


def test_language_switch_is_remembered_and_names_the_german_keys(page, base_url):
    open_site(page, base_url, "/boxilies")
    page.locator('[data-act="ui:lang:de"]').click()
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert "am Zug" in page.locator("#status").inner_text()
    assert "(D / Umschalt+D)" in page.locator("#status").inner_text()
    page.reload()
    page.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert "am Zug" in page.locator("#status").inner_text()
    assert page.locator('#controls [data-act="rotl"]').get_attribute("aria-label") == "Nach links drehen (Umschalt+D)"


# -- the other boards fit too ---------------------------------------------------------------------

def board_links(board, seed=5):
    """Links of the start, the middle (a stone chosen then) and the end of a seeded random game."""
    m = spielkiste.new_match("boxilies", {"board": board}, seed=seed)
    rng = random.Random(seed)
    links = [("start", m.link())]
    while not m.is_over:
        m.play(rng.choice(m.legal_moves()))
        if m.ply == len(m.state[2]) // 2:
            links.append(("mid", m.link()))
    links.append(("end", m.link()))
    return links


def out_of_view(page, selector, width, height):
    return page.evaluate("""([sel, w, h]) => [...document.querySelectorAll(sel)]
        .map(e => e.getBoundingClientRect())
        .filter(r => r.width && (r.top < -1 || r.left < -1 || r.bottom > h + 1 || r.right > w + 1))
        .map(r => [r.left, r.top, r.right, r.bottom])""", [selector, width, height])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_4x4_and_2x5_fit_the_screen(browser, base_url, guard, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, service_workers="block")
    page = guard.attach(context.new_page())
    try:
        page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');")
        open_site(page, base_url, "/boxilies")
        for board in ("4x4", "2x5"):
            for phase, link in board_links(board):
                page.evaluate("(l) => { location.hash = l; }", link)
                # the page marks the link with its save once it has shown it
                page.wait_for_function("(l) => location.hash.slice(1).startsWith(l + '&save=')", arg=link)
                page.wait_for_selector("#board svg.board.boxilies")
                if phase == "mid":
                    page.locator('#controls button[data-act^="stone:"]').last.click()
                page.evaluate("window.scrollTo(0, 0)")
                must = ["#board svg.board"] + (["#result h3", "#result button"] if phase == "end" else
                                               ["#status .head", "#controls button"])
                problems = [(sel, out_of_view(page, sel, width, height)) for sel in must]
                assert not [p for p in problems if p[1]], f"{board} {phase} at {width}x{height}: {problems}"
                assert page.evaluate("document.documentElement.scrollWidth") <= width
                cells = page.locator('#board [role="gridcell"]')
                assert cells.count() == (16 if board == "4x4" else 10)
                box = cells.first.bounding_box()
                assert box["width"] >= 44 and box["height"] >= 44, (board, box)
        assert not guard.errors, guard.errors
    finally:
        context.close()

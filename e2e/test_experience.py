"""Player experience across games: autosave and resume, broken saves, replay and branching,
theme, accessibility tree, phone layout with touch, and screenshots of every game."""

import json
import pathlib

import pytest
from test_boxilies import cell_labels, play_one_by_clicking

from conftest import ROOT, open_site, ply

SHOTS = ROOT / "e2e-screenshots"  # for people to look at; git-ignored


def saves_of(page, game_id):
    """The saves of a game in localStorage (one per match)."""
    return page.evaluate("""(g) => Object.keys(localStorage).filter(k => k.startsWith('spielkiste:save:' + g + ':'))
        .sort().map(k => JSON.parse(localStorage.getItem(k)))""", game_id)


def test_autosave_offers_resume_and_damaged_link_keeps_it(page, base_url):
    open_site(page, base_url, "/boxilies")
    play_one_by_clicking(page)
    play_one_by_clicking(page)
    labels = cell_labels(page)
    saved = saves_of(page, "boxilies")
    assert len(saved) == 1 and saved[0]["v"] == 2 and saved[0]["link"].startswith("/boxilies?v=1&")
    assert saved[0]["moves"] == 2
    # a damaged link shows a fresh game and leaves the save alone
    page.goto(base_url + "#/boxilies?v=1&s=1&m=nonsense")
    page.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert "damaged" in page.locator("#notice").inner_text()
    assert saves_of(page, "boxilies") == saved
    # the picker offers to continue; continuing shows the same game
    page.goto(base_url + "#/")
    page.reload()
    page.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    page.locator('.card[data-game="boxilies"] [data-resume]').click()
    page.wait_for_function("document.documentElement.dataset.ply === '2'")
    assert cell_labels(page) == labels


BAD_SAVES = [
    "{not json",
    json.dumps({"v": 0, "link": "/boxilies?v=1&s=1", "players": ["human", "human"]}),
    json.dumps({"v": 1, "link": "/boxilies?v=1&s=1&m=1aN-a1.1aN-a1", "players": ["human", "human"]}),
    json.dumps({"v": 1, "link": "/boxilies?v=1&s=1&m=1aN-a1", "players": ["<img src=x onerror=alert(1)>", 1]}),
    json.dumps([1, 2, 3]),
]


@pytest.mark.parametrize("bad", BAD_SAVES)
def test_broken_save_is_reported_once_and_set_aside(page, base_url, bad):
    page.add_init_script(f"""
      if (!sessionStorage.getItem('seeded')) {{
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('spielkiste:save:boxilies', {json.dumps(bad)});
        localStorage.setItem('spielkiste:lang', 'en');
      }}""")
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_site(page, base_url, "/")
    notice = page.locator("#notice")
    assert "could not be read" in notice.inner_text()
    assert page.locator(".picker").is_visible()
    assert page.evaluate("localStorage.getItem('spielkiste:save:boxilies')") is None
    kept = json.loads(page.evaluate("localStorage.getItem('spielkiste:damaged:save:boxilies')"))
    assert kept["text"] == bad and kept["key"] == "save:boxilies"  # set aside for a bug report
    assert not dialogs
    # reported once: a reload shows no message, the app keeps working
    page.reload()
    page.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert not page.locator("#notice").is_visible()
    page.locator('.card[data-game="boxilies"] [data-play="boxilies"]').click()  # two here, as Play was
    play_one_by_clicking(page)


def test_storage_unavailable_still_plays(page, base_url):
    page.add_init_script("""
      Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});
    """)
    open_site(page, base_url, "/boxilies")
    assert "save games" in page.locator("#notice").inner_text()
    play_one_by_clicking(page)
    assert ply(page) == 1


def test_storage_full_is_reported_once(page, base_url):
    page.add_init_script("""
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (String(key).startsWith('spielkiste:save:')) throw new DOMException('full', 'QuotaExceededError');
        return original.call(this, key, value);
      };
    """)
    open_site(page, base_url, "/boxilies")
    play_one_by_clicking(page)  # (the snapshot goes first, asynchronously: docs/saves.md; then the notice)
    page.wait_for_function("document.querySelector('#notice').innerText.includes('could not be saved')")
    page.locator('[data-act="ui:lang:de"]').click()  # any later action clears the notice
    play_one_by_clicking(page)
    assert not page.locator("#notice").is_visible() or "gespeichert" not in page.locator("#notice").inner_text()
    assert ply(page) == 2


def test_replay_stepper_and_branch(page, base_url):
    open_site(page, base_url, "/boxilies")
    for _ in range(3):
        play_one_by_clicking(page)
    after_three = cell_labels(page)
    page.locator("#btn-first").click()
    assert all(label.endswith("empty") for label in cell_labels(page))
    page.locator('#movelist [data-act="ui:goto:2"]').click()
    assert page.locator('#movelist [aria-current="step"]').inner_text() == page.locator(
        '#movelist li:nth-child(2) button').inner_text()
    page.locator("#btn-last").click()
    assert cell_labels(page) == after_three
    # stepping back then playing asks before discarding later moves
    page.locator("#btn-prev").click()
    page.locator("#btn-prev").click()
    page.once("dialog", lambda d: d.dismiss())
    page.locator('#controls button[data-act^="stone:"]').first.click()
    page.locator('#board .cell.empty[data-act^="cell:"]').last.click()
    assert ply(page) == 3
    page.once("dialog", lambda d: d.accept())
    page.locator('#controls button[data-act^="stone:"]').first.click()
    page.locator('#board .cell.empty[data-act^="cell:"]').last.click()
    page.wait_for_function("document.documentElement.dataset.ply === '2'")


def test_theme_switch_is_remembered(page, base_url):
    open_site(page, base_url, "/")
    page.locator('[data-act="ui:theme"]').click()
    assert page.get_attribute("html", "data-theme") == "light"
    page.locator('[data-act="ui:theme"]').click()
    assert page.get_attribute("html", "data-theme") == "dark"
    page.reload()
    page.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    assert page.get_attribute("html", "data-theme") == "dark"


def test_board_accessibility_tree(page, base_url):
    open_site(page, base_url, "/boxilies")
    play_one_by_clicking(page)
    snapshot = page.locator("#board").aria_snapshot()
    assert "grid" in snapshot and "gridcell" in snapshot
    assert "empty" in snapshot
    assert "Player 1's stone" in snapshot


@pytest.mark.parametrize("size", [("desktop", 1280, 800), ("phone", 360, 740)])
def test_screenshots_of_the_other_screens(browser, base_url, size):
    """Writes e2e-screenshots/{picker,rules,designer}-<size>.png (the game screens are
    shot by test_screen_layout.py); no screen scrolls sideways."""
    name, width, height = size
    SHOTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=name == "phone",
                                  is_mobile=name == "phone", service_workers="block")
    page = context.new_page()
    try:
        open_site(page, base_url, "/")
        for screen, route, ready in (("picker", "/", ".picker"),
                                     ("rules", "/soulaween/rules", '#rules-text[aria-busy="false"]'),
                                     ("designer", "/boxilies/designer", 'html[data-designer="ready"]')):
            page.evaluate("(r) => { location.hash = r; }", route)
            page.wait_for_selector(ready)
            page.screenshot(path=str(SHOTS / f"{screen}-{name}.png"), full_page=True)
            overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, f"{screen} scrolls sideways by {overflow}px at {width}px"
    finally:
        context.close()
    assert pathlib.Path(SHOTS / f"picker-{name}.png").exists()


def test_phone_touch_game(browser, base_url):
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True,
                                  service_workers="block")
    page = context.new_page()
    try:
        open_site(page, base_url, "/boxilies")
        for _ in range(9):
            before = ply(page)
            page.locator('#controls button[data-act^="stone:"]').first.tap()
            cell = page.locator('#board .cell.empty[data-act^="cell:"]').first
            box = cell.bounding_box()
            assert box["width"] >= 44 and box["height"] >= 44, box
            cell.tap()
            page.wait_for_function(f"document.documentElement.dataset.ply === '{before + 1}'")
        assert page.get_attribute("html", "data-over") == "true"
        for button in page.locator("button:visible").all():
            box = button.bounding_box()
            assert box["height"] >= 44 or button.evaluate("b => !!b.closest('.movelist, .stepper')"), \
                button.inner_text()
    finally:
        context.close()

"""The table (issue 25): one tap from the front page to a game against the computer, at
a laptop's and a phone's size, and the computer's reply a beat after the move it answers."""

import pytest

from conftest import READY_TIMEOUT, open_site, ply

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}
# the time at which each ply was first shown, read from the page itself
PLY_TIMES = """() => { window.plyTimes = {}; new MutationObserver(() => {
    const p = document.documentElement.dataset.ply;
    if (!(p in window.plyTimes)) window.plyTimes[p] = performance.now();
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-ply']}); }"""


@pytest.mark.parametrize("size", SIZES)
def test_one_tap_starts_a_game_against_the_computer_whose_reply_takes_a_beat(page, base_url, size):
    page.add_init_script("delete window.SPIELKISTE_AI_BEAT_MS;")  # the default beat, as a player has it
    page.set_viewport_size(SIZES[size])
    open_site(page, base_url, "/")
    start = page.locator('.card[data-game="boxilies"] [data-vs="computer"]')
    box = start.bounding_box()
    assert box["y"] + box["height"] <= SIZES[size]["height"] or size == "phone", box
    first = page.locator('.card[data-game="soulaween"] [data-vs="computer"]').bounding_box()
    assert first["y"] + first["height"] <= SIZES[size]["height"], "the first card's start is on the first screen"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= SIZES[size]["width"], f"the picker scrolls sideways: {width}"
    start.click()
    page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
    assert page.locator("#ai-level").input_value() == "normal"  # normal the first time
    assert "Computer (normal)" in page.locator("#players").inner_text()
    page.evaluate(PLY_TIMES)
    page.locator('#controls button[data-act^="stone:"]').first.click()
    page.locator('#board .cell.empty[data-act^="cell:"]').first.click()
    page.wait_for_function("document.documentElement.dataset.ply === '2'", timeout=READY_TIMEOUT)
    times = page.evaluate("window.plyTimes")
    gap = times["2"] - times["1"]
    assert gap >= 500, f"the computer answered {gap:.0f} ms after the move"
    assert gap < 20_000
    # the level chosen here is the next one-tap start's
    page.locator("#ai-level").select_option("strong")
    page.wait_for_function("document.querySelector('#players').innerText.includes('Computer (strong)')")
    page.evaluate("location.hash = '/'")
    page.wait_for_selector(".picker")
    assert "(strong)" in page.locator('.card[data-game="iye"] [data-vs="computer"]').text_content()
    page.locator('.card[data-game="iye"] [data-vs="here"]').click()
    page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
    assert "You play both sides." in page.locator("#status").inner_text()
    assert ply(page) == 0


def test_back_closes_the_new_game_dialog_at_phone_size_and_its_buttons_work(page, base_url):
    page.set_viewport_size(SIZES["phone"])
    open_site(page, base_url, "/")
    page.locator('.card[data-game="soulaween"] [data-vs="here"]').click()
    page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
    page.locator("#btn-new").click()
    page.wait_for_selector("#newgame-form")
    page.go_back()
    page.wait_for_function("!document.querySelector('#dialog').open")
    assert page.get_attribute("html", "data-route") == "game", "Back closed the dialog and stayed on the game"
    page.locator("#btn-new").click()  # the dialog opens again and its buttons work
    page.locator('#newgame-form [data-act="ui:cancelnew"]').click()
    page.wait_for_function("!document.querySelector('#dialog').open")
    page.locator("#btn-new").click()
    page.evaluate("location.hash = '/'")  # a route change closes the screen's dialog
    page.wait_for_selector(".picker")
    assert not page.evaluate("document.querySelector('#dialog').open")


@pytest.mark.parametrize("size", SIZES)
def test_the_log_shows_the_moves_sentence(page, base_url, size):
    page.set_viewport_size(SIZES[size])
    open_site(page, base_url, "/boxilies?new=1&vs=here")
    page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
    log = page.locator("#gamelog-side" if size == "desktop" else "#gamelog")
    assert log.is_hidden()
    page.locator('#controls button[data-act^="stone:"]').first.click()
    page.locator('#board .cell.empty[data-act^="cell:"]').first.click()
    page.wait_for_function("document.documentElement.dataset.ply === '1'")
    latest = log.locator(".log-latest")
    assert latest.is_visible() and latest.inner_text().startswith("Player 1 places")
    log.locator("summary").click()
    assert log.locator(".log-list li").count() == 1

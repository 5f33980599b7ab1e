"""The table (issue 25): one tap from the front page to a game against the computer, at
a laptop's and a phone's size, and the computer's reply a beat after the move it answers."""

import pytest
from test_screen_layout import phases

import spielkiste
from conftest import READY_TIMEOUT, ROOT, open_site, ply
from ui.game.log import sentences as log_sentences
from ui.game.model import HUMAN, ScreenModel
from ui.game.movelist import turns

SHOTS = ROOT / "e2e-screenshots"

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
    page.locator('#newgame-form input[name="mode"][value="computer"]').check()  # the longest choices: the levels
    page.wait_for_selector('#newgame-form select[name="player:1"]')
    outside = page.evaluate("""() => { const box = document.querySelector('#dialog').getBoundingClientRect();
        return [...document.querySelectorAll('#newgame-form select, #newgame-form fieldset')]
          .filter(e => { const r = e.getBoundingClientRect(); return r.left < box.left || r.right > box.right + 0.5; })
          .map(e => e.name || e.tagName); }""")
    assert outside == [], f"sticks out of the phone's dialog: {outside}"
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
    """The log in words: after a move its sentence stands under the status (a phone) or
    beside the board (a laptop); in the middle of a game of each of the four games, in
    English and in German, the latest entry is the last move's sentence and the whole
    log, one tap away, tells every move in order."""
    page.set_viewport_size(SIZES[size])
    page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');")
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
    for lang in ("en", "de"):
        if lang == "de":
            page.locator('[data-act="ui:lang:de"]').click()
            page.wait_for_function("document.documentElement.lang === 'de'")
        for game_id in spielkiste.GAMES:
            link = phases(game_id)["mid"]
            page.evaluate("(l) => { location.hash = l; }", link)
            m = spielkiste.match_from_link(link)
            page.wait_for_function(f"document.documentElement.dataset.ply === '{m.ply}' && "
                                   f"!!document.querySelector('.game-screen[data-game=\"{game_id}\"]')")
            if page.locator("#btn-handover").count():  # Solstis at one device: the device changes hands first
                page.locator("#btn-handover").click()
                page.wait_for_selector("#btn-handover", state="detached")
            model = ScreenModel(m, (HUMAN, HUMAN), lang)
            said = [text for _, _, text in log_sentences(model)]
            assert len(said) == len(turns(model)) and all(said), (game_id, lang)  # one entry per turn
            page.wait_for_function("([box, t]) => { const e = document.querySelector(box + ' .log-latest');"
                                   " return e && e.checkVisibility() && e.textContent === t; }",
                                   arg=["#gamelog-side" if size == "desktop" else "#gamelog", said[-1]])
            assert latest.inner_text() == said[-1], (game_id, lang)
            if log.locator("details.log-all").get_attribute("open") is None:
                log.locator("summary").click()
            entries = log.locator(".log-list li").evaluate_all(
                "(lis) => lis.map(li => li.lastChild.textContent)")
            assert entries == said, (game_id, lang, size)
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"log-{size}.png"))


def test_on_a_phone_back_closes_the_qr_dialog_a_cancelled_dialog_costs_no_back_and_keys_are_not_shown(
        browser, base_url, guard):
    """A touch phone (360x740): Back closes the QR dialog and stays on the game; a dialog
    closed by its own button leaves no history entry behind, so one Back leaves the game;
    the keyboard's letters are not shown where there is no keyboard."""
    context = browser.new_context(viewport=SIZES["phone"], is_mobile=True, has_touch=True, service_workers="block")
    page = guard.attach(context.new_page())
    try:
        page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');")
        open_site(page, base_url, "/")
        page.locator('.card[data-game="soulaween"] [data-vs="here"]').tap()
        page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
        # no keys on a touch screen: no keyboard help, no "(R red, G green)"
        assert page.evaluate("matchMedia('(hover: none) and (pointer: coarse)').matches")
        assert page.locator("#status .keyhint").count() and page.locator("#status .keyhint").first.is_hidden()
        assert "(R red" not in page.locator("#status").inner_text()
        assert page.locator(".gs-keys").is_hidden()
        # Back closes the QR dialog and stays on the game
        page.locator("#btn-qr").tap()
        page.wait_for_selector("#dialog[open] #qr-dialog")
        page.go_back()
        page.wait_for_function("!document.querySelector('#dialog').open")
        assert page.get_attribute("html", "data-route") == "game"
        # closed by its own buttons (Close, Cancel), a dialog's entry goes with it: one Back leaves the game
        page.locator("#btn-qr").tap()
        page.wait_for_selector("#dialog[open] #qr-dialog")
        page.locator("#btn-closeqr").tap()
        page.locator("#btn-new").tap()
        page.wait_for_selector("#newgame-form")
        page.locator('#newgame-form [data-act="ui:cancelnew"]').tap()
        page.wait_for_function("!document.querySelector('#dialog').open")
        page.wait_for_timeout(300)  # the entry is taken back after the close event
        assert page.get_attribute("html", "data-route") == "game"
        page.go_back()
        page.wait_for_selector(".picker")
        assert not guard.errors, guard.errors
    finally:
        context.close()


def test_small_things_theme_button_live_region_and_rules_contents(page, base_url):
    """The theme button shows the theme chosen; the live region does not carry one game's
    sentence onto another game's screen; a rules page's contents lead to its sections."""
    page.set_viewport_size(SIZES["desktop"])
    page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');")
    open_site(page, base_url, "/boxilies?new=1&vs=here")
    page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
    shown = "() => [...document.querySelectorAll('.theme-btn .theme-ico')].filter(e => e.getClientRects().length)" \
            ".map(e => e.getAttribute('class'))"
    assert page.evaluate(shown) == ["theme-ico auto"]
    page.locator(".theme-btn").click()
    assert page.evaluate(shown) == ["theme-ico light"] and page.get_attribute("html", "data-theme") == "light"
    page.locator(".theme-btn").click()
    assert page.evaluate(shown) == ["theme-ico dark"]
    assert page.locator(".theme-btn").get_attribute("aria-label") == "Theme: Dark"
    # a move is told in the live region; another game's screen does not keep it
    page.locator('#controls button[data-act^="stone:"]').first.click()
    page.locator('#board .cell.empty[data-act^="cell:"]').first.click()
    page.wait_for_function("document.documentElement.dataset.ply === '1'")
    page.wait_for_function("document.querySelector('#announce').textContent.includes('places')")
    page.evaluate("location.hash = '/soulaween?new=1&vs=here'")
    page.wait_for_selector('#app .game-screen[data-game="soulaween"]')
    assert "places" not in page.locator("#announce").text_content()
    # the rules page: contents under the title, a link to a section moves there and keeps the route
    page.evaluate("location.hash = '/iye/rules'")
    page.wait_for_selector("#rules-text .rules-toc a")
    entries = page.locator("#rules-text .rules-toc a")
    assert entries.count() >= 5
    route = page.evaluate("location.hash")
    last = entries.nth(entries.count() - 1)
    target = last.get_attribute("href")[1:]
    last.click()
    page.wait_for_function("(id) => document.activeElement && document.activeElement.id === id", arg=target)
    top = page.evaluate("(id) => document.getElementById(id).getBoundingClientRect().top", target)
    assert 0 <= top < SIZES["desktop"]["height"] and page.evaluate("location.hash") == route


def test_your_move_and_the_computers_reply_both_stay_marked_until_your_next_move(page, base_url):
    """Against the computer your own last move keeps a dashed frame and the reply its
    corner brackets, with a legend in words under the board, until your next move; a
    screenshot at both sizes goes to e2e-screenshots/."""
    page.set_viewport_size(SIZES["desktop"])
    page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');")
    open_site(page, base_url, "/soulaween?v=1&s=3&mode=simple&pl=h.ce")
    page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
    for n, (cell, side) in enumerate((("b2", "R"), ("c3", "G"))):
        if n:  # the board may have changed: another empty cell if c3 is taken
            cell = page.locator('#board [role=gridcell][data-cell]:not(:has(.soulaween-piece))').first \
                .get_attribute("data-cell")
        page.locator(f'#board [data-cell="{cell}"]').click()
        page.locator(f'[data-act="side:{side}"]').click()
        page.wait_for_function(f"Number(document.documentElement.dataset.ply) >= {2 * n + 2}", timeout=READY_TIMEOUT)
        page.wait_for_function("document.documentElement.dataset.thinking === 'false'")
        own = page.locator(f'#board [data-cell="{cell}"]')
        assert "mark-own" in own.get_attribute("class") and own.locator(".mark-frame.mark-own").count() == 1
        assert page.locator("#board .mark-own[role=gridcell]").count() >= 1
        replies = page.locator("#board [role=gridcell].mark-reply")
        assert replies.count() >= 1 and replies.first.locator(".last-mark").count() >= 1
        legend = page.locator("#board .turn-legend").inner_text()
        assert f"Your move: {cell} " in legend and "Computer (easy)'s reply:" in legend, legend
        assert "dashed frame" in legend and "corner brackets" in legend
        if n == 0:
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / "both-moves-1280x800.png"))
            page.set_viewport_size(SIZES["phone"])
            page.locator("#board").scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / "both-moves-360x740.png"))
            assert page.evaluate("document.documentElement.scrollWidth") <= 360
            page.set_viewport_size(SIZES["desktop"])
    # the first pair went with the next move: b2 is no longer "your move"
    assert "mark-own" not in (page.locator('#board [data-cell="b2"]').get_attribute("class") or "")

"""The computer opponent in the page: it thinks in a worker, the page keeps answering."""

from conftest import open_site, ply

# click undo inside the page and time until the take-back shows in the page state
UNDO_TIMER = """() => new Promise((resolve) => {
  const root = document.documentElement;
  const t0 = performance.now();
  const obs = new MutationObserver(() => {
    if (root.dataset.ply === '0') { obs.disconnect(); resolve(performance.now() - t0); }
  });
  obs.observe(root, {attributes: true});
  setTimeout(() => { obs.disconnect(); resolve(Infinity); }, 10000);  // never hang the run
  document.getElementById('btn-undo').click();
})"""


def start_against_computer(page, level, seat=1):
    page.locator("#btn-new").click()
    page.locator(f'select[name="player:{seat}"]').select_option(f"ai:{level}")
    page.locator("#btn-startnew").click()
    page.wait_for_function("document.documentElement.dataset.ply === '0'")


def human_soulaween_move(page, n):
    """One decision of the human by clicking: a reap choice, the card, or cell + side."""
    before = ply(page)
    controls = page.locator("#controls")
    if controls.locator('[data-act^="pat:"]').count():
        controls.locator('[data-act^="pat:"]').first.click()
    elif controls.locator('[data-act="card:keep"]').count():
        controls.locator('[data-act="card:keep"]').click()
    else:
        cells = page.locator('#board [role="gridcell"].target')  # the empty cells
        cells.nth((n * 7) % cells.count()).click()
        page.locator(f'#controls [data-act="side:{"RG"[n % 2]}"]').click()
    page.wait_for_function(f"Number(document.documentElement.dataset.ply) > {before}")


def wait_for_computer(page):
    page.wait_for_function("document.documentElement.dataset.thinking !== 'true'", timeout=60_000)


def test_soulaween_against_normal_to_the_end(page, base_url):
    warnings = []
    page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))
    open_site(page, base_url, "/soulaween?v=1&s=3&mode=simple")
    start_against_computer(page, "normal")
    human_soulaween_move(page, 0)
    # the computer thinks in the worker; a click on undo is answered at once
    page.wait_for_selector('html[data-thinking="true"]')
    elapsed_ms = page.evaluate(UNDO_TIMER)
    assert elapsed_ms < 100, f"undo answered after {elapsed_ms:.0f} ms while the computer was thinking"
    assert page.get_attribute("html", "data-thinking") == "false"
    n = 1
    while page.get_attribute("html", "data-over") != "true":
        assert n < 400, "the game did not end"
        wait_for_computer(page)
        if page.get_attribute("html", "data-over") == "true":
            break
        human_soulaween_move(page, n)
        n += 1
    result = page.locator("#result h3").inner_text()  # the result panel says it, the status is empty
    assert "wins" in result or "Draw" in result
    assert "Computer" in result or "Player 1" in result
    assert not [w for w in warnings if "AI worker unavailable" in w], warnings


def test_computer_against_computer_plays_itself(page, base_url):
    open_site(page, base_url, "/boxilies")
    page.locator("#btn-new").click()
    page.locator('select[name="player:0"]').select_option("ai:easy")
    page.locator('select[name="player:1"]').select_option("ai:normal")
    page.locator('select[name="speed"]').select_option("0")
    page.locator("#btn-startnew").click()
    page.wait_for_function("document.documentElement.dataset.over === 'true'", timeout=120_000)
    assert ply(page) == 9
    result = page.locator("#result h3").inner_text()
    assert "Computer" in result or "Draw" in result


BOXILIES_LADDER = ("beginner", "easy", "careful", "normal", "good", "strong")  # Game.ai_levels
EVERY_LEVEL = ("beginner", "casual", "easy", "careful", "normal", "good", "strong")  # Soulaween's


def test_the_ladder_of_levels_in_the_dialog_and_the_link(page, base_url):
    """Each game's own levels by name with a line on each (issue 27); the level chosen
    travels in the link, and an old link's level code still means its level, or the
    nearest one where the game does not offer it."""
    open_site(page, base_url, "/boxilies")
    page.locator("#btn-new").click()
    options = page.locator('select[name="player:1"] option')
    texts = [options.nth(i).inner_text() for i in range(options.count())]
    values = [options.nth(i).get_attribute("value") for i in range(options.count())]
    assert values == ["human"] + [f"ai:{level}" for level in BOXILIES_LADDER], values
    assert texts[1].startswith("Computer (beginner) – ") and "at random" in texts[1], texts
    assert texts[-1].startswith("Computer (strong) – "), texts
    assert all(" – " in text for text in texts[1:]), texts
    page.locator('select[name="player:1"]').select_option("ai:careful")
    page.locator("#btn-startnew").click()
    page.wait_for_function("document.documentElement.dataset.ply === '0'")
    assert "Computer (careful)" in page.locator("#players").inner_text()
    assert "pl=h.cc" in page.evaluate("location.hash")
    # a link with the casual level's code (ca): Boxilies has no casual, the nearest is beginner
    page.goto(base_url + "#/boxilies?v=1&s=5&pl=h.ca")
    page.wait_for_function("document.querySelector('#players').innerText.includes('Computer (beginner)')")
    assert page.locator("#ai-level").input_value() == "beginner"
    # Soulaween offers every level, the new ones too, and a link carries them
    page.goto(base_url + "#/soulaween?v=1&s=5&pl=h.ca")
    page.wait_for_function("document.querySelector('#players').innerText.includes('Computer (casual)')")
    levels = page.locator("#ai-level option")
    assert [levels.nth(i).get_attribute("value") for i in range(levels.count())] == list(EVERY_LEVEL)
    # an old link with the strong level's code (cs) keeps it
    page.goto(base_url + "#/boxilies?v=1&s=5&pl=h.cs")
    page.wait_for_function("document.querySelector('#players').innerText.includes('Computer (strong)')")

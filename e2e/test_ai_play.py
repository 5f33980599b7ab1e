"""The computer opponent in the page: runs off the main thread, the page keeps answering."""

from conftest import open_site, ply
from test_boxilies import play_one_by_clicking


# click undo inside the page and time until the move list shows the take-back
UNDO_TIMER = """() => new Promise((resolve) => {
  const root = document.documentElement;
  const t0 = performance.now();
  const obs = new MutationObserver(() => {
    if (root.dataset.ply === '0') { obs.disconnect(); resolve(performance.now() - t0); }
  });
  obs.observe(root, {attributes: true});
  document.getElementById('btn-undo').click();
})"""


def start_against_computer(page, level, seat=1):
    page.locator("#btn-new").click()
    page.locator(f'select[name="player:{seat}"]').select_option(f"ai:{level}")
    page.locator("#btn-startnew").click()
    page.wait_for_function("document.documentElement.dataset.ply === '0'")


def test_boxilies_against_computer_with_responsive_undo(page, base_url):
    warnings = []
    page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))
    open_site(page, base_url, "/boxilies")
    start_against_computer(page, "strong")
    play_one_by_clicking(page)
    # the computer thinks in the worker; the page answers a click on undo at once
    page.wait_for_selector('html[data-thinking="true"]')
    elapsed_ms = page.evaluate(UNDO_TIMER)
    assert elapsed_ms < 100, f"undo answered after {elapsed_ms:.0f} ms while the computer was thinking"
    # play on to the end against the computer
    while page.get_attribute("html", "data-over") != "true":
        if page.get_attribute("html", "data-thinking") == "true":
            page.wait_for_function("document.documentElement.dataset.thinking !== 'true'", timeout=60_000)
            continue
        play_one_by_clicking(page)
        page.wait_for_function("document.documentElement.dataset.thinking !== 'true' || "
                               "document.documentElement.dataset.over === 'true'", timeout=60_000)
    assert ply(page) == 9
    assert not [w for w in warnings if "AI worker unavailable" in w], warnings

"""The game screen fits one screen per move: at 1280×800, 1366×768, 390×844 and 360×740,
for every game at the start, mid-game and at the end, the board, whose turn it is and what
to do, and the controls of the player to move (or the result panel's buttons) lie inside
the viewport without scrolling; in mid-game at 1280×800 the move list shows
six rows (all, if fewer); the end's result table never clips (its scroll width
stays within its box, with a computer's name in it). Screenshots of each go to
e2e-screenshots/.

Positions come from the engine: a seeded random game, cut at its middle and played to its
end, so the test serves every game the same way."""

import random

import pytest

import spielkiste
from conftest import ROOT, open_site

SHOTS = ROOT / "e2e-screenshots"
SIZES = ((1280, 800), (1366, 768), (390, 844), (360, 740))
SHOT_SIZES = ((1280, 800), (360, 740))


def phases(game_id, seed=11):
    """Links of the start, the middle and the end of one seeded random game."""
    m = spielkiste.new_match(game_id, seed=seed)
    rng = random.Random(seed)
    links = {"start": m.link()}
    moves = []
    while not m.is_over:
        move = rng.choice(m.legal_moves())
        m.play(move)
        moves.append(move)
    half = spielkiste.new_match(game_id, seed=seed)
    for move in moves[:len(moves) // 2]:
        half.play(move)
    links["mid"] = half.link()
    links["end"] = m.link(players=("human", "ai:strong"))  # a computer's name in the result table
    return links


def boxes(page, selector):
    return page.evaluate("""(sel) => [...document.querySelectorAll(sel)]
        .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
        .map(e => { const r = e.getBoundingClientRect();
                    return {sel, text: (e.innerText || e.getAttribute('aria-label') || e.tagName).slice(0, 40),
                            top: r.top, left: r.left, bottom: r.bottom, right: r.right}; })""", selector)


def outside(page, selector, width, height):
    return [b for b in boxes(page, selector)
            if b["top"] < -1 or b["left"] < -1 or b["bottom"] > height + 1 or b["right"] > width + 1]


# every box of the result's breakdown: how wide its content is against how wide it is
RESULT_WIDTHS = """() => [...document.querySelectorAll('#result .result-detail, #result .result-detail *')]
    .filter(e => e.getClientRects().length && !e.closest('.visually-hidden'))
    .map(e => ({tag: e.tagName, cls: e.getAttribute('class') || '', scroll: e.scrollWidth, box: e.clientWidth,
                right: e.getBoundingClientRect().right}))"""


def clipped(page):
    """The result table's boxes whose content is wider than they are, or that reach past
    the breakdown's right edge."""
    boxes = page.evaluate(RESULT_WIDTHS)
    if not boxes:
        return ["no result breakdown"]
    edge = boxes[0]["right"]
    return [b for b in boxes if (b["box"] and b["scroll"] > b["box"] + 1) or b["right"] > edge + 1]


# Solstis' hand and display tiles, with what is drawn around them (the last move's ring, 5px; the
# capture dot, 6px), against the captions above them ("YOUR HAND"): [tile, caption] where they overlap
RINGS_OVER_CAPTIONS = """() => { const caps = [...document.querySelectorAll('.solstis-controls .solstis-cap')]
    .map(c => [c.textContent, c.getBoundingClientRect()]);
  const out = [];
  for (const t of document.querySelectorAll('.solstis-controls .solstis-tile')) {
    const r = t.getBoundingClientRect(), top = r.top - 6, left = r.left - 6, right = r.right + 6;
    for (const [name, c] of caps)
      if (top < c.bottom - 0.5 && r.bottom > c.top && left < c.right && right > c.left) out.push([t.textContent, name]);
  }
  return out; }"""


# the move list's rows wholly in view: inside the viewport and inside the list's own box (it scrolls)
ROWS_IN_VIEW = """() => { const list = document.getElementById('movelist'), box = list.getBoundingClientRect();
    const rows = [...list.querySelectorAll('.mv-turn')];
    const seen = rows.filter(r => { const b = r.getBoundingClientRect();
        return b.height > 0 && b.top >= Math.max(0, box.top) - 1 && b.bottom <= Math.min(innerHeight, box.bottom) + 1; });
    return [seen.length, rows.length]; }"""


def show(page, link):
    """Open a link on the page already loaded (a hash change, no reload)."""
    page.evaluate("(l) => { location.hash = l; }", link)
    page.wait_for_function("(l) => document.documentElement.dataset.shownPly !== undefined && "
                           "location.hash.slice(1).startsWith(l)", arg=link)
    page.wait_for_function("() => document.querySelector('#status').textContent.length > 0"
                           " || !document.querySelector('#result').hidden")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_everything_for_the_next_decision_is_in_view(browser, base_url, guard, game_id, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, service_workers="block")
    page = guard.attach(context.new_page())
    try:
        page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');"
                             "localStorage.setItem('spielkiste:played:soulaween', '1');")
        open_site(page, base_url, "/")
        for phase, link in phases(game_id).items():
            show(page, link)
            page.evaluate("window.scrollTo(0, 0)")
            if page.locator("#btn-handover").count():
                assert not outside(page, "#btn-handover, #status", width, height), f"{phase}: hand-over"
                page.locator("#btn-handover").click()
            page.wait_for_selector("#board svg.board >> visible=true")
            page.evaluate("window.scrollTo(0, 0)")
            must = ["#board"]  # the board region (Solstis' own panorama scrolls sideways inside it on a phone)
            if phase == "end":
                must.append("#result h3, #result button")
            else:
                must.append("#status .head, #controls button, #controls [data-act]")
            problems = []
            for selector in must:
                problems += outside(page, selector, width, height)
            assert not problems, f"{game_id} {phase} at {width}x{height}: out of view: {problems}"
            assert not page.evaluate(RINGS_OVER_CAPTIONS), f"{game_id} {phase}: a tile's ring covers its caption"
            if phase == "mid" and size == (1280, 800):  # the moves have room: six rows, or all of fewer
                seen, rows = page.evaluate(ROWS_IN_VIEW)
                assert seen >= min(6, rows), f"{game_id}: {seen} of {rows} move rows in view at 1280x800"
            if phase == "end":  # the result right under the board (a phone) and above the computer's level
                assert page.evaluate("document.getElementById('result').getBoundingClientRect().bottom <= "
                                     "document.getElementById('levelbox').getBoundingClientRect().top")
                assert not clipped(page), f"{game_id}: the result clips at {width}x{height}: {clipped(page)}"
            assert page.evaluate("document.documentElement.scrollWidth") <= width, "no sideways scrolling"
            if size in SHOT_SIZES:
                SHOTS.mkdir(exist_ok=True)
                page.screenshot(path=str(SHOTS / f"{game_id}-{phase}-{width}x{height}.png"))
        assert not guard.errors, guard.errors
    finally:
        context.close()

"""The table (issue 25), reviews and lessons: on a phone (360x740) the board stays in
view while a review is stepped through (Solstis' too, with three rows of moves) and after a lesson's wrong and right move, with
the review's comment or the lesson's verdict beside it; on a laptop (1280x800) a review
shows at least eight rows of moves in a list that does not scroll by itself, and names
the player who made the move shown, and a lesson's verdict stands beside the board; the
page itself never scrolls in a review (İye's), and on a phone the pieces' help ("?") is in
view beside the board in a lesson and a review, a short one (360x640) too, where the
mover's controls are in view in play as well. A lesson's first step has its words whole in view
with the board and the controls (Boxilies at 390x844 and 360x640, Solstis at 360x640), and a
touch screen names no keys.
Screenshots go to e2e-screenshots/."""

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from test_learn import a_wrong_move, click_move
from test_screen_layout import phases

from conftest import READY_TIMEOUT, ROOT, open_site
from spielkiste import lessons

SHOTS = ROOT / "e2e-screenshots"
IN_VIEW = """(sel) => { const e = document.querySelector(sel); if (!e) return null;
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1; }"""
# a box's visible part: inside the viewport and inside every ancestor that clips it
SEEN = """(sel) => { const e = document.querySelector(sel); if (!e) return 0;
  let r = e.getBoundingClientRect(); let top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
  for (let p = e.parentElement; p; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.overflowY !== 'visible') { const q = p.getBoundingClientRect(); top = Math.max(top, q.top); bottom = Math.min(bottom, q.bottom); }
  }
  return Math.max(0, bottom - top); }"""

# the pieces' help ("?") at hand: in the viewport, and over no part of the board
HELP_AT_HAND = """() => { const b = document.getElementById('btn-piecehelp'); if (!b || !b.getClientRects().length) return false;
  const r = b.getBoundingClientRect();
  const inView = r.width >= 40 && r.height >= 40 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1;
  return inView && [...document.querySelectorAll('#board svg.board')].every(s => { const q = s.getBoundingClientRect();
    return r.right <= q.left || r.left >= q.right || r.bottom <= q.top || r.top >= q.bottom; }); }"""
# every control of the mover's that is shown lies within the viewport (no scroll to move)
CONTROLS_IN_VIEW = """() => [...document.querySelectorAll('#controls button')].filter(b => b.getClientRects().length)
  .every(b => { const r = b.getBoundingClientRect(); return r.top >= -1 && r.bottom <= innerHeight + 1; })"""


def touch_phone(browser, guard, width, height, lang):
    """A touch phone's context and page at width x height, in `lang`, without the service worker."""
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True,
                                  service_workers="block")
    page = guard.attach(context.new_page())
    page.add_init_script(f"localStorage.setItem('spielkiste:lang', '{lang}');")
    return context, page


def shot(page, name):
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


def test_on_a_phone_the_board_stays_in_view_in_a_review_and_a_lesson(browser, base_url, guard):
    context, page = touch_phone(browser, guard, 360, 740, "en")
    try:
        # a lesson: a wrong move, then the right one
        open_site(page, base_url, "/soulaween/learn")
        page.wait_for_selector('.lesson-panel[data-step="1"]', timeout=READY_TIMEOUT)
        lesson = lessons.load("soulaween")
        match = lesson.match(0)
        click_move(page, "soulaween", match.state, a_wrong_move(lesson, 0, match))
        page.wait_for_selector("#lesson-feedback.wrong")
        assert page.evaluate(IN_VIEW, "#board svg.board"), "the board after a wrong move"
        assert page.evaluate(SEEN, "#lesson-feedback") >= 40, "the explanation beside it"
        assert page.evaluate(HELP_AT_HAND), "the pieces' help in a lesson"
        shot(page, "lesson-wrong-360x740.png")
        click_move(page, "soulaween", match.state, lesson.steps[0].moves[0])
        page.wait_for_selector("#lesson-feedback.right")
        assert page.evaluate(IN_VIEW, "#board svg.board"), "the board after the right move"
        assert page.evaluate(SEEN, "#lesson-feedback") >= 40
        shot(page, "lesson-right-360x740.png")
        # a review, stepped through
        page.evaluate("(l) => { location.hash = l; }", phases("soulaween")["end"])
        page.wait_for_selector("#btn-review", timeout=READY_TIMEOUT)
        page.locator("#btn-review").tap()
        page.wait_for_selector("#review-panel")
        for ply in (13, 5, 20):
            page.locator(f'#movelist [data-act="ui:goto:{ply}"]').tap()
            page.wait_for_function(f"document.documentElement.dataset.shownPly === '{ply}'")
            assert page.evaluate(IN_VIEW, "#board svg.board"), f"the board at move {ply}"
            assert page.evaluate(SEEN, "#review-say") >= 10, "the review's comment beside it"
            assert page.evaluate(SEEN, "#btn-reviewstop") >= 20, "the way out of the review"
            assert page.evaluate(SEEN, '#movelist [aria-current="step"]') >= 20
            assert page.evaluate(SEEN, "#stepper") >= 30, f"the review's stepper after move {ply} was tapped"
        assert page.evaluate(HELP_AT_HAND), "the pieces' help in a review"
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        shot(page, "review-360x740.png")
        page.set_viewport_size({"width": 360, "height": 640})  # a short phone: the stepper and the "?" still in view
        page.wait_for_function(f"() => ({SEEN})('#stepper') >= 30 && ({SEEN})('#btn-reviewstop') >= 20")
        assert page.evaluate(HELP_AT_HAND), "the pieces' help in a review on a short phone"
        for game_id in ("boxilies", "iye"):  # in play there: the mover's controls without a scroll
            page.evaluate("(l) => { location.hash = l; }", phases(game_id)["mid"])
            page.wait_for_selector(f'.game-screen[data-game="{game_id}"] #controls button', timeout=READY_TIMEOUT)
            page.evaluate("window.scrollTo(0, 0)")
            # the screen may still be settling from the review it replaced (fonts, the board's size):
            # wait for the controls to stand in view, and fail if they never do
            try:
                page.wait_for_function(CONTROLS_IN_VIEW, timeout=5000)
            except PlaywrightTimeoutError:
                shot(page, f"controls-out-of-view-{game_id}-360x640.png")
                raise AssertionError(f"{game_id}: the mover's controls lie below a 360x640 screen") from None
            assert page.evaluate(HELP_AT_HAND), f"the pieces' help in play on a short phone ({game_id})"
        page.set_viewport_size({"width": 360, "height": 740})
        # Solstis' review, whose panorama keeps its size on a phone: three rows of moves still in view
        page.evaluate("(l) => { location.hash = l; }", phases("solstis")["end"])
        page.wait_for_selector("#btn-review", timeout=READY_TIMEOUT)
        page.locator("#btn-review").tap()
        page.wait_for_selector("#review-panel")
        page.wait_for_selector('.game-screen[data-game="solstis"] #review-panel')
        page.wait_for_function(f"() => [...document.querySelectorAll('#movelist .mv-turn')].filter((r, i) => "
                               f"{{ r.id = 'rv-row-' + i; return ({SEEN})('#' + r.id) >= r.offsetHeight - 1; }})"
                               ".length >= 3")
        assert page.evaluate(IN_VIEW, "#board .solstis-own"), "the panorama in the review"
        shot(page, "review-solstis-360x740.png")
        # Solstis' lesson, whose panorama and hand fill most of the phone: the step starts in view under them
        page.mouse.move(0, 0)  # the test's own mouse (from the clicks above) rests off the board, as no phone has one
        page.evaluate("location.hash = '/solstis/learn'")
        page.wait_for_selector('.lesson-panel[data-step="1"]')
        for part, least in ((".lesson-panel > h3", 20), (".lesson-text", 20), ("#controls .solstis-hand", 40)):
            page.wait_for_function(f"(s) => ({SEEN})(s) >= {least}", arg=part)  # once the screen has settled
        # the page's own focus move to the hand opens no help tip over it (only the keys' focus does)
        assert page.evaluate("() => { const t = document.getElementById('piece-help'); return !t || t.hidden; }")
        shot(page, "lesson-solstis-360x740.png")
        assert not guard.errors, guard.errors
    finally:
        context.close()


WHOLE = f"(sel) => ({IN_VIEW})(sel) && ({SEEN})(sel) >= document.querySelector(sel).offsetHeight - 1"


def test_a_lessons_words_stand_in_view_on_a_phone_and_a_touch_screen_names_no_keys(browser, base_url, guard):
    """A lesson's step, its words whole in view with the board and the mover's controls
    (Boxilies at 390x844 and 360x640, Solstis at 360x640), no key named on a touch screen
    (the status's "(keys 1–5)" and "(R / Shift+R)", the tray's key badges)."""
    context, page = touch_phone(browser, guard, 390, 844, "en")
    try:
        open_site(page, base_url, "/boxilies/learn")
        for game_id, (w, h) in (("boxilies", (390, 844)), ("boxilies", (360, 640)), ("solstis", (360, 640))):
            page.set_viewport_size({"width": w, "height": h})
            page.evaluate("(l) => { location.hash = l; }", f"/{game_id}/learn")
            page.wait_for_selector(f'.game-screen[data-game="{game_id}"] .lesson-panel[data-step="1"]',
                                   timeout=READY_TIMEOUT)
            page.evaluate("window.scrollTo(0, 0)")
            where = f"{game_id} {w}x{h}"
            page.wait_for_function(f"() => ({WHOLE})('#lesson-text')")  # once the screen has settled
            assert page.evaluate(IN_VIEW, "#board svg.board.boxilies" if game_id == "boxilies"
                                 else "#board .solstis-own"), f"the board, {where}"
            assert page.evaluate(CONTROLS_IN_VIEW), f"the mover's controls, {where}"
            assert page.evaluate("document.documentElement.scrollHeight") <= h + 1, where
            shot(page, f"lesson-{game_id}-{w}x{h}.png")
        # no key named on a touch screen: a Boxilies game whose stones turn, a stone chosen
        page.evaluate("(l) => { location.hash = l; }", phases("boxilies")["mid"])
        page.wait_for_selector('.game-screen[data-game="boxilies"] #controls .boxilies-pick', timeout=READY_TIMEOUT)
        page.locator("#controls .boxilies-pick").first.tap()
        page.wait_for_selector('#controls .boxilies-pick[aria-pressed="true"]')
        said = page.locator("#status").inner_text()
        assert "turn it" in said and "Shift" not in said and "(R" not in said and "key" not in said, said
        assert page.locator("#status .keyhint").count() >= 1
        badge = page.evaluate("() => getComputedStyle(document.querySelector('#controls .boxilies-pick[data-key]'), "
                              "'::before').content")
        assert badge in ("none", "normal"), badge
        assert not guard.errors, guard.errors
    finally:
        context.close()


# what of a lesson's step lies outside the viewport (or is clipped by the side panel), by name: before
# the answer its words, the mover's controls and the marked cells; after it the verdict and Next
STEP_OUT = """() => { const solved = !!document.querySelector('#lesson-feedback.right');
  const whole = (e) => { const r = e.getBoundingClientRect();  // (an SVG element has no offsetHeight)
    let top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {  // (the body's overflow is the viewport's)
      if (getComputedStyle(p).overflowY !== 'visible') { const q = p.getBoundingClientRect();
        top = Math.max(top, q.top); bottom = Math.min(bottom, q.bottom); }
    }
    return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1
      && bottom - top >= r.height - 1; };
  const parts = solved ? ['#lesson-feedback', '#btn-lessonnext, #btn-lessonplay']
                       : ['#lesson-text', '#controls button', '.mark-lesson'];
  const out = [];
  for (const sel of parts) for (const e of document.querySelectorAll(sel)) {
    if (e.getClientRects().length && !whole(e)) { const r = e.getBoundingClientRect();
      out.push(`${sel} ${e.dataset.cell || e.dataset.act || ''} (${Math.round(r.top)}–${Math.round(r.bottom)})`); }
  }
  if (document.documentElement.scrollHeight > innerHeight + 1) out.push('the page scrolls');
  return out; }"""


def test_every_lessons_step_stands_in_view_on_a_short_phone(browser, base_url, guard):
    """Every step of every lesson on a short touch phone (360x640), in German (its words are the
    longer): the step's words, the mover's controls and the marked cells in view without a scroll,
    and after the right move the verdict and "Next step" (one page load for all four lessons)."""
    context, page = touch_phone(browser, guard, 360, 640, "de")
    try:
        open_site(page, base_url, "/")
        for game_id in ("soulaween", "iye", "boxilies", "solstis"):
            page.evaluate("(l) => { location.hash = l; }", f"/{game_id}/learn")
            lesson = lessons.load(game_id)
            match = None
            for k, step in enumerate(lesson.steps):
                page.wait_for_selector(f'.game-screen[data-game="{game_id}"] .lesson-panel[data-step="{k + 1}"]'
                                       '[data-solved="false"]', timeout=READY_TIMEOUT)
                if step.position != lessons.CONTINUE:
                    match = lesson.match(k)
                for when in ("step", "answered"):
                    try:  # once the screen has settled
                        page.wait_for_function(f"() => ({STEP_OUT})().length === 0", timeout=3_000)
                    except PlaywrightTimeoutError:
                        shot(page, f"lesson-{game_id}-{k + 1}-{when}-360x640.png")
                    out = page.evaluate(STEP_OUT)
                    assert not out, f"{game_id} step {k + 1} ({when}): out of view: {out}"
                    if when == "step":
                        click_move(page, game_id, match.state, step.moves[0])
                        page.wait_for_selector("#lesson-feedback.right")
                match.play(step.moves[0])
                if k < len(lesson) - 1:
                    page.locator("#btn-lessonnext").tap()
        assert not guard.errors, guard.errors
    finally:
        context.close()


def test_a_review_on_a_laptop_shows_eight_rows_and_who_played(page, base_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    # first a lesson on the laptop: its verdict beside the board after a wrong and a right move
    open_site(page, base_url, "/soulaween/learn")
    page.wait_for_selector('.lesson-panel[data-step="1"]', timeout=READY_TIMEOUT)
    lesson = lessons.load("soulaween")
    match = lesson.match(0)
    for verdict, move in (("wrong", a_wrong_move(lesson, 0, match)), ("right", lesson.steps[0].moves[0])):
        click_move(page, "soulaween", match.state, move)
        page.wait_for_selector(f"#lesson-feedback.{verdict}")
        assert page.evaluate(IN_VIEW, "#board svg.board") and page.evaluate(IN_VIEW, "#lesson-feedback"), verdict
        shot(page, f"lesson-{verdict}-1280x800.png")
    link = phases("solstis")["end"]
    page.evaluate("(l) => { location.hash = l; }", link)
    page.wait_for_selector("#btn-review", timeout=READY_TIMEOUT)
    page.locator("#btn-review").click()
    page.wait_for_selector("#review-panel")
    page.locator('#movelist [data-act="ui:goto:13"]').click()
    page.wait_for_function("document.documentElement.dataset.shownPly === '13'")
    rows = page.evaluate("""() => { const list = document.querySelector('#movelist');
        const side = document.querySelector('.gs-side').getBoundingClientRect();
        return {scrolls: list.scrollHeight > list.clientHeight + 1,
                seen: [...list.querySelectorAll('li')].filter(li => { const r = li.getBoundingClientRect();
                        return r.top >= side.top - 1 && r.bottom <= Math.min(side.bottom, innerHeight) + 1; }).length}; }""")
    assert not rows["scrolls"], "the move list does not scroll inside the scrolling side panel"
    assert rows["seen"] >= 8, rows
    assert page.evaluate(IN_VIEW, '#movelist [aria-current="step"]')
    head = page.locator("#status").inner_text()
    assert head.startswith("Move 13 of ") and " played " in head, head
    shot(page, "review-1280x800.png")
    # İye's review: the screen-reader words deep in the side panel scroll with it, the page does not scroll
    page.evaluate("(l) => { location.hash = l; }", phases("iye")["end"])
    page.wait_for_selector('.game-screen[data-game="iye"] #btn-review', timeout=READY_TIMEOUT)
    page.locator("#btn-review").click()
    page.wait_for_selector("#review-panel")
    assert page.evaluate("document.documentElement.scrollHeight") <= 800, "the page scrolls in a review"

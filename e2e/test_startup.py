"""Start-up (issue #16, docs/startup.md): the memory snapshot is made after the first
visit and used from the next one, page and AI worker alike; every kind of bad snapshot
falls back to a normal start without a visible error; the loading screen's language and
theme buttons work before Python and its runner is a compositor animation; a start that
fails or hangs offers "Reload" and "Reset saved data"; the content policy is as trimmed
as the app allows.

    python3 -m pytest e2e/test_startup.py -q
"""

import json
import re
import threading

import pytest
from test_ai_play import start_against_computer
from test_boxilies import play_one_by_clicking
from test_offline import Site, SiteContext, move_against_computer, wait_controlled

from conftest import READY_TIMEOUT, ROOT, open_site, ply

MAKER_TIMEOUT = 120_000
BAD_SNAPSHOTS = {
    # flipped bytes all through the memory image: the checksum catches it
    "damaged": "for (let i = 4096; i < bytes.length; i += 65536) bytes[i] ^= 0x5a;",
    # half of it missing (an interrupted write)
    "truncated": "bytes = bytes.slice(0, bytes.length >> 1);",
    # a snapshot of another Pyodide build, with a checksum that fits: restoring throws
    "other build": "bytes = bytes.slice(); bytes.fill(7, 16, 48); sha = true;",
}
REWRITE_SNAPSHOT = """async ([change]) => {
  const name = (await caches.keys()).find((n) => n.startsWith('spielkiste-snapshot@'));
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  const response = await cache.match(request);
  const headers = new Headers(response.headers);
  let bytes = new Uint8Array(await response.arrayBuffer());
  let sha = false;
  eval(change);
  if (sha) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    headers.set('x-snapshot-sha256', Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
  }
  await cache.put(request, new Response(bytes, {headers}));
  return bytes.length;
}"""
STORED_KEY = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith('spielkiste-snapshot@'));
  if (!name) return null;
  const response = await (await caches.open(name)).match(new URL('pyodide-snapshot.bin', location.href).href);
  return response ? response.headers.get('x-snapshot-key') : null;
}"""


@pytest.fixture(scope="module")
def site():
    site = Site(ROOT)  # the work tree, as `make serve` serves it (conftest builds app.zip)
    yield site
    site.stop()


def wait_for_maker(page):
    page.wait_for_function("['made', 'present', 'failed', 'failed before']"
                           ".includes(document.documentElement.dataset.snapshotMaker)", timeout=MAKER_TIMEOUT)
    return page.evaluate("window.__spielkisteSnapshotMaker")


def first_visit(ctx, fragment="/"):
    """A context's first visit: it starts without a snapshot, its worker takes control and
    the snapshot is made. The page, and the maker's report."""
    page = ctx.new_page()
    ctx.open(page, fragment)
    assert page.get_attribute("html", "data-snapshot") == "none"
    wait_controlled(page)
    report = wait_for_maker(page)
    assert report["state"] == "made", report
    return page, report


def visit(ctx, fragment="/boxilies?new=1"):  # a new game each time, not the saved one
    page = ctx.new_page()
    ctx.open(page, fragment)
    return page


def test_snapshot_is_made_after_the_first_visit_and_used_by_page_and_worker(browser, site):
    ctx = SiteContext(browser, site)
    first, report = first_visit(ctx, "/boxilies")
    assert report["failed"] == {}, report["failed"]
    assert {"spielkiste.ai", "ui.app", "ui.ai_bridge"} <= set(report["imported"])
    key = first.evaluate(STORED_KEY)
    assert re.fullmatch(r"\d+/[\d.]+/[0-9a-f]{32}", key), key

    # the next visit restores it; the game plays, and the computer (its worker restores
    # the same snapshot) answers
    again = visit(ctx)
    assert again.get_attribute("html", "data-snapshot") == "used"
    assert again.evaluate("window.__spielkisteSnapshotMaker") is None  # nothing to make
    assert again.get_attribute("html", "data-warm-todo") == "0"  # every module came with the snapshot
    # and PyScript's own package came compiled (the maker got its sources from the first page)
    assert len(report["precompiled"]) >= 5 and all("/pyscript/" in p for p in report["precompiled"]), report
    assert int(again.get_attribute("html", "data-precompiled")) == len(report["precompiled"])
    start_against_computer(again, "easy")
    move_against_computer(again)
    assert not [w for w in ctx.warnings if "AI worker" in w or "without its snapshot" in w], ctx.warnings

    # two restored visits deal different games: `random` is reseeded after each restore
    seeds = set()
    for _ in range(2):
        page = visit(ctx)
        assert page.get_attribute("html", "data-snapshot") == "used"
        seeds.add(re.search(r"[?&]s=(\d+)", page.evaluate("location.hash"))[1])
    assert len(seeds) == 2, seeds
    ctx.close()


def test_bad_snapshots_fall_back_to_a_normal_start(browser, site):
    ctx = SiteContext(browser, site)
    first, _ = first_visit(ctx)
    page = first
    for kind, change in BAD_SNAPSHOTS.items():
        page.evaluate(REWRITE_SNAPSHOT, [change])
        warned = len([w for w in ctx.warnings if "without its snapshot" in w])
        page = visit(ctx)
        assert page.get_attribute("html", "data-snapshot") == "discarded", kind
        assert page.get_attribute("html", "data-rescue") is None, kind  # nothing visible went wrong
        play_one_by_clicking(page)
        assert ply(page) == 1, kind
        assert len([w for w in ctx.warnings if "without its snapshot" in w]) == warned + 1, kind
        # the bad one is gone, and a good one is made again
        assert wait_for_maker(page)["state"] == "made", kind
    assert visit(ctx).get_attribute("html", "data-snapshot") == "used"
    ctx.close()  # no console errors


def test_snapshot_of_another_release_is_replaced_and_a_failure_remembered(browser, site):
    ctx = SiteContext(browser, site)
    first, _ = first_visit(ctx)
    first.evaluate(REWRITE_SNAPSHOT, ["headers.set('x-snapshot-key', '1/314.0.7/' + '0'.repeat(32));"])
    page = visit(ctx)
    assert page.get_attribute("html", "data-snapshot") == "none"
    assert not [w for w in ctx.warnings if "without its snapshot" in w]
    assert wait_for_maker(page)["state"] == "made"

    # a release whose snapshot could not be made is not tried again on every visit
    page.evaluate("""async () => {
      const store = await import(new URL('js/snapshot-store.mjs', location.href).href);
      await store.storeFailure(await store.currentKey(), 'out of memory');
    }""")
    page = visit(ctx)
    assert page.get_attribute("html", "data-snapshot") == "none"
    assert wait_for_maker(page)["state"] == "failed before"
    ctx.close()


def test_cold_start_on_the_picker_compiles_the_games_in_idle_time(page, base_url):
    """A first visit shows the picker before any game's engine, renderer or the game screen
    is compiled (their cards come with app.zip); the rest is imported after ready, one
    module per idle callback, and "Play" then opens the game."""
    open_site(page, base_url, "/")
    assert page.locator(".card .pic svg").count() == 4
    assert [t.split()[0] for t in page.locator(".card h2").all_inner_texts()] == ["Soulaween", "İye", "Boxilies", "Solstis"]
    todo = int(page.get_attribute("html", "data-warm-todo"))
    assert todo >= 25, todo  # the game screen, 4 engines, 4 renderers, the lessons, the designer...
    page.wait_for_function("document.documentElement.dataset.warm !== 'running'", timeout=READY_TIMEOUT)
    assert page.get_attribute("html", "data-warm") == "done"
    page.click('[data-play="boxilies"]')
    page.wait_for_selector("#board [role=gridcell]", timeout=READY_TIMEOUT)
    play_one_by_clicking(page)
    assert ply(page) == 1


def test_no_cache_storage_starts_normally(page, base_url):
    page.add_init_script("""for (const name of ['open', 'match', 'has', 'keys', 'delete']) {
        CacheStorage.prototype[name] = () => Promise.reject(new Error('refused'));
      }""")
    open_site(page, base_url, "/boxilies")
    assert page.get_attribute("html", "data-snapshot") == "discarded"
    play_one_by_clicking(page)
    assert ply(page) == 1


class Held:
    """Holds back every request whose URL matches until `release()` (Python never starts)."""

    def __init__(self, page, pattern):
        self.routes, self.released = [], threading.Event()
        page.route(pattern, self._hold)

    def _hold(self, route):
        if self.released.is_set():
            route.continue_()
        else:
            self.routes.append(route)

    def release(self):
        self.released.set()
        for route in self.routes:
            route.continue_()


def test_language_and_theme_work_before_python(page, base_url):
    held = Held(page, "**/js/interpreter.mjs")
    page.goto(base_url + "#/")
    page.wait_for_selector("#loading-text")
    runner = page.evaluate("""document.getAnimations().map((a) => ({
        state: a.playState, props: a.effect.getKeyframes().flatMap((k) => Object.keys(k))}))""")
    assert runner and runner[0]["state"] == "running"
    assert set(runner[0]["props"]) - {"offset", "easing", "composite", "computedOffset"} <= {"transform", "opacity"}

    page.locator('[data-act="ui:lang:de"]').click()
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.get_attribute('[data-act="ui:lang:de"]', "aria-pressed") == "true"
    assert page.locator("#loading-text").inner_text().startswith("Python wird geladen")
    theme = page.locator('[data-act="ui:theme"]')
    assert theme.get_attribute("aria-label") == "Farbschema: System"
    theme.click()
    assert page.get_attribute("html", "data-theme") == "light" and theme.get_attribute("aria-label") == "Farbschema: Hell"
    theme.click()
    assert page.get_attribute("html", "data-theme") == "dark"
    assert page.evaluate("[localStorage.getItem('spielkiste:lang'), localStorage.getItem('spielkiste:theme')]") \
        == ["de", "dark"]
    assert page.get_attribute("html", "data-ready") is None

    # Python starts and takes over the same choices
    held.release()
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.get_attribute("html", "data-theme") == "dark"
    assert page.locator(".picker").is_visible()
    page.locator('[data-act="ui:theme"]').click()  # the app's own handler from now on
    assert page.get_attribute("html", "data-theme") == "auto"
    assert page.evaluate("localStorage.getItem('spielkiste:theme')") == "auto"


def test_slow_start_offers_help_and_goes_away_when_ready(page, base_url):
    page.add_init_script("window.__spielkisteSlowMs = 1500;")
    held = Held(page, "**/js/interpreter.mjs")
    page.goto(base_url + "#/")
    page.wait_for_selector('html[data-rescue="slow"]', timeout=20_000)
    panel = page.locator("#loading .rescue")
    assert "unusually long" in panel.inner_text()
    assert page.locator("#rescue-reload").is_visible() and page.locator("#rescue-reset").is_visible()
    held.release()
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    assert page.locator("#loading").count() == 0


BROKEN_APP = b"PK\x05\x06" + b"\x00" * 18  # an empty zip: `ui.app` cannot be imported


@pytest.mark.allow_console_errors
def test_failed_start_offers_reload_and_reset(page, base_url):
    page.add_init_script("""if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('spielkiste:save:iye', '[[[');
        localStorage.setItem('spielkiste:lang', 'en');
        localStorage.setItem('other-app:keep', '1');
      }""")
    broken = {"on": True}
    page.route("**/app.zip", lambda route: route.fulfill(body=BROKEN_APP, content_type="application/zip")
               if broken["on"] else route.continue_())
    page.goto(base_url + "#/")
    page.wait_for_selector('html[data-ready="error"]', timeout=READY_TIMEOUT)
    panel = page.locator(".rescue")
    panel.wait_for()
    assert "could not start" in panel.inner_text()
    assert "ModuleNotFoundError" in page.get_attribute("html", "data-error")
    assert not page.locator("#loading-bar").is_visible()

    # "Reset" asks first; dismissing keeps everything
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.locator("#rescue-reset").click()
    assert page.evaluate("localStorage.getItem('spielkiste:save:iye')") == "[[["
    # accepted: every spielkiste: key goes, other keys stay, the page reloads and starts
    broken["on"] = False
    page.once("dialog", lambda dialog: dialog.accept())
    with page.expect_navigation():
        page.locator("#rescue-reset").click()
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    left = page.evaluate("Object.keys(localStorage)")
    assert "other-app:keep" in left and not [k for k in left if k.startswith("spielkiste:")]


def test_pyodide_that_never_finishes_main_is_noticed(page, base_url):
    """main.py ends without the app ready and without saying why (as when Pyodide itself
    dies): the watchdog marks the error after PyScript reports the script done."""
    page.add_init_script("window.__spielkisteAfterScriptMs = 500;")
    page.route("**/py/main.py", lambda route: route.fulfill(body="print('no app here')", content_type="text/x-python"))
    page.goto(base_url + "#/")
    page.wait_for_selector('html[data-ready="error"]', timeout=READY_TIMEOUT)
    assert page.locator("#loading .rescue").is_visible()
    page.locator('[data-act="ui:lang:de"]').click()
    assert "konnte nicht starten" in page.locator("#loading .rescue").inner_text()
    assert page.locator("#rescue-reset").inner_text() == "Gespeicherte Daten zurücksetzen"


def test_worker_that_never_starts_falls_back_with_a_notice(page, base_url):
    held = Held(page, "**/py/ai_worker.py")
    warnings = []
    page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))
    open_site(page, base_url, "/boxilies")
    start_against_computer(page, "easy")
    # the worker never answers: after a few seconds the page thinks itself, and says so
    move_against_computer(page, timeout=30_000)
    notice = page.locator("#notice .ai-fallback")
    assert "thinks on this page" in notice.inner_text()
    assert [w for w in warnings if "did not start in time" in w]
    # the next computer move does not wait again
    move_against_computer(page, timeout=5_000)
    assert held.routes  # the worker really asked for its script and got no answer


def test_content_policy_allows_only_what_the_app_needs(page, base_url):
    """Every e2e test fails on a policy violation (conftest), so the whole suite is the
    measurement that the app starts, plays and runs the AI with this policy."""
    open_site(page, base_url)
    policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    rules = dict((part.split()[0], part.split()[1:]) for part in policy.split(";") if part.strip())
    assert rules["default-src"] == ["'self'"]
    assert rules["script-src"] == ["'self'", "'unsafe-eval'"]
    assert rules["style-src"] == ["'self'"]
    assert rules["img-src"] == ["'self'"]
    assert rules["worker-src"] == ["'self'", "blob:"]
    assert "'unsafe-inline'" not in policy and "'wasm-unsafe-eval'" not in policy and "data:" not in policy
    assert json.dumps(rules).count("http") == 0


SABOTAGE_READY = """(() => {
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (name === "data-ready" && value === "true" && !sessionStorage.getItem("let-ready")) {
      throw new Error("sabotaged start");
    }
    return setAttribute.call(this, name, value);
  };
})();"""


def test_failed_start_after_a_restore_retries_once_without_the_snapshot(browser, site):
    ctx = SiteContext(browser, site)
    first, _ = first_visit(ctx)

    ctx.context.add_init_script(SABOTAGE_READY)
    page = ctx.new_page()
    loads = []
    page.on("load", lambda _: loads.append(page.url))
    page.goto(site.url + "#/")
    # restored, failed, snapshot discarded, reloaded once, failed again without it: the
    # error is real, so it is shown
    page.wait_for_selector('html[data-rescue="error"]', timeout=READY_TIMEOUT)
    assert len(loads) == 2, loads
    assert page.get_attribute("html", "data-snapshot") == "none"
    assert "sabotaged start" in page.get_attribute("html", "data-error")
    assert page.locator(".rescue").is_visible()  # above what the app had drawn before it failed
    assert page.evaluate(STORED_KEY) is None
    ctx.errors[:] = [e for e in ctx.errors if "sabotaged start" not in e]

    # the cause gone, Reload starts the app
    page.evaluate("sessionStorage.setItem('let-ready', '1')")
    page.locator("#rescue-reload").click()
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    ctx.close()


def test_standard_library_comes_compiled_and_the_rest_when_first_imported(page, base_url):
    """The page's standard modules come as bytecode from vendor/pyodide/stdlib-pyc.zip
    (tools/stdlib_zip.py); the rest of the standard library is not fetched before ready,
    and a module the page never imports (colorsys, xml.dom.minidom) is fetched with it when
    first imported, as source, and works."""
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    open_site(page, base_url, "/")
    before = [url for url in requested if "/vendor/pyodide/stdlib-" in url]
    found = page.evaluate("""async () => {
      const { startedPyodide } = await import(new URL('js/interpreter.mjs', location.href).href);
      return JSON.parse(startedPyodide().runPython(`
import asyncio, colorsys, json, sys, xml.dom.minidom
json.dumps([asyncio.__file__, colorsys.__file__, colorsys.rgb_to_hsv(1.0, 0.5, 0.0), "colorsys" in sys.modules,
            xml.dom.minidom.parseString("<a><b/></a>").documentElement.firstChild.tagName])
`));
    }""")
    assert before == [base_url + "vendor/pyodide/stdlib-pyc.zip.gz"], before
    assert found[0].endswith("/asyncio/__init__.pyc"), found
    assert found[1] == "/lib/stdlib-rest.zip/colorsys.py", found
    assert found[2] == [pytest.approx(1 / 12), 1.0, 1.0]
    assert found[3] is True
    assert found[4] == "b"
    assert [url for url in requested if "/vendor/pyodide/stdlib-rest" in url] == [base_url + "vendor/pyodide/stdlib-rest.zip"]


LATER_FETCHED_AT = """() => performance.getEntriesByType('resource')
  .filter((e) => new URL(e.name).pathname.endsWith('/app-later.zip')).map((e) => e.startTime)"""
DROP_SNAPSHOT = """() => caches.keys().then((names) => Promise.all(
  names.filter((n) => n.startsWith('spielkiste-snapshot@')).map((n) => caches.delete(n))))"""


def test_later_modules_come_after_ready_and_from_the_cache_offline(browser, site):
    """app.zip holds only what the picker imports (tools/app_zip.py); app-later.zip - the
    game screen, the games, the lessons, the review, the hint, play by link, the AI - is not
    fetched before ready, then by the idle warm-up (py/ui/later.py). The service worker
    caches it: offline and without the memory snapshot, a lesson, a shared link and its
    hint (in the AI worker, which fetches the AI's modules the same way) still work."""
    from test_hint_review import forced_win

    ctx = SiteContext(browser, site)
    page = ctx.new_page()
    ready = ctx.open(page, "") * 1000
    page.wait_for_function("document.documentElement.dataset.warm !== 'running'", timeout=READY_TIMEOUT)
    assert page.get_attribute("html", "data-warm") == "done"
    fetched = page.evaluate(LATER_FETCHED_AT)
    assert len(fetched) == 1 and fetched[0] > ready, (fetched, ready)
    wait_controlled(page)
    assert wait_for_maker(page)["state"] == "made"
    page.evaluate(DROP_SNAPSHOT)
    page.close()
    site.stop()
    try:
        lesson = ctx.new_page()
        ctx.open(lesson, "/soulaween/learn")
        assert lesson.get_attribute("html", "data-snapshot") == "none"
        lesson.wait_for_selector('html[data-lesson="soulaween"] .lesson-panel')
        assert lesson.evaluate(LATER_FETCHED_AT), "fetched (from the service worker) before this route showed"
        lesson.close()
        match, _ = forced_win("soulaween")
        shared = ctx.new_page()
        ctx.open(shared, match.link())
        shared.wait_for_function(f"document.documentElement.dataset.ply === '{match.ply}'")
        shared.locator("#btn-hint").click()
        shared.wait_for_selector('html[data-hint="shown"]', timeout=90_000)
        assert shared.locator(".mark.mark-hint").count() >= 1
        assert not [w for w in ctx.warnings if "AI worker unavailable" in w], ctx.warnings
        shared.close()
    finally:
        site.start()
    ctx.close()

"""Installable and offline: the service worker caches the whole site, the app plays with
the server gone, a new release is offered with a reload notice, a failed download keeps
the old release, and (service workers blocked) nothing is ever fetched from elsewhere.

These tests start their own server (tools/serve.py's make_server) so they can stop it,
and their own browser contexts with service workers allowed (the shared conftest blocks
them, because page.route cannot see requests a service worker answers; context.route
can, so the external-request guard here sits on the context).

The offline test prints the cold start and the repeat visit from the service worker:
    python3 -m pytest e2e/test_offline.py -q -x -s
"""

import json
import re
import struct
import sys
import threading
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_ai_play import start_against_computer
from test_boxilies import play_one_by_clicking

from conftest import PREFIX, READY_TIMEOUT, ROOT, make_server, open_site, ply

sys.path.insert(0, str(ROOT / "tools"))
import build_site  # noqa: E402

SW_TIMEOUT = 90_000
TRYSTERO = "vendor/trystero/torrent.mjs"  # what js/live.mjs imports when a live room opens
# performance.now() when html[data-ready] turns "true": measured in the page itself
READY_CLOCK = """
new MutationObserver((_, observer) => {
  if (document.documentElement && document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""


class Site:
    """A server of its own for one folder, which a test can stop and start again."""

    def __init__(self, directory, prefix=PREFIX):
        self.directory, self.prefix = directory, prefix
        self.port = 0
        self.srv = None
        self.start()

    def start(self):
        self.srv = make_server(self.port, self.prefix, self.directory)
        self.port = self.srv.server_address[1]
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def stop(self):
        self.srv.shutdown()
        self.srv.server_close()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}{self.prefix}"

    @property
    def origin(self):
        return f"http://127.0.0.1:{self.port}/"


class SiteContext:
    """A browser context for one Site: service workers allowed or not, requests to any
    other host aborted and counted, console errors collected (checked by `close`)."""

    def __init__(self, browser, site, service_workers="allow"):
        self.site = site
        self.external, self.errors, self.warnings, self.requests = [], [], [], []
        self.context = browser.new_context(service_workers=service_workers, viewport={"width": 1100, "height": 900})
        self.context.route("**/*", self._route)
        self.context.add_init_script(READY_CLOCK)

    def _route(self, route):
        url = route.request.url
        self.requests.append(url)  # with the worker's own requests (context.route sees them)
        if url.startswith(self.site.origin) or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.external.append(url)
            route.abort()

    def new_page(self):
        page = self.context.new_page()
        page.on("console", lambda m: (self.errors if m.type == "error" else self.warnings).append(m.text)
                if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        return page

    def open(self, page, fragment=""):
        """Load the site at `fragment`; return seconds from navigation start to ready."""
        page.goto(self.site.url + (("#" + fragment.lstrip("#")) if fragment else ""))
        page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
        return page.evaluate("window.__readyAt") / 1000

    def close(self):
        self.context.close()
        assert not self.external, f"requests left the site: {self.external}"
        assert not self.errors, f"console errors: {self.errors}"


def sw_files(folder):
    """(VERSION, FILES) of folder/sw-files.js: the files pre-cached."""
    text = (folder / "sw-files.js").read_text()
    version = re.search(r'const VERSION = "(\w+)";', text)[1]
    return version, sw_list(text, "FILES")


def sw_later(folder):
    """LATER of folder/sw-files.js: the files cached when the page first loads them."""
    return sw_list((folder / "sw-files.js").read_text(), "LATER")


def sw_list(text, name):
    return json.loads(re.search(rf"const {name} = (\[.*?\]);", text, re.S)[1])


def move_against_computer(page, timeout=READY_TIMEOUT):
    """One human move in Boxilies, then the computer's answer. A warm AI worker answers
    before the page can be seen at the ply in between, so only the end is waited for."""
    before = ply(page)
    page.locator('#controls button[data-act^="stone:"]').first.click()
    page.locator('#controls [data-act="rotr"]').click()
    page.locator('#board .cell.empty[data-act^="cell:"]').first.click()
    page.wait_for_function(f"Number(document.documentElement.dataset.ply) >= {before + 2}", timeout=timeout)


def wait_controlled(page):
    page.wait_for_function("navigator.serviceWorker.controller !== null && "
                           "document.documentElement.dataset.sw === 'controlled'", timeout=SW_TIMEOUT)


def cache_names(page):
    return page.evaluate("caches.keys()")


def release_caches(page):
    """The service worker's caches (not the Pyodide snapshot's)."""
    return sorted(n for n in cache_names(page) if not n.startswith("spielkiste-snapshot@"))


def release_cache(site, version):
    return f"spielkiste@{site.url}#{version}"


def served_by_worker(page, action):
    """Run `action`; return (#responses from the service worker, #from the network)."""
    counts = {True: 0, False: 0}
    handler = lambda response: counts.__setitem__(response.from_service_worker,  # noqa: E731
                                                  counts[response.from_service_worker] + 1)
    page.on("response", handler)
    action()
    page.remove_listener("response", handler)
    return counts[True], counts[False]


@pytest.fixture(scope="module")
def worktree_site():
    build_site.write_sw_files(build_site.ROOT)  # what `make serve` serves (vendor step writes it)
    site = Site(ROOT)
    yield site
    site.stop()


def test_plays_offline_after_first_visit(browser, worktree_site):
    ctx = SiteContext(browser, worktree_site)
    page = ctx.new_page()
    cold = ctx.open(page, "/boxilies")
    wait_controlled(page)
    version, files = sw_files(ROOT)
    assert release_caches(page) == [release_cache(worktree_site, version)]
    assert {"vendor/pyodide/pyodide.asm.wasm", "py/main.py", "app.zip", "js/interpreter.mjs"} <= set(files)
    # Trystero (a live game's library) is not pre-cached: a first visit fetches none of it
    assert TRYSTERO in sw_later(ROOT) and not [f for f in files if "/trystero/" in f]
    assert not [url for url in ctx.requests if "/trystero/" in url]
    page.wait_for_function("['made', 'present'].includes(document.documentElement.dataset.snapshotMaker)",
                           timeout=SW_TIMEOUT)

    # a repeat visit: everything but the page itself comes from the service worker's cache
    again = ctx.new_page()
    warm_holder = []
    from_sw, from_net = served_by_worker(again, lambda: warm_holder.append(ctx.open(again, "/boxilies")))
    warm = warm_holder[0]
    assert again.get_attribute("html", "data-snapshot") == "used"
    again.close()
    print(f"\ntime to ready: cold {cold:.2f} s, repeat visit from the service worker {warm:.2f} s "
          f"({from_sw} responses from the service worker, {from_net} from the network)")
    assert from_sw >= 20 and from_net <= 2, (from_sw, from_net)

    # a live room loads Trystero (js/live.mjs imports it): the worker keeps it for the next time
    assert not [url for url in ctx.requests if "/trystero/" in url]
    page.evaluate("(url) => import(url).then(() => true)", worktree_site.url + TRYSTERO)
    cache = release_cache(worktree_site, version)
    for rel in (TRYSTERO, "vendor/trystero/core/index.mjs", "vendor/trystero/core/peer.mjs"):
        assert page.evaluate("([name, url]) => caches.open(name).then((c) => c.match(url)).then((r) => !!r)",
                             [cache, worktree_site.url + rel]), rel

    # the server goes away: a game link still loads and plays, the picker opens in a new tab
    worktree_site.stop()
    try:
        page.reload()
        page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
        assert page.get_attribute("html", "data-snapshot") == "used"  # offline too
        # the live game's library, cached when it was first loaded, loads offline too
        assert page.evaluate("(url) => import(url).then((m) => typeof m.joinRoom)", worktree_site.url + TRYSTERO) == "function"
        assert page.locator("svg.board.boxilies").is_visible()
        play_one_by_clicking(page)
        assert ply(page) == 1

        tab = ctx.new_page()
        ctx.open(tab, "")
        assert tab.locator(".picker .card").count() >= 4
        tab.locator('.card[data-game="boxilies"]').get_by_role("link", name="Rules").click()
        tab.wait_for_selector("#rules-boxilies")
        tab.go_back()
        # the game played above is saved: the card offers to continue it or start a new one
        assert tab.locator('.card[data-game="boxilies"] [data-resume="boxilies"]').is_visible()
        tab.locator('.card[data-game="boxilies"] [data-new="boxilies"]').click()
        tab.wait_for_selector("svg.board.boxilies")
        play_one_by_clicking(tab)
        assert ply(tab) == 1
        tab.close()

        # the computer player's worker starts its own Pyodide: from the cache, too
        start_against_computer(page, "easy")
        move_against_computer(page)
        assert not [w for w in ctx.warnings if "AI worker unavailable" in w], ctx.warnings
    finally:
        worktree_site.start()
    ctx.close()


def rewrite_sw_files(folder, files, extra=()):
    """Give the copy at `folder` a new release: new VERSION, FILES plus `extra`."""
    listed = sorted(set(files) | set(extra))
    version = build_site.version_of(folder, [f for f in listed if (folder / f).exists()]) + "x" * len(extra)
    body = ",\n".join(json.dumps(f) for f in listed)
    (folder / "sw-files.js").write_text(f'const VERSION = "{version}";\nconst FILES = [\n{body}\n];\n')
    return version


def wait_until(page, condition, seconds=SW_TIMEOUT / 1000):
    """Poll a Python-side condition while Playwright keeps delivering events."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        page.wait_for_timeout(100)
    return True


def check_for_update(page):
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update()).catch(() => null)")


def update_notice(page):
    """The new release's notice once the page has shown it. Browsers check for a new
    release on later visits; here the page asks again until the notice shows (a busy
    machine may need a second check)."""
    notice = page.locator("#notice .sw-update")
    for _ in range(SW_TIMEOUT // 10_000):
        check_for_update(page)
        try:
            notice.wait_for(timeout=10_000)
            break
        except PlaywrightTimeout:
            continue
    notice.wait_for(timeout=1_000)
    return notice


def test_failed_download_keeps_release_then_update_notice_reloads(browser, tmp_path_factory):
    folder = tmp_path_factory.mktemp("site")
    build_site.build(folder)
    old_version, files = sw_files(folder)
    site = Site(folder)
    ctx = SiteContext(browser, site)
    try:
        page = ctx.new_page()
        ctx.open(page, "/boxilies")
        wait_controlled(page)
        assert release_caches(page) == [release_cache(site, old_version)]

        # a release whose files cannot all be fetched: the install fails as a whole,
        # the old worker and its complete cache stay, no notice is shown
        rewrite_sw_files(folder, files, extra=["css/missing-file.css"])
        check_for_update(page)
        assert wait_until(page, lambda: any(u.endswith("css/missing-file.css") for u in ctx.requests)), \
            "the new release was not tried"
        page.wait_for_function("navigator.serviceWorker.getRegistration().then((r) => "
                               "r && !r.installing && !r.waiting)", timeout=SW_TIMEOUT)
        page.wait_for_timeout(500)
        assert release_caches(page) == [release_cache(site, old_version)]
        assert page.get_attribute("html", "data-sw") == "controlled"
        assert not page.locator("#notice .sw-update").count()

        # a good release: the notice offers a reload (in the page's language); the reload
        # brings the new files and deletes the old cache
        page.locator('[data-act="ui:lang:de"]').click()
        page.wait_for_function("document.documentElement.lang === 'de'")
        (folder / "css" / "app.css").write_text((folder / "css" / "app.css").read_text() + "\n.release-two {}\n")
        page_text = (folder / "index.html").read_text()
        (folder / "index.html").write_text(page_text.replace("<head>", '<head>\n<meta name="release" content="two">'))
        new_version = rewrite_sw_files(folder, files)
        notice = update_notice(page)
        assert "neue Version" in notice.inner_text()
        assert page.locator("#sw-reload").inner_text() == "Neu laden"
        page.locator('[data-act="ui:lang:en"]').click()
        page.wait_for_function("document.getElementById('sw-reload').textContent === 'Reload'")
        assert release_caches(page) == sorted([release_cache(site, old_version), release_cache(site, new_version)])
        # until the update is accepted, a page opened now is the old release's page with
        # the old release's files (never a new page with old files)
        tab = ctx.new_page()
        ctx.open(tab, "/boxilies")
        assert tab.locator('meta[name="release"]').count() == 0
        assert ".release-two" not in tab.evaluate("fetch('css/app.css').then((r) => r.text())")
        tab.close()
        with page.expect_navigation():
            page.locator("#sw-reload").click()
        page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
        assert release_caches(page) == [release_cache(site, new_version)]
        css = page.evaluate("fetch('css/app.css').then((r) => r.text())")
        assert ".release-two" in css
        assert page.locator('meta[name="release"]').count() == 1
        assert not page.locator("#notice .sw-update").count()
    finally:
        site.stop()
    ctx.close()


def png_size(path):
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_installable_manifest_and_icons(page, base_url):
    """The manifest the page links is valid and relative, its icons exist at their sizes."""
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text())
    assert manifest["name"] == "Spielkiste" and manifest["display"] == "standalone"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["theme_color"] and manifest["background_color"]
    sizes = {icon["sizes"]: icon for icon in manifest["icons"]}
    assert {"any", "192x192", "512x512"} <= set(sizes)
    for icon in manifest["icons"]:
        assert not icon["src"].startswith(("/", "http")), icon
        assert (ROOT / icon["src"]).is_file(), icon
        if icon["type"] == "image/png":
            assert png_size(ROOT / icon["src"]) == tuple(int(n) for n in icon["sizes"].split("x"))
    open_site(page, base_url)
    href = page.evaluate("document.querySelector('link[rel=manifest]').href")
    assert href == base_url + "manifest.webmanifest"
    response = page.request.get(href)
    assert response.ok and response.json()["name"] == "Spielkiste"


def test_no_request_leaves_the_site_without_service_worker(page, base_url):
    """Service workers blocked (conftest): picker, a game and a rules page load, and the
    conftest guard fails the test if any request goes to another host. The page says
    why it is not offline-ready, without a console error. A page that never opens a live
    room loads nothing of it (js/live.mjs, Trystero, live-relays.json: issue 29)."""
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    open_site(page, base_url)
    assert page.locator(".picker .card").count() >= 4
    page.wait_for_function("['failed', 'unsupported'].includes(document.documentElement.dataset.sw)")
    page.locator('.card[data-game="boxilies"]').locator('[data-play="boxilies"]').click()  # two here, as Play was
    page.wait_for_selector("svg.board.boxilies")
    play_one_by_clicking(page)
    page.goto(base_url + "#/boxilies/rules")
    page.wait_for_selector("#rules-boxilies")
    page.goto(base_url + "#/soulaween/rules")
    page.wait_for_selector("#rules-soulaween")
    live = [url for url in requested if "/trystero/" in url or url.endswith(("/live.mjs", "/live-relays.json"))]
    assert not live and any(url.endswith("/js/boot.js") for url in requested), live


LEGACY_CACHE = """async ([name, page]) => {
  const cache = await caches.open(name);
  await cache.put(page, new Response('<!doctype html><title>old</title>', {headers: {'content-type': 'text/html'}}));
}"""


def update_to_new_release(page, folder, files):
    """Publish a new release in `folder` and accept it in `page` (notice, Reload)."""
    (folder / "css" / "app.css").write_text((folder / "css" / "app.css").read_text() + "\n.next-release {}\n")
    version = rewrite_sw_files(folder, files)
    update_notice(page)
    with page.expect_navigation():
        page.locator("#sw-reload").click()
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    return version


def test_two_copies_on_one_origin_keep_their_own_caches(browser, tmp_path_factory):
    """/spielkiste/ and a fork at /spielkiste-b/ on one origin: each scope names its caches,
    and a new release of one deletes only that scope's old caches."""
    origin = tmp_path_factory.mktemp("origin")
    folders = {name: origin / name for name in ("spielkiste", "spielkiste-b")}
    for folder in folders.values():
        build_site.build(folder)
    site = Site(origin, prefix="/")
    ctx = SiteContext(browser, site)
    running = True
    try:
        urls = {name: f"{site.url}{name}/" for name in folders}
        pages = {}
        for name, url in urls.items():
            pages[name] = ctx.new_page()
            pages[name].goto(url)
            pages[name].wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
            wait_controlled(pages[name])
        a, b = pages["spielkiste"], pages["spielkiste-b"]
        versions = {name: sw_files(folder)[0] for name, folder in folders.items()}
        mine = {name: f"spielkiste@{url}#{versions[name]}" for name, url in urls.items()}
        assert release_caches(a) == sorted(mine.values())
        # caches of the naming before scopes were part of it, one holding each copy's page
        legacy = {"spielkiste": "spielkiste-00000000000000aa", "spielkiste-b": "spielkiste-00000000000000bb"}
        for name, cache in legacy.items():
            a.evaluate(LEGACY_CACHE, [cache, urls[name] + "index.html"])

        new_b = update_to_new_release(b, folders["spielkiste-b"], sw_files(folders["spielkiste-b"])[1])
        left = release_caches(b)
        assert f"spielkiste@{urls['spielkiste-b']}#{new_b}" in left
        assert mine["spielkiste-b"] not in left and legacy["spielkiste-b"] not in left
        assert mine["spielkiste"] in left and legacy["spielkiste"] in left  # the other copy's are untouched
        snapshots = [n for n in cache_names(b) if n.startswith("spielkiste-snapshot@")]
        assert set(snapshots) <= {f"spielkiste-snapshot@{url}" for url in urls.values()}

        # the first copy still starts from its own cache, with the server gone
        site.stop()
        running = False
        a.reload()
        a.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
        assert ".next-release" not in a.evaluate("fetch('css/app.css').then((r) => r.text())")
    finally:
        if running:
            site.stop()
    ctx.close()

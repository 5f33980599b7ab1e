"""e2e fixtures: the site served under a sub-path, Debian's Chromium, no external requests.

Every request to a host other than the local server is aborted and counted; a test
that caused one fails at teardown. Console errors and CSP violations fail the test too
(unless the test opts out with the `allow_console_errors` marker).
"""

import os
import pathlib
import sys
import threading

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "py"))

import po_catalog  # noqa: E402

from serve import make_server  # noqa: E402

po_catalog.write_mo_files(ROOT)  # the tests' own calls of the UI (ui.explain, …) read the compiled words

PREFIX = "/spielkiste/"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")  # the Makefile passes its CHROMIUM
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
READY_TIMEOUT = 90_000
CSP_REPORTER = """document.addEventListener('securitypolicyviolation', (e) => {
  console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI);
});"""

NO_BEAT = "window.SPIELKISTE_AI_BEAT_MS = 0;"


def pytest_configure(config):
    config.addinivalue_line("markers", "allow_console_errors: the test provokes console errors on purpose")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": LAUNCH_ARGS}


@pytest.fixture(scope="session")
def server():
    srv = make_server(0, PREFIX, ROOT)  # builds app.zip from py/ when it is stale
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()


@pytest.fixture(scope="session")
def base_url(server):
    return f"http://127.0.0.1:{server.server_address[1]}{PREFIX}"


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # no service worker in the ordinary tests: routing must see every request
    return {**browser_context_args, "service_workers": "block", "viewport": {"width": 1100, "height": 900}}


class Guard:
    """Counts requests to other hosts and console errors of one page."""

    def __init__(self, base):
        self.base = base
        self.external = []
        self.errors = []

    def attach(self, page):
        page.route("**/*", self._route)
        # the computer's beat before its reply (issue 25) would slow every game: off here;
        # a test of the beat itself removes this switch (see test_table.py)
        page.add_init_script(NO_BEAT)
        # a CSP violation becomes a console error, which fails the test
        page.add_init_script(CSP_REPORTER)
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        return page

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.base.split(PREFIX)[0] + "/") or url.startswith("data:") or url.startswith("blob:"):
            route.continue_()
        else:
            self.external.append(url)
            route.abort()


@pytest.fixture()
def guard(context, base_url):
    return Guard(base_url)


@pytest.fixture()
def page(page, guard, request):
    guard.attach(page)
    yield page
    assert not guard.external, f"requests left the site: {guard.external}"
    if not request.node.get_closest_marker("allow_console_errors"):
        assert not guard.errors, f"console errors: {guard.errors}"


@pytest.fixture()
def new_page(context, guard):
    """Open a further page in the same context with the same guard."""
    def make():
        return guard.attach(context.new_page())
    return make


def open_site(page, base_url, fragment=""):
    """Load the site at `fragment` and wait for the explicit ready marker."""
    page.goto(base_url + (("#" + fragment.lstrip("#")) if fragment else ""))
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    return page


def ply(page):
    return int(page.get_attribute("html", "data-ply") or 0)


FOCUSED = """() => { const e = document.activeElement;
  return e ? {role: e.getAttribute('role'), r: e.dataset.r, c: e.dataset.c, cell: e.dataset.cell || null,
              act: e.getAttribute('data-act'), next: e.hasAttribute('data-next'), id: e.id, tag: e.tagName,
              cls: e.getAttribute('class') || '', label: e.getAttribute('aria-label'),
              inBoard: !!e.closest('#board'), inResult: !!e.closest('#result')} : null; }"""


def focused(page):
    """What has the keyboard focus: its role, grid place, action, label and region."""
    return page.evaluate(FOCUSED)


def arrow_to(page, r, c):
    """The arrow keys from the focused board cell to the cell at grid place (r, c)."""
    now = focused(page)
    assert now["role"] == "gridcell" and now["inBoard"], now
    dr, dc = r - int(now["r"]), c - int(now["c"])
    for _ in range(abs(dr)):
        page.keyboard.press("ArrowDown" if dr > 0 else "ArrowUp")
    for _ in range(abs(dc)):
        page.keyboard.press("ArrowRight" if dc > 0 else "ArrowLeft")
    page.wait_for_function(f"document.activeElement.dataset.r === '{r}' && document.activeElement.dataset.c === '{c}'")

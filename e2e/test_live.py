"""Live with a friend (issue 29) in the real page: two browser contexts (two devices) find
each other through a local WebTorrent tracker (e2e/live_tracker.mjs, started here on a
free port; no internet) and play over a WebRTC data channel.

Both contexts get the test's live-relays.json (the tracker, no STUN server) by page.route,
and the page's content policy with the tracker's address added, as a deployment adds its
own relay: the site's own policy names only the public trackers.

The move round-trip between the two contexts is printed:
    python3 -m pytest e2e/test_live.py -q -s
"""

import json
import statistics
import subprocess
import time

import pytest

from conftest import ROOT, Guard, open_site

TRACKER_START_S = 20


@pytest.fixture(scope="module")
def tracker():
    """The local tracker's port; the process is killed at the end of the module."""
    proc = subprocess.Popen(["node", str(ROOT / "e2e" / "live_tracker.mjs"), "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline() if proc.stdout is not None else ""
        if not line.startswith("listening "):
            raise RuntimeError(f"the local tracker did not start: {line!r} {proc.stderr.read() if proc.stderr else ''}")
        yield int(line.split()[1])
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class Device:
    """One browser context (its own storage) with one guarded page that uses the local tracker."""

    def __init__(self, browser, context_args, base_url, port):
        self.context = browser.new_context(**context_args)
        self.context.grant_permissions(["local-network-access"])
        self.base_url = base_url
        self.guard = Guard(base_url)
        self.page = self.guard.attach(self.context.new_page())
        relays = {"appId": "spielkiste-e2e", "relays": [f"ws://127.0.0.1:{port}"], "iceServers": []}
        self.page.route("**/live-relays.json", lambda route: route.fulfill(json=relays))
        tracker_src = f"ws://127.0.0.1:{port}"

        def index(route):
            response = route.fetch()
            html = response.text().replace("connect-src 'self'", f"connect-src 'self' {tracker_src}", 1)
            route.fulfill(response=response, body=html)

        self.page.route(lambda url: url.split("#")[0] in (base_url, base_url + "index.html"), index)

    def close(self):
        self.context.close()
        assert not self.guard.external, f"requests left the site: {self.guard.external}"
        assert not self.guard.errors, f"console errors: {self.guard.errors}"


@pytest.fixture()
def devices(browser, browser_context_args, base_url, tracker):
    made = []

    def make():
        device = Device(browser, browser_context_args, base_url, tracker)
        made.append(device)
        return device

    yield make
    for device in made:
        device.close()


JOIN = """async (room) => {
  window.__live = {events: [], module: await window.spielkisteLive()};
  await window.__live.module.join(room, (kind, text) => window.__live.events.push([kind, text, performance.now()]));
}"""


def events(page, kind):
    return page.evaluate("(kind) => window.__live.events.filter(e => e[0] === kind)", kind)


def test_two_pages_exchange_texts_over_the_local_tracker(devices, base_url):
    """The transport alone (js/live.mjs): open, texts both ways in order, the median
    round-trip of a text, and closed when one side leaves."""
    a, b = devices(), devices()
    for device in (a, b):
        open_site(device.page, base_url)
    room = "e2eTransportRoom0001"
    a.page.evaluate(JOIN, room)
    b.page.evaluate(JOIN, room)
    for device in (a, b):
        device.page.wait_for_function("window.__live.events.some(e => e[0] === 'open')", timeout=30_000)
    # an echo on b: every text comes back, so a measures the round-trip
    b.page.evaluate("""() => { const m = window.__live.module;
      const push = window.__live.events.push.bind(window.__live.events);
      window.__live.events.push = (e) => { if (e[0] === 'message') m.send('echo:' + e[1]); return push(e); }; }""")
    times = []
    for i in range(15):
        started = time.perf_counter()
        a.page.evaluate("(i) => window.__live.module.send('ping ' + i)", i)
        a.page.wait_for_function(f"window.__live.events.some(e => e[1] === 'echo:ping {i}')")
        times.append((time.perf_counter() - started) * 1000)
    got = [e[1] for e in events(b.page, "message")]
    assert got == [f"ping {i}" for i in range(15)]
    print(f"\ntext round-trip over the data channel (incl. Playwright's calls): median {statistics.median(times):.1f} ms")
    a.page.evaluate("() => window.__live.module.leave()")
    b.page.wait_for_function("window.__live.events.some(e => e[0] === 'closed')", timeout=30_000)
    assert json.dumps(events(a.page, "failed")) == "[]"

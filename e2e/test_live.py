"""Live with a friend (issue 29) in the real page: two browser contexts (two devices) find
each other through a local WebTorrent tracker (e2e/live_tracker.mjs, started here on a
free port; no internet) and play over a WebRTC data channel.

Both contexts get the test's live-relays.json (the tracker, no STUN server) by page.route,
and the page's content policy with the tracker's address added, as a deployment adds its
own relay: the site's own policy names only the public trackers.

The move round-trip between the two contexts is printed:
    python3 -m pytest e2e/test_live.py -q -s
"""

import statistics
import subprocess
import time

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_bylink import boxilies_move, iye_move, receive, saved, send, soulaween_move, wait_ply

import spielkiste
from conftest import READY_TIMEOUT, ROOT, Guard, open_site, ply
from spielkiste.live import messages as wire

TRACKER_START_S = 20


class Tracker:
    """The local tracker (a node process) on a free port of 127.0.0.1."""

    def __init__(self, log):
        self.log = log
        with log.open("w") as err:
            self.proc = subprocess.Popen(["node", str(ROOT / "e2e" / "live_tracker.mjs"), "0"], cwd=ROOT,
                                         stdout=subprocess.PIPE, stderr=err, text=True)
        line = self.proc.stdout.readline() if self.proc.stdout is not None else ""
        if not line.startswith("listening "):
            self.stop()
            raise RuntimeError(f"the local tracker did not start: {line!r} {log.read_text()}")
        self.port = int(line.split()[1])

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


@pytest.fixture(scope="module")
def tracker(tmp_path_factory):
    """The local tracker, killed at the end of the module."""
    running = Tracker(tmp_path_factory.mktemp("tracker") / "stderr.txt")
    TRACKER_LOG[:] = [running.log]
    yield running
    running.stop()


class Device:
    """One browser context (its own storage) with one guarded page that uses the local tracker."""

    def __init__(self, browser, context_args, base_url, port):
        self.context = browser.new_context(**context_args)
        try:  # the page's WebSocket to the tracker's port (Chromium's Local Network Access checks)
            self.context.grant_permissions(["local-network-access"])
        except PlaywrightError:  # a browser without those checks: nothing to grant (else the
            pass  # connection fails with net::ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS, a console error)
        self.base_url = base_url
        self.guard = Guard(base_url)
        self.tolerated: tuple[str, ...] = ()  # console errors that are no error of the page
        self.page = self.guard.attach(self.context.new_page())
        self.page.on("console", lambda m: LOG.append(f"{time.strftime('%X')} {self.page.url[-12:]} {m.text[:120]}"))
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
        errors = [e for e in self.guard.errors if not e.startswith(self.tolerated)]
        assert not errors, f"console errors: {errors}"


@pytest.fixture()
def devices(browser, browser_context_args, base_url, tracker):
    made = []

    def make():
        device = Device(browser, browser_context_args, base_url, tracker.port)
        made.append(device)
        return device

    yield make
    for device in made:
        device.close()


TRACKER_LOG: list = []
LOG: list[str] = []  # both pages' console, shown when a wait fails
# what each page's Python and js/live.mjs say to each other, logged to the console (LOG)
TAP = """
(() => {
  let loader;
  const kind = (text) => { try { return JSON.parse(text).t; } catch (e) { return String(text).slice(0, 20); } };
  const tapped = () => loader().then((m) => ({
    join: (room, onEvent) => {
      console.debug(`live join ${room}`);
      return m.join(room, (k, t) => { console.debug(`live event ${k} ${k === 'message' ? kind(t) : t || ''}`); return onEvent(k, t); })
        .then(() => console.debug(`live joined ${room}`));
    },
    send: (text) => { console.debug(`live send ${kind(text)}`); return m.send(text); },
    leave: () => { console.debug('live leave'); return m.leave(); },
  }));
  Object.defineProperty(window, "spielkisteLive", {configurable: true, get: () => loader && tapped, set: (f) => { loader = f; }});
})();
"""
SHOTS = ROOT / "e2e-screenshots"  # for people to look at; git-ignored
CONNECT_MS = 30_000
# the machine's clock (shared by both contexts) when html[data-ply] first showed each ply, and at the last click
PLY_CLOCK = """
window.__plyAt = {};
new MutationObserver(() => {
  const ply = document.documentElement.dataset.ply;
  if (ply !== undefined && !(ply in window.__plyAt)) window.__plyAt[ply] = performance.timeOrigin + performance.now();
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ply"]});
document.addEventListener("click", () => { window.__clickAt = performance.timeOrigin + performance.now(); }, true);
"""
# Trystero's own log (console.error) when the friend's page went away with its data channel
# open (Chromium aborts it); js/live.mjs closes the channels first, so it must never show
PEER_CLOSED = "Trystero peer error"


def status(page):
    return page.locator("#status").inner_text()


def wait_status(page, text, timeout=CONNECT_MS):
    try:
        page.wait_for_function("(t) => (document.getElementById('status') || {}).innerText?.includes(t)", arg=text,
                               timeout=timeout)
    except PlaywrightTimeout:
        raise AssertionError(f"no {text!r} in {status(page)!r}; {diagnosis(page)}") from None


RELAY_SOCKETS = """async (url) => Object.entries((await import(url)).getRelaySockets())
  .map(([relay, socket]) => [relay, socket && socket.readyState])"""


def diagnosis(page):
    """What the pages and the tracker said, and this page's relay sockets: for a failed wait."""
    sockets = page.evaluate(RELAY_SOCKETS, page.url.split("#")[0].rsplit("/", 1)[0] + "/vendor/trystero/torrent.mjs")
    tracker = TRACKER_LOG[0].read_text()[-3000:] if TRACKER_LOG else ""
    return f"relay sockets {sockets}; the pages said: {LOG[-30:]}; the tracker: {tracker}"


def open_room(page, card_or_fragment, shots=None):
    """The host opens a live room (from the picker's card, or a route); returns the friend's
    link. `shots`: the room dialog's screenshots at both sizes are named so."""
    if card_or_fragment.startswith("/"):
        page.goto(page.url.split("#")[0] + "#" + card_or_fragment)
    else:
        page.locator(f'.card[data-game="{card_or_fragment}"] [data-vs="live"]').click()
    link = page.locator("#live-link")
    link.wait_for()
    url = link.input_value()
    assert "?live=" in url and "WebTorrent" in page.locator("#live-room").inner_text()  # the dialog says whom the page contacts
    if shots:
        SHOTS.mkdir(exist_ok=True)
        viewport = page.viewport_size
        for width, height in ((1280, 800), (360, 740)):
            page.set_viewport_size({"width": width, "height": height})
            page.screenshot(path=str(SHOTS / f"{shots}-{width}x{height}.png"))
        page.set_viewport_size(viewport)
    page.locator("#btn-closeroom").click()
    return url


def join_room(page, url, first=False):
    """The friend opens the link (the first time a page load, then the address changes)."""
    page.goto(url)
    if first:
        page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)


def both_connected(a, b):
    for page in (a, b):
        wait_status(page, "Connected.")
    a.wait_for_function("() => document.documentElement.dataset.ply !== undefined")
    assert ply(a) == ply(b)


def mover(a, b):
    """The page whose turn it is (the other's status says it is the friend's turn)."""
    a_waits, b_waits = ("Your friend's turn" in status(p) for p in (a, b))
    assert a_waits != b_waits, (status(a), status(b))
    return (b, a) if a_waits else (a, b)


def play_live(a, b, move, plies, delays=None):
    """`plies` moves by whoever is to move; each appears on the other page, marked as the
    friend's reply. `delays` collects the time from the click that makes the move on one
    page to the move shown on the other."""
    for _ in range(plies):
        here, there = mover(a, b)
        n = ply(here)
        move(here)
        wait_ply(there, n + 1)
        if delays is not None:
            delays.append(there.evaluate(f"window.__plyAt['{n + 1}']") - here.evaluate("window.__clickAt"))
        if n and there.get_attribute("html", "data-over") != "true":  # (a reply follows a move of one's own)
            assert there.locator("#board [role=gridcell].mark-reply").count() >= 1


def live_save(page, game_id):
    (save,) = [s for s in saved(page, game_id) if s.get("live")]
    return save


def forged_move(page, game_id):
    """What a modified page of the friend could send straight onto the channel: a hello of
    a page load of its own (same seat, same history), then an illegal move at the right ply
    (the first move again, on its occupied cell)."""
    save = live_save(page, game_id)
    moves = spielkiste.match_from_link(save["link"]).moves
    sid = "f0f0f0f0f0f0f0f0"
    hello = {"v": wire.VERSION, "t": "hello", "sid": sid, "n": 1, "role": save["live"]["role"],
             "seat": save["live"]["me"], "moves": moves}
    move = {"v": wire.VERSION, "t": "move", "sid": sid, "n": 2, "ply": len(moves), "move": moves[0]}
    return [wire.encode(hello), wire.encode(move)]


SEND = "async (texts) => { const live = await window.spielkisteLive(); for (const t of texts) live.send(t); }"


def test_live_games_between_two_devices(devices, base_url, tracker):
    """(a) a whole Boxilies game live, started from the picker's card; (d) a forged illegal
    move refused and reported; (c) one side's page reloaded mid-game catches up; (b) part of
    an İye and a Soulaween game; (e) the friend leaves and the game goes on by link; (f) with
    no relay reachable a new room fails, said on the page, the game kept. No page logs an
    error when the friend's page goes away (a reload, or the screen closed). Prints
    the median time of a move from one page to the other."""
    alice_dev, bob_dev = devices(), devices()
    alice, bob = alice_dev.page, bob_dev.page
    for page in (alice, bob):
        page.add_init_script(PLY_CLOCK)
        page.add_init_script(TAP)
    open_site(alice, base_url)
    link = open_room(alice, "boxilies", shots="live-room")
    assert "Waiting for your friend" in status(alice) or "friend" in status(alice)
    join_room(bob, link, first=True)
    both_connected(alice, bob)
    delays: list[float] = []
    play_live(alice, bob, boxilies_move, 3, delays)

    if mover(alice, bob)[0] is not alice:
        play_live(alice, bob, boxilies_move, 1, delays)  # so that Alice moves while Bob is away (below)

    # (d) Bob's page forges a move: Alice's page refuses it and says so; nothing is played
    before = ply(alice)
    bob.evaluate(SEND, forged_move(bob, "boxilies"))
    alice.wait_for_selector("#notice:not([hidden])", timeout=CONNECT_MS)
    assert "not legal here" in alice.locator("#notice").inner_text()
    assert ply(alice) == ply(bob) == before

    # (c) Bob's page goes away; Alice moves; Bob's page is loaded again and catches up
    address = bob.url
    assert "live=" in address and "save=" in address
    bob.goto("about:blank")
    wait_status(alice, "Reconnecting")
    alice.wait_for_timeout(500)  # (the abort of a channel left open came within this, before)
    assert not [e for e in alice_dev.guard.errors + bob_dev.guard.errors if PEER_CLOSED in e], \
        (alice_dev.guard.errors, bob_dev.guard.errors, LOG[-60:])
    boxilies_move(alice)
    bob.goto(address)
    bob.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    both_connected(alice, bob)
    wait_ply(bob, before + 1)

    # (a) to the end: the same result on both pages, and in both saved games
    while alice.get_attribute("html", "data-over") != "true":
        play_live(alice, bob, boxilies_move, 1, delays)
    assert bob.get_attribute("html", "data-over") == "true" and ply(alice) == ply(bob) == 9
    assert alice.locator("#result").inner_text().replace(" (you)", "") == \
        bob.locator("#result").inner_text().replace(" (you)", "")
    a_save, b_save = live_save(alice, "boxilies"), live_save(bob, "boxilies")
    assert a_save["over"] and b_save["over"] and a_save["moves"] == b_save["moves"] == 9
    assert a_save["link"] == b_save["link"] and {a_save["live"]["me"], b_save["live"]["me"]} == {0, 1}
    SHOTS.mkdir(exist_ok=True)
    alice.screenshot(path=str(SHOTS / "live-boxilies-end-1100x900.png"))
    print(f"\nlive: from the click of a move on one page to the move shown on the other: median {statistics.median(delays):.0f} ms "
          f"over {len(delays)} moves (min {min(delays):.0f}, max {max(delays):.0f})")

    # (b) part of an İye game (Bob hosts) and of a Soulaween game (Alice hosts)
    join_room(alice, open_room(bob, "/iye?new=1&vs=live"))
    both_connected(alice, bob)
    play_live(alice, bob, iye_move, 4)
    assert live_save(alice, "iye")["link"] == live_save(bob, "iye")["link"]
    join_room(bob, open_room(alice, "/soulaween?new=1&vs=live"))
    both_connected(alice, bob)
    for page in (alice, bob):
        page.set_viewport_size({"width": 360, "height": 740})
    play_live(alice, bob, soulaween_placement, 3)
    if mover(alice, bob)[0] is not alice:
        play_live(alice, bob, soulaween_placement, 1)
    bob.screenshot(path=str(SHOTS / "live-soulaween-360x740.png"))
    for page in (alice, bob):
        page.set_viewport_size({"width": 1100, "height": 900})

    # (e) Bob leaves: Alice is told, and goes on by link; Bob's page takes her link
    bob_seat = live_save(bob, "soulaween")["live"]["me"]
    bob.goto(base_url + "#/")
    wait_status(alice, "Your friend left.")
    alice.wait_for_timeout(500)
    assert not [e for d in (alice_dev, bob_dev) for e in d.guard.errors if PEER_CLOSED in e]
    alice.locator("#btn-livelink").click()
    alice.locator("#btn-livelink").wait_for(state="detached")
    alice.screenshot(path=str(SHOTS / "live-left-by-link-1100x900.png"))
    soulaween_placement(alice)
    n = receive(bob, send(alice), base_url, seat=bob_seat)
    assert ply(bob) == ply(alice) == n

    # the channel itself: the round-trip of a move-sized text, echoed by Bob's page
    print(f"live: round-trip of a text between the two pages: median {echo_round_trip(alice, bob):.1f} ms")

    # (f) the relay is gone: a new room cannot be opened; the page says so and offers the link
    tracker.stop()
    for device in (alice_dev, bob_dev):  # (both pages' relay sockets try again, and the browser logs it)
        device.tolerated += (f"WebSocket connection to 'ws://127.0.0.1:{tracker.port}/' failed",)
    alice.evaluate("window.SPIELKISTE_LIVE_FAIL_MS = 1500")
    open_room(alice, "/iye?new=1&vs=live")
    wait_status(alice, "could not be made")
    assert "no relay answered" in alice.locator("#notice").inner_text()
    assert alice.locator('#notice [data-act="ui:livelink"]').count() == 1


def soulaween_placement(page):
    """A stone on an empty cell (the last such move the engine lists for the position shown)."""
    fragment = page.evaluate("location.hash").lstrip("#")
    match = spielkiste.match_from_link("&".join(p for p in fragment.split("&") if not p.startswith(("live=", "save="))))
    move = [m for m in match.legal_moves() if len(m) == 3 and m[2] in "RG"][-1]
    soulaween_move(page, move)


ECHO = """async ([room, echo]) => {
  const live = await window.spielkisteLive();
  window.__echo = [];
  await live.join(room, (kind, text) => {
    if (kind === 'message') { window.__echo.push(text); if (echo) live.send(text); }
    if (kind === 'open') window.__echo.open = true;
  });
}"""
PING = """async (text) => { const live = await window.spielkisteLive(); const n = window.__echo.length;
  const started = performance.now(); live.send(text);
  while (window.__echo.length === n) await new Promise((r) => setTimeout(r, 0));
  return performance.now() - started; }"""


def echo_round_trip(a, b, rounds=20):
    """Both pages join a room of their own (js/live.mjs directly); b sends back each text."""
    room = "e2eEchoRoom000000001"
    a.evaluate(ECHO, [room, False])
    b.evaluate(ECHO, [room, True])
    for page in (a, b):
        page.wait_for_function("window.__echo.open === true", timeout=CONNECT_MS)
    text = wire.encode({"v": wire.VERSION, "t": "move", "sid": "0" * 16, "n": 1, "ply": 5, "move": "c3R"})
    times = [a.evaluate(PING, text) for _ in range(rounds)]
    assert b.evaluate("window.__echo.length") == rounds
    return statistics.median(times)


# js/live.mjs replaced by a room the test plays itself (no tracker): what the page sends is kept,
# and the test delivers what the two pages of a full room would answer
FAKE_ROOM = """
(() => {
  const live = {sent: [], joined: 0, left: 0, onEvent: null};
  window.__live = live;
  const room = {
    join: async (id, onEvent) => { live.joined += 1; live.onEvent = onEvent; },
    send: (text) => { live.sent.push(text); return true; },
    leave: () => { live.left += 1; live.onEvent = null; },
  };
  Object.defineProperty(window, "spielkisteLive", {configurable: true, get: () => () => Promise.resolve(room), set: () => {}});
})();
"""


def test_a_third_page_is_told_the_room_is_full(page, base_url):
    """A page that opens the link of a room where two already play: the host's hello says it
    plays with a friend (the page takes no game from it), the answer to its own hello is
    `full`; the page says "This room already has two players", leaves the room, saves
    nothing, and offers the way back to the games."""
    page.add_init_script(FAKE_ROOM)
    page.goto(base_url + "#/boxilies?live=" + "R" * 20)
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    page.wait_for_function("window.__live.onEvent !== null")
    page.evaluate("window.__live.onEvent('open', '')")
    page.wait_for_function("window.__live.sent.length > 0")
    hello = wire.decode(page.evaluate("window.__live.sent[0]"))
    assert hello["t"] == "hello" and hello["role"] == "guest" and hello["seat"] is None
    match = spielkiste.new_match("boxilies", seed=5)
    host = "h0h0h0h0h0h0h0h0"
    texts = [wire.encode({"v": wire.VERSION, "t": "hello", "sid": host, "n": 1, "role": "host", "seat": 0, "full": True,
                          "game": "boxilies", "options": match.options, "seed": 5, "position": None,
                          "moves": match.legal_moves()[:1]}),
             wire.encode({"v": wire.VERSION, "t": "full", "sid": host, "n": 2, "to": hello["sid"],
                          "reason": "This room already has two players: a page without a seat asked to join."})]
    page.evaluate("(texts) => texts.forEach((t) => window.__live.onEvent('message', t))", texts)
    wait_status(page, "This room already has two players.", timeout=5000)
    assert page.evaluate("window.__live.left") == 1 and page.locator("#notice").is_hidden()
    assert not saved(page, "boxilies")
    assert page.locator("#btn-livefull").get_attribute("href") == "#/"
    SHOTS.mkdir(exist_ok=True)
    for width, height in ((1100, 900), (360, 740)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"live-room-full-{width}x{height}.png"))
    page.locator("#btn-livefull").click()
    page.wait_for_selector(".picker .card")

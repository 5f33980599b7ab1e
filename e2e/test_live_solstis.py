"""Solstis live with a fair deal in the real page (issue 29): two browser contexts (two
devices) with the local tracker of e2e/test_live.py play a whole game by clicking, and
after every move the test searches each page for the other's hand:

- the DOM (`document.documentElement.outerHTML`): no tile of the friend's hand written as a
  tile ("R7, red 7" in a label, "R7 (red 7)" in a sentence, a hand tile's action). The
  panoramas name every place a tile can take ("a rainbow on G9"), so a bare name proves
  nothing; the words of a tile are written only where a tile is;
- the page's Python (the controller's model through Pyodide): the views it holds hide the
  friend's hand, the pile, the face-down tiles and the stack, and neither the effects nor
  the cards its table opened name a tile of the friend's hand;
- the saved game in localStorage: the same for what it keeps.

The friend's hand is learned from the friend's own page (its own view). At the end both
pages show that the keys checked out. The cost of the deal in the browser is printed:
    python3 -m pytest e2e/test_live_solstis.py -q -s
"""

import json
import re
import statistics
import sys
import time

from test_live import CONNECT_MS, PLY_CLOCK, SHOTS, TAP, devices, join_room, open_room, status, tracker, wait_status

from conftest import ROOT, open_site, ply
from spielkiste.games.solstis import TILE_NAMES
from ui.games.solstis.board import tile_words

sys.path.append(str(ROOT / "tests"))  # at the end: e2e/'s own modules (conftest, test_live) come first
from live_helpers import fx_tiles  # noqa: E402 - after the path is set

__all__ = ["devices", "tracker"]  # (the fixtures of e2e/test_live.py, used here)

MOVE_MS = 30_000
# when the status first said each of these (the machine's clock: both contexts share it)
STATUS_CLOCK = """
window.__statusAt = {};
new MutationObserver(() => {
  const text = (document.getElementById('status') || {}).innerText || '';
  const now = performance.timeOrigin + performance.now();
  for (const [key, words] of [['connected', 'Connected.'], ['shuffling', 'Shuffling'],
                              ['dealt', ' to move'], ['dealt', "Your friend's turn"]]) {
    if (text.includes(words) && !(key in window.__statusAt)) window.__statusAt[key] = now;
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
"""
# what the page's Python holds of the game: the views, the effects, the tiles its table opened
MEMORY = """async () => {
  const { startedPyodide } = await import(new URL('js/interpreter.mjs', location.href).href);
  return startedPyodide().runPython(`
import gc, json, sys
_app = globals().get("_e2e_app") or getattr(sys.modules.get("__main__"), "APP", None)
if _app is None:  # (found once, then kept in these globals of the test's own)
    _app = next(o for o in gc.get_objects() if type(o).__name__ == "App" and hasattr(o, "game"))
globals()["_e2e_app"] = _app
_model = _app.game.ctl.model
_live = _model.live
_table = _live.session.table
json.dumps({"me": _live.me, "views": [[list(v.hands[0]), list(v.hands[1]), list(v.pile), list(v.stack),
                                        [u for _, u in v.display]] for v in _model.match.views],
            "own": sorted(h for h in _model.match.state.hands[_live.me] if h >= 0),
            "fx": _model.match.fx, "known": sorted((_table.deal.known["tiles"] if _table else {}).values()),
            "verified": _live.verified, "cheat": _live.cheat})
`);
}"""
# the deal's steps timed by spielkiste.live.cost in this browser's Pyodide (wall clock: the page's own)
COST = """async () => {
  const { startedPyodide } = await import(new URL('js/interpreter.mjs', location.href).href);
  return JSON.parse(startedPyodide().runPython('import json\\nfrom spielkiste.live import cost\\njson.dumps(cost.measure())'));
}"""
SAVED = """() => Object.keys(localStorage).filter((k) => k.startsWith('spielkiste:save:solstis:'))
  .map((k) => JSON.parse(localStorage.getItem(k))).filter((s) => s.live)"""
UNKNOWN = -2


def shown_as_tiles(html, secret):
    """The tiles of `secret` the markup writes as tiles (their words, or a hand tile's action)."""
    return {x for x in secret
            if re.search(rf"\b{tile_words('en', x)}\b", html) or f'data-act="hand:{TILE_NAMES[x]}"' in html}


class Side:
    def __init__(self, name, page):
        self.name, self.page = name, page
        self.ever_own: set[int] = set()  # a tile once in this page's hand it may know (a Dragonfly steals it)
        self.memory: dict = {}

    def read(self):
        self.memory = json.loads(self.page.evaluate(MEMORY))
        self.ever_own |= set(self.memory["own"])
        return self.memory


def holds_nothing_of(side, secret):
    """`side`'s page holds no tile of `secret` in the clear: DOM, Python, save."""
    page, memory = side.page, side.memory
    names = {TILE_NAMES[x] for x in secret}
    shown = shown_as_tiles(page.evaluate("document.documentElement.outerHTML"), secret)
    assert not shown, f"{side.name}'s page shows the friend's {shown}"
    me = memory["me"]
    for hands0, hands1, pile, stack, unders in memory["views"]:
        other = hands1 if me == 0 else hands0
        assert set(other) | set(pile) | set(stack) <= {UNKNOWN} and set(unders) <= {UNKNOWN, -1}
    assert not set().union(*map(fx_tiles, memory["fx"])) & names
    assert not set(memory["known"]) & secret, f"{side.name}'s table opened a tile of the friend's hand"
    (save,) = page.evaluate(SAVED)
    deal = save["live"]["deal"]
    assert not set().union(*map(fx_tiles, deal["fx"])) & names
    table = deal["session"]["table"]
    assert not set((table["deal"]["known"]["tiles"] if table else {}).values()) & secret
    assert "s=0" in save["link"] and "m=" not in save["link"], "the save's link names no deal"


CHECK_S: list[float] = []


def check(a, b):
    started = time.perf_counter()
    for side in (a, b):
        side.read()
    for side, friend in ((a, b), (b, a)):
        holds_nothing_of(side, set(friend.memory["own"]) - side.ever_own)
    CHECK_S.append(time.perf_counter() - started)


def wait_ply(page, n, timeout=MOVE_MS):
    page.wait_for_function(f"document.documentElement.dataset.ply === '{n}'", timeout=timeout)


def mover(a, b):
    a_waits, b_waits = ("Your friend's turn" in status(s.page) for s in (a, b))
    assert a_waits != b_waits, (status(a.page), status(b.page))
    return (b, a) if a_waits else (a, b)


def test_a_whole_solstis_game_live_neither_page_holds_the_others_hand(devices, base_url, tracker):
    alice_dev, bob_dev = devices(), devices()
    alice, bob = Side("Alice", alice_dev.page), Side("Bob", bob_dev.page)
    for page in (alice.page, bob.page):
        page.add_init_script(PLY_CLOCK)
        page.add_init_script(STATUS_CLOCK)
        page.add_init_script(TAP)
    open_site(alice.page, base_url)
    link = open_room(alice.page, "solstis", shots="live-solstis-room")
    assert 'data-vs="link"' not in alice.page.evaluate("document.documentElement.outerHTML")
    join_room(bob.page, link, first=True)
    for side in (alice, bob):
        wait_status(side.page, "Connected.")
    for side in (alice, bob):
        side.page.wait_for_function("'dealt' in window.__statusAt", timeout=CONNECT_MS)
    clocks = [side.page.evaluate("window.__statusAt") for side in (alice, bob)]
    connected, dealt = max(c["connected"] for c in clocks), max(c["dealt"] for c in clocks)
    assert any("shuffling" in c for c in clocks), "the status said the tiles were being shuffled"
    check(alice, bob)
    SHOTS.mkdir(exist_ok=True)
    alice.page.screenshot(path=str(SHOTS / "live-solstis-dealt-1100x900.png"))

    delays: list[float] = []
    moves = 0
    while alice.page.get_attribute("html", "data-over") != "true" and moves < 200:
        here, there = mover(alice, bob)
        n = ply(here.page)
        here.page.locator(".game-screen [data-next]").first.click()
        wait_ply(there.page, n + 1)
        wait_ply(here.page, n + 1)
        delays.append(there.page.evaluate(f"window.__plyAt['{n + 1}']") - here.page.evaluate("window.__clickAt"))
        moves += 1
        check(alice, bob)
        if moves == 12:
            for side, size in ((alice, (1100, 900)), (bob, (360, 740))):
                side.page.set_viewport_size({"width": size[0], "height": size[1]})
                side.page.screenshot(path=str(SHOTS / f"live-solstis-{side.name.lower()}-{size[0]}x{size[1]}.png"))
            bob.page.set_viewport_size({"width": 1100, "height": 900})
    assert bob.page.get_attribute("html", "data-over") == "true" and ply(alice.page) == ply(bob.page) == moves
    for side in (alice, bob):
        side.page.wait_for_selector("#live-verified", timeout=CONNECT_MS)
        assert "The deal checked out" in side.page.locator("#live-verified").inner_text()
        assert side.read()["verified"] and not side.memory["cheat"]
        assert side.page.locator("#notice:not([hidden])").count() == 0
        # no undo; no hint, review or share link: the deal is in no link
        assert side.page.locator("#btn-undo").is_disabled() and side.page.locator("#btn-review").count() == 0
        for button in ("#btn-share", "#btn-qr", "#btn-hint", "#btn-reviewgame"):
            assert side.page.locator(button).is_hidden(), button
    assert alice.page.locator("#result").inner_text().replace(" (you)", "") == \
        bob.page.locator("#result").inner_text().replace(" (you)", "")
    for side, size in ((alice, (1100, 900)), (bob, (360, 740))):
        side.page.set_viewport_size({"width": size[0], "height": size[1]})
        side.page.screenshot(path=str(SHOTS / f"live-solstis-end-{side.name.lower()}-{size[0]}x{size[1]}.png"),
                             full_page=True)
    print(f"\nlive Solstis: from both pages connected to the board dealt on both: {(dealt - connected) / 1000:.2f} s; "
          f"a move from the click on one page to the other page showing it (each shows at least the tile played, "
          f"a card opened by both pages): median {statistics.median(delays):.0f} ms over {moves} moves "
          f"(min {min(delays):.0f}, max {max(delays):.0f}); the test's own search of both pages after each: "
          f"median {statistics.median(CHECK_S):.2f} s")
    cost = alice.page.evaluate(COST)  # the steps one by one, in this browser (wall clock)
    print("live Solstis, spielkiste.live.cost in the browser: " + ", ".join(
        f"{name} {cost[name]['wall']:.3f} s" for name in ("shuffle_and_lock_device_A", "shuffle_and_lock_device_B",
                                                           "opening_one_side", "one_card", "final_check_one_side")))

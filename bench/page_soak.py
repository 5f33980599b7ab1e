"""A long session holds (issue 30): computer-against-computer games one after the other
in one page, the four games in turn. Prints; not a test.

    python3 bench/page_soak.py [--games 200] [--every 20] [--level ce]

Serves the site (as the e2e tests do), opens it in headless Chromium with no beat before
the computer's reply, and starts the first match from the new-game dialog with the pause
between two computer moves set to 0 (the screen keeps that choice). For each game it then
sets the page's link to a new match of that game with both seats played by the computer
(`&pl=ce.ce`) and waits for `html[data-over="true"]`. Every `--every` games (and after
the first) it prints the JS heap (performance.memory, after a
forced GC), Pyodide's memory (the largest WebAssembly memory of the page, caught as it
is made; the AI worker's is not counted), the Python objects the page's interpreter
tracks (after gc.collect()), the DOM node count and the console
errors so far; at the end, each memory against its warm-up figure (the one after
`--every` games) and the DOM node count at the end of each game, by game. Goal: both
memories within 10% of the warm-up figure, no error.
"""

import argparse
import os
import pathlib
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))

from conftest import CHROMIUM, LAUNCH_ARGS, PREFIX  # noqa: E402
from serve import make_server  # noqa: E402

GAMES = ("soulaween", "iye", "boxilies", "solstis")
READY_TIMEOUT = 180_000
# every WebAssembly memory the page makes (Pyodide's is the big one), kept for the figures
CATCH_MEMORY = """(() => {
  const mems = (globalThis.__soakMemories = []);
  const keep = (r) => { const inst = r && (r.instance || r);
    for (const v of Object.values((inst && inst.exports) || {})) if (v instanceof WebAssembly.Memory) mems.push(v);
    return r; };
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const orig = WebAssembly[name];
    if (orig) WebAssembly[name] = (...a) => orig.apply(WebAssembly, a).then(keep);
  }
  const M = WebAssembly.Memory;
  WebAssembly.Memory = function (d) { const m = new M(d); mems.push(m); return m; };
  WebAssembly.Memory.prototype = M.prototype;
})();"""
NO_BEAT = "window.SPIELKISTE_AI_BEAT_MS = 0;"
# the page's own interpreter (js/interpreter.mjs keeps it; the same module instance as the page's)
PYTHON_FIGURES = """async () => {
  const mod = await import(new URL('js/interpreter.mjs', document.baseURI).href);
  const py = mod.startedPyodide && mod.startedPyodide();
  if (!py) return null;
  return py.runPython('import gc\\ngc.collect()\\nlen(gc.get_objects())');
}"""
FIGURES = """() => ({
  heap: performance.memory ? performance.memory.usedJSHeapSize : null,
  wasm: (globalThis.__soakMemories || []).length
        ? Math.max(...globalThis.__soakMemories.map((m) => m.buffer.byteLength)) : null,
  nodes: document.getElementsByTagName('*').length,
})"""


def serve():
    srv = make_server(0, PREFIX, ROOT)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}{PREFIX}"


LEVEL_NAMES = {"ce": "ai:easy", "cn": "ai:normal", "cs": "ai:strong"}
FLAT = 0.10  # the goal: within 10% of the warm-up figure


def shown(value, unit):
    return f"{value / unit:.1f} MB" if unit > 1 else str(value)


def summary(rows, nodes, every):
    """The verdict: each memory against its warm-up figure (after the first `every`
    games, when every game's modules are loaded), and the DOM nodes of each game from
    then on (they follow the game on screen and its log, so they are compared by game)."""
    later = [(n, f) for n, f in rows if n >= every]
    if len(later) < 2:
        print("too few figures for a verdict (run more games than --every)")
        return
    for name, key, unit in (("JS heap", "heap", 2**20), ("wasm memory", "wasm", 2**20), ("Python objects", "objects", 1)):
        values = [f[key] for _, f in later if f[key] is not None]
        if not values:
            continue
        base, top, low = values[0], max(values), min(values)
        drift = max(top - base, base - low) / base
        print(f"{name}: warm-up {shown(base, unit)}, then {shown(low, unit)}-{shown(top, unit)} "
              f"({drift:.1%} off at most): "
              f"{'flat' if drift <= FLAT else 'NOT flat'}")
    for game, found in nodes.items():
        counts = [c for n, c in found if n > every] or [c for _, c in found]
        if counts:
            print(f"DOM nodes after each {game} game: {min(counts)}-{max(counts)} ({len(counts)} games)")


def start_without_pause(page, game, kind):
    """One match from the new-game dialog, computer against computer with no pause between
    their moves: the game screen keeps the pause for the links that follow."""
    page.evaluate(f"location.hash = '/{game}?v=1&s=1'")
    page.wait_for_selector(f'.game-screen[data-game="{game}"]', state="attached", timeout=60_000)
    page.locator("#btn-new").click()
    for seat in (0, 1):
        page.locator(f'#newgame-form [name="player:{seat}"]').select_option(kind)
    page.wait_for_selector('#newgame-form [name="speed"]')
    page.locator('#newgame-form [name="speed"]').select_option("0")
    page.locator("#btn-startnew").click()
    page.wait_for_function("document.documentElement.dataset.over === 'true'", timeout=600_000)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--every", type=int, default=20)
    ap.add_argument("--level", default="ce", choices=("ce", "cn", "cs"))
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    srv, base = serve()
    errors = []
    print(f"load average {os.getloadavg()[0]:.2f}; {args.games} games, {args.level} against {args.level}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[*LAUNCH_ARGS, "--js-flags=--expose-gc"])
        page = browser.new_page()
        page.add_init_script(CATCH_MEMORY)
        page.add_init_script(NO_BEAT)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(base)
        page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
        page.evaluate("localStorage.setItem('spielkiste:persist-asked', '1')")
        start_without_pause(page, GAMES[-1], LEVEL_NAMES[args.level])
        t0 = time.monotonic()
        rows, nodes = [], {g: [] for g in GAMES}  # the figures; DOM nodes at the end of each game, by game
        for n in range(1, args.games + 1):
            game = GAMES[(n - 1) % len(GAMES)]
            page.evaluate(f"location.hash = '/{game}?v=1&s={n}&pl={args.level}.{args.level}'")
            page.wait_for_selector(f'.game-screen[data-game="{game}"]', state="attached", timeout=60_000)
            page.wait_for_function("document.documentElement.dataset.over === 'true'", timeout=600_000)
            nodes[game].append((n, page.evaluate("document.getElementsByTagName('*').length")))
            if n == 1 or n % args.every == 0 or n == args.games:
                page.evaluate("() => { if (globalThis.gc) gc(); }")
                f = page.evaluate(FIGURES)
                f["objects"] = page.evaluate(PYTHON_FIGURES)
                rows.append((n, f))
                mb = lambda v: "?" if v is None else f"{v / 2**20:.1f} MB"  # noqa: E731
                print(f"game {n:4d} ({game:9s}) {time.monotonic() - t0:7.1f} s  JS heap {mb(f['heap'])}  "
                      f"wasm memory {mb(f['wasm'])}  Python objects {f['objects']}  "
                      f"DOM nodes {f['nodes']}  errors {len(errors)}", flush=True)
        summary(rows, nodes, args.every)
        browser.close()
    srv.shutdown()
    for e in errors[:10]:
        print("error:", e[:200])
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

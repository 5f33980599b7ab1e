"""A long session holds (issue 30): computer-against-computer games one after the other
in one page, the four games in turn. Prints; not a test.

    python3 bench/page_soak.py [--games 200] [--every 20] [--level ce]

Serves the site (as the e2e tests do), opens it in headless Chromium and, for each game,
sets the page's link to a new match of that game with both seats played by the computer
(`&pl=ce.ce`), then waits for `html[data-over="true"]`. Every `--every` games (and after
the first, as the warm-up figure) it prints the JS heap (performance.memory, after a
forced GC), Pyodide's memory (the largest WebAssembly memory of the page, caught as it
is made; the AI worker's is not counted), the DOM
node count and the console errors so far. Goal: both memories within 10% of the warm-up
figure, no error.
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
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(base)
        page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
        page.evaluate("localStorage.setItem('spielkiste:persist-asked', '1')")
        t0 = time.monotonic()
        for n in range(1, args.games + 1):
            game = GAMES[(n - 1) % len(GAMES)]
            page.evaluate(f"location.hash = '/{game}?v=1&s={n}&pl={args.level}.{args.level}'")
            page.wait_for_selector(f'.game-screen[data-game="{game}"], html[data-game="{game}"]', state="attached",
                                   timeout=60_000)
            page.wait_for_function("document.documentElement.dataset.over === 'true'", timeout=600_000)
            if n == 1 or n % args.every == 0 or n == args.games:
                page.evaluate("() => { if (globalThis.gc) gc(); }")
                f = page.evaluate(FIGURES)
                mb = lambda v: "?" if v is None else f"{v / 2**20:.1f} MB"  # noqa: E731
                print(f"game {n:4d} ({game:9s}) {time.monotonic() - t0:7.1f} s  JS heap {mb(f['heap'])}  "
                      f"wasm memory {mb(f['wasm'])}  DOM nodes {f['nodes']}  errors {len(errors)}", flush=True)
        browser.close()
    srv.shutdown()
    for e in errors[:10]:
        print("error:", e[:200])
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

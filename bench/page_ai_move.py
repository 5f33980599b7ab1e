"""The strongest level's move in the browser, with one AI worker or several (issue 27);
with --levels, any level's. Prints; not a test.

    python3 bench/page_ai_move.py --games soulaween,boxilies --moves 8 --cores 1,2
    python3 bench/page_ai_move.py --games boxilies --levels normal,good --cores 1

Serves the site (as the e2e tests do) and opens it in headless Chromium (the e2e
tests' browser and launch arguments) with `navigator.hardwareConcurrency` set to each
of --cores (1: one worker; 2: two workers, ui/ai_bridge.workers_for). In each game the
computer at the strong level (or each of --levels the game offers) plays both sides (no pause between moves); the page marks
each move's time on html[data-ai-ms] (the workers' search plus the way there and back)
and how many workers answered on html[data-ai-workers]. The first move (it waits for
the worker's start) and the moves while the extra workers start are not counted. Goal: a move within about 2 s.

The machine's load average is printed, since it moves every number.
"""

import argparse
import os
import pathlib
import statistics
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))

from conftest import CHROMIUM, LAUNCH_ARGS, PREFIX  # noqa: E402
from serve import make_server  # noqa: E402

READY_TIMEOUT = 180_000
CORES = "Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {get: () => %d});"
# every change of html[data-ai-ms] (one per computer move), with the workers that answered
RECORD = """
window.__aiMoves = [];
new MutationObserver(() => {
  const root = document.documentElement;
  window.__aiMoves.push([Number(root.dataset.aiMs), root.dataset.aiWorkers || '1']);
}).observe(document.documentElement, {attributes: true, attributeFilter: ['data-ai-ms']});
"""


def serve():
    srv = make_server(0, PREFIX, ROOT)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}{PREFIX}"


def moves_in(browser, base, game_id, cores, count, level="strong"):
    """[(ms, workers)] of the `level` computer's first `count` moves after the warm-up
    (None: the game does not offer `level`)."""
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    context.add_init_script(CORES % cores)
    page = context.new_page()
    page.goto(f"{base}#/{game_id}")
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    page.evaluate(f"() => {{ {RECORD} }}")
    page.locator("#btn-new").click()
    offered = page.locator(f'select[name="player:0"] option[value="ai:{level}"]').count()
    if not offered:
        context.close()
        return None
    for seat in (0, 1):
        page.locator(f'select[name="player:{seat}"]').select_option(f"ai:{level}")
    page.locator('select[name="speed"]').select_option("0")
    page.locator("#btn-startnew").click()
    wanted = 1 if cores < 2 or level != "strong" else min(3, max(2, cores - 1))  # as ui/ai_bridge.workers_for
    page.wait_for_function(
        f"""() => {{
          const done = window.__aiMoves.filter(([, w]) => Number(w) === {wanted});
          return done.length > {count} || document.documentElement.dataset.over === 'true';
        }}""", timeout=600_000)
    rows = page.evaluate("window.__aiMoves")[1:]  # the first waited for the worker's start
    context.close()
    return [(ms, int(w)) for ms, w in rows if int(w) == wanted][:count]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="soulaween,boxilies")
    parser.add_argument("--moves", type=int, default=8, help="moves counted per game and core count")
    parser.add_argument("--cores", default="1,2", help="navigator.hardwareConcurrency values to try")
    parser.add_argument("--levels", default="strong", help="comma-separated levels (default strong)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    srv, base = serve()
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())} (2 cores shared)")
    print("| game | level | cores | workers | moves | median (s) | max (s) |")
    print("|---|---|---|---|---|---|---|")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        runs = [(g, level, int(c)) for g in args.games.split(",") for level in args.levels.split(",")
                for c in args.cores.split(",")]
        for game_id, level, cores in runs:
            rows = moves_in(browser, base, game_id, cores, args.moves, level)
            if rows is None:
                print(f"| {game_id} | {level} | not offered |", flush=True)
                continue
            times = [ms / 1000 for ms, _ in rows]
            workers = rows[0][1] if rows else "-"
            median = f"{statistics.median(times):.2f}" if times else "-"
            longest = f"{max(times):.2f}" if times else "-"
            print(f"| {game_id} | {level} | {cores} | {workers} | {len(times)} | {median} | {longest} |", flush=True)
        browser.close()
    srv.shutdown()
    print(f"\nload average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()

"""The hint and the review in the browser (issue #18). Prints; not a test.

    python3 bench/page_learn.py [--hints 5] [--reviews 1]

Serves the site (as the e2e tests do) and opens it in headless Chromium (the e2e
tests' browser and launch arguments), then:

1. review: the 40-ply Soulaween game of bench/learn.py (`long_soulaween_game`) opened
   from its link; after the AI worker has started (the worker's start is not part of
   the review, it is printed on its own), "Review" is clicked and the time until the
   review panel says it is done is taken in the page (performance.now). A
   PerformanceObserver for 'longtask' (tasks over 50 ms on the page's main thread)
   runs from the page's start; the longest task while the review runs is printed.
   Goals: <= 20 s, no main-thread task over 100 ms.
2. hint: in every game, `--hints` hints on positions of random games (every game of
   the same seeded series as bench/learn.py's `sample_positions`), the time from the
   click to the marks as the page measures it (`html[data-hint-ms]`: the worker's
   search with the default budget plus the way there and back). Goal: <= 1.5 s.

The machine's load average is printed, since it moves every number.
"""

import argparse
import importlib.util
import os
import pathlib
import statistics
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "py"))

from conftest import CHROMIUM, LAUNCH_ARGS, PREFIX  # noqa: E402
from serve import make_server  # noqa: E402

READY_TIMEOUT = 180_000
LONGTASKS = """
window.__longtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push([e.startTime, e.duration]);
  }).observe({type: 'longtask', buffered: true});
} catch (e) { window.__longtasks = null; }
"""
REVIEW = """() => new Promise((resolve) => {
  const t0 = performance.now();
  const done = () => document.querySelector('#review-panel[data-state="done"]');
  const obs = new MutationObserver(() => {
    if (done()) {
      obs.disconnect();
      const t1 = performance.now();
      const tasks = (window.__longtasks || []).filter(([s, d]) => s + d >= t0 && s <= t1).map(([s, d]) => d);
      resolve({ms: t1 - t0, longest: tasks.length ? Math.max(...tasks) : 0, count: tasks.length,
               observed: window.__longtasks !== null});
    }
  });
  obs.observe(document.getElementById('app'), {subtree: true, childList: true, attributes: true});
  document.getElementById('btn-reviewgame').click();
})"""


def _bench_learn():
    spec = importlib.util.spec_from_file_location("bench_learn", ROOT / "bench" / "learn.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def serve():
    srv = make_server(0, PREFIX, ROOT)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}{PREFIX}"


def open_page(browser, url):
    context = browser.new_context(service_workers="block", viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.add_init_script(LONGTASKS)
    page.goto(url)
    page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    return context, page


def wait_worker(page):
    started = time.perf_counter()
    page.locator("#btn-hint").click()  # the first use starts the worker
    page.wait_for_selector('html[data-ai-worker="ready"]', timeout=READY_TIMEOUT)
    page.wait_for_selector('html[data-hint="shown"]', timeout=READY_TIMEOUT)
    return time.perf_counter() - started


def bench_review(browser, base, runs):
    bl = _bench_learn()
    match = bl.long_soulaween_game()
    rows = []
    for _ in range(runs):
        context, page = open_page(browser, base + "#" + match.link())
        start = wait_worker(page)
        result = page.evaluate(REVIEW)
        marks = page.locator("#movelist .mv-mark").all_inner_texts()
        rows.append(dict(result, worker_start=start, marks=marks))
        context.close()
    return match, rows


def hint_links(game_id, count):
    """Links of positions of random games (a human to move, not over)."""
    import random

    import spielkiste

    rng = random.Random(f"page-learn:{game_id}")
    links = []
    while len(links) < count:
        match = spielkiste.new_match(game_id, seed=rng.randrange(2**31))
        stop = rng.randrange(4, 30)
        while not match.is_over and match.ply < stop:
            match.play(rng.choice(match.legal_moves()))
        if not match.is_over and len(match.legal_moves()) > 1:
            links.append(match.link())
    return links


def bench_hints(browser, base, count):
    rows = []
    context, page = open_page(browser, base + "#/")
    warmed = False
    for game_id in ("soulaween", "iye", "boxilies", "solstis"):
        times = []
        for link in hint_links(game_id, count):
            page.goto(base + "#" + link)
            page.wait_for_selector("#btn-hint")
            if page.locator("#btn-handover").count():
                page.locator("#btn-handover").click()
            if not warmed:  # the worker's start is not part of a hint
                wait_worker(page)
                warmed = True
            page.locator("#btn-hint").click()
            page.wait_for_selector('html[data-hint="busy"]')
            page.wait_for_selector('html[data-hint="shown"]', timeout=60_000)
            times.append(int(page.get_attribute("html", "data-hint-ms")) / 1000)
        rows.append({"game": game_id, "n": len(times), "median": statistics.median(times), "max": max(times)})
    context.close()
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hints", type=int, default=5, help="hints per game")
    parser.add_argument("--reviews", type=int, default=1, help="reviews of the 40-ply game")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    srv, base = serve()
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())} (2 cores shared)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        match, reviews = bench_review(browser, base, args.reviews) if args.reviews else (None, [])
        hints = bench_hints(browser, base, args.hints) if args.hints else []
        browser.close()
    srv.shutdown()
    if reviews:
        print(f"\nReview of a {match.ply}-ply Soulaween game in the browser ({match.ply + 1} positions, "
              f"0.3 s per position in the AI worker; goal <= 20 s, no main-thread task > 100 ms):")
        print("| run | worker start (s) | review (s) | longest main-thread task (ms) | long tasks (> 50 ms) | marks |")
        print("|---|---|---|---|---|---|")
        for k, r in enumerate(reviews, 1):
            longest = f"{r['longest']:.0f}" if r["observed"] else "n/a"
            print(f"| {k} | {r['worker_start']:.1f} | {r['ms'] / 1000:.1f} | {longest} | {r['count']} | "
                  f"{' '.join(r['marks']) or '-'} |")
    if hints:
        print("\nHint in the browser (click to marks, measured by the page; goal <= 1.5 s):")
        print("| game | hints | median (s) | max (s) |")
        print("|---|---|---|---|")
        for r in hints:
            print(f"| {r['game']} | {r['n']} | {r['median']:.2f} | {r['max']:.2f} |")
    print(f"\nload average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()

"""How long the page takes to start, against the floor PyScript itself sets (issues #11, #16).

    python3 bench/page_boot.py [--loads 5]      (or: make bench-boot)

Serves the site and a bare PyScript page (only `print("ready")` and a line of text for the
first paint, the same vendored PyScript and Pyodide, generated into a temp folder) from
local servers, in headless Chromium (the e2e tests' browser and launch arguments):

1. cold: `--loads` loads of each, interleaved, every load in a fresh browser context
   (empty HTTP cache, service workers blocked);
2. a session with the service worker, as a visitor has it: the first visit (the service
   worker pre-caches the site and the Pyodide memory snapshot is made, both after ready),
   then `--loads` repeat visits that restore the snapshot, then the first computer move
   of a session, asked for at once after ready and after a short pause (by then the
   AI worker has started from the snapshot in the background).

Prints a table (medians) with the goals of issue #16:
  repeat visit     time to ready <= 0.35 x the bare page's cold start
  cold first visit time to ready <= 1.10 x the bare page, and no more bytes before ready
  first computer move of a session <= 1 s (human move -> computer move on the page)
  longest main-thread task after first paint on a repeat visit <= 200 ms
and the bytes fetched before and after ready (counted by the local server: what went over
the network; it never answers 304, so a file fetched twice counts twice). The server does
not compress; GitHub Pages sends gzip, so the gzip size of the app's own files is shown too.
Not a test: nothing fails. The machine's load average is printed, since it moves every number.
"""

import argparse
import gzip
import os
import pathlib
import shutil
import statistics
import sys
import tempfile
import threading
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))

from build_site import write_sw_files  # noqa: E402
from conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from serve import make_server  # noqa: E402

READY_TIMEOUT = 180_000
BARE_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bare PyScript</title>
<script type="module" src="vendor/pyscript/core.js"></script>
</head>
<body>
<p>bare PyScript page</p>
<script type="py" config="pyscript.toml">print("ready")</script>
</body>
</html>
"""
BARE_CONFIG = 'interpreter = "./vendor/pyodide/pyodide.mjs"\n'
# Runs before any page script: note when the page is ready (either sign), when the site's
# idle warm-up is done, and every long main-thread task.
CLOCK = """
(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({type: "longtask", buffered: true});
  } catch (e) { /* no long task API */ }
  addEventListener("py:ready", () => { if (window.__pyReadyAt === undefined) window.__pyReadyAt = performance.now(); });
  const log = console.log.bind(console);
  console.log = (...args) => {
    if (args[0] === "ready" && window.__readyAt === undefined) window.__readyAt = performance.now();
    return log(...args);
  };
  new MutationObserver((_, observer) => {
    const root = document.documentElement;
    if (root && root.dataset.ready === "true" && window.__readyAt === undefined) window.__readyAt = performance.now();
    if (root && ["done", "failed"].includes(root.dataset.warm) && window.__warmAt === undefined) {
      window.__warmAt = performance.now();
    }
    if (window.__readyAt !== undefined && window.__warmAt !== undefined) observer.disconnect();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready", "data-warm"]});
})();
"""
READY = "() => window.__readyAt !== undefined"
# the site's idle import of the modules the first screen did not need (py/ui/warmup.py):
# [modules left at ready, seconds from ready to done, longest task meanwhile in ms]
WARM_UP = """async () => {
  const root = document.documentElement;
  while (root.dataset.warmTodo !== "0" && window.__warmAt === undefined) await new Promise((r) => setTimeout(r, 50));
  const end = window.__warmAt ?? window.__readyAt;
  const during = window.__longTasks.filter(([start]) => start >= window.__readyAt && start <= end);
  return [Number(root.dataset.warmTodo), (end - window.__readyAt) / 1000, Math.max(0, ...during.map(([, d]) => d))];
}"""
FCP = "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"
# the longest task that started after first paint and before ready + 300 ms
LONGEST_TASK = f"""(() => {{
  const fcp = {FCP};
  const tasks = window.__longTasks.filter(([start]) => start >= fcp && start <= window.__readyAt + 300);
  return Math.max(0, ...tasks.map(([, duration]) => duration));
}})()"""
# one human move in Boxilies by script (no Playwright round trips), then the time until the
# computer's answer is on the page
FIRST_COMPUTER_MOVE = """() => new Promise((resolve) => {
  const root = document.documentElement;
  let moved = null;
  new MutationObserver((_, observer) => {
    if (moved === null && root.dataset.ply === "1") moved = performance.now();
    if (root.dataset.ply === "2") { observer.disconnect(); resolve(performance.now() - moved); }
  }).observe(root, {attributes: true});
  const click = (selector) => document.querySelector(selector).dispatchEvent(new MouseEvent("click", {bubbles: true}));
  click('#controls button[data-act^="stone:"]');
  click('#controls [data-act="rotr"]');
  click('#board .cell.empty[data-act^="cell:"]');
})"""
TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"]
MAKER_DONE = "['made', 'present', 'failed', 'failed before'].includes(document.documentElement.dataset.snapshotMaker)"


class Served:
    """A local server of one folder that logs (time, path, bytes) of every file it sends."""

    def __init__(self, directory, prefix):
        self.log = []
        self.lock = threading.Lock()
        self.srv = make_server(0, prefix, directory, on_response=self._logged)
        self.directory = pathlib.Path(directory)
        self.url = f"http://127.0.0.1:{self.srv.server_address[1]}{self.srv.prefix}"
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def _logged(self, when, path, size):
        with self.lock:
            self.log.append((when, path, size))

    def sent(self, start, end=float("inf")):
        """Bytes sent between two wall-clock times."""
        with self.lock:
            return sum(size for when, _, size in self.log if start <= when < end)

    def local_file(self, url):
        path = urllib.parse.urlsplit(url).path
        prefix = urllib.parse.urlsplit(self.url).path
        return self.directory / path[len(prefix):] if path.startswith(prefix) else None

    def stop(self):
        self.srv.shutdown()
        self.srv.server_close()


def make_bare_page(folder):
    """A bare PyScript page on the same vendor/, but with Pyodide's own source standard
    library (python_stdlib.zip from node_modules): the site ships stdlib-pyc.zip instead."""
    folder = pathlib.Path(folder)
    (folder / "index.html").write_text(BARE_PAGE)
    (folder / "pyscript.toml").write_text(BARE_CONFIG)
    pyodide = folder / "vendor" / "pyodide"
    pyodide.mkdir(parents=True)
    sources = [p for p in (ROOT / "vendor").iterdir() if p.name != "pyodide"]
    sources += [p for p in (ROOT / "vendor" / "pyodide").iterdir() if p.name != "stdlib-pyc.zip"]
    sources.append(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip")
    for source in sources:
        target = (pyodide if source.parent.name == "pyodide" else folder / "vendor") / source.name
        try:
            os.symlink(source, target, target_is_directory=source.is_dir())
        except OSError:  # no symlinks here: copy
            (shutil.copytree if source.is_dir() else shutil.copy2)(source, target)
    return folder


def throttle(page, cpu, network):
    """CPU throttling (CDP Emulation.setCPUThrottlingRate) and a shaped mobile network
    (Network.emulateNetworkConditions: about 10 Mbit/s down, 40 ms latency) for one page."""
    if cpu <= 1 and not network:
        return
    cdp = page.context.new_cdp_session(page)
    if cpu > 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    if network:
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 40,
                                                      "downloadThroughput": 10e6 / 8, "uploadThroughput": 5e6 / 8})


def ready_epoch(page):
    """The wall-clock time (s) at which the page became ready."""
    return page.evaluate("(performance.timeOrigin + window.__readyAt) / 1000")


def longest_task_cpu(trace, url, fcp_ms, ready_ms):
    """(CPU ms, wall ms) of the main-thread task with the most CPU time between first
    paint and ready + 300 ms, from a Chromium trace of one visit. On a shared machine the
    wall time of a task grows with the load; its CPU time (thread time) hardly does."""
    import json

    events = json.loads(trace)["traceEvents"]
    starts = [e for e in events if e.get("name") == "navigationStart"
              and str(e.get("args", {}).get("data", {}).get("documentLoaderURL", "")).startswith(url)]
    if not starts:
        return float("nan"), float("nan")
    nav = starts[-1]
    lo, hi = nav["ts"] + fcp_ms * 1000, nav["ts"] + (ready_ms + 300) * 1000
    tasks = [e for e in events if e.get("ph") == "X" and e.get("name") == "RunTask" and e.get("pid") == nav["pid"]
             and e.get("tid") == nav["tid"] and lo <= e["ts"] <= hi]
    if not tasks:
        return 0.0, 0.0
    top = max(tasks, key=lambda e: e.get("tdur", 0))
    return top.get("tdur", 0) / 1000, top.get("dur", 0) / 1000


def one_load(browser, served, warm=False, cpu=1, network=False):
    """A cold load in a fresh context: (ready s, FCP s, {url: bytes}, {url: gzip bytes},
    py:ready s, bytes sent before ready, the warm-up's figures or None)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(CLOCK)
    page = context.new_page()
    finished = []
    page.on("requestfinished", lambda request: finished.append(request))
    throttle(page, cpu, network)
    started = time.time()
    page.goto(served.url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT)
    ready, fcp, py_ready = page.evaluate(f"[window.__readyAt, {FCP}, window.__pyReadyAt ?? NaN]")
    before_ready = served.sent(started - 1, ready_epoch(page))
    warm_up = page.evaluate(WARM_UP) if warm else None
    sizes, gz = {}, {}
    for request in finished:
        info = request.sizes()
        sizes[request.url] = info["responseBodySize"] + info["responseHeadersSize"]
        path = served.local_file(request.url)
        if path is not None and path.is_file():
            gz[request.url] = len(gzip.compress(path.read_bytes(), 6))
    context.close()
    return ready / 1000, fcp / 1000, sizes, gz, py_ready / 1000, before_ready, warm_up


def session(browser, served, loads):
    """A visitor with the service worker: first visit, repeat visits, first computer moves."""
    from test_ai_play import start_against_computer

    out = {"repeat": [], "snapshot": [], "longest": [], "repeat_fcp": [], "longest_cpu": []}
    context = browser.new_context(service_workers="allow")
    context.add_init_script(CLOCK)
    page = context.new_page()
    started = time.time()
    page.goto(served.url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT)
    ready_at = ready_epoch(page)
    out["first_ready"] = page.evaluate("window.__readyAt") / 1000
    out["first_before"] = served.sent(started - 1, ready_at)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT)
    page.wait_for_function(MAKER_DONE, timeout=READY_TIMEOUT)
    out["maker"] = page.evaluate("window.__spielkisteSnapshotMaker")
    page.wait_for_timeout(1000)
    out["first_after"] = served.sent(ready_at)
    for _ in range(loads):
        visit = context.new_page()
        visit.goto(served.url)
        visit.wait_for_function(READY, timeout=READY_TIMEOUT)
        visit.wait_for_timeout(400)
        out["repeat"].append(visit.evaluate("window.__readyAt") / 1000)
        out["repeat_fcp"].append(visit.evaluate(FCP) / 1000)
        out["snapshot"].append(visit.get_attribute("html", "data-snapshot"))
        out["longest"].append(visit.evaluate(LONGEST_TASK))
        visit.close()
    for _ in range(min(3, loads)):  # traced (tracing slows a visit down a little)
        visit = context.new_page()
        browser.start_tracing(page=visit, categories=TRACE_CATEGORIES)
        visit.goto(served.url)
        visit.wait_for_function(READY, timeout=READY_TIMEOUT)
        visit.wait_for_timeout(400)
        trace = browser.stop_tracing()
        fcp, ready = visit.evaluate(f"[{FCP}, window.__readyAt]")
        out["longest_cpu"].append(longest_task_cpu(trace, served.url, fcp, ready))
        visit.close()
    for pause_ms, name in ((0, "move_at_once"), (5000, "move_after_pause")):
        visit = context.new_page()
        visit.goto(served.url + "#/boxilies")
        visit.wait_for_function(READY, timeout=READY_TIMEOUT)
        visit.wait_for_timeout(pause_ms)
        start_against_computer(visit, "normal")
        out[name] = visit.evaluate(FIRST_COMPUTER_MOVE) / 1000
        visit.close()
    context.close()
    return out


def own_by_folder(sizes, base):
    """[(top folder or file, bytes)] of the app's own files, biggest first."""
    totals = {}
    for url, n in sizes.items():
        rel = url.split("?")[0][len(base):] if url.startswith(base) else url
        if rel.startswith("vendor/"):
            continue
        key = rel.split("/", 1)[0] + ("/" if "/" in rel else "") or "(page)"
        totals[key] = totals.get(key, 0) + n
    return sorted(totals.items(), key=lambda kv: -kv[1])


def split_bytes(sizes, gz):
    """(vendor bytes, own bytes, own gzip bytes) of one load."""
    vendor = sum(n for url, n in sizes.items() if "/vendor/" in url)
    own = [url for url in sizes if "/vendor/" not in url]
    return vendor, sum(sizes[u] for u in own), sum(gz.get(u, sizes[u]) for u in own)


def print_table(rows):
    head = ("", "site", "bare PyScript", "goal")
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(4)]
    for row in [head] + rows:
        print("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--cpu", type=float, default=1, help="CPU throttling rate of the cold loads (4: a mid-range phone)")
    parser.add_argument("--mobile", action="store_true", help="cold loads on a shaped mobile network (10 Mbit/s, 40 ms)")
    parser.add_argument("--cold-only", action="store_true", help="only the cold loads (e.g. to compare another tree)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    if not (ROOT / "vendor" / "pyodide").is_dir():
        sys.exit("vendor/ is missing: run `make vendor` first")
    write_sw_files(ROOT)
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    with tempfile.TemporaryDirectory(prefix="spielkiste-bare-") as tmp, sync_playwright() as pw:
        site = Served(ROOT, "/spielkiste/")
        bare = Served(make_bare_page(tmp), "/bare/")
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS, headless=True)
        runs = {"site": [], "bare": []}
        try:
            for i in range(args.loads):
                for name, served in (("site", site), ("bare", bare)):
                    runs[name].append(one_load(browser, served, warm=name == "site", cpu=args.cpu, network=args.mobile))
                    print(f"  cold load {i + 1}/{args.loads} {name}: ready {runs[name][-1][0]:.2f} s", file=sys.stderr)
            visits = None if args.cold_only else session(browser, site, args.loads)
        finally:
            browser.close()
            site.stop()
            bare.stop()

    def med(name, index):
        return statistics.median(run[index] for run in runs[name])

    site_ready, bare_ready = med("site", 0), med("bare", 0)
    if visits is None:
        gz_before = statistics.median(sum(run[3].get(u, n) for u, n in run[2].items()) for run in runs["site"])
        print(f"\ncold loads only ({args.loads} each, CPU x{args.cpu:g}, mobile network {args.mobile}): "
              f"ready site {site_ready:.2f} s, bare {bare_ready:.2f} s, "
              f"ratio {site_ready / bare_ready:.2f}; bytes sent before ready: site {med('site', 5) / 1e6:.3f} MB, "
              f"bare {med('bare', 5) / 1e6:.3f} MB; the site's files gzip (as Pages sends them) {gz_before / 1e6:.3f} MB; "
              f"warm-up after ready (modules, s, longest task ms): "
              f"{[r[6] for r in runs['site']]}")
        return
    repeat = statistics.median(visits["repeat"])
    site_bytes = [split_bytes(run[2], run[3]) for run in runs["site"]]
    bare_bytes = [split_bytes(run[2], run[3]) for run in runs["bare"]]
    vendor, own, own_gz = (statistics.median(b[i] for b in site_bytes) for i in range(3))
    load_after = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    maker = visits["maker"] or {}
    mb = 1e6
    rows = [
        ("ready, cold first visit (median)", f"{site_ready:.2f} s", f"{bare_ready:.2f} s", ""),
        ("  of which: until py:ready (interpreter up)", f"{med('site', 4):.2f} s", f"{med('bare', 4):.2f} s", ""),
        ("  of which: py:ready -> ready (app start)", f"{statistics.median(r[0] - r[4] for r in runs['site']):.2f} s",
         f"{statistics.median(r[0] - r[4] for r in runs['bare']):.2f} s", ""),
        ("GOAL cold ratio site / bare", f"{site_ready / bare_ready:.2f}", "", "<= 1.10"),
        ("  then, in idle time: modules imported", f"{statistics.median(r[6][0] for r in runs['site']):.0f}", "", ""),
        ("  ... done after ready", f"{statistics.median(r[6][1] for r in runs['site']):.2f} s", "", ""),
        ("  ... longest main-thread task meanwhile", f"{statistics.median(r[6][2] for r in runs['site']):.0f} ms", "", ""),
        ("ready, repeat visit (snapshot, service worker)", f"{repeat:.2f} s", "", ""),
        ("GOAL repeat ratio repeat / bare cold", f"{repeat / bare_ready:.2f}", "", "<= 0.35"),
        ("GOAL longest main-thread task after first paint, repeat",
         f"{statistics.median(visits['longest']):.0f} ms", "", "<= 200 ms"),
        ("  worst of the repeat visits", f"{max(visits['longest']):.0f} ms", "", ""),
        ("  its CPU time (from a trace; load-independent)",
         f"{statistics.median(c for c, _ in visits['longest_cpu']):.0f} ms", "", ""),
        ("GOAL first computer move, asked at once after ready", f"{visits['move_at_once']:.2f} s", "", "<= 1 s"),
        ("  the same, asked 5 s after ready (worker warm)", f"{visits['move_after_pause']:.2f} s", "", ""),
        ("first contentful paint, cold (median)", f"{med('site', 1):.3f} s", f"{med('bare', 1):.3f} s", "<= 0.3 s"),
        ("  repeat visit", f"{statistics.median(visits['repeat_fcp']):.3f} s", "", ""),
        ("GOAL bytes sent before ready, cold", f"{med('site', 5) / mb:.2f} MB", f"{med('bare', 5) / mb:.2f} MB",
         "no more than before"),
        ("  first visit with the service worker", f"{visits['first_before'] / mb:.2f} MB", "", ""),
        ("bytes sent after ready, first visit (pre-cache)", f"{visits['first_after'] / mb:.2f} MB", "", ""),
        ("bytes, vendor/ (PyScript + Pyodide), cold", f"{vendor / mb:.2f} MB",
         f"{statistics.median(b[0] for b in bare_bytes) / mb:.2f} MB", ""),
        ("bytes, the app's own files, cold", f"{own / 1e3:.0f} KB",
         f"{statistics.median(b[1] for b in bare_bytes) / 1e3:.0f} KB", "<= 300 KB"),
        ("  same, gzip (as GitHub Pages sends)", f"{own_gz / 1e3:.0f} KB", "", ""),
    ]
    print(f"\nPage boot, {args.loads} cold loads each and {args.loads} repeat visits (headless Chromium, "
          f"load average {load_before:.1f} before, {load_after:.1f} after, {os.cpu_count()} CPUs)")
    print_table(rows)
    print("the app's own bytes by folder (first load): " + ", ".join(
        f"{folder} {n / 1e3:.0f} KB" for folder, n in own_by_folder(runs["site"][0][2], site.url)))
    print(f"ready, each load (s): site {[round(r[0], 2) for r in runs['site']]}, "
          f"bare {[round(r[0], 2) for r in runs['bare']]}, repeat {[round(t, 2) for t in visits['repeat']]}")
    print(f"longest task after first paint, each repeat visit (ms): {[round(t) for t in visits['longest']]}; "
          f"snapshot: {visits['snapshot']}; traced visits, task with the most CPU (CPU ms, wall ms): "
          f"{[(round(c), round(w)) for c, w in visits['longest_cpu']]}")
    print(f"snapshot made after the first visit: {maker.get('state')}, {maker.get('bytes', 0) / mb:.1f} MB, "
          f"{maker.get('total_ms', 0) / 1000:.1f} s in its worker (Pyodide start {maker.get('boot_ms', 0) / 1000:.1f} s), "
          f"{len(maker.get('imported', []))} modules, left out: {maker.get('failed') or 'none'}; "
          f"PyScript's own modules compiled into it: {len(maker.get('precompiled', []))}")


if __name__ == "__main__":
    main()

"""How long the page takes to start, against the floor PyScript itself sets (issues #11, #16, #28).

    python3 bench/page_boot.py [--loads 3]      (or: make bench-boot)

Serves the site and a bare PyScript page (only `print("ready")` and a line of text for the
first paint, the same vendored PyScript and Pyodide with Pyodide's own source standard
library, generated into a temp folder) from local servers that gzip what GitHub Pages
gzips (tools/serve.py --gzip), in headless Chromium (the e2e tests' browser and launch
arguments), all in ONE run so that every ratio is taken side by side under the same load:

1. cold: `--loads` loads of each page, interleaved, every load in a fresh browser context
   (empty HTTP cache, service workers blocked), in three conditions: unthrottled; the CPU
   throttled 4x as on a mid-range phone (CDP Emulation.setCPUThrottlingRate); a shaped
   mobile network (CDP Network.emulateNetworkConditions: 10 Mbit/s down, 40 ms latency);
2. a session with the service worker, as a visitor has it: the first visit (the service
   worker pre-caches the site and the Pyodide memory snapshot is made, both after ready),
   then `--loads` repeat visits that restore the snapshot, a start with the network off,
   and the first computer move of a session, asked for the instant the page is ready and
   after a pause (by then the AI worker has started from the snapshot in the background).

Prints every goal of issue #28 with its figure (medians):
  cold first visit <= 0.80 x the bare page: unthrottled, CPU 4x, mobile network
  bytes before ready, compressed as sent <= 5.0 MB (and uncompressed, for comparison)
  repeat visit <= 0.30 x the bare page's cold start; the offline start works
  first computer move, asked the instant the page is ready <= 1 s
and the figures of issue #16 (longest main-thread task after first paint on a repeat
visit, first paint, the idle warm-up). Bytes are counted by the local server: what went
over the network (it never answers 304, so a file fetched twice counts twice).
Not a test: nothing fails. The machine's load average is printed, since it moves every number.
"""

import argparse
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

from playwright.sync_api import Error as PlaywrightError  # noqa: E402

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
        self.srv = make_server(0, prefix, directory, on_response=self._logged, compress=True)
        self.directory = pathlib.Path(directory)
        self.url = f"http://127.0.0.1:{self.srv.server_address[1]}{self.srv.prefix}"
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def _logged(self, when, path, sent, size):
        with self.lock:
            self.log.append((when, path, sent, size))

    def sent(self, start, end=float("inf"), uncompressed=False):
        """Bytes sent between two wall-clock times (or the sizes of the files sent)."""
        with self.lock:
            return sum(size if uncompressed else sent for when, _, sent, size in self.log if start <= when < end)

    def files(self, start, end=float("inf")):
        """{path: bytes sent} between two wall-clock times."""
        with self.lock:
            return {path: sent for when, path, sent, _ in self.log if start <= when < end}

    def local_file(self, url):
        path = urllib.parse.urlsplit(url).path
        prefix = urllib.parse.urlsplit(self.url).path
        return self.directory / path[len(prefix):] if path.startswith(prefix) else None

    def stop(self):
        self.srv.shutdown()
        self.srv.server_close()


def make_bare_page(folder):
    """A bare PyScript page on the same vendor/, but with Pyodide's own source standard
    library (python_stdlib.zip from node_modules): the site ships stdlib-pyc.zip.gz instead."""
    folder = pathlib.Path(folder)
    (folder / "index.html").write_text(BARE_PAGE)
    (folder / "pyscript.toml").write_text(BARE_CONFIG)
    pyodide = folder / "vendor" / "pyodide"
    pyodide.mkdir(parents=True)
    sources = [p for p in (ROOT / "vendor").iterdir() if p.name != "pyodide"]
    sources += [p for p in (ROOT / "vendor" / "pyodide").iterdir() if not p.name.startswith("stdlib-pyc.zip")]
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
    """A cold load in a fresh context: {ready, fcp, py_ready (s), sent, raw (bytes before
    ready, as sent and uncompressed), files ({path: bytes sent before ready}), warm_up}."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(CLOCK)
    page = context.new_page()
    throttle(page, cpu, network)
    started = time.time()
    page.goto(served.url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT)
    ready, fcp, py_ready = page.evaluate(f"[window.__readyAt, {FCP}, window.__pyReadyAt ?? NaN]")
    at = ready_epoch(page)
    out = {"ready": ready / 1000, "fcp": fcp / 1000, "py_ready": py_ready / 1000,
           "sent": served.sent(started - 1, at), "raw": served.sent(started - 1, at, uncompressed=True),
           "files": served.files(started - 1, at)}
    out["warm_up"] = page.evaluate(WARM_UP) if warm else None
    context.close()
    return out


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
    context.set_offline(True)  # the network gone: the page starts from the service worker's cache
    visit = context.new_page()
    try:
        visit.goto(served.url)
        visit.wait_for_function(READY, timeout=READY_TIMEOUT)
        out["offline"] = visit.get_attribute("html", "data-ready") == "true"
    except PlaywrightError as error:
        out["offline"] = f"failed: {str(error).splitlines()[0]}"
    visit.close()
    context.set_offline(False)
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
    # the first move asked at once: max(3, loads) visits (the worker's start varies most)
    for pause_ms, name, times in ((0, "move_at_once", max(3, loads)), (5000, "move_after_pause", 1)):
        out[name + "_each"] = []
        for _ in range(times):
            visit = context.new_page()
            visit.goto(served.url + "#/boxilies")
            visit.wait_for_function(READY, timeout=READY_TIMEOUT)
            visit.wait_for_timeout(pause_ms)
            start_against_computer(visit, "normal")
            out[name + "_each"].append(visit.evaluate(FIRST_COMPUTER_MOVE) / 1000)
            visit.close()
        out[name] = statistics.median(out[name + "_each"])
    context.close()
    return out


def print_table(rows):
    head = ("", "site", "bare PyScript", "goal")
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(4)]
    for row in [head] + rows:
        print("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))))


CONDITIONS = {"unthrottled": (1, False), "CPU 4x": (4, False), "mobile network": (1, True)}


def cold_loads(browser, site, bare, loads, conditions):
    """{condition: {"site": [load...], "bare": [load...]}}, site and bare interleaved."""
    runs = {}
    for name in conditions:
        cpu, network = CONDITIONS[name]
        runs[name] = {"site": [], "bare": []}
        for i in range(loads):
            for page_name, served in (("site", site), ("bare", bare)):
                load = one_load(browser, served, warm=page_name == "site" and name == "unthrottled", cpu=cpu, network=network)
                runs[name][page_name].append(load)
                print(f"  cold {name} {i + 1}/{loads} {page_name}: ready {load['ready']:.2f} s", file=sys.stderr)
    return runs


def med(loads, key):
    return statistics.median(load[key] for load in loads)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=3)
    parser.add_argument("--conditions", default=",".join(CONDITIONS),
                        help=f"cold-load conditions, comma-separated (default all: {', '.join(CONDITIONS)})")
    parser.add_argument("--cold-only", action="store_true", help="only the cold loads (e.g. to compare another tree)")
    args = parser.parse_args(argv)
    conditions = [c.strip() for c in args.conditions.split(",") if c.strip()]
    if not set(conditions) <= set(CONDITIONS) or not conditions:
        sys.exit(f"--conditions: choose from {', '.join(CONDITIONS)}")
    from playwright.sync_api import sync_playwright

    if not (ROOT / "vendor" / "pyodide").is_dir():
        sys.exit("vendor/ is missing: run `make vendor` first")
    write_sw_files(ROOT)
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    with tempfile.TemporaryDirectory(prefix="spielkiste-bare-") as tmp, sync_playwright() as pw:
        site = Served(ROOT, "/spielkiste/")
        bare = Served(make_bare_page(tmp), "/bare/")
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS, headless=True)
        try:
            runs = cold_loads(browser, site, bare, args.loads, conditions)
            visits = None if args.cold_only else session(browser, site, args.loads)
        finally:
            browser.close()
            site.stop()
            bare.stop()
    load_after = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    mb = 1e6
    rows = []
    for name in conditions:
        s_runs, b_runs = runs[name]["site"], runs[name]["bare"]
        rows += [
            (f"ready, cold first visit, {name}", f"{med(s_runs, 'ready'):.2f} s", f"{med(b_runs, 'ready'):.2f} s", ""),
            ("  of which: until py:ready (interpreter up)", f"{med(s_runs, 'py_ready'):.2f} s",
             f"{med(b_runs, 'py_ready'):.2f} s", ""),
            (f"GOAL cold ratio site / bare, {name}", f"{med(s_runs, 'ready') / med(b_runs, 'ready'):.2f}", "", "<= 0.80"),
        ]
    first = runs[conditions[0]]
    rows += [
        ("GOAL bytes before ready, cold, as sent (gzip)", f"{med(first['site'], 'sent') / mb:.2f} MB",
         f"{med(first['bare'], 'sent') / mb:.2f} MB", "<= 5.0 MB"),
        ("  the same, uncompressed", f"{med(first['site'], 'raw') / mb:.2f} MB", f"{med(first['bare'], 'raw') / mb:.2f} MB", ""),
        ("first contentful paint, cold", f"{med(first['site'], 'fcp'):.3f} s", f"{med(first['bare'], 'fcp'):.3f} s", ""),
    ]
    if "unthrottled" in runs:
        warm = [load["warm_up"] for load in runs["unthrottled"]["site"]]
        rows += [
            ("  then, in idle time: modules imported", f"{statistics.median(w[0] for w in warm):.0f}", "", ""),
            ("  ... done after ready", f"{statistics.median(w[1] for w in warm):.2f} s", "", ""),
            ("  ... longest main-thread task meanwhile", f"{statistics.median(w[2] for w in warm):.0f} ms", "", ""),
        ]
    if visits is not None:
        bare_cold = med(runs["unthrottled" if "unthrottled" in runs else conditions[0]]["bare"], "ready")
        repeat = statistics.median(visits["repeat"])
        maker = visits["maker"] or {}
        rows += [
            ("ready, repeat visit (snapshot, service worker)", f"{repeat:.2f} s", "", ""),
            ("GOAL repeat ratio repeat / bare cold", f"{repeat / bare_cold:.2f}", "", "<= 0.30"),
            ("GOAL offline start (network off, service worker)", "works" if visits["offline"] is True else str(visits["offline"]),
             "", "works"),
            ("GOAL first computer move, asked the instant the page is ready", f"{visits['move_at_once']:.2f} s", "", "<= 1 s"),
            ("  the same, asked 5 s after ready (worker warm)", f"{visits['move_after_pause']:.2f} s", "", ""),
            ("longest main-thread task after first paint, repeat", f"{statistics.median(visits['longest']):.0f} ms", "",
             "<= 200 ms"),
            ("  its CPU time (from a trace; load-independent)",
             f"{statistics.median(c for c, _ in visits['longest_cpu']):.0f} ms", "", ""),
            ("bytes before ready, first visit with the service worker", f"{visits['first_before'] / mb:.2f} MB", "", ""),
            ("bytes after ready, first visit (pre-cache, snapshot maker)", f"{visits['first_after'] / mb:.2f} MB", "", ""),
        ]
    print(f"\nPage boot, {args.loads} cold loads of each page per condition"
          f"{'' if visits is None else f' and {args.loads} repeat visits'} (headless Chromium, gzip as GitHub Pages, "
          f"load average {load_before:.1f} before, {load_after:.1f} after, {os.cpu_count()} CPUs)")
    print_table(rows)
    biggest = sorted(first["site"][0]["files"].items(), key=lambda kv: -kv[1])[:8]
    print("the site's files before ready, as sent (first load): " + ", ".join(
        f"{path.removeprefix('/spielkiste/') or '(page)'} {n / 1e3:.0f} KB" for path, n in biggest))
    for name in conditions:
        print(f"ready, each load, {name} (s): site {[round(r['ready'], 2) for r in runs[name]['site']]}, "
              f"bare {[round(r['ready'], 2) for r in runs[name]['bare']]}")
    if visits is not None:
        print(f"repeat visits (s): {[round(t, 2) for t in visits['repeat']]}; snapshot: {visits['snapshot']}; "
              f"longest task after first paint (ms): {[round(t) for t in visits['longest']]}")
        print(f"first computer move asked the instant the page is ready, each visit (s): "
              f"{[round(t, 2) for t in visits['move_at_once_each']]}")
        print(f"snapshot made after the first visit: {maker.get('state')}, {maker.get('bytes', 0) / mb:.1f} MB, "
              f"{maker.get('total_ms', 0) / 1000:.1f} s in its worker (Pyodide start {maker.get('boot_ms', 0) / 1000:.1f} s), "
              f"{len(maker.get('imported', []))} modules, left out: {maker.get('failed') or 'none'}; "
              f"PyScript's own modules compiled into it: {len(maker.get('precompiled', []))}")


if __name__ == "__main__":
    main()

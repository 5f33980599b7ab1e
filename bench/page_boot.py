"""How long the page takes to start, against the floor PyScript itself sets (issue #11).

    python3 bench/page_boot.py [--loads 5]      (or: make bench-boot)

Serves the site and a bare PyScript page (only `print("ready")` and a line of text for the
first paint, the same vendored
PyScript and Pyodide, generated into a temp folder) from local servers, and loads each
`--loads` times, interleaved, in headless Chromium (the e2e tests' browser and launch
arguments), every load in a fresh browser context (cold: empty HTTP cache, service
workers blocked). Then one context with the service worker: a first visit, and
`--loads` repeat visits answered from its cache.

Prints a table, medians:
  ready      navigation start -> html[data-ready="true"] (site) / "ready" printed (bare);
             goal: site / bare <= 1.15
  FCP        first-contentful-paint, i.e. the loading screen is visible; goal <= 0.3 s
  bytes      transferred on a cold load, split into PyScript + Pyodide (vendor/) and the
             app's own files; goal: own files <= 300 KB. The local server does not
             compress; GitHub Pages sends gzip, so the gzip size of the same files is shown too.
Not a test: nothing fails. The machine's load average is printed, since it moves every number.
"""

import argparse
import gzip
import os
import pathlib
import statistics
import sys
import tempfile
import threading
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))

from build_site import write_sw_files  # noqa: E402
from serve import make_server  # noqa: E402

from conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402

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
# Runs before any page script: note when the page is ready, by either sign.
CLOCK = """
(() => {
  addEventListener("py:ready", () => { if (window.__pyReadyAt === undefined) window.__pyReadyAt = performance.now(); });
  const log = console.log.bind(console);
  console.log = (...args) => {
    if (args[0] === "ready" && window.__readyAt === undefined) window.__readyAt = performance.now();
    return log(...args);
  };
  new MutationObserver((_, observer) => {
    const root = document.documentElement;
    if (root && root.dataset.ready === "true") {
      if (window.__readyAt === undefined) window.__readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
})();
"""
READY = "() => window.__readyAt !== undefined"
FCP = "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"


class Served:
    def __init__(self, directory, prefix):
        self.srv = make_server(0, prefix, directory)
        self.directory = pathlib.Path(directory)
        self.url = f"http://127.0.0.1:{self.srv.server_address[1]}{self.srv.prefix}"
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def local_file(self, url):
        path = urllib.parse.urlsplit(url).path
        prefix = urllib.parse.urlsplit(self.url).path
        return self.directory / path[len(prefix):] if path.startswith(prefix) else None

    def stop(self):
        self.srv.shutdown()
        self.srv.server_close()


def make_bare_page(folder):
    folder = pathlib.Path(folder)
    (folder / "index.html").write_text(BARE_PAGE)
    (folder / "pyscript.toml").write_text(BARE_CONFIG)
    try:
        os.symlink(ROOT / "vendor", folder / "vendor", target_is_directory=True)
    except OSError:  # no symlinks here: copy
        import shutil

        shutil.copytree(ROOT / "vendor", folder / "vendor")
    return folder


def one_load(browser, served, service_workers="block"):
    """A cold load in a fresh context: (ready s, FCP s, {url: bytes}, {url: gzip bytes}, py:ready s)."""
    context = browser.new_context(service_workers=service_workers)
    context.add_init_script(CLOCK)
    page = context.new_page()
    finished = []
    page.on("requestfinished", lambda request: finished.append(request))
    page.goto(served.url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT)
    ready, fcp, py_ready = page.evaluate(f"[window.__readyAt, {FCP}, window.__pyReadyAt ?? NaN]")
    sizes, gz = {}, {}
    for request in finished:
        info = request.sizes()
        sizes[request.url] = info["responseBodySize"] + info["responseHeadersSize"]
        path = served.local_file(request.url)
        if path is not None and path.is_file():
            gz[request.url] = len(gzip.compress(path.read_bytes(), 6))
    context.close()
    return ready / 1000, fcp / 1000, sizes, gz, py_ready / 1000


def repeat_visits(browser, served, loads):
    """Ready times of `loads` visits after the service worker took over."""
    context = browser.new_context(service_workers="allow")
    context.add_init_script(CLOCK)
    page = context.new_page()
    page.goto(served.url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT)
    times = []
    for _ in range(loads):
        visit = context.new_page()
        visit.goto(served.url)
        visit.wait_for_function(READY, timeout=READY_TIMEOUT)
        times.append(visit.evaluate("window.__readyAt") / 1000)
        visit.close()
    context.close()
    return times


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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    if not (ROOT / "vendor" / "pyodide").is_dir():
        sys.exit("vendor/ is missing: run `make vendor` first")
    write_sw_files(ROOT)
    with tempfile.TemporaryDirectory(prefix="spielkiste-bare-") as tmp, sync_playwright() as pw:
        site = Served(ROOT, "/spielkiste/")
        bare = Served(make_bare_page(tmp), "/bare/")
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS, headless=True)
        runs = {"site": [], "bare": []}
        try:
            for i in range(args.loads):
                for name, served in (("site", site), ("bare", bare)):
                    runs[name].append(one_load(browser, served))
                    print(f"  load {i + 1}/{args.loads} {name}: ready {runs[name][-1][0]:.2f} s", file=sys.stderr)
            warm = repeat_visits(browser, site, args.loads)
        finally:
            browser.close()
            site.stop()
            bare.stop()

    def med(name, index):
        return statistics.median(run[index] for run in runs[name])

    site_ready, bare_ready = med("site", 0), med("bare", 0)
    site_bytes = [split_bytes(run[2], run[3]) for run in runs["site"]]
    bare_bytes = [split_bytes(run[2], run[3]) for run in runs["bare"]]
    vendor, own, own_gz = (statistics.median(b[i] for b in site_bytes) for i in range(3))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rows = [
        ("ready, cold (median)", f"{site_ready:.2f} s", f"{bare_ready:.2f} s", ""),
        ("  of which: until py:ready (interpreter up)", f"{med('site', 4):.2f} s", f"{med('bare', 4):.2f} s", ""),
        ("  of which: py:ready -> ready (app start)", f"{statistics.median(r[0] - r[4] for r in runs['site']):.2f} s",
         f"{statistics.median(r[0] - r[4] for r in runs['bare']):.2f} s", ""),
        ("ready ratio site / bare", f"{site_ready / bare_ready:.2f}", "", "<= 1.15"),
        ("ready, repeat visit via service worker", f"{statistics.median(warm):.2f} s", "", ""),
        ("first contentful paint (median)", f"{med('site', 1):.3f} s", f"{med('bare', 1):.3f} s", "<= 0.3 s"),
        ("bytes, vendor/ (PyScript + Pyodide)", f"{vendor / 1e6:.2f} MB",
         f"{statistics.median(b[0] for b in bare_bytes) / 1e6:.2f} MB", ""),
        ("bytes, the app's own files", f"{own / 1e3:.0f} KB", f"{statistics.median(b[1] for b in bare_bytes) / 1e3:.0f} KB",
         "<= 300 KB"),
        ("  same, gzip (as GitHub Pages sends)", f"{own_gz / 1e3:.0f} KB", "", ""),
    ]
    print(f"\nPage boot, {args.loads} cold loads each (headless Chromium, load average {load:.1f}, "
          f"{os.cpu_count()} CPUs)")
    widths = [max(len(r[i]) for r in rows + [("", "site", "bare PyScript", "goal")]) for i in range(4)]
    for row in [("", "site", "bare PyScript", "goal")] + rows:
        print("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))))
    print("the app's own bytes by folder (first load): " + ", ".join(
        f"{folder} {n / 1e3:.0f} KB" for folder, n in own_by_folder(runs["site"][0][2], site.url)))
    print(f"ready, each load (s): site {[round(r[0], 2) for r in runs['site']]}, "
          f"bare {[round(r[0], 2) for r in runs['bare']]}, repeat {[round(t, 2) for t in warm]}")


if __name__ == "__main__":
    main()

"""The app as bytecode: the measurement that decided it, in the browser (issue 28).

    python3 bench/app_bytecode.py [--loads 3]

Opens the site cold in headless Chromium (as bench/page_boot.py serves it, gzip as GitHub
Pages), waits until the idle warm-up has unpacked app-later.zip, then, in the page's own
Pyodide (so the bytecode is that CPython's), for every module of app.zip and
app-later.zip: compiles its shipped source (what a start from source does) and loads a
code object from marshalled bytes (what importing an unchecked-hash .pyc costs beyond
reading the file), and compares the bytes, raw and deflated as a zip holds them. app.zip
ships source: its bytecode is the page's own compile() (with column positions, which the
build would drop: an upper bound). app-later.zip ships bytecode (tools/app_pyc.py): the
bytes and the unmarshal are those of the shipped .pyc, the compile that of the source it
was built from (handed to the page). Prints both archives' totals. Not a test.
"""

import argparse
import io
import json
import os
import pathlib
import statistics
import sys
import time
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import page_boot  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
import app_zip  # noqa: E402

MEASURE = r"""
import json, marshal, os, sys, time, zlib
from ui.prebuilt import LATER
SOURCES = json.loads(SOURCES_JSON)  # {rel: source} of the modules shipped as .pyc
rows = []
for folder, dirs, files in os.walk(os.getcwd()):
    dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__pycache__")))
    for name in sorted(files):
        if not name.endswith((".py", ".pyc")):
            continue
        path = os.path.join(folder, name)
        stem = os.path.relpath(path, os.getcwd()).rpartition(".")[0]
        rel = stem.replace(os.sep, ".").removesuffix(".__init__")
        if rel.split(".")[0] not in ("ui", "spielkiste"):
            continue  # PyScript's own package, main.py: not the app's archives
        with open(path, "rb") as file:
            shipped = file.read()
        source = SOURCES[stem.replace(os.sep, "/") + ".py"].encode() if name.endswith(".pyc") else shipped
        started = time.perf_counter()
        code = compile(source, path, "exec", dont_inherit=True)
        compiled = time.perf_counter()
        data = shipped[16:] if name.endswith(".pyc") else marshal.dumps(code)
        loading = time.perf_counter()
        marshal.loads(data)
        loaded = time.perf_counter()
        rows.append([rel in LATER, len(source), len(zlib.compress(source, 9)), len(data) + 16,
                     len(zlib.compress(data, 9)) + 16, (compiled - started) * 1000, (loaded - loading) * 1000])
json.dumps(rows)
"""
QUERY = """async (code) => { const m = await import(new URL('js/interpreter.mjs', location.href).href);
  return JSON.parse(m.startedPyodide().runPython(code)); }"""


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=3)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    page_boot.write_sw_files(ROOT)
    with zipfile.ZipFile(io.BytesIO(app_zip.render_archives(ROOT, bytecode=False)[1])) as later:
        sources = {name: later.read(name).decode() for name in later.namelist()}
    measure = f"SOURCES_JSON = {json.dumps(json.dumps(sources))}\n" + MEASURE
    runs = []
    with sync_playwright() as pw:
        site = page_boot.Served(ROOT, "/spielkiste/")
        browser = pw.chromium.launch(executable_path=page_boot.CHROMIUM, args=page_boot.LAUNCH_ARGS, headless=True)
        try:
            for _ in range(args.loads):
                context = browser.new_context(service_workers="block")
                page = context.new_page()
                page.goto(site.url)
                page.wait_for_function("['done', 'failed'].includes(document.documentElement.dataset.warm)",
                                       timeout=page_boot.READY_TIMEOUT)
                time.sleep(0.5)
                runs.append(page.evaluate(QUERY, measure))
                context.close()
        finally:
            browser.close()
            site.stop()
    print(f"App as bytecode, measured in the page's Pyodide ({args.loads} cold loads, medians of the times; "
          f"load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} CPUs)")
    print(f"{'archive':<14}{'modules':>8}{'source':>10}{'deflated':>10}{'bytecode':>10}{'deflated':>10}"
          f"{'compile':>10}{'unmarshal':>11}")
    for later, name in ((False, "app.zip"), (True, "app-later.zip")):
        per_run = [[row for row in run if row[0] is later] for run in runs]
        rows = per_run[0]
        compile_ms = statistics.median(sum(r[5] for r in run) for run in per_run)
        load_ms = statistics.median(sum(r[6] for r in run) for run in per_run)
        print(f"{name:<14}{len(rows):>8}{sum(r[1] for r in rows) / 1e3:>9.0f}K{sum(r[2] for r in rows) / 1e3:>9.0f}K"
              f"{sum(r[3] for r in rows) / 1e3:>9.0f}K{sum(r[4] for r in rows) / 1e3:>9.0f}K"
              f"{compile_ms:>8.0f}ms{load_ms:>9.0f}ms")
        print(f"  as bytecode{' (shipped)' if later else ''}: {compile_ms - load_ms:.0f} ms less CPU, "
              f"{(sum(r[4] for r in rows) - sum(r[2] for r in rows)) / 1e3:+.0f} KB deflated")


if __name__ == "__main__":
    main()

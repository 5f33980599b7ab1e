"""The result tables' widths (issue 25): for each game's end, with a computer in it, at the
layout tests' four sizes, the breakdown's scroll width against its box width (equal: it
does not clip) and how many of its boxes clip. Prints; not a test (e2e/test_screen_layout.py
asserts the same).

    python3 bench/result_widths.py [--lang de]
"""

import argparse
import pathlib
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402
from test_screen_layout import RESULT_WIDTHS, SIZES, clipped, phases, show  # noqa: E402

import spielkiste  # noqa: E402
from conftest import CHROMIUM, LAUNCH_ARGS, NO_BEAT, PREFIX  # noqa: E402
from serve import make_server  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("en", "de"), default="en")
    args = parser.parse_args()
    srv = make_server(0, PREFIX, ROOT)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}{PREFIX}"
    print(f"{'game':10} {'size':>9} {'scroll':>6} {'box':>5} clipped")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        for width, height in SIZES:
            context = browser.new_context(viewport={"width": width, "height": height}, service_workers="block")
            page = context.new_page()
            page.add_init_script(f"localStorage.setItem('spielkiste:lang', '{args.lang}');" + NO_BEAT)
            page.goto(base + "#/")
            page.wait_for_selector('html[data-ready="true"]', timeout=180_000)
            for game_id in spielkiste.GAMES:
                show(page, phases(game_id)["end"])
                page.wait_for_selector("#result .result-detail")
                box = page.evaluate(RESULT_WIDTHS)[0]
                print(f"{game_id:10} {width:>4}x{height:<4} {box['scroll']:>6} {box['box']:>5} {len(clipped(page))}")
            context.close()
        browser.close()
    srv.shutdown()


if __name__ == "__main__":
    main()

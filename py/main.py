"""The only script PyScript runs: start the app, or mark why it could not start.

Every exception is caught - RecursionError and MemoryError included (a damaged save can
raise either) - so the page never stays on the loading screen without a word: the reason
goes to html[data-error] and html[data-ready="error"], and js/boot.js shows it with
"Reload" and "Reset saved data" buttons, which work without Python. (A crash of Pyodide
itself never reaches this code; boot.js notices that too, when PyScript reports the end
of this script and the app is not ready.)
"""

import js

# mypy: disable-error-code="top-level-await"
# (PyScript runs this script with top-level await: the later modules are fetched first on a
# route that needs them, without blocking)

APP = None


def describe(exc):
    """A one-line reason; never raises (str() of some exceptions can)."""
    try:
        return f"{type(exc).__name__}: {exc}"[:300]
    except BaseException:  # noqa: BLE001
        return type(exc).__name__


def report_failure(exc):
    text = describe(exc)
    try:
        js.console.error(f"spielkiste failed to start: {text}")
    finally:
        root = js.document.documentElement
        root.setAttribute("data-error", text)
        root.setAttribute("data-ready", "error")


try:
    from ui import later

    later.install()  # the modules the first screen does not need: app-later.zip (ui/later.py)
    from ui.routes import parse

    if parse(js.location.hash)[0] not in ("picker", "anchor"):  # type: ignore[attr-defined]
        await later.fetch()  # noqa: F704 - another route than the picker needs them before it shows
    from ui.app import main

    APP = main()
except BaseException as exc:  # noqa: BLE001 - a message and a way out, never a stuck page
    report_failure(exc)

"""The only script PyScript runs: start the app, or show why it could not start."""

import js

try:
    from ui.app import main

    APP = main()
except Exception as exc:  # noqa: BLE001 - show a message, never a traceback
    js.console.error(f"spielkiste failed to start: {type(exc).__name__}: {exc}")
    box = js.document.getElementById("loading")
    if box is not None:
        box.textContent = f"Spielkiste could not start: {type(exc).__name__}: {exc}"
    js.document.documentElement.setAttribute("data-ready", "error")

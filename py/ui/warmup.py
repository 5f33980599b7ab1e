"""After a cold start, import the rest of the app in idle time, one module at a time.

A cold first visit compiles only what the picker needs (issue #16): the game screen,
the engines and the renderers would add about half a second before the page is ready.
So once it is ready, the page imports them here, in the order the build wrote
(`ui/prebuilt.py`: each module after the modules it imports, so one step compiles one
module, 5-40 ms), one per idle callback: a click in between is answered first, and the
first "Play" finds its modules compiled. A start from the memory snapshot has them all
already; then nothing happens here.

For tests and the bench: html[data-warm-todo] = how many modules were left to import at
ready (0 after a restore), html[data-warm] = "running", then "done" (or "failed", with a
console warning naming the module: the route that needs it will say what is wrong);
html[data-precompiled] = how many of PyScript's own modules came compiled with the
snapshot (js/snapshot-maker.mjs; absent without a snapshot).
"""

import importlib
import sys

import js

from . import contract


class WarmUp:
    def __init__(self, names):
        self.names = [n for n in names if n not in sys.modules]
        self.proxy = None
        self.failed = []

    def start(self):
        root = js.document.documentElement
        root.setAttribute("data-warm-todo", str(len(self.names)))
        precompiled = sys.modules.get(contract.PRECOMPILED_MODULE)
        if precompiled is not None:
            root.setAttribute("data-precompiled", str(len(precompiled.hits)))
        if not self.names:
            return self.done()
        root.setAttribute("data-warm", "running")
        from pyodide.ffi import create_proxy

        self.proxy = create_proxy(self.step)
        from . import later

        if later.installed() is None:
            self.schedule()
        else:  # the modules of app-later.zip: fetched first, without blocking (ui/later.py)
            import asyncio

            self.fetching = asyncio.ensure_future(self.fetch_later_then_schedule(later))

    async def fetch_later_then_schedule(self, later):
        from pyodide.ffi import JsException

        try:
            await later.fetch()
        except (ImportError, JsException) as exc:  # each import then says what is wrong
            js.console.warn(f"spielkiste: app-later.zip not fetched in advance: {type(exc).__name__}: {exc}")
        self.schedule()

    def schedule(self):
        if hasattr(js, "requestIdleCallback"):
            js.requestIdleCallback(self.proxy)
        else:
            js.setTimeout(self.proxy, 30)

    def step(self, *_):
        while self.names:
            name = self.names.pop(0)
            if name in sys.modules:
                continue
            try:
                importlib.import_module(name)
            except Exception as exc:  # noqa: BLE001 - the route that needs it will say so
                self.failed.append(name)
                js.console.warn(f"spielkiste: {name} not imported in advance: {type(exc).__name__}: {exc}")
            break
        if self.names:
            self.schedule()
        else:
            self.done()

    def done(self):
        js.document.documentElement.setAttribute("data-warm", "failed" if self.failed else "done")


def start():
    """Start the warm-up (from the build's order; nothing to do without it)."""
    try:
        from .prebuilt import WARM_UP
    except ImportError:
        WARM_UP = ()
    warm = WarmUp(WARM_UP)
    warm.start()
    return warm

"""The page's end of a live game (issue 29): the one Python module that talks to js/live.mjs.

GameScreen carries out the controller's LiveJoin / LiveSend / LiveLeave through `LIVE`;
what the room reports ("open", "message", "closed", "failed": docs/live.md) comes back as
calls of the function given to `join`, which hands it to Controller.live_event. The page
has at most one room, as js/live.mjs has: joining another leaves the first. js/live.mjs
and Trystero are loaded on the first join (js/boot.js: window.spielkisteLive), never before.
"""

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import JsException, create_proxy

EventHandler = Callable[[str, str], None]


class LiveBridge:
    """One room at a time; the JS callback lives as long as the room."""

    def __init__(self) -> None:
        self._module: Any = None  # js/live.mjs once imported
        self._proxy: Any = None  # the event callback handed to it
        self._room: str | None = None

    @property
    def room(self) -> str | None:
        return self._room

    async def join(self, room: str, on_event: EventHandler) -> None:
        """Join `room`; a failure to load the page's live module is reported as "failed"."""
        self.leave()
        self._room = room

        def event(kind: Any, text: Any = "") -> None:
            on_event(str(kind), "" if text is None else str(text))

        proxy = create_proxy(event)
        self._proxy = proxy
        try:
            if self._module is None:
                self._module = await js.window.spielkisteLive()  # type: ignore[attr-defined]
        except JsException as exc:  # offline before the module was ever cached: said, not raised
            if self._proxy is proxy:
                on_event("failed", str(exc))
            return
        if self._proxy is not proxy:  # left (or joined another room) while loading
            return
        await self._module.join(room, proxy)

    def send(self, text: str) -> None:
        """Send one protocol text to the friend's page (dropped without a room: the
        protocol's resynchronisation brings the other page up to date when it connects)."""
        if self._module is not None and self._room is not None:
            self._module.send(text)

    def leave(self) -> None:
        if self._module is not None and self._room is not None:
            self._module.leave()
        self._room = None
        if self._proxy is not None:
            self._proxy.destroy()
            self._proxy = None


LIVE = LiveBridge()

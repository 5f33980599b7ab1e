"""The snapshot goes before any save (issue 30, docs/saves.md): when the browser refuses
a save, the memory snapshot in Cache Storage (made again by a later visit) is dropped
first and the save is tried again; only then may finished saves go.

Dropping the snapshot is asynchronous and a save is not, so `Saves.save()` asks this
hook (`Saves(make_room=SnapshotDrop(...))`) and, while the drop runs, answers "waiting"
instead of dropping anything; once the snapshot is gone, `then()` has the screen save
again. The drop is tried once per page: a second refusal goes on to the finished saves.
The browser side is `browser_drop` (js/boot.js's window.spielkisteDropSnapshot); the
state machine runs and is tested under CPython.
"""

from collections.abc import Callable

Start = Callable[[Callable[[], None]], bool]


class SnapshotDrop:
    """The `make_room` hook of Saves. `start(done)` begins dropping the snapshot and calls
    `done()` when it is gone (False: nothing to drop here); `then()` is called after
    that, for the save that waited."""

    def __init__(self, start: Start, then: Callable[[], None]):
        self.start = start
        self.then = then
        self.state = "idle"  # "dropping", then "done"

    def __call__(self) -> bool:
        """True while the save should wait for the drop; False when there is nothing
        (more) the snapshot can give."""
        if self.state == "idle":
            self.state = "dropping"
            if not self.start(self._done):
                self.state = "done"
        return self.state == "dropping"

    def _done(self) -> None:
        if self.state != "dropping":
            return
        self.state = "done"
        self.then()


def browser_drop(done: Callable[[], None]) -> bool:
    """Start js/boot.js's drop of the snapshot; `done()` when it has settled."""
    import js
    from pyodide.ffi import create_once_callable

    drop = getattr(js.window, "spielkisteDropSnapshot", None)  # type: ignore[attr-defined]
    if drop is None:
        return False
    drop().then(create_once_callable(lambda *_: done()))  # the JS side never rejects
    return True


def save_again(app) -> None:
    """The snapshot is gone: the match on the screen tries its save again."""
    save_again = getattr(app.game, "save_again", None)  # the game screen's; other routes have none
    if callable(save_again):
        save_again()

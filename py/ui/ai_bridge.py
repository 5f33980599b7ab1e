"""Asks the AI worker for a move; starts the worker when it is first needed.

The worker (py/ai_worker.py, a second Pyodide) starts on first use, or right after the
page's first paint when the page itself started from the memory snapshot: then the
worker starts from it too, in about a second, on another core, and a computer move asked
the instant the page is ready waits only for the rest of that second (issue 28). A start
from scratch costs seconds and memory, and most games are played by two people, so
without a snapshot the worker waits until it is needed.

If the worker cannot be started, or does not answer within WORKER_START_SECONDS, the move
is computed on the main thread with the same function (after yielding once, so the
"thinking" indicator is painted), and the page says so once. A worker that answers later
is used for the moves after that.

The strongest level searches in several workers at once when the device has the cores
(`navigator.hardwareConcurrency`): root-parallel search, each worker with its own seed and
the same time, their visits per move added up by the first worker (`spielkiste.ai.
combine_votes`; docs/ai.md "Several workers"). The helpers start at the first such move and
join once they are ready; one that fails is left out, the first worker alone still answers.
"""

import asyncio
import json

import js

from spielkiste.vocabulary import LEVELS

from .i18n import t
from .page import Page

WORKER_START_SECONDS = 8.0  # a start from the snapshot takes ~1 s, from scratch ~3-5 s here
PATIENT_SECONDS = 60.0  # a review waits this long for a worker that is still starting
#: the levels that search in several workers: the top one, of every game's ladder
#: (spielkiste.vocabulary.LEVELS, which the page reads without importing the AI)
PARALLEL_LEVELS = LEVELS[-1:]
#: at most this many workers search one move (each is a Pyodide of its own: memory)
WORKERS_MAX = 3


def workers_for(cores) -> int:
    """How many workers the strongest level uses on a device with `cores` logical cores:
    all of two (the page's own thread waits while they think), else one core left free."""
    try:
        cores = int(cores)
    except (TypeError, ValueError):
        return 1
    if cores < 2:
        return 1
    return min(WORKERS_MAX, max(2, cores - 1))


class AiBridge:
    def __init__(self):
        self._worker = None
        self._starting = None
        self._helpers = []  # futures of the extra workers for PARALLEL_LEVELS
        self.broken = False
        self.late = False  # the start took longer than WORKER_START_SECONDS once
        self.fallback_reported = False
        root = js.document.documentElement
        if root.getAttribute("data-snapshot") == "used":
            self.warm_after_paint()

    def warm_after_paint(self):
        """Start the worker once the page has painted what is ready (a frame, then a task:
        its first screen comes first; a hidden tab paints nothing and starts it on use)."""
        from pyodide.ffi import create_once_callable

        def after_frame(*_):
            js.setTimeout(create_once_callable(lambda *_: self.warm()), 0)

        js.requestAnimationFrame(create_once_callable(after_frame))

    def warm(self):
        """Start the worker now, in the background, if it is not started yet."""
        if self._starting is None and not self.broken:
            from pyscript import create_named_worker

            self._starting = asyncio.ensure_future(
                create_named_worker(src="./py/ai_worker.py", name="spielkiste-ai", config="./pyscript.toml"))
            self._starting.add_done_callback(self._started)

    def _started(self, future):
        if not future.cancelled() and future.exception() is None:
            self._worker = future.result()
            js.document.documentElement.setAttribute("data-ai-worker", "ready")  # for tests and benches

    async def _get_worker(self):
        """The worker, or None when it has not answered within WORKER_START_SECONDS."""
        if self._worker is not None:
            return self._worker
        self.warm()
        if not self._starting.done():
            if self.late:
                return None  # still starting: do not make every move wait again
            done, _ = await asyncio.wait({self._starting}, timeout=WORKER_START_SECONDS)
            if not done:
                self.late = True
                return None
        return self._starting.result()  # raises if the start failed

    def warm_helpers(self):
        """Start the extra workers of a parallel level (once), in the background."""
        if self._helpers or self.broken:
            return
        from pyscript import create_named_worker

        wanted = workers_for(getattr(js.navigator, "hardwareConcurrency", 1))
        for n in range(2, wanted + 1):
            self._helpers.append(asyncio.ensure_future(create_named_worker(
                src="./py/ai_worker.py", name=f"spielkiste-ai-{n}", config="./pyscript.toml")))

    def ready_helpers(self):
        """The extra workers that have started (a failed start leaves that one out)."""
        return [f.result() for f in self._helpers if f.done() and not f.cancelled() and f.exception() is None]

    async def choose_parallel(self, worker, link, level, seed):
        """The move of the first worker and the ready helpers together (root-parallel
        search); the first worker alone while no helper is ready."""
        self.warm_helpers()
        helpers = self.ready_helpers()
        if not helpers:
            return str(await worker.choose(link, level, seed))
        workers = [worker, *helpers]
        answers = await asyncio.gather(*(w.votes(link, level, f"{seed}:{n}") for n, w in enumerate(workers)),
                                       return_exceptions=True)
        first = answers[0]
        if isinstance(first, BaseException):
            raise first
        texts = [str(a) for a in answers if not isinstance(a, BaseException)]
        js.document.documentElement.setAttribute("data-ai-workers", str(len(texts)))  # for tests and benches
        return str(await worker.combine(json.dumps(texts)))

    async def choose(self, link, level, seed):
        """The computer's move; the page marks how long it took on html[data-ai-ms]
        (for benches: the worker's search plus the way there and back)."""
        started = js.performance.now()
        move = await self._choose(link, level, seed)
        js.document.documentElement.setAttribute("data-ai-ms", str(round(js.performance.now() - started)))
        return move

    async def _choose(self, link, level, seed):
        if not self.broken:
            try:
                worker = await self._get_worker()
                if worker is not None:
                    if level in PARALLEL_LEVELS:
                        return await self.choose_parallel(worker, link, level, seed)
                    return str(await worker.choose(link, level, seed))
                js.console.warn("AI worker did not start in time, thinking on the page instead")
            except Exception as exc:  # noqa: BLE001 - fall back to the main thread
                js.console.warn(f"AI worker unavailable, thinking on the page instead: {exc}")
                self.broken = True
            self.report_fallback()
        from spielkiste.ai import choose_move_for_link

        await asyncio.sleep(0.05)
        return choose_move_for_link(link, level, seed=seed)

    # -- learn (issue 18): a hint and a review's positions, from the same worker -----------
    async def hint(self, link, budget, seed):
        """A good move for the player to move: JSON text {"move", "player", "effects"}."""
        from spielkiste.ai import hint_for_link

        return await self.call("hint", (link, budget, seed), hint_for_link)

    async def evaluate(self, link, ply, budget, seed):
        """The computer's view of position `ply`: JSON text (spielkiste.ai.evaluate_for_link)."""
        from spielkiste.ai import evaluate_for_link

        return await self.call("evaluate", (link, ply, budget, seed), evaluate_for_link, patient=True)

    async def call(self, name, args, local, patient=False):
        """Call the worker's exported function `name` with `args` (strings); with the
        same start timeout and fallback as `choose`: `local(*args)` on the page.
        `patient`: wait for a worker that is still starting (up to PATIENT_SECONDS)
        instead of thinking on the page: a review's many positions would block the
        page again and again, and the worker is worth waiting for."""
        if not self.broken:
            try:
                if patient and self._worker is None:
                    self.warm()
                    await asyncio.wait({self._starting}, timeout=PATIENT_SECONDS)
                worker = await self._get_worker()
                if worker is not None:
                    return str(await getattr(worker, name)(*args))
                js.console.warn("AI worker did not start in time, thinking on the page instead")
            except Exception as exc:  # noqa: BLE001 - fall back to the main thread
                js.console.warn(f"AI worker unavailable, thinking on the page instead: {exc}")
                self.broken = True
            self.report_fallback()
        await asyncio.sleep(0.05)
        return local(*args)

    def report_fallback(self):
        """Say once, in the page's language, that the computer thinks on the page itself."""
        if self.fallback_reported:
            return
        self.fallback_reported = True
        Page().remark("ai", t(str(js.document.documentElement.lang or "en"), "ai_fallback"), "ai-fallback")

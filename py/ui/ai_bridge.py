"""Asks the AI worker for a move; starts the worker on first use.

The worker is created lazily (a second Pyodide costs seconds and memory, and most
games are played by two people). If a worker cannot be started, the move is
computed on the main thread with the same function, after yielding once so the
"thinking" indicator is painted.
"""

import asyncio

import js


class AiBridge:
    def __init__(self):
        self._worker = None
        self._starting = None
        self.broken = False

    async def _get_worker(self):
        if self._worker is not None:
            return self._worker
        if self._starting is None:
            from pyscript import create_named_worker

            self._starting = asyncio.ensure_future(
                create_named_worker(src="./py/ai_worker.py", name="spielkiste-ai", config="./pyscript.toml"))
        self._worker = await self._starting
        return self._worker

    async def choose(self, link, level, seed):
        if not self.broken:
            try:
                worker = await self._get_worker()
                return str(await worker.choose(link, level, seed))
            except Exception as exc:  # noqa: BLE001 - fall back to the main thread
                js.console.warn(f"AI worker unavailable, thinking on the page instead: {exc}")
                self.broken = True
        from spielkiste.ai import choose_move_for_link

        await asyncio.sleep(0.05)
        return choose_move_for_link(link, level, seed=seed)

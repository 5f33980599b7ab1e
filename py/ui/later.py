"""The app's modules that the first screen does not need, fetched when one is first imported.

A cold first visit fetches only `app.zip`: the modules the picker imports (issue #28: fewer
bytes before ready). Every other module - the game screen, the engines and renderers, the
lessons, the review, the hint, play by link, the AI - is in `app-later.zip`
(tools/app_zip.py). `install()` puts a finder last on `sys.meta_path` for the modules the
build listed in `ui/prebuilt.py` (LATER). The archive is fetched without blocking, with
`fetch()` (through the service worker, so from its cache after the first visit, offline
too) and unpacked into the working directory next to app.zip's files: by `main.py` before
the app starts when the page opens on another route than the picker (a shared link, a
lesson), by the idle warm-up (`ui/warmup.py`) after ready, and by the AI worker before it
imports the AI. An import that comes before that (a click on "Play" in the instant after
ready) fetches it synchronously instead - an import cannot wait - a request Chromium does
not route through the service worker. A start from the memory snapshot has every module
already. Any other name is left to fail as before, without a fetch.
"""

from __future__ import annotations

import importlib.machinery
import io
import os
import sys
import types
import zipfile
from collections.abc import Callable, Iterable, Sequence

from . import contract

LATER_ZIP = contract.LATER_ZIP


def site_url() -> str:
    """The site's root URL, which js/interpreter.mjs gives the standard library's finder
    (a worker started from a blob: URL cannot resolve a relative one)."""
    import _spielkiste_stdlib_rest  # type: ignore[import-not-found]  # only in Pyodide (tools/stdlib_rest.py)

    return str(_spielkiste_stdlib_rest.SITE)


def fetch_archive(url: str) -> bytes:
    """The archive's bytes, synchronously (the standard library finder's request)."""
    import _spielkiste_stdlib_rest

    return bytes(_spielkiste_stdlib_rest.fetch_bytes(url))


class LaterModules:
    """A meta path finder for the modules of app-later.zip."""

    def __init__(self, url: str, names: Iterable[str], folder: str,
                 fetch: Callable[[str], bytes] = fetch_archive) -> None:
        self.url = url
        self.names = frozenset(names)
        self.folder = folder
        self.fetch = fetch
        self.unpacked = False

    def unpack(self) -> None:
        """Fetch the archive synchronously and unpack it into `folder` (once)."""
        if not self.unpacked:
            self.unpack_bytes(self.fetch(self.url))

    async def fetch_async(self) -> None:
        """Fetch the archive without blocking and unpack it (once; not at all when every
        later module is imported already: a start from the memory snapshot)."""
        if self.unpacked or self.names <= sys.modules.keys():
            return
        import js

        response = await js.fetch(self.url)  # type: ignore[attr-defined]
        if not response.ok:
            raise ImportError(f"{self.url} could not be fetched: HTTP {response.status}")
        data = (await response.arrayBuffer()).to_py().tobytes()
        if not self.unpacked:  # (a synchronous import may have come first meanwhile)
            self.unpack_bytes(data)

    def unpack_bytes(self, data: bytes) -> None:
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                archive.extractall(self.folder)
        except zipfile.BadZipFile as error:
            raise ImportError(f"{self.url} is not a zip archive ({len(data)} bytes): {error}") from error
        # the path finders cached the folders' listings (not importlib.invalidate_caches():
        # it imports importlib.metadata, 6 standard modules that only stdlib-rest.zip holds)
        for finder in list(sys.path_importer_cache.values()):
            if finder is not None and hasattr(finder, "invalidate_caches"):
                finder.invalidate_caches()
        self.unpacked = True

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: types.ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if name not in self.names:
            return None
        self.unpack()
        return importlib.machinery.PathFinder.find_spec(name, path)


def installed() -> LaterModules | None:
    """The finder, once installed."""
    return next((f for f in sys.meta_path if isinstance(f, LaterModules)), None)


async def fetch() -> None:
    """Fetch and unpack the later archive now, without blocking (nothing to do without it)."""
    finder = installed()
    if finder is not None:
        await finder.fetch_async()


def install(url: str | None = None, folder: str | None = None) -> LaterModules | None:
    """Put the finder last on sys.meta_path (once); None when the build listed no later
    modules (py/ run as it is, e.g. under CPython in the tests)."""
    try:
        from .prebuilt import LATER
    except ImportError:
        return None
    found = installed()
    if found is not None:
        return found
    added = LaterModules(url if url is not None else site_url() + LATER_ZIP, LATER,
                         folder if folder is not None else os.getcwd())
    sys.meta_path.append(added)
    return added

"""What the snapshot maker runs in its Pyodide before the memory image is taken, and what
the page hands it (docs/startup.md, "Life cycle"; js/snapshot-maker.mjs, js/sw-register.js).

`prepare` imports every module of the app found under the working directory (where app.zip
and app-later.zip were unpacked: whatever modules the app has today, no list to keep), the
standard modules the idle warm-up names (imports kept inside functions), and puts
PyScript's own package in compiled: the maker runs without PyScript, so the page sends the
sources its interpreter holds (`pyscript_sources`), and a loader handed exactly those
bytes for exactly that path later gets the code object instead of compiling again. A
module whose import fails is left out and named in the report; the app imports it as usual
at start. Runs in Pyodide only (in a worker, before any page exists): nothing of `js`.
"""

from __future__ import annotations

import gc
import importlib
import importlib._bootstrap_external as external
import json
import os
import sys
import types
from collections.abc import Iterator

from .contract import PRECOMPILED_MODULE


def module_names(top: str) -> Iterator[str]:
    """The dotted names of the modules under `top` (.py, or .pyc without source: the
    bytecode of app-later.zip), sorted, packages before their parts."""
    for folder, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__pycache__")))
        rel = os.path.relpath(folder, top)
        parts = [] if rel == "." else rel.split(os.sep)
        stems = {name.rpartition(".")[0] for name in files if name.endswith((".py", ".pyc"))}
        for stem in sorted(stems):
            dotted = ".".join(parts if stem == "__init__" else parts + [stem])
            if dotted:
                yield dotted


def _why(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:200]


def import_all(top: str, later: tuple[str, ...]) -> tuple[list[str], dict[str, str]]:
    """Import every module under `top`, then the standard modules of `later`."""
    done: list[str] = []
    failed: dict[str, str] = {}
    names = list(module_names(top))
    for name in names + [n for n in later if n not in names]:
        if name in sys.modules and name not in names:
            continue  # a standard module imported already
        try:
            importlib.import_module(name)
            done.append(name)
        except BaseException as exc:  # noqa: BLE001 - left out of the snapshot, imported at start
            report(failed, name, exc)
    return done, failed


def report(failed: dict[str, str], name: str, exc: BaseException) -> None:
    """Note why `name` stays out of the snapshot (the maker's report) and say it on the
    console, where whoever builds the snapshot looks."""
    failed[name] = _why(exc)
    print(f"snapshot: {name} left out: {failed[name]}", file=sys.stderr)


def precompile(sources: dict[str, str], failed: dict[str, str]) -> types.ModuleType:
    """A module holding {path: (bytes, code)} for `sources`, and the loader patched to use
    it: only for exactly the same bytes of exactly that path, anything else compiles."""
    cache: dict[str, tuple[bytes, types.CodeType]] = {}
    for path, text in sources.items():
        try:
            data = text.encode("utf-8")
            cache[path] = (data, compile(data, path, "exec", dont_inherit=True))
        except (SyntaxError, ValueError) as exc:  # that one is compiled at start, as before
            failed[path] = _why(exc)
    module = types.ModuleType(PRECOMPILED_MODULE)
    module.CACHE = cache  # type: ignore[attr-defined]
    module.hits = []  # type: ignore[attr-defined]
    if not cache:
        return module
    original = external.SourceLoader.source_to_code

    def source_to_code(self: object, data: bytes, path: str, *args: object, **kwargs: object) -> object:
        found = cache.get(path)
        if found is not None and not args and not kwargs and found[0] == data:
            module.hits.append(path)
            return found[1]
        return original(self, data, path, *args, **kwargs)  # type: ignore[arg-type]

    external.SourceLoader.source_to_code = source_to_code  # type: ignore[assignment, method-assign]
    sys.modules[PRECOMPILED_MODULE] = module
    return module


def prepare(sources: dict[str, str]) -> str:
    """Everything before the memory image is taken; the report as JSON text."""
    try:
        from .prebuilt import WARM_UP
    except ImportError:
        WARM_UP = ()
    done, failed = import_all(os.getcwd(), tuple(WARM_UP))
    compiled = precompile(sources, failed)
    while "" in sys.path:  # Pyodide puts "" first on sys.path after every start, a restored one too
        sys.path.remove("")
    gc.collect()
    return json.dumps({"imported": done, "failed": failed, "precompiled": sorted(compiled.CACHE)})


def after_restore() -> None:
    """Run first in a restored interpreter (js/interpreter.mjs). The snapshot froze the state
    of `random` at the moment it was made: without a new seed every visit would deal the same
    "random" games. And the app must be in it; if not, the restore is discarded."""
    import random

    random.seed()
    if "ui.app" not in sys.modules:  # (this module alone brings the engine's package along)
        raise RuntimeError("the snapshot does not hold the app")


def pyscript_sources() -> str:
    """{path: source} of PyScript's own package as this interpreter holds it, as JSON text
    (the page's, for the maker: js/sw-register.js)."""
    found = {}
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if (name == "pyscript" or name.startswith("pyscript.")) and isinstance(path, str) and path.endswith(".py"):
            with open(path, "rb") as file:
                found[path] = file.read().decode("utf-8")
    return json.dumps(found)

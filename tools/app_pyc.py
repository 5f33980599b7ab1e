"""app-later.zip's modules as bytecode, compiled by the site's own Pyodide (issue 28).

A start without the memory snapshot compiles every module of app-later.zip it imports (the
game screen, an engine, a renderer: 0.4-1.1 s of CPU, docs/startup.md). Shipped as
unchecked-hash .pyc placed where the .py would be (CPython's path finder imports a
sourceless .pyc), the page only unmarshals them. The bytecode must be that of the page's
CPython, so tools/app_pyc.mjs runs the Pyodide of node_modules/pyodide under Node. That
takes seconds, and the dev server rebuilds on every change: each module's .pyc is kept in
CACHE under the hash of its source, Pyodide's version and the compiling script, and Node
runs only for the modules not found there. Deterministic: no timestamps in the .pyc.
"""

from __future__ import annotations

import hashlib
import io
import json
import pathlib
import shutil
import subprocess
import tempfile
import time
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
SCRIPT = ROOT / "tools" / "app_pyc.mjs"
CACHE = ROOT / ".cache" / "app-pyc"  # git-ignored, outside the site's folders
KEEP_DAYS = 7  # an entry unused that long is removed (an edit undone still finds its .pyc)


class BytecodeUnavailable(RuntimeError):
    """Node or node_modules/pyodide is missing: the bytecode cannot be compiled."""


def cache_key(rel: str, source: str, pyodide_dir: pathlib.Path) -> str:
    """What decides the bytes of one .pyc: the source and its name, the Pyodide, the script."""
    version = json.loads((pyodide_dir / "package.json").read_text())["version"]
    digest = hashlib.sha256(f"{version}\0{rel}\0".encode())
    digest.update(SCRIPT.read_bytes() + b"\0" + source.encode("utf-8"))
    return digest.hexdigest()


def run_node(files: list[tuple[str, str]], pyodide_dir: pathlib.Path) -> dict[str, bytes]:
    """{rel: .pyc bytes} for [(rel, source)], compiled by tools/app_pyc.mjs in one Pyodide."""
    if shutil.which("node") is None or not (pyodide_dir / "pyodide.mjs").is_file():
        raise BytecodeUnavailable(f"compiling app-later.zip needs node and {pyodide_dir} (run `npm ci`)")
    with tempfile.TemporaryDirectory() as tmp:
        given, taken = pathlib.Path(tmp) / "in.zip", pathlib.Path(tmp) / "out.zip"
        with zipfile.ZipFile(given, "w") as archive:
            for rel, source in files:
                archive.writestr(rel, source.encode("utf-8"))
        done = subprocess.run(["node", str(SCRIPT), str(pyodide_dir), str(given), str(taken)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"tools/app_pyc.mjs failed:\n{done.stderr[-3000:]}")
        with zipfile.ZipFile(io.BytesIO(taken.read_bytes())) as archive:
            return {rel: archive.read(rel + "c") for rel, _ in files}


def compiled(files: list[tuple[str, str]], pyodide_dir: pathlib.Path = PYODIDE,
             cache: pathlib.Path | None = CACHE) -> list[tuple[str, bytes]]:
    """[(rel + "c", .pyc bytes)] for the shipped sources [(rel, source)]; from `cache`
    where it holds them, else compiled (and then kept there). An entry unused for
    KEEP_DAYS is removed, so the cache does not grow with every edit."""
    if not (pyodide_dir / "package.json").is_file():
        raise BytecodeUnavailable(f"compiling app-later.zip needs {pyodide_dir} (run `npm ci`)")
    keys = {rel: cache_key(rel, source, pyodide_dir) for rel, source in files}
    found: dict[str, bytes] = {}
    if cache is not None and cache.is_dir():
        for rel, key in keys.items():
            path = cache / f"{key}.pyc"
            if path.is_file():
                found[rel] = path.read_bytes()
                path.touch()  # used: kept
    missing = [(rel, source) for rel, source in files if rel not in found]
    if missing:
        found.update(run_node(missing, pyodide_dir))
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
        for rel, key in keys.items():
            path = cache / f"{key}.pyc"
            if not path.is_file():
                tmp = path.with_name(f".{path.name}.tmp")
                tmp.write_bytes(found[rel])
                tmp.replace(path)
        oldest = time.time() - KEEP_DAYS * 86400
        for stale in cache.glob("*.pyc"):
            if stale.stat().st_mtime < oldest:
                stale.unlink(missing_ok=True)
    return [(rel + "c", found[rel]) for rel, _ in files]

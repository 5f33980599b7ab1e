"""The standard library as bytecode: vendor/pyodide/stdlib-pyc.zip and stdlib-rest.zip (issue 28).

Pyodide's python_stdlib.zip holds only source, so every start compiled the ~150 standard
modules the page imports (asyncio, typing, inspect, ...), and fetched 450 more that no
start imports. This runs the very Pyodide the site ships under Node (tools/stdlib_pyc.mjs +
tools/stdlib_pyc.py), so the bytecode's magic number is Pyodide's own, and writes
stdlib-pyc.zip, those modules as unchecked-hash .pyc without docstrings plus the finder of
the rest (tools/stdlib_rest.py), and stdlib-rest.zip, every other module as source,
fetched the first time one of them is imported. js/interpreter.mjs and
js/snapshot-maker.mjs pass stdlib-pyc.zip to loadPyodide as `stdLibURL`. Deterministic:
sorted entries, fixed timestamps, hash-based .pyc (tests/test_stdlib_zip.py builds twice
and compares).
"""

import gzip
import io
import pathlib
import subprocess
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from app_zip import render_whole_zip  # noqa: E402

NAME = "stdlib-pyc.zip"
REST_NAME = "stdlib-rest.zip"
# what the site ships of NAME: the same entries stored, the whole gzip-compressed (see as_gzip)
GZ_NAME = NAME + ".gz"


def build_stdlib_zip(out: pathlib.Path, pyodide_dir: pathlib.Path = ROOT / "node_modules" / "pyodide",
                     root: pathlib.Path = ROOT, wheels: tuple[pathlib.Path, ...] = ()) -> str:
    """Write the bytecode zip to `out` and the rest next to it (REST_NAME), from
    `pyodide_dir`'s python_stdlib.zip; `wheels` (<name>.whl, each holding package <name>)
    are the vendored packages the page imports too. Returns the build's report line."""
    with tempfile.TemporaryDirectory() as tmp:
        app = pathlib.Path(tmp) / "app.zip"
        app.write_bytes(render_whole_zip(root))  # every module, the later ones too
        done = subprocess.run(["node", str(ROOT / "tools" / "stdlib_pyc.mjs"), str(pyodide_dir), str(app), str(out),
                               str(out.with_name(REST_NAME)), *map(str, wheels)],
                              check=True, capture_output=True, text=True)
    return done.stdout.strip().splitlines()[-1]


def as_gzip(path: pathlib.Path) -> pathlib.Path:
    """Write `path` + ".gz": the same zip with its entries stored (not deflated), the whole
    file gzip-compressed; remove `path`. GitHub Pages sends a zip as it is, so each module
    was deflated on its own; one stream over all of them finds what modules share (names,
    opcodes): 1.05 MB -> 0.98 MB before ready. js/interpreter.mjs inflates it with the
    browser's DecompressionStream for Pyodide, and zipimport then reads stored entries (no
    inflating per module). Deterministic: the entries' order and dates are kept, the gzip
    header carries no time."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(buffer, "w") as stored:
        for info in source.infolist():
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.external_attr = info.external_attr
            copy.compress_type = zipfile.ZIP_STORED
            stored.writestr(copy, source.read(info))
    target = path.with_name(path.name + ".gz")
    target.write_bytes(gzip.compress(buffer.getvalue(), 9, mtime=0))
    path.unlink()
    return target


if __name__ == "__main__":
    target = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "vendor" / "pyodide" / NAME
    print(build_stdlib_zip(target))

"""The standard library as bytecode: vendor/pyodide/stdlib-pyc.zip (issue 28).

Pyodide's python_stdlib.zip holds only source, so every start compiled the ~160 standard
modules the page imports (asyncio, typing, inspect, ...). This runs the very Pyodide the
site ships under Node (tools/stdlib_pyc.mjs + tools/stdlib_pyc.py), so the bytecode's
magic number is Pyodide's own, and writes a zip holding those modules as unchecked-hash
.pyc and every other module as source. js/interpreter.mjs and js/snapshot-maker.mjs pass
it to loadPyodide as `stdLibURL`. Deterministic: sorted entries, fixed timestamps, hash-
based .pyc (tests/test_stdlib_zip.py builds twice and compares).
"""

import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from app_zip import render_app_zip  # noqa: E402

NAME = "stdlib-pyc.zip"


def build_stdlib_zip(out: pathlib.Path, pyodide_dir: pathlib.Path = ROOT / "node_modules" / "pyodide",
                     root: pathlib.Path = ROOT) -> str:
    """Write the bytecode zip to `out` (from `pyodide_dir`'s python_stdlib.zip); returns
    the build's report line."""
    with tempfile.TemporaryDirectory() as tmp:
        app = pathlib.Path(tmp) / "app.zip"
        app.write_bytes(render_app_zip(root))
        done = subprocess.run(["node", str(ROOT / "tools" / "stdlib_pyc.mjs"), str(pyodide_dir), str(app), str(out)],
                              check=True, capture_output=True, text=True)
    return done.stdout.strip().splitlines()[-1]


if __name__ == "__main__":
    target = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "vendor" / "pyodide" / NAME
    print(build_stdlib_zip(target))

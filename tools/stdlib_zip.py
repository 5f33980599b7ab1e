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

import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from app_zip import render_whole_zip  # noqa: E402

NAME = "stdlib-pyc.zip"
REST_NAME = "stdlib-rest.zip"


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


if __name__ == "__main__":
    target = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "vendor" / "pyodide" / NAME
    print(build_stdlib_zip(target))

"""Write pyscript.toml's [files] table from the Python files under py/.

PyScript copies each listed file into Pyodide's file system before main.py runs.
`--check` exits non-zero when pyscript.toml is out of date (a unit test runs it).
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
HEADER = """\
# PyScript configuration: a local interpreter (no CDN) and the Python files of the app.
# The [files] table is written by `python3 tools/sync_files.py`; do not edit it by hand.
interpreter = "./vendor/pyodide/pyodide.mjs"

[files]
"""


def render():
    lines = [HEADER]
    for path in sorted((ROOT / "py").rglob("*.py")):
        rel = path.relative_to(ROOT / "py").as_posix()
        if rel in ("main.py", "ai_worker.py") or "__pycache__" in rel:
            continue
        lines.append(f'"./py/{rel}" = "./{rel}"\n')
    return "".join(lines)


def main(argv):
    target = ROOT / "pyscript.toml"
    text = render()
    if "--check" in argv:
        if not target.exists() or target.read_text() != text:
            sys.exit("pyscript.toml is out of date: run python3 tools/sync_files.py")
        return
    target.write_text(text)


if __name__ == "__main__":
    main(sys.argv[1:])

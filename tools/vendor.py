"""Copy PyScript and Pyodide from node_modules into vendor/ (the site's only copy).

Run after `npm ci`. Copies only what the page loads: no source maps, no extras.
"""

import pathlib
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def main():
    nm = ROOT / "node_modules"
    out = ROOT / "vendor"
    pyodide_src, pyscript_src = nm / "pyodide", nm / "@pyscript" / "core" / "dist"
    if not pyodide_src.is_dir() or not pyscript_src.is_dir():
        sys.exit("node_modules is missing pyodide or @pyscript/core: run `npm ci` first")
    if out.exists():
        shutil.rmtree(out)
    (out / "pyodide").mkdir(parents=True)
    (out / "pyscript").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_src / name, out / "pyodide" / name)
    for path in pyscript_src.iterdir():
        if path.is_file() and not path.name.endswith(".map"):
            shutil.copy2(path, out / "pyscript" / path.name)
    print(f"vendor/: {sum(1 for _ in out.rglob('*') if _.is_file())} files")


if __name__ == "__main__":
    main()

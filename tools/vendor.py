"""Copy PyScript and Pyodide from node_modules into vendor/ (the site's only copy),
and the pure-Python packages the page loads on demand from their pinned PyPI wheels.

Run after `npm ci`. Copies only what the page loads: no source maps, no extras.
"""

import hashlib
import json
import pathlib
import re
import shutil
import subprocess
import sys

from stdlib_zip import NAME as STDLIB_ZIP
from stdlib_zip import as_gzip, build_stdlib_zip

ROOT = pathlib.Path(__file__).resolve().parents[1]
# python_stdlib.zip is not copied: the site ships the standard library as bytecode instead
# (tools/stdlib_zip.py: vendor/pyodide/stdlib-pyc.zip, loadPyodide's stdLibURL).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
# Pure-Python wheels from PyPI, pinned by version and SHA-256 (checked on every copy), put
# into vendor/<name>/<name>.whl as they are (their licence travels inside). The page
# imports them from there only when needed (zipimport): segno draws the QR code of a
# share link (issue 17, py/ui/qr.py; the tests use the same release, requirements-test.txt).
WHEELS = {"segno": ("1.6.6", "segno-1.6.6-py3-none-any.whl",
                    "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7")}
WHEEL_CACHE = ROOT / "node_modules" / ".cache" / "spielkiste-pypi"
# morphdom patches a region of the page from new HTML, so elements keep their identity and
# the focus survives a render (js/morph.mjs, issue 24): its ES module and its licence.
MORPHDOM_FILES = ("dist/morphdom-esm.js", "LICENSE")
# Trystero (issue 29, js/live.mjs): WebRTC matchmaking over public WebTorrent trackers for
# a live game, loaded only when a live room is opened. Its ES modules as they are, with
# their licences: the core's into vendor/trystero/core/, the torrent strategy's one module
# as vendor/trystero/torrent.mjs, whose one bare import of the core is pointed at that
# folder here (no import map, which the content policy would have to allow inline; no
# bundler to pin).
TRYSTERO_CORE = "@trystero-p2p/core"
TRYSTERO_TORRENT = "@trystero-p2p/torrent"


def copy_trystero(nm, out):
    """vendor/trystero/: core/*.mjs, torrent.mjs (its import rewritten), both licences."""
    core, torrent = nm / TRYSTERO_CORE, nm / TRYSTERO_TORRENT
    if not (core / "dist" / "index.mjs").is_file() or not (torrent / "dist" / "index.mjs").is_file():
        sys.exit(f"node_modules is missing {TRYSTERO_CORE} or {TRYSTERO_TORRENT}: run `npm ci` first")
    (out / "core").mkdir(parents=True)
    for path in (core / "dist").glob("*.mjs"):  # (the source maps are not shipped: no comment names them)
        (out / "core" / path.name).write_text(re.sub(r"\n//# sourceMappingURL=\S+\n?", "\n", path.read_text()))
    shutil.copy2(core / "LICENSE", out / "core" / "LICENSE")
    shutil.copy2(torrent / "LICENSE", out / "LICENSE")
    text = (torrent / "dist" / "index.mjs").read_text()
    bare = f'from "{TRYSTERO_CORE}";'
    if text.count(bare) != 1 or text.count('from "') != 1:
        sys.exit(f"{TRYSTERO_TORRENT}: expected exactly one import, of {TRYSTERO_CORE}: a new release? check it")
    text = text.replace(bare, 'from "./core/index.mjs";')
    text = re.sub(r"\n//# sourceMappingURL=\S+\n?", "\n", text)
    (out / "torrent.mjs").write_text(text)


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def wheel(name):
    """The pinned wheel of `name`, downloaded once by pip into WHEEL_CACHE."""
    version, filename, digest = WHEELS[name]
    path = WHEEL_CACHE / filename
    if not path.is_file() or sha256(path) != digest:
        WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                        "--no-deps", "--only-binary=:all:", "--dest", str(WHEEL_CACHE), f"{name}=={version}"],
                       check=True)
    if not path.is_file() or sha256(path) != digest:
        sys.exit(f"{filename}: not the pinned release (SHA-256 differs or the file is missing)")
    return path


def trim_lock(path):
    """Keep only the lock file's `info` (Pyodide checks its ABI version) and drop its
    package list. Every start fetches the lock file before Python runs (119 KB, issue
    #16), yet it lists ~360 packages of which npm's Pyodide ships none: loading one would
    fetch it from a CDN, which this site never does. With an empty list, no import and no
    `loadPackage` can reach for the network."""
    lock = json.loads(path.read_text())
    trimmed = {"info": lock["info"], "packages": {}}
    path.write_text(json.dumps(trimmed, indent=1, sort_keys=True) + "\n")


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
    trim_lock(out / "pyodide" / "pyodide-lock.json")
    for path in pyscript_src.iterdir():
        if path.is_file() and not path.name.endswith(".map"):
            shutil.copy2(path, out / "pyscript" / path.name)
    (out / "morphdom").mkdir()
    for name in MORPHDOM_FILES:
        shutil.copy2(nm / "morphdom" / name, out / "morphdom" / pathlib.PurePath(name).name)
    copy_trystero(nm, out / "trystero")
    for name in WHEELS:
        (out / name).mkdir()
        shutil.copy2(wheel(name), out / name / f"{name}.whl")
    wheels = tuple(out / name / f"{name}.whl" for name in sorted(WHEELS))
    print(f"{STDLIB_ZIP}: {build_stdlib_zip(out / 'pyodide' / STDLIB_ZIP, pyodide_src, wheels=wheels)}")
    print(f"shipped as {as_gzip(out / 'pyodide' / STDLIB_ZIP).name}")
    print(f"vendor/: {sum(1 for _ in out.rglob('*') if _.is_file())} files")


if __name__ == "__main__":
    main()

"""app-later.zip as bytecode (tools/app_pyc.py, issue 28): compiled by the site's own
Pyodide (its magic number, not this CPython's), one sourceless unchecked-hash .pyc where
each later module's .py would be, the same bytes on every build, and a cache that spares
the dev server's rebuilds the Node run."""

import io
import os
import pathlib
import shutil
import subprocess
import sys
import time
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import app_pyc  # noqa: E402
import app_zip  # noqa: E402

PYODIDE = ROOT / "node_modules" / "pyodide"
pytestmark = pytest.mark.skipif(shutil.which("node") is None or not (PYODIDE / "pyodide.mjs").is_file(),
                                reason="needs node and node_modules/pyodide (npm ci)")
MAGIC_SCRIPT = """
const { loadPyodide } = await import(process.argv[1] + "/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: process.argv[1] + "/" });
console.log(pyodide.runPython("import importlib.util; importlib.util.MAGIC_NUMBER.hex()"));
"""
FILES = [("pkg/__init__.py", "from . import part\n"), ("pkg/part.py", "def answer():\n    return 42\n")]


@pytest.fixture(scope="module")
def pyodide_magic() -> bytes:
    """The magic number of the CPython inside the site's Pyodide, asked of it directly."""
    done = subprocess.run(["node", "--input-type=module", "-e", MAGIC_SCRIPT, str(PYODIDE.resolve())],
                          capture_output=True, text=True, check=True)
    return bytes.fromhex(done.stdout.strip().splitlines()[-1])


def test_the_later_archive_holds_only_bytecode_of_pyodides_cpython(pyodide_magic: bytes) -> None:
    _, source_bytes = app_zip.render_archives(ROOT, bytecode=False)
    _, later_bytes = app_zip.render_archives(ROOT)
    with zipfile.ZipFile(io.BytesIO(source_bytes)) as source, zipfile.ZipFile(io.BytesIO(later_bytes)) as later:
        sources, names = source.namelist(), later.namelist()
        headers = {name: later.read(name)[:16] for name in names}
    assert sorted(names) == sorted(name + "c" for name in sources) and "ui/game/screen.pyc" in names
    assert {h[:4] for h in headers.values()} == {pyodide_magic}
    assert {h[4:8] for h in headers.values()} == {(1).to_bytes(4, "little")}  # hash-based, unchecked: no timestamp
    # the start archive names the hash of the archive it ships (the snapshot's key follows it)
    start_bytes = app_zip.render_app_zip(ROOT)
    namespace: dict[str, object] = {}
    exec(zipfile.ZipFile(io.BytesIO(start_bytes)).read(app_zip.PREBUILT).decode(), namespace)  # noqa: S102
    assert namespace["LATER_SHA256"] == __import__("hashlib").sha256(later_bytes).hexdigest()


def test_two_builds_give_the_same_bytes_and_the_cache_gives_them_again(tmp_path: pathlib.Path,
                                                                         pyodide_magic: bytes,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    first = app_pyc.compiled(FILES, PYODIDE, tmp_path / "a")
    second = app_pyc.compiled(FILES, PYODIDE, tmp_path / "b")
    assert first == second and [name for name, _ in first] == ["pkg/__init__.pyc", "pkg/part.pyc"]
    assert all(data[:4] == pyodide_magic for _, data in first)

    def no_node(files: object, pyodide_dir: object) -> dict[str, bytes]:
        raise AssertionError("compiled again although cached")

    monkeypatch.setattr(app_pyc, "run_node", no_node)
    assert app_pyc.compiled(FILES, PYODIDE, tmp_path / "a") == first
    # an edited module is compiled again; the edit undone is found in the cache
    edited = [FILES[0], ("pkg/part.py", "def answer():\n    return 43\n")]
    with pytest.raises(AssertionError, match="compiled again"):
        app_pyc.compiled(edited, PYODIDE, tmp_path / "a")
    monkeypatch.undo()
    again = app_pyc.compiled(edited, PYODIDE, tmp_path / "a")
    assert again[0] == first[0] and again[1] != first[1]
    monkeypatch.setattr(app_pyc, "run_node", no_node)
    assert app_pyc.compiled(FILES, PYODIDE, tmp_path / "a") == first
    # an entry unused for KEEP_DAYS goes
    unused = tmp_path / "a" / f"{app_pyc.cache_key(*edited[1], PYODIDE)}.pyc"
    long_ago = time.time() - (app_pyc.KEEP_DAYS + 1) * 86400
    os.utime(unused, (long_ago, long_ago))
    app_pyc.compiled(FILES, PYODIDE, tmp_path / "a")
    assert not unused.exists() and len(list((tmp_path / "a").glob("*.pyc"))) == 2


def test_a_syntax_error_is_reported_with_its_file(tmp_path: pathlib.Path) -> None:
    with pytest.raises(RuntimeError, match=r"py/pkg/bad\.py"):
        app_pyc.compiled([("pkg/bad.py", "def (\n")], PYODIDE, tmp_path)


def test_without_node_the_message_says_what_to_install(tmp_path: pathlib.Path) -> None:
    with pytest.raises(app_pyc.BytecodeUnavailable, match="npm ci"):
        app_pyc.compiled(FILES, tmp_path / "no-pyodide", tmp_path / "cache")

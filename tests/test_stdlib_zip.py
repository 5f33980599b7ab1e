"""The standard library as bytecode (tools/stdlib_zip.py, issue 28): built by the very
Pyodide the site ships, deterministic, and still holding every module."""

import pathlib
import shutil
import sys
import zipfile

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))

from stdlib_zip import ROOT, build_stdlib_zip  # noqa: E402

PYODIDE = ROOT / "node_modules" / "pyodide"
pytestmark = pytest.mark.skipif(shutil.which("node") is None or not (PYODIDE / "pyodide.mjs").is_file(),
                                reason="needs node and node_modules/pyodide (npm ci)")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[pathlib.Path, pathlib.Path]:
    """Two builds, each in a fresh Pyodide."""
    base = tmp_path_factory.mktemp("stdlib")
    first, second = base / "a.zip", base / "b.zip"
    build_stdlib_zip(first, PYODIDE)
    build_stdlib_zip(second, PYODIDE)
    return first, second


def test_two_builds_give_the_same_bytes(built: tuple[pathlib.Path, pathlib.Path]) -> None:
    first, second = built
    assert first.read_bytes() == second.read_bytes()


def test_every_module_is_there_compiled_or_as_source(built: tuple[pathlib.Path, pathlib.Path]) -> None:
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as original:
        source = {n for n in original.namelist() if n.endswith(".py")}
    with zipfile.ZipFile(built[0]) as new:
        names = set(new.namelist())
        magics = {new.read(n)[:4] for n in names if n.endswith(".pyc")}
        flags = {new.read(n)[4:8] for n in names if n.endswith(".pyc")}
    assert {n for n in source if n not in names and n + "c" not in names} == set()
    # what the page imports comes compiled; what it does not stays source
    assert "asyncio/__init__.pyc" in names and "asyncio/__init__.py" not in names
    assert "typing.pyc" in names and "inspect.pyc" in names
    assert "colorsys.py" in names and "colorsys.pyc" not in names
    assert len(magics) == 1  # one CPython: Pyodide's
    assert flags == {b"\x01\x00\x00\x00"}  # hash-based, unchecked: no stat, no source read
    infos = zipfile.ZipFile(built[0]).infolist()
    assert [i.filename for i in infos] == sorted(i.filename for i in infos)
    assert {i.date_time for i in infos} == {(1980, 1, 1, 0, 0, 0)}

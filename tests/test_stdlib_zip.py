"""The standard library as bytecode (tools/stdlib_zip.py, issue 28): built by the very
Pyodide the site ships, deterministic, split into what a start imports (stdlib-pyc.zip)
and the rest (stdlib-rest.zip), and still holding every module."""

import gzip
import io
import pathlib
import shutil
import sys
import zipfile

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))

from stdlib_zip import REST_NAME, ROOT, as_gzip, build_stdlib_zip  # noqa: E402

from vendor import WHEELS, wheel  # noqa: E402

PYODIDE = ROOT / "node_modules" / "pyodide"
pytestmark = pytest.mark.skipif(shutil.which("node") is None or not (PYODIDE / "pyodide.mjs").is_file(),
                                reason="needs node and node_modules/pyodide (npm ci)")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[pathlib.Path, pathlib.Path]:
    """Two builds, each in a fresh Pyodide, each in a folder of its own, with the vendored
    wheels as tools/vendor.py passes them (<name>.whl)."""
    wheels = tmp_path_factory.mktemp("wheels")
    for name in WHEELS:
        shutil.copy2(wheel(name), wheels / f"{name}.whl")
    first, second = tmp_path_factory.mktemp("a") / "stdlib-pyc.zip", tmp_path_factory.mktemp("b") / "stdlib-pyc.zip"
    build_stdlib_zip(first, PYODIDE, wheels=tuple(sorted(wheels.iterdir())))
    build_stdlib_zip(second, PYODIDE, wheels=tuple(sorted(wheels.iterdir())))
    return first, second


def test_two_builds_give_the_same_bytes(built: tuple[pathlib.Path, pathlib.Path]) -> None:
    first, second = built
    assert first.read_bytes() == second.read_bytes()
    assert first.with_name(REST_NAME).read_bytes() == second.with_name(REST_NAME).read_bytes()


def test_every_module_is_there_once_compiled_or_in_the_rest(built: tuple[pathlib.Path, pathlib.Path]) -> None:
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as original:
        source = {n for n in original.namelist() if n.endswith(".py")}
    with zipfile.ZipFile(built[0]) as start, zipfile.ZipFile(built[0].with_name(REST_NAME)) as rest:
        names, later = set(start.namelist()), set(rest.namelist())
        magics = {a.read(n)[:4] for a in (start, rest) for n in a.namelist() if n.endswith(".pyc")}
        flags = {a.read(n)[4:8] for a in (start, rest) for n in a.namelist() if n.endswith(".pyc")}
        infos = start.infolist() + rest.infolist()
    in_rest = {n for n in source if n in later or n + "c" in later}
    assert {n for n in source if (n + "c" in names) == (n in in_rest)} == set()  # in exactly one
    assert {n for n in names if n.endswith(".py")} == set()  # the start compiles nothing
    # what segno (the QR code of a share link, a vendored wheel) imports waits in the rest, compiled
    assert {"urllib/request.pyc", "xml/sax/saxutils.pyc"} <= later
    # what a start imports comes compiled; what it does not waits in the rest, as source
    assert {"asyncio/__init__.pyc", "typing.pyc", "inspect.pyc", "_spielkiste_stdlib_rest.pyc"} <= names
    assert {"colorsys.py", "xml/dom/minidom.py", "email/mime/text.py"} <= later
    # no empty folder in the start archive: it would pass for a namespace package
    assert "xml/" not in names and "xml/" in later
    assert len(magics) == 1  # one CPython: Pyodide's
    assert flags == {b"\x01\x00\x00\x00"}  # hash-based, unchecked: no stat, no source read
    for archive in (start, rest):
        entries = [i.filename for i in archive.infolist()]
        assert entries == sorted(entries)
    assert {i.date_time for i in infos} == {(1980, 1, 1, 0, 0, 0)}


def test_shipped_as_a_gzip_of_stored_entries(built: tuple[pathlib.Path, pathlib.Path], tmp_path: pathlib.Path) -> None:
    """What the site ships (tools/vendor.py): the same entries, stored, the whole gzipped;
    smaller than the zip of deflated entries, and the same bytes from the same zip."""
    shipped = []
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        copy = tmp_path / name / built[0].name
        shutil.copy2(built[0], copy)
        shipped.append(as_gzip(copy))
        assert not copy.exists()
    assert shipped[0].read_bytes() == shipped[1].read_bytes()
    assert shipped[0].stat().st_size < built[0].stat().st_size
    with zipfile.ZipFile(built[0]) as original, zipfile.ZipFile(io.BytesIO(gzip.decompress(shipped[0].read_bytes()))) as inflated:
        assert inflated.namelist() == original.namelist()
        assert {i.compress_type for i in inflated.infolist()} == {zipfile.ZIP_STORED}
        assert all(inflated.read(n) == original.read(n) for n in original.namelist())

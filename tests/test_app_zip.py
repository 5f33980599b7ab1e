"""app.zip carries every Python file of py/ but the two entry scripts, deterministically."""

import io
import pathlib
import sys
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402


def test_archive_holds_the_packages():
    data = build_site.render_app_zip(ROOT)
    names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    expected = {p.relative_to(ROOT / "py").as_posix() for p in (ROOT / "py").rglob("*.py")
                if "__pycache__" not in p.parts} - {"main.py", "ai_worker.py"}
    assert names == expected
    assert {"spielkiste/__init__.py", "ui/app.py", "spielkiste/games/solstis.py"} <= names
    assert build_site.render_app_zip(ROOT) == data, "the same sources give the same bytes"


def test_pyscript_config_unpacks_the_archive():
    text = (ROOT / "pyscript.toml").read_text()
    assert 'interpreter = "./js/interpreter.mjs"' in text  # Pyodide, from the snapshot when stored
    assert '"./app.zip" = "./*"' in text

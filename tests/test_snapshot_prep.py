"""py/ui/snapshot_prep.py: what the snapshot maker runs before the memory image is taken
(it was Python inside a JavaScript string): every module under the working directory is
imported, a failing one is named and left out, and PyScript's package comes precompiled
for exactly its bytes. Run in a fresh CPython, in a folder laid out as the maker's."""

import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCRIPT = r"""
import importlib, json, os, sys
sys.path.insert(0, os.getcwd())
sys.path.append(sys.argv[1])
from ui import snapshot_prep
sys.modules["json"]  # imported already: the warm-up's standard modules then count only when new
report = json.loads(snapshot_prep.prepare({sys.argv[2]: open(sys.argv[2]).read(), "/nowhere/broken.py": "def ("}))
sys.path.insert(0, os.path.dirname(sys.argv[2]))
import fake_pyscript
precompiled = sys.modules["_spielkiste_precompiled"]
report["hits"] = precompiled.hits
report["answer"] = fake_pyscript.ANSWER
report["sources"] = sorted(json.loads(snapshot_prep.pyscript_sources()))
print(json.dumps(report))
"""


def test_prepare_imports_everything_and_precompiles_pyscript(tmp_path):
    app = tmp_path / "app"
    (app / "games").mkdir(parents=True)
    (app / "games" / "__init__.py").write_text("")
    (app / "games" / "good.py").write_text("VALUE = 1\n")
    (app / "games" / "needs_page.py").write_text("import pyscript\n")  # exists only under PyScript
    outside = tmp_path / "pyscript_src"
    outside.mkdir()
    (outside / "fake_pyscript.py").write_text("ANSWER = 42\n")
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(ROOT / "py"), str(outside / "fake_pyscript.py")],
                          cwd=app, capture_output=True, text=True, check=True)
    report = json.loads(done.stdout)
    assert report["imported"] == ["games", "games.good"]
    assert list(report["failed"]) == ["games.needs_page", "/nowhere/broken.py"]
    assert report["failed"]["games.needs_page"].startswith("ModuleNotFoundError")
    assert report["precompiled"] == [str(outside / "fake_pyscript.py")]
    assert report["hits"] == [str(outside / "fake_pyscript.py")] and report["answer"] == 42
    assert report["sources"] == []  # no module named pyscript here


AFTER_RESTORE = r"""
import random, sys
sys.path.insert(0, sys.argv[1])
from ui import snapshot_prep
random.seed(7)
frozen = random.random()
random.seed(7)
try:
    snapshot_prep.after_restore()
    print("restored", random.random() != frozen)
except RuntimeError as exc:
    print("refused", exc)
"""


def test_after_restore_reseeds_and_refuses_a_snapshot_without_the_app():
    """The snapshot froze `random`: a restore draws new numbers; without the app it fails
    (and js/interpreter.mjs then starts normally)."""
    for imports, expected in (("", "refused the snapshot does not hold the app"), ("sys.modules['ui.app'] = sys\n", "restored True")):
        script = AFTER_RESTORE.replace("from ui import snapshot_prep\n", "from ui import snapshot_prep\n" + imports)
        done = subprocess.run([sys.executable, "-c", script, str(ROOT / "py")], capture_output=True, text=True, check=True)
        assert done.stdout.strip() == expected


def test_import_all_reports_every_module_of_the_app_also_when_imported_already(tmp_path, monkeypatch):
    from ui import snapshot_prep

    (tmp_path / "prep_pkg").mkdir()
    (tmp_path / "prep_pkg" / "__init__.py").write_text("from . import part\n")
    (tmp_path / "prep_pkg" / "part.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        done, failed = snapshot_prep.import_all(str(tmp_path), ("prep_pkg.part", "json", "colorsys"))
    finally:
        for name in ("prep_pkg", "prep_pkg.part"):
            sys.modules.pop(name, None)
    # prep_pkg.part came with its package and is in the warm-up's list: still reported
    assert done[:2] == ["prep_pkg", "prep_pkg.part"] and failed == {}
    assert "json" not in done  # a standard module imported long before: not new


def test_sourceless_bytecode_counts_as_a_module_once(tmp_path):
    """app-later.zip ships .pyc where the .py would be (tools/app_pyc.py): those modules
    are imported into the snapshot too; a module present both ways is named once."""
    from ui import snapshot_prep

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.pyc").write_bytes(b"")
    (tmp_path / "pkg" / "screen.pyc").write_bytes(b"")
    (tmp_path / "pkg" / "both.py").write_text("")
    (tmp_path / "pkg" / "both.pyc").write_bytes(b"")
    (tmp_path / "pkg" / "notes.txt").write_text("")
    (tmp_path / "top.py").write_text("")
    assert list(snapshot_prep.module_names(str(tmp_path))) == ["top", "pkg", "pkg.both", "pkg.screen"]

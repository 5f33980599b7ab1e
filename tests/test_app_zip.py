"""app.zip (tools/app_zip.py): every module of py/ but the two entry scripts, without
comments and docstrings but with the lines where they were, plus the build's
ui/prebuilt.py (the picker's cards and the idle warm-up's order); deterministic. And the
point of it all (issue #16): a start on the picker compiles no game, and the warm-up then
compiles one module per step. Split in two (issue #28): app.zip holds what the picker
imports, app-later.zip the rest, which ui/later.py fetches on the first import of one."""

import ast
import hashlib
import io
import json
import pathlib
import subprocess
import sys
import tokenize
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import app_zip  # noqa: E402

from ui import cards  # noqa: E402

SOURCES = {p.relative_to(ROOT / "py").as_posix(): p for p in (ROOT / "py").rglob("*.py") if "__pycache__" not in p.parts}
for entry in ("main.py", "ai_worker.py"):  # the scripts PyScript fetches itself
    del SOURCES[entry]


@pytest.fixture(scope="module")
def archive():
    """Both archives' files in one (what a page has once the later one is unpacked)."""
    return zipfile.ZipFile(io.BytesIO(app_zip.render_whole_zip(ROOT)))


def test_archive_holds_the_packages_and_the_prebuilt_module(archive):
    names = set(archive.namelist())
    catalogs = {f"ui/locale/{lang}/LC_MESSAGES/spielkiste.mo" for lang in ("de", "en")}
    assert names == set(SOURCES) | {app_zip.PREBUILT} | catalogs  # the words, compiled (tools/po_catalog.py)
    assert {"spielkiste/__init__.py", "ui/app.py", "spielkiste/games/solstis.py"} <= names
    assert "main.py" not in names and "ai_worker.py" not in names
    sources = {app_zip.module_name(rel): (rel, path.read_text()) for rel, path in SOURCES.items()}
    assert app_zip.archives(ROOT, sources) == app_zip.render_archives(ROOT, bytecode=False), "the same sources give the same bytes"


def test_the_start_archive_holds_the_pickers_modules_and_names_the_later_ones():
    start_bytes, later_bytes = app_zip.render_archives(ROOT, bytecode=False)  # (as .pyc: test_app_pyc.py)
    start, later = (set(zipfile.ZipFile(io.BytesIO(data)).namelist()) for data in (start_bytes, later_bytes))
    catalogs = {name for name in start if name.startswith("ui/locale/")}  # the words: the picker speaks
    assert catalogs == {f"ui/locale/{lang}/LC_MESSAGES/spielkiste.mo" for lang in ("de", "en")}
    assert not start & later and (start - catalogs) | later == set(SOURCES) | {app_zip.PREBUILT}
    assert {"ui/app.py", "ui/later.py", "ui/warmup.py", "ui/picker.py", app_zip.PREBUILT} <= start
    # the lessons, the review, the hint, play by link, the AI and the games come later
    assert {"spielkiste/lessons/__init__.py", "ui/game/review.py", "ui/game/hint.py", "ui/game/bylink.py",
            "spielkiste/ai/__init__.py", "spielkiste/games/boxilies.py", "ui/game/screen.py"} <= later
    namespace = {}
    exec(zipfile.ZipFile(io.BytesIO(start_bytes)).read(app_zip.PREBUILT).decode(), namespace)  # noqa: S102
    assert set(namespace["LATER"]) == {app_zip.module_name(rel) for rel in later}
    # the start archive's hash (the snapshot's key) changes whenever the later one does
    assert namespace["LATER_SHA256"] == hashlib.sha256(later_bytes).hexdigest()


PICKER_ALONE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
""" + "{stubs}" + r"""
import ui.app
from ui import cards, picker
html = picker.render("en", cards.cards(), [])
print(json.dumps(html.count('class="card"')))
"""


def test_the_picker_needs_nothing_of_the_later_archive(tmp_path):
    zipfile.ZipFile(io.BytesIO(app_zip.render_app_zip(ROOT, bytecode=False))).extractall(tmp_path)
    done = subprocess.run([sys.executable, "-c", PICKER_ALONE.replace("{stubs}", STUBS), str(tmp_path)],
                          capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == 4


def test_pyscript_config_unpacks_the_archive():
    text = (ROOT / "pyscript.toml").read_text()
    assert 'interpreter = "./js/interpreter.mjs"' in text  # Pyodide, from the snapshot when stored
    assert '"./app.zip" = "./*"' in text


def definitions(text):
    """(kind, name, line) of every def and class, and the line of every statement."""
    tree = ast.parse(text)
    defs = [(type(n).__name__, n.name, n.lineno) for n in ast.walk(tree)
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
    lines = sorted({n.lineno for n in ast.walk(tree) if isinstance(n, ast.stmt)})
    return defs, lines


@pytest.mark.parametrize("rel", sorted(SOURCES))
def test_shipped_module_keeps_code_and_lines_drops_comments_and_docstrings(archive, rel):
    original = SOURCES[rel].read_text()
    shipped = archive.read(rel).decode()
    assert shipped.count("\n") == original.count("\n")
    assert definitions(shipped) == definitions(original), "every statement on its line of py/"
    tokens = list(tokenize.generate_tokens(io.StringIO(shipped).readline))
    assert not [t for t in tokens if t.type == tokenize.COMMENT]
    for node in ast.walk(ast.parse(shipped)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node, clean=False)
            assert doc is None or not doc.strip()
    # the code itself is unchanged: the same syntax tree once docstrings are gone
    assert ast.dump(without_docstrings(ast.parse(shipped))) == ast.dump(without_docstrings(ast.parse(original)))


def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:]
    return tree


def test_shipped_source_edge_cases():
    text = ('"""Module\n\ndoc."""\nx = "# not a comment"  # a comment\n'
            'def f():\n    """One line."""\n    return """\n  kept # too\n"""\n\n\nclass A:\n    # only a comment\n    y = 1\n')
    out = app_zip.shipped_source(text)
    assert out == ('"""\n\n"""\nx = "# not a comment"\n'
                   'def f():\n    ""\n    return """\n  kept # too\n"""\n\n\nclass A:\n\n    y = 1\n')


def test_prebuilt_cards_are_what_the_games_say(archive):
    namespace = {}
    exec(archive.read(app_zip.PREBUILT).decode(), namespace)  # noqa: S102 - our own build output
    computed = cards.computed_cards()
    assert list(namespace["CARDS"]) == list(computed) == list(cards.ORDER)
    for gid, card in namespace["CARDS"].items():
        assert cards.Card(*card) == computed[gid]
        assert card[0].startswith("<svg")


STUBS = r"""
import importlib, json, sys, types
sys.dont_write_bytecode = True
class Anything(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return type(name, (Exception,), {})
js = Anything("js")
ffi = Anything("pyodide.ffi")
pyodide = types.ModuleType("pyodide")
pyodide.ffi = ffi
sys.modules.update({"js": js, "pyodide": pyodide, "pyodide.ffi": ffi})
sys.path.insert(0, sys.argv[1])
def ours():
    return {m for m in sys.modules if m.split(".")[0] in ("ui", "spielkiste")}
"""
PICKER_THEN_WARM_UP = STUBS + r"""
import ui.app
from ui import cards, picker
html = picker.render("en", cards.cards(), [])
at_ready = sorted(ours())
from ui.prebuilt import WARM_UP
steps = []
for name in WARM_UP:
    before = ours()
    if name not in before:
        importlib.import_module(name)
        steps.append([name, sorted(ours() - before)])
print(json.dumps({"at_ready": at_ready, "steps": steps, "cards": html.count('class="card"')}))
"""


def test_the_picker_compiles_no_game_and_the_warm_up_one_module_per_step(archive, tmp_path):
    archive.extractall(tmp_path)
    done = subprocess.run([sys.executable, "-c", PICKER_THEN_WARM_UP, str(tmp_path)],
                          capture_output=True, text=True, check=True)
    out = json.loads(done.stdout)
    assert out["cards"] == 4
    heavy = [m for m in out["at_ready"] if m.startswith(("spielkiste.games", "spielkiste.lessons", "spielkiste.ai",
                                                           "ui.games.", "ui.game.", "ui.explain"))]
    # the renderer's base draws marks with its cells (mark_shapes, a few small functions)
    assert heavy == ["ui.game.model", "ui.games.base", "ui.games.mark_shapes"], "the picker needs only these"
    assert "ui.game.screen" not in out["at_ready"]
    ours = ("ui", "spielkiste")
    for name, new in out["steps"]:  # one module of the app per step; a standard module adds none
        own = [m for m in new if m.startswith(name + ".")]  # a game's UI package brings its parts along
        assert new == ([name] + own if name.split(".")[0] in ours else []), (name, new)
    assert "urllib.parse" in [name for name, _ in out["steps"]], "imported by the warm-up, not at the start"
    warmed = set(out["at_ready"]) | {name for _, new in out["steps"] for name in new}
    expected = {app_zip.module_name(rel) for rel in SOURCES} | {"ui.prebuilt"}
    assert warmed == {m for m in expected if not m.startswith("spielkiste.ai")}


def test_warm_up_order_puts_imports_first():
    sources = {
        "pkg": ("pkg/__init__.py", "from .b import x\n"),
        "pkg.a": ("pkg/a.py", "import pkg.c\ndef f():\n    from . import d\n"),
        "pkg.b": ("pkg/b.py", "try:\n    from .c import y\nexcept ImportError:\n    pass\n"),
        "pkg.c": ("pkg/c.py", ""),
        "pkg.d": ("pkg/d.py", "from .. import pkg\n"),
        "spielkiste.ai": ("spielkiste/ai/__init__.py", ""),
    }
    order = app_zip.warm_up_order(sources)
    # pkg.b comes with pkg's step: its own package imports it (as a game's UI package does its parts)
    assert "spielkiste.ai" not in order and sorted(order) == ["pkg", "pkg.a", "pkg.c", "pkg.d"]
    assert order.index("pkg.c") < order.index("pkg") < order.index("pkg.a")
    sources["pkg.c"] = ("pkg/c.py", "def f():\n    from urllib.parse import quote\n    import js\n")
    order = app_zip.warm_up_order(sources)
    assert order[order.index("pkg.c") + 1] == "urllib.parse" and "js" not in order

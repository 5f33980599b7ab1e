"""One vocabulary (issue 24): the words the page's Python and its scripts share are defined
once, in py/ui/contract.py (and the engine's in py/spielkiste/vocabulary.py); the page
scripts import js/contract.gen.js, which tools/contract_js.py writes from it."""

import ast
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import app_zip  # noqa: E402
import contract_js  # noqa: E402

from spielkiste import link, vocabulary  # noqa: E402
from ui import contract, later, saves, storage  # noqa: E402
from ui.game import model  # noqa: E402

# the shared words that must appear nowhere but in their one definition
SHARED = (contract.STORAGE_PREFIX, contract.PRECOMPILED_MODULE, contract.LATER_ZIP, contract.SNAPSHOT_RETRY_KEY)


def test_the_generated_script_is_up_to_date():
    assert (ROOT / "js" / "contract.gen.js").read_text() == contract_js.render(), \
        "js/contract.gen.js is stale: run python3 tools/contract_js.py"


def test_the_generated_script_holds_every_value():
    text = contract_js.render()
    for name, value in contract.exported().items():
        assert f"export const {name} = " in text
        for word in (value.values() if isinstance(value, dict) else value if isinstance(value, tuple) else [value]):
            assert (f'"{word}"' if isinstance(word, str) else repr(word)) in text, (name, word)


def test_page_scripts_import_the_words_instead_of_spelling_them():
    for path in sorted((ROOT / "js").glob("*.*js")):
        if path.name == "contract.gen.js":
            continue
        code = re.sub(r"//[^\n]*", "", path.read_text())  # comments may name them
        for word in SHARED:
            assert f'"{word}' not in code and f"`{word}" not in code, (path.name, word)
    for name in ("boot.js", "rescue.js", "sw-register.js", "snapshot-store.mjs"):
        assert 'from "./contract.gen.js"' in (ROOT / "js" / name).read_text(), name


def string_constants(path):
    """The string constants of a module, docstrings left out."""
    tree = ast.parse(path.read_text())
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_python_spells_the_shared_words_once():
    for path in sorted((ROOT / "py").rglob("*.py")):
        if path.name in ("contract.py", "vocabulary.py"):
            continue
        found = [s for s in string_constants(path) if any(re.search(re.escape(word) + r"(?![ ])", s) for word in SHARED)]
        assert not found, (path, found)


def test_the_python_side_uses_the_one_definition():
    assert storage.PREFIX == contract.STORAGE_PREFIX and later.LATER_ZIP == contract.LATER_ZIP == app_zip.LATER_ZIP
    assert model.HUMAN == vocabulary.HUMAN and model.LINK == vocabulary.LINK
    assert set(link.PLAYERS.values()) >= set(saves.PLAYER_KINDS)
    assert all(kind in (vocabulary.HUMAN, vocabulary.LINK) or vocabulary.is_computer(kind) for kind in link.PLAYERS.values())
    assert saves.event_key(contract.STORAGE_PREFIX + "x") == saves.event_key("spielkiste:x")

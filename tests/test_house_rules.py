"""House rules of the code that a reviewer would otherwise have to remember.

- No `assert` in `py/`: validation raises a typed error (`protocol.expect`), because
  `python -O` strips asserts and a damaged position would then be accepted.
- No import circles in `py/`, counting the imports made inside functions (they hide a
  circle from a reader, not from the interpreter).
- No generic module of the page names a game: what is special about a game lives in its
  own package, `py/ui/games/<id>/`, and the generic layers ask `ui.games.ui_for(id)`.
"""

import ast
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PY = ROOT / "py"


def _modules():
    """Module name -> path for every module of py/ (packages by their __init__)."""
    found = {}
    for path in sorted(PY.rglob("*.py")):
        parts = list(path.relative_to(PY).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        if parts:
            found[".".join(parts)] = path
    return found


def _imports(name, path, known):
    """The modules of py/ that `name` imports anywhere in its body."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            # `from pkg import sub` needs the submodule; `from pkg import name`, the package
            for alias in node.names:
                sub = f"{stem}.{alias.name}"
                targets.add(sub if sub in known else stem)
    return {t for t in targets if t in known and t != name}


def import_graph():
    known = _modules()
    return {name: _imports(name, path, known) for name, path in known.items()}


def find_cycle(graph):
    """One import circle as a list of modules, or None."""
    state = {}

    def visit(node, trail):
        state[node] = "open"
        trail.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                return trail[trail.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt, trail)
                if found:
                    return found
        trail.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node, [])
            if found:
                return found
    return None


def test_no_assert_in_py():
    offenders = []
    for path in sorted(PY.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assert):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, "assert in py/ (use protocol.expect or raise): " + ", ".join(offenders)


def test_no_import_cycle_in_py():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle)


def test_cycle_finder_finds_a_hidden_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_invariants_hold_under_python_O():
    """The engine's checks still refuse a broken state when asserts are stripped."""
    script = (
        "import sys; sys.path[:0] = ['py', 'tests']\n"
        "import spielkiste\n"
        "from spielkiste.errors import BadPosition\n"
        "from conformance import play_random_game\n"
        "import random\n"
        "for gid in spielkiste.GAMES:\n"
        "    play_random_game(gid, {}, seed=3, rng=random.Random(3), deep_every=5)\n"
        "m = spielkiste.new_match('boxilies', seed=1)\n"
        "layout, free, cells, hands, player = m.state\n"
        "broken = (layout, free, cells, (hands[0], hands[0][:-1]), player)\n"
        "try:\n"
        "    m.game.check(broken)\n"
        "except BadPosition:\n"
        "    print('refused')\n"
    )
    done = subprocess.run([sys.executable, "-O", "-c", script], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "refused"


# -- one place per game (issue 24) --------------------------------------------------------
UI = PY / "ui"
#: the registries: the only modules of the page that know which games there are
REGISTRIES = {UI / "games" / "__init__.py"}


def _game_ids():
    sys.path.insert(0, str(PY))
    from spielkiste.registry import ORDER

    return ORDER


def named_games(source, ids):
    """[(line, text)] of the string constants in `source` (docstrings aside) that name
    one of the game ids `ids` as a word ("boxilies", "played:soulaween", "#/iye/rules")."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    word = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, ids)) + r")(?![A-Za-z0-9_])")
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
            and word.search(node.value)]


def generic_modules():
    """Every module of py/ui/ but the registries and the games' own packages."""
    games = UI / "games"
    return [path for path in sorted(UI.rglob("*.py")) if path not in REGISTRIES
            and not (path.parent != games and games in path.parents)]


def test_no_generic_module_of_the_page_names_a_game():
    ids = _game_ids()
    offenders = [f"{path.relative_to(ROOT)}:{line}: {text!r}" for path in generic_modules()
                 for line, text in named_games(path.read_text(encoding="utf-8"), ids)]
    assert not offenders, "a game named outside its package (ask ui.games.ui_for): " + "; ".join(offenders)


def test_the_game_name_finder_finds_a_name_and_skips_docstrings():
    ids = ("soulaween", "iye")
    source = '"""Soulaween and iye in a docstring."""\nx = "played:soulaween"\ny = "#/iye/rules"\nz = "iyes"\n'
    assert named_games(source, ids) == [(2, "played:soulaween"), (3, "#/iye/rules")]
    assert UI / "app.py" in generic_modules() and UI / "games" / "base.py" in generic_modules()
    assert UI / "games" / "iye" / "board.py" not in generic_modules()

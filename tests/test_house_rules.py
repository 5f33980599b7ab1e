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
import subprocess
import sys

from game_names import generic_modules, imported_games, named_games

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


def _game_ids():
    sys.path.insert(0, str(PY))
    from spielkiste.registry import ORDER

    return ORDER


def generic_offenders(find, show):
    """`path:line: what` for each thing `find(source, game ids)` finds in a generic module
    of the page (tools/game_names.py: a game's name, an import of a game's module)."""
    ids = _game_ids()
    return [f"{path.relative_to(ROOT)}:{line}: {show(found)}" for path in generic_modules(UI)
            for line, found in find(path.read_text(encoding="utf-8"), ids)]


def test_no_generic_module_of_the_page_names_a_game():
    offenders = generic_offenders(named_games, repr)
    assert not offenders, "a game named outside its package (ask ui.games.ui_for): " + "; ".join(offenders)


def test_the_game_name_finder_finds_a_name_and_skips_docstrings():
    ids = ("soulaween", "iye")
    source = '"""Soulaween and iye in a docstring."""\nx = "played:soulaween"\ny = "#/iye/rules"\nz = "iyes"\n'
    assert named_games(source, ids) == [(2, "played:soulaween"), (3, "#/iye/rules")]
    assert UI / "app.py" in generic_modules(UI) and UI / "games" / "base.py" in generic_modules(UI)
    assert UI / "games" / "iye" / "board.py" not in generic_modules(UI) and UI / "games" / "__init__.py" not in generic_modules(UI)


# -- no bug-hiding: a broad except only where it is a boundary, and never silent ---------
#: (module, enclosing function) -> (what the handler does with the error, why it may catch anything).
#: "counted": render_errors.caught (a rules bug on the render path: a fallback is drawn, the
#: console says it and the e2e tests' counter sees it); "reported": the console and/or the page
#: say it; "returned": the reason is the function's result.
BROAD_EXCEPTS = {
    ("py/main.py", "describe"): ("returned", "str() of any exception can raise; the start's last words"),
    ("py/main.py", ""): ("reported", "a message and a way out, never a stuck loading screen"),
    ("py/ui/storage.py", "parse_json"): ("returned", "RecursionError, MemoryError: a damaged save is set aside"),
    ("py/ui/ai_bridge.py", "AiBridge._choose"): ("reported", "any failure of the worker: think on the page instead"),
    ("py/ui/ai_bridge.py", "AiBridge.call"): ("reported", "any failure of the worker: think on the page instead"),
    ("py/ui/warmup.py", "WarmUp.step"): ("reported", "an import in advance; the route that needs it says why"),
    ("py/ui/app.py", "App.start"): ("reported", "an old save must never stop the start"),
    ("py/ui/app.py", "App.on_popstate"): ("reported", "an event handler: never let it break the page"),
    ("py/ui/app.py", "App.on_key"): ("reported", "an event handler: never let it break the page"),
    ("py/ui/app.py", "App.on_change"): ("reported", "an event handler: never let it break the page"),
    ("py/ui/app.py", "App.on_click"): ("reported", "an event handler: never let it break the page"),
    ("py/ui/app.py", "App.on_storage"): ("reported", "an event handler: never let it break the page"),
    ("py/ui/archive_page.py", "import_file.done"): ("reported", "a promise's callback: never lost in it"),
    ("py/ui/games/boxilies/designer.py", "DesignerPage.on_click"): ("reported", "an event handler"),
    ("py/ui/games/boxilies/designer.py", "DesignerPage.on_change"): ("reported", "an event handler"),
    ("py/ui/games/boxilies/designer.py", "DesignerPage.on_input"): ("reported", "an event handler"),
    ("py/ui/games/boxilies/designer.py", "DesignerPage.on_key"): ("reported", "an event handler"),
    ("py/ui/game/screen.py", "GameScreen.computer_turn"): ("reported", "a task: the game goes on without the reply"),
    ("py/ui/game/screen.py", "GameScreen.ask_hint"): ("reported", "a task: a hint must never break the game"),
    ("py/ui/game/screen.py", "GameScreen.run_review"): ("reported", "a task: the panel says it, what we have is kept"),
    ("py/ui/game/controller.py", "Controller.describe"): ("counted", "the move's sentence"),
    ("py/ui/game/log.py", "decisions"): ("counted", "the game log's sentences"),
    ("py/ui/game/model.py", "ScreenModel.effects"): ("counted", "a move's effects, for highlights"),
    ("py/ui/game/movelist.py", "items"): ("counted", "the move list's labels"),
    ("py/ui/snapshot_prep.py", "import_all"): ("reported", "a module that fails while the snapshot is made: left out, imported at start"),
    ("py/ui/game/turn_marks.py", "_labels"): ("counted", "the turn marks' legend names the moves by their labels"),
    ("py/ui/game/review.py", "better"): ("counted", "the review's better move"),
    ("py/ui/game/status.py", "replay_headline"): ("counted", "the status line"),
    ("py/ui/games/boxilies/board.py", "BoxiliesBoard.render_board"): ("counted", "the last move's highlight"),
    ("py/ui/games/iye/board.py", "last_drum_move"): ("counted", "the drum's arrow"),
    ("py/ui/games/iye/board.py", "IyeBoard._last"): ("counted", "the last move's highlight"),
    ("py/ui/games/soulaween/board.py", "SoulaweenBoard._effects"): ("counted", "the last move's highlight"),
}
_SAYS = {"counted": {"caught"}, "reported": {"report", "warn", "error", "report_failure", "review_failed"}}


def broad_excepts(source):
    """[(enclosing function, handler)] of every `except:`, `except Exception` and
    `except BaseException` (alone or in a tuple) in `source`."""
    found = []

    def walk(node, scope):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                walk(child, scope + [child.name])
                continue
            if isinstance(child, ast.ExceptHandler):
                kinds = child.type.elts if isinstance(child.type, ast.Tuple) else [child.type]
                if child.type is None or any(isinstance(k, ast.Name) and k.id in ("Exception", "BaseException")
                                             for k in kinds):
                    found.append((".".join(scope), child))
            walk(child, scope)

    walk(ast.parse(source), [])
    return found


def _what_it_does(handler):
    calls = {n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", "")
             for n in ast.walk(handler) if isinstance(n, ast.Call)}
    if calls & _SAYS["counted"]:
        return "counted"
    if calls & _SAYS["reported"]:
        return "reported"
    return "returned" if any(isinstance(n, ast.Return) and n.value is not None for n in handler.body) else "silent"


def test_no_broad_except_outside_the_allow_list():
    """Narrow it to what can really occur (ui.browser_errors for calls into the page), or
    add it to BROAD_EXCEPTS with the reason; a silent broad except is never allowed."""
    seen, offenders = set(), []
    for path in sorted(PY.rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        for scope, handler in broad_excepts(path.read_text(encoding="utf-8")):
            seen.add((rel, scope))
            allowed = BROAD_EXCEPTS.get((rel, scope))
            does = _what_it_does(handler)
            if allowed is None:
                offenders.append(f"{rel}:{handler.lineno} in {scope or 'the module'}: not in BROAD_EXCEPTS")
            elif does != allowed[0]:
                offenders.append(f"{rel}:{handler.lineno} in {scope or 'the module'}: {does}, not {allowed[0]}")
    assert not offenders, "broad except: " + "; ".join(offenders)
    assert not set(BROAD_EXCEPTS) - seen, f"stale entries in BROAD_EXCEPTS: {sorted(set(BROAD_EXCEPTS) - seen)}"


def test_the_broad_except_finder_finds_one_and_sees_it_silent():
    source = ("def f():\n    try:\n        g()\n    except (ValueError, Exception):\n        pass\n"
              "class C:\n    def m(self):\n        try:\n            g()\n        except:\n"
              "            render_errors.caught('x', None)\n"
              "try:\n    g()\nexcept KeyError:\n    pass\n")
    found = broad_excepts(source)
    assert [scope for scope, _ in found] == ["f", "C.m"]
    assert [_what_it_does(h) for _, h in found] == ["silent", "counted"]


def test_no_generic_module_of_the_page_imports_a_game():
    """What a generic module needs of a game it asks the game's GameUI (ui.games.ui_for)."""
    offenders = generic_offenders(imported_games, str)
    assert not offenders, "a generic module imports a game's own module: " + "; ".join(offenders)


def test_the_game_import_finder_finds_one():
    source = "from .games.boxilies import designer\nimport spielkiste.games.iye\nfrom . import games\n"
    assert imported_games(source, ("boxilies", "iye")) == [(1, "games.boxilies.designer"), (2, "spielkiste.games.iye")]

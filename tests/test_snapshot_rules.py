"""Every module of py/ can go into Pyodide's memory snapshot (docs/startup.md).

The snapshot is made in a Web Worker by importing every module app.zip holds, with plain
Pyodide (no page, no PyScript), and then restored in other pages and workers. That works
only if importing a module:

1. touches nothing of JavaScript: no `js.<name>` and no `from js import ...` at import
   time (a worker has no `document`; a JS object held by a module cannot be written into
   the snapshot, so one such module would cost every visitor the snapshot);
2. does not import `pyscript` at the top (it exists only under PyScript; import it inside
   the function that needs it);
3. creates no JavaScript proxies (`create_proxy`, `to_js`, ...) at import time;
4. draws nothing from chance or the clock at import time (a module-level
   `random.Random()`, `time.time()`, `os.urandom()` ...): the snapshot would freeze the
   value for every visit. (`random`'s own generator is reseeded after each restore.)

Rules 1-3 are checked by importing every module in a fresh CPython with stand-ins for `js`
and `pyodide.ffi` that fail when touched; rule 4 by reading the module-level code. New
modules are checked automatically: the list is whatever py/ holds.
"""

import ast
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PY = ROOT / "py"
ENTRY_SCRIPTS = {"main.py", "ai_worker.py"}  # scripts PyScript runs, never imported
CHANCE_AND_CLOCK = {
    "random": None,  # any call into the random module
    "time": None,
    "secrets": None,
    "uuid": None,
    "datetime": {"now", "today", "utcnow"},
    "os": {"urandom", "getrandom", "getpid"},
}


def module_files():
    """Every module of py/ (what app.zip holds): all .py files but the two entry scripts."""
    return sorted(p for p in PY.rglob("*.py")
                  if "__pycache__" not in p.parts and p.relative_to(PY).as_posix() not in ENTRY_SCRIPTS)


def module_name(path):
    parts = list(path.relative_to(PY).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


IMPORT_ALL = r"""
import importlib, json, sys, types

class Touched(Exception):
    pass

class ForbiddenJs(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        raise Touched(f"js.{name} is touched at import time")

class ForbiddenCall:
    def __init__(self, name):
        self.name = name
    def __call__(self, *args, **kwargs):
        raise Touched(f"pyodide.ffi.{self.name}() is called at import time")

ffi = types.ModuleType("pyodide.ffi")
ffi.__getattr__ = lambda name: ForbiddenCall(name)
pyodide = types.ModuleType("pyodide")
pyodide.ffi = ffi
sys.modules.update({"js": ForbiddenJs("js"), "pyodide": pyodide, "pyodide.ffi": ffi})
sys.path.insert(0, sys.argv[1])
failed = {}
for name in json.loads(sys.argv[2]):
    try:
        importlib.import_module(name)
    except BaseException as exc:
        failed[name] = f"{type(exc).__name__}: {exc}"
print(json.dumps(failed))
"""


def test_every_module_imports_without_page_pyscript_or_proxies():
    names = [module_name(p) for p in module_files()]
    assert {"spielkiste", "ui.app", "ui.ai_bridge", "spielkiste.ai"} <= set(names)
    result = subprocess.run([sys.executable, "-c", IMPORT_ALL, str(PY), json.dumps(names)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    failed = json.loads(result.stdout.strip().splitlines()[-1])
    assert not failed, "modules that cannot go into the snapshot (docs/startup.md):\n" + "\n".join(
        f"  {name}: {why}" for name, why in sorted(failed.items()))


def module_level_nodes(tree):
    """Nodes that run at import time: everything but the bodies of functions and lambdas
    (class bodies run at import, so they count)."""
    stack = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            # decorators and default values do run at import time
            stack.extend(getattr(node, "decorator_list", []))
            args = node.args
            stack.extend(d for d in args.defaults + args.kw_defaults if d is not None)
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def chance_or_clock_calls(source):
    """Module-level calls like random.random(), time.time(), os.urandom() ..."""
    tree = ast.parse(source)
    aliases = {}  # local name -> module, for `import random as r` and `from time import time`
    for node in tree.body:
        if isinstance(node, ast.Import):
            for alias in node.names:
                aliases[alias.asname or alias.name] = (alias.name, None)
        elif isinstance(node, ast.ImportFrom) and node.module in CHANCE_AND_CLOCK:
            for alias in node.names:
                aliases[alias.asname or alias.name] = (node.module, alias.name)
    found = []
    for node in module_level_nodes(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            module, attr = aliases.get(func.value.id, (None, None))[0], func.attr
        elif isinstance(func, ast.Name) and func.id in aliases and aliases[func.id][1]:
            module, attr = aliases[func.id]
        else:
            continue
        if module in CHANCE_AND_CLOCK and (CHANCE_AND_CLOCK[module] is None or attr in CHANCE_AND_CLOCK[module]):
            found.append(f"line {node.lineno}: {module}.{attr}()")
    return found


def test_no_module_draws_chance_or_clock_at_import():
    offenders = {}
    for path in module_files():
        calls = chance_or_clock_calls(path.read_text(encoding="utf-8"))
        if calls:
            offenders[path.relative_to(ROOT).as_posix()] = calls
    assert not offenders, f"values frozen into the snapshot (docs/startup.md): {offenders}"


def test_the_clock_check_catches_what_it_should():
    assert chance_or_clock_calls("import random\nRNG = random.Random()\n") == ["line 2: random.Random()"]
    assert chance_or_clock_calls("from time import time as now\nSTART = now()\n") == ["line 2: time.time()"]
    assert chance_or_clock_calls("import os\nclass A:\n    salt = os.urandom(8)\n") == ["line 3: os.urandom()"]
    assert chance_or_clock_calls("import random\ndef f():\n    return random.random()\n") == []
    assert chance_or_clock_calls("import random\ndef f(x=random.random()):\n    pass\n") == ["line 2: random.random()"]


def test_forbidden_imports_are_reported(tmp_path):
    (tmp_path / "touches_js.py").write_text("import js\nDOC = js.document\n")
    (tmp_path / "uses_pyscript.py").write_text("from pyscript import window\n")
    (tmp_path / "makes_proxy.py").write_text("from pyodide.ffi import create_proxy\nP = create_proxy(print)\n")
    (tmp_path / "fine.py").write_text("import js\nfrom pyodide.ffi import create_proxy, jsnull\n"
                                      "def f():\n    return js.document, create_proxy(f)\n")
    names = ["touches_js", "uses_pyscript", "makes_proxy", "fine"]
    result = subprocess.run([sys.executable, "-c", IMPORT_ALL, str(tmp_path), json.dumps(names)],
                            capture_output=True, text=True, timeout=60)
    failed = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(failed) == {"touches_js", "uses_pyscript", "makes_proxy"}, failed
    assert "js.document" in failed["touches_js"]
    assert "pyscript" in failed["uses_pyscript"]
    assert "create_proxy" in failed["makes_proxy"]

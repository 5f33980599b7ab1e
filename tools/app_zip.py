"""app.zip: the app's Python as the page gets it (issue #16: a cold first visit).

PyScript unpacks app.zip into Pyodide's working directory ([files] "./app.zip" = "./*"),
and every module the page imports is compiled from source on a cold start (~0.85 ms per
KB here, the largest part of the app's own start). So the archive holds:

- the compiled message catalogs, `ui/locale/<lang>/LC_MESSAGES/spielkiste.mo`, from
  locale/*.po (tools/po_catalog.py), which ui/i18n.py reads with `gettext`;
- every module of py/ but the two entry scripts, with comments and docstrings taken out
  (a quarter fewer bytes to fetch and to tokenize). Line numbers stay those of py/: a
  multi-line docstring becomes a string of as many newlines, so a traceback points at the
  right line of the source in the repository;
- `ui/prebuilt.py`, written here and never in py/: what the picker shows of each game
  (names, one sentence, picture, the stylesheet of the picture), taken from the game's
  own engine and renderer run under CPython, so that the picker imports neither; and the
  order in which the page imports the remaining modules in idle time after it is ready
  (`ui/warmup.py`), dependencies first, so each idle step compiles one module, and with
  them the standard library's modules they import (Pyodide ships the standard library
  as source, so those are compiled too; an import kept inside a function is listed).

And it is two archives (issue #28: fewer bytes before ready). `app.zip`, which PyScript
unpacks before `main.py` runs, holds only what the first screen (the picker) imports:
the closure of START_ROOTS' module-level imports. Every other module - the game screen,
the engines and renderers, the lessons, the review, the hint, play by link, the AI - is in
`app-later.zip` (LATER_ZIP), which `ui/later.py` fetches and unpacks the first time one
of its modules is imported (the idle warm-up after ready does that first; a route shown
at start, e.g. a shared link, before ready). `ui/prebuilt.py` names the later modules
(LATER) and carries the later archive's SHA-256, so app.zip - whose hash keys the memory
snapshot - changes whenever either archive does.

app-later.zip holds bytecode (issue #28: the page unmarshals instead of compiling): each
module as an unchecked-hash `.pyc` where its `.py` would be, compiled by the site's own
Pyodide under Node (tools/app_pyc.py, cached per source); no `.py` beside it (a `.py`
would be imported instead, and the bytes are the point; a traceback still names the file
and line of py/). app.zip stays source: what the picker needs comes before Node's work
matters, and the CPython tests read it. `render_archives(root, bytecode=False)` gives the
later archive as source (the tests, the standard library's build).

Deterministic: the same sources give the same bytes (fixed times, sorted names).
Standard library only.
"""

import ast
import hashlib
import io
import json
import pathlib
import subprocess
import sys
import tokenize
import zipfile

import app_pyc
import po_catalog

ROOT = pathlib.Path(__file__).resolve().parents[1]
# PyScript fetches these two as scripts; every other Python file travels in app.zip
ENTRY_SCRIPTS = ("main.py", "ai_worker.py")
PREBUILT = "ui/prebuilt.py"
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the same sources give the same bytes
# the AI's modules run in the worker (and in a review or lesson, which import them on
# demand): the page's idle warm-up leaves them alone
NOT_WARMED = ("spielkiste.ai",)
LATER_ZIP = "app-later.zip"
# what the first screen imports: these and, transitively, their module-level imports go
# into app.zip (ui.i18n_learn: imported inside a function while the picker is drawn)
START_ROOTS = ("ui.app", "ui.warmup", "ui.later", "ui.i18n_learn")


def app_sources(root=ROOT):
    """The Python files that go into app.zip, as (path, name in the archive)."""
    base = root / "py"
    for path in sorted(base.rglob("*.py")):
        rel = path.relative_to(base).as_posix()
        if rel in ENTRY_SCRIPTS or "__pycache__" in rel or rel == PREBUILT:
            continue
        yield path, rel


def module_name(rel):
    parts = rel[:-3].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


# -- comments and docstrings out, line numbers kept ----------------------------------------
def docstring_starts(tree):
    """(line, column) of every docstring: the first statement of a module, class or
    function when it is a plain string."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                found.add((first.lineno, first.col_offset))
    return found


def shipped_source(text):
    """`text` without comments and docstrings, with the same lines at the same numbers."""
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))

    def offset(pos):
        return starts[pos[0] - 1] + pos[1]

    docs = docstring_starts(ast.parse(text))
    edits = []  # (start offset, end offset, replacement)
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.COMMENT:
            begin = offset(tok.start)
            line_start = starts[tok.start[0] - 1]
            while begin > line_start and text[begin - 1] in " \t":
                begin -= 1  # the blanks before a comment go with it
            edits.append((begin, offset(tok.end), ""))
        elif tok.type == tokenize.STRING and tok.start in docs:
            newlines = tok.end[0] - tok.start[0]
            edits.append((offset(tok.start), offset(tok.end), '""' if not newlines else '"""' + "\n" * newlines + '"""'))
    out = text
    for begin, end, new in sorted(edits, reverse=True):
        out = out[:begin] + new + out[end:]
    return out


# -- the import order of the idle warm-up ------------------------------------------------------
def module_imports(name, is_package, text, known):
    """The modules of `known` that importing `name` imports first (module level only:
    an import inside a function happens when the function runs)."""
    package = name if is_package else name.rpartition(".")[0]
    found = []

    def add(target):
        parts = target.split(".")
        for k in range(1, len(parts) + 1):  # a package runs before its submodules
            candidate = ".".join(parts[:k])
            if candidate in known and candidate != name and candidate not in found:
                found.append(candidate)

    def visit(statements):
        for node in statements:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    add(alias.name)
            elif isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                    module = ".".join(base + ([module] if module else []))
                add(module)
                for alias in node.names:
                    add(f"{module}.{alias.name}" if module else alias.name)
            elif isinstance(node, (ast.If, ast.Try)):
                blocks = [node.body, node.orelse] + ([node.finalbody] + [h.body for h in node.handlers]
                                                     if isinstance(node, ast.Try) else [])
                for block in blocks:
                    visit(block)

    visit(ast.parse(text).body)
    return found


def standard_imports(text):
    """The standard library's modules that a module imports anywhere (also inside a
    function: an import kept out of the start, which the warm-up should still do)."""
    found = []
    for node in ast.walk(ast.parse(text)):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module] if isinstance(node, ast.ImportFrom) and not node.level and node.module else [])
        for name in names:
            if name.partition(".")[0] in sys.stdlib_module_names and name not in found:
                found.append(name)
    return found


def warm_up_order(sources):
    """Every module (but the AI's) after the modules it imports, each followed by the
    standard modules it imports: importing them in this order compiles one new module of
    the app per step (a package with the submodules it imports itself: a game's UI
    package). `sources`: {module name: (rel, text)}."""
    known = set(sources)
    deps = {}
    for name, (rel, text) in sources.items():
        parent = name.rpartition(".")[0]  # a package runs before its submodules
        deps[name] = ([parent] if parent in known else []) + module_imports(name, rel.endswith("__init__.py"), text, known)
    order, seen = [], set()

    def by_package(name):
        """A submodule that its own package imports comes with the package's step
        (importing it alone would run the package, and so import it, first)."""
        parent = name.rpartition(".")[0]
        return parent in known and name in deps[parent]

    def visit(name):
        if name in seen:
            return
        seen.add(name)
        for dep in deps[name]:
            visit(dep)
        if not by_package(name) and not any(name == p or name.startswith(p + ".") for p in NOT_WARMED):
            order.append(name)
            with_it = [name] + [m for m in sorted(sources) if m.rpartition(".")[0] == name and by_package(m)]
            for module in with_it:
                order.extend(m for m in standard_imports(sources[module][1]) if m not in order)

    for name in sorted(sources):
        visit(name)
    return order


def start_modules(sources):
    """The modules of app.zip: START_ROOTS, the packages above them and what their top
    level imports, transitively. `sources`: {module name: (rel, text)}."""
    known = set(sources)
    found, todo = set(), [r for r in START_ROOTS if r in known]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        rel, text = sources[name]
        parent = name.rpartition(".")[0]
        todo += ([parent] if parent in known else []) + module_imports(name, rel.endswith("__init__.py"), text, known)
    return found


# -- the picker's cards, from the games themselves --------------------------------------------
CARDS_SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from ui.cards import computed_cards
print(json.dumps(computed_cards()))
"""


def picker_cards(root):
    """{game id: [picture, css, by link, pages, lesson, rules]} (ui.cards.Card), computed by the engine and the renderers
    in a fresh CPython (so an edited renderer is never served from a stale import)."""
    done = subprocess.run([sys.executable, "-c", CARDS_SCRIPT, str(root / "py")], check=True,
                          capture_output=True, text=True, env={"PYTHONHASHSEED": "0", "PATH": ""})
    return json.loads(done.stdout)


def prebuilt_source(cards, order, later=(), later_sha256=""):
    lines = ['"""Written by tools/app_zip.py into app.zip only: see ui/cards.py, ui/warmup.py and ui/later.py."""',
             "", "CARDS = {"]
    for gid, card in cards.items():
        lines.append(f"    {gid!r}: {tuple(card)!r},")
    lines += ["}", "", f"WARM_UP = {tuple(order)!r}", "", f"LATER = {tuple(sorted(later))!r}",
              f"LATER_SHA256 = {later_sha256!r}", ""]
    return "\n".join(lines)


_memo = {}


def render_archives(root=ROOT, bytecode=True):
    """The bytes of (app.zip, app-later.zip); remembered per state of py/, since the dev
    server asks on every request of app.zip. `bytecode`: app-later.zip as .pyc (what the
    site ships) or as source."""
    sources = {}
    total = hashlib.sha256(str(root).encode())
    for path, rel in app_sources(root):
        data = path.read_bytes()
        total.update(rel.encode() + b"\0" + hashlib.sha256(data).digest())
        sources[module_name(rel)] = (rel, data.decode("utf-8"))
    catalogs = po_catalog.compiled(root)  # the words, compiled from locale/*.po
    for rel, data in sorted(catalogs.items()):
        total.update(rel.encode() + b"\0" + hashlib.sha256(data).digest())
    state = total.hexdigest()
    digest = f"{state}:{bytecode}"
    po_catalog.write_mo_files(root, catalogs)  # for the UI under CPython (the picker's cards below)
    if digest not in _memo:
        for old in [key for key in _memo if not key.startswith(state)]:
            del _memo[old]
        _memo[digest] = archives(root, sources, catalogs, app_pyc.compiled if bytecode else None)
    return _memo[digest]


def render_app_zip(root=ROOT, bytecode=True):
    """The bytes of app.zip (the start's modules; it names the later archive's hash)."""
    return render_archives(root, bytecode)[0]


def render_whole_zip(root=ROOT):
    """Every module in one archive (the standard library's build imports them all)."""
    start, later = render_archives(root, bytecode=False)
    files = {}
    for data in (start, later):
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            files.update((name, archive.read(name)) for name in archive.namelist())
    return zip_bytes(sorted(files.items()))


def zip_bytes(files):
    """A deterministic zip of [(name, bytes or text)], deflated at level 9."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for rel, data in files:
            info = zipfile.ZipInfo(rel, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data.encode("utf-8") if isinstance(data, str) else data, compresslevel=9)
    return buffer.getvalue()


def archives(root, sources, catalogs=None, compiler=None):
    """(app.zip, app-later.zip) for `sources`: the start's modules and all the others;
    the compiled catalogs (`catalogs`, default: from locale/*.po) go with the start,
    whose picker already speaks. `compiler` ([(rel, source)] -> [(rel + "c", .pyc)],
    e.g. app_pyc.compiled) turns the later ones into bytecode; None: as source."""
    if catalogs is None:
        catalogs = po_catalog.compiled(root)
    start = start_modules(sources)
    later = sorted(name for name in sources if name not in start)
    later_files = sorted((sources[name][0], shipped_source(sources[name][1])) for name in later)
    later_zip = zip_bytes(sorted(compiler(later_files)) if compiler is not None else later_files)
    prebuilt = prebuilt_source(picker_cards(root), warm_up_order(sources), later, hashlib.sha256(later_zip).hexdigest())
    files = sorted([(sources[name][0], shipped_source(sources[name][1])) for name in start] + [(PREBUILT, prebuilt)]
                   + [(f"ui/locale/{rel}", data) for rel, data in catalogs.items()])
    return zip_bytes(files), later_zip


def archive(root, sources, catalogs=None):
    """app.zip alone (see archives)."""
    return archives(root, sources, catalogs)[0]

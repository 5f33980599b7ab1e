"""Runs inside Pyodide under Node (tools/stdlib_pyc.mjs): find the standard modules a start
imports (Pyodide's own, PyScript's, every module of app.zip and its warm-up list), and write
/out.zip with those as unchecked-hash .pyc (docstrings left out) plus the finder of the
rest (/rest_loader.py, tools/stdlib_rest.py), and /rest.zip with every other entry of the
standard library: compiled when a vendored wheel imports it (segno, /wheels), else as it was."""

import ast
import importlib
import importlib._bootstrap_external as external
import os
import sys
import zipfile

STDLIB = next(p for p in sys.path if p.endswith(".zip"))
# imported by PyScript's own package (pyscript/*.py, written by PyScript at start) and by
# the page before the app runs; the Node start cannot see them
# (measured: the standard modules in the page's sys.modules at ready that neither Pyodide's
# start nor the app imports; a module missing here is fetched with the rest, as source)
PYSCRIPT_USES = ("asyncio", "json", "base64", "binascii", "pathlib", "functools", "collections",
                 "inspect", "html", "re", "io", "traceback", "weakref", "warnings", "textwrap",
                 "contextlib", "typing", "dataclasses", "enum", "ast", "zipfile",
                 "shutil", "tempfile", "codeop", "copy", "string",
                 "urllib.parse", "ipaddress", "random", "math", "struct",
                 "unicodedata", "locale", "logging", "heapq", "bisect", "itertools",
                 "operator", "types", "abc", "linecache", "tokenize", "token", "keyword",
                 "dis", "opcode", "zlib")
# the finder of the rest (tools/stdlib_rest.py) decodes the fetched bytes with this codec
LOADER_USES = ("encodings.utf_16_le",)
# Pyodide's own packages read docstrings (they document JavaScript objects with them)
KEEP_DOCSTRINGS = ("_pyodide/", "pyodide/")
LOADER = "_spielkiste_stdlib_rest"


def import_wheels():
    """Import the vendored wheels the page imports on demand (segno draws a share link's QR
    code): their standard modules go into the rest, compiled (no byte of them before ready)."""
    failed = []
    for wheel in sorted(os.listdir("/wheels")):
        sys.path.insert(0, f"/wheels/{wheel}")
        name = wheel.removesuffix(".whl")
        try:
            importlib.import_module(name)
            if name == "segno":
                importlib.import_module(name).make("https://example.org/#x", micro=False).svg_inline()
        except ImportError as error:
            failed.append(f"{name}: {error}")
        sys.path.remove(f"/wheels/{wheel}")
    return failed


def stdlib_modules():
    """Names of the modules in sys.modules loaded from the standard library's zip."""
    found = {}
    for name, module in list(sys.modules.items()):
        where = getattr(module, "__file__", None) or ""
        if where.startswith(STDLIB + "/"):
            found[where[len(STDLIB) + 1:]] = name
    return found


def import_app():
    """Import every module of app.zip, as js/snapshot-maker.mjs does."""
    with zipfile.ZipFile("/app.zip") as app:
        app.extractall("/app")
        names = [n for n in app.namelist() if n.endswith(".py")]
    sys.path.insert(0, "/app")
    failed = []
    for name in sorted(names):
        module = name[:-3].replace("/", ".").removesuffix(".__init__")
        try:
            importlib.import_module(module)
        except ImportError as error:  # e.g. a module that imports pyscript
            failed.append(f"{module}: {error}")
    # the standard modules the app imports inside functions (a link's urllib.parse...): the
    # build lists them in the idle warm-up's order (tools/app_zip.py, ui/prebuilt.py)
    try:
        from ui.prebuilt import WARM_UP
    except ImportError:
        WARM_UP = ()
    for module in WARM_UP + PYSCRIPT_USES + LOADER_USES:
        try:
            importlib.import_module(module)
        except ImportError as error:
            failed.append(f"{module}: {error}")
    return failed


def without_docstrings(tree):
    """`tree` without the docstrings of its module, classes and functions (as `python -OO`
    would leave them out, but keeping `assert`): 15 % fewer bytes. Nothing the site runs
    reads a standard module's docstring; line numbers stay."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                node.body[0:1] = [] if len(node.body) > 1 else [ast.copy_location(ast.Pass(), first)]
    return tree


def pyc(data, filename, keep_docstrings):
    """Unchecked-hash .pyc of the source `data`: zipimport reads no source and checks nothing."""
    tree = ast.parse(data, filename)
    code = compile(tree if keep_docstrings else without_docstrings(tree), filename, "exec", dont_inherit=True)
    return bytes(external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))


def module_of(name):
    """The module name of a .py entry (`xml/dom/__init__.py` -> `xml.dom`)."""
    return name[:-3].removesuffix("/__init__").replace("/", ".")


def write_zip(path, entries):
    """A zip of `entries` [(name, data, external_attr)], sorted by name, fixed timestamps."""
    with zipfile.ZipFile(path, "w") as out:
        for name, data, external_attr in sorted(entries):
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = external_attr
            kind = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            out.writestr(entry, data, compress_type=kind, compresslevel=9)


def build():
    """Write /out.zip and /rest.zip and return a one-line report."""
    if os.environ.get("PYTHONNODEBUGRANGES") != "1":  # set by tools/stdlib_pyc.mjs
        raise RuntimeError("compile without column positions: run with PYTHONNODEBUGRANGES=1")
    failed = import_app()
    compiled = stdlib_modules()
    failed += import_wheels()
    compiled_later = set(stdlib_modules()) - set(compiled)
    rest, out, later = [], [], []
    with zipfile.ZipFile(STDLIB) as source:
        infos = sorted(source.infolist(), key=lambda i: i.filename)
        files = [i.filename for i in infos if not i.filename.endswith("/")]
        # a data file goes with the compiled modules of its folder, if there are any
        start_folders = {name.rpartition("/")[0] for name in compiled}
        start = {n for n in files if n in compiled or (not n.endswith(".py") and n.rpartition("/")[0] in start_folders)}
        for info in infos:
            name, data = info.filename, source.read(info)
            if name.endswith("/"):
                # a folder only where something lies in it: an empty folder of the start
                # archive would pass for a namespace package and hide the real one in the rest
                if any(f.startswith(name) for f in start):
                    out.append((name, data, info.external_attr))
                if any(f.startswith(name) and f not in start for f in files):
                    later.append((name, data, info.external_attr))
            elif name in compiled:
                out.append((name + "c", pyc(data, f"{STDLIB}/{name}", name.startswith(KEEP_DOCSTRINGS)), info.external_attr))
            elif name in start:
                out.append((name, data, info.external_attr))
            elif name in compiled_later:
                later.append((name + "c", pyc(data, f"{STDLIB}/{name}", False), info.external_attr))
                rest.append(module_of(name))
            else:
                later.append((name, data, info.external_attr))
                if name.endswith(".py"):
                    rest.append(module_of(name))
    with open("/rest_loader.py", encoding="utf-8") as file:
        loader = file.read() + f"\nNAMES = frozenset({sorted(rest)!r})\n"
    out.append((LOADER + ".pyc", pyc(loader.encode("utf-8"), f"{STDLIB}/{LOADER}.py", False), 0o644 << 16))
    write_zip("/out.zip", out)
    write_zip("/rest.zip", later)
    return (f"{len(compiled)} modules as .pyc; in the rest {len(compiled_later)} as .pyc, "
            f"{len(rest) - len(compiled_later)} as source; "
            f"magic {importlib.util.MAGIC_NUMBER.hex()}; not imported: {failed}")


build()

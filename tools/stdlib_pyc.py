"""Runs inside Pyodide under Node (tools/stdlib_pyc.mjs): find the standard modules the
page imports, and write /out.zip with those as unchecked-hash .pyc and the rest as source."""

import importlib
import importlib._bootstrap_external as external
import sys
import zipfile

STDLIB = next(p for p in sys.path if p.endswith(".zip"))
# imported by PyScript's own package (pyscript/*.py, written by PyScript at start) and by
# the page before the app runs; the Node start cannot see them
PYSCRIPT_USES = ("asyncio", "json", "base64", "binascii", "pathlib", "functools", "collections",
                 "inspect", "html", "re", "io", "traceback", "weakref", "warnings", "textwrap",
                 "contextlib", "typing", "dataclasses", "enum", "ast", "zipfile", "tarfile",
                 "shutil", "tempfile", "codeop", "rlcompleter", "pprint", "copy", "string",
                 "urllib.parse", "ipaddress", "random", "math", "datetime", "struct", "hashlib",
                 "unicodedata", "locale", "gettext", "logging", "heapq", "bisect", "itertools",
                 "operator", "types", "abc", "linecache", "tokenize", "token", "keyword",
                 "dis", "opcode", "importlib.metadata", "email", "calendar", "zlib", "uuid")


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
    for module in PYSCRIPT_USES:
        try:
            importlib.import_module(module)
        except ImportError as error:
            failed.append(f"{module}: {error}")
    return failed


def build():
    """Write /out.zip and return a one-line report."""
    failed = import_app()
    compiled = stdlib_modules()
    count = 0
    with zipfile.ZipFile(STDLIB) as source, zipfile.ZipFile("/out.zip", "w") as out:
        for info in sorted(source.infolist(), key=lambda i: i.filename):
            data = source.read(info)
            name = info.filename
            if name in compiled:
                code = compile(data, f"{STDLIB}/{name}", "exec", dont_inherit=True)
                data = bytes(external._code_to_hash_pyc(
                    code, importlib.util.source_hash(data), checked=False))
                name += "c"
                count += 1
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = info.external_attr
            kind = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            out.writestr(entry, data, compress_type=kind, compresslevel=9)
    return (f"{count} modules as .pyc, {len(source.infolist()) - count} entries as they were; "
            f"magic {importlib.util.MAGIC_NUMBER.hex()}; not imported: {failed}")


build()

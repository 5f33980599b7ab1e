// The worker that makes this release's Pyodide memory snapshot (docs/startup.md).
//
// js/sw-register.js starts it once the page is ready and the service worker controls it, in idle
// time, so the first visit downloads nothing more before it is playable: every file it
// needs (Pyodide, app.zip, app-later.zip) is already in the service worker's cache. It starts a Pyodide of
// its own with `_makeSnapshot`, unpacks app.zip where PyScript unpacks it (the working
// directory), imports every module the archive holds - whatever modules the app has today,
// no list to keep - and stores the memory image with js/snapshot-store.mjs. From the next
// visit on, the page and the AI worker restore it instead of starting Python from scratch.
//
// A module whose import fails (one that touches the page at import time, or imports
// `pyscript`, which exists only under PyScript) is left out and named in the reply; the
// app imports it as usual at start. tests/test_snapshot_rules.py keeps such modules out.
// Reply: {state: "made" | "present" | "no room" | "failed" | "failed before", ...figures}. A failure is
// remembered for the release (js/snapshot-store.mjs storeFailure), so a device that cannot
// make one does not try again on every visit.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { INDEX_URL, LATER_ZIP, STDLIB_URL, currentKey, fetchAppZip, roomForSnapshot, storeFailure, storeSnapshot,
  storedState } from "./snapshot-store.mjs";

const IMPORT_ALL = `
import importlib, json, os, sys

def _module_names(top):
    for folder, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__pycache__")))
        rel = os.path.relpath(folder, top)
        parts = [] if rel == "." else rel.split(os.sep)
        for name in sorted(files):
            if name.endswith(".py"):
                stem = name[:-3]
                yield ".".join(parts if stem == "__init__" else parts + [stem])

_done, _failed = [], {}
for _name in _module_names(os.getcwd()):
    if not _name:
        continue
    try:
        importlib.import_module(_name)
        _done.append(_name)
    except BaseException as exc:  # noqa: BLE001 - left out of the snapshot, imported at start
        _failed[_name] = f"{type(exc).__name__}: {exc}"[:200]
# and the standard modules the app imports only when it needs them (a link's
# urllib.parse...): the page's idle warm-up list names them (tools/app_zip.py)
try:
    from ui.prebuilt import WARM_UP as _later
except ImportError:
    _later = ()
for _name in _later:
    if _name not in sys.modules:
        try:
            importlib.import_module(_name)
            _done.append(_name)
        except BaseException as exc:  # noqa: BLE001
            _failed[_name] = f"{type(exc).__name__}: {exc}"[:200]
# PyScript's own package, compiled: a loader that is handed exactly these bytes for exactly
# this path gets the code object instead of compiling again (see PRECOMPILE below)
import importlib._bootstrap_external as _external, types
_precompiled = types.ModuleType("_spielkiste_precompiled")
_precompiled.CACHE = {}
_precompiled.hits = []
for _path, _text in PRECOMPILE.items():
    try:
        _data = _text.encode("utf-8")
        _precompiled.CACHE[_path] = (_data, compile(_data, _path, "exec", dont_inherit=True))
    except BaseException as exc:  # noqa: BLE001 - that one is compiled at start, as before
        _failed[_path] = f"{type(exc).__name__}: {exc}"[:200]
_original_source_to_code = _external.SourceLoader.source_to_code

def _source_to_code(self, data, path, *args, **kwargs):
    found = _precompiled.CACHE.get(path)
    if found is not None and not args and not kwargs and found[0] == data:
        _precompiled.hits.append(path)
        return found[1]
    return _original_source_to_code(self, data, path, *args, **kwargs)

if _precompiled.CACHE:
    _external.SourceLoader.source_to_code = _source_to_code
    sys.modules[_precompiled.__name__] = _precompiled
# Pyodide puts "" first on sys.path after every start, a restored one too
while "" in sys.path:
    sys.path.remove("")
import gc
gc.collect()
json.dumps({"imported": _done, "failed": _failed, "precompiled": sorted(_precompiled.CACHE)})
`;

async function make(zip, key, precompile) {
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: INDEX_URL, stdLibURL: STDLIB_URL, _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
  const booted = performance.now();
  pyodide.unpackArchive(zip, "zip", { extractDir: pyodide.FS.cwd() });
  // and the modules the first screen does not need (py/ui/later.py fetches them on a start
  // without a snapshot): all of them go into the snapshot
  pyodide.unpackArchive(await fetchAppZip(LATER_ZIP), "zip", { extractDir: pyodide.FS.cwd() });
  const globals = pyodide.toPy({ PRECOMPILE: precompile || {} });
  const report = JSON.parse(pyodide.runPython(IMPORT_ALL, { globals }));
  globals.destroy();
  const bytes = pyodide.makeMemorySnapshot();
  if ((await storeSnapshot(key, bytes)) !== "stored") return { state: "no room", key, bytes: bytes.length };
  return {
    state: "made",
    key,
    bytes: bytes.length,
    boot_ms: Math.round(booted - started),
    total_ms: Math.round(performance.now() - started),
    ...report,
  };
}

// {make: true, precompile: {path: source}}: the sources of PyScript's own Python package
// as the page's interpreter holds them (js/sw-register.js), put into the snapshot compiled.
self.addEventListener("message", async (event) => {
  if (!event.data || event.data.make !== true) return;
  let key = null;
  try {
    const zip = await fetchAppZip();
    key = await currentKey(zip);
    const before = await storedState(key);
    // made by another tab, or failed before: nothing to do for this release
    if (before) self.postMessage({ state: before === "made" ? "present" : "failed before", key });
    // storage is short: the snapshot is the first thing to go (docs/saves.md), not made
    else if (!(await roomForSnapshot())) self.postMessage({ state: "no room", key });
    else self.postMessage(await make(zip, key, event.data.precompile));
  } catch (error) {
    const why = String((error && error.message) || error).split("\n")[0];
    if (key) await storeFailure(key, why).catch(() => null);
    self.postMessage({ state: "failed", error: why });
  }
});

// PyScript's interpreter (pyscript.toml: interpreter = "./js/interpreter.mjs"): Pyodide,
// restored from the stored memory snapshot when there is a good one, else started as usual.
//
// PyScript accepts any module that exports `loadPyodide` and `version`. This one passes
// everything through to vendor/pyodide/pyodide.mjs, with an explicit indexURL (PyScript
// would derive it from this file's folder) and, when js/snapshot-store.mjs finds a snapshot
// of this release, Pyodide's `_loadSnapshot` option (an underscore API: pinned with the
// Pyodide version in package-lock.json, checked by the e2e tests, and never trusted: see
// below). The page and the AI worker both load this module.
//
// Any failure on the snapshot route - no Cache Storage, another Pyodide build, a damaged
// or truncated snapshot (its SHA-256 is checked before Pyodide sees it), an exception while restoring or in the check after it -
// discards the stored snapshot and starts Pyodide normally: the visitor sees a normal
// start, never an error (a console warning says what happened).
//
// State for tests and the bench: html[data-snapshot] (page only) = "none" (nothing
// stored), "used", or "discarded" (one was stored and failed); globalThis.__spielkisteBoot
// holds a few timestamps (performance.now()) of the start.
import { loadPyodide as loadPlain, version } from "../vendor/pyodide/pyodide.mjs";
import { INDEX_URL, discardSnapshot, findSnapshot } from "./snapshot-store.mjs";

export { version };

// Runs in the restored interpreter before anything else. The snapshot froze the state of
// `random` at the moment it was made: without a new seed every visit would deal the same
// "random" games.
const AFTER_RESTORE = `
import random, sys
random.seed()
if "spielkiste" not in sys.modules:
    raise RuntimeError("the snapshot does not hold the app")
`;

// Exercises, in tasks of their own, the parts of the interpreter that PyScript's set-up
// and the app's start use first (the compiler, the import system): the browser compiles
// a WebAssembly function when it first runs, and these first runs would otherwise all
// fall into one long task.
const WARM_UP = [
  `compile("""
import sys
from os import path as _p
class A(object):
    x: int = 1
    def f(self, *a, k=2, **kw):
        try:
            with open(__file__) as fh:
                pass
        except (OSError, ValueError) as exc:
            raise RuntimeError(f"{exc!r:>10}") from exc
        finally:
            y = [i * 2 for i in range(3) if i] + list({1: 2}.items())
        return lambda z: z if z else None
async def g():
    async with x:
        await y
""", "<warm-up>", "exec")`,
  `
import importlib, os, sys
folder = "/tmp/spielkiste-warm-up"
os.makedirs(folder, exist_ok=True)
with open(folder + "/spielkiste_warm_up.py", "w") as f:
    f.write("X = 1\\n")
sys.path.insert(0, folder)
no_pyc, sys.dont_write_bytecode = sys.dont_write_bytecode, True
try:
    importlib.import_module("spielkiste_warm_up")
finally:
    sys.dont_write_bytecode = no_pyc
    sys.path.remove(folder)
    sys.modules.pop("spielkiste_warm_up", None)
    sys.path_importer_cache.pop(folder, None)
    os.remove(folder + "/spielkiste_warm_up.py")
    os.rmdir(folder)
`,
];

const times = (globalThis.__spielkisteBoot = {});
const stamp = (name) => { times[name] = Math.round(performance.now()); };

// A real task boundary: the restore is several steps of tens to hundreds of milliseconds
// each; yielding between them lets the page paint and answer clicks in between.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function mark(state, why) {
  const root = globalThis.document && globalThis.document.documentElement;
  if (root) root.dataset.snapshot = state;
  times.snapshot = state;
  if (why) console.warn(`Spielkiste started without its snapshot (${why}); it will make a new one.`);
}

function reason(error) {
  return String((error && error.message) || error).split("\n")[0].slice(0, 200);
}

async function restore(options, found) {
  const snapshot = found.bytes.then(async (bytes) => {
    stamp("snapshotRead");
    await nextTask();
    return bytes;
  });
  // Pyodide awaits this only after it has imported its JavaScript; a rejection before
  // then must not count as "unhandled" (the await below still sees it)
  snapshot.catch(() => null);
  const pyodide = await loadPlain({
    ...options,
    _loadSnapshot: snapshot,
    // called by Pyodide between setting up its file system and starting the interpreter
    fsInit: async () => {
      stamp("wasmReady");
      await nextTask();
    },
  });
  stamp("restored");
  pyodide.runPython(AFTER_RESTORE, { globals: pyodide.toPy({}) });
  if (!globalThis.__noWarm) {
    for (const code of WARM_UP) {
      await nextTask();
      pyodide.runPython(code, { globals: pyodide.toPy({}) });
    }
    stamp("warmed");
  }
  return pyodide;
}

export async function loadPyodide(options = {}) {
  stamp("loadPyodide");
  const plain = { ...options, indexURL: INDEX_URL };
  let found = null;
  try {
    found = await findSnapshot();
  } catch (error) {
    await discardSnapshot();
    mark("discarded", reason(error));
    return loadPlain(plain);
  }
  if (!found) {
    mark("none");
    return loadPlain(plain);
  }
  try {
    const pyodide = await restore(plain, found);
    mark("used");
    stamp("checked");
    return pyodide;
  } catch (error) {
    await discardSnapshot();
    mark("discarded", reason(error));
    return loadPlain(plain);
  }
}

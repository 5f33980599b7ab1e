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

export { version };

// The same names as in js/snapshot-store.mjs, which is loaded only when a snapshot is
// stored: the first visit loads nothing more than it needs.
const SITE = new URL("../", import.meta.url).href;
const INDEX_URL = new URL("vendor/pyodide/", SITE).href;
// The standard library with the modules the page imports as bytecode and the rest as
// source (tools/stdlib_zip.py): no compile of asyncio, typing, inspect... on a cold start.
// Shipped as a gzip of a zip of stored entries (smaller than a zip of deflated ones, and
// GitHub Pages sends a zip as it is): inflated here for Pyodide, see withStdlibInflated.
export const STDLIB_URL = new URL("stdlib-pyc.zip.gz", INDEX_URL).href;
// ...and every module no start imports, fetched the first time one is imported (the finder
// `_spielkiste_stdlib_rest` in stdlib-pyc.zip, tools/stdlib_rest.py): 1.6 MB less before ready.
const STDLIB_REST_URL = new URL("stdlib-rest.zip", INDEX_URL).href;
// (with the site's URL, from which py/ui/later.py fetches the app's modules the first screen
// does not need: a worker started from a blob: URL cannot resolve a relative one)
const INSTALL_REST = `import _spielkiste_stdlib_rest\n_spielkiste_stdlib_rest.install(${JSON.stringify(STDLIB_REST_URL)}, ${JSON.stringify(SITE)})`;
const CACHE = `spielkiste-snapshot@${SITE}`;
const ENTRY = new URL("pyodide-snapshot.bin", SITE).href;

async function snapshotStore() {
  // (caches.match with cacheName neither creates the cache nor opens another one)
  if (typeof caches === "undefined" || !(await caches.match(ENTRY, { cacheName: CACHE }))) return null;
  return import("./snapshot-store.mjs");
}

async function discardSnapshot() {
  try {
    if (typeof caches !== "undefined") await caches.delete(CACHE);
  } catch (error) { /* nothing stored, nothing to discard */ }
}

// Runs in the restored interpreter before anything else: a new seed for `random` (the
// snapshot froze its state) and a check that the app is there (py/ui/snapshot_prep.py,
// imported from the snapshot's memory: the app's files are not unpacked yet, so a snapshot
// without it fails here and is discarded).
const AFTER_RESTORE = "import ui.snapshot_prep\nui.snapshot_prep.after_restore()";

const times = (globalThis.__spielkisteBoot = {});
const stamp = (name) => { times[name] = Math.round(performance.now()); };

// A real task boundary: a restore is several steps of 50-200 ms each (read the snapshot,
// compile, instantiate, link, restore); yielding between them keeps every main-thread
// task short, so the page paints and answers clicks in between.
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

// Pyodide compiles and instantiates its WebAssembly with instantiateStreaming and then,
// in the same task, links its ~8,500 exports and sets up its file system. During a
// restore this swaps in the same steps with yields between them: compile (from the
// browser's code cache: a synchronous deserialisation), instantiate, and the rest. Put
// back as soon as Pyodide is loaded; nothing else instantiates WebAssembly meanwhile.
function yieldsAroundInstantiate() {
  const original = WebAssembly.instantiateStreaming;
  if (!original || !WebAssembly.compileStreaming) return () => null;
  WebAssembly.instantiateStreaming = async function (source, imports) {
    const module = await WebAssembly.compileStreaming(source);
    await nextTask();
    const instance = await WebAssembly.instantiate(module, imports);
    stamp("instantiated");
    await nextTask();
    return { module, instance };
  };
  return () => { WebAssembly.instantiateStreaming = original; };
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
  const unpatch = yieldsAroundInstantiate();
  let pyodide;
  try {
    pyodide = await withStdlibInflated(() => loadPlain({
      ...options,
      _loadSnapshot: snapshot,
      // called by Pyodide between setting up its file system and starting the interpreter
      fsInit: async () => {
        stamp("wasmReady");
        await nextTask();
      },
    }));
  } finally {
    unpatch();
  }
  stamp("restored");
  pyodide.runPython(AFTER_RESTORE, { globals: pyodide.toPy({}) });
  return pyodide;
}

// Pyodide fetches `stdLibURL` with fetch() and writes the bytes to /lib/python314.zip. While
// `load` runs, a fetch of exactly STDLIB_URL answers with the file inflated by the
// browser's DecompressionStream; a server that already decoded it (Content-Encoding) sends
// the zip itself, passed on as it is. Every other request goes through untouched, and the
// original fetch is back as soon as `load` is done. (Used by js/snapshot-maker.mjs too.)
export async function withStdlibInflated(load) {
  const original = globalThis.fetch;
  globalThis.fetch = function (input, init) {
    if (String(input && input.url ? input.url : input) !== STDLIB_URL) return original.call(this, input, init);
    return original.call(this, input, init).then(async (response) => {
      if (!response.ok) return response;
      const bytes = new Uint8Array(await response.arrayBuffer());
      const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
      const body = gzipped ? new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")) : bytes;
      return new Response(body, { status: 200, headers: { "content-type": "application/zip" } });
    });
  };
  try {
    return await load();
  } finally {
    globalThis.fetch = original;
  }
}

// The interpreter this module started last (in a page: the page's), for js/sw-register.js,
// which hands PyScript's own Python to the snapshot maker (see there).
let started = null;
export const startedPyodide = () => started;

export async function loadPyodide(options = {}) {
  started = await start(options);
  started.runPython(INSTALL_REST, { globals: started.toPy({}) });
  return started;
}

async function start(options) {
  stamp("loadPyodide");
  const plain = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB_URL };
  let found = null;
  try {
    const store = await snapshotStore();
    found = store && (await store.findSnapshot());
  } catch (error) {
    await discardSnapshot();
    mark("discarded", reason(error));
    return withStdlibInflated(() => loadPlain(plain));
  }
  if (!found) {
    mark("none");
    return withStdlibInflated(() => loadPlain(plain));
  }
  try {
    const pyodide = await restore(plain, found);
    mark("used");
    stamp("checked");
    return pyodide;
  } catch (error) {
    await discardSnapshot();
    mark("discarded", reason(error));
    return withStdlibInflated(() => loadPlain(plain));
  }
}

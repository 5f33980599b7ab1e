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
// app imports it as usual at start (py/ui/snapshot_prep.py does the importing). tests/test_snapshot_rules.py keeps such modules out.
// Reply: {state: "made" | "present" | "no room" | "failed" | "failed before", ...figures}. A failure is
// remembered for the release (js/snapshot-store.mjs storeFailure), so a device that cannot
// make one does not try again on every visit.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { INDEX_URL, LATER_ZIP, STDLIB_URL, currentKey, fetchAppZip, roomForSnapshot, storeFailure, storeSnapshot,
  storedState } from "./snapshot-store.mjs";
import { withStdlibInflated } from "./interpreter.mjs";

// What runs in the maker's Pyodide before the image is taken is the app's own module
// ui/snapshot_prep.py (shipped in app-later.zip, linted and tested like the rest)
const PREPARE = "from ui.snapshot_prep import prepare\nprepare(PRECOMPILE)";

async function make(zip, key, precompile) {
  const started = performance.now();
  const pyodide = await withStdlibInflated(() => loadPyodide({ indexURL: INDEX_URL, stdLibURL: STDLIB_URL, _makeSnapshot: true,
    stdout: () => {}, stderr: () => {} }));
  const booted = performance.now();
  pyodide.unpackArchive(zip, "zip", { extractDir: pyodide.FS.cwd() });
  // and the modules the first screen does not need (py/ui/later.py fetches them on a start
  // without a snapshot): all of them go into the snapshot
  pyodide.unpackArchive(await fetchAppZip(LATER_ZIP), "zip", { extractDir: pyodide.FS.cwd() });
  const globals = pyodide.toPy({ PRECOMPILE: precompile || {} });
  const report = JSON.parse(pyodide.runPython(PREPARE, { globals }));
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

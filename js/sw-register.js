// Registers the service worker (sw.js) once the app is ready, offers a reload when a new
// release is waiting, and has the release's Pyodide memory snapshot made once the service
// worker controls the page.
//
// Registration waits for html[data-ready] so pre-caching (~15 MB, mostly Pyodide) never
// competes with the first start; the worker revalidates files the page already has, so
// they are not downloaded twice. State for tests and curious users:
// html[data-sw] = "unsupported" | "failed" | "registered" | "controlled" | "update".
import { show as showNotice } from "./notice.mjs";
import { WORDS } from "./words.mjs";
import { ATTRIBUTES } from "./contract.gen.js";

const root = document.documentElement;
const TEXTS = WORDS.sw; // from locale/*.po (tools/po_catalog.py)
let waiting = null;
let reloading = false;

function words() {
  return TEXTS[root.lang] || TEXTS.en;
}

// Our paragraph is the "sw" slot of #notice (js/notice.mjs owns the box): what the app
// says there comes and goes without taking it away.
let offer = null;
function showUpdateNotice() {
  if (!waiting || reloading) return;
  const w = words();
  if (!offer) {
    offer = document.createElement("p");
    offer.className = "info sw-update";
    offer.append(document.createElement("span"), " ");
    const button = document.createElement("button");
    button.type = "button";
    button.id = "sw-reload";
    button.addEventListener("click", () => {
      reloading = true;
      button.disabled = true;
      waiting.postMessage("skip-waiting");
    });
    offer.append(button);
  }
  if (offer.firstChild.textContent !== w.text) offer.firstChild.textContent = w.text;
  if (offer.lastChild.textContent !== w.button) offer.lastChild.textContent = w.button;
  showNotice("sw", offer);
  root.dataset.sw = "update";
}

function watchForWaiting(registration) {
  const offer = (worker) => {
    // with no controller this is the first install, not an update
    if (!navigator.serviceWorker.controller) return;
    waiting = worker;
    showUpdateNotice();
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
}

async function register() {
  try {
    const registration = await navigator.serviceWorker.register("sw.js", { scope: "./", updateViaCache: "none" });
    // a browser (or a test harness) that blocks service workers may resolve with nothing
    if (!registration) {
      root.dataset.sw = "unsupported";
      console.info("Spielkiste works, but not offline: the browser did not register the service worker");
      return;
    }
    if (!root.dataset.sw || root.dataset.sw === "failed") root.dataset.sw = "registered";
    if (navigator.serviceWorker.controller) root.dataset.sw = "controlled";
    watchForWaiting(registration);
    await navigator.serviceWorker.ready;
    whenControlled(makeSnapshot);
  } catch (error) {
    root.dataset.sw = "failed";
    console.warn(`Spielkiste works, but not offline: ${error && error.message}`);
  }
}

function whenControlled(callback) {
  if (navigator.serviceWorker.controller) return callback();
  navigator.serviceWorker.addEventListener("controllerchange", () => callback(), { once: true });
}

// The memory snapshot of this release (docs/startup.md): made by a worker once the page is
// ready and served by the service worker (so every file the maker needs comes from the
// cache, nothing more is downloaded), in idle time, and only when the page did not start
// from a good one. html[data-snapshot-maker] = "running" | "made" | "present" | "no room" | "failed" |
// "failed before";
// the maker's figures are kept in window.__spielkisteSnapshotMaker.
let snapshotStarted = false;
function makeSnapshot() {
  if (snapshotStarted || root.dataset.snapshot === "used" || root.dataset.ready !== "true") return;
  snapshotStarted = true;
  const idle = globalThis.requestIdleCallback || ((callback) => setTimeout(callback, 1000));
  idle(() => {
    const worker = new Worker(new URL("snapshot-maker.mjs", import.meta.url), { type: "module" });
    const done = (report) => {
      window.__spielkisteSnapshotMaker = report;
      root.dataset.snapshotMaker = report.state;
      if (report.state === "failed") console.warn(`Spielkiste will start without a snapshot: ${report.error}`);
      worker.terminate();
    };
    root.dataset.snapshotMaker = "running";
    worker.addEventListener("message", (event) => done(event.data));
    pyscriptSources().then((sources) => worker.postMessage({ make: true, precompile: sources }));
    worker.addEventListener("error", (event) => {
      const error = event.message || "the snapshot worker stopped";
      done({ state: "failed", error });
      // remember it for this release (the worker could not, e.g. it ran out of memory)
      import("./snapshot-store.mjs").then(async (store) => store.storeFailure(await store.currentKey(), error))
        .catch(() => null);
    });
  }, { timeout: 5000 });
}

// PyScript writes its own Python package (pyscript/*.py) into every interpreter it starts,
// after the snapshot is restored, and imports it: compiling those 30 KB of source was the
// longest task of a repeat visit. The maker cannot know them (it runs without PyScript),
// so the page sends what its own interpreter holds, and the maker puts them into the
// snapshot compiled (docs/startup.md, "Life cycle"). {path: source}; {} when unknown.
// (py/ui/snapshot_prep.py: the app's own module, shipped in app-later.zip)
const SOURCES_OF_PYSCRIPT = "from ui.snapshot_prep import pyscript_sources\npyscript_sources()";
async function pyscriptSources() {
  try {
    const { startedPyodide } = await import("./interpreter.mjs");
    const pyodide = startedPyodide();
    if (!pyodide) return {};
    return JSON.parse(pyodide.runPython(SOURCES_OF_PYSCRIPT, { globals: pyodide.toPy({}) }));
  } catch (error) {
    return {}; // the snapshot is made without them: PyScript compiles them on each start
  }
}

function whenReady(callback) {
  if (root.dataset.ready) return callback();
  const observer = new MutationObserver(() => {
    if (!root.dataset.ready) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: [ATTRIBUTES.ready] });
}

if (!("serviceWorker" in navigator) || !window.isSecureContext) {
  root.dataset.sw = "unsupported";
} else {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // an update someone accepted (here or in another tab): load the page of the new release
    if (reloading || waiting) location.reload();
    else if (root.dataset.sw !== "update") root.dataset.sw = "controlled";
  });
  whenReady(register);
  const again = () => { if (waiting) showUpdateNotice(); };
  new MutationObserver(again).observe(root, { attributes: true, attributeFilter: ["lang"] });
}

// Runs before Python, and keeps the loading screen honest (docs/startup.md):
//  - applies the stored theme and language, so the first paint is right;
//  - the language and theme buttons work before Python: they write the same storage keys
//    the app reads when it starts (spielkiste:lang = de|en, spielkiste:theme =
//    auto|light|dark) and show the choice at once; once the app is ready it handles them;
//  - the progress runner is a Web Animations transform, which the compositor keeps moving
//    while the main thread is busy starting Python;
//  - a watchdog: if Python reports an error (html[data-ready="error"]), or its script ends
//    without the app being ready, or nothing is ready after a long time, js/rescue.js
//    (loaded only then) says so and offers "Reload" and "Reset saved data". Nothing here
//    needs Python. A start that used the memory snapshot and failed first discards the
//    snapshot and reloads once, silently (a normal start follows);
//  - room for the saves (docs/saves.md): once the app is ready, a stored memory snapshot
//    is dropped if storage runs short (js/storage-room.mjs), and the app calls
//    window.spielkisteDropSnapshot() when a save did not fit, before it drops any save.
import { LANGUAGES, WORDS as CATALOG_WORDS } from "./words.mjs";
import { LANG_KEY, SNAPSHOT_RETRY_KEY, STORAGE_PREFIX, THEMES, THEME_KEY } from "./contract.gen.js";

const root = document.documentElement;
// (tests may shorten both through window.__spielkisteSlowMs / __spielkisteAfterScriptMs)
const SLOW_MS = window.__spielkisteSlowMs || 45_000; // no ready, no error yet: offer help, keep waiting
const AFTER_SCRIPT_MS = window.__spielkisteAfterScriptMs || 8_000; // main.py ended, the app is not ready
const RETRY_KEY = SNAPSHOT_RETRY_KEY; // sessionStorage: one silent retry per tab
const WORDS = CATALOG_WORDS.boot; // from locale/*.po (tools/po_catalog.py)

function read(key) {
  try { return localStorage.getItem(`${STORAGE_PREFIX}${key}`); } catch (e) { return null; }
}

function write(key, value) {
  try { localStorage.setItem(`${STORAGE_PREFIX}${key}`, value); } catch (e) { /* refused: the choice lasts this page */ }
}

const words = () => WORDS[root.lang] || WORDS.en;
const ready = () => root.dataset.ready === "true";
let theme = THEMES.includes(read(THEME_KEY)) ? read(THEME_KEY) : "auto";
const storedLang = read(LANG_KEY);
// the languages are the catalogs' (locale/*.po, written into words.mjs): the stored choice,
// else the first browser language there is a catalog of, else English (as ui/i18n.py picks)
const browserLang = (navigator.languages || [navigator.language || ""])
  .map((tag) => String(tag).split("-")[0].toLowerCase()).find((base) => LANGUAGES.includes(base));
if (LANGUAGES.includes(storedLang)) root.lang = storedLang;
else if (browserLang) root.lang = browserLang;

// -- theme and language, before and without Python ----------------------------------
function applyPrefs() {
  root.dataset.theme = theme;
  for (const lang of LANGUAGES) {
    const button = document.querySelector(`[data-act="ui:lang:${lang}"]`);
    if (button) button.setAttribute("aria-pressed", String(lang === root.lang));
  }
  const w = words();
  const button = document.querySelector('[data-act="ui:theme"]');
  if (button) { // an icon button: its name says the choice (as the app sets it later)
    button.setAttribute("aria-label", `${w.theme}: ${w[theme]}`);
    button.setAttribute("title", `${w.theme}: ${w[theme]}`);
  }
  const label = document.getElementById("loading-text");
  if (label && !label.dataset.detail) label.textContent = w.loading;
}

document.addEventListener("click", (event) => {
  if (ready()) return; // the app handles its buttons from now on
  const button = event.target.closest && event.target.closest('[data-act^="ui:lang:"], [data-act="ui:theme"]');
  if (!button) return;
  event.preventDefault();
  const act = button.dataset.act;
  if (act === "ui:theme") {
    theme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
    write(THEME_KEY, theme);
  } else {
    const lang = act.slice("ui:lang:".length);
    if (!LANGUAGES.includes(lang)) return;
    root.lang = lang;
    write(LANG_KEY, lang);
  }
  applyPrefs();
});

addEventListener("py:progress", (event) => {
  const label = document.getElementById("loading-text");
  if (!label || typeof event.detail !== "string" || root.dataset.rescue) return;
  label.dataset.detail = "1";
  label.textContent = `${words().loading} ${event.detail}`;
});

// -- a progress runner the compositor animates ---------------------------------------
// (transform and opacity only; css/app.css draws the track and the runner)
function startRunner() {
  const track = document.getElementById("loading-bar");
  if (!track || !document.body.animate) return;
  track.setAttribute("aria-hidden", "true");
  const runner = document.createElement("span");
  runner.className = "loading-runner";
  track.replaceChildren(runner);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const frames = still
    ? [{ opacity: 0.35, transform: "translateX(117%)" }, { opacity: 1, transform: "translateX(117%)" }]
    : [{ transform: "translateX(-100%)" }, { transform: "translateX(334%)" }];
  runner.animate(frames, { duration: still ? 1600 : 1400, iterations: Infinity, direction: still ? "alternate" : "normal",
    easing: "ease-in-out" });
}

// -- the watchdog ---------------------------------------------------------------------
function rescue(kind) {
  if (ready()) return;
  import("./rescue.js").then((module) => module.showRescue(kind)).catch(() => {
    const label = document.getElementById("loading-text");
    if (label && kind === "error") label.textContent = words().failed;
  });
}

// A start that restored the snapshot and then failed: the snapshot may be the cause.
// Discard it and reload once; the next start is a normal one.
async function retryWithoutSnapshot() {
  if (root.dataset.snapshot !== "used") return false;
  try {
    if (sessionStorage.getItem(RETRY_KEY)) return false;
    sessionStorage.setItem(RETRY_KEY, "1");
    const { discardSnapshot } = await import("./snapshot-store.mjs");
    await discardSnapshot();
  } catch (e) {
    return false;
  }
  location.reload();
  return true;
}

let failing = false;
async function failed(why) {
  if (ready() || failing) return;
  failing = true;
  if (!root.dataset.error && why) root.dataset.error = why;
  if (root.dataset.ready !== "error") root.dataset.ready = "error";
  if (!(await retryWithoutSnapshot())) rescue("error");
}

// -- the snapshot is the first thing to go -------------------------------------------
// html[data-snapshot-room] = "kept" (checked, room enough or none stored), "dropped"
// (storage was short, or a save did not fit) or "unknown" (the check failed).
async function dropSnapshot() {
  const { discardSnapshot } = await import("./snapshot-store.mjs");
  await discardSnapshot();
  root.dataset.snapshotRoom = "dropped";
}
// For the app (py/ui/snapshot_room.py): a promise that settles once the snapshot is gone.
window.spielkisteDropSnapshot = () => dropSnapshot().catch(() => { root.dataset.snapshotRoom = "unknown"; });

// For a live game (py/ui/live_bridge.py, issue 29): js/live.mjs, loaded only when a room is opened.
window.spielkisteLive = () => import("./live.mjs");

// (the cache's name as js/snapshot-store.mjs gives it, which is loaded only when there is one)
const SNAPSHOT_CACHE = `spielkiste-snapshot@${new URL("../", import.meta.url).href}`;
async function dropIfShort() {
  if (typeof caches === "undefined" || !(await caches.has(SNAPSHOT_CACHE))) return false;
  return (await import("./snapshot-store.mjs")).dropSnapshotIfShort();
}

function checkRoom() {
  const idle = globalThis.requestIdleCallback || ((callback) => setTimeout(callback, 1000));
  idle(() => {
    dropIfShort().then((dropped) => {
      if (root.dataset.snapshotRoom !== "dropped") root.dataset.snapshotRoom = dropped ? "dropped" : "kept";
    }).catch(() => { if (!root.dataset.snapshotRoom) root.dataset.snapshotRoom = "unknown"; });
  }, { timeout: 5000 });
}

let lang = root.lang;
let roomChecked = false;
new MutationObserver(() => {
  if (root.dataset.ready === "error") failed();
  if (ready()) {
    try { sessionStorage.removeItem(RETRY_KEY); } catch (e) { /* no session storage */ }
    if (!roomChecked) {
      roomChecked = true;
      checkRoom();
    }
  } else if (root.lang !== lang) {
    lang = root.lang;
    applyPrefs();
  }
}).observe(root, { attributes: true, attributeFilter: ["data-ready", "lang"] });

// PyScript announces the end of main.py whether it went well or not
addEventListener("py:all-done", () => {
  setTimeout(() => { if (!ready()) failed("Python stopped before the app was ready."); }, AFTER_SCRIPT_MS);
});
setTimeout(() => { if (!root.dataset.ready) rescue("slow"); }, SLOW_MS);

applyPrefs();
startRunner();

// Runs before Python, and keeps the loading screen honest (docs/startup.md):
//  - applies the stored theme and language, so the first paint is right;
//  - the language and theme buttons work before Python: they write the same storage keys
//    the app reads when it starts (spielkiste:lang = de|en, spielkiste:theme =
//    auto|light|dark) and show the choice at once; once the app is ready it handles them;
//  - the progress runner is a Web Animations transform, which the compositor keeps moving
//    while the main thread is busy starting Python;
//  - a watchdog: if Python reports an error (html[data-ready="error"]), or its script ends
//    without the app being ready, or nothing is ready after a long time, the loading screen
//    says so and offers "Reload" and "Reset saved data" (removes every spielkiste: key of
//    localStorage after a confirmation). Nothing here needs Python, so this works when
//    Python cannot start at all. A start that used the memory snapshot and failed first
//    discards the snapshot and reloads once, silently (a normal start follows).
const root = document.documentElement;
const STORE = "spielkiste:";
const THEMES = ["auto", "light", "dark"];
// (tests may shorten both through window.__spielkisteSlowMs / __spielkisteAfterScriptMs)
const SLOW_MS = window.__spielkisteSlowMs || 45_000; // no ready, no error yet: offer help, keep waiting
const AFTER_SCRIPT_MS = window.__spielkisteAfterScriptMs || 8_000; // main.py ended, the app is not ready
const RETRY_KEY = "spielkiste-snapshot-retry"; // sessionStorage: one silent retry per tab

const WORDS = {
  en: {
    loading: "Loading Python…", theme: "Theme", theme_auto: "System", theme_light: "Light", theme_dark: "Dark",
    failed: "Spielkiste could not start.",
    slow: "Spielkiste is taking unusually long to start.",
    advice: "Reloading often helps. If it keeps failing, a damaged saved game may be the cause: "
      + "resetting removes this site's saved games, designs and settings from this browser.",
    reload: "Reload", reset: "Reset saved data",
    confirm: "Remove all saved games, designs and settings of Spielkiste from this browser?",
  },
  de: {
    loading: "Python wird geladen …", theme: "Farbschema", theme_auto: "System", theme_light: "Hell",
    theme_dark: "Dunkel",
    failed: "Die Spielkiste konnte nicht starten.",
    slow: "Die Spielkiste braucht ungewöhnlich lange zum Starten.",
    advice: "Neu laden hilft oft. Scheitert es weiter, kann ein beschädigter Spielstand schuld sein: "
      + "Zurücksetzen löscht die gespeicherten Spiele, Entwürfe und Einstellungen dieser Seite in diesem Browser.",
    reload: "Neu laden", reset: "Gespeicherte Daten zurücksetzen",
    confirm: "Alle gespeicherten Spiele, Entwürfe und Einstellungen der Spielkiste in diesem Browser löschen?",
  },
};

function read(key) {
  try { return localStorage.getItem(STORE + key); } catch (e) { return null; }
}

function write(key, value) {
  try { localStorage.setItem(STORE + key, value); } catch (e) { /* refused: the choice lasts this page */ }
}

const words = () => WORDS[root.lang] || WORDS.en;
const ready = () => root.dataset.ready === "true";
let theme = THEMES.includes(read("theme")) ? read("theme") : "auto";

// -- theme and language, before and without Python ----------------------------------
function applyPrefs() {
  root.dataset.theme = theme;
  const w = words();
  for (const lang of ["de", "en"]) {
    const button = document.querySelector(`[data-act="ui:lang:${lang}"]`);
    if (button) button.setAttribute("aria-pressed", String(lang === root.lang));
  }
  const button = document.querySelector('[data-act="ui:theme"]');
  if (button) button.textContent = `${w.theme}: ${w[`theme_${theme}`]}`;
  const label = document.getElementById("loading-text");
  if (label && !label.dataset.detail) label.textContent = w.loading;
  if (panel) fillPanel();
}

const storedLang = read("lang");
if (storedLang === "de" || storedLang === "en") root.lang = storedLang;
else if ((navigator.language || "").toLowerCase().startsWith("de")) root.lang = "de";

document.addEventListener("click", (event) => {
  if (ready()) return; // the app handles its buttons from now on
  const button = event.target.closest && event.target.closest('[data-act^="ui:lang:"], [data-act="ui:theme"]');
  if (!button) return;
  event.preventDefault();
  const act = button.dataset.act;
  if (act === "ui:theme") {
    theme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
    write("theme", theme);
  } else {
    const lang = act.slice("ui:lang:".length);
    if (lang !== "de" && lang !== "en") return;
    root.lang = lang;
    write("lang", lang);
  }
  applyPrefs();
});

// -- a progress runner the compositor animates ---------------------------------------
// (transform and opacity only; the styles are set through the CSSOM, which the content
// policy allows, so no stylesheet change is needed for the loading screen)
function startRunner() {
  const track = document.getElementById("loading-bar");
  if (!track || !document.body.animate) return;
  track.setAttribute("aria-hidden", "true");
  Object.assign(track.style, {
    position: "relative", overflow: "hidden", width: "min(320px, 80%)", height: "8px", margin: "16px auto 0",
    borderRadius: "4px", background: "var(--line)",
  });
  const runner = document.createElement("span");
  Object.assign(runner.style, {
    position: "absolute", left: "0", top: "0", bottom: "0", width: "30%", borderRadius: "4px",
    background: "var(--accent)", willChange: "transform",
  });
  track.replaceChildren(runner);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const frames = still
    ? [{ opacity: 0.35, transform: "translateX(117%)" }, { opacity: 1, transform: "translateX(117%)" }]
    : [{ transform: "translateX(-100%)" }, { transform: "translateX(334%)" }];
  runner.animate(frames, { duration: still ? 1600 : 1400, iterations: Infinity, direction: still ? "alternate" : "normal",
    easing: "ease-in-out" });
}

const startedAt = performance.now();
addEventListener("py:progress", (event) => {
  const label = document.getElementById("loading-text");
  if (!label || typeof event.detail !== "string" || panel) return;
  label.dataset.detail = "1";
  label.textContent = `${words().loading} ${event.detail}`;
});

// -- the watchdog ---------------------------------------------------------------------
let panel = null;
let panelKind = null;

function resetSavedData() {
  if (!confirm(words().confirm)) return;
  try {
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(STORE)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch (e) { /* storage refused: nothing stored either */ }
  location.reload();
}

function fillPanel() {
  const w = words();
  const detail = root.dataset.error;
  panel.querySelector(".rescue-title").textContent = panelKind === "slow" ? w.slow : w.failed;
  panel.querySelector(".rescue-advice").textContent = w.advice;
  const small = panel.querySelector(".rescue-detail");
  small.textContent = detail || "";
  small.hidden = !detail;
  panel.querySelector("#rescue-reload").textContent = w.reload;
  panel.querySelector("#rescue-reset").textContent = w.reset;
}

function showPanel(kind) {
  // the loading screen, or (when the app had begun to draw before it failed) the top of
  // the page's main region
  const box = document.getElementById("loading") || document.getElementById("app") || document.body;
  if (!box || ready()) return;
  panelKind = kind;
  root.dataset.rescue = kind;
  if (!panel) {
    panel = document.createElement("div");
    panel.className = "rescue";
    panel.setAttribute("role", "alert");
    for (const name of ["rescue-title", "rescue-advice", "rescue-detail"]) {
      const p = document.createElement("p");
      p.className = name;
      panel.append(p);
    }
    const actions = document.createElement("p");
    actions.className = "actions";
    actions.style.justifyContent = "center";
    const reload = document.createElement("button");
    reload.type = "button";
    reload.id = "rescue-reload";
    reload.addEventListener("click", () => location.reload());
    const reset = document.createElement("button");
    reset.type = "button";
    reset.id = "rescue-reset";
    reset.className = "secondary";
    reset.addEventListener("click", resetSavedData);
    actions.append(reload, reset);
    panel.append(actions);
    if (box.id === "loading") box.append(panel);
    else box.prepend(panel);
  }
  fillPanel();
  if (kind === "error") {
    for (const id of ["loading-text", "loading-bar"]) {
      const node = document.getElementById(id);
      if (node) node.hidden = true;
    }
  }
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
  if (await retryWithoutSnapshot()) return;
  showPanel("error");
}

new MutationObserver(() => {
  if (root.dataset.ready === "error") failed();
  if (root.dataset.ready === "true") {
    try { sessionStorage.removeItem(RETRY_KEY); } catch (e) { /* no session storage */ }
  }
  if (root.lang !== applyPrefs.lang) {
    applyPrefs.lang = root.lang;
    if (!ready()) applyPrefs();
  }
}).observe(root, { attributes: true, attributeFilter: ["data-ready", "lang"] });

// PyScript announces the end of main.py whether it went well or not
addEventListener("py:all-done", () => {
  setTimeout(() => { if (!ready()) failed("Python stopped before the app was ready."); }, AFTER_SCRIPT_MS);
});
setTimeout(() => { if (!root.dataset.ready) showPanel("slow"); }, SLOW_MS);

applyPrefs.lang = root.lang;
applyPrefs();
startRunner();
root.dataset.bootStarted = String(Math.round(startedAt));

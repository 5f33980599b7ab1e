// The way out when Spielkiste cannot start (loaded by js/boot.js only then; issue #15):
// says so in the page's language and offers "Reload" and "Reset saved data", which after
// a confirmation removes every localStorage key starting with "spielkiste:" (saved
// games, designs, settings; other sites' keys on the origin stay) and reloads. Needs no
// Python. Kinds: "error" (the start failed: html[data-ready="error"], the reason in
// html[data-error]) and "slow" (no answer for a long time; the start goes on, and the app
// removes the panel with the loading screen when it is ready). html[data-rescue] = kind.
import { WORDS as CATALOG_WORDS } from "./words.mjs";
import { STORAGE_PREFIX } from "./contract.gen.js";

const root = document.documentElement;
const WORDS = CATALOG_WORDS.rescue; // from locale/*.po (tools/po_catalog.py)
const words = () => WORDS[root.lang] || WORDS.en;
let panel = null;

function resetSavedData() {
  if (!confirm(words().confirm)) return;
  try {
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch (e) { /* storage refused: nothing stored either */ }
  location.reload();
}

function button(id, className, onClick) {
  const node = document.createElement("button");
  node.type = "button";
  node.id = id;
  if (className) node.className = className;
  node.addEventListener("click", onClick);
  return node;
}

function fill() {
  const w = words();
  const detail = root.dataset.error;
  panel.querySelector(".rescue-title").textContent = w[root.dataset.rescue] || w.error;
  panel.querySelector(".rescue-advice").textContent = w.advice;
  const small = panel.querySelector(".rescue-detail");
  small.textContent = detail || "";
  small.hidden = !detail;
  panel.querySelector("#rescue-reload").textContent = w.reload;
  panel.querySelector("#rescue-reset").textContent = w.reset;
}

function build() {
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
  actions.append(button("rescue-reload", "", () => location.reload()),
    button("rescue-reset", "secondary", resetSavedData));
  panel.append(actions);
  new MutationObserver(() => panel.isConnected && fill()).observe(root, { attributes: true, attributeFilter: ["lang"] });
}

export function showRescue(kind) {
  if (root.dataset.ready === "true") return;
  // the loading screen, or (when the app had begun to draw before it failed) the top of
  // the page's main region
  const box = document.getElementById("loading") || document.getElementById("app") || document.body;
  root.dataset.rescue = kind;
  if (!panel) build();
  if (!panel.isConnected) {
    if (box.id === "loading") box.append(panel);
    else box.prepend(panel);
  }
  fill();
  if (kind === "error") {
    for (const id of ["loading-text", "loading-bar"]) {
      const node = document.getElementById(id);
      if (node) node.hidden = true;
    }
  }
}

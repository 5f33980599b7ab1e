// Help on every piece (issue 25): shows the rule of a piece (an element with
// data-help="<kind>") in the game screen's tooltip, on mouse hover, on keyboard focus,
// on a touch long press (without playing the move) and with "?" (the key on the
// focused piece, or the "?" button: then a click or tap shows the rule instead of
// playing). The texts come from the page (#piece-help-texts, rendered by Python from
// the game's rule data: py/ui/game/piece_help.py); this file only shows them, so a
// hover needs no round trip through Python. While a text shows, the piece is
// aria-describedby the tooltip, so screen readers announce it.

import { STORAGE_PREFIX } from "./contract.gen.js";

const LONG_PRESS_MS = 500;
const MOVE_SLOP = 10; // px a finger may move before a press is no longer "long"
const NARROW = 700; // px: up to this width the tip leaves the whole board free where it can
let shown = null; // the element whose help shows
let shownBy = ""; // "hover", "focus", "press", "key" or "click": a hover's tip goes with the mouse
let press = null; // {timer, x, y, el} of a touch press in progress
let swallowUntil = 0; // a long press's click (and the contextmenu) are not the move
let shownAt = null; // where the piece was when its tip was placed (a scroll that moved nothing keeps it)

// the touch note under the pressed "?" (a long press does the same) is said until the player
// has used a long press or has read it NOTE_TIMES times, remembered on this device: the key
// holds how often it was said ("Reset saved data" removes it with the app's other keys)
const NOTE_KEY = `${STORAGE_PREFIX}piece-help-note`;
const NOTE_TIMES = 3;
const touchScreen = () => window.matchMedia("(hover: none) and (pointer: coarse)").matches;
function noteSaid() {
  try {
    const n = parseInt(localStorage.getItem(NOTE_KEY) || "0", 10); // any other page may write it: a number or 0
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch (e) {
    if (e instanceof DOMException) return 0; // no storage: said each time, as nothing can be remembered
    throw e;
  }
}
function noteSaidNow(n) {
  try { localStorage.setItem(NOTE_KEY, String(n)); } catch (e) {
    if (!(e instanceof DOMException)) throw e; // full or refused: the note is said again next time
  }
}

const tip = () => document.getElementById("piece-help");
const textOf = (kind) => {
  const box = document.getElementById("piece-help-texts");
  if (!box) return "";
  for (const p of box.children) if (p.dataset.kind === kind) return p.textContent;
  return "";
};
const helpButton = () => document.getElementById("btn-piecehelp");
const helpMode = () => helpButton()?.getAttribute("aria-pressed") === "true";

// the piece an event concerns: the element itself or the nearest piece around it; for
// keyboard focus on a cell, the piece inside it
function pieceOf(node, inside = false) {
  if (!(node instanceof Element) || !node.closest(".game-screen")) return null;
  const el = node.closest("[data-help]");
  if (el) return el;
  return inside ? node.querySelector("[data-help]") : null;
}

// the boxes the tip must leave free, most generous first: on a narrow screen the board
// the piece is on (a phone has room for the tip above or below it), the piece's row of the board (its
// neighbours are what the player compares it with), the piece (and its cell) itself
function keepFree(el) {
  const own = el.getBoundingClientRect();
  const cell = el.closest('[role="gridcell"]');
  const piece = cell ? union(own, cell.getBoundingClientRect()) : own;
  const out = [];
  const board = el.closest("#board svg");
  if (board && document.documentElement.clientWidth <= NARROW) out.push(board.getBoundingClientRect());
  const row = el.closest('[role="row"]');
  if (row) out.push(union(piece, row.getBoundingClientRect()));
  out.push(piece);
  return out;
}

function union(a, b) {
  const top = Math.min(a.top, b.top), bottom = Math.max(a.bottom, b.bottom);
  const left = Math.min(a.left, b.left), right = Math.max(a.right, b.right);
  return { top, bottom, left, right, width: right - left, height: bottom - top };
}

function place(el, box) {
  // beside the piece, never over it or its row: below or above the first box of
  // keepFree() the tip fits beside within the viewport (the side with room), centred
  // on the piece within the viewport's width (on a phone as wide as the screen allows)
  const r = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth, vh = window.innerHeight;
  box.style.maxWidth = Math.min(340, vw - 16) + "px";
  box.style.left = "0px";
  box.style.top = "0px";
  const t = box.getBoundingClientRect();
  const left = Math.min(Math.max(8, r.left + r.width / 2 - t.width / 2), vw - t.width - 8);
  let top = null;
  for (const free of keepFree(el)) {
    if (free.bottom + 8 + t.height <= vh - 4 && free.bottom >= 0) top = free.bottom + 8;
    else if (free.top - 8 - t.height >= 4 && free.top <= vh) top = free.top - 8 - t.height;
    if (top !== null) break;
  }
  if (top === null) { // no room beside the piece: the larger side, over as little of it as can be
    top = vh - r.bottom > r.top ? Math.min(r.bottom + 8, vh - t.height - 4) : Math.max(4, r.top - t.height - 8);
  }
  box.style.left = Math.round(left) + "px";
  box.style.top = Math.round(top) + "px";
}

// the kinds a piece explains: its own, then those its cell names in data-help-more
// (marks drawn beside the cell, such as a Solstis place's block, which the keys cannot reach)
function kindsOf(el) {
  const more = el.closest('[role="gridcell"]')?.dataset.helpMore;
  return [el.dataset.help, ...(more ? more.split(" ") : [])];
}

function show(el, by) {
  const box = tip();
  const kinds = box ? kindsOf(el).filter((kind) => textOf(kind)) : [];
  if (kinds[0] !== el.dataset.help) return false;
  if (shown && shown !== el) hide();
  box.replaceChildren(...kinds.map((kind) => {
    const p = document.createElement("p");
    p.textContent = textOf(kind);
    return p;
  }));
  box.dataset.kind = el.dataset.help;
  box.dataset.kinds = kinds.join(" ");
  box.hidden = false;
  place(el, box);
  shown = el;
  shownBy = by;
  shownAt = el.getBoundingClientRect();
  // the element a screen reader is on gets the text as its description: a cell (the
  // focused gridcell that holds the piece) or the piece itself
  const target = el.closest('[role="gridcell"]') || el;
  target.setAttribute("aria-describedby", "piece-help");
  target.dataset.helpDescribed = "true";
  return true;
}

function hide() {
  const box = tip();
  if (box) box.hidden = true;
  for (const el of document.querySelectorAll('[data-help-described="true"]')) {
    el.removeAttribute("aria-describedby");
    delete el.dataset.helpDescribed;
  }
  shown = null;
}

function cancelPress() {
  if (press) clearTimeout(press.timer);
  press = null;
}

// -- mouse ------------------------------------------------------------------------
document.addEventListener("pointerover", (e) => {
  if (e.pointerType !== "mouse") return; // a tap is not a hover (a long press is, below)
  const el = pieceOf(e.target);
  if (el && el !== shown) show(el, "hover");
  else if (!el && shown && shownBy === "hover") hide();
});

// -- keyboard ---------------------------------------------------------------------
// the way of input last used: the page's own focus moves (a lesson opening, a render) are
// :focus-visible before any input too, and must not open a tip over the board on a phone
let lastInput = "";
window.addEventListener("keydown", () => { lastInput = "key"; }, true);
window.addEventListener("pointerdown", () => { lastInput = "pointer"; }, true);
document.addEventListener("focusin", (e) => {
  // keyboard focus only: a click or tap that focuses a cell neither asks for help nor closes it
  if (lastInput !== "key" || !(e.target instanceof Element) || !e.target.matches(":focus-visible")) return;
  const el = pieceOf(e.target, true);
  if (el) show(el, "focus");
  else if (shown) hide();
});
document.addEventListener("focusout", (e) => {
  // the keyboard's tip goes with the focus (a touch that moves the focus keeps its own tip)
  if (shown && (shownBy === "focus" || shownBy === "key") && !pieceOf(e.relatedTarget, true)) hide();
});
window.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && shown) { hide(); return; }
  if (e.key !== "?" || e.ctrlKey || e.metaKey || e.altKey) return;
  const active = document.activeElement;
  if (active && (active.tagName === "INPUT" || active.tagName === "SELECT" || active.tagName === "TEXTAREA")) return;
  const el = pieceOf(active, true);
  if (el) {
    e.preventDefault();
    e.stopPropagation();
    if (shown === el && !tip().hidden) hide(); else show(el, "key");
  } else if (helpButton() && document.querySelector(".game-screen")) {
    e.preventDefault();
    e.stopPropagation();
    helpButton().click();
  }
}, true);

// -- touch: a long press shows the rule, and its click does not play ---------------
window.addEventListener("pointerdown", (e) => {
  const el = pieceOf(e.target);
  const onButton = e.target instanceof Element && !!e.target.closest("#btn-piecehelp");
  if (shown && e.pointerType === "mouse" && shownBy === "hover") hide(); // a click acts: the hover's tip goes
  else if (shown && el !== shown && !onButton) hide(); // a tap elsewhere closes it
  if (e.pointerType === "mouse" || !el) return;
  cancelPress();
  press = {
    x: e.clientX, y: e.clientY, el,
    timer: setTimeout(() => {
      if (press && show(press.el, "press")) {
        swallowUntil = performance.now() + 1500;
        if (noteSaid() < NOTE_TIMES) noteSaidNow(NOTE_TIMES); // the player knows the long press now
      }
      press = null;
    }, LONG_PRESS_MS),
  };
}, true);
window.addEventListener("pointermove", (e) => {
  if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > MOVE_SLOP) cancelPress();
}, true);
for (const name of ["pointerup", "pointercancel"]) {
  window.addEventListener(name, () => {
    cancelPress();
    if (swallowUntil > performance.now()) swallowUntil = performance.now() + 600; // only the click that follows
  }, true);
}
window.addEventListener("contextmenu", (e) => {
  if (pieceOf(e.target) && (press || swallowUntil > performance.now())) e.preventDefault();
}, true);

// -- clicks: the "?" button, help mode, and the click after a long press -------------
window.addEventListener("click", (e) => {
  const button = helpButton();
  if (button && e.target instanceof Element && e.target.closest("#btn-piecehelp")) {
    const on = !helpMode();
    button.setAttribute("aria-pressed", on ? "true" : "false");
    const screen = document.querySelector(".game-screen");
    screen?.classList.toggle("help-mode", on);
    if (on) {
      const said = touchScreen() ? noteSaid() : NOTE_TIMES;
      screen?.classList.toggle("help-note", said < NOTE_TIMES);
      if (said < NOTE_TIMES) noteSaidNow(said + 1);
    }
    if (!on) hide();
    e.stopPropagation();
    return;
  }
  const el = pieceOf(e.target);
  if (swallowUntil > performance.now() && el) {
    swallowUntil = 0;
    e.preventDefault();
    e.stopPropagation();
    return;
  }
  if (helpMode() && el) {
    e.preventDefault();
    e.stopPropagation();
    show(el, "click");
  }
}, true);

// a scroll moves the piece from under the tip: a tip asked for by the keyboard follows
// its piece, any other closes (a tap or the mouse asks again where the piece now is)
window.addEventListener("scroll", () => {
  if (!shown) return;
  const now = shown.getBoundingClientRect();
  if (Math.abs(now.top - shownAt.top) < 1 && Math.abs(now.left - shownAt.left) < 1) return; // (an earlier scroll's event)
  if (shownBy === "focus" || shownBy === "key") {
    place(shown, tip());
    shownAt = now;
  } else hide();
}, { capture: true, passive: true });

// a new render replaces the pieces: a tip of a piece no longer in the page goes
new MutationObserver(() => {
  if (shown && !shown.isConnected) hide();
}).observe(document.documentElement, { childList: true, subtree: true });

// Help on every piece (issue 25): shows the rule of a piece (an element with
// data-help="<kind>") in the game screen's tooltip, on mouse hover, on keyboard focus,
// on a touch long press (without playing the move) and with "?" (the key on the
// focused piece, or the "?" button: then a click or tap shows the rule instead of
// playing). The texts come from the page (#piece-help-texts, rendered by Python from
// the game's rule data: py/ui/game/piece_help.py); this file only shows them, so a
// hover needs no round trip through Python. While a text shows, the piece is
// aria-describedby the tooltip, so screen readers announce it.

const LONG_PRESS_MS = 500;
const MOVE_SLOP = 10; // px a finger may move before a press is no longer "long"
let shown = null; // the element whose help shows
let shownBy = ""; // "hover", "focus", "press", "key" or "click": a hover's tip goes with the mouse
let press = null; // {timer, x, y, el} of a touch press in progress
let swallowUntil = 0; // a long press's click (and the contextmenu) are not the move

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

function place(el, box) {
  // beside the piece, never over it: below if there is room, else above; within the
  // viewport's width (on a phone the tip is as wide as the screen allows)
  const r = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth, vh = window.innerHeight;
  box.style.maxWidth = Math.min(340, vw - 16) + "px";
  box.style.left = "0px";
  box.style.top = "0px";
  const t = box.getBoundingClientRect();
  let left = Math.min(Math.max(8, r.left + r.width / 2 - t.width / 2), vw - t.width - 8);
  let top = r.bottom + 8;
  if (top + t.height > vh - 4 && r.top - t.height - 8 >= 4) top = r.top - t.height - 8;
  else if (top + t.height > vh - 4) top = Math.max(4, vh - t.height - 4);
  box.style.left = Math.round(left) + "px";
  box.style.top = Math.round(top) + "px";
}

function show(el, by) {
  const box = tip();
  const text = box && textOf(el.dataset.help);
  if (!text) return false;
  if (shown && shown !== el) hide();
  box.textContent = text;
  box.dataset.kind = el.dataset.help;
  box.hidden = false;
  place(el, box);
  shown = el;
  shownBy = by;
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
document.addEventListener("focusin", (e) => {
  // keyboard focus only: a click or tap that focuses a cell neither asks for help nor closes it
  if (!(e.target instanceof Element) || !e.target.matches(":focus-visible")) return;
  const el = pieceOf(e.target, true);
  if (el) show(el, "focus");
  else if (shown) hide();
});
document.addEventListener("focusout", (e) => {
  if (shown && !pieceOf(e.relatedTarget, true)) hide();
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
  if (shown && e.pointerType === "mouse" && shownBy === "hover") hide(); // a click acts: the hover's tip goes
  else if (shown && !el && e.target !== helpButton()) hide();
  if (e.pointerType === "mouse" || !el) return;
  cancelPress();
  press = {
    x: e.clientX, y: e.clientY, el,
    timer: setTimeout(() => {
      if (press && show(press.el, "press")) swallowUntil = performance.now() + 1500;
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
    document.querySelector(".game-screen")?.classList.toggle("help-mode", on);
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

// a new render replaces the pieces: a tip of a piece no longer in the page goes
new MutationObserver(() => {
  if (shown && !shown.isConnected) hide();
}).observe(document.documentElement, { childList: true, subtree: true });

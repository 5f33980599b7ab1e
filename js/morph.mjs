// Patch a region of the page from its new HTML instead of rewriting it (issue 24).
// morphdom (vendored from npm, tools/vendor.py) keeps every element that is still there,
// so the element with the keyboard focus, a scrolled list and an open <details> survive a
// render, and the view has nothing to guess afterwards. Elements are matched by a key:
// the id, else a board cell's row and column, else what it does (data-act); the rest by
// place. The Python view calls window.spielkisteMorph(node, html, whole) (py/ui/page.py).
import morphdom from "../vendor/morphdom/morphdom-esm.js";

// Classes that start a CSS animation on the render right after a move (css/games/*.css).
// A rewritten board started them on every new element; a kept element restarts them only
// if the class goes away for one style computation, so they are taken off first.
const RESTART = ["fresh", "dealt"];

function key(node) {
  if (node.nodeType !== 1) return undefined;
  if (node.id) return "#" + node.id;
  if (node.getAttribute("role") === "gridcell") {
    return `cell:${node.getAttribute("data-r")},${node.getAttribute("data-c")}`;
  }
  const act = node.getAttribute("data-act");
  return act ? "act:" + act : undefined;
}

function keepOpen(from, to) {
  // a <details> is the player's to open or close: a render keeps its state
  if (from.tagName === "DETAILS") to.open = from.open;
  return !from.isEqualNode(to);
}

function restartAnimations(node) {
  const animated = node.querySelectorAll(RESTART.map((c) => "." + c).join(","));
  if (!animated.length) return;
  for (const el of animated) el.classList.remove(...RESTART);
  node.getBoundingClientRect(); // one style computation without them
}

// `node`'s children become `html`; with `whole`, `html` is `node` itself (its outer HTML)
export function morph(node, html, whole = false) {
  restartAnimations(node);
  let target = html;
  if (!whole) {  // parsed as node.innerHTML = html would parse it (the same context element)
    target = node.cloneNode(false);
    target.innerHTML = html;
  }
  morphdom(node, target, { childrenOnly: !whole, getNodeKey: key, onBeforeElUpdated: keepOpen });
}

window.spielkisteMorph = morph;

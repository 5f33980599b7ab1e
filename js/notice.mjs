// The one owner of #notice, the messages over the header (issue 24). Three parts of the
// page speak there: the app (py/ui/page.py: errors and information), the computer when it
// thinks on the page because its worker failed (py/ui/ai_bridge.py, through the page), and
// the offer of a new release (js/sw-register.js). Each speaks in its own slot, so none
// wipes out another's message, and the box is hidden when no slot has one.
import { IDS } from "./contract.gen.js";

const ORDER = ["app", "ai", "sw"]; // top to bottom
const shown = new Map(); // slot -> its <p>

// `content`: the slot's <p> (an element, or the HTML text of one); null empties the slot
export function show(slot, content) {
  if (!ORDER.includes(slot)) throw new Error(`#notice has no slot ${slot}`);
  const box = document.getElementById(IDS.notice);
  if (!box) return;
  let node = content;
  if (typeof content === "string") {
    const template = document.createElement("template");
    template.innerHTML = content;
    node = template.content.firstElementChild;
  }
  const old = shown.get(slot);
  if (old && old !== node) old.remove();
  if (node) {
    shown.set(slot, node);
    const after = ORDER.slice(ORDER.indexOf(slot) + 1).map((name) => shown.get(name)).find(Boolean);
    if (node.parentNode !== box) box.insertBefore(node, after || null);
  } else {
    shown.delete(slot);
  }
  box.hidden = shown.size === 0;
}

export function clear(slot) {
  show(slot, null);
}

window.spielkisteNotice = { show, clear };

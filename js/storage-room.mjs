// What goes first when the site's storage runs short (docs/saves.md, "What may be
// dropped"): the Pyodide memory snapshot in Cache Storage (js/snapshot-store.mjs), which a
// later visit makes again, never a save. The decisions are pure functions of the figures of
// navigator.storage.estimate() ({quota, usage} in bytes, for the whole origin), so that the
// e2e tests can try them on any figures; no DOM, no import (js/boot.js loads this early).

export const MiB = 2 ** 20;
// The room a stored snapshot must leave free: the saves and designs (localStorage, some
// MB, counted against the same quota by some browsers), the next release's pre-cache
// (~15 MB, written while the old one is still there) and a margin.
export const KEEP_FREE = 64 * MiB;
// A stored snapshot is dropped when the free room falls below this. Lower than KEEP_FREE,
// so that a snapshot just written is not dropped again at the next visit.
export const DROP_BELOW = KEEP_FREE / 2;
// What a snapshot is expected to weigh before it is made (31 MB today): the maker asks
// before it spends a minute making one that could not be kept.
export const SNAPSHOT_GUESS = 40 * MiB;

const whole = (value) => typeof value === "number" && Number.isFinite(value) && value >= 0;

// {quota, usage, free} of an estimate, or null when the browser gave no usable figures.
export function room(estimate) {
  if (!estimate || !whole(estimate.quota) || !whole(estimate.usage) || estimate.quota === 0) return null;
  return { quota: estimate.quota, usage: estimate.usage, free: Math.max(0, estimate.quota - estimate.usage) };
}

// May a snapshot of `bytes` be written? Only if KEEP_FREE stays free after it. Without
// figures, yes: a quota error from the write itself still stops it (isQuotaError).
export function mayWriteSnapshot(estimate, bytes) {
  const r = room(estimate);
  if (!r) return true;
  return whole(bytes) && r.free - bytes >= KEEP_FREE;
}

// Must a stored snapshot go? When less than DROP_BELOW is free; never without figures.
export function mustDropSnapshot(estimate) {
  const r = room(estimate);
  return r !== null && r.free < DROP_BELOW;
}

// The browser's refusal for lack of room, as Chromium, Firefox and Safari name it.
export function isQuotaError(error) {
  if (!error) return false;
  return error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22;
}

// navigator.storage.estimate() (page or worker), or null when there is none or it fails.
export async function estimate() {
  try {
    const storage = globalThis.navigator && globalThis.navigator.storage;
    if (storage && typeof storage.estimate === "function") return await storage.estimate();
  } catch (error) { /* no figures: the decisions above fall back to the write's own errors */ }
  return null;
}

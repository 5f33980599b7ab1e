// Where Spielkiste keeps its Pyodide memory snapshot, and how a stored one is checked
// (docs/startup.md tells the whole life cycle).
//
// One snapshot per site scope, in a Cache Storage cache of its own, as one entry whose
// headers carry its key and its SHA-256. The key names the snapshot format, the Pyodide
// version and the app's Python (a hash of app.zip), so a new release or a new Pyodide
// never restores an old snapshot. Used by js/interpreter.mjs (page and AI worker) and
// js/snapshot-maker.mjs (the worker that makes it); no DOM here.
import { version as PYODIDE_VERSION } from "../vendor/pyodide/pyodide.mjs";
import { LATER_ZIP as LATER_ZIP_NAME } from "./contract.gen.js";
import { SNAPSHOT_GUESS, estimate, isQuotaError, mayWriteSnapshot, mustDropSnapshot } from "./storage-room.mjs";

// bump when the maker's procedure changes what a snapshot holds
export const FORMAT = "2"; // 2: with PyScript's own package compiled
// (js/interpreter.mjs repeats SITE, INDEX_URL, CACHE and ENTRY, so that it can look for a
// snapshot without loading this module)
export const SITE = new URL("../", import.meta.url).href;
export const INDEX_URL = new URL("vendor/pyodide/", SITE).href;
// the standard library as bytecode (tools/stdlib_zip.py), loadPyodide's stdLibURL
export { STDLIB_URL } from "./interpreter.mjs";
export const APP_ZIP = new URL("app.zip", SITE).href;
// the app's modules the first screen does not need (tools/app_zip.py); app.zip names its
// SHA-256, so the key above covers it too
export const LATER_ZIP = new URL(LATER_ZIP_NAME, SITE).href;
export const CACHE = `spielkiste-snapshot@${SITE}`;
// a name inside that cache, never requested from the server
export const ENTRY = new URL("pyodide-snapshot.bin", SITE).href;
const KEY_HEADER = "x-snapshot-key";
const SHA_HEADER = "x-snapshot-sha256";
// set instead of a snapshot when making one failed: not tried again for this release
const FAILED_HEADER = "x-snapshot-failed";

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256(bytes) {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

export async function fetchAppZip(url = APP_ZIP) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.split("/").pop()}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// The key a snapshot of this release must carry.
export async function currentKey(zipBytes) {
  const zip = zipBytes || (await fetchAppZip());
  return `${FORMAT}/${PYODIDE_VERSION}/${(await sha256(zip)).slice(0, 32)}`;
}

export function storageAvailable() {
  return typeof caches !== "undefined" && typeof crypto !== "undefined" && !!crypto.subtle;
}

// The stored snapshot of this release, or null. Without a stored snapshot this costs one
// cache lookup and fetches nothing (the first visit). A stored snapshot of another release
// is deleted. Returns {key, bytes}: `bytes` is a promise of the snapshot, which rejects
// unless its SHA-256 matches the one stored with it (a damaged or truncated copy is never
// restored); it is a promise so that loadPyodide can start before the bytes are read.
export async function findSnapshot() {
  if (!storageAvailable()) return null;
  const cache = await caches.open(CACHE);
  const response = await cache.match(ENTRY);
  if (!response) return null;
  const key = await currentKey();
  if (response.headers.get(KEY_HEADER) !== key) {
    await cache.delete(ENTRY);
    return null;
  }
  if (response.headers.get(FAILED_HEADER)) return null; // this release cannot have one
  const expected = response.headers.get(SHA_HEADER);
  const bytes = (async () => {
    const data = new Uint8Array(await response.arrayBuffer());
    if ((await sha256(data)) !== expected) throw new Error(`snapshot damaged (checksum, ${data.length} bytes)`);
    return data;
  })();
  return { key, bytes };
}

// Stores a snapshot unless storage is short (js/storage-room.mjs): "stored", or "no room"
// when the estimate leaves too little beside it or the browser refuses it for its size; a
// snapshot of an earlier release is gone in both cases, and nothing is remembered, so that
// a later visit with room makes one.
export async function storeSnapshot(key, bytes) {
  if (!mayWriteSnapshot(await estimate(), bytes.length)) {
    await discardSnapshot();
    return "no room";
  }
  const cache = await caches.open(CACHE);
  const headers = {
    "content-type": "application/octet-stream",
    [KEY_HEADER]: key,
    [SHA_HEADER]: await sha256(bytes),
  };
  try {
    await cache.put(ENTRY, new Response(bytes, { headers }));
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await discardSnapshot();
    return "no room";
  }
  return "stored";
}

// Is there room to make a snapshot at all (before the maker spends its minute on one)?
export async function roomForSnapshot() {
  return mayWriteSnapshot(await estimate(), SNAPSHOT_GUESS);
}

// The stored snapshot goes when storage runs short (js/storage-room.mjs): true if it went.
export async function dropSnapshotIfShort() {
  if (!storageAvailable() || !(await caches.has(CACHE)) || !mustDropSnapshot(await estimate())) return false;
  await discardSnapshot();
  return true;
}

export async function discardSnapshot() {
  try {
    if (storageAvailable()) await caches.delete(CACHE);
  } catch (error) { /* nothing stored, nothing to discard */ }
}

// Remember that this release's snapshot could not be made (say, the device ran out of
// memory), so that not every visit tries again in the background.
export async function storeFailure(key, why) {
  if (!storageAvailable()) return;
  const cache = await caches.open(CACHE);
  await cache.put(ENTRY, new Response("", { headers: { [KEY_HEADER]: key, [FAILED_HEADER]: String(why).slice(0, 200) } }));
}

// "made" or "failed" when this release's snapshot was made or tried already, else null.
export async function storedState(key) {
  if (!storageAvailable()) return null;
  const response = await (await caches.open(CACHE)).match(ENTRY);
  if (!response || response.headers.get(KEY_HEADER) !== key) return null;
  return response.headers.get(FAILED_HEADER) ? "failed" : "made";
}

// Live with a friend (issue 29, docs/live.md "The browser half"): the page's one WebRTC room.
// Python (py/ui/live_bridge.py) calls join(room, onEvent), send(text) and leave(); the texts
// are the protocol's (py/spielkiste/live/), passed through unread. onEvent(kind, text) reports
// "open" (a friend's page is connected), "message" (a text from it), "closed" (no friend's page
// connected any more; the room stays joined, the friend may come back) and "failed" (no relay
// reachable, or the configuration or the library could not be loaded; text says what).
//
// This module is loaded only when a live room is opened (boot.js: window.spielkisteLive), and
// it loads Trystero (vendored, tools/vendor.py) and live-relays.json only in join(): a page that
// never opens a live room contacts no relay and loads none of it.
//
// A page that goes away (closed, reloaded, another address) closes its data channels first
// (pagehide): the browser's own teardown of a connection with a channel still open aborts it,
// and the friend's page then logs "Trystero peer error: OperationError: User-Initiated Abort,
// reason=Close called"; a channel closed first ends on both sides without an error. Trystero
// leaving a room keeps the connection (it shares one per friend between rooms) and closes it
// later the same clean way (channel, then connection). Connections are made through
// `Connection` (Trystero's `rtcPolyfill` option), which only remembers its channels.

const CONFIG_URL = new URL("../live-relays.json", import.meta.url);
const TRYSTERO_URL = new URL("../vendor/trystero/torrent.mjs", import.meta.url).href;
// one action (Trystero's named channel over the data channel) for every text
const CHANNEL = "text";
// the relays must answer within this time, else "failed" (the e2e tests may shorten it)
const FAIL_MS = 12000;

// while no friend is connected, the room is joined again this often (see join)
const REJOIN_MS = 12000;

let current = null; // {room, action, peers, onEvent, timer, rejoin, rejoining}

// the page's open WebRTC connections (Trystero's, made through Connection), for pagehide
const connections = new Set();

// RTCPeerConnection that remembers its data channels (made here or by the friend), so that
// they can be closed before the page goes away (a browser without WebRTC still loads this
// module: joining then fails in Trystero and is reported as "failed")
const NATIVE = globalThis.RTCPeerConnection;
class Connection extends (NATIVE || Object) {
  constructor(...args) {
    super(...args);
    this.channels = new Set();
    connections.add(this);
    this.addEventListener("datachannel", (event) => this.channels.add(event.channel));
    this.addEventListener("connectionstatechange", () => {
      if (this.connectionState === "closed") connections.delete(this);
    });
  }

  createDataChannel(...args) {
    const channel = super.createDataChannel(...args);
    this.channels.add(channel);
    return channel;
  }

  close() {
    connections.delete(this);
    this.closeChannels();
    super.close();
  }

  closeChannels() {
    for (const channel of this.channels) {
      if (channel.readyState === "open" || channel.readyState === "connecting") channel.close();
    }
    this.channels.clear();
  }
}

// the page goes away: every channel is closed before the browser tears the connections down
globalThis.addEventListener?.("pagehide", () => {
  for (const connection of connections) connection.closeChannels();
});

function report(state, kind, text = "") {
  if (current !== state) return; // a room left meanwhile says nothing more
  try {
    state.onEvent(kind, text);
  } catch (error) {
    console.error(`live: the page's handler of "${kind}" failed:`, error);
  }
}

async function loadConfig() {
  const response = await fetch(CONFIG_URL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`live-relays.json: HTTP ${response.status}`);
  const config = await response.json();
  const relays = config && config.relays;
  if (typeof config.appId !== "string" || !Array.isArray(relays) || !relays.length
      || !relays.every((url) => typeof url === "string" && /^wss?:\/\//.test(url))) {
    throw new Error("live-relays.json: needs appId and a list of relays (ws:// or wss:// addresses)");
  }
  return { appId: config.appId, relays, iceServers: Array.isArray(config.iceServers) ? config.iceServers : [] };
}

function failAfterMs() {
  const value = Number(window.SPIELKISTE_LIVE_FAIL_MS);
  return value > 0 ? value : FAIL_MS;
}

function relaysUp(trystero) {
  return Object.values(trystero.getRelaySockets()).some((socket) => socket && socket.readyState === WebSocket.OPEN);
}

export async function join(roomId, onEvent) {
  leave();
  const state = { room: null, action: null, peers: new Set(), onEvent, timer: 0, rejoin: 0, rejoining: false };
  current = state;
  let config, trystero;
  try {
    config = await loadConfig();
    trystero = await import(TRYSTERO_URL);
  } catch (error) {
    report(state, "failed", String(error && error.message ? error.message : error));
    return;
  }
  if (current !== state) return; // left while loading
  enter(state, trystero, config, roomId);
  state.timer = setTimeout(() => {
    if (!relaysUp(trystero) && !state.peers.size) {
      report(state, "failed", `no relay answered within ${Math.round(failAfterMs() / 1000)} s: ${config.relays.join(", ")}`);
    }
  }, failAfterMs());
  // While no friend is connected, the room is joined afresh now and then: its new offers
  // reach a friend who came meanwhile at once. Without it, when both pages have offers out,
  // Trystero answers only on one side (the greater peer id), and the waiting page's offers
  // go out again only at the tracker's interval (up to 2 minutes): docs/live.md.
  state.rejoin = setInterval(async () => {
    if (current !== state || state.peers.size || state.rejoining) return;
    state.rejoining = true;
    try {
      await state.room.leave();
      if (current === state && !state.peers.size) enter(state, trystero, config, roomId);
    } catch (error) {
      console.warn("live: joining the room again:", error);
    } finally {
      state.rejoining = false;
    }
  }, REJOIN_MS);
}

function enter(state, trystero, config, roomId) {
  const room = trystero.joinRoom(
    { appId: config.appId, relayConfig: { urls: config.relays }, rtcConfig: { iceServers: config.iceServers },
      ...(NATIVE ? { rtcPolyfill: Connection } : {}) },
    roomId,
    { onJoinError: (details) => report(state, "failed", details.error) },
  );
  state.room = room;
  state.action = room.makeAction(CHANNEL);
  state.action.onMessage = (data) => {
    if (typeof data === "string") report(state, "message", data);
  };
  room.onPeerJoin = (peerId) => {
    state.peers.add(peerId);
    report(state, "open");
  };
  room.onPeerLeave = (peerId) => {
    if (state.peers.delete(peerId) && !state.peers.size) report(state, "closed");
  };
}

export function send(text) {
  const state = current;
  if (!state || !state.action) return false;
  state.action.send(String(text)).catch((error) => console.warn("live: a text was not sent:", error));
  return true;
}

export function leave() {
  const state = current;
  current = null;
  if (!state) return;
  clearTimeout(state.timer);
  clearInterval(state.rejoin);
  if (state.room) state.room.leave().catch((error) => console.warn("live: leaving the room:", error));
}

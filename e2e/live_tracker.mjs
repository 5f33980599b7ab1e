// The e2e tests' relay for live games (issue 29, e2e/test_live.py): a WebTorrent tracker
// (bittorrent-tracker, a dev dependency pinned in package.json) with its WebSocket server
// only, on 127.0.0.1, so that two pages of the test browser find each other without the
// internet. Usage: node e2e/live_tracker.mjs PORT (0: any free port). It prints
// "listening PORT" once ready and runs until it is killed.
// (its server module only: the package's index also loads the client, whose WebRTC needs a
// native build that .npmrc skips)
import Server from "bittorrent-tracker/server";

const port = Number(process.argv[2] ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`live_tracker: not a port: ${process.argv[2]}`);
  process.exit(2);
}
// (the tracker's own announce interval, 2 minutes, as public trackers ask for as much or more:
// js/live.mjs must connect a friend who comes while a page waits without waiting for it)
const server = new Server({ udp: false, http: false, ws: true, stats: false });
server.on("error", (error) => {
  console.error(`live_tracker: ${error.message}`);
  process.exit(1);
});
server.on("warning", (error) => console.error(`live_tracker warning: ${error.message}`));
server.on("listening", () => console.log(`listening ${server.ws.address().port}`));
server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));

// The engine inside Pyodide under Node, without a browser (issue #11).
//
//   node bench/pyodide_speed.mjs                  # smoke test + benchmark, every game
//   node bench/pyodide_speed.mjs --seconds 2 --rounds 3 --games iye,solstis
//   node bench/pyodide_speed.mjs --smoke-only     # just prove it imports and plays
//   node bench/pyodide_speed.mjs --profile soulaween   # cProfile of the playouts inside Pyodide
//
// 1. Loads the npm `pyodide` package (node_modules/pyodide, the same files the page
//    vendors), writes py/spielkiste/ and bench/engine_speed.py into its file system.
// 2. Smoke test: under Pyodide's CPython (3.14) it imports spielkiste, checks that
//    the engine pulled in no js/pyodide module, and plays one random game of every
//    registered game through the public API, with a link round trip at the end.
// 3. Runs bench/engine_speed.py per game in Pyodide and in CPython (python3), one
//    round each in turn, keeps each side's best round and prints both with the
//    ratio Pyodide / CPython (goal >= 0.35), per CPU second (Node's
//    process.cpuUsage() on the Pyodide side). Exit status 1 only if the smoke test
//    fails; speed only reports.

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const RATIO_GOAL = 0.35;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const seconds = Number(option("seconds", "1"));
const rounds = Number(option("rounds", "3"));
const games = option("games", "");
const smokeOnly = process.argv.includes("--smoke-only");

function* pythonFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") yield* pythonFiles(path);
    } else if (name.endsWith(".py")) {
      yield path;
    }
  }
}

function copyInto(pyodide, source, target) {
  let count = 0;
  for (const path of pythonFiles(source)) {
    const dest = join(target, relative(source, path));
    pyodide.FS.mkdirTree(dirname(dest));
    pyodide.FS.writeFile(dest, readFileSync(path, "utf8"));
    count += 1;
  }
  return count;
}

const started = Date.now();
const pyodide = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
const loadMs = Date.now() - started;
const files = copyInto(pyodide, join(ROOT, "py", "spielkiste"), "/home/pyodide/py/spielkiste");
pyodide.FS.mkdirTree("/home/pyodide/bench");
pyodide.FS.writeFile("/home/pyodide/bench/engine_speed.py", readFileSync(join(ROOT, "bench", "engine_speed.py"), "utf8"));
console.log(`Pyodide ${pyodide.version} loaded in ${loadMs} ms; ${files} engine files copied`);

const smoke = pyodide.runPython(`
import json, random, sys
sys.path[:0] = ["/home/pyodide/py", "/home/pyodide/bench"]
before = set(sys.modules)
import spielkiste
pulled = sorted(m for m in set(sys.modules) - before
                if m.split(".")[0] in ("js", "pyodide", "pyscript", "pyodide_js"))
report = {"python": sys.version.split()[0], "pulled_in": pulled, "games": {}}
for game_id in spielkiste.GAMES:
    rng = random.Random(f"pyodide-smoke:{game_id}")
    try:
        match = spielkiste.new_match(game_id, seed=12345)
        while not match.is_over:
            match.play(rng.choice(match.legal_moves()))
        back = spielkiste.match_from_link(match.link())
        assert back.state == match.state, "link round trip"
        again = spielkiste.new_match(game_id, match.options, seed=12345, position=match.position())
        assert again.state == match.state, "position round trip"
        report["games"][game_id] = {"ok": True, "plies": match.ply, "winner": match.winner,
                                    "scores": list(match.scores)}
    except Exception as exc:
        report["games"][game_id] = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
json.dumps(report)
`);
const smokeReport = JSON.parse(smoke);
console.log(`\nSmoke test under Pyodide's CPython ${smokeReport.python}:`);
console.log(`  modules js/pyodide/pyscript pulled in by the engine: ${smokeReport.pulled_in.length ? smokeReport.pulled_in.join(", ") : "none"}`);
let smokeOk = smokeReport.pulled_in.length === 0;
for (const [game, r] of Object.entries(smokeReport.games)) {
  smokeOk &&= r.ok;
  console.log(r.ok
    ? `  ${game.padEnd(10)} ok: a random game of ${r.plies} plies, winner ${r.winner}, scores ${r.scores.join(":")}; link and position round-trip`
    : `  ${game.padEnd(10)} FAILED: ${r.error}`);
}
if (smokeOnly) process.exit(smokeOk ? 0 : 1);

// --profile GAME: where the time goes inside Pyodide (cProfile, top 20 by own time)
const profileGame = option("profile", "");
if (profileGame) {
  pyodide.globals.set("profile_game", profileGame);
  pyodide.runPython(`
import cProfile, pstats, io, engine_speed, spielkiste
game = spielkiste.GAMES[profile_game]
profiler = cProfile.Profile()
profiler.enable()
engine_speed.playouts(game, game.normalize_options({}), ${seconds}, seed=0)
profiler.disable()
text = io.StringIO()
pstats.Stats(profiler, stream=text).sort_stats("tottime").print_stats(20)
print(f"cProfile of {profile_game} playouts in Pyodide:")
print(text.getvalue())
`);
  process.exit(smokeOk ? 0 : 1);
}

// Pyodide's time.process_time() is the wall clock; Node knows the real CPU time.
globalThis.benchCpuSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
let out = "";
pyodide.setStdout({ batched: (s) => { out += s; } });
pyodide.runPython(`
import js
import engine_speed
engine_speed.cpu_clock = js.benchCpuSeconds
`);
const gameIds = games ? games.split(",") : JSON.parse(pyodide.runPython("import json, spielkiste; json.dumps(list(spielkiste.GAMES))"));

function runPyodide(game) {
  out = "";
  pyodide.globals.set("bench_args", ["--seconds", String(seconds), "--rounds", "1", "--no-naive", "--json", "--games", game]);
  pyodide.runPython("engine_speed.main(bench_args.to_py())");
  return JSON.parse(out);
}

function runCPython(game) {
  const argv = ["--seconds", String(seconds), "--rounds", "1", "--no-naive", "--json", "--games", game];
  const result = spawnSync("python3", [join(ROOT, "bench", "engine_speed.py"), ...argv], { encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  return JSON.parse(result.stdout);
}

// Rounds alternate between the two interpreters, so that a change in the load of
// the machine hits both; each side keeps its best round.
const best = (a, b) => (!a || (b.plies_per_cpu_s || b.plies_per_s) > (a.plies_per_cpu_s || a.plies_per_s) ? b : a);
const inPyodide = { python: "", rows: [] };
const inCPython = { python: "", rows: [] };
for (const game of gameIds) {
  let p = null;
  let c = null;
  for (let round = 0; round < rounds; round += 1) {
    const pr = runPyodide(game);
    const cr = runCPython(game);
    inPyodide.python = pr.python;
    inCPython.python = cr.python;
    p = best(p, pr.rows[0]);
    c = best(c, cr.rows[0]);
  }
  inPyodide.rows.push(p);
  inCPython.rows.push(c);
}
pyodide.setStdout({ batched: (s) => console.log(s) });

console.log(`\nRandom playouts (game.random_move + game.play), default options, best of ${rounds} alternating rounds of ${seconds} s;`);
console.log("rates per CPU second of each process (wall-clock rates in brackets: on a shared machine they measure the load)");
const fmt = (n) => Math.round(n).toLocaleString("en-US");
const head = ["game", `CPython ${inCPython.python}`, `Pyodide ${inPyodide.python}`, "ratio", `goal ${RATIO_GOAL}`, "(wall ratio)", "Pyodide games/s"];
console.log(head[0].padEnd(10) + head[1].padStart(24) + head[2].padStart(24) + head[3].padStart(7) + head[4].padStart(11)
  + head[5].padStart(13) + head[6].padStart(17));
let allMet = true;
for (const row of inPyodide.rows) {
  const base = inCPython.rows.find((r) => r.game === row.game && r.via === row.via);
  const rate = (r) => r.plies_per_cpu_s || r.plies_per_s;
  const ratio = rate(row) / rate(base);
  const met = ratio >= RATIO_GOAL;
  allMet &&= met;
  const cell = (r) => `${fmt(rate(r))} (${fmt(r.plies_per_s)})`;
  console.log(row.game.padEnd(10) + cell(base).padStart(24) + cell(row).padStart(24) + ratio.toFixed(2).padStart(7)
    + (met ? "met" : "NO").padStart(11) + `(${(row.plies_per_s / base.plies_per_s).toFixed(2)})`.padStart(13)
    + row.games_per_s.toFixed(1).padStart(17));
}
console.log(allMet ? "ratio goal met for every game" : "ratio goal missed for some game");
process.exit(smokeOk ? 0 : 1);

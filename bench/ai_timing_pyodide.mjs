// bench/ai_timing.py inside Pyodide under Node: what the browser's Python buys in
// each level's time budget (iterations per decision), without a browser.
//
//   node bench/ai_timing_pyodide.mjs --levels normal,good,strong --iterations
//   node bench/ai_timing_pyodide.mjs --games iye --positions 12 --iterations
//
// Every argument goes to ai_timing.py. Pyodide's own time.process_time() is the wall
// clock, so the script is handed Node's process.cpuUsage() as its CPU clock (as
// bench/pyodide_speed.mjs does): "per core" then removes the load of a shared machine.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

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

const pyodide = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
for (const path of pythonFiles(join(ROOT, "py", "spielkiste"))) {
  const dest = join("/home/pyodide/py/spielkiste", relative(join(ROOT, "py", "spielkiste"), path));
  pyodide.FS.mkdirTree(dirname(dest));
  pyodide.FS.writeFile(dest, readFileSync(path, "utf8"));
}
pyodide.FS.mkdirTree("/home/pyodide/bench");
pyodide.FS.writeFile("/home/pyodide/bench/ai_timing.py", readFileSync(join(ROOT, "bench", "ai_timing.py"), "utf8"));
globalThis.benchCpuSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
pyodide.globals.set("bench_args", process.argv.slice(2));
pyodide.runPython(`
import sys
sys.path[:0] = ["/home/pyodide/py", "/home/pyodide/bench"]
import js
import ai_timing
ai_timing.cpu_clock = js.benchCpuSeconds
ai_timing.main(bench_args.to_py())
`);

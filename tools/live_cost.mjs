// The cost of the live Solstis deal under Pyodide (docs/live.md, "The cost"): the Pyodide
// the site ships, in Node, runs spielkiste.live.cost on a copy of py/spielkiste.
//
//   node tools/live_cost.mjs [<pyodide dir>]   (default node_modules/pyodide; run `npm ci` first)
//
// Prints the same JSON object as `python3 -m spielkiste.live.cost`: per step the wall-clock
// seconds and the CPU seconds of this Node process (Pyodide's own process_time is the wall
// clock; on a loaded machine the CPU time is the better guide).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pyodideDir = path.resolve(process.argv[2] || path.join(root, "node_modules", "pyodide"));
const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });

async function copy(from, to) {
  pyodide.FS.mkdirTree(to);
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "__pycache__") await copy(path.join(from, entry.name), `${to}/${entry.name}`);
    else if (entry.name.endsWith(".py")) pyodide.FS.writeFile(`${to}/${entry.name}`, await readFile(path.join(from, entry.name)));
  }
}

await copy(path.join(root, "py", "spielkiste"), "/home/pyodide/spielkiste");
pyodide.globals.set("node_cpu", () => { const used = process.cpuUsage(); return (used.user + used.system) / 1e6; });
console.log(pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from spielkiste.live.cost import measure
json.dumps({"python": sys.version.split()[0], **measure(node_cpu)})
`));

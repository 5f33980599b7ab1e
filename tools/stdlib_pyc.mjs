// Build step (tools/stdlib_zip.py runs it): compile Pyodide's standard library with the
// very Pyodide the site ships, so the bytecode's magic number is Pyodide's own CPython.
//
//   node tools/stdlib_pyc.mjs <pyodide dir> <app.zip> <out.zip>
//
// 1. starts Pyodide from <pyodide dir> (node_modules/pyodide) and records the standard
//    modules it imported itself; unpacks <app.zip> and imports every module it holds (as
//    the snapshot maker does), plus the standard modules PyScript's own package imports;
// 2. writes <out.zip>: every standard module in that set as an unchecked-hash .pyc (no
//    source), every other module as its .py source, so a module imported lazily still
//    works. Entries sorted, fixed timestamps: two builds give the same bytes.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const [pyodideDir, appZip, outZip] = process.argv.slice(2);
const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
pyodide.FS.mkdirTree("/app");
pyodide.FS.writeFile("/app.zip", await readFile(appZip));
pyodide.FS.writeFile("/out.zip", new Uint8Array(0));
const report = pyodide.runPython(await readFile(new URL("stdlib_pyc.py", import.meta.url), "utf8"));
await writeFile(outZip, pyodide.FS.readFile("/out.zip"));
console.log(report);

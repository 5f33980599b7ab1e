// Build step (tools/stdlib_zip.py runs it): compile Pyodide's standard library with the
// very Pyodide the site ships, so the bytecode's magic number is Pyodide's own CPython.
//
//   node tools/stdlib_pyc.mjs <pyodide dir> <app.zip> <out.zip> <rest.zip> [<name>.whl...]
//
// 1. starts Pyodide from <pyodide dir> (node_modules/pyodide) and records the standard
//    modules it imported itself; unpacks <app.zip> and imports every module it holds (as
//    the snapshot maker does), plus the standard modules PyScript's own package imports and
//    those of the vendored wheels (segno);
// 2. writes <out.zip>: every standard module in that set as an unchecked-hash .pyc (no
//    source, no docstrings, no column positions), and the finder of the rest (tools/stdlib_rest.py); and
//    <rest.zip>: every other module as its .py source, which that finder fetches when one
//    is first imported. Entries sorted, fixed timestamps: two builds give the same bytes.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const [pyodideDir, appZip, outZip, restZip, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));
// PYTHONNODEBUGRANGES: the bytecode keeps line numbers but not the columns of each
// instruction (only a traceback's ^^^ marks use them): a fifth fewer bytes to fetch.
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/", env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.mkdirTree("/app");
pyodide.FS.writeFile("/app.zip", await readFile(appZip));
pyodide.FS.writeFile("/rest_loader.py", await readFile(new URL("stdlib_rest.py", import.meta.url)));
pyodide.FS.mkdirTree("/wheels");
for (const wheel of wheels) pyodide.FS.writeFile(`/wheels/${path.basename(wheel)}`, await readFile(wheel));
const report = pyodide.runPython(await readFile(new URL("stdlib_pyc.py", import.meta.url), "utf8"));
await writeFile(outZip, pyodide.FS.readFile("/out.zip"));
await writeFile(restZip, pyodide.FS.readFile("/rest.zip"));
console.log(report);

// Build step (tools/app_pyc.py runs it): compile app modules with the very Pyodide the
// site ships, so the bytecode's magic number is Pyodide's own CPython.
//
//   node tools/app_pyc.mjs <pyodide dir> <in.zip> <out.zip>
//
// <in.zip>: shipped sources (`ui/game/screen.py`, ...); <out.zip>: for each, `<name>c`, an
// unchecked-hash .pyc (nothing is checked at import, and no timestamp: the same source
// gives the same bytes), compiled as "py/<name>" (a traceback names the file of the
// repository) without column positions (PYTHONNODEBUGRANGES, as tools/stdlib_pyc.mjs).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const [pyodideDir, inZip, outZip] = process.argv.slice(2);
const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/", env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.writeFile("/in.zip", await readFile(inZip));
let report;
try {
  report = pyodide.runPython(`
import importlib.util, importlib._bootstrap_external as external, os, zipfile
if os.environ.get("PYTHONNODEBUGRANGES") != "1":
    raise RuntimeError("compile without column positions: PYTHONNODEBUGRANGES=1")
with zipfile.ZipFile("/in.zip") as source, zipfile.ZipFile("/out.zip", "w") as out:
    for name in sorted(source.namelist()):
        data = source.read(name)
        code = compile(data, "py/" + name, "exec", dont_inherit=True)
        pyc = bytes(external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
        out.writestr(zipfile.ZipInfo(name + "c", (1980, 1, 1, 0, 0, 0)), pyc)
importlib.util.MAGIC_NUMBER.hex()
`);
} catch (error) {
  // the Python traceback alone (a SyntaxError names the file and line), not Pyodide's source
  console.error(error.message);
  process.exit(1);
}
await writeFile(outZip, pyodide.FS.readFile("/out.zip"));
console.log(report);

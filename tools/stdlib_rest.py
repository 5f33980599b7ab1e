"""The rest of the standard library, fetched the first time one of its modules is imported.

Runs in the page's Pyodide (and the AI worker's), not at build time: tools/stdlib_pyc.py
puts it, compiled, into vendor/pyodide/stdlib-pyc.zip as `_spielkiste_stdlib_rest`, with
`NAMES` (every module of vendor/pyodide/stdlib-rest.zip) appended. That start archive holds
only the modules the site imports; the ~450 others (colorsys, xml, email, ...: 1.6 MB that
no start needs) are in stdlib-rest.zip. js/interpreter.mjs calls `install(url)` after
loadPyodide: a finder last on sys.meta_path. An import that nothing else found and that
names a module of the rest fetches the file once (a synchronous request: an import cannot
wait; from the service worker's cache after the first visit), writes it to REST_PATH, and
imports from it. Any other name (`nt`, `_winapi`, a missing package...) is left to fail as
before, without a fetch.
"""

import os
import sys
import zipimport

REST_PATH = "/lib/stdlib-rest.zip"
# the site's root URL, set by js/interpreter.mjs with install(): the app's own lazy
# archive (py/ui/later.py) is fetched from there, also in a worker started from a blob: URL
SITE = ""
NAMES: frozenset[str] = frozenset()  # replaced by the build (tools/stdlib_pyc.py)


def fetch_bytes(url: str) -> bytes:
    """The body of `url`, synchronously (XMLHttpRequest: works on the page and in workers)."""
    import js

    request = js.XMLHttpRequest.new()
    request.open("GET", url, False)
    # bytes 0-255 as characters: 0x00-0x7F as they are, 0x80-0xFF as U+F780-U+F7FF, so the
    # low byte of each UTF-16 code unit is the byte
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send()
    if request.status != 200:
        raise ImportError(f"the rest of the standard library ({url}) could not be fetched: HTTP {request.status}")
    return request.responseText.encode("utf-16-le")[::2]  # (a codec stdlib-pyc.zip holds)


class RestOfStdlib:
    """A meta path finder for the modules of stdlib-rest.zip."""

    def __init__(self, url: str) -> None:
        self.url = url

    def archive(self) -> str:
        if not os.path.exists(REST_PATH):
            data = fetch_bytes(self.url)
            partial = REST_PATH + ".part"
            with open(partial, "wb") as file:
                file.write(data)
            os.replace(partial, REST_PATH)
        return REST_PATH

    def find_spec(self, name: str, path: object = None, target: object = None) -> object:
        if name not in NAMES:
            return None
        folder = name.rpartition(".")[0].replace(".", "/")
        return zipimport.zipimporter(self.archive() + ("/" + folder if folder else "")).find_spec(name)


def install(url: str, site: str = "") -> None:
    """Put the finder last on sys.meta_path (once; a later call only updates the URL)."""
    global SITE
    SITE = site
    for finder in sys.meta_path:
        if isinstance(finder, RestOfStdlib):
            finder.url = url
            return
    sys.meta_path.append(RestOfStdlib(url))

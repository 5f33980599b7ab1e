"""Serve the site on localhost, optionally under a sub-path as GitHub Pages does.

    python3 tools/serve.py [--port 8000] [--prefix /spielkiste/] [--dir .] [--gzip]

Only files of the site are served (no directory listings); .wasm gets its MIME type
so Pyodide can stream-compile it. With --gzip (bench/page_boot.py uses it), files go out
gzip-compressed as GitHub Pages sends them: the types the mime-db list marks compressible
(text, JavaScript, JSON, WebAssembly, SVG, the manifest, TOML), never zip or PNG.
"""

import argparse
import functools
import gzip
import http.server
import mimetypes
import os
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402

mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("text/javascript", ".mjs")
mimetypes.add_type("application/manifest+json", ".webmanifest")
mimetypes.add_type("application/toml", ".toml")
mimetypes.add_type("text/x-python", ".py")
# what GitHub Pages compresses besides text/*: the types mime-db marks "compressible"
COMPRESSIBLE = {"application/javascript", "text/javascript", "application/json", "application/wasm",
                "image/svg+xml", "application/manifest+json", "application/toml", "application/xml"}


def compressible(content_type):
    return content_type.startswith("text/") or content_type in COMPRESSIBLE


@functools.lru_cache(maxsize=64)
def gzipped(path, mtime_ns, size):
    """The gzip bytes of one version of a file (level 6, as servers usually send)."""
    return gzip.compress(pathlib.Path(path).read_bytes(), 6, mtime=0)


class Handler(http.server.SimpleHTTPRequestHandler):
    prefix = "/"

    def translate_path(self, path):
        path = path.split("?", 1)[0].split("#", 1)[0]
        if not path.startswith(self.prefix):
            return str(ROOT / "__nothing__")
        return super().translate_path("/" + path[len(self.prefix):])

    def do_GET(self):
        # always the whole file: If-Modified-Since has one-second granularity, so a file
        # rewritten within the same second (sw-files.js in a release) would look unchanged
        del self.headers["If-Modified-Since"]
        if self.server.live_build and self.path.split("?")[0] == self.prefix + build_site.APP_ZIP:
            # the work tree: app.zip follows edits of py/ (and the worker's file list with it)
            if build_site.write_app_zip(ROOT) and (ROOT / build_site.SW_FILES).exists():
                build_site.write_sw_files(ROOT)
        if self.prefix != "/" and self.path.split("?")[0] == self.prefix.rstrip("/"):
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.end_headers()
            return
        local = self.translate_path(self.path)
        body = self.compressed(local)
        if body is None:
            super().do_GET()
        else:
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(local))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        if self.server.on_response is not None:
            # (time, path, bytes sent, bytes of the file): what a visit downloads, for bench/page_boot.py
            size = os.path.getsize(local) if os.path.isfile(local) else 0
            self.server.on_response(time.time(), self.path, len(body) if body is not None else size, size)

    def compressed(self, local):
        """The gzip body for `local`, or None when it goes out as it is."""
        if not self.server.compress or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return None
        if not os.path.isfile(local) or not compressible(self.guess_type(local)):
            return None
        stat = os.stat(local)
        return gzipped(local, stat.st_mtime_ns, stat.st_size)

    def list_directory(self, path):
        self.send_error(404, "No listing")
        return None

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if self.server.verbose:
            super().log_message(fmt, *args)


def make_server(port, prefix="/", directory=None, verbose=False, on_response=None, compress=False):
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = functools.partial(type("H", (Handler,), {"prefix": prefix}), directory=str(directory or ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.verbose = verbose
    server.on_response = on_response
    server.compress = compress
    server.prefix = prefix
    server.live_build = pathlib.Path(directory or ROOT).resolve() == ROOT
    if server.live_build:
        build_site.write_app_zip(ROOT)
    return server


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/")
    parser.add_argument("--dir", default=str(ROOT))
    parser.add_argument("--gzip", action="store_true", help="compress what GitHub Pages compresses")
    args = parser.parse_args(argv)
    server = make_server(args.port, args.prefix, pathlib.Path(args.dir), verbose=True, compress=args.gzip)
    print(f"Spielkiste: http://127.0.0.1:{args.port}{server.prefix}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()

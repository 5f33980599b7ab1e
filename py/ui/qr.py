"""The share link as a QR code (issue 17): a phone picks the game up from a screen.

The code itself is segno's (pure Python, no dependencies, pinned in tools/vendor.py):
`make vendor` puts its wheel into vendor/segno/segno.whl and the page loads it only
when a code is asked for (an import from the wheel, a zip: no CDN, works offline
through the service worker). This module lays segno's matrix out as one SVG path, dark on white
with the quiet zone the standard asks for, whatever the page's theme.

`svg()` and `encode()` are pure and tested under CPython (tests/test_qr.py decodes
the result with an independent reader); `show()` runs in the page.
"""

import asyncio
import importlib
import sys

from .browser_errors import BROWSER_ERRORS
from .games.base import esc
from .i18n import t

SEGNO_URL = "vendor/segno/segno.whl"
SEGNO_FILE = "/tmp/segno.whl"
QUIET = 4  # modules of white around the code (ISO/IEC 18004)


def encode(text):
    """segno's QR code of `text`: never a Micro QR, the smallest version that holds it,
    and within that version the strongest error correction that still fits (a
    smaller code reads more easily from a screen)."""
    import segno

    return segno.make(text, error="l", boost_error=True, micro=False)


def runs(matrix):
    """(x, y, length) of every horizontal run of dark modules."""
    for y, row in enumerate(matrix):
        x, n = 0, len(row)
        while x < n:
            if row[x]:
                start = x
                while x < n and row[x]:
                    x += 1
                yield start, y, x - start
            else:
                x += 1


def svg(matrix, label=""):
    """The matrix (rows of 0/1, 1 = dark) as an SVG: a white square with the quiet
    zone and one path of dark rectangles, one per run (crisp edges, scales freely)."""
    size = len(matrix) + 2 * QUIET
    path = "".join(f"M{x + QUIET} {y + QUIET}h{n}v1h-{n}z" for x, y, n in runs(matrix))
    return (f'<svg class="qr-code" viewBox="0 0 {size} {size}" xmlns="http://www.w3.org/2000/svg" '
            f'shape-rendering="crispEdges" role="img" aria-label="{esc(label)}">'
            f'<rect width="{size}" height="{size}" fill="#fff"/><path fill="#000" d="{path}"/></svg>')


def dialog_html(lang, url, picture="", version=None):
    body = picture or f'<p class="qr-wait">{esc(t(lang, "qr_loading"))}</p>'
    data = f' data-version="{version}"' if version else ""
    return (f'<div class="qr-dialog" id="qr-dialog"{data}><h2 id="qr-title">{esc(t(lang, "qr_title"))}</h2>'
            f'<div class="qr-box">{body}</div><p class="qr-hint">{esc(t(lang, "qr_hint"))}</p>'
            f'<input id="qr-link" class="qr-link" readonly value="{esc(url)}" aria-label="{esc(t(lang, "qr_title"))}">'
            f'<div class="actions"><button type="button" data-act="ui:closeqr" id="btn-closeqr">'
            f'{esc(t(lang, "close"))}</button></div></div>')


async def load_segno():
    """Import segno; in the page, fetch the vendored copy first (once)."""
    try:
        return importlib.import_module("segno")
    except ImportError:
        pass
    from pyodide.http import pyfetch

    response = await pyfetch(SEGNO_URL)
    if not response.ok:
        raise OSError(f"{SEGNO_URL}: HTTP {response.status}")
    data = await response.bytes()
    with open(SEGNO_FILE, "wb") as out:
        out.write(data)
    if SEGNO_FILE not in sys.path:
        sys.path.insert(0, SEGNO_FILE)
    importlib.invalidate_caches()
    return importlib.import_module("segno")


def show(app, url):
    """Open the dialog at once, then draw the code into it."""
    box = app.page.el("dialog")
    box.innerHTML = dialog_html(app.lang, url)
    box.setAttribute("aria-labelledby", "qr-title")
    if not box.open:
        box.showModal()
    app.page.focus("#btn-closeqr")
    asyncio.ensure_future(_draw(app, url))


async def _draw(app, url):
    box = app.page.el("dialog")
    try:
        await load_segno()
        code = encode(url)
        picture = svg(code.matrix, t(app.lang, "qr_title"))
    except (ImportError, ValueError, *BROWSER_ERRORS) as exc:  # no code (segno missing, link too long): say why
        picture = f'<p class="qr-wait">{esc(t(app.lang, "qr_failed", msg=f"{type(exc).__name__}: {exc}"))}</p>'
        code = None
    if not box.open or app.page.el("qr-dialog") is None:
        return  # closed (or replaced) meanwhile
    box.innerHTML = dialog_html(app.lang, url, picture, code.version if code is not None else None)
    app.page.focus("#btn-closeqr")

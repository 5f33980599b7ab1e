"""Errors on the render path: logged and counted, never swallowed.

A rules bug that breaks a highlight, a move's label or a sentence must not stop the
game, so the region draws a fallback; but it must not hide either. `caught` counts
it and hands it to the sink: under CPython a warning, in the page the view's sink
(the console, and window.SPIELKISTE_RENDER_ERRORS, which the e2e tests read and
expect to stay 0).
"""

import sys

count = 0  # render errors caught since the start


def _warn(where, exc):
    print(f"spielkiste: render error in {where}: {type(exc).__name__}: {exc}", file=sys.stderr)


_sink = _warn


def set_sink(sink):
    """`sink(where, exc)` receives each render error (the page's view sets it)."""
    global _sink
    _sink = sink


def caught(where, exc):
    """Count and report `exc`, caught while drawing `where`; the caller draws a fallback."""
    global count
    count += 1
    _sink(where, exc)

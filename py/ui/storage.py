"""localStorage behind a guard: private modes, full storage and hostile values must
never break the page (issue #15).

Any page of the same origin can write our keys (on GitHub Pages: every project site
of the owner), so a stored value is untrusted input. Before JSON parsing a value is
held to a size cap and a nesting-depth cap, measured on the raw text with regular
expressions (no recursion, no per-character Python loop): Pyodide dies of a JS
stack overflow on deeply nested JSON before Python's RecursionError could be
caught. Every exception of reading or parsing is caught. A value that cannot be
read is set aside under `spielkiste:damaged:<key>` (bounded in size and count, kept
for a bug report), the original key is removed, and one problem per key is recorded
in `problems` for the app to show once.

The browser storage is injected (`Storage(backend)`: an object with getItem,
setItem, removeItem, key and length), so the module imports and is tested under
CPython; without one it uses `js.window.localStorage`, imported only then.
"""

import json
import re
import time

from .browser_errors import BROWSER_ERRORS
from .contract import STORAGE_PREFIX

PREFIX = STORAGE_PREFIX  # ui/contract.py: the page scripts use the same
DAMAGED = "damaged:"  # spielkiste:damaged:<key> holds what could not be read
MAX_TEXT = 1_000_000  # characters of one stored value (50 designs of 10 kB fit)
MAX_DEPTH = 16  # nesting of arrays and objects (our values nest 4 deep at most)
MAX_DAMAGED = 5  # damaged values kept; the oldest goes first
MAX_DAMAGED_TEXT = 16_000  # characters of a damaged value kept for the bug report
MAX_PROBLEMS = 20

_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)  # JSON strings (their brackets do not nest)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")


def too_deep(text, limit=MAX_DEPTH):
    """True when the JSON text nests arrays/objects deeper than `limit` (or its
    brackets do not pair up). Each pass of a C-level regex removes the innermost
    pairs, so the cost is `limit` linear scans whatever the text."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    for _ in range(limit):
        if not brackets:
            return False
        shorter = _INNERMOST.sub("", brackets)
        if shorter == brackets:
            return True  # unpaired: no valid JSON either
        brackets = shorter
    return bool(brackets)


def parse_json(text, max_text=MAX_TEXT, max_depth=MAX_DEPTH):
    """(value, None) or (None, reason): the guarded parse of one stored text."""
    try:
        if not isinstance(text, str):
            return None, "not text"
        if len(text) > max_text:
            return None, f"too large ({len(text)} characters)"
        if too_deep(text, max_depth):
            return None, "nested too deeply"
        value = json.loads(text)
        # lone UTF-16 surrogates (raw, or as \\ud800 escapes) break every later
        # conversion to UTF-8 or to JavaScript: refuse them here
        json.dumps(value, ensure_ascii=False).encode("utf-8")
        return value, None
    except UnicodeError:
        return None, "invalid characters (lone surrogates)"
    except ValueError as exc:
        return None, "not valid JSON: " + str(exc)[:80]
    except BaseException as exc:  # noqa: BLE001 - RecursionError, MemoryError, anything at all
        if isinstance(exc, KeyboardInterrupt):
            raise
        return None, f"unreadable ({type(exc).__name__})"


def _browser_storage():
    import js

    return js.window.localStorage


def _is_null(value):
    if value is None:
        return True
    try:
        from pyodide.ffi import jsnull
    except ImportError:
        return False
    return value is jsnull


class Storage:
    """The app's keys (without the prefix) in the browser's storage."""

    def __init__(self, backend=None, clock=time.time):
        self.problems = []  # "key: reason" texts the app shows once (take_problems)
        self.clock = clock
        self.backend = backend
        self.available = True
        try:
            if self.backend is None:
                self.backend = _browser_storage()
            self.backend.getItem(PREFIX + "probe")
        except BROWSER_ERRORS:  # any browser refusal means "no storage"
            self.available = False

    # -- raw text ----------------------------------------------------------------
    def get_text(self, key):
        """The stored text, or None (missing, no storage). A value the browser
        cannot hand over is removed (it could never be read) and reported."""
        if not self.available:
            return None
        try:
            value = self.backend.getItem(PREFIX + key)
            if _is_null(value):
                return None
            return value if isinstance(value, str) else str(value)
        except BROWSER_ERRORS:
            self._problem(key, "could not be read; removed")
            self.remove(key)
            return None

    def set_text(self, key, value):
        """Store text; False when refused (too large for our own reader, storage
        full or off)."""
        if not self.available or not isinstance(value, str) or len(value) > MAX_TEXT:
            return False
        try:
            self.backend.setItem(PREFIX + key, value)
            return True
        except BROWSER_ERRORS:  # quota exceeded or refused
            return False

    def remove(self, key):
        if self.available:
            try:
                self.backend.removeItem(PREFIX + key)
            except BROWSER_ERRORS:
                pass

    def keys(self):
        """Our keys, without the prefix."""
        if not self.available:
            return []
        try:
            n = int(self.backend.length)
            names = [self.backend.key(i) for i in range(n)]
        except BROWSER_ERRORS:
            return []
        return [k[len(PREFIX):] for k in names if isinstance(k, str) and k.startswith(PREFIX)]

    # -- JSON ----------------------------------------------------------------------
    def get_json(self, key, max_text=MAX_TEXT):
        """(value, None), (None, None) if missing, or (None, reason) if the value
        could not be read: it is then set aside and reported."""
        text = self.get_text(key)
        if text is None:
            return None, None
        value, reason = parse_json(text, max_text)
        if reason is not None:
            self.set_aside(key, reason, text)
            return None, reason
        return value, None

    def set_json(self, key, value):
        try:
            text = json.dumps(value)  # ASCII only: nothing a conversion can trip over
        except (TypeError, ValueError):
            return False
        return self.set_text(key, text)

    # -- damaged values --------------------------------------------------------------
    def set_aside(self, key, reason, text=None):
        """Move the value of `key` to `damaged:<key>` (cut to MAX_DAMAGED_TEXT, with
        the reason and the time), remove `key`, record the problem. For callers too:
        a value that parses but is no valid record is damaged as well."""
        if text is None:
            try:
                raw = self.backend.getItem(PREFIX + key) if self.available else None
                text = "" if _is_null(raw) else str(raw)
            except BROWSER_ERRORS:
                text = ""
        self.remove(key)
        self._problem(key, reason)
        if key.startswith(DAMAGED):
            return  # never a damaged copy of a damaged copy
        # lone surrogates become visible \udXXX text: the note itself stays readable
        kept = text[:MAX_DAMAGED_TEXT].encode("utf-8", "backslashreplace").decode("utf-8")
        note = {"key": key, "reason": str(reason)[:200], "time": int(self.clock()), "length": len(text),
                "text": kept}
        data = json.dumps(note)
        self._make_room_for_damaged(DAMAGED + key)
        self.set_text(DAMAGED + key, data)

    def damaged(self):
        """[(key, note)] of the values set aside, oldest first; note is the stored
        dict (key, reason, time, length, text), or None if it is unreadable."""
        found = []
        for name in self.keys():
            if not name.startswith(DAMAGED):
                continue
            note, _ = parse_json(self.get_text(name) or "")
            found.append((name[len(DAMAGED):], note if isinstance(note, dict) else None))
        return sorted(found, key=lambda item: _time_of(item[1]))

    def _make_room_for_damaged(self, new_name):
        kept = [k for k, _ in self.damaged() if DAMAGED + k != new_name]
        while len(kept) >= MAX_DAMAGED:
            self.remove(DAMAGED + kept.pop(0))

    def _problem(self, key, reason):
        text = f"{key}: {reason}"[:240]
        if text not in self.problems and len(self.problems) < MAX_PROBLEMS:
            self.problems.append(text)

    def take_problems(self):
        """The problems recorded since the last call (each shown once)."""
        problems, self.problems = self.problems, []
        return problems

    # -- everything -------------------------------------------------------------------
    def reset_all(self):
        """Remove every `spielkiste:` key (saves, designs, settings, damaged
        values); the number removed."""
        names = self.keys()
        for name in names:
            self.remove(name)
        return len(names)


def _time_of(note):
    value = note.get("time") if isinstance(note, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0

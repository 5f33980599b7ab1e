"""localStorage behind a guard: private modes, full storage and corrupt values
must never break the page. Values are JSON; a failure is reported once."""

import json

import js
from pyodide.ffi import jsnull

PREFIX = "spielkiste:"


class Storage:
    def __init__(self):
        self.available = True
        self.problems = []  # messages the app shows once
        try:
            js.window.localStorage.getItem(PREFIX + "probe")
        except Exception:  # noqa: BLE001 - any browser refusal means "no storage"
            self.available = False

    def get_text(self, key):
        if not self.available:
            return None
        try:
            value = js.window.localStorage.getItem(PREFIX + key)
        except Exception:  # noqa: BLE001
            return None
        return None if value is None or value is jsnull else str(value)

    def set_text(self, key, value):
        if not self.available:
            return False
        try:
            js.window.localStorage.setItem(PREFIX + key, value)
            return True
        except Exception:  # noqa: BLE001 - quota exceeded or refused
            return False

    def remove(self, key):
        if self.available:
            try:
                js.window.localStorage.removeItem(PREFIX + key)
            except Exception:  # noqa: BLE001
                pass

    def get_json(self, key):
        """(value, error message): value None if missing or unreadable."""
        text = self.get_text(key)
        if text is None:
            return None, None
        try:
            return json.loads(text), None
        except ValueError as exc:
            return None, str(exc)

    def set_json(self, key, value):
        return self.set_text(key, json.dumps(value))

    def keys(self):
        if not self.available:
            return []
        try:
            n = js.window.localStorage.length
            names = [str(js.window.localStorage.key(i)) for i in range(n)]
        except Exception:  # noqa: BLE001
            return []
        return [k[len(PREFIX):] for k in names if k.startswith(PREFIX)]

"""py/main.py never leaves the page on the loading screen: whatever the app's start raises
(RecursionError and MemoryError from a damaged save included, even exceptions whose str()
fails), it marks html[data-ready="error"] with a one-line reason for js/boot.js."""

import pathlib
import runpy
import sys
import types

import pytest

MAIN = pathlib.Path(__file__).resolve().parents[1] / "py" / "main.py"


class Root:
    def __init__(self):
        self.attributes = {}

    def setAttribute(self, name, value):  # noqa: N802 - the DOM's name
        self.attributes[name] = value


class Unprintable(Exception):
    def __str__(self):
        raise MemoryError


def run_main(monkeypatch, failure):
    root = Root()
    errors = []
    fake_js = types.ModuleType("js")
    fake_js.document = types.SimpleNamespace(documentElement=root)
    fake_js.console = types.SimpleNamespace(error=errors.append)
    app = types.ModuleType("ui.app")

    def main():
        if failure is None:
            return "the app"
        raise failure

    app.main = main
    ui = types.ModuleType("ui")
    ui.app = app
    monkeypatch.setitem(sys.modules, "js", fake_js)
    monkeypatch.setitem(sys.modules, "ui", ui)
    monkeypatch.setitem(sys.modules, "ui.app", app)
    namespace = runpy.run_path(str(MAIN))
    return namespace, root.attributes, errors


@pytest.mark.parametrize("failure, reason", [
    (RecursionError("maximum recursion depth exceeded"), "RecursionError: maximum recursion depth exceeded"),
    (MemoryError(), "MemoryError: "),
    (KeyboardInterrupt(), "KeyboardInterrupt: "),
    (ValueError("x" * 1000), "ValueError: " + "x" * 288),
    (Unprintable(), "Unprintable"),
])
def test_every_failure_is_marked(monkeypatch, failure, reason):
    namespace, attributes, errors = run_main(monkeypatch, failure)
    assert attributes == {"data-error": reason, "data-ready": "error"}
    assert namespace["APP"] is None
    assert errors and reason in errors[0]


def test_a_good_start_marks_nothing(monkeypatch):
    namespace, attributes, errors = run_main(monkeypatch, None)
    assert namespace["APP"] == "the app"
    assert attributes == {} and errors == []

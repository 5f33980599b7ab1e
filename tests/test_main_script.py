"""py/main.py never leaves the page on the loading screen: whatever the app's start raises
(RecursionError and MemoryError from a damaged save included, even exceptions whose str()
fails), it marks html[data-ready="error"] with a one-line reason for js/boot.js."""

import ast
import asyncio
import pathlib
import sys
import types

import pytest

from ui import routes

MAIN = pathlib.Path(__file__).resolve().parents[1] / "py" / "main.py"


class Root:
    def __init__(self):
        self.attributes = {}

    def setAttribute(self, name, value):  # noqa: N802 - the DOM's name
        self.attributes[name] = value


class Unprintable(Exception):
    def __str__(self):
        raise MemoryError


def run_main(monkeypatch, failure, fragment="", fetched=None):
    root = Root()
    errors = []
    fake_js = types.ModuleType("js")
    fake_js.document = types.SimpleNamespace(documentElement=root)
    fake_js.location = types.SimpleNamespace(hash=fragment)
    fake_js.console = types.SimpleNamespace(error=errors.append)
    app = types.ModuleType("ui.app")

    def main():
        if failure is None:
            return "the app"
        raise failure

    app.main = main
    later = types.ModuleType("ui.later")  # the finder of app-later.zip, installed first
    later.install = lambda: None

    async def fetch():
        (fetched if fetched is not None else []).append("app-later.zip")

    later.fetch = fetch
    ui = types.ModuleType("ui")
    ui.app = app
    ui.later = later
    monkeypatch.setitem(sys.modules, "js", fake_js)
    monkeypatch.setitem(sys.modules, "ui", ui)
    monkeypatch.setitem(sys.modules, "ui.app", app)
    monkeypatch.setitem(sys.modules, "ui.later", later)
    monkeypatch.setitem(sys.modules, "ui.routes", routes)
    # as PyScript runs it: with top-level await
    code = compile(MAIN.read_text(), str(MAIN), "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    namespace = {"__name__": "__main__"}
    pending = eval(code, namespace)  # noqa: S307 - our own entry script
    if pending is not None:
        asyncio.run(pending)
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


@pytest.mark.parametrize("fragment, fetched", [("", []), ("#/", []), ("#app", []),
                                               ("#/boxilies?v=1&s=x", ["app-later.zip"]),
                                               ("#/soulaween/learn", ["app-later.zip"])])
def test_another_route_than_the_picker_fetches_the_later_modules_first(monkeypatch, fragment, fetched):
    """The picker needs only app.zip; any other first screen waits for app-later.zip
    (fetched without blocking, through the service worker: ui/later.py)."""
    seen = []
    namespace, attributes, _ = run_main(monkeypatch, None, fragment, seen)
    assert namespace["APP"] == "the app" and attributes == {}
    assert seen == fetched

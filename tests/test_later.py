"""ui/later.py: the finder that fetches app-later.zip the first time one of its modules is
imported (issue #28), here with a stand-in for the page's synchronous request."""

import importlib
import io
import sys
import zipfile

import pytest

from ui import later


def zip_of(files):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return buffer.getvalue()


@pytest.fixture()
def finder(tmp_path, monkeypatch):
    """A finder for two later modules of a package whose __init__ is already on the path."""
    (tmp_path / "laterpkg").mkdir()
    (tmp_path / "laterpkg" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    fetched = []
    data = zip_of({"laterpkg/lesson.py": "from . import review\nWORD = review.WORD + '!'\n",
                   "laterpkg/review.py": "WORD = 'later'\n"})

    def fetch(url):
        fetched.append(url)
        return data

    found = later.LaterModules("https://example.test/app-later.zip", ["laterpkg.lesson", "laterpkg.review"],
                               str(tmp_path), fetch)
    found.fetched = fetched
    monkeypatch.setattr(sys, "meta_path", sys.meta_path + [found])
    yield found
    for name in ("laterpkg", "laterpkg.lesson", "laterpkg.review"):
        sys.modules.pop(name, None)


def test_a_later_module_is_fetched_once_and_imports(finder):
    import laterpkg  # noqa: F401 - the package is there from the start: listing it cached

    with pytest.raises(ImportError):
        importlib.import_module("laterpkg.missing")  # not a later module: no fetch
    assert finder.fetched == []
    assert importlib.import_module("laterpkg.lesson").WORD == "later!"
    assert finder.fetched == ["https://example.test/app-later.zip"]
    assert importlib.import_module("laterpkg.review").WORD == "later"
    assert len(finder.fetched) == 1


def test_a_broken_archive_is_an_import_error_that_says_so(tmp_path, monkeypatch):
    broken = later.LaterModules("u/app-later.zip", ["nothere_mod"], str(tmp_path), lambda url: b"<html>404</html>")
    monkeypatch.setattr(sys, "meta_path", sys.meta_path + [broken])
    with pytest.raises(ImportError, match="not a zip archive"):
        importlib.import_module("nothere_mod")
    assert not broken.unpacked  # the next import tries again


def test_install_without_a_build_does_nothing(monkeypatch):
    """py/ as it is (no ui/prebuilt.py): nothing is later, nothing installed."""
    before = list(sys.meta_path)
    assert later.install("u") is None
    assert sys.meta_path == before

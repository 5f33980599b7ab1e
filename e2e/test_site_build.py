"""`make site` (tools/build_site.py): the folder GitHub Pages publishes holds exactly what
the site serves, its service-worker list is complete, and served under another
sub-path it works (picker, a Boxilies move, the worker's scope is that sub-path)."""

import re
import subprocess
import sys
import tomllib

import pytest
from test_boxilies import play_one_by_clicking
from test_offline import Site, SiteContext, build_site, ply, sw_files, sw_later, wait_controlled

from conftest import ROOT

NOT_SERVED = ("node_modules", "tests", "e2e", "tools", "bench", "docs", ".github", "Makefile", "README.md",
              "package.json", "package-lock.json", "requirements-test.txt", "ruff.toml", "pytest.ini", "_site")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("built") / "_site"
    build_site.build(folder)
    return folder


def test_folder_holds_only_the_site(built):
    top = {p.name for p in built.iterdir()}
    assert {"index.html", "sw.js", "sw-files.js", "manifest.webmanifest", "pyscript.toml", "app.zip", "app-later.zip",
            "live-relays.json", "css", "js", "py", "rules", "icons", "vendor"} == top
    # the Python travels in app.zip and app-later.zip; only the two entry scripts are separate files
    assert sorted(p.name for p in (built / "py").iterdir()) == ["ai_worker.py", "main.py"]
    assert not top & set(NOT_SERVED)
    every = [p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()]
    assert not [f for f in every if "__pycache__" in f or f.endswith((".pyc", ".map"))]
    assert (built / "vendor/pyodide/pyodide.asm.wasm").is_file()
    assert (built / "vendor/pyscript/core.js").is_file()
    # a live game's library (issue 29): its modules import one another by relative paths only
    for module in [built / "vendor/trystero/torrent.mjs", *(built / "vendor/trystero/core").glob("*.mjs")]:
        assert all(ref.startswith("./") for ref in re.findall(r'from "([^"]+)"', module.read_text())), module


def test_service_worker_list_is_every_file_and_everything_the_page_names(built):
    version, files = sw_files(built)
    later = sw_later(built)  # cached when first loaded: Trystero, which only a live room loads
    every = sorted(p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file())
    assert sorted(files + later) == [f for f in every if f != "sw-files.js"]
    assert later == [f for f in every if f.startswith("vendor/trystero/")] and "vendor/trystero/torrent.mjs" in later
    assert not [f for f in files if "trystero" in f]
    assert re.fullmatch(r"[0-9a-f]{16}", version)
    assert version == build_site.version_of(built, sorted(files + later))
    page = (built / "index.html").read_text()
    for ref in re.findall(r'(?:href|src)="([^"#:]+)"', page):
        assert ref in files, ref
    config = tomllib.loads((built / "pyscript.toml").read_text())
    assert config["interpreter"].removeprefix("./") in files
    for source in config["files"]:
        assert source.removeprefix("./") in files, source
    assert "py/ai_worker.py" in files
    for rules in ("boxilies.de.html", "boxilies.en.html"):
        assert f"rules/{rules}" in files


def test_version_follows_content(built, tmp_path):
    version, files = sw_files(built)
    files = sorted(files + sw_later(built))  # the hash covers the files cached later too
    copy = tmp_path / "copy"
    for rel in files:
        (copy / rel).parent.mkdir(parents=True, exist_ok=True)
        (copy / rel).write_bytes((built / rel).read_bytes())
    assert build_site.version_of(copy, files) == version
    (copy / "rules/boxilies.en.html").write_text((copy / "rules/boxilies.en.html").read_text() + " ")
    assert build_site.version_of(copy, files) != version


def test_png_icons_match_the_svg():
    result = subprocess.run([sys.executable, str(ROOT / "tools/make_icons.py"), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_built_site_under_another_sub_path(browser, built):
    site = Site(built, prefix="/my-fork/")
    ctx = SiteContext(browser, site)
    try:
        page = ctx.new_page()
        ctx.open(page)
        assert page.locator(".picker .card").count() >= 4
        page.locator('.card[data-game="boxilies"]').locator('[data-play="boxilies"]').click()  # two here, as Play was
        page.wait_for_selector("svg.board.boxilies")
        play_one_by_clicking(page)
        assert ply(page) == 1
        wait_controlled(page)
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.scope)") == site.url
        # Chromium's own install check: the manifest parses cleanly and nothing but the
        # test browser's private mode stands in the way of "Install app"
        cdp = ctx.context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["url"] == site.url + "manifest.webmanifest" and manifest["errors"] == []
        errors = {e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]}
        assert errors <= {"in-incognito"}, errors
    finally:
        site.stop()
    ctx.close()

"""Nothing lost, ever (issue 30): thirteen unfinished games of one kind are all kept, a
full storage says so and loses nothing, export then import in a fresh browser restores
every game and design, a corrupt file imports nothing, and under storage pressure the
memory snapshot is the first thing to go, never a save (docs/saves.md)."""

import json
import random

from test_offline import Site, SiteContext, wait_controlled
from test_saved_games import put, saves, simple_link
from test_startup import STORED_KEY

import spielkiste
from conftest import ROOT, open_site
from ui.games.boxilies import designer as dz

MAKER_TIMEOUT = 180_000
# js/storage-room.mjs's decisions on figures of navigator.storage.estimate() (MiB)
ROOM_RULES = """async () => {
  const r = await import(new URL('js/storage-room.mjs', document.baseURI).href);
  const MB = r.MiB, est = (quota, usage) => ({quota: quota * MB, usage: usage * MB}), snap = 31 * MB;
  return {
    unknown: [r.mayWriteSnapshot(null, snap), r.mustDropSnapshot(null), r.mayWriteSnapshot({quota: NaN, usage: 1}, snap),
              r.mustDropSnapshot({quota: 0, usage: 0}), r.mustDropSnapshot({quota: '5', usage: 1})],
    plenty: [r.mayWriteSnapshot(est(1000, 100), snap), r.mustDropSnapshot(est(1000, 100))],
    write: [r.mayWriteSnapshot(est(100 + 31 + 64, 100), snap), r.mayWriteSnapshot(est(100 + 31 + 63, 100), snap),
            r.mayWriteSnapshot(est(1000, 100), -1)],
    drop: [r.mustDropSnapshot(est(100 + 32, 100)), r.mustDropSnapshot(est(100 + 31, 100)), r.mustDropSnapshot(est(50, 80))],
    quota: [r.isQuotaError(new DOMException('full', 'QuotaExceededError')), r.isQuotaError(new TypeError('x')),
            r.isQuotaError(null)],
  };
}"""
# A browser that counts localStorage and Cache Storage against one quota (as Firefox does):
# the saves do not fit while the snapshot's cache is there
SNAPSHOT_FILLS_STORAGE = """(() => {
  const setItem = Storage.prototype.setItem, remove = CacheStorage.prototype.delete;
  const refused = (globalThis.__refusedSaves = []);
  Storage.prototype.setItem = function (key, value) {
    if (globalThis.__snapshotFillsStorage && String(key).startsWith('spielkiste:save:')) {
      refused.push(key);
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return setItem.call(this, key, value);
  };
  CacheStorage.prototype.delete = function (name) {
    if (String(name).startsWith('spielkiste-snapshot@')) globalThis.__snapshotFillsStorage = false;
    return remove.call(this, name);
  };
})();"""
PLANT_SNAPSHOT = """async () => {
  const site = new URL('.', document.baseURI).href;
  await (await caches.open('spielkiste-snapshot@' + site)).put(site + 'pyodide-snapshot.bin', new Response('snapshot'));
  globalThis.__snapshotFillsStorage = true;
}"""
SNAPSHOT_CACHES = "async () => (await caches.keys()).filter((n) => n.startsWith('spielkiste-snapshot@'))"
# the whole origin all but full, as navigator.storage.estimate() would say it
LITTLE_ROOM = """navigator.storage.estimate = async () => ({quota: 200 * 2 ** 20, usage: 190 * 2 ** 20});"""


def finished_save(sid="done0001"):
    """A finished Soulaween save, as the app writes it."""
    m = spielkiste.new_match("soulaween", {"mode": "simple"}, seed=5)
    rng = random.Random(5)
    while not m.is_over:
        m.play(rng.choice(m.legal_moves()))
    return {f"spielkiste:save:soulaween:{sid}": json.dumps(
        {"v": 2, "game": "soulaween", "id": sid, "rev": 1, "link": m.link(), "players": ["human", "human"],
         "moves": m.ply, "over": True, "created": 1700000000, "time": 1700000000})}


def seeded(n):
    """n unfinished Soulaween saves, as the app writes them."""
    items = {}
    for i in range(n):
        m = spielkiste.new_match("soulaween", {"mode": "simple"}, seed=100 + i)
        m.play(random.Random(i).choice(m.legal_moves()))
        sid = f"seed{i:04d}"
        items[f"spielkiste:save:soulaween:{sid}"] = json.dumps(
            {"v": 2, "game": "soulaween", "id": sid, "rev": 1, "link": m.link(), "players": ["human", "human"],
             "moves": 1, "over": False, "created": 1700000000 + i, "time": 1700000000 + i})
    items["spielkiste:boxilies-designs"] = json.dumps(dz.saved_data([("square", dz.Draft.preset("4x4").text())]))
    items["spielkiste:lang"] = "en"
    items["spielkiste:persist-asked"] = "1"
    return items


def test_thirteen_kept_export_import_and_a_corrupt_file(page, base_url, browser, browser_context_args, tmp_path):
    items = seeded(12)
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');
        for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }}""")
    open_site(page, base_url, simple_link())
    put(page, "a1R")  # the 13th unfinished game
    assert len(saves(page)) == 13
    open_site(page, base_url, "/")
    with page.expect_download() as info:
        page.locator('[data-act="ui:export"]').click()
    path = tmp_path / "games.json"
    info.value.save_as(path)
    data = json.loads(path.read_text())
    assert len(data["games"]) == 13 and len(data["designs"]) == 1
    fresh = browser.new_context(**browser_context_args)
    other = fresh.new_page()
    open_site(other, base_url, "/")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "spielkiste-games", "v": 1, "games": [{"link": "/soulaween?v=1&s=x"}]')
    other.locator("#import-file").set_input_files(str(bad))
    other.wait_for_selector("#notice:not([hidden])")
    assert "damaged" in other.locator("#notice").inner_text()
    assert other.evaluate("Object.keys(localStorage).filter(k => k.includes(':save:')).length") == 0
    other.locator("#import-file").set_input_files(str(path))
    other.wait_for_function("document.querySelectorAll('.saved-games li.saved').length === 13")
    assert "13 new games" in other.locator("#notice").inner_text()
    assert sorted(s["link"] for s in saves(other)) == sorted(s["link"] for s in saves(page))
    assert "square" in other.evaluate("localStorage.getItem('spielkiste:boxilies-designs')")
    fresh.close()


def test_a_full_storage_says_so_and_loses_nothing(page, base_url):
    page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');"
                         "localStorage.setItem('spielkiste:persist-asked', '1');")
    open_site(page, base_url, simple_link())
    page.evaluate("""() => { const chunk = 'x'.repeat(100000); let i = 0;
        try { for (;;) localStorage.setItem('filler' + i++, chunk); } catch (e) {}
        try { for (;;) localStorage.setItem('filler' + i++, 'x'.repeat(100)); } catch (e) {} }""")
    put(page, "a1R")
    notice = page.locator("#notice")
    # (the snapshot goes first, asynchronously; then the notice)
    page.wait_for_function("document.querySelector('#notice').innerText.includes('storage is full')")
    assert page.get_attribute("html", "data-snapshot-room") == "dropped"
    assert notice.locator('[data-act="ui:export"]').is_visible()
    assert "&m=" in page.url and not saves(page)  # the move is in the page's link, not yet saved
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler')).forEach(k => localStorage.removeItem(k))")
    put(page, "b2G")
    (save,) = saves(page)
    assert save["moves"] == 2


def test_room_rules_and_a_save_that_does_not_fit_drops_the_snapshot_first(page, base_url):
    items = {**finished_save(), "spielkiste:lang": "en", "spielkiste:persist-asked": "1"}
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');
        for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }}""")
    page.add_init_script(SNAPSHOT_FILLS_STORAGE)
    open_site(page, base_url, simple_link())
    assert page.evaluate(ROOM_RULES) == {"unknown": [True, False, True, False, False], "plenty": [True, False],
                                         "write": [True, False, False], "drop": [False, True, True],
                                         "quota": [True, False, False]}
    # plenty of room here: a snapshot stored now is kept by the check after ready
    page.wait_for_selector("html[data-snapshot-room]", state="attached")
    assert page.get_attribute("html", "data-snapshot-room") == "kept"
    page.evaluate(PLANT_SNAPSHOT)
    put(page, "a1R")
    page.wait_for_function("Object.keys(localStorage).some((k) => k.startsWith('spielkiste:save:soulaween:') "
                           "&& !JSON.parse(localStorage.getItem(k)).over)")
    assert page.evaluate("globalThis.__refusedSaves.length") >= 1  # refused first...
    assert page.evaluate(SNAPSHOT_CACHES) == []  # ...then the snapshot went...
    assert page.get_attribute("html", "data-snapshot-room") == "dropped"
    got = {s["over"]: s for s in saves(page)}  # ...and the save went through; the finished game stays
    assert got[False]["moves"] == 1 and got[True]["moves"] > 1 and len(saves(page)) == 2
    assert "storage is full" not in page.locator("#notice").inner_text()


def test_short_storage_the_snapshot_goes_first_never_a_save(browser):
    """A real quota: the snapshot that does not fit is not kept; a stored one goes when the
    estimate says storage is short; the saves stay."""
    site = Site(ROOT)
    ctx = SiteContext(browser, site)
    try:
        first = ctx.new_page()
        cdp = ctx.context.new_cdp_session(first)
        # room for the service worker's files (16 MB) and the saves, not for a 31 MB snapshot
        cdp.send("Storage.overrideQuotaForOrigin", {"origin": site.origin.rstrip("/"), "quotaSize": 28 * 2**20})
        ctx.open(first, simple_link())
        put(first, "a1R")
        wait_controlled(first)
        first.wait_for_selector("html[data-snapshot-maker]:not([data-snapshot-maker='running'])", state="attached",
                                timeout=MAKER_TIMEOUT)
        report = first.evaluate("window.__spielkisteSnapshotMaker")
        assert report["state"] == "no room", report
        assert first.evaluate(STORED_KEY) is None  # nothing kept, no failure remembered either
        (save,) = saves(first)
        assert save["moves"] == 1
        cdp.send("Storage.overrideQuotaForOrigin", {"origin": site.origin.rstrip("/")})  # the browser's own quota
        first.close()

        second = ctx.new_page()
        ctx.open(second, "/")
        second.wait_for_function("['made', 'failed'].includes(document.documentElement.dataset.snapshotMaker)",
                                 timeout=MAKER_TIMEOUT)
        assert second.evaluate("window.__spielkisteSnapshotMaker")["state"] == "made"
        assert second.get_attribute("html", "data-snapshot-room") == "kept"
        second.close()

        third = ctx.new_page()
        third.add_init_script(LITTLE_ROOM)
        ctx.open(third, "/")
        assert third.get_attribute("html", "data-snapshot") == "used"
        third.wait_for_selector("html[data-snapshot-room='dropped']", state="attached")
        assert third.evaluate(STORED_KEY) is None and third.evaluate(SNAPSHOT_CACHES) == []
        assert saves(third) == [save]  # the save is as it was
    finally:
        ctx.close()
        site.stop()


def test_persistent_storage_is_asked_once_after_the_first_save(page, base_url):
    page.add_init_script("""localStorage.setItem('spielkiste:lang', 'en');
        globalThis.__persistAsked = Number(sessionStorage.getItem('persist-asked') || 0);
        navigator.storage.persist = async () => {
          sessionStorage.setItem('persist-asked', String(++globalThis.__persistAsked));
          return false;  // refused: the app works on as before
        };""")
    open_site(page, base_url, simple_link())
    assert page.evaluate("globalThis.__persistAsked") == 0  # no saved game yet, nothing asked
    put(page, "a1R")
    page.wait_for_function("globalThis.__persistAsked === 1")
    put(page, "b2G")
    page.reload()
    page.wait_for_selector('html[data-ready="true"]')
    put(page, "c3R")
    (save,) = saves(page)
    assert save["moves"] == 3
    page.wait_for_timeout(300)
    assert page.evaluate("globalThis.__persistAsked") == 1  # once, not at every save nor every visit
    open_site(page, base_url, "/")
    assert "keep your saved games" in page.locator(".persist-why").inner_text()  # the one-line reason

"""Nothing lost, ever (issue 30): thirteen unfinished games of one kind are all kept, a
full storage says so and loses nothing, export then import in a fresh browser restores
every game and design, and a corrupt file imports nothing."""

import json
import random

from test_saved_games import put, saves, simple_link

import spielkiste
from conftest import open_site
from ui.games.boxilies import designer as dz


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
    assert "storage is full" in notice.inner_text()
    assert notice.locator('[data-act="ui:export"]').is_visible()
    assert "&m=" in page.url and not saves(page)  # the move is in the page's link, not yet saved
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler')).forEach(k => localStorage.removeItem(k))")
    put(page, "b2G")
    (save,) = saves(page)
    assert save["moves"] == 2

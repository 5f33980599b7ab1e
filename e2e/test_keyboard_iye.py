"""İye by keyboard alone: a whole match (three cycles to win) in German with Tab, the
arrow keys, Enter, the spirit keys of both languages and N, asserting after every move
that focus goes where the player acts next: the board cell the drum now stands on, the
"next cycle" button when a cycle ends, the result when the match is over."""

from conftest import arrow_to, focused, open_site, ply

SEED = 3
GERMAN_KEYS, ENGLISH_KEYS = "spbwe", "shtwo"  # Sonne Pferd Baum Wasser Eule / Sun Horse Tree Water Owl

TARGETS = """(sel) => [...document.querySelectorAll(sel)].map(e => [+e.dataset.r, +e.dataset.c])"""



def wait_ply(page, n):
    page.wait_for_function(f"document.documentElement.dataset.ply === '{n}'")


def usable_kinds(page):
    return page.locator('#controls button[data-act^="kind:"]:not([aria-disabled])').evaluate_all(
        "els => els.map(e => +e.dataset.act.split(':')[1])")


def test_a_whole_match_by_keyboard(page, base_url):
    page.emulate_media(reduced_motion="reduce")  # and no animation for those who asked for none
    page.add_init_script("localStorage.setItem('spielkiste:lang', 'de');")
    open_site(page, base_url, f"/iye?v=1&s={SEED}&cycles=3")
    page.wait_for_selector("svg.board.iye")
    assert "Trommel" in page.locator("#status").inner_text()
    # Tab from the heading reaches the board: the drum's cell takes focus
    page.locator("#game-title").focus()
    page.keyboard.press("Tab")
    start = focused(page)
    assert start["role"] == "gridcell" and start["inBoard"] and (start["r"], start["c"]) == ("2", "2"), start
    assert "Trommel" in start["label"]
    # Enter on the drum's own cell says why it cannot go there (in German) and plays nothing
    page.keyboard.press("Enter")
    page.wait_for_selector("#status .refusal")
    assert "wähle ein markiertes Feld" in page.locator("#status .refusal").inner_text()
    assert ply(page) == 0 and focused(page)["role"] == "gridcell"
    # a spirit key with nothing to spend says why too
    page.keyboard.press("p")
    page.wait_for_function("document.querySelector('#status .refusal').textContent.includes('Pferd')")
    moves = spent = cycle_ends = 0
    while page.get_attribute("html", "data-over") != "true":
        n = ply(page)
        assert n < 300, "the match should be over"
        if page.locator('#controls [data-act="next"]').count():
            cycle_ends += 1
            assert "Zyklus" in page.locator("#controls h3").inner_text()
            assert focused(page)["act"] == "next", focused(page)  # the move that ended it went there
            if cycle_ends == 1:  # back to the board, and the key N ("Nächster Zyklus") from there
                page.keyboard.press("Shift+Tab")
                assert focused(page)["role"] == "gridcell"
                page.keyboard.press("N")
            else:
                page.keyboard.press("Enter")
            wait_ply(page, n + 1)
            now = focused(page)  # the new cycle: on the drum in the centre
            assert now["role"] == "gridcell" and (now["r"], now["c"]) == ("2", "2") and "Trommel" in now["label"], now
            continue
        kinds = usable_kinds(page)
        selector = "#board .cell.target"
        if kinds and moves % 3 == 1:  # spend a spirit by its key (German and English letters)
            k = kinds[0]
            letters = GERMAN_KEYS if spent % 2 == 0 else ENGLISH_KEYS
            page.keyboard.press(letters[k])
            page.wait_for_selector(f'#controls [data-act="kind:{k}"][aria-pressed="true"]')
            assert focused(page)["role"] == "gridcell"  # the key did not take focus away
            selector = "#board .cell.target.ability"
            spent += 1
        targets = page.evaluate(TARGETS, selector)
        assert targets, "a marked cell to move to"
        r, c = targets[moves % len(targets)]
        arrow_to(page, r, c)
        page.keyboard.press("Enter" if moves % 2 else " ")
        wait_ply(page, n + 1)
        moves += 1
        if page.get_attribute("html", "data-over") == "true":
            break
        if moves == 1:
            duration = page.evaluate("getComputedStyle(document.querySelector('#board .iye-travel')).animationDuration")
            assert duration == "0s"
        if page.locator('#controls [data-act="next"]').count():
            continue  # the cycle is over: focus is checked on the button above
        # focus stays on the cell just played: the drum stands there now
        now = focused(page)
        assert now["role"] == "gridcell" and (int(now["r"]), int(now["c"])) == (r, c), now
        assert "Trommel" in now["label"]
    # the match is over: focus is on the result's heading, which names the winner
    assert focused(page)["id"] == "result-head"
    assert "gewinnt" in page.locator("#result-head").inner_text() or "Unentschieden" in page.locator(
        "#result-head").inner_text()
    assert cycle_ends >= 2 and spent >= 2
    assert "Gewonnene Zyklen" in page.locator("#result").inner_text()

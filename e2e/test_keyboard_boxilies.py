"""Boxilies by keyboard alone: Tab to the board, then every move without leaving the grid
(keys 1-9 choose a stone, R / Shift+R turn it, arrows move, Enter places), focus asserted
after each move; the German keys D / Shift+D; and the result reached at the end."""

import spielkiste
from conftest import focused, open_site, ply

# one whole 3x3 game: (arrow to the next cell, keys pressed there before Enter); the cells run
# a3 b3 c3, c2 b2 a2, a1 b1 c1 – each one arrow step from the stone placed before
PLAN = [
    (None, ["1"]),
    ("ArrowRight", ["1", "r"]),
    ("ArrowRight", ["2", "R"]),
    ("ArrowDown", ["1", "r", "r"]),
    ("ArrowLeft", ["1"]),
    ("ArrowLeft", ["3", "R"]),
    ("ArrowDown", ["1"]),
    ("ArrowRight", ["1", "Shift+R", "r", "r"]),
    ("ArrowRight", ["1"]),
]
CELLS = ["a3", "b3", "c3", "c2", "b2", "a2", "a1", "b1", "c1"]


def expected_move(m, keys, cell):
    """The move the keys make, worked out with the engine: the n-th stone still in the tray,
    R / r quarter turns, the cell."""
    layout, _free, _cells, hands, player = m.state
    stone, rot = None, 0
    for key in keys:
        if key.isdigit():
            stone = layout.design.stones[player][hands[player][int(key) - 1]]
        else:
            rot = (rot + (1 if key in ("r", "d") else 3)) % 4
    return f"{stone.id}{'NESW'[rot]}-{cell}"


def test_a_whole_game_by_keyboard_with_focus_after_each_move(page, base_url):
    open_site(page, base_url, "/boxilies?v=1&s=1")
    # Tab from the game's heading reaches the board's one tab stop: a3, top left
    page.locator("#game-title").focus()
    for _ in range(3):
        page.keyboard.press("Tab")
        if focused(page)["role"] == "gridcell":
            break
    start = focused(page)
    assert start["role"] == "gridcell" and start["label"].startswith("a3, empty"), start
    # Enter before a stone is chosen says what to do, and focus stays
    page.keyboard.press("Enter")
    assert page.locator("#status .refusal").inner_text() == "First choose a stone (keys 1–5)."
    assert focused(page)["label"].startswith("a3")

    m = spielkiste.new_match("boxilies", seed=1)
    for n, ((arrow, keys), cell) in enumerate(zip(PLAN, CELLS, strict=True)):
        if arrow:
            page.keyboard.press(arrow)
        spot = focused(page)
        assert spot["role"] == "gridcell" and spot["label"].startswith(f"{cell}, empty"), (n, spot)
        move = expected_move(m, keys, cell)
        for key in keys:
            page.keyboard.press(key)
        # the stone and its turn are shown in the controls and said in the status, focus stays in the grid
        sid = move.split("-")[0][:-1]
        assert page.locator('#controls [aria-pressed="true"] .boxilies-pick-id').inner_text() == sid
        assert f"{sid} chosen" in page.locator("#status").inner_text()
        assert focused(page)["label"].startswith(f"{cell}, empty")
        page.keyboard.press("Enter" if n % 2 == 0 else " ")
        page.wait_for_function(f"document.documentElement.dataset.ply === '{n + 1}'")
        m.play(move)
        after = focused(page)
        if not m.is_over:
            # focus stays on the cell just played, which now names the stone placed there
            assert after["role"] == "gridcell" and (after["r"], after["c"]) == (spot["r"], spot["c"]), (n, after)
            assert after["label"].startswith(f"{sid}, {cell}, ") and "just placed" in after["label"]
        assert page.locator("#announce").inner_text().startswith(f"Player {1 + n % 2} places {sid} on {cell}.")
    # the engine's game and the page's agree move by move
    assert f"m={'.'.join(m.moves)}" in page.url
    assert page.get_attribute("html", "data-over") == "true" and ply(page) == 9
    # at the end focus goes to the result, and the next Tab reaches Rematch
    assert focused(page)["id"] == "result-head"
    page.keyboard.press("Tab")
    assert focused(page)["id"] == "btn-rematch"
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.ply === '0' && "
                           "document.documentElement.dataset.over === 'false'")
    assert focused(page)["id"] == "game-title"
    assert "Player 2" in page.locator("#status").inner_text()  # the other player starts


def test_german_keys_d_and_shift_d_and_a_refused_number(page, base_url):
    page.add_init_script("localStorage.setItem('spielkiste:lang', 'de');")
    open_site(page, base_url, "/boxilies?v=1&s=1")
    assert "drehe ihn (D / Umschalt+D)" in page.locator("#status").inner_text()
    page.locator('#board [role="gridcell"][tabindex="0"]').focus()
    page.keyboard.press("ArrowDown")  # a2
    page.keyboard.press("6")
    assert page.locator("#status .refusal").inner_text() == "Du hast noch 5 Steine (Tasten 1–5)."
    page.keyboard.press("5")
    page.keyboard.press("Shift+D")
    assert "5a gewählt, Pfeile N 1, O 1, S 1, W 2" in page.locator("#status").inner_text()
    assert page.locator("#controls .boxilies-preview").get_attribute("aria-label") == \
        "Gewählt: 5a, Pfeile N 1, O 1, S 1, W 2"
    page.keyboard.press("d")
    page.keyboard.press("d")  # two clockwise from a quarter counter-clockwise: E
    assert "Pfeile N 1, O 2, S 1, W 1" in page.locator("#status").inner_text()
    page.keyboard.press("r")  # the English key works in German too: S
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.ply === '1'")
    assert page.locator("#announce").inner_text() == "Spieler 1 setzt 5a auf a2."
    assert "m=5aS-a2" in page.url
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label.startswith("5a, a2, Stein von Spieler 1")

"""Solstis by keyboard alone: a whole hot-seat game between two people on one device,
across every hand-over, with Tab, the arrow keys, Enter, Space and D. After each move
the focus is where the player acts next: the hand-over button when the device changes
hands, else the element the board marks data-next (the hand, the display tile to
take, the rainbow place, the spirit choice); at the end the result's heading."""

import re

from test_solstis import next_act

import spielkiste
from conftest import focused, open_site, ply
from spielkiste.games.solstis import GAME

SEED = 28

def moves_in_page(page):
    link = re.sub(r"&save=[^&]*", "", page.evaluate("location.hash").lstrip("#"))
    return spielkiste.match_from_link(link).moves


def walk_to_a_target(page, seen):
    """A rainbow place by arrows: one step right, then back left along the row as far as
    need be (the place the focus came to is a target, so this ends on one). Enter on a
    place that is no target says why (tried once)."""
    page.keyboard.press("ArrowRight")
    assert focused(page)["role"] == "gridcell", "the arrows stay in the grid"
    seen["arrows"] = True
    for key in ["ArrowLeft"] * 12:
        if "target" in focused(page)["cls"].split():
            return
        if not seen["refusal"]:
            before = ply(page)
            page.keyboard.press("Enter")
            page.wait_for_selector("#status .refusal")
            assert "not free next to your tiles" in page.locator("#status .refusal").inner_text()
            assert ply(page) == before and focused(page)["role"] == "gridcell"
            seen["refusal"] = True
        page.keyboard.press(key)
        assert focused(page)["role"] == "gridcell"
    assert "target" in focused(page)["cls"].split()


def test_whole_hotseat_game_by_keyboard(page, base_url):
    open_site(page, base_url, f"/solstis?v=1&s={SEED}")
    page.wait_for_selector("#btn-handover")
    assert focused(page)["id"] == "game-title"
    for _ in range(2):  # from the heading: the board stays in view, one tab stop in each panorama
        page.keyboard.press("Tab")
        assert focused(page)["role"] == "gridcell"
    page.keyboard.press("Tab")  # then the hand-over button
    m = spielkiste.new_match("solstis", seed=SEED)
    kinds = set()
    seen = {"refusal": False, "arrows": False, "tab": False, "draw_key": False}
    handovers = 0
    for _ in range(400):
        if m.is_over:
            break
        if page.locator("#btn-handdone").count():  # the mover confirms the end of the turn
            assert focused(page)["id"] == "btn-handdone"
            page.keyboard.press("Enter")
            page.wait_for_selector("#btn-handover")
        if page.locator("#btn-handover").count():
            assert focused(page)["id"] == "btn-handover"
            page.keyboard.press("Enter")
            page.wait_for_selector("#btn-handover", state="detached")
            handovers += 1
        kind = GAME.decision(m.state)
        kinds.add(kind)
        _, expected = next_act(m)
        now = focused(page)
        assert now["next"] and now["act"] == expected, (m.ply, kind, now, expected)
        before = ply(page)
        if kind == "play":
            hand = page.locator("#controls button[data-act^='hand:']").count()
            for _ in range(m.ply % hand):  # now and then another hand tile: Tab along the hand
                page.keyboard.press("Tab")
                seen["tab"] = True
            assert focused(page)["act"].startswith("hand:")
            page.keyboard.press("Enter")
        elif kind == "rainbow":
            walk_to_a_target(page, seen)
            page.keyboard.press("Enter")
        elif kind == "source" and "draw" in m.legal_moves():
            page.keyboard.press("d")
            seen["draw_key"] = True
        elif kind == "keep":
            page.keyboard.press("Tab")  # the second of the two spirits
            page.keyboard.press("Space")
        else:
            page.keyboard.press("Space")
        page.wait_for_function(f"document.documentElement.dataset.ply === '{before + 1}'")
        played = moves_in_page(page)
        assert played[:-1] == m.moves
        mover = m.to_move
        m.play(played[-1])
        # where the focus went
        now = focused(page)
        if m.is_over:
            assert now["id"] == "result-head"
        elif m.to_move != mover:
            assert now["id"] == "btn-handdone", (m.ply, now)
        else:
            assert now["next"], (m.ply, now)
    assert m.is_over and page.get_attribute("html", "data-over") == "true"
    assert handovers >= 8
    assert {"play", "take", "rainbow", "source", "keep"} <= kinds, kinds
    assert all(seen.values()), seen
    assert "Total" in page.locator("#result").inner_text()

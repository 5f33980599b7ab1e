"""Solstis in the real page: a whole hot-seat game by clicking (with the hand-over
screen between turns), at least one spirit met, the final score breakdown shown."""

import re

import spielkiste
from conftest import open_site, ply
from spielkiste.games.solstis import GAME
from ui.boards.base import Ctx
from ui.boards.solstis import BOARD

SEED = 26  # clicking the first clickable thing each time meets two spirits in 31 moves


def first_click_game(seed):
    """The moves the page makes when one always clicks the first clickable thing of
    the board, worked out with the same renderer under CPython."""
    m = spielkiste.new_match("solstis", seed=seed)
    while not m.is_over:
        seat = m.to_move
        ctx = Ctx(game=GAME, match=m, state=GAME.view(m.state, seat), lang="en", sel={},
                  interactive=True, legal=m.legal_moves(), seat=seat, names=("A", "B"))
        first = re.search(r'data-act="([^"]+)"', BOARD.render(ctx)).group(1)
        m.play(BOARD.act(ctx, first))
    return m


def test_whole_hotseat_game_by_clicking(page, base_url):
    expected = first_click_game(SEED)
    assert sum(len(h) for h in expected.state.spirits) >= 1
    open_site(page, base_url, f"/solstis?v=1&s={SEED}")
    page.wait_for_selector("#handover:not([hidden]) [data-act='ui:handover']")
    handovers = 0
    saw_capture_hint = saw_target = False
    for _ in range(400):
        if page.get_attribute("html", "data-over") == "true":
            break
        handover = page.locator("#handover")
        if handover.is_visible():
            # the board (and so every hand) is hidden while the device changes hands
            assert page.locator("#board .solstis-hand").count() == 0
            handover.locator("[data-act='ui:handover']").click()
            page.wait_for_selector("#board svg.board.solstis")
            handovers += 1
            continue
        saw_capture_hint |= page.locator("#board .solstis-tile.capture").count() > 0
        saw_target |= page.locator("#board .target").count() > 0
        before = ply(page)
        page.locator("#board [data-act]").first.click()
        page.wait_for_function(f"document.documentElement.dataset.ply === '{before + 1}'")
    assert page.get_attribute("html", "data-over") == "true"
    assert ply(page) == expected.ply
    assert handovers >= 10 and saw_capture_hint and saw_target
    # the same game as worked out in CPython: the link holds the same moves
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert spielkiste.match_from_link(link.split("#", 1)[1]).moves == expected.moves
    # spirits met and the final breakdown shown
    assert page.locator("#board .solstis-spirits li.spirit").count() >= 1
    table = page.locator("#board .solstis-score")
    assert table.is_visible()
    text = table.inner_text()
    for label in ("Largest group", "Lit beacons", "Spirits", "Total", "Tiles (tie-break)"):
        assert label in text
    totals = GAME.scores(expected.state)
    assert re.search(rf"Total\s+{totals[0]}\s+{totals[1]}", text)
    status = page.locator("#status").inner_text()
    assert "wins" in status or "Draw" in status
    # the rules page of the game, with the house rulings
    page.evaluate("location.hash = '#/solstis/rules'")
    page.wait_for_selector("#rules-text h3")
    rules = page.locator("#rules-text").inner_text()
    assert "Evil Beaver" in rules and "House rulings" in rules

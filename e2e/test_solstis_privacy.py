"""Issue 15, cases 3 and 4 in the page: two people at one device never see each other's
Solstis hand (live, after the hand-over, in the replay), and a start position whose turn
queue cannot be played is refused with a message instead of a stuck game."""

import re

import spielkiste
from conftest import open_site, ply
from spielkiste.games.solstis import GAME, TILE_NAMES

LINK = "/solstis?v=1&s=42&m=R7.R8.xR7"
IMPOSSIBLE = ("/solstis?v=1&s=5&p=20%7C0%7C0%7C0%7C-%7C-%7CO1,R5,-,-,-,-%7CR3,P4%7CG6,G7,B7%7CR1,R2,R6,R10,"
              "O2,O3,O6,O7,G1,G2,G3,G4,G8,G10,B2,B6,B9,P3,P6,P7,V6%7C-%7CO2%7Cdeer%7CR4,R7,R8,R9,O4,O5,O8,O9,"
              "O10,G5,G9,B3,B4,B5,B8,P5,P8,V4,V5,V7%7C-%7CR8%7Cwolf%7Csquirrel,eagle,ladybug,bear,bee,marmot,"
              "butterfly,trout,beaver,beetle,bird%7Cdragonfly,lizard%7C-%7Crainbow:1,play:1&m=rR3")

# every word the hand, the display and the seats' strips show, labels included
SHOWN = """() => [...document.querySelectorAll('#controls, #players, #status, #extra')]
  .map((box) => box.innerText + ' ' + [...box.querySelectorAll('[aria-label]')]
  .map((el) => el.getAttribute('aria-label')).join(' ')).join(' ')"""


def hidden_tiles(state, seat):
    return {TILE_NAMES[h] for h in state.hands[seat] if h >= 0}


def test_hotseat_replay_never_shows_the_other_hand(page, base_url):
    m = spielkiste.match_from_link(LINK)
    holder = GAME.to_move(m.state)
    other = 1 - holder
    open_site(page, base_url, LINK)
    page.wait_for_selector("#btn-handover")
    assert page.locator("#controls .solstis-hand").count() == 0  # nothing shown before the hand-over
    page.locator("#btn-handover").click()
    page.wait_for_selector("#controls .solstis-hand")
    mine = page.locator("#controls .solstis-hand .solstis-tile").all_inner_texts()
    assert sorted(mine) == sorted(hidden_tiles(m.state, holder))
    for shown in range(m.ply - 1, -1, -1):  # Back, step by step, to the start
        page.locator("#btn-prev").click()
        page.wait_for_function(f"document.documentElement.dataset.shownPly === '{shown}'")
        words = set(re.findall(r"\b[A-Z]\d{1,2}\b", page.evaluate(SHOWN)))
        secret = hidden_tiles(m.state_at(shown), other)
        assert not words & secret, (shown, words & secret)
        # the other seat's decisions in the replay are not buttons for the holder
        if GAME.to_move(m.state_at(shown)) == other:
            assert page.locator("#controls .solstis-hand button").count() == 0
    assert ply(page) == m.ply  # stepping back changed nothing


def test_impossible_turn_queue_is_refused_with_a_message(page, base_url):
    open_site(page, base_url, IMPOSSIBLE)
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert "damaged" in notice.inner_text() and "turn steps" in notice.inner_text()
    # a new game started instead, and it can be played
    assert ply(page) == 0 and page.get_attribute("html", "data-over") == "false"
    assert "p=" not in page.evaluate("location.hash")

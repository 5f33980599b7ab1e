"""Solstis in the real page: a whole hot-seat game by clicking (the hand-over screen
between turns), the regions (panoramas in the board, hand and display in the
controls), a refused click that says why, last-move marks, the live region, the
result by category, and the time from a click to the rendered board."""

import json
import re
from pathlib import Path

import spielkiste
from conftest import open_site, ply
from spielkiste.games.solstis import GAME, TILE_NAMES
from ui import explain
from ui.games.base import Ctx
from ui.games.solstis.board import BOARD

SEED = 26
# the words of the hands, the seats' strips, the status and the display, labels included
SHOWN = """() => [...document.querySelectorAll('#controls, #players, #status, #extra')]
  .map((box) => box.innerText + ' ' + [...box.querySelectorAll('[aria-label]')]
  .map((el) => el.getAttribute('aria-label')).join(' ')).join(' ')"""


def next_act(m):
    """The action the page marks data-next for the player to move, worked out with the
    same renderer under CPython (the hand, a display tile, a rainbow place, a spirit)."""
    seat = m.to_move
    ctx = Ctx(game=GAME, match=m, state=GAME.view(m.state, seat), lang="en", sel={},
              interactive=True, legal=m.legal_moves(), seat=seat, names=("Player 1", "Player 2"))
    html = BOARD.render_board(ctx) + BOARD.render_controls(ctx)
    tag = re.search(r'<(?:button|g)\b[^>]*data-next="true"[^>]*>', html).group(0)
    return ctx, re.search(r'data-act="([^"]+)"', tag).group(1)


def next_click_game(seed):
    m = spielkiste.new_match("solstis", seed=seed)
    while not m.is_over:
        ctx, act = next_act(m)
        m.play(BOARD.act(ctx, act))
    return m


STATUS_AND_CONTROLS = "() => document.querySelector('#status').innerText + document.querySelector('#controls').innerText"


def hand_tiles(state, seat):
    return {TILE_NAMES[h] for h in state.hands[seat] if h >= 0}


def tiles_in_dom(page):
    """The names of every tile drawn outside the panoramas (hands, display) and every
    tile name said in the hands' and seats' words."""
    drawn = page.eval_on_selector_all(".solstis-tile", "els => els.map((e) => e.dataset.cell)")
    return set(drawn) | set(re.findall(r"\b[ROGBPV]\d{1,2}\b", page.evaluate(SHOWN)))


def hand_over(page):
    """Between turns: the mover confirms "Done — hand over" (if it is asked)."""
    if page.locator("#btn-handdone").count():
        page.locator("#btn-handdone").click()
        page.wait_for_selector("#btn-handover")


def wait_ply(page, n):
    page.wait_for_function(f"document.documentElement.dataset.ply === '{n}'")


def test_whole_hotseat_game_by_clicking(page, base_url):
    expected = next_click_game(SEED)
    assert sum(len(h) for h in expected.state.spirits) >= 1
    open_site(page, base_url, f"/solstis?v=1&s={SEED}")
    page.wait_for_selector("#btn-handover")
    handovers = handdones = 0
    saw = {"capture": False, "target": False, "last": False, "fresh": False, "refusal": False}
    for _ in range(600):
        if page.get_attribute("html", "data-over") == "true":
            break
        if page.locator("#btn-handdone").count():
            # the mover still sees the end of the turn: the board and their own refilled hand
            state = expected.state_at(ply(page))
            mover = GAME.to_move(expected.state_at(ply(page) - 1))
            assert page.locator("#board svg.board.solstis").count() == 2  # both panoramas
            assert hand_tiles(state, mover) <= tiles_in_dom(page)
            assert not hand_tiles(state, 1 - mover) & tiles_in_dom(page)
            assert "Hand the device" not in page.locator("#status").inner_text()
            page.locator("#btn-handdone").click()
            page.wait_for_selector("#btn-handover")
            handdones += 1
            continue
        if page.locator("#btn-handover").count():
            # only the hands are hidden while the device changes hands: the board and display stay
            state = expected.state_at(ply(page))
            assert page.locator("#board svg.board.solstis").count() == 2  # both panoramas
            assert page.locator("#players .solstis-seat").count() == 2
            assert not (hand_tiles(state, 0) | hand_tiles(state, 1)) & tiles_in_dom(page)
            assert page.evaluate(STATUS_AND_CONTROLS).count("Hand the device to") == 1
            page.locator("#btn-handover").click()
            page.wait_for_selector("#btn-handover", state="detached")
            handovers += 1
            saw["last"] |= page.locator("#board .last-mark").count() > 0
            continue
        saw["capture"] |= page.locator("#controls .solstis-tile.capture").count() > 0
        saw["target"] |= page.locator("#board .cell.target").count() > 0
        before = ply(page)
        if not saw["refusal"] and page.locator("#controls span.solstis-tile[data-act^='disp:']").count():
            # a display tile before a hand tile: the status says why, the tile gets a cue
            page.locator("#controls span.solstis-tile[data-act^='disp:']").first.click()
            page.wait_for_selector("#status .refusal")
            assert page.locator("#status .refusal").inner_text() == "First play a tile from your hand."
            assert page.locator("#controls .refused").count() == 1 and ply(page) == before
            saw["refusal"] = True
        page.locator(".game-screen [data-next]").first.click()
        wait_ply(page, before + 1)
        if page.locator("#btn-handover").count() == 0 and page.get_attribute("html", "data-over") != "true":
            saw["fresh"] |= page.locator("#board svg.board.solstis.fresh").count() == 2
    assert page.get_attribute("html", "data-over") == "true"
    assert ply(page) == expected.ply
    assert handovers >= 10 and handdones == handovers - 1 and all(saw.values()), saw
    # the live region named the last move as the narration says it
    before = expected.state_at(expected.ply - 1)
    said = explain.said(GAME, before, expected.moves[-1], "en", ("Player 1", "Player 2"))
    assert page.locator("#announce").inner_text().startswith(said[:40])
    # the same game as worked out in CPython: the link holds the same moves
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert spielkiste.match_from_link(link.split("#", 1)[1]).moves == expected.moves
    # the result: the score by category for both, the status empty
    result = page.locator("#result")
    assert result.is_visible()
    text = result.inner_text()
    for label in ("Largest group", "Lit beacons", "Spirits", "Total", "Tiles (tie-break)"):
        assert label in text
    totals = GAME.scores(expected.state)
    assert re.search(rf"Total\s+{totals[0]}\s+{totals[1]}", text)
    assert text.index("Total") < text.index("Largest group")  # the total first: in view on a phone
    assert page.locator("#status").inner_text().strip() == ""
    # spirits met show in the seats' strips
    assert page.locator("#players .solstis-chips .solstis-chip").count() >= 1
    # the rules page of the game, with the house rulings
    page.evaluate("location.hash = '#/solstis/rules'")
    page.wait_for_selector("#rules-text h3")
    rules = page.locator("#rules-text").inner_text()
    assert "Evil Beaver" in rules and "House rulings" in rules


def test_a_first_rainbow_waits_beside_the_empty_panorama_and_is_placed_after_the_capture(page, base_url):
    """Issue 26's example (published game): R10 captures nothing with an empty panorama,
    so the rainbow waits beside it (both players see it) until Player 1's next capture,
    right after which it is placed next to the new tiles."""
    seed, options = 221801965395, {"beaver": "discovery"}
    m = spielkiste.new_match("solstis", options, seed=seed)
    m.play("R10")
    while not (m.to_move == 0 and GAME.decision(m.state) == "rainbow"):
        ctx, act = next_act(m)
        m.play(BOARD.act(ctx, act))
    release = m.ply  # the rainbow decision after Player 1's first capture
    open_site(page, base_url, f"/solstis?v=1&s={seed}&beaver=discovery&edition=published")
    page.wait_for_selector("#btn-handover")
    page.locator("#btn-handover").click()
    page.wait_for_selector("#btn-handover", state="detached")
    assert page.locator("#board .solstis-waiting").count() == 0
    page.locator("#controls [data-act='hand:R10']").click()
    wait_ply(page, 1)
    seen = {"opponent": False, "own": False}
    for _ in range(40):
        hand_over(page)
        if ply(page) == release and page.locator("#btn-handover").count() == 0:
            break
        if page.locator("#btn-handover").count():
            page.locator("#btn-handover").click()
            page.wait_for_selector("#btn-handover", state="detached")
            if page.locator("#board .solstis-waiting").count() == 1:
                seen["opponent" if ply(page) == 1 else "own"] = True
            if seen["own"]:
                note = page.locator("#players .solstis-waiting-note")
                assert note.count() == 1 and "Rainbows waiting beside the empty panorama: 1" in note.inner_text()
            continue
        before = ply(page)
        page.locator(".game-screen [data-next]").first.click()
        wait_ply(page, before + 1)
    assert ply(page) == release and all(seen.values()), seen
    # released: no longer beside the panorama, and only the places next to the new tiles are targets
    assert page.locator("#board .solstis-waiting").count() == 0
    targets = page.locator("#board .cell.target")
    assert targets.count() == len(m.legal_moves())
    page.locator("#board .cell.target[data-next]").first.click()
    wait_ply(page, release + 1)
    hand_over(page)
    if page.locator("#btn-handover").count():
        page.locator("#btn-handover").click()
        page.wait_for_selector("#btn-handover", state="detached")
    assert page.locator("#board .cell.has-rainbow").count() == 1


CLICK_TIMER = """() => {
  window.__clicks = [];
  document.addEventListener('click', (e) => {
    const node = e.target.closest('.game-screen [data-act]');
    if (!node) return;
    const t0 = performance.now();
    const what = node.getAttribute('data-act');
    const seen = new MutationObserver(() => {
      seen.disconnect();
      const t1 = performance.now();
      requestAnimationFrame(() => setTimeout(() => {
        const drawn = document.querySelectorAll('#board [role="gridcell"]').length > 0;
        window.__clicks.push({what, dom: t1 - t0, frame: performance.now() - t0, drawn});
      }, 0));
    });
    seen.observe(document.querySelector('#board'), {childList: true, subtree: true});
  }, true);
}"""


def test_click_to_rendered_board_time(page, base_url):
    """Late in a hot-seat game (both panoramas nearly full, a long move list): the time
    from a click (a move, or the hand-over that uncovers the board) to the new board in
    the DOM and to the next frame. Printed for the notes, not a timed test."""
    whole = next_click_game(SEED)
    m = spielkiste.new_match("solstis", seed=SEED)
    for move in whole.moves[:-12]:
        m.play(move)
    open_site(page, base_url, m.link())
    page.evaluate(CLICK_TIMER)
    clicks = 0
    while clicks < 16 and page.get_attribute("html", "data-over") != "true":
        start = ply(page)
        button = page.locator("#btn-handdone, #btn-handover")
        target = button if button.count() else page.locator(".game-screen [data-next]").first
        moved = not button.count()
        target.click()
        clicks += 1
        page.wait_for_function(f"window.__clicks.length >= {clicks}")
        if moved:
            wait_ply(page, start + 1)
    times = page.evaluate("window.__clicks")[1:]  # the first render also compiles the renderer
    drawn = sorted(t["frame"] for t in times if t["drawn"])
    dom = sorted(t["dom"] for t in times if t["drawn"])
    assert len(drawn) >= 6 and all(0 < t["dom"] <= t["frame"] for t in times)
    print(f"\nSolstis, ply {m.ply}+: {len(drawn)} clicks that drew the board: click → board in the DOM "
          f"median {dom[len(dom) // 2]:.0f} ms (max {dom[-1]:.0f}), → next frame median "
          f"{drawn[len(drawn) // 2]:.0f} ms (max {drawn[-1]:.0f})")


IN_VIEW = """() => { const H = innerHeight, W = innerWidth, out = [];
  for (const e of document.querySelectorAll('#status .head, #board, #controls button, #controls section')) {
    const r = e.getBoundingClientRect();
    if (r.top < -1 || r.bottom > H + 1 || r.left < -1 || r.right > W + 1) out.push(e.getAttribute('data-act') || e.id || e.tagName);
  }
  return {scroll: scrollY, out}; }"""
LABEL_PX = """() => [...document.querySelectorAll('#board .ghost, #board .pname, #board .solstis-title')]
  .map(e => e.getScreenCTM().a * parseFloat(getComputedStyle(e).fontSize))"""


# every place (and block mark) of the board that a tap acts on, with its size
TAPS = """() => [...document.querySelectorAll('#board [data-act]')].filter((e) => e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect(); return {act: e.dataset.act, w: r.width, h: r.height}; })"""


def test_phone_every_decision_in_view_without_scrolling(browser, base_url, guard):
    """360×740 (issue 25): after each click (a move or the hand-over) the page stays at
    the top and the status, the own panorama, the hand, the display and every control
    of the decision are in view; every place a tap acts on is 40×40 CSS px or more;
    the opponent's panorama is a strip that opens on a tap; the labels render at 11
    CSS px or more."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, service_workers="block")
    page = guard.attach(context.new_page())
    try:
        page.add_init_script("localStorage.setItem('spielkiste:lang', 'en');")
        open_site(page, base_url, "/solstis?v=1&s=28")
        kinds = set()
        for _ in range(24):
            view = page.evaluate(IN_VIEW)
            assert view == {"scroll": 0, "out": []}, (ply(page), view)
            taps = page.evaluate(TAPS)
            small = [t for t in taps if t["w"] < 40 or t["h"] < 40]
            assert not small, (ply(page), small)
            if any(t["act"].startswith("cell:") for t in taps):
                kinds.add("places")
            if page.locator("#board .solstis-block-target").count():
                kinds.add("blocks")
            if page.locator("#btn-handdone").count():
                hand_over(page)
                continue
            if page.locator("#btn-handover").count():
                page.locator("#btn-handover").click()
                page.wait_for_selector("#btn-handover", state="detached")
                continue
            before = ply(page)
            page.locator(".game-screen [data-next]").first.click()
            wait_ply(page, before + 1)
        assert "places" in kinds, kinds
        hand_over(page)
        if page.locator("#btn-handover").count():
            page.locator("#btn-handover").click()
            page.wait_for_selector("#btn-handover", state="detached")
        # the opponent's panorama: a strip of one line, which opens on a tap
        strip = page.locator("#board .solstis-opp > summary")
        assert strip.bounding_box()["height"] <= 60 and not page.locator("#board svg.opp").is_visible()
        assert "tiles" in strip.inner_text()
        strip.click()
        page.locator("#board svg.opp").wait_for(state="visible")
        assert page.locator("#board svg.opp [role=gridcell]").count() == 48
        sizes = page.evaluate(LABEL_PX)
        assert len(sizes) > 96 and min(sizes) >= 11, min(sizes)
        assert not guard.errors, guard.errors
    finally:
        context.close()


def test_an_early_published_link_opens_under_its_rules_and_says_so(page, base_url):
    """A link of the release with only the published scoring (issue 26) whose moves the
    four rules refuse opens where it stood, under `published-scoring`: the address
    (what a save and a re-shared link keep) and the new-game dialog's Rules say so."""
    data = json.loads((Path(__file__).parent.parent / "tests" / "data"
                       / "solstis_saved_links_published.json").read_text())
    record = next(r for r in data["links"] if "pl=" not in r["link"]
                  and spielkiste.match_from_link(r["link"]).options["edition"] == "published-scoring")
    open_site(page, base_url, record["link"])
    page.wait_for_function(f"document.documentElement.dataset.ply === '{record['ply']}'")
    page.wait_for_function("location.hash.includes('edition=published-scoring')")
    page.locator("#btn-new").click()
    rules = page.locator("select[name='opt:edition'] option:checked")
    assert "only the published game's scoring" in rules.inner_text()

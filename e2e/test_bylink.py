"""Play by link (issue 17) in the real page, on two "devices": two browser contexts,
each with its own storage, and each only ever opens the link the other one sent (read
from the copy field, `#shareinput`, as a player would paste it into a chat).

A whole Boxilies game and parts of an İye and a Soulaween game are played by link; a
shared game against the computer goes on against the computer elsewhere; an old link
is refused without losing the newer game; the QR code the page draws is read back by
zxing-cpp from a screenshot of it."""

import json
import struct
import zlib

import pytest
import zxingcpp

from conftest import READY_TIMEOUT, Guard, open_site, ply
from spielkiste.games.soulaween import CELL_INDEX

SIMPLE_WIN = ["a2G", "d3R", "b3G", "c4R", "c2G", "b4G"]  # the start of test_soulaween's simple game


@pytest.fixture()
def devices(browser, browser_context_args, base_url):
    """Two pages in two contexts (two devices: storage not shared), guarded like `page`."""
    made = []

    def make():
        context = browser.new_context(**browser_context_args)
        guard = Guard(base_url)
        page = guard.attach(context.new_page())
        made.append((context, guard))
        return page

    yield make
    for context, guard in made:
        context.close()
        assert not guard.external, f"requests left the site: {guard.external}"
        assert not guard.errors, f"console errors: {guard.errors}"


def wait_ply(page, n):
    page.wait_for_function(f"document.documentElement.dataset.ply === '{n}'")


def send(page):
    """Press "Send your move" (no Web Share in this browser: the link is copied) and
    return the link as the copy field holds it."""
    page.locator("#btn-sendmove").click()
    # sent: "Send again" (or nothing more to send once the game is over)
    page.wait_for_function("!document.querySelector('#btn-sendmove:not(.secondary)')")
    assert page.locator("#btn-undo").is_disabled(), "no undo after sending"
    link = page.locator("#shareinput").input_value()
    assert "&pl=l.l" in link and "save=" not in link
    return link


def receive(page, link, base_url, seat=None):
    """Open a link as a player does (first time: a page load; then the address of the
    open page changes); answer the seat question if it comes."""
    moves = link.partition("&m=")[2]
    n = len(moves.split(".")) if moves else 0
    if seat is not None:
        page.goto(link)
        page.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
        assert "are you Player 1" in page.locator("#status").inner_text()
        page.locator(f"#btn-iam-{seat}").click()
        assert f"Player {seat + 1} (you)" in page.locator("#players").inner_text()
    else:
        page.goto(link)
    wait_ply(page, n)
    return n


def saved(page, game_id):
    return page.evaluate("""(g) => Object.keys(localStorage).filter(k => k.startsWith('spielkiste:save:' + g + ':'))
        .map(k => JSON.parse(localStorage.getItem(k)))""", game_id)


def new_game_by_link(page, seat=0, options=()):
    page.locator("#btn-new").click()
    form = page.locator("#newgame-form")
    for name, value in options:
        form.locator(f'[name="opt:{name}"]').select_option(value)
    form.locator('input[name="mode"][value="link"]').check()
    form.locator('select[name="me"]').select_option(str(seat))
    page.locator("#btn-startnew").click()
    page.wait_for_selector(f'#players .pl-name:text("Player {seat + 1} (you)")')


# -- Boxilies: a whole game ---------------------------------------------------------------------

def boxilies_move(page):
    """The first stone of the mover, turned once, on the first empty cell."""
    before = ply(page)
    page.locator('#controls button[data-act^="stone:"], #board .tray.turn button[data-act^="stone:"]').first.click()
    page.locator('#controls [data-act="rotr"], #board [data-act="rotr"]').first.click()
    page.locator('#board .cell.empty[data-act^="cell:"]').first.click()
    wait_ply(page, before + 1)


def test_a_whole_boxilies_game_by_link(devices, base_url):
    alice, bob = devices(), devices()
    open_site(alice, base_url, "/boxilies")
    new_game_by_link(alice, seat=0)
    assert saved(alice, "boxilies")[0]["players"] == ["link", "link"]  # kept from the start
    # undo is allowed until the move is sent
    boxilies_move(alice)
    assert "send it to Player 2" in alice.locator("#status").inner_text()
    alice.locator("#btn-undo").click()
    wait_ply(alice, 0)
    boxilies_move(alice)
    link = send(alice)
    assert "Waiting for Player 2's move" in alice.locator("#status").inner_text()
    # the board is read-only while waiting
    alice.locator("#board .cell.empty").first.click()
    assert "open the link they send you" in alice.locator("#status").inner_text() and ply(alice) == 1
    receive(bob, link, base_url, seat=1)
    turn, other, rounds = bob, alice, 0
    while alice.get_attribute("html", "data-over") != "true":
        boxilies_move(turn)
        if turn.locator("#btn-sendmove").count() == 0:
            continue  # still this side's turn
        n = receive(other, send(turn), base_url)
        assert ply(turn) == n
        turn, other, rounds = other, turn, rounds + 1
        assert rounds < 20
    assert bob.get_attribute("html", "data-over") == "true" and ply(alice) == ply(bob) == 9
    assert alice.locator("#result").inner_text().replace(" (you)", "") == \
        bob.locator("#result").inner_text().replace(" (you)", "")
    assert alice.locator("#btn-sendmove").count() == bob.locator("#btn-sendmove").count() == 0  # all sent
    for page in (alice, bob):
        (save,) = saved(page, "boxilies")
        assert save["v"] == 3 and save["over"] and save["moves"] == 9
    assert saved(alice, "boxilies")[0]["link"] == saved(bob, "boxilies")[0]["link"]
    # the saved-games list names the players and the way they play
    alice.goto(base_url + "#/")
    alice.wait_for_selector(".saved-games")
    assert "Player 1 (you) – Player 2, by link" in alice.locator(".saved-games").inner_text()


# -- İye and Soulaween: part of a game each, and an old link ------------------------------------------

def iye_move(page):
    before = ply(page)
    page.locator('#board .cell.target[data-act^="cell:"]').first.click()
    wait_ply(page, before + 1)


def soulaween_move(page, move):
    before = ply(page)
    page.locator(f'#board [data-act="cell:{CELL_INDEX[move[:2]]}"]').click()
    page.locator(f'#controls [data-act="side:{move[2]}"]').click()
    wait_ply(page, before + 1)


def test_part_of_an_iye_and_a_soulaween_game_by_link_and_an_old_link_is_refused(devices, base_url):
    alice, bob = devices(), devices()
    # İye: the game starts from a link (pl=l.l) Alice was given; she plays Player 1
    open_site(alice, base_url, "/iye?v=1&s=5&pl=l.l")
    alice.locator("#btn-iam-0").click()
    sent = []
    iye_move(alice)
    sent.append(send(alice))
    receive(bob, sent[-1], base_url, seat=1)
    for _ in range(3):
        iye_move(bob)
        receive(alice, send(bob), base_url)
        iye_move(alice)
        sent.append(send(alice))
        receive(bob, sent[-1], base_url)
    assert ply(alice) == ply(bob) == 7
    assert "Player 2 (you) ▲ to move" in bob.locator("#status").inner_text()
    # an old link (Alice's first) reaches Bob again: refused, his newer game kept
    bob.goto(sent[0])
    bob.wait_for_selector("#notice:not([hidden])")
    assert "This link is older than your game" in bob.locator("#notice").inner_text()
    assert ply(bob) == 7 and len(saved(bob, "iye")) == 1 and saved(bob, "iye")[0]["moves"] == 7
    bob.reload()  # and the game is still the newer one after a reload
    bob.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    assert ply(bob) == 7 and "Player 2 (you)" in bob.locator("#players").inner_text()

    # Soulaween in simple mode, started from the new-game dialog; Bob is Player 1 this time
    bob.goto(base_url + "#/soulaween?v=1&s=3&mode=simple")
    wait_ply(bob, 0)
    new_game_by_link(bob, seat=0, options=(("mode", "simple"),))
    soulaween_move(bob, SIMPLE_WIN[0])
    alice.goto(send(bob))
    alice.wait_for_selector("#btn-iam-1")
    alice.locator("#btn-iam-1").click()
    for i, move in enumerate(SIMPLE_WIN[1:], 1):
        mover, other = (alice, bob) if i % 2 else (bob, alice)
        soulaween_move(mover, move)
        receive(other, send(mover), base_url)
    assert ply(alice) == ply(bob) == len(SIMPLE_WIN)
    assert saved(alice, "soulaween")[0]["link"] == saved(bob, "soulaween")[0]["link"]
    assert len(saved(alice, "iye")) == 1 and len(saved(alice, "soulaween")) == 1


# -- a shared game against the computer ---------------------------------------------------------------

def test_a_shared_game_against_the_computer_goes_on_against_the_computer(devices, base_url):
    alice, bob = devices(), devices()
    open_site(alice, base_url, "/boxilies")
    alice.locator("#btn-new").click()
    alice.locator('#newgame-form input[name="mode"][value="computer"]').check()
    alice.wait_for_function("document.querySelector('#newgame-form [name=\"player:1\"]').value === 'ai:normal'")
    alice.locator("#btn-startnew").click()
    boxilies_move(alice)
    wait_ply(alice, 2)  # the computer answered
    alice.locator("#btn-share").click()
    link = alice.locator("#shareinput").input_value()
    assert "&pl=h.cn&" in link
    bob.goto(link)
    bob.wait_for_selector('html[data-ready="true"]', timeout=READY_TIMEOUT)
    wait_ply(bob, 2)
    assert "Computer (normal)" in bob.locator("#players").inner_text()
    assert "Player 1 ● to move" in bob.locator("#status").inner_text()
    boxilies_move(bob)
    wait_ply(bob, 4)  # and the computer answers on Bob's device too
    (save,) = saved(bob, "boxilies")
    assert save["players"] == ["human", "ai:normal"] and save["v"] == 2


def test_a_damaged_seat_value_is_a_damaged_link(devices, base_url):
    page = devices()
    open_site(page, base_url, "/boxilies?v=1&s=1&pl=h.robot&m=3aS-c3")
    assert "damaged" in page.locator("#notice").inner_text() and "pl=" in page.locator("#notice").inner_text()
    assert ply(page) == 0


# -- the QR code ------------------------------------------------------------------------------------------

def png_grey(data):
    """The grey pixels of a PNG as Chromium writes screenshots (8-bit RGB or RGBA, not
    interlaced): (width, height, bytes). The standard library is enough: zlib and the
    five row filters of the PNG specification."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(b"".join(chunks)), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line[0::channels]))  # the red channel: black and white are grey
        previous = line
    return width, height, b"".join(rows)


def test_the_qr_code_on_screen_reads_back_as_the_link(devices, base_url):
    page = devices()
    open_site(page, base_url, "/iye?v=1&s=5&pl=l.l")
    page.locator("#btn-iam-0").click()
    iye_move(page)
    page.locator("#btn-sendqr").click()  # "Show as QR code" beside "Send your move"
    page.wait_for_selector("#dialog[open] svg.qr-code")
    link = page.locator("#qr-link").input_value()
    assert link.startswith(base_url) and "&pl=l.l&m=" in link
    assert int(page.locator("#qr-dialog").get_attribute("data-version")) <= 10
    # what the screen shows: a screenshot of the code, decoded by an independent reader
    width, height, grey = png_grey(page.locator("#dialog svg.qr-code").screenshot())
    assert width >= 200, "drawn large enough to scan"
    found = zxingcpp.read_barcodes(memoryview(grey).cast("B", shape=[height, width]))
    assert [f.text for f in found] == [link]
    page.locator("#btn-closeqr").click()
    page.wait_for_selector("#dialog:not([open])", state="attached")
    # showing the code counts as sending: the move can no longer be taken back
    assert page.locator("#btn-undo").is_disabled()
    assert "Waiting for Player 2's move" in page.locator("#status").inner_text()
    # the game's own button shows the code of the plain share link too
    page.locator("#btn-qr").click()
    page.wait_for_selector("#dialog[open] svg.qr-code")
    assert json.dumps(page.locator("#qr-link").input_value()) == json.dumps(link)


# -- accessibility of the by-link screens ------------------------------------------------------------------

@pytest.mark.parametrize("theme", ["light", "dark"])
def test_by_link_screens_have_no_axe_violations(browser, base_url, theme):
    from test_accessibility import AXE, RUN, TAGS

    context = browser.new_context(viewport={"width": 360, "height": 740}, bypass_csp=True, service_workers="block")
    guard = Guard(base_url)
    page = guard.attach(context.new_page())
    try:
        page.add_init_script(f"localStorage.setItem('spielkiste:theme', '{theme}');"
                             "localStorage.setItem('spielkiste:lang', 'en');")
        open_site(page, base_url, "/boxilies?v=1&s=4&pl=l.l&m=1aN-a3")
        page.add_script_tag(path=str(AXE))
        found = {}

        def check(name):
            violations = page.evaluate(RUN, TAGS)
            if violations:
                found[name] = [(v["rule"], n["target"], n["summary"]) for v in violations for n in v["nodes"][:4]]

        check("seat question")
        page.locator("#btn-iam-1").click()
        boxilies_move(page)
        check("send your move")
        page.locator("#btn-sendqr").click()
        page.wait_for_selector("#dialog[open] svg.qr-code")
        check("QR dialog")
        page.keyboard.press("Escape")
        check("waiting")
        page.locator("#btn-new").click()
        page.wait_for_selector('#newgame-form select[name="me"]')
        check("dialog by link")
        page.keyboard.press("Escape")
        assert not found, found
    finally:
        context.close()
    assert not guard.errors, guard.errors


def test_segno_is_vendored_pinned_and_precached():
    """The page's QR code needs no CDN: the pinned wheel is in vendor/ and in the service
    worker's file list (so it works offline too)."""
    import hashlib

    import build_site
    import vendor

    version, _, digest = vendor.WHEELS["segno"]
    path = build_site.ROOT / "vendor" / "segno" / "segno.whl"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest
    assert "vendor/segno/segno.whl" in build_site.site_files()
    requirements = (build_site.ROOT / "requirements-test.txt").read_text()
    assert f"segno=={version}\n" in requirements, "the tests use the release the page vendors"


SHARE_SHEET = """window.__shared = [];
navigator.share = (data) => {
  window.__shared.push(data.url);
  if (window.__shared.length === 1) {  // the first time the player closes the sheet
    return Promise.reject(new DOMException('closed', 'AbortError'));
  }
  return Promise.resolve();
};"""


def test_send_uses_the_share_sheet_where_the_browser_has_one(devices, base_url):
    page = devices()
    page.add_init_script(SHARE_SHEET)
    open_site(page, base_url, "/iye?v=1&s=5&pl=l.l")
    assert page.locator("#btn-sharenative").is_visible()
    page.locator("#btn-iam-0").click()
    iye_move(page)
    page.locator("#btn-sendmove").click()
    page.wait_for_function("window.__shared.length === 1")
    assert page.locator("#btn-sendmove:not(.secondary)").count() == 1, "closed sheet: not sent"
    assert page.locator("#btn-undo").is_enabled()
    page.locator("#btn-sendmove").click()
    page.wait_for_selector("#btn-sendmove.secondary")
    shared = page.evaluate("window.__shared")
    assert len(shared) == 2 and shared[1].startswith(base_url) and "&pl=l.l&m=" in shared[1]
    assert page.locator("#btn-undo").is_disabled()
    assert "Waiting for Player 2's move" in page.locator("#status").inner_text()

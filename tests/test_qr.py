"""The QR code of a share link round-trips (issue 17): segno encodes it, ui.qr draws
the SVG the page shows, and zxing-cpp, an independent reader (the C++ port of the
ZXing decoder that phones' scanner apps are built on, not segno's own code), reads
the drawing back to the same text. The SVG is rasterized here from its own path data
(a white square, one dark rectangle per run), so what is decoded is what the page
draws."""

import random
import re

import pytest
import zxingcpp

import spielkiste
from ui import qr

ORIGIN = "https://someone-with-a-long-name.github.io/spielkiste/#"
_RUN = re.compile(r"M(\d+) (\d+)h(\d+)v1h-\3z")


def raster(svg, scale=3):
    """The SVG's pixels (0 dark, 255 white) as a 2-D memoryview zxing-cpp reads."""
    size = int(re.search(r'viewBox="0 0 (\d+) (\d+)"', svg).group(1))
    assert re.search(rf'<rect width="{size}" height="{size}" fill="#fff"/>', svg), "a white background"
    path = re.search(r'<path fill="#000" d="([^"]*)"/>', svg).group(1)
    runs = _RUN.findall(path)
    assert "".join(f"M{x} {y}h{n}v1h-{n}z" for x, y, n in runs) == path, "nothing but runs in the path"
    width = size * scale
    pixels = bytearray([255]) * (width * width)
    for x, y, n in runs:
        x, y, n = int(x), int(y), int(n)
        assert qr.QUIET <= x and x + n <= size - qr.QUIET and qr.QUIET <= y < size - qr.QUIET, "quiet zone kept"
        for row in range(y * scale, (y + 1) * scale):
            start = row * width + x * scale
            pixels[start:start + n * scale] = bytes(n * scale)
    return memoryview(bytes(pixels)).cast("B", shape=[width, width])


def read(svg):
    found = zxingcpp.read_barcodes(raster(svg))
    assert len(found) == 1, f"{len(found)} codes read"
    assert found[0].format == zxingcpp.BarcodeFormat.QRCode
    return found[0].text


def longest_game(game_id, count, seed):
    rng = random.Random(seed)
    best = None
    for _ in range(count):
        m = spielkiste.new_match(game_id, seed=rng.randrange(2**53))
        while not m.is_over:
            m.play(rng.choice(m.legal_moves()))
        if best is None or len(m.link()) > len(best.link()):
            best = m
    return best


@pytest.mark.parametrize("game_id", sorted(spielkiste.GAMES))
def test_the_link_of_a_long_game_round_trips(game_id):
    m = longest_game(game_id, 30, seed=17)
    by_link = () if spielkiste.GAMES[game_id].hidden_information else (("link", "link"),)
    for players in by_link + (("human", "ai:strong"),):
        url = ORIGIN + m.link(players)
        code = qr.encode(url)
        svg = qr.svg(code.matrix, "label")
        assert read(svg) == url
        assert code.version <= 20, f"{len(url)} characters need version {code.version}"
    # and a reader that follows the link gets the same match
    assert spielkiste.match_from_link(read(qr.svg(qr.encode(url).matrix)).split("#", 1)[1]).moves == m.moves


def test_a_60_move_game_needs_a_small_code():
    """The figures of bench/link_sizes.py, held: 60 moves of any game in QR version <= 14."""
    for game_id in ("soulaween", "iye", "solstis"):
        m = longest_game(game_id, 10, seed=3)
        cut = spielkiste.new_match(game_id, seed=m.seed)
        for move in m.moves[:60]:
            cut.play(move)
        url = ORIGIN + cut.link(("human", "ai:normal"))  # as long as pl=l.l
        assert len(url) < 450 and qr.encode(url).version <= 14, (game_id, len(url))


def test_svg_is_safe_markup_and_round_trips_odd_text():
    text = 'https://x.example/#/iye?v=1&s=2&m=a"<b>'
    code = qr.encode(text)
    svg = qr.svg(code.matrix, 'say "<hi>"')
    assert 'aria-label="say &quot;&lt;hi&gt;&quot;"' in svg and "style=" not in svg
    assert read(svg) == text
    assert code.version >= 1 and not code.is_micro


def test_the_dialog_shows_link_and_code():
    html = qr.dialog_html("de", "https://x/#/iye?a=1&b=2", "<svg/>", 7)
    assert 'data-version="7"' in html and 'value="https://x/#/iye?a=1&amp;b=2"' in html
    assert 'data-act="ui:closeqr"' in html and "Scannen" in html
    assert "Der QR-Code wird gezeichnet" in qr.dialog_html("de", "u")

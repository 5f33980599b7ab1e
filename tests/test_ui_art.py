"""Our own art (issue 25): the games' pieces share one drawing family (ui/games/art.py)."""

import re

from ui.games import art
from ui.games.boxilies import board as bb
from ui.games.iye import board as ib
from ui.games.soulaween import board as sb


def test_every_piece_has_the_family_outline_and_its_deeper_shade():
    pieces = {"soulaween": sb.piece_svg(1, 0, 0), "iye": ib.kind_svg(2, 0, 0, 100),
              "boxilies": bb.stone_svg((1, 1, 0, 2), 0, 0, 0, 100)}
    for game, svg in pieces.items():
        assert f'stroke-width="{art.LINE}" vector-effect="non-scaling-stroke"' in svg, game
        assert 'class="deep"' in svg and 'class="base"' in svg, game
        assert "opacity" not in svg, game  # solid colours: every contrast can be computed


def _points_y(svg):
    """The y of every point of the deep part's path (an arc's radii left out)."""
    deep = re.search(r'class="deep" d="([^"]+)"', svg).group(1)
    deep = re.sub(r"A[-\d.]+,[-\d.]+ \d \d \d ", " ", deep)
    return [float(y) for y in re.findall(r"[-\d.]+,([-\d.]+)", deep)]


def test_the_shade_lies_inside_the_lower_part_of_the_shape():
    ys = _points_y(art.shaded_disc(50, 50, 40))
    assert min(ys) > 50 and max(ys) <= 90
    ys = _points_y(art.shaded_plate(0, 0, 100, 100, 10))
    assert min(ys) > 50 and max(ys) <= 100


def test_rounded_corners_stay_near_their_points():
    d = art.rounded([(0, 0), (10, 0), (5, 8)], 1)
    assert d.startswith("M") and d.endswith("Z") and d.count("Q") == 3
    for x, y in re.findall(r"([-\d.]+),([-\d.]+)", d):
        assert -0.01 <= float(x) <= 10.01 and -0.01 <= float(y) <= 8.01

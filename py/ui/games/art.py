"""Drawing helpers for the games' own art (issue 25): one illustrated family with
Solstis' landscape. Rounded forms; one outline weight on every board and picture; a
flat colour with a deeper shade of itself below (light from above), a round piece also
a small sheen. Colours are solid (no opacity) and come from each game's stylesheet through
the part classes `base`, `deep`, `sheen` and `edge`, so every contrast can be computed.
Generic: it names no game.
"""

LINE = 1.5  # the outline's width in CSS px, whatever the board's scale (Solstis' tile edge)
#: the attributes of the family's outline on any shape (its colour comes from the stylesheet)
LINE_ATTRS = f'stroke-width="{LINE}" vector-effect="non-scaling-stroke" stroke-linejoin="round"'
_EDGE = f'fill="none" {LINE_ATTRS}'


def num(v: float) -> str:
    """A coordinate, short: one decimal, no trailing zero."""
    text = f"{v:.1f}"
    return text[:-2] if text.endswith(".0") else text


Paint = tuple[str, str, str, str]  # base fill, deep fill, sheen stroke, edge stroke


def _paint(paint: Paint | None, k: int, attr: str) -> str:
    """A colour as a presentation attribute: the drawing stands before its stylesheet has
    arrived (the picker's cards); the stylesheet's rules override it."""
    return f' {attr}="{paint[k]}"' if paint else ""


def shaded_disc(cx: float, cy: float, r: float, paint: Paint | None = None) -> str:
    """A round piece lit from above: its colour, the lower third in the deeper shade
    (under a gentle curve, like the land under a ridge), a sheen at the upper left
    and the outline."""
    sx, sy = r * 0.966, r * 0.259  # the shade starts 15° below the horizontal
    deep = (f"M{num(cx - sx)},{num(cy + sy)}A{num(r)},{num(r)} 0 0 0 {num(cx + sx)},{num(cy + sy)}"
            f"Q{num(cx)},{num(cy + r * 0.62)} {num(cx - sx)},{num(cy + sy)}Z")
    a = r * 0.74
    sheen = f"M{num(cx - a * 0.94)},{num(cy - a * 0.34)}A{num(a)},{num(a)} 0 0 1 {num(cx - a * 0.42)},{num(cy - a * 0.91)}"
    return (f'<circle class="base" cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"{_paint(paint, 0, "fill")}/>'
            f'<path class="deep" d="{deep}"{_paint(paint, 1, "fill")}/>'
            f'<path class="sheen" d="{sheen}" fill="none" stroke-width="{num(r * 0.11)}" stroke-linecap="round"'
            f'{_paint(paint, 2, "stroke")}/>'
            f'<circle class="edge" cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" {_EDGE}{_paint(paint, 3, "stroke")}/>')


def shaded_plate(x: float, y: float, w: float, h: float, rx: float, paint: Paint | None = None) -> str:
    """A rounded tile lit from above, like a Solstis tile: its colour, the lower part in
    the deeper shade under a gentle curve, and the outline."""
    k = y + h * 0.64
    deep = (f"M{num(x)},{num(k)}Q{num(x + w / 2)},{num(k + h * 0.1)} {num(x + w)},{num(k - h * 0.04)}"
            f"V{num(y + h - rx)}A{num(rx)},{num(rx)} 0 0 1 {num(x + w - rx)},{num(y + h)}"
            f"H{num(x + rx)}A{num(rx)},{num(rx)} 0 0 1 {num(x)},{num(y + h - rx)}Z")
    box = f'x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="{num(rx)}"'
    return (f'<rect class="base" {box}{_paint(paint, 0, "fill")}/><path class="deep" d="{deep}"{_paint(paint, 1, "fill")}/>'
            f'<rect class="edge" {box} {_EDGE}{_paint(paint, 3, "stroke")}/>')


def rounded(points: list[tuple[float, float]], r: float) -> str:
    """A closed path through `points` with every corner rounded by about r: the
    family's soft triangles and arrows."""
    n = len(points)
    out = []
    for k in range(n):
        (px, py), (x, y), (nx, ny) = points[k - 1], points[k], points[(k + 1) % n]
        a = _toward(x, y, px, py, r)
        b = _toward(x, y, nx, ny, r)
        out.append(f"{'M' if k == 0 else 'L'}{num(a[0])},{num(a[1])}Q{num(x)},{num(y)} {num(b[0])},{num(b[1])}")
    return "".join(out) + "Z"


def _toward(x: float, y: float, tx: float, ty: float, r: float) -> tuple[float, float]:
    """The point r from (x, y) toward (tx, ty), at most halfway."""
    dx, dy = tx - x, ty - y
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    step = min(r, length / 2) / length
    return x + dx * step, y + dy * step

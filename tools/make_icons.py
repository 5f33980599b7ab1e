"""Draw the PNG app icons from icons/icon.svg, with the standard library only.

    python3 tools/make_icons.py          # writes icons/icon-192.png, icon-512.png, icon-maskable-512.png
    python3 tools/make_icons.py --check  # exits non-zero if the PNGs are out of date

Install prompts and home screens want PNGs (192 and 512 px); the SVG stays the source.
The icon uses only filled <rect> (with rx), <circle> and straight-line <path>s
(M/L/Z, convex), so a tiny scan-line rasteriser is enough: for each of 8 sub-rows per
pixel row a shape covers one interval, which gives exact horizontal and 8x vertical
anti-aliasing. The maskable icon fills the whole square and shrinks the figures into
the safe zone (the middle 80 %), because launchers cut it to a circle or squircle.
"""

import math
import pathlib
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
ICONS = ROOT / "icons"
SUBROWS = 8
OUTPUTS = (("icon-192.png", 192, False), ("icon-512.png", 512, False), ("icon-maskable-512.png", 512, True))


def rgb(text):
    text = text.lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    return tuple(int(text[i:i + 2], 16) / 255 for i in (0, 2, 4))


class RoundRect:
    def __init__(self, x, y, w, h, r):
        self.x, self.y, self.w, self.h, self.r = x, y, w, h, min(r, w / 2, h / 2)

    def span(self, y):
        if not self.y <= y <= self.y + self.h:
            return None
        d = max(self.y + self.r - y, y - (self.y + self.h - self.r), 0)
        inset = self.r - math.sqrt(max(self.r * self.r - d * d, 0)) if d else 0
        return self.x + inset, self.x + self.w - inset

    def scaled(self, k, c):
        return RoundRect(c + (self.x - c) * k, c + (self.y - c) * k, self.w * k, self.h * k, self.r * k)


class Circle:
    def __init__(self, cx, cy, r):
        self.cx, self.cy, self.r = cx, cy, r

    def span(self, y):
        d = y - self.cy
        if abs(d) > self.r:
            return None
        half = math.sqrt(self.r * self.r - d * d)
        return self.cx - half, self.cx + half

    def scaled(self, k, c):
        return Circle(c + (self.cx - c) * k, c + (self.cy - c) * k, self.r * k)


class Polygon:
    def __init__(self, points):
        self.points = points

    def span(self, y):
        xs = []
        pts = self.points
        for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=True):
            if y0 == y1 or not min(y0, y1) <= y <= max(y0, y1):
                continue
            xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
        return (min(xs), max(xs)) if xs else None

    def scaled(self, k, c):
        return Polygon([(c + (x - c) * k, c + (y - c) * k) for x, y in self.points])


def parse_svg(text):
    """(view-box size, [(shape, colour)]) from the icon's SVG source."""
    tree = ET.fromstring(text)
    size = float(tree.get("viewBox").split()[2])
    shapes = []
    for el in tree.iter():
        tag = el.tag.rsplit("}", 1)[-1]
        num = lambda name, default=0.0, el=el: float(el.get(name, default))  # noqa: E731
        if tag == "rect":
            shape = RoundRect(num("x"), num("y"), num("width"), num("height"), num("rx", el.get("ry", 0)))
        elif tag == "circle":
            shape = Circle(num("cx"), num("cy"), num("r"))
        elif tag == "path":
            values = [float(v) for v in re.findall(r"-?[\d.]+", el.get("d"))]
            if re.sub(r"[\d.\s,-]", "", el.get("d")).upper().strip("MLZ") or len(values) % 2:
                sys.exit(f"make_icons: only M/L/Z paths are supported: {el.get('d')}")
            shape = Polygon(list(zip(values[::2], values[1::2], strict=True)))
        else:
            continue
        shapes.append((shape, rgb(el.get("fill", "#000"))))
    return size, shapes


def render(size_px, view, shapes, maskable):
    """RGBA rows (bytes) of the icon at size_px."""
    if maskable:
        colour = shapes[0][1]
        shapes = [(RoundRect(0, 0, view, view, 0), colour)] + [(s.scaled(0.8, view / 2), c) for s, c in shapes[1:]]
    scale = size_px / view
    pixels = [[0.0, 0.0, 0.0, 0.0] for _ in range(size_px * size_px)]
    for shape, (r, g, b) in shapes:
        for py in range(size_px):
            cover = {}
            for sub in range(SUBROWS):
                span = shape.span((py + (sub + 0.5) / SUBROWS) / scale)
                if span is None:
                    continue
                x0, x1 = max(span[0] * scale, 0), min(span[1] * scale, size_px)
                for px in range(int(x0), min(math.ceil(x1), size_px)):
                    part = min(x1, px + 1) - max(x0, px)
                    if part > 0:
                        cover[px] = cover.get(px, 0.0) + part / SUBROWS
            row = py * size_px
            for px, a in cover.items():
                a = min(a, 1.0)
                p = pixels[row + px]
                keep = 1 - a
                p[0], p[1], p[2] = p[0] * keep + r * a, p[1] * keep + g * a, p[2] * keep + b * a
                p[3] = p[3] * keep + a
    rows = []
    for py in range(size_px):
        line = bytearray(b"\0")  # filter type: none
        for p in pixels[py * size_px:(py + 1) * size_px]:
            alpha = p[3]
            # colour channels were blended premultiplied; store straight alpha
            line += bytes(round(min(c / alpha, 1) * 255) if alpha else 0 for c in p[:3]) + bytes([round(alpha * 255)])
        rows.append(bytes(line))
    return rows


def png(size_px, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size_px, size_px, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


def main(argv):
    view, shapes = parse_svg((ICONS / "icon.svg").read_text())
    stale = []
    for name, size_px, maskable in OUTPUTS:
        data = png(size_px, render(size_px, view, shapes, maskable))
        target = ICONS / name
        if "--check" in argv:
            if not target.exists() or target.read_bytes() != data:
                stale.append(name)
        else:
            target.write_bytes(data)
            print(f"icons/{name}: {len(data)} bytes")
    if stale:
        sys.exit(f"out of date: {', '.join(stale)}: run python3 tools/make_icons.py")


if __name__ == "__main__":
    main(sys.argv[1:])

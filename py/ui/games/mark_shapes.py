"""The marks' shapes: what a renderer draws for the screen's marks (issue 24, item 3).

The screen hands a renderer its marks as data (`Ctx.marks`: {kind: [names]}, and
`Ctx.arrow`), as chessground takes lastMove and autoShapes; the renderer draws them
with its cells (`base.gridcell(..., marks=ctx.marked(name))`) and over its board
(`base.arrow_layer`), and the controls' markup gets its marks from `mark_controls`
before it reaches the page. Nothing is added to the page after a render. Kinds:
"lesson", "hint", "better" (a dotted or dashed frame in --mark), "own" (the player's
own last move against the computer: a thin dashed frame), "reply" (the opponent's
reply: corner brackets, like the board's own last-move mark). Pure: no DOM.
"""

import re

INSET = 13  # inside the focus ring (3..8) and the last-move brackets (6)


def frame(kind: str, x: float, y: float, w: float, h: float) -> str:
    """A thick dotted frame inside a cell's box (x, y, w, h): a halo, then the dots."""
    inset = min(INSET, w / 8, h / 8)  # small cells (Solstis places) keep room for their name
    x0, y0 = x + inset, y + inset
    w0, h0 = max(w - 2 * inset, 4), max(h - 2 * inset, 4)
    rect = f'x="{x0:.1f}" y="{y0:.1f}" width="{w0:.1f}" height="{h0:.1f}" rx="6"'
    return (f'<g class="mark-frame mark-{kind}" aria-hidden="true" pointer-events="none">'
            f'<rect class="mark-halo" {rect}/><rect class="mark-dots" {rect}/></g>')


def brackets(kind: str, x: float, y: float, w: float, h: float) -> str:
    """Four corner brackets inside a cell's box (the reply's mark: a shape, not a colour)."""
    a, k = 6, min(w, h) * 0.22
    x0, y0, x1, y1 = x + a, y + a, x + w - a, y + h - a
    d = (f"M{x0:g},{y0 + k:g}V{y0:g}H{x0 + k:g}M{x1 - k:g},{y0:g}H{x1:g}V{y0 + k:g}"
         f"M{x1:g},{y1 - k:g}V{y1:g}H{x1 - k:g}M{x0 + k:g},{y1:g}H{x0:g}V{y1 - k:g}")
    return f'<path class="last-mark mark-{kind}" d="{d}" aria-hidden="true" pointer-events="none"/>'


def cell_mark(kind: str, box: tuple) -> str:
    """The mark of `kind` drawn in a cell's box."""
    return brackets(kind, *box) if kind == "reply" else frame(kind, *box)


def arrow(kind: str, x1: float, y1: float, x2: float, y2: float, head: float = 26.0, gap: float = 30.0) -> str:
    """An arrow from (x1, y1) to (x2, y2), both cell centres; it stops short of both
    centres (`gap`) so the pieces stay readable, and ends in a filled head."""
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    if length < 2 * gap + head:
        return ""
    ux, uy = dx / length, dy / length
    sx, sy = x1 + ux * gap, y1 + uy * gap
    tx, ty = x2 - ux * gap, y2 - uy * gap
    bx, by = tx - ux * head, ty - uy * head  # the head's base
    px, py = -uy * head * 0.55, ux * head * 0.55
    shaft = f'M{sx:.1f},{sy:.1f}L{bx:.1f},{by:.1f}'
    tip = f'M{tx:.1f},{ty:.1f}L{bx + px:.1f},{by + py:.1f}L{bx - px:.1f},{by - py:.1f}Z'
    return (f'<g class="mark-arrow mark-{kind}" aria-hidden="true" pointer-events="none">'
            f'<path class="mark-halo" d="{shaft}{tip}"/><path class="mark-shaft" d="{shaft}"/>'
            f'<path class="mark-head" d="{tip}"/></g>')


def mark_classes(kinds: tuple[str, ...] | list[str]) -> str:
    """' mark mark-<kind>…' for an element's class attribute ("" when unmarked)."""
    return " mark" + "".join(f" mark-{k}" for k in kinds) if kinds else ""


_TAG = re.compile(r'<(?:button|span|div|li|a)\b[^>]*\bdata-(?:act|cell)="[^"]*"[^>]*>')
_DATA = re.compile(r'\bdata-(act|cell)="([^"]*)"')
_CLASS = re.compile(r'\bclass="([^"]*)"')


def mark_controls(html: str, marked) -> str:
    """The controls' markup with each marked control's classes: `marked(name)` gives the
    kinds of a name ("act:<action>" for data-act, the cell name for data-cell), as
    `Ctx.marked` does. The renderer's markup is read as it was written (attribute values
    escaped, `class` before or after the data attribute)."""
    def one(m: re.Match) -> str:
        tag = m.group(0)
        kinds: list[str] = []
        for attr, value in _DATA.findall(tag):
            kinds += [k for k in marked(("act:" if attr == "act" else "") + _unescape(value)) if k not in kinds]
        if not kinds:
            return tag
        extra = mark_classes(kinds)
        if _CLASS.search(tag):
            return _CLASS.sub(lambda c: f'class="{c.group(1)}{extra}"', tag, count=1)
        return tag[:-1] + f' class="{extra.strip()}">'
    return _TAG.sub(one, html)


def _unescape(value: str) -> str:
    return value.replace("&quot;", '"').replace("&#x27;", "'").replace("&lt;", "<").replace("&gt;", ">") \
        .replace("&amp;", "&")

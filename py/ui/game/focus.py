"""Keyboard focus on the game screen (the view's part): a roving tab stop in the
board grid, and the focus after a render. A render patches the page (js/morph.mjs), so
the element with the focus is kept and keeps it; only two things are decided here: after
a move the focus goes on to where the player acts next (the hand-over button, or what the
renderer marked `data-next`), and if the focused element is gone or disabled, it goes
there too."""

from ..page import nn


def focused(page):
    """The element with the focus before a render (None when nothing on the page has it)."""
    active = nn(page.doc.activeElement)
    if active is None or active == page.doc.body or not active.getAttribute:
        return None
    return active


def _acts(node):
    """`node` is a board cell or something one acts with (data-act), not a heading or a field."""
    return node.getAttribute("role") == "gridcell" or nn(node.getAttribute("data-act")) is not None


def after_render(page, before, moved=False):
    """The grid's one tab stop (the focused cell, else the next place, else the first
    cell one can act on, else the first), then the focus: after a move (`moved`) made
    from the board or a control, on to where the player acts next if the page says so;
    if the element `before` lost it (gone, hidden or disabled), on to the next place."""
    cells = page.doc.querySelectorAll('#board [role="gridcell"]')
    for i in range(cells.length):
        cells.item(i).setAttribute("tabindex", "-1")
    target = before if before is not None and before.getAttribute("role") == "gridcell" and page.doc.contains(before) \
        else None
    if target is None:
        target = (page.q('#board [role="gridcell"][data-next]') or page.q('#board [role="gridcell"][data-act]')
                  or (cells.item(0) if cells.length else None))
    if target is not None:
        target.setAttribute("tabindex", "0")
    grids = page.doc.querySelectorAll('#board [role="grid"]')
    for i in range(grids.length if grids.length > 1 else 0):  # a board of several grids: one stop each
        grid = grids.item(i)
        if nn(grid.querySelector('[role="gridcell"][tabindex="0"]')) is None:
            first = nn(grid.querySelector('[role="gridcell"][data-next]')) or nn(grid.querySelector('[role="gridcell"]'))
            if first is not None:
                first.setAttribute("tabindex", "0")
    if before is None:
        return
    if moved and _acts(before) and (page.q("#btn-handdone, #btn-handover") or page.q(".game-screen [data-next]")):
        cell = page.q('#board [role="gridcell"][data-next]')
        if cell is not None and target is not None:  # the roving tab stop goes along
            target.setAttribute("tabindex", "-1")
            cell.setAttribute("tabindex", "0")
        focus_next_place(page)
    elif nn(page.doc.activeElement) != before:
        focus_next_place(page)


def focus_next_place(page):
    """Where the player acts next: the hand-over button, the board, or a control."""
    for selector in ("#btn-handdone", "#btn-handover", ".game-screen [data-next]", '#board [role="gridcell"][tabindex="0"]',
                     "#controls button", "#result button", "#game-title"):
        node = page.q(selector)
        if node is not None:
            node.focus()
            return


def move_grid_focus(cell, key):
    """An arrow key in the board grid: the nearest cell that way takes the tab stop."""
    dr, dc = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}[key]
    r, c = int(cell.getAttribute("data-r")), int(cell.getAttribute("data-c"))
    grid = cell.closest('[role="grid"]')
    cells = grid.querySelectorAll('[role="gridcell"]')
    best, best_d = None, None
    for i in range(cells.length):
        other = cells.item(i)
        orr, oc = int(other.getAttribute("data-r")), int(other.getAttribute("data-c"))
        along = (orr - r) * dr + (oc - c) * dc
        across = abs((orr - r) * dc) + abs((oc - c) * dr)
        if along <= 0:
            continue
        d = along * 10 + across
        if best_d is None or d < best_d:
            best, best_d = other, d
    if best is not None:
        cell.setAttribute("tabindex", "-1")
        best.setAttribute("tabindex", "0")
        best.focus()

"""Keyboard focus on the game screen (the view's part): a roving tab stop in the
board grid, and the focus kept where it was across a render, or moved on to where
the player acts next after a move (the hand-over button, or what the renderer
marked `data-next`)."""

from ..page import css_escape, nn


def focus_key(page):
    """What has the focus, said so that it can be found again after a render."""
    active = nn(page.doc.activeElement)
    if active is None or not active.getAttribute:
        return None
    if active.getAttribute("role") == "gridcell":
        return ("cell", str(active.getAttribute("data-r")), str(active.getAttribute("data-c")))
    act = nn(active.getAttribute("data-act"))
    if act:
        return ("act", str(act))
    if active.id:
        return ("id", str(active.id))
    return None


def restore_focus(page, focus_key, moved=False):
    """Keep the focus where it was; after a move (`moved`) that was in the board or
    the controls, go where the player acts next if the page says where: the hand-over
    button, or an element the renderer marked `data-next`."""
    cells = page.doc.querySelectorAll('#board [role="gridcell"]')
    for i in range(cells.length):
        cells.item(i).setAttribute("tabindex", "-1")
    target = None
    if focus_key and focus_key[0] == "cell":
        target = page.q(f'#board [role="gridcell"][data-r="{focus_key[1]}"][data-c="{focus_key[2]}"]')
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
    if focus_key is None:
        return
    if moved and focus_key[0] in ("cell", "act") and (page.q("#btn-handdone, #btn-handover")
                                                      or page.q(".game-screen [data-next]")):
        cell = page.q('#board [role="gridcell"][data-next]')
        if cell is not None and target is not None:  # the roving tab stop goes along
            target.setAttribute("tabindex", "-1")
            cell.setAttribute("tabindex", "0")
        focus_next_place(page)
        return
    if focus_key[0] == "cell":
        if target is not None:
            target.focus()
        else:
            focus_next_place(page)
    elif focus_key[0] == "act":
        node = page.q(f'.game-screen [data-act="{css_escape(focus_key[1])}"]')
        if node is not None and not node.hasAttribute("disabled"):
            node.focus()
        else:
            focus_next_place(page)
    elif focus_key[0] == "id":
        node = page.el(focus_key[1])
        if node is not None and not node.hasAttribute("disabled"):
            node.focus()
        elif focus_key[1].startswith("btn-"):
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

"""The Boxilies designer (route #/boxilies/designer): draw a board inside the 6x6
grid, edit each player's stones, then play the design or save it on the device.

The draft, its actions and the HTML are pure Python (tested under CPython); only
`DesignerPage` touches the DOM, and it imports js lazily. The design itself is the
engine's: `boxilies.design_problems` decides what is playable, so the page can never
accept a design the engine would refuse. Every reason is shown inline, next to what
it is about, and "Play" stays disabled until there is none.
"""

import random
from urllib.parse import parse_qsl

import spielkiste
from spielkiste.games import boxilies as bx
from spielkiste.link import MAX_SEED

from ...browser_errors import BROWSER_ERRORS
from ...i18n import t, tn
from ...saves import store_merged
from ..base import esc
from .board import S, stone_svg

DRAFT_KEY = "boxilies-draft"  # the draft being edited (survives reloads)
SAVED_KEY = "boxilies-designs"  # {"v": 1, "designs": [{"name": ..., "design": ...}, ...]}
SAVED_VERSION = 1
MAX_SAVED = 50
MAX_SAVE_NAME = 40
NAME_INPUT_LIMIT = 60  # the input stops here; the engine's limit (20) is explained inline
NEW_STONE = (1, 0, 0, 0)
PRESETS = ("3x3", "2x5", "4x4", "empty")

# its words: "boxilies.designer.<key>" and "boxilies.problem.<code>" in locale/*.po (ui/i18n.py)


def tr(lang, key, **kw):
    return t(lang, f"boxilies.designer.{key}", **kw)


def problem_message(lang, problem):
    code, details = problem
    return t(lang, f"boxilies.problem.{code}", **details)


# -- the draft ----------------------------------------------------------------------

class Draft:
    """The design being edited: cells on, and per player a list of [arrows, name]."""

    def __init__(self, cells=(), stones=((), ())):
        self.cells = {(int(f), int(r)) for f, r in cells}
        self.stones = [[[list(arrows), str(name)] for arrows, name in spec] for spec in stones]

    @classmethod
    def from_design(cls, design, keep_ids_as_names=False):
        stones = [[(s.arrows, s.name or (s.id if keep_ids_as_names else "")) for s in spec] for spec in design.stones]
        return cls(design.cells, stones)

    @classmethod
    def from_text(cls, text):
        """The draft of a design text; BadOptions if it cannot be read (it may
        still have problems: a half-finished design is a fine draft)."""
        return cls.from_design(bx.decode_design(text))

    @classmethod
    def preset(cls, name):
        if name == "empty":
            return cls((), ([(NEW_STONE, "")], [(NEW_STONE, "")]))
        return cls.from_design(bx.BOARDS[name], keep_ids_as_names=True)

    def design(self):
        return bx.make_design(self.cells, *[[(a, n) for a, n in spec] for spec in self.stones])

    def problems(self):
        return bx.design_problems(self.design())

    def text(self):
        """The design text (for the link, the stored draft and saved designs)."""
        return bx.encode_design(self.design())

    # -- edits (each returns True if something changed) ---------------------------
    def toggle(self, f, r):
        if not (0 <= f < bx.GRID and 0 <= r < bx.GRID):
            return False
        self.cells ^= {(f, r)}
        return True

    def add_stone(self, p):
        if len(self.stones[p]) >= bx.MAX_STONES:
            return False
        self.stones[p].append([list(NEW_STONE), ""])
        return True

    def remove_stone(self, p, k):
        if not 0 <= k < len(self.stones[p]):
            return False
        del self.stones[p][k]
        return True

    def copy_first(self):
        self.stones[1] = [[list(a), n] for a, n in self.stones[0]]
        return True

    def set_arrows(self, p, k, d, value):
        if not (0 <= k < len(self.stones[p]) and 0 <= d < 4 and value.isdigit() and 0 <= int(value) <= bx.MAX_SIDE):
            return False
        self.stones[p][k][0][d] = int(value)
        return True

    def set_name(self, p, k, value):
        if not 0 <= k < len(self.stones[p]):
            return False
        self.stones[p][k][1] = str(value)[:NAME_INPUT_LIMIT]
        return True


def parse_int(text, low, high):
    """An int in [low, high] from action text, else None."""
    return int(text) if text.isdigit() and len(text) < 4 and low <= int(text) <= high else None


# -- saved designs ----------------------------------------------------------------------

def clean_saved(data):
    """The list of (name, design text) in stored data; anything unreadable is dropped."""
    if not isinstance(data, dict) or data.get("v") != SAVED_VERSION or not isinstance(data.get("designs"), list):
        return []
    result, seen = [], set()
    for item in data["designs"][:MAX_SAVED]:
        if not isinstance(item, dict):
            continue
        name, text = item.get("name"), item.get("design")
        if not isinstance(name, str) or not isinstance(text, str) or not name.strip() or name in seen:
            continue
        if len(name) > MAX_SAVE_NAME or len(text) > bx.MAX_DESIGN_TEXT:
            continue
        try:
            bx.decode_design(text)
        except spielkiste.BadOptions:
            continue
        seen.add(name)
        result.append((name, text))
    return result


def saved_data(saved):
    return {"v": SAVED_VERSION, "designs": [{"name": n, "design": t} for n, t in saved]}


def with_saved(saved, name, text):
    """The list after saving `text` as `name` (same name: replaced in place)."""
    out = list(saved)
    for i, (n, _) in enumerate(out):
        if n == name:
            out[i] = (name, text)
            return out
    return out + [(name, text)]


def play_link(draft, seed):
    """The link of a new game on the draft's design (BadOptions if not playable)."""
    match = spielkiste.new_match("boxilies", {"board": "custom", "design": draft.text()}, seed=seed)
    return match.link()


# -- the HTML ---------------------------------------------------------------------------

def render(draft, lang, saved, save_name="", message="", focus_cell=None):
    """The whole designer section."""
    problems = draft.problems()
    stone_problems = {}
    general = []
    for problem in problems:
        details = problem[1]
        if "stone" in details:
            stone_problems.setdefault((details["player"] - 1, details["stone"]), []).append(problem)
        else:
            general.append(problem)
    presets = "".join(
        f'<button type="button" class="secondary" data-act="designer:preset:{p}">{esc(tr(lang, "preset_" + p))}</button>'
        for p in PRESETS)
    parts = [
        '<section class="boxilies-designer" id="designer" aria-labelledby="designer-title">',
        f'<nav class="toolbar"><a class="button secondary" href="#/">{esc(tr(lang, "back"))}</a>'
        f'<a class="button secondary" href="#/boxilies/rules">{esc(tr(lang, "rules"))}</a></nav>',
        f'<h2 id="designer-title" tabindex="-1">{esc(tr(lang, "title"))}</h2>',
        f'<p>{esc(tr(lang, "intro"))}</p>',
        f'<div class="toolbar" role="group" aria-label="{esc(tr(lang, "start_from"))}">'
        f'<span class="boxilies-dlabel">{esc(tr(lang, "start_from"))}:</span>{presets}</div>',
        f'<p id="designer-message" class="boxilies-dmessage" role="status">{esc(message)}</p>',
        render_board(draft, lang, focus_cell),
    ]
    for p in (0, 1):
        parts.append(render_stones(draft, lang, p, stone_problems))
    parts.append(render_problems(lang, problems))
    parts.append(render_save(lang, saved, save_name))
    parts.append("</section>")
    return "".join(parts)


def render_board(draft, lang, focus_cell=None):
    """The 6x6 grid of toggle buttons; one tab stop (`focus_cell`, else a6), the
    arrow keys move between them."""
    n = len(draft.cells)
    rows = []
    focus_cell = focus_cell or (0, bx.GRID - 1)
    for r in reversed(range(bx.GRID)):
        cells = []
        for f in range(bx.GRID):
            on = (f, r) in draft.cells
            name = bx.cell_name((f, r))
            tab = "0" if (f, r) == focus_cell else "-1"
            cells.append(
                f'<button type="button" class="boxilies-dcell{" on" if on else ""}" data-act="designer:cell:{f}:{r}" '
                f'data-f="{f}" data-r="{r}" tabindex="{tab}" aria-pressed="{"true" if on else "false"}" '
                f'aria-label="{esc(name)}">{esc(name)}</button>')
        rows.append(f'<div class="boxilies-drow">{"".join(cells)}</div>')
    return (f'<fieldset class="boxilies-dboard"><legend>{esc(tr(lang, "board"))}</legend>'
            f'<div class="boxilies-dgrid" role="group" aria-label="{esc(tr(lang, "board"))}" '
            f'aria-describedby="designer-board-help">{"".join(rows)}</div>'
            f'<p id="designer-board-help" class="boxilies-dhelp">{esc(tn(lang, "boxilies.designer.board_help", n))}</p></fieldset>')


def render_stones(draft, lang, p, stone_problems):
    n = p + 1
    items = []
    dirs, short = [tr(lang, f"dir_{d}") for d in range(4)], [tr(lang, f"dir_short_{d}") for d in range(4)]
    for k, (arrows, name) in enumerate(draft.stones[p]):
        sid = f"s{k + 1}"
        selects = []
        for d in range(4):
            options = "".join(f'<option value="{v}"{" selected" if arrows[d] == v else ""}>{v}</option>'
                              for v in range(bx.MAX_SIDE + 1))
            selects.append(
                f'<label class="boxilies-dside"><span aria-hidden="true">{esc(short[d])}</span>'
                f'<select data-field="arrow:{p}:{k}:{d}" '
                f'aria-label="{esc(tr(lang, "arrows_of", dir=dirs[d], id=sid, n=n))}">{options}</select></label>')
        mine = stone_problems.get((p, sid), [])
        invalid = ' aria-invalid="true"' if mine else ""
        msg_id = f"designer-stone-{p}-{k}-msg"
        described = f' aria-describedby="{msg_id}"' if mine else ""
        problems_html = "".join(f"<li>{esc(problem_message(lang, pr))}</li>" for pr in mine)
        picture = (f'<svg class="boxilies-dpic" viewBox="0 0 {S} {S}" aria-hidden="true">'
                   f'{stone_svg(tuple(arrows), p, 0, 0, S)}</svg>')
        items.append(
            f'<li class="boxilies-dstone{" invalid" if mine else ""}" data-p="{p}" data-k="{k}">'
            f'{picture}<span class="boxilies-dsid">{esc(sid)}</span>'
            f'<label class="boxilies-dname"><span>{esc(tr(lang, "name"))}</span>'
            f'<input type="text" data-field="name:{p}:{k}" value="{esc(name)}" maxlength="{NAME_INPUT_LIMIT}" '
            f'autocomplete="off" aria-label="{esc(tr(lang, "name_of", id=sid, n=n))}"{invalid}{described}></label>'
            f'<span class="boxilies-dsides" role="group"{invalid}{described}>{"".join(selects)}</span>'
            f'<span class="boxilies-dtotal">{esc(tr(lang, "total", n=sum(arrows)))}</span>'
            f'<button type="button" class="secondary" data-act="designer:remove:{p}:{k}" '
            f'aria-label="{esc(tr(lang, "remove_label", id=sid, n=n))}">{esc(tr(lang, "remove"))}</button>'
            f'<ul class="boxilies-dproblem" id="{msg_id}">{problems_html}</ul></li>')
    copy = ""
    if p == 1:
        copy = f'<button type="button" class="secondary" data-act="designer:copy">{esc(tr(lang, "copy"))}</button>'
    add_disabled = " disabled" if len(draft.stones[p]) >= bx.MAX_STONES else ""
    return (f'<fieldset class="boxilies-dplayer p{p}" data-player="{p}">'
            f'<legend>{esc(tr(lang, "stones", n=n, count=len(draft.stones[p])))}</legend>'
            f'<ol class="boxilies-dstones">{"".join(items)}</ol>'
            f'<div class="actions"><button type="button" data-act="designer:add:{p}"{add_disabled}>'
            f'{esc(tr(lang, "add"))}</button>{copy}</div></fieldset>')


def render_problems(lang, problems):
    """The list of every problem, and the Play button (disabled while there are any)."""
    if problems:
        items = "".join(f"<li>{esc(problem_message(lang, p))}</li>" for p in problems)
        body = (f'<h3>{esc(tr(lang, "problems"))}</h3><ul>{items}</ul>'
                f'<p class="boxilies-dhelp">{esc(tr(lang, "play_disabled"))}</p>')
    else:
        body = f'<p>{esc(tr(lang, "ok"))}</p>'
    disabled = " disabled" if problems else ""
    return (f'<div class="boxilies-dcheck" id="designer-check">'
            f'<div id="designer-problems" class="boxilies-dproblems{" bad" if problems else ""}" '
            f'aria-live="polite">{body}</div>'
            f'<button type="button" data-act="designer:play" id="designer-play" '
            f'aria-describedby="designer-problems"{disabled}>{esc(tr(lang, "play"))}</button></div>')


def render_save(lang, saved, save_name):
    rows = []
    for i, (name, _) in enumerate(saved):
        rows.append(
            f'<li><span class="boxilies-dsaved-name">{esc(name)}</span>'
            f'<button type="button" class="secondary" data-act="designer:load:{i}" '
            f'aria-label="{esc(tr(lang, "load_label", name=name))}">{esc(tr(lang, "load"))}</button>'
            f'<button type="button" class="secondary" data-act="designer:delete:{i}" '
            f'aria-label="{esc(tr(lang, "delete_label", name=name))}">{esc(tr(lang, "delete"))}</button></li>')
    listing = f'<ul class="boxilies-dsaved">{"".join(rows)}</ul>' if rows else f'<p>{esc(tr(lang, "no_saved"))}</p>'
    return (f'<fieldset class="boxilies-dsave"><legend>{esc(tr(lang, "save_title"))}</legend>'
            f'<label><span>{esc(tr(lang, "save_name"))}</span> '
            f'<input type="text" id="designer-save-name" data-field="savename" value="{esc(save_name)}" '
            f'maxlength="{MAX_SAVE_NAME}" autocomplete="off"></label> '
            f'<button type="button" data-act="designer:save">{esc(tr(lang, "save"))}</button>'
            f'<h3>{esc(tr(lang, "saved"))}</h3>{listing}</fieldset>')


# -- the controller: actions on the pure state --------------------------------------------

class Designer:
    """The designer's state and what each action does to it, without the DOM.

    `act` and `field` return what the page must do next: "render" (redraw),
    "check" (only the problem list changed), ("go", link) to start a game, or None.
    """

    def __init__(self, lang="en", draft=None, saved=(), message=""):
        self.lang = lang
        self.draft = draft if draft is not None else Draft.preset("3x3")
        self.saved = list(saved)
        self.save_name = ""
        self.message = message
        self.saved_changed = False  # the page writes self.saved to storage when set
        self.focus_cell = None  # the board cell that holds the grid's tab stop

    def html(self):
        return render(self.draft, self.lang, self.saved, self.save_name, self.message, self.focus_cell)

    def problems_html(self):
        return render_problems(self.lang, self.draft.problems())

    def act(self, action, seed=0):
        parts = action.split(":")
        if len(parts) < 2 or parts[0] != "designer":
            return None
        kind, args = parts[1], parts[2:]
        self.message = ""
        draft = self.draft
        if kind == "cell" and len(args) == 2:
            f, r = parse_int(args[0], 0, bx.GRID - 1), parse_int(args[1], 0, bx.GRID - 1)
            if f is None or r is None or not draft.toggle(f, r):
                return None
            self.focus_cell = (f, r)
            return "render"
        if kind == "preset" and len(args) == 1 and args[0] in PRESETS:
            self.draft = Draft.preset(args[0])
            return "render"
        if kind in ("add", "copy", "remove"):
            p = parse_int(args[0], 0, 1) if args else None
            if kind == "copy":
                return "render" if draft.copy_first() else None
            if kind == "add" and p is not None and len(args) == 1:
                return "render" if draft.add_stone(p) else None
            if kind == "remove" and p is not None and len(args) == 2:
                k = parse_int(args[1], 0, bx.MAX_STONES)
                return "render" if k is not None and draft.remove_stone(p, k) else None
            return None
        if kind == "play":
            if draft.problems():
                return "render"
            return ("go", play_link(draft, seed))
        if kind == "save":
            return self.save()
        if kind in ("load", "delete") and len(args) == 1:
            i = parse_int(args[0], 0, MAX_SAVED)
            if i is None or i >= len(self.saved):
                return None
            name, text = self.saved[i]
            if kind == "load":
                try:
                    self.draft = Draft.from_text(text)
                except spielkiste.BadOptions:
                    return None
                self.save_name = name
                self.message = tr(self.lang, "loaded", name=name)
            else:
                del self.saved[i]
                self.saved_changed = True
                self.message = tr(self.lang, "deleted", name=name)
            return "render"
        return None

    def save(self):
        name = self.save_name.strip()[:MAX_SAVE_NAME]
        if not name:
            self.message = tr(self.lang, "save_needs_name")
            return "render"
        if any(code == "name_chars" for code, _ in self.draft.problems()):
            self.message = tr(self.lang, "save_failed")
            return "render"
        if len(self.saved) >= MAX_SAVED and name not in [n for n, _ in self.saved]:
            self.message = tr(self.lang, "too_many_saved", n=MAX_SAVED)
            return "render"
        self.saved = with_saved(self.saved, name, self.draft.text())
        self.saved_changed = True
        self.save_name = name
        self.message = tr(self.lang, "saved_ok", name=name)
        return "render"

    def field(self, name, value):
        """An input changed: arrows redraw the stone and the checks; a stone name
        only the checks (so typing keeps the caret); the save name nothing."""
        parts = name.split(":")
        if parts[0] == "savename" and len(parts) == 1:
            self.save_name = str(value)[:MAX_SAVE_NAME]
            return None
        if parts[0] == "arrow" and len(parts) == 4:
            p, k, d = parse_int(parts[1], 0, 1), parse_int(parts[2], 0, bx.MAX_STONES), parse_int(parts[3], 0, 3)
            if None in (p, k, d):
                return None
            return "render" if self.draft.set_arrows(p, k, d, str(value)) else None
        if parts[0] == "name" and len(parts) == 3:
            p, k = parse_int(parts[1], 0, 1), parse_int(parts[2], 0, bx.MAX_STONES)
            if None in (p, k):
                return None
            return "check" if self.draft.set_name(p, k, value) else None
        return None


def initial_designer(lang, query, stored_draft, stored_saved):
    """The designer as the route opens it: a design from the link (?design=...),
    else the draft left on this device, else the 3x3 design."""
    saved = clean_saved(stored_saved)
    text = None
    try:
        params = dict(parse_qsl(query or "", keep_blank_values=True, max_num_fields=10))
    except ValueError:
        params = {}
    if "design" in params:
        text = params["design"]
        try:
            return Designer(lang, Draft.from_text(text), saved), True
        except spielkiste.BadOptions as exc:
            return Designer(lang, None, saved, tr(lang, "bad_design", msg=str(exc))), True
    if isinstance(stored_draft, str):
        try:
            return Designer(lang, Draft.from_text(stored_draft), saved), False
        except spielkiste.BadOptions:
            pass
    return Designer(lang, None, saved), False


# -- the page (DOM) ----------------------------------------------------------------------

_current = None  # the page on screen; its event proxies are released when replaced


class DesignerPage:
    """Binds a Designer to the DOM of the app's main area."""

    def __init__(self, app, query):
        self.app = app
        stored_saved, _ = app.storage.get_json(SAVED_KEY)
        self.model, from_link = initial_designer(app.lang, query, app.storage.get_text(DRAFT_KEY), stored_saved)
        self.saved_base = list(self.model.saved)  # what this tab last read or wrote (for the merge)
        if from_link:
            # the draft now lives on the device; a reload or language switch keeps edits
            app.page.set_fragment("/boxilies/designer")
            self.store_draft()
        self.proxies = []

    def mount(self):
        self.app.page.set_html("app", self.model.html())
        self.mount_listeners()
        self.app.page.set_attr("data-designer", "ready")
        self.app.page.focus("#designer-title")

    def release(self):
        for proxy in self.proxies:
            try:
                proxy.destroy()
            except BROWSER_ERRORS:  # already gone with the page
                pass
        self.proxies = []

    def root(self):
        return self.app.page.el("designer")

    # -- redrawing -----------------------------------------------------------------
    def rerender(self):
        """Redraw the designer in place, keeping the focus on the same control."""
        from ...page import css_escape, nn

        active = nn(self.app.page.doc.activeElement)
        key = None
        if active is not None and active.getAttribute:
            for attr in ("data-act", "data-field", "id"):
                value = nn(active.getAttribute(attr))
                if value:
                    key = (attr, str(value))
                    break
        root = self.root()
        if root is None:
            return
        root.outerHTML = self.model.html()
        self.release()
        self.mount_listeners()
        if key is not None:
            node = self.app.page.q(f'#designer [{key[0]}="{css_escape(key[1])}"]')
            if node is not None and not node.hasAttribute("disabled"):
                node.focus()

    def on_storage(self, what):
        """A `storage` event from another tab (saves.event_key): the saved designs changed?"""
        if what == ("other", SAVED_KEY):
            self.reload_saved()

    def reload_saved(self):
        """Another tab changed the saved designs: show theirs (this tab's unsaved
        draft stays as it is)."""
        data, _ = self.app.storage.get_json(SAVED_KEY)
        self.model.saved = clean_saved(data)
        self.saved_base = list(self.model.saved)
        self.rerender()

    def mount_listeners(self):
        from pyodide.ffi import create_proxy

        root = self.root()
        for event, handler in (("click", self.on_click), ("change", self.on_change),
                               ("input", self.on_input), ("keydown", self.on_key)):
            proxy = create_proxy(handler)
            self.proxies.append(proxy)
            root.addEventListener(event, proxy)

    def recheck(self):
        node = self.app.page.el("designer-check")
        if node is not None:
            node.outerHTML = self.model.problems_html()

    def after(self, result):
        if result is None:
            return
        self.store_draft()
        if self.model.saved_changed:
            self.model.saved_changed = False
            ok, self.model.saved = store_merged(self.app.storage, SAVED_KEY, self.saved_base, self.model.saved,
                                                clean_saved, saved_data, MAX_SAVED)
            self.saved_base = list(self.model.saved)
            if not ok:
                self.model.message = tr(self.model.lang, "save_failed")
                result = "render"
        if result == "render":
            self.rerender()
            if self.model.message:
                self.app.page.announce(self.model.message)
        elif result == "check":
            self.recheck()
        elif isinstance(result, tuple) and result[0] == "go":
            import js

            js.window.location.hash = "#" + result[1]

    def store_draft(self):
        try:
            self.app.storage.set_text(DRAFT_KEY, self.model.draft.text())
        except spielkiste.BadOptions:
            pass  # a name that cannot be stored: the page explains it inline

    # -- events ----------------------------------------------------------------------
    def on_click(self, event):
        try:
            from ...page import acted_on

            acted = acted_on(event)
            if acted is None or not acted[1].startswith("designer:"):
                return
            event.preventDefault()
            self.after(self.model.act(acted[1], seed=random.randrange(MAX_SEED)))
        except Exception as exc:  # noqa: BLE001 - never let a handler break the page
            self.app.report(exc)

    def _field_event(self, event, kinds):
        from ...page import nn

        target = event.target
        name = nn(target.getAttribute("data-field")) if target.getAttribute else None
        if name is None:
            return
        name = str(name)
        if name.split(":")[0] not in kinds:
            return
        self.after(self.model.field(name, str(target.value)))

    def on_change(self, event):
        try:
            self._field_event(event, ("arrow",))
        except Exception as exc:  # noqa: BLE001
            self.app.report(exc)

    def on_input(self, event):
        try:
            self._field_event(event, ("name", "savename"))
        except Exception as exc:  # noqa: BLE001
            self.app.report(exc)

    def on_key(self, event):
        """Arrow keys move between the board's cells (one tab stop for the grid)."""
        try:
            target = event.target
            key = str(event.key)
            if not key.startswith("Arrow") or not target.getAttribute or target.getAttribute("data-f") is None:
                return
            df, dr = {"ArrowUp": (0, 1), "ArrowDown": (0, -1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}[key]
            f, r = int(target.getAttribute("data-f")) + df, int(target.getAttribute("data-r")) + dr
            if not (0 <= f < bx.GRID and 0 <= r < bx.GRID):
                return
            event.preventDefault()
            node = self.app.page.q(f'#designer [data-f="{f}"][data-r="{r}"]')
            if node is not None:
                self.model.focus_cell = (f, r)
                target.setAttribute("tabindex", "-1")
                node.setAttribute("tabindex", "0")
                node.focus()
        except Exception as exc:  # noqa: BLE001
            self.app.report(exc)


def show(app, query):
    """Entry point of the route (called by the app)."""
    global _current
    if _current is not None:
        _current.release()
    _current = DesignerPage(app, query)
    _current.mount()
    return _current

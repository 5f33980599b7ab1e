"""The page's DOM, behind a few helpers every screen uses (notice, live region,
stylesheets, the URL fragment). Screens get a Page instead of importing each other,
so there is no import cycle between the app and its screens."""

import js
from pyodide.ffi import create_once_callable, jsnull

from .games.base import esc

APP_SLOTS = ("app", "ai")  # the slots of #notice (js/notice.mjs) the app speaks in


def nn(value):
    """JavaScript null/undefined as None (Pyodide maps null to jsnull)."""
    return None if value is None or value is jsnull else value


def acted_on(event):
    """(element, action) of the element with a `data-act` that a click event is on, or None:
    the app and a game's own page read a click alike."""
    node = nn(event.target.closest("[data-act]"))
    return None if node is None else (node, str(node.getAttribute("data-act")))


def create_once(fn):
    return create_once_callable(lambda *_: fn())


def count_render_error(where, exc):
    """The page's sink for render errors (ui.render_errors): the console, and a count
    in window.SPIELKISTE_RENDER_ERRORS for the tests."""
    js.console.error(f"spielkiste: render error in {where}: {type(exc).__name__}: {exc}")
    js.window.SPIELKISTE_RENDER_ERRORS = int(getattr(js.window, "SPIELKISTE_RENDER_ERRORS", 0) or 0) + 1


def css_escape(text):
    return str(js.CSS.escape(text))


class Page:
    def __init__(self):
        self.doc = js.document

    def el(self, id_):
        return nn(self.doc.getElementById(id_))

    def q(self, selector):
        return nn(self.doc.querySelector(selector))

    def set_html(self, id_, html):
        node = self.el(id_)
        if node is not None:
            node.innerHTML = html

    def morph(self, node, html, whole=False):
        """Patch `node`'s children (`whole`: `node` itself) to `html` (js/morph.mjs):
        what is still there keeps its identity, so the focus stays where it was."""
        if node is not None:
            js.window.spielkisteMorph(node, html, whole)

    def morph_html(self, id_, html):
        """`set_html` by patching (`morph`) instead of rewriting."""
        self.morph(self.el(id_), html)

    def set_attr(self, name, value):
        """An attribute of <html>: the page's state for CSS and for the tests."""
        self.doc.documentElement.setAttribute(name, value)

    def notice(self, text, kind="error", actions=()):
        """A message over the header, with optional buttons ((data-act, label), ...);
        an error stays until closed, information goes away by itself after a few seconds.
        #notice is js/notice.mjs's: the app's message is its "app" slot."""
        buttons = "".join(f'<button type="button" data-act="{esc(act)}">{esc(label)}</button>'
                          for act, label in actions)
        js.window.spielkisteNotice.show("app", f'<p class="{esc(kind)}"><span>{esc(text)}</span>{buttons}'
                                               f'<button type="button" class="secondary notice-close" '
                                               f'data-act="ui:closenotice" aria-label="OK">×</button></p>')
        self._notice_n = getattr(self, "_notice_n", 0) + 1
        if kind == "info":
            n = self._notice_n
            js.setTimeout(create_once(lambda: self._notice_n == n and self.clear_notice()), 4000)

    def remark(self, slot, text, name):
        """A line of information (class `name`) in #notice's `slot`, without buttons, until
        the app's next `clear_notice` (the computer thinking on the page: slot "ai")."""
        js.window.spielkisteNotice.show(slot, f'<p class="info {esc(name)}">{esc(text)}</p>')

    def clear_notice(self):
        """Take away what the app said (the offer of a new release is js/sw-register.js's)."""
        for slot in APP_SLOTS:
            js.window.spielkisteNotice.clear(slot)

    def announce(self, text):
        node = self.el("announce")
        node.textContent = ""
        node.textContent = text

    def ensure_css(self, name):
        """Load css/<name>.css once: a game's styles arrive with the game, so the
        loading screen paints after one small stylesheet."""
        if self.q(f'link[data-css="{name}"]') is None:
            link = self.doc.createElement("link")
            link.rel = "stylesheet"
            link.href = f"css/{name}.css"
            link.setAttribute("data-css", name)
            self.doc.head.appendChild(link)

    def set_fragment(self, fragment, push=False):
        url = js.window.location.pathname + js.window.location.search + "#" + fragment
        if push:
            js.window.history.pushState(None, "", url)
        else:
            js.window.history.replaceState(None, "", url)

    def focus(self, selector_or_node):
        node = self.q(selector_or_node) if isinstance(selector_or_node, str) else selector_or_node
        if node is not None:
            node.focus()
        return node

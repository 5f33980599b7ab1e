"""Sharing a match: copy its link (with a fallback field when the clipboard is
refused) or hand it to the system's share sheet."""

import js
from pyodide.ffi import create_proxy

from .i18n import t


class Share:
    def __init__(self, app):
        self.app = app
        self.page = app.page
        self.proxies = []

    def url(self, match):
        loc = js.window.location
        return f"{loc.origin}{loc.pathname}#{match.link()}"

    def copy(self, match):
        url = self.url(match)
        box, field = self.page.el("sharebox"), self.page.el("shareinput")
        field.value = url

        def fallback(*_):
            box.hidden = False
            field.focus()
            field.select()

        def done(*_):
            text = t(self.app.lang, "copied")
            self.page.announce(text)
            self.page.notice(text, kind="info")

        try:
            promise = js.navigator.clipboard.writeText(url)
            ok, bad = create_proxy(done), create_proxy(fallback)
            self.proxies[:] = [ok, bad]  # kept alive until the promise settles
            promise.then(ok, bad)
        except Exception:  # noqa: BLE001 - no clipboard API here
            fallback()

    def native(self, match):
        try:
            js.navigator.share(js.Object.fromEntries([["url", self.url(match)],
                                                      ["title", match.game.names[self.app.lang]]]))
        except Exception:  # noqa: BLE001 - user cancelled or not allowed
            pass

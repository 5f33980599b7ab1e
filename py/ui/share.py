"""Sharing a match: copy its link (with a fallback field when the clipboard is
refused) or hand it to the system's share sheet. `players` (the seats' kinds) go
into the link, so a game against the computer opens as one elsewhere (issue 17)."""

import js
from pyodide.ffi import create_proxy

from .browser_errors import BROWSER_ERRORS
from .i18n import game_name, t


class Share:
    def __init__(self, app):
        self.app = app
        self.page = app.page
        self.proxies = []

    def url(self, match, players=None):
        loc = js.window.location
        return f"{loc.origin}{loc.pathname}#{match.link(players)}"

    def copy(self, match, players=None):
        url = self.url(match, players)
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
        except BROWSER_ERRORS:  # no clipboard API here
            fallback()

    def native(self, match, players=None):
        if not hasattr(js.navigator, "share"):  # no share sheet in this browser: copy instead
            return self.copy(match, players)
        try:
            return js.navigator.share(js.Object.fromEntries([["url", self.url(match, players)],
                                                             ["title", game_name(self.app.lang, match.game.id)]]))
        except BROWSER_ERRORS:  # no share sheet here, or not allowed
            return None

    def send(self, match, players, done):
        """Hand the link on (play by link): the share sheet where the browser has one
        (`done` once it was shared, not when cancelled), else copy (`done` at once:
        the link is on the clipboard or in the field to copy by hand)."""
        field = self.page.el("shareinput")
        if field is not None:
            field.value = self.url(match, players)
        def refused(error=None, *_):
            if str(getattr(error, "name", "")) == "AbortError":
                return  # the player closed the share sheet: nothing was sent
            self.copy(match, players)  # the browser refused it: copy instead
            done()

        if hasattr(js.navigator, "share"):
            promise = self.native(match, players)
            if promise is not None:
                ok, bad = create_proxy(lambda *_: done()), create_proxy(refused)
                self.proxies[:] = [ok, bad]
                promise.then(ok, bad)
                return
        self.copy(match, players)
        done()

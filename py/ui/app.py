"""The app shell: routes the URL fragment to a screen, dispatches the page's events,
and keeps what all screens share (language, theme, storage, the computer player).

Screens live in their own modules: the picker (picker.py), the rules (rules_view.py),
the game screen (game/), a game's own pages (GameUI.show_page: Boxilies' designer). They get the App and its
Page; none of them imports this module. A screen is imported when its route first
shows it (a cold start on the picker compiles no game), and the rest of the app in idle
time after the start (warmup.py).
"""

import asyncio

import js
from pyodide.ffi import create_proxy

import spielkiste
from spielkiste.errors import SpielkisteError
from spielkiste.start import decode_with_players

from . import archive_page, contract, picker, render_errors, routes, rules_view, warmup
from .ai_bridge import AiBridge
from .browser_errors import BROWSER_ERRORS
from .cards import cards
from .game.model import LEVEL_KEY, LEVELS, played_key
from .games import ui_for
from .i18n import languages, pick_lang, t
from .learned import learned
from .page import Page, acted_on, count_render_error, nn
from .saves import Saves, event_key
from .share import Share
from .snapshot_room import SnapshotDrop, browser_drop, save_again
from .storage import Storage

THEMES = contract.THEMES


class NoScreen:
    """The game screen's stand-in on routes without a board (picker, rules, designer),
    so that they need not import it: no match, nothing to close, no actions."""

    model = None

    def close(self):
        pass

    def ui_action(self, name, arg, node):
        pass


NO_SCREEN = NoScreen()


def split_save(query):
    """(the link's query without "save=…", the save id or None): a route that
    continues a saved match carries the save's id after the link."""
    parts, save_id = [], None
    for part in query.split("&"):
        if part.startswith("save="):
            save_id = part[5:] or None
        elif part:
            parts.append(part)
    return "&".join(parts), save_id


class App:
    def __init__(self):
        self.page = Page()
        self.doc = self.page.doc
        self.storage = Storage()
        # a save that does not fit: the snapshot goes first (docs/saves.md)
        self.saves = Saves(self.storage, make_room=SnapshotDrop(browser_drop, lambda: save_again(self)))
        langs = [str(x) for x in (js.navigator.languages or [js.navigator.language or "en"])]
        self.lang = pick_lang(self.storage.get_text("lang"), langs)
        stored_theme = self.storage.get_text("theme")
        self.theme = stored_theme if stored_theme in THEMES else "auto"
        self.route = None
        self.last_route_fragment = "/"
        self.ai = AiBridge()
        self.share = Share(self)
        self.game = NO_SCREEN  # the screen of the route: NO_SCREEN, the game's or a lesson's
        self._play_screen = None
        self.designer = None
        self.proxies = []
        self.warm_up = None

    @property
    def play_screen(self):
        """The game screen, made (and its modules imported) when a game first shows."""
        if self._play_screen is None:
            from .game.screen import GameScreen

            self._play_screen = GameScreen(self)
        return self._play_screen

    # -- start-up ------------------------------------------------------------------
    def start(self):
        js.window.SPIELKISTE_RENDER_ERRORS = 0  # render errors: logged and counted (ui/render_errors.py)
        render_errors.set_sink(count_render_error)
        for event, handler in (("click", self.on_click), ("keydown", self.on_key), ("change", self.on_change)):
            self.listen(self.doc, event, handler)
        self.listen(js.window, "hashchange", lambda _e: self.show_route())
        self.listen(js.window, "popstate", self.on_popstate)
        self.dialog_entry = False  # an open dialog has its own history entry: Back closes it (issue 25)
        self.dialog_url = ""  # the URL that entry was made for
        box = self.page.el("dialog")
        if box is not None:
            self.listen(box, "close", self.on_dialog_close)
        self.listen(js.window, "storage", self.on_storage)
        try:
            self.saves.migrate()
        except Exception as exc:  # noqa: BLE001 - an old save must never stop the start
            js.console.warn(f"saves not migrated: {exc}")
        self.apply_lang()
        self.apply_theme()
        self.show_route(first=True)
        if not self.storage.available:
            self.page.notice(t(self.lang, "storage_off"))
        self.report_storage_problems()
        self.page.set_attr("data-ready", "true")
        loading = self.page.el("loading")
        if loading:
            loading.remove()
        self.warm_up = warmup.start()

    def listen(self, target, event, handler):
        proxy = create_proxy(handler)
        self.proxies.append(proxy)
        target.addEventListener(event, proxy)

    def ensure_board_css(self, game_id):
        self.page.ensure_css("games/" + cards()[game_id].css)

    def report_storage_problems(self):
        """Values that could not be read were set aside (kept for a bug report): say so once."""
        problems = self.storage.take_problems()
        if problems:
            self.page.notice(t(self.lang, "save_corrupt", msg="; ".join(problems)[:300]))

    def report(self, exc):
        js.console.error(f"spielkiste: {type(exc).__name__}: {exc}")
        self.page.notice(t(self.lang, "error", msg=f"{type(exc).__name__}: {exc}"))

    # -- language and theme ---------------------------------------------------------
    def apply_lang(self):
        self.doc.documentElement.lang = self.lang
        for lang in languages():  # index.html has a button per catalog (tools/po_catalog.py)
            btn = self.page.q(f'[data-act="ui:lang:{lang}"]')
            if btn is not None:
                btn.setAttribute("aria-pressed", "true" if lang == self.lang else "false")
        self.doc.title = t(self.lang, "title")
        skip = self.page.q(".skip")
        if skip is not None:
            skip.textContent = t(self.lang, "skip")

    def apply_theme(self):
        self.page.set_attr("data-theme", self.theme)
        btn = self.page.q('[data-act="ui:theme"]')
        if btn is not None:
            label = t(self.lang, "theme") + ": " + t(self.lang, "theme_" + self.theme)
            btn.setAttribute("aria-label", label)
            btn.setAttribute("title", label)

    # -- routing ------------------------------------------------------------------------
    @staticmethod
    def pages_of(game_id):
        """The game's own pages (routes.parse): GameUI.pages, none for an unknown game."""
        if game_id not in spielkiste.GAMES:
            return ()
        return ui_for(game_id).pages

    def show_route(self, first=False):
        fragment = str(js.window.location.hash)
        kind, game_id, query = routes.parse(fragment, self.pages_of)
        if kind == "anchor":
            # an in-page anchor such as the skip link's "#app": not a route
            self.page.set_fragment(self.last_route_fragment)
            self.skip_to_content()
            return
        self.last_route_fragment = fragment[1:] if fragment.startswith("#") else fragment or "/"
        if not first:
            self.page.clear_notice()
            self.page.announce("")  # the last screen's sentence is not this one's (issue 25)
        self.route = (kind, game_id)
        self.page.set_attr("data-route", kind)
        self.close_dialog()  # a screen's dialogs go with it (issue 25)
        self.game.close()
        self.game = self.play_screen if kind == "game" and game_id in spielkiste.GAMES else NO_SCREEN
        self.designer = None
        if kind == "picker":
            return self.show_picker()
        if game_id not in spielkiste.GAMES:
            self.page.notice(t(self.lang, "bad_route", name=game_id[:40]))
            return self.show_picker()
        if kind == "rules":
            return rules_view.show(self, game_id)
        if kind == "learn":
            return self.show_lesson(game_id)
        if kind not in ("game", "unknown"):  # the game's own page (GameUI.pages)
            self.designer = ui_for(game_id).show_page(self, kind, query)
            return None
        if kind != "game":
            self.page.notice(t(self.lang, "bad_route", name=game_id[:40]))
            return self.show_picker()
        self.show_game(game_id, query)
        self.report_storage_problems()

    # -- dialogs: each has a history entry while open, so that Back closes it (issue 25) --
    def close_dialog(self):
        """Close the open dialog without going back (the route already changed)."""
        self.dialog_entry = False
        self.page.set_attr("data-dialog-entry", "")
        box = self.page.el("dialog")
        if box is not None and box.open:
            box.close()

    def note_dialog(self):
        """After a click: a dialog that has just opened gets its history entry."""
        box = self.page.el("dialog")
        if box is not None and box.open and not self.dialog_entry:
            self.dialog_entry = True
            self.dialog_url = str(js.window.location.href)
            js.window.history.pushState(None, "", self.dialog_url)
            self.page.set_attr("data-dialog-entry", "open")  # for tests: the entry's state

    def on_popstate(self, _event):
        """Back with a dialog open closes the dialog and stays on the screen."""
        try:
            if str(js.document.documentElement.getAttribute("data-dialog-entry")) == "closing":
                self.page.set_attr("data-dialog-entry", "")  # the Back of on_dialog_close landed
            box = self.page.el("dialog")
            if box is not None and box.open and self.dialog_entry:
                self.page.set_attr("data-dialog-entry", "")
                self.dialog_entry = False
                box.close()
        except Exception as exc:  # noqa: BLE001
            self.report(exc)

    def on_dialog_close(self, _event):
        """A dialog closed by its buttons or Esc. Closed without leaving (Cancel, Close,
        Esc), its history entry is taken back, so that the next Back leaves the screen
        instead of showing it again; a Start has already put the new game's link on that
        entry (synchronously, before this event), and then it stays. The game's save id,
        which the screen may add to the address while the dialog is open, is no new game."""
        if self.dialog_entry and routes.same_entry(str(js.window.location.href), self.dialog_url):
            self.page.set_attr("data-dialog-entry", "closing")  # until its popstate
            js.window.history.back()  # the same URL below: no hashchange, no new render
        elif self.dialog_entry:
            self.page.set_attr("data-dialog-entry", "")
        self.dialog_entry = False
        self.game.ui_action("dialogclosed", "", None)  # live: a friend's undo request closed unanswered is refused

    def skip_to_content(self):
        for selector in ("#game-title", "#rules-title", "#designer-title", "#picker-title", "#app"):
            if self.page.focus(selector) is not None:
                return

    def show_picker(self, focus=True):
        saves = self.saves.list()
        dates = {}
        for save in saves:
            try:
                dates[save.id] = str(js.Date.new(save.time * 1000).toLocaleString(self.lang))
            except BROWSER_ERRORS:  # a date is a nicety
                dates[save.id] = ""
        for gid in spielkiste.GAMES:
            self.ensure_board_css(gid)  # the pictures' styles
        finished = learned(self.storage)
        self.page.set_html("app", picker.render(self.lang, cards(), saves, dates, finished, self.ai_level()))
        if focus:
            self.page.focus("#picker-title")
        self.report_storage_problems()

    def show_lesson(self, game_id):
        from .game.screen import GameScreen  # a lesson: the game screen in its lesson mode

        self.game = GameScreen(self)
        self.game.open_lesson(game_id)

    def show_game(self, game_id, query):
        vs = routes.new_game_query(query)
        if vs is not None:  # a card's one-tap start (issue 25), or "New game" ("new=1")
            return self.start_fresh(game_id, vs)
        if not query:
            latest = self.saves.latest(game_id)
            if latest is not None:  # "Play" continues the newest saved game, never discards it
                return self.open_save(game_id, latest.id)
            return self.start_fresh(game_id)
        query, save_id = split_save(query)
        query, room = routes.live_room(query)
        if room is not None:  # a live room (issue 29): the friend's link, or a reload of a live game
            return self.open_live(game_id, room, save_id)
        if save_id is not None and self.open_save(game_id, save_id):
            return
        try:
            match, players = decode_with_players(f"/{game_id}?{query}")  # seats too (issue 17)
        except SpielkisteError as exc:
            self.start_fresh(game_id)
            self.page.notice(t(self.lang, "bad_link", msg=str(exc)))
            return
        if "link" in players:  # a match by link: compared with this device's copy (issue 17)
            return self.game.open_link(match, prefer=save_id)
        # an opened link is a match of its own: it gets a new save on its first change
        self.game.open(match, players, save=(save_id or self.saves.new_id(), 0))

    def open_save(self, game_id, save_id):
        """Continue a saved match (its seats, its save); False if there is none."""
        found = self.saves.open(game_id, save_id)
        if found is None:
            return False
        save, match = found
        if save.live is not None:  # a live game: rejoin its room (issue 29)
            self.game.apply(self.live_screen().resume(save, match))
            return True
        self.game.open(match, save.players, save=(save.id, save.rev), corr=save.bylink)
        return True

    def live_screen(self):
        """The game screen's live part, told the site's address (the friend's link starts with it)."""
        loc = js.window.location
        self.game.ctl.lang = self.lang  # (the language may have changed on another screen)
        live = self.game.ctl.live
        live.site = f"{loc.origin}{loc.pathname}"
        return live

    async def live_qr(self):
        """The room dialog's QR code: the QR library is loaded, then the dialog is drawn
        again with the code (until then, and if it cannot load, it has a QR button)."""
        from . import qr

        try:
            await qr.load_segno()
        except (ImportError, OSError, *BROWSER_ERRORS) as exc:
            js.console.warn(f"spielkiste: no QR code for the live room: {exc}")
            return
        if self.page.el("live-room") is not None and self.game.model is not None:
            self.game.apply(self.game.ctl.ui("liveroom"))

    def open_live(self, game_id, room, save_id=None):
        """`#/<game>?live=<room>`: this device's copy of that live game if it has one (a
        reload), else the friend's room joined as the guest."""
        from .game.live import valid_room
        from .game.live_deal import live_ok

        if not valid_room(room) or not live_ok(game_id):  # (hidden tiles: only with a fair deal)
            self.start_fresh(game_id)
            self.page.notice(t(self.lang, "bad_link", msg=t(self.lang, "live.bad_room")))
            return
        live = self.live_screen()
        found = live.saved_copy(game_id, room, prefer=save_id)
        self.game.apply(live.resume(*found) if found is not None else live.guest(game_id, room))

    def ai_level(self):
        """The computer's level last chosen on this device; normal the first time."""
        level = self.storage.get_text(LEVEL_KEY)
        return level if level in LEVELS else "normal"

    def start_fresh(self, game_id, vs="here"):
        """A new game: two at this device, against the computer at the level last chosen,
        by link or live (a game with hidden information is neither: two here)."""
        options = None
        newcomer = ui_for(game_id)
        if newcomer.newcomer_options is not None and not self.storage.get_text(played_key(game_id)):
            options = dict(newcomer.newcomer_options)  # a newcomer's first game (Soulaween: the rule text's advice)
        match = spielkiste.new_match(game_id, options)
        from .game.live_deal import live_ok

        if vs == "live" and live_ok(game_id):  # a live room (issue 29; hidden tiles: with a fair deal)
            self.game.apply(self.live_screen().host(match))
            asyncio.ensure_future(self.live_qr())
            return
        kinds = ["human", "human"]
        if vs == "computer":
            kinds = ["human", "ai:" + self.ai_level()]
        elif vs == "link" and not match.game.hidden_information:
            kinds = ["human", "link"]
        self.game.open(match, kinds, save=(self.saves.new_id(), 0))
        if options:
            self.game.model.note = t(self.lang, newcomer.newcomer_note)
            self.game.render()

    # -- events ------------------------------------------------------------------------------
    def on_key(self, event):
        try:
            target = event.target
            key = str(event.key)
            tag = str(target.tagName).lower() if target.tagName else ""
            if tag in ("input", "select", "textarea"):
                return
            if self.game.model is not None:
                self.game.on_key(event, target, key)
        except Exception as exc:  # noqa: BLE001 - never let a handler break the page
            self.report(exc)

    def on_change(self, event):
        """A form field changed: the new-game dialog shows the options that apply."""
        try:
            target = event.target
            if str(target.id) == "import-file":
                archive_page.import_file(self, target)
            elif self.game.model is not None and str(target.id or "") == "ai-level":
                self.game.level_changed(str(target.value))  # the computer's level, on the game screen
            elif self.game.model is not None and target.closest and nn(target.closest("#newgame-form")) is not None:
                self.game.dialog_changed(target)
        except Exception as exc:  # noqa: BLE001
            self.report(exc)

    def on_click(self, event):
        try:
            acted = acted_on(event)
            if acted is None:
                return
            node, act = acted
            if act.startswith("ui:"):
                event.preventDefault()
                self.ui_action(act[3:], node)
                self.note_dialog()
            elif self.game.model is not None and nn(node.closest(".game-screen")) is not None:
                self.game.on_click(node, act)
        except Exception as exc:  # noqa: BLE001
            self.report(exc)

    def ui_action(self, act, node):
        name, _, arg = act.partition(":")
        if name == "lang":
            if arg in languages():
                self.lang = arg
                self.storage.set_text("lang", arg)
                self.apply_lang()
                self.apply_theme()
                if self.game.model is not None:
                    self.game.relabel()
                else:
                    self.show_route()
            return
        if name == "theme":
            self.theme = THEMES[(THEMES.index(self.theme) + 1) % 3] if self.theme in THEMES else "auto"
            self.storage.set_text("theme", self.theme)
            self.apply_theme()
            return
        if name == "skip":
            self.skip_to_content()
            return
        if name == "toc":  # a rules page's contents: to the section, the route unchanged
            self.page.focus(f"[id='{arg}']" if arg.replace("-", "").isalnum() else "#rules-text")
            return
        if name == "closenotice":
            self.page.clear_notice()
            return
        if name == "delsave":
            game_id, _, save_id = arg.partition(":")
            self.saves.delete(game_id, save_id)
            self.show_picker(focus=False)
            self.page.focus("#picker-title")
            return
        if name == "resetdata":
            if js.window.confirm(t(self.lang, "reset_confirm")):
                self.storage.reset_all()
                self.show_route()
            return
        if archive_page.handle(self, name, arg):
            return
        self.game.ui_action(name, arg, node)

    def on_storage(self, event):
        """Another tab wrote to our storage: a changed match, the saves list, the designs."""
        try:
            what = event_key(None if event.key is None else str(event.key))
            if what is None:
                return
            if self.route and self.route[0] == "picker" and what[0] in ("save", "all"):
                self.show_picker(focus=False)
            elif self.game.model is not None and what[0] in ("save", "all"):
                self.game.changed_elsewhere(what)
            elif self.designer is not None:  # a game's own page (the designer's saved designs)
                self.designer.on_storage(what)
        except Exception as exc:  # noqa: BLE001
            self.report(exc)


def main():
    app = App()
    app.start()
    return app


if __name__ == "__main__":
    main()

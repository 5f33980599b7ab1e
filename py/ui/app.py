"""The controller: route → view, click → move string → match → render.

Only this module (with storage.py and ai_bridge.py) touches the DOM. It keeps the
current match and the UI's own state (language, players, selection, replay cursor)
and redraws the parts of the game view that change after each action.
"""

import asyncio
import random
import time

import js
from pyodide.ffi import create_proxy, jsnull

import spielkiste
from spielkiste.errors import SpielkisteError

from . import routes, views
from .ai_bridge import AiBridge
from .boards import board_for
from .boards.base import Ctx, esc
from .i18n import pick_lang, t
from .storage import Storage

SAVE_VERSION = 1
THEMES = ("auto", "light", "dark")


class App:
    def __init__(self):
        self.doc = js.document
        self.storage = Storage()
        langs = [str(x) for x in (js.navigator.languages or [js.navigator.language or "en"])]
        self.lang = pick_lang(self.storage.get_text("lang"), langs)
        stored_theme = self.storage.get_text("theme")
        self.theme = stored_theme if stored_theme in THEMES else "auto"
        self.route = None
        self.match = None
        self.board = None
        self.players = ["human", "human"]
        self.save_failed_reported = False
        self.speed = "700"  # pause between computer moves when both sides are computers
        self.sel = {}
        self.cursor = None  # replay: ply shown, None = the latest
        self.last_shown = None
        self.handover_for = None  # hidden information: the seat the device is handed to
        self.ai = AiBridge()
        self.ai_pending = None
        self._proxies = []

    # -- start-up ------------------------------------------------------------------
    def start(self):
        for event, handler in (("click", self.on_click), ("keydown", self.on_key)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            self.doc.addEventListener(event, proxy)
        proxy = create_proxy(lambda _e: self.show_route())
        self._proxies.append(proxy)
        js.window.addEventListener("hashchange", proxy)
        self.apply_lang()
        self.apply_theme()
        self.show_route()
        if not self.storage.available:
            self.notice(t(self.lang, "storage_off"))
        self.doc.documentElement.setAttribute("data-ready", "true")
        loading = self.doc.getElementById("loading")
        if loading:
            loading.remove()

    # -- small DOM helpers -------------------------------------------------------------
    def el(self, id_):
        return nn(self.doc.getElementById(id_))

    def q(self, selector):
        return nn(self.doc.querySelector(selector))

    def set_html(self, id_, html):
        node = self.el(id_)
        if node is not None:
            node.innerHTML = html

    def notice(self, text, kind="error"):
        box = self.el("notice")
        box.innerHTML = f'<p class="{esc(kind)}">{esc(text)}</p>'
        box.hidden = False

    def clear_notice(self):
        box = self.el("notice")
        box.innerHTML = ""
        box.hidden = True

    def announce(self, text):
        node = self.el("announce")
        node.textContent = ""
        node.textContent = text

    def ensure_css(self, name):
        """Load css/games/<name>.css once: a game's styles arrive with the game, so the
        loading screen paints after one small stylesheet."""
        if self.q(f'link[data-css="{name}"]') is None:
            link = self.doc.createElement("link")
            link.rel = "stylesheet"
            link.href = f"css/games/{name}.css"
            link.setAttribute("data-css", name)
            self.doc.head.appendChild(link)

    def ensure_board_css(self, game_id):
        self.ensure_css(board_for(game_id).css or game_id)

    def set_fragment(self, fragment, push=False):
        url = js.window.location.pathname + js.window.location.search + "#" + fragment
        if push:
            js.window.history.pushState(None, "", url)
        else:
            js.window.history.replaceState(None, "", url)

    # -- language and theme ---------------------------------------------------------
    def apply_lang(self):
        self.doc.documentElement.lang = self.lang
        for lang in ("de", "en"):
            btn = self.q(f'[data-act="ui:lang:{lang}"]')
            if btn is not None:
                btn.setAttribute("aria-pressed", "true" if lang == self.lang else "false")
        self.doc.title = t(self.lang, "title")

    def apply_theme(self):
        self.doc.documentElement.setAttribute("data-theme", self.theme)
        btn = self.q('[data-act="ui:theme"]')
        if btn is not None:
            btn.textContent = t(self.lang, "theme") + ": " + t(self.lang, "theme_" + self.theme)

    # -- routing ------------------------------------------------------------------------
    def show_route(self):
        self.clear_notice()
        kind, game_id, query = routes.parse(str(js.window.location.hash))
        self.route = (kind, game_id)
        self.cursor = None
        if kind == "picker":
            return self.show_picker()
        if game_id not in spielkiste.GAMES:
            self.notice(t(self.lang, "bad_route", name=game_id[:40]))
            return self.show_picker()
        if kind == "rules":
            return self.show_rules(game_id)
        if kind == "designer" and game_id == "boxilies":
            return self.show_designer(query)
        if kind != "game":
            self.notice(t(self.lang, "bad_route", name=game_id[:40]))
            return self.show_picker()
        self.show_game(game_id, query)

    def show_picker(self):
        self.match = None
        saves = {}
        for gid in spielkiste.GAMES:
            save = self.load_save(gid)
            if save is not None:
                saves[gid] = save["link"]
        pictures = {}
        for gid in spielkiste.GAMES:
            pictures[gid] = board_for(gid).picture()
            self.ensure_board_css(gid)
        self.set_html("app", views.picker(self.lang, spielkiste.GAMES, pictures, saves))
        self.focus_main()

    def show_rules(self, game_id):
        self.match = None
        game = spielkiste.GAMES[game_id]
        self.set_html("app", f'<section class="rules"><nav class="toolbar"><a class="button secondary" href="#/">'
                             f'{esc(t(self.lang, "back_to_picker"))}</a><a class="button" href="#/{esc(game_id)}">'
                             f'{esc(t(self.lang, "play"))}</a></nav><article id="rules-text" aria-busy="true">'
                             f'<h2>{esc(game.names[self.lang])}</h2></article></section>')
        asyncio.ensure_future(self._load_rules(game_id, self.lang))

    async def _load_rules(self, game_id, lang):
        node = self.el("rules-text")
        try:
            response = await js.fetch(f"rules/{game_id}.{lang}.html")
            if not response.ok:
                raise OSError(response.status)
            html = await response.text()
        except Exception:  # noqa: BLE001 - offline without cache, or missing page
            html = f"<p>{esc(t(lang, 'rules_missing'))}</p>"
        if node is not None and self.route == ("rules", game_id):
            node.innerHTML = html  # our own static file, not user input
            node.setAttribute("aria-busy", "false")

    def show_designer(self, query):
        from . import designer  # only the designer route needs it

        self.match = None
        self.ensure_board_css("boxilies")
        self.ensure_css("boxilies-designer")
        designer.show(self, query)

    def show_game(self, game_id, query):
        match = None
        if query:
            try:
                match = spielkiste.match_from_link(f"/{game_id}?{query}")
            except SpielkisteError as exc:
                self.start_fresh(game_id)
                self.notice(t(self.lang, "bad_link", msg=str(exc)))
                return
        save = self.load_save(game_id)
        if match is not None and save is not None and save["link"] == match.link():
            self.players = list(save["players"])  # resuming: the same sides as before
        else:
            self.players = ["human", "human"]
        if match is None:
            return self.start_fresh(game_id)
        self.open_match(match)
        self.maybe_ai()

    def start_fresh(self, game_id, options=None):
        match = spielkiste.new_match(game_id, options)
        self.open_match(match)
        self.set_fragment(match.link())

    def open_match(self, match):
        self.match = match
        self.board = board_for(match.game_id)
        self.ensure_board_css(match.game_id)
        self.sel = {}
        self.cursor = None
        self.last_shown = None
        self.handover_for = None
        self.set_html("app", views.game_frame(self.lang, match.game))
        share = self.el("btn-sharenative")
        if share is not None and hasattr(js.navigator, "share"):
            share.hidden = False
        self.render()

    def focus_main(self):
        main = self.el("app")
        if main is not None:
            main.focus()

    # -- rendering the game ---------------------------------------------------------------
    def names(self):
        return tuple(views.player_label(self.lang, s, self.players[s]) for s in (0, 1))

    def shown_ply(self):
        return self.match.ply if self.cursor is None else self.cursor

    def human_to_move(self):
        m = self.match
        return not m.is_over and self.players[m.to_move] == "human"

    def render(self, announce=None):
        m = self.match
        if m is None:
            return
        game = m.game
        ply = self.shown_ply()
        state = m.state_at(ply)
        to_move = game.to_move(state)
        interactive = to_move is not None and self.players[to_move] == "human" and self.ai_pending is None
        seat = self.seat_for(to_move)
        if game.hidden_information and seat is not None:
            state = game.view(state, seat)
        last = None
        if ply > 0:
            last = (m.state_at(ply - 1), m.moves[ply - 1], m.state_at(ply))
            if game.hidden_information and seat is not None:
                last = tuple(game.view(s, seat) if i != 1 else s for i, s in enumerate(last))
        legal = game.legal_moves(m.state_at(ply)) if interactive else []
        ctx = Ctx(game=game, match=m, state=state, lang=self.lang, sel=self.sel, interactive=interactive,
                  legal=legal, last=last, seat=seat, names=self.names())
        focus_key = self.focus_key()
        handover = self.needs_handover(to_move)
        board_html = "" if handover else self.board.render(ctx)
        self.set_html("board", board_html)
        self.render_handover(handover, to_move)
        extra = "" if handover else self.board.status(ctx)
        if self.ai_pending is not None:
            extra = t(self.lang, "thinking")
        shown = _ShownMatch(game, state if not game.hidden_information else m.state_at(ply))
        self.el("status").textContent = views.status_text(self.lang, shown, self.names(), extra)
        self.set_html("movelist", views.move_list(self.lang, m.moves, ply))
        self.el("btn-undo").disabled = not m.can_undo
        self.el("btn-redo").disabled = not m.can_redo
        self.el("btn-first").disabled = ply == 0
        self.el("btn-prev").disabled = ply == 0
        self.el("btn-next").disabled = ply >= m.ply
        self.el("btn-last").disabled = ply >= m.ply
        self.doc.documentElement.setAttribute("data-ply", str(m.ply))
        self.doc.documentElement.setAttribute("data-over", "true" if m.is_over else "false")
        self.setup_grid(focus_key)
        if announce:
            self.announce(announce)

    def seat_for(self, to_move):
        """Whose hidden information may be shown: the deciding human, or the only
        human; None shows everything (no hidden information in play)."""
        if not self.match.game.hidden_information:
            return None
        humans = [s for s in (0, 1) if self.players[s] == "human"]
        if to_move is not None and to_move in humans:
            return to_move
        if len(humans) == 1:
            return humans[0]
        return self.handover_for if self.handover_for is not None else 0

    def needs_handover(self, to_move):
        """Hotseat with hidden hands: cover the board until the next player confirms."""
        if not self.match.game.hidden_information or to_move is None or self.cursor is not None:
            return False
        if self.players != ["human", "human"]:
            return False
        return self.handover_for != to_move

    def render_handover(self, needed, to_move):
        box = self.el("handover")
        if not needed:
            box.hidden = True
            box.innerHTML = ""
            return
        name = self.names()[to_move]
        box.innerHTML = (f'<p>{esc(t(self.lang, "handover", name=name))}</p>'
                         f'<button type="button" data-act="ui:handover">{esc(t(self.lang, "handover_ok", name=name))}</button>')
        box.hidden = False

    # -- keyboard: roving tabindex in the board grid ----------------------------------------
    def focus_key(self):
        active = nn(self.doc.activeElement)
        if active is None:
            return None
        if active.getAttribute and active.getAttribute("role") == "gridcell":
            return ("cell", str(active.getAttribute("data-r")), str(active.getAttribute("data-c")))
        act = nn(active.getAttribute("data-act")) if active.getAttribute else None
        return ("act", str(act)) if act else None

    def setup_grid(self, focus_key):
        cells = self.doc.querySelectorAll('#board [role="gridcell"]')
        target = None
        for i in range(cells.length):
            cells.item(i).setAttribute("tabindex", "-1")
        if focus_key and focus_key[0] == "cell":
            target = self.q(f'#board [role="gridcell"][data-r="{focus_key[1]}"][data-c="{focus_key[2]}"]')
        if target is None and cells.length:
            target = cells.item(0)
        if target is not None:
            target.setAttribute("tabindex", "0")
        if focus_key and focus_key[0] == "cell" and target is not None:
            target.focus()
        elif focus_key and focus_key[0] == "act":
            node = self.q(f'[data-act="{_css_escape(focus_key[1])}"]')
            if node is not None:
                node.focus()

    def move_grid_focus(self, cell, key):
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

    # -- events ------------------------------------------------------------------------------
    def on_key(self, event):
        try:
            target = event.target
            key = str(event.key)
            tag = str(target.tagName).lower() if target.tagName else ""
            if tag in ("input", "select", "textarea"):
                return
            if target.getAttribute and target.getAttribute("role") == "gridcell":
                if key.startswith("Arrow"):
                    event.preventDefault()
                    self.move_grid_focus(target, key)
                    return
                if key in ("Enter", " "):
                    event.preventDefault()
                    act = nn(target.getAttribute("data-act"))
                    if act:
                        self.board_action(str(act))
                    return
            if self.match is not None and key in self.board.keys and not event.ctrlKey and not event.metaKey:
                board = self.el("board")
                if board is not None and board.contains(target) or target == self.doc.body:
                    event.preventDefault()
                    self.board_action(self.board.keys[key])
        except Exception as exc:  # noqa: BLE001 - never let a handler break the page
            self.report(exc)

    def on_click(self, event):
        try:
            node = nn(event.target.closest("[data-act]"))
            if node is None:
                return
            act = str(node.getAttribute("data-act"))
            if act.startswith("ui:"):
                event.preventDefault()
                self.ui_action(act[3:], node)
            elif self.match is not None and self.el("board").contains(node):
                self.board_action(act)
        except Exception as exc:  # noqa: BLE001
            self.report(exc)

    def report(self, exc):
        js.console.error(f"spielkiste: {type(exc).__name__}: {exc}")
        self.notice(t(self.lang, "error", msg=f"{type(exc).__name__}: {exc}"))

    def board_action(self, action):
        if self.match is None:
            return
        ply = self.shown_ply()
        state = self.match.state_at(ply)
        game = self.match.game
        to_move = game.to_move(state)
        if to_move is None or self.players[to_move] != "human" or self.ai_pending is not None:
            return
        legal = game.legal_moves(state)
        view = state
        seat = self.seat_for(to_move)
        if game.hidden_information and seat is not None:
            view = game.view(state, seat)
        ctx = Ctx(game=game, match=self.match, state=view, lang=self.lang, sel=self.sel, interactive=True,
                  legal=legal, seat=seat, names=self.names())
        move = self.board.act(ctx, action)
        if move is None:
            self.render()
            return
        self.play(move)

    def play(self, move):
        m = self.match
        if self.cursor is not None and self.cursor < m.ply:
            if not js.window.confirm(t(self.lang, "branch")):
                return
            m.truncate(self.cursor)
        self.cursor = None
        before = m.state
        try:
            m.play(move)
        except SpielkisteError as exc:
            self.notice(t(self.lang, "illegal", msg=str(exc)))
            return
        self.clear_notice()
        self.sel = {}
        self.after_change(self.describe(before, move, m.state))

    def describe(self, before, move, after):
        game = self.match.game
        try:
            return self.board.describe(game, before, move, after, self.lang, self.names())
        except Exception:  # noqa: BLE001 - an announcement must not stop the game
            return move

    def after_change(self, announce=None):
        m = self.match
        self.set_fragment(m.link())
        self.autosave()
        text = announce
        if m.is_over:
            result = views.status_text(self.lang, m, self.names())
            text = f"{announce} {result}" if announce else result
        self.render(text)
        self.maybe_ai()

    # -- computer players ---------------------------------------------------------------------
    def maybe_ai(self):
        m = self.match
        if m is None or m.is_over or self.cursor is not None or self.ai_pending is not None:
            return
        kind = self.players[m.to_move]
        if not kind.startswith("ai:") or self.ai is None:
            return
        token = object()
        self.ai_pending = token
        self.doc.documentElement.setAttribute("data-thinking", "true")
        self.render()
        asyncio.ensure_future(self._ai_turn(token, m, kind[3:]))

    async def _ai_turn(self, token, match, level):
        link = match.link()
        ply = match.ply
        started = time.monotonic()
        try:
            move = await self.ai.choose(link, level, random.randrange(2**31))
            if all(p.startswith("ai:") for p in self.players):
                await asyncio.sleep(max(0.0, int(self.speed) / 1000 - (time.monotonic() - started)))
        except Exception as exc:  # noqa: BLE001
            move = None
            self.report(exc)
        if self.ai_pending is not token:
            return  # cancelled (undo, new game) while thinking
        self.ai_pending = None
        self.doc.documentElement.setAttribute("data-thinking", "false")
        if move is None or self.match is not match or match.ply != ply:
            self.render()
            return
        before = match.state
        try:
            match.play(move)
        except SpielkisteError as exc:
            self.report(exc)
            return
        self.after_change(self.describe(before, move, match.state))

    def cancel_ai(self):
        if self.ai_pending is not None:
            self.ai_pending = None
            self.doc.documentElement.setAttribute("data-thinking", "false")

    # -- toolbar actions ---------------------------------------------------------------------
    def ui_action(self, act, node):
        name, _, arg = act.partition(":")
        if name == "lang":
            if arg in ("de", "en"):
                self.lang = arg
                self.storage.set_text("lang", arg)
                self.apply_lang()
                self.apply_theme()
                if self.match is not None and self.route[0] == "game":
                    self.open_match_keep()
                else:
                    self.show_route()
            return
        if name == "theme":
            self.theme = THEMES[(THEMES.index(self.theme) + 1) % 3] if self.theme in THEMES else "auto"
            self.storage.set_text("theme", self.theme)
            self.apply_theme()
            return
        m = self.match
        if m is None:
            return
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.cancel_ai()
            if m.redo() is not None:
                self.sel = {}
                self.after_change(t(self.lang, "redo"))
        elif name == "new":
            self.open_new_dialog()
        elif name == "cancelnew":
            self.el("dialog").close()
        elif name == "startnew":
            self.start_from_dialog()
        elif name == "share":
            self.share()
        elif name == "sharenative":
            url = self.share_url()
            try:
                js.navigator.share(js.Object.fromEntries([["url", url], ["title", m.game.names[self.lang]]]))
            except Exception:  # noqa: BLE001 - user cancelled or not allowed
                pass
        elif name == "handover":
            self.handover_for = m.to_move
            self.render()
        elif name in ("first", "prev", "next", "last", "goto"):
            self.step(name, arg)

    def open_match_keep(self):
        """Re-open the current match after a language change (history kept)."""
        m = self.match
        keep = (self.cursor, self.handover_for)
        self.open_match(m)
        self.cursor, self.handover_for = keep
        self.render()

    def undo(self):
        """Take back the last human move (and the computer's answers after it)."""
        m = self.match
        self.cancel_ai()
        self.cursor = None
        if not m.can_undo:
            return
        m.undo()
        while m.can_undo and not m.is_over and self.players[m.to_move] != "human":
            m.undo()
        self.sel = {}
        self.set_fragment(m.link())
        self.autosave()
        self.render(t(self.lang, "undo"))

    def step(self, name, arg):
        m = self.match
        ply = self.shown_ply()
        if name == "first":
            ply = 0
        elif name == "prev":
            ply = max(0, ply - 1)
        elif name == "next":
            ply = min(m.ply, ply + 1)
        elif name == "last":
            ply = m.ply
        elif arg.isdigit():
            ply = min(m.ply, int(arg))
        self.cursor = None if ply == m.ply else ply
        self.sel = {}
        self.render(f"{t(self.lang, 'moves')}: {ply}/{m.ply}")
        if self.cursor is None:
            self.maybe_ai()

    def share_url(self):
        loc = js.window.location
        return f"{loc.origin}{loc.pathname}#{self.match.link()}"

    def share(self):
        url = self.share_url()
        box, field = self.el("sharebox"), self.el("shareinput")
        field.value = url

        def fallback(*_):
            box.hidden = False
            field.focus()
            field.select()

        try:
            promise = js.navigator.clipboard.writeText(url)
            promise.then(create_proxy(lambda *_: self.announce_and_status(t(self.lang, "copied"))),
                         create_proxy(fallback))
        except Exception:  # noqa: BLE001 - no clipboard API here
            fallback()

    def announce_and_status(self, text):
        self.announce(text)
        self.notice(text, kind="info")

    def open_new_dialog(self):
        m = self.match
        dialog = self.el("dialog")
        dialog.innerHTML = views.new_game_dialog(self.lang, m.game, m.options, self.players, self.speed)
        dialog.showModal()

    def start_from_dialog(self):
        m = self.match
        form = self.el("newgame-form")
        data = js.FormData.new(form)
        options, players = {}, list(self.players)
        for entry in data.entries():
            key, value = str(entry[0]), str(entry[1])
            if key.startswith("opt:"):
                options[key[4:]] = value
            elif key == "speed" and value in views.SPEEDS:
                self.speed = value
            elif key.startswith("player:") and key[7:] in ("0", "1"):
                players[int(key[7:])] = value if value in ("human", "ai:easy", "ai:normal", "ai:strong") else "human"
        self.el("dialog").close()
        self.cancel_ai()
        self.players = players
        try:
            self.start_fresh(m.game_id, options)
        except SpielkisteError as exc:
            self.notice(str(exc))
            return
        self.autosave()
        self.maybe_ai()

    # -- autosave -------------------------------------------------------------------------------
    def autosave(self):
        m = self.match
        if m is None:
            return
        key = f"save:{m.game_id}"
        if m.is_over or not m.moves:
            self.storage.remove(key)
            return
        saved = self.storage.set_json(key, {"v": SAVE_VERSION, "link": m.link(), "players": self.players,
                                            "time": int(time.time())})
        if not saved and self.storage.available and not self.save_failed_reported:
            self.save_failed_reported = True  # storage full or refused: say so once
            self.notice(t(self.lang, "save_failed"))

    def load_save(self, game_id):
        """The valid save of a game, or None; a broken one is reported and set aside."""
        key = f"save:{game_id}"
        data, error = self.storage.get_json(key)
        if data is None and error is None:
            return None
        problem = error
        if problem is None:
            if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
                problem = "unknown save format"
            elif not isinstance(data.get("link"), str) or not isinstance(data.get("players"), list) \
                    or len(data["players"]) != 2 or any(p not in ("human", "ai:easy", "ai:normal", "ai:strong")
                                                        for p in data["players"]):
                problem = "incomplete save"
            else:
                try:
                    spielkiste.match_from_link(data["link"])
                except SpielkisteError as exc:
                    problem = str(exc)
        if problem is None:
            return data
        raw = self.storage.get_text(key)
        self.storage.set_text(f"corrupt:{game_id}", raw or "")
        self.storage.remove(key)
        self.notice(t(self.lang, "save_corrupt", msg=f"{game_id}: {problem}"[:200]))
        return None


class _ShownMatch:
    """The bits of a match the status line needs, for a state in the replay."""

    def __init__(self, game, state):
        self.is_over = game.is_over(state)
        self.winner = game.winner(state)
        self.to_move = game.to_move(state)
        self.scores = game.scores(state)


def nn(value):
    """JavaScript null/undefined as None (Pyodide maps null to jsnull)."""
    return None if value is None or value is jsnull else value


def _css_escape(text):
    return str(js.CSS.escape(text))


def main():
    app = App()
    app.start()
    return app


if __name__ == "__main__":
    main()

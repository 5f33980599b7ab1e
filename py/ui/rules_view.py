"""The rules screen: the game's rules page (a static HTML file of ours, with its
diagrams already drawn by the game's renderer at build time)."""

import asyncio

import js

import spielkiste

from . import rules_toc
from .browser_errors import BROWSER_ERRORS
from .games.base import esc
from .i18n import game_name, t


def frame(lang, game_id):
    game = spielkiste.GAMES[game_id]
    return (f'<section class="rules"><nav class="toolbar"><a class="button secondary" href="#/">'
            f'{esc(t(lang, "back_to_picker"))}</a><a class="button" href="#/{esc(game_id)}">'
            f'{esc(t(lang, "play"))}</a></nav><article id="rules-text" aria-busy="true">'
            f'<h2 tabindex="-1" id="rules-title">{esc(game_name(lang, game.id))}</h2></article></section>')


def show(app, game_id):
    app.page.set_html("app", frame(app.lang, game_id))
    app.ensure_board_css(game_id)
    app.page.ensure_css("rules")
    app.page.focus("#rules-title")
    asyncio.ensure_future(_load(app, game_id, app.lang))


async def _load(app, game_id, lang):
    node = app.page.el("rules-text")
    try:
        response = await js.fetch(f"rules/{game_id}.{lang}.html")
        if not response.ok and lang != "en":  # a language without its own rules pages reads English
            response = await js.fetch(f"rules/{game_id}.en.html")
        if not response.ok:
            raise OSError(response.status)
        html = await response.text()
    except BROWSER_ERRORS:  # offline without cache, or missing page
        html = f"<p>{esc(t(lang, 'rules_missing'))}</p>"
    if node is not None and app.route == ("rules", game_id) and app.lang == lang:
        node.innerHTML = rules_toc.with_toc(html, t(lang, "toc"))  # our own static file, not user input
        node.setAttribute("aria-busy", "false")
        heading = node.querySelector("h2, h1")
        if heading is not None:
            heading.setAttribute("tabindex", "-1")
            heading.focus()

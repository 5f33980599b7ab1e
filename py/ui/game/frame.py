"""The game screen's skeleton: one container per region, filled by screen.py.

The order in the page is the order on a phone: the status, the board, then the side
panel (controls, the result (at the end right under the board), the computer's level,
players, moves, buttons). On a wide screen css/app.css puts the
board on the left and the title, the status and the side panel on the right; the side
panel scrolls by itself if a game fills it, so the board never moves."""

from ..games.base import esc
from ..i18n import game_name, t
from . import piece_help


def button(lang, act, key, cls="", extra=""):
    klass = f' class="{cls}"' if cls else ""
    return (f'<button type="button"{klass} data-act="ui:{act}" id="btn-{act}"{extra}>'
            f'{esc(t(lang, key))}</button>')


def game_buttons(lang, game_id):
    gid = esc(game_id)
    return (f'<a class="button secondary" href="#/">{esc(t(lang, "back_to_picker"))}</a>'
            f'{button(lang, "new", "new_game")}'
            f'{button(lang, "undo", "undo", "secondary")}{button(lang, "redo", "redo", "secondary")}'
            f'{button(lang, "hint", "hint", "secondary", " hidden")}'  # learn: hint and review (issue 18)
            f'{button(lang, "reviewgame", "review_game", "secondary", " hidden")}'
            f'{button(lang, "share", "share", "secondary")}'
            f'{button(lang, "sharenative", "share_native", "secondary", " hidden")}'
            f'{button(lang, "qr", "show_qr", "secondary")}'
            f'<a class="button secondary" href="#/{gid}/rules">{esc(t(lang, "rules"))}</a>')


def key_list(lang, keys):
    """The keyboard help: the board's own keys (the renderer's key_help), else the grid's."""
    rows = list(keys) or [(t(lang, "keys_grid"), t(lang, "keys_grid_do")), ("Enter / Space", t(lang, "keys_act"))]
    items = "".join(f"<li><kbd>{esc(k)}</kbd> {esc(what)}</li>" for k, what in rows)
    return (f'<details class="gs-keys"><summary>{esc(t(lang, "keys_title"))}</summary>'
            f'<ul>{items}</ul></details>')


def render(lang, game, keys=()):
    help_box = piece_help.render(game.id, lang)  # help on every piece (issue 25)
    # its "?" shown beside the game's name, where a player looks first (css/app.css puts it there),
    # last in the page's order, so that Tab goes from the name to the board, then to its controls
    head_help = f'<div class="gs-help">{piece_help.button(lang)}{piece_help.touch_note(lang)}</div>' if help_box else ""
    return (
        f'<section class="game-screen" data-game="{esc(game.id)}" aria-labelledby="game-title">'
        f'<h2 id="game-title" class="gs-title" tabindex="-1">{esc(game_name(lang, game.id))}</h2>'
        f'<div class="gs-status"><p id="status" class="status" aria-live="polite" aria-atomic="true"></p>'
        f'<div id="gamelog" class="gamelog" hidden></div></div>'
        f'<div class="gs-board"><div id="board" class="board-area"></div></div>'
        f'<div class="gs-side">'
        f'<div class="gs-controls" id="controls"></div>'
        f'<div class="gs-result" id="result" hidden></div>'  # the end: the result first, then the level
        f'<div class="gs-level" id="levelbox" hidden></div>'
        f'<div class="gs-players" id="players"></div>'
        f'<div class="gs-extra" id="extra" hidden></div>'
        f'<section class="gs-moves" aria-labelledby="moves-title"><h3 id="moves-title">{esc(t(lang, "moves"))}</h3>'
        f'<div id="stepper"></div><p id="moves-empty" class="moves-empty"></p>'
        f'<ol id="movelist" class="movelist"></ol></section>'
        f'<div id="gamelog-side" class="gamelog" hidden></div>'
        f'<nav class="gs-buttons" aria-label="{esc(t(lang, "game_menu"))}">{game_buttons(lang, game.id)}'
        f'{key_list(lang, keys)}</nav>'
        f'<div id="sharebox" class="sharebox" hidden><label>{esc(t(lang, "copy_failed"))} '
        f'<input id="shareinput" readonly></label></div>'
        f'</div>{head_help}{help_box}</section>')

"""Help on every piece (issue 25): the rule of each kind of piece, from the game's own
help texts (`GameUI.help_for`, the words of its rules page), shown on hover, keyboard
focus, a touch long press and "?".

The contract with the renderers: every piece they draw carries `data-help="<kind>"`,
kind one of the game's `pieces` (docs/board-renderers.md). This module renders,
once per game screen, the texts of the game's kinds in the page's language (hidden),
the tooltip that shows one, and the "?" button; js/piece-help.js does the showing (it
needs no Python round trip on a hover), sets `aria-describedby` on the piece while its
text shows, and keeps a long press from playing the move. Pure: tested under CPython.
"""

from ..games import ui_for
from ..games.base import esc
from ..i18n import t

TIP_ID = "piece-help"
TEXTS_ID = "piece-help-texts"


def tr(lang, key):
    return t(lang, f"piece_help.{key}")


def texts(game_id, lang):
    """{kind: text} of the game's pieces in `lang` (English where a text lacks it)."""
    ui = ui_for(game_id)
    return {kind: ui.help_for(kind, lang) for kind in ui.pieces}


def button(lang):
    """The "?" control: while pressed, a click or tap on a piece shows its rule instead
    of playing it (the same as a long press; keyboard: "?" on the focused piece). Its
    word may go where room is short (css/app.css: a review or a lesson on a phone), the
    "?" stays."""
    return (f'<button type="button" class="secondary piece-help-btn" id="btn-piecehelp" aria-pressed="false" '
            f'aria-label="{esc(tr(lang, "button_label"))}" title="{esc(tr(lang, "how"))}" '
            f'aria-keyshortcuts="?"><span class="ph-mark" aria-hidden="true">?</span>'
            f'<span class="ph-word">{esc(tr(lang, "button"))}</span></button>')


def touch_note(lang):
    """Said under the "?" button while it is pressed, on a touch screen only
    (css/app.css): a long press on a piece explains it at any time. Said until the
    player has used a long press or read it three times, remembered on the device
    (js/piece-help.js)."""
    return f'<p class="piece-help-touch">{esc(tr(lang, "touch"))}</p>'


def render(game_id, lang):
    """The game's help texts (hidden: the tooltip shows one) and the tooltip itself."""
    items = "".join(f'<p data-kind="{esc(kind)}">{esc(text)}</p>' for kind, text in texts(game_id, lang).items())
    if not items:
        return ""
    return (f'<div id="{TEXTS_ID}" hidden>{items}</div>'
            f'<div id="{TIP_ID}" class="piece-help" role="tooltip" hidden></div>')


def effect(game_id, kind, lang):
    """The rule of `kind` for a choice between pieces (a character, a spirit to keep):
    shown next to the choice; "" for a kind without a text."""
    ui = ui_for(game_id)
    return ui.help_for(kind, lang) if kind in ui.pieces else ""

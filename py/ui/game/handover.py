"""Two people at one device in a game with hidden information (issue 25): the hand-over.

A turn ends in two steps. First the mover still holds the device and sees what the
turn did, their own hand refilled included; they confirm "Done — hand over". Then
nobody holds it: the board, the display and both panoramas stay in view, only the
hands are hidden, the status says once to whom the device goes, and one button lets
the next player show their own hand. Any game whose engine says `hidden_information`
gets this; nothing here knows a game.

The phases are read from the model (`ScreenModel.holder`, the seat to move):
  "done"  the holder finished their turn and still looks at it
  "pass"  nobody holds the device (a game opened, or after "done")
"""

from ..games.base import esc
from ..i18n import t

DONE, PASS = "done", "pass"

def say(lang: str, key: str, **values: object) -> str:
    return t(lang, f"handover.{key}", **values)


def phase(model) -> str | None:
    """Which step of the hand-over the screen is in, or None (no hand-over now)."""
    if not model.needs_handover():
        return None
    if model.holder is not None and not model.replaying:
        return DONE
    return PASS


def controls(model, handover_ok: str) -> str:
    """The one button of the step: "Done — hand over", or the next player's "show my
    tiles" (`handover_ok`, the app's words; the status names whom the device goes to)."""
    if phase(model) == DONE:
        return (f'<div class="handover"><button type="button" data-act="ui:handdone" id="btn-handdone">'
                f'{esc(say(model.lang, "done"))}</button></div>')
    return (f'<div class="handover"><button type="button" data-act="ui:handover" id="btn-handover">'
            f'{esc(handover_ok)}</button></div>')

"""The new-game dialog as a plug-in of the game screen's controller.

It keeps the dialog's choices while it is open (the markup is game/dialog.py's),
shows the options that apply after each change, and starts the game chosen; the
pace between two computers and the hints setting stay the controller's.
"""

from ..games import ui_for
from ..i18n import t
from . import dialog, hint
from .commands import CloseDialog, Command, Go, ShowDialog
from .model import HUMAN, KINDS, LEVEL_KEY, LEVELS, LINK, LIVE


class NewGame:
    def __init__(self, ctl):
        self.ctl = ctl
        self.values = None  # the choices while the dialog is open
        self.kinds = None

    def open(self) -> list[Command]:
        ctl = self.ctl
        self.values = dict(ctl.match.options)
        self.kinds = list(ctl.model.kinds)
        return [self.shown()]

    def shown(self, focus_name=None):
        ctl = self.ctl
        note = t(ctl.lang, "custom_board_note") if self.values.get("board") == "custom" else ""
        html = dialog.render(ctl.lang, ctl.match.game, self.values, self.kinds, ctl.speed, note, hints=ctl.hints)
        return ShowDialog(html, "newgame-title", focus_name)

    def changed(self, entries, name) -> list[Command]:
        """A choice in the dialog changed (field `name`): show the options that apply now."""
        ctl = self.ctl
        if ctl.model is None or self.values is None:
            return []
        values, kinds, speed = dialog.read(entries, ctl.match.game, self.kinds, ctl.speed, changed=name)
        self.values.update(values)
        self.kinds, ctl.speed = kinds, speed
        ctl.hints = dialog.read_hints(entries, ctl.hints)
        return [self.shown(name)]

    def start(self, entries) -> list[Command]:
        """Start: the game with the options and seats chosen (`entries`: the form's fields)."""
        ctl = self.ctl
        m = ctl.match
        if self.values is None:
            return [CloseDialog()]
        values, kinds, speed = dialog.read(entries, m.game, self.kinds, ctl.speed)
        self.values.update(values)
        ctl.speed = speed
        ctl.hints = dialog.read_hints(entries, ctl.hints)
        ctl.storage.set_text(hint.SETTING, ctl.hints)
        page = ui_for(m.game_id).page_for_options(self.values)
        if page is not None:  # the game's own page first (a custom Boxilies board: the designer)
            return [CloseDialog(), Go(f"/{m.game_id}/{page}")]
        options = {k: v for k, v in self.values.items() if k != "design" or v}
        levels = [k[3:] for k in kinds if k.startswith("ai:")]
        if LIVE in kinds:  # live with a friend (issue 29): a room, the host's seat chosen or drawn
            claim = str(kinds.index(HUMAN)) if HUMAN in kinds else "random"
            return [CloseDialog()] + ctl.live.start(m.game_id, options, claim)
        if len(levels) == 1 and levels[0] in LEVELS:  # against the computer: the next one-tap start's level
            ctl.storage.set_text(LEVEL_KEY, levels[0])
        return [CloseDialog()] + ctl.start(m.game_id, options, [k if k in KINDS or k == LINK else HUMAN for k in kinds])

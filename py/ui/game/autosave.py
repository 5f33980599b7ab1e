"""Autosave as a plug-in of the game screen's controller: each match in its own save,
written after each change; tabs never overwrite each other (a save's revision is
checked), and a change made in another tab offers a choice (load it, or keep this
game as a new save)."""

from .. import archive
from ..games import ui_for
from ..i18n import t
from . import bylink, live
from .commands import AskPersist, ClearNotice, Command, Notice, Render
from .model import played_key


class Autosave:
    def __init__(self, ctl):
        self.ctl = ctl
        self.failed_reported = False

    def save(self) -> list[Command]:
        ctl = self.ctl
        model = ctl.model
        if model is None or not ctl.mode.saves:
            return []
        m = model.match
        if not m.moves and not model.save_rev and model.corr is None and model.live is None:
            return []  # nothing worth keeping yet
        record = live.save_record(model) if model.live is not None else bylink.save_record(model)
        if record is None:
            return []  # a live guest waiting for the host's game
        result = ctl.saves.save(m.game_id, model.save_id, record, model.save_rev)
        if result.ok:
            model.save_rev = result.rev
            if ui_for(m.game_id).newcomer_options is not None:  # no newcomer's defaults from now on
                ctl.storage.set_text(played_key(m.game_id), "1")
            return [AskPersist()]
        if result.status == "conflict":
            return [self.conflict_notice()]
        if result.status == "failed" and ctl.storage.available and not self.failed_reported:
            self.failed_reported = True  # storage full or refused: say so once
            return [Notice(archive.tr(ctl.lang, "storage_full"), archive.full_actions(ctl.lang))]
        return []

    def changed_elsewhere(self, what) -> list[Command]:
        """A `storage` event: if another tab changed this match's save, say so."""
        ctl = self.ctl
        model = ctl.model
        if model is None or not ctl.mode.saves:
            return []
        if what[0] == "save" and (what[1], what[2]) != (model.match.game_id, model.save_id):
            return []
        if not model.save_rev:
            return []  # this tab has not saved it yet: nothing of ours to lose
        if ctl.saves.status(model.match.game_id, model.save_id, model.save_rev) == "newer":
            return [self.conflict_notice()]
        return []

    def conflict_notice(self):
        lang = self.ctl.lang
        return Notice(t(lang, "conflict"), (("ui:conflict:load", t(lang, "conflict_load")),
                                            ("ui:conflict:fork", t(lang, "conflict_fork"))))

    def resolve(self, how) -> list[Command]:
        """The player's choice: "load" the other tab's version, or "fork" (this game as a new save)."""
        ctl = self.ctl
        model = ctl.model
        if how == "load":
            found = ctl.saves.open(model.match.game_id, model.save_id)
            if found is not None:
                save, match = found
                if save.live is not None:  # a live game: the other tab's copy, in the same room
                    return [ClearNotice()] + ctl.live.resume(save, match)
                return [ClearNotice()] + ctl.open(match, save.players, save=(save.id, save.rev), corr=save.bylink)
        model.save_id, model.save_rev = ctl.saves.new_id(), 0
        return [ClearNotice()] + ctl.fragment() + self.save() + [Render(t(ctl.lang, "kept_as_new"))]

"""Play by link (issue 17): a match between two devices with no server and no account.

Each side plays its move here and sends the link ("Send your move": the system's
share sheet, else copy, or a QR code); the other side opens it and plays theirs. The
link holds the whole match (`pl=l.l` marks it as one by link, see docs/notation.md).

What this device knows of such a match is a `Corr`, kept in the match's save
(saves.py, format 3): the seat played here (asked once: "Are you Player 1 or
Player 2?"), and how many moves the last link received and the last link sent held.
Moves up to the later of the two are out of this device's hands: no undo, no
branching from the replay.

"The same match" is `spielkiste.link.match_key`: game, seed, options and start
position. A link opened here is compared with the newest saved copy of that match:
behind it (the link is older) -> the saved game is kept and the page says so; ahead of
it -> the game continues from the link; a different history -> the player chooses which
one goes on by link, and the other is kept as a saved game of its own.

The pure parts (Corr, compare, phase, texts, markup) are tested under CPython; `ByLink`
is the flow, as part of the game screen's controller: it returns commands
(game/commands.py) and never imports js.
"""

from spielkiste.errors import SpielkisteError
from spielkiste.link import compare_histories as compare
from spielkiste.link import match_key

from ..games.base import esc
from ..i18n import t
from ..saves import record_of
from .commands import ClearNotice, Command, FocusNext, Notice, Render, SendLink, Share
from .model import HUMAN, LINK

BY_LINK = (LINK, LINK)
ACTIONS = ("iam", "sendmove", "sendqr", "diverged")


class Corr:
    """A match by link as this device sees it: `me` (0, 1, or None until asked),
    `received` and `sent` (the number of moves in the last link opened here / sent
    from here; -1: none yet)."""

    def __init__(self, me=None, received=-1, sent=-1):
        self.me, self.received, self.sent = me, received, sent

    @classmethod
    def of(cls, value):
        """A Corr from a Corr, a saved (me, received, sent) tuple, or None."""
        if value is None or isinstance(value, Corr):
            return value
        return cls(*value)

    @classmethod
    def for_kinds(cls, kinds):
        """A new match by link from the dialog's kinds ([human, link]: seat 0 here)."""
        return cls(kinds.index(HUMAN) if HUMAN in kinds else None)

    def saved(self):
        return (self.me, self.received, self.sent)

    @property
    def fixed(self):
        """Moves that are out of this device's hands (received or sent)."""
        return max(self.received, self.sent, 0)

    def __repr__(self):
        return f"Corr(me={self.me}, received={self.received}, sent={self.sent})"


def local_kinds(me):
    """The screen's kinds: the seat played here is a human, the other is by link."""
    return [HUMAN if seat == me else LINK for seat in (0, 1)]


def copies(saves, game_id, key, prefer=None):
    """The saves by link of the match `key` (match_key), newest first; the save
    `prefer` (the one the URL names) first if it is one of them."""
    found = []
    for save in saves.list(game_id):
        if save.bylink is None:
            continue
        try:
            same = match_key(save.link) == key
        except SpielkisteError:
            continue
        if same:
            found.append(save)
    found.sort(key=lambda s: s.id != prefer)  # stable: newest first otherwise
    return found


# -- what the screen shows --------------------------------------------------------------

def phase(model):
    """Where a match by link stands on this device: "ask" (which seat is played
    here?), "play" (ours to move), "send" (our move is made, not sent yet), "wait"
    (sent: the other side is to move), "done" (over, nothing left to send)."""
    corr, m = model.corr, model.match
    if corr.me is None:
        return "ask"
    last_is_ours = m.ply > corr.received
    if m.is_over:
        return "send" if last_is_ours and corr.sent != m.ply else "done"
    if m.to_move == corr.me:
        return "play"
    return "wait" if corr.sent == m.ply else "send"


def can_undo(model):
    corr = model.corr
    return corr.me is not None and model.match.ply > corr.fixed


def other(model):
    return 1 - model.corr.me if model.corr.me is not None else model.match.to_move


def named(model, seat):
    return f"{model.names[seat]} {model.symbol(seat)}"


def waiting_text(model):
    return t(model.lang, "link_waiting", name=model.names[other(model)])


def headline(model, turn_text):
    """The status's first part while the match is live and shown at its latest move."""
    step = phase(model)
    lang = model.lang
    if step == "ask":
        return t(lang, "link_ask", a=named(model, 0), b=named(model, 1))
    if step == "send":
        if model.match.ply == 0:
            return t(lang, "link_invite", name=model.names[other(model)])
        return t(lang, "link_send_now", name=model.names[other(model)])
    if step == "wait":
        return waiting_text(model)
    return turn_text


def refusal(model):
    """Why the board cannot be played now (by link), or None."""
    lang = model.lang
    if model.corr.me is None:
        return t(lang, "link_refuse_ask")
    if model.replaying and model.cursor < model.corr.fixed:
        return t(lang, "link_refuse_sent")
    if not model.replaying and model.match.to_move != model.corr.me:
        return waiting_text(model)
    return None


def _button(act, id_, text, primary=True):
    cls = "" if primary else ' class="secondary"'
    return f'<button type="button"{cls} data-act="ui:{act}" id="btn-{id_}">{esc(text)}</button>'


def controls(model):
    """The controls region of a match by link, or None where the board's own
    controls belong (our turn)."""
    if model.replaying:
        return None
    step, lang = phase(model), model.lang
    if step == "ask":
        likely = model.match.to_move if model.match.to_move is not None else 0
        buttons = "".join(_button(f"iam:{seat}", f"iam-{seat}", t(lang, "link_iam", name=model.names[seat]),
                                  seat == likely) for seat in (0, 1))
        return (f'<div class="bylink bylink-ask"><p>{esc(t(lang, "link_ask_why"))}</p>'
                f'<div class="bylink-buttons">{buttons}</div></div>')
    if step == "send":
        if model.match.is_over:
            text = t(lang, "link_send_last", name=model.names[other(model)])
        else:
            text = t(lang, "link_send_how")
        return (f'<div class="bylink bylink-send"><p>{esc(text)}</p><div class="bylink-buttons">'
                f'{_button("sendmove", "sendmove", t(lang, "link_send_game" if model.match.ply == 0 else "link_send"))}'
                f'{_button("sendqr", "sendqr", t(lang, "show_qr"), False)}</div></div>')
    if step == "wait":
        return (f'<div class="bylink bylink-wait"><div class="bylink-buttons">'
                f'{_button("sendmove", "sendmove", t(lang, "link_send_again"), False)}'
                f'{_button("sendqr", "sendqr", t(lang, "show_qr"), False)}</div></div>')
    if step == "done":
        return ""
    return None


def save_record(model):
    """The save record of the screen's match (players and, by link, the Corr)."""
    corr = model.corr
    return record_of(model.match, model.players(), None if corr is None else corr.saved())


# -- the flow on the game screen ------------------------------------------------------------

class ByLink:
    """Opening links of a match by link, the seat question, sending, and the choice
    when a link and the saved game differ: the game screen's controller's by-link
    part. Each method returns the controller's commands."""

    def __init__(self, ctl):
        self.ctl = ctl  # the game screen's Controller
        self.pending = None  # a diverged link's match while the player chooses

    def open_link(self, match, prefer=None) -> list[Command]:
        """A link by link was opened: continue the saved copy of its match, or the link."""
        ctl = self.ctl
        saves, lang = ctl.saves, ctl.lang
        self.pending = None
        found = copies(saves, match.game_id, match_key(match.link()), prefer)
        opened = saves.open(match.game_id, found[0].id) if found else None
        if opened is None:  # a match new to this device: ask which seat is played here
            return ctl.open(match, BY_LINK, save=(saves.new_id(), 0), corr=Corr(None, match.ply, -1))
        save, ours = opened
        corr = Corr.of(save.bylink)
        verdict = compare(ours.moves, match.moves)
        if verdict == "ahead":
            corr.received = match.ply
            out = ctl.open(match, BY_LINK, save=(save.id, save.rev), corr=corr) + ctl.autosave()
            said = t(lang, "link_continued", n=match.ply)  # and what the last move did, aloud
            told = ctl.describe(match.state_at(match.ply - 1), match.moves[-1], match.state)
            return out + [Render(f"{said} {told}")]
        out = ctl.open(ours, BY_LINK, save=(save.id, save.rev), corr=corr)
        if verdict == "behind":
            out.append(Notice(t(lang, "link_older", n=match.ply, m=ours.ply)))
        elif verdict == "diverged":
            self.pending = match
            out.append(Notice(t(lang, "link_diverged", n=match.ply, m=ours.ply),
                              (("ui:diverged:link", t(lang, "link_diverged_link")),
                               ("ui:diverged:mine", t(lang, "link_diverged_mine")))))
        return out

    def action(self, name, arg):
        model = self.ctl.model
        if model is None or model.corr is None:
            return []
        if name == "iam" and arg in ("0", "1"):
            return self.choose_seat(int(arg))
        if name == "sendmove":
            return [SendLink(model)]
        if name == "sendqr":
            return [Share("qr", model.match, model.players())] + self.sent(model)
        if name == "diverged" and arg in ("link", "mine"):
            return self.resolve(arg)
        return []

    def choose_seat(self, seat) -> list[Command]:
        ctl = self.ctl
        model = ctl.model
        model.corr.me = seat
        model.kinds = local_kinds(seat)
        model.refusal = model.refused = None
        return ctl.autosave() + [Render(t(model.lang, "link_you_are", name=model.names[seat])), FocusNext()]

    def sent(self, model) -> list[Command]:
        """The link was handed on (shared, copied or shown): undo ends here."""
        if self.ctl.model is not model:
            return []
        model.corr.sent = model.match.ply
        return self.ctl.autosave() + [Render()]

    def resolve(self, how) -> list[Command]:
        """A diverged link: "link" goes on from it, "mine" keeps the saved game; the
        other version is kept as a saved game of its own (two people at one device)."""
        ctl = self.ctl
        saves = ctl.saves
        model, theirs = ctl.model, self.pending
        self.pending = None
        out: list[Command] = [ClearNotice()]
        if theirs is None or model is None:
            return out
        keep = model.match if how == "link" else theirs
        saves.save(keep.game_id, saves.new_id(), record_of(keep, (HUMAN, HUMAN)))
        if how == "link":
            corr = model.corr
            corr.received = theirs.ply
            corr.sent = corr.sent if corr.sent <= theirs.ply else -1  # ours was sent on another line
            out += ctl.open(theirs, BY_LINK, save=(model.save_id, model.save_rev), corr=corr)
            out += ctl.autosave()
        return out + [Render(t(ctl.lang, "link_other_kept"))]

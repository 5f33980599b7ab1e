"""The game screen's model: what the screen shows, derived from the match, who plays
each seat, the replay cursor and the renderer's selection.

Pure (no DOM): every region renders from a ScreenModel, and the unit tests build one
under CPython. Hidden information is decided here once: `viewer()` is the only place
that says whose tiles may be drawn, for the live board, the replay and the buttons.
"""

from spielkiste import vocabulary

from .. import render_errors
from ..games import board_for
from ..games.base import Ctx
from ..i18n import t

HUMAN = vocabulary.HUMAN
LEVELS = vocabulary.LEVELS  # every level of any game, weakest first; a game's own: levels_of
LEVEL_KEY = "ai-level"  # storage: the computer's level last chosen (issue 25; app and screen)


def played_key(game_id):
    """Storage: "1" once a game was played here (a newcomer's defaults apply before)."""
    return f"played:{game_id}"


KINDS = (HUMAN,) + tuple(vocabulary.computer(level) for level in LEVELS)


def levels_of(game):
    """The levels `game` offers, weakest first (the dialog's and the game screen's choice)."""
    return vocabulary.ladder(game)


def level_for(game, level):
    """`level` on `game`'s ladder: itself, or the nearest one the game offers (a level
    chosen in another game, or from an older link or save)."""
    return vocabulary.nearest_level(level, vocabulary.ladder(game))
LINK = vocabulary.LINK  # by link (issue 17): the seat is played on another device (see bylink.py)
LIVE = vocabulary.LIVE  # live (issue 29): the seat is played on another device, in real time (see live.py)
SYMBOL = ("●", "▲")  # the seats differ by symbol as well as colour (a board may have its own: symbol())


def player_label(lang, seat, kind, other=None):
    """A seat's name: "Player 1", or the computer by its level, "Computer (strong)" (issue
    25: one short name that wraps, no "Player 2 – Computer (strong)"); numbered only when
    the `other` seat's kind is a computer too ("Computer 1 (easy)")."""
    if kind.startswith("ai:"):
        level = t(lang, "level_" + kind[3:])
        if other is not None and other.startswith("ai:"):
            return t(lang, "computer_n", n=seat + 1, level=level)
        return t(lang, "computer", level=level)
    return t(lang, "player", n=seat + 1)


class ScreenModel:
    """One match on the screen, with the page's own state around it."""

    def __init__(self, match, kinds=(HUMAN, HUMAN), lang="en", corr=None):
        self.match = match
        self.corr = corr  # by link: a bylink.Corr (the seat played here, moves received and sent)
        self.live = None  # live: a live.LiveGame (the room, the session, the connection)
        self.game = match.game
        self.board = board_for(match.game_id)
        # a computer's level the game does not offer (an older link or save): the nearest it offers
        self.kinds = [vocabulary.offered_kind(kind, levels_of(match.game)) for kind in kinds]
        self.lang = lang
        self.sel = {}  # the renderer's selection, cleared after each move
        self.cursor = None  # replay: the ply shown, None = the latest
        self.holder = None  # hot-seat with hidden information: the seat holding the device
        self.thinking = False  # a computer is choosing a move
        self.paused = False  # computer vs computer, stopped by undo or the pause button
        self.refusal = None  # why the last click could not be played
        self.refused = None  # the action that was refused
        self.fresh = False  # the next render follows a move: animate it
        self.note = ""  # a standing remark under the status (e.g. a newcomer's simple mode)
        # learn (issue 18): marks on the board, a hint, a review (game/hint.py, game/review.py)
        self.marks = {}  # {kind: [cell names or "act:<action>"]}, see ui/marks.py
        self.arrow = None  # (kind, from, to) cell names, or None
        self.tip = ""  # the sentence that goes with the marks (a hint), under the status
        self.marks_at = None  # the position the marks belong to: a move or an undo drops them
        self.hint_busy = False  # the computer is looking for a hint
        self.review = None  # review.Review while a review runs or after it

    # -- facts -----------------------------------------------------------------------
    @property
    def names(self):
        names = [player_label(self.lang, s, self.kinds[s], self.kinds[1 - s]) for s in (0, 1)]
        if self.corr is not None and self.corr.me is not None:  # by link: "Player 1 (you)"
            names[self.corr.me] = t(self.lang, "you", name=names[self.corr.me])
        if self.live is not None and self.live.me is not None:  # live: "Player 2 (you)"
            names[self.live.me] = t(self.lang, "you", name=names[self.live.me])
        return tuple(names)

    def symbol(self, seat):
        """The seat's mark beside its name, the board's own (Soulaween's differ from its pieces)."""
        return self.board.seat_symbols[seat]

    def players(self):
        """Who plays each seat, as the link and the save say it (by link: both "link";
        live, the link shared is a copy of the game for two at one device)."""
        if self.live is not None:
            return (HUMAN, HUMAN)
        return (LINK, LINK) if self.corr is not None else tuple(self.kinds)

    @property
    def ply(self):
        """The ply shown."""
        return self.match.ply if self.cursor is None else self.cursor

    @property
    def replaying(self):
        return self.cursor is not None and self.cursor < self.match.ply

    @property
    def computers_only(self):
        return all(k.startswith("ai:") for k in self.kinds)

    @property
    def hotseat(self):
        return all(k == HUMAN for k in self.kinds)

    def state(self):
        """The full state shown (never drawn directly when information is hidden)."""
        return self.match.state_at(self.ply)

    def to_move(self):
        return self.game.to_move(self.state())

    def over(self):
        return self.game.is_over(self.state())

    def human_moved_before(self, ply):
        """Undo has something to take back: a human decided one of the first `ply` moves
        (a take-back never stops on a computer's turn)."""
        game, m = self.game, self.match
        return any(self.kinds[game.to_move(m.state_at(i))] == HUMAN for i in range(ply)
                   if game.to_move(m.state_at(i)) is not None)

    def human_to_move(self):
        who = self.to_move()
        return who is not None and self.kinds[who] == HUMAN

    def pause_for_human(self):
        """A computer's only move is a pause (İye's next cycle) in a game with a person at
        this device: the person starts it, the computer does not hurry past the result."""
        who = self.to_move()
        if who is None or not self.kinds[who].startswith("ai:") or HUMAN not in self.kinds:
            return False
        legal = self.game.legal_moves(self.state())
        return len(legal) == 1 and legal[0] in self.board.pause_moves

    def interactive(self):
        """A human may act on the board now: their turn, nothing pending. In the replay
        too (a move there branches off, after a question), unless the position shown
        is another seat's decision over hidden information."""
        if not (self.human_to_move() or self.pause_for_human()) or self.thinking or self.needs_handover():
            return False
        if self.replaying and self.game.hidden_information and self.viewer() != self.to_move():
            return False
        if self.replaying and self.corr is not None and self.cursor < self.corr.fixed:
            return False  # by link: moves sent or received are not branched from (issue 17)
        return True

    # -- hidden information ----------------------------------------------------------
    def viewer(self):
        """Whose hidden information may be drawn (None: nothing is hidden).

        Two humans on one device: always the seat holding the device, live and in the
        replay alike (never "whoever was to move then"). One human: that human.
        Two computers: the first seat. A finished game hides nothing.
        """
        if not self.game.hidden_information or self.match.is_over:
            return None
        humans = [s for s in (0, 1) if self.kinds[s] == HUMAN]
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return 0
        return self.holder

    def needs_handover(self):
        """Hot-seat with hidden hands: nobody may act until the seat to move (live) or
        any seat (replay before anyone took the device) takes the device and confirms
        (handover.py: the mover first looks at the end of their turn)."""
        if not self.game.hidden_information or not self.hotseat or self.match.is_over:
            return False
        if self.replaying:
            return self.holder is None
        to_move = self.match.to_move
        return to_move is not None and self.holder != to_move

    def handover_seat(self):
        """The seat the device is to be handed to."""
        to_move = self.match.to_move
        return to_move if to_move is not None else 0

    def hides_every_hand(self):
        """The device changes hands (two people here, nobody holds it): no seat's
        hidden information may be drawn, nor anything that would tell it."""
        return bool(self.game.hidden_information) and not self.match.is_over and self.viewer() is None

    def drawn(self, state):
        if self.hides_every_hand():  # each seat's view hides the other's: both together hide both
            return self.game.view(self.game.view(state, 0), 1)
        seat = self.viewer()
        if seat is None or not self.game.hidden_information:
            return state
        return self.game.view(state, seat)

    # -- the renderer's context --------------------------------------------------------
    def ctx(self):
        m, ply = self.match, self.ply
        full = m.state_at(ply)
        interactive = self.interactive()
        last = effects = None
        if ply > 0:
            last = (self.drawn(m.state_at(ply - 1)), m.moves[ply - 1], self.drawn(full))
            effects = self.effects(ply)
        seat = self.viewer()
        return Ctx(game=self.game, match=m, state=self.drawn(full), lang=self.lang, sel=self.sel,
                   interactive=interactive, legal=self.game.legal_moves(full) if interactive else [],
                   last=last, seat=seat, names=self.names, fresh=self.fresh,
                   refusal=self.refusal, refused=self.refused, effects=effects)

    def effects(self, ply):
        """What move `ply` did, read from the full states: with hidden information the
        renderer only holds views, on which the engine cannot replay a move (a draw
        from a hidden pile); effects report public facts only, so any viewer may see them."""
        try:
            return self.game.effects(self.match.state_at(ply - 1), self.match.moves[ply - 1])
        except Exception as exc:  # noqa: BLE001 - a highlight must never break the screen: counted
            render_errors.caught("a move's effects", exc)
            return None

    # -- marks on the board (learn: a hint, a lesson step, a review's better move) --------
    def position_key(self):
        """The position shown, with the history that led to it: marks belong to one."""
        return (self.ply, tuple(self.match.moves))

    def set_marks(self, kind, names, arrow=None, tip=""):
        self.marks = {kind: list(names)} if names else {}
        self.arrow = (kind,) + tuple(arrow) if arrow else None
        self.tip = tip
        self.marks_at = self.position_key()

    def clear_marks(self):
        self.marks, self.arrow, self.tip, self.marks_at = {}, None, "", None

    def shown_marks(self):
        """(marks, arrow) to draw now: marks set for another position (a move was
        played, undone or stepped to since) are dropped."""
        if self.marks_at is not None and self.marks_at != self.position_key():
            self.clear_marks()
        return dict(self.marks), self.arrow

"""What the game screen's controller asks the page to do.

The controller (controller.py) decides; these records say what follows from a
decision, in order, and the view (screen.py) carries them out: it is the only part
that touches the DOM, the timers, the AI worker and the share sheet. Each record
holds plain data, so a unit test reads a decision as a list of them.
"""

from typing import Any, NamedTuple


class Frame(NamedTuple):
    """Draw the screen's frame for the model's game (a new match, a new language)."""


class Render(NamedTuple):
    """Draw every region from the model; say `announce` in the live region."""

    announce: str | None = None


class Focus(NamedTuple):
    selector: str


class FocusNext(NamedTuple):
    """Focus where the player acts next (hand-over button, board, a control)."""


class ShowShownMove(NamedTuple):
    """Scroll the move list, and the page, to the move shown (stepping the replay)."""


class SetFragment(NamedTuple):
    """The URL shows the match's link (a reload continues it)."""

    fragment: str


class Go(NamedTuple):
    """Leave the screen for another route (pushed on the history)."""

    fragment: str


class AskComputer(NamedTuple):
    """Ask the AI worker for the move of `level` in `link`; its reply goes to
    Controller.computer_replied(token, move, ply) no sooner than `pause_s` seconds
    after the question (the beat, or the pace between two computers)."""

    token: int
    link: str
    level: str
    ply: int
    pause_s: float


class WarmComputer(NamedTuple):
    """Start the AI worker now: the computer's first move need not wait for it."""


class AskHint(NamedTuple):
    """Ask the AI worker for a hint for `link`; the answer goes to Controller.hint_arrived."""

    model: Any
    key: Any
    link: str


class RunReview(NamedTuple):
    """Evaluate the review's positions one after the other (Controller.review_*)."""

    model: Any
    review: Any


class RefreshReview(NamedTuple):
    """Redraw the review panel (and the move list when `marked`) without a full render."""

    marked: bool


class Notice(NamedTuple):
    text: str
    actions: tuple = ()
    kind: str = "error"


class ClearNotice(NamedTuple):
    pass


class Report(NamedTuple):
    """An error to log and show (the app's report)."""

    error: BaseException


class AskPersist(NamedTuple):
    """After a save: ask the browser once to keep this site's storage."""


class ConfirmBranch(NamedTuple):
    """Ask before a move in the replay cuts the later moves; yes plays `move` (confirmed)."""

    text: str
    move: str


class ShowDialog(NamedTuple):
    """Put `html` in the dialog, open it if closed, focus the field `focus_name` if given."""

    html: str
    labelledby: str
    focus_name: str | None = None


class CloseDialog(NamedTuple):
    pass


class Share(NamedTuple):
    """Hand on the match's link: "copy", "native" (the system's share sheet) or "qr"."""

    how: str
    match: Any
    players: tuple


class SendLink(NamedTuple):
    """By link: send the move (share sheet, else copy); once handed on,
    Controller.link_sent(model)."""

    model: Any


class SetAttr(NamedTuple):
    """An attribute of <html>: the page's state for CSS and the tests."""

    name: str
    value: str


class LiveJoin(NamedTuple):
    """Join the live room `room` over the relay (the only time the page talks to hosts
    other than the site); events come back through Controller.live_event."""
    room: str


class LiveSend(NamedTuple):
    """Send `text` (one protocol message of spielkiste.live) to the friend's page."""
    text: str


class LiveLeave(NamedTuple):
    """Leave the room (the game is closed or turned into a game by link)."""


Command = (Frame | Render | Focus | FocusNext | ShowShownMove | SetFragment | Go | AskComputer | WarmComputer
           | AskHint | RunReview | RefreshReview | Notice | ClearNotice | Report | AskPersist | ConfirmBranch
           | ShowDialog | CloseDialog | Share | SendLink | SetAttr | LiveJoin | LiveSend | LiveLeave)

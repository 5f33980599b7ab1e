"""What every game's UI shares: the interface the generic layers loop over (`GameUI`),
and for its board renderer the context it renders from, escaping, ARIA grid helpers
and the base class with its contract (docs/board-renderers.md).

A renderer is a component in the spirit of lichess's chessground: the game screen
hands it everything it shows as data (the state to draw, the last move and what it
changed, legal moves, the selection, the seat holding the device) and it reports input
by turning an action into a move string. It never knows the game flow (whose device,
computers, replay) and never touches the DOM, so it runs and is tested under CPython.

The screen has regions; a renderer fills its parts of them:
  render_board(ctx)        the board: an SVG with role=grid (the board region)
  render_controls(ctx)     the deciding human's controls: sides to put, stones and
                           rotation, hand tiles, spirits to spend, reap choices… ("" if none)
  render_player(ctx, seat) one seat's pieces in hand, tokens, collection (players region)
  render_result(ctx)       the score broken down as the game counts it (result panel)
  render_extra(ctx)        anything else worth showing further down ("" if nothing)
  status(ctx)              what to do now, one plain-text sentence ("" if nothing)
  act(ctx, action)         a click / Enter on data-act=action → a move string, or None
                           (selection changed, or refused: then ctx.refuse(text) says why)
  move_label(game, before, move, lang)
                           the move list's short label ("b3 red", "reap a1–d1")
  score_name(lang, n)      what game.scores() counts, for the count n ("1 token", "2 cycles won")
  picture()                a small SVG for the picker
  keys                     {key: action} shortcuts; key_help(lang) lists them for people
  words                    its game id, the prefix of its texts in the catalogs (locale/*.po):
                           tr(lang, key) and, for a count, trn(lang, key, n) read "<words>.<key>"
"""

from dataclasses import dataclass, field
from html import escape
from typing import Any

from spielkiste.match import Match
from spielkiste.protocol import Effects, Game

from ..i18n import t, tn
from .mark_shapes import arrow, cell_mark, mark_classes


def esc(text):
    """Escape text for HTML and attribute values (quotes included)."""
    return escape(str(text), quote=True)


@dataclass
class Ctx:
    """Everything a renderer may look at for one render."""

    game: Game  # the spielkiste Game
    match: Match | None  # the spielkiste Match (history; do not mutate); None in diagrams
    state: Any  # the state to draw (a player's view for hidden information): the game's own type
    lang: str = "en"
    sel: dict[str, Any] = field(default_factory=dict)  # the renderer's own selection state
    interactive: bool = False  # a human may act now
    legal: list[str] = field(default_factory=list)  # legal moves when interactive
    last: tuple[Any, str, Any] | None = None  # (state before, move, state after) of the last move shown
    seat: int | None = None  # the player whose hidden information may be shown
    names: tuple[str, str] = ("Player 1", "Player 2")  # display names of the two players
    fresh: bool = False  # this render directly follows the move in `last` (animate it)
    effects: Effects | None = None  # game.effects() of the move in `last`, from the full states (public facts only)
    refusal: str | None = None  # set by act(): why the last click could not be played
    refused: str | None = None  # the action that was refused (the screen gives it a visual cue)
    # the screen's marks, drawn by the renderer (mark_shapes.py): {kind: [cell names or
    # "act:<action>"]} (a hint, a lesson's cells, a review's better move, your own move and
    # the reply), and an arrow (kind, from name, to name) or None
    marks: dict = field(default_factory=dict)
    arrow: tuple | None = None

    def marked(self, name):
        """The kinds of mark on the cell or control `name` (() when unmarked)."""
        return tuple(kind for kind, names in self.marks.items() if name in names)

    def refuse(self, text, action=None):
        """Say why a click cannot be played; act() returns this (None)."""
        self.refusal = text
        self.refused = action
        return None


class Board:
    """Defaults for the optional parts of the renderer contract."""

    keys: dict[str, str] = {}
    # the prefix of this board's texts in the catalogs, its game id: tr(lang, "empty") is
    # t(lang, "<words>.empty"), in locale/<lang>/LC_MESSAGES/spielkiste.po (ui/i18n.py)
    words: str = ""
    css = None  # None: css/games/<game id>.css
    # moves that only mark a pause (İye's next cycle): when a computer's only move is one of
    # them in a game with a person, the person starts it with the board's button, so what
    # the pause shows (a cycle's result) stays in view until they have read it
    pause_moves: tuple[str, ...] = ()
    # the seats' marks beside their names (status, players, log); a game whose pieces
    # already wear ● and ▲ gives its players other shapes (Soulaween, issue 25)
    seat_symbols: tuple[str, str] = ("●", "▲")

    def tr(self, lang, key, **kw):
        return t(lang, f"{self.words}.{key}", **kw)

    def trn(self, lang, key, n, **kw):
        """A text with a count, in the plural form for `n` ({n} filled in)."""
        return tn(lang, f"{self.words}.{key}", n, **kw)

    def render_board(self, ctx):
        """The board alone, for the board region and for the rules pages' diagrams."""
        return self.render(ctx)

    def render(self, ctx):
        """Every part at once (tests and diagrams of renderers that predate the regions)."""
        return (self.render_board(ctx) + self.render_controls(ctx)
                + "".join(self.render_player(ctx, s) for s in (0, 1)))

    def render_controls(self, ctx):
        return ""

    def render_player(self, ctx, seat):
        return ""

    def render_result(self, ctx):
        return ""

    def render_extra(self, ctx):
        return ""

    def status(self, ctx):
        return ""

    def move_label(self, game, before, move, lang):
        return move

    def score_name(self, lang, n=2):
        """What game.scores() counts, for the players region, in the plural form for the
        count `n` ("1 stone", "2 stones"); "" says "points"."""
        return ""

    def key_help(self, lang):
        """[(key, what it does)] for the "how to play here" texts; default: none."""
        return []

    def picture(self):
        return ""


def target_mark(x, y, size):
    """The legal-target mark: a dot in the cell's middle (no hover needed)."""
    return (f'<circle class="target-mark" cx="{x + size / 2:g}" cy="{y + size / 2:g}" '
            f'r="{size * 0.08:g}" aria-hidden="true"/>')


def last_mark(x, y, size):
    """The last-move mark: four corner brackets (a shape, not only a colour)."""
    a, k = 6, size * 0.22
    x0, y0, x1, y1 = x + a, y + a, x + size - a, y + size - a
    d = (f"M{x0:g},{y0 + k:g}V{y0:g}H{x0 + k:g}M{x1 - k:g},{y0:g}H{x1:g}V{y0 + k:g}"
         f"M{x1:g},{y1 - k:g}V{y1:g}H{x1 - k:g}M{x0 + k:g},{y1:g}H{x0:g}V{y1 - k:g}")
    return f'<path class="last-mark" d="{d}" aria-hidden="true"/>'


def gridcell(r, c, label, act=None, cls="cell", inner="", selected=False, disabled=False, box=None, name=None,
             marks=()):
    """An SVG <g> gridcell with the data the app's keyboard navigation uses.

    `box` = (x, y, w, h) adds the cell's focus ring: a two-tone frame drawn inside the
    cell (so neighbours never cover it), shown only while the cell has keyboard focus.
    `name` is the engine's name of the cell (data-cell): the screen marks cells by it
    (a hint, a lesson's cells, a review's better move; py/ui/game/marking.py).
    `marks` are the kinds of mark on it (`ctx.marked(name)`): drawn inside `box`.
    """
    attrs = [f'role="gridcell" data-r="{r}" data-c="{c}" tabindex="-1"', f'aria-label="{esc(label)}"',
             f'class="{esc(cls + mark_classes(marks))}"']
    if act is not None:
        attrs.append(f'data-act="{esc(act)}"')
    if selected:
        attrs.append('aria-selected="true"')
    if disabled:
        attrs.append('aria-disabled="true"')
    if name is not None:
        attrs.append(f'data-cell="{esc(name)}"')
    ring = ""
    if box is not None:
        inner += "".join(cell_mark(kind, box) for kind in marks)
        x, y, w, h = box
        ring = (f'<rect class="ring-out" x="{x + 3:g}" y="{y + 3:g}" width="{w - 6:g}" height="{h - 6:g}"/>'
                f'<rect class="ring-in" x="{x + 8:g}" y="{y + 8:g}" width="{w - 16:g}" height="{h - 16:g}"/>')
    return f"<g {' '.join(attrs)}>{inner}{ring}</g>"


def arrow_layer(ctx, box_of):
    """The screen's arrow (ctx.arrow) over the board, from centre to centre of the cells'
    boxes `box_of(name)` → (x, y, w, h) or None; "" when there is none to draw."""
    if not ctx.arrow:
        return ""
    kind, src, dst = ctx.arrow
    a, b = box_of(src), box_of(dst)
    if a is None or b is None:
        return ""
    return arrow(kind, a[0] + a[2] / 2, a[1] + a[3] / 2, b[0] + b[2] / 2, b[1] + b[3] / 2)


class GameUI:
    """One game's part of the page: the interface the generic layers (picker cards, the
    game screen and its regions, the narration, the marks, lessons, hints, the review)
    loop over, so that none of them names a game. Each game's package `ui/games/<id>/`
    exposes one instance as `UI`; `ui.games.ui_for(id)` finds it.

    The defaults below are right for a game that needs nothing special; a game overrides
    only what it has."""

    id: str = ""
    board: Board = Board()
    #: the options of a newcomer's first game (None: the game's defaults), and the i18n key of
    #: the note that says why ("first_simple": Soulaween's simple mode, as its rule text advises)
    newcomer_options: dict | None = None
    newcomer_note: str = ""
    #: the game's own pages besides play, rules and learn: {route: i18n key of its button},
    #: each at #/<id>/<route> (Boxilies: the designer)
    pages: dict[str, str] = {}
    #: False when `tell` already says who won (İye: "wins the match")
    tells_winner: bool = True
    #: the kinds of piece with a short rule text (help.py); each text is "<id>.help.<kind>"
    #: in the catalogs (locale/*.po)
    help_pieces: tuple[str, ...] = ()
    #: {option name: {value: piece kind}}: a rule option that chooses a piece (Soulaween's
    #: characters) shows the chosen piece's help text in the new-game dialog (issue 25)
    option_help: dict[str, dict[str, str]] = {}
    #: live with a friend (issue 29): a game with hidden information is played live only
    #: with a fair deal; this is the session class that deals it (None: not live)
    live_deal: Any = None

    def live_blank(self, options: dict) -> object:
        """A game with a live fair deal: the state the screen shows before the deal (every
        hidden tile hidden from both, nothing dealt shown)."""
        raise NotImplementedError

    @property
    def pieces(self) -> tuple[str, ...]:
        """The kinds of piece that have a help text (spirits, tokens, tiles, …)."""
        return self.help_pieces

    def help_for(self, piece_key: str, lang: str) -> str:
        """The help text of a kind of piece in `lang` (English for a language it lacks);
        KeyError for a kind the game does not have."""
        if piece_key not in self.help_pieces:
            raise KeyError(piece_key)
        return t(lang, f"{self.id}.help.{piece_key}")

    def tell(self, fx: Effects, lang: str, names: tuple | None = None) -> list[list[str]]:
        """What the move with effects `fx` did: sentences, each a list of phrases
        without subject ([["places 5a on b3"], ["captures a3, c3"]]); `names` are the
        players' names when known (else say "the opponent"). `ui.explain` puts them
        together for the live region, the log, the hint, the lessons and the review.
        []: say the move."""
        return []

    def note(self, fx: Effects, lang: str) -> str:
        """A remark after the sentence ("(the opponent then passes)"); "" if none."""
        return ""

    def marks(self, state: object, move: str, fx: Effects) -> tuple[list, tuple | None]:
        """(names, arrow): the cells and controls `move` concerns, most important first
        (cell names as in `data-cell`, "act:<action>" for a control), and an arrow
        (from name, to name) or None; from the engine's effects `fx` (ui.marks)."""
        return [], None

    #: the top-level keys of the export file ("Export my games", ui/archive.py) under which
    #: this game keeps what it saves besides matches (Boxilies: "designs")
    export_keys: tuple[str, ...] = ()

    def export_extra(self, key: str, storage: object) -> list:
        """What the export file holds under `key` (one of `export_keys`): plain JSON items."""
        raise KeyError(key)

    def import_extra(self, key: str, items: list, storage: object) -> tuple[int, int]:
        """Merge the file's `items` under `key` (one of `export_keys`) into this device:
        (added, skipped). Items that are not sound are skipped, never trusted."""
        raise KeyError(key)

    def page_for_options(self, options: dict) -> str | None:
        """The page (a key of `pages`) that a new game with these options opens instead
        of the game (a custom Boxilies board: the designer); None: play it."""
        return None

    def show_page(self, app: object, route: str, query: str) -> object:
        """Open page `route` (a key of `pages`) in the app; returns the page's object."""
        raise KeyError(route)

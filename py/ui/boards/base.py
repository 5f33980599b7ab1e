"""What every board renderer shares: the context it renders from, escaping, ARIA grid
helpers and the base class with its contract.

Contract of a renderer (module py/ui/boards/<game id>.py defining BOARD):
  render(ctx) -> str      the board and its own controls as HTML/SVG markup. Every
                          dynamic text goes through esc(). Clickable things carry
                          data-act="<action>" (the app prefixes nothing; actions are
                          the renderer's own words such as "cell:4" or "rotate").
  act(ctx, action) -> str | None
                          a click (or Enter/Space) on data-act=action: update
                          ctx.sel (the renderer's own selection dict, cleared after
                          each move) and return a move string when one is complete.
  describe(game, before, move, after, lang, names) -> str
                          one sentence for the screen-reader live region.
  picture() -> str        a small SVG for the game picker.
  keys                    extra keyboard shortcuts: {key: action}, e.g. {"r": "rotate"}.
  status(ctx) -> str      optional extra status text (plain text, not markup).

The board is an ARIA grid: role=grid on the SVG, role=row groups, role=gridcell
elements with data-r/data-c (0-based row/column as drawn) and an aria-label such as
"b3, red piece". The app gives the grid one tab stop (roving tabindex) and moves focus
with the arrow keys; Enter/Space act on the focused cell.
"""

from dataclasses import dataclass, field
from html import escape


def esc(text):
    """Escape text for HTML and attribute values (quotes included)."""
    return escape(str(text), quote=True)


@dataclass
class Ctx:
    """Everything a renderer may look at for one render."""

    game: object  # the spielkiste Game
    match: object  # the spielkiste Match (history; do not mutate)
    state: object  # the state to draw (a player's view for hidden information)
    lang: str = "en"
    sel: dict = field(default_factory=dict)  # the renderer's own selection state
    interactive: bool = False  # a human may act now
    legal: list = field(default_factory=list)  # legal moves when interactive
    last: tuple = None  # (state before, move, state after) of the last move shown
    seat: int = None  # the player whose hidden information may be shown
    names: tuple = ("Player 1", "Player 2")  # display names of the two players


class Board:
    """Defaults for the optional parts of the renderer contract."""

    keys = {}
    strings = {"de": {}, "en": {}}
    css = None  # None: css/games/<game id>.css

    def tr(self, lang, key, **kw):
        table = self.strings.get(lang) or self.strings["en"]
        text = table.get(key, self.strings["en"].get(key, key))
        return text.format(**kw) if kw else text

    def status(self, ctx):
        return ""

    def render_board(self, ctx):
        """The board alone, for the game screen's board region and for the rules
        pages' diagrams (ctx.match may be None there)."""
        return self.render(ctx)

    def describe(self, game, before, move, after, lang, names):
        return f"{names[game.to_move(before)]}: {move}"

    def picture(self):
        return ""


def gridcell(r, c, label, act=None, cls="cell", inner="", selected=False, disabled=False):
    """An SVG <g> gridcell with the data the app's keyboard navigation uses."""
    attrs = [f'role="gridcell" data-r="{r}" data-c="{c}" tabindex="-1"', f'aria-label="{esc(label)}"',
             f'class="{esc(cls)}"']
    if act is not None:
        attrs.append(f'data-act="{esc(act)}"')
    if selected:
        attrs.append('aria-selected="true"')
    if disabled:
        attrs.append('aria-disabled="true"')
    return f"<g {' '.join(attrs)}>{inner}</g>"

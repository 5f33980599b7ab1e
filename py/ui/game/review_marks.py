"""The review's marks on moves (?!, ?, ??): shared by the review panel and the move
list, which the review refreshes, so neither of the two imports the other."""

from ..games.base import esc
from ..i18n import t

SYMBOLS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def note(model, ply):
    """The move list's mark for move `ply`: the symbol, and words for screen readers."""
    review = model.review
    kind = review.mark(ply) if review is not None else None
    if not kind:
        return ""
    return (f' <span class="mv-mark rv-{kind}" aria-hidden="true">{SYMBOLS[kind]}</span>'
            f'<span class="visually-hidden">, {esc(t(model.lang, "rv_" + kind))}</span>')

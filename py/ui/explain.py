"""What a move did, in words: `Game.effects` -> one sentence, German or English.

Pure Python (no js): the live region, the hint, the lessons and the review all
describe a move through this module, and every fact in the sentence comes from
the engine's effects (docs/engine-protocol.md, "Effects"), so it is right in
every language. Each game says its part in its own package (`GameUI.phrases`,
ui/games/<id>/narration.py): phrases without subject ("reaps the chain a1–d1");
this module joins them, tells the end of the game, and `sentence` adds a subject
if asked and the full stop.

    describe("soulaween", fx, "en")   -> "puts a red piece on d1, flips c1 and d2 and reaps the chain a1–d1"
    sentence("soulaween", fx, "de", who="Spieler 1") -> "Spieler 1 legt einen roten Stein auf d1, …."
"""

from .games import ui_for

PHRASES = {
    "en": {
        "and": "and", "wins": "wins", "draw": "the game is drawn", "loses": "loses",
        "fallback": "plays {move}",
    },
    "de": {
        "and": "und", "wins": "gewinnt", "draw": "das Spiel endet unentschieden", "loses": "verliert",
        "fallback": "spielt {move}",
    },
}


def _lang(lang):
    return lang if lang in PHRASES else "en"


def listing(items, lang: str) -> str:
    """'a1', 'a1 and b2', 'a1, b2 and c3' (de: und)."""
    items = [str(x) for x in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {PHRASES[_lang(lang)]['and']} " + items[-1]


def cells_range(cells) -> str:
    """A line or square of cells by its ends (a1–d1)."""
    return f"{cells[0]}–{cells[-1]}"


def describe(game_id, fx, lang="en"):
    """What the move did, as a phrase without subject and full stop."""
    lang = _lang(lang)
    p = PHRASES[lang]
    try:
        ui = ui_for(game_id)
    except KeyError:
        ui = None
    parts = ui.phrases(fx, lang) if ui is not None else []
    if not parts:
        parts = [p["fallback"].format(move=fx.get("move", "?"))]
    if fx.get("over"):
        winner = fx.get("winner")
        if winner is None:
            parts.append(p["draw"])
        elif ui is None or ui.tells_winner:
            parts.append(p["wins"] if winner == fx.get("player") else p["loses"])
    note = ui.note(fx, lang) if ui is not None else ""
    return listing(parts, lang) + (" " + note if note else "")


def sentence(game_id, fx, lang="en", who=None):
    """`describe` as a sentence: with `who` as its subject ("Player 1 reaps …."),
    else capitalised ("Reaps the chain a1–d1.")."""
    text = describe(game_id, fx, lang)
    if who:
        return f"{who} {text}."
    return text[:1].upper() + text[1:] + "."


def feedback(game_id, result, lang="en"):
    """The words for a learner's move in a lesson (`spielkiste.lessons.check`'s
    Result): what the move does (or would have done, for a wrong move that is
    taken back), then the step's comment (`done`, or the explanation why not)."""
    lang = _lang(lang)
    comment = (result.text or {}).get(lang, "")
    return (sentence(game_id, result.effects, lang) + " " + comment).strip()

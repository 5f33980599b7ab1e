"""What a move did, in words: `Game.effects` -> one sentence, German or English.

The one narration of a move (issue 24): the live region, the game's log, the hint,
the lessons and the review all say a move through this module, and every fact in
it comes from the engine's effects (docs/engine-protocol.md, "Effects"), so it is
right in every language. Each game tells its part in its own package
(`GameUI.tell`, ui/games/<id>/narration.py): sentences of phrases without subject
("flips c1 and d2"). This module adds the end of the game and puts them together:

    said(game, before, move, lang, names) -> "Anna puts a red piece on d1. Flips c1. …"  (live region, log)
    describe(game_id, fx, lang)           -> "puts a red piece on d1, flips c1 and …"    (hint, review, lesson)
    sentence(game_id, fx, lang)           -> "Puts a red piece on d1, flips c1 and …."
"""

from .games import ui_for
from .i18n import languages, t, words

# its words: "say.<key>" in locale/*.po (ui/i18n.py)


def _lang(lang):
    return lang if lang in languages() else "en"


def listing(items, lang: str) -> str:
    """'a1', 'a1 and b2', 'a1, b2 and c3' (de: und)."""
    items = [str(x) for x in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {words(_lang(lang), 'say.')['and']} " + items[-1]


def told(game_id, fx, lang="en", names=None) -> tuple[list[list[str]], str]:
    """(sentences, note): the game's sentences of phrases for the move, with how the
    game ended added to the last one, and a remark to put after them ("" if none)."""
    lang = _lang(lang)
    p = words(lang, "say.")
    try:
        ui = ui_for(game_id)
    except KeyError:
        ui = None
    sentences = [list(s) for s in (ui.tell(fx, lang, names) if ui is not None else []) if s]
    if not sentences:
        sentences = [[p["fallback"].format(move=fx.get("move", "?"))]]
    if fx.get("over"):
        winner = fx.get("winner")
        if winner is None:
            sentences[-1].append(p["draw"])
        elif ui is None or ui.tells_winner:
            sentences[-1].append(p["wins"] if winner == fx.get("player") else p["loses"])
    return sentences, (ui.note(fx, lang) if ui is not None else "")


def describe(game_id, fx, lang="en", names=None):
    """What the move did, as one phrase without subject and full stop ("Hint: …")."""
    sentences, note = told(game_id, fx, lang, names)
    text = listing([phrase for s in sentences for phrase in s], _lang(lang))
    return text + (" " + note if note else "")


def sentence(game_id, fx, lang="en", who=None, names=None):
    """The move in full sentences: with `who` as the subject of the first ("Anna puts
    a red piece on d1. Flips c1."), else `describe` capitalised with a full stop."""
    if not who:
        text = describe(game_id, fx, lang, names)
        return text[:1].upper() + text[1:] + "."
    sentences, note = told(game_id, fx, lang, names)
    lang = _lang(lang)
    out = [f"{who} {listing(sentences[0], lang)}"] + [_upper(listing(s, lang)) for s in sentences[1:]]
    if note:
        out[-1] += " " + note
    return " ".join(text + "." for text in out)


def _upper(text):
    return text[:1].upper() + text[1:]


def said(game, before, move, lang, names):
    """The live region's and the log's sentence for `move` played in the full state
    `before`, with the mover's name as its subject (effects are public facts only)."""
    fx = game.effects(before, move)
    return sentence(game.id, fx, lang, who=names[fx["player"]], names=names)


def feedback(game_id, result, lang="en"):
    """The words for a learner's move in a lesson (`spielkiste.lessons.check`'s
    Result): what the move does (or would have done, for a wrong move that is
    taken back), then the step's comment (`done`, or the explanation why not)."""
    lang = _lang(lang)
    comment = t(lang, result.text) if result.text else ""
    return (sentence(game_id, result.effects, lang) + " " + comment).strip()

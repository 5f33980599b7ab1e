"""A Boxilies move in words, from `Game.effects` (ui.explain puts the sentences together):
"places 5a on b3. Captures a3, c3." — or, when it touches an opponent's stone without
capturing, why not."""

from spielkiste.games.boxilies import BoxiliesEffects

from ...i18n import words
from .board import named

# its phrases: "boxilies.say.<key>" in locale/*.po (ui/i18n.py)


def tell(fx: BoxiliesEffects, lang: str, players=None) -> list[list[str]]:
    p = words(lang, "boxilies.say.")
    told = [[p["place"].format(stone=named(fx["stone"], fx.get("label"), lang), cell=fx["cell"])]]
    if fx["captured"]:
        told.append([p["captures"].format(cells=", ".join(fx["captured"]))])
    else:
        theirs = [c for c in fx["contacts"] if c["owner"] != fx["player"]]
        if theirs:
            c = theirs[0]
            told.append([p["no_capture"].format(mine=c["mine"], theirs=c["theirs"], cell=c["cell"])])
    return told

"""A Boxilies move in words, from `Game.effects` (ui.explain puts the sentences together):
"places 5a on b3. Captures a3, c3." — or, when it touches an opponent's stone without
capturing, why not."""

from .board import named

PHRASES = {
    "en": {
        "place": "places {stone} on {cell}", "captures": "captures {cells}",
        "no_capture": "captures nothing ({mine} against {theirs} at {cell})",
    },
    "de": {
        "place": "setzt {stone} auf {cell}", "captures": "nimmt {cells} gefangen",
        "no_capture": "nimmt nichts gefangen ({mine} gegen {theirs} bei {cell})",
    },
}


def tell(fx: dict, lang: str, players=None) -> list[list[str]]:
    p = PHRASES[lang]
    told = [[p["place"].format(stone=named(fx["stone"], fx.get("label"), lang), cell=fx["cell"])]]
    if fx["captured"]:
        told.append([p["captures"].format(cells=", ".join(fx["captured"]))])
    else:
        theirs = [c for c in fx["contacts"] if c["owner"] != fx["player"]]
        if theirs:
            c = theirs[0]
            told.append([p["no_capture"].format(mine=c["mine"], theirs=c["theirs"], cell=c["cell"])])
    return told

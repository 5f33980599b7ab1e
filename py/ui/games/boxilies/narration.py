"""A Boxilies move in words, from `Game.effects` (joined into a sentence by ui.explain)."""

from ...explain import listing

PHRASES = {
    "en": {
        "place": "places {stone} on {cell}", "place_turned": "places {stone} on {cell} (turned {dir})",
        "N": "north", "E": "east", "S": "south", "W": "west",
        "captures": "captures {cells}",
        "no_capture": "captures nothing ({mine} against {theirs} at {cell})",
    },
    "de": {
        "place": "legt {stone} auf {cell}", "place_turned": "legt {stone} nach {dir} gedreht auf {cell}",
        "N": "Norden", "E": "Osten", "S": "Süden", "W": "Westen",
        "captures": "nimmt {cells} gefangen",
        "no_capture": "nimmt nichts gefangen ({mine} gegen {theirs} bei {cell})",
    },
}


def phrases(fx: dict, lang: str) -> list[str]:
    p = PHRASES[lang]
    stone = fx.get("label") or fx["stone"]
    if fx["rotation"] == "N":
        parts = [p["place"].format(stone=stone, cell=fx["cell"])]
    else:
        parts = [p["place_turned"].format(stone=stone, cell=fx["cell"], dir=p[fx["rotation"]])]
    if fx["captured"]:
        parts.append(p["captures"].format(cells=listing(fx["captured"], lang)))
    else:
        theirs = [c for c in fx["contacts"] if c["owner"] != fx["player"]]
        if theirs:
            c = theirs[0]
            parts.append(p["no_capture"].format(mine=c["mine"], theirs=c["theirs"], cell=c["cell"]))
    return parts

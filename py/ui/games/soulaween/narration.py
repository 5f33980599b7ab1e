"""Soulaween's move in words, from `Game.effects` (joined into a sentence by ui.explain)."""

from spielkiste.games.soulaween import CELL_NAMES

from ...explain import cells_range, listing

PHRASES = {
    "en": {
        "put": "puts a {side} piece on {cell}", "R": "red", "G": "green",
        "flips": "flips {cells}", "reaps": "reaps the {token} {cells}",
        "chain": "chain", "needle": "needle", "cloth": "cloth", "scythe": "scythe",
        "choice": "may now choose one of {n} patterns to reap",
        "cleans": "clears {n} pieces off the full mat",
        "restrict": "sets the Anubis restriction to {side}", "lift": "ends the Anubis restriction",
        "R_noun": "red", "G_noun": "green",
        "keep": "keeps {side} Wuchang", "turn": "turns the card to {side} Wuchang",
        "hei": "Hei", "bai": "Bai",
    },
    "de": {
        "put": "legt einen {side} Stein auf {cell}", "R": "roten", "G": "grünen",
        "flips": "dreht {cells} um", "reaps": "sammelt {token} {cells}",
        "chain": "die Reihe", "needle": "die Nadel", "cloth": "den Stoff", "scythe": "die Sichel",
        "choice": "darf jetzt eines von {n} Mustern sammeln",
        "cleans": "räumt {n} Steine von der vollen Matte",
        "restrict": "setzt die Anubis-Einschränkung auf {side}", "lift": "beendet die Anubis-Einschränkung",
        "R_noun": "Rot", "G_noun": "Grün",
        "keep": "behält {side} Wuchang", "turn": "dreht die Karte auf {side} Wuchang",
        "hei": "Hei", "bai": "Bai",
    },
}


def names(cells) -> list[str]:
    """Cell names for effects that give cells as indices (the engine's) or names (a lesson's)."""
    return [c if isinstance(c, str) else CELL_NAMES[c] for c in cells or ()]


def phrases(fx: dict, lang: str) -> list[str]:
    p = PHRASES[lang]
    parts = []
    if fx["kind"] == "card":
        key = "turn" if fx["move"] == "turn" else "keep"
        return [p[key].format(side=p[fx["wuchang"]])]
    if fx["kind"] == "put":
        parts.append(p["put"].format(side=p[fx["side"]], cell=names(fx["put"])[0]))
        if fx["flipped"]:
            parts.append(p["flips"].format(cells=listing(names(fx["flipped"]), lang)))
    if fx["reaped"]:
        cells = names(fx["reaped"])
        shown = listing(cells, lang) if fx["token"] == "scythe" else cells_range(cells)
        parts.append(p["reaps"].format(token=p[fx["token"]], cells=shown))
    if fx["choice"]:
        parts.append(p["choice"].format(n=len(fx["choice"])))
    if fx["cleaned"]:
        parts.append(p["cleans"].format(n=len(fx["cleaned"])))
    # the Anubis restriction is told when it changes (a second reap of the same
    # side by Anubis leaves it as it was)
    before, after = fx.get("restriction_before"), fx.get("restriction")
    if after and after != before:
        parts.append(p["restrict"].format(side=p[after + "_noun"]))
    elif before and not after:
        parts.append(p["lift"])
    return parts

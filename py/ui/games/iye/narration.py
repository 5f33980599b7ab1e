"""İye's move in words, from `Game.effects` (joined into a sentence by ui.explain).
The phrases say who won the match themselves ("wins the match", with the cycle)."""

PHRASES = {
    "en": {
        "spend": "spends {kind}", "drum": "moves the drum from {src} to {dst}",
        "gives": "gives the opponent {kind}",
        "blocked": "wins the cycle by leaving the opponent no move",
        "cycle_won": "wins the cycle {a} to {b}", "cycle_lost": "loses the cycle {a} to {b}",
        "cycle_drawn": "ends the cycle drawn, {a} to {b}", "match": "wins the match",
        "next": "starts cycle {n}",
    },
    "de": {
        "spend": "gibt {kind} aus", "drum": "zieht die Trommel von {src} nach {dst}",
        "gives": "gibt dem Gegner {kind}",
        "blocked": "gewinnt den Zyklus, da der Gegner nicht mehr ziehen kann",
        "cycle_won": "gewinnt den Zyklus {a} zu {b}", "cycle_lost": "verliert den Zyklus {a} zu {b}",
        "cycle_drawn": "beendet den Zyklus unentschieden, {a} zu {b}", "match": "gewinnt das Spiel",
        "next": "beginnt Zyklus {n}",
    },
}

#: İye kinds S H T W O with their article (German: accusative), per language
KINDS = {
    "en": {"S": "a Sun", "H": "a Horse", "T": "a Tree", "W": "a Water", "O": "the Owl"},
    "de": {"S": "eine Sonne", "H": "ein Pferd", "T": "einen Baum", "W": "ein Wasser", "O": "die Eule"},
}


def phrases(fx: dict, lang: str) -> list[str]:
    p = PHRASES[lang]
    if fx["kind"] == "next":
        return [p["next"].format(n=fx["cycle"] + 1)]
    kinds = KINDS[lang]
    parts = []
    if fx["spent"]:
        parts.append(p["spend"].format(kind=kinds[fx["spent"]]))
    parts.append(p["drum"].format(src=fx["from"], dst=fx["to"]))
    parts.append(p["gives"].format(kind=kinds[fx["tile"]]))
    end = fx.get("cycle_end")
    if end:
        me = fx["player"]
        a, b = end["totals"][me], end["totals"][1 - me]
        if end["how"] == "blocked":
            parts.append(p["blocked"])
        elif end["winner"] is None:
            parts.append(p["cycle_drawn"].format(a=a, b=b))
        else:
            parts.append(p["cycle_won" if end["winner"] == me else "cycle_lost"].format(a=a, b=b))
        if end["match_over"] and end["winner"] == me:
            parts.append(p["match"])
    return parts

"""İye's move in words, from `Game.effects` (ui.explain puts the sentences together).
The phrases say who won the match themselves ("wins the match", with the cycle)."""

PHRASES = {
    "en": {
        "spend": "spends {kind}", "drum": "moves the drum from {src} to {dst}",
        "gives": "gives {other} {kind}", "opponent": "the opponent",
        "blocked": "wins the cycle by leaving {other} no move",
        "cycle_won": "wins cycle {n} by {a} to {b}", "cycle_lost": "loses cycle {n} by {a} to {b}",
        "cycle_drawn": "ends cycle {n} drawn at {a} to {b}", "match": "wins the match",
        "next": "starts cycle {n}",
    },
    "de": {
        "spend": "gibt {kind} aus", "drum": "zieht die Trommel von {src} nach {dst}",
        "gives": "gibt {other} {kind}", "opponent": "dem Gegner",
        "blocked": "gewinnt den Zyklus, da {other} nicht mehr ziehen kann",
        "cycle_won": "gewinnt Zyklus {n} mit {a} zu {b}", "cycle_lost": "verliert Zyklus {n} mit {a} zu {b}",
        "cycle_drawn": "beendet Zyklus {n} unentschieden mit {a} zu {b}", "match": "gewinnt das Spiel",
        "next": "beginnt Zyklus {n}",
    },
}

#: İye kinds S H T W O with their article (German: accusative), per language
KINDS = {
    "en": {"S": "a Sun", "H": "a Horse", "T": "a Tree", "W": "a Water", "O": "the Owl"},
    "de": {"S": "eine Sonne", "H": "ein Pferd", "T": "einen Baum", "W": "ein Wasser", "O": "die Eule"},
}


def tell(fx: dict, lang: str, players=None) -> list[list[str]]:
    """The spirit spent and the drum's way, then the tile given to the opponent
    (by name when the names are known), then how the cycle ended."""
    p = PHRASES[lang]
    if fx["kind"] == "next":
        return [[p["next"].format(n=fx["cycle"] + 1)]]
    kinds = KINDS[lang]
    me = fx["player"]
    other = players[1 - me] if players else p["opponent"]
    first = [p["spend"].format(kind=kinds[fx["spent"]])] if fx["spent"] else []
    first.append(p["drum"].format(src=fx["from"], dst=fx["to"]))
    told = [first, [p["gives"].format(other=other, kind=kinds[fx["tile"]])]]
    end = fx.get("cycle_end")
    if end:
        a, b = end["totals"][me], end["totals"][1 - me]
        n = end["cycle"]
        if end["how"] == "blocked":
            last = [p["blocked"].format(other=other)]
        elif end["winner"] is None:
            last = [p["cycle_drawn"].format(n=n, a=a, b=b)]
        else:
            last = [p["cycle_won" if end["winner"] == me else "cycle_lost"].format(n=n, a=a, b=b)]
        if end["match_over"] and end["winner"] == me:
            last.append(p["match"])
        told.append(last)
    return told

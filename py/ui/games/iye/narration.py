"""İye's move in words, from `Game.effects` (ui.explain puts the sentences together).
The phrases say who won the match themselves ("wins the match", with the cycle)."""

from spielkiste.games.iye import IyeEffects

from ...i18n import words

# its phrases: "iye.say.<key>" in locale/*.po (ui/i18n.py)


def tell(fx: IyeEffects, lang: str, players=None) -> list[list[str]]:
    """The spirit spent and the drum's way, then the tile given to the opponent
    (by name when the names are known), then how the cycle ended."""
    p = words(lang, "iye.say.")
    if fx["kind"] == "next":
        return [[p["next"].format(n=fx["cycle"] + 1)]]
    kinds = words(lang, "iye.say.kind_")  # S H T W O with their article (German: accusative)
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

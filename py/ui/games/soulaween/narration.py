"""Soulaween's move in words, from `Game.effects` (ui.explain puts the sentences together)."""

from spielkiste.games.soulaween import CELL_NAMES, SoulaweenEffects

from ...explain import listing
from ...i18n import Words, words

# its phrases: "soulaween.say.<key>" in locale/*.po (ui/i18n.py)


def names(cells) -> list[str]:
    """Cell names for effects that give cells as indices (the engine's) or names (a lesson's)."""
    return [c if isinstance(c, str) else CELL_NAMES[c] for c in cells or ()]


def said(p: Words, key: str | None) -> str:
    """The phrase of a word the effects of this kind of move always give (a side, a
    token); KeyError naming the gap when they do not."""
    if key is None:
        raise KeyError("soulaween.say.: the effects lack the word this move has")
    return p[key]


def tell(fx: SoulaweenEffects, lang: str, players=None) -> list[list[str]]:
    """The put (or the card, or the chosen reap) first, then each consequence as a
    sentence of its own: flips, the reap with its pattern, cleanup, Anubis."""
    p = words(lang, "soulaween.say.")
    if fx["kind"] == "card":
        key = "turn" if fx["move"] == "turn" else "keep"
        return [[p[key].format(side=said(p, fx["wuchang"]))]]
    first, rest = [], []
    if fx["kind"] == "put":
        first.append(p["put"].format(side=said(p, fx["side"]), cell=names(fx["put"])[0]))
        if fx["flipped"]:
            rest.append([p["flips"].format(cells=listing(names(fx["flipped"]), lang))])
    if fx["reaped"]:  # every cell, in board order: "reaps a1, a2, a3, a4 (chain)"
        reap = p["reaps"].format(cells=", ".join(names(fx["reaped"])), token=said(p, fx["token"]))
        if fx["kind"] == "reap":
            first.append(reap)
        else:
            rest.append([reap])
    if fx["choice"]:
        rest.append([p.plural("choice", len(fx["choice"]))])
    if fx["cleaned"]:
        rest.append([p.plural("cleans", len(fx["cleaned"]))])
    # the Anubis restriction is told when it changes (a second reap of the same
    # side by Anubis leaves it as it was)
    before, after = fx.get("restriction_before"), fx.get("restriction")
    if after and after != before:
        rest.append([p["restrict"].format(side=p[after + "_noun"])])
    elif before and not after:
        rest.append([p["lift"]])
    return [first] + rest

"""A Solstis move in words, from `Game.effects` (ui.explain puts the sentences together):
the decision first, then each thing that followed as a sentence of its own. Tiles are
named as the board names them, with their colour in words ("G7 (green 7)").

Hidden parts of a hinted move (None, or "?" in a list: see
`spielkiste.ai.analysis.visible_effects`) are told as unknown ("turns up the top
tile of the pile")."""

from spielkiste.games.solstis_effects import SolstisEffects
from spielkiste.games.solstis_spirits import SPIRIT_INDEX, TILE_INDEX

from ...explain import listing
from ...i18n import t as translate
from ...i18n import words
from .board import tile_text

# its phrases: "solstis.say.<key>" in locale/*.po (ui/i18n.py)


def spirit_name(name: str, lang: str) -> str:
    return translate(lang, f"solstis.spirit_{name}") if name in SPIRIT_INDEX else str(name)


def tiles(names, lang: str) -> str:
    """"G7 (green 7) and G2 (green 2)": the known tiles (a hidden one is "?")."""
    return listing([tile_text(lang, TILE_INDEX[t]) if t in TILE_INDEX else t for t in names if t != "?"], lang)


def tell(fx: SolstisEffects, lang: str, players=None) -> list[list[str]]:
    parts = phrases(fx, lang)
    return [[parts[0]]] + [[part] for part in parts[1:]] if parts else []


def phrases(fx: SolstisEffects, lang: str) -> list[str]:
    p = words(lang, "solstis.say.")
    parts = []
    kind = fx["kind"]
    placed = [t for t in (fx.get("placed") or []) if t != "?"]
    sources = fx.get("sources") or {}
    taken = [t for t in (fx.get("taken") or []) if t != "?"]
    if kind == "play":
        tile = tiles([fx["played"]], lang)
        if fx["match"]:
            if taken:
                parts += [p["plays"].format(tile=tile), p["takes"].format(taken=tiles(taken, lang))]
            else:
                parts.append(p["plays_choice"].format(tile=tile))
        else:
            parts.append(p["plays_miss"].format(tile=tile))
            if fx.get("turned_up"):
                parts.append(p["turns_up"].format(tile=tiles([fx["turned_up"]], lang)))
                if fx.get("turned_up_match") and taken:
                    parts.append(p["and_takes"].format(taken=tiles(taken, lang)))
            else:
                parts.append(p["turns_up_unknown"])
            if fx.get("rainbow_waits"):
                parts.append(p["rainbow_waits"])
            elif fx.get("rainbows_taken"):
                parts.append(p["rainbow_taken"])
    elif kind == "take":
        parts.append(p["takes"].format(taken=tiles(taken, lang)))
    elif kind == "beetle":
        parts.append(p["beetle"].format(tiles=tiles(taken, lang)))
    elif kind == "deer":
        parts.append(p["deer"].format(tiles=tiles(placed, lang)))
    elif kind == "rainbow":
        parts.append(p["rainbow"].format(places=listing(fx["rainbow_placed"], lang)))
    elif kind == "source" and fx.get("spirits_drawn"):
        parts.append(p.plural("draws", fx["spirits_drawn"]))
    elif kind == "source":  # a spirit taken from the row
        parts += [p["from_row"].format(spirit=spirit_name(x, lang)) for x in fx.get("spirits_gained") or []]
    elif kind == "cancel":
        cancelled = fx["cancelled"]
        if cancelled is None:
            raise KeyError("solstis effects: a cancel move that cancelled no spirit")
        parts.append(p["cancels"].format(spirit=spirit_name(cancelled, lang)))
    uncovered = fx.get("uncovered")
    if uncovered:
        known = [t for t in uncovered if t != "?"]
        parts.append(p["uncovers"].format(tiles=tiles(known, lang)) if known else p["uncovers_unknown"])
    elif uncovered is None and kind == "play" and fx["match"]:
        parts.append(p["uncovers_unknown"])
    if kind != "rainbow" and fx.get("rainbow_placed"):  # placed at once: the only place there was
        parts.append(p["rainbow"].format(places=listing(fx["rainbow_placed"], lang)))
    if fx.get("rainbow_moved_from"):
        parts.append(p["rainbow_moves"].format(places=listing(fx["rainbow_moved_from"], lang)))
    for tile, source in sources.items():
        if source == "pile" and tile != fx.get("turned_up") and tile in placed:
            parts.append(p["eagle"].format(tiles=tiles([tile], lang)))
        elif source == "opponent":
            parts.append(p["dragonfly"].format(tiles=tiles([tile], lang)))
    if fx.get("discarded"):
        parts.append(p["discarded"].format(tiles=tiles(fx["discarded"], lang)))
    for block in fx.get("spirit_block") or []:
        parts.append(p["block"].format(block=block))
    if kind != "source" and fx.get("spirits_drawn"):
        parts.append(p.plural("draws", fx["spirits_drawn"]))
    from_row = kind == "source" and not fx.get("spirits_drawn")  # told above
    for spirit in [] if from_row else fx.get("spirits_gained") or []:
        parts.append(p["gets"].format(spirit=spirit_name(spirit, lang)))
    for spirit in fx.get("spirit_to_row") or []:
        parts.append(p["to_row"].format(spirit=spirit_name(spirit, lang)))
    if fx.get("barren"):
        parts.append(p["barren"].format(blocks=listing(fx["barren"], lang)))
    return parts


def note(fx: SolstisEffects, lang: str) -> str:
    """Who passed after the move, as a note after the sentence."""
    p = words(lang, "solstis.say.")
    passes = fx.get("passes") or []
    if len(passes) >= 2:
        return p["pass_both"]
    if passes:
        return p["pass_self"] if passes[0] == fx["player"] else p["pass_one"]
    return ""

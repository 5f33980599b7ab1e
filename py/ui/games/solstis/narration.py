"""A Solstis move in words, from `Game.effects` (joined into a sentence by ui.explain).

Hidden parts of a hinted move (None, or "?" in a list: see
`spielkiste.ai.analysis.visible_effects`) are told as unknown ("turns up the top
tile of the pile")."""

from spielkiste.games.solstis_spirits import SPIRIT_INDEX, SPIRIT_NAMES

from ...explain import listing

PHRASES = {
    "en": {
        "plays": "plays {tile}", "plays_choice": "plays {tile}, which matches several tiles",
        "plays_miss": "plays {tile} into the display", "turns_up": "turns up {tile}",
        "turns_up_unknown": "turns up the top tile of the pile",
        "and_takes": "takes {taken} with it", "rainbow_taken": "takes a rainbow",
        "rainbow_waits": "takes a rainbow, which waits beside the empty panorama for the next capture",
        "barren": "block {blocks} gets no spirit (one spirit per turn)",
        "takes": "takes {taken}", "uncovers": "uncovers {tiles}", "uncovers_unknown": "uncovers the tile beneath",
        "rainbow": "places a rainbow on {places}", "rainbow_moves": "the rainbow on {places} makes way",
        "block": "meets a mountain spirit on block {block}", "draws": "draws {n} spirits",
        "gets": "gets the spirit {spirit}", "to_row": "puts the {spirit} into the row",
        "deer": "puts {tiles} from the hand into the panorama", "beetle": "takes {tiles} from the display",
        "eagle": "puts {tiles} from the pile into the panorama",
        "dragonfly": "takes {tiles} from the opponent's hand",
        "discarded": "{tiles} leaves the game (a rainbow under a spirit keeps its place)",
        "cancels": "cancels the {spirit}", "pass_one": "(the opponent then passes)", "pass_self": "(then passes again)",
        "pass_both": "(both players then pass)",
    },
    "de": {
        "plays": "spielt {tile}", "plays_choice": "spielt {tile}, das zu mehreren passt",
        "plays_miss": "legt {tile} in die Auslage", "turns_up": "deckt {tile} auf",
        "turns_up_unknown": "deckt das oberste Plättchen des Stapels auf",
        "and_takes": "nimmt damit {taken}", "rainbow_taken": "nimmt einen Regenbogen",
        "rainbow_waits": "nimmt einen Regenbogen, der neben dem leeren Panorama auf den nächsten Fang wartet",
        "barren": "Block {blocks} bekommt keinen Geist (ein Geist pro Zug)",
        "takes": "nimmt {taken}", "uncovers": "deckt {tiles} auf", "uncovers_unknown": "deckt das Plättchen darunter auf",
        "rainbow": "legt einen Regenbogen auf {places}", "rainbow_moves": "der Regenbogen auf {places} weicht",
        "block": "trifft einen Berggeist auf Block {block}", "draws": "zieht {n} Geister",
        "gets": "bekommt den Geist {spirit}", "to_row": "legt den Geist {spirit} in die Reihe",
        "deer": "legt {tiles} aus der Hand ins Panorama", "beetle": "nimmt {tiles} aus der Auslage",
        "eagle": "legt {tiles} vom Stapel ins Panorama",
        "dragonfly": "nimmt {tiles} aus der Hand des Gegners",
        "discarded": "{tiles} verlässt das Spiel (ein Regenbogen unter einem Geist bleibt liegen)",
        "cancels": "streicht den Geist {spirit}", "pass_one": "(danach passt der Gegner)", "pass_self": "(danach passt er erneut)",
        "pass_both": "(danach passen beide)",
    },
}


def spirit_name(name: str, lang: str) -> str:
    return SPIRIT_NAMES[lang][SPIRIT_INDEX[name]] if name in SPIRIT_INDEX else str(name)


def phrases(fx: dict, lang: str) -> list[str]:
    p = PHRASES[lang]
    parts = []
    kind = fx["kind"]
    placed = [t for t in (fx.get("placed") or []) if t != "?"]
    sources = fx.get("sources") or {}
    taken = [t for t in (fx.get("taken") or []) if t != "?"]
    if kind == "play":
        tile = fx["played"]
        if fx["match"]:
            if taken:
                parts += [p["plays"].format(tile=tile), p["takes"].format(taken=listing(taken, lang))]
            else:
                parts.append(p["plays_choice"].format(tile=tile))
        else:
            parts.append(p["plays_miss"].format(tile=tile))
            if fx.get("turned_up"):
                parts.append(p["turns_up"].format(tile=fx["turned_up"]))
                if fx.get("turned_up_match") and taken:
                    parts.append(p["and_takes"].format(taken=listing(taken, lang)))
            else:
                parts.append(p["turns_up_unknown"])
            if fx.get("rainbow_waits"):
                parts.append(p["rainbow_waits"])
            elif fx.get("rainbows_taken"):
                parts.append(p["rainbow_taken"])
    elif kind == "take":
        parts.append(p["takes"].format(taken=listing(taken, lang)))
    elif kind == "beetle":
        parts.append(p["beetle"].format(tiles=listing(taken, lang)))
    elif kind == "deer":
        parts.append(p["deer"].format(tiles=listing(placed, lang)))
    elif kind == "rainbow":
        parts.append(p["rainbow"].format(places=listing(fx["rainbow_placed"], lang)))
    elif kind == "source" and fx.get("spirits_drawn"):
        parts.append(p["draws"].format(n=fx["spirits_drawn"]))
    elif kind == "cancel":
        parts.append(p["cancels"].format(spirit=spirit_name(fx["cancelled"], lang)))
    uncovered = fx.get("uncovered")
    if uncovered:
        known = [t for t in uncovered if t != "?"]
        parts.append(p["uncovers"].format(tiles=listing(known, lang)) if known else p["uncovers_unknown"])
    elif uncovered is None and kind == "play" and fx["match"]:
        parts.append(p["uncovers_unknown"])
    if kind != "rainbow" and fx.get("rainbow_placed"):  # placed at once: the only place there was
        parts.append(p["rainbow"].format(places=listing(fx["rainbow_placed"], lang)))
    if fx.get("rainbow_moved_from"):
        parts.append(p["rainbow_moves"].format(places=listing(fx["rainbow_moved_from"], lang)))
    for tile, source in sources.items():
        if source == "pile" and tile != fx.get("turned_up") and tile in placed:
            parts.append(p["eagle"].format(tiles=tile))
        elif source == "opponent":
            parts.append(p["dragonfly"].format(tiles=tile))
    if fx.get("discarded"):
        parts.append(p["discarded"].format(tiles=listing(fx["discarded"], lang)))
    for block in fx.get("spirit_block") or []:
        parts.append(p["block"].format(block=block))
    if kind != "source" and fx.get("spirits_drawn"):
        parts.append(p["draws"].format(n=fx["spirits_drawn"]))
    for spirit in fx.get("spirits_gained") or []:
        parts.append(p["gets"].format(spirit=spirit_name(spirit, lang)))
    for spirit in fx.get("spirit_to_row") or []:
        parts.append(p["to_row"].format(spirit=spirit_name(spirit, lang)))
    if fx.get("barren"):
        parts.append(p["barren"].format(blocks=listing(fx["barren"], lang)))
    return parts


def note(fx: dict, lang: str) -> str:
    """Who passed after the move, as a note after the sentence."""
    p = PHRASES[lang]
    passes = fx.get("passes") or []
    if len(passes) >= 2:
        return p["pass_both"]
    if passes:
        return p["pass_self"] if passes[0] == fx["player"] else p["pass_one"]
    return ""

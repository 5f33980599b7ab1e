"""What a move did, in words: `Game.effects` -> one sentence, German or English.

Pure Python (no js): the live region, the hint, the lessons and the review all
describe a move through this module, and every fact in the sentence comes from
the engine's effects (docs/engine-protocol.md, "Effects"), so it is right in
every language. The phrases have no subject ("reaps the chain a1–d1"); `sentence`
adds one if asked and the full stop.

    describe("soulaween", fx, "en")   -> "puts a red piece on d1, flips c1 and d2 and reaps the chain a1–d1"
    sentence("soulaween", fx, "de", who="Spieler 1") -> "Spieler 1 legt einen roten Stein auf d1, …."

Hidden parts of a hinted Solstis move (None, or "?" in a list: see
`spielkiste.ai.analysis.visible_effects`) are told as unknown ("turns up the top
tile of the pile").
"""

PHRASES = {
    "en": {
        "and": "and", "opponent": "the opponent",
        "wins": "wins", "draw": "the game is drawn", "loses": "loses",
        # Soulaween
        "put": "puts a {side} piece on {cell}", "R": "red", "G": "green",
        "flips": "flips {cells}", "reaps": "reaps the {token} {cells}",
        "chain": "chain", "needle": "needle", "cloth": "cloth", "scythe": "scythe",
        "choice": "may now choose one of {n} patterns to reap",
        "cleans": "clears {n} pieces off the full mat",
        "restrict": "sets the Anubis restriction to {side}", "lift": "ends the Anubis restriction",
        "R_noun": "red", "G_noun": "green",
        "keep": "keeps {side} Wuchang", "turn": "turns the card to {side} Wuchang",
        "hei": "Hei", "bai": "Bai",
        # İye
        "spend": "spends {kind}", "drum": "moves the drum from {src} to {dst}",
        "gives": "gives the opponent {kind}",
        "blocked": "wins the cycle by leaving the opponent no move",
        "cycle_won": "wins the cycle {a} to {b}", "cycle_lost": "loses the cycle {a} to {b}",
        "cycle_drawn": "ends the cycle drawn, {a} to {b}", "match": "wins the match",
        "next": "starts cycle {n}",
        # Boxilies
        "place": "places {stone} on {cell}", "place_turned": "places {stone} on {cell} (turned {dir})",
        "N": "north", "E": "east", "S": "south", "W": "west",
        "captures": "captures {cells}",
        "no_capture": "captures nothing ({mine} against {theirs} at {cell})",
        # Solstis
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
        "fallback": "plays {move}",
    },
    "de": {
        "and": "und", "opponent": "der Gegner",
        "wins": "gewinnt", "draw": "das Spiel endet unentschieden", "loses": "verliert",
        "put": "legt einen {side} Stein auf {cell}", "R": "roten", "G": "grünen",
        "flips": "dreht {cells} um", "reaps": "sammelt {token} {cells}",
        "chain": "die Reihe", "needle": "die Nadel", "cloth": "den Stoff", "scythe": "die Sichel",
        "choice": "darf jetzt eines von {n} Mustern sammeln",
        "cleans": "räumt {n} Steine von der vollen Matte",
        "restrict": "setzt die Anubis-Einschränkung auf {side}", "lift": "beendet die Anubis-Einschränkung",
        "R_noun": "Rot", "G_noun": "Grün",
        "keep": "behält {side} Wuchang", "turn": "dreht die Karte auf {side} Wuchang",
        "hei": "Hei", "bai": "Bai",
        "spend": "gibt {kind} aus", "drum": "zieht die Trommel von {src} nach {dst}",
        "gives": "gibt dem Gegner {kind}",
        "blocked": "gewinnt den Zyklus, da der Gegner nicht mehr ziehen kann",
        "cycle_won": "gewinnt den Zyklus {a} zu {b}", "cycle_lost": "verliert den Zyklus {a} zu {b}",
        "cycle_drawn": "beendet den Zyklus unentschieden, {a} zu {b}", "match": "gewinnt das Spiel",
        "next": "beginnt Zyklus {n}",
        "place": "legt {stone} auf {cell}", "place_turned": "legt {stone} nach {dir} gedreht auf {cell}",
        "N": "Norden", "E": "Osten", "S": "Süden", "W": "Westen",
        "captures": "nimmt {cells} gefangen",
        "no_capture": "nimmt nichts gefangen ({mine} gegen {theirs} bei {cell})",
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
        "fallback": "spielt {move}",
    },
}

#: İye kinds S H T W O with their article (German: accusative), per language
KINDS = {
    "en": {"S": "a Sun", "H": "a Horse", "T": "a Tree", "W": "a Water", "O": "the Owl"},
    "de": {"S": "eine Sonne", "H": "ein Pferd", "T": "einen Baum", "W": "ein Wasser", "O": "die Eule"},
}


def _lang(lang):
    return lang if lang in PHRASES else "en"


def _list(items, lang):
    """'a1', 'a1 and b2', 'a1, b2 and c3' (de: und)."""
    items = [str(x) for x in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {PHRASES[lang]['and']} " + items[-1]


def _cells_range(cells):
    """A line or square of cells by its ends (a1–d1), anything else listed."""
    return f"{cells[0]}–{cells[-1]}"


def _spirit(name, lang):
    from spielkiste.games.solstis_spirits import SPIRIT_INDEX, SPIRIT_NAMES

    return SPIRIT_NAMES[lang][SPIRIT_INDEX[name]] if name in SPIRIT_INDEX else str(name)


# -- per game: effects -> phrases ---------------------------------------------------------

def _soulaween(fx, lang, p):
    from spielkiste.games.soulaween import CELL_NAMES

    def names(cells):
        return [c if isinstance(c, str) else CELL_NAMES[c] for c in cells]

    parts = []
    if fx["kind"] == "card":
        key = "turn" if fx["move"] == "turn" else "keep"
        return [p[key].format(side=p[fx["wuchang"]])]
    if fx["kind"] == "put":
        parts.append(p["put"].format(side=p[fx["side"]], cell=names(fx["put"])[0]))
        if fx["flipped"]:
            parts.append(p["flips"].format(cells=_list(names(fx["flipped"]), lang)))
    if fx["reaped"]:
        cells = names(fx["reaped"])
        shown = _list(cells, lang) if fx["token"] == "scythe" else _cells_range(cells)
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


def _iye(fx, lang, p):
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


def _boxilies(fx, lang, p):
    stone = fx.get("label") or fx["stone"]
    if fx["rotation"] == "N":
        parts = [p["place"].format(stone=stone, cell=fx["cell"])]
    else:
        parts = [p["place_turned"].format(stone=stone, cell=fx["cell"], dir=p[fx["rotation"]])]
    if fx["captured"]:
        parts.append(p["captures"].format(cells=_list(fx["captured"], lang)))
    else:
        theirs = [c for c in fx["contacts"] if c["owner"] != fx["player"]]
        if theirs:
            c = theirs[0]
            parts.append(p["no_capture"].format(mine=c["mine"], theirs=c["theirs"], cell=c["cell"]))
    return parts


def _solstis(fx, lang, p):
    parts = []
    kind = fx["kind"]
    placed = [t for t in (fx.get("placed") or []) if t != "?"]
    sources = fx.get("sources") or {}
    taken = [t for t in (fx.get("taken") or []) if t != "?"]
    if kind == "play":
        tile = fx["played"]
        if fx["match"]:
            if taken:
                parts += [p["plays"].format(tile=tile), p["takes"].format(taken=_list(taken, lang))]
            else:
                parts.append(p["plays_choice"].format(tile=tile))
        else:
            parts.append(p["plays_miss"].format(tile=tile))
            if fx.get("turned_up"):
                parts.append(p["turns_up"].format(tile=fx["turned_up"]))
                if fx.get("turned_up_match") and taken:
                    parts.append(p["and_takes"].format(taken=_list(taken, lang)))
            else:
                parts.append(p["turns_up_unknown"])
            if fx.get("rainbow_waits"):
                parts.append(p["rainbow_waits"])
            elif fx.get("rainbows_taken"):
                parts.append(p["rainbow_taken"])
    elif kind == "take":
        parts.append(p["takes"].format(taken=_list(taken, lang)))
    elif kind == "beetle":
        parts.append(p["beetle"].format(tiles=_list(taken, lang)))
    elif kind == "deer":
        parts.append(p["deer"].format(tiles=_list(placed, lang)))
    elif kind == "rainbow":
        parts.append(p["rainbow"].format(places=_list(fx["rainbow_placed"], lang)))
    elif kind == "source" and fx.get("spirits_drawn"):
        parts.append(p["draws"].format(n=fx["spirits_drawn"]))
    elif kind == "cancel":
        parts.append(p["cancels"].format(spirit=_spirit(fx["cancelled"], lang)))
    uncovered = fx.get("uncovered")
    if uncovered:
        known = [t for t in uncovered if t != "?"]
        parts.append(p["uncovers"].format(tiles=_list(known, lang)) if known else p["uncovers_unknown"])
    elif uncovered is None and kind == "play" and fx["match"]:
        parts.append(p["uncovers_unknown"])
    if kind != "rainbow" and fx.get("rainbow_placed"):  # placed at once: the only place there was
        parts.append(p["rainbow"].format(places=_list(fx["rainbow_placed"], lang)))
    if fx.get("rainbow_moved_from"):
        parts.append(p["rainbow_moves"].format(places=_list(fx["rainbow_moved_from"], lang)))
    for tile, source in sources.items():
        if source == "pile" and tile != fx.get("turned_up") and tile in placed:
            parts.append(p["eagle"].format(tiles=tile))
        elif source == "opponent":
            parts.append(p["dragonfly"].format(tiles=tile))
    if fx.get("discarded"):
        parts.append(p["discarded"].format(tiles=_list(fx["discarded"], lang)))
    for block in fx.get("spirit_block") or []:
        parts.append(p["block"].format(block=block))
    if kind != "source" and fx.get("spirits_drawn"):
        parts.append(p["draws"].format(n=fx["spirits_drawn"]))
    for spirit in fx.get("spirits_gained") or []:
        parts.append(p["gets"].format(spirit=_spirit(spirit, lang)))
    for spirit in fx.get("spirit_to_row") or []:
        parts.append(p["to_row"].format(spirit=_spirit(spirit, lang)))
    if fx.get("barren"):
        parts.append(p["barren"].format(blocks=_list(fx["barren"], lang)))
    return parts


def _passes(fx, p):
    """Solstis: who passed after the move, as a note after the sentence."""
    passes = fx.get("passes") or []
    if len(passes) >= 2:
        return p["pass_both"]
    if passes:
        return p["pass_self"] if passes[0] == fx["player"] else p["pass_one"]
    return ""


GAMES = {"soulaween": _soulaween, "iye": _iye, "boxilies": _boxilies, "solstis": _solstis}


def describe(game_id, fx, lang="en"):
    """What the move did, as a phrase without subject and full stop."""
    lang = _lang(lang)
    p = PHRASES[lang]
    parts = GAMES[game_id](fx, lang, p) if game_id in GAMES else []
    if not parts:
        parts = [p["fallback"].format(move=fx.get("move", "?"))]
    if fx.get("over"):
        winner = fx.get("winner")
        if winner is None:
            parts.append(p["draw"])
        elif game_id != "iye":  # İye says it with the cycle ("wins the match")
            parts.append(p["wins"] if winner == fx.get("player") else p["loses"])
    note = _passes(fx, p) if game_id == "solstis" else ""
    return _list(parts, lang) + (" " + note if note else "")


def sentence(game_id, fx, lang="en", who=None):
    """`describe` as a sentence: with `who` as its subject ("Player 1 reaps …."),
    else capitalised ("Reaps the chain a1–d1.")."""
    text = describe(game_id, fx, lang)
    if who:
        return f"{who} {text}."
    return text[:1].upper() + text[1:] + "."


def feedback(game_id, result, lang="en"):
    """The words for a learner's move in a lesson (`spielkiste.lessons.check`'s
    Result): what the move does (or would have done, for a wrong move that is
    taken back), then the step's comment (`done`, or the explanation why not)."""
    lang = _lang(lang)
    comment = (result.text or {}).get(lang, "")
    return (sentence(game_id, result.effects, lang) + " " + comment).strip()

"""The share-link codec: a match as a URL fragment, and back.

Format (version 1), the part after '#':
    /<game>?v=1&s=<seed>[&<option>=<value>...][&p=<position>][&pl=<seat>.<seat>][&m=<move>.<move>...]
Options equal to their default are left out to keep links short. `pl` says who plays
each seat (see PLAYERS); a link without it is two people at one device. The input is
untrusted: its size is bounded before any parsing, and every way it can be wrong
ends in BadLink with a readable message. Reading a link back into a match is
`spielkiste.start.decode_with_players` (it starts matches; this module only knows the
format, so the match can encode itself without an import circle).
"""

from .errors import BadLink
from .vocabulary import HUMAN, LEVEL_CODES, LINK, computer

VERSION = "1"
MAX_LINK_LENGTH = 60_000
#: the link's own keys: no game may name an option so (`encode` refuses, a test checks the games)
RESERVED = frozenset({"v", "s", "p", "m", "pl"})
MAX_SEED = 2**53  # stays exact in a JavaScript number

# Who plays a seat: its code in the link -> the kind the app uses. "link" is a person
# on another device (a correspondence match, issue 17): both seats or neither.
# The computer's levels (issue 27): vocabulary.LEVEL_CODES (the old codes keep their levels;
# a level the game does not offer is moved to its nearest by the page: vocabulary.nearest_level).
PLAYERS = {"h": HUMAN, **{code: computer(level) for level, code in LEVEL_CODES.items()}, "l": LINK}
CODES = {kind: code for code, kind in PLAYERS.items()}
HUMANS = (HUMAN, HUMAN)  # a link without `pl`


def encode(match, players=None):
    """The fragment of `match`; `players` (two kinds of PLAYERS) adds who plays each
    seat, left out for two humans so such links stay as they always were."""
    game = match.game
    clash = reserved_clash(game)
    if clash:
        raise ValueError(clash)
    parts = [("v", VERSION), ("s", str(match.seed))]
    for opt in game.options:
        value = match.options[opt.name]
        if value != (opt.default if opt.absent is None else opt.absent):
            parts.append((opt.name, value))
    if match.start_position is not None:
        parts.append(("p", match.start_position))
    players = tuple(players or HUMANS)
    if players != HUMANS:
        problem = players_problem(players, game)
        if problem:
            raise ValueError(problem)
        parts.append(("pl", ".".join(CODES[kind] for kind in players)))
    if match.moves:
        parts.append(("m", ".".join(match.moves)))
    from urllib.parse import quote  # not at the top: see split()

    # "+" must be escaped: the decoder (parse_qsl) reads a bare "+" as a space
    query = "&".join(f"{k}={quote(v, safe='.:-_,/')}" for k, v in parts)
    return f"/{game.id}?{query}"


def reserved_clash(game):
    """Why `game`'s options cannot travel in a link (a sentence), or None: an option
    named like one of the link's own keys would be read as that key."""
    names = sorted({opt.name for opt in game.options} & RESERVED)
    if names:
        return f"{game.id} names options like the link's own keys: {', '.join(names)}."
    return None


def split(fragment):
    """Split a fragment into (game id, dict of its parameters); BadLink if malformed."""
    if not isinstance(fragment, str):
        raise BadLink("A link is a piece of text.")
    if len(fragment) > MAX_LINK_LENGTH:
        raise BadLink(f"The link is too long ({len(fragment)} characters; at most {MAX_LINK_LENGTH}).")
    text = fragment[1:] if fragment.startswith("#") else fragment
    text = text[1:] if text.startswith("/") else text
    path, sep, query = text.partition("?")
    game_id = path.strip("/")
    if not game_id:
        raise BadLink("The link names no game.")
    # Imported here, not at the top: in Pyodide, urllib.parse (with the ipaddress module it
    # imports) is 120 KB of standard library compiled from source, about 0.2 s, and the
    # package is imported for the picker, which reads no link (docs/startup.md)
    from urllib.parse import parse_qsl

    try:
        pairs = parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query),
                          errors="strict", max_num_fields=200)
    except (ValueError, UnicodeDecodeError):
        raise BadLink("The link's parameters are damaged.") from None
    params = {}
    for key, value in pairs:
        if key in params:
            raise BadLink(f"The link gives {key[:20]!r} twice.")
        params[key] = value
    return game_id, params


def players_problem(players, game=None):
    """Why two seat kinds cannot be a match's players (a sentence), or None. A game
    with hidden information is never played by link: its seed, in every link, tells
    the hidden pieces."""
    if len(players) != 2 or any(kind not in CODES for kind in players):
        return "Each of the two seats is one of " + ", ".join(CODES) + "."
    if ("link" in players) and players != ("link", "link"):
        return "A match by link has both seats by link."
    if "link" in players and game is not None and game.hidden_information:
        return f"{game.title} is not played by link: its hidden tiles could be read from the link."
    return None


def decode_players(text, game=None):
    """The two seat kinds of a `pl=` value; BadLink when it is damaged."""
    codes = text.split(".")
    if len(codes) != 2 or any(code not in PLAYERS for code in codes):
        shown = text[:20]
        raise BadLink(f"The link's players (pl={shown!r}) are damaged: "
                      "two of " + ", ".join(PLAYERS) + " joined by '.' (e.g. pl=h.cn).")
    players = tuple(PLAYERS[code] for code in codes)
    problem = players_problem(players, game)
    if problem:
        raise BadLink(f"The link's players (pl={text!r}) are damaged: {problem}")
    return players


def match_key(fragment):
    """What makes two links the same match whatever was played: the game, the seed,
    the options and the start position (every parameter but the moves and the players),
    in a fixed order. Seeds are random from 2^53, so two matches never share one by
    chance; a rematch or a new game draws a new seed."""
    game_id, params = split(fragment)
    params.pop("m", None)
    params.pop("pl", None)
    return game_id + "?" + "&".join(f"{k}={v}" for k, v in sorted(params.items()))


def compare_histories(ours, theirs) -> str:
    """How a received history of moves (`theirs`: a link's, a peer's) relates to ours:
    "same", "behind" (theirs is older: a strict prefix of ours), "ahead" (ours is a
    strict prefix of theirs) or "diverged" - which is refused, never merged."""
    ours, theirs = list(ours), list(theirs)
    if ours == theirs:
        return "same"
    if len(theirs) < len(ours) and ours[:len(theirs)] == theirs:
        return "behind"
    if len(ours) < len(theirs) and theirs[:len(ours)] == ours:
        return "ahead"
    return "diverged"

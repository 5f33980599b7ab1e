"""Hostile-input fuzzing of share links, position strings and rule options (issue #10).

Share links and positions come from strangers, so every one of them must either
give a valid match or raise BadLink / BadPosition / BadOptions with a short
message: never another exception, never a hang, never a memory blow-up. This
module builds a corpus of *real* links and positions by random play of every
registered game, mutates them with a seeded generator (truncation, flipped
characters, swapped moves, huge numbers, wrong game ids and versions, non-ASCII,
100 kB strings ...) and checks each outcome. The tests import it with a small
count; the big run is a command:

    python3 tools/fuzz.py --count 100000          # 100k links, 100k positions, 100k grammar positions, 10k option dicts
    python3 tools/fuzz.py --count 20000 --kinds link --games iye --seed 7

An accepted input must give a sound match: the game's `check` holds, position and
link round-trip, `view`/`determinize` work, and 40 random plies (random_move and
legal_moves) play on from it, each state reached is over or has a legal move, and its
position is accepted back as the same state. The "grammar" inputs are real positions
whose turn fields (whose turn, phase, Solstis's turn queue and pass count, turn and
cycle counters) are drawn at random from the valid grammar. Each input is bounded in CPU time (TIME_LIMIT; a
SIGPROF timer interrupts a hang) and, when large, in traced memory.

Exit status 1 when an input broke the contract; each distinct failure is printed
once, shrunk, with its traceback. Bugs already reported are listed in KNOWN at the
end and counted apart.
"""

import argparse
import contextlib
import json
import pathlib
import random
import re
import signal
import string
import sys
import time
import traceback
import tracemalloc

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

import spielkiste
from spielkiste.link import MAX_LINK_LENGTH
from spielkiste.protocol import MOVE_CHARS
from spielkiste.start import decode_with_players

#: an input that takes more CPU seconds than this is a failure: the page would freeze.
#: (CPU time, not wall time: the machine that runs the tests is shared.)
TIME_LIMIT = 2.0
#: a decode still running after this many CPU seconds is interrupted as a hang
HANG_LIMIT = 10.0
#: peak Python allocation allowed for one decode of a large input
MEMORY_LIMIT = 32 * 2**20
#: a message longer than this is no message a player can read
MESSAGE_LIMIT = 1000
#: plies played at random from an accepted input to prove its state is sound
PLAYOUT_PLIES = 40

KINDS = ("link", "position", "grammar", "options")
EXPECTED = {"link": spielkiste.BadLink, "position": spielkiste.BadPosition, "grammar": spielkiste.BadPosition,
            "options": spielkiste.BadOptions}


# -- the corpus of real inputs ------------------------------------------------------

def free_text_examples(game, rng):
    """Option dicts that fill a free-text option (values None) with real content.
    The protocol has no way to ask a game for examples, so this knows the one such
    option there is: Boxilies' custom board design (skipped if the module changes)."""
    module = sys.modules.get(type(game).__module__)
    if game.id != "boxilies" or not all(hasattr(module, n) for n in ("encode_design", "make_design", "BOARDS")):
        return []
    designs = list(module.BOARDS.values())
    names = ["", "Fuchs", "İğne", "😀 x", "a" * 20]
    for _ in range(12):  # random boards, stones of 1 to 5 arrows, enough stones to fill the board
        cells = {(rng.randrange(6), rng.randrange(6)) for _ in range(rng.randint(2, 16))}
        sets = []
        for _ in range(2):
            spec = []
            for _ in range(rng.randint((len(cells) + 1) // 2, len(cells) + 2)):
                arrows = [0, 0, 0, 0]
                for _ in range(rng.randint(1, 5)):
                    arrows[rng.randrange(4)] += 1
                spec.append((tuple(arrows), rng.choice(names)))
            sets.append(spec)
        designs.append(module.make_design(sorted(cells), *sets))
    result = []
    for design in designs:
        try:
            result.append({"board": "custom", "design": module.encode_design(design)})
        except spielkiste.BadOptions:
            continue
    return result


def option_choices(game, rng, count):
    """Distinct valid option dicts: every listed value once, then random mixtures."""
    found, result = set(), []
    candidates = [{}]
    for opt in game.options:
        for value in opt.values or ():
            candidates.append({opt.name: value})
    examples = free_text_examples(game, rng)
    candidates += examples
    for _ in range(count * 4):
        mixture = {o.name: rng.choice(o.values) for o in game.options if o.values}
        if examples and rng.random() < 0.3:
            mixture.update(rng.choice(examples))
        candidates.append(mixture)
    for options in candidates:
        try:
            full = game.normalize_options(options)
        except spielkiste.BadOptions:
            continue
        key = tuple(sorted(full.items()))
        if key not in found:
            found.add(key)
            result.append(full)
        if len(result) >= count:
            break
    return result


class Corpus:
    """Real links, positions and moves of one game, from seeded random games."""

    def __init__(self, game_id, rng, games=12, samples_per_game=6):
        self.game_id = game_id
        self.game = spielkiste.GAMES[game_id]
        self.links, self.positions, self.moves = [], [], set()
        self.alphabet = None  # filled by position_alphabet
        self.options = option_choices(self.game, rng, games)
        for n in range(games):
            options = self.options[n % len(self.options)]
            match = spielkiste.new_match(game_id, options, seed=rng.randrange(2**32))
            while not match.is_over and match.ply < self.game.max_plies:
                moves = match.legal_moves()
                self.moves.update(moves[:8])
                match.play(rng.choice(moves))
            final = match.ply
            plies = {0, final} | {rng.randint(0, final) for _ in range(samples_per_game)}
            for ply in sorted(plies):
                state = match.state_at(ply)
                self.positions.append((match.options, match.seed, self.game.position(state)))
            # links of the whole game and of prefixes, some of them started from a position
            for ply in sorted(plies):
                self.links.append(_link_of(match, ply, SEATINGS[(n + ply) % len(SEATINGS)]))
            start = rng.randint(0, final)
            branch = spielkiste.new_match(game_id, match.options, seed=match.seed,
                                          position=self.game.position(match.state_at(start)))
            for move in match.moves[start:start + rng.randint(0, final - start)]:
                branch.play(move)
            self.links.append(branch.link())
        self.moves = sorted(self.moves)


# who plays the seats in corpus links (pl=, issue 17); by link only where nothing is hidden
SEATINGS = (None, ("human", "ai:normal"), ("link", "link"), None, ("ai:strong", "ai:easy"))


def _link_of(match, ply, players=None):
    copy = spielkiste.new_match(match.game_id, match.options, seed=match.seed)
    for move in match.moves[:ply]:
        copy.play(move)
    if players == ("link", "link") and match.game.hidden_information:
        players = None
    return copy.link(players)


_CORPORA = {}


def corpora(game_ids=None, seed=0):
    """One Corpus per game (cached per process: building one plays real games)."""
    result = {}
    for game_id in game_ids or list(spielkiste.GAMES):
        key = (game_id, seed)
        if key not in _CORPORA:
            _CORPORA[key] = Corpus(game_id, random.Random(f"fuzz-corpus:{game_id}:{seed}"))
        result[game_id] = _CORPORA[key]
    return result


# -- building blocks of mutations ---------------------------------------------------

LINK_CHARS = string.ascii_letters + string.digits + "_:+-.&=?#/%|,;~!*'()[]{}<>\"\\ \t\n"
NON_ASCII = ["İ", "ı", "ß", "é", "e\u0301", "\u200b", "\u202e", "\ufeff", "\x00", "\x7f", "\ud800",
             "\udfff", "😀", "٣", "²", "１", "Ⅻ", "𝟘", "\uffff", "ﬁ", "Σ", "ǅ", "\u2028", "\r\n", "\x85"]
PERCENT = ["%", "%2", "%G0", "%FF", "%C3%28", "%ED%A0%80", "%00", "%25", "%26", "%3D", "%2E", "%23",
           "%F0%9F%98%80", "%C4%B0", "%0A", "+", "%2B", "%7C", "%2C"]
NUMBERS = ["9" * 17, str(2**53), str(2**53 - 1), str(2**63), str(2**64), "1" * 4301, "9" * 40, "-1", "-0",
           "+1", "0" * 30 + "1", "1_0", " 1", "1 ", "1e9", "0x10", "NaN", "inf", "²", "٣", "１", "",
           "00", "0", "1", "2", "3", "99", "-99999999999", "1.5", "1/2"]
BAD_IDS = ["", "x", "Boxilies", "SOULAWEEN", "İYE", "iye/", "iye/x", "../iye", "iye%2Fx", "solstis ",
           " iye", "%69ye", "iye\x00", "soulaween" * 50, "Iye", "ıye", "__init__", "games", "registry"]
VERSIONS = ["2", "0", "", "1.0", "01", " 1", "1 ", "v1", "١", "²", "1" * 100, "-1", "%31", "%FF", "1%00"]


def _pick(rng, items):
    return items[rng.randrange(len(items))]


def random_junk(rng, length):
    pool = LINK_CHARS if rng.random() < 0.7 else LINK_CHARS + "".join(NON_ASCII)
    return "".join(rng.choices(pool, k=length))


def truncate(text, rng):
    return text[:rng.randint(0, len(text))]


def flip_chars(text, rng, pool=None):
    if not text:
        return _pick(rng, NON_ASCII)
    chars = list(text)
    for _ in range(rng.choice((1, 1, 1, 2, 3, 8))):
        i = rng.randrange(len(chars))
        roll = rng.random()
        if pool and roll < 0.5:
            chars[i] = _pick(rng, pool)
        elif roll < 0.75:
            chars[i] = _pick(rng, LINK_CHARS)
        elif roll < 0.9:
            chars[i] = _pick(rng, NON_ASCII)
        else:
            chars[i] = _pick(rng, PERCENT)
    return "".join(chars)


def insert_or_delete(text, rng, pool=None):
    i = rng.randint(0, len(text))
    roll = rng.random()
    if roll < 0.35 and text:
        j = min(len(text), i + rng.choice((1, 1, 2, 5, 20)))
        return text[:i] + text[j:]
    if roll < 0.6 and pool:
        piece = "".join(_pick(rng, pool) for _ in range(rng.choice((1, 1, 2, 4))))
    elif roll < 0.8:
        piece = _pick(rng, NON_ASCII)
    else:
        piece = _pick(rng, PERCENT)
    return text[:i] + piece + text[i:]


def duplicate_slice(text, rng):
    if not text:
        return text
    i = rng.randrange(len(text))
    j = rng.randint(i, min(len(text), i + 30))
    return text[:j] + text[i:j] * rng.choice((1, 2, 50)) + text[j:]


_DIGITS = re.compile(r"\d+")


def huge_number(text, rng):
    runs = list(_DIGITS.finditer(text))
    if not runs:
        return text + _pick(rng, NUMBERS)
    run = _pick(rng, runs)
    roll = rng.random()
    if roll < 0.5:
        number = _pick(rng, NUMBERS)
    elif roll < 0.8:
        number = str(rng.randrange(10 ** rng.randint(1, 25)))
    else:  # a neighbour of the real value: off-by-one bugs live here
        number = str(max(0, int(run.group()[-18:]) + rng.choice((-2, -1, 1, 2, 10))))
    return text[:run.start()] + number + text[run.end():]


def oversize(text, rng, limit=MAX_LINK_LENGTH):
    """Strings around and far beyond the size limits (up to ~100 kB)."""
    target = _pick(rng, (limit - 1, limit, limit + 1, 100_000, rng.randint(limit // 2, 100_000)))
    filler = _pick(rng, ("a", ".", "&", "x.", "a=b&", "%FF", "9", "İ", "|", ",", "-", "1a.", text or "z"))
    pad = (filler * (target // max(1, len(filler)) + 1))[:max(0, target - len(text))]
    where = rng.random()
    if where < 0.4:
        return text + pad
    if where < 0.7:
        return pad + text
    i = rng.randint(0, len(text))
    return text[:i] + pad + text[i:]


def swap_tokens(text, seps, rng):
    """Swap, drop, duplicate or reverse the pieces between separators."""
    sep = _pick(rng, seps)
    parts = text.split(sep)
    if len(parts) < 2:
        return text + sep + text
    roll = rng.random()
    if roll < 0.35:
        i, j = rng.randrange(len(parts)), rng.randrange(len(parts))
        parts[i], parts[j] = parts[j], parts[i]
    elif roll < 0.55:
        del parts[rng.randrange(len(parts))]
    elif roll < 0.75:
        i = rng.randrange(len(parts))
        parts.insert(i, parts[i])
    elif roll < 0.85:
        parts.reverse()
    else:
        rng.shuffle(parts)
    return sep.join(parts)


def case_change(text, rng):
    return _pick(rng, (text.upper, text.lower, text.swapcase, text.title, text.casefold))()


# -- link mutations -----------------------------------------------------------------

def _split_link(link):
    path, _, query = link.partition("?")
    return path, [p.partition("=") for p in query.split("&")] if query else []


def _join_link(path, params):
    return path + "?" + "&".join(k + s + v for k, s, v in params)


def mutate_params(link, rng, corpus, others):
    """Edit one parameter of a link: game id, version, seed, options, position, moves."""
    path, params = _split_link(link)
    roll = rng.randrange(14)
    if roll == 0:  # wrong game id: another game, or no game at all
        other = _pick(rng, list(others) + BAD_IDS)
        path = "/" + (other if isinstance(other, str) else other.game_id)
    elif roll == 1:  # unknown or missing version
        params = [p for p in params if p[0] != "v"]
        if rng.random() < 0.8:
            params.insert(rng.randint(0, len(params)), ("v", "=", _pick(rng, VERSIONS)))
    elif roll == 2:  # the seed
        params = [p for p in params if p[0] != "s"]
        if rng.random() < 0.9:
            params.append(("s", "=", _pick(rng, NUMBERS)))
    elif roll == 3:  # an option: unknown name, strange value, value of another option
        names = [o.name for o in corpus.game.options] + ["x", "V", "S", "first ", "FIRST", "", "İ", "m.", "p%3D"]
        values = [v for o in corpus.game.options for v in (o.values or ())]
        value = _pick(rng, values + NUMBERS + NON_ASCII + ["", "x" * 3000, "%FF", "a&b", "=", "0=1"])
        params.append((_pick(rng, names), "=", value))
    elif roll == 4:  # drop or duplicate a parameter
        if params:
            i = rng.randrange(len(params))
            if rng.random() < 0.5:
                del params[i]
            else:
                params.insert(i, params[i])
    elif roll == 5:  # a position: another one of this game, of another game, or damaged
        params = [p for p in params if p[0] != "p"]
        source = corpus if rng.random() < 0.7 or not others else _pick(rng, others)
        position = _pick(rng, source.positions)[2]
        roll = rng.random()
        if roll < 0.4:
            position = mutate_position(position, rng, source)
        elif roll < 0.6:  # well-formed, its turn fields from the grammar
            position = grammar_position(source.game_id, position, rng, source)
        params.insert(rng.randint(0, len(params)), ("p", "=", position))
    elif roll in (6, 7, 8):  # the moves: swapped, dropped, repeated, foreign, garbage
        moves = next((v for k, _, v in params if k == "m"), "")
        moves = mutate_moves(moves, rng, corpus, others)
        params = [p for p in params if p[0] != "m"] + [("m", "=", moves)]
    elif roll == 9:  # parameters in another order, or separators damaged
        rng.shuffle(params)
        if rng.random() < 0.3:
            return _join_link(path, params).replace("&", _pick(rng, ("&&", ";", "&=", "&?", "")), 1)
    elif roll == 10:  # a key without '=' or a value with '=' in it
        if params:
            i = rng.randrange(len(params))
            k, _, v = params[i]
            params[i] = (k, "", "") if rng.random() < 0.5 else (k, "=", v + "=" + v)
    elif roll == 11:  # a fragment prefix the page might see
        path = _pick(rng, ("#", "##", "//", "#/", "/#", "?", "")) + path.lstrip("/")
    else:  # an option's value edited in place (free text such as a board design)
        edit = [i for i, (k, _, _) in enumerate(params) if k not in ("v", "s", "p", "m")]
        if edit:
            i = _pick(rng, edit)
            k, sep, v = params[i]
            params[i] = (k, sep, edit_text(v, rng))
    return _join_link(path, params)


def edit_text(text, rng):
    """A small edit of a value: the near misses a parser must still refuse."""
    return _pick(rng, (truncate, flip_chars, insert_or_delete, huge_number, duplicate_slice))(text, rng)


def mutate_moves(moves_text, rng, corpus, others):
    moves = moves_text.split(".") if moves_text else []
    roll = rng.randrange(9)
    if roll == 0 and len(moves) >= 2:
        i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
        moves[i], moves[j] = moves[j], moves[i]
    elif roll == 1 and moves:
        del moves[rng.randrange(len(moves))]
    elif roll == 2 and moves:
        i = rng.randrange(len(moves))
        moves.insert(i, moves[i])
    elif roll == 3:  # a legal-looking move of this game, of another game, or junk
        source = corpus.moves if rng.random() < 0.7 or not others else _pick(rng, others).moves
        move = _pick(rng, source) if source else "a1"
        moves.insert(rng.randint(0, len(moves)), move)
    elif roll == 4:  # far more moves than a game can have
        move = _pick(rng, corpus.moves) if corpus.moves else "a1"
        moves += [move] * rng.choice((corpus.game.max_plies, corpus.game.max_plies + 1, 5000))
    elif roll == 5 and moves:
        i = rng.randrange(len(moves))
        moves[i] = flip_chars(moves[i], rng, pool="".join(sorted(MOVE_CHARS)))
    elif roll == 6:
        moves = moves[:rng.randint(0, len(moves))] + [""] * rng.choice((0, 1, 2))
    elif roll == 7:
        rng.shuffle(moves)
    else:
        moves.append(random_junk(rng, rng.choice((1, 3, 10, 60, 300))))
    return ".".join(moves)


def mutate_link(link, rng, corpus, others=()):
    """One to four random mutations of a real link."""
    for _ in range(rng.choice((1, 1, 1, 2, 2, 3, 4))):
        if len(link) > 10_000:  # already huge: more edits add nothing but time
            break
        roll = rng.randrange(16)
        if roll < 5:
            link = mutate_params(link, rng, corpus, others)
        elif roll == 5:
            link = truncate(link, rng)
        elif roll in (6, 7):
            link = flip_chars(link, rng, pool=LINK_CHARS)
        elif roll == 8:
            link = insert_or_delete(link, rng, pool=LINK_CHARS)
        elif roll == 9:
            link = huge_number(link, rng)
        elif roll == 10:
            link = oversize(link, rng) if rng.random() < 0.5 else link + random_junk(rng, rng.choice((10, 500)))
        elif roll == 11:
            link = duplicate_slice(link, rng)
        elif roll == 12:
            other = _pick(rng, list(others) + [corpus])
            link2 = _pick(rng, other.links)
            link = link[:rng.randint(0, len(link))] + link2[rng.randint(0, len(link2)):]
        elif roll == 13:
            link = case_change(link, rng)
        elif roll == 14:
            link = swap_tokens(link, "&.=?", rng)
        else:  # percent-encode everything, or decode it once too often
            from urllib.parse import quote, unquote
            if rng.random() < 0.5:
                link = quote(link, safe="/?&=", errors="surrogatepass")
            else:
                link = unquote(link)
    return link


# -- position mutations ---------------------------------------------------------------

def position_alphabet(corpus):
    """The characters of the game's real positions, and its separators."""
    if corpus.alphabet is None:
        chars = sorted({c for _, _, p in corpus.positions for c in p})
        corpus.alphabet = "".join(chars), [c for c in chars if not c.isalnum()] or [","]
    return corpus.alphabet


def mutate_position(position, rng, corpus, others=()):
    alphabet, seps = position_alphabet(corpus)
    for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
        if len(position) > 10_000:
            break
        roll = rng.randrange(14)
        if roll == 0:
            position = truncate(position, rng)
        elif roll in (1, 2, 3):
            position = flip_chars(position, rng, pool=alphabet)
        elif roll == 4:
            position = insert_or_delete(position, rng, pool=alphabet)
        elif roll in (5, 6):
            position = swap_tokens(position, seps, rng)
        elif roll == 7:
            position = huge_number(position, rng)
        elif roll == 8:
            position = oversize(position, rng, limit=20_000) if rng.random() < 0.3 else duplicate_slice(position, rng)
        elif roll == 9:  # splice with another position of this game
            other = _pick(rng, corpus.positions)[2]
            position = position[:rng.randint(0, len(position))] + other[rng.randint(0, len(other)):]
        elif roll == 10 and others:
            position = _pick(rng, _pick(rng, others).positions)[2]
        elif roll == 11:
            position = _pick(rng, (" ", "\t", "\n", "\u00a0", "\u3000", "")) + position + _pick(rng, (" ", "\n", "", "|"))
        elif roll == 12:
            position = case_change(position, rng)
        else:  # swap two single characters
            if len(position) >= 2:
                chars = list(position)
                i, j = rng.randrange(len(chars)), rng.randrange(len(chars))
                chars[i], chars[j] = chars[j], chars[i]
                position = "".join(chars)
    return position


# -- positions from the valid grammar, with random turn fields (issue #15) ------------
# A mutated text mostly fails to parse. These inputs keep every field well-formed and
# draw the fields that say whose turn it is and how far it has got (Solstis: the turn
# queue, the player, the pass count; the others: who is to move, the phase, the turn
# and cycle counters) at random from their grammar, so that what decides is the
# validation beyond parsing: an accepted position must be over or have a legal move,
# and every position reached from it must be accepted again (validate_match).

SOLSTIS_TURN_SHAPES = [  # the queues play reaches (docs/notation/solstis.md), and near misses
    ("play", "spirit", "refill", "next"), ("take", "spirit", "refill", "next"),
    ("take", "rainbow", "spirit", "refill", "next"), ("rainbow", "spirit", "refill", "next"),
    ("rainbow", "rainbow", "spirit", "refill", "next"), ("block", "refill", "next"), ("source", "refill", "next"),
    ("keep", "refill", "next"), ("rainbow", "refill", "next"), ("deer", "refill", "next"), ("beetle", "refill", "next"),
    ("rainbow", "play"), ("rainbow", "next"), ("play", "next"), ("take", "refill", "next"), ("deer", "spirit", "refill", "next"),
    ("play", "spirit", "refill", "next", "start"), ("keep", "next"), ("rainbow", "play", "spirit", "refill", "next"),
    # published game: rainbows that waited beside an empty panorama follow its first capture
    ("take",) + ("rainbow",) * 3 + ("spirit", "refill", "next"), ("rainbow",) * 13 + ("spirit", "refill", "next"),
]
SOLSTIS_END_SHAPES = [("cancel",), ("cancel", "squirrel"), ("rainbow",), ("rainbow", "rainbow"),
                      ("rainbow",) * 4, ("rainbow",) * 5, ("squirrel",), ("cancel", "cancel"), ()]
SOLSTIS_KINDS = ("play", "take", "rainbow", "block", "source", "keep", "deer", "beetle", "cancel",
                 "spirit", "refill", "next", "start", "squirrel")


def _items(text):
    return [] if text == "-" else text.split(",")


def _listed(items):
    return ",".join(items) or "-"


def grammar_solstis(position, rng, corpus):
    from spielkiste.games.solstis_spirits import BLOCK_NAMES, SPIRIT_INDEX, TILE_INDEX, TILE_NAMES

    f = position.split("|")
    if len(f) != 21:
        return position

    def by_tile(names):
        return _listed(sorted(names, key=TILE_INDEX.__getitem__))

    for base in (10, 14):  # published game: rainbows waiting (+n), barren blocks (spirits/barren)
        if rng.random() < 0.1:
            f[base] = f"+{rng.randint(0, 13)}"
        if rng.random() < 0.1:
            f[base + 1] += "/" + ",".join(rng.sample(BLOCK_NAMES, rng.randint(1, 3)))
    if rng.random() < 0.35 and f[5] != "-":  # the pile runs out: only a capture may be played
        f[5], f[19] = "-", by_tile(_items(f[5]) + _items(f[19]))
    stack = _items(f[17])
    held = [_items(f[12]), _items(f[16])]
    if rng.random() < 0.4 and stack:  # spirits from the stack to the players (Beaver, Squirrel, ...)
        for _ in range(rng.randint(1, min(4, len(stack)))):
            held[rng.randrange(2)].append(stack.pop(rng.randrange(len(stack))))
        f[12], f[16] = (_listed(sorted(h, key=SPIRIT_INDEX.__getitem__)) for h in held)
    player = rng.randrange(2)
    steps = []  # (kind, player)
    if rng.random() < 0.5:  # a queue of the grammar, its player and pass count consistent
        if rng.random() < 0.6:
            steps = [(k, player) for k in _pick(rng, SOLSTIS_TURN_SHAPES[:11])]
        else:
            beaver = [h for h in (0, 1) if "beaver" in held[h]]
            squirrel = [h for h in (0, 1) if "squirrel" in held[h]]
            roll = rng.random()
            if roll < 0.4 and beaver:
                steps = [("cancel", 1 - beaver[0])] + [("squirrel", h) for h in squirrel]
            elif roll < 0.8 and squirrel:  # the holder's hand went into the panorama
                h = squirrel[0]
                f[19] = by_tile(_items(f[19]) + _items(f[7 + h]))
                f[7 + h] = "-"
                steps = [("rainbow", h)] * rng.randint(1, 4)
        passes = 0 if any(k == "next" for k, _ in steps) else 2
    else:  # anything near it
        roll = rng.random()
        if roll < 0.3:
            kinds = list(_pick(rng, SOLSTIS_TURN_SHAPES + SOLSTIS_END_SHAPES))
        elif roll < 0.7:  # the real queue, one step changed
            kinds = [item.split(":")[0] for item in _items(f[20])]
            edit = rng.randrange(4)
            i = rng.randint(0, len(kinds))
            if edit == 0 or not kinds:
                kinds.insert(i, _pick(rng, SOLSTIS_KINDS))
            elif edit == 1:
                del kinds[min(i, len(kinds) - 1)]
            elif edit == 2:
                kinds[min(i, len(kinds) - 1)] = _pick(rng, SOLSTIS_KINDS)
            else:
                kinds.insert(i, kinds[min(i, len(kinds) - 1)])
        else:
            kinds = [_pick(rng, SOLSTIS_KINDS) for _ in range(rng.randint(1, 8))]
        steps = [(k, player if rng.random() < 0.85 else 1 - player) for k in kinds]
        passes = rng.choice((0, 1, 2, 3)) if rng.random() < 0.5 else (0 if "next" in kinds else 2)
        if rng.random() < 0.3:
            player = 1 - player
    items = []
    for kind, p in steps:
        item = f"{kind}:{p}"
        if kind == "take":
            item += ":" + _pick(rng, TILE_NAMES)
        elif kind == "keep":  # the two drawn spirits leave the stack (or are any two)
            if len(stack) >= 2 and rng.random() < 0.8:
                item += ":" + stack.pop(0) + ":" + stack.pop(0)
            else:
                item += ":" + ":".join(rng.sample(sorted(SPIRIT_INDEX), 2))
        items.append(item)
    f[1], f[3], f[17], f[20] = str(player), str(passes), _listed(stack), _listed(items)
    if rng.random() < 0.2:
        f[2] = rng.choice("01")
    if rng.random() < 0.1:
        f[4] = rng.choice(("-", "squirrel", "trout", "beaver"))
    return "|".join(f)


def grammar_soulaween(position, rng, corpus):
    f = position.split("|")
    if len(f) != 7:
        return position
    if rng.random() < 0.5:
        f[1] = _pick(rng, [p + phase for p in "01" for phase in ("put", "reap", "card", "won")] + ["draw"])
    for i in (2, 3):
        if rng.random() < 0.4:
            char = f[i].partition(":")[0]
            if char == "death":
                tokens = "".join(k for k in "CSN" if rng.random() < 0.5) or "-"
            else:
                tokens = str(rng.randint(0, 3))
            f[i] = f"{char}:{tokens}"
    if rng.random() < 0.3:
        f[4] = rng.choice("-RG")
    if rng.random() < 0.2:
        f[5] = rng.choice(("-", "hei", "bai"))
    if rng.random() < 0.4:
        f[6] = str(_pick(rng, (0, 1, rng.randint(0, 199), 199, 200, 201)))
    roll = rng.random()
    cells = list(f[0].replace("/", ""))
    if roll < 0.2:  # the mat fills up
        cells = [c if c != "-" else rng.choice("RG") for c in cells]
    elif roll < 0.3:
        cells = ["-"] * 16
    elif roll < 0.7:
        for _ in range(rng.randint(1, 4)):
            cells[rng.randrange(16)] = rng.choice("RG-")
    f[0] = "/".join("".join(cells[r * 4:r * 4 + 4]) for r in range(4))
    return "|".join(f)


IYE_KINDS = "SHTWO"
IYE_TOTALS = (9, 7, 5, 3, 1)


def _iye_tiles(rng):
    counts = [rng.randint(0, n) if rng.random() < 0.5 else 0 for n in IYE_TOTALS]
    return "".join(k * n for k, n in zip(IYE_KINDS, counts, strict=True)) or "-"


def grammar_iye(position, rng, corpus):
    f = position.split("|")
    if len(f) != 8:
        return position
    f[4] = rng.choice("01-") if rng.random() < 0.6 else f[4]
    if rng.random() < 0.5:
        f[5] = rng.choice("01") + rng.choice("pe")
    if rng.random() < 0.5:
        f[6] = str(_pick(rng, (0, 1, rng.randint(0, 200), 24, 48, 199, 200)))
    if rng.random() < 0.5:
        records = []
        for _ in range(rng.choice((0, 1, 1, 2, 3))):
            holdings = (f[2], f[3]) if rng.random() < 0.5 else (_iye_tiles(rng), _iye_tiles(rng))
            records.append(rng.choice("01") + rng.choice("sb") + rng.choice("01d") + ":" + ":".join(holdings))
        f[7] = _listed(records)
    ranks = [list(r) for r in f[0].split("/")]
    roll = rng.random()
    if roll < 0.2:  # one or two tiles left
        keep = rng.choice((1, 2))
        tiles = [(r, c) for r in range(5) for c in range(5) if ranks[r][c] != "."]
        for r, c in tiles[keep:]:
            ranks[r][c] = "."
    elif roll < 0.4:
        r, c = rng.randrange(5), rng.randrange(5)
        ranks[r][c] = rng.choice(IYE_KINDS + ".")
    f[0] = "/".join("".join(r) for r in ranks)
    if rng.random() < 0.2:
        f[1] = rng.choice("abcde") + rng.choice("12345")
    if rng.random() < 0.2:
        f[2], f[3] = f[3], f[2]
    return "|".join(f)


def grammar_boxilies(position, rng, corpus):
    f = position.split("|")
    if len(f) != 4:
        return position
    cells = f[0].split(",")
    hands = [_items(f[1].replace("+", ",")), _items(f[2].replace("+", ","))]
    for _ in range(rng.choice((0, 1, 1, 2, 3, 9))):
        roll = rng.random()
        empty = [i for i, c in enumerate(cells) if c == "-"]
        placed = [i for i, c in enumerate(cells) if c != "-"]
        if roll < 0.5 and empty:  # a stone from a hand onto the board
            origin = rng.randrange(2)
            if hands[origin]:
                sid = hands[origin].pop(rng.randrange(len(hands[origin])))
                owner = origin if rng.random() < 0.7 else 1 - origin
                cells[_pick(rng, empty)] = f"{owner}{origin}{sid}{rng.choice('NNESW')}"
        elif roll < 0.75 and placed:  # a stone back to its hand
            i = _pick(rng, placed)
            hands[int(cells[i][1])].append(cells[i][2:-1])
            cells[i] = "-"
        elif placed:  # a stone changes owner
            i = _pick(rng, placed)
            cells[i] = str(1 - int(cells[i][0])) + cells[i][1:]
    f[0] = ",".join(cells)
    f[1], f[2] = ("+".join(sorted(h)) or "-" for h in hands)
    f[3] = rng.choice("01-") if rng.random() < 0.7 else f[3]
    return "|".join(f)


GRAMMAR = {"solstis": grammar_solstis, "soulaween": grammar_soulaween, "iye": grammar_iye,
           "boxilies": grammar_boxilies}


def grammar_position(game_id, position, rng, corpus):
    """A real position with its turn fields drawn from the grammar (a game without a
    generator here gets an ordinary mutation)."""
    make = GRAMMAR.get(game_id)
    return make(position, rng, corpus) if make else mutate_position(position, rng, corpus)


# -- option mutations -----------------------------------------------------------------

class Weird:
    """An object whose str() and comparisons misbehave."""

    def __str__(self):
        raise RuntimeError("str() of a weird option value")

    def __eq__(self, other):
        raise RuntimeError("== of a weird option value")

    __hash__ = object.__hash__


STRANGE_VALUES = [None, 0, 1, -1, True, False, 1.5, float("nan"), float("inf"), 2**100, [], ["0"], {}, (), b"0",
                  bytearray(b"1"), "", " ", "0 ", " 0", "00", "01", "İ", "x" * 5000, "\x00", "\ud800", "default",
                  "None", "true", "1.0", "-0", "²", "٣", "１", object()]
STRANGE_KEYS = [None, 0, 1, 1.5, True, ("first",), frozenset(), b"first", "", " ", "FIRST", "first ", "v", "s", "p",
                "m", "İ", "x" * 5000, "\x00"]


def mutate_options(options, rng, game):
    """An options argument for new_match: usually a dict with one strange entry."""
    roll = rng.randrange(10)
    names = [o.name for o in game.options]
    values = [v for o in game.options for v in (o.values or ())]
    opts = dict(options)
    if roll == 0:
        return _pick(rng, (["first"], "first=1", ("first", "1"), [("first", "1")], 1, 0, "", b"", True,
                           frozenset(), {"first"}, object()))
    if roll in (1, 2, 3) and names:
        opts[_pick(rng, names)] = _pick(rng, STRANGE_VALUES + values)
    elif roll in (4, 5):
        opts[_pick(rng, STRANGE_KEYS)] = _pick(rng, STRANGE_VALUES + values)
    elif roll == 6 and names:  # every option gets a value of some option (cross-option checks)
        opts = {name: _pick(rng, values) for name in names}
    elif roll == 7 and names:
        opts[_pick(rng, names)] = random_junk(rng, rng.choice((1, 3, 40, 2001, 30000)))
    elif roll == 8 and names:
        opts[_pick(rng, names)] = Weird() if rng.random() < 0.2 else edit_text(opts[_pick(rng, names)], rng)
    else:
        opts = {k: v for k, v in opts.items() if rng.random() < 0.5}
    return opts


# -- checking one input -----------------------------------------------------------------

class Hang(BaseException):
    """Raised by the alarm in a decode that runs too long (BaseException, so a game's
    `except Exception` cannot swallow it)."""


class Failure(Exception):
    """An input that broke the contract: what it was and what happened."""

    def __init__(self, kind, game_id, payload, problem, tb=""):
        super().__init__(problem)
        self.kind, self.game_id, self.payload, self.problem, self.tb = kind, game_id, payload, problem, tb
        self.extra = ()  # the other arguments of the call: (options, seed) or (seed,)

    def signature(self):
        """Where it went wrong, to group many inputs hitting the same bug."""
        frames = re.findall(r'File "([^"]*spielkiste[^"]*)", line (\d+), in (\w+)', self.tb)
        where = frames[-1] if frames else ("", "", "")
        head = self.problem.split(":")[0][:60]
        return (self.kind, head, pathlib.Path(where[0]).name, where[2])

    def describe(self):
        return (f"[{self.kind}] {self.game_id}: {self.problem}\n  input: {_show(self.payload, 5000)}\n"
                + (f"  with (options, seed): {self.extra!r}\n" if self.extra else "")
                + "".join("    " + line + "\n" for line in self.tb.rstrip().splitlines()[-12:]))


def _show(payload, limit=300):
    text = repr(payload)
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} chars in repr)"


@contextlib.contextmanager
def alarm(seconds):
    """Interrupt the block with Hang after `seconds` of CPU time (main thread on
    Unix only). A profiling timer (SIGPROF) counts CPU time, which an endless loop
    spends and a busy machine does not steal, and it leaves SIGALRM to
    pytest-timeout."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(signum, frame):
        raise Hang(f"still running after {seconds} CPU seconds")

    old = signal.signal(signal.SIGPROF, ring)
    outer, _ = signal.setitimer(signal.ITIMER_PROF, seconds)
    started = time.process_time()
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
        if outer:  # give an outer timer back what is left of it
            signal.setitimer(signal.ITIMER_PROF, max(0.001, outer - (time.process_time() - started)))


def validate_match(match, rng, playout=PLAYOUT_PLIES):
    """Raise AssertionError (or whatever breaks) unless the match is sound: its
    invariants hold, it round-trips through position and link, and random play
    from it works."""
    game = match.game
    state = match.state
    game.check(state)
    position = game.position(state)
    assert isinstance(position, str), "position() is not text"
    again = spielkiste.new_match(game.id, match.options, seed=match.seed, position=position)
    assert again.state == state, "position() does not round-trip"
    for player in (0, 1):
        view = game.view(state, player)
        game.determinize(view, player, rng)
    for _ in range(playout):
        to_move = game.to_move(state)
        moves = game.legal_moves(state)
        assert to_move in (0, 1, None), f"to_move is {to_move!r}"
        assert (to_move is None) == (not moves), "over, yet moves (or not over, yet none)"
        assert game.winner(state) in (0, 1, None)
        game.scores(state)
        if not moves:
            break
        assert len(set(moves)) == len(moves), "duplicate legal moves"
        move = game.random_move(state, rng) if rng.random() < 0.5 else _pick(rng, moves)
        assert move in moves, f"random_move gave {move!r}, not a legal move"
        state = game.play(state, move)
        game.check(state)
        again = game.from_position(game.position(state), match.options, match.seed)
        assert again == state, "position() of a state played from the input does not round-trip"
    # last, so that a link bug does not hide a bug of the position found above
    back = spielkiste.match_from_link(match.link())
    assert back.state == match.state, "link() does not round-trip"


class Checker:
    """Runs inputs against the contract and keeps statistics and failures."""

    def __init__(self, time_limit=TIME_LIMIT, hang_limit=HANG_LIMIT, memory_every=0, playout=PLAYOUT_PLIES,
                 known=()):
        self.time_limit, self.hang_limit, self.playout = time_limit, hang_limit, playout
        self.memory_every = memory_every  # trace memory of every n-th input (0: only large ones)
        self.known = known  # predicates(Failure) -> reason of known, reported bugs
        self.rng = random.Random("fuzz-checker")
        self.counts = {}  # (kind, game, outcome) -> n
        self.failures = {}  # signature -> list of Failure
        self.known_failures = {}
        self.slowest = []  # (seconds, kind, game, payload)
        self.peak_memory = (0, None)
        self.n = 0
        self.last_message = ""

    def run(self, kind, game_id, payload, *args, must_accept=False):
        """Check one input; record the outcome. A real, unmutated input must be accepted."""
        self.n += 1
        big = len(payload) > 10_000 if isinstance(payload, str) else False
        trace = big or (self.memory_every and self.n % self.memory_every == 0)
        start = time.process_time()
        try:
            if trace:
                tracemalloc.start()
            try:
                with alarm(self.hang_limit):
                    outcome = self._once(kind, game_id, payload, *args)
                if must_accept and outcome != "accepted":
                    raise Failure(kind, game_id, payload, f"a real input was rejected: {self.last_message}")
            finally:
                if trace:
                    peak = tracemalloc.get_traced_memory()[1]
                    tracemalloc.stop()
                    if peak > self.peak_memory[0]:
                        self.peak_memory = (peak, (kind, game_id, _show(payload, 80)))
                    if peak > MEMORY_LIMIT:
                        raise Failure(kind, game_id, payload, f"used {peak / 2**20:.1f} MB of memory")
        except Failure as failure:
            failure.extra = args
            self._fail(failure)
            outcome = "FAILED"
        seconds = time.process_time() - start
        if seconds > self.time_limit and outcome != "FAILED":
            slow = Failure(kind, game_id, payload, f"took {seconds:.2f} CPU s (limit {self.time_limit} s)")
            slow.extra = args
            self._fail(slow)
        self.slowest.append((seconds, kind, game_id, _show(payload, 120)))
        if len(self.slowest) > 200:
            self.slowest = sorted(self.slowest, reverse=True)[:5]
        key = (kind, game_id, outcome)
        self.counts[key] = self.counts.get(key, 0) + 1
        return outcome

    def _once(self, kind, game_id, payload, *args):
        expected = EXPECTED[kind]
        try:
            if kind == "link":
                match, players = decode_with_players(payload)
                assert decode_with_players(match.link(players))[1] == players, "seats do not round-trip"
            elif kind in ("position", "grammar"):
                options, seed = args
                match = spielkiste.new_match(game_id, options, seed=seed, position=payload)
            else:
                seed, *other_id = args
                match = spielkiste.new_match(other_id[0] if other_id else game_id, payload, seed=seed)
        except expected as exc:
            message = str(exc)
            if not message.strip():
                raise Failure(kind, game_id, payload, f"{type(exc).__name__} without a message") from None
            if len(message) > MESSAGE_LIMIT:
                raise Failure(kind, game_id, payload, f"message of {len(message)} characters") from None
            self.last_message = message
            return "rejected"
        except Hang:
            raise Failure(kind, game_id, payload, f"hang: still running after {self.hang_limit} s",
                          traceback.format_exc()) from None
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                raise
            raise Failure(kind, game_id, payload, f"{type(exc).__name__}: {str(exc)[:200]}",
                          traceback.format_exc()) from None
        try:
            validate_match(match, self.rng, self.playout)
        except Hang:
            raise Failure(kind, game_id, payload, "hang while playing on from the accepted input",
                          traceback.format_exc()) from None
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                raise
            raise Failure(kind, game_id, payload,
                          f"accepted, but unsound: {type(exc).__name__}: {str(exc)[:200]}",
                          traceback.format_exc()) from None
        return "accepted"

    def _fail(self, failure):
        for predicate, _reason in self.known:
            if predicate(failure):
                self.known_failures.setdefault(failure.signature(), []).append(failure)
                return
        self.failures.setdefault(failure.signature(), []).append(failure)

    def total(self, outcome=None):
        return sum(n for (_, _, o), n in self.counts.items() if outcome in (None, o))


# -- the loops ------------------------------------------------------------------------------

def _rounds(name, count, seed, game_ids):
    """(n, rng, corpus, the other corpora) for each of `count` rounds, the games taken in
    turn: every loop spreads its inputs over the games the same way, with a random stream
    of its own (`name`) so that one loop's inputs do not move when another changes."""
    corp = corpora(game_ids, seed)
    ids = list(corp)
    rng = random.Random(f"fuzz-{name}:{seed}")
    for n in range(count):
        corpus = corp[ids[n % len(ids)]]
        yield n, rng, corpus, [c for c in corp.values() if c is not corpus]


def fuzz_links(checker, count, seed=0, game_ids=None):
    for n, rng, corpus, others in _rounds("links", count, seed, game_ids):
        link = _pick(rng, corpus.links)
        if n % 50 == 0:  # the real link itself must be accepted
            checker.run("link", corpus.game_id, link, must_accept=True)
            continue
        if n % 97 == 1:
            fragment = random_junk(rng, rng.choice((0, 1, 5, 50, 500)))
        else:
            fragment = mutate_link(link, rng, corpus, others)
        checker.run("link", corpus.game_id, fragment)


def fuzz_positions(checker, count, seed=0, game_ids=None):
    for n, rng, corpus, others in _rounds("positions", count, seed, game_ids):
        options, match_seed, position = _pick(rng, corpus.positions)
        if n % 50 == 0:  # the real position itself must be accepted
            checker.run("position", corpus.game_id, position, options, match_seed, must_accept=True)
            continue
        text = mutate_position(position, rng, corpus, others)
        if rng.random() < 0.15:  # a position under options it was not made for
            options = _pick(rng, corpus.options)
        checker.run("position", corpus.game_id, text, options, match_seed if rng.random() < 0.8 else rng.randrange(2**53))


def fuzz_options(checker, count, seed=0, game_ids=None):
    for n, rng, corpus, _others in _rounds("options", count, seed, game_ids):
        if n % 40 == 39:  # unknown games must be BadOptions too
            wrong = _pick(rng, BAD_IDS + [None, 0, b"iye", ("iye",), 1.5])
            checker.run("options", "(unknown)", {}, 1, wrong)
            continue
        options = mutate_options(_pick(rng, corpus.options), rng, corpus.game)
        strange_seed = _pick(rng, (1, 0, 2**53 - 1, 2**53, -1, True, 1.0, "5", 10**30))
        checker.run("options", corpus.game_id, options, rng.randrange(2**53) if rng.random() < 0.8 else strange_seed)


def fuzz_grammar(checker, count, seed=0, game_ids=None):
    """Real positions whose turn fields are drawn from the valid grammar."""
    for _n, rng, corpus, _others in _rounds("grammar", count, seed, game_ids):
        options, match_seed, position = _pick(rng, corpus.positions)
        checker.run("grammar", corpus.game_id, grammar_position(corpus.game_id, position, rng, corpus),
                    options, match_seed)


LOOPS = {"link": fuzz_links, "position": fuzz_positions, "grammar": fuzz_grammar, "options": fuzz_options}


# -- shrinking and reporting --------------------------------------------------------------

def shrink(failure, budget=400):
    """A shorter input with the same failure signature (delta debugging on text)."""
    if not isinstance(failure.payload, str):
        return failure
    best = failure
    checker = Checker(playout=10)
    sig = failure.signature()
    args = failure.extra
    chunk = max(1, len(best.payload) // 2)
    tries = 0
    while chunk >= 1 and tries < budget:
        text = best.payload
        improved = False
        for i in range(0, len(text), chunk):
            tries += 1
            candidate = text[:i] + text[i + chunk:]
            try:
                checker._once(failure.kind, failure.game_id, candidate, *args)
            except Failure as f:
                if f.signature() == sig:
                    f.extra = args
                    best, improved = f, True
                    break
            if tries >= budget:
                break
        if not improved:
            chunk //= 2
    return best


def report(checker, out=sys.stdout, shrink_budget=400):
    games = sorted({g for (_, g, _) in checker.counts})
    print(f"{'kind':9} {'game':10} {'inputs':>8} {'accepted':>9} {'rejected':>9} {'FAILED':>7}", file=out)
    for kind in KINDS:
        for game in games:
            row = [checker.counts.get((kind, game, o), 0) for o in ("accepted", "rejected", "FAILED")]
            if sum(row):
                print(f"{kind:9} {game:10} {sum(row):8} {row[0]:9} {row[1]:9} {row[2]:7}", file=out)
    print(f"{'total':20} {checker.total():8} {checker.total('accepted'):9} {checker.total('rejected'):9} "
          f"{checker.total('FAILED'):7}", file=out)
    print("slowest inputs (CPU time):", file=out)
    for seconds, kind, game, shown in sorted(checker.slowest, reverse=True)[:5]:
        print(f"  {seconds * 1000:8.1f} ms  {kind:8} {game:10} {shown[:100]}", file=out)
    peak, where = checker.peak_memory
    print(f"largest traced memory peak: {peak / 2**20:.2f} MB {where or ''}", file=out)
    for title, groups in (("KNOWN (reported, xfail in tests)", checker.known_failures),
                          ("NEW FAILURES", checker.failures)):
        if not groups:
            continue
        print(f"\n{title}: {len(groups)} distinct", file=out)
        for sig, items in groups.items():
            first = min(items, key=lambda f: len(repr(f.payload)))
            if shrink_budget:
                first = shrink(first, shrink_budget)
            print(f"- {len(items)} inputs; {sig}", file=out)
            print(first.describe(), file=out)


def run(count, seed=0, kinds=KINDS, game_ids=None, checker=None, split=None):
    """Feed `count` inputs of each kind in `kinds` (options get a tenth)."""
    checker = checker or Checker()
    for kind in kinds:
        n = count if kind != "options" else max(1, count // 10)
        if split:
            n = split.get(kind, n)
        LOOPS[kind](checker, n, seed, game_ids)
    return checker


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=100_000,
                        help="link, position and grammar inputs each (options get a tenth); default 100000")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kinds", default=",".join(KINDS), help="comma list of link,position,grammar,options")
    parser.add_argument("--games", default="", help="comma list of game ids (default: all registered)")
    parser.add_argument("--time-limit", type=float, default=TIME_LIMIT)
    parser.add_argument("--memory-every", type=int, default=500, help="trace memory of every n-th input")
    parser.add_argument("--json", help="also write the counts and failures to this file")
    args = parser.parse_args(argv)
    game_ids = [g for g in args.games.split(",") if g] or None
    kinds = [k for k in args.kinds.split(",") if k]
    known = known_bugs()
    checker = Checker(time_limit=args.time_limit, memory_every=args.memory_every, known=known)
    started = time.perf_counter()
    print(f"games: {', '.join(game_ids or spielkiste.GAMES)}; seed {args.seed}; building the corpus ...", flush=True)
    corpora(game_ids, args.seed)
    run(args.count, args.seed, kinds, game_ids, checker)
    elapsed = time.perf_counter() - started
    report(checker)
    print(f"\n{checker.total()} inputs in {elapsed:.1f} s ({checker.total() / elapsed:.0f}/s)")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({
            "counts": {"/".join(k): v for k, v in checker.counts.items()},
            "failures": [f.describe() for items in checker.failures.values() for f in items[:3]],
        }, indent=1))
    return 1 if checker.failures else 0


# -- bugs found and reported, not yet fixed ---------------------------------------------
# Each is also an xfail test with its exact input (tests/test_fuzz_*.py). The bulk
# runs count them apart so that they do not hide new failures; delete an entry once
# its bug is fixed. Fixed already, now regression tests: link.py's seed '²' and its
# bare '+'; solstis.py's Reader.number ('²', 4301 digits) and its turn-step queues;
# the turn counts '²' of iye.py and soulaween.py; from the grammar inputs (issue #15)
# Solstis's queues and pass counts play cannot reach, and soulaween.py's Wuchang card
# decision on a full mat.

#: (predicate, reason) of every known, reported bug
KNOWN = []  # (predicate, text) of bugs already reported, counted apart; none open


def known_bugs():
    return list(KNOWN)


if __name__ == "__main__":
    sys.exit(main())

"""How a match begins: fresh, from a position, or from a share link.

Reading a link starts a match and replays its moves, so it lives here beside
`new_match`, not in `link` (which only knows the format and is what a match uses to
encode itself): the modules import each other in one direction only.
"""

import random

from . import link
from .errors import BadLink, BadOptions, BadPosition, SpielkisteError
from .match import Match
from .registry import GAMES


def new_match(game_id, options=None, seed=None, position=None):
    """Start a match of `game_id` with rule `options` (missing ones take their
    default), a `seed` for every random element (chosen at random if None), and
    optionally a start `position` in the game's notation."""
    if game_id not in GAMES:
        raise BadOptions(f"Unknown game: {str(game_id)[:40]!r}.")
    game = GAMES[game_id]
    if options is not None and not isinstance(options, dict):
        raise BadOptions("Options are a mapping of names to values.")
    opts = game.normalize_options(options)
    if seed is None:
        seed = random.randrange(link.MAX_SEED)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < link.MAX_SEED:
        raise BadOptions(f"The seed must be a whole number from 0 to {link.MAX_SEED - 1}.")
    if position is None:
        state = game.initial(opts, seed)
        return Match(game, opts, seed, state)
    if not isinstance(position, str):
        raise BadPosition("A position is a piece of text.")
    if len(position) > 20_000:
        raise BadPosition("The position is too long.")
    state = game.from_position(position, opts, seed)
    return Match(game, opts, seed, state, start_position=position)


def match_from_link(fragment):
    """The match a share-link fragment describes (BadLink if it is damaged)."""
    return decode_with_players(fragment)[0]


def decode_with_players(fragment):
    """(match, players) of a fragment: players are two kinds of PLAYERS, two humans
    for a link without `pl`. BadLink for anything damaged or illegal."""
    game_id, params = link.split(fragment)
    if game_id not in GAMES:
        raise BadLink(f"The link names an unknown game: {game_id[:40]!r}.")
    game = GAMES[game_id]
    version = params.pop("v", None)
    if version is None:
        raise BadLink("The link has no format version (v=).")
    if version != link.VERSION:
        raise BadLink(f"The link has format version {version[:10]!r}; this version reads {link.VERSION}.")
    seed_text = params.pop("s", None)
    if seed_text is None or not (seed_text.isascii() and seed_text.isdigit()) or len(seed_text) > 16 \
            or int(seed_text) >= link.MAX_SEED:
        raise BadLink("The link's seed (s=) is missing or not a number this app makes.")
    seed = int(seed_text)
    position = params.pop("p", None)
    players_text = params.pop("pl", None)
    players = link.HUMANS if players_text is None else link.decode_players(players_text, game)
    moves_text = params.pop("m", "")
    moves = moves_text.split(".") if moves_text else []
    if len(moves) > game.max_plies:
        raise BadLink(f"The link has {len(moves)} moves; a game of {game.title} has at most {game.max_plies}.")
    for opt in game.options:  # an option newer than the link: what the link meant
        if opt.absent is not None:
            params.setdefault(opt.name, opt.absent)
    try:
        return replay(game_id, params, seed, position, moves), players
    except BadLink as first_problem:
        try:
            options = game.normalize_options(params)
        except BadOptions:
            raise first_problem from None
        for older in game.link_fallbacks(options):
            try:
                return replay(game_id, older, seed, position, moves), players
            except BadLink:
                continue
        raise first_problem from None


def replay(game_id, options, seed, position, moves):
    """The match of a link's parts: started from `options`, `seed` and `position`,
    then `moves` played; BadLink saying what is wrong where. A link whose history is
    illegal is read again under the game's `link_fallbacks` (decode_with_players)."""
    try:
        match = new_match(game_id, options, seed=seed, position=position)
    except SpielkisteError as exc:
        raise BadLink(f"The link is damaged: {exc}") from None
    for number, move in enumerate(moves, 1):
        try:
            match.play(move)
        except SpielkisteError as exc:
            raise BadLink(f"The link is damaged at move {number} ({move[:20]!r}): {exc}") from None
    return match

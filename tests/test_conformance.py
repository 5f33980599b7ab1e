"""Random-play conformance over the protocol for every registered game."""

import random

import pytest

import spielkiste
from conformance import play_random_game
from spielkiste.link import RESERVED, reserved_clash

GAMES_PER_ID = 200


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_random_games(game_id):
    game = spielkiste.GAMES[game_id]
    rng = random.Random(f"conformance-{game_id}")
    variants = game.option_variants()
    for n in range(GAMES_PER_ID):
        options = variants[n % len(variants)]
        # full round-trip checks at every move for the first games, sampled after
        play_random_game(game_id, options, seed=rng.randrange(2**32), rng=rng,
                         deep_every=1 if n < 40 else 7)


def test_registry_facts():
    for game_id, game in spielkiste.GAMES.items():
        assert game.id == game_id
        assert game.title  # its name in the engine's own messages; the page's words: tests/test_i18n_catalogs.py
        names = [o.name for o in game.options]
        assert len(set(names)) == len(names)
        assert reserved_clash(game) is None
        for opt in game.options:
            assert opt.values is None or opt.default in opt.values


def test_option_variants():
    variants = spielkiste.GAMES["boxilies"].option_variants()
    assert variants[0] == {} and {"board": "2x5"} in variants and {"rotation": "fixed"} in variants
    assert {"board": "3x3"} not in variants  # the default is the {} entry
    assert {"board": "custom"} not in variants  # not valid on its own (needs a design)


def test_an_option_named_like_a_link_key_is_refused():
    """Every key the codec reads itself counts, `pl` too (a game with an option `pl`
    would make links whose seats and option overwrite each other)."""
    from spielkiste.protocol import Game, Option

    assert {"v", "s", "p", "m", "pl"} <= RESERVED
    for key in sorted(RESERVED):
        game = type("Clash", (Game,), {"id": "clash", "options": (Option(key, ("a", "b"), "a"),)})()
        assert key in reserved_clash(game)
        match = spielkiste.new_match("boxilies", seed=1)
        match.game = game
        match.options = {key: "a"}
        with pytest.raises(ValueError, match="link's own keys"):
            match.link()


@pytest.mark.parametrize("game_id", spielkiste.GAMES)
def test_the_codec_writes_no_key_outside_reserved_but_options(game_id):
    """RESERVED is the codec's own list: a key it writes that is no option is one of them."""
    from urllib.parse import parse_qsl

    from spielkiste import link

    match = spielkiste.new_match(game_id, seed=5)
    match.play(match.legal_moves()[0])
    query = link.encode(match, ("human", "ai:easy")).partition("?")[2]
    options = {opt.name for opt in match.game.options}
    assert {key for key, _ in parse_qsl(query)} - options <= RESERVED

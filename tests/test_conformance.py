"""Random-play conformance over the protocol for every registered game."""

import random

import pytest

import spielkiste
from conformance import play_random_game

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
        assert set(game.names) == {"de", "en"} and set(game.blurb) == {"de", "en"}
        names = [o.name for o in game.options]
        assert len(set(names)) == len(names)
        assert not set(names) & {"v", "s", "p", "m"}, "option names collide with link keys"
        for opt in game.options:
            assert opt.values is None or opt.default in opt.values


def test_option_variants():
    variants = spielkiste.GAMES["boxilies"].option_variants()
    assert variants[0] == {} and {"board": "2x5"} in variants and {"rotation": "fixed"} in variants
    assert {"board": "3x3"} not in variants  # the default is the {} entry
    assert {"board": "custom"} not in variants  # not valid on its own (needs a design)

"""The registry of games: id -> Game instance, in the order the picker shows them."""

import importlib

_ORDER = ("soulaween", "iye", "boxilies", "solstis")


def _load():
    games = {}
    for name in _ORDER:
        try:
            module = importlib.import_module(f"{__package__}.games.{name}")
        except ModuleNotFoundError as exc:  # a game not written yet
            if exc.name != f"{__package__}.games.{name}":
                raise
            continue
        games[module.GAME.id] = module.GAME
    return games


GAMES = _load()

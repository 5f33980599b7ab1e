"""The registry of games: id -> Game instance, in the order the picker shows them.

GAMES is a read-only mapping that imports a game's module on first use, so a page
that opens one game compiles only that game's rules (Pyodide compiles every module
on start; four games at once cost a noticeable part of the boot). Iterating over the
ids is free; touching the Game objects of all games (values(), items()) loads them all.
"""

import importlib
from collections.abc import Mapping

ORDER = ("soulaween", "iye", "boxilies", "solstis")


class _Registry(Mapping):
    def __init__(self, order):
        self._order = tuple(order)
        self._games = {}

    def __getitem__(self, game_id):
        game = self._games.get(game_id)
        if game is None:
            if game_id not in self._order:
                raise KeyError(game_id)
            game = importlib.import_module(f"{__package__}.games.{game_id}").GAME
            self._games[game_id] = game
        return game

    def __contains__(self, game_id):
        return game_id in self._order

    def __iter__(self):
        return iter(self._order)

    def __len__(self):
        return len(self._order)

    def __repr__(self):
        return f"<games {', '.join(self._order)}>"


GAMES = _Registry(ORDER)

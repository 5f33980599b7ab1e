"""The registry of games: id -> Game instance, in the order the picker shows them.

GAMES is a read-only mapping that imports a game's module on first use, so a page
that opens one game compiles only that game's rules (Pyodide compiles every module
on start; four games at once cost a noticeable part of the boot). Iterating over the
ids is free; touching the Game objects of all games (values(), items()) loads them all.
A game that lives elsewhere (a test's toy game) joins with `register` and leaves with
`unregister`; the four of ORDER are always there.
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

    def add(self, game):
        if not game.id or game.id in self._order:
            raise ValueError(f"A game needs an id of its own, not {game.id!r}.")
        self._games[game.id] = game
        self._order += (game.id,)

    def remove(self, game_id):
        if game_id in ORDER or game_id not in self._order:
            raise ValueError(f"{game_id!r} is not a registered game.")
        self._games.pop(game_id, None)
        self._order = tuple(g for g in self._order if g != game_id)


GAMES = _Registry(ORDER)


def register(game):
    """Add a Game instance that lives outside spielkiste.games, under its `id` (last)."""
    GAMES.add(game)


def unregister(game_id):
    """Take a game added with `register` away again."""
    GAMES.remove(game_id)

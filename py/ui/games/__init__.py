"""Each game's part of the page, found by its id: `ui_for("iye")` is the İye package's
`UI` (a `base.GameUI`: renderer, narration, marks, newcomer defaults, own pages).

This module and `spielkiste.registry` are the only places that know which games
there are; every other module of the page asks them and loops over the interface.
A game's package (`ui/games/<id>/`) is imported on first use, so a page that opens
one game compiles only that game's UI (the picker needs none: `ui/cards.py`).
A game that lives elsewhere (a test's toy game) is added with `register`.
"""

import importlib

from .base import Board, GameUI

_UIS: dict[str, GameUI] = {}


def register(ui: GameUI) -> None:
    """Add (or replace) a game's UI under `ui.id`, for a game outside this package."""
    _UIS[ui.id] = ui


def ui_for(game_id: str) -> GameUI:
    """The UI of `game_id` (KeyError for a game without one)."""
    ui = _UIS.get(game_id)
    if ui is None:
        if not isinstance(game_id, str) or not game_id.isidentifier():
            raise KeyError(game_id)
        try:
            module = importlib.import_module(f"{__name__}.{game_id}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{game_id}":
                raise  # a missing module inside the game's package is a bug, not an unknown game
            raise KeyError(game_id) from None
        ui = module.UI
        _UIS[game_id] = ui
    return ui


def board_for(game_id: str) -> Board:
    """The board renderer of `game_id`."""
    return ui_for(game_id).board

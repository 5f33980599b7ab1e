"""One board renderer per game: pure functions from state to SVG/HTML strings.

A renderer never touches the DOM, so it runs and is tested under CPython; the app
(py/ui/app.py) puts its markup into the page and feeds clicks back to `act`.
"""

import importlib


def board_for(game_id):
    """The BOARD object of the renderer module named like the game."""
    return importlib.import_module(f"{__name__}.{game_id}").BOARD

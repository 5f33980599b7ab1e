"""What the picker shows of a game: its names, one sentence, a picture, and the
stylesheet the picture needs.

All of it comes from the game's engine (names, blurb) and renderer (picture, css). A
cold first visit would have to compile all four engines and renderers just to show the
picker (about half of the app's Python), so the site's build runs `computed_cards` under
CPython and ships the result in app.zip as `ui/prebuilt.py` (tools/app_zip.py). Where that
module is missing (the unit tests, plain CPython) the cards are computed here, from the
same sources; a test keeps the two equal.
"""

import functools
from typing import NamedTuple

from spielkiste.registry import ORDER


class Card(NamedTuple):
    names: dict
    blurb: dict
    picture: str
    css: str


def computed_card(game_id):
    from spielkiste import GAMES

    from .boards import board_for

    game, board = GAMES[game_id], board_for(game_id)
    return Card(dict(game.names), dict(game.blurb), board.picture(), board.css or game_id)


def computed_cards():
    return {gid: computed_card(gid) for gid in ORDER}


@functools.cache
def cards():
    """{game id: Card} in the picker's order: from the build when it is there."""
    try:
        from .prebuilt import CARDS
    except ImportError:
        CARDS = {}
    return {gid: Card(*CARDS[gid]) if gid in CARDS else computed_card(gid) for gid in ORDER}

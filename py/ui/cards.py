"""What the picker shows of a game: its names, one sentence, a picture, the
stylesheet the picture needs, whether it can be played by link, and its own pages.

All of it comes from the game's engine (names, blurb, hidden information) and its UI
package (picture, css, pages: ui/games/<id>/). A
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
    by_link: bool  # False for a game with hidden information: its link would show the hidden pieces
    pages: dict  # {route: i18n key of its button}: the game's own pages (#/<id>/<route>)


def computed_card(game_id):
    from spielkiste import GAMES

    from .games import ui_for

    game, ui = GAMES[game_id], ui_for(game_id)
    board = ui.board
    return Card(dict(game.names), dict(game.blurb), board.picture(), board.css or game_id,
                not game.hidden_information, dict(ui.pages))


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

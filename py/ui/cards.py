"""What the picker shows of a game beside its name and sentence (the catalogs' `<id>.name`,
`<id>.blurb`): a picture, the stylesheet the picture needs, whether it can be played by
link, and its own pages.

All of it comes from the game's engine (hidden information, lessons) and its UI
package (picture, css, pages: ui/games/<id>/). A
cold first visit would have to compile all four engines and renderers just to show the
picker (about half of the app's Python), so the site's build runs `computed_cards` under
CPython and ships the result in app.zip as `ui/prebuilt.py` (tools/app_zip.py). Where that
module is missing (the unit tests, plain CPython) the cards are computed here, from the
same sources; a test keeps the two equal.
"""

import functools
import importlib.util
import pathlib
from typing import NamedTuple

from spielkiste import vocabulary
from spielkiste.registry import ORDER


class Card(NamedTuple):
    picture: str
    css: str
    by_link: bool  # False for a game with hidden information: its link would show the hidden pieces
    pages: dict  # {route: i18n key of its button}: the game's own pages (#/<id>/<route>)
    learn: bool  # the game has a lesson (spielkiste/lessons/<id>.py)
    rules: bool  # the game has its rules pages (rules/<id>.<lang>.html; English is every language's fallback)
    live: bool = True  # it can be played live (issue 29): nothing hidden, or a fair deal for what is
    levels: list | tuple = vocabulary.LEVELS  # the computer's levels the game offers (vocabulary.ladder; JSON: a list)


RULES = pathlib.Path(__file__).resolve().parents[2] / "rules"  # beside py/ in the repository


def computed_card(game_id):
    from spielkiste import GAMES

    from .games import ui_for

    game, ui = GAMES[game_id], ui_for(game_id)
    board = ui.board
    has_lesson = importlib.util.find_spec(f"spielkiste.lessons.{game_id}") is not None
    has_rules = (RULES / f"{game_id}.en.html").is_file()
    return Card(board.picture(), board.css or game_id,
                not game.hidden_information, dict(ui.pages), has_lesson, has_rules,
                not game.hidden_information or ui.live_deal is not None, list(vocabulary.ladder(game)))


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

"""A toy fifth game that lives only in tests/: tic-tac-toe, its engine module
(`toy.tictactoe`) and its UI package (`toy.tictactoe_ui`), registered with
`toy.install()` — the proof that docs/board-renderers.md's recipe is all a game needs."""

from spielkiste import registry
from ui import games, i18n

from .tictactoe import GAME
from .tictactoe_ui import UI, WORDS


def install():
    """Register the toy game with the engine's and the page's registries, and its words."""
    registry.register(GAME)
    games.register(UI)
    i18n.add_words(WORDS)


def uninstall():
    registry.unregister(GAME.id)
    games.unregister(UI.id)
    i18n.remove_words(WORDS)

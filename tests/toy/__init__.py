"""A toy fifth game that lives only in tests/: tic-tac-toe, its engine module
(`toy.tictactoe`) and its UI package (`toy.tictactoe_ui`), registered with
`toy.install()` — the proof that docs/board-renderers.md's recipe is all a game needs."""

from spielkiste import registry
from ui import games

from .tictactoe import GAME
from .tictactoe_ui import UI


def install():
    """Register the toy game with the engine's and the page's registries."""
    registry.register(GAME)
    games.register(UI)


def uninstall():
    registry.unregister(GAME.id)
    games.unregister(UI.id)

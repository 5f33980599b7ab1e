"""Live with a fair deal (issue 29, docs/live.md "Solstis live"): what the game screen
holds of a game whose hidden tiles are dealt by both pages (mental poker).

The session (`GameUI.live_deal`, Solstis' `SolstisSession`) keeps its `Table`: a full
engine state in which every tile this side may not see is a guess. The screen never
holds that state. It holds a `ViewMatch`: the views this side was shown, one per ply
(`Table.view()`, the engine's `view`: the friend's hand, the pile, the face-down tiles
and the spirit stack are UNKNOWN), and each move's effects as the table read them when
the move was played (public facts only). The screen's regions, the narration and the
marks read it as they read a `Match`; nothing here can replay a move, and nothing needs to.

The save keeps the session's own `saved()` (its keys, on this device only) with the
views and effects, so a reload shows the same screen and the session resynchronises.
"""

from typing import Any

import spielkiste

from ..games import ui_for

#: the save's live data of such a game: the session, the views and the effects shown
SAVE_KEYS = ("session", "views", "fx")


def deal_session(game_id: str) -> Any:
    """The session class that deals a game's hidden tiles live, or None (a game without
    hidden information, or one that cannot be played live)."""
    try:
        return ui_for(game_id).live_deal
    except KeyError:
        return None


def live_ok(game_id: str) -> bool:
    """The game can be played live: nothing hidden, or a fair deal for what is."""
    game = spielkiste.GAMES.get(game_id)
    return game is not None and (not game.hidden_information or deal_session(game_id) is not None)


def is_deal(game_id: str) -> bool:
    game = spielkiste.GAMES.get(game_id)
    return game is not None and bool(game.hidden_information) and deal_session(game_id) is not None


def blank(game_id: str, options: dict | None) -> Any:
    """The board before the deal (the game's own: every hidden tile hidden from both)."""
    return ui_for(game_id).live_blank(options or {})


class ViewGame:
    """The engine's game as this screen reads it: a move's effects come from the table
    (recorded when it was played), never from replaying it on a view."""

    def __init__(self, game: Any, match: "ViewMatch"):
        self._game, self._match = game, match

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def effects(self, state: object, move: str) -> Any:
        fx = self._match.effects_for(state, move)
        return fx if fx is not None else self._game.effects(state, move)


class ViewMatch:
    """A `Match` for the screen of a live game with a fair deal: this side's views, ply
    by ply, the moves and their effects. It cannot be played on: the session plays."""

    start_position = None
    seed = 0
    can_undo = can_redo = False
    in_link = False  # the computer cannot read it (no hint, no review): the deal is in no link

    def __init__(self, game_id: str, options: dict | None):
        self._engine = spielkiste.GAMES[game_id]
        self.game = ViewGame(self._engine, self)
        self.game_id = game_id
        self.options = dict(self._engine.normalize_options(options))
        self.views: list[Any] = [blank(game_id, options)]
        self._moves: list[str] = []
        self.fx: list[Any] = []
        self.dealt = False

    # -- what the table says --------------------------------------------------------
    def deal(self, options: dict | None, view: Any) -> None:
        """The tiles are dealt: the first view (the guest learns the host's options here)."""
        self.options = dict(self._engine.normalize_options(options))
        self.views, self._moves, self.fx, self.dealt = [view], [], [], True

    def moved(self, ply: int, move: str, view: Any, fx: Any) -> None:
        """Move `ply` was played (again, after a friend's word on its hand: replaced)."""
        if ply > len(self._moves):  # (a move caught up whose view was not seen: the latest stands in)
            while len(self._moves) < ply:
                self._moves.append(move)
                self.views.append(view)
                self.fx.append(fx)
        del self._moves[ply:], self.views[ply + 1:], self.fx[ply:]
        self._moves.append(move)
        self.views.append(view)
        self.fx.append(fx)

    def effects_for(self, state: object, move: str) -> Any:
        for ply, view in enumerate(self.views[:-1]):
            if view is state and self._moves[ply] == move:
                return self.fx[ply]
        return None

    # -- the Match surface the screen reads -----------------------------------------
    @property
    def state(self) -> Any:
        return self.views[-1]

    @property
    def moves(self) -> list[str]:
        return list(self._moves)

    @property
    def ply(self) -> int:
        return len(self._moves)

    @property
    def to_move(self) -> int | None:
        return self._engine.to_move(self.state)

    @property
    def is_over(self) -> bool:
        return self.dealt and self._engine.is_over(self.state)

    @property
    def winner(self) -> int | None:
        return self._engine.winner(self.state)

    @property
    def scores(self) -> Any:
        return self._engine.scores(self.state)

    def legal_moves(self) -> list[str]:
        return self._engine.legal_moves(self.state) if self.dealt else []

    def state_at(self, ply: int) -> Any:
        return self.views[ply]

    def view(self, player: int) -> Any:
        return self._engine.view(self.state, player)

    def link(self, players: Any = None) -> str:
        """The link of the save and the address: the game and its options only (a live
        deal is in no link: the seed of this one deals nothing of the game)."""
        return spielkiste.new_match(self.game_id, self.options, seed=0).link()

    def undo(self) -> None:
        return None

    def redo(self) -> None:
        return None

    def truncate(self, ply: int) -> None:
        return None

    # -- the save ----------------------------------------------------------------------
    def saved(self) -> dict:
        return {"views": [list(v) for v in self.views] if self.dealt else [], "fx": self.fx}

    @classmethod
    def restore(cls, game_id: str, options: dict | None, data: dict, moves: list[str]) -> "ViewMatch":
        """The views and effects a save kept (ValueError, KeyError, TypeError if damaged)."""
        vm = cls(game_id, options)
        views = data["views"]
        if not views:
            return vm
        state_type = type(vm.views[0])
        vm.views = [state_type(*(_tuples(f) for f in v)) for v in views]
        vm.fx = list(data["fx"])
        vm._moves = [str(m) for m in moves]
        if len(vm.views) != len(vm._moves) + 1 or len(vm.fx) != len(vm._moves):
            raise ValueError("the views do not match the moves")
        vm.dealt = True
        return vm


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value

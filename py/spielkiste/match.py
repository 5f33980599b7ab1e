"""A game in progress: the history of states, undo and redo.

The match is the only mutable object of the engine. It keeps every state so
undo is a pop, redo replays a remembered move, and the UI can step through the
history without replaying anything.
"""

from .errors import InvalidMove
from .link import encode


class Match:
    """One game of one kind with its options, seed and move history."""

    def __init__(self, game, options, seed, start_state, start_position=None):
        self.game = game
        self.options = dict(options)
        self.seed = seed
        self.start_position = start_position  # set when started from a position
        self._states = [start_state]
        self._moves = []
        self._redo = []  # moves undone, last undone at the end

    # -- the current position ----------------------------------------------
    @property
    def game_id(self):
        return self.game.id

    @property
    def state(self):
        return self._states[-1]

    @property
    def to_move(self):
        return self.game.to_move(self.state)

    @property
    def is_over(self):
        return self.game.is_over(self.state)

    @property
    def winner(self):
        return self.game.winner(self.state)

    @property
    def scores(self):
        return self.game.scores(self.state)

    @property
    def moves(self):
        return list(self._moves)

    @property
    def ply(self):
        return len(self._moves)

    def legal_moves(self):
        return self.game.legal_moves(self.state)

    def position(self):
        return self.game.position(self.state)

    def view(self, player):
        """The current state as `player` may see it (hidden information removed)."""
        return self.game.view(self.state, player)

    def state_at(self, ply):
        """The state after `ply` moves (0 = the start), for the replay stepper."""
        return self._states[ply]

    # -- changing it ---------------------------------------------------------
    def play(self, move):
        """Play `move`; IllegalMove leaves the match unchanged.

        Playing the move that redo would replay keeps the rest of the redo line.
        """
        if not isinstance(move, str):
            raise InvalidMove("A move is a piece of text.")
        new_state = self.game.play(self.state, move)
        self._states.append(new_state)
        self._moves.append(move)
        if self._redo and self._redo[-1] == move:
            self._redo.pop()
        else:
            self._redo.clear()
        return new_state

    @property
    def can_undo(self):
        return bool(self._moves)

    @property
    def can_redo(self):
        return bool(self._redo)

    def undo(self):
        """Take back the last move; returns it (None if there is none)."""
        if not self._moves:
            return None
        self._states.pop()
        move = self._moves.pop()
        self._redo.append(move)
        return move

    def redo(self):
        """Replay the last undone move; returns it (None if there is none)."""
        if not self._redo:
            return None
        move = self._redo[-1]
        self.play(move)
        return move

    def truncate(self, ply):
        """Discard every move after `ply` (branching from the replay stepper)."""
        del self._states[ply + 1:]
        del self._moves[ply:]
        self._redo.clear()

    def link(self, players=None):
        """The URL fragment (without '#') that reproduces this match; `players` (two
        kinds of spielkiste.link.PLAYERS) adds who plays each seat."""
        return encode(self, players)

    def __repr__(self):
        return f"<Match {self.game.id} ply={self.ply} to_move={self.to_move}>"

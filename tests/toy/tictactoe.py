"""Tic-tac-toe as a spielkiste game: the engine module of the toy fifth game.

State: (cells, player) — nine characters "-", "X" or "O" from a1 to c3 (rank by rank),
and the player to move (0 plays X). A move is the name of an empty cell ("b2").
Position notation: "X-O/-X-/--O 1" (ranks 1 to 3, then the player to move).
"""

from spielkiste.errors import BadPosition, IllegalMove
from spielkiste.protocol import Game

CELLS = tuple(f"{f}{r}" for r in "123" for f in "abc")
INDEX = {name: i for i, name in enumerate(CELLS)}
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
MARKS = "XO"


def line_of(cells):
    """The first complete line (three indices), or None."""
    return next((line for line in LINES if cells[line[0]] != "-" and len({cells[i] for i in line}) == 1), None)


class TicTacToe(Game):
    id = "tictactoe"
    title = "Tic-tac-toe"
    max_plies = 9

    def initial(self, options, seed):
        return ("-" * 9, 0)

    def to_move(self, state):
        cells, player = state
        return None if line_of(cells) or "-" not in cells else player

    def legal_moves(self, state):
        if self.to_move(state) is None:
            return []
        return [CELLS[i] for i, c in enumerate(state[0]) if c == "-"]

    def play(self, state, move):
        if move not in self.legal_moves(state):
            raise IllegalMove(f"{str(move)[:20]!r} is not a free cell here.")
        cells, player = state
        i = INDEX[move]
        return (cells[:i] + MARKS[player] + cells[i + 1:], 1 - player)

    def winner(self, state):
        line = line_of(state[0])
        return None if line is None else MARKS.index(state[0][line[0]])

    def scores(self, state):
        winner = self.winner(state)
        return tuple(int(winner == p) for p in (0, 1))

    def position(self, state):
        cells, player = state
        return "/".join(cells[r * 3:r * 3 + 3] for r in range(3)) + f" {player}"

    def from_position(self, text, options, seed):
        ranks, _, player = text.partition(" ")
        cells = ranks.replace("/", "")
        if len(cells) != 9 or set(cells) - set("-XO") or player not in ("0", "1"):
            raise BadPosition("A tic-tac-toe position is three ranks of -, X, O and the player to move (0 or 1).")
        return (cells, int(player))

    def move_effects(self, state, move, after):
        line = line_of(after[0])
        return {"kind": "put", "cell": move, "mark": MARKS[state[1]], "changed": [move],
                "line": [CELLS[i] for i in line] if line else []}


GAME = TicTacToe()

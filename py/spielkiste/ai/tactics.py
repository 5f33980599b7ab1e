"""Short look-ahead that every level above random shares.

"Immediate win" means a win within the mover's own turn: a turn may hold several
decisions by the same player (Soulaween's reap choice, Solstis' spirit choice), so
we follow the mover's consecutive decisions a few steps deep, never the opponent's.
All functions count the positions they look at against a `work` limit, so a game
with a huge branching factor cannot stall the page.
"""

import time


class Work:
    """A shared counter of `play` calls, optionally with a wall-clock deadline
    (`time.perf_counter()` value); `take()` is False once either runs out."""

    __slots__ = ("left", "deadline", "count")

    def __init__(self, limit, deadline=None):
        self.left = limit
        self.deadline = deadline
        self.count = 0

    def take(self):
        self.left -= 1
        self.count += 1
        if self.deadline is not None and not self.count % 128 and time.perf_counter() > self.deadline:
            self.left = 0
        return self.left >= 0


def wins_this_turn(game, state, player, depth, work):
    """True if `player` (to move in `state`) can end the game as winner using only
    their own next `depth` decisions. None if the work limit ran out first."""
    for move in game.legal_moves(state):
        if not work.take():
            return None
        after = game.play(state, move)
        mover = game.to_move(after)
        if mover is None:
            if game.winner(after) == player:
                return True
        elif mover == player and depth > 1:
            found = wins_this_turn(game, after, player, depth - 1, work)
            if found is None:
                return None
            if found:
                return True
    return False


def winning_moves(game, state, depth=3, work_limit=4000):
    """Every first move of a sequence of own decisions that wins the game this
    turn; moves that win at once come first. [] if none was found (also when the
    work limit ran out)."""
    player = game.to_move(state)
    if player is None:
        return []
    work = Work(work_limit)
    at_once, follow_ups = [], []
    for move in game.legal_moves(state):
        if not work.take():
            return at_once
        after = game.play(state, move)
        mover = game.to_move(after)
        if mover is None:
            if game.winner(after) == player:
                at_once.append(move)
        elif mover == player and depth > 1:
            follow_ups.append((move, after))
    later = []
    for move, after in follow_ups:
        found = wins_this_turn(game, after, player, depth - 1, work)
        if found is None:
            break
        if found:
            later.append(move)
    return at_once + later


def wins_with(game, state, move, player, depth=3, work_limit=4000):
    """True if `move` starts a win for `player` within this turn in `state` (the
    same look-ahead as `winning_moves`, for one move); False also when the work
    limit runs out, so a move is never claimed as a win unchecked."""
    after = game.play(state, move)
    mover = game.to_move(after)
    if mover is None:
        return game.winner(after) == player
    if mover != player or depth <= 1:
        return False
    return wins_this_turn(game, after, player, depth - 1, Work(work_limit)) is True


def winning_move(game, state, depth=3, work_limit=4000):
    """A move that starts a win within this turn, or None."""
    moves = winning_moves(game, state, depth, work_limit)
    return moves[0] if moves else None


def safe_moves(game, state, moves, depth=3, work_limit=20000, deadline=None):
    """The moves after which the opponent cannot win in their next turn.

    Returns `moves` unchanged if every move loses (nothing to choose) or if the
    work limit runs out (no claim made). Moves that keep the turn with the mover
    are judged by the opponent's chances only once the turn passes, which we do
    not chase here: such moves count as safe.
    """
    player = game.to_move(state)
    work = Work(work_limit, deadline)
    safe = []
    for move in moves:
        if not work.take():
            return list(moves)
        after = game.play(state, move)
        opponent = game.to_move(after)
        if opponent is None or opponent == player:
            safe.append(move)
            continue
        threat = wins_this_turn(game, after, opponent, depth, work)
        if threat is None:
            return list(moves)
        if not threat:
            safe.append(move)
    return safe or list(moves)

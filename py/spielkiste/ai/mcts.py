"""Monte Carlo tree search (UCT) over the game protocol, with determinization
for hidden information.

Why this shape:
- One search for every game: it only calls the protocol (`legal_moves`, `play`,
  `to_move`, `winner`, `random_move`, `evaluate`). Game knowledge enters only
  through the optional hooks `evaluate` and `random_move` that live beside the game.
- Several decisions per turn: every node remembers whose decision it is
  (`game.to_move(state)`); rewards are credited to the player who chose the edge.
  Nothing assumes the players alternate.
- Hidden information (information-set MCTS, "SO-ISMCTS"): the search starts from
  `game.view(state, player)` only; every iteration samples a full state with
  `game.determinize(view, player, rng)` and walks the one shared tree with it.
  A node's children are keyed by move; a child competes only in the iterations
  where its move is legal ("availability" counts replace the parent's visits in
  UCB). Perfect-information games take a faster path that keeps each node's state.
- Budgets: an int is a number of iterations (reproducible, for tests), a float
  is seconds of wall time (for play).
"""

import math
import time

#: exploration constant of UCB1 for rewards in [0, 1]
EXPLORATION = 0.9
#: a playout longer than this stops and asks `evaluate` (or calls it even)
PLAYOUT_LIMIT = 400
#: share of the final margin (via `evaluate`) in a finished playout's value
MARGIN_WEIGHT = 0.3


class Node:
    """One edge of the tree and the statistics of the position it leads to."""

    __slots__ = ("move", "mover", "children", "untried", "visits", "reward", "avail", "state")

    def __init__(self, move, mover):
        self.move = move
        self.mover = mover  # the player who chose `move` (None at the root)
        self.children = []
        self.untried = None
        self.visits = 0
        self.reward = 0.0  # summed from the mover's side
        self.avail = 0
        self.state = None


class Budget:
    """Iterations (int) or seconds (float).

    `more(done, root)` asks whether iteration `done` runs. It also stops early once
    the most visited move at the root can no longer be overtaken in the iterations
    left (estimated from the pace so far for a time budget), so a decided
    position -- e.g. the end of a small game -- does not keep the player waiting.
    """

    CHECK_EVERY = 32

    def __init__(self, budget):
        if isinstance(budget, bool) or not isinstance(budget, (int, float)) or budget <= 0:
            raise ValueError("The budget is a positive int (iterations) or float (seconds).")
        self.iterations = budget if isinstance(budget, int) else None
        self.start = time.perf_counter()
        self.deadline = None if self.iterations is not None else self.start + budget

    def more(self, done, root=None):
        if self.iterations is not None:
            if done >= self.iterations:
                return False
            left = self.iterations - done
        else:
            if done < 8:  # always a few iterations, so even a tiny budget decides sensibly
                return True
            now = time.perf_counter()
            if now >= self.deadline:
                return False
            if done % self.CHECK_EVERY:
                return True
            left = done * (self.deadline - now) / max(now - self.start, 1e-9)
        if root is not None and done % self.CHECK_EVERY == 0 and len(root.children) > 1:
            first, second = sorted((ch.visits for ch in root.children), reverse=True)[:2]
            if first - second > left:
                return False
        return True


def playout(game, state, rng, limit=PLAYOUT_LIMIT):
    """Play random moves to the end; the result as (value for player 0, for player 1)
    with a win 1, a draw 0.5, a loss 0, blended with the margin (`evaluate` at the
    end, weight MARGIN_WEIGHT) where the game has one: a clear win then counts for
    a little more than a narrow one, which guides the search once every line wins
    (or loses). A playout cut off at `limit` plies is scored by `evaluate` alone
    (or even if the game has none)."""
    to_move, play, random_move = game.to_move, game.play, game.random_move
    plies = 0
    while to_move(state) is not None:
        if plies >= limit:
            score = game.evaluate(state, 0)
            v0 = 0.5 if score is None else 0.5 + 0.5 * max(-1.0, min(1.0, score))
            return (v0, 1.0 - v0)
        state = play(state, random_move(state, rng))
        plies += 1
    winner = game.winner(state)
    v0 = 0.5 if winner is None else 1.0 if winner == 0 else 0.0
    if MARGIN_WEIGHT:
        score = game.evaluate(state, 0)
        if score is not None:
            v0 = (1 - MARGIN_WEIGHT) * v0 + MARGIN_WEIGHT * (0.5 + 0.5 * max(-1.0, min(1.0, score)))
    return (v0, 1.0 - v0)


def _ucb_pick(children, parent_count, c):
    log_n = math.log(parent_count)
    best, best_score = None, -1.0
    for child in children:
        score = child.reward / child.visits + c * math.sqrt(log_n / child.visits)
        if score > best_score:
            best, best_score = child, score
    return best


def search(game, state, player, rng, budget, exploration=EXPLORATION, playout_limit=PLAYOUT_LIMIT,
           root_moves=None):
    """The move MCTS prefers for `player` in `state` (a full state for
    perfect-information games, `player`'s view for hidden-information ones),
    choosing among `root_moves` if given (default: every legal move).

    Returns (move, root) so that callers and tests can inspect the statistics.
    """
    budget = budget if isinstance(budget, Budget) else Budget(budget)
    if game.hidden_information:
        root = _search_hidden(game, state, player, rng, budget, exploration, playout_limit, root_moves)
    else:
        root = _search_open(game, state, rng, budget, exploration, playout_limit, root_moves)
    best = max(root.children, key=lambda ch: (ch.visits, ch.reward))
    return best.move, root


def _new_untried(game, state, rng):
    moves = list(game.legal_moves(state))
    rng.shuffle(moves)
    return moves


def _search_open(game, state, rng, budget, c, limit, root_moves=None):
    """UCT for perfect information: nodes keep their state, no replay needed."""
    to_move, play = game.to_move, game.play
    root = Node(None, None)
    root.state = state
    root.untried = _new_untried(game, state, rng) if root_moves is None else list(root_moves)
    if root_moves is not None:
        rng.shuffle(root.untried)
    done = 0
    while budget.more(done, root):
        done += 1
        node, path = root, [root]
        while not node.untried and node.children:
            node = _ucb_pick(node.children, node.visits, c)
            path.append(node)
        current = node.state
        if node.untried:
            move = node.untried.pop()
            mover = to_move(current)
            current = play(current, move)
            child = Node(move, mover)
            child.state = current
            child.untried = [] if to_move(current) is None else _new_untried(game, current, rng)
            node.children.append(child)
            path.append(child)
        value = playout(game, current, rng, limit)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.reward += value[n.mover]
    return root


def _search_hidden(game, view, player, rng, budget, c, limit, root_moves=None):
    """SO-ISMCTS: one tree over move sequences, a fresh determinization per iteration."""
    to_move, play, legal_moves = game.to_move, game.play, game.legal_moves
    allowed = None if root_moves is None else set(root_moves)
    root = Node(None, None)
    done = 0
    while budget.more(done, root):
        done += 1
        current = game.determinize(view, player, rng)
        node, path = root, [(root, None)]
        while True:
            mover = to_move(current)
            if mover is None:
                break
            legal = legal_moves(current)
            if node is root and allowed is not None:
                legal = [m for m in legal if m in allowed] or legal
            have = {ch.move: ch for ch in node.children}
            untried = [m for m in legal if m not in have]
            for m in legal:
                if m in have:
                    have[m].avail += 1
            if untried:
                move = rng.choice(untried)
                child = Node(move, mover)
                child.avail = 1
                node.children.append(child)
                current = play(current, move)
                path.append((child, mover))
                break
            node = _ucb_pick_avail([have[m] for m in legal], c)
            current = play(current, node.move)
            path.append((node, mover))
        value = playout(game, current, rng, limit)
        for n, mover in path:
            n.visits += 1
            if mover is not None:
                n.reward += value[mover]
    return root


def _ucb_pick_avail(children, c):
    best, best_score = None, -1.0
    for child in children:
        score = child.reward / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = child, score
    return best

"""Soulaween by keyboard alone: a whole standard game (Wuchang against Death) with the
arrow keys, Enter, R/G for the side, Enter on a pattern's cells for a reap choice and
K/T for Wuchang's card, asserting after every move that focus stays on the board, where
the next player acts, and goes to the result when the game is over."""

import random

import spielkiste
import spielkiste.games.soulaween as sw
from conftest import arrow_to, focused, open_site, ply
from spielkiste.games.soulaween import GAME

SEED = 2
OPTIONS = {"mode": "standard", "char1": "wuchang", "char2": "death"}
LINK = f"/soulaween?v=1&s={SEED}&char1=wuchang&char2=death"

def policy(m, rng):
    """A short game that holds every kind of decision: a winning put or one that leaves
    a reap choice when there is one, else any put; the last reap choice; keep and turn."""
    legal, s = m.legal_moves(), m.state
    if legal[0] in sw.CARD_MOVES:
        return "turn" if m.ply % 2 else "keep"
    if legal[0].startswith(sw.REAP_PREFIX):
        return legal[-1]
    me = GAME.to_move(s)

    def gain(move):
        after = GAME.play(s, move)
        return GAME.is_over(after) and GAME.winner(after) == me, after.phase == sw.REAP

    best = max(gain(move) for move in legal)
    return rng.choice([move for move in legal if gain(move) == best])


def expected_game():
    m = spielkiste.new_match("soulaween", OPTIONS, seed=SEED)
    rng = random.Random(SEED)
    while not m.is_over:
        m.play(policy(m, rng))
    return m


def grid_of(cell):
    """(data-r, data-c) of a cell index: row 0 is rank 4, at the top."""
    return 3 - cell // 4, cell % 4


def walk_to(page, cell):
    arrow_to(page, *grid_of(cell))
    assert focused(page)["label"].startswith(sw.CELL_NAMES[cell])  # the name starts with what is seen


def reap_cells(move, legal):
    """The cells to press Enter on to choose the pattern of `move` among `legal`."""
    patterns = [sw.CELL_NAMES.index(move[k:k + 2]) for k in range(len(sw.REAP_PREFIX), len(move), 2)]
    masks = [sum(1 << sw.CELL_INDEX[x[k:k + 2]] for k in range(len(sw.REAP_PREFIX), len(x), 2)) for x in legal]
    mine = sum(1 << i for i in patterns)
    for a in patterns:
        holding = [m for m in masks if m >> a & 1]
        if len(holding) == 1:
            return [a]
        for b in patterns:
            if b != a and [m for m in holding if m >> b & 1] == [mine]:
                return [a, b]
    raise AssertionError(f"no cells choose {move}")


def test_a_whole_standard_game_by_keyboard(page, base_url):
    expected = expected_game()
    kinds = {"put": 0, "reap": 0, "card": 0}
    open_site(page, base_url, LINK)
    page.wait_for_selector("svg.board.soulaween")
    page.locator("#game-title").focus()
    page.keyboard.press("Tab")
    assert focused(page)["role"] == "gridcell" and focused(page)["inBoard"]
    for n, move in enumerate(expected.moves):
        legal = expected.game.legal_moves(expected.state_at(n))
        if move in sw.CARD_MOVES:
            page.keyboard.press({"keep": "k", "turn": "t"}[move])
            kinds["card"] += 1
        elif move.startswith(sw.REAP_PREFIX):
            for cell in reap_cells(move, legal):
                walk_to(page, cell)
                page.keyboard.press("Enter")
            kinds["reap"] += 1
        else:
            cell, side = sw.PUT_MOVES[move]
            walk_to(page, cell)
            page.keyboard.press("Enter")
            page.wait_for_selector('#board [role="gridcell"][aria-selected="true"]')
            page.keyboard.press("r" if side == sw.RED else "g")
            kinds["put"] += 1
        page.wait_for_function(f"document.documentElement.dataset.ply === '{n + 1}'")
        now = focused(page)
        if n + 1 < expected.ply:  # the next decision is taken where the focus is: on the board
            assert now["role"] == "gridcell" and now["inBoard"], (n, move, now)
        else:
            assert now["inResult"], now
    assert all(kinds.values()), kinds
    assert page.get_attribute("html", "data-over") == "true" and ply(page) == expected.ply
    winner = expected.game.winner(expected.state)
    assert f"Player {winner + 1}" in page.locator("#result h3").inner_text()
    # the live region said the last move in the words of the board's labels
    assert page.locator("#announce").inner_text().startswith(f"Player {winner + 1}")

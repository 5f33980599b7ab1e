"""The toy fifth game, tic-tac-toe, plays through the generic layers of the page with
its own two files alone (its engine module and its UI package, both in tests/toy/):
the registries, the screen model and its regions, the renderer contract, the
narration, the marks, the link and the picker's card."""

import random

import pytest

import spielkiste
from spielkiste.errors import IllegalMove
from toy import GAME, install, uninstall
from toy.tictactoe import CELLS
from ui import cards, explain, i18n, marks, picker
from ui.game import log, movelist, players, status
from ui.game.model import ScreenModel
from ui.games import ui_for


@pytest.fixture
def toy():
    install()
    yield GAME
    uninstall()


def test_the_registries_know_it_only_while_it_is_installed(toy):
    assert "tictactoe" in spielkiste.GAMES and ui_for("tictactoe").id == "tictactoe"
    uninstall()
    assert "tictactoe" not in spielkiste.GAMES and list(spielkiste.GAMES) == list(spielkiste.registry.ORDER)
    with pytest.raises(KeyError):
        ui_for("tictactoe")
    install()


def test_a_whole_game_through_the_screen_model_clicks_and_words(toy):
    match = spielkiste.new_match("tictactoe", seed=1)
    model = ScreenModel(match, ("human", "human"), "en")
    said = []
    for cell in ("b2", "a1", "c3", "c1", "a3", "b1"):  # O closes rank 1: a1, b1, c1
        ctx = model.ctx()
        board = model.board.render_board(ctx)
        index = ("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3").index(cell)
        assert f'data-act="cell:{index}"' in board and f'data-cell="{cell}"' in board
        move = model.board.act(ctx, f"cell:{index}")  # a click, as the screen hands it on
        assert move == cell
        before = match.state
        match.play(move)
        said.append(explain.said(match.game, before, move, "en", model.names))
        names, arrow = marks.move_marks("tictactoe", before, move, match.game.effects(before, move))
        assert names[0] == cell and arrow is None
    assert match.is_over and match.game.winner(match.state) == 1
    assert said[0] == "Player 1 puts X on b2."
    assert said[-1] == "Player 2 puts O on b1. Completes the row a1, b1, c1 and wins."
    # the regions of the screen, generic, from the model
    ctx = model.ctx()
    assert 'class="last-mark"' in model.board.render_board(ctx)
    assert "Player 2" in status.headline(model)
    assert [text for _, _, text in log.sentences(model)] == said
    assert [label for label in movelist.items(model)]  # one entry per move
    assert "Player 1" in players.render(model, ctx)
    # a taken cell is refused with the renderer's words, and nothing is played
    match.undo()
    ctx = model.ctx()
    assert model.board.act(ctx, "cell:4") is None and ctx.refusal == "b2 is taken."
    with pytest.raises(IllegalMove):
        match.play("b2")


def test_link_hint_words_and_the_picker_card(toy):
    match = spielkiste.new_match("tictactoe", seed=5)
    for move in ("a1", "b2"):
        match.play(move)
    again = spielkiste.match_from_link(match.link())
    assert again.moves == match.moves and again.position() == "X--/-O-/--- 0"
    fx = match.game.effects(match.state, "c3")
    assert explain.describe("tictactoe", fx, "de") == "setzt X auf c3"
    card = cards.computed_card("tictactoe")
    assert card.by_link and card.pages == {}
    assert i18n.game_name("de", "tictactoe") == "Tic-Tac-Toe"  # its own words, as toy.install gave them
    assert not card.learn and not card.rules  # no lesson, no rules page: the card links to neither
    html = picker.render("en", {"tictactoe": card}, [])
    assert "<h2 id=\"card-tictactoe\">Tic-tac-toe</h2><p>Three in a row wins.</p>" in html
    assert 'data-game="tictactoe"' in html and 'href="#/tictactoe?new=1&amp;vs=link"' in html
    assert "/tictactoe/learn" not in html and "/tictactoe/rules" not in html
    assert all(c.learn and c.rules for c in cards.cards().values())  # the four have both


def test_its_engine_meets_the_protocol_in_random_games(toy):
    from conformance import play_random_game

    results = {play_random_game("tictactoe", {}, seed=s, rng=random.Random(s)).winner for s in range(40)}
    assert results == {0, 1, None}  # wins for either side and draws


def test_it_plays_through_the_screen_controller_against_the_computer(toy):
    """The page's controller (no js): clicks, refusals, the computer's replies, the
    announcements and the saves, for a game it has never heard of."""
    from test_storage import Clock, FakeLocalStorage

    from ui.game import commands as cmd
    from ui.game.controller import Controller
    from ui.saves import Saves
    from ui.storage import Storage

    storage = Storage(FakeLocalStorage(), clock=Clock())
    ctl = Controller(Saves(storage, clock=Clock(), rng=random.Random(1)), storage, "en", beat_ms=0)
    ctl.open(spielkiste.new_match("tictactoe", seed=2), ("human", "ai:easy"))
    said = []
    while not ctl.model.match.is_over:
        out = ctl.act(f"cell:{CELLS.index(ctl.model.match.legal_moves()[0])}")
        said += [r.announce for r in out if isinstance(r, cmd.Render) and r.announce]
        asks = [c for c in out if isinstance(c, cmd.AskComputer)]
        if asks:  # the computer's reply, as the worker would send it: its first legal move
            reply = spielkiste.match_from_link(asks[-1].link).legal_moves()[0]
            out = ctl.computer_replied(asks[-1].token, reply)
            said += [r.announce for r in out if isinstance(r, cmd.Render) and r.announce]
    assert said[0] == "Player 1 puts X on a1."
    assert said[1] == "Computer (easy) puts O on b1."  # the computer's move, said with its name
    assert said[-1].startswith("Player 1 puts X on a3. Completes the row c1, b2, a3 and wins.")
    taken = ctl.model.match.moves[0]
    out = ctl.act(f"cell:{CELLS.index(taken)}")
    assert ctl.model.refusal  # the game is over (or the cell taken): said, nothing played
    assert [s.game for s in ctl.saves.list()] == ["tictactoe"]  # saved like any game

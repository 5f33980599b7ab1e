"""Marks as data (issue 24, item 3) and your move beside the reply (issue 25), under
CPython: the screen hands the renderer its marks in the context, the renderer draws
them; nothing is added to the page afterwards."""

import re

import pytest
from test_learn_ui import match_of

from spielkiste import lessons
from ui.game import lesson, marking, turn_marks
from ui.game.model import HUMAN, ScreenModel
from ui.games.base import gridcell
from ui.games.mark_shapes import mark_controls


def marked_names(html, kind):
    """The data-cell / data-act of every element that carries the class mark-<kind>."""
    out = set()
    for tag in re.findall(r"<[a-z]+\b[^>]*>", html):
        if re.search(rf'class="[^"]*\bmark-{kind}\b', tag):
            out.update(re.findall(r'data-cell="([^"]+)"', tag))
            out.update("act:" + a for a in re.findall(r'data-act="([^"]+)"', tag))
    return out


def test_a_gridcell_draws_its_marks_inside_its_box():
    plain = gridcell(0, 0, "a1", box=(0, 0, 100, 100), name="a1")
    html = gridcell(0, 0, "a1", box=(0, 0, 100, 100), name="a1", marks=("hint", "reply"))
    assert "mark-frame" not in plain and "mark" not in re.search(r'class="([^"]*)"', plain).group(1).split()
    assert 'class="cell mark mark-hint mark-reply"' in html
    assert '<g class="mark-frame mark-hint"' in html and 'class="last-mark mark-reply"' in html


def test_controls_get_the_classes_of_their_marks_by_action_and_by_cell():
    html = ('<button type="button" class="a" data-act="card:keep">K</button>'
            '<button type="button" data-act="card:turn">T</button>'
            '<span class="solstis-tile" data-act="hand:O3" data-cell="O3">O3</span>')
    marks = {"hint": ["act:card:turn", "O3"], "own": ["act:card:keep"]}
    out = mark_controls(html, lambda name: tuple(k for k, v in marks.items() if name in v))
    assert 'class="a mark mark-own" data-act="card:keep"' in out
    assert 'data-act="card:turn" class="mark mark-hint"' in out
    assert 'class="solstis-tile mark mark-hint"' in out
    assert mark_controls(html, lambda name: ()) == html


@pytest.mark.parametrize("game_id", ["soulaween", "iye", "boxilies", "solstis"])
def test_every_lesson_highlight_is_drawn_marked_by_the_renderer(game_id):
    data = lessons.load(game_id)
    for k, step in enumerate(data.steps):
        if not step.highlight:
            continue
        model = lesson.LessonModel(data, k, data.match(k))
        ctx = model.ctx()
        ctx.marks, ctx.arrow = marking.shown(model)
        html = model.board.render_board(ctx) + marking.controls_markup(ctx, model.board.render_controls(ctx))
        missing = set(step.highlight) - marked_names(html, "lesson")
        assert not missing, f"{game_id} step {k}: {missing} not marked"


def test_the_iye_hint_arrow_is_drawn_in_the_board_from_the_context():
    m = match_of("iye", seed=3)
    model = ScreenModel(m, (HUMAN, HUMAN))
    ctx = model.ctx()
    assert "mark-arrow" not in model.board.render_board(ctx)
    ctx.arrow = ("hint", "a1", "e5")
    assert model.board.render_board(ctx).count('class="mark-arrow mark-hint"') == 1
    ctx.arrow = ("hint", "a1", "zz")  # a name the board has not: no arrow, no error
    assert "mark-arrow" not in model.board.render_board(ctx)


def against_computer(game_id, moves, options=None):
    m = match_of(game_id, moves, options)
    return ScreenModel(m, (HUMAN, "ai:easy"))


def test_your_move_and_the_reply_are_both_marked_until_your_next_move():
    model = against_computer("soulaween", ["b2R", "c3G"], {"mode": "simple"})
    found = turn_marks.turns(model)
    assert found == ([1], [2])
    marks, _ = marking.shown(model)
    assert "b2" in marks["own"] and "c3" in marks["reply"]
    ctx = model.ctx()
    ctx.marks = marks
    html = model.board.render_board(ctx)
    assert "b2" in marked_names(html, "own") and "c3" in marked_names(html, "reply")
    legend = turn_marks.legend(model)
    assert "Your move: b2 ▲" in legend and "reply: c3 ●" in legend and "dashed frame" in legend
    model.cursor = 1  # stepping back through the moves: the move shown is marked, not the pair
    assert turn_marks.marks(model) == {} and turn_marks.legend(model) == ""
    model.cursor = None
    model.match.play("a1R")  # your next move: the pair is gone (the board marks your move itself)
    assert turn_marks.marks(model) == {} and turn_marks.legend(model) == ""


def test_no_pair_between_two_people_or_before_the_reply_and_in_german_words():
    m = match_of("soulaween", ["b2R", "c3G"], {"mode": "simple"})
    assert turn_marks.marks(ScreenModel(m, (HUMAN, HUMAN))) == {}
    assert turn_marks.turns(against_computer("soulaween", ["b2R"], {"mode": "simple"})) is None
    model = against_computer("soulaween", ["b2R", "c3G"], {"mode": "simple"})
    model.lang = "de"
    assert "Dein Zug: b2 ▲" in turn_marks.legend(model) and "Eckwinkel" in turn_marks.legend(model)


def test_the_end_of_the_game_shows_its_result_not_the_pair():
    model = against_computer("soulaween", ["b2R", "c3G"], {"mode": "simple"})
    assert turn_marks.turns(model) is not None
    model.over = lambda: True  # (a finished game: the result panel says what happened)
    assert turn_marks.turns(model) is None and turn_marks.legend(model) == ""


def test_the_computer_playing_first_marks_nothing_of_yours():
    m = match_of("soulaween", ["b2R"], {"mode": "simple"})
    assert turn_marks.turns(ScreenModel(m, ("ai:easy", HUMAN))) is None


def test_by_link_your_seat_is_the_one_played_here():
    from ui.game.bylink import Corr

    m = match_of("soulaween", ["b2R", "c3G"], {"mode": "simple"})
    model = ScreenModel(m, (HUMAN, HUMAN), corr=Corr(me=0))
    assert "b2" in turn_marks.marks(model)["own"] and "c3" in turn_marks.marks(model)["reply"]
    assert turn_marks.turns(ScreenModel(m, (HUMAN, HUMAN), corr=Corr(me=1))) is None  # the last move was yours
    assert turn_marks.turns(ScreenModel(m, (HUMAN, HUMAN), corr=Corr(me=None))) is None  # seat not chosen yet

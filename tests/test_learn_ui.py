"""The page side of learning (issue 18), under CPython: which cells a move marks,
the lesson screen's model and panel, the review's bookkeeping and chart, the hint's
marks, and the picker, dialog and routes that lead there."""

import re

import pytest
from test_storage import FakeLocalStorage

import spielkiste
from spielkiste import lessons
from spielkiste.ai import evaluate_position, hint, review
from ui import cards, i18n, learned, marks, picker, routes
from ui.game import dialog, frame, lesson, movelist
from ui.game import hint as hint_ui
from ui.game import review as review_ui
from ui.game.model import ScreenModel
from ui.storage import Storage


def match_of(game_id, moves=(), options=None, seed=1):
    m = spielkiste.new_match(game_id, options, seed=seed)
    for move in moves:
        m.play(move)
    return m


def marks_for(m, move):
    return marks.move_marks(m.game_id, m.state, move, m.game.effects(m.state, move))


# -- which cells a move concerns -----------------------------------------------------------------

def test_soulaween_marks_the_put_and_the_reaped_chain_and_the_card_button():
    step = lessons.load("soulaween")
    k = [s.id for s in step.steps].index("reap")
    m = step.match(k)
    names, arrow = marks_for(m, "d1R")
    assert names[0] == "d1" and set(names) == {"a1", "b1", "c1", "d1"} and arrow is None
    wuchang = lessons.load("soulaween")
    k = [s.id for s in wuchang.steps].index("wuchang-card")
    m = wuchang.match(k)
    assert marks_for(m, "turn") == (["act:card:turn"], None)


def test_iye_marks_from_and_to_with_an_arrow_and_the_spent_kind():
    lesson_iye = lessons.load("iye")
    k = [s.id for s in lesson_iye.steps].index("ability")
    m = lesson_iye.match(k)
    names, arrow = marks_for(m, "Hb2")
    assert names[:2] == ["b2", "d3"] and arrow == ("d3", "b2")
    assert "act:kind:1" in names  # the Horse's spend button (kinds S H T W O)
    names, arrow = marks_for(m, m.legal_moves()[0])
    assert arrow[0] == "d3" and not any(n.startswith("act:") for n in names)


def test_boxilies_marks_the_cell_the_captures_and_the_stone_in_the_tray():
    lesson_b = lessons.load("boxilies")
    m = lesson_b.match(0)
    fx = m.game.effects(m.state, "1aN-b1")
    names, arrow = marks.move_marks("boxilies", m.state, "1aN-b1", fx)
    assert names[0] == "b1" and set(fx["captured"]) <= set(names) and fx["captured"]
    assert any(n.startswith("act:stone:") for n in names) and arrow is None


def test_solstis_marks_tiles_places_and_choice_buttons():
    lesson_s = lessons.load("solstis")
    m = lesson_s.match(0)
    player = m.to_move
    # played, the tile it takes, and where both land in the panorama
    assert marks_for(m, "O3")[0] == ["O3", "O8", f"{player}:O3", f"{player}:O8"]
    k = [s.id for s in lesson_s.steps].index("spirit")
    m = lesson_s.match(k)
    player = m.to_move
    assert marks_for(m, "rO2")[0] == [f"{player}:O2"]
    fx = {"player": 0, "kind": "block"}
    assert marks.move_marks("solstis", None, "sO4", fx)[0] == ["act:block:O4"]
    assert marks.move_marks("solstis", None, "row-deer", {"player": 0})[0] == ["act:row:deer"]
    assert marks.move_marks("solstis", None, "xR3", {"player": 0})[0] == ["R3"]
    assert marks.move_marks("solstis", None, "beetle-G5", {"player": 0})[0] == ["G5"]
    assert marks.move_marks("solstis", None, "O3", {"played": "O3", "taken": ["?"], "placed": ["O3", "?"],
                                                   "player": 1})[0] == ["O3", "1:O3"]


def test_frame_and_arrow_markup():
    html = marks.frame("hint", 0, 0, 120, 120)
    assert 'class="mark-frame mark-hint"' in html and html.count("<rect") == 2 and 'x="13.0"' in html
    assert 'x="6.0" y="6.0" width="48.0" height="36.0"' in marks.frame("hint", 0, 0, 60, 48)  # a small place
    arrow = marks.arrow("hint", 50, 50, 250, 50)
    assert "mark-arrow" in arrow and "M80.0,50.0" in arrow and "220.0,50.0" in arrow
    assert marks.arrow("hint", 50, 50, 60, 50) == ""  # neighbours too close for an arrow


# -- every lesson's highlighted names are on the page ---------------------------------------------

def all_steps():
    for game_id in lessons.LESSON_GAMES:
        lesson_data = lessons.load(game_id)
        for k in range(len(lesson_data)):
            yield game_id, k


@pytest.mark.parametrize("game_id, k", list(all_steps()))
def test_every_highlight_of_every_step_names_something_drawn(game_id, k):
    """The page marks a lesson's cells by data-cell: each highlighted name must be on
    the board or in the controls of the step's position, as the learner sees it."""
    data = lessons.load(game_id)
    model = lesson.LessonModel(data, k, data.match(k))
    ctx = model.ctx()
    assert ctx.interactive, "the learner can act at the start of every step"
    html = model.board.render_board(ctx) + model.board.render_controls(ctx)
    drawn = set(re.findall(r'data-cell="([^"]+)"', html))
    missing = [n for n in data.steps[k].highlight if n not in drawn]
    assert not missing, f"{game_id} step {k}: {missing} not on the page"


# -- the lesson model and panel -----------------------------------------------------------------

def test_a_wrong_move_is_explained_and_not_played_the_right_one_is():
    data = lessons.load("soulaween")
    k = [s.id for s in data.steps].index("reap")
    model = lesson.LessonModel(data, k, data.match(k), "en")
    right, text = lesson.judge(model, "d1G")
    assert not right and model.match.ply == 0
    assert text.startswith("Taken back: this move puts a green piece on d1") and "c1" in text
    assert i18n.t("en", data.steps[k].wrong["d1G"]) in text
    model.lang = "de"
    right, text = lesson.judge(model, "a2R")  # any other wrong move: the step's "why"
    assert not right and text.startswith("Zurückgenommen: Dieser Zug legt") and i18n.t("de", data.steps[k].why) in text
    right, text = lesson.judge(model, "d1R")
    assert right and "sammelt a1, b1, c1, d1 (Reihe)" in text and i18n.t("de", data.steps[k].done) in text
    with pytest.raises(spielkiste.IllegalMove):
        lesson.judge(model, "a1R")  # taken: not a move at all


def test_lesson_marks_show_until_solved_and_the_panel_leads_on():
    data = lessons.load("soulaween")
    model = lesson.LessonModel(data, 0, data.match(0), "en")
    assert model.shown_marks() == ({"lesson": ["b2"]}, None)
    html = model.result_panel()
    assert "Step 1 of 12" in html and "Put a red piece on b2" in html and "btn-lessonnext" not in html
    assert model.status_text() is None and model.interactive()
    model.match.play("b2R")
    model.solved, model.feedback, model.feedback_kind = True, "Right.", "right"
    assert model.shown_marks() == ({}, None) and not model.interactive()
    html = model.result_panel()
    assert 'id="btn-lessonnext"' in html and 'class="lesson-feedback right"' in html
    assert model.status_text() == i18n.t("en", "lesson_solved")
    last = lesson.LessonModel(data, len(data) - 1, data.match(len(data) - 1), "de")
    last.solved = True
    html = last.result_panel()
    assert 'href="#/soulaween?new=1"' in html and "btn-lessonnext" not in html and "Lektion geschafft" in html


def test_solstis_learner_sees_their_hand_and_nothing_is_handed_over():
    data = lessons.load("solstis")
    model = lesson.LessonModel(data, 0, data.match(0))
    assert model.viewer() == model.learner == model.match.to_move
    assert not model.needs_handover() and model.interactive()
    wrong = [mv for mv in model.match.legal_moves() if mv != "O3"]
    fx = model.game.effects(model.match.state, wrong[0])
    right, text = lesson.judge(model, wrong[0])
    assert right is False and text.startswith(f"Taken back: this move plays {wrong[0]}")
    if fx.get("turned_up"):  # a wrong move is not played: the pile's top stays hidden
        assert fx["turned_up"] not in text


def test_finished_lessons_are_remembered_and_bad_values_ignored():
    storage = Storage(FakeLocalStorage())
    assert learned.learned(storage) == set()
    learned.mark_learned(storage, "iye")
    learned.mark_learned(storage, "soulaween")
    assert learned.learned(storage) == {"iye", "soulaween"}
    assert storage.get_text("lessons") == '["iye", "soulaween"]'
    storage.set_text("lessons", '["iye", "<x>", 3, {"a": 1}]')
    assert learned.learned(storage) == {"iye"}
    storage.set_text("lessons", '{"iye": true}')
    assert learned.learned(storage) == set()


# -- the review ----------------------------------------------------------------------------------

def test_review_bookkeeping_matches_the_engine_review_with_forced_positions():
    """Positions evaluated one by one (as the worker does) and added to a Review give
    what analysis.review gives, a forced position (İye's 'next') included."""
    m = match_of("iye", seed=3)
    rng = __import__("random").Random(5)
    while not m.state.ended:
        m.play(rng.choice(m.legal_moves()))
    m.play("next")  # a position with a single legal move is behind us
    m.play(m.legal_moves()[0])
    states = [m.state_at(i) for i in range(m.ply + 1)]
    forced_at = [i for i, s in enumerate(states) if len(m.game.legal_moves(s)) == 1]
    assert forced_at, "the game has a forced position"
    expected = list(review(m.game, states, m.moves, budget=20, seed=0))
    rv = review_ui.Review(m.moves)
    for ply, state in enumerate(states):
        rv.add(evaluate_position(m.game, state, budget=20, seed=0, ply=ply))
    assert rv.done
    for point in expected:
        got = rv.points[point["ply"]]
        assert {k: got.get(k) for k in point} == point


def synthetic_review():
    """A review of 4 moves where move 3 threw the first player's win away."""
    rv = review_ui.Review(["a", "b", "c", "d"])
    chances = [(0, 0.5, "a"), (1, 0.5, "b"), (0, 0.9, "w"), (1, 0.2, "y"), (0, 0.2, None)]
    for to_move, chance, best in chances:
        rv.add({"to_move": to_move, "chance": chance, "best": best, "forced": False, "over": False})
    return rv


def test_review_marks_a_blunder_and_draws_a_clickable_chart():
    rv = synthetic_review()
    assert rv.marked() == [3] and rv.mark(3) == "blunder" and rv.points[3]["better"] == "w"
    svg = review_ui.chart(rv, 3, "en")
    assert svg.count('class="rv-hit"') == 5 and 'data-act="ui:goto:4"' in svg
    assert "??" in svg and 'class="rv-now" x1="240.0"' in svg
    assert 'aria-label="Chances of player 1 across the game: 50 % at the start, 20 % after move 4."' in svg


def test_review_in_the_move_list_and_the_panel():
    m = match_of("soulaween", ["a1R", "b2G", "c3R", "d4G"], {"mode": "simple"})
    model = ScreenModel(m)
    model.review = synthetic_review()
    model.review.moves = tuple(m.moves)
    items = movelist.items(model)
    assert items.count("mv-mark") == 1 and ", blunder</span>" in items and ">??</span>" in items
    model.cursor = 3
    html = review_ui.panel(model)
    assert "Reviewed. Blunders (??): 1, mistakes (?): 0" in html and "Move 3: blunder (??)" in html
    assert "fell from 90 % to 20 %" in html and 'id="btn-reviewclose"' in html
    model.review.running = True
    html = review_ui.panel(model)
    assert '<progress id="review-progress" max="5" value="5"' in html and "btn-reviewstop" in html
    model.match.play("a2R")  # a move after the review: it is over
    review_ui.sync(model)
    assert model.review is None


def test_better_move_of_a_marked_move_is_marked_and_told():
    """A scripted Soulaween game where player 1 misses an immediate win."""
    m = match_of("soulaween", [], {"mode": "simple"})
    data = lessons.load("soulaween")
    k = [s.id for s in data.steps].index("win")
    m = data.match(k)  # player 1 wins with d1G
    m.play("a1G" if "a1G" in m.legal_moves() else m.legal_moves()[0])
    model = ScreenModel(m)
    rv = review_ui.Review(m.moves)
    for ply in range(m.ply + 1):
        rv.add(evaluate_position(m.game, m.state_at(ply), budget=200, seed=0, ply=ply))
    model.review = rv
    assert rv.mark(1) in ("blunder", "mistake") and rv.points[1]["better"] == "d1G"
    model.cursor = 1
    found, arrow = review_ui.marks(model)
    assert found["better"][0] == "d1" and arrow is None
    assert "Better: puts a green piece on d1" in review_ui.sentence(model)


# -- the hint ------------------------------------------------------------------------------------

def test_hint_availability_and_marks():
    m = match_of("soulaween", [], {"mode": "simple"})
    assert hint_ui.available(ScreenModel(m), "off")  # between humans: always
    assert not hint_ui.available(ScreenModel(m, ("human", "ai:normal")), "off")
    assert hint_ui.available(ScreenModel(m, ("human", "ai:normal")), "on")
    assert not hint_ui.available(ScreenModel(m, ("ai:easy", "ai:normal")), "on")
    data = lessons.load("soulaween")
    k = [s.id for s in data.steps].index("win")
    model = ScreenModel(data.match(k))
    hint_ui.show(model, hint(model.game, model.match.state, budget=30, seed=1))
    assert model.marks["hint"][0] == "d1" and model.tip.startswith("Hint: puts a green piece on d1")
    assert model.shown_marks()[0]["hint"]
    model.match.play("d1G")
    assert model.shown_marks() == ({}, None) and model.tip == ""  # a move ends the hint


def test_link_at_cuts_the_history():
    m = match_of("boxilies", [], {"board": "3x3"})
    for _ in range(3):
        m.play(m.legal_moves()[0])
    cut = spielkiste.match_from_link(hint_ui.link_at(m, 1))
    assert cut.moves == m.moves[:1] and hint_ui.link_at(m, 3) == m.link()


# -- the ways in: picker, routes, dialog, buttons ------------------------------------------------

def test_picker_has_learn_links_and_the_learned_mark():
    html = picker.render("de", cards.cards(), [], learned={"iye"})
    for gid in spielkiste.GAMES:
        assert f'href="#/{gid}/learn" data-learn="{gid}"' in html
    assert html.count("Lernen") == len(spielkiste.GAMES)
    assert html.count('data-learned="') == 1 and 'data-learned="iye"' in html and "✓ gelernt" in html


def test_learn_route():
    assert routes.parse("#/soulaween/learn") == ("learn", "soulaween", "")


def test_dialog_offers_hints_only_against_the_computer():
    game = spielkiste.GAMES["soulaween"]
    assert 'name="hints"' not in dialog.render("en", game, {}, ["human", "human"])
    html = dialog.render("en", game, {}, ["human", "ai:normal"], hints="on")
    assert 'name="hints"' in html and '<option value="on" selected>on</option>' in html
    assert 'name="hints"' not in dialog.render("en", game, {}, ["ai:easy", "ai:normal"])
    assert dialog.read_hints([("hints", "on")], "off") == "on"
    assert dialog.read_hints([("hints", "<x>")], "off") == "off"
    assert dialog.read_hints([], "on") == "on"


def test_game_buttons_hold_hint_and_review():
    html = frame.render("de", spielkiste.GAMES["iye"])
    assert 'id="btn-hint"' in html and ">Tipp<" in html and 'id="btn-reviewgame"' in html and ">Analyse<" in html


def test_learn_words_in_both_languages():
    import po_catalog

    from conftest import ROOT

    learn = {lang: {k: v for k, v in po_catalog.read_catalog(ROOT, lang)[1].items()
                    if k.startswith(("lesson_", "hint", "why_", "rv_"))} for lang in ("de", "en")}
    assert set(learn["de"]) == set(learn["en"]) and len(learn["en"]) > 40
    for key, text in learn["en"].items():
        assert set(re.findall(r"{(\w+)}", str(text))) == set(re.findall(r"{(\w+)}", str(learn["de"][key]))), key

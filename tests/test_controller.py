"""The game screen's controller under CPython: undo, refusals, when the computer
plays and with what beat, play by link, lessons, hints and the review stepping.

Each test sends the controller events and reads its decision: the model it leaves
and the commands (ui/game/commands.py) the view would carry out."""

import json
import random
import re

from test_storage import Clock, FakeLocalStorage

import spielkiste
from spielkiste import lessons
from spielkiste.ai import hint_for_link
from spielkiste.games.iye import NEXT
from spielkiste.games.solstis import GAME, TILE_NAMES
from ui import render_errors
from ui.game import commands as cmd
from ui.game import controls, handover, players, status
from ui.game.bylink import phase
from ui.game.controller import AI_BEAT_MS, Controller, undo_allowed
from ui.game.lesson_mode import LessonMode, open_lesson
from ui.game.model import HUMAN, LEVEL_KEY, LINK, played_key
from ui.games import ui_for
from ui.i18n import t
from ui.learned import learned
from ui.saves import Saves, record_of
from ui.storage import Storage

AI = "ai:normal"


def controller(beat_ms=AI_BEAT_MS):
    storage = Storage(FakeLocalStorage(), clock=Clock())
    return Controller(Saves(storage, clock=Clock(), rng=random.Random(1)), storage, "en", beat_ms=beat_ms)


def of(commands, kind):
    return [c for c in commands if isinstance(c, kind)]


def opened(game_id="boxilies", kinds=(HUMAN, HUMAN), seed=3, options=None, beat_ms=AI_BEAT_MS):
    ctl = controller(beat_ms)
    out = ctl.open(spielkiste.new_match(game_id, options, seed=seed), kinds)
    return ctl, out


def first_move(ctl):
    return ctl.model.match.legal_moves()[0]


def answer(ctl, out):
    """The computer's reply to the question in `out` (its first legal move)."""
    ask = of(out, cmd.AskComputer)[-1]
    return ctl.computer_replied(ask.token, spielkiste.match_from_link(ask.link).legal_moves()[0])


# -- when the computer plays, and with what beat ----------------------------------------------------

def test_the_computer_answers_a_move_after_the_beat():
    ctl, out = opened(kinds=(HUMAN, AI))
    assert not of(out, cmd.AskComputer), "a person starts: nobody asks the computer"
    assert of(out, cmd.WarmComputer) and of(out, cmd.Frame) and cmd.Focus("#game-title") in out
    out = ctl.play(first_move(ctl))
    ask = of(out, cmd.AskComputer)
    assert len(ask) == 1 and ask[0].level == "normal" and ask[0].ply == 1
    assert ask[0].pause_s == AI_BEAT_MS / 1000 == 0.6
    assert ctl.model.thinking and out.index(cmd.Render()) < out.index(ask[0])  # "thinking" is drawn first
    assert ask[0].link == ctl.model.match.link()
    out = answer(ctl, out)
    assert ctl.model.match.ply == 2 and not ctl.model.thinking and not of(out, cmd.AskComputer)
    assert of(out, cmd.Render)[0].announce, "the computer's move is said aloud"


def test_the_beat_is_the_pages_and_two_computers_keep_their_pace():
    ctl, out = opened(kinds=(HUMAN, AI), beat_ms=0)
    assert of(ctl.play(first_move(ctl)), cmd.AskComputer)[0].pause_s == 0.0
    ctl, out = opened(kinds=(AI, "ai:easy"))
    ask = of(out, cmd.AskComputer)
    assert ask and ask[0].level == "normal" and ask[0].pause_s == 0.7  # the dialog's pace, 700 ms
    ctl.speed = "2000"
    out = answer(ctl, out)
    ask = of(out, cmd.AskComputer)
    assert ask[0].level == "easy" and ask[0].pause_s == 2.0


def test_a_stale_reply_is_dropped():
    ctl, out = opened(kinds=(HUMAN, AI))
    out = ctl.play(first_move(ctl))
    token = of(out, cmd.AskComputer)[0].token
    ctl.ui("pause")
    assert not ctl.model.thinking
    assert ctl.computer_replied(token, "anything") == []  # cancelled while it thought
    assert ctl.model.match.ply == 1
    out = ctl.ui("resume")
    ask = of(out, cmd.AskComputer)[0]
    assert ask.token != token
    assert ctl.computer_replied(ask.token, None) == [cmd.Render()]  # the worker failed: nothing played
    assert ctl.model.match.ply == 1 and not ctl.model.thinking


def test_no_computer_in_the_replay_nor_when_paused_nor_over():
    ctl, out = opened(kinds=(AI, AI))
    for _ in range(3):
        out = answer(ctl, out)
    assert ctl.model.match.ply == 3
    out = ctl.step("first")
    assert ctl.model.cursor == 0 and not ctl.model.thinking and not of(out, cmd.AskComputer)
    out = ctl.level_changed("easy")  # a change that asks the computer again, but in the replay: not now
    assert ctl.model.kinds == ["ai:easy", "ai:easy"] and not of(out, cmd.AskComputer)
    out = ctl.step("last")
    assert ctl.model.cursor is None and of(out, cmd.AskComputer)
    out = ctl.ui("pause")
    assert ctl.model.paused and cmd.Focus("#btn-resume") in out and not of(out, cmd.AskComputer)
    assert of(ctl.ui("resume"), cmd.AskComputer)


def test_iye_pause_move_is_left_to_the_person():
    """İye's next cycle is the computer's only move: the person here starts it."""
    m = spielkiste.new_match("iye", seed=1)
    rng = random.Random(0)
    while m.legal_moves() != [NEXT]:
        m.play(rng.choice(m.legal_moves()))
    kinds = [HUMAN, HUMAN]
    kinds[m.to_move] = AI
    ctl = controller()
    out = ctl.open(m, kinds)
    assert not of(out, cmd.AskComputer) and ctl.model.interactive()
    out = ctl.act("next")
    assert ctl.model.match.moves[-1] == NEXT
    ctl2 = controller()
    assert of(ctl2.open(spielkiste.match_from_link(m.link()), (AI, AI)), cmd.AskComputer), \
        "between two computers it is played"


def test_the_level_changes_mid_game_and_is_kept():
    ctl, out = opened(kinds=(HUMAN, AI))
    out = ctl.play(first_move(ctl))
    old = of(out, cmd.AskComputer)[0]
    out = ctl.level_changed("strong")
    assert ctl.model.kinds == [HUMAN, "ai:strong"] and ctl.storage.get_text(LEVEL_KEY) == "strong"
    ask = of(out, cmd.AskComputer)
    assert ask and ask[0].level == "strong" and ask[0].token != old.token  # chosen again at the new level
    assert ctl.computer_replied(old.token, "x") == []
    assert ctl.level_changed("genius") == [] and ctl.model.kinds[1] == "ai:strong"


# -- undo ---------------------------------------------------------------------------------------------

def test_undo_against_the_computer_takes_back_the_answer_too():
    ctl, out = opened(kinds=(HUMAN, AI))
    assert not undo_allowed(ctl.model)
    out = answer(ctl, ctl.play(first_move(ctl)))
    assert ctl.model.match.ply == 2 and undo_allowed(ctl.model)
    out = ctl.ui("undo")
    assert ctl.model.match.ply == 0 and not of(out, cmd.AskComputer)
    assert of(out, cmd.Render)[-1].announce == t("en", "undo")
    assert of(out, cmd.SetFragment) and of(out, cmd.AskPersist)  # the save follows


def test_undo_never_takes_back_only_the_computers_first_move():
    ctl, out = opened(kinds=(AI, HUMAN))
    out = answer(ctl, out)
    assert ctl.model.match.ply == 1 and not undo_allowed(ctl.model)
    ctl.play(first_move(ctl))
    assert undo_allowed(ctl.model)
    out = ctl.ui("undo")
    assert ctl.model.match.ply == 1, "back to the person's turn, the computer's move stays"


def test_undo_between_computers_is_one_move_and_pauses():
    ctl, out = opened(kinds=(AI, AI))
    out = answer(ctl, answer(ctl, out))
    assert ctl.model.match.ply == 2 and ctl.model.thinking
    out = ctl.ui("undo")
    assert ctl.model.match.ply == 1 and ctl.model.paused and not ctl.model.thinking
    assert not of(out, cmd.AskComputer)
    out = ctl.ui("redo")
    assert ctl.model.match.ply == 2 and ctl.model.paused and not of(out, cmd.AskComputer)


def test_undo_by_link_ends_when_the_move_is_sent():
    ctl, out = opened(kinds=(HUMAN, LINK))
    ctl.play(first_move(ctl))
    assert phase(ctl.model) == "send" and undo_allowed(ctl.model)
    out = ctl.ui("sendmove")
    assert out == [cmd.SendLink(ctl.model)]
    ctl.link_sent(ctl.model)
    assert phase(ctl.model) == "wait" and not undo_allowed(ctl.model)
    out = ctl.ui("undo")
    assert ctl.model.match.ply == 1 and out[-1] == cmd.Render()


def test_undo_in_a_lesson_saves_nothing():
    ctl = controller()
    out = open_lesson(ctl, "boxilies")
    assert isinstance(ctl.mode, LessonMode) and not of(out, cmd.SetFragment)
    step = ctl.model.step
    wrong = next(m for m in ctl.model.match.legal_moves() if m not in step.moves)
    ctl.play(wrong)
    assert ctl.model.match.ply == 0 and not undo_allowed(ctl.model), "a wrong move is never played"
    ctl.play(step.moves[0])
    assert ctl.model.match.ply == 1 and ctl.model.solved
    out = ctl.ui("undo")
    assert ctl.model.match.ply == 0
    assert not (of(out, cmd.SetFragment) or of(out, cmd.AskPersist) or of(out, cmd.AskComputer))
    assert ctl.saves.list() == []


# -- refusals -------------------------------------------------------------------------------------------

def test_refusals_say_why_and_mark_what_was_clicked():
    ctl, out = opened(kinds=(HUMAN, AI))
    ctl.play(first_move(ctl))
    out = ctl.act("cell:a1")
    assert out == [cmd.Render()] and ctl.model.refused == "cell:a1"
    assert ctl.model.refusal == t("en", "refuse_wait", name=ctl.model.names[1])
    assert ctl.model.match.ply == 1
    assert status.render(ctl.model, ctl.model.ctx()).count("refusal") == 1


def test_refusal_when_the_game_is_over_and_before_the_hand_over():
    ctl, out = opened("solstis", seed=2)
    assert ctl.model.needs_handover()
    ctl.act("anything")
    assert ctl.model.refusal == t("en", "refuse_handover")
    out = ctl.ui("handover")
    assert cmd.FocusNext() in out and not ctl.model.needs_handover() and ctl.model.refusal is None
    ctl, out = opened()
    rng = random.Random(5)
    while not ctl.model.match.is_over:
        ctl.model.match.play(rng.choice(ctl.model.match.legal_moves()))
    ctl.act("x")
    assert ctl.model.refusal == t("en", "refuse_over")


def seen_words(ctl):
    """Every text the hand-over screen shows besides the board: status, controls, seats."""
    model = ctl.model
    ctx = model.ctx()
    return status.render(model, ctx) + controls.render(model, ctx) + players.render(model, ctx)


def hand_names(state, seat):
    return {TILE_NAMES[h] for h in state.hands[seat] if h >= 0}


def test_the_hand_over_shows_the_end_of_the_turn_then_hides_only_hands():
    """Issue 25: two people at one device in a game with hidden hands. The mover sees
    what the turn did and confirms; then the board stays, only the hands go, and the
    status says once whom the device goes to."""
    ctl, out = opened("solstis", seed=2)
    model = ctl.model
    assert handover.phase(model) == handover.PASS  # a game opened: nobody holds the device
    assert model.board.render_board(model.ctx())  # the panoramas are drawn, not blanked
    assert all(h < 0 for hand in model.ctx().state.hands for h in hand)  # but no hand
    assert seen_words(ctl).count("Hand the device to Player 1") == 1
    ctl.ui("handover")
    assert handover.phase(model) is None and model.holder == 0
    while model.match.to_move == 0:  # Player 1's turn to its end
        ctl.play(first_move(ctl))
    full = model.match.state
    assert handover.phase(model) == handover.DONE
    shown = model.ctx().state
    assert hand_names(shown, 0) == hand_names(full, 0) and len(hand_names(full, 0)) == 3  # refilled, in view
    assert not hand_names(shown, 1)
    words = seen_words(ctl)
    assert 'id="btn-handdone"' in words and "Done — hand over" in words and "btn-handover" not in words
    assert "your turn is over" in words and "Hand the device" not in words
    assert ctl.act("hand:" + next(iter(hand_names(full, 1)))) == [cmd.Render()]  # nobody plays yet
    assert model.refusal == t("en", "refuse_handover") and model.match.ply == len(model.match.moves)
    out = ctl.ui("handdone")
    assert cmd.Focus("#btn-handover") in out and handover.phase(model) == handover.PASS
    shown = model.ctx().state
    assert not hand_names(shown, 0) and not hand_names(shown, 1)
    assert shown.real == full.real and shown.display == GAME.view(full, 0).display  # the board stays
    words = seen_words(ctl)
    assert words.count("Hand the device to Player 2") == 1 and 'id="btn-handover"' in words
    assert not (hand_names(full, 0) | hand_names(full, 1)) & set(re.findall(r"\b[ROGBPV]\d{1,2}\b", words))
    assert "I am Player 2: show my tiles" in words
    out = ctl.ui("handover")
    assert cmd.FocusNext() in out and model.holder == 1 and model.ctx().interactive
    assert hand_names(model.ctx().state, 1) == hand_names(full, 1) and not hand_names(model.ctx().state, 0)


def test_while_the_device_changes_hands_no_review_shows_a_better_move():
    from ui.game import review

    ctl, out = opened("solstis", seed=2)
    model = ctl.model
    assert model.hides_every_hand()
    assert not review.better_visible(model, {"mover": 0}) and not review.better_visible(model, {"mover": 1})
    ctl.ui("handover")
    assert not model.hides_every_hand()
    assert review.better_visible(model, {"mover": 0}) and not review.better_visible(model, {"mover": 1})


def test_undo_before_the_hand_over_gives_the_turn_back_to_the_mover():
    ctl, out = opened("solstis", seed=2)
    ctl.ui("handover")
    while ctl.model.match.to_move == 0:
        ctl.play(first_move(ctl))
    assert handover.phase(ctl.model) == handover.DONE
    ctl.ui("undo")
    assert handover.phase(ctl.model) is None and ctl.model.ctx().interactive


def test_a_game_without_hidden_information_has_no_hand_over():
    ctl, out = opened("boxilies")
    ctl.play(first_move(ctl))
    assert handover.phase(ctl.model) is None and "btn-hand" not in seen_words(ctl)


def test_a_move_in_the_replay_asks_before_it_branches():
    ctl, out = opened()
    for _ in range(3):
        ctl.play(first_move(ctl))
    ctl.step("goto", "1")
    move = ctl.model.game.legal_moves(ctl.model.state())[-1]
    out = ctl.play(move)
    assert out == [cmd.ConfirmBranch(t("en", "branch"), move)] and ctl.model.match.ply == 3
    out = ctl.branch_confirmed(move)
    assert ctl.model.match.ply == 2 and ctl.model.match.moves[-1] == move and ctl.model.cursor is None


# -- by link: the waiting state ---------------------------------------------------------------------

def test_by_link_waits_for_the_other_side():
    ctl, out = opened(kinds=(HUMAN, LINK))
    assert of(out, cmd.AskPersist), "a match by link is kept from the start"
    ctl.play(first_move(ctl))
    ctl.link_sent(ctl.model)
    assert phase(ctl.model) == "wait"
    assert status.headline(ctl.model) == t("en", "link_waiting", name=ctl.model.names[1])
    out = ctl.act("cell:b2")
    assert ctl.model.refusal == t("en", "link_waiting", name=ctl.model.names[1])
    assert ctl.model.match.ply == 1 and not of(out, cmd.AskComputer)
    assert 'id="btn-sendmove"' in controls.render(ctl.model, ctl.model.ctx())  # send again


def test_by_link_asks_the_seat_first():
    ctl = controller()
    m = spielkiste.new_match("boxilies", seed=3)
    m.play(m.legal_moves()[0])
    out = ctl.open_link(spielkiste.match_from_link(m.link()))
    assert phase(ctl.model) == "ask"
    ctl.act("x")
    assert ctl.model.refusal == t("en", "link_refuse_ask")
    out = ctl.ui("iam", "1")
    assert phase(ctl.model) == "play" and ctl.model.kinds == [LINK, HUMAN] and cmd.FocusNext() in out


# -- lessons ------------------------------------------------------------------------------------------

def test_a_lesson_goes_step_by_step_and_is_remembered():
    ctl = controller()
    out = open_lesson(ctl, "boxilies")
    assert cmd.Focus("#game-title") in out and of(out, cmd.Frame)
    total = len(ctl.mode.lesson)
    for k in range(total):
        model = ctl.model
        assert model.k == k and not model.solved
        assert ctl.ui("lessonnext") == [], "no next step before the answer"
        wrong = [m for m in model.match.legal_moves() if m not in model.step.moves]
        out = ctl.play(wrong[0])
        assert model.feedback_kind == "wrong" and not model.solved and of(out, cmd.Render)[0].announce
        out = ctl.play(model.step.moves[0])
        assert model.solved and model.feedback_kind == "right" and not model.interactive()
        assert not of(out, cmd.SetFragment) and not of(out, cmd.AskPersist)
        if k < total - 1:
            assert "boxilies" not in learned(ctl.storage)
            out = ctl.ui("lessonnext")
            assert cmd.FocusNext() in out and not of(out, cmd.Frame)
    assert ctl.model.last_step and "boxilies" in learned(ctl.storage)
    assert ctl.ui("lessonnext") == []
    out = ctl.ui("lessonrestart")
    assert ctl.model.k == 0 and of(out, cmd.Frame) and cmd.Focus("#lesson-head") in out
    assert ctl.close() == [cmd.SetAttr("data-thinking", "false"), cmd.SetAttr("data-lesson", "")]


def test_a_step_without_a_position_continues_from_the_learners_move():
    data = lessons.load("soulaween")
    k = next(i for i, s in enumerate(data.steps) if i and s.position == lessons.CONTINUE)
    ctl = controller()
    open_lesson(ctl, "soulaween")
    while ctl.model.k < k - 1:
        ctl.play(ctl.model.step.moves[0])
        ctl.ui("lessonnext")
    ctl.play(ctl.model.step.moves[0])
    moves = list(ctl.model.match.moves)
    ctl.ui("lessonnext")
    assert ctl.model.k == k and ctl.model.match.moves == moves


# -- the replay and the review ------------------------------------------------------------------------

def test_stepping_through_the_replay():
    ctl, out = opened()
    for _ in range(4):
        ctl.play(first_move(ctl))
    model = ctl.model
    expected = [("first", "", 0), ("next", "", 1), ("next", "", 2), ("prev", "", 1), ("goto", "3", 3),
                ("goto", "99", None), ("prev", "", 3), ("last", "", None), ("next", "", None), ("goto", "x", None)]
    for name, arg, cursor in expected:
        out = ctl.ui(name, arg)
        assert model.cursor == cursor, (name, arg)
        assert cmd.ShowShownMove() in out
        assert of(out, cmd.Render)[0].announce == t("en", "shown_move", n=model.ply, total=4)
    ctl.step("first")
    ctl.play(first_move(ctl))  # not confirmed: nothing cut
    assert model.match.ply == 4


def test_the_review_starts_at_the_first_move_and_is_fed_one_position_at_a_time():
    ctl, out = opened()
    for _ in range(2):
        ctl.play(first_move(ctl))
    out = ctl.ui("review")
    assert ctl.model.cursor == 1 and cmd.Focus("#btn-next") in out
    run = of(out, cmd.RunReview)
    assert len(run) == 1 and run[0].review is ctl.model.review and ctl.model.review.running
    model, rv = run[0].model, run[0].review
    assert ctl.ui("reviewgame") == [cmd.Render()], "one review at a time"
    point = {"chance": 0.5, "to_move": 0, "best": None, "forced": False}
    assert ctl.learning.review_result(model, rv, dict(point)) == [cmd.RefreshReview(False)]
    assert ctl.learning.review_current(model, rv)
    ctl.ui("reviewstop")
    assert not rv.running and not ctl.learning.review_current(model, rv)
    assert ctl.learning.review_result(model, rv, dict(point)) == [], "stopped: the answer is dropped"
    assert ctl.learning.review_ended(model, rv) == [cmd.Render(None)]
    out = ctl.ui("reviewgame")
    assert of(out, cmd.RunReview) and rv.running  # resumed where it stopped
    ctl.ui("reviewclose")
    assert ctl.model.review is None and ctl.learning.review_ended(model, rv) == []


def test_a_hint_for_a_position_left_behind_is_dropped():
    ctl, out = opened()
    out = ctl.ui("hint")
    ask = of(out, cmd.AskHint)[0]
    assert ctl.model.hint_busy and ctl.ui("hint") == [], "one question at a time"
    ctl.play(first_move(ctl))
    move = ctl.model.match.legal_moves()[0]
    out = ctl.learning.hint_arrived(ask.model, ask.key, {"move": move}, 42)
    assert out == [cmd.SetAttr("data-hint-ms", "42"), cmd.Render()] and not ctl.model.marks
    out = ctl.ui("hint")
    ask = of(out, cmd.AskHint)[0]
    found = json.loads(hint_for_link(ask.link, "0.05", 1))  # what the worker answers
    out = ctl.learning.hint_arrived(ask.model, ask.key, found, 7)
    assert ctl.model.marks.get("hint") and out[-1] == cmd.Render(ctl.model.tip)


# -- saves --------------------------------------------------------------------------------------------

def test_another_tab_changing_the_save_offers_a_choice():
    ctl, out = opened()
    ctl.play(first_move(ctl))
    model = ctl.model
    assert model.save_rev == 1
    assert ctl.saving.changed_elsewhere(("save", "boxilies", model.save_id)) == []
    other = ctl.saves.open("boxilies", model.save_id)[1]
    other.play(other.legal_moves()[0])
    assert ctl.saves.save("boxilies", model.save_id, record_of(other, (HUMAN, HUMAN)), 1).ok
    out = ctl.saving.changed_elsewhere(("save", "boxilies", model.save_id))
    assert [a for a, _ in out[0].actions] == ["ui:conflict:load", "ui:conflict:fork"]
    old_id = model.save_id
    out = ctl.play(first_move(ctl))  # a move here now conflicts: said, nothing overwritten
    assert [a for a, _ in of(out, cmd.Notice)[0].actions] == ["ui:conflict:load", "ui:conflict:fork"]
    out = ctl.ui("conflict", "fork")
    assert ctl.model.save_id != old_id and cmd.ClearNotice() in out
    assert len(ctl.saves.list()) == 2


# -- render errors: counted, not swallowed ---------------------------------------------------------

def test_a_failing_sentence_or_highlight_is_counted(monkeypatch):
    seen = []
    monkeypatch.setattr(render_errors, "_sink", lambda where, exc: seen.append((where, str(exc))))
    before = render_errors.count
    ctl, out = opened()
    move = first_move(ctl)

    def broken(*_args):
        raise ValueError("a rules bug")

    monkeypatch.setattr(ui_for(ctl.model.game.id), "tell", broken)  # the game's narration
    out = ctl.play(move)
    assert of(out, cmd.Render)[0].announce == move  # the game goes on, the move said as it is
    monkeypatch.setattr(ctl.model.game, "effects", broken)
    assert ctl.model.ctx().effects is None
    assert render_errors.count == before + 2
    assert seen == [("the move's sentence", "a rules bug"), ("a move's effects", "a rules bug")]


# -- the new-game dialog and a game's own defaults (asked of the game's UI, no game named here) ----------

def test_the_dialog_starts_the_game_chosen_or_the_games_own_page():
    ctl, out = opened(kinds=(HUMAN, HUMAN))
    out = ctl.ui("new")
    assert len(out) == 1 and out[0].labelledby == "newgame-title" and 'id="newgame-form"' in out[0].html
    out = ctl.newgame.changed([("mode", "computer")], "mode")
    assert ctl.newgame.kinds == [HUMAN, "ai:normal"] and out[0].focus_name == "mode"
    out = ctl.ui("startnew", entries=[("player:1", "ai:strong"), ("hints", "on")])
    assert out[0] == cmd.CloseDialog() and ctl.model.kinds == [HUMAN, "ai:strong"] and ctl.model.match.ply == 0
    assert ctl.storage.get_text(LEVEL_KEY) == "strong" and ctl.hints == "on"
    ctl.ui("new")
    out = ctl.ui("startnew", entries=[("opt:board", "custom")])
    assert out == [cmd.CloseDialog(), cmd.Go("/boxilies/designer")]  # the game says which page


def test_a_newcomers_defaults_end_with_the_first_game_kept():
    for game_id, newcomer in (("soulaween", True), ("boxilies", False)):
        ctl, out = opened(game_id, options={"mode": "simple"} if newcomer else None)
        ctl.play(first_move(ctl))
        assert (ctl.storage.get_text(played_key(game_id)) == "1") == newcomer

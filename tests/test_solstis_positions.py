"""Solstis start positions (issue #15, item 4): the whole turn queue, the player and
the pass count are checked, so that an accepted position has a legal move or is
over, and every state play reaches is written by `position()` and read back."""

import os
import random
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote

import pytest

import spielkiste
from spielkiste.games import solstis
from spielkiste.games.solstis import GAME

OPTIONS = GAME.normalize_options({})

# the link of the issue: its queue "rainbow:1,play:1" with player 0 and passes 0;
# after rR3 player 2 was to move with nothing to play (pile empty, no capture)
ISSUE_LINK = (
    "#/solstis?v=1&s=5&p=20%7C0%7C0%7C0%7C-%7C-%7CO1,R5,-,-,-,-%7CR3,P4%7CG6,G7,B7%7CR1,R2,R6,R10,O2,O3,O6,O7,G1,"
    "G2,G3,G4,G8,G10,B2,B6,B9,P3,P6,P7,V6%7C-%7CO2%7Cdeer%7CR4,R7,R8,R9,O4,O5,O8,O9,O10,G5,G9,B3,B4,B5,B8,P5,P8,V4,"
    "V5,V7%7C-%7CR8%7Cwolf%7Csquirrel,eagle,ladybug,bear,bee,marmot,butterfly,trout,beaver,beetle,bird%7C"
    "dragonfly,lizard%7C-%7Crainbow:1,play:1&m=rR3")
ISSUE_POSITION = unquote(ISSUE_LINK.split("p=")[1].split("&")[0])
ISSUE_HEAD = ISSUE_POSITION.rsplit("|", 1)[0]  # everything but the queue


def test_the_issue_link_is_refused():
    with pytest.raises(spielkiste.BadLink, match="turn steps"):
        spielkiste.match_from_link(ISSUE_LINK)
    with pytest.raises(spielkiste.BadPosition, match="turn steps"):
        GAME.from_position(ISSUE_POSITION, OPTIONS, 5)


def test_the_issue_position_with_a_queue_play_can_reach():
    """The same tiles with player 2's turn ending as a turn ends (spirit check,
    refill, hand-over): accepted, and played to the end without getting stuck."""
    text = ISSUE_HEAD.replace("20|0|0|0|", "20|1|0|0|", 1) + "|rainbow:1,spirit:1,refill:1,next:1"
    match = spielkiste.new_match("solstis", seed=5, position=text)
    assert "rR3" in match.legal_moves()
    match.play("rR3")
    while not match.is_over:
        assert match.legal_moves(), match.position()
        again = spielkiste.new_match("solstis", seed=5, position=match.position())
        assert again.state == match.state
        match.play(match.legal_moves()[0])
    assert match.state.passes == 2 and match.legal_moves() == []
    assert spielkiste.new_match("solstis", seed=5, position=match.position()).state == match.state


QUEUES = {  # queue -> (player, passes, the reason given)
    "rainbow:1,play:1": (0, 0, "after two passes"),
    "rainbow:1,play:1 ": (0, 2, "not the end of the game"),
    "rainbow:1,play:1,spirit:1,refill:1,next:1": (1, 0, "not the rest of one turn"),
    "rainbow:1,spirit:1,refill:1,next:1": (0, 0, "belongs to the player whose turn"),
    "rainbow:0,spirit:1,refill:1,next:1": (1, 0, "belongs to the player whose turn"),
    "rainbow:1,spirit:1,refill:1,next:1,": (1, 0, "is not a step"),
    "rainbow:1,refill:1,next:1,next:1": (1, 0, "not the rest of one turn"),
    "rainbow:1,rainbow:1,rainbow:1,spirit:1,refill:1,next:1": (1, 0, "not the rest of one turn"),
    "deer:1,spirit:1,refill:1,next:1": (1, 0, "not the rest of one turn"),
    "spirit:1,refill:1,next:1": (1, 0, "start with a decision"),
    "rainbow:1,next:1": (1, 0, "not the rest of one turn"),
    "rainbow:1,spirit:1,refill:1,next:1 ": (1, 1, "pass count is 0"),
    "rainbow:1": (1, 0, "after two passes"),
    "cancel:1": (1, 2, "opponent of its holder"),
    "rainbow:1,rainbow:1": (1, 2, "Squirrel's holder"),
    "rainbow:1,play:1,spirit:1": (1, 2, "not the end of the game"),
}


@pytest.mark.parametrize("queue", list(QUEUES))
def test_queues_play_cannot_reach_are_refused(queue):
    player, passes, reason = QUEUES[queue]
    head = ISSUE_HEAD.replace("20|0|0|0|", f"20|{player}|0|{passes}|", 1)
    with pytest.raises(spielkiste.BadPosition, match=reason):
        GAME.from_position(head + "|" + queue.strip(), OPTIONS, 5)


@pytest.mark.parametrize("passes", ["1", "2", "3"])
def test_a_turn_in_progress_has_no_passes(passes):
    """Passes could once reach 3: passes 2 with a turn still to finish ran `start`
    again; such a position() was then refused by from_position."""
    text = GAME.position(GAME.initial(OPTIONS, 9))
    fields = text.split("|")
    fields[3] = passes
    with pytest.raises(spielkiste.BadPosition):
        GAME.from_position("|".join(fields), OPTIONS, 9)


def test_an_end_without_two_passes_is_refused():
    s = GAME.initial(OPTIONS, 9)
    fields = GAME.position(s).split("|")
    fields[20] = "-"
    for passes in "01":
        fields[3] = passes
        with pytest.raises(spielkiste.BadPosition, match="two passes"):
            GAME.from_position("|".join(fields), OPTIONS, 9)


def test_cancelled_is_one_spirit():
    fields = GAME.position(GAME.initial(OPTIONS, 9)).split("|")
    fields[4] = "trout,bee"
    with pytest.raises(spielkiste.BadPosition, match="cancelled"):
        GAME.from_position("|".join(fields), OPTIONS, 9)


def test_every_queue_play_reaches_is_a_shape_the_reader_accepts():
    """Random games under both options: every state is accepted back from its
    position, and each shape of the grammar that random play produces is met (the
    rarer shapes are built by the scenario tests below)."""
    rng = random.Random("solstis-queues")
    shapes = set()
    for n in range(150):
        options = GAME.normalize_options({"beaver": ("with", "discovery")[n % 2], "first": str(n // 2 % 2)})
        s = GAME.initial(options, rng.randrange(2**32))
        while True:
            shapes.add((tuple(t[0] for t in s.todo), s.passes))
            assert solstis.queue_problem(s) is None
            assert GAME.from_position(GAME.position(s), options, s.seed) == s
            if not s.todo:
                break
            s = GAME.play(s, GAME.random_move(s, rng))
    for common in [("play", "spirit", "refill", "next"), ("take", "spirit", "refill", "next"),
                   ("rainbow", "spirit", "refill", "next"), ("block", "refill", "next"),
                   ("source", "refill", "next"), ("keep", "refill", "next"), ()]:
        assert any(kinds == common for kinds, _ in shapes), common
    assert all(passes == (2 if "next" not in kinds else 0) for kinds, passes in shapes)


def _squirrel_end():
    """Both pass with the Squirrel held by player 1 whose hand tiles lie on two
    rainbow places: two rainbows to move at the end."""
    from test_solstis import build

    return build(hand0="", hand1="G5 R5", display="V7", real1="G4 R4", rb1="G5 R5 O4", real0="P3",
                 spirits1="squirrel bee", spirits0="beaver trout wolf", rest="discard", pile="")


def test_the_end_of_the_game_queues_round_trip():
    s = _squirrel_end()
    assert [t[0] for t in s.todo] == ["cancel", "squirrel"] and s.passes == 2 and GAME.to_move(s) == 1
    assert GAME.from_position(GAME.position(s), OPTIONS, s.seed) == s
    s = GAME.play(s, "cancel-trout")
    assert [t[0] for t in s.todo] == ["rainbow", "rainbow"] and GAME.to_move(s) == 1
    while s.todo:
        assert GAME.from_position(GAME.position(s), OPTIONS, s.seed) == s
        s = GAME.play(s, GAME.legal_moves(s)[0])
    assert GAME.from_position(GAME.position(s), OPTIONS, s.seed) == s


def test_the_grammar_agrees_with_check():
    """check() tests the same rules (so the conformance test covers every reached
    state); a state built outside the grammar fails it."""
    s = GAME.initial(OPTIONS, 3)
    bad = s._replace(passes=2)
    with pytest.raises(spielkiste.BadPosition, match="pass count"):
        GAME.check(bad)


def _duplicated_tile_position() -> str:
    """A position whose first display tile is also in player 1's hand."""
    s = GAME.initial(OPTIONS, 5)
    tile = next(top for top, _ in s.display if top >= 0)
    hand = tuple(sorted(s.hands[0][:-1] + (tile,)))
    return GAME.position(s._replace(hands=(hand, s.hands[1])))


def test_a_duplicated_tile_is_refused():
    with pytest.raises(spielkiste.BadPosition, match="exactly one place"):
        GAME.from_position(_duplicated_tile_position(), OPTIONS, 5)


def test_a_duplicated_tile_is_refused_under_python_O():
    """The checks are explicit, not `assert`: `python -O` strips asserts, the checks stay."""
    script = (
        "import spielkiste\n"
        "from spielkiste.games.solstis import GAME\n"
        "assert False, 'asserts are stripped under -O'\n"
        f"position = {_duplicated_tile_position()!r}\n"
        "try:\n"
        f"    GAME.from_position(position, {OPTIONS!r}, 5)\n"
        "except spielkiste.BadPosition as exc:\n"
        "    print('refused:', exc)\n"
        "else:\n"
        "    print('accepted')\n"
    )
    py = str(Path(spielkiste.__file__).resolve().parent.parent)
    out = subprocess.run([sys.executable, "-O", "-c", script], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": py}, check=True).stdout
    assert out.startswith("refused:") and "exactly one place" in out, out

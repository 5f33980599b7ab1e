"""Position strings and rule options are untrusted input too (issue #10).

`new_match(game, options, seed, position=...)` must give a sound match (its
invariants hold, it round-trips and plays on) or raise BadPosition / BadOptions
with a short message, whatever the text or the option values. The seeded loop
mutates real positions of every registered game (SPIELKISTE_FUZZ_COUNT, default
20000) and option dicts (a tenth of that); Hypothesis adds its own inputs.
"""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import spielkiste
from fuzz_setup import COUNT, GAME_IDS, HYPOTHESIS, PLAYOUT, fuzz, outcomes, run_loop


def test_mutated_real_positions():
    found = outcomes(run_loop("position", COUNT), "position")
    if COUNT >= 1000:  # both outcomes occur for every game
        assert all(accepted > 0 and rejected > 0 for accepted, rejected in found.values()), found


def test_positions_from_the_grammar():
    """Real positions whose turn fields (whose turn, phase, Solstis's queue and pass
    count, counters) are drawn from the grammar: an accepted one is over or has a
    legal move, plays on, and each state reached reads back from its position."""
    count = max(len(GAME_IDS), COUNT // 4)
    found = outcomes(run_loop("grammar", count), "grammar")
    for game_id, (accepted, rejected) in found.items() if count >= 1000 else ():  # both outcomes, and often enough
        assert accepted >= (accepted + rejected) // 20 and rejected > 0, (game_id, accepted, rejected)


def test_strange_options():
    count = max(1, COUNT // 10)
    assert run_loop("options", count).total("rejected") >= count // 2


# -- Hypothesis ---------------------------------------------------------------------

CHECKER = fuzz.Checker(known=fuzz.KNOWN, playout=PLAYOUT)


def _check(kind, game_id, payload, *args):
    CHECKER.failures.clear()
    CHECKER.run(kind, game_id, payload, *args)
    for items in CHECKER.failures.values():
        raise AssertionError(items[0].describe())


def _corpus(game_id):
    return fuzz.corpora([game_id])[game_id]


@HYPOTHESIS
@given(st.sampled_from(GAME_IDS), st.data())
def test_text_from_the_position_alphabet(game_id, data):
    corpus = _corpus(game_id)
    alphabet, _ = fuzz.position_alphabet(corpus)
    options, seed, real = data.draw(st.sampled_from(corpus.positions))
    text = data.draw(st.text(alphabet=alphabet, min_size=len(real) // 2, max_size=len(real) * 2))
    _check("position", game_id, text, options, seed)


@HYPOTHESIS
@given(st.sampled_from(GAME_IDS), st.integers(0, 2**32), st.data())
def test_mutations_driven_by_hypothesis(game_id, seed, data):
    corpus = _corpus(game_id)
    options, match_seed, position = data.draw(st.sampled_from(corpus.positions))
    others = [_corpus(g) for g in GAME_IDS if g != game_id]
    text = fuzz.mutate_position(position, random.Random(seed), corpus, others)
    _check("position", game_id, text, options, match_seed)


@HYPOTHESIS
@given(st.sampled_from(GAME_IDS), st.integers(0, 2**32), st.data())
def test_grammar_driven_by_hypothesis(game_id, seed, data):
    corpus = _corpus(game_id)
    options, match_seed, position = data.draw(st.sampled_from(corpus.positions))
    text = fuzz.grammar_position(game_id, position, random.Random(seed), corpus)
    _check("grammar", game_id, text, options, match_seed)


@HYPOTHESIS
@given(st.sampled_from(GAME_IDS), st.text(max_size=200))
def test_any_text_as_a_position(game_id, text):
    _check("position", game_id, text, {}, 1)


OPTION_NAMES = sorted({o.name for g in spielkiste.GAMES.values() for o in g.options})
OPTION_VALUES = sorted({v for g in spielkiste.GAMES.values() for o in g.options for v in (o.values or ())})
STRANGE = st.one_of(st.sampled_from(OPTION_VALUES), st.text(max_size=12), st.integers(), st.none(), st.floats(),
                    st.booleans(), st.binary(max_size=4), st.lists(st.text(max_size=3), max_size=2))
KEYS = st.one_of(st.sampled_from(OPTION_NAMES), st.text(max_size=6), st.integers(), st.none())


@HYPOTHESIS
@given(st.sampled_from(GAME_IDS), st.dictionaries(KEYS, STRANGE, max_size=5), st.integers(-1, 2**53))
def test_option_dicts(game_id, options, seed):
    _check("options", game_id, options, seed)


# -- limits -------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_oversize_position_is_refused(game_id):
    real = _corpus(game_id).positions[-1][2]
    with pytest.raises(spielkiste.BadPosition, match="too long"):
        spielkiste.new_match(game_id, seed=1, position=(real * (100_000 // len(real) + 1))[:100_000])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_real_position_is_accepted(game_id):
    """The corpus itself: every position the game wrote, read back under its options."""
    for options, seed, position in _corpus(game_id).positions:
        match = spielkiste.new_match(game_id, options, seed=seed, position=position)
        assert match.position() == position


# -- bugs the fuzzer found (fixed; kept as regression tests) -----------------------------

def test_iye_turn_count_with_a_superscript_digit():
    position = "H..../HTSST/WHSTS/HWOWT/SHTSS|e5|H|H|1|1p|²|"
    with pytest.raises(spielkiste.BadPosition):
        spielkiste.new_match("iye", seed=1, position=position)


def test_soulaween_turn_count_with_a_superscript_digit():
    with pytest.raises(spielkiste.BadPosition):
        spielkiste.new_match("soulaween", seed=1, position="GG--/RR-R/--GR/---R||none:0|none:0|-|-|²")


def test_soulaween_card_decision_on_a_full_mat():
    """Wuchang's keep/turn comes after the cleanup, which never leaves the mat full;
    such a position was accepted and its next turn had no empty cell to put on."""
    with pytest.raises(spielkiste.BadPosition, match="full mat"):
        spielkiste.new_match("soulaween", {"char1": "none", "char2": "wuchang"}, seed=1,
                             position="RGRR/GRGG/RGRG/GRGG|1card|none:0|wuchang:0|-|bai|4")


SOLSTIS_START = ("0|0|0|0|-|B2,R4,O8,V7,P4,R10,R7,G4,O6,G3,B3,R9,G2,B9,G6,G9,R8,R5,B5,O7,O1,G10,G7,G5,P7,B6,O10,B4,G1,O4|"
                 "R3_V6,P3_G8,B7_R1,V5_P8,O5_P5,O9_V4|O2,O3,B8|R2,R6,P6|-|-|-|-|-|-|-|-|bear,wolf,bee,lizard,trout,eagle,"
                 "ladybug,beetle,dragonfly,squirrel,beaver,deer,bird,butterfly,marmot|-|-|play:0,spirit:0,refill:0,next:0")


@pytest.mark.parametrize("number", ["²", "1" * 4301], ids=["superscript", "4301-digits"])
def test_solstis_number_field(number):
    """Both once raised ValueError in solstis.py's Reader.number (fixed)."""
    spielkiste.new_match("solstis", {"beaver": "with"}, seed=1456766044, position=SOLSTIS_START)  # the real one is fine
    with pytest.raises(spielkiste.BadPosition):
        spielkiste.new_match("solstis", {"beaver": "with"}, seed=1456766044, position=number + SOLSTIS_START[1:])


SOLSTIS_HEAD = ("19|1|0|0|-|V7,R1,P4,B5|O10,B4,O6,-,-,-|O4,G3,B6|O5,G7,G10,V4|R3,R4,R5,R6,R10,O2,O3,G1,G2,G4,G5,G6,"
                "B2,B7,P5,P7,V5|R2,V7|R2|deer|R2,R7,R8,R9,O1,O7,O8,O9,G8,G9,B3,B8,B9,P3,P6,P8,V6|B7|R7,O8,G8|bear,beetle,"
                "bird|trout,wolf,dragonfly,marmot,eagle,lizard,squirrel,bee|ladybug,butterfly|-|")


def test_solstis_queue_of_turn_steps_repeated():
    """One turn's steps repeated is no state play can reach: refused (it once led, 11
    plies later, to a player to move with no legal move)."""
    position = SOLSTIS_HEAD + ",".join(["play:1,spirit:1,refill:1"] * 11 + ["next:1"])
    with pytest.raises(spielkiste.BadPosition, match="turn steps"):
        spielkiste.new_match("solstis", {"beaver": "discovery"}, seed=1641761903, position=position)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_match_from_any_real_position_survives_its_link(game_id):
    for options, seed, position in _corpus(game_id).positions:
        match = spielkiste.new_match(game_id, options, seed=seed, position=position)
        assert spielkiste.match_from_link(match.link()).state == match.state


# -- the harness itself catches what it should ----------------------------------------

def _broken(behaviour):
    def from_position(text, options, seed):
        if behaviour == "loop":
            while True:
                pass
        if behaviour == "crash":
            return {}["missing"]
        return ("not", "a", "state")
    return from_position


@pytest.mark.parametrize(("behaviour", "problem"), [
    ("loop", "hang"), ("crash", "KeyError"), ("garbage", "accepted, but unsound")])
def test_the_checker_reports_hangs_crashes_and_unsound_states(monkeypatch, behaviour, problem):
    game_id = GAME_IDS[0]
    monkeypatch.setattr(spielkiste.GAMES[game_id], "from_position", _broken(behaviour))
    checker = fuzz.Checker(hang_limit=0.3)
    assert checker.run("position", game_id, "x", {}, 1) == "FAILED"
    (failures,) = checker.failures.values()
    assert failures[0].problem.startswith(problem)

"""The two rules editions of Solstis (issue 26): the published game's scoring (the
summit fire, the largest area by places) and links of both editions."""

import random

import pytest

import spielkiste
from spielkiste.games.solstis import GAME
from spielkiste.games.solstis_spirits import BUTTERFLY, LADYBUG, TILE_INDEX, breakdown


def mask(*names: str) -> int:
    m = 0
    for n in names:
        m |= 1 << TILE_INDEX[n]
    return m


PATH = ("R5", "O5", "G5", "B5", "P5")  # from the red row up to the foot of V5


@pytest.mark.parametrize("published, expected", [(False, 2), (True, 3)])
def test_the_summit_fire_lit_counts_for_beacons_and_butterfly(published, expected):
    real = mask(*PATH, "V5", "V6")
    b = breakdown(real, 0, (BUTTERFLY,), -1, published)
    assert b["beacons"] == expected
    assert b["butterfly"] == expected


@pytest.mark.parametrize("published", [False, True])
def test_the_summit_fire_half_held_counts_nothing(published):
    """Only V5: 1.5 fires rounded down is 1, as in the first edition."""
    b = breakdown(mask(*PATH, "V5"), 0, (BUTTERFLY, LADYBUG), -1, published)
    assert (b["beacons"], b["butterfly"], b["ladybug"]) == (1, 1, 0)
    b = breakdown(mask("V6"), 0, (LADYBUG,), -1, published)
    assert (b["beacons"], b["ladybug"]) == (0, 1)


@pytest.mark.parametrize("published, expected", [(False, 2), (True, 3)])
def test_the_summit_fire_unlit_counts_for_the_ladybug(published, expected):
    b = breakdown(mask("V5", "V6"), 0, (LADYBUG,), -1, published)
    assert b["ladybug"] == expected and b["beacons"] == 0


@pytest.mark.parametrize("published, expected", [(False, 3), (True, 2)])
def test_an_area_joined_by_rainbows_against_a_larger_one_of_real_tiles(published, expected):
    """R1-(R2)-(R3)-R4 has 4 places, 2 real tiles; G8-G9-G10 has 3 real tiles. The
    published game takes the area of more places and scores its real tiles."""
    b = breakdown(mask("R1", "R4", "G8", "G9", "G10"), mask("R2", "R3"), (), -1, published)
    assert b["group"] == expected


def test_areas_of_equal_places_count_the_one_with_more_real_tiles():
    b = breakdown(mask("R1", "R3", "G8", "G9", "G10"), mask("R2"), (), -1, True)
    assert b["group"] == 3


def test_new_games_use_the_published_edition_and_say_so_in_the_link():
    match = spielkiste.new_match("solstis", {}, seed=7)
    assert match.options["edition"] == "published" and match.state.published
    assert "edition=published" in match.link()


def test_a_link_without_edition_keeps_the_first_edition():
    match = spielkiste.match_from_link("/solstis?v=1&s=7")
    assert match.options["edition"] == "first" and not match.state.published
    assert match.link() == "/solstis?v=1&s=7"


@pytest.mark.parametrize("seed", range(6))
def test_links_of_both_editions_replay(seed):
    rng = random.Random(seed)
    for edition in ("published", "first"):
        match = spielkiste.new_match("solstis", {"edition": edition}, seed=seed)
        while not match.is_over:
            match.play(rng.choice(match.legal_moves()))
        again = spielkiste.match_from_link(match.link())
        assert again.options == match.options
        assert again.position() == match.position()
        assert again.scores == match.scores and again.winner == match.winner
        assert GAME.from_position(again.position(), again.options, seed) == match.state


# The issue's example seeds for rules 2 and 3, played to the end (moves found by random
# play with the published rules): the final panorama of Player 1 (index 0) scored both ways.
SUMMIT_GAME = ("/solstis?v=1&s=1069849980556&first=1&edition=published&m=G1.R1.G5.R4.xR1.G9.xO9.O10.xO3.G4."
               "xG4.B2.R6.xR9.G6.P6.xP3.B5.V7.xG6.O8.rO8.B4.xB4.sB3.keep-wolf.R2.xR3.draw.keep-bird.G7.xG2.V6."
               "B7.B6.P5.rO3.G8.rG10.P8.R8.row-bear")
AREA_GAME = ("/solstis?v=1&s=914920331637&first=1&edition=published&m=B6.xB2.R6.xG6.G4.xO8.R2.xR1.B4.xB5.G8.P6."
             "keep-wolf.V7.R8.xR10.G7.P3.P7.G3.O4.xR4.O5.O3.O9.G1.rG3.draw.keep-trout.rG2.O7.R5.rO2.row-eagle."
             "O2.xR5.P8.V4")


@pytest.mark.parametrize("link, key, first, published", [
    (SUMMIT_GAME, "beacons", 4, 5),  # V5 and V6 both lit: the summit fire
    (AREA_GAME, "group", 8, 7),  # the area of more places (rainbows) has fewer real tiles
])
def test_the_issue_examples_of_rules_2_and_3(link, key, first, published):
    match = spielkiste.match_from_link(link)
    assert match.is_over and match.options["beaver"] == "with" and match.options["first"] == "1"
    s = match.state
    scored = {ed: breakdown(s.real[0], s.rainbows[0], s.spirits[0], s.cancelled, ed)[key] for ed in (False, True)}
    assert scored == {False: first, True: published}
    assert GAME.score_breakdown(s)[0][key] == published


def test_the_earlier_published_edition_has_the_published_scoring_without_its_turn_rules():
    """'published-scoring': rules 2 and 3 of issue 26 (as the release before rules 1
    and 4 played), what an early `edition=published` link falls back to."""
    match = spielkiste.new_match("solstis", {"edition": "published-scoring"}, seed=221801965395)
    assert match.state.published and match.state.scoring_only
    assert GAME.score_breakdown(match.state._replace(real=(mask("V5", "V6"), 0), spirits=((LADYBUG,), ())))[0][
        "ladybug"] == 3  # the summit fire counts
    # rule 4 does not hold: a rainbow with an empty panorama goes anywhere (issue 26's example)
    options = {"beaver": "discovery", "first": "0"}
    for edition, places in (("published-scoring", 48), ("published", 0), ("first", 48)):
        m = spielkiste.new_match("solstis", {**options, "edition": edition}, seed=221801965395)
        m.play("R10")
        assert sum(mv.startswith("r") for mv in m.legal_moves()) == places


def test_an_earlier_published_position_refuses_barren_blocks_and_waiting_rainbows():
    match = spielkiste.new_match("solstis", {"beaver": "discovery"}, seed=221801965395)
    match.play("R10")  # the rainbow waits
    text = match.position()
    assert "+1" in text
    spielkiste.new_match("solstis", {"beaver": "discovery"}, seed=1, position=text)
    with pytest.raises(spielkiste.BadPosition, match="turn rules"):
        spielkiste.new_match("solstis", {"beaver": "discovery", "edition": "published-scoring"}, seed=1,
                             position=text)

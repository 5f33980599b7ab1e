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

"""Saved Solstis links replay exactly as they were made (issue 26, "nothing lost").

tests/data/solstis_saved_links.json was written by tools/make_solstis_saved_links.py
with the engine of the main checkout before the rules of the published game were
built; each record holds a link and where its match stood (position, scores, winner).
A rules change that alters any of them for an old link breaks a player's saved game.
"""

import json
from pathlib import Path

import pytest

import spielkiste

DATA = json.loads((Path(__file__).parent / "data" / "solstis_saved_links.json").read_text())


def test_the_fixture_is_large_enough():
    assert len(DATA["links"]) >= 50
    assert sum(r["over"] for r in DATA["links"]) >= 25  # finished games: their scores count
    assert len({tuple(sorted(spielkiste.match_from_link(r["link"]).options.items()))
                for r in DATA["links"]}) == 4  # every option combination


@pytest.mark.parametrize("record", DATA["links"], ids=lambda r: r["link"][:40])
def test_a_saved_link_replays_unchanged(record):
    match = spielkiste.match_from_link(record["link"])
    assert match.ply == record["ply"]
    assert match.position() == record["position"]
    assert match.is_over == record["over"]
    assert match.winner == record["winner"]
    if record["over"]:
        assert list(match.scores) == record["scores"]
    # and the link it makes again is the same link (nothing added or lost)
    players = ("human", "ai:strong") if "&pl=h.cs" in record["link"] else None
    assert match.link(players) == record["link"]

"""Links that say `edition=published` from the release with only rules 2 and 3 of
issue 26 (the published scoring) replay as they were made (issue 26, "nothing lost").

tests/data/solstis_saved_links_published.json was written by
tools/make_solstis_saved_links.py with the engine of that release (its docstring says
how). A link is read under the four rules first; when they refuse its start or its
history, it is read under the edition "published-scoring" (rules 2 and 3 only), and
the match says so in its options, so its new link and its save keep that edition.
"""

import json
import random
from pathlib import Path

import pytest
from test_archive import device
from test_saves import setup

import spielkiste
from spielkiste.errors import BadLink
from spielkiste.games.solstis import EARLIER_PUBLISHED, GAME
from spielkiste.link import split
from spielkiste.start import replay
from ui import archive
from ui.game.dialog import option_rows
from ui.i18n import value_label
from ui.saves import record_of

DATA = json.loads((Path(__file__).parent / "data" / "solstis_saved_links_published.json").read_text())
RECORDS = DATA["links"]
BARREN_FIELDS = (11, 15)  # the spirit blocks of each player: "spirited/barren"


def parts(link: str) -> tuple[dict, int, list[str]]:
    """(options, seed, moves) of a Solstis link."""
    _, params = split(link)
    moves = params.pop("m", "")
    options = {k: v for k, v in params.items() if k not in ("v", "s", "pl")}
    return options, int(params["s"]), moves.split(".") if moves else []


def refused_by(link: str) -> str | None:
    """Which of the published game's turn rules refuses the history of `link`, read
    by the rules it was made with: "rule 4" (a rainbow placed beside an empty
    panorama), "rule 1" (a spirit the published game does not give), "other", or
    None when the four rules play it."""
    options, seed, moves = parts(link)
    four = spielkiste.new_match("solstis", options, seed=seed)
    made = spielkiste.new_match("solstis", {**options, "edition": EARLIER_PUBLISHED}, seed=seed)
    for move in moves:
        if move not in four.legal_moves():
            s, p = made.state, GAME.to_move(made.state)
            kind = GAME.decision(s)
            if kind == "rainbow" and not s.real[p] | s.rainbows[p]:
                return "rule 4"
            return "rule 1" if kind in ("block", "source", "keep") else "other"
        four.play(move)
        made.play(move)
    return None


def without_barren(position: str) -> str:
    fields = position.split("|")
    for i in BARREN_FIELDS:
        fields[i] = fields[i].partition("/")[0]
    return "|".join(fields)


def test_the_fixture_is_large_and_holds_histories_the_four_rules_refuse():
    assert len(RECORDS) >= 50
    assert all("edition=published&" in r["link"] or r["link"].endswith("edition=published") for r in RECORDS)
    assert sum(r["over"] for r in RECORDS) >= 25
    assert len({tuple(sorted(parts(r["link"])[0].items())) for r in RECORDS}) == 4  # every option combination
    refused = [refused_by(r["link"]) for r in RECORDS]
    assert refused.count("rule 1") >= 20 and refused.count("rule 4") >= 2
    assert refused.count(None) >= 20  # and histories both readings play


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["link"][:40])
def test_an_early_published_link_replays_unchanged(record):
    match = spielkiste.match_from_link(record["link"])
    refused = refused_by(record["link"]) is not None
    assert match.options["edition"] == (EARLIER_PUBLISHED if refused else "published")
    assert match.ply == record["ply"]
    assert match.is_over == record["over"]
    assert match.winner == record["winner"]
    if record["over"]:
        assert list(match.scores) == record["scores"]
    if refused:
        assert match.position() == record["position"]
    else:
        # read under the four rules, the same moves end in the same place; only the
        # blocks no spirit was met on are marked as never getting one
        assert without_barren(match.position()) == record["position"]
    # the link it makes again names the rules it now plays by, and reads back so
    players = ("human", "ai:strong") if "&pl=h.cs" in record["link"] else None
    again = match.link(players)
    assert again == record["link"].replace("edition=published", f"edition={match.options['edition']}")
    reread = spielkiste.match_from_link(again)
    assert reread.options == match.options and reread.position() == match.position()


def test_the_fallback_is_the_earlier_published_edition_and_only_for_published():
    base = {"beaver": "with", "first": "0"}
    assert GAME.link_fallbacks({**base, "edition": "published"}) == ({**base, "edition": EARLIER_PUBLISHED},)
    assert GAME.link_fallbacks({**base, "edition": "first"}) == ()
    assert GAME.link_fallbacks({**base, "edition": EARLIER_PUBLISHED}) == ()


@pytest.mark.parametrize("seed", range(8))
def test_a_four_rules_link_never_falls_back(seed):
    """Links of the four rules, finished or stopped anywhere, read back under them."""
    rng = random.Random(seed)
    options = {"beaver": ("with", "discovery")[seed % 2], "first": str(seed // 2 % 2)}
    match = spielkiste.new_match("solstis", options, seed=rng.randrange(2**40))
    stop = None if seed % 3 else rng.randrange(5, 80)
    while not match.is_over and (stop is None or match.ply < stop):
        match.play(rng.choice(match.legal_moves()))
        again = spielkiste.match_from_link(match.link())
        assert again.options["edition"] == "published"
        assert again.state == match.state


def test_a_history_no_edition_plays_reports_the_four_rules_problem():
    record = next(r for r in RECORDS if refused_by(r["link"]) == "rule 1")
    options, seed, moves = parts(record["link"])
    with pytest.raises(BadLink) as four:
        replay("solstis", options, seed, None, moves)
    broken = record["link"] + ".G1.G1"  # no tile is played twice
    with pytest.raises(BadLink) as both:
        spielkiste.match_from_link(broken)
    assert str(both.value) == str(four.value)  # what the four rules say, not the fallback


def test_a_fallback_match_played_on_keeps_its_edition():
    record = next(r for r in RECORDS if refused_by(r["link"]) and not r["over"])
    match = spielkiste.match_from_link(record["link"])
    rng = random.Random(3)
    while not match.is_over:
        match.play(rng.choice(match.legal_moves()))
        assert not any(match.state.barren) and not any(match.state.waiting)
    again = spielkiste.match_from_link(match.link())
    assert again.options["edition"] == EARLIER_PUBLISHED and again.state == match.state


def test_a_save_of_an_early_published_link_reopens_identically():
    saves, _, _ = setup()
    record = next(r for r in RECORDS if refused_by(r["link"]) and not r["over"])
    stored = {"link": record["link"], "players": ["human", "human"], "moves": record["ply"],
              "over": record["over"]}
    assert saves.save("solstis", "abcd1", stored).status == "saved"
    save, match = saves.open("solstis", "abcd1")
    assert save.link == record["link"] and match.position() == record["position"]
    assert match.options["edition"] == EARLIER_PUBLISHED
    # the next write stores the edition it plays by; that save reopens the same match
    rev = saves.save("solstis", "abcd1", record_of(match, ["human", "human"]), expected_rev=save.rev)
    assert rev.status == "saved"
    save, reopened = saves.open("solstis", "abcd1")
    assert f"edition={EARLIER_PUBLISHED}" in save.link and reopened.state == match.state


def test_the_rules_pages_name_the_earlier_published_edition_as_the_dialog_does():
    root = Path(__file__).parent.parent / "rules"
    for lang in ("de", "en"):
        page = (root / f"solstis.{lang}.html").read_text().replace("\n  ", " ").replace("’", "'")
        assert value_label(lang, "solstis", "edition", EARLIER_PUBLISHED) in page


def test_the_new_game_dialog_does_not_offer_the_earlier_published_edition():
    """A new game plays the published rules (or, by choice, the first edition); the
    in-between rule set exists only for the links that release made."""
    for lang in ("de", "en"):
        rows = option_rows(lang, GAME, {})
        assert 'value="published"' in rows and 'value="first"' in rows
        assert f'value="{EARLIER_PUBLISHED}"' not in rows
        # while the game shown plays by it (an early link fell back), the dialog says so
        rows = option_rows(lang, GAME, {"edition": EARLIER_PUBLISHED})
        assert f'<option value="{EARLIER_PUBLISHED}" selected>' in rows
    match = spielkiste.new_match("solstis", {"edition": EARLIER_PUBLISHED}, seed=5)  # a link still opens it
    assert match.options["edition"] == EARLIER_PUBLISHED


def test_an_early_published_start_position_the_four_rules_refuse_falls_back():
    """A link starting from a position (`p=`) of that release: between two turns a
    complete block without a spirit, which the four rules would have made barren."""
    record = next(r for r in RECORDS if refused_by(r["link"]) == "rule 1")
    options, seed, moves = parts(record["link"])
    made = spielkiste.new_match("solstis", {**options, "edition": EARLIER_PUBLISHED}, seed=seed)
    position = None
    for move in moves:
        made.play(move)
        text = made.position()
        try:
            spielkiste.new_match("solstis", options, seed=seed, position=text)
        except spielkiste.BadPosition:
            position = text
            break
    assert position is not None
    then = spielkiste.new_match("solstis", {**options, "edition": EARLIER_PUBLISHED}, seed=seed, position=position)
    link = then.link().replace(f"edition={EARLIER_PUBLISHED}", "edition=published")  # as that release wrote it
    assert "&p=" in link and "edition=published&" in link
    match = spielkiste.match_from_link(link)
    assert match.options["edition"] == EARLIER_PUBLISHED and match.position() == position
    assert match.link() == then.link()


def test_an_early_published_save_exported_and_imported_reopens_identically():
    saves, storage, _ = setup()
    record = next(r for r in RECORDS if refused_by(r["link"]) and "pl=" not in r["link"])
    stored = {"link": record["link"], "players": ["human", "human"], "moves": record["ply"], "over": record["over"]}
    assert saves.save("solstis", "abcd1", stored).status == "saved"
    other, other_storage, _ = device(seed=9)
    report = archive.import_text(archive.export_text(saves, storage, storage.clock), other, other_storage)
    assert report.ok and report.added == 1
    (save,) = other.list("solstis")
    _, match = other.open("solstis", save.id)
    assert match.options["edition"] == EARLIER_PUBLISHED and match.position() == record["position"]

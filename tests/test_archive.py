"""ui/archive.py under CPython (issue 30): "Export my games" writes every save and
design; "Import" merges without duplicates, keeps the longer history of a match,
and a damaged or hostile file imports only what is sound and changes nothing else."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_saves import played
from test_storage import Clock, FakeLocalStorage

import spielkiste
from ui import archive
from ui.games.boxilies import designer as dz
from ui.saves import Saves, record_of
from ui.storage import PREFIX, Storage


def device(seed=1):
    fake = FakeLocalStorage()
    clock = Clock()
    storage = Storage(fake, clock=clock)
    return Saves(storage, clock=clock, rng=random.Random(seed)), storage, fake


def design_text(preset="3x3"):
    return dz.Draft.preset(preset).text()


def filled():
    """A device with matches of every game, a finished one, one by link and two designs."""
    saves, storage, fake = device()
    for game_id, plies in (("iye", 5), ("solstis", 3), ("soulaween", 4), ("boxilies", 2), ("iye", 0)):
        saves.save(game_id, saves.new_id(), record_of(played(game_id, plies), ["human", "ai:normal"]))
    done = spielkiste.new_match("boxilies", seed=3)
    rng = random.Random(3)
    while not done.is_over:
        done.play(rng.choice(done.legal_moves()))
    saves.save("boxilies", saves.new_id(), record_of(done, ["human", "human"]))
    saves.save("solstis", saves.new_id(), record_of(played("solstis", 2, seed=4), ["link", "link"], (1, 2, -1)))
    storage.set_json(dz.SAVED_KEY, dz.saved_data([("square", design_text("3x3")), ("wide", design_text("2x5"))]))
    return saves, storage, fake


def state(saves, storage):
    games = sorted((s.game, s.id, s.link, s.players, s.moves, s.over, s.created, s.bylink) for s in saves.list())
    return games, dz.clean_saved(storage.get_json(dz.SAVED_KEY)[0])


def test_export_then_import_on_a_fresh_device_restores_everything():
    saves, storage, _ = filled()
    text = archive.export_text(saves, storage, storage.clock)
    data = json.loads(text)
    assert data["format"] == archive.FORMAT and data["v"] == archive.VERSION
    assert len(data["games"]) == 7 and len(data["designs"]) == 2
    other, other_storage, _ = device(seed=9)
    report = archive.import_text(text, other, other_storage)
    assert report.ok and (report.added, report.skipped, report.designs_added) == (7, 0, 2)
    assert state(other, other_storage) == state(saves, storage)


def test_importing_twice_duplicates_nothing():
    saves, storage, _ = filled()
    text = archive.export_text(saves, storage, storage.clock)
    before = state(saves, storage)
    report = archive.import_text(text, saves, storage)
    assert (report.added, report.updated, report.unchanged, report.designs_added) == (0, 0, 7, 0)
    assert state(saves, storage) == before


def test_the_same_match_keeps_the_longer_history():
    here, storage, _ = device()
    sid = here.new_id()
    here.save("iye", sid, record_of(played("iye", 3), ["human", "ai:easy"]))
    there, there_storage, _ = device(seed=5)
    archive.import_text(archive.export_text(here, storage, storage.clock), there, there_storage)
    (taken,) = there.list()
    assert taken.id == sid
    there.save("iye", sid, record_of(played("iye", 6), ["human", "human"]), taken.rev)  # played on there
    report = archive.import_text(archive.export_text(there, there_storage, there_storage.clock), here, storage)
    assert report.updated == 1 and report.added == 0
    (only,) = here.list()
    assert only.id == sid and only.moves == 6 and only.players == ("human", "ai:easy")
    here.save("iye", sid, record_of(played("iye", 3), ["human", "ai:easy"]), only.rev)  # undone here
    report = archive.import_text(archive.export_text(here, storage, storage.clock), there, there_storage)
    assert report.unchanged == 1 and there.list()[0].moves == 6  # the shorter one changes nothing


def test_a_different_history_becomes_a_save_of_its_own():
    here, storage, _ = device()
    here.save("iye", here.new_id(), record_of(played("iye", 4, seed=7), ["human", "human"]))
    there, there_storage, _ = device(seed=5)
    m = played("iye", 0, seed=7)
    moves = m.legal_moves()
    m.play(moves[-1])  # another first move in the same setup
    there.save("iye", there.new_id(), record_of(m, ["human", "human"]))
    report = archive.import_text(archive.export_text(there, there_storage, there_storage.clock), here, storage)
    assert report.added == 1 and len(here.list("iye")) == 2


def test_design_names_that_clash_are_renamed_not_replaced():
    _, storage, _ = device()
    storage.set_json(dz.SAVED_KEY, dz.saved_data([("mine", design_text("3x3"))]))
    text = json.dumps({"format": archive.FORMAT, "v": 1, "games": [],
                       "designs": [{"name": "mine", "design": design_text("4x4")},
                                   {"name": "again", "design": design_text("3x3")}]})
    saves = Saves(storage, clock=storage.clock)
    report = archive.import_text(text, saves, storage)
    assert report.designs_added == 1
    assert dz.clean_saved(storage.get_json(dz.SAVED_KEY)[0]) == [("mine", design_text("3x3")),
                                                                 ("mine (2)", design_text("4x4"))]


@pytest.mark.parametrize("text, error", [
    ("x" * (archive.MAX_FILE + 1), "too_big"),
    ("[" * 100 + "]" * 100, "too_deep"),
    ('{"format": "spielkiste-games", "v": 1, "games": [', "not_json"),
    ('{"games": []}', "not_archive"),
    ('[1, 2]', "not_archive"),
    ('{"format": "spielkiste-games", "v": true, "games": []}', "not_archive"),
    ('{"format": "spielkiste-games", "v": 2, "games": []}', "newer"),
    ('{"format": "spielkiste-games", "v": 1, "games": {}}', "not_archive"),
    ('{"format": "spielkiste-games", "v": 1, "games": ["\\ud800"]}', "not_json"),
])
def test_a_file_that_is_no_archive_changes_nothing(text, error):
    saves, storage, fake = filled()
    before = dict(fake.items)
    report = archive.import_text(text, saves, storage)
    assert report.error == error and fake.items == before
    assert archive.report_text(report, "de")[0] != archive.report_text(report, "en")[0]


def test_damaged_entries_are_left_out_and_the_sound_ones_imported():
    saves, storage, _ = filled()
    data = json.loads(archive.export_text(saves, storage, storage.clock))
    good = next(g for g in data["games"] if g["game"] == "iye" and "bylink" not in g)
    data["games"] = [
        good,
        dict(good, link=good["link"] + "~broken"),       # a link that does not decode
        dict(good, game="boxilies"),                       # a link of another game
        dict(good, players=["human", "root"]),              # unknown seat
        dict(good, created="yesterday"),                    # wrong type
        dict(good, moves=-1),
        dict(good, players=["link", "link"]),               # by link without its state
        "a string", None, 5, [good],
        dict(good, link="#/iye/" + "a" * 10_000),           # too long a link
    ]
    data["designs"] = [{"name": "x", "design": "not a design"}, {"name": 5}, "y",
                       {"name": "ok", "design": design_text("4x4")}]
    other, other_storage, fake = device(seed=3)
    report = archive.import_text(json.dumps(data), other, other_storage)
    assert report.ok and report.added == 1 and report.skipped == 11
    assert report.designs_added == 1 and report.designs_skipped == 3
    assert [s.link for s in other.list()] == [good["link"]]
    assert len(archive.report_text(report, "en")) == 2
    assert not [k for k in fake.items if k.startswith(PREFIX + "damaged:")]


def test_a_full_storage_counts_the_games_it_could_not_save():
    saves, storage, _ = filled()
    text = archive.export_text(saves, storage, storage.clock)
    other, other_storage, fake = device(seed=3)
    fake.quota = 10
    report = archive.import_text(text, other, other_storage)
    assert report.failed == 7 and report.added == 0
    assert "full" in archive.report_text(report, "en")[-1]


def test_the_move_counts_of_the_file_are_not_trusted():
    saves, storage, _ = filled()
    data = json.loads(archive.export_text(saves, storage, storage.clock))
    data["games"] = [dict(g, moves=999, over=not g["over"]) for g in data["games"]]
    other, other_storage, _ = device(seed=3)
    archive.import_text(json.dumps(data), other, other_storage)
    assert state(other, other_storage) == state(saves, storage)


def test_delete_finished_removes_only_finished_games():
    saves, _, _ = filled()
    unfinished = {s.id for s in saves.list() if not s.over}
    assert archive.delete_finished(saves) == 1
    assert {s.id for s in saves.list()} == unfinished


def test_the_report_counts_in_plural_forms():
    one = archive.ImportReport(added=1, updated=2, skipped=1, designs_added=1, failed=1)
    assert archive.report_text(one, "en") == [
        "Imported: 1 new game, 2 continued, 0 already here, 1 design.",
        "1 entry of the file was damaged and left out; nothing else was changed.",
        "1 game could not be saved: the device's storage is full."]
    two = archive.ImportReport(added=2, designs_added=2)
    assert archive.report_text(two, "de") == ["Importiert: 2 neue Spiele, 0 fortgesetzt, 0 schon vorhanden, 2 Entwürfe."]
    assert archive.report_text(one, "de")[0] == "Importiert: 1 neues Spiel, 2 fortgesetzt, 0 schon vorhanden, 1 Entwurf."


# -- fuzz: whatever the file, a report and nothing unsound stored ---------------------------

_SAVES, _STORAGE, _ = filled()
_REAL = json.loads(archive.export_text(_SAVES, _STORAGE, _STORAGE.clock))

_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                 max_size=4), max_leaves=20)


def _mutate(rng, value):
    """A real entry with one field replaced, removed, or its link cut or altered."""
    entry = dict(value)
    field = rng.choice(sorted(entry))
    how = rng.randrange(4)
    if how == 0:
        del entry[field]
    elif how == 1 and isinstance(entry[field], str):
        text = entry[field]
        i = rng.randrange(len(text) + 1)
        entry[field] = text[:i] + rng.choice("~!%0aZ/?&=") + text[i + 1:]
    elif how == 2:
        entry["link"] = entry["link"][:rng.randrange(len(entry["link"]) + 1)]
    else:
        entry[field] = rng.choice([None, -1, 2**64, "", [], {}, True, 1.5])
    return entry


def _check(text):
    saves, storage, fake = device(seed=2)
    report = archive.import_text(text, saves, storage)
    assert isinstance(report, archive.ImportReport)
    archive.report_text(report, "en")
    for save in saves.list():  # everything stored opens as a match
        assert saves.open(save.game, save.id) is not None
    assert not storage.take_problems()
    return report


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False), st.lists(st.integers(0, 6), min_size=1, max_size=6))
def test_fuzz_mutated_real_entries(rng, picks):
    games = [_mutate(rng, _REAL["games"][i]) for i in picks]
    _check(json.dumps(dict(_REAL, games=games)))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(_json)
def test_fuzz_any_json(value):
    _check(json.dumps(value))
    _check(json.dumps({"format": archive.FORMAT, "v": 1, "games": value, "designs": value}))
    _check(json.dumps({"format": archive.FORMAT, "v": 1, "games": [value], "designs": [value]}))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.text(max_size=200))
def test_fuzz_any_text(text):
    assert not _check(text).added


def test_the_buttons_are_in_the_saved_games_list_even_before_a_save():
    from ui import picker

    empty = picker.saved_list("de", {}, [], {})
    assert 'data-act="ui:import"' in empty and "ui:export" not in empty and "Importieren" in empty
    saves, _, _ = filled()
    from ui.cards import cards

    full = picker.saved_list("en", cards(), saves.list(), {})
    assert 'data-act="ui:export"' in full and "Export my games" in full and 'id="import-file"' in full

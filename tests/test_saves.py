"""ui/saves.py under CPython with a fake localStorage (issue #15, item 2): one save
per match, tabs that never overwrite each other, a cap, the old single slot
migrated, and designs merged rather than replaced."""

import json
import random

import pytest
from test_storage import POISON, Clock, FakeLocalStorage

import spielkiste
from ui import saves as sv
from ui.saves import Save, Saves, event_key, merge_named, parse_key, record_of, save_key, store_merged
from ui.snapshot_room import SnapshotDrop
from ui.storage import PREFIX, Storage


def played(game_id="iye", plies=3, seed=7):
    m = spielkiste.new_match(game_id, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        m.play(rng.choice(m.legal_moves()))
    return m


def setup(items=None, quota=None, cap=sv.CAP_PER_GAME):
    fake = FakeLocalStorage({PREFIX + k: v for k, v in (items or {}).items()}, quota=quota)
    clock = Clock()
    storage = Storage(fake, clock=clock)
    return Saves(storage, clock=clock, rng=random.Random(1), cap=cap), storage, fake


def tab(storage):
    """A second tab: its own Saves over the same storage."""
    return Saves(storage, clock=storage.clock, rng=random.Random(2))


RECORD = record_of(played(), ["human", "ai:normal"])


# -- ids and keys ------------------------------------------------------------------------

def test_new_ids_are_distinct_valid_and_sort_by_time():
    saves, _, _ = setup()
    ids = [saves.new_id() for _ in range(200)]
    assert len(set(ids)) == 200 and all(sv._ID.match(i) for i in ids)
    assert parse_key(save_key("iye", ids[0])) == ("iye", ids[0])


def test_keys_and_storage_events():
    assert parse_key("save:iye") == ("old", "iye")
    assert parse_key("save:iye:abc") is None  # id too short
    assert parse_key("save:iye:ABCD") is None and parse_key("save::abcd") is None and parse_key("lang") is None
    assert event_key(PREFIX + "save:solstis:abcd1") == ("save", "solstis", "abcd1")
    assert event_key(PREFIX + "boxilies-designs") == ("other", "boxilies-designs")
    assert event_key(PREFIX + "save:iye") == ("other", "save:iye")
    assert event_key(None) == ("all",)
    assert event_key("someone-else") is None and event_key(5) is None


def test_record_of_a_match():
    m = played("soulaween", plies=2)
    assert record_of(m, ("human", "human")) == {"link": m.link(), "players": ["human", "human"], "moves": 2,
                                                 "over": False}


# -- saving, listing, loading ------------------------------------------------------------------

def test_save_list_and_open():
    saves, _, _ = setup()
    sid = saves.new_id()
    result = saves.save("iye", sid, RECORD)
    assert result.ok and result.rev == 1
    (save,) = saves.list()
    assert isinstance(save, Save) and save.game == "iye" and save.id == sid and save.rev == 1
    assert save.players == ("human", "ai:normal") and save.moves == 3 and not save.over
    assert save.created == save.time
    opened_save, match = saves.open("iye", sid)
    assert opened_save == save and match.link() == RECORD["link"]
    again = saves.save("iye", sid, RECORD, expected_rev=1)
    assert again.ok and again.rev == 2
    assert saves.get("iye", sid).created == save.created and saves.get("iye", sid).time > save.time


def test_listing_is_newest_first_and_per_game():
    saves, _, _ = setup()
    ids = []
    for game_id in ("iye", "solstis", "iye", "boxilies"):
        sid = saves.new_id()
        ids.append(sid)
        assert saves.save(game_id, sid, record_of(played(game_id, 2), ["human", "human"])).ok
    assert [s.id for s in saves.list()] == ids[::-1]
    assert [s.id for s in saves.list("iye")] == [ids[2], ids[0]]
    saves.save("iye", ids[0], RECORD, expected_rev=1)  # written last: now the newest
    assert saves.list()[0].id == ids[0] and saves.latest("iye").id == ids[0]


def test_latest_skips_finished_matches():
    saves, _, _ = setup()
    a, b = saves.new_id(), saves.new_id()
    saves.save("iye", a, RECORD)
    saves.save("iye", b, dict(RECORD, over=True))
    assert saves.latest("iye").id == a
    assert saves.latest("solstis") is None


# -- two tabs ------------------------------------------------------------------------------------

def test_two_tabs_playing_two_matches_never_overwrite_each_other():
    saves, storage, _ = setup()
    other = tab(storage)
    a, b = saves.new_id(), other.new_id()
    rev_a = rev_b = 0
    for plies in range(1, 6):
        rev_a = saves.save("iye", a, record_of(played(plies=plies, seed=1), ["human", "human"]), rev_a).rev
        rev_b = other.save("iye", b, record_of(played(plies=plies, seed=2), ["human", "human"]), rev_b).rev
    listed = {s.id: s for s in saves.list("iye")}
    assert set(listed) == {a, b} and listed[a].rev == 5 and listed[b].rev == 5
    assert listed[a].link == played(plies=5, seed=1).link() and listed[b].link == played(plies=5, seed=2).link()


def test_two_tabs_on_one_match_see_the_conflict():
    saves, storage, _ = setup()
    other = tab(storage)
    sid = saves.new_id()
    assert saves.save("iye", sid, record_of(played(plies=1), ["human", "human"])).rev == 1
    # tab B opens the same save (from the picker) and moves on
    save_b, _ = other.open("iye", sid)
    assert other.save("iye", sid, record_of(played(plies=2), ["human", "human"]), save_b.rev).rev == 2
    assert saves.status("iye", sid, 1) == "newer"
    result = saves.save("iye", sid, record_of(played(plies=4), ["human", "human"]), expected_rev=1)
    assert result.status == "conflict" and not result.ok
    assert result.stored.rev == 2 and result.stored.link == played(plies=2).link()
    assert saves.get("iye", sid).link == played(plies=2).link()  # nothing written
    # "keep playing here": the same match under a new id
    fork = saves.new_id()
    assert saves.save("iye", fork, record_of(played(plies=4), ["human", "human"])).ok
    assert len(saves.list("iye")) == 2
    assert other.status("iye", sid, 2) == "same"


def test_a_new_game_never_takes_an_existing_id():
    saves, _, _ = setup()
    sid = saves.new_id()
    saves.save("iye", sid, RECORD)
    result = saves.save("iye", sid, RECORD)  # expected_rev 0 = "a new save"
    assert result.status == "conflict" and result.stored.rev == 1


def test_a_save_removed_elsewhere_is_written_again():
    saves, storage, _ = setup()
    sid = saves.new_id()
    saves.save("iye", sid, RECORD)
    tab(storage).delete("iye", sid)
    assert saves.status("iye", sid, 1) == "gone"
    result = saves.save("iye", sid, RECORD, expected_rev=1)
    assert result.ok and result.rev == 2


def test_delete_with_an_expected_rev_spares_a_save_changed_elsewhere():
    saves, _, _ = setup()
    sid = saves.new_id()
    saves.save("iye", sid, RECORD)
    saves.save("iye", sid, RECORD, 1)
    assert not saves.delete("iye", sid, expected_rev=1)
    assert saves.get("iye", sid) is not None
    assert saves.delete("iye", sid, expected_rev=2) and saves.get("iye", sid) is None
    assert saves.status("iye", sid, 2) == "gone"


# -- the cap -------------------------------------------------------------------------------------

def test_the_cap_drops_only_finished_games_oldest_first():
    saves, _, _ = setup(cap=4)
    ids = [saves.new_id() for _ in range(7)]
    saves.save("iye", ids[0], RECORD)
    saves.save("iye", ids[1], dict(RECORD, over=True))
    saves.save("iye", ids[2], RECORD)
    saves.save("iye", ids[3], RECORD)
    saves.save("solstis", saves.new_id(), record_of(played("solstis", 1), ["human", "human"]))  # another game
    saves.save("iye", ids[4], RECORD)  # one too many: the finished one goes
    assert {s.id for s in saves.list("iye")} == {ids[0], ids[2], ids[3], ids[4]}
    saves.save("iye", ids[5], RECORD)  # one too many, none finished: all unfinished kept
    assert {s.id for s in saves.list("iye")} == {ids[0], ids[2], ids[3], ids[4], ids[5]}
    saves.save("iye", ids[6], dict(RECORD, over=True))  # the newest finished one is kept too
    assert ids[6] in {s.id for s in saves.list("iye")}
    assert len(saves.list("solstis")) == 1


def test_thirteen_unfinished_games_of_one_kind_are_all_kept():
    saves, _, _ = setup()
    ids = [saves.new_id() for _ in range(13)]
    for sid in ids:
        assert saves.save("boxilies", sid, record_of(played("boxilies", 1), ["human", "ai:easy"])).ok
    assert {s.id for s in saves.list("boxilies")} == set(ids)


def test_beyond_the_cap_finished_games_go_oldest_first():
    saves, _, _ = setup(cap=3)
    done = [saves.new_id() for _ in range(3)]
    for sid in done:
        saves.save("iye", sid, dict(RECORD, over=True))
    live = saves.new_id()
    saves.save("iye", live, RECORD)
    assert {s.id for s in saves.list("iye")} == {done[1], done[2], live}


def test_full_storage_drops_finished_saves_and_tries_again():
    saves, storage, fake = setup()
    done = saves.new_id()
    saves.save("iye", done, dict(RECORD, over=True))
    fake.quota = sum(len(k) + len(v) for k, v in fake.items.items()) + 100
    sid = saves.new_id()
    assert saves.save("iye", sid, RECORD).ok
    assert saves.get("iye", done) is None
    fake.quota = 10
    assert saves.save("iye", saves.new_id(), RECORD).status == "failed"


# -- the snapshot goes first (issue 30, docs/saves.md) ------------------------------------------

class Snapshot:
    """A memory snapshot that shares the quota with the saves (as in browsers that count
    localStorage and Cache Storage together): dropping it is asynchronous and frees its
    room when it is finished."""

    def __init__(self, fake, size, stored=True):
        self.fake, self.size, self.stored = fake, size, stored
        self.pending = None  # the done() of a drop under way
        self.saved_again = 0

    def start(self, done):
        if not self.stored:
            return False
        self.pending = done
        return True

    def finish(self):
        self.stored = False
        self.fake.quota += self.size
        done, self.pending = self.pending, None
        done()


def with_snapshot(size=2000, stored=True, again=None):
    saves, storage, fake = setup()
    snap = Snapshot(fake, size, stored)
    saves.make_room = SnapshotDrop(snap.start, again or (lambda: setattr(snap, "saved_again", snap.saved_again + 1)))
    return saves, fake, snap


def fill(fake, room=100):
    fake.quota = sum(len(k) + len(v) for k, v in fake.items.items()) + room


def test_a_save_that_does_not_fit_waits_for_the_snapshot_to_go_and_no_save_is_dropped():
    saves, fake, snap = with_snapshot()
    done = saves.new_id()
    saves.save("iye", done, dict(RECORD, over=True))
    fill(fake)
    sid = saves.new_id()
    assert saves.save("iye", sid, RECORD).status == "waiting"
    assert saves.get("iye", done) is not None and saves.get("iye", sid) is None  # nothing dropped yet
    assert saves.save("iye", sid, RECORD).status == "waiting"  # a second move while the drop runs
    assert snap.saved_again == 0
    snap.finish()
    assert snap.saved_again == 1  # the screen is told once to save again
    assert saves.save("iye", sid, RECORD).ok
    assert saves.get("iye", done) is not None  # the snapshot made the room: the finished game stays


def test_when_the_snapshot_was_not_enough_finished_saves_go_and_then_the_save_fails():
    saves, fake, snap = with_snapshot(size=10)
    done = saves.new_id()
    saves.save("iye", done, dict(RECORD, over=True))
    fill(fake)
    sid = saves.new_id()
    assert saves.save("iye", sid, RECORD).status == "waiting"
    snap.finish()
    assert saves.save("iye", sid, RECORD).ok  # the finished game made room, after the snapshot
    assert saves.get("iye", done) is None
    fake.quota = 10
    assert saves.save("iye", saves.new_id(), RECORD).status == "failed"  # the drop is tried once a page
    assert saves.get("iye", sid) is not None


def test_without_a_snapshot_finished_saves_go_at_once():
    saves, fake, snap = with_snapshot(stored=False)
    done = saves.new_id()
    saves.save("iye", done, dict(RECORD, over=True))
    fill(fake)
    assert saves.save("iye", saves.new_id(), RECORD).ok
    assert saves.get("iye", done) is None and snap.saved_again == 0


def test_the_saved_again_screen_gets_its_write_through():
    box = {}
    saves, fake, snap = with_snapshot(again=lambda: box.setdefault("result", saves.save("iye", box["sid"], RECORD)))
    fill(fake)
    box["sid"] = saves.new_id()
    assert saves.save("iye", box["sid"], RECORD).status == "waiting"
    snap.finish()
    assert box["result"].ok and saves.get("iye", box["sid"]).moves == RECORD["moves"]


def test_no_storage_at_all_does_not_touch_the_snapshot():
    saves, storage, fake = setup()
    storage.available = False
    calls = []
    saves.make_room = SnapshotDrop(lambda done: calls.append(done) or True, lambda: None)
    assert saves.save("iye", saves.new_id(), RECORD).status == "failed" and calls == []


def test_invalid_records_are_refused():
    saves, _, _ = setup()
    sid = saves.new_id()
    bad = [dict(RECORD, players=["human"]), dict(RECORD, players=["human", "robot"]), dict(RECORD, moves=True),
           dict(RECORD, moves=-1), dict(RECORD, over=0), dict(RECORD, link=""), dict(RECORD, link=5),
           dict(RECORD, link="x" * 70_000), {"link": RECORD["link"]}, None, []]
    for record in bad:
        assert saves.save("iye", sid, record).status == "invalid", record
    assert saves.save("solstis", sid, RECORD).status == "invalid"  # an İye link under Solstis
    assert saves.save("iye", "BAD ID", RECORD).status == "invalid"
    assert saves.save("../x", sid, RECORD).status == "invalid"
    assert saves.save("iye", sid, RECORD, expected_rev=-1).status == "invalid"
    assert saves.list() == []


# -- damaged and strange saves --------------------------------------------------------------------

def stored(game_id="iye", sid="abcd1", **changes):
    data = {"v": 2, "game": game_id, "id": sid, "rev": 1, "created": 1, "time": 2, **RECORD}
    data.update(changes)
    return {save_key(game_id, sid): json.dumps(data)}


@pytest.mark.parametrize("text", [
    POISON, "x" * 5 * 2**20, '"\ud800"', '{"v": 2, "link": "\\udfff"}', "null", "[]", '"save"', "5", "{}",
    json.dumps({"v": "2"}), json.dumps({"v": 1, "link": RECORD["link"], "players": ["human", "human"]}),
], ids=["poison", "5MB", "surrogate", "escaped-surrogate", "null", "list", "string", "number", "empty",
        "version-text", "old-format-at-new-key"])
def test_a_damaged_save_is_set_aside_and_the_rest_listed(text):
    items = stored(sid="good1")
    items[save_key("iye", "bad01")] = text
    saves, storage, fake = setup(items)
    assert [s.id for s in saves.list()] == ["good1"]
    assert PREFIX + save_key("iye", "bad01") not in fake.items
    assert [k for k, _ in storage.damaged()] == [save_key("iye", "bad01")]
    assert len(storage.take_problems()) == 1
    assert [s.id for s in saves.list()] == ["good1"] and storage.take_problems() == []


@pytest.mark.parametrize("changes", [
    {"rev": 0}, {"rev": "1"}, {"rev": True}, {"players": ["human", "god"]}, {"players": "human"},
    {"moves": 1.5}, {"over": "no"}, {"created": -1}, {"time": None}, {"game": "solstis"}, {"id": "other"},
    {"link": spielkiste.new_match("solstis", seed=1).link()},
], ids=lambda c: next(iter(c)) + "=" + repr(next(iter(c.values())))[:20])
def test_wrong_types_and_values_are_damage(changes):
    saves, storage, _ = setup(stored(**changes))
    assert saves.list() == [] and saves.get("iye", "abcd1") is None
    assert storage.damaged()[0][0] == save_key("iye", "abcd1")


def test_a_save_of_a_newer_release_is_left_alone():
    items = stored(v=sv.NEWEST + 1)
    saves, storage, fake = setup(items)
    assert saves.list() == [] and storage.damaged() == [] and storage.problems == []
    assert PREFIX + save_key("iye", "abcd1") in fake.items
    assert saves.save("iye", "abcd1", RECORD, expected_rev=1).status == "conflict"
    assert json.loads(fake.items[PREFIX + save_key("iye", "abcd1")])["v"] == sv.NEWEST + 1


def test_a_save_whose_link_no_longer_plays_is_set_aside_on_open():
    link = RECORD["link"].rsplit(".", 1)[0] + ".zz9"  # the last move is no move
    saves, storage, _ = setup(stored(link=link))
    assert len(saves.list()) == 1  # the listing does not replay links
    assert saves.open("iye", "abcd1") is None
    assert saves.list() == [] and "move" in storage.damaged()[0][1]["reason"]


# -- the single slot of the first release -------------------------------------------------------------

def test_migration_of_the_old_single_slot():
    m = played("solstis", plies=4)
    old = {"v": 1, "link": m.link(), "players": ["ai:easy", "human"], "time": 1_600_000_000}
    saves, storage, fake = setup({"save:solstis": json.dumps(old), "lang": "de"})
    assert saves.migrate() == 1
    assert PREFIX + "save:solstis" not in fake.items
    (save,) = saves.list()
    assert save.game == "solstis" and save.rev == 1 and save.link == m.link() and save.moves == 4
    assert save.players == ("ai:easy", "human") and save.created == save.time == 1_600_000_000
    assert saves.migrate() == 0 and len(saves.list()) == 1


@pytest.mark.parametrize("text", [
    POISON, "[]", '{"v": 7, "link": "/iye?v=1&s=1", "players": ["human", "human"]}',
    '{"v": 1, "link": "/iye?v=1&s=1&m=zz", "players": ["human", "human"]}',
    '{"v": 1, "link": "/solstis?v=1&s=1", "players": ["human", "human"]}',
    '{"v": 1, "link": "/iye?v=1&s=1", "players": ["human"]}',
], ids=["poison", "list", "version", "bad-move", "other-game", "players"])
def test_a_damaged_old_slot_is_set_aside(text):
    saves, storage, fake = setup({"save:iye": text})
    assert saves.migrate() == 0
    assert PREFIX + "save:iye" not in fake.items and saves.list() == []
    assert storage.damaged()[0][0] == "save:iye"


def test_an_old_slot_of_an_unknown_game_is_set_aside():
    saves, storage, _ = setup({"save:chess": '{"v": 1, "link": "/chess?v=1&s=1", "players": ["human", "human"]}'})
    assert saves.migrate() == 0 and storage.damaged()[0][0] == "save:chess"


# -- designs: merged, not replaced ----------------------------------------------------------------

def test_two_tabs_saving_alpha_then_beta_keep_both():
    from ui.games.boxilies.designer import SAVED_KEY, Designer, clean_saved, saved_data, with_saved

    design = Designer().draft.text()
    _, storage, _ = setup()
    base_a = clean_saved(storage.get_json(SAVED_KEY)[0])  # both tabs open the designer
    base_b = clean_saved(storage.get_json(SAVED_KEY)[0])
    ok, shown_a = store_merged(storage, SAVED_KEY, base_a, with_saved(base_a, "alpha", design), clean_saved, saved_data)
    assert ok and [n for n, _ in shown_a] == ["alpha"]
    ok, shown_b = store_merged(storage, SAVED_KEY, base_b, with_saved(base_b, "beta", design), clean_saved, saved_data)
    assert ok and [n for n, _ in shown_b] == ["alpha", "beta"]
    assert [n for n, _ in clean_saved(storage.get_json(SAVED_KEY)[0])] == ["alpha", "beta"]
    # tab A deletes alpha (its base is what it last wrote): beta stays, alpha does not come back
    ok, shown_a = store_merged(storage, SAVED_KEY, shown_a, [], clean_saved, saved_data)
    assert [n for n, _ in shown_a] == ["beta"]


def test_poisoned_designs_are_set_aside_and_merging_starts_afresh():
    from ui.games.boxilies.designer import SAVED_KEY, clean_saved, saved_data

    _, storage, _ = setup({"boxilies-designs": POISON})
    data, reason = storage.get_json(SAVED_KEY)
    assert data is None and reason and storage.damaged()[0][0] == SAVED_KEY
    ok, merged = store_merged(storage, SAVED_KEY, [], [("a", "x")], lambda d: [], saved_data)
    assert ok and merged == [("a", "x")]
    assert clean_saved({"v": 1, "designs": "nope"}) == []


def test_merge_named_three_ways():
    base = [("a", 1), ("b", 2), ("c", 3)]
    theirs = [("a", 1), ("b", 20), ("d", 4)]  # the other tab changed b, removed c, added d
    ours = [("a", 10), ("b", 2), ("e", 5)]  # this tab changed a, removed c, added e
    assert merge_named(base, ours, theirs) == [("a", 10), ("b", 20), ("d", 4), ("e", 5)]
    assert merge_named([], [("x", 1)], []) == [("x", 1)]
    assert merge_named(base, base, theirs) == theirs  # no change here: theirs as it is
    # the limit drops the oldest names this tab did not touch
    assert merge_named([], [("new", 0)], [("o1", 1), ("o2", 2)], limit=2) == [("o2", 2), ("new", 0)]

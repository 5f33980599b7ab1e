"""ui/storage.py under CPython with a fake localStorage (issue #15, item 1): hostile
values are set aside, never parsed into a crash, and reported once."""

import json

import pytest

from ui import storage as st
from ui.browser_errors import JsException
from ui.storage import DAMAGED, MAX_DAMAGED, MAX_DAMAGED_TEXT, PREFIX, Storage, parse_json, too_deep

POISON = "[" * 20000 + "]" * 20000  # the value of the issue: 40 kB that killed Pyodide


class FakeLocalStorage:
    """The five members of the Web Storage API the app uses, over a dict, with the
    browser's failure modes: a quota (in characters), refused keys, a broken key()."""

    def __init__(self, items=None, quota=None):
        self.items = dict(items or {})
        self.quota = quota
        self.unreadable = set()  # getItem raises for these full keys
        self.broken_keys = False

    def getItem(self, name):  # noqa: N802 - the Web Storage API's names
        if name in self.unreadable:
            raise JsException("the browser cannot hand this value over")
        return self.items.get(name)

    def setItem(self, name, value):  # noqa: N802
        size = sum(len(k) + len(v) for k, v in self.items.items() if k != name) + len(name) + len(value)
        if self.quota is not None and size > self.quota:
            raise JsException("QuotaExceededError")
        self.items[name] = str(value)

    def removeItem(self, name):  # noqa: N802
        self.items.pop(name, None)
        self.unreadable.discard(name)

    def key(self, i):
        if self.broken_keys:
            raise JsException("key() refused")
        names = list(self.items)
        return names[i] if 0 <= i < len(names) else None

    @property
    def length(self):
        return len(self.items)


class Clock:
    def __init__(self, now=1_700_000_000):
        self.now = now

    def __call__(self):
        self.now += 1
        return self.now


def make(items=None, **kw):
    fake = FakeLocalStorage({PREFIX + k: v for k, v in (items or {}).items()}, **kw)
    return Storage(fake, clock=Clock()), fake


# -- the basics ----------------------------------------------------------------------------

def test_without_a_browser_there_is_no_storage_and_nothing_breaks():
    s = Storage()  # under CPython `js` cannot be imported: storage is off
    assert not s.available
    assert s.get_text("x") is None and s.get_json("x") == (None, None)
    assert not s.set_text("x", "1") and not s.set_json("x", 1)
    assert s.keys() == [] and s.reset_all() == 0 and s.damaged() == []
    s.remove("x")


def test_a_browser_that_refuses_storage():
    class Refusing(FakeLocalStorage):
        def getItem(self, name):  # noqa: N802
            raise JsException("SecurityError")

    assert not Storage(Refusing()).available


def test_text_and_json_round_trip_under_the_prefix():
    s, fake = make()
    assert s.set_text("lang", "de") and s.get_text("lang") == "de"
    assert s.set_json("save:iye:abcd1", {"v": 2, "x": [1, "İ", None]})
    assert s.get_json("save:iye:abcd1") == ({"v": 2, "x": [1, "İ", None]}, None)
    assert fake.items[PREFIX + "lang"] == "de"
    assert fake.items[PREFIX + "save:iye:abcd1"].isascii()  # written as ASCII JSON
    fake.items["other-site"] = "x"
    assert sorted(s.keys()) == ["lang", "save:iye:abcd1"]
    s.remove("lang")
    assert s.get_text("lang") is None and s.get_json("missing") == (None, None)
    assert not s.set_json("x", {1, 2})  # not JSON: refused, no exception


def test_full_storage_refuses_writes_without_an_exception():
    s, _ = make(quota=100)
    assert not s.set_text("big", "x" * 200)
    assert s.set_text("small", "x")


def test_a_value_too_large_for_the_reader_is_not_written():
    s, fake = make()
    assert not s.set_text("x", "a" * (st.MAX_TEXT + 1))
    assert PREFIX + "x" not in fake.items


# -- hostile values ----------------------------------------------------------------------

def test_the_poisoned_save_of_the_issue_is_set_aside_and_reported_once():
    s, fake = make({"save:iye": POISON})
    value, reason = s.get_json("save:iye")
    assert value is None and "nested too deeply" in reason
    assert PREFIX + "save:iye" not in fake.items  # removed: the next start is clean
    assert s.take_problems() == ["save:iye: nested too deeply"]
    assert s.take_problems() == []
    (key, note), = s.damaged()
    assert key == "save:iye" and note["reason"] == "nested too deeply"
    assert note["length"] == 40000 and note["text"] == POISON[:MAX_DAMAGED_TEXT]
    assert s.get_json("save:iye") == (None, None) and s.problems == []


def test_the_poison_is_never_given_to_the_json_parser(monkeypatch):
    def parser_must_not_run(text):
        raise AssertionError("json.loads saw the poisoned text")

    monkeypatch.setattr(st.json, "loads", parser_must_not_run)
    s, _ = make({"boxilies-designs": POISON})
    assert s.get_json("boxilies-designs")[0] is None


def test_five_megabytes_are_set_aside_cut_short():
    big = json.dumps({"v": 1, "designs": ["x" * (5 * 2**20)]})
    s, fake = make({"boxilies-designs": big})
    value, reason = s.get_json("boxilies-designs")
    assert value is None and reason.startswith("too large")
    assert PREFIX + "boxilies-designs" not in fake.items
    (_, note), = s.damaged()
    assert note["length"] == len(big) and len(note["text"]) == MAX_DAMAGED_TEXT
    assert len(fake.items[PREFIX + DAMAGED + "boxilies-designs"]) < 2 * MAX_DAMAGED_TEXT


@pytest.mark.parametrize("text", ['"\ud800"', '{"name": "a\udfffb"}', '"\\ud800"', '["\\udc00x"]', '{"\\ud83d": 1}'],
                         ids=["raw", "raw-in-object", "escaped", "escaped-low", "escaped-key"])
def test_lone_surrogates_are_damage(text):
    s, _ = make({"k": text})
    value, reason = s.get_json("k")
    assert value is None and "surrogates" in reason
    (_, note), = s.damaged()
    assert note is not None  # the note itself stays readable (surrogates written as \\udXXX text)
    json.dumps(note, ensure_ascii=False).encode("utf-8")


def test_surrogate_pairs_are_fine():
    s, _ = make({"k": '"\\ud83d\\ude00 😀"'})
    assert s.get_json("k") == ("😀 😀", None)


@pytest.mark.parametrize("text", ["", "{", "[1,]", "nul", "{'a': 1}", "1" * 5000, "NaN x", "[1] [2]", "]["])
def test_text_that_is_no_json_is_damage(text):
    s, fake = make({"k": text})
    assert s.get_json("k")[0] is None
    assert PREFIX + "k" not in fake.items and len(s.damaged()) == 1 and len(s.problems) == 1


@pytest.mark.parametrize("error", [RecursionError, MemoryError, OverflowError, KeyError, RuntimeError])
def test_any_exception_of_the_parser_is_damage(monkeypatch, error):
    def failing(text):
        raise error("boom")

    monkeypatch.setattr(st.json, "loads", failing)
    s, fake = make({"k": "[1]"})
    value, reason = s.get_json("k")
    assert value is None and reason
    assert PREFIX + "k" not in fake.items and s.damaged()[0][0] == "k"


def test_a_value_the_browser_cannot_hand_over_is_removed_and_reported():
    s, fake = make({"k": "[1]"})
    fake.unreadable.add(PREFIX + "k")
    assert s.get_text("k") is None and s.get_json("k") == (None, None)
    assert PREFIX + "k" not in fake.items
    assert s.take_problems() == ["k: could not be read; removed"]


def test_a_broken_key_listing_gives_no_keys():
    s, fake = make({"a": "1"})
    fake.broken_keys = True
    assert s.keys() == []


def test_wrong_types_from_the_backend():
    s, fake = make()
    fake.items[PREFIX + "n"] = 5  # not a string: read as its text
    assert s.get_json("n") == (5, None)
    fake.items[None] = "x"  # a key that is not text is no key of ours
    assert "n" in s.keys()
    assert not s.set_text("x", 5) and not s.set_text("x", None)


# -- the depth scan --------------------------------------------------------------------------

def test_depth_limit_is_exact():
    assert not too_deep("[" * 16 + "]" * 16)
    assert too_deep("[" * 17 + "]" * 17)
    assert not too_deep('{"a": [{"b": [1, 2, {"c": []}]}]}', 6)
    assert too_deep('{"a": [{"b": [1, 2, {"c": []}]}]}', 5)


def test_brackets_inside_strings_do_not_count():
    text = json.dumps({"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{", "q": 'a "quoted" \\ [ ] x'})
    assert not too_deep(text, 1)
    assert parse_json(text)[1] is None


def test_unpaired_brackets_count_as_too_deep():
    assert too_deep("[1, 2", 16) and too_deep("]", 16) and too_deep("[}", 16)


def test_parse_json_caps():
    assert parse_json("[1]") == ([1], None)
    assert parse_json("x" * 11, max_text=10)[1].startswith("too large")
    assert parse_json(None)[1] == "not text"


# -- bounded damage, reset ---------------------------------------------------------------------

def test_damaged_values_are_bounded_in_count_newest_kept():
    s, fake = make({f"k{i}": POISON for i in range(MAX_DAMAGED + 3)})
    for i in range(MAX_DAMAGED + 3):
        s.get_json(f"k{i}")
    kept = [k for k, _ in s.damaged()]
    assert kept == [f"k{i}" for i in range(3, MAX_DAMAGED + 3)]
    assert len(s.problems) == MAX_DAMAGED + 3


def test_a_damaged_value_is_never_copied_again():
    s, fake = make({DAMAGED + "x": POISON})
    assert s.get_json(DAMAGED + "x")[0] is None
    assert not any(k.startswith(PREFIX + DAMAGED + DAMAGED) for k in fake.items)
    assert s.damaged() == []


def test_a_damaged_note_that_is_itself_poisoned_is_listed_without_a_note():
    s, _ = make({DAMAGED + "x": POISON})
    assert s.damaged() == [("x", None)]


def test_callers_set_aside_records_that_parse_but_are_wrong():
    s, fake = make({"save:iye:abcd1": '{"v": 99}'})
    s.set_aside("save:iye:abcd1", "unknown save format")
    assert PREFIX + "save:iye:abcd1" not in fake.items
    assert s.damaged()[0][1]["text"] == '{"v": 99}'
    assert s.take_problems() == ["save:iye:abcd1: unknown save format"]


def test_reset_all_removes_every_key_of_ours_only():
    s, fake = make({"lang": "de", "save:iye:abcd1": "{}", DAMAGED + "x": "{}", "boxilies-designs": POISON})
    fake.items["someone-else"] = "keep me"
    assert s.reset_all() == 4
    assert fake.items == {"someone-else": "keep me"}


def test_problems_are_deduplicated_and_bounded():
    s, _ = make()
    for _ in range(3):
        s._problem("k", "same")
    assert s.problems == ["k: same"]
    for i in range(100):
        s._problem(f"k{i}", "x")
    assert len(s.problems) == st.MAX_PROBLEMS

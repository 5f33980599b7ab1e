"""The page asks several AI workers for the strongest level's move and combines their
answers (root-parallel search): checked with stand-ins for the browser (js, pyscript's
workers), the real engine behind each stand-in worker."""

import asyncio
import importlib
import json
import sys
import types

import pytest

import spielkiste
from spielkiste.ai import Votes, combine_votes, levels, votes_for_link


class Root:
    def __init__(self):
        self.attributes = {}

    def getAttribute(self, name):  # noqa: N802 - the DOM's name
        return self.attributes.get(name)

    def setAttribute(self, name, value):  # noqa: N802 - the DOM's name
        self.attributes[name] = value


class Worker:
    """A stand-in for one PyScript worker: the exports of py/ai_worker.py, logged."""

    def __init__(self, name, log, fails=False):
        self.name, self.log, self.fails = name, log, fails

    async def choose(self, link, level, seed):
        self.log.append((self.name, "choose", seed))
        return str(Votes.from_json(votes_for_link(link, level, seed=str(seed), budget=40)).move)

    async def votes(self, link, level, seed):
        self.log.append((self.name, "votes", seed))
        if self.fails:
            raise RuntimeError("worker lost")
        return votes_for_link(link, level, seed=seed, budget=40)

    async def combine(self, texts):
        self.log.append((self.name, "combine", len(json.loads(texts))))
        return combine_votes(json.loads(texts))


@pytest.fixture
def bridge_module(monkeypatch):
    """ui.ai_bridge imported against stand-ins; returns (module, started worker names, log)."""
    root = Root()
    fake_js = types.ModuleType("js")
    fake_js.document = types.SimpleNamespace(documentElement=root)
    fake_js.navigator = types.SimpleNamespace(hardwareConcurrency=4)
    fake_js.console = types.SimpleNamespace(warn=print)
    fake_js.performance = types.SimpleNamespace(now=lambda: 1000.0)
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_once_callable = lambda f: f
    ffi.jsnull = None
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi
    started, log, failing = [], [], set()

    async def create_named_worker(src, name, config):
        started.append(name)
        return Worker(name, log, fails=name in failing)

    pyscript = types.ModuleType("pyscript")
    pyscript.create_named_worker = create_named_worker
    for name, module in {"js": fake_js, "pyodide": pyodide, "pyodide.ffi": ffi, "pyscript": pyscript}.items():
        monkeypatch.setitem(sys.modules, name, module)
    for name in ("ui.ai_bridge", "ui.page"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    module = importlib.import_module("ui.ai_bridge")
    yield module, started, log, failing, fake_js
    for name in ("ui.ai_bridge", "ui.page"):
        sys.modules.pop(name, None)


def test_workers_for_the_cores(bridge_module):
    module = bridge_module[0]
    cores = (None, "x", 0, 1, 2, 3, 4, 16)
    assert [module.workers_for(n) for n in cores] == [1, 1, 1, 1, 2, 2, 3, module.WORKERS_MAX]


def test_the_parallel_level_is_the_top_of_the_ladder(bridge_module):
    assert bridge_module[0].PARALLEL_LEVELS == levels.LADDER[-1:]


def test_the_strongest_level_asks_every_ready_worker_and_combines(bridge_module):
    module, started, log, _failing, fake_js = bridge_module
    match = spielkiste.new_match("soulaween", seed=3)
    link = match.link()

    async def play():
        bridge = module.AiBridge()
        first = await bridge.choose(link, "strong", 11)  # helpers start now, first worker alone
        await asyncio.sleep(0)  # let the helpers' starts finish
        second = await bridge.choose(link, "strong", 12)
        lower = await bridge.choose(link, "good", 13)  # a lower level: one worker
        return first, second, lower

    first, second, lower = asyncio.run(play())
    assert started == ["spielkiste-ai", "spielkiste-ai-2", "spielkiste-ai-3"]  # 4 cores: 3 workers
    assert log[0] == ("spielkiste-ai", "choose", 11)
    asked = [entry for entry in log if entry[1] == "votes"]
    assert sorted(asked) == [("spielkiste-ai", "votes", "12:0"), ("spielkiste-ai-2", "votes", "12:1"),
                             ("spielkiste-ai-3", "votes", "12:2")]  # each its own seed
    assert ("spielkiste-ai", "combine", 3) in log
    assert fake_js.document.documentElement.attributes["data-ai-workers"] == "3"
    expected = combine_votes([votes_for_link(link, "strong", seed=f"12:{n}", budget=40) for n in range(3)])
    assert second == expected
    assert {first, second, lower} <= set(match.legal_moves())
    assert log[-1] == ("spielkiste-ai", "choose", 13)


def test_a_failing_helper_is_left_out(bridge_module):
    module, _started, log, failing, fake_js = bridge_module
    failing.add("spielkiste-ai-3")
    link = spielkiste.new_match("boxilies", seed=5).link()

    async def play():
        bridge = module.AiBridge()
        await bridge.choose(link, "strong", 1)
        await asyncio.sleep(0)
        return await bridge.choose(link, "strong", 2), bridge

    move, bridge = asyncio.run(play())
    assert ("spielkiste-ai", "combine", 2) in log and not bridge.broken
    assert fake_js.document.documentElement.attributes["data-ai-workers"] == "2"
    assert move in spielkiste.match_from_link(link).legal_moves()

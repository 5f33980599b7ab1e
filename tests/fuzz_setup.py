"""What both fuzz test files share: tools/fuzz.py loaded as a module, the run sizes
(SPIELKISTE_FUZZ_COUNT, SPIELKISTE_FUZZ_EXAMPLES, SPIELKISTE_FUZZ_RANDOM) and the
Hypothesis settings."""

import importlib.util
import os
import pathlib
import sys

from hypothesis import HealthCheck, settings

import spielkiste


def _load_fuzz():
    """tools/fuzz.py, loaded once under a name of its own (tools/ stays off sys.path)."""
    name = "spielkiste_tools_fuzz"
    if name not in sys.modules:
        path = pathlib.Path(__file__).resolve().parents[1] / "tools" / "fuzz.py"
        spec = importlib.util.spec_from_file_location(name, path)
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


fuzz = _load_fuzz()

COUNT = int(os.environ.get("SPIELKISTE_FUZZ_COUNT", "20000"))
EXAMPLES = int(os.environ.get("SPIELKISTE_FUZZ_EXAMPLES", "300"))
HYPOTHESIS = settings(max_examples=EXAMPLES, deadline=None, derandomize=not os.environ.get("SPIELKISTE_FUZZ_RANDOM"),
                      suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
GAME_IDS = list(spielkiste.GAMES)
PLAYOUT = 10  # plies played on from an accepted input (tools/fuzz.py plays 40)


def new_failures(checker):
    return "\n".join(items[0].describe() for items in checker.failures.values())


def run_loop(kind, count):
    """tools/fuzz.py's seeded loop `kind` (a key of fuzz.LOOPS) over `count` inputs, checked:
    every input ran and none failed in a way not known. The checker, for its counts."""
    checker = fuzz.Checker(known=fuzz.KNOWN, playout=PLAYOUT)
    fuzz.LOOPS[kind](checker, count)
    assert checker.total() == count, (kind, checker.total(), count)
    assert not checker.failures, new_failures(checker)
    return checker


def outcomes(checker, kind):
    """Game id -> (inputs accepted, inputs rejected) of `kind` in the checker's run."""
    return {game_id: tuple(checker.counts.get((kind, game_id, outcome), 0) for outcome in ("accepted", "rejected"))
            for game_id in GAME_IDS}

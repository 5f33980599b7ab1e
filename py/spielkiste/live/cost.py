"""What the fair deal costs, measured: `python3 -m spielkiste.live.cost` (with `py` on
the path), also under Pyodide (docs/live.md says how). Prints one JSON object: per step
the wall-clock seconds and the CPU seconds of this process (on a shared, loaded machine
the CPU time is the better guide): the keys of both sides, each device's half of the
shuffle and lock of both decks (A: steps 1 and 3, B: steps 2 and 4; they take turns),
one side's part of the opening (its parts of 6 display and 3 hand cards sent, 9 cards
finished), one card shown (the part made on one device, finished on the other), one
side's final check of the other's keys, and one 2048-bit decryption.
"""

import json
import time
from collections.abc import Callable

from . import sra
from .solstis_deal import Table


def _timed(results: dict, name: str, step: Callable[[], object], clock: Callable[[], float]) -> None:
    wall, cpu = time.perf_counter(), clock()
    step()
    results[name] = {"wall": round(time.perf_counter() - wall, 4), "cpu": round(clock() - cpu, 4)}


def _add(results: dict, name: str, *parts: str) -> None:
    steps = [results.pop(p) for p in parts]
    results[name] = {k: round(sum(s[k] for s in steps), 4) for k in ("wall", "cpu")}


def measure(clock: Callable[[], float] = time.process_time) -> dict[str, dict[str, float]]:
    """`clock`: the CPU seconds of this process (under Pyodide, where process_time is the
    wall clock, tools/live_cost.mjs passes Node's own CPU time)."""
    results: dict[str, dict[str, float]] = {}

    def timed(name: str, step: Callable[[], object]) -> None:
        _timed(results, name, step, clock)

    sides: list[Table] = []
    timed("keys_both_sides", lambda: sides.extend([Table("A", 0), Table("B", 1)]))
    a, b = sides
    messages: list[dict] = []

    def step(side: Table, message: dict | None) -> None:
        messages[:] = side.deal.start() if message is None else side.deal.receive(message)

    timed("step_1", lambda: step(a, None))
    timed("step_2", lambda: step(b, messages[0]))
    timed("step_3", lambda: step(a, messages[0]))
    timed("step_4", lambda: step(b, messages[0]))
    a.deal.receive(messages[0])
    _add(results, "shuffle_and_lock_device_A", "step_1", "step_3")
    _add(results, "shuffle_and_lock_device_B", "step_2", "step_4")
    display = list(range(6, 12))
    timed("opening_send", lambda: messages.__setitem__(slice(None), [a.deal.share("tiles", display + [15, 16, 17])]))
    b.deal.receive(messages[0])
    theirs = b.deal.share("tiles", display + [12, 13, 14])
    timed("opening_finish", lambda: a.deal.receive(theirs))
    _add(results, "opening_one_side", "opening_send", "opening_finish")
    timed("one_card", lambda: b.deal.receive(a.deal.share("tiles", [40])))

    def final_check() -> None:
        b.deal.peer_final = a.deal.final()
        b.deal.verify()

    c = sra.power(sra.encode(3), a.deal.key)
    d = sra.inverse(a.deal.key * b.deal.key)
    timed("final_check_one_side", final_check)
    timed("one_decryption", lambda: sra.power(c, d))
    return results


if __name__ == "__main__":
    print(json.dumps(measure()))

"""What the fair deal costs, measured: `python3 -m spielkiste.live.cost` (with `py` on
the path), also under Pyodide (docs/live.md says how). Prints one JSON object: per step
the wall-clock seconds and the CPU seconds of this process (on a shared, loaded machine
the CPU time is the better guide): the keys of one side, the shuffle and lock of both
decks (the four steps one after the other, as two devices take turns), the opening
(display and both hands), one card opened, one side's final check of all keys, and one
2048-bit decryption.
"""

import json
import time
from collections.abc import Callable

from . import sra
from .solstis_deal import Table


def _timed(results: dict, name: str, step: Callable[[], object]) -> None:
    wall, cpu = time.perf_counter(), time.process_time()
    step()
    results[name] = {"wall": round(time.perf_counter() - wall, 4), "cpu": round(time.process_time() - cpu, 4)}


def measure() -> dict[str, dict[str, float]]:
    results: dict[str, dict[str, float]] = {}
    sides: list[Table] = []
    _timed(results, "keys_both_sides", lambda: sides.extend([Table("A", 0), Table("B", 1)]))
    a, b = sides

    def shuffle() -> None:
        stages = a.deal.start()
        for _ in range(3):
            side = b if stages[0]["t"] in ("deal-1", "deal-3") else a
            stages = side.deal.receive(stages[0])
        a.deal.receive(stages[0])

    def opening() -> None:
        b.deal.receive(a.deal.share("tiles", list(range(6, 12)) + list(range(15, 18))))
        a.deal.receive(b.deal.share("tiles", list(range(6, 12)) + list(range(12, 15))))

    def final_check() -> None:
        b.deal.peer_final = a.deal.final()
        b.deal.verify()

    c = sra.power(sra.encode(3), a.deal.key.e)
    _timed(results, "shuffle_and_lock", shuffle)
    _timed(results, "opening", opening)
    _timed(results, "one_card", lambda: b.deal.receive(a.deal.share("tiles", [40])))
    _timed(results, "final_check_one_side", final_check)
    _timed(results, "one_decryption", lambda: sra.power(c, a.deal.key.d))
    return results


if __name__ == "__main__":
    print(json.dumps(measure()))

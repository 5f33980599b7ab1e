"""Time per move of each AI level in each game (median and max), in CPython.

Positions come from random play (seeded); each level decides in each of them
with its default budget (a time budget, as in the browser) unless --budget is
given. The time budget bounds the search; the max shows how far the look-ahead
and the last iteration run over it. Pyodide in the browser is slower per
iteration, not per second: the same time budget buys fewer iterations there.

--iterations also counts the search iterations each decision ran (the root's
visits), the iterations the strength bench gives the level ("bench") and the
ratio of the median to them, and the CPU share of the wall time, so that the iterations a full core
buys in a level's time can be told apart from the load of a shared machine:
"per core" = iterations / (CPU s / wall s); the CPU seconds per decision (median,
max) are what a level that searches by iterations takes on a free core. bench/ai_timing_pyodide.mjs runs this
script inside Pyodide (the browser's Python) under Node; the strength bench's
iteration budgets are set from those figures (docs/ai.md).

    python3 bench/ai_timing.py                      # every game, 8 positions
    python3 bench/ai_timing.py --games iye --positions 20 --budget 0.5
    python3 bench/ai_timing.py --levels normal,good,strong --iterations
"""

import argparse
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

import spielkiste  # noqa: E402
from spielkiste.ai import DEFAULT_BUDGET, LEVELS, choose_move, mcts  # noqa: E402
from spielkiste.ai.levels import SHARE, ai_iterations, level_budget  # noqa: E402

#: the CPU clock (Pyodide's own process_time is the wall clock: its driver replaces this)
cpu_clock = time.process_time


def positions(game_id, count, seed):
    rng = random.Random(f"timing:{game_id}:{seed}")
    found = []
    while len(found) < count:
        match = spielkiste.new_match(game_id, seed=rng.randrange(2**31))
        stop = rng.randrange(0, 40)
        while not match.is_over and match.ply < stop:
            match.play(match.game.random_move(match.state, rng))
        if not match.is_over and len(match.legal_moves()) > 1:
            found.append(match)
    return found


def bench_iterations(game, level):
    """The iterations `level` searches in the strength bench (bench/ai_strength.py: its
    share of strong's `Game.ai_iterations`), None for a level that does not search."""
    if level not in SHARE:
        return None
    return level_budget(level, ai_iterations(game), game)


def parse_budget(text):
    if text is None:
        return None
    return float(text) if "." in text else int(text)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(spielkiste.GAMES),
                        help="comma-separated game ids (default: all registered)")
    parser.add_argument("--positions", type=int, default=8, help="positions per game (default 8)")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    parser.add_argument("--budget", default=None,
                        help="override: int = iterations, 1.5 = seconds (default: each level's own)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", action="store_true",
                        help="also count search iterations per decision and the CPU share")
    args = parser.parse_args(argv)
    budget = parse_budget(args.budget)
    print(f"# python3 bench/ai_timing.py --games {args.games} --positions {args.positions} "
          f"--levels {args.levels} --seed {args.seed}" + (f" --budget {args.budget}" if args.budget else "")
          + (" --iterations" if args.iterations else ""))
    print(f"# {sys.implementation.name} {sys.version.split()[0]}; default budgets: {DEFAULT_BUDGET} seconds, "
          "the other searching levels their share of strong's iterations (Game.ai_iterations)")
    counted = []
    if args.iterations:
        real_search = mcts.search

        def counting_search(*a, **k):
            move, root = real_search(*a, **k)
            counted.append(root.visits)
            return move, root

        mcts.search = counting_search
    print(f"{'game':<10} {'level':<7} {'median s':>9} {'max s':>7}"
          + (f" {'CPU s med':>9} {'CPU max':>7} {'iterations (median, min)':>25} {'CPU/wall':>9} {'per core':>9} {'bench':>6} {'ratio':>6}"
             if args.iterations else ""))
    for game_id in args.games.split(","):
        if game_id not in spielkiste.GAMES:
            print(f"{game_id:<10} not in the registry, skipped")
            continue
        matches = positions(game_id, args.positions, args.seed)
        for level in args.levels.split(","):
            times, cpu = [], []
            counted.clear()
            for n, match in enumerate(matches):
                start, cpu_start = time.perf_counter(), cpu_clock()
                choose_move(match, level, seed=n, budget=budget)
                times.append(time.perf_counter() - start)
                cpu.append(cpu_clock() - cpu_start)
            line = f"{game_id:<10} {level:<7} {statistics.median(times):>9.3f} {max(times):>7.3f}"
            if args.iterations:
                line += f" {statistics.median(cpu):>9.3f} {max(cpu):>7.3f}"
            if args.iterations and counted:
                share = min(1.0, sum(cpu) / max(sum(times), 1e-9))
                median = statistics.median(counted)
                line += f" {f'{median:.0f}, {min(counted)}':>25} {share:>9.2f} {median / max(share, 1e-9):>9.0f}"
                bench = bench_iterations(spielkiste.GAMES[game_id], level)
                if bench:
                    line += f" {bench:>6} {median / bench:>6.2f}"
            print(line, flush=True)


if __name__ == "__main__":
    main()

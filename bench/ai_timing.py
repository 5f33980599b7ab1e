"""Time per move of each AI level in each game (median and max), in CPython.

Positions come from random play (seeded); each level decides in each of them
with its default budget (a time budget, as in the browser) unless --budget is
given. The time budget bounds the search; the max shows how far the look-ahead
and the last iteration run over it. Pyodide in the browser is slower per
iteration, not per second: the same time budget buys fewer iterations there.

    python3 bench/ai_timing.py                      # every game, 8 positions
    python3 bench/ai_timing.py --games iye --positions 20 --budget 0.5
"""

import argparse
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

import spielkiste  # noqa: E402
from spielkiste.ai import DEFAULT_BUDGET, LEVELS, choose_move  # noqa: E402


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
    args = parser.parse_args(argv)
    budget = parse_budget(args.budget)
    print(f"# python3 bench/ai_timing.py --games {args.games} --positions {args.positions} "
          f"--levels {args.levels} --seed {args.seed}" + (f" --budget {args.budget}" if args.budget else ""))
    print(f"# default budgets (seconds): {DEFAULT_BUDGET}")
    print(f"{'game':<10} {'level':<7} {'median s':>9} {'max s':>7}")
    for game_id in args.games.split(","):
        if game_id not in spielkiste.GAMES:
            print(f"{game_id:<10} not in the registry, skipped")
            continue
        matches = positions(game_id, args.positions, args.seed)
        for level in args.levels.split(","):
            times = []
            for n, match in enumerate(matches):
                start = time.perf_counter()
                choose_move(match, level, seed=n, budget=budget)
                times.append(time.perf_counter() - start)
            print(f"{game_id:<10} {level:<7} {statistics.median(times):>9.3f} {max(times):>7.3f}", flush=True)


if __name__ == "__main__":
    main()

"""Strength of the AI levels: plays matches in CPython and prints a table per game.

Each pairing plays --matches games with seats alternating (so the first-move
advantage cancels out) and reports the first level's score: wins + draws / 2,
with its 95 % Wilson interval. Budgets are iterations (reproducible); --budget
is strong's, the other searching levels spend their share (levels.SHARE). The
default pairings are the neighbours on each game's own ladder (`Game.ai_levels`,
the lowest against random; target: 65-80 % for the upper one).

--budget browser (the default) takes each game's iterations from BROWSER_BUDGET:
what strong's 1.5 s buys in Pyodide (the browser's Python) on one core, measured
with `node bench/ai_timing_pyodide.mjs --levels normal,good,strong --iterations`,
so the ladder measured is the ladder played (the other searching levels get their share).
--tune tries settings of `Game.ai_tuning` (and `ai_levels=a/b/c`) before they are
written into the game's file.

    python3 bench/ai_strength.py                       # every registered game
    python3 bench/ai_strength.py --games boxilies --matches 40 --budget 400 --jobs 2
    python3 bench/ai_strength.py --games iye --pairings good-normal --tune good_share=3
"""

import argparse
import math
import pathlib
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

import spielkiste  # noqa: E402
from spielkiste.ai import choose_move, choose_votes, combine  # noqa: E402
from spielkiste.ai.levels import ai_iterations  # noqa: E402
from spielkiste.vocabulary import ladder  # noqa: E402

#: strong's search iterations per decision in the browser (what 1.5 s buy in Pyodide; docs/ai.md),
#: read from each game's own file (`Game.ai_iterations`), where the page reads them too: its levels
#: below strong spend their share of the same number, so the ladder measured is the ladder played
BROWSER_BUDGET = {game_id: ai_iterations(game) for game_id, game in spielkiste.GAMES.items()}



def pairings_of(game):
    """Every level of `game`'s ladder against the one below it, the lowest against random."""
    levels = ladder(game)
    return tuple(zip(levels, ("random",) + levels[:-1], strict=True))


def parse_tuning(text):
    """"good_share=3,ai_levels=beginner/easy" -> {"ai_tuning": {...}, "ai_levels": (...)}."""
    out = {"ai_tuning": {}}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        if name == "ai_levels":
            out["ai_levels"] = tuple(value.split("/"))
        else:
            out["ai_tuning"][name] = float(value)
    return out


def apply_tuning(game_id, tuning):
    """Set a trial's settings on the game's class (in this process: each worker does it too)."""
    if not tuning:
        return
    cls = type(spielkiste.GAMES[game_id])
    if tuning.get("ai_tuning"):
        cls.ai_tuning = {**cls.ai_tuning, **tuning["ai_tuning"]}
    if "ai_levels" in tuning:
        cls.ai_levels = tuning["ai_levels"]


def wilson(score, n, z=1.96):
    """The 95 % Wilson interval of a score (draws count half) over n games."""
    if not n:
        return 0.0, 1.0
    centre = (score + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_match(game_id, options, seats, seed, budget):
    """One game; `seats` = (level of player 0, level of player 1). Returns the winner."""
    match = spielkiste.new_match(game_id, options, seed=seed)
    rng = random.Random(f"bench:{seed}")
    while not match.is_over:
        match.play(bench_move(match, seats[match.to_move], rng.randrange(2**31), budget))
    return match.winner, match.ply


def bench_move(match, level, seed, budget):
    """`level`'s move; "strong:2" is strong searching in two workers (root-parallel:
    each its own seed and the same budget, the visits added up), as the page plays
    it on a device with cores to spare."""
    name, _, workers = level.partition(":")
    if not workers:
        return choose_move(match, name, seed=seed, budget=budget)
    return combine(choose_votes(match, name, seed=f"{seed}:{n}", budget=budget) for n in range(int(workers)))


def _one(job):
    game_id, options, a, b, n, budget, seed, tuning = job
    apply_tuning(game_id, tuning)
    a_seat = n % 2
    seats = (a, b) if a_seat == 0 else (b, a)
    winner, _ = play_match(game_id, options, seats, seed + n, budget)
    return None if winner is None else winner == a_seat


def pairing_score(game_id, options, a, b, matches, budget, seed, pool=None, tuning=None):
    """(score of level a in [0, 1], wins, draws, losses, seconds)."""
    start = time.perf_counter()
    jobs = [(game_id, options, a, b, n, budget, seed, tuning) for n in range(matches)]
    results = list(pool.map(_one, jobs) if pool else map(_one, jobs))
    wins, losses = results.count(True), results.count(False)
    draws = matches - wins - losses
    return (wins + draws / 2) / matches, wins, draws, losses, time.perf_counter() - start


def parse_options(text):
    """"board=4x4,rotation=fixed" -> dict."""
    if not text:
        return {}
    return dict(item.split("=", 1) for item in text.split(","))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(spielkiste.GAMES),
                        help="comma-separated game ids (default: all registered)")
    parser.add_argument("--matches", type=int, default=20, help="games per pairing (default 20)")
    parser.add_argument("--budget", default="browser",
                        help="strong's search iterations per move, the others their share (levels.SHARE); "
                             "'browser': each game's BROWSER_BUDGET, what the page plays (the default)")
    parser.add_argument("--options", default="", help="rule options, e.g. board=4x4 (default: defaults)")
    parser.add_argument("--pairings", default="",
                        help="comma-separated level pairs a-b (default: each game's ladder, the lowest vs random)")
    parser.add_argument("--tune", default="", help="trial settings, e.g. good_share=3,ai_levels=beginner/easy/strong")
    parser.add_argument("--seed", type=int, default=1, help="first match seed (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in parallel (default 1)")
    args = parser.parse_args(argv)
    options = parse_options(args.options)
    tuning = parse_tuning(args.tune) if args.tune else None
    print(f"# python3 bench/ai_strength.py --games {args.games} --matches {args.matches} "
          f"--budget {args.budget} --seed {args.seed}"
          + (f" --pairings {args.pairings}" if args.pairings else "")
          + (f" --options {args.options}" if args.options else "")
          + (f" --tune {args.tune}" if args.tune else ""))
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    for game_id in args.games.split(","):
        if game_id not in spielkiste.GAMES:
            print(f"\n{game_id}: not in the registry, skipped")
            continue
        budget = BROWSER_BUDGET[game_id] if args.budget == "browser" else int(args.budget)
        apply_tuning(game_id, tuning)
        pairings = ([tuple(p.split("-")) for p in args.pairings.split(",")] if args.pairings
                    else pairings_of(spielkiste.GAMES[game_id]))
        print(f"\n{game_id}  (options: {options or 'defaults'}; strong's budget {budget} iterations)")
        print(f"{'pairing':<20} {'score':>7} {'95 % interval':>15} {'W':>4} {'D':>4} {'L':>4} {'s/game*':>7}")
        for a, b in pairings:
            score, w, d, lost, secs = pairing_score(game_id, options, a, b, args.matches, budget,
                                                    args.seed, pool, tuning)
            low, high = wilson(score, args.matches)
            interval = f"{low:.0%}-{high:.0%}"
            print(f"{a + ' vs ' + b:<20} {score:>6.1%} {interval:>15} {w:>4} {d:>4} {lost:>4} "
                  f"{secs / args.matches:>7.2f}", flush=True)


    print("\n* wall-clock seconds per game (divided among --jobs processes)")


if __name__ == "__main__":
    main()

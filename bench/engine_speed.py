"""Engine throughput per game: random playouts through the protocol (issue #11).

The AI's strength is bounded by how many random plies it can play in its time
budget, so this measures exactly that loop: `game.initial`, then
`game.random_move` + `game.play` until the game is over. It prints plies per
second, full games per second and whether each game meets its goal. It is a
benchmark, not a test: it never fails, it reports.

    python3 bench/engine_speed.py                 # every registered game, default options
    python3 bench/engine_speed.py --seconds 3 --variants --games iye,solstis
    python3 bench/engine_speed.py --json          # machine-readable (bench/pyodide_speed.mjs)

Each figure is the best of several rounds (the usual timeit practice: other load
on the machine only ever makes a round slower). The same file runs inside
Pyodide (bench/pyodide_speed.mjs), so it imports nothing beyond the standard
library and spielkiste.
"""

import argparse
import json
import os
import pathlib
import random
import statistics
import sys
import time

if "spielkiste" not in sys.modules:  # run from a checkout: python3 bench/engine_speed.py
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

import spielkiste  # noqa: E402

#: random-playout plies per second wanted on CPython (issue #11)
GOALS = {"soulaween": 100_000, "iye": 100_000, "boxilies": 100_000, "solstis": 20_000}

#: CPU seconds used by this process. On a shared machine the wall clock mostly
#: measures the other processes, so the goals are judged per CPU second. The
#: Pyodide driver replaces it by Node's process.cpuUsage().
cpu_clock = time.process_time


def playouts(game, options, seconds, seed, via="random_move"):
    """Play whole random games for about `seconds`; return (plies, games, wall
    seconds, CPU seconds of this process)."""
    rng = random.Random(f"bench:{seed}")
    initial, to_move, play, random_move = game.initial, game.to_move, game.play, game.random_move
    legal_moves = game.legal_moves
    plies = games = 0
    cpu = cpu_clock()
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = initial(options, rng.randrange(2**32))
        if via == "random_move":
            while to_move(state) is not None:
                state = play(state, random_move(state, rng))
                plies += 1
        else:  # what a naive playout through legal_moves would cost
            while to_move(state) is not None:
                moves = legal_moves(state)
                state = play(state, moves[rng.randrange(len(moves))])
                plies += 1
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            return plies, games, now - start, cpu_clock() - cpu


def measure(game_id, options=None, seconds=1.0, rounds=3, via="random_move"):
    """Best and median rates over `rounds` rounds of about `seconds` each."""
    game = spielkiste.GAMES[game_id]
    opts = game.normalize_options(options or {})
    playouts(game, opts, min(0.2, seconds), seed="warm-up", via=via)
    results = [playouts(game, opts, seconds, seed=n, via=via) for n in range(rounds)]
    ply_rates = [p / t for p, g, t, c in results]
    game_rates = [g / t for p, g, t, c in results]
    cpu_rates = [p / c for p, g, t, c in results if c > 0]
    plies = sum(r[0] for r in results)
    games = sum(r[1] for r in results)
    return {
        "game": game_id,
        "options": {k: v for k, v in opts.items() if v != _default(game, k)},
        "via": via,
        "plies_per_s": max(ply_rates),
        "plies_per_s_median": statistics.median(ply_rates),
        "plies_per_cpu_s": max(cpu_rates) if cpu_rates else None,
        "games_per_s": max(game_rates),
        "plies_per_game": plies / max(1, games),
        "games": games,
        "goal": GOALS.get(game_id),
    }


def _default(game, name):
    return next(o.default for o in game.options if o.name == name)


def variants(game):
    """Default options, then each listed value of each option once (not who starts)."""
    return [v for v in game.option_variants() if "first" not in v]


def run(game_ids=None, seconds=1.0, rounds=3, all_variants=False, naive=True):
    rows = []
    for game_id in game_ids or list(spielkiste.GAMES):
        game = spielkiste.GAMES[game_id]
        for options in variants(game) if all_variants else [{}]:
            rows.append(measure(game_id, options, seconds, rounds))
            if naive and not options:
                rows.append(measure(game_id, options, seconds, rounds, via="legal_moves"))
    return rows


def table(rows):
    lines = [f"{'game':10} {'options':22} {'playout via':12} {'plies/s':>10} {'median':>10} {'per CPU s':>10} "
             f"{'games/s':>9} {'plies/game':>10} {'goal':>8}  met"]
    for r in rows:
        opts = ",".join(f"{k}={v}" for k, v in r["options"].items()) or "default"
        goal = r["goal"]
        counted = r["via"] == "random_move" and goal
        met = ("yes" if _rate(r) >= goal else "NO") if counted else "-"
        cpu = f"{r['plies_per_cpu_s']:10,.0f}" if r["plies_per_cpu_s"] else f"{'-':>10}"
        lines.append(f"{r['game']:10} {opts[:22]:22} {r['via']:12} {r['plies_per_s']:10,.0f} "
                     f"{r['plies_per_s_median']:10,.0f} {cpu} {r['games_per_s']:9,.1f} {r['plies_per_game']:10.1f} "
                     f"{(f'{goal:,}' if counted else ''):>8}  {met}")
    return "\n".join(lines)


def _rate(row):
    """The figure a goal is judged on: plies per CPU second (wall if unknown)."""
    return row["plies_per_cpu_s"] or row["plies_per_s"]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default="", help="comma list (default: every registered game)")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per figure; the best counts")
    parser.add_argument("--variants", action="store_true", help="also each non-default option value")
    parser.add_argument("--no-naive", action="store_true", help="skip the legal_moves playout row")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    game_ids = [g for g in args.games.split(",") if g] or None
    rows = run(game_ids, args.seconds, args.rounds, args.variants, naive=not args.no_naive)
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], "rows": rows}))
        return 0
    load = f"; load average {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else ""
    print(f"Python {sys.version.split()[0]} on {sys.platform}; best of {args.rounds} rounds of {args.seconds:g} s{load}")
    print(table(rows))
    print("(plies/s: wall clock, best round; per CPU s: plies per CPU second of this process, which the goals use)")
    missed = [r["game"] for r in rows if r["via"] == "random_move" and not r["options"] and r["goal"]
              and _rate(r) < r["goal"]]
    print("goals met: all" if not missed else f"goals missed: {', '.join(missed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

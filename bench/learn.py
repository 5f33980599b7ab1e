"""Hint and review figures (issue #18). Prints; not a test.

    python3 bench/learn.py                      # all parts under CPython
    python3 bench/learn.py --part review        # review of a 40-ply Soulaween game
    python3 bench/learn.py --part hint          # time of a hint, per game
    python3 bench/learn.py --part wins --positions 100   # hints on forced wins in one move
    python3 bench/learn.py --pyodide            # review + hint inside Pyodide (Node), beside CPython

Parts:
- review: a 40-ply Soulaween game (random play, default options, the first seed
  whose game lasts 40 plies) reviewed with the default budget
  (`spielkiste.ai.REVIEW_BUDGET` seconds per position): total wall time, search
  iterations per position, the marks. Goal: <= 20 s in the browser.
- hint: `spielkiste.ai.hint` with its default budget on positions of random games
  (median / max wall time per game). Goal: <= 1.5 s in the browser.
- wins: positions with a forced win in one move (a move that wins the game, or
  starts a sequence of the mover's own decisions that wins it within the turn),
  found by brute force over the mover's decisions in random games, where not every
  move wins; with hidden information (Solstis) the move must also win in 16 states
  sampled from the mover's view (a win that needs a lucky draw is not forced). The
  share in which the hint's move wins. Goal: >= 95 %.

`--pyodide` runs the review and hint parts in Pyodide under Node (the npm `pyodide`
package, as bench/pyodide_speed.mjs does): a time budget buys fewer iterations
there, so the iteration counts show what the browser gets for the same seconds.
"""

import argparse
import json
import pathlib
import random
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

import spielkiste  # noqa: E402
from spielkiste.ai import REVIEW_BUDGET, hint, review_match  # noqa: E402

PLIES = 40


def long_soulaween_game(plies=PLIES):
    """The first random Soulaween game (seeds 0, 1, ...) with at least `plies`
    decisions, cut after `plies` moves."""
    for seed in range(1000):
        match = spielkiste.new_match("soulaween", seed=seed)
        rng = random.Random(seed)
        while not match.is_over and match.ply < plies:
            match.play(rng.choice(match.legal_moves()))
        if match.ply == plies:
            return match
    raise RuntimeError("no long game found")


def bench_review(budget=None):
    match = long_soulaween_game()
    started = time.perf_counter()
    points = list(review_match(match, budget=budget, seed=1))
    total = time.perf_counter() - started
    searched = [p for p in points if not p["forced"] and not p["over"]]
    iterations = [p["iterations"] for p in searched if p["iterations"]]
    marks = {}
    for p in points:
        if p.get("mark"):
            marks[p["mark"]] = marks.get(p["mark"], 0) + 1
    return {"plies": match.ply, "positions": len(points), "seconds": round(total, 2),
            "budget": REVIEW_BUDGET if budget is None else budget,
            "iterations_median": statistics.median(iterations) if iterations else 0,
            "iterations_min": min(iterations) if iterations else 0,
            "won_by_check": sum(1 for p in searched if not p["iterations"]), "marks": marks,
            "options": match.options}


def sample_positions(game_id, count, seed=0):
    """`count` positions from random games (every fifth ply, player to move with
    more than one legal move)."""
    rng = random.Random(f"learn-bench:{game_id}:{seed}")
    found = []
    while len(found) < count:
        match = spielkiste.new_match(game_id, seed=rng.randrange(2**32))
        while not match.is_over and len(found) < count:
            if match.ply % 5 == 2 and len(match.legal_moves()) > 1:
                found.append(match.state)
            match.play(rng.choice(match.legal_moves()))
    return found


def bench_hint(games, count=6, budget=None):
    rows = []
    for game_id in games:
        game = spielkiste.GAMES[game_id]
        times = []
        for k, state in enumerate(sample_positions(game_id, count)):
            started = time.perf_counter()
            hint(game, state, budget=budget, seed=k)
            times.append(time.perf_counter() - started)
        rows.append({"game": game_id, "positions": count, "median": round(statistics.median(times), 3),
                     "max": round(max(times), 3)})
    return rows


def _wins_within_turn(game, state, player, depth):
    """Brute force, no work limit: can `player` (to move) win with their own next
    `depth` decisions?"""
    for move in game.legal_moves(state):
        after = game.play(state, move)
        mover = game.to_move(after)
        if mover is None:
            if game.winner(after) == player:
                return True
        elif mover == player and depth > 1 and _wins_within_turn(game, after, player, depth - 1):
            return True
    return False


def winning_first_moves(game, state, depth=3):
    player = game.to_move(state)
    wins = []
    for move in game.legal_moves(state):
        after = game.play(state, move)
        mover = game.to_move(after)
        if mover is None:
            if game.winner(after) == player:
                wins.append(move)
        elif mover == player and depth > 1 and _wins_within_turn(game, after, player, depth - 1):
            wins.append(move)
    return wins


#: hidden information: a win counts as forced only if it wins in this many states
#: sampled from the mover's view as well (what the mover cannot see cannot matter)
HIDDEN_SAMPLES = 16


def forced_wins(game, state, rng):
    """The moves that win this turn whatever the mover cannot see."""
    wins = winning_first_moves(game, state)
    if wins and game.hidden_information:
        player = game.to_move(state)
        view = game.view(state, player)
        for _ in range(HIDDEN_SAMPLES):
            if not wins:
                break
            sample = set(winning_first_moves(game, game.determinize(view, player, rng)))
            wins = [m for m in wins if m in sample]
    return wins


def win_positions(game_id, count, seed=0, per_game=3):
    """Positions of random games (every option variant in turn) where the mover
    can force a win this turn but not with every move."""
    game = spielkiste.GAMES[game_id]
    variants = game.option_variants()
    rng = random.Random(f"learn-wins:{game_id}:{seed}")
    found = []
    n = 0
    while len(found) < count:
        match = spielkiste.new_match(game_id, variants[n % len(variants)], seed=rng.randrange(2**32))
        n += 1
        taken = 0
        while not match.is_over and taken < per_game and len(found) < count:
            legal = match.legal_moves()
            if len(legal) > 1:
                wins = forced_wins(game, match.state, rng)
                if wins and len(wins) < len(legal):
                    found.append((match.state, wins))
                    taken += 1
            match.play(rng.choice(legal))
    return found


def bench_wins(games, count, budget=None):
    rows = []
    for game_id in games:
        game = spielkiste.GAMES[game_id]
        started = time.perf_counter()
        positions = win_positions(game_id, count)
        generated = time.perf_counter() - started
        hits, times = 0, []
        for k, (state, wins) in enumerate(positions):
            started = time.perf_counter()
            move = hint(game, state, budget=budget, seed=k)["move"]
            times.append(time.perf_counter() - started)
            hits += move in wins
        rows.append({"game": game_id, "positions": len(positions), "found": hits,
                     "share": round(100 * hits / len(positions), 1),
                     "hint_median": round(statistics.median(times), 3), "hint_max": round(max(times), 3),
                     "generation_s": round(generated, 1)})
    return rows


# -- printing ------------------------------------------------------------------------

def print_review(r, where="CPython"):
    print(f"Review of a {r['plies']}-ply Soulaween game ({r['positions']} positions, options {r['options']}), "
          f"{where}, budget {r['budget']} s per position:")
    print(f"  {r['seconds']} s in all; search iterations per position: median {r['iterations_median']}, "
          f"min {r['iterations_min']}; {r['won_by_check']} positions decided by the win check; marks {r['marks']}")


def print_hint(rows, where="CPython"):
    print(f"Hint time ({where}, default budget), seconds:")
    for row in rows:
        print(f"  {row['game']:10} median {row['median']:6.3f}  max {row['max']:6.3f}  ({row['positions']} positions)")


def print_wins(rows):
    print("Hints on positions with a forced win in one move (goal >= 95 %):")
    for row in rows:
        print(f"  {row['game']:10} {row['found']:4}/{row['positions']:<4} = {row['share']:5.1f} %   "
              f"hint median {row['hint_median']:.3f} s, max {row['hint_max']:.3f} s; "
              f"positions generated in {row['generation_s']} s")


PYODIDE_DRIVER = r"""
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { loadPyodide } from "pyodide";
const ROOT = process.argv[1];
const ARGS = process.argv[2];
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) { if (name !== "__pycache__") yield* files(path); }
    else if (name.endsWith(".py")) yield path;
  }
}
const pyodide = await loadPyodide();
for (const path of files(join(ROOT, "py", "spielkiste"))) {
  const dest = join("/home/pyodide/py/spielkiste", relative(join(ROOT, "py", "spielkiste"), path));
  pyodide.FS.mkdirTree(dirname(dest));
  pyodide.FS.writeFile(dest, readFileSync(path, "utf8"));
}
pyodide.FS.mkdirTree("/home/pyodide/bench");
pyodide.FS.writeFile("/home/pyodide/bench/learn.py", readFileSync(join(ROOT, "bench", "learn.py"), "utf8"));
let out = "";
pyodide.setStdout({ batched: (s) => { out += s + "\n"; } });
pyodide.globals.set("bench_args", ARGS);
pyodide.runPython(`
import sys, json
sys.path[:0] = ["/home/pyodide/py", "/home/pyodide/bench"]
import learn
learn.main(json.loads(bench_args))
`);
process.stdout.write(out);
"""


def run_pyodide(args):
    """Run this script's `main(args)` inside Pyodide under Node; returns its stdout."""
    result = subprocess.run(["node", "--input-type=module", "-e", PYODIDE_DRIVER, str(ROOT), json.dumps(args)],
                            cwd=ROOT, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(result.stderr[-2000:])
    return result.stdout


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--part", choices=("review", "hint", "wins", "timing", "all"), default="all",
                        help="timing = review and hint")
    parser.add_argument("--games", default=",".join(spielkiste.GAMES))
    parser.add_argument("--positions", type=int, default=100, help="forced-win positions per game")
    parser.add_argument("--budget", default=None, help="review budget per position (s or iterations)")
    parser.add_argument("--pyodide", action="store_true", help="review + hint in Pyodide (Node) as well")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    budget = None if args.budget is None else (float(args.budget) if "." in args.budget else int(args.budget))
    result = {"python": sys.version.split()[0]}
    if args.part in ("review", "timing", "all"):
        result["review"] = bench_review(budget)
    if args.part in ("hint", "timing", "all"):
        result["hint"] = bench_hint(games)
    if args.part in ("wins", "all"):
        result["wins"] = bench_wins(games, args.positions)
    if args.json:
        print(json.dumps(result))
        return
    where = f"CPython {result['python']}"
    if "review" in result:
        print_review(result["review"], where)
    if "hint" in result:
        print_hint(result["hint"], where)
    if "wins" in result:
        print_wins(result["wins"])
    if args.pyodide:
        inner = ["--json", "--part", args.part if args.part in ("review", "hint") else "timing", "--games", args.games]
        if args.budget:
            inner += ["--budget", args.budget]
        data = json.loads(run_pyodide(inner).strip().splitlines()[-1])
        where = f"Pyodide {data['python']} (Node)"
        if "review" in data:
            print_review(data["review"], where)
        if "hint" in data:
            print_hint(data["hint"], where)


if __name__ == "__main__":
    main()

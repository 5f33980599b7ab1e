"""How far the review and the hint can be trusted, on positions whose value the solver knows.

Positions come from real games between computer levels (--levels, seats
alternating). A position counts if the solver, with a large budget (--truth
nodes), settles it and every legal move after it. Then, with the page's own
machinery and a review-sized budget (--budget iterations per position, the
solver's share included):

- thrown: moves that throw away a win or a draw (won -> drawn/lost, drawn -> lost),
  one per position where one exists; rate = marked "blunder" (won -> drawn must be
  "mistake" and is counted apart);
- kept: one value-keeping move per position that is not the review's own choice;
  rate = marked as any error (a slower win included);
- hint: in won positions (where a losing move exists), the hint's move keeps the
  win, with --hint-budget (default --budget); so does the top level's (strong),
  with --top-budget (default --hint-budget). Either may be iterations (an int) or
  seconds (a float: what the page gives, 1.0 for the hint, 1.5 for strong; the
  wall time depends on the load); each position where either lost the win is
  printed (its index, which is also the seed they were asked with, and link);
- calibration: the Brier score of the search's chance alone (the solver switched
  off), against the exact result (1 / 0.5 / 0 for the mover), with a reliability
  table, raw and as calibrated by the review (`analysis.calibrated`); then the
  stretch of the log-odds this game alone would pick, fitted on half of the
  positions and scored on the other half (--calibration-only: just this).

Hidden-information games (Solstis) count positions the solver settles from the
mover's view (its last turns). --cache keeps the labelled positions for another run.

    python3 bench/ai_review.py --games boxilies --positions 200
    python3 bench/ai_review.py --games soulaween --positions 100 --truth 50000
    python3 bench/ai_review.py --games solstis --max-games 600 --hint-budget 10000 --cache /tmp/review
"""

import argparse
import json
import math
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

import spielkiste  # noqa: E402
from spielkiste.ai import choose_move, mcts  # noqa: E402
from spielkiste.ai.analysis import (  # noqa: E402
    CHANCE_STRETCH,
    calibrated,
    evaluate_position,
    hint,
    judge_point,
    root_value,
    settle_move,
)
from spielkiste.ai.budget import parse_budget  # noqa: E402
from spielkiste.ai.solver import DRAWN, LOST, WON, Solver  # noqa: E402

RANK = {LOST: 0, DRAWN: 1, WON: 2}
EXACT = {WON: 1.0, DRAWN: 0.5, LOST: 0.0}


def labelled_positions(game_id, count, levels, truth, seed, max_games):
    """(match, value for the mover, {move: value for the mover}) of positions from
    real games that the solver settles with `truth` nodes, move by move. Each game
    is walked back from its end (the solver's table carries the work of later
    positions into earlier ones) until a position is not settled. With hidden
    information the solver gets the mover's view (it settles only views that leave
    nothing to guess). At most `max_games` games."""
    game = spielkiste.GAMES[game_id]
    solver = Solver(game)
    rng = random.Random(f"review-bench:{game_id}:{seed}")
    found, n = [], 0
    while len(found) < count and n < max_games:
        match = spielkiste.new_match(game_id, seed=seed + n)
        seats = levels if n % 2 == 0 else levels[::-1]
        n += 1
        while not match.is_over:
            match.play(choose_move(match, seats[match.to_move], seed=rng.randrange(2**31), budget=50))
        for ply in range(match.ply - 1, -1, -1):
            state = match.state_at(ply)
            if len(game.legal_moves(state)) < 2:
                continue
            mover = game.to_move(state)
            verdict = solver.solve(game.view(state, mover), truth, player=mover)
            values = solver.solve_moves(state, truth) if verdict.known else {}
            if not values or None in values.values():
                break
            position = spielkiste.match_from_link(match.link())
            position.truncate(ply)
            found.append((position, verdict.result, values))
            if len(found) == count:
                break
    print(f"{game_id}: {n} games played", flush=True)
    return found


def review_move(match, move, budget, seed):
    """The review's judgement of `move` played in `match`'s position."""
    game = match.game
    before = dict(evaluate_position(game, match.state, budget, seed, match.ply), ply=match.ply)
    after_state = game.play(match.state, move)
    after = dict(evaluate_position(game, after_state, budget, seed, match.ply + 1), ply=match.ply + 1)
    nxt, nxt_point, ply = after_state, after, match.ply + 1
    while nxt_point.get("forced"):  # as the review does: a forced position takes the next searched values
        nxt, ply = game.play(nxt, nxt_point["best"]), ply + 1
        nxt_point = evaluate_position(game, nxt, budget, seed, ply)
    if nxt_point is not after:
        after.update(chance=nxt_point["chance"], exact=nxt_point.get("exact"))
    before = settle_move(game, before, after, match.state, after_state, budget)
    return before, judge_point(before, after, move)


def search_chance(game, state, budget, seed):
    """The mover's chance from the search alone (no solver, no win check)."""
    rng = random.Random(f"{seed}:brier")
    _best, root = mcts.search(game, state, game.to_move(state), rng, budget)
    return root_value(root)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="boxilies", help="comma-separated game ids (default boxilies)")
    parser.add_argument("--positions", type=int, default=200, help="solver-labelled positions per game")
    parser.add_argument("--levels", default="careful,normal", help="the two levels that play the games")
    parser.add_argument("--truth", type=int, default=200_000, help="solver nodes for the ground truth")
    parser.add_argument("--budget", type=int, default=300, help="review/hint iterations per position")
    parser.add_argument("--hint-budget", type=parse_budget,
                        help="iterations (or seconds, with a point) for the hint (default --budget; the page's "
                             "1 s hint buys about 10 000 in CPython)")
    parser.add_argument("--top-budget", type=parse_budget,
                        help="iterations (or seconds, with a point) for the top level (default --hint-budget; "
                             "the page's strong level: 1.5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-games", type=int, default=400, help="games played at most per game id")
    parser.add_argument("--cache", help="keep the labelled positions in <CACHE>.<game>.json and reuse them")
    parser.add_argument("--calibration-only", action="store_true",
                        help="only the chance against the exact results (no review, no hint): for fitting")
    args = parser.parse_args(argv)
    levels = tuple(args.levels.split(","))
    hint_budget = args.hint_budget or args.budget
    top_budget = args.top_budget or hint_budget
    print(f"# python3 bench/ai_review.py --games {args.games} --positions {args.positions} --levels {args.levels} "
          f"--truth {args.truth} --budget {args.budget} --hint-budget {hint_budget} --top-budget {top_budget} "
          f"--seed {args.seed}")
    for game_id in args.games.split(","):
        start = time.perf_counter()
        cache = pathlib.Path(f"{args.cache}.{game_id}.json") if args.cache else None
        if cache is not None and cache.exists():  # the same positions again (labelling is most of the time)
            positions = [(spielkiste.match_from_link(link), value, values)
                         for link, value, values in json.loads(cache.read_text())]
        else:
            positions = labelled_positions(game_id, args.positions, levels, args.truth, args.seed, args.max_games)
            if cache is not None:
                cache.write_text(json.dumps([(m.link(), value, values) for m, value, values in positions]))
        print(f"{game_id}: {len(positions)} positions labelled ({time.perf_counter() - start:.0f} s)", flush=True)
        game = spielkiste.GAMES[game_id]
        thrown = thrown_marked = drew = drew_marked = kept = kept_marked = 0
        won = hint_kept = top_kept = 0
        misses = []  # "<hint|strong> <position index = seed> <link> <move>" where a known win was lost
        pairs = []  # (the search's chance for the mover, the exact result for the mover)
        if args.calibration_only:
            print_calibration([(search_chance(game, m.state, args.budget, k), EXACT[value])
                               for k, (m, value, _values) in enumerate(positions)])
            continue
        for k, (match, value, values) in enumerate(positions):
            worse = [m for m, v in values.items() if RANK[v] < RANK[value]]
            same = [m for m, v in values.items() if v == value]
            if worse:
                move = worse[k % len(worse)]
                before, verdict = review_move(match, move, args.budget, k)
                if value == WON and values[move] == DRAWN:
                    drew += 1
                    drew_marked += verdict["mark"] == "mistake"
                else:
                    thrown += 1
                    thrown_marked += verdict["mark"] == "blunder"
            else:
                before = evaluate_position(game, match.state, args.budget, k, match.ply)
            keep = [m for m in same if m != before["best"]]
            if keep:
                _, verdict = review_move(match, keep[k % len(keep)], args.budget, k)
                kept += 1
                kept_marked += verdict["mark"] is not None
            if value == WON and worse:
                won += 1
                answer = hint(game, match.state, budget=hint_budget, seed=k)
                hint_kept += values[answer["move"]] == WON
                top = choose_move(match, "strong", seed=k, budget=top_budget)
                top_kept += values[top] == WON
                for who, move in (("hint", answer["move"]), ("strong", top)):
                    if values[move] != WON:  # the position to look at again (its index is the seed)
                        misses.append(f"{who} {k} {match.link()} {move}")
            pairs.append((search_chance(game, match.state, args.budget, k), EXACT[value]))
        secs = time.perf_counter() - start
        print(f"\n{game_id}: {len(positions)} solver-labelled positions ({secs:.0f} s)")
        print(f"  thrown-away wins/draws marked blunder: {thrown_marked}/{thrown} = {thrown_marked / max(thrown, 1):.1%}"
              "  (goal >= 95 %)")
        print(f"  wins turned into draws marked mistake: {drew_marked}/{drew}")
        print(f"  value-keeping moves marked as an error: {kept_marked}/{kept} = {kept_marked / max(kept, 1):.1%}"
              "  (goal <= 2 %)")
        print(f"  hint keeps a known win (positions with a losing move): {hint_kept}/{won} = "
              f"{hint_kept / max(won, 1):.1%}  (goal >= 99 %)")
        print(f"  the top level (strong) keeps it: {top_kept}/{won} = {top_kept / max(won, 1):.1%}"
              "  (goal 100 % in Boxilies)")
        for miss in misses:
            print(f"    lost a win: {miss}")
        print_calibration(pairs)


def print_calibration(pairs):
    """The search's raw chance and the review's calibrated chance (`calibrated`,
    log-odds x CHANCE_STRETCH) against the exact results: Brier scores and
    reliability tables; then the stretch this game alone would pick, fitted on
    every other position and scored on the rest."""
    applied = [(calibrated(c), e) for c, e in pairs]
    print(f"  Brier score of the search's chance alone: {brier_score(pairs):.3f} raw, "
          f"{brier_score(applied):.3f} calibrated (log-odds x {CHANCE_STRETCH:g}) over {len(pairs)} positions")
    print("  raw:")
    print(reliability_table(pairs))
    print("  calibrated (as the review shows and judges it):")
    print(reliability_table(applied))
    stretch = fit_stretch(pairs[0::2])
    held_out = pairs[1::2]
    after = [(stretched(c, stretch), e) for c, e in held_out]
    print(f"  this game's own fit (on half, scored on the other {len(held_out)}): log-odds x {stretch:.2f}, "
          f"Brier {brier_score(held_out):.3f} -> {brier_score(after):.3f}")


def brier_score(pairs):
    """Mean squared gap between chance and exact result (0 is perfect, 0.25 is a coin)."""
    return sum((chance - exact) ** 2 for chance, exact in pairs) / max(len(pairs), 1)


def stretched(chance, stretch):
    """`chance` with its log-odds multiplied by `stretch` (> 1: bolder, < 1: more cautious)."""
    chance = min(max(chance, 0.001), 0.999)
    return 1.0 / (1.0 + math.exp(-stretch * math.log(chance / (1.0 - chance))))


def fit_stretch(pairs):
    """The stretch (0.25 to 8, in steps of 1/8 on a log scale) with the least Brier score."""
    steps = [2 ** (k / 8) for k in range(-16, 25)]
    return min(steps, key=lambda a: brier_score([(stretched(c, a), e) for c, e in pairs]))


def reliability_table(pairs, bins=5):
    """Per band of the chance: how many positions, the mean chance, and how often
    the mover actually wins (the exact result's mean): a calibrated chance has
    the two means equal."""
    rows = ["  | chance band | positions | mean chance | exact result (mean) |", "  |---|---|---|---|"]
    for b in range(bins):
        low, high = b / bins, (b + 1) / bins
        inside = [(c, e) for c, e in pairs if low <= c < high or (b == bins - 1 and c == 1.0)]
        if inside:
            mean_c = sum(c for c, _ in inside) / len(inside)
            mean_e = sum(e for _, e in inside) / len(inside)
            rows.append(f"  | {low:.1f}–{high:.1f} | {len(inside)} | {mean_c:.2f} | {mean_e:.2f} |")
    return "\n".join(rows)


if __name__ == "__main__":
    main()

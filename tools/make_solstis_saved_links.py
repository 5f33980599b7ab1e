"""Write a fixture of Solstis links as the app made them, with where each one ends
(position, scores, winner), so that a later rules change can be checked to replay
every saved link exactly as it was made.

Run it with the engine the links must come from on the path, e.g. the main checkout
before a change:  PYTHONPATH=OLD/py python3 tools/make_solstis_saved_links.py
(OLD: a checkout of the commit before the change, e.g. `git worktree add OLD ea607a2`).

The two fixtures in tests/data:
- solstis_saved_links.json: links without `edition` (the first edition), made with
  ea607a2, the engine before issue 26; the command above, no arguments.
- solstis_saved_links_published.json: links with `edition=published` made by the
  release that had only the published scoring (rules 2 and 3 of issue 26), 4199155:
  `PYTHONPATH=OLD/py python3 tools/make_solstis_saved_links.py --edition published
  --count 80 --rng 20261202 --out tests/data/solstis_saved_links_published.json`
"""

import argparse
import json
import random
import sys
from pathlib import Path

import spielkiste

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def make(count: int, rng_seed: int, edition: str | None) -> list[dict]:
    """Play `count` seeded random matches over every option combination (with
    `edition` when given), some to the end and some stopped midway, and record their
    links and outcomes."""
    rng = random.Random(rng_seed)
    combos = [{"beaver": b, "first": f} for b in ("with", "discovery") for f in ("0", "1")]
    records = []
    for i in range(count):
        options = dict(combos[i % len(combos)])
        if edition is not None:
            options["edition"] = edition
        seed = rng.randrange(2**40)
        match = spielkiste.new_match("solstis", options, seed=seed)
        stop = None if i % 3 else rng.randrange(5, 60)
        while not match.is_over and (stop is None or match.ply < stop):
            match.play(rng.choice(match.legal_moves()))
        players = None if i % 5 else ("human", "ai:strong")
        records.append({
            "link": match.link(players),
            "ply": match.ply,
            "position": match.position(),
            "over": match.is_over,
            "scores": list(match.scores) if match.is_over else None,
            "winner": match.winner,
        })
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", help="the edition option of every match (default: none, as before issue 26)")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--rng", type=int, default=20261201, help="seed of the random choices")
    parser.add_argument("--out", type=Path, default=DATA / "solstis_saved_links.json")
    parser.add_argument("--made-with", default="main before issue 26", help="where the engine came from")
    args = parser.parse_args()
    records = make(args.count, args.rng, args.edition)
    args.out.parent.mkdir(exist_ok=True)
    args.out.write_text(json.dumps({"made_with": [args.made_with], "links": records}, indent=1) + "\n")
    print(f"{len(records)} links -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()

"""Write tests/data/solstis_saved_links.json: Solstis links as the app made them, with
where each one ends (position, scores, winner), so that a later rules change can be
checked to replay every saved link exactly as it was made.

Run it with the engine the links must come from on the path, e.g. the main checkout
before a change:  PYTHONPATH=OLD/py python3 tools/make_solstis_saved_links.py
(OLD: a checkout of the commit before the change, e.g. `git worktree add OLD ea607a2`)
"""

import json
import random
import sys
from pathlib import Path

import spielkiste

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "solstis_saved_links.json"
COUNT = 60


def main() -> None:
    """Play COUNT seeded random matches over every option combination, some to the
    end and some stopped midway, and record their links and outcomes."""
    rng = random.Random(20261201)
    combos = [{"beaver": b, "first": f} for b in ("with", "discovery") for f in ("0", "1")]
    records = []
    for i in range(COUNT):
        options = combos[i % len(combos)]
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
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps({"made_with": sys.argv[1:] or ["main before issue 26"],
                               "links": records}, indent=1) + "\n")
    print(f"{len(records)} links -> {OUT}")


if __name__ == "__main__":
    main()

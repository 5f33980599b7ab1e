"""How the current engine reads a file of `edition=published` Solstis links made by the
release with only the published scoring (rules 2 and 3 of issue 26), written by
tools/make_solstis_saved_links.py: how many need the fallback to `published-scoring`,
how many the four rules play alike, and how many they play on differently.

    PYTHONPATH=OLD/py python3 tools/make_solstis_saved_links.py --edition published \\
        --count 1500 --rng 99 --out links.json      (OLD: a checkout of 4199155)
    PYTHONPATH=py python3 tools/solstis_fallback_census.py links.json
"""

import collections
import json
import sys

import spielkiste


def census(records: list[dict]) -> collections.Counter:
    """(edition read, how it compares with the record, finished) -> number of links."""
    counts: collections.Counter = collections.Counter()
    for r in records:
        match = spielkiste.match_from_link(r["link"])
        if match.position() == r["position"]:
            how = "same"
        elif match.ply == r["ply"] and match.winner == r["winner"] and \
                (not r["over"] or list(match.scores) == r["scores"]):
            how = "same moves, blocks marked barren"
        else:
            how = "plays on differently"
        counts[(match.options["edition"], how, "finished" if r["over"] else "unfinished")] += 1
    return counts


def main() -> None:
    records = json.loads(open(sys.argv[1]).read())["links"]
    for key, n in sorted(census(records).items()):
        print(f"{n:5}  {' / '.join(key)}")
    print(f"{len(records):5}  links")


if __name__ == "__main__":
    main()

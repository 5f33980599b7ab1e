"""How long the share link of a real game gets, and which QR code it needs (issue 17).

For every game and each option variant: many random games (the longest games a
match can reach: nobody plays to shorten them) and a few games of the computer
against itself (easy level, small budget: games as people see them), then the
longest of each with its plies, the fragment's length, the whole URL's length (an
origin like a GitHub Pages project site, seats of a match by link; Solstis, never by
link, with `pl=h.cn`, as long) and the QR code
segno makes of it (version and error correction, as the page draws it). A benchmark:
it prints figures and never fails.

    python3 bench/link_sizes.py                    # 4 s of random games per variant
    python3 bench/link_sizes.py --seconds 1 --ai 0 --games iye

Needs segno (requirements-test.txt) for the QR column.
"""

import argparse
import pathlib
import random
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

import spielkiste  # noqa: E402
import spielkiste.ai  # noqa: E402
from ui import qr  # noqa: E402

ORIGIN = "https://someone-with-a-long-name.github.io/spielkiste/#"  # 56 characters
SEATS = ("link", "link")


def random_game(game_id, options, rng):
    m = spielkiste.new_match(game_id, options, seed=rng.randrange(2**53))
    while not m.is_over:
        m.play(rng.choice(m.legal_moves()))
    return m


def ai_game(game_id, options, rng):
    m = spielkiste.new_match(game_id, options, seed=rng.randrange(2**53))
    while not m.is_over:
        m.play(spielkiste.ai.choose_move(m, "easy", seed=rng.randrange(2**31), budget=40))
    return m


def row(game_id, label, kind, games, match):
    url = ORIGIN + match.link(SEATS if not match.game.hidden_information else ("human", "ai:normal"))
    code = qr.encode(url)
    return (f"{game_id:9} {label:26} {kind:6} {games:6} {match.ply:6} {len(match.link()):6} {len(url):6} "
            f"{code.version:>4}-{code.error}")


def at_ply(match, plies):
    """The same match cut after `plies` moves (a 60-move game)."""
    cut = spielkiste.new_match(match.game_id, match.options, seed=match.seed)
    for move in match.moves[:plies]:
        cut.play(move)
    return cut


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0, help="random games per variant, seconds")
    parser.add_argument("--ai", type=int, default=3, help="computer games per game (default options)")
    parser.add_argument("--games", default=",".join(spielkiste.GAMES))
    args = parser.parse_args()
    print(f"URL = {ORIGIN}<fragment with pl=l.l>; QR as the page draws it (segno, smallest version)")
    print(f"{'game':9} {'options':26} {'from':6} {'games':>6} {'plies':>6} {'link':>6} {'URL':>6} {'QR':>6}")
    for game_id in args.games.split(","):
        game = spielkiste.GAMES[game_id]
        for options in game.option_variants():
            rng = random.Random(f"{game_id}:{options}")
            longest, count, until = None, 0, time.process_time() + args.seconds
            while time.process_time() < until:
                m = random_game(game_id, options, rng)
                count += 1
                if longest is None or len(m.link()) > len(longest.link()):
                    longest = m
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"
            print(row(game_id, label, "random", count, longest))
            if longest.ply > 60:
                print(row(game_id, label, "60", count, at_ply(longest, 60)))
        if args.ai:
            rng = random.Random(f"{game_id}:ai")
            games = [ai_game(game_id, {}, rng) for _ in range(args.ai)]
            print(row(game_id, "defaults", "ai", len(games), max(games, key=lambda g: len(g.link()))))


if __name__ == "__main__":
    main()

"""The computer players' worker: PyScript runs this in a Web Worker, so a search
never blocks the page. Only strings cross the boundary: the match as its link in,
the chosen move out. It touches no DOM, so no special HTTP headers are needed."""

from spielkiste.ai import choose_move_for_link


def choose(link, level, seed):
    return choose_move_for_link(str(link), str(level), seed=int(seed))


__export__ = ["choose"]

"""What the live Solstis tests share, under CPython (tests/) and in the browser (e2e/):
which tiles an effect names, and which tiles a player's view shows. A test searches what
a side holds for the friend's hidden tiles with them, so they are written once: a key
added to the effects, or a part added to the view, is then searched for everywhere.

e2e/test_live_solstis.py puts tests/ at the end of its sys.path to import this module."""

from spielkiste.games.solstis_spirits import N_TILES

#: the effects' keys that name tiles (the others name places of a panorama, which are
#: called like the tiles: "a rainbow on G9" is no tile G9)
FX_TILES = ("played", "turned_up", "to_display", "taken", "uncovered", "placed", "other_placed", "discarded")


def fx_tiles(fx: dict) -> set[str]:
    """The names of the tiles one move's effects (`Match.fx`, as the page keeps them) name."""
    named = set(fx.get("sources") or {})
    for key in FX_TILES:
        value = fx.get(key)
        named |= {value} if isinstance(value, str) else set(value or ())
    return named


def visible(view) -> set[int]:
    """The tiles a player's view shows (its own hand, the face-up display, the panoramas)."""
    seen = {t for top, under in view.display for t in (top, under) if t >= 0}
    seen |= {t for hand in view.hands for t in hand if t >= 0}
    for p in (0, 1):
        seen |= {t for t in range(N_TILES) if (view.real[p] | view.discard) >> t & 1}
    return seen

"""Parse the URL fragment into a route. Pure, so it is tested under CPython.

    #/ or empty           -> ("picker", None, "")
    #/<game>              -> ("game", game, "")         fresh game (defaults)
    #/<game>?v=1&...      -> ("game", game, "v=1&...")  a share link
    #/<game>/rules        -> ("rules", game, "")
    #/<game>/learn        -> ("learn", game, "")         the game's lesson
    #/<game>/<page>       -> (page, game, query)         a game's own page (one of `pages_of(game)`)
    #/<game>?new=1&vs=computer|here|link -> ("game", game, ...)  a new game, played so (issue 25)
    #app                  -> ("anchor", "app", "")       an in-page anchor (the skip link), not a route
"""

from collections.abc import Callable, Iterable

MAX_FRAGMENT = 70_000
ANCHORS = ("app",)  # ids the page links to with a plain "#id"
APP_PAGES = ("rules", "learn")  # the pages every game has


def no_pages(_game_id: str) -> Iterable[str]:
    return ()


def parse(fragment: str | None, pages_of: Callable[[str], Iterable[str]] = no_pages) -> tuple[str, str | None, str]:
    """The route of `fragment`; `pages_of(game)` names the game's own pages (the app passes
    each game's GameUI.pages; () for a game it does not know)."""
    text = (fragment or "")[:MAX_FRAGMENT]
    if text.startswith("#"):
        text = text[1:]
    if text in ANCHORS:
        return ("anchor", text, "")
    text = text.lstrip("/")
    path, _, query = text.partition("?")
    parts = [p for p in path.split("/") if p]
    if not parts:
        return ("picker", None, "")
    game = parts[0]
    if len(parts) == 1:
        return ("game", game, query)
    if len(parts) == 2 and (parts[1] in APP_PAGES or parts[1] in pages_of(game)):
        return (parts[1], game, query)
    return ("unknown", game, query)


def new_game_query(query):
    """How a new-game route is played ("computer", "here", "link"), or None when the
    query is not one ("new=1" alone: two here, as "New game" has always meant)."""
    parts = [p for p in query.split("&") if p]
    if "new=1" not in parts:
        return None
    rest = [p for p in parts if p != "new=1"]
    if not rest:
        return "here"
    if len(rest) == 1 and rest[0] in ("vs=computer", "vs=here", "vs=link"):
        return rest[0][3:]
    return None

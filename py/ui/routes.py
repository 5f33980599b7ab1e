"""Parse the URL fragment into a route. Pure, so it is tested under CPython.

    #/ or empty           -> ("picker", None, "")
    #/<game>              -> ("game", game, "")         fresh game (defaults)
    #/<game>?v=1&...      -> ("game", game, "v=1&...")  a share link
    #/<game>/rules        -> ("rules", game, "")
    #/<game>/learn        -> ("learn", game, "")         the game's lesson
    #/<game>/<page>       -> (page, game, query)         a game's own page (one of `pages_of(game)`)
    #/<game>?new=1&vs=computer|here|link|live -> ("game", game, ...)  a new game, played so (issue 25)
    #/<game>?live=<room>  -> ("game", game, "live=...")  a friend's live room (issue 29; live_room())
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
    """How a new-game route is played ("computer", "here", "link", "live"), or None when the
    query is not one ("new=1" alone: two here, as "New game" has always meant)."""
    parts = [p for p in query.split("&") if p]
    if "new=1" not in parts:
        return None
    rest = [p for p in parts if p != "new=1"]
    if not rest:
        return "here"
    if len(rest) == 1 and rest[0] in ("vs=computer", "vs=here", "vs=link", "vs=live"):
        return rest[0][3:]
    return None


def live_room(query: str) -> tuple[str, str | None]:
    """(the query without "live=…", the room or None): a live game's route carries the
    room it is played in (issue 29), a reload of it its link and save as well."""
    parts, room = [], None
    for part in query.split("&"):
        if part.startswith("live="):
            room = part[5:]
        elif part:
            parts.append(part)
    return "&".join(parts), room


def without_save(address: str) -> str:
    """`address` without its `save=<id>` parameter: a game's first save adds it to the
    address of the game on screen, which stays the same game (same_entry)."""
    head, sep, fragment = address.partition("#")
    path, qmark, query = fragment.partition("?")
    if not qmark:
        return address
    kept = "&".join(part for part in query.split("&") if not part.startswith("save="))
    return f"{head}{sep}{path}?{kept}" if kept else f"{head}{sep}{path}"


def same_entry(href: str, dialog_url: str) -> bool:
    """Whether the address `href` is still the one a dialog's history entry was made for,
    up to the save id a game's first save may add while the dialog is open."""
    return without_save(href) == without_save(dialog_url)

"""Parse the URL fragment into a route. Pure, so it is tested under CPython.

    #/ or empty           -> ("picker", None, "")
    #/<game>              -> ("game", game, "")         fresh game (defaults)
    #/<game>?v=1&...      -> ("game", game, "v=1&...")  a share link
    #/<game>/rules        -> ("rules", game, "")
    #/<game>/learn        -> ("learn", game, "")         the game's lesson
    #/boxilies/designer   -> ("designer", "boxilies", query)
    #app                  -> ("anchor", "app", "")       an in-page anchor (the skip link), not a route
"""

MAX_FRAGMENT = 70_000
ANCHORS = ("app",)  # ids the page links to with a plain "#id"


def parse(fragment):
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
    if len(parts) == 2 and parts[1] in ("rules", "designer", "learn"):
        return (parts[1], game, query)
    return ("unknown", game, query)

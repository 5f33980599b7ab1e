"""What the page's Python and its scripts (js/) must spell alike: storage keys, themes,
the html[data-*] state attributes, DOM ids, the names of the archives and of the
snapshot's precompiled-code module (issue 24: one vocabulary). The languages are the
catalogs' (locale/): tools/po_catalog.py writes them into js/words.mjs and index.html.

The page scripts run before Python, so they cannot import this: `tools/contract_js.py`
writes `js/contract.gen.js` from it (the build does, and `tests/test_contract.py` fails
when the committed file is not what this module gives). Change a value here, run
`python3 tools/contract_js.py`, and both sides follow. Free of imports beyond the engine's
vocabulary, so importing it costs the first screen nothing.
"""

from spielkiste import vocabulary

#: every localStorage key of the app starts so ("Reset saved data" removes them all)
STORAGE_PREFIX = "spielkiste:"
#: localStorage (after the prefix): the chosen language and theme, read before Python
LANG_KEY = "lang"
THEME_KEY = "theme"
THEMES = ("auto", "light", "dark")
#: sessionStorage: the one silent retry without the snapshot (js/boot.js)
SNAPSHOT_RETRY_KEY = "spielkiste-snapshot-retry"

#: html[data-*] attributes that tell the start's state (tests and the bench read them too)
ATTRIBUTES = {
    "ready": "data-ready",  # "true" | "error"
    "error": "data-error",  # the reason of a failed start
    "snapshot": "data-snapshot",  # "none" | "used" | "discarded"
    "snapshot_maker": "data-snapshot-maker",
    "snapshot_room": "data-snapshot-room",
    "sw": "data-sw",
    "warm": "data-warm",
    "warm_todo": "data-warm-todo",
    "precompiled": "data-precompiled",
}
#: elements of index.html that Python and the scripts both reach
IDS = {
    "app": "app",
    "notice": "notice",  # one owner: the app; js/sw-register.js adds its own paragraph
    "loading": "loading",
    "loading_text": "loading-text",
    "announce": "announce",
    "dialog": "dialog",
}

#: the archive of the modules the first screen does not need (tools/app_zip.py, ui/later.py)
LATER_ZIP = "app-later.zip"
#: the module the snapshot maker leaves with PyScript's own package compiled (ui/snapshot_prep.py)
PRECOMPILED_MODULE = "_spielkiste_precompiled"

#: who plays a seat, and the computer's budgets (seconds): the engine's words
SEATS = {"human": vocabulary.HUMAN, "link": vocabulary.LINK, "ai_prefix": vocabulary.AI_PREFIX}
BUDGETS = {"hint": vocabulary.HINT_BUDGET, "review": vocabulary.REVIEW_BUDGET}


def exported() -> dict[str, object]:
    """Every constant of this module the page scripts get, by name (tools/contract_js.py)."""
    return {name: value for name, value in globals().items()
            if name.isupper() and isinstance(value, (str, tuple, dict, float, int))}

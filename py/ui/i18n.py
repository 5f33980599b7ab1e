"""Every word the app shows, in German and English: one translation system for the whole UI.

The words live in gettext catalogs, one per language (locale/<lang>/LC_MESSAGES/
spielkiste.po in the repository, compiled at build time by tools/po_catalog.py into
ui/locale/<lang>/LC_MESSAGES/spielkiste.mo, which app.zip carries) and are read here with
Python's own `gettext`. The message ids are keys: `t(lang, "undo")`; a game's words are
prefixed with its id (`t(lang, "iye.spend")`, through Board.tr). A count takes its plural
form from the catalog's Plural-Forms rule: `tn(lang, "moves_n", 1)` is "1 move". A key
missing in a language falls back to English, then to the key itself. How to add a
language: docs/translating.md.
"""

import gettext
import pathlib

LANGS = ("de", "en")
DOMAIN = "spielkiste"
LOCALE = pathlib.Path(__file__).with_name("locale")

_catalogs: dict[str, gettext.NullTranslations] = {}


def catalog(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of `lang` (English for a language we do not speak), read once;
    every language but English falls back to English for a key it lacks."""
    lang = lang if lang in LANGS else "en"
    if lang not in _catalogs:
        path = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        try:
            with open(path, "rb") as fp:
                found: gettext.NullTranslations = gettext.GNUTranslations(fp)
        except FileNotFoundError:
            raise FileNotFoundError(
                f"{path} is missing: the catalogs are compiled by `python3 tools/po_catalog.py` "
                "(make serve, make test and app.zip do it)") from None
        if lang != "en":
            found.add_fallback(catalog("en"))
        _catalogs[lang] = found
    return _catalogs[lang]


def pick_lang(stored, browser_langs):
    """The stored choice if valid, else the first browser language we speak, else English."""
    if stored in LANGS:
        return stored
    for tag in browser_langs or ():
        base = str(tag).split("-")[0].lower()
        if base in LANGS:
            return base
    return "en"


def t(lang: str, key: str, **kw) -> str:
    """The text of `key` in `lang`, with `kw` filled in ({name} etc.)."""
    text = catalog(lang).gettext(key)
    return text.format(**kw) if kw else text


def tn(lang: str, key: str, n: int, **kw) -> str:
    """The text of `key` in the plural form `lang` uses for the count `n` ({n} filled in)."""
    return catalog(lang).ngettext(key, key, n).format(n=n, **kw)


def has(lang: str, key: str) -> bool:
    """Whether `lang` (or English, its fallback) has a text for `key`."""
    return catalog(lang).gettext(key) != key


class Words:
    """The texts under one prefix of the catalogs, looked up by a computed key:
    `words(lang, "iye.say.")["spend"]` is the text of "iye.say.spend" (unformatted), as a
    phrase table was. A key the catalogs lack is a KeyError."""

    def __init__(self, lang: str, prefix: str):
        self.lang, self.prefix = lang, prefix

    def __getitem__(self, key: str) -> str:
        full = self.prefix + key
        text = catalog(self.lang).gettext(full)
        if text == full:
            raise KeyError(full)
        return text

    def plural(self, key: str, n: int, **kw) -> str:
        """The text of `key` in the plural form for `n`, filled in ({n} and `kw`)."""
        return tn(self.lang, self.prefix + key, n, **kw)


def words(lang: str, prefix: str) -> Words:
    return Words(lang, prefix)

"""Every word the app shows, in German and English: one translation system for the whole UI.

The words live in gettext catalogs, one per language (locale/<lang>/LC_MESSAGES/
spielkiste.po in the repository, compiled at build time by tools/po_catalog.py into
ui/locale/<lang>/LC_MESSAGES/spielkiste.mo, which app.zip carries) and are read here with
Python's own `gettext`. The message ids are keys: `t(lang, "undo")`; a game's words are
prefixed with its id (`t(lang, "iye.spend")`, through Board.tr). A count takes its plural
form from the catalog's Plural-Forms rule: `tn(lang, "moves_n", 1)` is "1 move". A key
missing in a language falls back to English, then to the key itself. The languages are
the catalogs there are (`languages()`), each named by its own `language.name` entry: a
translator adds one .po file and the page offers it (docs/translating.md).
"""

import gettext
import pathlib

DOMAIN = "spielkiste"
LOCALE = pathlib.Path(__file__).with_name("locale")
_where = {"locale": LOCALE}  # where the compiled catalogs are read from (`use_locale`)
_languages: list[tuple[str, ...]] = []  # the list, once read

_catalogs: dict[str, gettext.NullTranslations] = {}
#: words of a game that is no part of the app's catalogs (a test's toy game): {lang: {key: text}}
_added: dict[str, dict[str, str]] = {}


class _Added(gettext.NullTranslations):
    """The words `add_words` gave for one language, behind that language's catalog."""

    def __init__(self, lang: str):
        super().__init__()
        self.table = _added.setdefault(lang, {})

    def gettext(self, message):
        return self.table[message] if message in self.table else super().gettext(message)


def languages() -> tuple[str, ...]:
    """The languages the compiled catalogs offer, sorted: a directory per language under
    ui/locale/ (app.zip's, or the one tools/po_catalog.py writes next to this module)."""
    if not _languages:
        base = _where["locale"]
        found = tuple(sorted(p.name for p in base.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file())) \
            if base.is_dir() else ()
        if "en" not in found:
            raise FileNotFoundError(
                f"{base} has no English catalog: the catalogs are compiled by `python3 tools/po_catalog.py` "
                "(make serve, make test and app.zip do it)")
        _languages.append(found)
    return _languages[0]


def use_locale(path: pathlib.Path = LOCALE) -> None:
    """Read the compiled catalogs from `path` from now on (a test's build with another
    set of catalogs); without `path`, the app's own again."""
    _where["locale"] = path
    _catalogs.clear()
    _languages.clear()


def language_name(lang: str) -> str:
    """The language's name in itself ("Deutsch"): its button's title."""
    return t(lang, "language.name")


def catalog(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of `lang` (English for a language we do not speak), read once;
    every language but English falls back to English for a key it lacks."""
    lang = lang if lang in languages() else "en"
    if lang not in _catalogs:
        path = _where["locale"] / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        try:
            with open(path, "rb") as fp:
                found: gettext.NullTranslations = gettext.GNUTranslations(fp)
        except FileNotFoundError:
            raise FileNotFoundError(
                f"{path} is missing: the catalogs are compiled by `python3 tools/po_catalog.py` "
                "(make serve, make test and app.zip do it)") from None
        found.add_fallback(_Added(lang))
        if lang != "en":
            found.add_fallback(catalog("en"))
        _catalogs[lang] = found
    return _catalogs[lang]


def pick_lang(stored, browser_langs):
    """The stored choice if valid, else the first browser language we speak, else English."""
    if stored in languages():
        return stored
    for tag in browser_langs or ():
        base = str(tag).split("-")[0].lower()
        if base in languages():
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


def add_words(table: dict[str, dict[str, str]]) -> None:
    """Words for keys the catalogs lack, {lang: {key: text}}: what a game that lives outside
    the app (the tests' toy game) brings along. The catalogs' own entries win."""
    for lang, entries in table.items():
        _added.setdefault(lang, {}).update(entries)


def remove_words(table: dict[str, dict[str, str]]) -> None:
    for lang, entries in table.items():
        for key in entries:
            _added.get(lang, {}).pop(key, None)


# -- the words the engine keeps as ids (docs/translating.md, "Words of the engine") --------
def game_name(lang: str, game_id: str) -> str:
    return t(lang, f"{game_id}.name")


def game_blurb(lang: str, game_id: str) -> str:
    """The game's one sentence on the picker's card."""
    return t(lang, f"{game_id}.blurb")


def option_label(lang: str, game_id: str, option: str) -> str:
    return t(lang, f"{game_id}.option.{option}")


def value_label(lang: str, game_id: str, option: str, value: str) -> str:
    """A value of a rule option in words; a value without an entry ("3x3", "2") is shown as it is."""
    key = f"{game_id}.option.{option}.{value}"
    return t(lang, key) if has(lang, key) else value

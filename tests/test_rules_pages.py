"""The rules pages as texts: German and English have the same parts, every page says how
to play here, every key a page names exists in the game's renderer key map, and the
German pages use the rule texts' own words."""

import pathlib
import re

import pytest

from ui.games import board_for

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = ("soulaween", "iye", "boxilies", "solstis")
LANGS = ("de", "en")
HOW_TO_PLAY = {"de": "So spielst du hier", "en": "How to play here"}
# keys the app itself handles on every board (move focus, act, reach the controls)
APP_KEYS = {"Tab", "Enter", "Space", "Leertaste", "←", "↑", "→", "↓"}
SHIFT = {"Shift", "Umschalt"}


def page(game, lang):
    return (ROOT / "rules" / f"{game}.{lang}.html").read_text(encoding="utf-8")


def text_of(html):
    """The page's words: generated diagrams and tags removed, entities of our own undone."""
    html = re.sub(r"<!-- diagram:([a-z0-9-]+) -->.*?<!-- /diagram:\1 -->", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).replace("&amp;", "&")


def keys_named(html):
    """The board keys a page names, as the browser reports them in event.key: a lone
    <kbd>R</kbd> is "r", <kbd>Shift</kbd>+<kbd>R</kbd> is "R", <kbd>1</kbd>–<kbd>5</kbd>
    is 1 to 5. The app's own keys (arrows, Enter, Space, Tab) are left out."""
    html = re.sub(r"<!-- diagram:([a-z0-9-]+) -->.*?<!-- /diagram:\1 -->", " ", html, flags=re.S)
    found = set()
    for a, b in re.findall(r"<kbd>(\d)</kbd>\s*[–-]\s*<kbd>(\d)</kbd>", html):
        found.update(str(n) for n in range(int(a), int(b) + 1))
    for mod, key in re.findall(r"<kbd>([^<]+)</kbd>\s*\+\s*<kbd>([^<]+)</kbd>", html):
        assert mod in SHIFT, f"unknown modifier {mod}"
        found.add(key.upper())
    lone = re.sub(r"<kbd>[^<]+</kbd>\s*\+\s*<kbd>[^<]+</kbd>", " ", html)
    for key in re.findall(r"<kbd>([^<]+)</kbd>", lone):
        if key in APP_KEYS or key in SHIFT:
            continue
        assert len(key) == 1, f"a board key is one character: {key!r}"
        found.add(key.lower())
    return found


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_key_a_page_names_is_in_the_renderer_key_map(game, lang):
    named = keys_named(page(game, lang))
    missing = sorted(named - set(board_for(game).keys))
    assert not missing, f"rules/{game}.{lang}.html names keys the board does not know: {missing}"


def test_keys_named_reads_shift_ranges_and_app_keys():
    html = "<kbd>1</kbd>–<kbd>3</kbd> <kbd>R</kbd>, <kbd>Shift</kbd>+<kbd>R</kbd>, <kbd>Enter</kbd> <kbd>←</kbd>"
    assert keys_named(html) == {"1", "2", "3", "r", "R"}


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_have_the_same_parts(game):
    shapes = []
    for lang in LANGS:
        html = page(game, lang)
        assert f'lang="{lang}"' in html and f'id="rules-{game}"' in html
        body = re.sub(r"<!-- diagram:([a-z0-9-]+) -->.*?<!-- /diagram:\1 -->", r"[\1]", html, flags=re.S)
        shapes.append(re.findall(r"<(h[2-4]|li|ol|ul|table)\b|\[([a-z0-9-]+)\]", body))
    assert shapes[0] == shapes[1]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_page_says_how_to_play_here(game, lang):
    html = page(game, lang)
    section = html.split(f"<h3>{HOW_TO_PLAY[lang]}</h3>", 1)
    assert len(section) == 2, "no 'how to play here' section"
    rest = section[1]
    for part in ({"de": "Maus oder Touch", "en": "Mouse or touch"}, {"de": "Tastatur", "en": "Keyboard"}):
        assert part[lang] in rest
    assert "<kbd>Tab</kbd>" in rest and "<kbd>Enter</kbd>" in rest and "<kbd>←</kbd>" in rest


# words of the rule texts (seeds/) the German pages must use, and words they must not
GERMAN_TERMS = {
    "soulaween": ["Seelenmeister", "Seelensteine", "Seelenfeld", "Symbolsteine von Lehrer Geier", "einfachen Modus",
                  "Legen", "Umdrehen", "Sammeln", "Aufräumen", "flachen schwarzen Hut ohne Krempe",
                  "spitzen weißen Hut"],
    "iye": ["Schamanenanwärter", "İye-Plättchen", "Sonderbewegung", "Natürliche Bewegung", "Schamanentrommel",
            "Kein legaler Zug", "Ergänzung dieser App"],
    "boxilies": ["gefangen genommen", "rotierende Figur", "Bernhard"],
    "solstis": ["Bergplättchen", "Bergstapel", "Leuchtfeuer", "Berggeist"],
}
GERMAN_AVOID = [r"\bdran\b", r"natürlich ziehen", r"Seelenführer", r"Geisterzug", r"\berober", r"Die Sonne darf nur auf"]
ENGLISH_TERMS = {
    "soulaween": ["guide of souls", "Soul Pieces", "Mat", "Tokens of Teacher Vulture", "simple mode first",
                  "must", "white cone hat", "brimless"],
    "iye": ["İye tiles", "shaman drum", "special move", "addition of this app"],
    "boxilies": ["captured", "rotating figure", "Bernhard", "several neighbours at once"],
    "solstis": ["scores its 1 point like every spirit", "three with the Bear", "in the game by default",
                "Share links are not secret"],
}


@pytest.mark.parametrize("game", GAMES)
def test_pages_use_the_rule_texts_words(game):
    de, en = text_of(page(game, "de")), text_of(page(game, "en"))
    for term in GERMAN_TERMS[game]:
        assert term in de, term
    for pattern in GERMAN_AVOID:
        assert not re.search(pattern, de), pattern
    for term in ENGLISH_TERMS[game]:
        assert term in en, term
    assert "may reap them" not in en and "tall white hat" not in en


def test_the_game_screen_and_lessons_use_the_rule_texts_words_too():
    """A player reads the same German word on the board, in a lesson and on the rules page
    ("gefangen nehmen" in Boxilies, "nehmen" in Solstis, never "erobern")."""
    import po_catalog

    from conftest import ROOT
    from spielkiste.lessons import boxilies as boxilies_lesson
    from spielkiste.lessons import solstis as solstis_lesson
    from ui import explain

    sources = [repr(po_catalog.read_catalog(ROOT, "de")[1])]  # the boards' and the app's words
    sources += [repr(explain.__dict__), repr(boxilies_lesson.__dict__), repr(solstis_lesson.__dict__)]
    for text in sources:
        for pattern in GERMAN_AVOID:
            assert not re.search(pattern, text, re.IGNORECASE), pattern


def test_solstis_squirrel_deer_beaver_and_link_in_german_too():
    de = text_of(page("solstis", "de"))
    for term in ("zählt seinen 1 Punkt wie jeder Geist", "mit dem Bären drei", "voreingestellt im Spiel",
                 "Links zum Teilen sind nicht geheim", "Spieler 1, wenn du nichts änderst"):
        assert term in de, term

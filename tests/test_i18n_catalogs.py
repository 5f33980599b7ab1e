"""The message catalogs (locale/<lang>/LC_MESSAGES/spielkiste.po): every language has every
key and every plural form, with the same {placeholders}; the .po files parse the same with
the pinned `babel` as with the build's own reader, and the compiled .mo says what the .po
says; js/words.mjs is what the catalogs give; counts come out in the right plural form."""

import gettext
import io
import re

import babel.messages.mofile
import babel.messages.pofile
import po_catalog
import pytest

from conftest import ROOT
from ui import i18n

LANGS = po_catalog.languages(ROOT)


def catalog(lang):
    return po_catalog.read_catalog(ROOT, lang)


def placeholders(text):
    return set(re.findall(r"{(\w+)[^}]*}", text))


def test_the_languages_are_the_apps():
    assert LANGS == list(i18n.languages()) and {"de", "en"} <= set(LANGS)


#: the languages that must have every key; any other may be partial (English fills in)
COMPLETE = ("de", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_and_plural_form_in_every_language(lang):
    check_catalog(ROOT, lang)


def check_catalog(root, lang):
    """German and English have every key; every catalog has no key English lacks, its
    plural forms and the same placeholders as English."""
    header, messages = po_catalog.read_catalog(root, lang)
    _, english = po_catalog.read_catalog(root, "en")
    missing = set(english) - set(messages) if lang in COMPLETE else set()
    assert not missing and set(messages) <= set(english), (
        f"{lang}: missing {sorted(missing)}, extra {sorted(set(messages) - set(english))}")
    nplurals = po_catalog.plural_count(header)
    for key, text in messages.items():
        model = english[key]
        assert isinstance(text, tuple) == isinstance(model, tuple), f"{lang} {key!r}: plural in one language only"
        forms = text if isinstance(text, tuple) else (text,)
        if isinstance(text, tuple):
            assert len(text) == nplurals, f"{lang} {key!r}: {len(text)} plural forms, Plural-Forms says {nplurals}"
        for form in forms:
            wanted = placeholders(model[-1] if isinstance(model, tuple) else model)
            assert placeholders(form) <= wanted | {"n"} and placeholders(form) >= wanted - {"n"}, (
                f"{lang} {key!r}: placeholders {placeholders(form)} != {wanted}")


def test_a_missing_plural_form_or_key_is_an_error():
    text = 'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n' \
           'msgid "a_n"\nmsgid_plural "a_n"\nmsgstr[0] "{n} a"\nmsgstr[1] ""\n'
    with pytest.raises(po_catalog.PoError, match="empty plural form"):
        po_catalog.read_po(text)
    with pytest.raises(po_catalog.PoError, match="twice"):
        po_catalog.read_po('msgid "a"\nmsgstr "A"\n\nmsgid "a"\nmsgstr "B"\n')
    with pytest.raises(po_catalog.PoError, match="not translated"):
        po_catalog.read_po('msgid "a"\nmsgstr ""\n')


@pytest.mark.parametrize("lang", LANGS)
def test_babel_reads_the_catalog_as_the_build_does(lang):
    header, messages = catalog(lang)
    path = po_catalog.po_path(ROOT, lang)
    with open(path, "rb") as fp:
        theirs = babel.messages.pofile.read_po(fp, locale=lang)
    found = {}
    for message in theirs:
        if not message.id:
            continue
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        found[key] = tuple(message.string) if isinstance(message.id, tuple) else message.string
    assert found == messages
    assert theirs.plural_forms == header["Plural-Forms"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalog_says_what_the_po_says(lang):
    header, messages = catalog(lang)
    ours = gettext.GNUTranslations(io.BytesIO(po_catalog.mo_bytes(header, messages)))
    with open(po_catalog.po_path(ROOT, lang), "rb") as fp:
        buffer = io.BytesIO()
        babel.messages.mofile.write_mo(buffer, babel.messages.pofile.read_po(fp, locale=lang))
    theirs = gettext.GNUTranslations(io.BytesIO(buffer.getvalue()))
    shipped = (ROOT / po_catalog.MO_DIR / lang / "LC_MESSAGES" / "spielkiste.mo").read_bytes()
    assert shipped == po_catalog.mo_bytes(header, messages)
    for key, text in messages.items():
        if isinstance(text, tuple):
            for n, form in ((1, 0), (2, 1), (5, 1)):
                assert ours.ngettext(key, key, n) == theirs.ngettext(key, key, n) == text[form]
        else:
            assert ours.gettext(key) == theirs.gettext(key) == text


def test_the_pages_words_before_python_come_from_the_catalogs():
    text = (ROOT / po_catalog.JS_WORDS).read_text(encoding="utf-8")
    assert text == po_catalog.render_js_words(ROOT), "js/words.mjs is stale: run python3 tools/po_catalog.py"
    for script in ("boot", "rescue", "sw"):
        assert f'"{script}": {{' in text


def test_index_offers_a_button_per_catalog():
    text = (ROOT / po_catalog.INDEX).read_text(encoding="utf-8")
    assert text == po_catalog.render_index(ROOT), "index.html's language buttons are stale: run python3 tools/po_catalog.py"
    assert '<button type="button" data-act="ui:lang:de" aria-pressed="false" lang="de" title="Deutsch">DE</button>' in text


def test_counts_take_their_plural_form():
    assert i18n.tn("en", "moves_n", 1) == "1 move" and i18n.tn("en", "moves_n", 2) == "2 moves"
    assert i18n.tn("de", "moves_n", 1) == "1 Zug" and i18n.tn("de", "moves_n", 0) == "0 Züge"
    assert i18n.tn("de", "continue_n", 1) == "Weiterspielen (1 Zug)"


def test_a_missing_key_falls_back_to_english_then_to_the_key():
    assert i18n.t("xx", "undo") == "Undo" and i18n.language_name("de") == "Deutsch"
    assert i18n.t("de", "no_such_key") == "no_such_key" and not i18n.has("de", "no_such_key")


def test_one_stone_two_stones_where_the_page_says_them():
    """The players region, the picker's saved games and the İye table say a count in its
    plural form (the page said "1 stones", "Continue (1 moves)", "1 tiles")."""
    import spielkiste
    from ui import cards, picker
    from ui.game import players
    from ui.game.model import ScreenModel
    from ui.games import board_for
    from ui.saves import Save

    match = spielkiste.new_match("boxilies", {"board": "3x3"}, seed=1)
    match.play(match.legal_moves()[0])
    for lang, one, none in (("en", "1</span> <span class=\"pl-score-w\">stone<", "0</span> <span class=\"pl-score-w\">stones<"),
                            ("de", "1</span> <span class=\"pl-score-w\">Stein<", "0</span> <span class=\"pl-score-w\">Steine<")):
        model = ScreenModel(match, ("human", "human"), lang)
        html = players.render(model, model.ctx())
        assert one in html and none in html, html
    save = Save("iye", "zzzz0000", 5, "/iye?v=1&s=1", ("human", "human"), 1, False, 1, 1)
    html = picker.render("en", cards.cards(), [save], {})
    assert "Continue (1 move)" in html and "1 moves" not in html
    assert "Weiterspielen (1 Zug)" in picker.render("de", cards.cards(), [save], {})
    board = board_for("iye")
    assert board.trn("en", "t_tiles", 1) == "1 tile" and board.trn("en", "t_tiles", 3) == "3 tiles"
    assert board.score_name("de", 1) == "Zyklus gewonnen" and board.score_name("de", 2) == "Zyklen gewonnen"


def test_the_hints_reasons_count_their_moves():
    from ui.game.hint import because

    assert because({"kind": "keeps_win", "plies": 1}, "en", 0) == "it keeps the win: every reply loses (over within 1 move)"
    assert because({"kind": "keeps_win", "plies": 3}, "de", 0) == \
        "das hält den Sieg: jede Antwort verliert (vorbei in höchstens 3 Zügen)"
    assert because({"kind": "holds_longest", "plies": 1}, "de", 0).endswith("dieser hält am längsten (1 Zug)")


def test_every_key_the_code_names_is_in_the_catalogs():
    """t / tn (key as is), a board's self.tr / self.trn ("<game>.<key>", in
    py/ui/games/<game>/), the designer's and the archive's tr: a literal key that no
    catalog has would show the key itself on the page."""
    import ast

    prefixed = {"py/ui/games/boxilies/designer.py": "boxilies.designer.", "py/ui/archive.py": "archive."}
    known = set(catalog("en")[1])
    checked, missing = 0, []
    for path in sorted((ROOT / "py" / "ui").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            key, func = node.args[1], node.func
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                continue  # a computed key ("level_" + name): the tests of its screen see it
            if isinstance(func, ast.Name) and func.id in ("t", "tn"):
                full = key.value
            elif (isinstance(func, ast.Attribute) and func.attr in ("tr", "trn") and isinstance(func.value, ast.Name)
                  and func.value.id == "self" and rel.startswith("py/ui/games/") and rel.count("/") == 4):
                full = f"{rel.split('/')[3]}.{key.value}"
            elif isinstance(func, ast.Name) and func.id == "tr" and rel in prefixed:
                full = prefixed[rel] + key.value
            else:
                continue
            checked += 1
            if full not in known:
                missing.append(f"{rel}:{node.lineno} {full}")
    assert checked > 300 and not missing, missing


def engine_keys():
    """Every message key the engine keeps instead of words: each game's name, sentence,
    options and labelled values, the lessons' texts, the levels, Solstis' colours and spirits."""
    import spielkiste
    from spielkiste import lessons
    from spielkiste.ai.levels import LADDER
    from spielkiste.games.solstis_spirits import COLOURS, SPIRITS

    keys = {f"level_{name}" for name in LADDER} | {f"level_about_{name}" for name in LADDER}
    keys |= {f"solstis.colour_{c}" for c in COLOURS} | {f"solstis.spirit_{s}" for s in SPIRITS}
    for gid, game in spielkiste.GAMES.items():
        keys |= {f"{gid}.name", f"{gid}.blurb"} | {f"{gid}.option.{o.name}" for o in game.options}
    for gid in lessons.LESSON_GAMES:
        lesson = lessons.load(gid)
        keys.add(lesson.title)
        for step in lesson.steps:
            keys |= {step.text, step.why, step.done} | set((step.wrong or {}).values())
    return keys - {""}


@pytest.mark.parametrize("lang", ("de", "en"))
def test_the_engines_keys_are_in_the_catalogs(lang):
    keys = engine_keys()
    assert len(keys) > 150
    assert sorted(keys - set(catalog(lang)[1])) == []


def test_the_engine_keeps_no_words():
    """No {"de": ..., "en": ...} table left in the engine: its words are the catalogs'."""
    found = [f"{p.relative_to(ROOT)}:{n}" for p in sorted((ROOT / "py" / "spielkiste").rglob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if re.search(r'"(de|en)":', line)]
    assert found == []


def test_the_engines_words_as_the_page_shows_them():
    from ui.i18n import game_blurb, game_name, option_label, value_label

    assert game_name("de", "iye") == "İye" and game_blurb("en", "boxilies").startswith("Place arrow stones")
    assert option_label("de", "solstis", "beaver") == "Böser Biber"
    assert value_label("en", "soulaween", "char1", "none") == "none (Teacher Vulture)"
    assert value_label("de", "boxilies", "board", "3x3") == "3x3"  # a value without words is shown as it is

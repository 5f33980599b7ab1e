"""A third language without code: a translator's one new catalog (here French, a copy of
the English one with a few words changed and a few left out) is offered by the build and
the page, and its words are used; a key it lacks falls back to English. Built in a
temporary copy of the repository's catalogs and index.html, so nothing here is the app's."""

import shutil

import po_catalog
import pytest
from test_i18n_catalogs import check_catalog

from conftest import ROOT
from ui import cards, i18n, picker

CHANGED = {"language.name": "Français", "undo": "Annuler", "soulaween.blurb": "Posez des âmes et récoltez.",
           "boot.loading": "Chargement de Python …", "iye.option.first": "Qui commence"}
LEFT_OUT = ("redo", "boot.failed", "moves_n")


@pytest.fixture
def french(tmp_path):
    shutil.copytree(ROOT / "locale", tmp_path / "locale")
    shutil.copy(ROOT / "index.html", tmp_path / "index.html")
    header, messages = po_catalog.read_catalog(tmp_path, "en")
    header = dict(header, **{"Language": "fr", "Plural-Forms": "nplurals=2; plural=(n > 1);"})
    messages = {k: v for k, v in messages.items() if k not in LEFT_OUT} | CHANGED
    path = po_catalog.po_path(tmp_path, "fr")
    path.parent.mkdir(parents=True)
    path.write_text(po_catalog.write_po(header, messages, "French messages of a test."), encoding="utf-8")
    po_catalog.write_mo_files(tmp_path)  # what the build does: tmp_path/py/ui/locale/<lang>/...
    i18n.use_locale(tmp_path / po_catalog.MO_DIR)
    yield tmp_path
    i18n.use_locale()


def test_the_new_catalog_is_a_language_of_the_page(french):
    assert i18n.languages() == ("de", "en", "fr")
    assert i18n.pick_lang(None, ["fr-CA", "de"]) == "fr" and i18n.pick_lang("fr", []) == "fr"
    assert i18n.language_name("fr") == "Français"
    check_catalog(french, "fr")  # a partial catalog passes the catalog test; de and en stay complete


def test_its_words_are_used_and_english_fills_in(french):
    assert i18n.t("fr", "undo") == "Annuler" and i18n.t("fr", "redo") == i18n.t("en", "redo") == "Redo"
    assert i18n.tn("fr", "moves_n", 2) == "2 moves"  # left out: English, in English's plural form
    html = picker.render("fr", cards.cards(), [])
    assert "<p>Posez des âmes et récoltez.</p>" in html and "Boxilies" in html
    assert i18n.option_label("fr", "iye", "first") == "Qui commence"
    assert i18n.t("de", "undo") == "Zurücknehmen"  # the others unchanged


def test_the_build_offers_it_before_python_starts(french):
    index = po_catalog.render_index(french)
    assert '<button type="button" data-act="ui:lang:fr" aria-pressed="false" lang="fr" title="Français">FR</button>' in index
    assert index.index("ui:lang:de") < index.index("ui:lang:en") < index.index("ui:lang:fr")
    words = po_catalog.render_js_words(french)
    assert 'export const LANGUAGES = Object.freeze(["de", "en", "fr"]);' in words
    assert '"loading": "Chargement de Python …"' in words
    assert words.count('"failed": "Spielkiste could not start. Please reload the page."') == 2  # en, and fr's fallback
    assert "fr/LC_MESSAGES/spielkiste.mo" in po_catalog.compiled(french)  # app.zip carries what compiled() gives

"""Help for every kind of piece (issue 25 shows it on screen): data in each game's UI
package, German and English for every kind, and every kind the engine has."""

import po_catalog
import pytest

from conftest import ROOT
from spielkiste.games import iye, soulaween
from spielkiste.games.solstis_spirits import SPIRITS
from spielkiste.registry import ORDER
from ui.games import ui_for

#: kinds of piece each game's help must cover, named as the engine names them
MUST_COVER = {
    "soulaween": {"piece", "chain", "vulture", "cloth", "scythe", "needle", "anubis_token", "hei", "bai",
                  *soulaween.CHARACTERS},
    "iye": {*iye.KIND_LETTERS, "drum"},
    "boxilies": {"stone", "side", "captured", "rotation"},
    "solstis": {"tile", "hand", "display", "face_down", "rainbow", "beacon", "block", "spirit_row", *SPIRITS},
}


CATALOGS = {lang: po_catalog.read_catalog(ROOT, lang)[1] for lang in ("de", "en")}


@pytest.mark.parametrize("game_id", ORDER)
def test_every_kind_of_piece_has_a_help_text_in_both_languages(game_id):
    ui = ui_for(game_id)
    assert set(ui.pieces) >= MUST_COVER[game_id], sorted(MUST_COVER[game_id] - set(ui.pieces))
    for kind in ui.pieces:
        de, en = ui.help_for(kind, "de"), ui.help_for(kind, "en")
        assert all(f"{game_id}.help.{kind}" in CATALOGS[lang] for lang in ("de", "en")), kind
        for text in (de, en):
            assert 20 <= len(text) <= 260 and text.endswith(".") and "{" not in text, (kind, text)
        assert de != en, kind
        assert ui.help_for(kind, "fr") == en  # a language without texts reads English
    with pytest.raises(KeyError):
        ui.help_for("no-such-piece", "en")


def test_a_game_without_help_texts_has_no_pieces():
    from ui.games.base import GameUI

    assert GameUI().pieces == ()

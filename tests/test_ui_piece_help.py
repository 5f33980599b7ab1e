"""Help on every piece (issue 25), the model under CPython: the texts the page holds,
the "?" control, and the contract that every piece a renderer draws carries
data-help="<kind>" of its game's help texts, every kind drawn somewhere in play."""

import random
import re

import pytest

import spielkiste
from ui.game import dialog, frame, piece_help
from ui.game.model import HUMAN, ScreenModel
from ui.games import ui_for
from ui.games.base import esc

GAMES = ("soulaween", "iye", "boxilies")  # Solstis' board: its own engineer (the same contract)
OPTIONS = {  # option sets under which every kind of piece appears
    "soulaween": [{"char1": "death", "char2": "anubis"}, {"char1": "wuchang", "char2": "none"}, {"mode": "simple"}],
    "iye": [None],
    "boxilies": [None],
}


def kinds_in(html):
    return set(re.findall(r'data-help="([^"]+)"', html))


def drawn_kinds(game_id, options, seed, plies=60):
    """The data-help kinds drawn in the board, controls and players of every position of
    a random game (each position as the human to move sees it)."""
    m = spielkiste.new_match(game_id, options, seed=seed)
    rng = random.Random(seed)
    seen = set()
    for _ in range(plies):
        model = ScreenModel(m, (HUMAN, HUMAN))
        if model.needs_handover():
            model.holder = model.handover_seat()
        ctx = model.ctx()
        html = model.board.render_board(ctx) + model.board.render_controls(ctx)
        html += "".join(model.board.render_player(ctx, s) for s in (0, 1))
        seen |= kinds_in(html)
        if m.is_over:
            break
        m.play(rng.choice(m.legal_moves()))
    return seen


@pytest.mark.parametrize("game_id", GAMES)
def test_every_kind_drawn_has_a_text_and_every_text_is_drawn_somewhere(game_id):
    kinds = set(ui_for(game_id).pieces)
    seen = set()
    for options in OPTIONS[game_id]:
        for seed in range(1, 5):
            seen |= drawn_kinds(game_id, options, seed)
    assert seen <= kinds, f"data-help without a text: {seen - kinds}"
    assert seen == kinds, f"never drawn: {kinds - seen}"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_holds_each_kinds_text_in_the_language_and_a_tooltip(lang):
    html = piece_help.render("iye", lang)
    ui = ui_for("iye")
    for kind in ui.pieces:
        assert f'<p data-kind="{kind}">' in html and esc(ui.help_for(kind, lang)) in html
    assert 'id="piece-help" class="piece-help" role="tooltip" hidden' in html
    assert ("Wasser" in html) == (lang == "de")


def test_the_game_screen_has_the_help_button_and_texts_and_a_game_without_texts_neither():
    page = frame.render("en", spielkiste.GAMES["soulaween"])
    assert 'id="btn-piecehelp"' in page and 'aria-keyshortcuts="?"' in page and 'id="piece-help-texts"' in page
    assert page.index('id="piece-help-texts"') > page.index('</nav>')  # out of the buttons' row
    # the "?" shown beside the game's name (css), last in the page's order (Tab: name, board, controls),
    # with the one line on the long press (shown on a touch screen while it is pressed)
    assert page.index('id="controls"') < page.index('class="gs-help"') < page.index('id="piece-help-texts"')
    assert page.count('id="btn-piecehelp"') == 1 and page.count('class="piece-help-touch"') == 1
    assert "long press" in piece_help.touch_note("en") and "langer Druck" in piece_help.touch_note("de")
    assert piece_help.render("soulaween", "de").count("<p ") == len(ui_for("soulaween").pieces)


def test_wuchangs_card_choice_shows_the_effect_of_each_side():
    m = spielkiste.new_match("soulaween", {"char1": "wuchang", "char2": "none"}, seed=1)
    rng = random.Random(2)
    while "keep" not in m.legal_moves():
        m.play(rng.choice(m.legal_moves()))
    model = ScreenModel(m, (HUMAN, HUMAN))
    html = model.board.render_controls(model.ctx())
    help_de = ui_for("soulaween")
    for hat in ("hei", "bai"):
        assert f'data-help="{hat}"' in html and esc(help_de.help_for(hat, "en")) in html
    assert piece_help.effect("soulaween", "bai", "de") == help_de.help_for("bai", "de")
    assert piece_help.effect("soulaween", "nothing", "en") == ""


def test_the_new_game_dialog_shows_the_effect_of_the_character_chosen():
    game = spielkiste.GAMES["soulaween"]
    ui = ui_for("soulaween")
    html = dialog.option_rows("en", game, {"mode": "standard", "char1": "death", "char2": "none"})
    assert 'name="opt:char1" aria-describedby="opt-help-char1"' in html
    assert f'id="opt-help-char1">{esc(ui.help_for("death", "en"))}</p>' in html
    assert f'id="opt-help-char2">{esc(ui.help_for("vulture", "en"))}</p>' in html
    assert esc(ui.help_for("hei", "en")) in html  # Wuchang's starting side, hei by default
    german = dialog.option_rows("de", game, {"mode": "standard", "char1": "anubis", "char2": "random"})
    assert esc(ui.help_for("anubis", "de")) in german and 'id="opt-help-char2"' not in german  # random: no piece
    assert "opt-help" not in dialog.option_rows("en", game, {"mode": "simple"})  # no characters in simple mode


def test_a_solstis_place_in_a_block_explains_the_blocks_mark_drawn_beside_it():
    """The block marks (a spirit's ✦, a barren ⊘) are drawn between the places, where the
    keys cannot go: the places of the block name them (data-help-more), and the chips and
    display tiles, no buttons, are reached by Tab (tabindex 0)."""
    m = spielkiste.new_match("solstis", seed=6)
    rng = random.Random(6)
    while not (m.state.barren[0] or m.state.barren[1]) and not m.is_over:
        m.play(rng.choice(m.legal_moves()))
    assert not m.is_over
    model = ScreenModel(m, (HUMAN, HUMAN))
    model.holder = model.handover_seat() if model.needs_handover() else model.holder
    ctx = model.ctx()
    board = model.board.render_board(ctx)
    cells = re.findall(r'<g role="gridcell"[^>]*>', board)
    barren = [c for c in cells if re.search(r'data-help-more="[^"]*\bbarren\b', c)]
    blocks = [c for c in cells if re.search(r'data-help-more="[^"]*\bblock\b', c)]
    assert len(barren) >= 4  # the four places of the barren block
    assert len(blocks) >= 4 and 'data-help="barren"' in board and 'data-help="block"' in board
    extra = model.board.render_extra(ctx) + "".join(model.board.render_player(ctx, s) for s in (0, 1))
    chips = re.findall(r'<li class="solstis-chip[^"]*"[^>]*>', extra)
    assert chips and all('tabindex="0"' in c for c in chips)


@pytest.mark.parametrize("lang, word", [("en", "Pieces"), ("de", "Teile")])
def test_the_help_buttons_word_can_go_and_its_question_mark_stays(lang, word):
    """Where room is short (a review or a lesson on a phone, a short phone) css/app.css hides
    the word: the "?" is a part of its own, the name stays the aria-label."""
    html = piece_help.button(lang)
    assert '<span class="ph-mark" aria-hidden="true">?</span>' in html
    assert f'<span class="ph-word">{word}</span>' in html and "?" not in word
    assert f'aria-label="{esc(piece_help.tr(lang, "button_label"))}"' in html

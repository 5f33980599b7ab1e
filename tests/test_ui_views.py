"""The app's pure parts: routes, language choice, and the escaped HTML of its views."""

import spielkiste
from ui import i18n, routes, views


def test_routes():
    assert routes.parse("") == ("picker", None, "")
    assert routes.parse("#/") == ("picker", None, "")
    assert routes.parse("#/iye") == ("game", "iye", "")
    assert routes.parse("#/boxilies?v=1&s=2") == ("game", "boxilies", "v=1&s=2")
    assert routes.parse("#/solstis/rules") == ("rules", "solstis", "")
    assert routes.parse("#/boxilies/designer?design=x") == ("designer", "boxilies", "design=x")
    assert routes.parse("#/a/b/c")[0] == "unknown"
    assert len(routes.parse("#/x?" + "a" * 200_000)[2]) < routes.MAX_FRAGMENT


def test_language_choice():
    assert i18n.pick_lang("de", ["en-US"]) == "de"
    assert i18n.pick_lang(None, ["fr-FR", "de-AT"]) == "de"
    assert i18n.pick_lang("<x>", ["fr"]) == "en"
    assert set(i18n.STRINGS["de"]) == set(i18n.STRINGS["en"]), "every string in both languages"


def test_picker_escapes_and_lists_games():
    html = views.picker("en", spielkiste.GAMES, {}, {"boxilies": '/boxilies?v=1&s=1&m="><img src=x>'})
    assert '"><img' not in html and "&quot;&gt;&lt;img" in html
    for gid in spielkiste.GAMES:
        assert f'data-game="{gid}"' in html


def test_move_list_marks_current():
    html = views.move_list("de", ["a1R", "<b>"], 1)
    assert 'aria-current="step"' in html and "&lt;b&gt;" in html
    assert "Noch keine" in views.move_list("de", [], 0)


def test_new_game_dialog_has_every_option_and_seat():
    for game in spielkiste.GAMES.values():
        html = views.new_game_dialog("en", game, game.normalize_options({}), ["human", "ai:strong"])
        for opt in game.options:
            assert f'name="opt:{opt.name}"' in html
        assert 'name="player:0"' in html and 'name="player:1"' in html
        assert '<option value="ai:strong" selected>' in html


def test_status_text():
    m = spielkiste.new_match("boxilies", seed=1)
    assert views.status_text("en", m, ("Ann", "Bo")).startswith("Ann to move.")

"""The table (issue 25): one-tap starts on the picker, the computer's level on the game
screen, and the status of a game for two at one device."""

import spielkiste
from ui import cards, picker, routes
from ui.game import controls, status
from ui.game.model import ScreenModel
from ui.saves import Save


def test_new_game_routes_say_how_the_game_is_played():
    assert routes.new_game_query("new=1") == "here"
    assert routes.new_game_query("new=1&vs=computer") == "computer"
    assert routes.new_game_query("vs=link&new=1") == "link"
    assert routes.new_game_query("new=1&vs=here") == "here"
    assert routes.new_game_query("new=1&vs=robot") is None  # a strange value is no new-game route
    assert routes.new_game_query("v=1&s=2") is None and routes.new_game_query("") is None


def test_every_card_starts_a_game_in_one_tap():
    html = picker.render("en", cards.cards(), [], {}, level="strong")
    for gid in spielkiste.GAMES:
        assert f'href="#/{gid}?new=1&amp;vs=computer"' in html
        assert f'href="#/{gid}?new=1&amp;vs=here"' in html
        assert (f'href="#/{gid}?new=1&amp;vs=link"' in html) == (gid != "solstis")
        assert f'data-play="{gid}"' in html  # the plain two-player start keeps its marker
    assert html.count("Play the computer") == 4 and html.count("Two players here") == 4
    assert html.count("With a friend") == 3
    assert 'Play the computer <span class="visually-hidden">(strong)</span>' in html  # the level in its name
    # the first way in is the computer when nothing is saved
    card = html[html.index('data-game="iye"'):]
    assert card.index('data-vs="computer"') < card.index('data-vs="here"') < card.index("/rules")


def test_a_saved_game_is_continued_first_and_german_reads_right():
    save = Save("boxilies", "abcd1234", 2, "/boxilies?v=1&s=1", ("human", "ai:easy"), 3, False, 1, 2)
    html = picker.render("de", cards.cards(), [save], {})
    card = html[html.index('data-game="boxilies"'):html.index('data-game="solstis"')]
    assert card.index("Weiterspielen (3 Züge)") < card.index("Gegen den Computer") < card.index("Zu zweit hier")
    assert 'data-new="boxilies"' in card and 'data-play="boxilies"' not in card
    assert "Mit jemandem per Link" in card and "mittel" in card  # normal the first time


def test_the_picker_knows_which_games_cannot_be_played_by_link():
    hidden = {gid for gid in spielkiste.GAMES if spielkiste.new_match(gid).game.hidden_information}
    assert hidden and {gid for gid, card in cards.cards().items() if not card.by_link} == hidden
    html = picker.render("en", cards.cards(), [])
    for gid in spielkiste.GAMES:
        card_html = html[html.index(f'data-game="{gid}"'):].split("</li>")[0]
        assert ('data-vs="link"' in card_html) == (gid not in hidden), gid


def test_the_level_is_chosen_on_the_game_screen_only_against_the_computer():
    m = spielkiste.new_match("boxilies", seed=1)
    html = controls.level_choice(ScreenModel(m, ("human", "ai:strong"), "en"))
    assert 'id="ai-level"' in html and '<option value="strong" selected>' in html and "easy" in html
    assert controls.level_choice(ScreenModel(m, ("human", "human"), "en")) == ""
    assert controls.level_choice(ScreenModel(m, ("ai:easy", "ai:easy"), "en")) == ""
    assert "leicht" in controls.level_choice(ScreenModel(m, ("ai:normal", "human"), "de"))


def test_a_game_for_two_here_says_you_play_both_sides():
    m = spielkiste.new_match("iye", seed=1)
    model = ScreenModel(m, ("human", "human"), "en")
    assert "You play both sides." in status.render(model, model.ctx())
    model = ScreenModel(m, ("human", "ai:easy"), "de")
    text = status.render(model, model.ctx())
    assert "beide Seiten" not in text and "am Zug" in text
    model = ScreenModel(m, ("human", "human"), "de")
    assert "Du spielst beide Seiten." in status.render(model, model.ctx())


def test_the_log_tells_each_move_in_words_and_follows_undo_and_language():
    from ui.game import log

    m = spielkiste.new_match("boxilies", seed=1)
    model = ScreenModel(m, ("human", "ai:easy"), "en")
    assert log.render(model) == ""  # before a move: nothing
    for _ in range(3):
        m.play(m.game.legal_moves(m.state)[0])
    lines = log.sentences(model)
    assert [(p, s) for p, s, _ in lines] == [(1, 0), (2, 1), (3, 0)]
    assert lines[0][2].startswith("Player 1 places") and "Computer (easy)" in lines[1][2]
    html = log.render(model)
    assert html.count("<li ") == 3 and "3 moves" in html and f">{lines[-1][2]}</span>" in html
    assert f">{lines[-1][2]}</p>" in log.render(model, phone=False)
    m.undo()
    assert len(log.sentences(model)) == 2  # the log follows the history
    model.cursor = 1
    assert log.render(model).count("<li ") == 1  # in the replay: up to the move shown
    model.cursor, model.lang = None, "de"
    assert "Spieler 1" in log.sentences(model)[0][2] and "2 Züge" in log.render(model)

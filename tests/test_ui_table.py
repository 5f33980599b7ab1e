"""The table (issue 25): one-tap starts on the picker, the computer's level on the game
screen, and the status of a game for two at one device."""

import pathlib
import re

import pytest

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
    assert html.count("With a friend") == 4  # Solstis: live only (its fair deal), not by link
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
    assert "Mit jemandem:" in card and "Per Link, Zug um Zug" in card and "mittel" in card  # normal the first time


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


def test_a_finished_game_shows_its_result_before_the_level_choice():
    """On a phone the side panel follows the board in page order: the result comes
    right under the board, the computer's level after it."""
    from ui.game import frame

    page = frame.render("en", spielkiste.GAMES["boxilies"])
    assert page.index('id="board"') < page.index('id="result"') < page.index('id="levelbox"')
    assert page.index('id="levelbox"') < page.index('id="players"')


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
    assert html.count("<li ") == 3 and "3 turns" in html and f">{lines[-1][2]}</span>" in html
    assert f">{lines[-1][2]}</p>" in log.render(model, phone=False)
    m.undo()
    assert len(log.sentences(model)) == 2  # the log follows the history
    model.cursor = 1
    assert log.render(model).count("<li ") == 1  # in the replay: up to the move shown
    model.cursor, model.lang = None, "de"
    assert "Spieler 1" in log.sentences(model)[0][2] and "2 Züge" in log.render(model)


def test_the_log_has_one_entry_per_turn_with_its_decisions_in_order():
    """A turn of several decisions (Solstis' tile, spirit and keep) is one entry, numbered
    by turn, its mover named once and its decisions told in order; it is the move list's
    row (the same grouping), and in the replay a turn under way tells what was made so far."""
    from ui import explain
    from ui.game import log, movelist

    m = spielkiste.new_match("solstis", seed=3)
    while len(movelist.turns(ScreenModel(m, ("human", "human"), "en"))) < 3:
        m.play(m.game.legal_moves(m.state)[0])
    model = ScreenModel(m, ("human", "human"), "en")
    rows = movelist.turns(model)
    lines = log.sentences(model)
    assert [(n, s) for n, s, _ in lines] == [(n, s) for n, (s, _) in enumerate(rows, 1)]
    assert any(len(plies) > 1 for _, plies in rows)  # the test needs a turn of several decisions
    for (_, seat, text), (_, plies) in zip(lines, rows, strict=True):
        first = plies[0] - 1
        said = [explain.said(m.game, m.state_at(first), m.moves[first], "en", model.names)]
        said += [explain.sentence("solstis", m.game.effects(m.state_at(p - 1), m.moves[p - 1]), "en",
                                  names=model.names) for p in plies[1:]]
        assert text == " ".join(said) and text.count(model.names[seat]) == 1
    html = log.render(model)
    assert html.count("<li ") == len(rows) and f"{len(rows)} turns" in html
    assert f">{lines[-1][2]}</span>" in html  # the latest entry is the latest turn
    n, plies = next((n, plies) for n, (_, plies) in enumerate(rows, 1) if len(plies) > 1)
    model.cursor = plies[0]  # the replay, at the first decision of a turn of several
    part = log.sentences(model, model.ply)
    first = explain.said(m.game, m.state_at(plies[0] - 1), m.moves[plies[0] - 1], "en", model.names)
    assert len(part) == n and part[-1][2] == first and log.render(model).count("<li ") == n


def test_the_computer_is_named_by_its_level_alone():
    from ui.game.model import player_label

    m = spielkiste.new_match("soulaween", seed=1)
    assert ScreenModel(m, ("human", "ai:strong"), "en").names == ("Player 1", "Computer (strong)")
    assert ScreenModel(m, ("ai:easy", "human"), "de").names == ("Computer (leicht)", "Spieler 2")
    # two computers are told apart by their seat
    assert ScreenModel(m, ("ai:easy", "ai:easy"), "en").names == ("Computer 1 (easy)", "Computer 2 (easy)")
    # the saved-games list: one dash between two players, never inside a name
    save = Save("boxilies", "abcd1234", 1, "/boxilies?v=1&s=1", ("human", "ai:strong"), 3, False, 0, 0)
    html = picker.saved_list("en", cards.cards(), [save], {})
    assert "Player 1 – Computer (strong)" in html and html.count(" – ") == 1
    assert player_label("en", 1, "human") == "Player 2"


def test_soulaweens_players_wear_neither_side_of_its_pieces():
    from ui.game import players

    m = spielkiste.new_match("soulaween", seed=1)
    model = ScreenModel(m, ("human", "human"), "en")
    pieces = {"●", "▲"}  # green and red, put by both players
    assert model.symbol(0) != model.symbol(1) and not {model.symbol(0), model.symbol(1)} & pieces
    ctx = model.ctx()
    assert status.headline(model) == f"Player 1 {model.symbol(0)} to move."
    strips = players.render(model, ctx)
    assert not pieces & set(re.findall(r'class="pl-sym"[^>]*>(.)<', strips))
    # the other games keep ● and ▲
    other = ScreenModel(spielkiste.new_match("boxilies", seed=1), ("human", "human"), "en")
    assert (other.symbol(0), other.symbol(1)) == ("●", "▲")


def finished(game_id, options=None, seed=3):
    import random

    m = spielkiste.new_match(game_id, options or {}, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.play(rng.choice(m.legal_moves()))
    return m


def test_a_simple_soulaween_result_names_no_character():
    for lang, death in (("en", "Death"), ("de", "Tod")):
        simple = ScreenModel(finished("soulaween", {"mode": "simple"}), ("human", "human"), lang)
        html = simple.board.render_result(simple.ctx())
        assert death not in html and "<td>" in html
        assert html.count('scope="col"') == 2  # player and tokens: no character column
        head = "Tokens" if lang == "en" else "Symbolsteine"  # the column's name, said once in its head
        assert html.split("</table>")[0].count(head) == 1 and re.search(r"<td>[0-3] (of|von) 3</td>", html), html
    m = finished("soulaween", {"mode": "standard"}, 1)  # a standard game where Death plays
    assert "death:" in m.position()
    model = ScreenModel(m, ("human", "human"), "en")
    html = model.board.render_result(model.ctx())
    assert "Death needs one token of each kind" in html and html.count('scope="col"') == 3


RULES = pathlib.Path(__file__).resolve().parents[1] / "rules"


@pytest.mark.parametrize("name", sorted(p.name for p in RULES.glob("*.html")))
def test_every_rules_page_gets_a_table_of_contents(name):
    from ui import rules_toc

    html = (RULES / name).read_text(encoding="utf-8")
    shown = rules_toc.with_toc(html, "Contents")
    headings = re.findall(r"<h3 ([^>]*)>", shown)
    links = re.findall(r'<a href="#([^"]+)" data-act="ui:toc:([^"]+)">([^<]+)</a>', shown)
    assert len(headings) >= 5 and len(links) == len(headings)
    ids = [re.search(r'id="([^"]+)"', h).group(1) for h in headings]
    assert [a for a, _, _ in links] == ids == [b for _, b, _ in links] and len(set(ids)) == len(ids)
    assert all(text.strip() for _, _, text in links)
    assert shown.index('<nav class="rules-toc"') > shown.index("</h2>")  # under the page's title
    assert rules_toc.with_toc("<h2>X</h2><h3>Only</h3>", "Contents") == "<h2>X</h2><h3>Only</h3>"


def test_the_soulaween_rules_say_what_a_first_game_here_is():
    for lang, simple, standard in (("en", "your first game of Soulaween here is in the simple mode",
                                    "after it, a new game starts in the standard mode"),
                                   ("de", "Dein erstes Soulaween-Spiel hier ist im einfachen Modus",
                                    "danach beginnt ein neues Spiel im Standardmodus")):
        text = " ".join((RULES / f"soulaween.{lang}.html").read_text(encoding="utf-8").split())
        assert simple in text and standard in text
    # and so the app starts it: the first fresh start is simple, and says so
    from ui.i18n import t
    assert "simple mode" in t("en", "first_simple") and "einfacher Modus" in t("de", "first_simple")


def test_key_hints_are_marked_so_that_touch_screens_hide_them():
    from ui.game import keyhints

    model = ScreenModel(spielkiste.new_match("soulaween", {"mode": "simple"}, seed=1), ("human", "human"), "en")
    html = status.render(model, model.ctx())
    assert '<span class="keyhint"> (R red, G green)</span>' in html
    assert re.sub(r'<span class="keyhint">[^<]*</span>', "", html).count("(") == 0
    # every key hint the boards write has the form the marker knows
    left = re.compile(r"\([A-Z](?:[ ,/)]|$)")
    import po_catalog

    from conftest import ROOT

    for lang in po_catalog.languages(ROOT):
        for key, value in po_catalog.read_catalog(ROOT, lang)[1].items():
            for text in value if isinstance(value, tuple) else (value,):
                if key.partition(".")[0] in spielkiste.GAMES:  # the boards' texts
                    assert not left.search(keyhints.HINT.sub("", text)), (lang, key, text)
    assert keyhints.mark("Largest group (tie-break), Player 1 (you)") == "Largest group (tie-break), Player 1 (you)"


def test_the_saved_games_list_says_who_won():
    from test_storage import FakeLocalStorage

    from ui.saves import Saves, record_of
    from ui.storage import Storage

    saves = Saves(Storage(FakeLocalStorage({})), clock=lambda: 1_700_000_000)
    won = finished("boxilies", seed=5)
    saves.save("boxilies", "aaaa0001", record_of(won, ("human", "ai:strong")), 0)
    unfinished = spielkiste.new_match("iye", seed=1)
    saves.save("iye", "aaaa0002", record_of(unfinished, ("human", "human")), 0)
    listed = {s.id: s for s in saves.list()}
    assert listed["aaaa0001"].won == won.winner and listed["aaaa0001"].over
    html = picker.saved_list("en", cards.cards(), list(listed.values()), {})
    name = "Player 1" if won.winner == 0 else "Computer (strong)"
    assert f"finished: {name} won" in html
    de = picker.saved_list("de", cards.cards(), list(listed.values()), {})
    assert "hat gewonnen" in de
    # a save from before the winner was kept says "finished"; a draw says so
    old = listed["aaaa0001"]._replace(won=-1)
    assert "finished</span>" in picker.saved_list("en", cards.cards(), [old], {})
    assert "finished: a draw" in picker.saved_list("en", cards.cards(), [old._replace(won=None)], {})


def test_the_move_list_has_a_row_per_turn_with_who_played_it():
    from ui.game import movelist

    m = finished("solstis", seed=4)
    model = ScreenModel(m, ("human", "ai:normal"), "en")
    groups = movelist.turns(model)
    assert sum(len(plies) for _, plies in groups) == m.ply
    assert any(len(plies) > 1 for _, plies in groups)  # a tile and a spirit: one turn
    assert all(a[0] != b[0] for a, b in zip(groups, groups[1:], strict=False))  # rows alternate players
    model.cursor = groups[1][1][-1]
    html = movelist.items(model)
    rows = re.findall(r'<li class="mv-turn p(\d)">(.*?)</li>', html)
    assert len(rows) == len(groups) and html.count('aria-current="step"') == 1
    for (seat, plies), (row_seat, row) in zip(groups, rows, strict=True):
        assert int(row_seat) == seat and model.names[seat] in row and model.symbol(seat) in row
        assert re.findall(r'data-act="ui:goto:(\d+)"', row) == [str(p) for p in plies]
    assert rows[1][1].startswith(f'<span class="mv-n">{groups[1][1][0]}.</span>')  # numbered as moves are counted


def test_a_replayed_move_names_the_player_who_made_it():
    m = finished("soulaween", {"mode": "simple"}, seed=2)
    model = ScreenModel(m, ("human", "ai:easy"), "en")
    for ply in (1, 2, 5):
        model.cursor = ply
        mover = m.game.to_move(m.state_at(ply - 1))
        head = status.headline(model)
        assert head.startswith(f"Move {ply} of {m.ply}: {model.names[mover]} {model.symbol(mover)} played ")
    model.cursor = 0
    assert status.headline(model) == f"Move 0 of {m.ply}: Player 1 ◆ was to move."
    model.lang = "de"
    model.cursor = 1
    assert status.headline(model).startswith(f"Zug 1 von {m.ply}: Spieler 1 ◆ hat ") and "gespielt." in status.headline(model)


def test_the_hand_over_is_said_once():
    from ui.game import controls

    m = spielkiste.new_match("solstis", seed=3)
    m.play(m.legal_moves()[0])
    while m.to_move == 0:
        m.play(m.legal_moves()[0])
    model = ScreenModel(m, ("human", "human"), "en")
    model.holder = 0  # the first player still holds the device: first "Done — hand over"
    assert model.needs_handover()
    ctx = model.ctx()
    said = status.render(model, ctx) + controls.render(model, ctx)
    assert "Hand the device" not in said and 'id="btn-handdone"' in said
    model.holder = None  # done: nobody holds it
    ctx = model.ctx()
    said = status.render(model, ctx) + controls.render(model, ctx)
    assert said.count("Hand the device to Player 2.") == 1 and 'id="btn-handover"' in said

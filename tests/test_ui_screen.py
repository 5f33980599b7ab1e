"""The app's pure parts: routes, language choice, the picker, and the game screen's
model and regions (status, players, controls, result, move list, new-game dialog)."""

import spielkiste
from ui import cards, i18n, picker, routes
from ui.game import controls, dialog, movelist, players, result, status
from ui.game.model import ScreenModel
from ui.games import ui_for
from ui.saves import Save


def test_routes():
    assert routes.parse("") == ("picker", None, "")
    assert routes.parse("#/") == ("picker", None, "")
    assert routes.parse("#/iye") == ("game", "iye", "")
    assert routes.parse("#/boxilies?v=1&s=2") == ("game", "boxilies", "v=1&s=2")
    assert routes.parse("#/solstis/rules") == ("rules", "solstis", "")
    def pages_of(game_id):  # as the app asks: each game's GameUI.pages
        return ui_for(game_id).pages

    assert routes.parse("#/boxilies/designer?design=x", pages_of) == ("designer", "boxilies", "design=x")
    assert routes.parse("#/iye/designer", pages_of)[0] == "unknown"  # İye has no such page
    assert routes.parse("#/boxilies/designer")[0] == "unknown"  # nobody said the game has it
    assert routes.parse("#/iye/learn", pages_of) == ("learn", "iye", "")


def test_no_game_names_a_page_like_a_route_of_the_app():
    for game_id in spielkiste.GAMES:
        clash = set(ui_for(game_id).pages) & {"game", "picker", "anchor", "unknown", *routes.APP_PAGES}
        assert not clash, f"{game_id}: {clash}"
    assert routes.parse("#/a/b/c")[0] == "unknown"
    assert routes.parse("#/iye/<x>")[0] == "unknown" and routes.parse("#/iye/game")[0] == "unknown"
    assert len(routes.parse("#/x?" + "a" * 200_000)[2]) < routes.MAX_FRAGMENT


def test_skip_link_anchor_is_not_a_route():
    assert routes.parse("#app") == ("anchor", "app", "")
    assert routes.parse("#/app")[0] == "game"  # a route must start with "/" to be one


def test_language_choice():
    assert i18n.pick_lang("de", ["en-US"]) == "de"
    assert i18n.pick_lang(None, ["fr-FR", "de-AT"]) == "de"
    assert i18n.pick_lang("<x>", ["fr"]) == "en"
    assert i18n.t("de", "undo") == "Zurücknehmen" and i18n.t("fr", "undo") == "Undo"


def test_picker_escapes_and_lists_games_and_saves():
    evil = Save("boxilies", "abcd1234", 2, '/boxilies?v=1&s=1&m="><img src=x>', ("human", "ai:easy"), 3, False, 1, 2)
    done = Save("iye", "zzzz0000", 5, "/iye?v=1&s=1", ("human", "human"), 40, True, 1, 1)
    html = picker.render("en", cards.cards(), [evil, done], {"abcd1234": "<today>"})
    assert '"><img' not in html and "&quot;&gt;&lt;img" in html and "&lt;today&gt;" in html
    for gid in spielkiste.GAMES:
        assert f'data-game="{gid}"' in html
    assert "Continue (3 moves)" in html and 'href="#/boxilies?new=1&amp;vs=here"' in html
    assert "&amp;save=abcd1234" in html  # continuing names the save it belongs to
    assert 'data-play="soulaween"' in html  # no save: plain Play (two here)
    assert 'data-play="iye"' in html and 'data-resume="iye"' not in html  # a finished game is listed, not continued
    assert html.index("Boxilies</strong>") < html.index("İye</strong>") and "finished" in html
    assert 'data-act="ui:delsave:iye:zzzz0000"' in html


def played(game_id, moves=(), options=None, seed=1, kinds=("human", "human"), lang="en"):
    m = spielkiste.new_match(game_id, options, seed=seed)
    for move in moves:
        m.play(move)
    return ScreenModel(m, kinds, lang)


def test_move_list_marks_current_and_reads_right_when_empty():
    model = played("soulaween", ["a1R", "b2G"], {"mode": "simple"}, lang="de")
    model.cursor = 1
    html = movelist.items(model)
    assert html.count('<li class="mv-turn') == 2 and html.count('aria-current="step"') == 1
    assert 'data-act="ui:goto:1" aria-current="step"' in html
    assert "a1 ▲" in html  # the renderer's label, not the raw move
    empty = played("soulaween", lang="de")
    assert movelist.items(empty) == "" and movelist.empty_text(empty) == "Noch keine Züge."
    assert "disabled" in movelist.stepper(empty)


def test_dialog_shows_only_the_options_that_apply():
    game = spielkiste.GAMES["soulaween"]
    simple = dialog.render("en", game, {"mode": "simple"}, ["human", "ai:strong"])
    assert 'name="opt:mode"' in simple and 'name="opt:char1"' not in simple and 'name="opt:scythe"' not in simple
    standard = dialog.render("en", game, {"mode": "standard"}, ["human", "human"])
    for name in ("char1", "char2", "wuchang", "scythe", "first"):
        assert f'name="opt:{name}"' in standard
    assert '<option value="ai:strong" selected>' in simple
    assert 'name="speed"' not in simple and 'name="speed"' in dialog.render("en", game, {}, ["ai:easy", "ai:easy"])
    box = spielkiste.GAMES["boxilies"]
    assert 'name="opt:design"' not in dialog.render("en", box, {"board": "custom"}, ["human", "human"])


def test_dialog_read_ignores_tampered_values():
    values, kinds, speed = dialog.read([("opt:mode", "simple"), ("player:0", "ai:evil"), ("player:1", "ai:easy"),
                                        ("player:7", "human"), ("speed", "5")], None, ["human", "human"], "700")
    assert values == {"mode": "simple"} and kinds == ["human", "ai:easy"] and speed == "700"


def test_status_says_whose_turn_what_to_do_and_why_not():
    model = played("boxilies")
    ctx = model.ctx()
    text = status.render(model, ctx)
    assert "Player 1 ● to move." in text and 'class="todo"' in text
    model.refusal = "That cell is taken."
    assert 'class="todo refusal">That cell is taken.' in status.render(model, model.ctx())


def test_result_panel_only_at_the_end_with_rematch():
    model = played("boxilies", seed=3)
    assert result.render(model, model.ctx()) == ""
    m = model.match
    while not m.is_over:
        m.play(m.legal_moves()[0])
    html = result.render(model, model.ctx())
    for act in ("ui:rematch", "ui:new", "ui:review"):
        assert f'data-act="{act}"' in html
    assert status.headline(model) in html


def test_players_region_marks_the_seat_to_move():
    model = played("soulaween", ["a1R"], {"mode": "simple"})
    html = players.render(model, model.ctx())
    assert html.count('class="player') == 2
    assert 'class="player p1 turn"' in html and "to move" in html


def test_computers_pause_and_resume_buttons():
    model = played("boxilies", kinds=("ai:easy", "ai:easy"))
    assert 'data-act="ui:pause"' in controls.render(model, model.ctx())
    model.paused = True
    assert 'data-act="ui:resume"' in controls.render(model, model.ctx())
    assert "Paused" in status.headline(model)


def test_solstis_hotseat_replay_shows_only_the_holders_hand():
    """Issue 15.3: seed 42, R7.R8.xR7, seat 0 holds the device, one step back."""
    model = played("solstis", ["R7", "R8", "xR7"], seed=42)
    m = model.match
    assert model.needs_handover()  # nobody holds the device yet
    model.holder = m.to_move
    holder = model.holder
    for ply in range(m.ply + 1):
        model.cursor = ply if ply < m.ply else None
        assert not model.needs_handover()
        ctx = model.ctx()
        assert ctx.seat == holder
        other = ctx.state.hands[1 - holder]
        assert all(h < 0 for h in other), f"ply {ply}: the other hand is hidden"
        # the holder may branch off from their own earlier decisions, never from the other seat's
        assert ctx.legal == [] or m.game.to_move(m.state_at(ply)) == holder


def test_solstis_replay_before_any_handover_stays_covered():
    model = played("solstis", ["R7"], seed=42)
    model.cursor = 0
    assert model.needs_handover()


def test_iye_cycle_end_waits_for_the_person_when_the_computer_starts_the_next_cycle():
    """The computer's only move is "next": the person starts it with the cycle's result
    in view (the button is there), the computer does not play past it."""
    moves = "a3.Se5.Sa5.a4.Wd1.c1.Hb3.Se1.Hd3.Wd5.Sa1.Oc2.a2.Wb2.b1".split(".")
    model = played("iye", moves, kinds=("human", "ai:normal"))
    assert model.state().ended and model.to_move() == 1
    assert model.pause_for_human() and model.interactive()
    ctx = model.ctx()
    html = model.board.render_controls(ctx)
    assert 'data-act="next"' in html and "Computer" in html
    assert model.board.act(ctx, "next") == "next"
    # between two computers, or when the computer has a real choice, nothing waits
    assert not played("iye", moves, kinds=("ai:easy", "ai:normal")).pause_for_human()
    assert not played("iye", moves[:-1], kinds=("ai:normal", "human")).pause_for_human()

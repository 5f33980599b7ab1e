"""Play by link (issue 17): seats in the link, the by-link save, and the flow on this
device (the seat question, send, wait, and a link behind, ahead of or diverging from
the saved copy of its match), all under CPython with fakes for the page."""

import json
import random

import pytest
from test_storage import Clock, FakeLocalStorage

import spielkiste
from spielkiste.errors import BadLink
from spielkiste.link import PLAYERS, match_key
from spielkiste.start import decode_with_players
from ui.game import bylink, controller, controls, dialog, status
from ui.game import commands as cmd
from ui.game.bylink import Corr, compare, phase
from ui.game.model import HUMAN, LINK, ScreenModel
from ui.saves import BY_LINK, PLAIN_VERSION, VERSION, Saves, record_of
from ui.storage import PREFIX, Storage

KINDS = tuple(PLAYERS.values())


def played(game_id="boxilies", plies=0, seed=5, options=None):
    m = spielkiste.new_match(game_id, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        m.play(rng.choice(m.legal_moves()))
    return m


# -- the link codec ------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", sorted(spielkiste.GAMES))
def test_seats_round_trip_in_every_game(game_id):
    m = played(game_id, plies=6)
    by_link = [] if spielkiste.GAMES[game_id].hidden_information else [("link", "link")]
    for players in [("human", "human"), ("human", "ai:normal"), ("ai:strong", "human"),
                    ("ai:easy", "ai:easy")] + by_link:
        link = m.link(players)
        match, seats = decode_with_players(link)
        assert seats == players and match.moves == m.moves and match.seed == m.seed
        assert spielkiste.match_from_link(link).moves == m.moves  # the old entry point reads it too
    assert "pl=" not in m.link(("human", "human")) and m.link(("human", "human")) == m.link()


def test_seat_codes_are_short_and_sit_before_the_moves():
    m = played(plies=2)
    assert m.link(("human", "ai:normal")) == m.link().replace("&m=", "&pl=h.cn&m=")
    assert "&pl=l.l&" in m.link(("link", "link"))
    assert set(PLAYERS) == {"h", "cb", "ca", "ce", "cc", "cn", "cg", "cs", "l"}  # the ladder of issue 27


def test_old_links_without_seats_open_as_two_humans():
    old = "/boxilies?v=1&s=1&m=3aS-c3.4aE-a2.1aN-a3"  # the example in docs/notation.md
    match, players = decode_with_players(old)
    assert players == ("human", "human") and match.ply == 3


@pytest.mark.parametrize("value", ["", "h", "x.h", "h.h.h", "H.h", "l.h", "h.l", "cn.", ".cn", "c.n",
                                   "l.l.l", "h%20.h", "human.human", "ai:easy.h", "\u00e9.h"])
def test_damaged_seats_are_bad_links_with_a_clear_message(value):
    link = "/boxilies?v=1&s=1&pl=" + value + "&m=3aS-c3"
    with pytest.raises(BadLink) as caught:
        decode_with_players(link)
    assert "players (pl=" in str(caught.value) and len(str(caught.value)) < 200


def test_solstis_is_never_by_link():
    m = played("solstis", plies=3)
    with pytest.raises(BadLink, match="Solstis is not played by link: its hidden tiles"):
        decode_with_players(m.link().replace("&m=", "&pl=l.l&m="))
    with pytest.raises(ValueError):
        m.link(("link", "link"))
    assert decode_with_players(m.link(("human", "ai:easy")))[1] == ("human", "ai:easy")


def test_seats_given_twice_are_refused():
    with pytest.raises(BadLink, match="twice"):
        decode_with_players("/boxilies?v=1&s=1&pl=h.h&pl=l.l")


def test_encode_refuses_seats_that_are_no_seats():
    m = played()
    for players in [("human",), ("human", "robot"), ("link", "human"), ("ai:normal", "link")]:
        with pytest.raises(ValueError):
            m.link(players)


def test_match_key_is_the_match_whatever_was_played_and_whoever_plays():
    m = played("soulaween", plies=5, options={"mode": "simple"})
    key = match_key(m.link())
    assert match_key(m.link(("link", "link"))) == key
    m.play(m.legal_moves()[0])
    assert match_key(m.link()) == key
    assert match_key(f"/soulaween?s={m.seed}&mode=simple&v=1") == key  # order does not matter
    assert match_key(played("soulaween", seed=6, options={"mode": "simple"}).link()) != key
    assert match_key(played("soulaween", seed=m.seed).link()) != key  # other options: another match


# -- the pure decisions ----------------------------------------------------------------------

def test_compare_behind_ahead_same_diverged():
    assert compare([], []) == "same"
    assert compare(["a", "b"], ["a", "b"]) == "same"
    assert compare(["a", "b", "c"], ["a"]) == "behind"
    assert compare(["a", "b", "c"], []) == "behind"
    assert compare(["a"], ["a", "b", "c"]) == "ahead"
    assert compare([], ["a"]) == "ahead"
    assert compare(["a", "b"], ["a", "c"]) == "diverged"
    assert compare(["a", "b", "c"], ["a", "x"]) == "diverged"
    assert compare(["a", "x"], ["a", "b", "c"]) == "diverged"


def model_by_link(me, plies=0, received=-1, sent=-1, game_id="boxilies", seed=5):
    m = played(game_id, plies, seed)
    return ScreenModel(m, bylink.local_kinds(me), "en", Corr(me, received, sent))


def test_phases_of_a_match_by_link():
    # a new match from the dialog, this device plays Player 1 (to move)
    model = model_by_link(0)
    assert phase(model) == "play" and model.interactive() and not bylink.can_undo(model)
    assert model.names == ("Player 1 (you)", "Player 2") and model.players() == BY_LINK
    model.match.play(model.match.legal_moves()[0])
    assert phase(model) == "send" and not model.interactive() and bylink.can_undo(model)
    assert status.headline(model) == "Your move is made: send it to Player 2."
    assert 'id="btn-sendmove"' in controls.render(model, model.ctx())
    model.corr.sent = model.match.ply
    assert phase(model) == "wait" and not bylink.can_undo(model)
    assert status.headline(model) == "Waiting for Player 2's move: open the link they send you."
    assert bylink.refusal(model) == status.headline(model)
    assert "Send again" in controls.render(model, model.ctx())
    # not computers: nothing thinks, nothing pauses
    assert not model.computers_only and not model.hotseat


def test_the_seat_question_comes_first():
    model = model_by_link(None, plies=1, received=1)
    assert phase(model) == "ask" and not model.interactive()
    assert status.headline(model) == "Played by link: are you Player 1 ● or Player 2 ▲?"
    html = controls.render(model, model.ctx())
    assert 'data-act="ui:iam:0"' in html and 'data-act="ui:iam:1"' in html
    # the seat to move (the likely answer) is the main button
    assert '<button type="button" data-act="ui:iam:1"' in html
    assert '<button type="button" class="secondary" data-act="ui:iam:0"' in html
    assert bylink.refusal(model) == "First say which player you are."


def test_the_other_side_starts_invitation():
    model = model_by_link(1)  # this device is Player 2; Player 1 starts
    assert phase(model) == "send"
    assert status.headline(model) == "Player 1 starts: send them the link to this game."
    assert "Send the game link" in controls.render(model, model.ctx())


def test_undo_stops_at_moves_received_or_sent():
    model = model_by_link(1, plies=1, received=1)
    assert phase(model) == "play" and not bylink.can_undo(model)
    model.match.play(model.match.legal_moves()[0])
    assert bylink.can_undo(model)
    model.cursor = 0  # the replay: no branching before what was received
    assert bylink.refusal(model) == "Moves already sent or received stay as they are: press Latest."
    model.cursor = 1
    assert bylink.refusal(model) is None


def test_the_last_move_of_a_game_is_sent_too():
    m = played("boxilies", plies=9)
    assert m.is_over
    last_mover = m.game.to_move(m.state_at(8))
    model = ScreenModel(m, bylink.local_kinds(last_mover), "en", Corr(last_mover, 8, 7))
    assert phase(model) == "send"
    assert "so that Player" in controls.render(model, model.ctx())
    model.corr.sent = 9
    assert phase(model) == "done" and controls.render(model, model.ctx()) == ""
    other = ScreenModel(m, bylink.local_kinds(1 - last_mover), "en", Corr(1 - last_mover, 9, 8))
    assert phase(other) == "done"


def test_german_texts():
    model = model_by_link(0, plies=1)
    model.lang = "de"
    assert status.headline(model) == "Dein Zug steht: schicke ihn an Spieler 2."
    assert model.names[0] == "Spieler 1 (du)"


# -- the new-game dialog ---------------------------------------------------------------------------

def test_dialog_offers_three_ways_and_reads_them():
    game = spielkiste.GAMES["boxilies"]
    html = dialog.render("en", game, {}, ["human", "human"])
    for mode in dialog.MODES:
        assert f'name="mode" value="{mode}"' in html
    assert 'value="here" checked' in html and 'name="player:0"' in html and 'name="me"' not in html
    assert 'value="computer" checked' in dialog.render("en", game, {}, ["human", "ai:easy"])
    linked = dialog.render("en", game, {}, [LINK, HUMAN])
    assert 'value="link" checked' in linked and 'name="me"' in linked and 'name="player:0"' not in linked
    assert '<option value="1" selected>' in linked
    # by link: the seat played here is the human one
    assert dialog.read([("mode", "link"), ("me", "1")], game, ["human", "human"], "700")[1] == [LINK, HUMAN]
    assert dialog.read([("mode", "link")], game, ["human", "human"], "700")[1] == [HUMAN, LINK]
    assert dialog.read([("mode", "link"), ("me", "7")], game, [LINK, HUMAN], "700")[1] == [LINK, HUMAN]
    # choosing a way sets the seats; a seat changed afterwards stays as chosen
    assert dialog.read([("mode", "computer"), ("player:0", "human"), ("player:1", "human")], game,
                       ["human", "human"], "700", changed="mode")[1] == ["human", "ai:normal"]
    assert dialog.read([("mode", "here"), ("player:0", "ai:easy"), ("player:1", "human")], game,
                       ["ai:easy", "human"], "700", changed="mode")[1] == ["human", "human"]
    assert dialog.read([("mode", "here"), ("player:0", "ai:easy"), ("player:1", "human")], game,
                       ["human", "human"], "700", changed="player:0")[1] == ["ai:easy", "human"]
    assert dialog.read([("mode", "computer")], game, [HUMAN, LINK], "700", changed="mode")[1] == \
        ["human", "ai:normal"]


def test_solstis_is_not_played_by_link_and_says_why():
    game = spielkiste.GAMES["solstis"]
    html = dialog.render("en", game, {}, ["human", "human"])
    assert 'value="link" disabled aria-describedby="mode-link-off"' in html
    assert "Not for Solstis: its hidden tiles could be read from the link." in html
    assert dialog.read([("mode", "link"), ("me", "0")], game, ["human", "human"], "700")[1] == ["human", "human"]
    de = dialog.render("de", game, {}, ["human", "human"])
    assert "Nicht für Solstis" in de


# -- saves ------------------------------------------------------------------------------------------

def saves_on(items=None):
    fake = FakeLocalStorage(items)
    storage = Storage(fake, clock=Clock())
    return Saves(storage, clock=Clock(), rng=random.Random(1)), fake


def test_a_match_by_link_is_saved_as_format_3_and_others_as_before():
    saves, fake = saves_on()
    m = played(plies=2)
    assert saves.save("boxilies", "aaaa1", record_of(m, BY_LINK, (1, 2, -1))).ok
    assert saves.save("boxilies", "aaaa2", record_of(m, ("human", "ai:easy"))).ok
    by, plain = (json.loads(fake.items[PREFIX + f"save:boxilies:aaaa{n}"]) for n in (1, 2))
    assert by["v"] == VERSION == 3 and by["bylink"] == {"me": 1, "received": 2, "sent": -1}
    assert plain["v"] == PLAIN_VERSION == 2 and "bylink" not in plain
    assert saves.get("boxilies", "aaaa1").bylink == (1, 2, -1)
    assert saves.get("boxilies", "aaaa2").bylink is None
    assert "pl=" not in saves.get("boxilies", "aaaa1").link  # seats live in "players", as before


@pytest.mark.parametrize("bylink_data,players", [
    (None, BY_LINK), ({"me": 2, "received": 0, "sent": 0}, BY_LINK), ({"me": True, "received": 0, "sent": 0}, BY_LINK),
    ({"me": 0, "received": -2, "sent": 0}, BY_LINK), ({"me": 0, "received": 0}, BY_LINK),
    ({"me": 0, "received": 0, "sent": "1"}, BY_LINK), ({"me": 0, "received": 0, "sent": 0}, ["human", "human"]),
    ({"me": 0, "received": 0, "sent": 0}, ["link", "human"]),
])
def test_a_damaged_by_link_save_is_set_aside(bylink_data, players):
    m = played(plies=1)
    data = {"v": 3, "game": "boxilies", "id": "bbbb1", "rev": 1, "link": m.link(), "players": players,
            "moves": 1, "over": False, "created": 1, "time": 2}
    if bylink_data is not None:
        data["bylink"] = bylink_data
    saves, fake = saves_on({PREFIX + "save:boxilies:bbbb1": json.dumps(data)})
    assert saves.list() == []
    assert PREFIX + "damaged:save:boxilies:bbbb1" in fake.items


def test_copies_of_a_match_by_link_newest_first():
    saves, _ = saves_on()
    m = played(plies=3)
    other = played(plies=3, seed=9)
    saves.save("boxilies", "cccc1", record_of(m, BY_LINK, (0, 3, 2)))
    saves.save("boxilies", "cccc2", record_of(other, BY_LINK, (0, 3, 2)))
    saves.save("boxilies", "cccc3", record_of(m, ("human", "human")))  # the same match, not by link
    saves.save("boxilies", "cccc4", record_of(m, BY_LINK, (1, 3, 2)))
    key = match_key(m.link())
    assert [s.id for s in bylink.copies(saves, "boxilies", key)] == ["cccc4", "cccc1"]
    assert [s.id for s in bylink.copies(saves, "boxilies", key, prefer="cccc1")] == ["cccc1", "cccc4"]


# -- the flow, through the game screen's controller (what the view would do is recorded) -------------

class Controller(controller.Controller):
    def describe(self, before, move, after):
        return f"({move})"


class Device:
    """One device: the game screen's controller on its own storage; the commands that
    reach the page are carried out the way the view does, and recorded."""

    def __init__(self, saves):
        self.ctl = Controller(saves, saves.storage, "en")
        self.saves = saves
        self.notices = []  # (text, [actions]) or None (cleared)
        self.sent = []  # the links sent
        self.announced = []

    @property
    def model(self):
        return self.ctl.model

    def apply(self, commands):
        for c in commands:
            if isinstance(c, cmd.Render):
                self.announced.append(c.announce)
            elif isinstance(c, cmd.Notice):
                self.notices.append((c.text, [a for a, _ in c.actions]))
            elif isinstance(c, cmd.ClearNotice):
                self.notices.append(None)
            elif isinstance(c, cmd.SendLink):
                self.sent.append(c.model.match.link(c.model.players()))
                self.apply(self.ctl.link_sent(c.model))

    def open(self, match, kinds=(HUMAN, HUMAN)):
        self.apply(self.ctl.open(match, kinds))

    def link_action(self, name, arg=""):
        self.apply(self.ctl.ui(name, arg))

    def open_link(self, match):
        self.apply(self.ctl.open_link(match))

    def autosave(self):
        assert self.ctl.autosave() == [cmd.AskPersist()]

    def play(self, move=None):
        m = self.model.match
        self.apply(self.ctl.play_move(move or m.legal_moves()[0]))


def device():
    saves, _ = saves_on()
    return Device(saves)


def send(screen):
    screen.link_action("sendmove")
    return screen.sent[-1]


def receive(screen, link):
    match, players = decode_with_players(link)
    assert players == BY_LINK
    screen.open_link(match)


def test_two_devices_play_a_whole_game_by_link():
    alice, bob = device(), device()
    alice.open(spielkiste.new_match("boxilies", seed=11), [HUMAN, LINK])  # the dialog: Alice is Player 1
    assert alice.saves.list()[0].bylink == (0, -1, -1)  # kept from the start
    link = None
    turn = alice
    while True:
        turn.play()
        link = send(turn)
        assert phase(turn.model) in ("wait", "done")
        other = bob if turn is alice else alice
        receive(other, link)
        if other.model.corr.me is None:
            assert phase(other.model) == "ask"
            other.link_action("iam", "1")
        if other.model.match.is_over:
            break
        assert phase(other.model) == "play" and other.model.match.link() == turn.model.match.link()
        turn = other
    assert alice.model.match.moves == bob.model.match.moves and alice.model.match.ply == 9
    assert phase(alice.model) == phase(bob.model) == "done"
    for screen in (alice, bob):  # one save each, on each device
        assert len(screen.saves.list()) == 1


def test_an_older_link_is_refused_and_the_game_kept():
    alice, bob = device(), device()
    alice.open(spielkiste.new_match("iye", seed=3), [HUMAN, LINK])
    alice.play()
    first = send(alice)
    receive(bob, first)
    bob.link_action("iam", "1")
    bob.play()
    receive(alice, send(bob))
    alice.play()
    send(alice)
    moves = alice.model.match.moves
    receive(alice, first)  # the first link again, e.g. from the chat history
    assert alice.model.match.moves == moves
    assert alice.notices[-1][0].startswith("This link is older than your game")
    assert alice.saves.list()[0].moves == len(moves)


def test_a_diverged_link_asks_and_keeps_both():
    alice, bob = device(), device()
    alice.open(spielkiste.new_match("soulaween", {"mode": "simple"}, seed=3), [HUMAN, LINK])
    alice.play()
    receive(bob, send(alice))
    bob.link_action("iam", "1")
    bob.play(bob.model.match.legal_moves()[0])
    theirs = send(bob)
    alice.sent.clear()
    # Alice answered for Bob on her own device before (a different second move)
    alice.model.match.play(alice.model.match.legal_moves()[-1])
    alice.autosave()
    mine = alice.model.match.moves
    receive(alice, theirs)
    text, actions = alice.notices[-1]
    assert "went different ways" in text and actions == ["ui:diverged:link", "ui:diverged:mine"]
    assert alice.model.match.moves == mine  # nothing changes before the answer
    alice.link_action("diverged", "link")
    assert alice.model.match.moves == decode_with_players(theirs)[0].moves
    found = alice.saves.list()
    assert len(found) == 2
    by = [s for s in found if s.bylink is not None]
    assert len(by) == 1 and by[0].id == alice.model.save_id and by[0].bylink[1] == 2
    kept = [s for s in found if s.bylink is None][0]
    assert spielkiste.match_from_link(kept.link).moves == mine and kept.players == ("human", "human")


def test_keep_mine_when_diverged():
    alice = device()
    m = spielkiste.new_match("boxilies", seed=4)
    first, second = m.legal_moves()[:2]
    alice.open(m, [HUMAN, LINK])
    alice.play(first)
    other = spielkiste.new_match("boxilies", seed=4)
    other.play(second)
    alice.open_link(other)
    alice.link_action("diverged", "mine")
    assert alice.model.match.moves == [first]
    found = alice.saves.list()
    assert len(found) == 2
    by = [s for s in found if s.bylink is not None]
    assert len(by) == 1 and by[0].id == alice.model.save_id and by[0].link == alice.model.match.link()
    kept = [s for s in found if s.bylink is None][0]
    assert spielkiste.match_from_link(kept.link).moves == [second]
    # the next link of this match is compared with the one going on by link
    again = spielkiste.new_match("boxilies", seed=4)
    alice.open_link(again)
    assert alice.notices[-1][0].startswith("This link is older")


def test_a_link_ahead_continues_and_undo_cannot_take_back_the_received_move():
    alice, bob = device(), device()
    alice.open(spielkiste.new_match("boxilies", seed=8), [LINK, HUMAN])  # Alice is Player 2: Bob starts
    assert phase(alice.model) == "send"
    invite = send(alice)
    receive(bob, invite)
    assert phase(bob.model) == "ask"
    bob.link_action("iam", "0")
    assert phase(bob.model) == "play" and not bylink.can_undo(bob.model)
    bob.play()
    receive(alice, send(bob))
    assert alice.announced[-1] == f"Continued from the link, now at move 1. ({alice.model.match.moves[0]})"
    assert alice.model.corr.saved() == (1, 1, 0) and not bylink.can_undo(alice.model)
    assert len(alice.saves.list()) == 1

"""Live with a friend (issue 29) on the game screen, under CPython: two pages.

Each page is a game-screen Controller with its own storage; a fake channel carries
every LiveSend text of one page to the other as `live_event("message", text)`, as
js/live.mjs does between two browsers. The tests play as the two players would and
read what each screen decides: the model, the status, the commands."""

import html
import random
from collections import deque

import pytest
from test_storage import Clock, FakeLocalStorage

import spielkiste
from spielkiste.live.session import Session
from ui import cards, picker, routes
from ui.game import commands as cmd
from ui.game import controls, dialog, live, status, turn_marks
from ui.game.bylink import phase
from ui.game.controller import Controller, undo_allowed
from ui.game.model import HUMAN, LIVE
from ui.games.base import esc
from ui.i18n import t, tn
from ui.saves import LIVE_VERSION, Saves
from ui.storage import Storage

SITE = "https://example.org/spielkiste/"


class Page:
    """One browser page: a controller, its storage, what it was asked to do."""

    def __init__(self, name, storage=None, seed=1):
        self.name = name
        self.storage = storage or Storage(FakeLocalStorage(), clock=Clock())
        self.saves = Saves(self.storage, clock=Clock(), rng=random.Random(seed))
        self.ctl = Controller(self.saves, self.storage, "en", beat_ms=0)
        self.ctl.live.site = SITE
        self.commands = []
        self.room = None  # the room joined (LiveJoin .. LiveLeave)

    @property
    def model(self):
        return self.ctl.model

    @property
    def moves(self):
        return list(self.model.match.moves)

    def of(self, kind):
        return [c for c in self.commands if isinstance(c, kind)]

    def status(self):
        return html.unescape(status.render(self.model, self.model.ctx()))

    def reload(self, seed=7):
        """The page is loaded again: a new controller over the same storage, opening the save."""
        page = Page(self.name, self.storage, seed)
        return page


class Channel:
    """The data channel between two pages (delivered in order, while it is up)."""

    def __init__(self, a, b):
        self.pages = [a, b]
        self.up = False
        self.queue = deque()
        self.lost = []  # texts sent while the channel was down
        self.busy = False

    def other(self, page):
        return self.pages[1] if page is self.pages[0] else self.pages[0]

    def apply(self, page, commands):
        for c in commands:
            page.commands.append(c)
            if isinstance(c, cmd.LiveJoin):
                page.room = c.room
            elif isinstance(c, cmd.LiveLeave):
                page.room = None
            elif isinstance(c, cmd.LiveSend):
                self.send(page, c.text)
        self.flush()
        return commands

    def send(self, page, text):
        """To the other page while the channel is up and both are in one room; else lost."""
        if self.up and page.room is not None and self.other(page).room == page.room:
            self.queue.append((self.other(page), text))
        else:
            self.lost.append(text)

    def flush(self):
        """Deliver what is queued, in order (a delivery's own texts join the end of the queue)."""
        if self.busy:
            return
        self.busy = True
        try:
            while self.queue:
                self.deliver(*self.queue.popleft())
        finally:
            self.busy = False

    def deliver(self, page, text):
        self.apply(page, page.ctl.live_event("message", text))

    def connect(self):
        self.up = True
        for page in self.pages:
            self.apply(page, page.ctl.live_event("open"))

    def drop(self):
        self.up = False
        for page in self.pages:
            self.apply(page, page.ctl.live_event("closed"))

    def replace(self, old, new):
        self.pages[self.pages.index(old)] = new


def live_pair(game_id="boxilies", seed=3, claim="0", options=None):
    """A host that opened a room, a guest that opened its link, connected."""
    host, guest = Page("host", seed=1), Page("guest", seed=2)
    channel = Channel(host, guest)
    channel.apply(host, host.ctl.live.host(spielkiste.new_match(game_id, options, seed=seed), claim=claim))
    room = host.room
    channel.apply(guest, guest.ctl.live.guest(game_id, room))
    channel.connect()
    return host, guest, channel


def mover(host, guest):
    return host if host.model.match.to_move == host.model.live.me else guest


def play_one(channel, host, guest, rng):
    page = mover(host, guest)
    move = rng.choice(page.model.match.legal_moves())
    channel.apply(page, page.ctl.play(move))
    return page, move


# -- opening a room, joining it ------------------------------------------------------------------

def test_the_host_opens_a_room_with_the_friends_link_and_the_relays_named():
    host = Page("host")
    out = host.ctl.live.host(spielkiste.new_match("boxilies", seed=3))
    join = [c for c in out if isinstance(c, cmd.LiveJoin)]
    assert len(join) == 1 and live.valid_room(join[0].room)
    dialog = [c for c in out if isinstance(c, cmd.ShowDialog)][0]
    url = f"{SITE}#/boxilies?live={join[0].room}"
    assert f'value="{url}"' in dialog.html and dialog.labelledby == "live-room-title"
    assert esc(t("en", "live.room_relays")) in dialog.html
    assert "<svg" in dialog.html, "the link's QR code is in the dialog"
    model = host.model
    assert model.kinds == [LIVE, LIVE] and model.live.role == "host"  # random seats: drawn when the friend comes
    assert t("en", "live.status_waiting_host") in status.render(model, model.ctx())
    assert "btn-liveroom" in controls.render(model, model.ctx())
    frag = [c for c in out if isinstance(c, cmd.SetFragment)][-1].fragment
    assert f"&live={join[0].room}&save={model.save_id}" in frag
    saved = host.saves.get("boxilies", model.save_id)
    assert saved.players == (LIVE, LIVE) and saved.live == (join[0].room, "host", None)
    raw = host.storage.get_json(f"save:boxilies:{model.save_id}")[0]
    assert raw["v"] == LIVE_VERSION
    copy = host.ctl.ui("livecopy")
    assert copy[0].how == "copy" and copy[0].match.link() == f"/boxilies?live={join[0].room}"


def test_two_rooms_differ_and_a_room_id_is_checked():
    rooms = {live.new_room() for _ in range(50)}
    assert len(rooms) == 50 and all(live.valid_room(r) for r in rooms)
    assert not live.valid_room("short") and not live.valid_room("a" * 19 + "/")
    assert routes.live_room("v=1&g=x&live=abc&save=1") == ("v=1&g=x&save=1", "abc")
    assert routes.new_game_query("new=1&vs=live") == "live"


def test_the_guest_waits_then_gets_the_hosts_game_and_the_seats_are_drawn():
    host, guest, channel = live_pair(claim="random", seed=11)
    assert host.model.live.state == guest.model.live.state == live.CONNECTED
    assert {host.model.live.me, guest.model.live.me} == {0, 1}
    assert guest.model.match.seed == host.model.match.seed == 11
    assert guest.model.kinds[guest.model.live.me] == HUMAN and LIVE in guest.model.kinds
    me = guest.model.live.me
    assert guest.model.names[me] == t("en", "you", name=t("en", "player", n=me + 1))
    saved = guest.saves.get("boxilies", guest.model.save_id)
    assert saved.live == (host.room, "guest", me)
    text = guest.status()
    assert t("en", "live.status_connected") in text


def test_the_hosts_chosen_seat_holds():
    host, guest, _ = live_pair(claim="1")
    assert host.model.live.me == 1 and guest.model.live.me == 0


# -- moves ---------------------------------------------------------------------------------------

def test_a_whole_boxilies_game_live():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(5)
    plies = 0
    while not host.model.match.is_over:
        page, move = play_one(channel, host, guest, rng)
        friend = channel.other(page)
        assert friend.moves == page.moves, "the friend's screen shows the move at once"
        said = [c.announce for c in friend.commands[-6:] if isinstance(c, cmd.Render) and c.announce]
        assert said, "the friend's move is said aloud, as the computer's reply is"
        plies += 1
        assert plies < 500
    assert guest.model.match.is_over and host.moves == guest.moves
    for page in (host, guest):
        save = page.saves.get("boxilies", page.model.save_id)
        assert save.over and save.moves == plies and save.live is not None


def test_the_friends_move_is_marked_like_the_computers_reply():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(1)
    play_one(channel, host, guest, rng)  # the host (seat 0) moves
    play_one(channel, host, guest, rng)  # the guest answers
    marks = turn_marks.marks(host.model)
    assert marks.get("reply") and marks.get("own"), "your move and your friend's reply are both marked"
    assert t("en", "live.status_connected") in host.status()


def test_it_is_not_your_turn_while_the_friend_moves():
    host, guest, channel = live_pair("boxilies", seed=3)
    move = guest.model.match.legal_moves()[0]
    sent = len(channel.lost) + len(channel.queue)
    out = channel.apply(guest, guest.ctl.play(move))
    assert guest.model.refusal == t("en", "live.refuse_friend") and not guest.moves and not host.moves
    assert not [c for c in out if isinstance(c, cmd.LiveSend)] and len(channel.lost) + len(channel.queue) == sent
    assert t("en", "live.status_friend_turn", name=guest.model.names[0]) in guest.status()


@pytest.mark.parametrize("game_id, options", [("iye", None), ("soulaween", None)])
def test_part_of_a_game_live(game_id, options):
    host, guest, channel = live_pair(game_id, seed=4, options=options)
    rng = random.Random(3)
    for _ in range(24):
        if host.model.match.is_over:
            break
        play_one(channel, host, guest, rng)
        assert host.moves == guest.moves
    assert len(host.moves) >= 10


def test_a_forged_illegal_move_is_refused_and_reported_nothing_played():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(2)
    play_one(channel, host, guest, rng)
    before = host.moves
    lying = guest.model.live.session
    forged = lying._message("move", {"ply": len(before), "move": "zz99"})  # the friend's page lies
    out = channel.apply(host, host.ctl.live_event("message", forged))
    notices = [c for c in out if isinstance(c, cmd.Notice)]
    assert notices and notices[0].text.startswith("Your friend's page sent a move that is not legal here:")
    assert "It was not played" in notices[0].text
    assert host.moves == before and not [c for c in out if isinstance(c, cmd.LiveSend)]
    # a move on the host's own turn is refused too, and so is a replayed message
    channel.apply(guest, guest.ctl.play(guest.model.match.legal_moves()[0]))
    assert host.moves == guest.moves
    twice = lying._message("move", {"ply": len(host.moves), "move": host.model.match.legal_moves()[0]})
    out = host.ctl.live_event("message", twice)
    assert [c for c in out if isinstance(c, cmd.Notice)] and host.moves == guest.moves
    out = host.ctl.live_event("message", forged)
    assert "replayed" in [c for c in out if isinstance(c, cmd.Notice)][0].text
    assert host.moves == guest.moves


# -- a reload, a dropped channel -----------------------------------------------------------------

def reopen(page, fragment_query):
    """What the app does with `#/<game>?…&live=<room>&save=<id>` after a reload."""
    query, room = routes.live_room(fragment_query)
    save_id = dict(p.split("=", 1) for p in query.split("&") if "=" in p).get("save")
    found = page.saves.open("boxilies", save_id)
    assert found is not None and found[0].live[0] == room
    return page.ctl.live.resume(*found)


def test_a_reload_mid_game_rejoins_and_resynchronises():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(4)
    for _ in range(4):
        play_one(channel, host, guest, rng)
    fragment = [c for c in guest.commands if isinstance(c, cmd.SetFragment)][-1].fragment
    channel.drop()
    assert host.model.live.state == live.RECONNECTING
    assert t("en", "live.status_reconnecting") in host.status()
    # the guest's page goes away; the host moves meanwhile (sent into the void)
    fresh = guest.reload()
    channel.replace(guest, fresh)
    if host.model.match.to_move == host.model.live.me:
        channel.apply(host, host.ctl.play(host.model.match.legal_moves()[0]))
    channel.apply(fresh, reopen(fresh, fragment.partition("?")[2]))
    assert fresh.model.live.me == guest.model.live.me and fresh.model.save_id == guest.model.save_id
    channel.connect()
    assert fresh.moves == host.moves and fresh.model.live.state == host.model.live.state == live.CONNECTED
    if len(host.moves) > len(guest.moves):
        said = [c.announce for c in fresh.commands if isinstance(c, cmd.Render) and c.announce]
        assert any("caught up" in s for s in said)
    assert fresh.saves.get("boxilies", fresh.model.save_id).moves == len(host.moves)
    play_one(channel, host, fresh, rng)  # and the game goes on
    assert fresh.moves == host.moves


def test_the_guests_link_opened_again_continues_its_saved_copy():
    host, guest, channel = live_pair("boxilies", seed=3)
    play_one(channel, host, guest, random.Random(1))
    fresh = guest.reload()
    out = fresh.ctl.live.guest("boxilies", host.room)
    assert fresh.model.save_id == guest.model.save_id and fresh.moves == guest.moves
    assert [c for c in out if isinstance(c, cmd.LiveJoin)][0].room == host.room


def test_diverged_copies_keep_ours_and_offer_to_keep_the_friends():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(6)
    for _ in range(3):
        play_one(channel, host, guest, rng)
    channel.drop()
    # the guest's copy goes another way (e.g. an old save restored elsewhere)
    m = guest.model.match
    m.truncate(1)
    other = [mv for mv in m.legal_moves() if mv != host.moves[1]][0]
    m.play(other)
    theirs = list(m.moves)
    ours = host.moves
    channel.connect()
    notices = [c for c in host.commands if isinstance(c, cmd.Notice)]
    assert notices and "differs" in notices[-1].text and notices[-1].actions[0][0] == "ui:livekeep"
    assert host.moves == ours, "ours goes on"
    before = len(host.saves.list("boxilies"))
    host.ctl.ui("livekeep")
    kept = [s for s in host.saves.list("boxilies") if s.live is None]
    assert len(host.saves.list("boxilies")) == before + 1 and kept[0].moves == len(theirs)


# -- undo asks the friend --------------------------------------------------------------------------

def test_undo_asks_the_friend_who_allows_or_refuses():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(8)
    play_one(channel, host, guest, rng)  # the host moves; the guest is to move
    assert undo_allowed(host.model) and not undo_allowed(guest.model)
    channel.apply(host, host.ctl.ui("undo"))
    assert t("en", "live.status_asked_undo") in host.status() and not undo_allowed(host.model)
    asked = [c for c in guest.commands if isinstance(c, cmd.ShowDialog)]
    assert asked and asked[-1].labelledby == "live-undo-title" and "btn-liveundo-yes" in asked[-1].html
    channel.apply(guest, guest.ctl.ui("liveundo", "no"))
    said = [c.announce for c in host.commands if isinstance(c, cmd.Render) and c.announce]
    assert said[-1] == t("en", "live.said_declined") and len(host.moves) == 1 == len(guest.moves)
    channel.apply(host, host.ctl.ui("undo"))
    channel.apply(guest, guest.ctl.ui("liveundo", "yes"))
    assert host.moves == guest.moves == []
    assert host.saves.get("boxilies", host.model.save_id).moves == 0


def test_a_closed_undo_dialog_refuses_and_a_move_answers_no_first():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(9)
    play_one(channel, host, guest, rng)
    channel.apply(host, host.ctl.ui("undo"))
    channel.apply(guest, guest.ctl.ui("dialogclosed"))  # Back or Esc
    assert host.model.live.session.asked_undo is None and len(host.moves) == 1
    channel.apply(host, host.ctl.ui("undo"))
    play_one(channel, host, guest, rng)  # the guest plays instead of answering: that is a no
    assert host.moves == guest.moves and len(host.moves) == 2
    assert host.model.live.session.asked_undo is None


# -- the friend leaves: continue by link --------------------------------------------------------

def test_the_friend_leaves_and_the_game_continues_by_link():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(10)
    for _ in range(3):
        play_one(channel, host, guest, rng)
    out = channel.apply(guest, guest.ctl.close())
    assert [c for c in out if isinstance(c, cmd.LiveLeave)] and guest.room is None
    assert host.model.live.state == live.LEFT
    assert t("en", "live.status_left") in host.status()
    assert "btn-livelink" in controls.render(host.model, host.model.ctx())
    me, moves, save_id = host.model.live.me, host.moves, host.model.save_id
    out = channel.apply(host, host.ctl.ui("livelink"))
    assert [c for c in out if isinstance(c, cmd.LiveLeave)] and host.room is None
    model = host.model
    assert model.live is None and model.corr.me == me and model.match.moves == moves
    assert phase(model) == ("play" if model.match.to_move == me else "wait")
    save = host.saves.get("boxilies", save_id)
    assert save.bylink is not None and save.live is None and save.moves == len(moves)


def test_a_room_that_cannot_be_joined_offers_the_link_and_keeps_the_game():
    host = Page("host")
    channel = Channel(host, Page("nobody"))
    channel.apply(host, host.ctl.live.host(spielkiste.new_match("soulaween", seed=2), claim="0"))
    out = host.ctl.live_event("failed", "no relay answered")
    notice = [c for c in out if isinstance(c, cmd.Notice)][0]
    assert "no relay answered" in notice.text and notice.actions[0][0] == "ui:livelink"
    assert t("en", "live.status_failed") in host.status()


def test_a_game_with_hidden_information_is_played_live_only_with_its_fair_deal():
    host = Page("host")
    out = host.ctl.live.host(spielkiste.new_match("solstis", seed=2))
    assert [c for c in out if isinstance(c, cmd.LiveJoin)]
    assert not isinstance(host.model.live.session, Session)  # the deal's session (tests/test_live_mode_solstis.py)


def test_texts_in_german():
    host, guest, channel = live_pair("boxilies", seed=3)
    guest.ctl.relabel("de")
    assert t("de", "live.status_connected") in guest.status()
    assert tn("de", "live.said_resynced", 2) != tn("en", "live.said_resynced", 2)


def test_the_session_is_the_screens_match():
    host, guest, _ = live_pair()
    assert isinstance(host.model.live.session, Session)
    assert host.model.live.session.match is host.model.match
    assert guest.model.live.session.match is guest.model.match


# -- the new-game dialog, the saved-games list -------------------------------------------------------

def test_the_new_game_dialog_starts_a_live_room_with_the_seat_chosen_or_drawn():
    game = spielkiste.GAMES["soulaween"]
    html = dialog.render("en", game, {}, [LIVE, LIVE])
    assert 'value="live" checked' in html and '<option value="random" selected>' in html
    assert dialog.read([("mode", "live"), ("me", "1")], game, [HUMAN, HUMAN], "700")[1] == [LIVE, HUMAN]
    assert dialog.read([("mode", "live"), ("me", "random")], game, [HUMAN, HUMAN], "700")[1] == [LIVE, LIVE]
    assert dialog.read([("mode", "live")], game, [HUMAN, LIVE], "700")[1] == [HUMAN, LIVE]
    solstis = dialog.render("en", spielkiste.GAMES["solstis"], {}, [HUMAN, HUMAN])
    assert 'value="link" disabled aria-describedby="mode-link-off"' in solstis  # live: with the fair deal
    assert 'value="live" disabled' not in solstis and 'id="mode-live-off"' not in solstis
    page = Page("host")
    page.ctl.open(spielkiste.new_match("soulaween", seed=1))
    page.ctl.newgame.open()
    out = page.ctl.newgame.start([("mode", "live"), ("me", "1")])
    assert [c for c in out if isinstance(c, cmd.LiveJoin)] and page.model.live.me == 1
    assert page.model.kinds == [LIVE, HUMAN]


def test_the_saved_games_list_says_live_with_a_friend():
    host, guest, channel = live_pair("boxilies", seed=3)
    play_one(channel, host, guest, random.Random(1))
    html = picker.render("en", cards.cards(), guest.saves.list(), {})
    assert "Player 1 – Player 2 (you), live with a friend" in html
    card = html[html.index('data-game="iye"'):].split("</li>")[0]
    assert 'href="#/iye?new=1&amp;vs=live"' in card and 'data-vs="link"' in card
    solstis = html[html.index('data-game="solstis"'):].split("</li>")[0]
    assert 'data-vs="live"' in solstis and 'data-vs="link"' not in solstis  # live with the fair deal


def test_the_host_reloads_mid_game_and_both_go_on():
    host, guest, channel = live_pair("soulaween", seed=5, claim="random")
    rng = random.Random(12)
    for _ in range(5):
        play_one(channel, host, guest, rng)
    me, moves = host.model.live.me, host.moves
    fragment = [c for c in host.commands if isinstance(c, cmd.SetFragment)][-1].fragment
    query, room = routes.live_room(fragment.partition("?")[2])
    channel.drop()
    fresh = host.reload()
    channel.replace(host, fresh)
    save_id = query.rpartition("save=")[2]
    found = fresh.saves.open("soulaween", save_id)
    channel.apply(fresh, fresh.ctl.live.resume(*found))
    assert fresh.model.live.role == "host" and fresh.model.live.me == me and fresh.moves == moves
    channel.connect()
    assert fresh.model.live.state == live.CONNECTED and guest.model.live.state == live.CONNECTED
    assert not [c for c in fresh.commands + guest.commands[-8:] if isinstance(c, cmd.Notice)], "nothing refused"
    play_one(channel, fresh, guest, rng)
    assert fresh.moves == guest.moves and len(fresh.moves) == len(moves) + 1


def test_a_guest_whose_room_cannot_be_joined_is_told_to_try_later():
    guest = Page("guest")
    guest.ctl.live.guest("iye", live.new_room())
    out = guest.ctl.live_event("failed", "no relay answered")
    notice = [c for c in out if isinstance(c, cmd.Notice)][0]
    assert "later" in notice.text and not notice.actions
    assert t("en", "live.refuse_seats") == live.refusal(guest.model)
    assert guest.saves.list() == [], "nothing to keep before the host's game came"


def test_a_move_after_a_missed_one_asks_for_the_history_and_catches_up():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(13)
    play_one(channel, host, guest, rng)
    play_one(channel, host, guest, rng)
    channel.up = False  # the host's next move is lost on the way
    play_one(channel, host, guest, rng)
    channel.up = True
    assert len(guest.moves) == len(host.moves) - 1
    # the next message from the host names a later ply than the guest has: a gap, not a lie
    text = host.model.live.session._message("move", {"ply": len(host.moves), "move": "x"})
    out = channel.apply(guest, guest.ctl.live_event("message", text))
    assert not [c for c in out if isinstance(c, cmd.Notice)], "a gap is not reported as a refusal"
    assert guest.moves == host.moves, "the history was asked for and the missed move caught up"


def test_another_tab_changing_a_live_save_can_be_loaded_here():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(14)
    play_one(channel, host, guest, rng)
    other_tab = guest.reload()
    found = other_tab.saves.open("boxilies", guest.model.save_id)
    other_tab.ctl.live.resume(*found)
    channel.apply(guest, guest.ctl.play(rng.choice(guest.model.match.legal_moves())))  # saved by the first tab
    assert guest.saves.get("boxilies", guest.model.save_id).moves == 2
    out = other_tab.ctl.ui("conflict", "load")
    assert other_tab.model.live is not None and other_tab.model.match.ply == 2
    assert [c for c in out if isinstance(c, cmd.LiveJoin)][0].room == host.room


def test_a_finished_live_game_is_an_ordinary_finished_game_and_a_rematch_opens_a_new_room():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(15)
    while not host.model.match.is_over:
        play_one(channel, host, guest, rng)
    assert not undo_allowed(host.model) and not undo_allowed(guest.model)
    winner = host.model.match.winner
    for page in (host, guest):
        save = page.saves.get("boxilies", page.model.save_id)
        assert save.over and save.won == winner
    assert host.ctl.ui("rematch") == [cmd.Go("/boxilies?new=1&vs=live")]


def test_a_forged_history_is_refused_and_nothing_is_played():
    host, guest, channel = live_pair("boxilies", seed=3)
    rng = random.Random(16)
    for _ in range(2):
        play_one(channel, host, guest, rng)
    before = host.moves
    lying = guest.model.live.session
    forged = lying._message("resync", {"moves": before + ["zz99", "zz98"]})
    out = channel.apply(host, host.ctl.live_event("message", forged))
    notice = [c for c in out if isinstance(c, cmd.Notice)][0]
    assert notice.text.startswith("Your friend's page sent something this page refuses:") and "not valid" in notice.text
    assert host.moves == before and host.saves.get("boxilies", host.model.save_id).moves == len(before)


def test_a_friend_who_left_and_comes_back_is_connected_again():
    host, guest, channel = live_pair("iye", seed=2)
    rng = random.Random(17)
    for _ in range(2):
        play_one(channel, host, guest, rng)
    save_id = guest.model.save_id
    channel.apply(guest, guest.ctl.close())
    assert host.model.live.state == live.LEFT
    back = guest.reload()
    channel.replace(guest, back)
    channel.apply(back, back.ctl.live.resume(*back.saves.open("iye", save_id)))
    channel.connect()
    assert host.model.live.state == live.CONNECTED and back.moves == host.moves
    assert "btn-livelink" not in controls.render(host.model, host.model.ctx())


# -- the seat draw across a reload, a third page -----------------------------------------------

def test_a_guest_back_before_the_seats_came_is_seated_not_refused():
    """The host drew the seats from the guest's hello; the guest's page had the game (and
    its save) but went away before `seats` came: back with its saved nonce it is the friend."""
    host, guest = Page("host", seed=1), Page("guest", seed=2)
    channel = Channel(host, guest)
    channel.apply(host, host.ctl.live.host(spielkiste.new_match("boxilies", seed=11), claim="random"))
    channel.apply(guest, guest.ctl.live.guest("boxilies", host.room))
    (host_hello,) = host.ctl.live_event("open")
    (guest_hello,) = guest.ctl.live_event("open")
    guest.commands += guest.ctl.live_event("message", host_hello.text)  # the game came, and is saved
    drawn = host.ctl.live_event("message", guest_hello.text)  # the host draws; `seats` is lost
    assert host.model.live.me is not None and [c for c in drawn if isinstance(c, cmd.LiveSend)]
    assert guest.model.live.me is None and guest.saves.get("boxilies", guest.model.save_id).live[2] is None
    fragment = [c for c in guest.commands if isinstance(c, cmd.SetFragment)][-1].fragment
    fresh = guest.reload()
    channel.replace(guest, fresh)
    channel.apply(fresh, reopen(fresh, fragment.partition("?")[2]))
    channel.apply(host, [cmd.LiveJoin(host.room)])
    channel.connect()
    assert fresh.model.live.me == 1 - host.model.live.me
    assert fresh.model.live.state == host.model.live.state == live.CONNECTED
    assert not fresh.of(cmd.Notice) and not [c for c in drawn if isinstance(c, cmd.Notice)]
    assert fresh.saves.get("boxilies", fresh.model.save_id).live[2] == fresh.model.live.me
    play_one(channel, host, fresh, random.Random(2))
    assert fresh.moves == host.moves and len(host.moves) == 1


def test_a_save_without_the_draw_still_loads():
    host, guest, channel = live_pair("iye", seed=4)
    play_one(channel, host, guest, random.Random(3))
    key = f"save:iye:{guest.model.save_id}"
    data, _ = guest.storage.get_json(key)
    assert data["live"]["nonce"] == guest.model.live.session.nonce  # written by this release
    del data["live"]["nonce"], data["live"]["peer_nonce"]  # as the release before wrote it
    guest.storage.set_json(key, data)
    save, match = guest.saves.open("iye", guest.model.save_id)
    assert save.draw is None and save.live[2] == guest.model.live.me
    fresh = guest.reload()
    out = fresh.ctl.live.resume(save, match)
    assert not [c for c in out if isinstance(c, cmd.Notice)] and fresh.model.live.me == guest.model.live.me


class Room(Channel):
    """A room with any number of pages: every text goes to every other page in it (as
    Trystero's room sends a text to every peer)."""

    def send(self, page, text):
        if page.room is not None:
            self.queue.extend((p, text) for p in self.pages if p is not page and p.room == page.room)

    def deliver(self, page, text):
        if page.room is not None:  # a page that left the room meanwhile gets nothing
            super().deliver(page, text)


@pytest.mark.parametrize("claim", ["0", "random"])
def test_a_third_page_is_told_the_room_is_full_and_the_two_play_on(claim):
    host, guest, _ = live_pair("boxilies", seed=3, claim=claim)
    room = Room(host, guest)
    rng = random.Random(6)
    play_one(room, host, guest, rng)
    before = (len(host.commands), len(guest.commands))
    third = Page("third", seed=9)
    room.pages.append(third)
    room.apply(third, third.ctl.live.guest("boxilies", host.room))
    for page in (host, guest, third):  # every page in the room sees a new peer
        room.apply(page, page.ctl.live_event("open"))
    # the third page: told, out of the room, no game started, nothing saved, a way back
    assert third.model.live.state == live.FULL and third.room is None and third.of(cmd.LiveLeave)
    assert third.model.live.session.match is None and third.saves.list() == []
    assert t("en", "live.status_full") in third.status()
    html_controls = controls.render(third.model, third.model.ctx())
    assert 'href="#/"' in html_controls and esc(t("en", "live.full_how")) in html_controls
    assert not third.of(cmd.Notice)
    # the two: nothing shown, still connected, and they play on
    for page, n in zip((host, guest), before, strict=True):
        assert not [c for c in page.commands[n:] if isinstance(c, (cmd.Notice, cmd.ShowDialog))]
        assert page.model.live.state == live.CONNECTED
    play_one(room, host, guest, rng)
    play_one(room, host, guest, rng)
    assert host.moves == guest.moves and len(host.moves) == 3
    assert third.ctl.live_event("message", "anything") == []  # a page told the room is full hears nothing more

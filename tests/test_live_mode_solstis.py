"""Solstis live with a fair deal on the game screen (issue 29), under CPython: two pages.

Two game-screen Controllers joined by the fake channel of tests/test_live_mode.py play
Solstis through `SolstisSession`. After every step the test compares what each page
holds — its screen model (the views, the effects), every region it would draw, and its
save — with the friend's true hand, which only the test knows (read from the friend's
own table: a side's own hand is the one part of its state that is never a guess)."""

import json
import random
import re
from html import unescape

import pytest
from test_live_mode import Channel, Page

import spielkiste
from live_helpers import fx_tiles
from spielkiste.games.solstis import GAME, TILE_NAMES, UNKNOWN
from spielkiste.live.solstis_session import SolstisSession
from ui import cards, picker
from ui.game import commands as cmd
from ui.game import controls, dialog, hint, live, log, marking, movelist, players, result, status
from ui.game.controller import undo_allowed
from ui.game.model import HUMAN, LIVE
from ui.games.solstis.board import tile_text, tile_words
from ui.i18n import t
from ui.saves import LIVE_VERSION

GAME_ID = "solstis"


def as_tiles(text, secret):
    """The tiles of `secret` that `text` shows as tiles: with their words ("R7 (red 7)",
    aria-label "R7, red 7"); a place of a panorama has the name alone."""
    return {x for x in secret if re.search(rf"\b{re.escape(tile_words('en', x))}\b", text)}


def live_pair(claim="0", options=None):
    host, guest = Page("host", seed=1), Page("guest", seed=2)
    channel = Channel(host, guest)
    channel.apply(host, host.ctl.live.start(GAME_ID, options or {}, claim))
    channel.apply(guest, guest.ctl.live.guest(GAME_ID, host.room))
    return host, guest, channel


def table(page):
    return page.model.live.session.table


def own_hand(page):
    """The page's own hand, from its own table (the truth: its own cards are opened to it)."""
    return set(table(page).state.hands[page.model.live.me])


def screen_html(page):
    """Every region the page would draw now (screen.py's render, without the DOM)."""
    model = page.model
    ctx = model.ctx()
    ctx.marks, ctx.arrow = marking.shown(model)
    return " ".join([model.board.render_board(ctx), status.render(model, ctx), controls.render(model, ctx),
                     log.render(model, True), result.render(model, ctx), players.render(model, ctx),
                     model.board.render_extra(ctx), movelist.stepper(model), movelist.items(model)])


def stored(page):
    model = page.model
    return page.storage.get_text(f"save:{GAME_ID}:{model.save_id}")


class Watch:
    """The check after every step: neither page holds the other's hand in the clear."""

    def __init__(self, *pages):
        self.pages = pages
        self.ever_own = {p.name: set() for p in pages}  # a tile once in a page's own hand it may know
        self.checks = 0

    def __call__(self):
        a, b = self.pages
        for page in (a, b):
            if table(page) is not None and table(page).state is not None:
                self.ever_own[page.name] |= own_hand(page)
        for page, friend in ((a, b), (b, a)):
            if table(friend) is None or table(friend).state is None:
                continue
            secret = own_hand(friend) - self.ever_own[page.name]
            self.holds_nothing_of(page, secret)
            self.checks += 1

    @staticmethod
    def holds_nothing_of(page, secret):
        model, me = page.model, page.model.live.me
        names = {TILE_NAMES[x] for x in secret}
        assert all(as_tiles(tile_text("en", x), {x}) for x in secret), "the check can fail"
        # the screen model: only views, every hidden place UNKNOWN, the effects public
        for view in model.match.views:
            assert set(view.hands[1 - me]) <= {UNKNOWN} and set(view.pile) <= {UNKNOWN}
            assert set(view.stack) <= {UNKNOWN} and all(under in (UNKNOWN, -1) for _, under in view.display)
        assert not set().union(*map(fx_tiles, model.match.fx)) & names, "an effect names a hidden tile"
        # what it draws
        shown = as_tiles(screen_html(page), secret)
        assert not shown, f"{page.name} shows {shown}"
        # the save: the views, the effects, and the tiles its table opened
        text = stored(page)
        if text is None:
            return
        data = json.loads(text)["live"]["deal"]
        assert not set().union(*map(fx_tiles, data["fx"])) & names
        known = data["session"]["table"]["deal"]["known"]["tiles"] if data["session"]["table"] else {}
        assert not set(known.values()) & secret, f"{page.name}'s save opened a tile of the friend's hand"
        for view in data["views"]:
            assert set(view[HANDS_FIELD][1 - me]) <= {UNKNOWN}
        # the page's own table: the cards it opened
        assert not set(table(page).deal.known["tiles"].values()) & secret


HANDS_FIELD = GAME.initial(GAME.normalize_options(None), 0)._fields.index("hands")


def play_one(channel, host, guest, rng, watch=None):
    page = host if host.model.match.to_move == host.model.live.me else guest
    move = rng.choice(page.model.match.legal_moves())
    channel.apply(page, page.ctl.play(move))
    if watch is not None:
        watch()
    return page, move


def notices(page):
    return [c for c in page.commands if isinstance(c, cmd.Notice)]


# -- the deal --------------------------------------------------------------------------------------

def test_the_status_says_the_tiles_are_shuffled_until_the_board_is_dealt():
    host, guest, channel = live_pair()
    assert isinstance(host.model.live.session, SolstisSession)
    assert host.model.match.views[0].display == ((UNKNOWN, UNKNOWN),) * 6, "nothing dealt is shown"
    channel.up, channel.busy = True, True  # hold the messages: one at a time
    for page in (host, guest):
        channel.apply(page, page.ctl.live_event("open"))
    seen = []
    while channel.queue:
        page, text = channel.queue.popleft()
        channel.apply(page, page.ctl.live_event("message", text))
        seen.append((host.model.match.dealt, host.status(), guest.status()))
    channel.busy = False
    shuffling = t("en", "live.status_shuffling")
    assert any(shuffling in h for dealt, h, _ in seen if not dealt), "a status while both pages shuffle"
    assert host.model.match.dealt and guest.model.match.dealt
    assert t("en", "live.said_dealt") in [c.announce for c in host.commands if isinstance(c, cmd.Render)]
    assert host.model.kinds == [HUMAN, LIVE] and guest.model.kinds == [LIVE, HUMAN]
    assert "Play a tile" in host.status() and "friend" in guest.status()
    refused = guest.ctl.play(guest.model.match.legal_moves()[0] if guest.model.match.legal_moves() else "R1")
    assert refused == [cmd.Render()] and guest.model.refusal == t("en", "live.refuse_friend")


def test_a_whole_game_live_neither_page_holds_the_others_hand_and_the_keys_verify():
    host, guest, channel = live_pair(claim="random")
    watch = Watch(host, guest)
    channel.connect()
    watch()
    rng = random.Random(4)
    plies = 0
    while not host.model.match.is_over and plies < 300:
        play_one(channel, host, guest, rng, watch)
        plies += 1
        assert host.model.match.moves == guest.model.match.moves
    assert host.model.match.is_over and guest.model.match.is_over
    assert host.model.live.verified and guest.model.live.verified and watch.checks > 2 * plies
    for page in (host, guest):
        assert not notices(page), notices(page)
        html = controls.render(page.model, page.model.ctx())
        assert 'id="live-verified"' in html and t("en", "live.verified") in html
        saved = page.saves.get(GAME_ID, page.model.save_id)
        assert saved.over and saved.moves == plies and saved.players == (LIVE, LIVE)
        assert json.loads(stored(page))["v"] == LIVE_VERSION
        assert saved.won == page.model.match.winner
        assert "s=0" in saved.link and "m=" not in saved.link, "the save's link names no deal and no move"
        assert not undo_allowed(page.model)
        # no hint, no review: the computer reads a game from its link, and the deal is in no link
        assert 'id="btn-review"' not in result.render(page.model, page.model.ctx())
        assert not hint.available(page.model, "on") and page.ctl.learning.review_start() == []
    # the views of one page and the true final state agree where both may see
    final = GAME.view(table(host).state, host.model.live.me)
    assert host.model.match.state.real == final.real and host.model.match.scores == guest.model.match.scores
    # what was said: the friend's moves with the same sentences as other live games, the check at the end
    said = [c.announce for c in guest.commands if isinstance(c, cmd.Render) and c.announce]
    assert any(s.startswith("Player 1") for s in said) and t("en", "live.verified") in said[-1]


# -- a reload, a lie, a damaged save --------------------------------------------------------------

def reopen(channel, page):
    """The page is loaded again at its address: the save reopened, the room joined."""
    fragment = [c for c in page.commands if isinstance(c, cmd.SetFragment)][-1].fragment
    save_id = fragment.rpartition("save=")[2]
    fresh = page.reload()
    channel.replace(page, fresh)
    found = fresh.saves.open(GAME_ID, save_id)
    channel.apply(fresh, fresh.ctl.live.resume(*found))
    return fresh


def test_a_reload_mid_game_resyncs_and_a_move_made_meanwhile_arrives():
    host, guest, channel = live_pair()
    channel.connect()
    rng = random.Random(7)
    for _ in range(6):
        play_one(channel, host, guest, rng)
    while host.model.match.to_move != host.model.live.me:
        play_one(channel, host, guest, rng)
    moves, me = guest.model.match.moves, guest.model.live.me
    views = list(guest.model.match.views)
    channel.drop()
    fresh = reopen(channel, guest)
    assert fresh.model.match.moves == moves and fresh.model.live.me == me
    assert fresh.model.match.views == views, "the replay after a reload shows what was seen"
    assert fresh.model.live.state == live.WAITING
    # the host plays while the guest's page is away: its texts are lost, sent again on the hello
    lost = len(channel.lost)
    channel.apply(host, host.ctl.play(rng.choice(host.model.match.legal_moves())))
    assert len(channel.lost) > lost
    channel.connect()
    assert fresh.model.live.state == live.CONNECTED and not notices(fresh) and not notices(host)
    assert fresh.model.match.moves == host.model.match.moves
    watch = Watch(host, fresh)
    for _ in range(4):
        play_one(channel, host, fresh, rng, watch)
    assert fresh.model.match.moves == host.model.match.moves and len(host.model.match.moves) >= 10


def test_a_lying_page_is_caught_and_the_game_stops_with_who_broke_it():
    host, guest, channel = live_pair(claim="1")  # the guest moves first
    channel.connect()
    g = guest.model
    hand = sorted(table(guest).state.hands[g.live.me])
    played = TILE_NAMES[hand[0]]
    other = next(TILE_NAMES[x] for x in range(48) if x not in hand and TILE_NAMES[x] != played)
    sent_before = len(channel.lost)
    channel.up = False  # the guest's page sends its move; a modified page changes the tile it names
    channel.apply(guest, guest.ctl.play(played))
    channel.up = True
    texts = channel.lost[sent_before:]
    forged = [x.replace(f'"move":"{played}"', f'"move":"{other}"') if '"solstis-move"' in x else x for x in texts]
    assert forged != texts
    for text in forged:
        channel.apply(host, host.ctl.live_event("message", text))
    caught = notices(host)
    assert caught and caught[-1].text.startswith("Your friend's page broke the fair deal")
    assert other in caught[-1].text
    assert host.model.live.cheat and t("en", "live.status_cheat") in host.status()
    assert host.ctl.play("R1") == [cmd.Render()] and host.model.refusal == t("en", "live.refuse_cheat")
    fresh = reopen(channel, host)  # still stopped after a reload
    assert fresh.model.live.cheat == host.model.live.cheat and t("en", "live.status_cheat") in fresh.status()


@pytest.mark.parametrize("damage", ["keys", "no deal"])
def test_a_damaged_save_says_so_and_loses_nothing(damage):
    host, guest, channel = live_pair()
    channel.connect()
    play_one(channel, host, guest, random.Random(3))
    key = f"save:{GAME_ID}:{guest.model.save_id}"
    data = json.loads(guest.storage.get_text(key))
    if damage == "keys":
        data["live"]["deal"]["session"]["table"]["deal"]["locks"]["tiles"] = ["zz"]
    else:
        data["live"]["deal"] = "x" * 20_000  # (a save set aside would keep only 16,000 characters of it)
    guest.storage.set_text(key, json.dumps(data))
    before = guest.storage.get_text(key)
    fresh = guest.reload()
    found = fresh.saves.open(GAME_ID, guest.model.save_id)
    assert found is not None and found[0] in fresh.saves.list(GAME_ID), "listed as it was"
    out = fresh.ctl.live.resume(*found)
    notice = [c for c in out if isinstance(c, cmd.Notice)]
    assert notice and "cannot be continued" in notice[0].text
    assert ("damaged" if damage == "keys" else "no deal") in notice[0].text
    assert cmd.Go("/") in out and fresh.model is None
    assert fresh.storage.get_text(key) == before, "nothing written over it"


# -- no undo, no link; the picker and the dialog offer it ---------------------------------------------

def test_undo_is_not_offered_and_asking_says_why():
    host, guest, channel = live_pair()
    channel.connect()
    page, _ = play_one(channel, host, guest, random.Random(5))
    assert not undo_allowed(page.model)
    page.ctl.ui("undo")
    assert "cannot be hidden again" in page.model.refusal and page.model.match.ply == 1
    assert page.ctl.live.to_link() == [], "no going on by link: a link would carry the hidden tiles"
    channel.apply(host, host.ctl.live_event("message", guest.model.live.session.leave().send[0]))
    html = unescape(controls.render(host.model, host.model.ctx()))
    assert t("en", "live.left_deal") in html and "livelink" not in html


def test_the_card_and_the_new_game_dialog_offer_live_for_solstis_not_by_link():
    html = picker.render("en", cards.cards(), [], {})
    card = html[html.index('data-game="solstis"'):].split("</li>")[0]
    assert 'href="#/solstis?new=1&amp;vs=live"' in card and 'data-vs="link"' not in card
    solstis = dialog.render("en", GAME, {}, [HUMAN, HUMAN])
    assert 'value="live" disabled' not in solstis and 'value="link" disabled' in solstis
    assert dialog.read([("mode", "live"), ("me", "random")], GAME, [HUMAN, HUMAN], "700")[1] == [LIVE, LIVE]
    page = Page("host")
    page.ctl.open(spielkiste.new_match(GAME_ID, seed=1))
    page.ctl.newgame.open()
    out = page.ctl.newgame.start([("mode", "live"), ("me", "0")])
    assert [c for c in out if isinstance(c, cmd.LiveJoin)] and isinstance(page.model.live.session, SolstisSession)
    assert page.model.live.me == 0 and page.model.kinds == [LIVE, LIVE], "nobody plays before the deal"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_word_of_the_fair_deal_is_in_both_languages(lang):
    for key in ("status_shuffling", "status_opening", "said_dealt", "verified", "cheat", "undo_deal",
                "left_deal", "damaged_deal", "failed_deal", "refuse_shuffling", "refuse_opening", "refuse_cheat"):
        assert t(lang, f"live.{key}") != f"live.{key}"

"""Key hints follow one rule in every game (issue 25): what a sentence says about keys
("(keys 1–5)", "(R / Shift+R)", "(S again: …)", "(N)") is marked as a key hint, which a
touch screen hides (css/app.css). Checked on the words the boards really say, in every
language: the status and each refusal after every click the controls and the board
offer, and the controls' own words, over a few positions of each game."""

import random
import re
from html import unescape

import pytest

import spielkiste
from ui.game import keyhints
from ui.games import board_for
from ui.games.base import Ctx, esc

SPAN = re.compile(r'<span class="keyhint">[^<]*</span>')
TAG = re.compile(r"<[^>]*>")
PAREN = re.compile(r"\(([^()]*)\)")
KEY_WORDS = {"key", "keys", "Taste", "Tasten", "Shift", "Umschalt"}
# keys named outside a parenthesis too (as "You have 4 stones left: keys 1–4." did)
KEY_DIGITS = re.compile(r"\b(?:keys?|Tasten?) [1-9]")


def visible(html: str) -> str:
    """The words a touch screen shows: without the key hints and without the markup."""
    return unescape(TAG.sub(" ", SPAN.sub("", html)))


def names_a_key(text: str, keys) -> str | None:
    """The first parenthesis in `text` that names one of `keys` or speaks of keys, or
    the first "keys 1–4" anywhere."""
    digits = KEY_DIGITS.search(text)
    if digits:
        return digits.group(0)
    for inside in PAREN.findall(text):
        tokens = set(re.split(r"[ ,/:+–-]+", inside))
        if tokens & (set(keys) | KEY_WORDS):
            return inside
    return None


def positions(game_id: str):
    """A few positions of one game: the start and along a seeded random game."""
    rng = random.Random(7)
    m = spielkiste.new_match(game_id, seed=3)
    yield m
    for _ in range(12):
        legal = m.legal_moves()
        if m.is_over or not legal:
            return
        m.play(rng.choice(sorted(legal)))
        yield m


def ctx_for(m, lang, sel):
    return Ctx(game=m.game, match=m, state=m.state, lang=lang, sel=sel, interactive=not m.is_over,
               legal=m.legal_moves(), last=None, names=("Ann", "Bo"))


ACT = re.compile(r'data-act="([^"]*)"')


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_every_key_hint_a_board_says_is_hidden_on_a_touch_screen(game_id):
    board = board_for(game_id)
    keys = [k for k in board.keys if len(k) == 1]
    said = 0
    for m in positions(game_id):
        for lang in ("en", "de"):
            ctx = ctx_for(m, lang, {})
            actions = {unescape(a) for a in ACT.findall(board.render_controls(ctx) + board.render_board(ctx))}
            actions = sorted(a for a in actions if not a.startswith("ui:")) + ["none"] + sorted(set(board.keys.values()))
            for action in actions:
                sel: dict = {}
                ctx = ctx_for(m, lang, sel)
                board.act(ctx, action)  # a click or a key: it chooses something, or it is refused
                after = ctx_for(m, lang, sel)
                for text in (ctx.refusal or "", board.status(after) or ""):
                    said += bool(text)
                    left = names_a_key(visible(keyhints.mark(esc(text))), keys)
                    assert left is None, (lang, action, text)
                left = names_a_key(visible(board.render_controls(after)), keys)
                assert left is None, (lang, action, left)
    assert said > 20


def test_the_forms_of_a_key_hint():
    mark = keyhints.mark
    assert mark("Choose a stone (keys 1–5), turn it (R / Shift+R), then an empty cell.") == (
        'Choose a stone<span class="keyhint"> (keys 1–5)</span>, turn it'
        '<span class="keyhint"> (R / Shift+R)</span>, then an empty cell.')
    assert mark("drehe ihn (D / Umschalt+D).") == 'drehe ihn<span class="keyhint"> (D / Umschalt+D)</span>.'
    assert mark("Wähle zuerst einen Stein (Taste 1).") == 'Wähle zuerst einen Stein<span class="keyhint"> (Taste 1)</span>.'
    assert mark("a cell (S again: back to natural moves).") == (
        'a cell<span class="keyhint"> (S again: back to natural moves)</span>.')
    assert mark("a spirit (S H T W O).") == 'a spirit<span class="keyhint"> (S H T W O)</span>.'
    assert mark("You have 4 stones left (keys 1–4).") == (
        'You have 4 stones left<span class="keyhint"> (keys 1–4)</span>.')
    # what is no key hint stays as it is
    for text in ("Largest group (tie-break), Player 1 (you)", "Stones of player 1 (3)", "place it (Enter or Space)",
                 "A stone (5a has five)", "Beacons (B2, B9, P3)", "Computer (strong)"):
        assert mark(text) == text

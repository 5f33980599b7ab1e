"""ui.explain: effects -> one sentence in German and English."""

import random

import pytest

import spielkiste
from spielkiste.ai.analysis import visible_effects
from spielkiste.lessons import load
from ui.explain import describe, sentence


def step_fx(game_id, step_id, move=None):
    lesson = load(game_id)
    k = [s.id for s in lesson.steps].index(step_id)
    match = lesson.match(k)
    return match, match.game.effects(match.state, move or lesson.steps[k].moves[0])


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_phrase_tables_match(game_id):
    """Each game's phrases ("<game>.say.*" in the catalogs) are there in both languages."""
    import po_catalog

    from conftest import ROOT

    said = {lang: {k for k in po_catalog.read_catalog(ROOT, lang)[1] if k.startswith((f"{game_id}.say.", "say."))}
            for lang in ("de", "en")}
    assert said["de"] == said["en"] and any(k.startswith(game_id) for k in said["en"])


def test_soulaween_reap_the_chain():
    _, fx = step_fx("soulaween", "reap")
    assert sentence("soulaween", fx, "en") == "Puts a red piece on d1, flips c1 and reaps a1, b1, c1, d1 (chain)."
    assert sentence("soulaween", fx, "de") == "Legt einen roten Stein auf d1, dreht c1 um und sammelt a1, b1, c1, d1 (Reihe)."
    assert describe("soulaween", fx, "en").startswith("puts")
    # with a subject (the live region, the log): each consequence is a sentence of its own
    assert sentence("soulaween", fx, "en", who="Anna") == "Anna puts a red piece on d1. Flips c1. Reaps a1, b1, c1, d1 (chain)."


def test_soulaween_tokens_win_restriction_cleanup_card():
    _, fx = step_fx("soulaween", "death-scythe")
    assert "reaps a1, b2, d2, c3 (scythe)" in describe("soulaween", fx, "en")
    _, fx = step_fx("soulaween", "death-needle")
    assert describe("soulaween", fx, "en").endswith("reaps a2, b2, c2, d2 (needle) and wins")
    assert describe("soulaween", fx, "de").endswith("sammelt a2, b2, c2, d2 (Nadel) und gewinnt")
    _, fx = step_fx("soulaween", "anubis")
    assert describe("soulaween", fx, "en").endswith("sets the Anubis restriction to green")
    _, fx = step_fx("soulaween", "vs-anubis")
    assert describe("soulaween", fx, "de").endswith("beendet die Anubis-Einschränkung")
    _, fx = step_fx("soulaween", "cleanup")
    assert "clears 8 pieces off the full mat" in describe("soulaween", fx, "en")
    match, _ = step_fx("soulaween", "wuchang")
    match.play("a2R")
    assert sentence("soulaween", match.game.effects(match.state, "turn"), "en") == "Turns the card to Hei Wuchang."
    assert sentence("soulaween", match.game.effects(match.state, "keep"), "de") == "Behält Bai Wuchang."


def test_soulaween_choice():
    pos = "----/----/RRRG/RRG-|0put|none:0|none:0|-|-|10"
    match = spielkiste.new_match("soulaween", {"mode": "simple"}, seed=1, position=pos)
    fx = match.game.effects(match.state, "d1R")
    assert fx["choice"] and "may now choose one of 2 patterns to reap" in describe("soulaween", fx, "en")


def test_iye_sentences():
    _, fx = step_fx("iye", "ability")
    assert sentence("iye", fx, "en") == "Spends a Horse, moves the drum from d3 to b2 and gives the opponent the Owl."
    assert sentence("iye", fx, "de") == "Gibt ein Pferd aus, zieht die Trommel von d3 nach b2 und gibt dem Gegner die Eule."
    _, fx = step_fx("iye", "scoring", "c3")
    assert describe("iye", fx, "en").endswith("loses cycle 1 by 10 to 15")
    _, fx = step_fx("iye", "blocked")
    assert describe("iye", fx, "en").endswith("wins the cycle by leaving the opponent no move")
    match, _ = step_fx("iye", "blocked")
    match.play("b1")
    assert sentence("iye", match.game.effects(match.state, "next"), "de") == "Beginnt Zyklus 2."


def test_boxilies_sentences():
    _, fx = step_fx("boxilies", "turn")
    assert sentence("boxilies", fx, "en") == "Places 4a on a2 and captures b2."
    _, fx = step_fx("boxilies", "turn", "5aN-a2")
    assert sentence("boxilies", fx, "en") == "Places 5a on a2 and captures nothing (1 against 1 at b2)."
    assert sentence("boxilies", fx, "de") == "Setzt 5a auf a2 und nimmt nichts gefangen (1 gegen 1 bei b2)."
    _, fx = step_fx("boxilies", "end")
    assert describe("boxilies", fx, "de").endswith("nimmt b3 gefangen und gewinnt")


def test_solstis_sentences():
    _, fx = step_fx("solstis", "face-down")
    assert sentence("solstis", fx, "en") == "Plays R3 (red 3), takes R9 (red 9) and uncovers G10 (green 10)."
    _, fx = step_fx("solstis", "rainbow")
    assert sentence("solstis", fx, "en") == "Plays R3 (red 3) into the display, turns up V4 (purple 4) and takes a rainbow."
    assert sentence("solstis", fx, "de") == "Legt R3 (rot 3) in die Auslage, deckt V4 (lila 4) auf und nimmt einen Regenbogen."
    assert sentence("solstis", fx, "en", who="Ann") == ("Ann plays R3 (red 3) into the display. Turns up V4 (purple 4). "
                                                       "Takes a rainbow.")
    _, fx = step_fx("solstis", "spirit-choice")
    assert sentence("solstis", fx, "de") == "Nimmt den Geist Marienkäfer aus der Reihe."
    _, fx = step_fx("solstis", "beacon")
    assert sentence("solstis", fx, "en") == "Plays B4 (blue 4) and takes B9 (blue 9) (the opponent then passes)."
    _, fx = step_fx("solstis", "final")
    assert sentence("solstis", fx, "en") == "Plays B5 (blue 5), takes R5 (red 5) and wins (both players then pass)."
    assert sentence("solstis", fx, "en", who="Ann") == "Ann plays B5 (blue 5). Takes R5 (red 5) and wins (both players then pass)."


def test_solstis_hint_sentence_tells_hidden_parts_as_unknown():
    match, _ = step_fx("solstis", "rainbow")
    fx = visible_effects(match.game, match.state, "R3", 0, random.Random(1))
    assert sentence("solstis", fx, "en") == "Plays R3 (red 3) into the display and turns up the top tile of the pile."
    match, _ = step_fx("solstis", "face-down")
    fx = visible_effects(match.game, match.state, "R3", 0, random.Random(1))
    assert sentence("solstis", fx, "en") == "Plays R3 (red 3), takes R9 (red 9) and uncovers the tile beneath."


def test_unknown_language_falls_back_to_english():
    _, fx = step_fx("boxilies", "double")
    assert describe("boxilies", fx, "fr") == describe("boxilies", fx, "en")


@pytest.mark.parametrize("game_id", list(spielkiste.GAMES))
def test_every_move_of_random_games_has_a_sentence(game_id):
    rng = random.Random(f"explain-{game_id}")
    game = spielkiste.GAMES[game_id]
    variants = game.option_variants()
    for n in range(4):
        match = spielkiste.new_match(game_id, variants[n % len(variants)], seed=rng.randrange(2**32))
        while not match.is_over:
            move = rng.choice(match.legal_moves())
            fx = game.effects(match.state, move)
            for lang in ("de", "en"):
                text = sentence(game_id, fx, lang)
                assert text.endswith(".") and len(text) > 8 and "{" not in text and "None" not in text, text
            key = {"soulaween": None, "iye": "to", "boxilies": "cell", "solstis": "played"}[game_id]
            if key and fx.get(key):
                assert fx[key] in sentence(game_id, fx, "en")
            match.play(move)


def test_lesson_feedback():
    from spielkiste.lessons import check
    from ui.explain import feedback

    lesson = load("soulaween")
    k = [s.id for s in lesson.steps].index("reap")
    match = lesson.match(k)
    wrong = check(lesson, k, match.state, "d1G")
    assert feedback("soulaween", wrong, "en") == ("Puts a green piece on d1 and flips c1. A green piece on d1 flips c1 "
                                                  "to red: the row shows red, red, red, green.")
    right = check(lesson, k, match.state, "d1R")
    assert feedback("soulaween", right, "de").endswith("sammelt a1, b1, c1, d1 (Reihe). Gesammelt: ein Symbolstein für dich.")

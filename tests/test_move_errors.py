"""The two kinds of refused move in every game, as python-chess tells them apart: text
that is no move of the game at all (InvalidMove, from the game's one `parse_move`) and a
move of the game this position does not allow (IllegalMove, not InvalidMove). Both are
ValueErrors with a sentence, and the match is left as it was. The link decoder keeps its
own frame around the game's sentence."""

import pytest

import spielkiste
from spielkiste.errors import BadLink, IllegalMove, InvalidMove
from spielkiste.games import boxilies, iye, solstis_moves, soulaween

#: per game: a match (options, seed, position or None, moves), texts that are no move of
#: the game, moves of the game that are illegal in that match
CASES = {
    "soulaween": (({"mode": "simple"}, 1, None, ("a1R",)),
                  ("", "a5R", "a1X", "reap:a1b1", "reap:a1a1b1c1", "reap:a1b1c1z9", "keeps", "b3r", 7),
                  ("a1G", "keep", "turn", "reap:a1b1c1d1")),
    "iye": (({}, 1, None, ()),
            ("", "f1", "Xa1", "c33", "nex", "Hd4 ", None),
            ("a1", "Ha1", "next", "e5")),
    "boxilies": (({"board": "3x3"}, 1, None, ("3aS-a1", "5aN-b2")),
                 ("", "b2", "1a-c1", "1aQ-c1", "1aN-g1", "aaN-b1", "1aN_b1", ["1aN-b1"]),
                 ("1aN-a1", "3aN-c1", "6aN-c1", "1aN-d4", "s1N-b1")),
    "solstis": (({}, 1, None, ()),
                ("", "Z1", "xZ9", "deer-Q1", "row-unicorn", "keep-", 3),
                ("draw", "keep-deer", "cancel-trout", "sO4", "rO5")),
}


def start(game_id):
    (options, seed, position, moves), _, _ = CASES[game_id]
    match = spielkiste.new_match(game_id, options, seed=seed, position=position)
    for move in moves:
        match.play(move)
    return match


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_text_that_is_no_move_is_an_invalid_move(game_id):
    match = start(game_id)
    before, ply = match.state, match.ply
    for text in CASES[game_id][1]:
        with pytest.raises(InvalidMove) as caught:
            match.play(text)
        assert isinstance(caught.value, IllegalMove) and isinstance(caught.value, ValueError)
        assert str(caught.value).endswith(".") and len(str(caught.value)) > 20, str(caught.value)
        assert match.state == before and match.ply == ply


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_a_move_of_the_game_not_allowed_here_is_an_illegal_move(game_id):
    match = start(game_id)
    before = match.state
    legal = set(match.legal_moves())
    for move in CASES[game_id][2]:
        assert move not in legal
        with pytest.raises(IllegalMove) as caught:
            match.play(move)
        assert not isinstance(caught.value, InvalidMove), f"{game_id} {move!r}: {caught.value}"
        assert str(caught.value), move
        assert match.state == before


PARSERS = {"soulaween": soulaween.parse_move, "iye": iye.parse_move, "boxilies": boxilies.parse_move,
           "solstis": solstis_moves.parse_move}


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_the_parser_reads_every_legal_move_and_refuses_the_rest(game_id):
    """One parse function per game: every move legal in a few positions reads back with
    its text, and the texts that are no move are refused there as in `play`."""
    parse = PARSERS[game_id]
    match = start(game_id)
    for _ in range(6):
        moves = match.legal_moves()
        if not moves:
            break
        for move in moves:
            assert parse(move).text == move
        match.play(moves[len(moves) // 2])
    for text in CASES[game_id][1]:
        with pytest.raises(InvalidMove):
            parse(text)
    for move in CASES[game_id][2]:
        assert parse(move).text == move  # well-formed: only the position refuses it


def test_the_parts_a_parser_reads():
    assert soulaween.parse_move("b3R") == soulaween.Move("put", "b3R", cell=9, side=soulaween.RED)
    assert soulaween.parse_move("reap:a1b1c1d1").mask == 0b1111
    assert soulaween.parse_move("turn").kind == "card"
    assert iye.parse_move("Hd4") == iye.Move("drum", "Hd4", iye.HORSE, iye.CELL_INDEX["d4"])
    assert iye.parse_move("c5") == iye.Move("drum", "c5", iye.NATURAL, iye.CELL_INDEX["c5"])
    assert iye.parse_move("next").kind == "next"
    assert boxilies.parse_move("5aE-b2") == boxilies.Move("5aE-b2", "5a", 1, "b2")
    assert boxilies.parse_move("s12W-f6") == boxilies.Move("s12W-f6", "s12", 3, "f6")


@pytest.mark.parametrize("game_id, bad", [("soulaween", "a5R"), ("iye", "f1"), ("boxilies", "b2"), ("solstis", "Z1")])
def test_the_link_decoder_keeps_its_message(game_id, bad):
    match = start(game_id)
    broken = match.link() + ("." if match.ply else "&m=") + bad
    with pytest.raises(BadLink, match=r"The link is damaged at move \d+ \('" + bad + r"'\): .*(is not|no)"):
        spielkiste.match_from_link(broken)

"""Every lesson played through the engine: positions parse, the expected moves are
legal and do what the text says (asserted on their effects), the listed wrong
moves are legal and wrong, and a step that continues the previous one works after
every right answer to it. A rule change that breaks a lesson fails here."""

import pytest

import spielkiste
from spielkiste import lessons
from spielkiste.games.solstis import score_breakdown
from spielkiste.lessons import CONTINUE, check, load, meets, plain_effects


def right_moves(lesson, k, match):
    game = match.game
    step = lesson.steps[k]
    return [m for m in match.legal_moves()
            if lessons.is_right(lesson, step, plain_effects(lesson.game_id, game.effects(match.state, m)))]


def cell_names(match):
    """Every name a highlight may use in this game."""
    game_id, state = match.game_id, match.state
    if game_id == "soulaween":
        from spielkiste.games.soulaween import CELL_NAMES
        return set(CELL_NAMES)
    if game_id == "iye":
        from spielkiste.games.iye import CELL_NAMES
        return set(CELL_NAMES)
    if game_id == "boxilies":
        return set(state[0].names)
    from spielkiste.games.solstis_spirits import TILE_NAMES
    return set(TILE_NAMES) | {f"{p}:{t}" for p in (0, 1) for t in TILE_NAMES}


@pytest.mark.parametrize("game_id", list(lessons.LESSON_GAMES))
def test_lesson_steps(game_id):
    lesson = load(game_id)
    assert len(lesson) >= 4 and lesson.title == f"lesson.{game_id}.title"  # the words: test_i18n_catalogs.py
    assert lesson.steps[0].position != CONTINUE
    ids = [s.id for s in lesson.steps]
    assert len(set(ids)) == len(ids)
    for k, step in enumerate(lesson.steps):
        where = f"{game_id} step {step.id}"
        for field in ("text", "why", "done"):
            assert getattr(step, field) == f"lesson.{game_id}.{step.id}.{field}", where
        for move, key in (step.wrong or {}).items():
            assert key == f"lesson.{game_id}.{step.id}.wrong.{move}", where
        match = lesson.match(k)
        assert not match.is_over, where
        assert set(step.highlight) <= cell_names(match), where
        game = match.game
        legal = match.legal_moves()
        assert step.moves and set(step.moves) <= set(legal), where
        assert step.goal, f"{where}: every step states what the right move does"
        for move in step.moves:
            result = check(lesson, k, match.state, move)
            assert result.right, f"{where}: {move} does not meet {step.goal}: {result.effects}"
            assert result.text == step.done
        for move, text in (step.wrong or {}).items():
            assert move in legal, f"{where}: wrong move {move} is not even legal"
            result = check(lesson, k, match.state, move)
            assert not result.right and result.text == text, where
            assert result.effects["move"] == move
        rights = right_moves(lesson, k, match)
        wrongs = [m for m in legal if m not in rights]
        assert wrongs or set(step.moves) == set(legal), f"{where}: no wrong move, yet not every move is listed"
        for move in wrongs[:5]:
            result = check(lesson, k, match.state, move)
            assert not result.right and result.text == (step.wrong or {}).get(move, step.why)
        # a following step that continues must work after every right answer to this one
        if k + 1 < len(lesson) and lesson.steps[k + 1].position == CONTINUE:
            nxt = lesson.steps[k + 1]
            for move in rights:
                after = game.play(match.state, move)
                assert game.to_move(after) is not None
                for m2 in nxt.moves:
                    fx = plain_effects(game_id, game.effects(after, m2))
                    assert meets(nxt.goal, fx), f"{game_id} step {nxt.id} after {move}: {m2} fails"


@pytest.mark.parametrize("game_id", list(lessons.LESSON_GAMES))
def test_lesson_plays_to_the_end(game_id):
    """The page's path: each step's match, the first expected move, its effects."""
    lesson = load(game_id)
    for k, step in enumerate(lesson.steps):
        match = lesson.match(k)
        result = check(lesson, k, match.state, step.moves[0])
        assert result.right and result.effects["changed"] is not None
        match.play(step.moves[0])


def test_soulaween_positions_are_plausible():
    """Pieces come one per turn and a reap takes four: the turn count and the player
    to move fit the mat (the notation itself does not check it)."""
    lesson = load("soulaween")
    for step in lesson.steps:
        if step.position == CONTINUE:
            continue
        mat, who, first, second, *_rest, turns = step.position.split("|")
        pieces = sum(ch in "RG" for ch in mat)
        tokens = sum(len(p.split(":")[1].strip("-")) if p.startswith("death") else int(p.split(":")[1])
                     for p in (first, second))
        assert pieces + 4 * tokens <= int(turns), step.id
        assert int(who[0]) == int(turns) % 2, step.id


def test_boxilies_positions_alternate():
    lesson = load("boxilies")
    for k, step in enumerate(lesson.steps):
        state = lesson.match(k).state
        placed = [sum(1 for c in state[2] if c is not None and c[1] == p) for p in (0, 1)]
        first = int((step.options or {}).get("first", "0"))
        mover = state[4]
        # the starter has placed as many stones as the other, or one more
        assert placed[first] - placed[1 - first] == (0 if mover == first else 1), step.id


def test_texts_claims_hold():
    """What a few texts say beyond the goal."""
    sol = load("solstis")
    steps = {s.id: k for k, s in enumerate(sol.steps)}
    m = sol.match(steps["beacon"])
    after = m.game.play(m.state, "B4")
    assert score_breakdown(after)[0]["beacons"] == score_breakdown(m.state)[0]["beacons"] + 1
    m = sol.match(steps["final"])
    good, bad = m.game.play(m.state, "B5"), m.game.play(m.state, "R10")
    assert score_breakdown(good)[0]["group"] > score_breakdown(bad)[0]["group"]
    box = load("boxilies")
    k = [s.id for s in box.steps].index("turn")
    fx = box.match(k).game.effects(box.match(k).state, "5aN-a2")
    assert fx["captured"] == [] and next(c for c in fx["contacts"] if c["cell"] == "b2")["mine"] == 1
    iye = load("iye")
    k = [s.id for s in iye.steps].index("scoring")
    m = iye.match(k)
    assert m.game.effects(m.state, "c3")["cycle_end"]["points"][1][0] == 9


def test_meets():
    fx = {"a": [1, 2], "b": 3, "c": {"d": "x"}, "t": (1, 2)}
    assert meets({"a__has": 2, "a__len": 2, "b": 3, "c.d": "x", "b__min": 3, "a__min": 2, "t": [1, 2]}, fx)
    assert not meets({"a__has": 5}, fx) and not meets({"b__not": 3}, fx) and not meets({"c.e": "x"}, fx)
    with pytest.raises(spielkiste.BadOptions):
        meets({"a__weird": 1}, fx)


def test_unknown_game_has_no_lesson():
    with pytest.raises(spielkiste.BadOptions):
        load("chess")

"""The lessons in the real page (issue 18): every game's lesson played to the end by
mouse from the picker's Learn link, with wrong moves taken back and explained, and the
picker's "✓ learned" afterwards; the Soulaween lesson by keyboard alone, in German."""

from conftest import arrow_to, focused, open_site, ply
from spielkiste import lessons
from ui.i18n import t

GAMES = ("soulaween", "iye", "boxilies", "solstis")


def click(page, selector):
    page.locator(selector).first.click()


def stone_index(state, stone_id):
    layout, _free, _cells, _hands, player = state
    return [s.id for s in layout.design.stones[player]].index(stone_id)


def click_move(page, game_id, state, move):
    """Play `move` the way a player does, by mouse."""
    if game_id == "soulaween":
        if move in ("keep", "turn"):
            click(page, f'#controls [data-act="card:{move}"]')
        else:
            click(page, f'#board [data-cell="{move[:2]}"]')
            click(page, f'#controls [data-act="side:{move[2]}"]')
    elif game_id == "iye":
        if move == "next":
            click(page, '[data-act="next"]')
        elif move[0].isupper():
            click(page, f'#controls [data-act="kind:{"SHTWO".index(move[0])}"]')
            click(page, f'#board [data-cell="{move[1:]}"]')
        else:
            click(page, f'#board [data-cell="{move}"]')
    elif game_id == "boxilies":
        stone, cell = move.split("-")
        click(page, f'#controls [data-act="stone:{stone_index(state, stone[:-1])}"]')
        for _ in range("NESW".index(stone[-1])):
            click(page, '#controls [data-act="rotr"]')
        click(page, f'#board [data-cell="{cell}"]')
    else:  # solstis
        player = state.todo[0][1] if state.todo else 0
        if move.startswith("x"):
            click(page, f'#controls [data-act="disp:{move[1:]}"]')
        elif move.startswith("r") and len(move) <= 4:
            click(page, f'#board [data-cell="{player}:{move[1:]}"]')
        elif move.startswith("s") and len(move) <= 4:
            click(page, f'#controls [data-act="block:{move[1:]}"]')
        elif "-" in move:
            what, _, arg = move.partition("-")
            act = {"row": "row", "keep": "keep", "cancel": "cancel", "deer": "hand", "beetle": "disp"}[what]
            click(page, f'#controls [data-act="{act}:{arg}"]')
        elif move == "draw":
            click(page, '#controls [data-act="draw"]')
        else:
            click(page, f'#controls [data-act="hand:{move}"]')


def a_wrong_move(lesson, k, match):
    """The step's first listed wrong move, else any legal move that is not right."""
    step = lesson.steps[k]
    for move in (step.wrong or {}):
        return move
    for move in match.legal_moves():
        if not lessons.check(lesson, k, match.state, move).right:
            return move
    return None


def play_lesson(page, game_id, explain_wrong_at=None):
    """Play the open lesson to its end; returns the number of wrong moves explained."""
    lesson = lessons.load(game_id)
    match = None
    explained = 0
    for k, step in enumerate(lesson.steps):
        page.wait_for_selector(f'.lesson-panel[data-step="{k + 1}"][data-solved="false"]')
        assert f"{k + 1} of {len(lesson)}" in page.locator(".lesson-progress").inner_text()
        assert t("en", step.text) in page.locator("#lesson-text").inner_text()
        if step.position != lessons.CONTINUE:
            match = lesson.match(k)
        for name in step.highlight:  # the cells that matter are marked
            assert page.locator(f'.mark-lesson[data-cell="{name}"]').count() >= 1, (game_id, k, name)
        wrong = a_wrong_move(lesson, k, match) if (step.wrong or k == explain_wrong_at) else None
        if wrong is not None:
            before = ply(page)
            click_move(page, game_id, match.state, wrong)
            feedback = page.locator("#lesson-feedback.wrong")
            feedback.wait_for()
            text = feedback.inner_text()
            assert text.startswith("Taken back: this move"), text
            expected = (step.wrong or {}).get(wrong) or step.why
            assert t("en", expected) in text, (text, expected)
            assert ply(page) == before, "a wrong move is not played"
            explained += 1
        right = step.moves[0]
        click_move(page, game_id, match.state, right)
        page.wait_for_selector(f'.lesson-panel[data-step="{k + 1}"][data-solved="true"]')
        text = page.locator("#lesson-feedback.right").inner_text()
        assert t("en", step.done) in text, text
        assert page.locator(".mark-lesson").count() == 0  # the answer's own effects show now
        match.play(right)
        if k < len(lesson) - 1:
            page.locator("#btn-lessonnext").click()
    assert "Lesson complete" in page.locator(".lesson-panel").inner_text()
    return explained


def test_every_lesson_by_mouse_to_the_end(page, base_url):
    open_site(page, base_url, "/")
    for game_id in GAMES:
        page.goto(base_url + "#/")
        page.wait_for_selector(f'[data-learn="{game_id}"]')
        assert page.locator(f'[data-learned="{game_id}"]').count() == 0
        page.locator(f'[data-learn="{game_id}"]').click()
        page.wait_for_selector(f'html[data-lesson="{game_id}"] .lesson-panel')
        assert page.locator("#btn-undo").is_hidden() and page.locator("#btn-hint").is_hidden()
        explained = play_lesson(page, game_id, explain_wrong_at=0)
        assert explained >= 1
    # the picker remembers every finished lesson (a reload too)
    page.goto(base_url + "#/")
    page.reload()
    page.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    for game_id in GAMES:
        assert page.locator(f'[data-learned="{game_id}"]').inner_text().startswith("✓ learned")


def key_to_cell(page, name):
    """Arrow keys from the focused board cell to the cell `name` (Soulaween: a1 bottom left)."""
    target = page.locator(f'#board [data-cell="{name}"]')
    arrow_to(page, int(target.get_attribute("data-r")), int(target.get_attribute("data-c")))
    assert focused(page)["cell"] == name


def key_move(page, move):
    if move in ("keep", "turn"):
        page.keyboard.press({"keep": "b", "turn": "u"}[move])  # German: behalten / umdrehen
        return
    key_to_cell(page, move[:2])
    page.keyboard.press("Enter")
    page.keyboard.press(move[2].lower())


def test_soulaween_lesson_by_keyboard_in_german(page, base_url):
    page.add_init_script("localStorage.setItem('spielkiste:lang', 'de');")
    open_site(page, base_url, "/soulaween/learn")
    lesson = lessons.load("soulaween")
    page.wait_for_selector('.lesson-panel[data-step="1"]')
    assert "Schritt 1 von 12" in page.locator(".lesson-progress").inner_text()
    page.locator("#game-title").focus()
    page.keyboard.press("Tab")  # into the board
    for k, step in enumerate(lesson.steps):
        page.wait_for_selector(f'.lesson-panel[data-step="{k + 1}"][data-solved="false"]')
        if step.id == "reap":  # a wrong move first: taken back and explained, in German
            key_move(page, "d1G")
            page.wait_for_selector("#lesson-feedback.wrong")
            text = page.locator("#lesson-feedback").inner_text()
            assert text.startswith("Zurückgenommen: Dieser Zug legt einen grünen Stein auf d1"), text
            assert t("de", step.wrong["d1G"]) in text
            assert focused(page)["role"] == "gridcell"  # the learner stays on the board
        if step.moves[0] not in ("keep", "turn"):
            assert focused(page)["role"] == "gridcell", (k, focused(page))  # on the board, ready to act
        key_move(page, step.moves[0])
        page.wait_for_selector(f'.lesson-panel[data-step="{k + 1}"][data-solved="true"]')
        assert t("de", step.done) in page.locator("#lesson-feedback").inner_text()
        if k < len(lesson) - 1:
            assert focused(page)["id"] == "btn-lessonnext"  # focus goes to "Next step"
            page.keyboard.press("Enter")
            page.wait_for_selector(f'.lesson-panel[data-step="{k + 2}"]')
    assert "Lektion geschafft" in page.locator(".lesson-panel").inner_text()
    assert focused(page)["id"] == "btn-lessonplay"

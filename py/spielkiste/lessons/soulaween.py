"""The Soulaween lesson: put, flip, reap, the win, the cleanup, then each character.

Plain data (docs/lessons.md). Positions use docs/notation/soulaween.md; every step
is played through the engine by tests/test_lessons.py.
"""

SIMPLE = {"mode": "simple"}
DEATH = {"mode": "standard", "char1": "death", "char2": "none"}
ANUBIS = {"mode": "standard", "char1": "anubis", "char2": "none"}
VS_ANUBIS = {"mode": "standard", "char1": "none", "char2": "anubis"}
WUCHANG = {"mode": "standard", "char1": "wuchang", "char2": "none", "wuchang": "bai"}

LESSON = {
    "title": "lesson.soulaween.title",
    "steps": [
        {
            "id": "put",
            "options": SIMPLE,
            "position": "----/----/----/----|0put|none:0|none:0|-|-|0",
            "text": "lesson.soulaween.put.text",
            "highlight": ["b2"],
            "moves": ["b2R"],
            "goal": {"put__has": "b2", "side": "R"},
            "why": "lesson.soulaween.put.why",
            "done": "lesson.soulaween.put.done",
        },
        {
            "id": "flip",
            "options": SIMPLE,
            "position": "---R/-G--/G-G-/-G--|0put|none:0|none:0|-|-|6",
            "text": "lesson.soulaween.flip.text",
            "highlight": ["a2", "b1", "c2", "b3"],
            "moves": ["b2R"],
            "goal": {"flipped__len": 4},
            "why": "lesson.soulaween.flip.why",
            "done": "lesson.soulaween.flip.done",
        },
        {
            "id": "reap",
            "options": SIMPLE,
            "position": "GR--/---G/----/RRG-|0put|none:0|none:0|-|-|6",
            "text": "lesson.soulaween.reap.text",
            "highlight": ["a1", "b1", "c1", "d1"],
            "moves": ["d1R"],
            "goal": {"token": "chain"},
            "wrong": {
                "d1G": "lesson.soulaween.reap.wrong.d1G",
            },
            "why": "lesson.soulaween.reap.why",
            "done": "lesson.soulaween.reap.done",
        },
        {
            "id": "win",
            "options": SIMPLE,
            "position": "G---/-G--/--G-/RG--|0put|none:2|none:2|-|-|22",
            "text": "lesson.soulaween.win.text",
            "highlight": ["a4", "b3", "c2"],
            "moves": ["d1G"],
            "goal": {"over": True, "winner": 0},
            "why": "lesson.soulaween.win.why",
            "done": "lesson.soulaween.win.done",
        },
        {
            "id": "cleanup",
            "options": SIMPLE,
            "position": "RRR-/GGRG/GGRG/RRGR|0put|none:0|none:0|-|-|16",
            "text": "lesson.soulaween.cleanup.text",
            "highlight": ["d4"],
            "moves": ["d4G"],
            "goal": {"cleaned__min": 1, "side": "G"},
            "why": "lesson.soulaween.cleanup.why",
            "done": "lesson.soulaween.cleanup.done",
        },
        {
            "id": "death-cloth",
            "options": DEATH,
            "position": "----/-R--/G-R-/RG--|0put|death:-|none:0|-|-|6",
            "text": "lesson.soulaween.death-cloth.text",
            "highlight": ["a1", "b1", "a2", "b2"],
            "moves": ["b2R"],
            "goal": {"token": "cloth"},
            "why": "lesson.soulaween.death-cloth.why",
            "done": "lesson.soulaween.death-cloth.done",
        },
        {
            "id": "death-scythe",
            "options": DEATH,
            "position": "----/--R-/-R--/R---|0put|death:C|none:0|-|-|8",
            "text": "lesson.soulaween.death-scythe.text",
            "highlight": ["a1", "b2", "c3"],
            "moves": ["d2R", "b4R"],
            "goal": {"token": "scythe"},
            "wrong": {
                "d4R": "lesson.soulaween.death-scythe.wrong.d4R",
            },
            "why": "lesson.soulaween.death-scythe.why",
            "done": "lesson.soulaween.death-scythe.done",
        },
        {
            "id": "death-needle",
            "options": DEATH,
            "position": "--R-/----/GGR-/----|0put|death:CS|none:0|-|-|12",
            "text": "lesson.soulaween.death-needle.text",
            "highlight": ["a2", "b2", "c2", "d2"],
            "moves": ["d2G"],
            "goal": {"token": "needle", "over": True},
            "why": "lesson.soulaween.death-needle.why",
            "done": "lesson.soulaween.death-needle.done",
        },
        {
            "id": "anubis",
            "options": ANUBIS,
            "position": "RRG-/----/----/GGR-|0put|anubis:0|none:1|-|-|10",
            "text": "lesson.soulaween.anubis.text",
            "highlight": ["a1", "b1", "c1", "d1"],
            "moves": ["d1G"],
            "goal": {"restriction": "G"},
            "wrong": {
                "d4R": "lesson.soulaween.anubis.wrong.d4R",
            },
            "why": "lesson.soulaween.anubis.why",
            "done": "lesson.soulaween.anubis.done",
        },
        {
            "id": "vs-anubis",
            "options": VS_ANUBIS,
            "position": "GGR-/----/----/RRG-|0put|none:0|anubis:1|R|-|10",
            "text": "lesson.soulaween.vs-anubis.text",
            "highlight": ["a1", "b1", "c1", "d1"],
            "moves": ["d1R"],
            "goal": {"reaped_side": "R"},
            "wrong": {
                "d4G": "lesson.soulaween.vs-anubis.wrong.d4G",
            },
            "why": "lesson.soulaween.vs-anubis.why",
            "done": "lesson.soulaween.vs-anubis.done",
        },
        {
            "id": "wuchang",
            "options": WUCHANG,
            "position": "----/G---/----/RGRR|0put|wuchang:0|none:0|-|bai|6",
            "text": "lesson.soulaween.wuchang.text",
            "highlight": ["b1"],
            "moves": ["a2R", "a2G"],
            "goal": {"token": "chain"},
            "why": "lesson.soulaween.wuchang.why",
            "done": "lesson.soulaween.wuchang.done",
        },
        {
            "id": "wuchang-card",
            "text": "lesson.soulaween.wuchang-card.text",
            "moves": ["turn"],
            "goal": {"wuchang": "hei"},
            "why": "lesson.soulaween.wuchang-card.why",
            "done": "lesson.soulaween.wuchang-card.done",
        },
    ],
}

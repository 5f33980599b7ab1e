"""The İye lesson: the drum's move, collecting, spending a spirit's ability, the
blocked player, the cycle's scoring.

Plain data (docs/lessons.md). Positions use docs/notation/iye.md (the first four
come from played games); every step is played through the engine by
tests/test_lessons.py.
"""

LESSON = {
    "title": "lesson.iye.title",
    "steps": [
        {
            "id": "drum",
            "position": "TTSSS/WHSSH/SSHWH/WHTTS/OTHSH|c3|-|-|0|0p|0|-",
            "text": "lesson.iye.drum.text",
            "highlight": ["d3"],
            "moves": ["d3"],
            "goal": {"tile": "W", "spent": None},
            "why": "lesson.iye.drum.why",
            "done": "lesson.iye.drum.done",
        },
        {
            "id": "collect",
            "position": ".TSS./.HSSH/..HWH/WHTTS/OT...|e1|H|ST|0|0p|8|-",
            "text": "lesson.iye.collect.text",
            "highlight": ["e2", "e3"],
            "moves": ["e3"],
            "goal": {"spent": None, "tile__not": "S"},
            "wrong": {
                "e2": "lesson.iye.collect.wrong.e2",
            },
            "why": "lesson.iye.collect.why",
            "done": "lesson.iye.collect.done",
        },
        {
            "id": "ability",
            "position": "WW.TS/TH.HT/HH..S/HOSHS/WSSSS|d3|SH|TT|0|0p|4|-",
            "text": "lesson.iye.ability.text",
            "highlight": ["b2"],
            "moves": ["Hb2"],
            "goal": {"spent": "H", "tile": "O"},
            "why": "lesson.iye.ability.why",
            "done": "lesson.iye.ability.done",
        },
        {
            "id": "blocked",
            "position": ".TS../.HSSH/..H.H/...TS/.T...|b2|HT|ST|0|0p|14|-",
            "text": "lesson.iye.blocked.text",
            "highlight": ["b1"],
            "moves": ["b1"],
            "goal": {"cycle_end.how": "blocked", "cycle_end.winner": 0},
            "why": "lesson.iye.blocked.why",
            "done": "lesson.iye.blocked.done",
        },
        {
            "id": "scoring",
            "position": "...../...../..S../...../T....|a3|SSSSHHHHHTWW|SSSSHHTTTWO|0|1p|23|-",
            "text": "lesson.iye.scoring.text",
            "highlight": ["a1", "c3"],
            "moves": ["a1", "Wa1"],
            "goal": {"cycle_end.winner": 0},
            "wrong": {
                "c3": "lesson.iye.scoring.wrong.c3",
                "Sa1": "lesson.iye.scoring.wrong.Sa1",
            },
            "why": "lesson.iye.scoring.why",
            "done": "lesson.iye.scoring.done",
        },
    ],
}

"""The Boxilies lesson: arrows and captures, turning a stone, a double capture,
the end.

Plain data (docs/lessons.md). Positions use docs/notation/boxilies.md (cells in
board order a1 b1 c1 a2 b2 c2 a3 b3 c3); every step is played through the engine
by tests/test_lessons.py.
"""

LESSON = {
    "title": "lesson.boxilies.title",
    "steps": [
        {
            "id": "arrows",
            "options": {"rotation": "fixed", "first": "1"},
            "position": "-,-,-,-,111aN,-,-,-,-|1a+2a+3a+4a+5a|2a+3a+4a+5a|0",
            "text": "lesson.boxilies.arrows.text",
            "highlight": ["b2"],
            "moves": ["1aN-b1"],
            "goal": {"captured__has": "b2"},
            "why": "lesson.boxilies.arrows.why",
            "done": "lesson.boxilies.arrows.done",
        },
        {
            "id": "turn",
            "position": "-,001aN,-,-,115aN,002aN,-,111aN,-|3a+4a+5a|2a+3a+4a|0",
            "text": "lesson.boxilies.turn.text",
            "highlight": ["a2", "b2"],
            "moves": ["4aE-a2", "4aW-a2", "5aE-a2"],
            "goal": {"captured__has": "b2"},
            "wrong": {
                "5aN-a2": "lesson.boxilies.turn.wrong.5aN-a2",
            },
            "why": "lesson.boxilies.turn.why",
            "done": "lesson.boxilies.turn.done",
        },
        {
            "id": "double",
            "position": "-,-,001aN,111aN,-,002aN,-,112aN,-|3a+4a+5a|3a+4a+5a|0",
            "text": "lesson.boxilies.double.text",
            "highlight": ["a2", "b3"],
            "moves": ["5aN-b2", "5aS-a3"],
            "goal": {"captured__len": 2},
            "why": "lesson.boxilies.double.why",
            "done": "lesson.boxilies.double.done",
        },
        {
            "id": "end",
            "position": "112aE,115aW,101aS,004aN,002aS,111aS,-,113aW,003aS|5a|4a|0",
            "text": "lesson.boxilies.end.text",
            "highlight": ["a3"],
            "moves": ["5aE-a3"],
            "goal": {"over": True, "winner": 0},
            "why": "lesson.boxilies.end.why",
            "done": "lesson.boxilies.end.done",
        },
    ],
}

"""The Boxilies lesson: arrows and captures, turning a stone, a double capture,
the end.

Plain data (docs/lessons.md). Positions use docs/notation/boxilies.md (cells in
board order a1 b1 c1 a2 b2 c2 a3 b3 c3); every step is played through the engine
by tests/test_lessons.py.
"""

LESSON = {
    "title": {"de": "Boxilies lernen", "en": "Learn Boxilies"},
    "steps": [
        {
            "id": "arrows",
            "options": {"rotation": "fixed", "first": "1"},
            "position": "-,-,-,-,111aN,-,-,-,-|1a+2a+3a+4a+5a|2a+3a+4a+5a|0",
            "text": {
                "de": "Jeder Stein hat 1 bis 5 Pfeile an seinen Seiten. Legst du ihn neben einen Stein des "
                      "Gegners und zeigt deine berührende Seite mehr Pfeile als seine, gehört dir der Stein. "
                      "Nimm den Stein auf b2 gefangen (hier werden die Steine nicht gedreht).",
                "en": "Each stone has 1 to 5 arrows on its sides. When you place it next to an opponent's "
                      "stone and your touching side shows more arrows than theirs, that stone becomes yours. "
                      "Capture the stone on b2 (stones are not turned here).",
            },
            "highlight": ["b2"],
            "moves": ["1aN-b1"],
            "goal": {"captured__has": "b2"},
            "why": {"de": "Sein Stein hat nur oben einen Pfeil: Berühre eine andere Seite mit einer Seite, "
                          "die einen Pfeil hat.",
                    "en": "Their stone shows an arrow only upwards: touch one of its other sides with a side "
                          "that has an arrow."},
            "done": {"de": "Gefangen: Der Stein auf b2 gehört dir.", "en": "Captured: the stone on b2 is yours."},
        },
        {
            "id": "turn",
            "position": "-,001aN,-,-,115aN,002aN,-,111aN,-|3a+4a+5a|2a+3a+4a|0",
            "text": {
                "de": "Vor dem Legen darfst du deinen Stein drehen. Der Stein auf b2 zeigt nach links (Westen) "
                      "1 Pfeil, und nur a2 ist daneben frei. Drehe einen Stein so, dass 2 Pfeile zu ihm zeigen.",
                "en": "Before placing you may turn your stone. The stone on b2 shows 1 arrow to the west "
                      "(left), and only a2 is free beside it. Turn a stone so that 2 arrows face it.",
            },
            "highlight": ["a2", "b2"],
            "moves": ["4aE-a2", "4aW-a2", "5aE-a2"],
            "goal": {"captured__has": "b2"},
            "wrong": {
                "5aN-a2": {"de": "5a zeigt ungedreht nur 1 Pfeil nach rechts: 1 gegen 1 ist nicht mehr.",
                           "en": "5a as printed shows only 1 arrow to the right: 1 against 1 is not more."},
            },
            "why": {"de": "Auf a2 braucht deine rechte Seite 2 Pfeile: 4a oder 5a gedreht.",
                    "en": "On a2 your right side needs 2 arrows: 4a or 5a, turned."},
            "done": {"de": "Gedreht und gefangen genommen.", "en": "Turned and captured."},
        },
        {
            "id": "double",
            "position": "-,-,001aN,111aN,-,002aN,-,112aN,-|3a+4a+5a|3a+4a+5a|0",
            "text": {
                "de": "Ein Stein kann mehrere Nachbarn auf einmal gefangen nehmen. Gefangene Steine nehmen selbst nichts "
                      "gefangen (keine Ketten). Nimm a2 und b3 mit einem Stein gefangen.",
                "en": "One stone may capture several neighbours at once. Captured stones capture nothing "
                      "themselves (no chains). Capture a2 and b3 with one stone.",
            },
            "highlight": ["a2", "b3"],
            "moves": ["5aN-b2", "5aS-a3"],
            "goal": {"captured__len": 2},
            "why": {"de": "b2 und a3 berühren beide Steine; die berührenden Seiten brauchen mehr Pfeile als ihre.",
                    "en": "b2 and a3 touch both stones; the touching sides need more arrows than theirs."},
            "done": {"de": "Zwei Steine auf einmal.", "en": "Two stones at once."},
        },
        {
            "id": "end",
            "position": "112aE,115aW,101aS,004aN,002aS,111aS,-,113aW,003aS|5a|4a|0",
            "text": {
                "de": "Das Spiel endet, wenn das Brett voll ist. Wer mehr Steine besitzt, gewinnt. Lege deinen "
                      "letzten Stein so, dass du gewinnst.",
                "en": "The game ends when the board is full. Whoever owns more stones wins. Place your last "
                      "stone so that you win.",
            },
            "highlight": ["a3"],
            "moves": ["5aE-a3"],
            "goal": {"over": True, "winner": 0},
            "why": {"de": "Auf a3 brauchst du 2 Pfeile nach rechts, zu b3.",
                    "en": "On a3 you need 2 arrows to the right, towards b3."},
            "done": {"de": "Das Brett ist voll, und du besitzt mehr Steine.",
                     "en": "The board is full and you own more stones."},
        },
    ],
}

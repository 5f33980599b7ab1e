"""The İye lesson: the drum's move, collecting, spending a spirit's ability, the
blocked player, the cycle's scoring.

Plain data (docs/lessons.md). Positions use docs/notation/iye.md (the first four
come from played games); every step is played through the engine by
tests/test_lessons.py.
"""

LESSON = {
    "title": {"de": "İye lernen", "en": "Learn İye"},
    "steps": [
        {
            "id": "drum",
            "position": "TTSSS/WHSSH/SSHWH/WHTTS/OTHSH|c3|-|-|0|0p|0|-",
            "text": {
                "de": "Die Trommel zieht 1 oder 2 Felder gerade (nicht schräg) und muss auf einem Plättchen "
                      "landen. Dieses Plättchen bekommt dein Gegner! Ziehe die Trommel auf das Wasser.",
                "en": "The drum moves 1 or 2 cells straight (not diagonally) and must land on a tile. "
                      "That tile goes to your opponent! Move the drum onto the Water.",
            },
            "highlight": ["d3"],
            "moves": ["d3"],
            "goal": {"tile": "W", "spent": None},
            "why": {"de": "Das Wasser liegt auf d3, ein Feld rechts von der Trommel.",
                    "en": "The Water lies on d3, one cell right of the drum."},
            "done": {"de": "Dein Gegner bekommt das Wasser.", "en": "Your opponent gets the Water."},
        },
        {
            "id": "collect",
            "position": ".TSS./.HSSH/..HWH/WHTTS/OT...|e1|H|ST|0|0p|8|-",
            "text": {
                "de": "Du sammelst, worauf dein Gegner landet: Du hast ein Pferd, er eine Sonne und einen Baum. "
                      "Am Ende punktet jede Art für den, der mehr davon hat, so viel, wie es Plättchen "
                      "gibt (Sonne 9, Pferd 7, Baum 5, Wasser 3, Eule 1). Gib ihm keine Sonne und behalte "
                      "dein Pferd.",
                "en": "You collect what your opponent lands on: you hold a Horse, they hold a Sun and a Tree. "
                      "At the end each kind scores as many points as it has tiles for whoever holds more of "
                      "it (Sun 9, Horse 7, Tree 5, Water 3, Owl 1). Give them no Sun and keep your Horse.",
            },
            "highlight": ["e2", "e3"],
            "moves": ["e3"],
            "goal": {"spent": None, "tile__not": "S"},
            "wrong": {
                "e2": {"de": "Auf e2 liegt eine Sonne: Dein Gegner führte bei den Sonnen 2 zu 0.",
                       "en": "e2 holds a Sun: your opponent would lead the Suns 2 to 0."},
            },
            "why": {"de": "Nur e3 gibt keine Sonne, ohne dein Pferd auszugeben.",
                    "en": "Only e3 gives no Sun without spending your Horse."},
            "done": {"de": "Dein Gegner bekommt ein Pferd statt einer Sonne.",
                     "en": "Your opponent gets a Horse instead of a Sun."},
        },
        {
            "id": "ability",
            "position": "WW.TS/TH.HT/HH..S/HOSHS/WSSSS|d3|SH|TT|0|0p|4|-",
            "text": {
                "de": "Statt gerade zu ziehen, kannst du ein gesammeltes Plättchen ausgeben: Sonne in eine Ecke, "
                      "Pferd ein L-Sprung (zwei gerade, eins zur Seite), Baum ein Feld schräg, Wasser beliebig weit gerade oder schräg, "
                      "Eule auf jedes Plättchen. Das Plättchen verlässt das Spiel. Gib dein Pferd aus und "
                      "lande auf der Eule.",
                "en": "Instead of a straight move you may spend a collected tile: Sun to a corner, Horse an "
                      "L-jump (two straight, one aside), Tree one step diagonally, Water any distance straight or diagonally, "
                      "Owl onto any tile. The spent tile leaves the game. Spend your Horse to land on the Owl.",
            },
            "highlight": ["b2"],
            "moves": ["Hb2"],
            "goal": {"spent": "H", "tile": "O"},
            "why": {"de": "Die Eule auf b2 ist einen L-Sprung von d3 entfernt.",
                    "en": "The Owl on b2 is an L-jump away from d3."},
            "done": {"de": "Dein Pferd ist ausgegeben, dein Gegner bekommt die Eule.",
                     "en": "Your Horse is spent; your opponent gets the Owl."},
        },
        {
            "id": "blocked",
            "position": ".TS../.HSSH/..H.H/...TS/.T...|b2|HT|ST|0|0p|14|-",
            "text": {
                "de": "Kann der Spieler am Zug die Trommel gar nicht bewegen, gewinnt der andere sofort den "
                      "Zyklus. Lass deinem Gegner keinen Zug.",
                "en": "If the player to move cannot move the drum at all, the other player wins the cycle "
                      "at once. Leave your opponent without a move.",
            },
            "highlight": ["b1"],
            "moves": ["b1"],
            "goal": {"cycle_end.how": "blocked", "cycle_end.winner": 0},
            "why": {"de": "Von b1 aus erreicht dein Gegner kein Plättchen, auch nicht mit Sonne oder Baum.",
                    "en": "From b1 your opponent reaches no tile, not even with their Sun or Tree."},
            "done": {"de": "Dein Gegner ist blockiert: Der Zyklus gehört dir.",
                     "en": "Your opponent is blocked: the cycle is yours."},
        },
        {
            "id": "scoring",
            "position": "...../...../..S../...../T....|a3|SSSSHHHHHTWW|SSSSHHTTTWO|0|1p|23|-",
            "text": {
                "de": "Liegt nur noch ein Plättchen, wird gewertet: Jede Art punktet für den, der mehr davon "
                      "hat (Gleichstand: niemand; ausgegebene zählen nicht). Zwei liegen noch, die Sonnen "
                      "stehen 4 zu 4. Gewinne den Zyklus. Wer zuerst zwei Zyklen gewinnt, gewinnt das Spiel.",
                "en": "When one tile is left the cycle is scored: each kind scores for whoever holds more of "
                      "it (a tie scores nothing; spent tiles do not count). Two are left and the Suns stand "
                      "4 to 4. Win the cycle. Whoever first wins two cycles wins the match.",
            },
            "highlight": ["a1", "c3"],
            "moves": ["a1", "Wa1"],
            "goal": {"cycle_end.winner": 0},
            "wrong": {
                "c3": {"de": "c3 gibt deinem Gegner die fünfte Sonne: 9 Punkte für ihn.",
                       "en": "c3 gives your opponent the fifth Sun: 9 points for them."},
                "Sa1": {"de": "Gibst du eine Sonne aus, hast du nur noch 3: Die Sonnen gehen an deinen Gegner.",
                        "en": "Spending a Sun leaves you 3: the Sun majority goes to your opponent."},
            },
            "why": {"de": "Gib die Sonne nicht her: Lande auf dem Baum.",
                    "en": "Keep the Sun away from your opponent: land on the Tree."},
            "done": {"de": "Gewertet: Der Zyklus gehört dir.", "en": "Scored: the cycle is yours."},
        },
    ],
}

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
    "title": {"de": "Soulaween lernen", "en": "Learn Soulaween"},
    "steps": [
        {
            "id": "put",
            "options": SIMPLE,
            "position": "----/----/----/----|0put|none:0|none:0|-|-|0",
            "text": {
                "de": "Soulaween wird auf einer 4x4-Matte gespielt. In deinem Zug legst du einen Stein "
                      "auf ein leeres Feld, mit der Seite nach oben, die du wählst: rot oder grün. "
                      "Lege einen roten Stein auf b2.",
                "en": "Soulaween is played on a 4x4 mat. On your turn you put one piece on an empty "
                      "cell, with the side you choose face up: red or green. Put a red piece on b2.",
            },
            "highlight": ["b2"],
            "moves": ["b2R"],
            "goal": {"put__has": "b2", "side": "R"},
            "why": {"de": "Lege den Stein auf b2, die rote Seite nach oben.",
                    "en": "Put the piece on b2 with its red side up."},
            "done": {"de": "Genau: ein roter Stein auf b2.", "en": "Right: a red piece on b2."},
        },
        {
            "id": "flip",
            "options": SIMPLE,
            "position": "---R/-G--/G-G-/-G--|0put|none:0|none:0|-|-|6",
            "text": {
                "de": "Danach werden die Steine direkt neben dem neuen umgedreht: oben, unten, links und "
                      "rechts, nicht schräg. Drehe a2, b1, c2 und b3 mit einem einzigen Stein um.",
                "en": "Then the pieces right next to the new one flip to their other side: above, below, "
                      "left and right, not diagonally. Flip a2, b1, c2 and b3 with a single piece.",
            },
            "highlight": ["a2", "b1", "c2", "b3"],
            "moves": ["b2R"],
            "goal": {"flipped__len": 4},
            "why": {"de": "Nur ein Stein auf b2 berührt alle vier.",
                    "en": "Only a piece on b2 touches all four of them."},
            "done": {"de": "Alle vier zeigen jetzt Rot.", "en": "All four show red now."},
        },
        {
            "id": "reap",
            "options": SIMPLE,
            "position": "GR--/---G/----/RRG-|0put|none:0|none:0|-|-|6",
            "text": {
                "de": "Zeigen vier Steine in einer Reihe, Spalte oder langen Diagonale dieselbe Seite, "
                      "werden sie gesammelt: Sie verlassen die Matte und du bekommst einen Symbolstein. "
                      "Vervollständige die unterste Reihe – denk ans Umdrehen!",
                "en": "When four pieces in a row, a column or a long diagonal show the same side, they "
                      "are reaped: they leave the mat and you take a token. Complete the bottom row – "
                      "mind the flip!",
            },
            "highlight": ["a1", "b1", "c1", "d1"],
            "moves": ["d1R"],
            "goal": {"token": "chain"},
            "wrong": {
                "d1G": {"de": "Ein grüner Stein auf d1 dreht c1 auf Rot: Die Reihe zeigt rot, rot, rot, grün.",
                        "en": "A green piece on d1 flips c1 to red: the row shows red, red, red, green."},
            },
            "why": {"de": "Der Stein auf d1 dreht c1 um. Wähle die Seite so, dass alle vier Rot zeigen.",
                    "en": "A piece on d1 flips c1. Choose its side so that all four show red."},
            "done": {"de": "Gesammelt: ein Symbolstein für dich.", "en": "Reaped: one token for you."},
        },
        {
            "id": "win",
            "options": SIMPLE,
            "position": "G---/-G--/--G-/RG--|0put|none:2|none:2|-|-|22",
            "text": {
                "de": "Wer nach dem Sammeln drei Symbolsteine hat, gewinnt sofort. Du hast zwei: "
                      "Finde die Reihe, die gewinnt.",
                "en": "Whoever holds three tokens after the reap wins at once. You hold two: "
                      "find the chain that wins.",
            },
            "highlight": ["a4", "b3", "c2"],
            "moves": ["d1G"],
            "goal": {"over": True, "winner": 0},
            "why": {"de": "Die lange Diagonale a4–d1 fehlt nur noch ein grüner Stein auf d1.",
                    "en": "The long diagonal a4–d1 needs just a green piece on d1."},
            "done": {"de": "Drei Symbolsteine: gewonnen!", "en": "Three tokens: you win!"},
        },
        {
            "id": "cleanup",
            "options": SIMPLE,
            "position": "RRR-/GGRG/GGRG/RRGR|0put|none:0|none:0|-|-|16",
            "text": {
                "de": "Füllt dein Stein die Matte und wird nichts gesammelt, werden alle Steine entfernt, "
                      "die die Seite zeigen, die du gerade gelegt hast (Aufräumen). Lege grün auf d4.",
                "en": "When your piece fills the mat and nothing is reaped, every piece showing the side "
                      "you just put is removed (cleanup). Put a green piece on d4.",
            },
            "highlight": ["d4"],
            "moves": ["d4G"],
            "goal": {"cleaned__min": 1, "side": "G"},
            "why": {"de": "Lege den letzten Stein grün auf d4.", "en": "Put the last piece on d4, green side up."},
            "done": {"de": "Alle grünen Steine haben die Matte verlassen.", "en": "Every green piece has left the mat."},
        },
        {
            "id": "death-cloth",
            "options": DEATH,
            "position": "----/-R--/G-R-/RG--|0put|death:-|none:0|-|-|6",
            "text": {
                "de": "Im Standardspiel kann jeder einen Charakter spielen. Der Tod (Kleiner Tod / Gevatter Tod) "
                      "braucht je einen Symbolstein von drei Arten. Vier gleiche Steine als 2x2-Quadrat "
                      "bringen den Stoff: Bilde eines.",
                "en": "In the standard game each player may play a character. Death (Little Death / Papa Death) "
                      "needs one token of each of three kinds. Four pieces of one side in a 2x2 square give "
                      "the cloth: make one.",
            },
            "highlight": ["a1", "b1", "a2", "b2"],
            "moves": ["b2R"],
            "goal": {"token": "cloth"},
            "why": {"de": "Ein roter Stein auf b2 dreht b1 und a2 auf Rot: a1, b1, a2, b2 sind dann rot.",
                    "en": "A red piece on b2 flips b1 and a2 to red: a1, b1, a2, b2 are red then."},
            "done": {"de": "Der Stoff gehört dir.", "en": "The cloth is yours."},
        },
        {
            "id": "death-scythe",
            "options": DEATH,
            "position": "----/--R-/-R--/R---|0put|death:C|none:0|-|-|8",
            "text": {
                "de": "Ein schräges L – drei Steine auf einer Diagonale und ein vierter einen Schrägschritt "
                      "von einem Ende, im rechten Winkel – bringt die Sichel. Sammle eine Sichel, nicht die Nadel!",
                "en": "A tilted L – three pieces on a diagonal and a fourth one diagonal step off an end, at a "
                      "right angle – gives the scythe. Reap a scythe, not the needle!",
            },
            "highlight": ["a1", "b2", "c3"],
            "moves": ["d2R", "b4R"],
            "goal": {"token": "scythe"},
            "wrong": {
                "d4R": {"de": "d4 schließt die lange Diagonale: Eine Linie bringt die Nadel, nicht die Sichel.",
                        "en": "d4 completes the long diagonal: a line gives the needle, not the scythe."},
            },
            "why": {"de": "Setze rot schräg neben c3, im rechten Winkel zur Diagonale: d2 oder b4.",
                    "en": "Put red one diagonal step off c3, at a right angle to the diagonal: d2 or b4."},
            "done": {"de": "Die Sichel gehört dir.", "en": "The scythe is yours."},
        },
        {
            "id": "death-needle",
            "options": DEATH,
            "position": "--R-/----/GGR-/----|0put|death:CS|none:0|-|-|12",
            "text": {
                "de": "Eine Linie aus vier bringt die Nadel. Mit Stoff, Sichel und Nadel gewinnt der Tod: "
                      "Vervollständige Reihe 2.",
                "en": "A line of four gives the needle. With cloth, scythe and needle Death wins: "
                      "complete row 2.",
            },
            "highlight": ["a2", "b2", "c2", "d2"],
            "moves": ["d2G"],
            "goal": {"token": "needle", "over": True},
            "why": {"de": "Ein grüner Stein auf d2 dreht c2 auf Grün.",
                    "en": "A green piece on d2 flips c2 to green."},
            "done": {"de": "Alle drei Arten: Der Tod gewinnt!", "en": "All three kinds: Death wins!"},
        },
        {
            "id": "anubis",
            "options": ANUBIS,
            "position": "RRG-/----/----/GGR-|0put|anubis:0|none:1|-|-|10",
            "text": {
                "de": "Anubis: Wenn Anubis sammelt, zeigt der Anubis-Stein die gesammelte Seite, und der "
                      "Gegner darf als Nächstes nur diese Seite sammeln. Dein Gegner wartet auf eine rote "
                      "Reihe 4. Sammle Grün, damit Rot für ihn verboten ist.",
                "en": "Anubis: when Anubis reaps, the Anubis token shows the side reaped, and the opponent's "
                      "next reap must be of that side. Your opponent is waiting for a red row 4. Reap green "
                      "so that red is forbidden to them.",
            },
            "highlight": ["a1", "b1", "c1", "d1"],
            "moves": ["d1G"],
            "goal": {"restriction": "G"},
            "wrong": {
                "d4R": {"de": "Du sammelst dann selbst Rot: Die Einschränkung wäre Rot, dein Gegner dürfte "
                              "weiter Rot sammeln.",
                        "en": "You would reap red yourself: the restriction would be red, so your opponent "
                              "could still reap red."},
            },
            "why": {"de": "Ein grüner Stein auf d1 dreht c1 auf Grün und schließt die grüne Reihe 1.",
                    "en": "A green piece on d1 flips c1 to green and completes the green row 1."},
            "done": {"de": "Dein Gegner darf jetzt nur Grün sammeln.", "en": "Your opponent may reap only green now."},
        },
        {
            "id": "vs-anubis",
            "options": VS_ANUBIS,
            "position": "GGR-/----/----/RRG-|0put|none:0|anubis:1|R|-|10",
            "text": {
                "de": "Jetzt spielst du gegen Anubis, der Rot gesammelt hat: Du darfst als Nächstes nur Rot "
                      "sammeln. Eine grüne Reihe bliebe liegen. Sammle.",
                "en": "Now you play against Anubis, who reaped red: your next reap must be red. A green "
                      "row would stay on the mat. Reap.",
            },
            "highlight": ["a1", "b1", "c1", "d1"],
            "moves": ["d1R"],
            "goal": {"reaped_side": "R"},
            "wrong": {
                "d4G": {"de": "d4 schließt eine grüne Reihe, aber Anubis verbietet Grün: Sie bleibt liegen.",
                        "en": "d4 completes a green row, but Anubis forbids green now: it stays on the mat."},
            },
            "why": {"de": "Nur eine rote Reihe darfst du sammeln: Reihe 1 mit Rot auf d1.",
                    "en": "Only a red chain may be reaped: row 1, with red on d1."},
            "done": {"de": "Du hast gesammelt, damit ist die Einschränkung vorbei.",
                     "en": "You reaped, so the restriction is over."},
        },
        {
            "id": "wuchang",
            "options": WUCHANG,
            "position": "----/G---/----/RGRR|0put|wuchang:0|none:0|-|bai|6",
            "text": {
                "de": "Hei & Bai Wuchang: Hei dreht die vier waagrechten und senkrechten Nachbarn um, Bai die "
                      "vier schrägen. Bai ist aktiv: Drehe b1 auf Rot und schließe Reihe 1.",
                "en": "Hei & Bai Wuchang: Hei flips the four orthogonal neighbours, Bai the four diagonal ones. "
                      "Bai is active: flip b1 to red and complete row 1.",
            },
            "highlight": ["b1"],
            "moves": ["a2R", "a2G"],
            "goal": {"token": "chain"},
            "why": {"de": "Bai dreht schräg: Ein Stein auf a2 dreht b1 (und b3).",
                    "en": "Bai flips diagonally: a piece on a2 flips b1 (and b3)."},
            "done": {"de": "Reihe 1 ist gesammelt.", "en": "Row 1 is reaped."},
        },
        {
            "id": "wuchang-card",
            "text": {
                "de": "Am Ende jedes Zuges behält Wuchang die Karte oder dreht sie – das gilt für das Umdrehen "
                      "im nächsten Zug. Drehe sie auf Hei.",
                "en": "At the end of each turn Wuchang keeps the card or turns it – for the flip of the next "
                      "turn. Turn it to Hei.",
            },
            "moves": ["turn"],
            "goal": {"wuchang": "hei"},
            "why": {"de": "„Drehen“ macht Hei aktiv.", "en": "'Turn' makes Hei active."},
            "done": {"de": "Hei ist aktiv: Im nächsten Zug dreht Wuchang waagrecht und senkrecht.",
                     "en": "Hei is active: next turn Wuchang flips orthogonally."},
        },
    ],
}

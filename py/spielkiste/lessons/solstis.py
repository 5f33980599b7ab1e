"""The Solstis lesson: capture by colour and by number, the face-down tile, the
rainbow, a spirit from a 2x2 block, beacons, the final score.

Plain data (docs/lessons.md). Every position is a state of a played game
(options: discovery, without the Evil Beaver), in docs/notation/solstis.md; every
step is played through the engine by tests/test_lessons.py. Highlights name
tiles (in the hand or the display) or panorama places as `<player>:<place>`.
"""

DISCOVERY = {"beaver": "discovery"}

LESSON = {
    "title": {"de": "Solstis lernen", "en": "Learn Solstis"},
    "steps": [
        {
            "id": "colour",
            "options": DISCOVERY,
            "position": "10|0|0|0|-|V7,R2,B2,B7,R8,B3,R3,O6,R7,G2,B4,R10,R1,B9,P8,G1,G6,O10|R4,R5,-,-,B8,O8,-|"
                        "O3,P6,V6|O2,O4,O7|R6,R9,G4,G7,G8,G10,B5,B6,P3,P5|-|-|-|O1,O5,O9,G3,G5,G9,P4,P7,V4,V5|-|-|-|"
                        "butterfly,eagle,bear,wolf,bee,squirrel,dragonfly,deer,trout,lizard,marmot,bird,beetle,"
                        "ladybug|-|-|play:0,spirit:0,refill:0,next:0",
            "text": {
                "de": "Spiele ein Plättchen aus deiner Hand. Passt es zu einem offenen Plättchen in der Mitte, "
                      "in der Farbe oder in der Zahl, nimmst du jenes: Beide kommen an ihren Platz in deinem "
                      "Panorama. Nimm ein Plättchen derselben Farbe.",
                "en": "Play one tile from your hand. If it matches a face-up tile in the middle by colour or "
                      "by number, you take that tile: both go to their places in your panorama. Capture a "
                      "tile of the same colour.",
            },
            "highlight": ["O3", "O8"],
            "moves": ["O3"],
            "goal": {"match": True, "taken": ["O8"]},
            "why": {"de": "O3 ist orange wie O8 in der Mitte.", "en": "O3 is orange, like O8 in the middle."},
            "done": {"de": "O3 und O8 liegen in deinem Panorama.", "en": "O3 and O8 are in your panorama."},
        },
        {
            "id": "number",
            "options": DISCOVERY,
            "position": "8|0|0|0|-|R4,V5,P3,O9,O2,P6,O5,G5,G9,B8,B2,B4,P4,O8,O7,R10,R5,V7,R2,G6,O4|"
                        "G1,-,V4_P5,-,-,V6_G4|B3,B6,B9|R6,R8,P7|R3,R7,R9,O3,G3,G7,B5,B7|-|-|-|"
                        "R1,O1,O6,O10,G2,G8,G10,P8|-|-|-|beetle,bird,wolf,bear,marmot,bee,ladybug,trout,"
                        "dragonfly,squirrel,deer,eagle,butterfly,lizard|-|-|play:0,spirit:0,refill:0,next:0",
            "text": {
                "de": "Es passt auch die gleiche Zahl. Nimm ein Plättchen mit derselben Zahl.",
                "en": "The same number matches too. Capture a tile with the same number.",
            },
            "highlight": ["B6", "V6"],
            "moves": ["B6"],
            "goal": {"match": True, "taken": ["V6"]},
            "why": {"de": "B6 und V6 haben beide die 6.", "en": "B6 and V6 both show a 6."},
            "done": {"de": "B6 und V6 liegen in deinem Panorama.", "en": "B6 and V6 are in your panorama."},
        },
        {
            "id": "face-down",
            "options": DISCOVERY,
            "position": "4|0|0|0|-|B6,R8,B5,B9,R6,R4,V5,P3,O9,O2,P6,O5,G5,G9,B8,B2,B4,P4,O8,O7,R10,R5,V7,R2,"
                        "G6,O4|-,P8,V4_P5,B7,R9_G10,V6_G4|R3,G1,B3|G2,G8,P7|R7,O3,G3,G7|-|-|-|R1,O1,O6,O10|-|-|-|"
                        "beetle,bird,wolf,bear,marmot,bee,ladybug,trout,dragonfly,squirrel,deer,eagle,butterfly,"
                        "lizard|-|-|play:0,spirit:0,refill:0,next:0",
            "text": {
                "de": "Manche Plättchen in der Mitte liegen auf einem verdeckten. Nimmst du das obere, wird das "
                      "darunter aufgedeckt. Nimm ein Plättchen, unter dem eines liegt.",
                "en": "Some tiles in the middle lie on a face-down tile. When you take the top one, the tile "
                      "beneath turns face up. Capture a tile that has one beneath it.",
            },
            "highlight": ["R9", "V4", "V6"],
            "moves": ["R3"],
            "goal": {"uncovered__len": 1},
            "wrong": {
                "B3": {"de": "B3 nimmt B7, und unter B7 liegt nichts mehr.",
                       "en": "B3 takes B7, and nothing lies beneath B7."},
            },
            "why": {"de": "R3 ist rot wie R9, und unter R9 liegt ein verdecktes Plättchen.",
                    "en": "R3 is red like R9, and a face-down tile lies beneath R9."},
            "done": {"de": "Das Plättchen unter R9 liegt jetzt offen in der Mitte.",
                     "en": "The tile beneath R9 now lies face up in the middle."},
        },
        {
            "id": "rainbow",
            "options": DISCOVERY,
            "position": "16|0|0|0|-|V4,R8,O3,V5,R9,G9,R7,G6,G7,O4,G1|P8,-,-,-,-,-,-|R3,R5,B2|O7,G8,B8|"
                        "R1,R2,R4,R6,R10,O1,O5,O8,O10,B3,B5,B6,P3,P4|G10|-|-|O2,O6,O9,G2,G3,G4,G5,G10,B4,B7,B9,"
                        "P5,P6,P7,V6,V7|P4|P6|trout|marmot,bee,wolf,dragonfly,deer,bear,butterfly,beetle,eagle,"
                        "lizard,bird,squirrel|ladybug|-|play:0,spirit:0,refill:0,next:0",
            "text": {
                "de": "Passt dein Plättchen zu nichts, kommt es offen in die Mitte, und du deckst das oberste "
                      "Plättchen des Stapels auf: Passt dieses, nimmst du damit; sonst bleibt es auch liegen, "
                      "und du nimmst einen Regenbogen (liegt noch kein Plättchen in deinem Panorama, wartet er "
                      "daneben und kommt nach deinem nächsten Fang hinein). Keines deiner Plättchen passt: "
                      "Spiele eines.",
                "en": "If your tile matches nothing, it goes face up into the middle and you turn up the top "
                      "tile of the pile: if that one matches, you capture with it; if not, it stays too and "
                      "you take a rainbow (with no tile in your panorama yet, it waits beside it and is placed "
                      "after your next capture). None of your tiles matches: play one.",
            },
            "highlight": ["R3", "R5", "B2"],
            "moves": ["R3", "R5", "B2"],
            "goal": {"rainbows_taken": 1},
            "why": {"de": "Spiele irgendein Plättchen aus deiner Hand.", "en": "Play any tile from your hand."},
            "done": {"de": "Nichts passt: Du bekommst einen Regenbogen.", "en": "Nothing matches: you get a rainbow."},
        },
        {
            "id": "spirit",
            "text": {
                "de": "Ein Regenbogen kommt auf einen leeren Platz neben deinen Plättchen und zählt dort wie "
                      "ein Plättchen. Vollendet dein Fang oder ein Regenbogen einen 2x2-Block deiner Plätze – "
                      "Plättchen oder Regenbögen –, triffst du einen Berggeist. Lege den Regenbogen so, dass "
                      "ein Block voll wird.",
                "en": "A rainbow goes on an empty place next to your tiles and counts as a tile there. When "
                      "your capture or a rainbow completes a 2x2 block of your places – tiles or rainbows – you "
                      "meet a mountain spirit. Place the rainbow to complete a block.",
            },
            "highlight": ["0:O2", "0:B4"],
            "moves": ["rO2", "rB4"],
            "goal": {"spirit_block__len": 1},
            "why": {"de": "Suche drei deiner Plätze, denen zum 2x2-Block nur einer fehlt: O2 oder B4.",
                    "en": "Look for three of your places that lack just one for a 2x2 block: O2 or B4."},
            "done": {"de": "Ein Berggeist: Er liegt auf der Mitte des Blocks.",
                     "en": "A mountain spirit: it lies on the centre of the block."},
        },
        {
            "id": "spirit-choice",
            "text": {
                "de": "Ziehe zwei Geister und behalte einen, oder nimm einen aus der offenen Reihe. Nimm den "
                      "Marienkäfer: Am Ende bringt er 1 Punkt je Leuchtfeuer, das du hast und das nicht mit "
                      "der roten Reihe verbunden ist.",
                "en": "Draw two spirits and keep one, or take one from the face-up row. Take the Ladybug: at "
                      "the end it scores 1 per beacon you hold that is not connected to the red row.",
            },
            "moves": ["row-ladybug"],
            "goal": {"spirits_gained": ["ladybug"]},
            "why": {"de": "Der Marienkäfer liegt in der offenen Reihe.", "en": "The Ladybug lies in the face-up row."},
            "done": {"de": "Der Marienkäfer gehört dir.", "en": "The Ladybug is yours."},
        },
        {
            "id": "one-spirit",
            "options": DISCOVERY,
            "position": "22|0|0|0|-|-|P6,B9,R2,-,-,-|P4,V7|R10,O8,G6|R3,R4,R5,R7,R8,R9,O2,O3,O4,O5,O7,O9,G3,G7,"
                        "B3,B5,B6,B7,B8,P5,V4,V5|P4|P4|bird|R1,R6,O1,O6,O10,G1,G2,G4,G5,G8,G9,G10,B2,B4,P3,P7,P8,"
                        "V6|G6,G7|-|-|wolf,bear,marmot,bee,ladybug,trout,dragonfly,squirrel,deer,eagle,butterfly,"
                        "lizard|beetle|-|block:0,refill:0,next:0",
            "text": {
                "de": "O4 hat gerade zwei Blöcke vollendet: R3 und R4. Pro Zug triffst du höchstens einen "
                      "Geist, und nur auf einem Block, den dein Fang oder ein Regenbogen in diesem Zug "
                      "vollendet hat. Wähle einen der beiden Blöcke.",
                "en": "O4 has just completed two blocks: R3 and R4. You meet at most one spirit per turn, and "
                      "only on a block your capture or a rainbow completed in that turn. Choose one of the "
                      "two blocks.",
            },
            "highlight": ["0:R3", "0:R4", "0:R5", "0:O3", "0:O4", "0:O5"],
            "moves": ["sR3", "sR4"],
            "goal": {"spirit_block__len": 1},
            "why": {"de": "Wähle den Block R3 oder den Block R4.", "en": "Choose the block R3 or the block R4."},
            "done": {"de": "Der Geist liegt auf deinem Block. Der andere bekommt nie einen, auch nicht später – "
                           "ebenso wenig ein Block, den die Wirkung eines Geistes vollendet.",
                     "en": "The spirit lies on your block. The other one never gets one, not later either – "
                           "nor does a block completed by a spirit's effect."},
        },
        {
            "id": "beacon",
            "options": DISCOVERY,
            "position": "22|0|0|0|-|-|B9,G1,-,-,-,-,-|O6,G6,B4|R7,R8,O10|R6,R9,O3,O7,O8,G2,G4,G7,G8,G10,B5,B6,"
                        "B7,B8,P3,P5,P6,V6,V7|O9,G3|O7,G7,B5|eagle,squirrel,butterfly|R1,R2,R3,R4,R5,R10,O1,O2,O4,"
                        "O5,O9,G3,G5,G9,B2,B3,P4,P7,P8,V4,V5|P3|R1,R4|deer,bear|trout,lizard,marmot,bird,beetle,"
                        "ladybug|dragonfly,bee,wolf|-|play:0,spirit:0,refill:0,next:0",
            "text": {
                "de": "Leuchtfeuer (B2, B9, P3, P8, V4–V7, dazu das Gipfelfeuer, wenn du V5 und V6 beide hast) "
                      "bringen je 1 Punkt, wenn sie über deine Plättchen mit der roten Reihe verbunden sind. "
                      "Der Stapel ist leer: Nur ein Plättchen, das etwas nimmt, darf "
                      "gespielt werden. Nimm das Leuchtfeuer.",
                "en": "Beacons (B2, B9, P3, P8, V4–V7, and the summit fire when you hold both V5 and V6) score 1 "
                      "point each when they are connected through your tiles to the red row. "
                      "The pile is empty: only a tile that captures may be played. "
                      "Capture the beacon.",
            },
            "highlight": ["B9", "B4"],
            "moves": ["B4"],
            "goal": {"placed__has": "B9"},
            "why": {"de": "B4 ist blau wie B9.", "en": "B4 is blue like B9."},
            "done": {"de": "B9 ist mit der roten Reihe verbunden und leuchtet.",
                     "en": "B9 is connected to the red row and lights up."},
        },
        {
            "id": "final",
            "options": DISCOVERY,
            "position": "23|0|0|0|-|-|G2,R5,P8,-,V6,-,-|R10,O7,O10,B5|R9,B3|R1,R2,R3,R4,R7,R8,O2,O5,G1,G5,G7,"
                        "G9,G10,B2,B4,B6,B8,P5|O1,O3,O10|R1,R2|bear,marmot|R6,O1,O3,O4,O6,O8,O9,G3,G4,G6,G8,B7,"
                        "B9,P3,P4,P6,P7,V4,V5,V7|B3,B6|O3,B6|trout,bee|ladybug,eagle,dragonfly,deer,wolf,squirrel,"
                        "beetle,bird,lizard,butterfly|-|-|play:0,spirit:0,refill:0,next:0",
            "text": {
                "de": "Wer nichts nehmen kann, passt; passen beide nacheinander, endet das Spiel. Punkte: deine "
                      "größtes Gebiet (Regenbögen machen es größer, Punkte bringen nur echte Plättchen), leuchtende "
                      "Leuchtfeuer, 1 je Geist und die Geister fürs Spielende. Finde den Zug, der gewinnt.",
                "en": "Whoever cannot capture passes; when both pass in a row the game ends. Points: your "
                      "largest area (rainbows make it larger, only real tiles score), lit beacons, 1 per spirit "
                      "and the end-of-game spirits. Find the move that wins.",
            },
            "highlight": ["R5", "R10", "B5"],
            "moves": ["B5"],
            "goal": {"over": True, "winner": 0},
            "why": {"de": "Beide nehmen R5, aber B5 verbindet mehr deiner Plättchen zu einer Gruppe.",
                    "en": "Both take R5, but B5 joins more of your tiles into one group."},
            "done": {"de": "Keiner kann mehr etwas nehmen: Du gewinnst.", "en": "Nobody can capture any more: you win."},
        },
    ],
}

"""The Solstis lesson: capture by colour and by number, the face-down tile, the
rainbow, a spirit from a 2x2 block, beacons, the final score.

Plain data (docs/lessons.md). Every position is a state of a played game
(options: discovery, without the Evil Beaver), in docs/notation/solstis.md; every
step is played through the engine by tests/test_lessons.py. Highlights name
tiles (in the hand or the display) or panorama places as `<player>:<place>`.
"""

DISCOVERY = {"beaver": "discovery"}

LESSON = {
    "title": "lesson.solstis.title",
    "steps": [
        {
            "id": "colour",
            "options": DISCOVERY,
            "position": "10|0|0|0|-|V7,R2,B2,B7,R8,B3,R3,O6,R7,G2,B4,R10,R1,B9,P8,G1,G6,O10|R4,R5,-,-,B8,O8,-|"
                        "O3,P6,V6|O2,O4,O7|R6,R9,G4,G7,G8,G10,B5,B6,P3,P5|-|-|-|O1,O5,O9,G3,G5,G9,P4,P7,V4,V5|-|-|-|"
                        "butterfly,eagle,bear,wolf,bee,squirrel,dragonfly,deer,trout,lizard,marmot,bird,beetle,"
                        "ladybug|-|-|play:0,spirit:0,refill:0,next:0",
            "text": "lesson.solstis.colour.text",
            "highlight": ["O3", "O8"],
            "moves": ["O3"],
            "goal": {"match": True, "taken": ["O8"]},
            "why": "lesson.solstis.colour.why",
            "done": "lesson.solstis.colour.done",
        },
        {
            "id": "number",
            "options": DISCOVERY,
            "position": "8|0|0|0|-|R4,V5,P3,O9,O2,P6,O5,G5,G9,B8,B2,B4,P4,O8,O7,R10,R5,V7,R2,G6,O4|"
                        "G1,-,V4_P5,-,-,V6_G4|B3,B6,B9|R6,R8,P7|R3,R7,R9,O3,G3,G7,B5,B7|-|-|-|"
                        "R1,O1,O6,O10,G2,G8,G10,P8|-|-|-|beetle,bird,wolf,bear,marmot,bee,ladybug,trout,"
                        "dragonfly,squirrel,deer,eagle,butterfly,lizard|-|-|play:0,spirit:0,refill:0,next:0",
            "text": "lesson.solstis.number.text",
            "highlight": ["B6", "V6"],
            "moves": ["B6"],
            "goal": {"match": True, "taken": ["V6"]},
            "why": "lesson.solstis.number.why",
            "done": "lesson.solstis.number.done",
        },
        {
            "id": "face-down",
            "options": DISCOVERY,
            "position": "4|0|0|0|-|B6,R8,B5,B9,R6,R4,V5,P3,O9,O2,P6,O5,G5,G9,B8,B2,B4,P4,O8,O7,R10,R5,V7,R2,"
                        "G6,O4|-,P8,V4_P5,B7,R9_G10,V6_G4|R3,G1,B3|G2,G8,P7|R7,O3,G3,G7|-|-|-|R1,O1,O6,O10|-|-|-|"
                        "beetle,bird,wolf,bear,marmot,bee,ladybug,trout,dragonfly,squirrel,deer,eagle,butterfly,"
                        "lizard|-|-|play:0,spirit:0,refill:0,next:0",
            "text": "lesson.solstis.face-down.text",
            "highlight": ["R9", "V4", "V6"],
            "moves": ["R3"],
            "goal": {"uncovered__len": 1},
            "wrong": {
                "B3": "lesson.solstis.face-down.wrong.B3",
            },
            "why": "lesson.solstis.face-down.why",
            "done": "lesson.solstis.face-down.done",
        },
        {
            "id": "rainbow",
            "options": DISCOVERY,
            "position": "16|0|0|0|-|V4,R8,O3,V5,R9,G9,R7,G6,G7,O4,G1|P8,-,-,-,-,-,-|R3,R5,B2|O7,G8,B8|"
                        "R1,R2,R4,R6,R10,O1,O5,O8,O10,B3,B5,B6,P3,P4|G10|-|-|O2,O6,O9,G2,G3,G4,G5,G10,B4,B7,B9,"
                        "P5,P6,P7,V6,V7|P4|P6|trout|marmot,bee,wolf,dragonfly,deer,bear,butterfly,beetle,eagle,"
                        "lizard,bird,squirrel|ladybug|-|play:0,spirit:0,refill:0,next:0",
            "text": "lesson.solstis.rainbow.text",
            "highlight": ["R3", "R5", "B2"],
            "moves": ["R3", "R5", "B2"],
            "goal": {"rainbows_taken": 1},
            "why": "lesson.solstis.rainbow.why",
            "done": "lesson.solstis.rainbow.done",
        },
        {
            "id": "spirit",
            "text": "lesson.solstis.spirit.text",
            "highlight": ["0:O2", "0:B4"],
            "moves": ["rO2", "rB4"],
            "goal": {"spirit_block__len": 1},
            "why": "lesson.solstis.spirit.why",
            "done": "lesson.solstis.spirit.done",
        },
        {
            "id": "spirit-choice",
            "text": "lesson.solstis.spirit-choice.text",
            "moves": ["row-ladybug"],
            "goal": {"spirits_gained": ["ladybug"]},
            "why": "lesson.solstis.spirit-choice.why",
            "done": "lesson.solstis.spirit-choice.done",
        },
        {
            "id": "one-spirit",
            "options": DISCOVERY,
            "position": "22|0|0|0|-|-|P6,B9,R2,-,-,-|P4,V7|R10,O8,G6|R3,R4,R5,R7,R8,R9,O2,O3,O4,O5,O7,O9,G3,G7,"
                        "B3,B5,B6,B7,B8,P5,V4,V5|P4|P4|bird|R1,R6,O1,O6,O10,G1,G2,G4,G5,G8,G9,G10,B2,B4,P3,P7,P8,"
                        "V6|G6,G7|-|-|wolf,bear,marmot,bee,ladybug,trout,dragonfly,squirrel,deer,eagle,butterfly,"
                        "lizard|beetle|-|block:0,refill:0,next:0",
            "text": "lesson.solstis.one-spirit.text",
            "highlight": ["0:R3", "0:R4", "0:R5", "0:O3", "0:O4", "0:O5"],
            "moves": ["sR3", "sR4"],
            "goal": {"spirit_block__len": 1},
            "why": "lesson.solstis.one-spirit.why",
            "done": "lesson.solstis.one-spirit.done",
        },
        {
            "id": "beacon",
            "options": DISCOVERY,
            "position": "22|0|0|0|-|-|B9,G1,-,-,-,-,-|O6,G6,B4|R7,R8,O10|R6,R9,O3,O7,O8,G2,G4,G7,G8,G10,B5,B6,"
                        "B7,B8,P3,P5,P6,V6,V7|O9,G3|O7,G7,B5|eagle,squirrel,butterfly|R1,R2,R3,R4,R5,R10,O1,O2,O4,"
                        "O5,O9,G3,G5,G9,B2,B3,P4,P7,P8,V4,V5|P3|R1,R4|deer,bear|trout,lizard,marmot,bird,beetle,"
                        "ladybug|dragonfly,bee,wolf|-|play:0,spirit:0,refill:0,next:0",
            "text": "lesson.solstis.beacon.text",
            "highlight": ["B9", "B4"],
            "moves": ["B4"],
            "goal": {"placed__has": "B9"},
            "why": "lesson.solstis.beacon.why",
            "done": "lesson.solstis.beacon.done",
        },
        {
            "id": "final",
            "options": DISCOVERY,
            "position": "23|0|0|0|-|-|G2,R5,P8,-,V6,-,-|R10,O7,O10,B5|R9,B3|R1,R2,R3,R4,R7,R8,O2,O5,G1,G5,G7,"
                        "G9,G10,B2,B4,B6,B8,P5|O1,O3,O10|R1,R2|bear,marmot|R6,O1,O3,O4,O6,O8,O9,G3,G4,G6,G8,B7,"
                        "B9,P3,P4,P6,P7,V4,V5,V7|B3,B6|O3,B6|trout,bee|ladybug,eagle,dragonfly,deer,wolf,squirrel,"
                        "beetle,bird,lizard,butterfly|-|-|play:0,spirit:0,refill:0,next:0",
            "text": "lesson.solstis.final.text",
            "highlight": ["R5", "R10", "B5"],
            "moves": ["B5"],
            "goal": {"over": True, "winner": 0},
            "why": "lesson.solstis.final.why",
            "done": "lesson.solstis.final.done",
        },
    ],
}

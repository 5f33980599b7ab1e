"""Help for each kind of Solstis piece, in the words of the rule text (and of
rules/solstis.<lang>.html): the mountain tiles and where they lie, rainbows, beacons,
and every mountain spirit (keyed by the engine's spirit names)."""

HELP = {
    "tile": {
        "en": "A mountain tile: its colour is its height (6 rows, red at the foot) and its number its column. "
              "It has one place in your panorama; each tile exists only once.",
        "de": "Ein Bergplättchen: Seine Farbe ist die Höhe (6 Reihen, rot am Fuß), seine Nummer die Spalte. "
              "Es hat genau einen Platz in deinem Panorama; jedes Plättchen gibt es nur einmal.",
    },
    "hand": {
        "en": "Your hand: three secret tiles (four with the Bear). Each turn you play one; it captures a "
              "display tile of the same colour or number.",
        "de": "Deine Hand: drei geheime Plättchen (mit dem Bären vier). In jedem Zug spielst du eins; es nimmt "
              "ein Plättchen der Auslage mit derselben Farbe oder Nummer.",
    },
    "display": {
        "en": "The display between you: six stacks of face-up tiles. A tile you play that matches none goes "
              "face up into it.",
        "de": "Die Auslage zwischen euch: sechs Stapel offener Plättchen. Ein gespieltes Plättchen, das zu "
              "keinem passt, kommt offen hinein.",
    },
    "face_down": {
        "en": "A face-down tile under a display tile: it turns face up when the tile on it is taken.",
        "de": "Ein verdecktes Plättchen unter einem Plättchen der Auslage: Es wird aufgedeckt, wenn das "
              "Plättchen darauf genommen wird.",
    },
    "rainbow": {
        "en": "A rainbow is a joker. It goes on an empty place next to your tiles; when you get the real tile "
              "of its place, the rainbow moves on. It joins areas but scores nothing.",
        "de": "Ein Regenbogen ist ein Joker. Er kommt auf einen leeren Platz neben deinen Plättchen; bekommst "
              "du das echte Plättchen seines Platzes, zieht er um. Er verbindet Gebiete, bringt aber keinen "
              "Punkt.",
    },
    "beacon": {
        "en": "A beacon (B2, P3, V4–V7, P8, B9, and the summit over V5 and V6): 1 point when it is lit, "
              "connected to the red row through your tiles and rainbows.",
        "de": "Ein Leuchtfeuer (B2, P3, V4–V7, P8, B9 und der Gipfel über V5 und V6): 1 Punkt, wenn es brennt, "
              "also über deine Plättchen und Regenbögen mit der roten Reihe verbunden ist.",
    },
    "block": {
        "en": "A 2 × 2 block of your panorama, all filled with tiles or rainbows, lets you meet a mountain "
              "spirit (at most one per turn); the spirit lies on its centre.",
        "de": "Ein 2 × 2-Feld deines Panoramas, ganz mit Plättchen oder Regenbögen belegt, lässt dich einen "
              "Berggeist entdecken (höchstens einen pro Zug); der Geist liegt auf seiner Mitte.",
    },
    "barren": {
        "en": "A barren block (⊘): complete, but it never gets a spirit. Only one block completed in a turn "
              "gets one; the others, and blocks completed by a spirit's effect, stay barren.",
        "de": "Ein ödes Feld (⊘): vollständig, bekommt aber nie einen Geist. Nur ein in einem Zug vollendetes "
              "Feld bekommt einen; die anderen und durch einen Geist vollendete Felder bleiben öde.",
    },
    "spirit_row": {
        "en": "The spirit row: spirits drawn but not kept, face up. Instead of drawing two, you may take one "
              "from here.",
        "de": "Die Geisterreihe: gezogene, nicht behaltene Geister, offen. Statt zwei zu ziehen, darfst du "
              "einen von hier nehmen.",
    },
    "trout": {"en": "Trout (immediate): take a rainbow and place it.",
              "de": "Forelle (sofort): Nimm einen Regenbogen und lege ihn."},
    "deer": {"en": "Deer (immediate): put one of your hand tiles into your panorama.",
             "de": "Hirsch (sofort): Lege ein Plättchen deiner Hand in dein Panorama."},
    "eagle": {"en": "Eagle (immediate): the top tile of the pile goes into your panorama.",
              "de": "Adler (sofort): Das oberste Plättchen des Bergstapels kommt in dein Panorama."},
    "bear": {"en": "Bear (immediate): draw one tile now; from now on your hand holds four.",
             "de": "Bär (sofort): Ziehe sofort ein Plättchen; ab jetzt hältst du vier auf der Hand."},
    "dragonfly": {"en": "Dragonfly (immediate): a random tile from your opponent's hand goes into your panorama; "
                        "they draw a replacement at once.",
                  "de": "Libelle (sofort): Ein zufälliges Plättchen aus der Hand deines Gegenübers kommt in dein "
                        "Panorama; es zieht sofort nach."},
    "beetle": {"en": "Beetle (immediate): put any face-up display tile into your panorama.",
               "de": "Käfer (sofort): Lege ein beliebiges offenes Plättchen der Auslage in dein Panorama."},
    "marmot": {"en": "Marmot (immediate): after this turn you take another one.",
               "de": "Murmeltier (sofort): Nach diesem Zug bist du gleich noch einmal am Zug."},
    "bee": {"en": "Bee (end of game): 1 point, plus 1 for each immediate spirit you hold.",
            "de": "Biene (Spielende): 1 Punkt, dazu 1 pro Sofort-Geist, den du hast."},
    "ladybug": {"en": "Ladybug (end of game): 1 point, plus 1 for each beacon in your panorama not connected "
                      "to the red row.",
                "de": "Marienkäfer (Spielende): 1 Punkt, dazu 1 pro Leuchtfeuer-Plättchen in deinem Panorama, "
                      "das nicht mit der roten Reihe verbunden ist."},
    "wolf": {"en": "Wolf (end of game): 1 point, plus 1 for each separate area of your panorama.",
             "de": "Wolf (Spielende): 1 Punkt, dazu 1 pro getrenntem Gebiet deines Panoramas."},
    "squirrel": {"en": "Squirrel (end of game): 1 point; at the end the tiles in your hand go into your "
                       "panorama before scoring.",
                 "de": "Eichhörnchen (Spielende): 1 Punkt; am Ende kommen deine Handplättchen vor der Wertung "
                       "in dein Panorama."},
    "bird": {"en": "Bird (end of game): 1 point, plus 1 for each other end-of-game spirit you hold.",
             "de": "Vogel (Spielende): 1 Punkt, dazu 1 pro anderem Spielende-Geist, den du hast."},
    "lizard": {"en": "Lizard (end of game): 1 point, plus 1 for each rainbow in your panorama.",
               "de": "Eidechse (Spielende): 1 Punkt, dazu 1 pro Regenbogen in deinem Panorama."},
    "butterfly": {"en": "Butterfly (end of game): 1 point, plus 1 for each lit beacon.",
                  "de": "Schmetterling (Spielende): 1 Punkt, dazu 1 pro brennendem Leuchtfeuer."},
    "beaver": {"en": "Evil Beaver: if you draw it you keep both spirits drawn, and pass it on when you next meet "
                     "a spirit. At the end its holder's opponent picks one of the holder's spirits to score "
                     "nothing.",
               "de": "Böser Biber: Ziehst du ihn, behältst du beide gezogenen Geister und gibst ihn beim nächsten "
                     "Geist weiter. Am Ende wählt das Gegenüber des Besitzers einen seiner Geister, der nichts "
                     "zählt."},
}

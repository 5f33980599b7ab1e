"""Help for each kind of Soulaween piece, in the words of the rule text (and of
rules/soulaween.<lang>.html): one or two short sentences per language."""

HELP = {
    "piece": {
        "en": "A Soul Piece, red on one side and green on the other. Put it on an empty cell with the side "
              "you choose; it flips the pieces beside it (above, below, left, right).",
        "de": "Ein Seelenstein, auf einer Seite rot, auf der anderen grün. Lege ihn mit der Seite deiner Wahl "
              "auf ein leeres Kästchen; er dreht die Steine daneben um (oben, unten, links, rechts).",
    },
    "chain": {
        "en": "A chain: four pieces in a row, column or long diagonal with the same side up. The player to "
              "move must reap it and takes a token.",
        "de": "Eine Reihe: vier Steine in einer Zeile, Spalte oder langen Diagonale mit derselben Seite oben. "
              "Wer am Zug ist, muss sie sammeln und nimmt einen Symbolstein.",
    },
    "vulture": {
        "en": "A token of Teacher Vulture, the mark of one set of souls reaped. Three tokens win.",
        "de": "Ein Symbolstein von Lehrer Geier, das Zeichen für ein gesammeltes Set Seelen. Drei Symbolsteine "
              "gewinnen.",
    },
    "death": {
        "en": "Little Death / Papa Death must collect one token of each kind to win: Cloth, Scythe and Needle.",
        "de": "Kleiner Tod / Gevatter Tod muss einen Symbolstein jeder Art sammeln, um zu gewinnen: Stoff, "
              "Sichel und Nadel.",
    },
    "cloth": {
        "en": "The Cloth token: Death takes it for four pieces of one side forming a 2 × 2 square.",
        "de": "Der Stoff-Symbolstein: Der Tod nimmt ihn für vier Steine einer Seite, die ein 2 × 2-Quadrat bilden.",
    },
    "scythe": {
        "en": "The Scythe token: Death takes it for four pieces of one side forming a tilted “L”.",
        "de": "Der Sichel-Symbolstein: Der Tod nimmt ihn für vier Steine einer Seite, die ein schräges „L“ bilden.",
    },
    "needle": {
        "en": "The Needle token: Death takes it for four pieces of one side forming a chain.",
        "de": "Der Nadel-Symbolstein: Der Tod nimmt ihn für vier Steine einer Seite, die eine Reihe bilden.",
    },
    "anubis": {
        "en": "Anubis / Osiris takes the Anubis token each time it reaps; the opponent's next reap must be of "
              "the side it shows. Anubis wins with three tokens.",
        "de": "Anubis / Osiris nimmt bei jedem Sammeln den Anubis-Symbolstein; das nächste Sammeln des Gegners "
              "muss dessen Seite zeigen. Anubis gewinnt mit drei Symbolsteinen.",
    },
    "anubis_token": {
        "en": "The Anubis token, turned to the side Anubis just reaped: the opponent may reap only that side "
              "until they have reaped once.",
        "de": "Der Anubis-Symbolstein, gedreht auf die gerade gesammelte Seite: Der Gegner darf nur diese Seite "
              "sammeln, bis er einmal gesammelt hat.",
    },
    "hei": {
        "en": "Hei Wuchang, in a black, flat, brimless hat, flips the pieces above, below, left and right.",
        "de": "Hei Wuchang mit dem flachen schwarzen Hut ohne Krempe dreht die Steine oben, unten, links und "
              "rechts um.",
    },
    "bai": {
        "en": "Bai Wuchang, in a white cone hat, flips the four diagonal neighbours instead.",
        "de": "Bai Wuchang mit dem spitzen weißen Hut dreht stattdessen die vier diagonal angrenzenden Steine um.",
    },
    "wuchang": {
        "en": "Hei & Bai Wuchang: at the end of each turn Wuchang keeps the card or turns it over, which sets "
              "how the next turn flips. Wuchang wins with three tokens.",
        "de": "Hei & Bai Wuchang: Am Ende jedes Zugs behält Wuchang die Karte oder dreht sie um; das legt das "
              "Umdrehen des nächsten Zugs fest. Wuchang gewinnt mit drei Symbolsteinen.",
    },
}

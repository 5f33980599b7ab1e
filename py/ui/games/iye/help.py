"""Help for each kind of İye spirit and for the drum, in the words of the rule text (and
of rules/iye.<lang>.html): how it moves the drum when spent, and what its majority scores."""

HELP = {
    "S": {
        "en": "Sun (9 in the game): spend it to put the drum on one of the four corners. The majority of "
              "Suns scores 9 points.",
        "de": "Sonne (9 im Spiel): Gib sie aus, um die Trommel auf eines der vier Eckfelder zu setzen. Die "
              "Mehrheit der Sonnen bringt 9 Punkte.",
    },
    "H": {
        "en": "Horse (7 in the game): spend it to move the drum in an L, like a knight in chess. The majority "
              "of Horses scores 7 points.",
        "de": "Pferd (7 im Spiel): Gib es aus, um die Trommel im „L“ zu ziehen, wie den Springer beim Schach. "
              "Die Mehrheit der Pferde bringt 7 Punkte.",
    },
    "T": {
        "en": "Tree (5 in the game): spend it to move the drum exactly one cell diagonally. The majority of "
              "Trees scores 5 points.",
        "de": "Baum (5 im Spiel): Gib ihn aus, um die Trommel genau ein Feld diagonal zu ziehen. Die Mehrheit "
              "der Bäume bringt 5 Punkte.",
    },
    "W": {
        "en": "Water (3 in the game): spend it to move the drum any number of cells straight or diagonally, "
              "like a queen in chess. The majority of Waters scores 3 points.",
        "de": "Wasser (3 im Spiel): Gib es aus, um die Trommel beliebig weit waagerecht, senkrecht oder "
              "diagonal zu ziehen, wie die Dame beim Schach. Die Mehrheit beim Wasser bringt 3 Punkte.",
    },
    "O": {
        "en": "Owl (1 in the game): spend it to put the drum on any tile of the board. The majority of Owls "
              "scores 1 point.",
        "de": "Eule (1 im Spiel): Gib sie aus, um die Trommel auf ein beliebiges Plättchen zu setzen. Die "
              "Mehrheit der Eulen bringt 1 Punkt.",
    },
    "drum": {
        "en": "The shaman's drum moves 1 or 2 cells straight (or as a spent spirit allows) and must land on a "
              "tile; the tile it lands on goes to your opponent.",
        "de": "Die Schamanentrommel zieht 1 oder 2 Felder waagerecht oder senkrecht (oder wie ein ausgegebener "
              "Geist es erlaubt) und muss auf einem Plättchen landen; dieses Plättchen bekommt dein Gegner.",
    },
}

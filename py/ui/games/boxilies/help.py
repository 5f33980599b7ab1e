"""Help for each kind of Boxilies piece, in the words of the rule text (and of
rules/boxilies.<lang>.html)."""

HELP = {
    "stone": {
        "en": "A stone, named by its number of arrows and a letter (5a has five). Its figure points at the "
              "opponent of its owner; you place one on an empty cell each turn.",
        "de": "Ein Stein, benannt nach der Zahl seiner Pfeile und einem Buchstaben (5a hat fünf). Seine Figur "
              "zeigt auf den Gegner seines Besitzers; in jedem Zug setzt du einen auf ein leeres Feld.",
    },
    "side": {
        "en": "A side of a stone with its arrows. After you place a stone, each side with more arrows than the "
              "touching side of an opponent's stone beside it captures that stone; equal sides do nothing.",
        "de": "Eine Seite eines Steins mit ihren Pfeilen. Nachdem du einen Stein gesetzt hast, nimmt jede Seite "
              "mit mehr Pfeilen als die anliegende Seite eines gegnerischen Nachbarsteins diesen gefangen; "
              "gleich viele bewirken nichts.",
    },
    "captured": {
        "en": "A captured stone stays on the board; its figure now points at the other player, so it counts "
              "for the player who captured it.",
        "de": "Ein gefangener Stein bleibt auf dem Brett; seine Figur zeigt jetzt auf den anderen Spieler, er "
              "zählt also für den, der ihn gefangen genommen hat.",
    },
    "rotation": {
        "en": "Before you place a stone you may turn it a quarter, half or three-quarter turn (unless a rule "
              "option fixes the rotation): its arrows turn with it.",
        "de": "Bevor du einen Stein setzt, darfst du ihn um eine Viertel-, halbe oder Dreivierteldrehung drehen "
              "(außer eine Regeloption legt die Drehung fest): Seine Pfeile drehen sich mit.",
    },
}

"""The app's own words in German and English (each game's board has its own)."""

LANGS = ("de", "en")

STRINGS = {
    "en": {
        "title": "Spielkiste", "tagline": "Four abstract board games. Two players, one device or the computer.",
        "play": "Play", "resume": "Continue saved game", "rules": "Rules", "designer": "Designer",
        "new_game": "New game", "undo": "Undo", "redo": "Redo", "share": "Copy share link",
        "share_native": "Share…", "copied": "Link copied.", "copy_failed": "Copy this link:",
        "moves": "Moves", "no_moves": "No moves yet.", "back_to_picker": "All games",
        "player": "Player {n}", "computer": "Computer ({level})", "human": "Human",
        "turn": "{name} to move.", "won": "{name} wins.", "draw": "Draw.",
        "score": "Score {a} : {b}", "start": "Start", "cancel": "Cancel",
        "players": "Players", "seat": "{name} plays", "level_easy": "easy",
        "level_normal": "normal", "level_strong": "strong", "options": "Rules",
        "bad_link": "This link is damaged, so a new game was started instead. ({msg})",
        "bad_route": "There is no game called {name!r} here.",
        "illegal": "That move is not possible: {msg}",
        "thinking": "The computer is thinking…", "language": "Language", "theme": "Theme",
        "theme_auto": "System", "theme_light": "Light", "theme_dark": "Dark",
        "rules_missing": "The rules page could not be loaded.",
        "handover": "Hand the device to {name}.", "handover_ok": "I am {name}: show my tiles",
        "error": "Something went wrong: {msg}",
        "save_corrupt": "A saved game could not be read and was set aside. ({msg})",
        "storage_off": "This browser does not let the app save games on the device.",
        "save_failed": "This game could not be saved on the device (its storage is full or refused). "
                       "You can keep playing; the share link still holds the game.",
        "replay": "Replay", "first": "Start", "prev": "Back", "next": "Forward", "last": "Latest",
        "branch": "Play from here? The later moves will be discarded.",
        "update": "A new version is ready.", "reload": "Reload",
        "speed": "Computer vs computer", "speed_0": "fast", "speed_700": "watchable", "speed_2000": "slow",
        "ai_fallback": "The computer's helper did not start, so the computer thinks on this page instead; "
                       "the page may pause while it thinks.",
    },
    "de": {
        "title": "Spielkiste", "tagline": "Vier abstrakte Brettspiele. Zu zweit an einem Gerät oder gegen den Computer.",
        "play": "Spielen", "resume": "Gespeichertes Spiel fortsetzen", "rules": "Regeln",
        "designer": "Editor",
        "new_game": "Neues Spiel", "undo": "Zurücknehmen", "redo": "Wiederholen",
        "share": "Link zum Teilen kopieren", "share_native": "Teilen…", "copied": "Link kopiert.",
        "copy_failed": "Diesen Link kopieren:", "moves": "Züge", "no_moves": "Noch keine Züge.",
        "back_to_picker": "Alle Spiele", "player": "Spieler {n}", "computer": "Computer ({level})",
        "human": "Mensch", "turn": "{name} ist am Zug.", "won": "{name} gewinnt.",
        "draw": "Unentschieden.", "score": "Stand {a} : {b}", "start": "Los geht's",
        "cancel": "Abbrechen", "players": "Spieler", "seat": "{name} spielt",
        "level_easy": "leicht", "level_normal": "mittel", "level_strong": "stark",
        "options": "Regeln",
        "bad_link": "Dieser Link ist beschädigt, deshalb beginnt ein neues Spiel. ({msg})",
        "bad_route": "Ein Spiel namens {name!r} gibt es hier nicht.",
        "illegal": "Dieser Zug ist nicht möglich: {msg}",
        "thinking": "Der Computer überlegt …", "language": "Sprache", "theme": "Farbschema",
        "theme_auto": "System", "theme_light": "Hell", "theme_dark": "Dunkel",
        "rules_missing": "Die Regeln konnten nicht geladen werden.",
        "handover": "Gib das Gerät an {name}.", "handover_ok": "Ich bin {name}: meine Plättchen zeigen",
        "error": "Etwas ist schiefgegangen: {msg}",
        "save_corrupt": "Ein gespeichertes Spiel war nicht lesbar und wurde beiseitegelegt. ({msg})",
        "storage_off": "Dieser Browser erlaubt der App nicht, Spiele auf dem Gerät zu speichern.",
        "save_failed": "Dieses Spiel konnte nicht auf dem Gerät gespeichert werden (Speicher voll oder verweigert). "
                       "Du kannst weiterspielen; der Link zum Teilen enthält das Spiel.",
        "replay": "Wiedergabe", "first": "Anfang", "prev": "Zurück", "next": "Vor", "last": "Aktuell",
        "branch": "Von hier weiterspielen? Die späteren Züge werden verworfen.",
        "update": "Eine neue Version ist bereit.", "reload": "Neu laden",
        "speed": "Computer gegen Computer", "speed_0": "schnell", "speed_700": "zum Zuschauen", "speed_2000": "langsam",
        "ai_fallback": "Der Helfer des Computers ist nicht gestartet, deshalb denkt der Computer auf dieser Seite; "
                       "die Seite kann dabei kurz stocken.",
    },
}


def pick_lang(stored, browser_langs):
    """The stored choice if valid, else the first browser language we speak, else English."""
    if stored in LANGS:
        return stored
    for tag in browser_langs or ():
        base = str(tag).split("-")[0].lower()
        if base in LANGS:
            return base
    return "en"


def t(lang, key, **kw):
    text = STRINGS.get(lang, STRINGS["en"]).get(key) or STRINGS["en"].get(key, key)
    return text.format(**kw) if kw else text

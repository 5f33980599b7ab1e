"""The app's own words in German and English (each game's board has its own)."""

LANGS = ("de", "en")

STRINGS = {
    "en": {
        "conflict": "This game was changed in another tab.", "conflict_load": "Load that version",
        "conflict_fork": "Keep mine as a new game", "kept_as_new": "Your game is kept as a new saved game.",
        "saved_games": "Saved games", "open_save": "Open", "delete": "Delete", "finished": "finished",
        "moves_n": "{n} moves", "reset_data": "Delete all saved data…",
        "reset_confirm": "Delete every saved game, design and setting of Spielkiste on this device?",
        "keys_title": "Keyboard", "keys_grid": "← ↑ → ↓", "keys_grid_do": "move between the board's cells",
        "keys_act": "act on the cell in focus",
        "skip": "Skip to content", "choose_game": "Choose a game",
        "continue_n": "Continue ({n} moves)", "game_menu": "Game",
        "first_simple": "Your first game: simple mode, as the rules suggest (characters: New game).",
        "to_move": "to move", "winner": "winner", "score_word": "points",
        "replay_at": "Move {n} of {total}: {name} was to move.",
        "replay_hint": "Press Latest to return to the game, or play from here.",
        "thinking_who": "{name} is thinking…", "paused": "Paused: {name} is to move.",
        "paused_said": "The computers are paused.",
        "resume_cvc": "Resume the computers", "pause_cvc": "Pause",
        "refuse_handover": "First hand the device over and confirm.",
        "refuse_over": "The game is over: start a rematch or a new game.",
        "refuse_wait": "Wait: it is {name}'s turn.",
        "rematch": "Rematch", "review": "Review the game",
        "shown_move": "Move {n} of {total}",
        "custom_board_note": "An own board is drawn in the designer: Start opens it.",
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
        "conflict": "Dieses Spiel wurde in einem anderen Tab verändert.", "conflict_load": "Diese Fassung laden",
        "conflict_fork": "Meines als neues Spiel behalten", "kept_as_new": "Dein Spiel bleibt als neues Spiel gespeichert.",
        "saved_games": "Gespeicherte Spiele", "open_save": "Öffnen", "delete": "Löschen", "finished": "beendet",
        "moves_n": "{n} Züge", "reset_data": "Alle gespeicherten Daten löschen …",
        "reset_confirm": "Alle gespeicherten Spiele, Entwürfe und Einstellungen von Spielkiste auf diesem Gerät löschen?",
        "keys_title": "Tastatur", "keys_grid": "← ↑ → ↓", "keys_grid_do": "zwischen den Feldern des Bretts wechseln",
        "keys_act": "das Feld im Fokus wählen",
        "skip": "Zum Inhalt springen", "choose_game": "Wähle ein Spiel",
        "continue_n": "Weiterspielen ({n} Züge)", "game_menu": "Spiel",
        "first_simple": "Dein erstes Spiel: einfacher Modus, wie die Regel rät (Charaktere: Neues Spiel).",
        "to_move": "am Zug", "winner": "gewinnt", "score_word": "Punkte",
        "replay_at": "Zug {n} von {total}: {name} war am Zug.",
        "replay_hint": "„Aktuell“ führt zurück ins Spiel; oder spiele von hier aus weiter.",
        "thinking_who": "{name} überlegt …", "paused": "Angehalten: {name} ist am Zug.",
        "paused_said": "Die Computer sind angehalten.",
        "resume_cvc": "Computer weiterspielen lassen", "pause_cvc": "Anhalten",
        "refuse_handover": "Gib zuerst das Gerät weiter und bestätige.",
        "refuse_over": "Das Spiel ist vorbei: starte eine Revanche oder ein neues Spiel.",
        "refuse_wait": "Warte: {name} ist am Zug.",
        "rematch": "Revanche", "review": "Partie nachspielen",
        "shown_move": "Zug {n} von {total}",
        "custom_board_note": "Ein eigenes Brett entsteht im Editor: „Los geht's“ öffnet ihn.",
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


def _merge_learn():
    """The lessons', the hint's and the review's words (ui/i18n_learn.py)."""
    from .i18n_learn import LEARN

    for lang in LANGS:
        STRINGS[lang].update(LEARN[lang])


_merge_learn()


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

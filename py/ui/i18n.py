"""The app's own words in German and English (each game's board has its own)."""

LANGS = ("de", "en")

STRINGS = {
    "en": {
        # -- the table (issue 25) --
        "play_computer": "Play the computer", "play_here": "Two players here", "play_friend": "With a friend",
        "both_sides": "You play both sides.",
        "level_label": "Computer", "card_more": "More", "log_title": "The game in words ({n} moves)",
        "toc": "Contents",
        # -- by link (issue 17) --
        "mode_title": "How do you play?", "mode_here": "Together on this device",
        "mode_computer": "Against the computer", "mode_link": "With a friend on another device, by link",
        "link_me": "You play", "link_how": "You play your move here and send the link; your friend opens it, "
                                         "plays theirs and sends it back. No account, no server.",
        "link_off_hidden": "Not for {game}: its hidden tiles could be read from the link.",
        "you": "{name} (you)", "by_link": "by link",
        "link_ask": "Played by link: are you {a} or {b}?",
        "link_ask_why": "This device remembers your answer for this game.",
        "link_iam": "I am {name}", "link_you_are": "You are {name}.",
        "link_send": "Send your move", "link_send_game": "Send the game link", "link_send_again": "Send again",
        "link_send_how": "Send the link to your friend (share, copy or QR code).",
        "link_send_last": "Send your last move, so that {name} sees the end of the game.",
        "link_send_now": "Your move is made: send it to {name}.",
        "link_invite": "{name} starts: send them the link to this game.",
        "link_waiting": "Waiting for {name}'s move: open the link they send you.",
        "link_refuse_ask": "First say which player you are.",
        "link_refuse_sent": "Moves already sent or received stay as they are: press Latest.",
        "link_older": "This link is older than your game (it stops at move {n} of {m}): your game is kept.",
        "link_continued": "Continued from the link, now at move {n}.",
        "link_diverged": "This link (move {n}) and your saved copy of this game (move {m}) went different ways. "
                         "Which one goes on? The other is kept in your saved games.",
        "link_diverged_link": "Go on from the link", "link_diverged_mine": "Keep my game",
        "link_other_kept": "The other version is kept in your saved games.",
        "show_qr": "Show as QR code", "qr_title": "Scan to open this game", "close": "Close",
        "qr_loading": "Drawing the QR code…", "qr_failed": "The QR code could not be drawn: {msg}",
        "qr_hint": "Point a phone's camera at the code: it opens this game at its latest move.",
        "conflict": "This game was changed in another tab.", "conflict_load": "Load that version",
        "conflict_fork": "Keep mine as a new game", "kept_as_new": "Your game is kept as a new saved game.",
        "saved_games": "Saved games", "open_save": "Open", "delete": "Delete", "finished": "finished",
        "finished_won": "finished: {name} won", "finished_draw": "finished: a draw",
        "moves_n": "{n} moves", "reset_data": "Delete all saved data…",
        "reset_confirm": "Delete every saved game, design and setting of Spielkiste on this device?",
        "keys_title": "Keyboard", "keys_grid": "← ↑ → ↓", "keys_grid_do": "move between the board's cells",
        "keys_act": "act on the cell in focus",
        "skip": "Skip to content", "choose_game": "Choose a game",
        "continue_n": "Continue ({n} moves)", "game_menu": "Game",
        "first_simple": "Your first game: simple mode, as the rules suggest (characters: New game).",
        "to_move": "to move", "winner": "winner", "score_word": "points",
        "replay_at": "Move {n} of {total}: {name} was to move.",
        "replay_move": "Move {n} of {total}: {name} played {move}.",
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
        "title": "Spielkiste", "tagline": "Four abstract board games for two: at one device, by link, or against the computer.",
        "play": "Play", "resume": "Continue saved game", "rules": "Rules", "designer": "Designer",
        "new_game": "New game", "undo": "Undo", "redo": "Redo", "share": "Copy share link",
        "share_native": "Share…", "copied": "Link copied.", "copy_failed": "Copy this link:",
        "moves": "Moves", "no_moves": "No moves yet.", "back_to_picker": "All games",
        "player": "Player {n}", "computer": "Computer ({level})", "computer_n": "Computer {n} ({level})", "human": "Human",
        "turn": "{name} to move.", "won": "{name} wins.", "draw": "Draw.",
        "score": "Score {a} : {b}", "start": "Start", "cancel": "Cancel",
        "players": "Players", "seat": "{name} plays", "level_easy": "easy",
        "level_normal": "normal", "level_strong": "strong", "level_beginner": "beginner",
        "level_careful": "careful", "level_good": "good",
        "level_about_beginner": "often sees what it gains at once, otherwise plays at random",
        "level_about_easy": "takes any win and the move that gains most at once",
        "level_about_careful": "like easy, but never leaves you a win on your next turn",
        "level_about_normal": "thinks a short while ahead",
        "level_about_good": "thinks longer ahead and plays short endgames exactly",
        "level_about_strong": "the best here: thinks longest, plays solved positions exactly",
        "level_option": "{name} – {about}", "options": "Rules",
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
        # -- der Tisch (Issue 25) --
        "play_computer": "Gegen den Computer", "play_here": "Zu zweit hier", "play_friend": "Mit jemandem per Link",
        "both_sides": "Du spielst beide Seiten.",
        "level_label": "Computer", "card_more": "Mehr", "log_title": "Das Spiel in Worten ({n} Züge)",
        "toc": "Inhalt",
        # -- per Link (Issue 17) --
        "mode_title": "Wie spielt ihr?", "mode_here": "Zusammen an diesem Gerät",
        "mode_computer": "Gegen den Computer", "mode_link": "Mit jemandem an einem anderen Gerät, per Link",
        "link_me": "Du spielst", "link_how": "Du spielst deinen Zug hier und schickst den Link; dein Gegenüber öffnet "
                                          "ihn, spielt und schickt ihn zurück. Ohne Konto, ohne Server.",
        "link_off_hidden": "Nicht für {game}: die verdeckten Plättchen ließen sich aus dem Link lesen.",
        "you": "{name} (du)", "by_link": "per Link",
        "link_ask": "Per Link gespielt: bist du {a} oder {b}?",
        "link_ask_why": "Dieses Gerät merkt sich deine Antwort für dieses Spiel.",
        "link_iam": "Ich bin {name}", "link_you_are": "Du bist {name}.",
        "link_send": "Deinen Zug senden", "link_send_game": "Link zum Spiel senden",
        "link_send_again": "Nochmal senden",
        "link_send_how": "Schicke den Link deinem Gegenüber (teilen, kopieren oder QR-Code).",
        "link_send_last": "Schicke deinen letzten Zug, damit {name} das Ende des Spiels sieht.",
        "link_send_now": "Dein Zug steht: schicke ihn an {name}.",
        "link_invite": "{name} beginnt: schicke den Link zu diesem Spiel.",
        "link_waiting": "Warte auf den Zug von {name}: öffne den Link, den du bekommst.",
        "link_refuse_ask": "Sag zuerst, welcher Spieler du bist.",
        "link_refuse_sent": "Gesendete und empfangene Züge bleiben, wie sie sind: „Aktuell“ führt zurück.",
        "link_older": "Dieser Link ist älter als dein Spiel (er endet bei Zug {n} von {m}): dein Spiel bleibt.",
        "link_continued": "Vom Link übernommen, jetzt bei Zug {n}.",
        "link_diverged": "Dieser Link (Zug {n}) und deine gespeicherte Fassung dieses Spiels (Zug {m}) sind "
                         "verschieden weitergegangen. Welche geht weiter? Die andere bleibt bei deinen "
                         "gespeicherten Spielen.",
        "link_diverged_link": "Mit dem Link weiterspielen", "link_diverged_mine": "Mein Spiel behalten",
        "link_other_kept": "Die andere Fassung bleibt bei deinen gespeicherten Spielen.",
        "show_qr": "Als QR-Code zeigen", "qr_title": "Scannen, um dieses Spiel zu öffnen", "close": "Schließen",
        "qr_loading": "Der QR-Code wird gezeichnet …", "qr_failed": "Der QR-Code ließ sich nicht zeichnen: {msg}",
        "qr_hint": "Richte die Kamera eines Handys auf den Code: er öffnet dieses Spiel beim letzten Zug.",
        "conflict": "Dieses Spiel wurde in einem anderen Tab verändert.", "conflict_load": "Diese Fassung laden",
        "conflict_fork": "Meines als neues Spiel behalten", "kept_as_new": "Dein Spiel bleibt als neues Spiel gespeichert.",
        "saved_games": "Gespeicherte Spiele", "open_save": "Öffnen", "delete": "Löschen", "finished": "beendet",
        "finished_won": "beendet: {name} hat gewonnen", "finished_draw": "beendet: unentschieden",
        "moves_n": "{n} Züge", "reset_data": "Alle gespeicherten Daten löschen …",
        "reset_confirm": "Alle gespeicherten Spiele, Entwürfe und Einstellungen von Spielkiste auf diesem Gerät löschen?",
        "keys_title": "Tastatur", "keys_grid": "← ↑ → ↓", "keys_grid_do": "zwischen den Feldern des Bretts wechseln",
        "keys_act": "das Feld im Fokus wählen",
        "skip": "Zum Inhalt springen", "choose_game": "Wähle ein Spiel",
        "continue_n": "Weiterspielen ({n} Züge)", "game_menu": "Spiel",
        "first_simple": "Dein erstes Spiel: einfacher Modus, wie die Regel rät (Charaktere: Neues Spiel).",
        "to_move": "am Zug", "winner": "gewinnt", "score_word": "Punkte",
        "replay_at": "Zug {n} von {total}: {name} war am Zug.",
        "replay_move": "Zug {n} von {total}: {name} hat {move} gespielt.",
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
        "title": "Spielkiste", "tagline": "Vier abstrakte Brettspiele für zwei: an einem Gerät, per Link oder gegen den Computer.",
        "play": "Spielen", "resume": "Gespeichertes Spiel fortsetzen", "rules": "Regeln",
        "designer": "Editor",
        "new_game": "Neues Spiel", "undo": "Zurücknehmen", "redo": "Wiederholen",
        "share": "Link zum Teilen kopieren", "share_native": "Teilen…", "copied": "Link kopiert.",
        "copy_failed": "Diesen Link kopieren:", "moves": "Züge", "no_moves": "Noch keine Züge.",
        "back_to_picker": "Alle Spiele", "player": "Spieler {n}", "computer": "Computer ({level})",
        "computer_n": "Computer {n} ({level})",
        "human": "Mensch", "turn": "{name} ist am Zug.", "won": "{name} gewinnt.",
        "draw": "Unentschieden.", "score": "Stand {a} : {b}", "start": "Los geht's",
        "cancel": "Abbrechen", "players": "Spieler", "seat": "{name} spielt",
        "level_easy": "leicht", "level_normal": "mittel", "level_strong": "stark",
        "level_beginner": "Anfänger", "level_careful": "umsichtig", "level_good": "gut",
        "level_about_beginner": "sieht oft, was ein Zug sofort bringt, sonst zieht es zufällig",
        "level_about_easy": "nimmt jeden Sieg und den Zug, der sofort am meisten bringt",
        "level_about_careful": "wie leicht, lässt dir aber keinen Sieg im nächsten Zug",
        "level_about_normal": "rechnet kurz voraus",
        "level_about_good": "rechnet länger voraus und spielt kurze Endspiele genau",
        "level_about_strong": "das Beste hier: rechnet am längsten, spielt gelöste Stellungen genau",
        "level_option": "{name} – {about}",
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

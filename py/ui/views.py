"""HTML of the app's views (picker, game frame, dialogs, move list) as strings.

Pure functions of their arguments, so they are unit-tested under CPython; every
dynamic text is escaped with esc().
"""

from .boards.base import esc
from .i18n import t

LEVELS = ("easy", "normal", "strong")


def player_label(lang, seat, kind):
    name = t(lang, "player", n=seat + 1)
    if kind.startswith("ai:"):
        return f"{name} – " + t(lang, "computer", level=t(lang, "level_" + kind[3:]))
    return name


def picker(lang, games, pictures, saves):
    """The game picker: a card per game with picture, sentence, play/resume/rules."""
    cards = []
    for gid, game in games.items():
        resume = ""
        if gid in saves:
            resume = f'<a class="button secondary" href="#{esc(saves[gid])}" data-resume="{esc(gid)}">{esc(t(lang, "resume"))}</a>'
        extra = ""
        if gid == "boxilies":
            extra = f'<a class="button secondary" href="#/boxilies/designer">{esc(t(lang, "designer"))}</a>'
        cards.append(
            f'<li class="card" data-game="{esc(gid)}"><div class="pic">{pictures.get(gid, "")}</div>'
            f'<h2>{esc(game.names[lang])}</h2><p>{esc(game.blurb[lang])}</p>'
            f'<div class="actions"><a class="button" href="#/{esc(gid)}">{esc(t(lang, "play"))}</a>{resume}'
            f'<a class="button secondary" href="#/{esc(gid)}/rules">{esc(t(lang, "rules"))}</a>{extra}</div></li>')
    return (f'<section class="picker"><p class="tagline">{esc(t(lang, "tagline"))}</p>'
            f'<ul class="cards">{"".join(cards)}</ul></section>')


def game_frame(lang, game):
    """The parts of the game view that stay while a game is played."""
    gid = esc(game.id)
    b = lambda act, key, extra="": (  # noqa: E731
        f'<button type="button" data-act="ui:{act}" id="btn-{act}"{extra}>{esc(t(lang, key))}</button>')
    return (
        f'<section class="game-view" data-game="{gid}">'
        f'<h2 class="game-title">{esc(game.names[lang])}</h2>'
        f'<nav class="toolbar" aria-label="{esc(game.names[lang])}">'
        f'<a class="button secondary" href="#/">{esc(t(lang, "back_to_picker"))}</a>'
        f'{b("new", "new_game")}{b("undo", "undo")}{b("redo", "redo")}{b("share", "share")}'
        f'{b("sharenative", "share_native", " hidden")}'
        f'<a class="button secondary" href="#/{gid}/rules">{esc(t(lang, "rules"))}</a></nav>'
        f'<p id="status" class="status" aria-live="polite"></p>'
        f'<div id="sharebox" class="sharebox" hidden><label>{esc(t(lang, "copy_failed"))} '
        f'<input id="shareinput" readonly></label></div>'
        f'<div class="play-area"><div class="board-col"><div id="handover" class="handover" hidden></div>'
        f'<div id="board" class="board-area"></div></div>'
        f'<aside class="side"><h3>{esc(t(lang, "moves"))}</h3>'
        f'<div class="stepper" role="group" aria-label="{esc(t(lang, "replay"))}">'
        f'{b("first", "first")}{b("prev", "prev")}{b("next", "next")}{b("last", "last")}</div>'
        f'<ol id="movelist" class="movelist"></ol></aside></div>'
        f'</section>')


def move_list(lang, moves, current):
    """The moves as buttons; the one shown now is marked aria-current."""
    if not moves:
        return f'<li class="none">{esc(t(lang, "no_moves"))}</li>'
    items = []
    for i, move in enumerate(moves, 1):
        cur = ' aria-current="step"' if i == current else ""
        items.append(f'<li><button type="button" data-act="ui:goto:{i}"{cur}>{esc(move)}</button></li>')
    return "".join(items)


SPEEDS = ("0", "700", "2000")  # pause in ms between two computer moves when both sides are computers


def new_game_dialog(lang, game, options, players, speed="700"):
    """The new-game dialog: the game's options and who plays each side."""
    rows = []
    for opt in game.options:
        label = opt.label.get(lang) or opt.name
        if opt.values is None:
            rows.append(f'<input type="hidden" name="opt:{esc(opt.name)}" value="{esc(options.get(opt.name, opt.default))}">')
            continue
        choices = []
        for value in opt.values:
            text = opt.value_labels.get(value, {}).get(lang, value)
            sel = " selected" if options.get(opt.name, opt.default) == value else ""
            choices.append(f'<option value="{esc(value)}"{sel}>{esc(text)}</option>')
        rows.append(f'<label><span>{esc(label)}</span><select name="opt:{esc(opt.name)}">{"".join(choices)}</select></label>')
    seats = []
    for seat in (0, 1):
        choices = [f'<option value="human"{" selected" if players[seat] == "human" else ""}>{esc(t(lang, "human"))}</option>']
        for level in LEVELS:
            value = f"ai:{level}"
            sel = " selected" if players[seat] == value else ""
            choices.append(f'<option value="{value}"{sel}>{esc(t(lang, "computer", level=t(lang, "level_" + level)))}</option>')
        seats.append(f'<label><span>{esc(t(lang, "player", n=seat + 1))}</span>'
                     f'<select name="player:{seat}">{"".join(choices)}</select></label>')
    speeds = "".join(f'<option value="{v}"{" selected" if v == speed else ""}>{esc(t(lang, "speed_" + v))}</option>'
                     for v in SPEEDS)
    seats.append(f'<label><span>{esc(t(lang, "speed"))}</span><select name="speed">{speeds}</select></label>')
    return (f'<form method="dialog" class="newgame" id="newgame-form"><h2>{esc(t(lang, "new_game"))}: {esc(game.names[lang])}</h2>'
            f'<fieldset><legend>{esc(t(lang, "options"))}</legend>{"".join(rows)}</fieldset>'
            f'<fieldset><legend>{esc(t(lang, "players"))}</legend>{"".join(seats)}</fieldset>'
            f'<div class="actions"><button type="button" data-act="ui:cancelnew" class="secondary">{esc(t(lang, "cancel"))}</button>'
            f'<button type="button" data-act="ui:startnew" id="btn-startnew">{esc(t(lang, "start"))}</button></div></form>')


def status_text(lang, match, names, extra=""):
    """Whose turn, or the result, plus the score."""
    scores = match.scores
    score = t(lang, "score", a=scores[0], b=scores[1]) if len(scores) == 2 else ""
    if match.is_over:
        w = match.winner
        head = t(lang, "draw") if w is None else t(lang, "won", name=names[w])
    else:
        head = t(lang, "turn", name=names[match.to_move])
    return " ".join(x for x in (head, score, extra) if x)

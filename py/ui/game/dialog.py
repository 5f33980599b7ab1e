"""The new-game dialog: the game's rule options that apply (an option hidden by its
`shown_if` is left out, e.g. the characters in Soulaween's simple mode), how the game
is played (together here, against the computer, or with a friend by link or live) and who
plays each seat. Pure: it renders from the values chosen so far, and the screen
renders it again when a choice changes."""

from ..games import ui_for
from ..games.base import esc
from ..i18n import game_name, option_label, t, value_label
from .live_deal import live_ok
from .model import HUMAN, KINDS, LEVELS, LINK, LIVE, level_for, levels_of

SPEEDS = ("0", "700", "2000")  # pause in ms between two computer moves when both sides are computers
MODES = ("here", "computer", "link", "live")  # how the game is played (issues 17, 29)
LIVE_SEATS = ("random", "0", "1")  # live: the host's seat, or drawn by both pages
HINTS = ("off", "on")  # the Hint button in a game against the computer (between humans: always)


def option_rows(lang, game, values):
    rows = []
    for opt in game.options:
        if opt.values is None or not opt.applies(values):
            continue  # free text (a design) comes from its own screen; hidden options keep their value
        label = option_label(lang, game.id, opt.name)
        choices = []
        current = values.get(opt.name, opt.default)
        offered = opt.offered or opt.values
        # a value not offered to new games (an earlier rule set an old link fell back to)
        # is still shown while it is the game's: the dialog says which rules it plays by
        for value in offered if current in offered else (*offered, current):
            text = value_label(lang, game.id, opt.name, value)
            sel = " selected" if current == value else ""
            choices.append(f'<option value="{esc(value)}"{sel}>{esc(text)}</option>')
        effect = _effect(game.id, opt.name, values.get(opt.name, opt.default), lang)  # issue 25
        described = f' aria-describedby="opt-help-{esc(opt.name)}"' if effect else ""
        rows.append(f'<label class="opt-{esc(opt.name)}"><span>{esc(label)}</span>'
                    f'<select name="opt:{esc(opt.name)}"{described}>{"".join(choices)}</select></label>{effect}')
    return "".join(rows)


def _effect(game_id, name, value, lang):
    """The rule of the piece an option chooses (a character), under its choice; "" if none."""
    try:
        ui = ui_for(game_id)
    except KeyError:
        return ""
    kind = ui.option_help.get(name, {}).get(value)
    if kind is None or kind not in ui.pieces:
        return ""
    return f'<p class="choice-effect opt-effect" id="opt-help-{esc(name)}">{esc(ui.help_for(kind, lang))}</p>'


def seat_rows(lang, kinds, speed, hints="off", levels=LEVELS):
    """Who plays each seat: a person or the computer at one of `levels` (the game's ladder)."""
    rows = []
    for seat in (0, 1):
        choices = [f'<option value="{HUMAN}"{" selected" if kinds[seat] == HUMAN else ""}>{esc(t(lang, "human"))}</option>']
        for level in levels:
            value = f"ai:{level}"
            sel = " selected" if kinds[seat] == value else ""
            name = t(lang, "computer", level=t(lang, "level_" + level))
            text = t(lang, "level_option", name=name, about=t(lang, "level_about_" + level))
            choices.append(f'<option value="{value}"{sel}>{esc(text)}</option>')
        rows.append(f'<label><span>{esc(t(lang, "player", n=seat + 1))}</span>'
                    f'<select name="player:{seat}">{"".join(choices)}</select></label>')
    if all(k != HUMAN for k in kinds):
        speeds = "".join(f'<option value="{v}"{" selected" if v == speed else ""}>{esc(t(lang, "speed_" + v))}</option>'
                         for v in SPEEDS)
        rows.append(f'<label><span>{esc(t(lang, "speed"))}</span><select name="speed">{speeds}</select></label>')
    if sum(k == HUMAN for k in kinds) == 1:  # a human against the computer: hints on or off
        options = "".join(f'<option value="{v}"{" selected" if v == hints else ""}>{esc(t(lang, "hints_" + v))}</option>'
                          for v in HINTS)
        rows.append(f'<label><span>{esc(t(lang, "hints_setting"))}</span><select name="hints">{options}</select></label>')
    return "".join(rows)


# -- how the game is played (issue 17) ------------------------------------------------------

def mode_of(kinds):
    if LIVE in kinds:
        return "live"
    if LINK in kinds:
        return "link"
    return "computer" if any(k.startswith("ai:") for k in kinds) else "here"


def link_allowed(game):
    """Hidden information (Solstis' tiles) could be read from the link: no play by link."""
    return game is not None and not game.hidden_information


def live_allowed(game):
    """Live: a game with hidden information only with a fair deal (issue 29, live_deal.py)."""
    return game is not None and live_ok(game.id)


def mode_rows(lang, game, kinds, speed, hints="off"):
    mode = mode_of(kinds)
    radios = []
    for value in MODES:
        allowed = {"link": link_allowed, "live": live_allowed}.get(value)
        off = allowed is not None and not allowed(game)
        attrs = (" checked" if value == mode else "") + (f' disabled aria-describedby="mode-{value}-off"' if off else "")
        label = t(lang, "live.mode_live") if value == "live" else t(lang, "mode_" + value)
        radios.append(f'<label class="mode-choice"><input type="radio" name="mode" value="{value}"{attrs}>'
                      f'<span>{esc(label)}</span></label>')
    if not link_allowed(game):
        radios.append(f'<p class="mode-note" id="mode-link-off">'
                      f'{esc(t(lang, "link_off_hidden", game=game_name(lang, game.id)))}</p>')
    if not live_allowed(game):
        radios.append(f'<p class="mode-note" id="mode-live-off">{esc(t(lang, "live.off_hidden", game=game_name(lang, game.id)))}</p>')
    if mode == "live":  # the host's seat: chosen, or drawn by both pages (neither chooses)
        chosen = str(kinds.index(HUMAN)) if HUMAN in kinds else "random"
        seats = "".join(f'<option value="{v}"{" selected" if v == chosen else ""}>'
                        f'{esc(t(lang, "live.seat_random") if v == "random" else t(lang, "player", n=int(v) + 1))}'
                        f'</option>' for v in LIVE_SEATS)
        return ("".join(radios) + f'<label><span>{esc(t(lang, "link_me"))}</span><select name="me">{seats}</select>'
                f'</label><p class="mode-note">{esc(t(lang, "live.how"))}</p>')
    if mode != "link":
        return "".join(radios) + seat_rows(lang, kinds, speed, hints, levels_of(game))
    me = kinds.index(HUMAN) if HUMAN in kinds else 0
    seats = "".join(f'<option value="{seat}"{" selected" if seat == me else ""}>'
                    f'{esc(t(lang, "player", n=seat + 1))}</option>' for seat in (0, 1))
    return ("".join(radios) + f'<label><span>{esc(t(lang, "link_me"))}</span><select name="me">{seats}</select></label>'
            f'<p class="mode-note">{esc(t(lang, "link_how"))}</p>')


def render(lang, game, values, kinds, speed="700", note="", hints="off"):
    extra = f'<p class="dialog-note">{esc(note)}</p>' if note else ""
    return (f'<form method="dialog" class="newgame" id="newgame-form">'
            f'<h2 id="newgame-title">{esc(t(lang, "new_game"))}: {esc(game_name(lang, game.id))}</h2>'
            f'<fieldset><legend>{esc(t(lang, "options"))}</legend>{option_rows(lang, game, values)}</fieldset>'
            f'<fieldset><legend>{esc(t(lang, "mode_title"))}</legend>{mode_rows(lang, game, kinds, speed, hints)}'
            f'</fieldset>{extra}'
            f'<div class="actions"><button type="button" data-act="ui:cancelnew" class="secondary">'
            f'{esc(t(lang, "cancel"))}</button>'
            f'<button type="button" data-act="ui:startnew" id="btn-startnew">{esc(t(lang, "start"))}</button></div></form>')


def read(form_entries, game, kinds, speed, changed=None):
    """(option values, seat kinds, speed) from the form's (name, value) pairs; anything
    unknown is ignored, so a tampered form cannot smuggle a strange value in. By link,
    the kinds are [human, link] with "human" on the seat played here. `changed` is the
    field just changed: choosing "together" or "against the computer" sets the seats."""
    values, kinds = {}, list(kinds)
    mode, me, live_me = None, None, None
    for key, value in form_entries:
        if key.startswith("opt:"):
            values[key[4:]] = value
        elif key == "speed" and value in SPEEDS:
            speed = value
        elif key.startswith("player:") and key[7:] in ("0", "1"):
            kinds[int(key[7:])] = value if value in KINDS else HUMAN
        elif key == "mode" and value in MODES:
            mode = value
        elif key == "me" and value in ("0", "1"):
            me = int(value)
        if key == "me" and value in LIVE_SEATS:
            live_me = value
    if mode == "live" and live_allowed(game):  # live: [live, live] is a seat drawn by lot
        if live_me is None:
            live_me = str(kinds.index(HUMAN)) if LIVE in kinds and HUMAN in kinds else "random"
        return values, [HUMAN if str(seat) == live_me else LIVE for seat in (0, 1)], speed
    if mode == "link" and link_allowed(game):
        if me is None:
            me = kinds.index(HUMAN) if LINK in kinds and HUMAN in kinds else 0
        return values, [HUMAN if seat == me else LINK for seat in (0, 1)], speed
    kinds = [(f"ai:{level_for(game, k[3:])}" if k.startswith("ai:") else k) if k in KINDS else HUMAN for k in kinds]
    if changed == "mode" and mode == "here":
        kinds = [HUMAN, HUMAN]
    elif changed == "mode" and mode == "computer" and all(k == HUMAN for k in kinds):
        kinds = [HUMAN, f"ai:{level_for(game, 'normal')}"]
    return values, kinds, speed


def read_hints(form_entries, hints):
    """The hints choice from the form ("off" / "on"); anything else keeps `hints`."""
    for key, value in form_entries:
        if key == "hints" and value in HINTS:
            return value
    return hints

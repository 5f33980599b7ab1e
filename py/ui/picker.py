"""The game picker: a card per game with its picture, one sentence, and the ways in
(play or continue, a new game, rules, the game's own pages such as the Boxilies
designer), then the saved games, newest first. Pure markup, from the games' cards (cards.py): showing the picker
compiles no game."""

from spielkiste.vocabulary import nearest_level

from . import archive
from .game.model import player_label
from .games.base import esc
from .i18n import game_blurb, game_name, t, tn
from .saves import UNKNOWN

# how a card's new game is played: against the computer, two at this device, with a friend
# on another device live (issue 29) or by link
VS = ("computer", "here", "live", "link")


def resume_href(save):
    """The route that continues a save: its link, marked with the save it belongs to."""
    return f"#{save.link}&save={save.id}"


def start_href(gid, how):
    """The route that starts a new game of `gid` played `how` (VS: computer, here, live, link)."""
    return f"#/{gid}?new=1&vs={how}"


def start_links(lang, gid, game, latest, level, described):
    """The ways into a game, each one tap (issue 25): Continue when a game is saved, then
    against the computer (at the level last chosen), two at this device, and with a friend
    on another device: live, now (a game with hidden information only with a fair deal), or
    by link, one move at a time (not for a game with hidden information: its link would show
    the hidden tiles; `game` is its cards.Card)."""
    g = esc(gid)
    out = []
    if latest is not None:
        out.append(f'<a class="button" href="{esc(resume_href(latest))}" data-resume="{g}" {described}>'
                   f'{esc(tn(lang, "continue_n", latest.moves))}</a>')
    cls = "button secondary" if latest is not None else "button"
    level_text = f' <span class="visually-hidden">({esc(t(lang, "level_" + level))})</span>'
    out.append(f'<a class="{cls}" href="{esc(start_href(gid, "computer"))}" data-vs="computer" data-level="{esc(level)}"'
               f' {described}>{esc(t(lang, "play_computer"))}{level_text}</a>')
    # data-play / data-new: the plain new game for two at this device, as before issue 25
    marker = f'data-new="{g}"' if latest is not None else f'data-play="{g}"'
    out.append(f'<a class="button secondary" href="{esc(start_href(gid, "here"))}" data-vs="here" {marker} {described}>'
               f'{esc(t(lang, "play_here"))}</a>')
    # with a friend: live (hidden tiles with a fair deal) and by link (nothing hidden) (issue 29)
    friend = [(how, word) for how, word, ok in (("live", "live", game.live), ("link", "by_link", game.by_link)) if ok]
    if friend:
        label_id = f"friend-{g}"
        ways = "".join(f'<a class="button secondary" href="{esc(start_href(gid, how))}" data-vs="{how}" '
                       f'aria-describedby="{label_id} card-{g}">{esc(t(lang, "live.play_" + word))}</a>'
                       for how, word in friend)
        out.append(f'<span class="friend-choice" role="group" aria-labelledby="{label_id}">'
                   f'<span class="friend-label" id="{label_id}">{esc(t(lang, "live.with_friend"))}</span>{ways}</span>')
    return f'<div class="actions start">{"".join(out)}</div>'


def card(lang, gid, game, latest, learned=False, level="normal"):
    """`game`: the game's cards.Card; `level` the one last chosen, moved onto this game's ladder."""
    level = nearest_level(level, game.levels)
    title_id = f"card-{esc(gid)}"
    badge = ""
    if learned:  # the lesson was finished on this device
        badge = (f' <span class="learned" data-learned="{esc(gid)}"><span aria-hidden="true">'
                 f'{esc(t(lang, "learned"))}</span><span class="visually-hidden">({esc(t(lang, "learned_sr"))})'
                 f'</span></span>')
    described = f'aria-describedby="{title_id}"'
    play = start_links(lang, gid, game, latest, level, described)
    extra = ""
    if game.rules:
        extra += (f'<a class="button secondary" href="#/{esc(gid)}/rules" {described}>'
                  f'{esc(t(lang, "rules"))}</a>')
    if game.learn:
        extra += (f'<a class="button secondary" href="#/{esc(gid)}/learn" data-learn="{esc(gid)}" {described}>'
                  f'{esc(t(lang, "learn"))}</a>')
    for route, label in game.pages.items():  # the game's own pages (the Boxilies designer)
        extra += (f'<a class="button secondary" href="#/{esc(gid)}/{esc(route)}" {described}>'
                  f'{esc(t(lang, label))}</a>')
    return (f'<li class="card" data-game="{esc(gid)}"><div class="pic">{game.picture}</div>'
            f'<h2 id="{title_id}">{esc(game_name(lang, gid))}{badge}</h2><p>{esc(game_blurb(lang, gid))}</p>'
            f'{play}<div class="actions more">{extra}</div></li>')


def finished_text(lang, save):
    """A finished game as the list says it: who won, or a draw (saves from before the
    winner was kept say "finished")."""
    if save.won == UNKNOWN:
        return t(lang, "finished")
    if save.won is None:
        return t(lang, "finished_draw")
    if save.bylink is not None:
        return t(lang, "finished_won", name=t(lang, "player", n=save.won + 1))
    kinds = save.players
    return t(lang, "finished_won", name=player_label(lang, save.won, kinds[save.won], kinds[1 - save.won]))


def saved_list(lang, games, saves, dates):
    """Every saved game, newest first: game, players, moves, date; continue or delete."""
    if not saves:
        return archive.buttons_html(lang, export=False)  # Import, even before the first save
    rows = []
    for save in saves:
        players = " – ".join(player_label(lang, s, k, save.players[1 - s]) for s, k in enumerate(save.players))
        if save.live is not None:  # live (issue 29): "Player 1 (you) – Player 2, live with a friend"
            me = save.live[2]
            players = " – ".join(t(lang, "you", name=t(lang, "player", n=s + 1)) if s == me
                                 else t(lang, "player", n=s + 1) for s in (0, 1)) + ", " + t(lang, "live.saved_live")
        elif save.bylink is not None:  # by link (issue 17): "Player 1 (you) – Player 2, by link"
            me = save.bylink[0]
            players = " – ".join(t(lang, "you", name=t(lang, "player", n=s + 1)) if s == me
                                 else t(lang, "player", n=s + 1) for s in (0, 1)) + ", " + t(lang, "by_link")
        state = finished_text(lang, save) if save.over else tn(lang, "moves_n", save.moves)
        name_id = f"save-{esc(save.id)}"
        rows.append(
            f'<li class="saved" data-save="{esc(save.id)}"><div class="saved-text">'
            f'<strong id="{name_id}">{esc(game_name(lang, save.game))}</strong> '
            f'<span>{esc(players)}</span> <span>{esc(state)}</span> '
            f'<time>{esc(dates.get(save.id, ""))}</time></div>'
            f'<div class="saved-actions"><a class="button" href="{esc(resume_href(save))}" aria-describedby="{name_id}">'
            f'{esc(t(lang, "open_save"))}</a>'
            f'<button type="button" class="secondary" data-act="ui:delsave:{esc(save.game)}:{esc(save.id)}" '
            f'aria-describedby="{name_id}">{esc(t(lang, "delete"))}</button></div></li>')
    return (f'<section class="saved-games" aria-labelledby="saved-title"><h2 id="saved-title">'
            f'{esc(t(lang, "saved_games"))}</h2><ul>{"".join(rows)}</ul>{archive.buttons_html(lang)}'
            f'<button type="button" class="secondary" data-act="ui:resetdata">{esc(t(lang, "reset_data"))}</button>'
            f'</section>')


def render(lang, games, saves, dates=None, learned=(), level="normal"):
    """`games`: game id -> cards.Card, in the picker's order; `saves`: the valid saves
    (saves.Save), newest first; `dates`: save id -> text."""
    cards = []
    for gid in games:
        latest = next((s for s in saves if s.game == gid and not s.over), None)
        cards.append(card(lang, gid, games[gid], latest, gid in learned, level))
    return (f'<section class="picker" aria-labelledby="picker-title">'
            f'<h2 id="picker-title" class="visually-hidden" tabindex="-1">{esc(t(lang, "choose_game"))}</h2>'
            f'<p class="tagline">{esc(t(lang, "tagline"))}</p>'
            f'<ul class="cards">{"".join(cards)}</ul>{saved_list(lang, games, saves, dates or {})}</section>')

"""The game picker: a card per game with its picture, one sentence, and the ways in
(play, continue a saved game, rules, the Boxilies designer). Pure markup."""

from .boards.base import esc
from .i18n import t


def render(lang, games, pictures, saves):
    """`saves`: game id -> the saved game's link and move count ({"link", "moves"})."""
    cards = []
    for gid in games:
        game = games[gid]
        save = saves.get(gid)
        title_id = f"card-{esc(gid)}"
        if save:
            moves = save.get("moves")
            label = t(lang, "continue_n", n=moves) if moves else t(lang, "resume")
            play = (f'<a class="button" href="#{esc(save["link"])}" data-resume="{esc(gid)}" '
                    f'aria-describedby="{title_id}">{esc(label)}</a>'
                    f'<a class="button secondary" href="#/{esc(gid)}?new=1" data-new="{esc(gid)}" '
                    f'aria-describedby="{title_id}">{esc(t(lang, "new_game"))}</a>')
        else:
            play = (f'<a class="button" href="#/{esc(gid)}" data-play="{esc(gid)}" '
                    f'aria-describedby="{title_id}">{esc(t(lang, "play"))}</a>')
        extra = ""
        if gid == "boxilies":
            extra = (f'<a class="button secondary" href="#/boxilies/designer" aria-describedby="{title_id}">'
                     f'{esc(t(lang, "designer"))}</a>')
        cards.append(
            f'<li class="card" data-game="{esc(gid)}"><div class="pic">{pictures.get(gid, "")}</div>'
            f'<h2 id="{title_id}">{esc(game.names[lang])}</h2><p>{esc(game.blurb[lang])}</p>'
            f'<div class="actions">{play}'
            f'<a class="button secondary" href="#/{esc(gid)}/rules" aria-describedby="{title_id}">'
            f'{esc(t(lang, "rules"))}</a>{extra}</div></li>')
    return (f'<section class="picker" aria-labelledby="picker-title">'
            f'<h2 id="picker-title" class="visually-hidden" tabindex="-1">{esc(t(lang, "choose_game"))}</h2>'
            f'<p class="tagline">{esc(t(lang, "tagline"))}</p>'
            f'<ul class="cards">{"".join(cards)}</ul></section>')

"""The players region: one strip per seat with its symbol, name, score and what the
seat holds (the renderer's part), the seat to move marked in words and by a frame."""

from ..games.base import esc
from ..i18n import t, tn


def strip(model, ctx, seat):
    lang = model.lang
    state = model.state()
    game = model.game
    to_move = game.to_move(state)
    turn = to_move == seat and not game.is_over(state)
    winner = game.winner(state) if game.is_over(state) else None
    score = game.scores(state)[seat]
    marks = []
    if turn:
        marks.append(f'<span class="pl-turn">{esc(t(lang, "to_move"))}</span>')
    if winner == seat:
        marks.append(f'<span class="pl-turn">{esc(t(lang, "winner"))}</span>')
    score_word = model.board.score_name(lang, score) or tn(lang, "score_word", score)
    cls = f"player p{seat}" + (" turn" if turn else "") + (" won" if winner == seat else "")
    return (f'<section class="{cls}" aria-label="{esc(ctx.names[seat])}">'
            f'<div class="pl-head"><span class="pl-sym" aria-hidden="true">{esc(model.symbol(seat))}</span>'
            f'<span class="pl-name">{esc(ctx.names[seat])}</span>{"".join(marks)}'
            f'<span class="pl-score"><span class="pl-score-n">{esc(score)}</span> '
            f'<span class="pl-score-w">{esc(score_word)}</span></span></div>'
            f'{model.board.render_player(ctx, seat)}</section>')


def render(model, ctx):
    """The seat on the device's far side first, like a board seen from the first seat."""
    first = ctx.seat if ctx.seat is not None else 0
    return strip(model, ctx, 1 - first) + strip(model, ctx, first)

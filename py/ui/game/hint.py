"""The hint: the computer's move for the player to move, shown on the board (marks,
and an arrow for a move with a from) with one sentence from the engine's effects.

The search runs in the AI worker (`AiBridge.hint` → `spielkiste.ai.hint_for_link`,
the strong level's move from the mover's view: with hidden information it knows
only what the mover sees). The page stays responsive while it thinks; a hint that
arrives after the position changed is dropped, and the marks go when a move is
played (ScreenModel.shown_marks). Available between humans always, against the
computer only when switched on in the new-game dialog (off by default).
"""

import spielkiste
from spielkiste import vocabulary

from .. import explain
from ..i18n import t, tn
from ..marks import move_marks

SETTING = "hints"  # storage key: "on" / "off", hints in games against the computer
BUDGET = str(vocabulary.HINT_BUDGET)  # seconds of search (the goal in the browser: <= 1.5 s in all)


def stored_setting(storage):
    return "on" if storage.get_text(SETTING) == "on" else "off"


def available(model, setting):
    """Is there a Hint button in this game? Not between computers; against the
    computer only if switched on."""
    if model.computers_only or not in_link(model):
        return False
    return model.hotseat or setting == "on"


def in_link(model):
    """The computer can read the game (from its link): not a live game with a fair deal,
    whose hidden tiles are in no link (ui/game/live_deal.py: ViewMatch.in_link)."""
    return getattr(model.match, "in_link", True)


def can_ask(model):
    return model.interactive() and not model.hint_busy and not model.over() and in_link(model)


def link_at(match, ply):
    """The link of `match` cut after `ply` moves (the position shown in the replay)."""
    if ply == match.ply:
        return match.link()
    copy = spielkiste.match_from_link(match.link())
    copy.truncate(ply)
    return copy.link()


def tip(game_id, fx, lang, reason=None, player=0):
    """The hint's sentence: what the move does and, if the worker said, why."""
    text = explain.describe(game_id, fx, lang)
    why = because(reason, lang, player)
    return t(lang, "hint_because", text=text, why=why) if why else t(lang, "hint_is", text=text)


def because(reason, lang, player):
    """The reason of a hint (spielkiste.ai.analysis.hint's "reason") in words, or ""."""
    kind = (reason or {}).get("kind")
    if not kind or t(lang, "why_" + kind) == "why_" + kind:
        return ""
    chance, plies = reason.get("chance"), reason.get("plies")
    counted = isinstance(plies, int)  # "3 moves"; "within 3 moves" (de: dative, "in 3 Zügen")
    return t(lang, "why_" + kind, moves=tn(lang, "moves_n", plies) if counted else "?",
             within=tn(lang, "why_within", plies) if counted else "?", name=t(lang, "player", n=2 - player),
             chance=f"{round(chance * 100)} %" if isinstance(chance, (int, float)) else "?")


def show(model, answer):
    """Put the hint `answer` (the worker's dict) on the model: marks, arrow, sentence."""
    fx = answer.get("effects") or {"move": answer["move"]}
    names, arrow = move_marks(model.game.id, model.state(), answer["move"], fx)
    model.set_marks("hint", names, arrow,
                    tip(model.game.id, fx, model.lang, answer.get("reason"), answer.get("player", 0)))

""""Export my games" and "Import" (issue 30): every saved match and every saved
Boxilies design in one versioned JSON file, merged back without duplicates.

Pure Python (no js): the page hands the file's text in and takes the text out, so
everything here runs and is fuzzed under CPython. The format is in docs/saves.md:

    {"format": "spielkiste-games", "v": 1, "exported": <seconds>,
     "games": [{"game", "id", "link", "players", "moves", "over", "created", "time",
                "bylink": {"me", "received", "sent"} (a match by link only)}, ...],
     "designs": [{"name", "design"}, ...]}

Import trusts nothing in the file: it is held to a size and nesting cap before
parsing (storage.parse_json), every entry is checked on its own, each link must
decode to a match of the game it claims, and the move count and finished flag are
taken from the decoded match, not from the file. A bad entry is skipped and counted;
the sound ones are merged:

- the same match (the same save id, exported from here or imported before, and one
  move list a prefix of the other) keeps the longer history: a longer imported one
  replaces the stored link (its seats and by-link state stay), a shorter one changes
  nothing;
- the very same history (same game, options, seed, start and moves) under any id
  is already here and changes nothing;
- any other history becomes a save of its own (the file's id when free, else a new
  one), so importing the same file twice adds nothing.
"""

from typing import NamedTuple

import spielkiste
from spielkiste.errors import SpielkisteError

from .i18n import t, tn
from .saves import _ID, BY_LINK, UNKNOWN, _problem_of, _whole, record_of
from .storage import _STRINGS, MAX_DEPTH, parse_json

FORMAT = "spielkiste-games"
VERSION = 1
MAX_FILE = 8_000_000  # characters: 1000 long matches and 50 designs fit with room to spare
MAX_GAMES = 2000
FILE_NAME = "spielkiste-games.json"


class ImportReport(NamedTuple):
    """What an import did: `error` (a reason, nothing imported) or the counts."""

    added: int = 0
    updated: int = 0  # a stored match replaced by its longer imported history
    unchanged: int = 0  # already here (same or longer history)
    skipped: int = 0  # entries that are not sound
    designs_added: int = 0  # what the games keep besides matches (GameUI.import_extra: Boxilies' designs)
    designs_skipped: int = 0
    failed: int = 0  # sound, but storage refused the write
    error: str | None = None

    @property
    def ok(self):
        return self.error is None


def _paired(text):
    """Whether the brackets outside strings pair up in number (else a cut file)."""
    bare = _STRINGS.sub("", text)
    return bare.count("[") == bare.count("]") and bare.count("{") == bare.count("}")


def _match_key(match):
    """What makes two saves the same match, apart from the moves played."""
    return (match.game_id, tuple(sorted((str(k), repr(v)) for k, v in match.options.items())),
            match.seed, repr(match.start_position))


def _extras():
    """[(file key, the game's UI)] of what the games keep besides matches (GameUI.export_keys)."""
    from .games import ui_for  # lazily: a game's UI is not on the picker's start-up path

    found = []
    for game_id in spielkiste.GAMES:
        try:
            ui = ui_for(game_id)
        except KeyError:  # a game without a page of its own keeps nothing else
            continue
        found.extend((key, ui) for key in ui.export_keys)
    return found


def export_data(saves, storage, clock):
    """The archive of every valid save and what the games keep besides (a dict, see the docstring)."""
    games = []
    for save in saves.list():
        entry = {"game": save.game, "id": save.id, "link": save.link, "players": list(save.players),
                 "moves": save.moves, "over": save.over, "created": save.created, "time": save.time}
        if save.bylink is not None:
            me, received, sent = save.bylink
            entry["bylink"] = {"me": me, "received": received, "sent": sent}
        if save.live is not None:  # a live match (issue 29): its room, role and seat
            entry["live"] = dict(zip(("room", "role", "me"), save.live, strict=True))
        if save.over and save.won != UNKNOWN:
            entry["won"] = save.won
        games.append(entry)
    extras = {key: ui.export_extra(key, storage) for key, ui in _extras()}
    return {"format": FORMAT, "v": VERSION, "exported": int(clock()), "games": games, **extras}


def export_text(saves, storage, clock):
    """The file's text (ASCII JSON, one game a line: easy to read and to diff)."""
    import json

    data = export_data(saves, storage, clock)
    head = json.dumps({k: data[k] for k in ("format", "v", "exported")})[:-1]
    lists = [f'{json.dumps(key)}: [\n' + ",\n".join(json.dumps(item) for item in items) + "\n]"
             for key, items in data.items() if key not in ("format", "v", "exported")]
    return head + "".join(",\n" + part for part in lists) + "}\n"


def _sound_game(entry):
    """(record, match, entry id or None, created) of a sound game entry, or None."""
    if not isinstance(entry, dict) or _problem_of(entry, with_identity=False) is not None:
        return None
    game = entry.get("game")
    if not isinstance(game, str) or game not in spielkiste.GAMES:
        return None
    for name in ("created", "time"):
        if not _whole(entry.get(name), 0, 2**42):
            return None
    try:
        match = spielkiste.match_from_link(entry["link"])
    except (SpielkisteError, ValueError, TypeError, KeyError, IndexError, OverflowError):
        return None
    if match.game_id != game:
        return None
    bylink = None
    if tuple(entry["players"]) == BY_LINK:
        by = entry["bylink"]
        bylink = (by["me"], by["received"], by["sent"])
    live = entry.get("live")
    live = (live["room"], live["role"], live["me"]) if isinstance(live, dict) and {"room", "role", "me"} <= set(live) \
        else None
    record = record_of(match, entry["players"], bylink, live)
    record["link"] = entry["link"]  # the link as it was (its players part included)
    sid = entry.get("id")
    return record, match, (sid if isinstance(sid, str) and _ID.match(sid) else None), entry["created"]


def import_text(text, saves, storage):
    """Merge an archive's text into the saves and designs (see the docstring).
    A file that is not an archive at all changes nothing and says why."""
    if not isinstance(text, str):
        return ImportReport(error="not_text")
    if len(text) > MAX_FILE:
        return ImportReport(error="too_big")
    data, reason = parse_json(text, MAX_FILE, MAX_DEPTH)
    if reason is not None:
        return ImportReport(error="too_deep" if "deep" in reason and _paired(text) else "not_json")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return ImportReport(error="not_archive")
    if not _whole(data.get("v"), 1, 2**31):
        return ImportReport(error="not_archive")
    if data["v"] > VERSION:
        return ImportReport(error="newer")
    games, extras = data.get("games", []), [(key, ui, data.get(key, [])) for key, ui in _extras()]
    if not isinstance(games, list) or not all(isinstance(items, list) for _, _, items in extras):
        return ImportReport(error="not_archive")
    counts = dict(added=0, updated=0, unchanged=0, skipped=max(0, len(games) - MAX_GAMES), failed=0)
    stored = {}
    for save in saves.list():
        opened = saves.open(save.game, save.id)
        if opened is not None:
            stored.setdefault(_match_key(opened[1]), []).append(opened)
    for entry in games[:MAX_GAMES]:
        sound = _sound_game(entry)
        if sound is None:
            counts["skipped"] += 1
            continue
        counts[_merge_one(saves, stored, *sound)] += 1
    added = dskipped = 0
    for key, ui, items in extras:
        a, k = ui.import_extra(key, items, storage)
        added, dskipped = added + a, dskipped + k
    return ImportReport(designs_added=added, designs_skipped=dskipped, **counts)


def _merge_one(saves, stored, record, match, sid, created):
    """Merge one sound game; the name of the count it adds to. `stored` maps each
    match key to the [(Save, Match)] of this device (kept up to date)."""
    key, moves, game = _match_key(match), match.moves, match.game_id
    known = stored.setdefault(key, [])
    for i, (save, have) in enumerate(known):
        mine = have.moves
        if mine == moves:
            return "unchanged"  # the very same history, under whatever id
        if save.id != sid:
            continue
        if mine[:len(moves)] == moves:
            return "unchanged"  # this device is further along in the same match
        if moves[:len(mine)] == mine:
            # the same match further along: its id, seats and by-link state stay
            update = {"link": record["link"], "moves": record["moves"], "over": record["over"],
                      "players": list(save.players)}
            if "won" in record:
                update["won"] = record["won"]
            if save.bylink is not None:
                update["bylink"] = dict(zip(("me", "received", "sent"), save.bylink, strict=True))
            if save.live is not None:
                update["live"] = dict(zip(("room", "role", "me"), save.live, strict=True))
            if not saves.save(save.game, save.id, update, save.rev).ok:
                return "failed"
            reopened = saves.open(save.game, save.id)
            if reopened is not None:
                known[i] = reopened
            return "updated"
    if sid is None or saves.get(game, sid) is not None:
        sid = saves.new_id()  # a different history: a save of its own
    if not saves.save(game, sid, record, created=created).ok:
        return "failed"
    opened = saves.open(game, sid)
    if opened is not None:
        known.append(opened)  # a second copy in the file is a duplicate
    return "added"


# -- what the page says (both languages) ------------------------------------------------

# its words: "archive.<key>" in locale/*.po (ui/i18n.py)


def tr(lang, key, **kw):
    return t(lang, f"archive.{key}", **kw)


def report_text(report, lang):
    """The lines the page shows after an import."""
    if not report.ok:
        return [tr(lang, report.error)]
    lines = [tr(lang, "done", games=tn(lang, "archive.new_games", report.added), updated=report.updated,
                unchanged=report.unchanged, designs=tn(lang, "archive.designs", report.designs_added))]
    if report.skipped or report.designs_skipped:
        lines.append(tn(lang, "archive.skipped", report.skipped + report.designs_skipped))
    if report.failed:
        lines.append(tn(lang, "archive.failed", report.failed))
    return lines


def delete_finished(saves):
    """Remove every finished save (the way out of a full storage the player chooses);
    the number removed."""
    done = [s for s in saves.list() if s.over]
    for save in done:
        saves.delete(save.game, save.id, save.rev)
    return len(done)


def buttons_html(lang, export=True):
    """The saved-games list's "Export my games" and "Import" (a hidden file input)."""
    from .games.base import esc

    out = (f'<button type="button" class="secondary" data-act="ui:export" '
           f'title="{esc(tr(lang, "export_why"))}">{esc(tr(lang, "export"))}</button> ' if export else "")
    why = f'<p class="persist-why">{esc(tr(lang, "persist_why"))}</p>' if export else ""
    return (f'{why}<p class="archive-actions">{out}'
            f'<button type="button" class="secondary" data-act="ui:import">{esc(tr(lang, "import"))}</button>'
            f'<input type="file" id="import-file" accept=".json,application/json" hidden></p>')


def full_actions(lang):
    """The ways out of a full storage, as notice buttons."""
    return (("ui:export", tr(lang, "export")), ("ui:delfinished", tr(lang, "delete_finished")))

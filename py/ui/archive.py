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
    designs_added: int = 0
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


def export_data(saves, storage, clock):
    """The archive of every valid save and saved design (a dict, see the docstring)."""
    from .games.boxilies import designer  # lazily: not on the picker's start-up path
    games = []
    for save in saves.list():
        entry = {"game": save.game, "id": save.id, "link": save.link, "players": list(save.players),
                 "moves": save.moves, "over": save.over, "created": save.created, "time": save.time}
        if save.bylink is not None:
            me, received, sent = save.bylink
            entry["bylink"] = {"me": me, "received": received, "sent": sent}
        if save.over and save.won != UNKNOWN:
            entry["won"] = save.won
        games.append(entry)
    data, _ = storage.get_json(designer.SAVED_KEY)
    designs = [{"name": n, "design": t} for n, t in designer.clean_saved(data)]
    return {"format": FORMAT, "v": VERSION, "exported": int(clock()), "games": games, "designs": designs}


def export_text(saves, storage, clock):
    """The file's text (ASCII JSON, one game a line: easy to read and to diff)."""
    import json

    data = export_data(saves, storage, clock)
    games = ",\n".join(json.dumps(g) for g in data["games"])
    designs = ",\n".join(json.dumps(d) for d in data["designs"])
    head = json.dumps({k: data[k] for k in ("format", "v", "exported")})[:-1]
    return f'{head},\n"games": [\n{games}\n],\n"designs": [\n{designs}\n]}}\n'


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
    record = record_of(match, entry["players"], bylink)
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
    games, designs = data.get("games", []), data.get("designs", [])
    if not isinstance(games, list) or not isinstance(designs, list):
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
    added, dskipped = _merge_designs(designs, storage)
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


def _merge_designs(designs, storage):
    """Add the file's sound designs to the saved ones: (added, skipped). A name
    already used for another design gets " (2)", " (3)", ...; an equal one is kept once."""
    from .games.boxilies import designer
    data, _ = storage.get_json(designer.SAVED_KEY)
    saved = designer.clean_saved(data)
    candidates = designer.clean_saved({"v": designer.SAVED_VERSION, "designs": designs[:designer.MAX_SAVED * 4]})
    skipped = len(designs) - len(candidates)
    added = 0
    texts = {t for _, t in saved}
    names = {n for n, _ in saved}
    for name, text in candidates:
        if text in texts:
            continue
        if len(saved) >= designer.MAX_SAVED:
            skipped += 1
            continue
        base, n = name, 2
        while name in names:
            suffix = f" ({n})"
            name, n = base[:designer.MAX_SAVE_NAME - len(suffix)] + suffix, n + 1
        saved.append((name, text))
        names.add(name)
        texts.add(text)
        added += 1
    if added and not storage.set_json(designer.SAVED_KEY, designer.saved_data(saved)):
        return 0, skipped + added
    return added, skipped


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

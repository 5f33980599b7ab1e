"""Saved matches, one save per match, and the merge of saved Boxilies designs
(issue #15): nothing a second tab, a shared link or "New game" does may lose a game.

No DOM here: everything goes through `storage.Storage` (injectable), so it runs and
is tested under CPython.

Keys (after the `spielkiste:` prefix):

    save:<game>:<id>   one match: {"v": 2, "game", "id", "rev", "link", "players",
                       "moves", "over", "created", "time"[, "won"]}; a match played by link
                       (issue 17) is {"v": 3, ..., "players": ["link", "link"],
                       "bylink": {"me", "received", "sent"}}; a match played live (issue 29) is
                       {"v": 4, ..., "players": ["live", "live"], "live": {"room", "role", "me"[,
                       "nonce", "peer_nonce"][, "deal"]}}

- Each match has its own save id (`new_id()`); New game and an opened link start
  a new id, so they never replace another match. A tab writes only the save id of
  the match it shows.
- `rev` counts the writes of a save. A tab passes the rev it last wrote (or read)
  to `save()`; if the stored rev differs, another tab has changed that match since,
  and `save()` writes nothing and returns a conflict with the stored save (the app
  says so and offers to load it, or to keep playing here under a new id).
- No unfinished match is ever dropped (issue 30). At most CAP_PER_GAME saves per
  game are kept while some are finished: beyond it, finished matches go, oldest
  first; unfinished ones are never counted out, however many. If the browser
  refuses a write (storage full), the memory snapshot goes first (the `make_room`
  hook, snapshot_room.py: save() answers "waiting" and the screen saves again once
  it is gone); if the write is still refused, finished saves of every game are
  dropped, oldest first, and the write is tried once more; if it still fails,
  save() returns "failed" and the app keeps the match in memory and in the URL and
  says so.
- The single slot of the first release, `save:<game>` ({"v": 1, "link", "players",
  "time"}), is moved into this scheme by `migrate()`.
- A match by link is written as version 3 and every other save as version 2, so
  a tab of the release before keeps reading ordinary saves and leaves the ones it
  cannot play (by link) alone instead of setting them aside. `bylink` holds what
  this device knows of the correspondence: `me` (the seat played here, None until
  asked), `received` (the moves in the last link opened here, -1 before any) and
  `sent` (the moves in the last link sent from here, -1 before any).
- A live match (issue 29) is written as version 4 (a tab of an older release leaves it
  alone): `live` holds the room it is played in, this device's role in it ("host" or
  "guest") and the seat played here (None until the seats are settled), so that a
  reload rejoins the room as the same side; `nonce` (this side's nonce of the seat
  draw) and `peer_nonce` (the host's copy of the guest's), so that a side that reloads
  while the draw's `seats` is on its way is still the friend (saves before them have none).
  A game with a fair deal (Solstis) adds `deal`: its session's own data (its keys: this
  device only), the views and effects shown (ui/game/live_deal.py); its `link` names the
  game and options only.
- `won` (issue 25) says who won a finished match, 0 or 1, or null for a draw, so that the
  list of saved games can say it without replaying; saves written before it have none.
- A save that cannot be read is set aside by Storage (`damaged:<key>`) and reported;
  one whose format version is newer than this code knows is left alone (a tab of a
  newer release may be open) and not listed.
"""

import random
import re
import time
from collections.abc import Callable
from typing import NamedTuple

import spielkiste
from spielkiste.errors import SpielkisteError
from spielkiste.link import MAX_LINK_LENGTH
from spielkiste.vocabulary import HUMAN, LEVELS, LINK, LIVE, computer

from .contract import STORAGE_PREFIX

VERSION = 3  # the newest format this code reads and writes (a match by link)
PLAIN_VERSION = 2  # every other save: still readable by the release before
OLD_VERSION = 1  # the single slot per game
LIVE_VERSION = 4  # a live match (issue 29)
NEWEST = LIVE_VERSION  # the newest format this code reads; a newer one is left alone
CAP_PER_GAME = 50  # finished matches beyond this many saves of one game are pruned
PLAYER_KINDS = (HUMAN, *(computer(level) for level in LEVELS), LINK)  # every level (a game lacking one: its nearest)
BY_LINK = (LINK, LINK)
LIVE_SEATS = (LIVE, LIVE)
LIVE_ROLES = ("host", "guest")
_ROOM = re.compile(r"[A-Za-z0-9_-]{8,64}\Z")
UNKNOWN = -1  # Save.won of a save that does not say who won (unfinished, or written before issue 25)
MAX_MOVES = 100_000
SAVE_PREFIX = "save:"
_ID = re.compile(r"[0-9a-z]{4,32}\Z")
_GAME = re.compile(r"[a-z0-9_-]{1,40}\Z")
_ID_CHARS = "0123456789abcdefghijklmnopqrstuvwxyz"


class Save(NamedTuple):
    """One saved match, as listed and loaded (validated)."""

    game: str
    id: str
    rev: int
    link: str  # the share-link fragment of the whole match
    players: tuple  # two of PLAYER_KINDS (labels: views.player_label)
    moves: int  # moves played (match.ply)
    over: bool
    created: int  # seconds since the epoch
    time: int  # last write
    bylink: tuple | None = None  # a match by link: (me, received, sent), see the module's docstring
    won: int | None = UNKNOWN  # a finished match: the winning seat, None for a draw (UNKNOWN: not recorded)
    live: tuple | None = None  # a live match: (room, role, me[, deal]), see the module's docstring
    draw: tuple | None = None  # a live match: (nonce, peer_nonce) of its seat draw, None in older saves

    @property
    def key(self):
        return save_key(self.game, self.id)


class SaveResult(NamedTuple):
    """What `save()` did: status "saved" (rev is the new rev), "conflict" (nothing
    written; stored is the save another tab changed, or None if a newer release of
    the app wrote it), "waiting" (refused for room, nothing dropped: room is being
    made, the caller is told to save again), "failed" (storage full or off) or
    "invalid" (the record itself is wrong)."""

    status: str
    rev: int = 0
    stored: Save | None = None

    @property
    def ok(self):
        return self.status == "saved"


def save_key(game_id, save_id):
    return f"{SAVE_PREFIX}{game_id}:{save_id}"


def parse_key(name):
    """(game, id) of a save key without the prefix, ("old", game) for the single
    slot of the first release, or None."""
    if not isinstance(name, str) or not name.startswith(SAVE_PREFIX):
        return None
    game, sep, sid = name[len(SAVE_PREFIX):].partition(":")
    if not _GAME.match(game):
        return None
    if not sep:
        return ("old", game)
    return (game, sid) if _ID.match(sid) else None


def event_key(full_key, prefix=STORAGE_PREFIX):
    """What a `storage` event's key (event.key, with the prefix; None after a
    clear()) is about: ("save", game, id), ("all",) for a clear, ("other", name)
    for another key of ours (e.g. the designs), or None for a foreign key."""
    if full_key is None:
        return ("all",)
    if not isinstance(full_key, str) or not full_key.startswith(prefix):
        return None
    name = full_key[len(prefix):]
    parsed = parse_key(name)
    if parsed is not None and parsed[0] != "old":
        return ("save",) + parsed
    return ("other", name)


def record_of(match, players, bylink=None, live=None, draw=None):
    """The record `save()` wants for a spielkiste.Match and its players' kinds;
    `bylink` = (me, received, sent) for a match by link, `live` = (room, role, me) for
    a live one ((room, role, me, deal) for one with a fair deal) and `draw` = (nonce,
    peer_nonce) its seat draw."""
    record = {"link": match.link(), "players": list(players), "moves": match.ply, "over": bool(match.is_over)}
    if match.is_over:
        record["won"] = match.winner  # 0, 1 or None (a draw)
    if bylink is not None:
        me, received, sent = bylink
        record["bylink"] = {"me": me, "received": received, "sent": sent}
    if live is not None:
        room, role, me = live[:3]
        record["live"] = {"room": room, "role": role, "me": me}
        if len(live) > 3:
            record["live"]["deal"] = live[3]
        if draw is not None:
            record["live"]["nonce"], record["live"]["peer_nonce"] = draw
    return record


def _live_problem(record):
    """Why a record's live part is wrong (players "live" need it, others must not
    have it), or None."""
    live = tuple(record["players"]) == LIVE_SEATS
    data = record.get("live")
    if not live:
        if LIVE in record["players"]:
            return "a live match has both seats live"
        return None if data is None else "live data in a save that is not live"
    if not isinstance(data, dict):
        return "no valid live data"
    if not isinstance(data.get("room"), str) or not _ROOM.match(data["room"]):
        return "no valid live room"
    if data.get("role") not in LIVE_ROLES:
        return "no valid live role"
    me = data.get("me")
    if me is not None and me not in (0, 1) or isinstance(me, bool):
        return "no valid seat of this device"
    for key in ("nonce", "peer_nonce"):
        if key in data and not (data[key] is None and key == "peer_nonce" or _nonce(data[key])):
            return "no valid seat draw"
    # (`deal` is not judged here: a save set aside keeps only its first characters, and the
    # deal's keys are what the game cannot go on without; ui/game/live.py says what is wrong
    # with it and writes nothing over it)
    return None


def _nonce(value):
    return isinstance(value, str) and 0 < len(value) <= 64


def _live_of(data):
    live = data.get("live")
    if live is None:
        return None
    return (live["room"], live["role"], live["me"]) + ((live["deal"],) if "deal" in live else ())


def _draw_of(data):
    live = data.get("live")
    return None if live is None or "nonce" not in live else (live["nonce"], live.get("peer_nonce"))


def _bylink_problem(record):
    """Why a record's by-link part is wrong (players "link" need it, others must not
    have it), or None."""
    by_link = tuple(record["players"]) == BY_LINK
    data = record.get("bylink")
    if not by_link:
        if "link" in record["players"]:
            return "a match by link has both seats by link"
        return None if data is None else "by-link data in a save that is not by link"
    if not isinstance(data, dict):
        return "no valid by-link data"
    me = data.get("me")
    if me is not None and me not in (0, 1) or isinstance(me, bool):
        return "no valid seat of this device"
    for name in ("received", "sent"):
        if not _whole(data.get(name), -1, MAX_MOVES):
            return f"no valid {name} move count"
    return None


def _bylink_of(data):
    by = data.get("bylink")
    return None if by is None else (by["me"], by["received"], by["sent"])


def _whole(value, low, high):
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _problem_of(record, with_identity=True):
    """Why a record is not a valid save (a short reason), or None."""
    if not isinstance(record, dict):
        return "not a save record"
    link, players = record.get("link"), record.get("players")
    if not isinstance(link, str) or not link or len(link) > MAX_LINK_LENGTH:
        return "no valid link"
    if isinstance(players, (list, tuple)) and tuple(players) == LIVE_SEATS:
        pass  # a live match (never in a link: the link of its save is two at one device)
    elif not isinstance(players, (list, tuple)) or len(players) != 2 or any(p not in PLAYER_KINDS for p in players):
        return "players are not two of " + ", ".join(PLAYER_KINDS)
    if not _whole(record.get("moves"), 0, MAX_MOVES):
        return "no valid move count"
    if not isinstance(record.get("over"), bool):
        return "no valid finished flag"
    if "won" in record and (record["won"] not in (0, 1, None) or isinstance(record["won"], bool)):
        return "no valid winner"
    problem = _bylink_problem(record) or _live_problem(record)
    if problem is not None:
        return problem
    if with_identity:
        if not _whole(record.get("rev"), 1, 2**31):
            return "no valid revision"
        for name in ("created", "time"):
            if not _whole(record.get(name), 0, 2**42):
                return f"no valid {name} time"
    return None


def _newer(data):
    """Data of a save format newer than this code (left alone, never overwritten)."""
    return isinstance(data, dict) and _whole(data.get("v"), NEWEST + 1, 2**31)


def _link_game(link):
    return link.lstrip("#").lstrip("/").partition("?")[0]


class Saves:
    """Saved matches in a Storage. `clock` gives seconds, `rng` makes ids;
    `make_room()`, asked when a write is refused before any save is dropped, is True
    while room is being made elsewhere (snapshot_room.SnapshotDrop)."""

    def __init__(self, storage, clock=time.time, rng=None, cap=CAP_PER_GAME,
                 make_room: Callable[[], bool] | None = None):
        self.storage = storage
        self.clock = clock
        self.rng = rng or random.Random()
        self.cap = cap
        self.make_room = make_room

    def new_id(self):
        """A fresh save id: the time in base 36 and four random characters (sorts by
        creation, never repeats in practice; save() refuses to overwrite anyway)."""
        n, digits = int(self.clock() * 1000), ""
        while n:
            n, d = divmod(n, 36)
            digits = _ID_CHARS[d] + digits
        return (digits or "0") + "".join(self.rng.choice(_ID_CHARS) for _ in range(4))

    # -- reading ----------------------------------------------------------------------
    def get(self, game_id, save_id):
        """The valid Save, or None (missing, set aside as damaged, or of a newer
        format, which is left alone)."""
        key = save_key(game_id, save_id)
        data, error = self.storage.get_json(key)
        if error is not None:
            return None  # unreadable: already set aside
        if data is None and self.storage.get_text(key) is None:
            return None  # missing
        if _newer(data):
            return None  # a newer release wrote it: not ours to judge
        problem = None
        if not isinstance(data, dict) or data.get("v") not in (PLAIN_VERSION, VERSION, LIVE_VERSION):
            problem = "unknown save format"
        if problem is None:
            problem = _problem_of(data)
        if problem is None and (data.get("game") != game_id or data.get("id") != save_id
                                or _link_game(data["link"]) != game_id):
            problem = "the save belongs to another key"
        if problem is not None:
            self.storage.set_aside(key, problem)
            return None
        return Save(game_id, save_id, data["rev"], data["link"], tuple(data["players"]), data["moves"],
                    data["over"], data["created"], data["time"], _bylink_of(data), data.get("won", UNKNOWN), _live_of(data),
                    _draw_of(data))

    def list(self, game_id=None):
        """Every valid save (of one game, or of all), newest first."""
        found = []
        for name in self.storage.keys():
            parsed = parse_key(name)
            if parsed is None or parsed[0] == "old" or (game_id is not None and parsed[0] != game_id):
                continue
            save = self.get(*parsed)
            if save is not None:
                found.append(save)
        return sorted(found, key=lambda s: (s.time, s.created, s.id), reverse=True)

    def latest(self, game_id):
        """The newest unfinished save of a game (the picker's "Continue"), or None."""
        return next((s for s in self.list(game_id) if not s.over), None)

    def open(self, game_id, save_id):
        """(Save, Match) of a save, or None; a save whose link no longer decodes
        is set aside as damaged."""
        save = self.get(game_id, save_id)
        if save is None:
            return None
        try:
            match = spielkiste.match_from_link(save.link)
        except SpielkisteError as exc:
            self.storage.set_aside(save.key, str(exc)[:200])
            return None
        return save, match

    def status(self, game_id, save_id, rev):
        """How the stored save compares with the rev a tab last wrote or read:
        "same", "newer" (changed elsewhere), "older", or "gone" (removed elsewhere)."""
        stored = self.get(game_id, save_id)
        if stored is None:
            return "gone"
        return "same" if stored.rev == rev else "newer" if stored.rev > rev else "older"

    # -- writing ----------------------------------------------------------------------
    def save(self, game_id, save_id, record, expected_rev=0, created=None):
        """Write the record (see record_of) as save `save_id` of `game_id`.
        `expected_rev` is the rev this tab last wrote or read (0: a new save). If
        the stored rev differs, nothing is written: SaveResult("conflict", stored=
        the stored Save). A save removed meanwhile (finished or reset elsewhere) is
        written again: the match is still on this tab's screen. `created` (seconds)
        dates a new save (an imported one keeps its date)."""
        if not (isinstance(game_id, str) and _GAME.match(game_id) and isinstance(save_id, str)
                and _ID.match(save_id)) or _problem_of(record, with_identity=False) is not None \
                or _link_game(record["link"]) != game_id or not _whole(expected_rev, 0, 2**31 - 1):
            return SaveResult("invalid")
        key = save_key(game_id, save_id)
        stored = self.get(game_id, save_id)
        if stored is None and _newer(self.storage.get_json(key)[0]):
            return SaveResult("conflict")  # a newer release's save: not overwritten
        if stored is not None and stored.rev != expected_rev:
            return SaveResult("conflict", stored.rev, stored)
        now = int(self.clock())
        rev = (stored.rev if stored is not None else expected_rev) + 1
        by_link = tuple(record["players"]) == BY_LINK
        live = tuple(record["players"]) == LIVE_SEATS
        data = {"v": VERSION if by_link else LIVE_VERSION if live else PLAIN_VERSION, "game": game_id, "id": save_id, "rev": rev,
                "link": record["link"], "players": list(record["players"]), "moves": record["moves"],
                "over": record["over"], "created": stored.created if stored is not None else now if created is None else created,
                "time": now}
        if by_link:
            data["bylink"] = dict(record["bylink"])
        if live:
            data["live"] = dict(record["live"])
        if "won" in record:
            data["won"] = record["won"]
        if not self.storage.set_json(key, data):
            if self.storage.available and self.make_room is not None and self.make_room():
                return SaveResult("waiting")  # the snapshot goes first; the screen saves again
            self._drop_finished(keep=key)
            if not self.storage.set_json(key, data):
                return SaveResult("failed")
        if stored is None:
            self._enforce_cap(game_id, keep=save_id)
        return SaveResult("saved", rev)

    def delete(self, game_id, save_id, expected_rev=None):
        """Remove a save; with `expected_rev`, only if nobody changed it since
        (True when it is gone)."""
        if expected_rev is not None:
            stored = self.get(game_id, save_id)
            if stored is not None and stored.rev != expected_rev:
                return False
        self.storage.remove(save_key(game_id, save_id))
        return True

    def _enforce_cap(self, game_id, keep):
        saves = [s for s in self.list(game_id) if s.id != keep]
        excess = len(saves) + 1 - self.cap
        if excess <= 0:
            return
        # only finished matches, oldest first: an unfinished one is never dropped
        finished = sorted((s for s in saves if s.over), key=lambda s: (s.time, s.created, s.id))
        for save in finished[:excess]:
            self.storage.remove(save.key)

    def _drop_finished(self, keep):
        for save in sorted(self.list(), key=lambda s: (s.time, s.id)):
            if save.over and save.key != keep:
                self.storage.remove(save.key)

    # -- the single slot of the first release -------------------------------------------
    def migrate(self):
        """Move every old `save:<game>` into a save of its own; a damaged one is set
        aside. Returns the number moved (cheap when there is none)."""
        moved = 0
        for name in self.storage.keys():
            parsed = parse_key(name)
            if parsed is None or parsed[0] != "old":
                continue
            game_id = parsed[1]
            data, error = self.storage.get_json(name)
            if data is None:
                continue  # gone, or set aside by get_json
            problem = None
            if game_id not in spielkiste.GAMES:
                problem = "a save of an unknown game"
            elif not isinstance(data, dict) or data.get("v") != OLD_VERSION:
                problem = "unknown save format"
            elif not isinstance(data.get("link"), str) or len(data["link"]) > MAX_LINK_LENGTH \
                    or not isinstance(data.get("players"), list) or len(data["players"]) != 2 \
                    or any(p not in PLAYER_KINDS for p in data["players"]):
                problem = "incomplete save"
            else:
                try:
                    match = spielkiste.match_from_link(data["link"])
                except SpielkisteError as exc:
                    problem = str(exc)[:200]
                else:
                    if match.game_id != game_id:
                        problem = "the save belongs to another game"
            if problem is not None:
                self.storage.set_aside(name, problem)
                continue
            stamp = data.get("time")
            stamp = stamp if _whole(stamp, 0, 2**42) else int(self.clock())
            record = record_of(match, data["players"])
            save_id = self.new_id()
            key = save_key(game_id, save_id)
            written = {"v": PLAIN_VERSION, "game": game_id, "id": save_id, "rev": 1, "created": stamp, "time": stamp,
                       **record}
            if self.storage.set_json(key, written):
                self.storage.remove(name)
                self._enforce_cap(game_id, keep=save_id)
                moved += 1
        return moved


# -- the Boxilies designs: a three-way merge at save time ---------------------------------

def merge_named(base, ours, theirs, limit=None):
    """Merge lists of (name, value) pairs. `base` is what this tab last read or
    wrote, `ours` the tab's list now, `theirs` what storage holds now (another tab
    may have written since). This tab's changes since `base` (added, changed,
    removed names) are applied to `theirs`; everything else stays as `theirs` has
    it. So two tabs saving "alpha" and "beta" keep both, and a name removed in one
    tab is not brought back by the other. Beyond `limit` entries, the oldest ones
    this tab did not touch go first."""
    base_map, ours_map = dict(base), dict(ours)
    result = list(theirs)
    names = [n for n, _ in result]
    touched = set()
    for name, value in ours:
        if name not in base_map or base_map[name] != value:
            touched.add(name)
            if name in names:
                result[names.index(name)] = (name, value)
            else:
                result.append((name, value))
                names.append(name)
    for name in base_map:
        if name not in ours_map and name in names:
            i = names.index(name)
            del result[i], names[i]
    if limit is not None:
        while len(result) > limit:
            i = next((k for k, (n, _) in enumerate(result) if n not in touched), 0)
            del result[i]
    return result


def store_merged(storage, key, base, ours, clean, dump, limit=None):
    """Read `key`, merge this tab's change (base -> ours) into it, write it back.
    `clean(data)` turns stored data into the list of pairs (anything unreadable is
    dropped), `dump(pairs)` back into data. Returns (written, merged list): the
    merged list is what the tab shows and its next `base`."""
    data, _ = storage.get_json(key)
    merged = merge_named(base, ours, clean(data), limit)
    return storage.set_json(key, dump(merged)), merged

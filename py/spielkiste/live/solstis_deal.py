"""Solstis live with a fair deal: how the engine is driven when each side knows only
its own hand (docs/live.md, "Solstis live").

The engine deals from its seed (`Solstis.initial`): 48 tiles shuffled; display slot i
gets tile 6+i face up on tile i face down; player 1's hand tiles 12-14, player 2's
15-17; the pile the rest, top first; the spirits shuffled into the stack, top first.
Here the shuffled order is the mental-poker deck (deal.py): card k of the "tiles" deck
is the engine's tile k, card k of the "spirits" deck the k-th spirit of the stack.

Each side keeps a full engine state in which every tile or spirit it may not see is a
guess (some item it has not seen), and a map between items and cards. A move is played
in rounds: the engine plays it on the guesses; every card whose place afterwards must
be seen by a side that has not seen it is opened, one at a time, in the order the rules
draw them (the hand tile played, the pile's top when the played tile matched nothing, a
face-down display tile turned up by a take, the spirits drawn, a tile turned up by a
Beetle, the Dragonfly's coin, the stolen hand tile, then the pile's tiles in order:
PLAYED ... PILE below); each side then swaps its guesses for what
it learned and plays the move again, until nothing is missing. Only cards the rules
show are opened, so a side never learns the other's hand or the pile order; the two
spirits drawn are shown to both at once (their choice is public a moment later anyway).

The Dragonfly's pick is the engine's own (`Random(f"{seed}:{turn}:dragonfly")` over
the victim's hand), with the state's seed set to a coin both sides draw for that move,
so neither chooses it; the victim opens the tile picked. At the end both sides show
all keys (`finish`); each then checks the other's whole deal and replays the game from
the true deal: every move legal, and what it saw equal to what the rules show. Once the
pile is out, whether a player passes depends on a hand only it sees: each side says
it after every move (`solstis-can`), and the other agrees its guesses to it.
"""

import random
from dataclasses import dataclass, field
from typing import Any

from ..errors import SpielkisteError
from ..games.solstis import GAME, State, can_capture
from ..games.solstis_spirits import DRAGONFLY, MATCHES, TILE_INDEX, face_up
from .deal import Cheat, Deal
from .session import Event, LiveError

TILES, SPIRITS = "tiles", "spirits"
DISPLAY = 6
HANDS = (range(12, 15), range(15, 18))
PILE_START = 18
N_TILES = 48
KEYS_OUT = "The game is over: the keys were shown, so no move can be played any more."
#: the order in which the rules draw the cards of one move: a card is opened only once
#: every card drawn before it is known, so no side opens a card the move does not draw
PLAYED, FIRST_DRAW, FLIPPED, STACK, LATE_FLIP, COIN, STOLEN, PILE = range(8)


@dataclass
class Output:
    """What one step of a table produced: messages (dicts) to send, events to show."""

    send: list[dict] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


def _tuples(value: Any) -> Any:
    """JSON's lists back into the engine's tuples (states are tuples all the way down)."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def start_state(options: dict, tiles: list[int], spirits: list[int], seed: int = 0) -> State:
    """The engine's start state for a given order of the tiles and the spirit stack
    (what `Solstis.initial` makes from its seeded shuffle)."""
    base = GAME.initial(options, 0)
    display = tuple((tiles[DISPLAY + i], tiles[i]) for i in range(DISPLAY))
    hands = tuple(tuple(sorted(tiles[r.start:r.stop])) for r in HANDS)
    return base._replace(seed=seed, pile=tuple(tiles[PILE_START:]), display=display, hands=hands,
                         stack=tuple(spirits))


def tile_places(s: State) -> dict[int, object]:
    """Where each tile lies, as far as who may see it: "public", ("hand", p) or "hidden"."""
    places: dict[int, object] = {t: "hidden" for t in s.pile}
    for top, under in s.display:
        if top >= 0:
            places[top] = "public"
        if under >= 0:
            places[under] = "hidden"
    for p in (0, 1):
        for t in s.hands[p]:
            places[t] = ("hand", p)
    for t in range(N_TILES):
        places.setdefault(t, "public")  # panoramas and the discard
    return places


def spirit_places(s: State, count: int) -> dict[int, object]:
    places: dict[int, object] = {x: "public" for x in range(count)}
    for x in s.stack:
        places[x] = "hidden"
    return places


def seers(place: object) -> tuple[int, ...]:
    if place == "public":
        return (0, 1)
    if isinstance(place, tuple):
        return (place[1],)
    return ()


def hand_tile(s: State, move: str) -> int | None:
    """The hand tile a move puts down (a played tile or the Deer's), or None."""
    kind = GAME.decision(s)
    if kind == "play":
        return TILE_INDEX.get(move)
    if kind == "deer" and move.startswith("deer-"):
        return TILE_INDEX.get(move[5:])
    return None


class Table:
    """One side of a live Solstis game: `role` "A" (the host) or "B", `me` the seat
    played here. Messages are dicts (the live session carries them as JSON)."""

    def __init__(self, role: str, me: int, options: dict | None = None):
        if me not in (0, 1):
            raise LiveError("A seat is 0 or 1.")
        self.role, self.me, self.peer = role, me, 1 - me
        self.options = GAME.normalize_options(options)
        self.spirit_count = 15 if self.options["beaver"] == "with" else 14
        self.deal = Deal(role, {TILES: N_TILES, SPIRITS: self.spirit_count})
        self.state: State | None = None
        self.cards: dict[str, list[int]] = {}  # deck -> item -> card (in self.state)
        self.applied: dict[str, set[int]] = {TILES: set(), SPIRITS: set()}
        self.moves: list[str] = []
        self.seeds: dict[int, int] = {}  # ply -> the Dragonfly coin of that move
        self.pending: dict | None = None  # the move being played: move, seat, card
        self.coin: int | None = None
        self.last: tuple | None = None  # (state before, move, seat) of the last move played
        self.claims: dict[int, bool] = {}  # ply -> the other side's word: it can capture
        self.coin_wanted = False
        self.broken: str | None = None
        self.shown = False  # our keys are shown: no move is played any more
        self.orders: dict[str, list[int]] | None = None
        self._out: Output = Output()

    # -- the save: a reload continues the same game ------------------------------------
    def saved(self) -> dict:
        """This side as JSON-ready values, at any step (the page saves after every step,
        before it sends what the step produced, so a reload never forgets a message sent).
        It holds this side's own keys: saved on this device only, never sent."""
        def state(s: State | None) -> list | None:
            return None if s is None else list(s)

        pending = None if self.pending is None else {**self.pending, "before": list(self.pending["before"])}
        return {"role": self.role, "me": self.me, "options": self.options, "deal": self.deal.saved(),
                "state": state(self.state), "cards": self.cards,
                "applied": {deck: sorted(cards) for deck, cards in self.applied.items()},
                "moves": self.moves, "seeds": {str(ply): seed for ply, seed in self.seeds.items()},
                "last": None if self.last is None else [list(self.last[0]), self.last[1], self.last[2]],
                "claims": {str(ply): can for ply, can in self.claims.items()}, "broken": self.broken,
                "shown": self.shown, "pending": pending, "coin": self.coin, "coin_wanted": self.coin_wanted, "orders": self.orders}

    @classmethod
    def restore(cls, data: dict) -> "Table":
        """The side `saved` wrote; LiveError if the save is damaged."""
        def state(fields: list | None) -> State | None:
            return None if fields is None else State(*(_tuples(f) for f in fields))

        try:
            table = cls(data["role"], data["me"], data["options"])
            table.deal = Deal.restore(data["deal"])
            table.state = state(data["state"])
            table.cards = {deck: [int(c) for c in cards] for deck, cards in data["cards"].items()}
            table.applied = {deck: set(cards) for deck, cards in data["applied"].items()}
            table.moves = [str(m) for m in data["moves"]]
            table.seeds = {int(ply): int(seed) for ply, seed in data["seeds"].items()}
            last = data["last"]
            table.last = None if last is None else (State(*(_tuples(f) for f in last[0])), str(last[1]), int(last[2]))
            table.claims = {int(ply): bool(can) for ply, can in data["claims"].items()}
            table.broken = data["broken"]
            table.shown = bool(data["shown"])
            pending = data["pending"]
            if pending is not None:
                table.pending = {**pending, "before": State(*(_tuples(f) for f in pending["before"]))}
            table.coin = None if data["coin"] is None else int(data["coin"])
            table.coin_wanted = bool(data["coin_wanted"])
            table.orders = data["orders"]
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise LiveError(f"The saved live game is damaged ({exc.__class__.__name__}).") from None
        return table

    @property
    def keys_out(self) -> bool:
        """Either side's keys are shown (the game is over, or abandoned): whoever holds both
        sides' keys sees every tile, so no move may be played any more."""
        return self.shown or self.deal.peer_final is not None

    def over(self) -> bool:
        """The game is over here (every move played; the keys can be shown)."""
        return self.state is not None and self.pending is None and GAME.to_move(self.state) is None

    # -- what the screen reads ------------------------------------------------------
    def view(self) -> State:
        """What this side may see: the engine's view of its state (guesses hidden)."""
        return GAME.view(self._state(), self.me)

    def known_tiles(self) -> set[int]:
        return set(self.deal.known[TILES].values())

    # -- actions here -------------------------------------------------------------------
    def start(self) -> Output:
        return self._run(lambda: self._send(*self.deal.start()))

    def play(self, move: str) -> Output:
        """Play `move` here (LiveError if it cannot be played now)."""
        s = self._state()
        if self.broken:
            raise LiveError(f"The game was stopped: {self.broken}")
        if self.keys_out:
            raise LiveError(KEYS_OUT)
        if self.pending is not None or GAME.to_move(s) != self.me:
            raise LiveError("It is not your turn.")
        if not s.pile and len(self.moves) not in self.claims:
            raise LiveError("Wait a moment: your friend's page is still telling whether it can capture.")
        try:
            GAME.play(s, move)
        except SpielkisteError as exc:
            raise LiveError(str(exc)) from None
        tile = hand_tile(s, move)
        card = None if tile is None else self.cards[TILES][tile]
        self.pending = {"move": move, "seat": self.me, "before": s}
        def step() -> None:
            self._send({"t": "solstis-move", "ply": len(self.moves), "move": move, "card": card})
            self._work()

        return self._run(step)

    def finish(self) -> Output:
        """Show all our keys (the game is over or abandoned): the other side checks the deal."""
        def step() -> None:
            self.shown = True
            self._send(self.deal.final())

        return self._run(step)

    # -- messages of the peer ---------------------------------------------------------------
    def receive(self, message: dict) -> Output:
        return self._run(lambda: self._receive(message))

    def _receive(self, message: dict) -> None:
        if self.broken:
            return
        if not isinstance(message, dict):
            raise Cheat("A message that is not one this game sends.")
        kind = message.get("t")
        if kind in ("solstis-move", "solstis-can", "deal-coin") and self.state is None:
            raise Cheat("A move came before the tiles were dealt.")
        if kind == "solstis-move" and self.keys_out:
            self._out.events.append(Event("refused", {"reason": f"The friend's move came too late. {KEYS_OUT}"}))
            return
        if kind == "solstis-move":
            self._peer_move(message)
        elif kind == "deal-coin":
            self._on_coin(message)
        elif kind == "solstis-can":
            ply, can = message.get("ply"), message.get("can")
            if not isinstance(ply, int) or isinstance(ply, bool) or not isinstance(can, bool):
                raise Cheat("A word on a hand that says nothing.")
            if self.claims.get(ply, can) != can:
                raise Cheat("The other side said both that it can capture and that it cannot.")
            self.claims[ply] = can
        else:
            was_ready = self.deal.ready
            self._send(*self.deal.receive(message))
            if self.deal.ready and not was_ready:
                self._opening()
            if kind == "deal-final":
                self._verify()
        self._learn()
        if self.state is None and self.deal.ready:
            self._build()
        if self.pending is not None and self.state is not None:
            self._work()
        self._apply_claim()

    def _run(self, step) -> Output:
        self._out = Output()
        try:
            step()
        except Cheat as exc:
            self.broken = str(exc)
            self._out.events.append(Event("cheat", {"reason": str(exc)}))
        return self._out

    def _send(self, *messages: dict) -> None:
        self._out.send.extend(messages)

    # -- the deal and the opening ----------------------------------------------------------------
    def _opening(self) -> None:
        """The display's face-up tiles to both, the other side's hand to it."""
        self._send(self.deal.share(TILES, list(range(DISPLAY, 2 * DISPLAY)) + list(HANDS[self.peer])))

    def _build(self) -> None:
        needed = set(range(DISPLAY, 2 * DISPLAY)) | set(HANDS[self.me])
        if not needed <= set(self.deal.known[TILES]):
            return
        orders = {}
        for deck, n in ((TILES, N_TILES), (SPIRITS, self.spirit_count)):
            known = self.deal.known[deck]
            guesses = iter(sorted(set(range(n)) - set(known.values())))
            orders[deck] = [known[c] if c in known else next(guesses) for c in range(n)]
            self.cards[deck] = [0] * n
            for card, item in enumerate(orders[deck]):
                self.cards[deck][item] = card
            self.applied[deck] = set(known)
        self.state = start_state(self.options, orders[TILES], orders[SPIRITS])
        self._out.events.append(Event("dealt", {"me": self.me, "view": self.view()}))

    # -- learning cards: guesses swapped for what was shown ------------------------------------------
    def _learn(self) -> None:
        if self.state is None:
            return
        for deck in (TILES, SPIRITS):
            for card, item in self.deal.known[deck].items():
                if card in self.applied[deck]:
                    continue
                self.applied[deck].add(card)
                guess = self.cards[deck].index(card)
                if guess != item:
                    self._swap(deck, guess, item)

    def _swap(self, deck: str, a: int, b: int) -> None:
        """Exchange items a and b in the state (both are guesses at hidden places here)."""
        def f(x: int) -> int:
            return b if x == a else a if x == b else x

        def relabel(s: State) -> State:
            if deck == TILES:
                return s._replace(pile=tuple(f(t) for t in s.pile),
                                  display=tuple((f(top) if top >= 0 else top, f(u) if u >= 0 else u)
                                                for top, u in s.display),
                                  hands=tuple(tuple(sorted(f(t) for t in hand)) for hand in s.hands))
            return s._replace(stack=tuple(f(x) for x in s.stack))

        self.state = relabel(self._state())
        if self.last is not None:
            self.last = (relabel(self.last[0]),) + self.last[1:]
        cards = self.cards[deck]
        cards[a], cards[b] = cards[b], cards[a]

    # -- a move, round by round --------------------------------------------------------------------
    def _peer_move(self, message: dict) -> None:
        s = self._state()
        move, ply, card = message.get("move"), message.get("ply"), message.get("card")
        if self.pending is not None or ply != len(self.moves) or not isinstance(move, str) or len(move) > 40:
            raise Cheat("A move came out of turn or twice.")
        if card is not None and (isinstance(card, bool) or not isinstance(card, int)):
            raise Cheat("A move names a card that is not a number.")
        if GAME.to_move(s) != self.peer:
            raise Cheat(f"The other side played {move[:40]!r} on your turn.")
        tile = hand_tile(s, move)
        if tile is not None:
            hand_cards = {self.cards[TILES][t] for t in s.hands[self.peer]}
            if card not in hand_cards:
                raise Cheat(f"The other side played {move!r} from a card not in its hand.")
        self.pending = {"move": move, "seat": self.peer, "before": s, "card": card, "tile": tile}

    def _work(self) -> None:
        """Play the pending move on the guesses; open the first card missing; repeat."""
        while self.pending is not None:
            p = self.pending
            s = self._state()
            if p["seat"] == self.peer and p.get("tile") is not None:
                shown = self.deal.item(TILES, p["card"])
                if shown is None:
                    return  # waiting for the played card's key
                if shown != p["tile"]:
                    raise Cheat(f"The other side played {p['move']!r} but its card is another tile.")
            try:
                after = GAME.play(s._replace(seed=self.coin) if self.coin is not None else s, p["move"])
            except SpielkisteError as exc:
                raise Cheat(f"The other side's move {p['move']!r} is not legal: {exc}") from None
            missing = self._missing(s, after, p)
            if not missing:
                self._commit(s, after)
                continue
            rank, _, deck, card, who = missing[0]
            if deck == "coin":
                if self.role == "A" and not self.coin_wanted:
                    self.coin_wanted = True
                    self._send(self.deal.coin_commit())
                return
            if rank == STOLEN and self.coin is not None and self._dragonfly_fix(s, p):
                continue
            if self.peer in who and card not in self.deal.shared[deck]:
                self._send(self.deal.share(deck, [card]))
                continue
            return  # waiting for the other side's key

    def _missing(self, s: State, after: State, p: dict) -> list:
        out = []
        before = tile_places(s)
        places = tile_places(after)
        move, mover = p["move"], p["seat"]
        played = hand_tile(s, move)
        first_draw = (played is not None and GAME.decision(s) == "play"
                      and not MATCHES[played] & face_up(s) and bool(s.pile))
        for t, place in places.items():
            card = self.cards[TILES][t]
            who = [x for x in seers(place) if not self._knows(x, TILES, card)]
            if not who:
                continue
            where = before[t]
            if where == ("hand", mover):
                rank, pos = PLAYED, 0
            elif where == "hidden" and t not in s.pile:
                rank, pos = (FLIPPED if t in self._early_flips(s, move) else LATE_FLIP), 0
            elif where == "hidden":
                pos = s.pile.index(t)
                rank = FIRST_DRAW if first_draw and pos == 0 else PILE
            else:
                rank, pos = STOLEN, 0
            out.append((rank, pos, TILES, card, who))
        for x, place in spirit_places(after, self.spirit_count).items():
            card = self.cards[SPIRITS][x]
            who = [w for w in seers(place) if not self._knows(w, SPIRITS, card)]
            if who:
                out.append((STACK, s.stack.index(x) if x in s.stack else 0, SPIRITS, card, who))
        if (self.coin is None and DRAGONFLY in after.spirits[mover] and DRAGONFLY not in s.spirits[mover]
                and s.hands[1 - mover]):
            out.append((COIN, 0, "coin", 0, []))
        return sorted(out, key=lambda m: m[:4])

    def _early_flips(self, s: State, move: str) -> set[int]:
        """Face-down display tiles the move turns up before any spirit is met (by a take):
        the tiles it turns up when no spirit is left to meet. A Beetle met in the same
        move turns its tile up after the spirits drawn."""
        try:
            after = GAME.play(s._replace(stack=(), row=()), move)
        except SpielkisteError:
            return set()
        return {top for top, _ in after.display if top >= 0} - {top for top, _ in s.display if top >= 0}

    def _knows(self, seat: int, deck: str, card: int) -> bool:
        if seat == self.me:
            return self.deal.item(deck, card) is not None
        return card in self.deal.shared[deck]

    def _dragonfly_fix(self, s: State, p: dict) -> bool:
        """The thief's side: once the victim opened the picked tile, arrange the guesses of
        the victim's other tiles so that the engine's pick falls on it (the true hand does
        the same, so such guesses exist). True when guesses changed."""
        victim = 1 - p["seat"]
        if victim == self.me:
            return False
        hand = s.hands[victim]
        shown = [t for t in hand if self.deal.item(TILES, self.cards[TILES][t]) is not None]
        if len(shown) != 1:
            return False
        stolen = shown[0]
        r = random.Random(f"{self.coin}:{s.turn}:dragonfly").randrange(len(hand))
        if sorted(hand).index(stolen) == r:
            return False
        pool = [t for t in range(N_TILES) if self.deal.item(TILES, self.cards[TILES][t]) is None]
        below = [t for t in pool if t < stolen][:r]
        above = [t for t in pool if t > stolen][:len(hand) - 1 - r]
        if len(below) != r or len(above) != len(hand) - 1 - r:
            raise Cheat("The tile the other side opened for the Dragonfly cannot be the one picked.")
        others = [self.cards[TILES][t] for t in hand if t != stolen]
        for card, new in zip(others, below + above, strict=True):
            current = self.cards[TILES].index(card)
            if current != new:
                self._swap(TILES, current, new)
        return True

    def _commit(self, before: State, after: State) -> None:
        """The move is played here. Its event carries what the screen shows of it: this
        side's view after it and its effects (public facts only), read now from the
        state before it, since a view cannot replay a move (a draw from a hidden pile)."""
        p = self.pending
        if p is None:
            return
        ply = len(self.moves)
        fx = GAME.effects(before._replace(seed=self.coin) if self.coin is not None else before, p["move"])
        if self.coin is not None:
            self.seeds[ply] = self.coin
        self.last = (p["before"], p["move"], p["seat"])
        self.state = after._replace(seed=0)
        self.moves.append(p["move"])
        self.pending, self.coin, self.coin_wanted = None, None, False
        self._out.events.append(Event("moved", {"ply": ply, "move": p["move"], "seat": p["seat"],
                                                "again": bool(p.get("again")), "view": self.view(), "fx": fx}))
        if not after.pile:  # whether a player passes now depends on a hand only it sees
            self._send({"t": "solstis-can", "ply": ply + 1, "can": can_capture(after, self.me)})
        self._apply_claim()

    # -- after the pile: who can still capture -------------------------------------------------------
    def _apply_claim(self) -> None:
        """Once the pile is out, the engine passes a player who cannot capture, which only
        that player can tell. Each side says it after every move (solstis-can); when the
        guesses here disagree, they are changed to agree and the last move is played
        again. A false word shows in the final check (the game does not replay)."""
        ply = len(self.moves)
        if self.pending is not None or ply not in self.claims or self.last is None or self.state is None:
            return
        can = self.claims[ply]
        if can_capture(self.state, self.peer) == can:
            return
        before, move, seat = self.last
        up = face_up(self.state)
        hand = [self.cards[TILES][t] for t in self.state.hands[self.peer]]
        self.state, self.last = before, None
        self.moves.pop()
        self.coin = self.seeds.pop(ply - 1, None)
        self._agree(up, hand, can)
        self.pending = {"move": move, "seat": seat, "before": self.state, "again": True}
        self._work()
        if self.pending is None and can_capture(self._state(), self.peer) != can:
            raise Cheat("The other side's word on its hand cannot be true.")

    def _agree(self, up: int, hand: list[int], can: bool) -> None:
        """Change the guesses of the other side's hand cards so that it can capture or not."""
        def item(card: int) -> int:
            return self.cards[TILES].index(card)

        unknown = [c for c in hand if self.deal.item(TILES, c) is None]
        pool = [t for t in range(N_TILES) if self.deal.item(TILES, self.cards[TILES][t]) is None
                and self.cards[TILES][t] not in hand]
        if can:
            if any(MATCHES[item(c)] & up for c in hand):
                return
            match = [t for t in pool if MATCHES[t] & up]
            if not unknown or not match:
                raise Cheat("The other side says it can capture, which its hand cannot.")
            self._swap(TILES, item(unknown[0]), match[0])
            return
        spare = [t for t in pool if not MATCHES[t] & up]
        for c in unknown:
            if MATCHES[item(c)] & up:
                if not spare:
                    raise Cheat("The other side says it cannot capture, which its hand cannot.")
                self._swap(TILES, item(c), spare.pop())
        if any(MATCHES[item(c)] & up for c in hand):
            raise Cheat("The other side says it cannot capture, but it showed a tile that can.")

    # -- the Dragonfly's coin ------------------------------------------------------------------------------
    def _on_coin(self, message: dict) -> None:
        if self.pending is None:
            raise Cheat("A coin came while no move was being played.")
        if "commit" in message and self.role == "B":
            self._send(self.deal.coin_answer(message))
        elif "nonce" in message and self.role == "A" and self.coin_wanted:
            self.coin, opening = self.deal.coin_open(message, 2**53)
            self._send(opening)
        elif "open" in message and self.role == "B":
            self.coin = self.deal.coin_check(message, 2**53)
        else:
            raise Cheat("A coin message out of place.")

    # -- the end: the whole game against the deal ----------------------------------------------------------
    def _verify(self) -> None:
        orders = self.deal.verify()
        state = start_state(self.options, orders[TILES], orders[SPIRITS])
        for ply, move in enumerate(self.moves):
            try:
                state = GAME.play(state._replace(seed=self.seeds.get(ply, 0)), move)._replace(seed=0)
            except SpielkisteError as exc:
                raise Cheat(f"Move {ply + 1} ({move!r}) is not legal with the true deal: {exc}") from None
        if GAME.view(state, self.me) != self.view():
            raise Cheat("What this side was shown does not match the true deal.")
        self.orders = orders
        self._out.events.append(Event("verified", {"moves": len(self.moves)}))

    def _state(self) -> State:
        if self.state is None:
            raise LiveError("The tiles are not dealt yet.")
        return self.state


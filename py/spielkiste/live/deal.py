"""A fair deal between two devices (mental poker over SRA, see sra.py and docs/live.md).

Each deck (Solstis: "tiles", 48, and "spirits", 14 or 15) is shuffled by both sides
and locked card by card, so that afterwards card i of a deck is m^(a_i * b_i) for a
key a_i of side A and b_i of side B, and neither side knows which item it is:

1. A encrypts every item's number with one key and shuffles (message "deal-1");
2. B encrypts those with one key of its own and shuffles ("deal-2");
3. A takes its key off and puts a key per card on ("deal-3");
4. B does the same ("deal-4"). Both now hold the deck.

A card is shown to a side by the other side's card key ("deal-keys", `share`); a
card both must see is shown by both keys. A card key opens that card only. Every
card learned is checked at once: it must decrypt to an item of its deck not seen at
another place (a wrong key gives a number that is no item, except with negligible
chance). A random choice both must trust (the Dragonfly's pick) is a coin with a
commitment ("deal-coin"). At the end both sides send all their keys ("deal-final")
and each checks the other's whole work: every stage of the shuffle, every card key
it sent during play; then the whole order of every deck is known to both and the
game can be replayed against it (solstis_deal.py). Cheating raises Cheat.

Side A is the live game's host. Messages are dicts with big numbers as hex text.
"""

import hashlib
import secrets

from . import sra

STAGES = ("deal-1", "deal-2", "deal-3", "deal-4")


class Cheat(ValueError):
    """The other side broke the deal (a readable sentence of what was caught)."""


def _hex(n: int) -> str:
    return format(n, "x")


def _num(text: object, where: str) -> int:
    if not isinstance(text, str) or not 0 < len(text) <= 600:
        raise Cheat(f"{where}: a number was expected.")
    try:
        n = int(text, 16)
    except ValueError:
        raise Cheat(f"{where}: {text[:20]!r} is not a number.") from None
    if not sra.in_group(n):
        raise Cheat(f"{where}: a number outside the cipher's group.")
    return n


class Deal:
    """One side ("A" or "B") of the deal of decks `sizes` (name -> number of items)."""

    def __init__(self, role: str, sizes: dict[str, int]):
        if role not in ("A", "B"):
            raise ValueError("A side of the deal is A or B.")
        self.role = role
        self.sizes = dict(sizes)
        self.key = sra.Key.new()  # the shuffle key
        self.card_keys = {name: [sra.Key.new() for _ in range(n)] for name, n in sizes.items()}
        self.stages: dict[str, dict[str, list[int]]] = {}  # stage -> deck -> numbers
        self.decks: dict[str, list[int]] = {}  # the locked decks
        self.peer_keys: dict[str, dict[int, int]] = {name: {} for name in sizes}  # card keys the peer sent
        self.shared: dict[str, set[int]] = {name: set() for name in sizes}  # cards whose key we sent
        self.known: dict[str, dict[int, int]] = {name: {} for name in sizes}  # index -> item
        self._decoders = {name: sra.decoder(n) for name, n in sizes.items()}
        self._coin: dict[str, str] = {}
        self.peer_final: dict | None = None

    # -- the save (a reload must not lose the keys: without them no card opens again) ------
    def saved(self) -> dict:
        """Everything this side holds, as JSON-ready values (for the game's save on this device)."""
        def hexes(numbers: list[int]) -> list[str]:
            return [_hex(n) for n in numbers]

        return {"role": self.role, "sizes": self.sizes, "key": _hex(self.key.e),
                "cards": {name: [_hex(k.e) for k in keys] for name, keys in self.card_keys.items()},
                "stages": {kind: {name: hexes(cards) for name, cards in stage.items()} for kind, stage in self.stages.items()},
                "decks": {name: hexes(cards) for name, cards in self.decks.items()},
                "peer_keys": {name: {str(i): _hex(d) for i, d in keys.items()} for name, keys in self.peer_keys.items()},
                "shared": {name: sorted(cards) for name, cards in self.shared.items()},
                "known": {name: {str(i): item for i, item in known.items()} for name, known in self.known.items()},
                "coin": self._coin, "peer_final": self.peer_final}

    @classmethod
    def restore(cls, data: dict) -> "Deal":
        """The side `saved` wrote (KeyError, TypeError or ValueError if the save is damaged)."""
        deal = cls(data["role"], {str(k): int(v) for k, v in data["sizes"].items()})
        deal.key = sra.Key.from_e(int(data["key"], 16))
        deal.card_keys = {name: [sra.Key.from_e(int(e, 16)) for e in keys] for name, keys in data["cards"].items()}
        deal.stages = {kind: {name: [int(c, 16) for c in cards] for name, cards in stage.items()}
                       for kind, stage in data["stages"].items()}
        deal.decks = {name: [int(c, 16) for c in cards] for name, cards in data["decks"].items()}
        deal.peer_keys = {name: {int(i): int(d, 16) for i, d in keys.items()} for name, keys in data["peer_keys"].items()}
        deal.shared = {name: set(cards) for name, cards in data["shared"].items()}
        deal.known = {name: {int(i): int(item) for i, item in known.items()} for name, known in data["known"].items()}
        deal._coin = dict(data["coin"])
        deal.peer_final = data["peer_final"]
        return deal

    @property
    def ready(self) -> bool:
        return len(self.decks) == len(self.sizes)

    # -- the shuffle ---------------------------------------------------------------
    def start(self) -> list[dict]:
        """A begins: every item encrypted under A's key, shuffled."""
        if self.role != "A":
            return []
        stage = {}
        for name, n in self.sizes.items():
            cards = [sra.power(sra.encode(i), self.key.e) for i in range(n)]
            secrets.SystemRandom().shuffle(cards)
            stage[name] = cards
        return [self._stage("deal-1", stage)]

    def _stage(self, kind: str, stage: dict[str, list[int]]) -> dict:
        self.stages[kind] = stage
        return {"t": kind, "decks": {name: [_hex(c) for c in cards] for name, cards in stage.items()}}

    def _read_stage(self, message: dict) -> dict[str, list[int]]:
        decks = message.get("decks")
        if not isinstance(decks, dict) or set(decks) != set(self.sizes):
            raise Cheat(f"{message['t']}: the decks are not the ones dealt.")
        stage = {}
        for name, n in self.sizes.items():
            cards = decks[name]
            if not isinstance(cards, list) or len(cards) != n:
                raise Cheat(f"{message['t']}: the {name} deck must have {n} cards.")
            numbers = [_num(c, message["t"]) for c in cards]
            if len(set(numbers)) != n:
                raise Cheat(f"{message['t']}: two cards of the {name} deck are the same.")
            stage[name] = numbers
        self.stages[message["t"]] = stage
        return stage

    def receive(self, message: dict) -> list[dict]:
        """Handle a deal message of the peer; the messages to send back. Cheat when it breaks the deal."""
        kind = message.get("t")
        expected = {"A": ("deal-2", "deal-4"), "B": ("deal-1", "deal-3")}[self.role]
        if kind in STAGES:
            if kind not in expected or kind in self.stages:
                raise Cheat(f"{kind}: this step of the shuffle is not the other side's now.")
            before = STAGES[STAGES.index(kind) - 1] if kind != "deal-1" else None
            if before is not None and before not in self.stages:
                raise Cheat(f"{kind}: came before {before}.")
            stage = self._read_stage(message)
            if kind == "deal-4":
                self.decks = stage
                return []
            if kind == "deal-1":  # B: encrypt under B's key, shuffle
                out = {}
                for name, cards in stage.items():
                    mine = [sra.power(c, self.key.e) for c in cards]
                    secrets.SystemRandom().shuffle(mine)
                    out[name] = mine
                return [self._stage("deal-2", out)]
            # deal-2 (A) or deal-3 (B): take the shuffle key off, put the card keys on
            out = {name: [sra.power(c, self.key.d * k.e % (sra.P - 1))
                          for c, k in zip(cards, self.card_keys[name], strict=True)]
                   for name, cards in stage.items()}
            reply = self._stage("deal-3" if kind == "deal-2" else "deal-4", out)
            if kind == "deal-3":
                self.decks = out
            return [reply]
        if kind == "deal-keys":
            self._take_keys(message)
            return []
        if kind == "deal-final":
            self.peer_final = message
            return []
        raise Cheat(f"Unknown deal message {str(kind)[:20]!r}.")

    # -- showing cards -----------------------------------------------------------------
    def share(self, deck: str, indices: list[int]) -> dict:
        """The message that gives the peer our keys of these cards (it then sees each card
        it holds its own key for: a card for it alone, or one for both once both shared)."""
        self._need_ready()
        for i in indices:
            if not 0 <= i < self.sizes[deck]:
                raise ValueError(f"The {deck} deck has no card {i}.")
            self.shared[deck].add(i)
        return {"t": "deal-keys", "deck": deck,
                "keys": {str(i): _hex(self.card_keys[deck][i].d) for i in indices}}

    def _take_keys(self, message: dict) -> None:
        if not self.ready:
            raise Cheat("deal-keys: cards shown before the deck was shuffled.")
        deck, keys = message.get("deck"), message.get("keys")
        if deck not in self.sizes or not isinstance(keys, dict):
            raise Cheat("deal-keys: the keys name no deck.")
        for text, key in keys.items():
            if not (isinstance(text, str) and text.isdigit() and int(text) < self.sizes[deck]):
                raise Cheat(f"deal-keys: the {deck} deck has no card {text[:10]!r}.")
            i = int(text)
            d = _num(key, "deal-keys")
            if i in self.peer_keys[deck] and self.peer_keys[deck][i] != d:
                raise Cheat(f"deal-keys: card {i} of the {deck} deck was shown with two different keys.")
            self.peer_keys[deck][i] = d
            self._open(deck, i)

    def _open(self, deck: str, i: int) -> None:
        """Decrypt card i with the peer's key and ours; check it is an item not seen elsewhere."""
        if i in self.known[deck]:
            return
        both = self.peer_keys[deck][i] * self.card_keys[deck][i].d % (sra.P - 1)
        number = sra.power(self.decks[deck][i], both)
        item = self._decoders[deck].get(number)
        if item is None:
            raise Cheat(f"Card {i} of the {deck} deck was shown with a wrong key: it is no {deck[:-1]}.")
        if item in self.known[deck].values():
            raise Cheat(f"Card {i} of the {deck} deck shows an item already seen at another place.")
        self.known[deck][i] = item

    def item(self, deck: str, i: int) -> int | None:
        """What card i of `deck` is, if this side may see it."""
        return self.known[deck].get(i)

    def _need_ready(self) -> None:
        if not self.ready:
            raise ValueError("The deck is not shuffled yet.")

    # -- a coin both sides trust -----------------------------------------------------------
    def coin_commit(self) -> dict:
        """A's first step of a shared random number: commit to a secret nonce."""
        self._coin["mine"] = secrets.token_hex(16)
        return {"t": "deal-coin", "commit": hashlib.sha256(self._coin["mine"].encode()).hexdigest()}

    def coin_answer(self, message: dict) -> dict:
        """B's step: note A's commitment and send B's nonce."""
        commit = message.get("commit")
        if not isinstance(commit, str) or len(commit) != 64:
            raise Cheat("deal-coin: no commitment.")
        self._coin = {"commit": commit, "mine": secrets.token_hex(16)}
        return {"t": "deal-coin", "nonce": self._coin["mine"]}

    def coin_open(self, message: dict, n: int) -> tuple[int, dict]:
        """A's last step: the number in range(n), and the opening to send to B."""
        theirs = message.get("nonce")
        if not isinstance(theirs, str) or not 0 < len(theirs) <= 64:
            raise Cheat("deal-coin: no nonce.")
        value = _coin_value(self._coin["mine"], theirs, n)
        return value, {"t": "deal-coin", "open": self._coin["mine"]}

    def coin_check(self, message: dict, n: int) -> int:
        """B's last step: check A's opening against its commitment; the number."""
        opened = message.get("open")
        if not isinstance(opened, str) or hashlib.sha256(opened.encode()).hexdigest() != self._coin.get("commit"):
            raise Cheat("deal-coin: the opened nonce does not match the commitment.")
        return _coin_value(opened, self._coin["mine"], n)

    # -- the end: all keys on the table ----------------------------------------------------------
    def final(self) -> dict:
        """All our keys, for the check of the whole game (sent once the game is over)."""
        return {"t": "deal-final", "key": _hex(self.key.e),
                "cards": {name: [_hex(k.e) for k in keys] for name, keys in self.card_keys.items()}}

    def verify(self) -> dict[str, list[int]]:
        """Check the peer's whole part of the deal against its final keys; the order of
        every deck (index -> item). Cheat naming the first thing that does not hold."""
        if self.peer_final is None:
            raise Cheat("The other side has not shown its keys.")
        self._need_ready()
        peer = "B" if self.role == "A" else "A"
        try:
            key = sra.Key.from_e(_num(self.peer_final.get("key"), "deal-final"))
            cards = self.peer_final.get("cards")
            if not isinstance(cards, dict) or set(cards) != set(self.sizes):
                raise Cheat("deal-final: the card keys name other decks.")
            card_keys = {}
            for name, n in self.sizes.items():
                if not isinstance(cards[name], list) or len(cards[name]) != n:
                    raise Cheat(f"deal-final: the {name} deck needs {n} card keys.")
                card_keys[name] = [sra.Key.from_e(_num(e, "deal-final")) for e in cards[name]]
        except ValueError as exc:
            raise Cheat(f"deal-final: {exc}") from None
        before = {"A": (None, "deal-2"), "B": ("deal-1", "deal-3")}[peer]
        made = {"A": ("deal-1", "deal-3"), "B": ("deal-2", "deal-4")}[peer]
        orders = {}
        for name, n in self.sizes.items():
            source = ([sra.encode(i) for i in range(n)] if before[0] is None else self.stages[before[0]][name])
            if sorted(sra.power(c, key.e) for c in source) != sorted(self.stages[made[0]][name]):
                raise Cheat(f"The other side's shuffle of the {name} deck ({made[0]}) does not match its key.")
            locked = self.stages[made[1]][name]
            for i, (c, k) in enumerate(zip(self.stages[before[1]][name], card_keys[name], strict=True)):
                if sra.power(c, key.d * k.e % (sra.P - 1)) != locked[i]:
                    raise Cheat(f"The other side's lock of card {i} of the {name} deck does not match its keys.")
            for i, d in self.peer_keys[name].items():
                if card_keys[name][i].d != d:
                    raise Cheat(f"The key the other side showed for card {i} of the {name} deck is not its key.")
            order = []
            for i, c in enumerate(self.decks[name]):
                number = sra.power(c, card_keys[name][i].d * self.card_keys[name][i].d % (sra.P - 1))
                item = self._decoders[name].get(number)
                if item is None:
                    raise Cheat(f"Card {i} of the {name} deck is no item.")
                if i in self.known[name] and self.known[name][i] != item:
                    raise Cheat(f"Card {i} of the {name} deck is not what it showed during the game.")
                order.append(item)
            if sorted(order) != list(range(n)):
                raise Cheat(f"The {name} deck does not hold every item once.")
            orders[name] = order
        return orders


def _coin_value(a: str, b: str, n: int) -> int:
    return int.from_bytes(hashlib.sha256(f"{a}:{b}".encode()).digest(), "big") % n

"""A fair deal between two devices (mental poker over SRA, see sra.py and docs/live.md).

Each deck (Solstis: "tiles", 48, and "spirits", 14 or 15) is shuffled by both sides
and locked card by card, so that afterwards card i of a deck is m^(e_A*e_B*a_i*b_i)
for shuffle exponents e_A, e_B and card exponents a_i of side A and b_i of side B,
all short (sra.EXPONENT_BITS), and neither side knows which item it is:

1. A encrypts every item's number with e_A and shuffles (message "deal-1");
2. B encrypts those with e_B and shuffles again ("deal-2");
3. A puts a card exponent a_i on card i, in place ("deal-3");
4. B does the same with b_i ("deal-4"). Both now hold the deck.

Every step is a short exponentiation per card; nothing is taken off, so no step needs
a full-length inverse. A card is shown to a side by the other side's partial
decryption of it ("deal-open", `share`): c^(1/(e_A*a_i)) = m^(e_B*b_i), which the
receiver finishes with its own inverse. No exponent ever leaves a device before the
end: a revealed per-card inverse would give away e_A*a_i, and two of them the shuffle
exponent e_A (their gcd), with it the order of the whole deck (docs/live.md). A part
opens its card only: with the part of another card the receiver's inverse gives a
number that is no item, so a wrong part is caught at once. A random choice both must
trust (the Dragonfly's pick) is a coin with a commitment ("deal-coin"). At the end both
sides send their exponents ("deal-final") and each checks the other's steps forward,
with short exponents only: its shuffle is a permutation of the step before under its
key, its locks are exactly the step before under its card exponents; every card's item
follows from the shuffles (no decryption), and must be what the game showed. Cheating
raises Cheat.

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
        self.key = sra.exponent()  # the shuffle exponent
        self.locks = {name: [sra.exponent() for _ in range(n)] for name, n in sizes.items()}  # per card
        self.stages: dict[str, dict[str, list[int]]] = {}  # stage -> deck -> numbers
        self.decks: dict[str, list[int]] = {}  # the locked decks
        #: our own shuffle: the item at each place of deal-1 (A), the place in deal-1 of each place of deal-2 (B)
        self.shuffled: dict[str, list[int]] = {}
        self.peer_parts: dict[str, dict[int, int]] = {name: {} for name in sizes}  # the peer's partial decryptions
        self.shared: dict[str, set[int]] = {name: set() for name in sizes}  # cards whose part we sent
        self.known: dict[str, dict[int, int]] = {name: {} for name in sizes}  # index -> item
        self._decoders = {name: sra.decoder(n) for name, n in sizes.items()}
        self._coin: dict[str, str] = {}
        self.peer_final: dict | None = None

    # -- the save (a reload must not lose the keys: without them no card opens again) ------
    def saved(self) -> dict:
        """Everything this side holds, as JSON-ready values (for the game's save on this device)."""
        def hexes(numbers: list[int]) -> list[str]:
            return [_hex(n) for n in numbers]

        return {"role": self.role, "sizes": self.sizes, "key": _hex(self.key),
                "locks": {name: hexes(locks) for name, locks in self.locks.items()},
                "stages": {kind: {name: hexes(cards) for name, cards in stage.items()} for kind, stage in self.stages.items()},
                "shuffled": self.shuffled,
                "peer_parts": {name: {str(i): _hex(x) for i, x in parts.items()} for name, parts in self.peer_parts.items()},
                "shared": {name: sorted(cards) for name, cards in self.shared.items()},
                "known": {name: {str(i): item for i, item in known.items()} for name, known in self.known.items()},
                "coin": self._coin, "peer_final": self.peer_final}

    @classmethod
    def restore(cls, data: dict) -> "Deal":
        """The side `saved` wrote (KeyError, TypeError or ValueError if the save is damaged)."""
        deal = cls(data["role"], {str(k): int(v) for k, v in data["sizes"].items()})
        deal.key = _exponent(data["key"])
        deal.locks = {name: [_exponent(e) for e in locks] for name, locks in data["locks"].items()}
        if set(deal.locks) != set(deal.sizes) or any(len(deal.locks[n]) != k for n, k in deal.sizes.items()):
            raise ValueError("the card exponents do not fit the decks")
        deal.stages = {kind: {name: [int(c, 16) for c in cards] for name, cards in stage.items()}
                       for kind, stage in data["stages"].items()}
        deal.decks = dict(deal.stages.get("deal-4", {}))  # the locked deck is the last step
        deal.shuffled = {name: [int(i) for i in order] for name, order in data["shuffled"].items()}
        deal.peer_parts = {name: {int(i): int(x, 16) for i, x in parts.items()}
                           for name, parts in data["peer_parts"].items()}
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
        """A begins: every item encrypted under A's shuffle exponent, shuffled."""
        if self.role != "A":
            return []
        stage = {}
        for name, n in self.sizes.items():
            order = _shuffled(n)
            self.shuffled[name] = order
            stage[name] = [sra.power(sra.encode(i), self.key) for i in order]
        return [self._stage("deal-1", stage)]

    def _stage(self, kind: str, stage: dict[str, list[int]]) -> dict:
        self.stages[kind] = stage
        return self.stage_message(kind)

    def stage_message(self, kind: str) -> dict:
        """The message of a step of the shuffle held here (a save keeps the numbers once)."""
        return {"t": kind, "decks": {name: [_hex(c) for c in cards] for name, cards in self.stages[kind].items()}}

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
            if kind == "deal-1":  # B: encrypt under B's shuffle exponent, shuffle
                out = {}
                for name, cards in stage.items():
                    order = _shuffled(len(cards))
                    self.shuffled[name] = order
                    out[name] = [sra.power(cards[i], self.key) for i in order]
                return [self._stage("deal-2", out)]
            # deal-2 (A) or deal-3 (B): a card exponent on every card, in place
            out = {name: [sra.power(c, lock) for c, lock in zip(cards, self.locks[name], strict=True)]
                   for name, cards in stage.items()}
            reply = self._stage("deal-3" if kind == "deal-2" else "deal-4", out)
            if kind == "deal-3":
                self.decks = out
            return [reply]
        if kind == "deal-open":
            self._take_parts(message)
            return []
        if kind == "deal-final":
            self.peer_final = message
            return []
        raise Cheat(f"Unknown deal message {str(kind)[:20]!r}.")

    # -- showing cards -----------------------------------------------------------------
    def _inverse(self, deck: str, i: int) -> int:
        """Our decryption exponent of card i: the inverse of our shuffle and card exponents."""
        return sra.inverse(self.key * self.locks[deck][i])

    def share(self, deck: str, indices: list[int]) -> dict:
        """The message that gives the peer our partial decryption of these cards (it then sees
        each card it finishes with its own inverse: a card for it alone, or one for both once
        both shared). One full-length exponentiation per card, here."""
        self._need_ready()
        for i in indices:
            if not 0 <= i < self.sizes[deck]:
                raise ValueError(f"The {deck} deck has no card {i}.")
            self.shared[deck].add(i)
        return {"t": "deal-open", "deck": deck,
                "parts": {str(i): _hex(sra.power(self.decks[deck][i], self._inverse(deck, i))) for i in indices}}

    def _take_parts(self, message: dict) -> None:
        if not self.ready:
            raise Cheat("deal-open: cards shown before the deck was shuffled.")
        deck, parts = message.get("deck"), message.get("parts")
        if deck not in self.sizes or not isinstance(parts, dict):
            raise Cheat("deal-open: the cards shown name no deck.")
        for text, part in parts.items():
            if not (isinstance(text, str) and text.isdigit() and int(text) < self.sizes[deck]):
                raise Cheat(f"deal-open: the {deck} deck has no card {text[:10]!r}.")
            i = int(text)
            x = _num(part, "deal-open")
            if i in self.peer_parts[deck] and self.peer_parts[deck][i] != x:
                raise Cheat(f"deal-open: card {i} of the {deck} deck was shown as two different numbers.")
            self.peer_parts[deck][i] = x
            self._open(deck, i)

    def _open(self, deck: str, i: int) -> None:
        """Finish the peer's partial decryption of card i; check it is an item not seen elsewhere."""
        if i in self.known[deck]:
            return
        number = sra.power(self.peer_parts[deck][i], self._inverse(deck, i))
        item = self._decoders[deck].get(number)
        if item is None:
            raise Cheat(f"Card {i} of the {deck} deck was shown with a wrong decryption: it is no {deck[:-1]}.")
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
        """All our exponents, for the check of the whole game (sent once the game is over)."""
        return {"t": "deal-final", "key": _hex(self.key),
                "locks": {name: [_hex(e) for e in locks] for name, locks in self.locks.items()}}

    def _peer_exponents(self) -> tuple[int, dict[str, list[int]]]:
        final = self.peer_final
        if final is None:
            raise Cheat("The other side has not shown its keys.")
        key = _final_exponent(final.get("key"))
        locks = final.get("locks")
        if not isinstance(locks, dict) or set(locks) != set(self.sizes):
            raise Cheat("deal-final: the card keys name other decks.")
        out = {}
        for name, n in self.sizes.items():
            if not isinstance(locks[name], list) or len(locks[name]) != n:
                raise Cheat(f"deal-final: the {name} deck needs {n} card keys.")
            out[name] = [_final_exponent(e) for e in locks[name]]
        return key, out

    def verify(self) -> dict[str, list[int]]:
        """Check the peer's whole part of the deal against its final exponents; the order of
        every deck (index -> item). Cheat naming the first thing that does not hold.
        Forward only, with short exponents: 2 per card (the peer's shuffle and lock)."""
        self._need_ready()
        key, locks = self._peer_exponents()
        orders = {}
        for name, n in self.sizes.items():
            first, second = self.stages["deal-1"][name], self.stages["deal-2"][name]
            if self.role == "B":  # A's shuffle: the items under its key, in some order
                under = {sra.power(sra.encode(i), key): i for i in range(n)}
                if set(under) != set(first):
                    raise Cheat(f"The other side's shuffle of the {name} deck (deal-1) does not match its key.")
                items1 = [under[c] for c in first]
                items2 = [items1[i] for i in self.shuffled[name]]
                lock_before, lock_after = second, self.stages["deal-3"][name]
            else:  # B's shuffle: deal-1 under its key, in some order
                items1 = self.shuffled[name]
                under = {sra.power(c, key): items1[i] for i, c in enumerate(first)}
                if set(under) != set(second):
                    raise Cheat(f"The other side's shuffle of the {name} deck (deal-2) does not match its key.")
                items2 = [under[c] for c in second]
                lock_before, lock_after = self.stages["deal-3"][name], self.decks[name]
            for i, (c, lock) in enumerate(zip(lock_before, locks[name], strict=True)):
                if sra.power(c, lock) != lock_after[i]:
                    raise Cheat(f"The other side's lock of card {i} of the {name} deck does not match its keys.")
            for i, item in self.known[name].items():
                if items2[i] != item:
                    raise Cheat(f"Card {i} of the {name} deck is not what it showed during the game.")
            orders[name] = items2
        return orders


def _shuffled(n: int) -> list[int]:
    order = list(range(n))
    secrets.SystemRandom().shuffle(order)
    return order


def _exponent(text: str) -> int:
    e = int(text, 16)
    if not sra.is_exponent(e):
        raise ValueError("a saved exponent is no key")
    return e


def _final_exponent(text: object) -> int:
    e = _num(text, "deal-final")
    if not sra.is_exponent(e):
        raise Cheat("deal-final: a key that is no key for this prime.")
    return e


def _coin_value(a: str, b: str, n: int) -> int:
    return int.from_bytes(hashlib.sha256(f"{a}:{b}".encode()).digest(), "big") % n

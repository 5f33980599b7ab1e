"""The live session's wire format: one JSON object per message, with a version.

Every message has `v` (VERSION), `t` (its type), `sid` (the sender's session id: a
random word drawn per page load) and `n` (the sender's counter in that session,
1, 2, 3 ...), so a message that is sent twice or replayed is recognised. The rest
depends on the type (docs/live.md lists them). Input from the peer is untrusted:
its size is bounded before parsing, and every way it can be wrong ends in
BadMessage with a readable sentence.
"""

import json

from ..protocol import MOVE_CHARS

VERSION = 1
MAX_MESSAGE = 200_000  # characters: a whole history of the longest game fits
MAX_MOVE = 40
TYPES = ("hello", "seats", "move", "resync", "undo", "undo-answer", "bye", "full")
SEAT_CLAIMS = ("0", "1", "random")


class BadMessage(ValueError):
    """A message from the peer that is not one this protocol sends."""


def encode(message: dict) -> str:
    """The text sent over the channel for `message` (keys sorted: same text on both sides)."""
    return json.dumps(message, sort_keys=True, separators=(",", ":"))


def decode(text: object, types: tuple[str, ...] = TYPES) -> dict:
    """The message in `text`, its common fields checked, its type one of `types`; BadMessage otherwise."""
    if not isinstance(text, str):
        raise BadMessage("A message is a piece of text.")
    if len(text) > MAX_MESSAGE:
        raise BadMessage(f"The message is too long ({len(text)} characters; at most {MAX_MESSAGE}).")
    try:
        message = json.loads(text)
    except ValueError:
        raise BadMessage("The message is not JSON.") from None
    if not isinstance(message, dict):
        raise BadMessage("A message is a JSON object.")
    if message.get("v") != VERSION:
        raise BadMessage(f"The message has protocol version {str(message.get('v'))[:10]!r}; this page speaks {VERSION}.")
    if message.get("t") not in types:
        raise BadMessage(f"Unknown message type {str(message.get('t'))[:20]!r}.")
    word(message, "sid")
    count(message, "n", 1)
    return message


def word(message: dict, key: str, longest: int = 64) -> str:
    value = message.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= longest:
        raise BadMessage(f"The message's {key!r} must be text of 1 to {longest} characters.")
    return value


def count(message: dict, key: str, least: int = 0) -> int:
    value = message.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value < 2**53:
        raise BadMessage(f"The message's {key!r} must be a whole number from {least}.")
    return value


def move_text(value: object) -> str:
    """A move string as links carry it; BadMessage for anything else."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_MOVE or not set(value) <= MOVE_CHARS:
        raise BadMessage(f"{str(value)[:MAX_MOVE]!r} is not written like a move.")
    return value


def moves(message: dict, longest: int) -> list[str]:
    value = message.get("moves")
    if not isinstance(value, list):
        raise BadMessage("The message's history ('moves') must be a list of moves.")
    if len(value) > longest:
        raise BadMessage(f"The history has {len(value)} moves; this game has at most {longest}.")
    return [move_text(m) for m in value]

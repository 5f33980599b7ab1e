"""The keys a sentence names for keyboard players, "(R red, G green)", "(K / T)",
"(S H T W O)", "(keys 1–5)", "(R / Shift+R)", "(S again: back to natural moves)":
marked up so that a touch screen, which has no such keys, hides them (css/app.css,
issue 25). The words stay one string per language in the boards' tables; a key hint
is a parenthesis that starts with keys: single capital letters (each with at most one
word, or with a modifier: Shift+R), or digits after the word for keys ("keys 1–5",
"Taste 1"), separated by ", ", " / " or " ", and perhaps ": what the key does"."""

import re

_LETTER = r"(?:(?:Shift|Umschalt|Strg|Ctrl|Alt)\+)?[A-Z](?: [a-zäöüß]+)?"  # R, R red, Shift+R
_DIGITS = r"(?:keys?|Tasten?) [1-9](?:[–-][1-9])?"  # keys 1–5, Taste 1
_KEY = rf"(?:{_LETTER}|{_DIGITS})"
HINT = re.compile(rf" \({_KEY}(?:(?:, | / | ){_KEY})*(?:: [^()]*)?\)")


def mark(escaped: str) -> str:
    """Already escaped text with each key hint in a <span class="keyhint">."""
    return HINT.sub(lambda m: f'<span class="keyhint">{m.group(0)}</span>', escaped)

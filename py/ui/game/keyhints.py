"""The keys a sentence names for keyboard players, "(R red, G green)", "(K / T)",
"(S H T W O)": marked up so that a touch screen, which has no such keys, hides them
(css/app.css, issue 25). The words stay one string per language in the boards' tables;
a key hint is a parenthesis of single capital letters, each with at most one word."""

import re

_KEY = r"[A-Z](?: [a-zäöüß]+)?"
HINT = re.compile(rf" \({_KEY}(?:(?:, | / | ){_KEY})*\)")


def mark(escaped):
    """Already escaped text with each key hint in a <span class="keyhint">."""
    return HINT.sub(lambda m: f'<span class="keyhint">{m.group(0)}</span>', escaped)

"""Not colour alone, and enough contrast: the theme colours of css/app.css meet 3:1
for pieces and highlights against the board, in the light and the dark theme."""

import pathlib
import re

import pytest

CSS = (pathlib.Path(__file__).resolve().parents[1] / "css" / "app.css").read_text()


def theme(selector):
    block = re.search(re.escape(selector) + r"\s*\{(.*?)\}", CSS, re.S).group(1)
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", block))


def luminance(hex_colour):
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


THEMES = {"light": ':root, [data-theme="light"]', "dark": '[data-theme="dark"]'}
PAIRS = [("p0", "cell"), ("p1", "cell"), ("p0", "bg"), ("p1", "bg"), ("p0-fg", "p0"), ("p1-fg", "p1"),
         ("hl-strong", "cell"), ("focus", "cell"), ("focus", "bg"), ("accent", "bg"), ("fg", "bg"), ("fg", "card")]


@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: f"{p[0]}-on-{p[1]}")
def test_contrast_at_least_3_to_1(name, pair):
    colours = theme(THEMES[name])
    fg, bg = colours[pair[0]], colours[pair[1]]
    assert contrast(fg, bg) >= 3.0, f"{name}: --{pair[0]} {fg} on --{pair[1]} {bg} is {contrast(fg, bg):.2f}:1"


def test_auto_dark_matches_dark():
    auto = re.search(r"prefers-color-scheme: dark\)\s*\{\s*\[data-theme=\"auto\"\]\s*\{(.*?)\}", CSS, re.S).group(1)
    assert dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", auto)) == theme(THEMES["dark"])

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
         ("hl-strong", "cell"), ("focus", "cell"), ("focus", "bg"), ("accent", "bg"), ("fg", "bg"), ("fg", "card"),
         ("focus-in", "focus"), ("sel", "cell"), ("target", "cell"), ("warn", "bg"), ("warn", "card"),
         ("muted", "bg"), ("muted", "card"),
         ("mark", "cell"), ("mark", "bg"), ("mark", "card")]
TEXT_PAIRS = [("fg", "bg"), ("fg", "card"), ("muted", "bg"), ("muted", "card"), ("warn", "bg"), ("warn", "card"),
              ("accent-fg", "accent"), ("fg", "cell")]


@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: f"{p[0]}-on-{p[1]}")
def test_contrast_at_least_3_to_1(name, pair):
    colours = theme(THEMES[name])
    fg, bg = colours[pair[0]], colours[pair[1]]
    assert contrast(fg, bg) >= 3.0, f"{name}: --{pair[0]} {fg} on --{pair[1]} {bg} is {contrast(fg, bg):.2f}:1"


def test_auto_dark_matches_dark():
    auto = re.search(r"prefers-color-scheme: dark\)\s*\{\s*\[data-theme=\"auto\"\]\s*\{(.*?)\}", CSS, re.S).group(1)
    assert dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", auto)) == theme(THEMES["dark"])


@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("pair", TEXT_PAIRS, ids=lambda p: f"{p[0]}-on-{p[1]}")
def test_text_contrast_at_least_4_5_to_1(name, pair):
    colours = theme(THEMES[name])
    fg, bg = colours[pair[0]], colours[pair[1]]
    assert contrast(fg, bg) >= 4.5, f"{name}: --{pair[0]} {fg} on --{pair[1]} {bg} is {contrast(fg, bg):.2f}:1"


def test_focus_is_not_the_last_move_colour():
    """The focus ring and the last-move mark differ clearly (they were 1.07:1 / 1.24:1):
    the ring is two-tone, and one of its tones stands >= 3:1 apart from the mark's colour
    (besides the shapes: a frame inside the cell against corner brackets)."""
    for name, selector in THEMES.items():
        colours = theme(selector)
        best = max(contrast(colours[tone], colours["hl-strong"]) for tone in ("focus", "focus-in"))
        assert best >= 3.0, name


SOULAWEEN = (pathlib.Path(__file__).resolve().parents[1] / "css" / "games" / "soulaween.css").read_text()


def test_soulaween_put_buttons_and_pieces():
    """The side buttons' text (the mark colour) on the side colour: >= 4.5:1 in both themes;
    the pieces against the cells >= 3:1."""
    sets = re.findall(r"--sw-red:\s*(#\w{6});\s*--sw-green:\s*(#\w{6});\s*--sw-mark:\s*(#\w{6})", SOULAWEEN)
    assert len(sets) >= 2
    cells = {"light": theme(THEMES["light"])["cell"], "dark": theme(THEMES["dark"])["cell"]}
    for (red, green, mark), name in zip(sets[:2], ("light", "dark"), strict=True):
        assert contrast(mark, red) >= 4.5 and contrast(mark, green) >= 4.5, (name, red, green, mark)
        assert contrast(red, cells[name]) >= 3.0 and contrast(green, cells[name]) >= 3.0, name

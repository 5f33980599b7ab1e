"""Diagrams on the rules pages: game positions drawn by each game's own board renderer.

    python3 tools/rules_diagrams.py           # rewrite the diagrams in rules/*.html
    python3 tools/rules_diagrams.py --check   # only report stale pages (exit status 1)

A diagram is data, in tools/diagram_specs/<game>.json: a start position in the game's
notation (docs/notation/), rule options, optionally one move, what to show (the
position before the move, after it, or both side by side) and a caption in German and
English. Each rules page marks where a diagram goes:

    <!-- diagram:<id> -->  ...generated markup...  <!-- /diagram:<id> -->

and this tool replaces what lies between the markers. The picture is the markup of
`render_board(ctx)` of the game's renderer (py/ui/games/<game>/board.py), so a diagram can
never disagree with the board a player sees; tests/test_rules_diagrams.py fails when a
page is stale (a renderer change means: run this tool) and checks every position, move
and claim of the specs against the engine.

A rules page is a static picture book, so the board's interactive markup is made
static here: the figure is one role="img" whose text alternative is its caption; the
grid roles, tab stops, data-act hooks and ARIA inside it are dropped, buttons become
spans, and ids get a prefix of their own diagram so several boards on one page never
clash. Only `render_board(ctx)` and `Ctx` of the renderers are used.
"""

import argparse
import json
import pathlib
import re
import sys
from html import escape

ROOT = pathlib.Path(__file__).resolve().parents[1]
SPEC_DIR = ROOT / "tools" / "diagram_specs"
RULES_DIR = ROOT / "rules"
LANGS = ("de", "en")
SHOW = ("before", "after", "both")

NAMES = {"de": ("Spieler 1", "Spieler 2"), "en": ("Player 1", "Player 2")}
WORDS = {
    "de": {"before": "Vorher", "after": "Nach {move}", "kind": "Art", "points": "Punkte", "total": "Summe",
           "tiles": "Plättchen"},
    "en": {"before": "Before", "after": "After {move}", "kind": "Kind", "points": "points", "total": "Total",
           "tiles": "tiles"},
}

MARKER = re.compile(r"<!-- diagram:([a-z0-9-]+) -->(.*?)<!-- /diagram:\1 -->", re.S)
_DROP_ATTRS = re.compile(r'\s(?:role|tabindex|data-act|data-cell|data-r|data-c|aria-[a-z-]+)="[^"]*"')
_BUTTON_ATTRS = re.compile(r'\s(?:type="button"|disabled(?:="[^"]*")?)(?=[\s>/])')
_IDS = re.compile(r'(\sid=")([^"]+)(")')
_ID_REFS = re.compile(r'(url\(#|href="#)([^)"]+)')


def _import_path():
    py = str(ROOT / "py")
    if py not in sys.path:
        sys.path.insert(0, py)
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    from po_catalog import write_mo_files  # the boards' words, compiled (tools/po_catalog.py)

    write_mo_files(ROOT)


# -- specs ------------------------------------------------------------------------------

def spec_games():
    """The games that have a spec file, sorted."""
    return sorted(p.stem for p in SPEC_DIR.glob("*.json"))


def load_specs(game_id):
    """The diagram specs of one game, in file order, checked for shape."""
    data = json.loads((SPEC_DIR / f"{game_id}.json").read_text(encoding="utf-8"))
    if data.get("game") != game_id:
        raise ValueError(f"{game_id}.json: 'game' must be {game_id!r}")
    specs = data["diagrams"]
    seen = set()
    for spec in specs:
        did = spec.get("id", "")
        if not re.fullmatch(r"[a-z0-9-]+", did) or did in seen:
            raise ValueError(f"{game_id}.json: bad or repeated diagram id {did!r}")
        seen.add(did)
        show = spec.get("show", "both" if spec.get("move") else "before")
        if show not in SHOW or (show != "before" and not spec.get("move")):
            raise ValueError(f"{game_id}/{did}: 'show' must be one of {SHOW}; after/both need a move")
        if set(spec.get("caption", {})) != set(LANGS):
            raise ValueError(f"{game_id}/{did}: a caption in each of {LANGS}")
    return specs


def build(game_id, spec):
    """(game, state before, move or None, state after or None) of a spec: the position
    read by the engine, the move played by it (errors propagate: the tests call this)."""
    _import_path()
    import spielkiste

    match = spielkiste.new_match(game_id, spec.get("options") or {}, seed=spec.get("seed", 1),
                                 position=spec.get("position"))
    before = match.state
    move = spec.get("move")
    after = match.play(move) if move else None
    return match.game, before, move, after


# -- markup -----------------------------------------------------------------------------

def static_markup(markup, prefix):
    """The board's markup as a static picture: no grid roles, tab stops, click hooks or
    ARIA (the whole figure is one image), no buttons, and ids prefixed with `prefix`."""
    markup = _DROP_ATTRS.sub("", markup)
    markup = _BUTTON_ATTRS.sub("", markup)
    markup = markup.replace("<button", "<span").replace("</button>", "</span>")
    markup = _IDS.sub(lambda m: f"{m.group(1)}{prefix}-{m.group(2)}{m.group(3)}", markup)
    return _ID_REFS.sub(lambda m: f"{m.group(1)}{prefix}-{m.group(2)}", markup)


def _panel(game_id, game, state, last, lang, seat):
    _import_path()
    from ui.games import board_for
    from ui.games.base import Ctx

    effects = game.effects(last[0], last[1]) if last is not None else None  # from the full states
    if getattr(game, "hidden_information", False):  # draw what the seated player sees
        state = game.view(state, seat)
        if last is not None:
            last = (game.view(last[0], seat), last[1], game.view(last[2], seat))
    ctx = Ctx(game=game, match=None, state=state, lang=lang, last=last, interactive=False,
              names=NAMES[lang], seat=seat, effects=effects)
    return board_for(game_id).render_board(ctx)


def _iye_cycle_table(game, state, lang):
    """The scoring of the cycle that just ended, computed by the engine."""
    from spielkiste.games.iye import KIND_LETTERS, TOTALS, score_cycle
    from ui.i18n import t

    _starter, _how, _winner, c0, c1 = state.history[-1]
    p0, p1, s0, s1, _ = score_cycle(c0, c1)
    w = WORDS[lang]
    n0, n1 = NAMES[lang]
    head = (f'<tr><th scope="col">{w["kind"]}</th><th scope="col">{n0}: {w["tiles"]}</th>'
            f'<th scope="col">{n1}: {w["tiles"]}</th><th scope="col">{n0}: {w["points"]}</th>'
            f'<th scope="col">{n1}: {w["points"]}</th></tr>')
    rows = "".join(f'<tr><th scope="row">{escape(t(lang, "iye.kind_" + KIND_LETTERS[k]))} ({TOTALS[k]})</th><td>{c0[k]}</td>'
                   f'<td>{c1[k]}</td><td>{p0[k]}</td><td>{p1[k]}</td></tr>' for k in range(5))
    rows += f'<tr class="rules-total"><th scope="row">{w["total"]}</th><td></td><td></td><td>{s0}</td><td>{s1}</td></tr>'
    return f'<table class="rules-table"><thead>{head}</thead><tbody>{rows}</tbody></table>'


EXTRAS = {"iye-cycle": _iye_cycle_table}


def figure(game_id, spec, lang):
    """The markup of one diagram in one language."""
    game, before, move, after = build(game_id, spec)
    show = spec.get("show", "both" if move else "before")
    seat = spec.get("seat", 0)
    prefix = f"rules-{game_id}-{spec['id']}"
    panels = []
    if show in ("before", "both"):
        label = f'<span class="rules-diagram-label">{WORDS[lang]["before"]}</span>' if move else ""
        panels.append((label, _panel(game_id, game, before, None, lang, seat)))
    if show in ("after", "both"):
        label = f'<span class="rules-diagram-label">{escape(WORDS[lang]["after"].format(move=move))}</span>'
        panels.append((label, _panel(game_id, game, after, (before, move, after), lang, seat)))
    parts = []
    for k, (label, board) in enumerate(panels):
        if k:
            parts.append('<span class="rules-diagram-arrow">→</span>')
        parts.append(f'<div class="rules-diagram-panel">{label}{static_markup(board, f"{prefix}-{k}")}</div>')
    caption = escape(spec["caption"][lang])
    extra = EXTRAS[spec["extra"]](game, after if after is not None else before, lang) if spec.get("extra") else ""
    return (f'<figure class="rules-diagram rules-diagram-{game_id}" data-diagram="{spec["id"]}">'
            f'<div class="rules-diagram-pics" role="img" aria-label="{caption}">{"".join(parts)}</div>'
            f'{extra}<figcaption aria-hidden="true">{caption}</figcaption></figure>')


def render_page(text, game_id, lang, specs=None):
    """The page text with every marked diagram (re)generated. A marker without a spec
    is an error."""
    by_id = {s["id"]: s for s in (load_specs(game_id) if specs is None else specs)}

    def fill(m):
        did = m.group(1)
        if did not in by_id:
            raise ValueError(f"rules/{game_id}.{lang}.html: no spec for diagram {did!r}")
        return f"<!-- diagram:{did} -->\n{figure(game_id, by_id[did], lang)}\n<!-- /diagram:{did} -->"

    return MARKER.sub(fill, text)


def page_path(game_id, lang):
    return RULES_DIR / f"{game_id}.{lang}.html"


def stale_pages():
    """(path, new text) of every page whose diagrams are out of date."""
    out = []
    for game_id in spec_games():
        specs = load_specs(game_id)
        for lang in LANGS:
            path = page_path(game_id, lang)
            text = path.read_text(encoding="utf-8")
            new = render_page(text, game_id, lang, specs)
            if new != text:
                out.append((path, new))
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only report stale pages (exit 1 if any)")
    args = parser.parse_args(argv)
    stale = stale_pages()
    for path, new in stale:
        if args.check:
            print(f"stale: {path.relative_to(ROOT)}")
        else:
            path.write_text(new, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())

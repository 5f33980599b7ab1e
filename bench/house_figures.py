"""The house's figures (issue 24): how big the page's largest pieces are, and where games are named.

A reader who adds a fifth game or changes the game screen meets the largest modules and
classes first, and every place that names a game id is a place the recipe has to mention.
It is a benchmark, not a test: it never fails, it reports.

    python3 bench/house_figures.py
"""

import ast
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
UI = ROOT / "py" / "ui"
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

from game_names import generic_modules, imported_games, named_games  # noqa: E402 - after the path is set

from spielkiste.registry import ORDER  # noqa: E402


def _lines(path: pathlib.Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def _classes(path: pathlib.Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [((node.end_lineno or node.lineno) - node.lineno + 1, f"{path.relative_to(ROOT)}:{node.name}")
            for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]


def _game_names(path: pathlib.Path) -> int:
    """String constants (docstrings aside) that name a game id as a word."""
    return len(named_games(path.read_text(encoding="utf-8"), ORDER))


def main() -> None:
    paths = sorted(UI.rglob("*.py"))
    print("five largest UI modules (lines):")
    for count, path in sorted(((_lines(p), p) for p in paths), reverse=True)[:5]:
        print(f"  {count:5d}  {path.relative_to(ROOT)}")
    print("five largest UI classes (lines):")
    for count, name in sorted((c for p in paths for c in _classes(p)), reverse=True)[:5]:
        print(f"  {count:5d}  {name}")
    generic = sum(_game_names(p) for p in generic_modules(UI))
    own = sum(_game_names(p) for p in paths) - generic
    print(f"string constants naming a game id: {generic} in generic modules, {own} in the registry and the games' packages")
    imports = sum(len(imported_games(p.read_text(encoding="utf-8"), ORDER)) for p in generic_modules(UI))
    print(f"imports of a game's own module in generic modules: {imports}")


if __name__ == "__main__":
    main()

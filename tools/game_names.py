"""Where source code names a game: the string constants (docstrings aside) that name a
game id as a word ("boxilies", "played:soulaween", "#/iye/rules"), and the imports that
reach into a game's own module. The house rules that no generic UI module names or
imports a game (tests/test_house_rules.py) and the house's figures
(bench/house_figures.py) both count with it, over the same generic modules."""

import ast
import pathlib
import re


def named_games(source: str, ids) -> list[tuple[int, str]]:
    """[(line, text)] of the string constants in `source`, docstrings aside, that name
    one of the game ids `ids` as a word."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    word = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, ids)) + r")(?![A-Za-z0-9_])")
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
            and word.search(node.value)]


def imported_games(source: str, ids) -> list[tuple[int, str]]:
    """[(line, module)] of the imports in `source` that reach into a game's own module
    (`from .games.boxilies import designer`, `import spielkiste.games.iye`)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [f"{node.module or ''}.{alias.name}" for alias in node.names]
        else:
            continue
        found.extend((node.lineno, name) for name in names if set(name.split(".")) & set(ids))
    return found


def generic_modules(ui: pathlib.Path) -> list[pathlib.Path]:
    """Every module of the page's package `ui` (py/ui/) but the registry of the games
    (ui/games/__init__.py) and the games' own packages (ui/games/<id>/)."""
    games = ui / "games"
    return [path for path in sorted(ui.rglob("*.py")) if path != games / "__init__.py"
            and not (path.parent != games and games in path.parents)]

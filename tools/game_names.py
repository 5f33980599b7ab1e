"""Where source code names a game: the string constants (docstrings aside) that name a
game id as a word ("boxilies", "played:soulaween", "#/iye/rules"). The house rule that
no generic UI module names a game (tests/test_house_rules.py) and the house's figures
(bench/house_figures.py) both count with it."""

import ast
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

"""Move an old Python string table into the catalogs (locale/*/LC_MESSAGES/spielkiste.po).

    python3 tools/i18n_tables_to_po.py ui.games.iye.board:IyeBoard.strings iye.
    python3 tools/i18n_tables_to_po.py ui.games.iye.help:HELP iye.help. --by-key
    git show other-branch:py/ui/games/iye/board.py > /tmp/board.py
    python3 tools/i18n_tables_to_po.py /tmp/board.py:strings iye. --update

The first argument names a table: in a module of py/ (module:attribute, dotted attributes
allowed, the module is imported), or in a Python file (path.py:NAME, the first assignment
to NAME anywhere in the file, read as a literal without running the file: a table as it
stands on another branch). By default the table is {lang: {key: text}}, with --by-key
{key: {lang: text}}. Each key goes into every language's catalog under prefix + key. A key
already in a catalog with another text is an error (nothing is written), unless --update
(the table's text wins); a text that is not a string is left out and listed. For a count,
write the plural entry by hand (docs/translating.md). Then delete the table and call
ui.i18n.t / tn (a board: self.tr / self.trn) with the prefixed keys.
"""

import ast
import importlib
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "py"))

import po_catalog  # noqa: E402

HEADERS = {
    "en": "English messages of Spielkiste.",
    "de": "German messages of Spielkiste (Deutsch).",
}


def load_table(spec):
    module_name, _, attrs = spec.partition(":")
    if module_name.endswith(".py"):
        tree = ast.parse(pathlib.Path(module_name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == attrs for t in node.targets):
                return ast.literal_eval(node.value)
        sys.exit(f"i18n_tables_to_po: no assignment to {attrs} in {module_name}")
    value = importlib.import_module(module_name)
    for attr in attrs.split("."):
        value = getattr(value, attr)
    return value


def flat_by_lang(table, by_key):
    """{lang: {key: text}} of either layout."""
    if not by_key:
        return {lang: dict(words) for lang, words in table.items()}
    out: dict = {}
    for key, texts in table.items():
        for lang, text in texts.items():
            out.setdefault(lang, {})[key] = text
    return out


def _shape(text):
    """A text with its placeholders unnamed: "{p} points" and "{n} points" are one text."""
    return re.sub(r"{\w*[^}]*}", "{}", text)


def merge(root, by_lang, prefix, update=False):
    """Add the table's words to the catalogs; returns the keys left out (not strings)."""
    catalogs = {lang: po_catalog.read_catalog(root, lang) for lang in po_catalog.languages(root)}
    skipped, conflicts, added = set(), [], set()
    for lang, words in by_lang.items():
        if lang not in catalogs:
            conflicts.append(f"no catalog for {lang!r}")
            continue
        messages = catalogs[lang][1]
        for key, text in words.items():
            if not isinstance(text, str):
                skipped.add(key)
                continue
            name = prefix + key
            old = messages.get(name)
            if isinstance(old, tuple):  # a count's plural entry: the table has one of its forms
                if _shape(text) not in {_shape(form) for form in old}:
                    conflicts.append(f"{lang} {name!r} is a plural entry {old!r}: put {text!r} in by hand")
                continue
            if old is not None and old != text and not update:
                conflicts.append(f"{lang} {name!r}: {old!r} != {text!r}")
            if old is None:
                added.add(name)
            messages[name] = text
    if conflicts:
        sys.exit("i18n_tables_to_po: nothing written:\n" + "\n".join(conflicts))
    for lang, (header, messages) in catalogs.items():
        comment = HEADERS.get(lang, f"Messages of Spielkiste ({lang}).") + \
            "\nHow to add or change a text, or add a language: docs/translating.md"
        po_catalog.po_path(root, lang).write_text(po_catalog.write_po(header, messages, comment), encoding="utf-8")
    if added:
        print("new keys (check that the code still uses them):", ", ".join(sorted(added)))
    return sorted(skipped)


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    table = load_table(args[0])
    skipped = merge(ROOT, flat_by_lang(table, "--by-key" in argv), args[1], update="--update" in argv)
    if skipped:
        print("left out (not strings):", ", ".join(skipped))


if __name__ == "__main__":
    main(sys.argv[1:])

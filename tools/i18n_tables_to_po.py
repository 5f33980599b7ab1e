"""Move an old Python string table into the catalogs (locale/*/LC_MESSAGES/spielkiste.po).

    python3 tools/i18n_tables_to_po.py ui.games.iye.board:IyeBoard.strings iye.
    python3 tools/i18n_tables_to_po.py ui.games.iye.help:HELP iye.help. --by-key

The first argument names a table in py/ (module:attribute, dotted attributes allowed): by
default {lang: {key: text}}, with --by-key {key: {lang: text}}. Each key goes into every
language's catalog under prefix + key. A key already in a catalog with another text is an
error (nothing is written); a text that is not a string is left out and listed. For a
count, write the plural entry by hand (docs/translating.md). Then delete the table and call
ui.i18n.t / tn with the prefixed keys.
"""

import importlib
import pathlib
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


def merge(root, by_lang, prefix):
    """Add the table's words to the catalogs; returns the keys left out (not strings)."""
    catalogs = {lang: po_catalog.read_catalog(root, lang) for lang in po_catalog.languages(root)}
    skipped, conflicts = set(), []
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
            if name in messages and messages[name] != text:
                conflicts.append(f"{lang} {name!r}: {messages[name]!r} != {text!r}")
            messages[name] = text
    if conflicts:
        sys.exit("i18n_tables_to_po: nothing written:\n" + "\n".join(conflicts))
    for lang, (header, messages) in catalogs.items():
        comment = HEADERS.get(lang, f"Messages of Spielkiste ({lang}).") + \
            "\nHow to add or change a text, or add a language: docs/translating.md"
        po_catalog.po_path(root, lang).write_text(po_catalog.write_po(header, messages, comment), encoding="utf-8")
    return sorted(skipped)


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    table = load_table(args[0])
    skipped = merge(ROOT, flat_by_lang(table, "--by-key" in argv), args[1])
    if skipped:
        print("left out (not strings):", ", ".join(skipped))


if __name__ == "__main__":
    main(sys.argv[1:])

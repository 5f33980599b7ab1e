"""The message catalogs (locale/<lang>/LC_MESSAGES/spielkiste.po): read, write, compile.

Why gettext .po: a standard, line-based text format that translators' tools (Poedit,
Weblate, Lokalize) open, with plural forms in the format itself; Python's own `gettext`
reads the compiled .mo in the page (Pyodide) and under CPython alike, so the app needs no
dependency. The message ids are keys (`moves_n`, `soulaween.stones_n`), and English is a
catalog like any other: a wording can change in one language without touching the code or
the other catalogs, and one test checks every language against the same list of keys.

The .mo is written here in the documented GNU format (what `msgfmt` writes, the format
`gettext.GNUTranslations` reads), so the site's build stays standard-library only (it runs
in `make serve` and in the Pages workflow); tests/test_i18n_catalogs.py checks this
reading and writing against the pinned `babel` package. The .mo files are build output:
app.zip carries them (tools/app_zip.py), and `write_mo_files` puts them next to
py/ui/i18n.py (git-ignored) for CPython. The few words the page shows before Python
starts go to js/words.mjs (`render_js_words`), generated from the same catalogs, and so
do the language buttons of index.html (`render_index`): the languages are the catalogs
there are, each named by its own `language.name` entry, so a translator adds a language
with one .po file (docs/translating.md).

    python3 tools/po_catalog.py          # rewrite the .mo files, js/words.mjs and index.html's buttons
"""

import ast
import html
import json
import pathlib
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOMAIN = "spielkiste"
SOURCE_DIR = "locale"  # locale/<lang>/LC_MESSAGES/spielkiste.po, one per language
MO_DIR = "py/ui/locale"  # where the compiled catalogs sit next to the code (git-ignored)
JS_WORDS = "js/words.mjs"
# the keys shown before Python starts: "<script>.<word>" (boot, rescue, sw) go to js/words.mjs
JS_PREFIXES = ("boot.", "rescue.", "sw.")
#: a catalog's name for its own language ("Deutsch"): the title of its button
LANGUAGE_NAME = "language.name"
INDEX = "index.html"
#: the part of index.html this module writes: one button per catalog
BUTTONS_START = "<!-- the language buttons: written by tools/po_catalog.py from locale/ -->"
BUTTONS_END = "<!-- /language buttons -->"

Message = str | tuple[str, ...]  # one text, or one text per plural form


class PoError(ValueError):
    """A catalog that cannot be read, with its file and line."""


def po_path(root, lang):
    return pathlib.Path(root) / SOURCE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages(root=ROOT):
    """The languages that have a catalog, sorted."""
    base = pathlib.Path(root) / SOURCE_DIR
    return sorted(p.name for p in base.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.po").is_file())


# -- reading ------------------------------------------------------------------------------------
def _unquote(text, where):
    """One quoted .po string ("..." with C escapes) as its text."""
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"{where}: expected a quoted string, got {text!r}")
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError) as err:
        raise PoError(f"{where}: bad string {text!r} ({err})") from None
    if not isinstance(value, str):
        raise PoError(f"{where}: bad string {text!r}")
    return value


def read_po(text, name="catalog"):
    """(header fields, {msgid: text or tuple of plural texts}) of a .po file's text.
    Entries are msgid, optional msgid_plural, msgstr or msgstr[i]; comments (#) are skipped.
    A duplicated id, an empty translation, a missing plural form or msgctxt is an error."""
    entries = []  # [(line, {field: text})]
    current = None
    field = None
    for number, line in enumerate(text.splitlines(), 1):
        where = f"{name}:{number}"
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith('"'):
            if current is None or field is None:
                raise PoError(f"{where}: a string continues nothing")
            current[field] += _unquote(stripped, where)
            continue
        keyword, _, rest = stripped.partition(" ")
        if keyword == "msgid":
            current = {}
            entries.append((number, current))
        elif current is None:
            raise PoError(f"{where}: {keyword} before any msgid")
        if keyword not in ("msgid", "msgid_plural", "msgstr") and not (
                keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit()):
            raise PoError(f"{where}: unknown keyword {keyword!r} (this project's catalogs use no msgctxt)")
        if keyword in current:
            raise PoError(f"{where}: {keyword} given twice")
        field = keyword
        current[field] = _unquote(rest, where)
    header, messages = {}, {}
    for number, entry in entries:
        where = f"{name}:{number}"
        key = entry.get("msgid", "")
        if key == "":
            for row in entry.get("msgstr", "").splitlines():
                field_name, _, value = row.partition(":")
                header[field_name.strip()] = value.strip()
            continue
        if key in messages:
            raise PoError(f"{where}: {key!r} is in the catalog twice")
        if "msgid_plural" in entry:
            forms = sorted((int(k[7:-1]), v) for k, v in entry.items() if k.startswith("msgstr["))
            if [i for i, _ in forms] != list(range(len(forms))) or not forms or "msgstr" in entry:
                raise PoError(f"{where}: {key!r} needs msgstr[0], msgstr[1], … in order")
            texts = tuple(v for _, v in forms)
            if not all(texts):
                raise PoError(f"{where}: {key!r} has an empty plural form")
            messages[key] = texts
        else:
            if "msgstr" not in entry or any(k.startswith("msgstr[") for k in entry):
                raise PoError(f"{where}: {key!r} needs one msgstr (or msgid_plural and msgstr[i])")
            if not entry["msgstr"]:
                raise PoError(f"{where}: {key!r} is not translated (empty msgstr)")
            messages[key] = entry["msgstr"]
    return header, messages


def read_catalog(root, lang):
    path = po_path(root, lang)
    return read_po(path.read_text(encoding="utf-8"), str(path.relative_to(root)))


def plural_count(header):
    """nplurals of a catalog's Plural-Forms header."""
    forms = header.get("Plural-Forms", "")
    for part in forms.split(";"):
        name, _, value = part.strip().partition("=")
        if name.strip() == "nplurals" and value.strip().isdigit():
            return int(value)
    raise PoError(f"no nplurals in the Plural-Forms header {forms!r}")


# -- writing ------------------------------------------------------------------------------------
def _quote(text):
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{out}"'


def write_po(header, messages, comment=""):
    """The text of a .po file: the header, then one entry per key, sorted by key (so a
    catalog is easy to edit by hand and to merge)."""
    lines = [f"# {row}".rstrip() for row in comment.splitlines()]
    lines += ['msgid ""', 'msgstr ""']
    lines += [_quote(f"{k}: {v}\n") for k, v in header.items()]
    for key in sorted(messages):
        value = messages[key]
        lines.append("")
        lines.append(f"msgid {_quote(key)}")
        if isinstance(value, tuple):
            lines.append(f"msgid_plural {_quote(key)}")
            lines += [f"msgstr[{i}] {_quote(v)}" for i, v in enumerate(value)]
        else:
            lines.append(f"msgstr {_quote(value)}")
    return "\n".join(lines) + "\n"


def mo_bytes(header, messages):
    """A compiled catalog in the GNU .mo format (little-endian, no hash table): the
    header as the translation of "", a plural entry as "id\\0id_plural" -> "form0\\0form1…"."""
    pairs = [("", "".join(f"{k}: {v}\n" for k, v in header.items()))]
    for key, value in messages.items():
        if isinstance(value, tuple):
            pairs.append((f"{key}\0{key}", "\0".join(value)))
        else:
            pairs.append((key, value))
    pairs.sort(key=lambda kv: kv[0].encode("utf-8"))
    ids = [k.encode("utf-8") for k, _ in pairs]
    strs = [v.encode("utf-8") for _, v in pairs]
    count = len(pairs)
    ids_table = 7 * 4
    strs_table = ids_table + count * 8
    data_start = strs_table + count * 8
    offsets, blob = [], b""
    for item in ids + strs:
        offsets.append((len(item), data_start + len(blob)))
        blob += item + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, count, ids_table, strs_table, 0, 0)
    tables = b"".join(struct.pack("<2I", length, at) for length, at in offsets)
    return head + tables + blob


def compiled(root=ROOT):
    """{path under MO_DIR: .mo bytes} of every catalog."""
    out = {}
    for lang in languages(root):
        header, messages = read_catalog(root, lang)
        out[f"{lang}/LC_MESSAGES/{DOMAIN}.mo"] = mo_bytes(header, messages)
    return out


def write_mo_files(root=ROOT, catalogs=None):
    """Write the compiled catalogs next to py/ui/i18n.py (only those that changed)."""
    for rel, data in (catalogs or compiled(root)).items():
        target = pathlib.Path(root) / MO_DIR / rel
        if not target.exists() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            tmp = target.with_name(f".{target.name}.tmp")
            tmp.write_bytes(data)
            tmp.replace(target)


def render_js_words(root=ROOT):
    """js/words.mjs: {script: {lang: {word: text}}} of the keys shown before Python (a key
    a language lacks in English, as the page's Python does), and the languages."""
    words: dict = {}
    _, english = read_catalog(root, "en")
    langs = languages(root)
    for lang in langs:
        _, messages = read_catalog(root, lang)
        for key, value in sorted({**english, **messages}.items()):
            if key.startswith(JS_PREFIXES) and isinstance(value, str):
                script, _, word = key.partition(".")
                words.setdefault(script, {}).setdefault(lang, {})[word] = value
    body = json.dumps(words, ensure_ascii=False, indent=2, sort_keys=True)
    return ("// Generated by tools/po_catalog.py from locale/*/LC_MESSAGES/spielkiste.po: the words the page\n"
            "// shows before Python starts. Do not edit: edit the catalogs (docs/translating.md).\n"
            f"export const LANGUAGES = Object.freeze({json.dumps(langs)});\n"
            f"export const WORDS = {body};\n")


def language_names(root=ROOT):
    """{lang: the language's own name} of every catalog (its code where it has no name)."""
    return {lang: read_catalog(root, lang)[1].get(LANGUAGE_NAME, lang) for lang in languages(root)}


def render_index(root=ROOT, text=None):
    """index.html with one language button per catalog between its two markers."""
    if text is None:
        text = (pathlib.Path(root) / INDEX).read_text(encoding="utf-8")
    start, end = text.find(BUTTONS_START), text.find(BUTTONS_END)
    if start < 0 or end < start:
        raise PoError(f"{INDEX}: the markers of the language buttons are missing ({BUTTONS_START})")
    line_start = text.rfind("\n", 0, start) + 1
    indent = text[line_start:start]
    buttons = "".join(
        f'{indent}<button type="button" data-act="ui:lang:{lang}" aria-pressed="false" lang="{lang}" '
        f'title="{html.escape(name)}">{html.escape(lang.upper())}</button>\n'
        for lang, name in language_names(root).items())
    return text[:start] + BUTTONS_START + "\n" + buttons + indent + text[end:]


def write_index(root=ROOT):
    target = pathlib.Path(root) / INDEX
    text = render_index(root)
    if target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


def write_js_words(root=ROOT):
    target = pathlib.Path(root) / JS_WORDS
    text = render_js_words(root)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


def main():
    try:
        write_mo_files(ROOT)
        write_js_words(ROOT)
        write_index(ROOT)
    except PoError as err:
        sys.exit(f"po_catalog: {err}")
    print(f"catalogs: {', '.join(languages(ROOT))} compiled; {JS_WORDS} and the buttons of {INDEX} written")


if __name__ == "__main__":
    main()

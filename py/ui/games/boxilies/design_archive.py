"""Boxilies' part of "Export my games" and "Import" (ui/archive.py): its saved designs
travel in the file under "designs" ([{"name", "design"}, ...], docs/saves.md), so the
archive itself knows no game's storage."""

from ...storage import Storage
from . import designer


def export_designs(storage: Storage) -> list[dict]:
    """The saved designs as the file holds them."""
    data, _ = storage.get_json(designer.SAVED_KEY)
    return [{"name": n, "design": t} for n, t in designer.clean_saved(data)]


def merge_designs(designs: list, storage: Storage) -> tuple[int, int]:
    """Add the file's sound designs to the saved ones: (added, skipped). A name
    already used for another design gets " (2)", " (3)", ...; an equal one is kept once."""
    data, _ = storage.get_json(designer.SAVED_KEY)
    saved = designer.clean_saved(data)
    candidates = designer.clean_saved({"v": designer.SAVED_VERSION, "designs": designs[:designer.MAX_SAVED * 4]})
    skipped = len(designs) - len(candidates)
    added = 0
    texts = {t for _, t in saved}
    names = {n for n, _ in saved}
    for name, text in candidates:
        if text in texts:
            continue
        if len(saved) >= designer.MAX_SAVED:
            skipped += 1
            continue
        base, n = name, 2
        while name in names:
            suffix = f" ({n})"
            name, n = base[:designer.MAX_SAVE_NAME - len(suffix)] + suffix, n + 1
        saved.append((name, text))
        names.add(name)
        texts.add(text)
        added += 1
    if added and not storage.set_json(designer.SAVED_KEY, designer.saved_data(saved)):
        return 0, skipped + added
    return added, skipped

"""Which lessons the player finished on this device (the picker's "✓ learned").

Apart from the lessons (game/lesson.py), so that the picker need not import them.
"""

from spielkiste import GAMES

STORAGE_KEY = "lessons"


def learned(storage):
    """The games whose lesson was finished on this device."""
    value, _ = storage.get_json(STORAGE_KEY)
    if not isinstance(value, list):
        return set()
    return {g for g in value if isinstance(g, str) and g in GAMES}


def mark_learned(storage, game_id):
    done = learned(storage) | {game_id}
    storage.set_json(STORAGE_KEY, sorted(done))

"""The game protocol every game module implements.

One protocol serves the match, the link codec, the AI, the UI and the tests, so a
new game is one module that subclasses `Game` and fills in the abstract methods.
States are immutable values (tuples or frozen dataclasses): the match keeps every
position of the history and the AI may hold on to them freely.
"""

from dataclasses import dataclass
from typing import TypedDict, cast

from .errors import BadOptions, BadPosition

#: Allowed characters of a move string: they travel unescaped in the share link,
#: where "." separates moves.
MOVE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_:+-")


class Effects(TypedDict):
    """What a legal move did (`Game.effects`; docs/engine-protocol.md, "Effects"): the keys
    every game fills. A game's own keys (`move_effects`: Soulaween's `flipped`, İye's `path`,
    …) come on top, as in the plain dict it is at run time; the game's own narration and
    marks read those."""

    move: str
    player: int  # who made it (a legal move always has a player)
    kind: str  # the sort of decision, per game
    changed: list[str]  # cells whose content differs, in board order
    to_move: int | None  # who decides next; None once over
    over: bool
    winner: int | None
    scores: tuple


def expect(condition: bool, problem: str) -> None:
    """An explicit check of a game's invariant (`Game.check`, positions): BadPosition
    with `problem` when it fails. Not `assert`, which `python -O` strips."""
    if not condition:
        raise BadPosition(problem)


@dataclass(frozen=True)
class Option:
    """One rule option: its name, the allowed values (None = free text checked by
    the game) and the default. Its words in the new-game dialog are the catalogs'
    `<game>.option.<name>` and `<game>.option.<name>.<value>` (docs/translating.md)."""

    name: str
    values: tuple[str, ...] | None
    default: str
    max_length: int = 2000  # for free-text options
    #: when the option matters: ((other option, allowed values), ...); all must hold.
    #: The new-game dialog hides it otherwise (its value still travels, unused).
    shown_if: tuple = ()
    #: the value a link made before this option existed means (None: the default).
    #: A link leaves the option out when it has this value, so old links stay valid.
    absent: str | None = None
    #: the values the new-game dialog offers (None: all); a value left out still
    #: opens from a link or a save (an earlier rule set a link may fall back to)
    offered: tuple[str, ...] | None = None

    def applies(self, values):
        """Whether this option matters given the other options' `values`."""
        return all(values.get(name) in allowed for name, allowed in self.shown_if)

    def check(self, value):
        if not isinstance(value, str):
            raise BadOptions(f"Option {self.name!r} must be text, not {type(value).__name__}.")
        if self.values is None:
            if len(value) > self.max_length:
                raise BadOptions(f"Option {self.name!r} is too long ({len(value)} characters).")
            return value
        if value not in self.values:
            allowed = ", ".join(self.values)
            raise BadOptions(f"Option {self.name!r} cannot be {value[:40]!r}; allowed: {allowed}.")
        return value


class Game:
    """Base class of a game: the facts declared up front plus the rule functions.

    Subclasses set `id`, `title`, `options`, `max_plies` and implement the methods marked
    abstract. Everything takes and returns plain values; nothing here touches the page,
    and no word of a language is kept here: the page's words for a game (its name, its
    sentence on the picker, its options) are the catalogs' `<id>.name`, `<id>.blurb`, ...
    """

    id = ""
    title = ""  # the game's name in the engine's own plain English messages (errors)
    options: tuple["Option", ...] = ()
    hidden_information = False
    #: this game's settings of the AI levels where the defaults do not fit it (names and
    #: defaults: spielkiste.ai.levels.TUNING; why each game needs its own: docs/ai.md)
    ai_tuning: dict[str, float] = {}
    #: the levels of spielkiste.vocabulary.LEVELS this game offers (5 to 8, each about 65-80 %
    #: against the one below: docs/ai.md); None offers all of them
    ai_levels: tuple[str, ...] | None = None
    #: the most decisions a game can take; a longer link is rejected early
    max_plies = 2000

    # -- options -------------------------------------------------------------
    def normalize_options(self, options=None):
        """Fill in defaults and reject unknown names or values (BadOptions)."""
        options = dict(options or {})
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                raise BadOptions(f"{self.title or self.id} has no option {str(name)[:40]!r}.")
        result = {}
        for opt in self.options:
            result[opt.name] = opt.check(options.get(opt.name, opt.default))
        self.validate_options(result)
        return result

    def option_variants(self):
        """The defaults ({}), then each listed non-default value of each option alone
        where that is valid: the option sets tests and benchmarks walk through."""
        variants = [{}]
        for opt in self.options:
            for value in opt.values or ():
                if value == opt.default:
                    continue
                try:
                    self.normalize_options({opt.name: value})
                except BadOptions:
                    continue
                variants.append({opt.name: value})
        return variants

    def validate_options(self, options):
        """Cross-option checks; raise BadOptions. Default: none."""

    def link_fallbacks(self, options: dict) -> tuple[dict, ...]:
        """Other options a link with `options` may have been made under, tried in order
        when its start or history is illegal under `options` (a rules change that an
        earlier release wrote under the same option value). Default: none."""
        return ()

    # -- the rules (abstract) ------------------------------------------------
    def initial(self, options, seed):
        """The start state for normalized options and an integer seed."""
        raise NotImplementedError

    def to_move(self, state):
        """0 or 1: the player who decides now; None once the game is over."""
        raise NotImplementedError

    def legal_moves(self, state):
        """The move strings the deciding player may play now ([] once over)."""
        raise NotImplementedError

    def play(self, state, move):
        """The state after `move`; IllegalMove (state untouched) if not legal."""
        raise NotImplementedError

    def is_over(self, state):
        return self.to_move(state) is None

    def winner(self, state):
        """0 or 1 once the game is won; None for a draw or an unfinished game."""
        raise NotImplementedError

    def scores(self, state):
        """One number per player; what it counts is per game (documented there)."""
        raise NotImplementedError

    # -- notation ------------------------------------------------------------
    def position(self, state):
        """The one-line position notation; round-trips through from_position."""
        raise NotImplementedError

    def from_position(self, text, options, seed):
        """Parse a position string (BadPosition on anything malformed)."""
        raise NotImplementedError

    # -- hidden information, checks, AI hooks ----------------------------------
    def view(self, state, player):
        """What `player` may see. Perfect-information games return the state."""
        return state

    def determinize(self, view_state, player, rng):
        """A full state consistent with `player`'s view (hidden parts sampled with
        rng). Perfect-information games return the view unchanged."""
        return view_state

    def check(self, state):
        """Check the game's invariants with `expect` (BadPosition if one is broken; used
        by the conformance tests and the fuzzer)."""

    def evaluate(self, state, player):
        """Optional heuristic in [-1, 1] from `player`'s side for the AI; None = none."""
        return None

    def random_move(self, state, rng):
        """A legal move drawn at random (playouts); games may override with a
        faster equivalent."""
        return rng.choice(self.legal_moves(state))

    def turn_count(self, state):
        """Whole turns played so far (for the 200-turn cap and the UI)."""
        return 0

    # -- what a move did -------------------------------------------------------
    def effects(self, state: object, move: str) -> Effects:
        """What `move` does in `state`, as a plain dict (schema: docs/engine-protocol.md,
        "Effects"): the common keys below plus the game's own from `move_effects`.

        The board's last-move highlight, the live region, the hint, the lessons and
        the review all read it, so what they say about a move comes from the rules.
        Only what both players see is reported (hidden information stays hidden).
        IllegalMove if `move` is not legal in `state`.
        """
        after = self.play(state, move)
        over = self.to_move(after) is None
        fx = {
            "move": move,
            "player": self.to_move(state),
            "kind": "move",
            "changed": [],
            "to_move": self.to_move(after),
            "over": over,
            "winner": self.winner(after) if over else None,
            "scores": tuple(self.scores(after)),
        }
        fx.update(self.move_effects(state, move, after))
        return cast(Effects, fx)

    def move_effects(self, state, move, after):
        """The game's own part of `effects` for a legal `move` from `state` to
        `after`: at least `kind` and `changed` (cell names in board order)."""
        return {}

    def named_effects(self, fx):
        """`effects` with every cell given by its name, so that goals and sentences
        read the same in every game (a lesson's goals: spielkiste.lessons). A game
        whose effects give cells by number overrides it; by default: `fx` itself."""
        return fx

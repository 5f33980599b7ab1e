"""Share links are untrusted input (issue #10).

Every fragment must give a sound match or raise BadLink with a short message:
no other exception, no hang, no memory blow-up, and a too-long link is refused
before any parsing. The seeded mutation loop of tools/fuzz.py runs
SPIELKISTE_FUZZ_COUNT inputs (default 20000) over real links of every registered
game; Hypothesis adds structured and free-form links (SPIELKISTE_FUZZ_EXAMPLES per
test, default 300; derandomized unless SPIELKISTE_FUZZ_RANDOM is set). The big run
is `python3 tools/fuzz.py --count 100000`.
"""

import time
import tracemalloc
from urllib.parse import quote

import pytest
from hypothesis import given
from hypothesis import strategies as st

import spielkiste
from fuzz_setup import COUNT, GAME_IDS, HYPOTHESIS, PLAYOUT, fuzz, outcomes, run_loop
from spielkiste.link import MAX_LINK_LENGTH


def test_mutated_real_links():
    """The seeded mutation loop: COUNT inputs spread over every game."""
    found = outcomes(run_loop("link", COUNT), "link")
    if COUNT >= 1000:  # both outcomes occur for every game
        assert all(accepted > 0 and rejected > 0 for accepted, rejected in found.values()), found


# -- Hypothesis ---------------------------------------------------------------------

CHECKER = fuzz.Checker(known=fuzz.KNOWN, playout=PLAYOUT)


def _check(fragment, game_id="?"):
    """One input through the contract; raise so that Hypothesis can shrink it."""
    CHECKER.failures.clear()
    CHECKER.run("link", game_id, fragment)
    for items in CHECKER.failures.values():
        raise AssertionError(items[0].describe())


@HYPOTHESIS
@given(st.text(max_size=400))
def test_any_text(fragment):
    _check(fragment)


def _corpus(game_id):
    return fuzz.corpora([game_id])[game_id]


@st.composite
def links(draw):
    """Links put together from plausible and strange parts."""
    game_id = draw(st.sampled_from(GAME_IDS + fuzz.BAD_IDS[:6]))
    real = game_id in spielkiste.GAMES
    game = spielkiste.GAMES.get(game_id)
    parts = []
    if draw(st.booleans()) or not real:
        parts.append(("v", draw(st.sampled_from(["1", "1", "1"] + fuzz.VERSIONS))))
    seed = draw(st.one_of(st.integers(0, 2**64).map(str), st.sampled_from(fuzz.NUMBERS), st.text(max_size=4)))
    parts.append(("s", seed))
    if real:
        names = [o.name for o in game.options]
        values = [v for o in game.options for v in (o.values or ())]
        for _ in range(draw(st.integers(0, 3))):
            parts.append((draw(st.sampled_from(names + ["x", "first ", ""])),
                          draw(st.one_of(st.sampled_from(values + ["", "x"]), st.text(max_size=8)))))
        corpus = _corpus(game_id)
        if draw(st.booleans()):
            parts.append(("p", draw(st.one_of(st.sampled_from([p for _, _, p in corpus.positions]),
                                              st.text(max_size=40)))))
        moves = draw(st.lists(st.one_of(st.sampled_from(corpus.moves),
                                        st.text(alphabet=sorted(fuzz.MOVE_CHARS), max_size=6)), max_size=30))
        if moves:
            parts.append(("m", ".".join(moves)))
    parts = draw(st.permutations(parts))
    raw = draw(st.booleans())
    query = "&".join(f"{k}={v if raw else quote(v, safe='.:-_,/', errors='surrogatepass')}" for k, v in parts)
    return f"{draw(st.sampled_from(['/', '#/', '', '//']))}{game_id}?{query}"


@HYPOTHESIS
@given(links())
def test_structured_links(fragment):
    _check(fragment)


@HYPOTHESIS
@given(st.sampled_from(GAME_IDS), st.integers(0, 2**32), st.data())
def test_mutations_driven_by_hypothesis(game_id, seed, data):
    import random

    corpus = _corpus(game_id)
    rng = random.Random(seed)
    link = data.draw(st.sampled_from(corpus.links))
    others = [_corpus(g) for g in GAME_IDS if g != game_id]
    _check(fuzz.mutate_link(link, rng, corpus, others), game_id)


# -- limits -------------------------------------------------------------------------

@pytest.mark.parametrize("size", [MAX_LINK_LENGTH + 1, 100_000, 1_000_000])
def test_oversize_link_is_refused_before_parsing(size):
    fragment = ("/boxilies?v=1&s=1&m=" + "a." * size)[:size]
    tracemalloc.start()
    start = time.perf_counter()
    with pytest.raises(spielkiste.BadLink, match="too long"):
        spielkiste.match_from_link(fragment)
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert seconds < 0.05
    assert peak < 64 * 1024  # nothing was copied or split


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_longest_link_under_the_limit_is_quick(game_id):
    """A link just under the size limit full of moves: refused by the move count."""
    move = _corpus(game_id).moves[0]
    body = f"/{game_id}?v=1&s=1&m="
    fragment = body + ".".join([move] * ((MAX_LINK_LENGTH - len(body)) // (len(move) + 1)))
    assert len(fragment) <= MAX_LINK_LENGTH
    start = time.perf_counter()
    with pytest.raises(spielkiste.BadLink):
        spielkiste.match_from_link(fragment)
    assert time.perf_counter() - start < 0.5


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_links_under_another_game_id(game_id):
    """A real link with the game id swapped: a sound match or BadLink."""
    for other in GAME_IDS:
        if other == game_id:
            continue
        for link in _corpus(game_id).links[:10]:
            fragment = link.replace(f"/{game_id}?", f"/{other}?", 1)
            CHECKER.failures.clear()
            CHECKER.run("link", other, fragment)
            assert not CHECKER.failures, fragment


# -- bugs the fuzzer found (fixed: kept as regression tests) ------------------------------

def _outcome(fragment):
    try:
        spielkiste.match_from_link(fragment)
    except spielkiste.BadLink:
        return "rejected"
    return "accepted"


@pytest.mark.parametrize("seed_text", ["²", "①", "1²", "١", "１"])
def test_seed_with_a_digit_that_is_not_ascii(seed_text):
    """'²'.isdigit() is True, and int('²') raised a plain ValueError."""
    assert _outcome(f"/boxilies?v=1&s={seed_text}") == "rejected"


def test_link_with_a_start_position_round_trips():
    """Every Boxilies position has '+' between the stones of a hand; the link
    left it bare and parse_qsl read it back as a space."""
    game = spielkiste.GAMES["boxilies"]
    start = game.position(game.initial(game.normalize_options({}), 1))
    assert "+" in start
    match = spielkiste.new_match("boxilies", seed=1, position=start)
    assert spielkiste.match_from_link(match.link()).state == match.state

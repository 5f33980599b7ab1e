"""Solstis tables: the mountain, its beacons and 2x2 blocks, the 15 spirits, and
the end-of-game scoring.

Kept apart from the turn machinery in `solstis.py` because scoring is what the
board, the AI and the tests read most, and it needs nothing but these tables.

Tiles are small ints 0..47 in mountain order, bottom row first; a panorama is two
48-bit masks (real tiles, rainbows), so groups and connections are bit floods.
"""

#: red, orange, green, blue, pink, violet (= purple); in words: the catalogs' `solstis.colour_<letter>`
COLOURS = "ROGBPV"
ROW_RANGES = ((1, 10), (1, 10), (1, 10), (2, 9), (3, 8), (4, 7))  # numbers per row, bottom up

TILES = tuple((row, n) for row, (lo, hi) in enumerate(ROW_RANGES) for n in range(lo, hi + 1))
N_TILES = len(TILES)  # 48
ALL_TILES = (1 << N_TILES) - 1
TILE_NAMES = tuple(f"{COLOURS[r]}{n}" for r, n in TILES)
TILE_INDEX = {name: i for i, name in enumerate(TILE_NAMES)}
_AT = {rn: i for i, rn in enumerate(TILES)}
ROW_OF = tuple(r for r, _ in TILES)
NUMBER_OF = tuple(n for _, n in TILES)


def _mask(cells):
    m = 0
    for c in cells:
        m |= 1 << c
    return m


#: orthogonal neighbours of each place, as a mask
NEIGHBOURS = tuple(
    _mask(_AT[rn] for rn in ((r, n - 1), (r, n + 1), (r - 1, n), (r + 1, n)) if rn in _AT)
    for r, n in TILES)
#: tiles that match a tile by colour or number (not the tile itself)
MATCHES = tuple(
    _mask(j for j, (r2, n2) in enumerate(TILES) if j != i and (r2 == r or n2 == n))
    for i, (r, n) in enumerate(TILES))
RED_ROW = _mask(i for i, (r, _) in enumerate(TILES) if r == 0)
BEACONS = _mask(TILE_INDEX[name] for name in ("B2", "B9", "P3", "P8", "V4", "V5", "V6", "V7"))

#: 2x2 blocks: named by their lower-left place; mask of the four places
BLOCKS = tuple(
    (_AT[(r, n)], _mask((_AT[(r, n)], _AT[(r, n + 1)], _AT[(r + 1, n)], _AT[(r + 1, n + 1)])))
    for r, n in TILES
    if (r, n + 1) in _AT and (r + 1, n) in _AT and (r + 1, n + 1) in _AT)
BLOCK_MASKS = tuple(m for _, m in BLOCKS)
BLOCK_NAMES = tuple(TILE_NAMES[c] for c, _ in BLOCKS)
BLOCK_INDEX = {name: b for b, name in enumerate(BLOCK_NAMES)}
CORNER_BLOCK = {c: b for b, (c, _) in enumerate(BLOCKS)}


def _row_pairs():
    """Per pair of rows: the index step from a place to the one above it (the same
    for every column of the pair) and the mask of block corners in the lower row,
    so all blocks of a row pair are tested with four shifts at once."""
    pairs = []
    for row in range(5):
        corners = [c for c, _ in BLOCKS if TILES[c][0] == row]
        steps = {_AT[(row + 1, TILES[c][1])] - c for c in corners}
        if len(steps) != 1:  # the tile layout is a table of this module: a typo must not pass
            raise RuntimeError(f"the rows {row} and {row + 1} are not aligned column by column")
        pairs.append((steps.pop(), _mask(corners)))
    return tuple(pairs)


ROW_PAIRS = _row_pairs()

#: the spirits' ids; in words: the catalogs' `solstis.spirit_<id>`
SPIRITS = ("trout", "deer", "eagle", "bear", "dragonfly", "beetle", "marmot",
           "bee", "ladybug", "wolf", "squirrel", "bird", "lizard", "butterfly", "beaver")
SPIRIT_INDEX = {name: s for s, name in enumerate(SPIRITS)}
(TROUT, DEER, EAGLE, BEAR, DRAGONFLY, BEETLE, MARMOT,
 BEE, LADYBUG, WOLF, SQUIRREL, BIRD, LIZARD, BUTTERFLY, BEAVER) = range(15)
IMMEDIATE = frozenset(range(TROUT, MARMOT + 1))
END_GAME = frozenset(range(BEE, BUTTERFLY + 1))

#: the categories of the score breakdown, in the order they are shown
CATEGORIES = ("group", "beacons", "spirits", "bee", "ladybug", "wolf", "bird", "lizard",
              "butterfly")
CATEGORY_SPIRIT = {"bee": BEE, "ladybug": LADYBUG, "wolf": WOLF, "bird": BIRD,
                   "lizard": LIZARD, "butterfly": BUTTERFLY}


def bits(mask):
    """The set bits of `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def popcount(mask):
    return bin(mask).count("1")


def union_of(table: tuple[int, ...], mask: int) -> int:
    """The union of the masks `table[i]` over the set bits i of `mask` (the places next
    to some place, the places under some spirit)."""
    found = 0
    for i in bits(mask):
        found |= table[i]
    return found


def neighbours_of(mask):
    """Every place orthogonally next to some place of `mask`."""
    return union_of(NEIGHBOURS, mask)


def areas(occupied):
    """The orthogonally connected areas of `occupied`, each a mask."""
    found = []
    rest = occupied
    while rest:
        area = frontier = rest & -rest
        while frontier:
            frontier = neighbours_of(frontier) & rest & ~area
            area |= frontier
        found.append(area)
        rest &= ~area
    return found


def spirit_cells(block_mask):
    """The places covered by the spirits lying on the blocks in `block_mask`."""
    return union_of(BLOCK_MASKS, block_mask)


def complete_blocks(occupied):
    """Indices of the 2x2 blocks whose four places are all in `occupied`."""
    corners = 0
    for up, valid in ROW_PAIRS:
        corners |= occupied & (occupied >> 1) & (occupied >> up) & (occupied >> (up + 1)) & valid
    return [CORNER_BLOCK[c] for c in bits(corners)]


SUMMIT = _mask(TILE_INDEX[name] for name in ("V5", "V6"))  # the summit fire lies across both


def fires(mask: int, published: bool) -> int:
    """Fires on the real tiles `mask`. The published tiles carry a ninth fire on the
    summit, drawn across V5 and V6: it counts when both do (V5 and V6 count 1.5
    each, the total rounded down, as the official adaptation does)."""
    n = popcount(BEACONS & mask)
    if published and mask & SUMMIT == SUMMIT:
        n += 1
    return n


def breakdown(real, rainbows, spirits, cancelled, published=False):
    """Points of one panorama by category, plus 'total' and 'tiles' (tie-break).

    Rainbows connect areas and paths to the red row but score no group point;
    a cancelled spirit (Evil Beaver) and the Beaver itself count for nothing.
    `published`: the published game's rules (issue 26): the summit fire, and the
    largest area chosen by its places (rainbows included; ties: more real tiles),
    scoring its real tiles. Otherwise the area with the most real tiles scores.
    """
    occupied = real | rainbows
    found = areas(occupied)
    if published:
        group = max(((popcount(a), popcount(a & real)) for a in found), default=(0, 0))[1]
    else:
        group = max((popcount(a & real) for a in found), default=0)
    lit_area = 0
    for a in found:
        if a & RED_ROW:
            lit_area |= a
    lit = fires(real & lit_area, published)
    dark = fires(real & ~lit_area, published)
    active = [s for s in spirits if s != BEAVER and s != cancelled]
    owned = set(active)
    per = {
        BEE: sum(s in IMMEDIATE for s in active),
        LADYBUG: dark,
        WOLF: len(found),
        BIRD: sum(s in END_GAME and s != BIRD for s in active),
        LIZARD: popcount(rainbows),
        BUTTERFLY: lit,
    }
    result = {"group": group, "beacons": lit, "spirits": len(active)}
    for name, spirit in CATEGORY_SPIRIT.items():
        result[name] = per[spirit] if spirit in owned else 0
    result["total"] = sum(result[c] for c in CATEGORIES)
    result["tiles"] = popcount(real)
    return result


RAINBOWS = 12


def face_up(s) -> int:
    """Mask of the face-up display tiles (of a State or a work copy alike)."""
    m = 0
    for top, _ in s.display:
        if top >= 0:
            m |= 1 << top
    return m


def rainbow_supply(s) -> int:
    """Rainbows not in a panorama and not waiting to be placed (as a turn step, or
    beside an empty panorama in the published game)."""
    waiting = sum(1 for t in s.todo if t[0] == "rainbow") + sum(s.waiting)
    return RAINBOWS - popcount(s.rainbows[0]) - popcount(s.rainbows[1]) - waiting

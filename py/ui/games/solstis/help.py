"""Help for each kind of Solstis piece, in the words of the rule text (and of
rules/solstis.<lang>.html): the mountain tiles and where they lie, rainbows, beacons,
and every mountain spirit (keyed by the engine's spirit names)."""

# the texts: "solstis.help.<piece>" in locale/*.po
PIECES = (
    "tile", "hand", "display", "face_down", "rainbow", "beacon", "block", "barren", "spirit_row", "trout", "deer",
    "eagle", "bear", "dragonfly", "beetle", "marmot", "bee", "ladybug", "wolf", "squirrel", "bird", "lizard",
    "butterfly", "beaver",
)

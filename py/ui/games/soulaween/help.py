"""Help for each kind of Soulaween piece, in the words of the rule text (and of
rules/soulaween.<lang>.html): one or two short sentences per language."""

# the texts: "soulaween.help.<piece>" in locale/*.po
PIECES = (
    "piece", "chain", "vulture", "death", "cloth", "scythe", "needle", "anubis", "anubis_token", "hei",
    "bai", "wuchang",
)

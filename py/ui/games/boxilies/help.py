"""Help for each kind of Boxilies piece, in the words of the rule text (and of
rules/boxilies.<lang>.html)."""

PIECES = ("stone", "side", "captured", "rotation")  # the texts: "boxilies.help.<piece>" in locale/*.po

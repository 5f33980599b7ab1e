"""Help for each kind of İye spirit and for the drum, in the words of the rule text (and
of rules/iye.<lang>.html): how it moves the drum when spent, and what its majority scores."""

PIECES = ("S", "H", "T", "W", "O", "drum")  # the texts: "iye.help.<piece>" in locale/*.po

"""The club's own file, club.toml, and who its players are.

config.py     club.toml read and checked: the roster, table points, the season, the tie-break
club_toml.py  club.toml written back on the secretary's laptop
roster.py     a name typed at a table joined to the roster's person
aliases.py    a player's other spellings merged under one name (players.json)
tie_break.py  the tie-break orders a club may choose
"""

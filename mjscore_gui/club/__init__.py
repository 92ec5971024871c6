"""The club's analytics, above the ledger: what the table asks after a night and across
nights. Read through the ledger's public API only; the ledger never imports this package.

nights.py      a ledger session read once into a plain `Night` (the seam with storage)
night_stats.py running totals for the chart, per-player statistics for one night or many
statistics.py  per-player figures for one ledger session (`mjscore ledger stats`)
standings.py   the club's table across nights, between two dates
settle_up.py   the fewest transfers that square a night, and the group-chat lines
what_if.py     a finished night re-settled under other rules
aliases.py     a player's other spellings merged under one name (players.json)
folder.py      the club folder setting of this laptop (club.json): folder, since, picked, secretary
folder_files.py  the names in a club folder, and writing a file there atomically
publish.py     this ledger's sessions out to the club folder (one file each, tombstones)
sync.py        the club folder in: other laptops' sessions as read-only copies, bad files skipped
draw.py        the seating draw of a night of several tables: who sits where each round
plan.py        that plan as data: JSON, saved into the club folder, where each player goes next
plan_page.py   the plan as text and as a printable bilingual page
"""

"""Looking back at nights: what the table asks after a night and across nights.

nights.py         a ledger session read once into a plain `Night` (the seam with storage)
night_stats.py    per-player statistics for one night or many, and the chart's running totals
statistics.py     per-player figures for one ledger session (`mjscore ledger stats`)
standings.py      the club's table across nights, between two dates
settle_up.py      the fewest transfers that square a night (zero_sum.py's search), and the chat lines
what_if.py        a finished night re-settled under other rules
evening.py        the sessions of one evening at this table (the 06:00 rule)
club_evenings.py  the club's evenings across tables, from this ledger and the club folder's copies
tonight.py        tonight's board across tables
season.py         the season: members ranked by table points, guests apart
"""

"""The club, above the ledger: a night of several tables and the nights looked back on.
Read through the ledger's public API only; the ledger never imports this package.

seating/   the seating draw of a night of several tables, the plan it makes, the plan printed
folder/    the club folder shared by the tables' laptops: this laptop's setting, publishing
           its sessions, reading the others' as read-only copies
members/   the club's club.toml: the roster, table points, the season's settings; player aliases
results/   looking back: a night read once, its statistics, standings, settle-up, what-if,
           tonight across tables, the season
"""

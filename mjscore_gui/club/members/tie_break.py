"""What club.toml's `tie_break` may name: config.py checks the file against it, the season
and tonight's board rank on it (tonight.py's `measure`), and `mjscore club standings --help`
lists it. Apart from config.py so that listing it does not load club.toml's reader at every
`mjscore` start (cli/club_args.py)."""

from __future__ import annotations

# For each, more is better. The season and tonight's board rank on the first, then the
# next, then by name.
TIE_BREAK_KEYS: dict[str, str] = {
    "table_points": "the table points added up over the rounds played",
    "total": "the money won, exact",
    "average": "the money won per night",
    "hands_won": "the hands won",
    "biggest_hand": "the biggest hand's faan",
    "nights": "the nights played",
}

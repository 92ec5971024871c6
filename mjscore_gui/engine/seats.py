"""The four seats, named by their seat wind, in playing order: East (the dealer) first.

One table for the whole program: the engine reads seat and round winds with it, the
settlement pays between these seats, and the faces label them.
"""

from __future__ import annotations

SEATS: tuple[str, ...] = ("E", "S", "W", "N")
WIND_NAMES: dict[str, str] = {"E": "East", "S": "South", "W": "West", "N": "North"}
WIND_NAMES_ZH: dict[str, str] = {"E": "東", "S": "南", "W": "西", "N": "北"}
DEALER = "E"

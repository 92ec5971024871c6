"""MJScore: a Hong Kong mahjong scorekeeper for the table."""

__version__ = "0.1.0"

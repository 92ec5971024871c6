"""The window's parts: the palettes, the hand, how it was won, the result, the totals, the ledger (the club's parts are in gui/club/)."""

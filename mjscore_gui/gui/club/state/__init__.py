"""The club's window's state, free of Qt: the club folder's link, the roster, the scoreboard,
the season, settling tonight, tonight's plan."""

"""The dialogs the window opens: entering a faan-only hand, a false win or a penalty, players and sessions, rules and rulesets, the club's standings, statistics, settle-up and what-if."""

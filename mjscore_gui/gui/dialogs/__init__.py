"""The dialogs the window opens: entering a faan-only hand, a false win or a penalty, players and sessions, rules and rulesets (the club's are in gui/club/)."""

"""The main window and what it is built with: its menus, recording and editing, the
error dialog, the ledger file's check, the rulebook menu items."""

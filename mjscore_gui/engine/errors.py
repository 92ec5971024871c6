class HandError(ValueError):
    """A hand that cannot be scored, with a message a player can act on."""

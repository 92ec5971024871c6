class CliError(Exception):
    """A problem with what the user gave the command; printed as one line."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.exit_code = exit_code

"""A minimal change-notification mixin, so models stay free of Qt signals."""

from __future__ import annotations

from collections.abc import Callable


class Observable:
    def __init__(self) -> None:
        self._listeners: list[Callable[[], None]] = []

    def subscribe(self, callback: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback)

    def _changed(self) -> None:
        # Every view hears of the change even if one of them fails; the first failure
        # is then raised, so it reaches the error dialog instead of vanishing.
        error = None
        for callback in list(self._listeners):
            try:
                callback()
            except Exception as exc:
                error = error or exc
        if error is not None:
            raise error

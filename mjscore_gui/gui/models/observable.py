"""A minimal change-notification mixin, so models stay free of Qt signals."""

from __future__ import annotations

from typing import Callable


class Observable:
    def __init__(self) -> None:
        self._listeners: list[Callable[[], None]] = []

    def subscribe(self, callback: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback()

"""Plain-Python state behind the window (no Qt): the hand being built and the table."""

from mjscore_gui.gui.state.hand_builder import HandBuilder

__all__ = ["HandBuilder"]

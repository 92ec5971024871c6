"""Pictures both faces draw: the night's chart, the summary and tonight's pictures (window and command line)."""

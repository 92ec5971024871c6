"""Help > Scoring rules: the current ruleset as a page a player reads at the table,
generated from the ruleset's data (rules_page.py) with the tile art drawn by Qt, and
saved as a Markdown or HTML file on request."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from mjscore_gui.engine import Ruleset
from mjscore_gui.gui.state import text
from mjscore_gui.gui.widgets.actions import dialog_buttons, named
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.paths import documents_dir
from mjscore_gui.pictures.tile_art import tile_pixmap
from mjscore_gui.rules_page import build_page, to_html, to_markdown

TILE_HEIGHT = 40


class ScoringRulesDialog(GuardedDialog):
    def __init__(self, ruleset: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoring-rules")
        chinese = text.is_chinese()  # every line of the page in Chinese, the title too
        name = ruleset.name_zh if chinese and ruleset.name_zh else f"{ruleset.name} {ruleset.name_zh}"
        self.setWindowTitle(self.tr("Scoring rules: {0}").format(name.strip()))
        self.ruleset = ruleset
        self.page = build_page(ruleset, "zh_HK" if chinese else "en")
        layout = QVBoxLayout(self)
        self.browser = named(QTextBrowser(), "rules-page")
        self.browser.setOpenExternalLinks(False)
        document = self.browser.document()
        examples = (entry.example for section in self.page.sections for entry in section.patterns)
        for token in {token for example in examples for tiles in example for token in tiles}:
            image = tile_pixmap(token, TILE_HEIGHT, self.devicePixelRatioF()).toImage()
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"tile:{token}"), image)
        page = to_html(self.page, tile_src=lambda t: f"tile:{t}", tile_height=TILE_HEIGHT)
        # 莊家 and the other words of the table stay whole at the end of a line.
        self.browser.setHtml(text.keep_words(page) if chinese else page)
        layout.addWidget(self.browser, 1)
        buttons = dialog_buttons(self, QDialogButtonBox.StandardButton.Close)
        save = named(QPushButton(self.tr("&Save as file…")), "rules-page-save")
        save.clicked.connect(self.save_dialog)
        buttons.addButton(save, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)
        self.resize(820, 680)

    def save_dialog(self) -> None:
        default = documents_dir() / f"{self.ruleset.id}-rules.html"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the scoring rules"), str(default), self.tr("Web page (*.html);;Markdown (*.md)")
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> None:
        # The Markdown is the English page of docs/rules/ (`mjscore rules show --format md`).
        markdown = path.suffix.lower() == ".md"
        page = to_markdown(build_page(self.ruleset)) if markdown else to_html(self.page)
        path.write_text(page, encoding="utf-8")

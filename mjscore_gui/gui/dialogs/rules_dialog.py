"""The rules dialog, generated from the ruleset's own declarations: every setting in
`all_settings()` and every pattern of the ruleset gets its control, so a new setting
or pattern appears here without touching this file. OK applies from the next hand;
Cancel changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mjscore_gui.engine import Ruleset, RulesetError
from mjscore_gui.engine.patterns import CATEGORIES, PATTERNS
from mjscore_gui.engine.settings import SettingSpec, all_settings
from mjscore_gui.gui.state.rules_form import checked_ruleset
from mjscore_gui.gui.state.text import choice_text, is_chinese, shown_name
from mjscore_gui.gui.widgets import style
from mjscore_gui.gui.widgets.actions import dialog_buttons, named
from mjscore_gui.gui.widgets.plain import PlainLabel, wrapped_label
from mjscore_gui.gui.widgets.wheel_guard import GuardedDialog
from mjscore_gui.rulebook import RulesetLibrary


class RulesDialog(GuardedDialog):
    def __init__(self, current: Ruleset, parent=None, library: RulesetLibrary | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-dialog")
        self.setWindowTitle(self.tr("Rules and payouts 規則"))
        self.current = current
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.preset = named(QComboBox(), "rules-preset")
        # The presets and the club's house rulesets (Rules > Manage rulesets).
        self.library = library or RulesetLibrary(None)
        for entry in self.library.entries():
            name = shown_name("", entry.name_zh) or f"{entry.name} {entry.name_zh}".strip()
            self.preset.addItem(name, entry.id)
        index = self.preset.findData(current.id)
        self.preset.setCurrentIndex(max(index, 0))
        self.preset.activated.connect(lambda _i: self._load(self.library.get(self.preset.currentData())))
        top.addRow(self.tr("&Preset:"), self.preset)
        layout.addLayout(top)

        tabs = QTabWidget()
        settings_page = QWidget()
        self.settings_grid = QGridLayout(settings_page)
        self.settings_grid.setColumnStretch(0, 1)
        self.settings_grid.setVerticalSpacing(8)
        tabs.addTab(_scrolled(settings_page), self.tr("Table rules"))
        patterns_page = QWidget()
        self.patterns_grid = QGridLayout(patterns_page)
        tabs.addTab(_scrolled(patterns_page), self.tr("Faan of each pattern"))
        layout.addWidget(tabs, 1)

        self.error = wrapped_label("", "rules-error")
        self.error.setStyleSheet(style.ERROR_TEXT)
        layout.addWidget(self.error)
        note = PlainLabel(
            self.tr("New rules apply from the next hand; recorded hands keep the rules they were played under.")
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(dialog_buttons(self, name="rules-buttons"))

        self.getters: dict[str, Callable[[], Any]] = {}
        self.setters: dict[str, Callable[[Any], None]] = {}
        self.pattern_spins: dict[str, QSpinBox] = {}
        self._build_settings()
        self.settings_grid.setRowStretch(len(all_settings()), 1)
        self._load(current)
        self.resize(780, 700)

    # -- generated controls ------------------------------------------------------

    def _build_settings(self) -> None:
        for row, spec in enumerate(all_settings()):
            widget, get, set_ = self._control(spec)
            widget.setObjectName(f"setting-{spec.key}")
            tip = (spec.help + (f"\n({spec.source})" if spec.source else "")).strip()
            widget.setToolTip(tip)
            # In Chinese the Chinese label alone; in English both, as players say them.
            label = PlainLabel(shown_name(spec.label, spec.label_zh))
            label.setBuddy(widget)
            label.setToolTip(tip)
            label.setWordWrap(True)
            self.settings_grid.addWidget(label, row, 0)
            if not is_chinese():
                zh = PlainLabel(spec.label_zh)
                zh.setToolTip(tip)
                self.settings_grid.addWidget(zh, row, 1)
            self.settings_grid.addWidget(widget, row, 2)
            self.getters[spec.key] = get
            self.setters[spec.key] = set_
        payout = self.findChild(QComboBox, "setting-payout")
        custom = self.findChild(QLineEdit, "setting-custom_table")
        if payout is not None and custom is not None:

            def sync(*_: object) -> None:
                custom.setEnabled(payout.currentData() == "custom")

            payout.currentIndexChanged.connect(sync)
            self._sync_custom = sync

    def _control(self, spec: SettingSpec):
        if spec.kind == "bool":
            box = QCheckBox()
            return box, box.isChecked, lambda v: box.setChecked(bool(v))
        if spec.kind == "int":
            spin = QSpinBox()
            spin.setRange(
                spec.minimum if spec.minimum is not None else 0, spec.maximum if spec.maximum is not None else 1000
            )
            return spin, spin.value, lambda v: spin.setValue(int(v))
        if spec.kind == "choice":
            combo = QComboBox()
            for value, label in spec.choices:
                combo.addItem(choice_text(label), value)
            return combo, combo.currentData, lambda v: combo.setCurrentIndex(max(combo.findData(v), 0))
        edit = QLineEdit()
        if spec.kind == "decimal":

            def get(edit=edit, spec=spec):
                try:
                    return Decimal(edit.text().strip())
                except InvalidOperation:
                    raise RulesetError(f"{spec.label}: {edit.text()!r} is not a number") from None

            return edit, get, lambda v: edit.setText(str(v))
        return edit, lambda: edit.text(), lambda v: edit.setText(str(v or ""))

    def _load(self, ruleset: Ruleset) -> None:
        for key, set_ in self.setters.items():
            if key in ruleset.settings:
                set_(ruleset.settings[key])
        if hasattr(self, "_sync_custom"):
            self._sync_custom()
        while self.patterns_grid.count():
            item = self.patterns_grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.hide()
                old.deleteLater()
        self.pattern_spins.clear()
        self.patterns_grid.addWidget(QLabel(self.tr("<b>Pattern</b>")), 0, 0, 1, 2)
        self.patterns_grid.addWidget(QLabel(self.tr("<b>Faan</b> (0 = not played)")), 0, 2)
        rules = sorted(
            ruleset.patterns.values(),
            key=lambda r: (CATEGORIES.index(PATTERNS[r.id].category), list(PATTERNS).index(r.id)),
        )
        for row, rule in enumerate(rules, start=1):
            pattern = PATTERNS[rule.id]
            limit = self.tr(" (limit)") if rule.limit else ""
            zh = PlainLabel(pattern.name_zh + (limit if is_chinese() else ""))
            en = PlainLabel(pattern.name + limit)
            if is_chinese():
                en.hide()  # in Chinese the Chinese name alone
            spin = named(QSpinBox(), f"pattern-{rule.id}")
            spin.setRange(0, 20)
            spin.setValue(rule.faan)
            for w in (zh, en, spin):
                w.setToolTip(pattern.doc + (f"\n({rule.source})" if rule.source else ""))
            self.patterns_grid.addWidget(zh, row, 0)
            self.patterns_grid.addWidget(en, row, 1)
            self.patterns_grid.addWidget(spin, row, 2)
            self.pattern_spins[rule.id] = spin
        self._base = ruleset

    # -- result ------------------------------------------------------------------

    def ruleset(self) -> Ruleset:
        """The ruleset the controls describe; raises RulesetError (a ValueError) if not valid."""
        settings = {key: get() for key, get in self.getters.items()}
        # The current rules, or the preset picked since, with what the controls say.
        return checked_ruleset(self._base, settings, {pid: spin.value() for pid, spin in self.pattern_spins.items()})

    def accept(self) -> None:
        try:
            self.ruleset()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        super().accept()


def _scrolled(page: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    return area

"""A seating plan on screen: one row per round, one column per table, each cell the
table's players in seat order (East, South, West, North, and at a table of five the
fifth, who sits out the first hand), in English and Chinese alike, so the picture
printed from it (`plan_picture`) reads for every player."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from mjscore_gui.club.seating.plan import WINDS, Plan
from mjscore_gui.club.seating.plan_page import WIND_ZH, round_zh
from mjscore_gui.gui.club.parts import set_type
from mjscore_gui.gui.widgets.actions import named
from mjscore_gui.gui.widgets.plain import PlainLabel

PLAYED = QColor("#eeeeee")


def seat_label(seat: int) -> str:
    return f"{WINDS[seat]} {WIND_ZH[WINDS[seat]]}" if seat < len(WINDS) else "5th 第五"


class PlanView(QTableWidget):
    def __init__(self, chinese_name: Callable[[str], str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tonight-plan")
        self.chinese_name = chinese_name or (lambda name: "")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        self.plan: Plan | None = None

    def set_plan(self, plan: Plan | None) -> None:
        self.plan = plan
        self.clear()
        if plan is None:
            self.setRowCount(0)
            self.setColumnCount(0)
            return
        tables = max(len(r) for r in plan.rounds)
        self.setRowCount(len(plan.rounds))
        self.setColumnCount(tables)
        self.setHorizontalHeaderLabels([f"Table {n} · {n}號枱" for n in range(1, tables + 1)])
        self.setVerticalHeaderLabels(
            [
                f"Round {n}\n{round_zh(n)}" + ("\n(played 已打)" if n <= plan.kept_rounds else "")
                for n in range(1, len(plan.rounds) + 1)
            ]
        )
        for r, round_tables in enumerate(plan.rounds):
            for t in round_tables:
                lines = []
                for seat, name in enumerate(t.players):
                    zh = self.chinese_name(name)
                    lines.append(f"{seat_label(seat)}  {name}" + (f" {zh}" if zh else ""))
                item = QTableWidgetItem("\n".join(lines))
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip("\n".join(lines))
                if r + 1 <= plan.kept_rounds:
                    item.setBackground(PLAYED)
                self.setItem(r, t.number - 1, item)
        self.resizeColumnsToContents()
        self.resizeRowsToContents()

    def cell_text(self, round_: int, table: int) -> str:
        item = self.item(round_ - 1, table - 1)
        return item.text() if item is not None else ""

    def full_size(self) -> tuple[int, int]:
        """The size that shows every cell without scrolling."""
        # The headers' size hints: their geometry is not laid out until the view is shown.
        width = self.verticalHeader().sizeHint().width() + sum(self.columnWidth(c) for c in range(self.columnCount()))
        height = self.horizontalHeader().sizeHint().height() + sum(self.rowHeight(r) for r in range(self.rowCount()))
        return width + 2 * self.frameWidth() + 2, height + 2 * self.frameWidth() + 2


def plan_picture(plan: Plan, chinese_name: Callable[[str], str] | None = None) -> QPixmap:
    """The whole plan as a picture (for Print…): a bilingual title and every round."""
    page = named(QWidget(), "plan-picture")
    page.setStyleSheet("QWidget#plan-picture { background: white; }")
    layout = QVBoxLayout(page)
    title = PlainLabel(
        f"Seating plan · 座位表   {plan.date} · {len(plan.players)} players 位玩家 · "
        f"{len(plan.rounds)} rounds 輪 · evening {plan.evening}"
    )
    layout.addWidget(set_type(title, 1.3))
    view = set_type(PlanView(chinese_name), 1.2, bold=False)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.set_plan(plan)
    width, height = view.full_size()
    view.setFixedSize(width, height)
    layout.addWidget(view)
    note = PlainLabel(
        "At a table of five the fifth sits out the first hand, then takes the seat of the next in turn.\n"
        "五人枱：第五位首局輪空，之後按次序輪流。"
    )
    layout.addWidget(note)
    page.adjustSize()
    page.resize(max(page.sizeHint().width(), width + 24), page.sizeHint().height())
    picture = page.grab()
    page.deleteLater()
    return picture

"""The table: a grid of cells with tiles, meld frames and live marks.

The scene is a picture of :meth:`GameController.display_table`: every call to
:meth:`TableScene.sync` moves tile items to match it (gliding when a
computer's play is being shown), frames each meld green when it is valid and
red when not, and marks the tiles of the last play. It never decides
anything; cell arithmetic is all it adds.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import Final

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QWidget

from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.table import MAX_COLUMNS, MAX_ROWS, Cell, Table
from rummy_desktop.core.tiles import ALL_TILES, Tile
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.rule_words import describe_meld
from rummy_desktop.ui.themes import current_theme
from rummy_desktop.ui.tile_art import CELL_H, CELL_W, TILE_H, TILE_W, TileLook
from rummy_desktop.ui.tile_item import HintGhost, TileItem

MARGIN: Final = 14.0
PLAY_MIN_ROWS: Final = 3
PLAY_MIN_COLUMNS: Final = 13
"""The smallest part of the grid the table zooms to fit, so an empty table keeps sane tiles."""
FELT: Final = QColor("#2f6b4f")
FELT_CELL: Final = QColor(255, 255, 255, 22)
VALID_FRAME: Final = QColor(190, 255, 200, 150)
INVALID_FRAME: Final = QColor("#ff4d4d")
INVALID_FILL: Final = QColor(255, 60, 60, 55)


class TableScene(QGraphicsScene):
    """Tiles on the table grid, redrawn from the controller's table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items_by_id: dict[int, TileItem] = {}
        self._frames: list[QGraphicsPathItem] = []
        self.ghosts: dict[int, HintGhost] = {}
        self._cells_path = QPainterPath()
        self.rows = 0
        self.columns = 0
        self.base_rows, self.base_columns = 8, 24
        self.play_rows, self.play_columns = PLAY_MIN_ROWS, PLAY_MIN_COLUMNS
        self._resize_grid(8, 24)

    # -- geometry -----------------------------------------------------------
    def cell_pos(self, cell: Cell) -> QPointF:
        """Top-left corner of a tile standing on ``cell``."""
        row, col = cell
        return QPointF(
            MARGIN + col * CELL_W + (CELL_W - TILE_W) / 2,
            MARGIN + row * CELL_H + (CELL_H - TILE_H) / 2,
        )

    def cell_rect(self, cell: Cell) -> QRectF:
        row, col = cell
        return QRectF(MARGIN + col * CELL_W, MARGIN + row * CELL_H, CELL_W, CELL_H)

    def cell_at(self, point: QPointF) -> Cell | None:
        """The cell under a scene point; None off the table."""
        col = int((point.x() - MARGIN) // CELL_W)
        row = int((point.y() - MARGIN) // CELL_H)
        if not (0 <= row < min(self.rows, MAX_ROWS) and 0 <= col < min(self.columns, MAX_COLUMNS)):
            return None
        return (row, col)

    def spawn_point(self) -> QPointF:
        """Where tiles from a rack enter the table when a computer plays them."""
        return QPointF(MARGIN + self.columns * CELL_W / 2 - TILE_W / 2, MARGIN + self.rows * CELL_H)

    def grid_rect(self) -> QRectF:
        return QRectF(MARGIN, MARGIN, self.columns * CELL_W, self.rows * CELL_H)

    def base_rect(self) -> QRectF:
        """The table's own size with its margin: what the view fits, whatever grows."""
        return QRectF(
            0.0, 0.0, self.base_columns * CELL_W + 2 * MARGIN, self.base_rows * CELL_H + 2 * MARGIN
        )

    def play_rect(self) -> QRectF:
        """The melds in play with a margin of free cells for a new meld, from the top left."""
        return QRectF(
            0.0, 0.0, self.play_columns * CELL_W + 2 * MARGIN, self.play_rows * CELL_H + 2 * MARGIN
        )

    # -- redrawing ----------------------------------------------------------
    def sync(
        self,
        table: Table,
        *,
        max_jokers: int = 2,
        last_played: Collection[int] = (),
        this_turn: Collection[int] = (),
        glide_ms: int = 0,
        fit_grid: bool = True,
    ) -> None:
        """Make the picture match ``table``; tiles that moved glide if asked.

        With ``fit_grid`` off (while a player is rearranging), the size the
        view fits stays as it was, so the tiles do not rescale under the
        mouse when the grid grows; the growth is reached by scrolling.
        """
        if fit_grid:
            self.base_rows = min(MAX_ROWS, table.rows)
            self.base_columns = min(MAX_COLUMNS, table.columns)
        used_rows = 1 + max((r for r, _ in table.cells()), default=-1)
        used_cols = 1 + max((c for _, c in table.cells()), default=-1)
        if fit_grid:
            # A free row below and room for a three-tile meld and its gap beside.
            self.play_rows = min(self.base_rows, max(PLAY_MIN_ROWS, used_rows + 1))
            self.play_columns = min(self.base_columns, max(PLAY_MIN_COLUMNS, used_cols + 4))
        self._resize_grid(
            min(MAX_ROWS, max(table.rows, used_rows + 1)),
            min(MAX_COLUMNS, max(table.columns, used_cols + 1)),
        )
        shown = {t.id: cell for cell, t in table.cells().items()}
        for tid in list(self.items_by_id):
            if tid not in shown:
                self.removeItem(self.items_by_id.pop(tid))
        for tid, cell in shown.items():
            item = self.items_by_id.get(tid)
            if item is None:
                item = TileItem(ALL_TILES[tid])
                item.setPos(self.spawn_point() if glide_ms else self.cell_pos(cell))
                self.addItem(item)
                self.items_by_id[tid] = item
            item.glide_to(self.cell_pos(cell), glide_ms)
            item.set_look(TileLook(last_played=tid in last_played, this_turn=tid in this_turn))
        self._draw_frames(table, max_jokers)

    def show_hint(self, moves: Collection[tuple[Tile, Cell]]) -> None:
        """Ghost the tiles of one hint step on the cells they go to, and mark the
        table tiles that move; no moves clears the ghosts."""
        for ghost in self.ghosts.values():
            self.removeItem(ghost)
        self.ghosts = {}
        for t, cell in moves:
            ghost = HintGhost(t)
            ghost.setPos(self.cell_pos(cell))
            self.addItem(ghost)
            self.ghosts[t.id] = ghost
            item = self.items_by_id.get(t.id)
            if item is not None:
                item.set_look(replace(item.look, hinted=True))

    def _draw_frames(self, table: Table, max_jokers: int) -> None:
        for frame in self._frames:
            self.removeItem(frame)
        self._frames = []
        for meld in table.melds():
            check = check_meld(meld.kinds, max_jokers)
            first = self.cell_rect(meld.cells[0])
            rect = QRectF(first.topLeft(), self.cell_rect(meld.cells[-1]).bottomRight())
            path = QPainterPath()
            path.addRoundedRect(rect.adjusted(1.0, 1.0, -1.0, -1.0), 7.0, 7.0)
            frame = QGraphicsPathItem(path)
            if check.valid:
                frame.setPen(QPen(VALID_FRAME, 2.0))
                frame.setBrush(QBrush(QColor(255, 255, 255, 18)))
                frame.setToolTip(describe_meld(check))
            else:
                pen = QPen(INVALID_FRAME, 3.0, Qt.PenStyle.DashLine)
                frame.setPen(pen)
                frame.setBrush(QBrush(INVALID_FILL))
                frame.setToolTip(describe_meld(check))
            frame.setZValue(1.0)
            frame.setData(0, "valid" if check.valid else "invalid")
            frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(frame)
            self._frames.append(frame)

    def retheme(self) -> None:
        """Repaint every tile and the cloth in the current theme."""
        for item in self.items_by_id.values():
            item.retheme()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.update()

    def frames(self) -> list[QGraphicsPathItem]:
        return list(self._frames)

    def _resize_grid(self, rows: int, columns: int) -> None:
        if (rows, columns) == (self.rows, self.columns):
            return
        self.rows, self.columns = rows, columns
        path = QPainterPath()
        for row in range(rows):
            for col in range(columns):
                path.addRoundedRect(
                    self.cell_rect((row, col)).adjusted(3.0, 3.0, -3.0, -3.0), 5.0, 5.0
                )
        self._cells_path = path
        self.setSceneRect(
            QRectF(0.0, 0.0, columns * CELL_W + 2 * MARGIN, rows * CELL_H + 2 * MARGIN)
        )
        self.update()

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # One path for all cells: a single call, so a repaint needs little Python.
        felt = QColor(current_theme().felt)
        painter.fillRect(rect, felt.darker(115))
        painter.fillRect(self.sceneRect(), felt)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(FELT_CELL)
        painter.drawPath(self._cells_path)
        painter.restore()

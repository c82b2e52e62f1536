"""A game window with screen-reader support on a real X display, for :mod:`bus_side`.

Run by ``check.sh`` under Xvfb and an AT-SPI bus: ``tiles`` lays a run and
half a group (so the strip under the table says what is wrong), then ends the
turn; ``cards`` deals a 500 Rum position, takes the seat, draws and lays a run
by keys. Every announcement is printed as ``said: ...``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def tiles(app: QApplication, folder: Path) -> object:
    from rummy_desktop.app.controller import GameController
    from rummy_desktop.app.setup import GameSetup
    from rummy_desktop.ui.window import MainWindow
    from tests.ui.conftest import ANN_COMPUTER, make_services, position
    from tests.ui.doubles import DrawingPlayer, factory

    controller = GameController(player_factory=factory(DrawingPlayer()))
    controller.set_speed("instant")
    window = MainWindow(controller, levels=("easy",), services=make_services(folder))
    reader = window.screen_reader
    reader.announcer.spoken.connect(lambda text: print("said:", text, flush=True))
    window.resize(1280, 820)
    window.show()
    state = position(["R3 R4 R5 K7 B7 O7 J K1 B9", "B1 B2 O12"])
    assert window.start_game(GameSetup.of(ANN_COMPUTER, state.rules), state=state)

    def lay(notation: str, cell: tuple[int, int]) -> None:
        rack = controller.display_rack()
        ids: list[int] = []
        for token in notation.split():
            ids.append(next(t for t in rack if str(t) == token and t.id not in ids).id)
        assert controller.put_tiles(ids, cell).ok

    lay("R3 R4 R5", (0, 0))
    lay("K7 B7", (1, 0))
    QTimer.singleShot(6000, lambda: (lay("O7 J", (1, 2)), controller.end_turn()))
    return window


def cards(app: QApplication, folder: Path) -> object:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from rummy_desktop.app.cards.controller import CardController
    from rummy_desktop.app.seats import Seat
    from rummy_desktop.ui.cards.window import CardWindow
    from tests.app.card_positions import card_position
    from tests.ui.conftest import make_services

    window = CardWindow(CardController(), services=make_services(folder))
    reader = window.screen_reader
    reader.announcer.spoken.connect(lambda text: print("said:", text, flush=True))
    window.set_speed("instant")
    window.resize(1280, 820)
    window.show()
    game = card_position("rum500", ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"], "AS 4D")
    window.controller.start(game, (Seat("Ann"), Seat("Bob")))

    def play() -> None:
        """Take the seat, draw and lay 7, 8 and 9 of hearts: one key every 150 ms, as a
        person types (the screen reader hears each one)."""
        window.handover.button.click()
        keys = [Qt.Key.Key_D, Qt.Key.Key_S]
        QTimer.singleShot(100, lambda: press(keys, 0))

    def press(keys: list[Qt.Key], step: int) -> None:
        view = window.view
        if step < len(keys):
            QTest.keyClick(view, keys[step])
        else:
            hand = window.scene.board.hand
            chosen = {i for i, c in enumerate(hand) if str(c) in ("7H", "8H", "9H")}
            if chosen <= {i for i, c in enumerate(hand) if c in window.scene.selected}:
                QTest.keyClick(view, Qt.Key.Key_Return)
                return
            if (
                window.scene.focus in chosen
                and hand[window.scene.focus] not in window.scene.selected
            ):
                QTest.keyClick(view, Qt.Key.Key_Space)
            else:
                QTest.keyClick(view, Qt.Key.Key_Right)
        QTimer.singleShot(150, lambda: press(keys, step + 1))

    QTimer.singleShot(2500, play)
    return window


def main() -> None:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    kept = tiles(app, folder) if sys.argv[1:] == ["tiles"] else cards(app, folder)
    QTimer.singleShot(14000, app.quit)
    app.exec()
    del kept


if __name__ == "__main__":
    main()

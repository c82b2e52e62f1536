"""The saves serve any window that offers the few things they ask (SavesHost,
CardSavesHost), not only the windows: here stand-ins record what they are asked."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QStatusBar, QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.files import CardAutoSaver
from rummy_desktop.app.cards.saves import CardSave, levels_of, write_card_save
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.game_files import AutoSaver, record_of
from rummy_desktop.app.saves import write_save
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import new_card_game
from rummy_desktop.core.rules import preset
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import TurnClock
from rummy_desktop.core.state import GameState
from rummy_desktop.ui.cards.save_ui import CardGameFiles
from rummy_desktop.ui.save_ui import GameFiles
from rummy_desktop.ui.services import Services
from tests.ui.doubles import DrawingPlayer, factory

SEATS = (Seat("Ann"), Seat("Computer", "easy"))


class StandInHost(QWidget):
    """Offers exactly what SavesHost names, and remembers what it was asked."""

    def __init__(self, services: Services) -> None:
        super().__init__()
        self.services = services
        self.infos: list[tuple[str, str]] = []
        self.started: list[tuple[GameSetup, GameState | None]] = []
        self.new_games = 0
        self._status = QStatusBar(self)

    def show_info(self, title: str, text: str) -> None:
        self.infos.append((title, text))

    def statusBar(self) -> QStatusBar:
        return self._status

    def start_game(
        self,
        setup: GameSetup,
        state: GameState | None = None,
        *,
        remember: bool = True,
        clock: TurnClock | None = None,
    ) -> bool:
        self.started.append((setup, state))
        return True

    def new_game(self) -> None:
        self.new_games += 1


def files_for(qtbot: QtBot, services: Services) -> tuple[GameFiles, StandInHost]:
    host = StandInHost(services)
    qtbot.addWidget(host)
    controller = GameController(player_factory=factory(DrawingPlayer()), hint_finder=None)
    controller.setParent(host)
    return GameFiles(host, AutoSaver(controller, services.data_dir), parent=host), host


def test_with_no_game_there_is_nothing_to_save(qtbot: QtBot, services: Services) -> None:
    files, host = files_for(qtbot, services)
    files.save_dialog()
    assert host.infos == [("Save game", "There is no game to save.")]
    assert files.file_dialog is None


def test_a_saved_game_is_started_through_the_host_with_its_seats(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    files, host = files_for(qtbot, services)
    state = GameState.new_match(preset("classic"), [s.name for s in SEATS], 12)
    path = tmp_path / "family.rummy.json"
    write_save(path, record_of(state, SEATS))
    assert files.load(path)
    [(setup, started)] = host.started
    assert setup.seats == SEATS and setup.rules == preset("classic")
    assert started is not None and started.seed == 12
    assert host.infos == []


def test_a_file_that_is_no_save_is_named_and_left_alone(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    files, host = files_for(qtbot, services)
    path = tmp_path / "notes.rummy.json"
    path.write_text("shopping list", encoding="utf-8")
    assert not files.load(path)
    [(title, text)] = host.infos
    assert title == "Cannot open this saved game" and "notes.rummy.json" in text
    assert host.started == [] and path.read_text(encoding="utf-8") == "shopping list"


class CardStandInHost(QWidget):
    """Offers exactly what CardSavesHost names, and remembers what it was asked."""

    def __init__(self, services: Services) -> None:
        super().__init__()
        self.services = services
        self.refusals: list[str] = []
        self.infos: list[tuple[str, str]] = []
        self.played: list[CardSave] = []
        self._status = QStatusBar(self)

    def show_refusal(self, reason: str) -> None:
        self.refusals.append(reason)

    def show_info(self, title: str, text: str) -> None:
        self.infos.append((title, text))

    def statusBar(self) -> QStatusBar:
        return self._status

    def play_saved(self, save: CardSave) -> None:
        self.played.append(save)


def card_files_for(qtbot: QtBot, services: Services) -> tuple[CardGameFiles, CardStandInHost]:
    host = CardStandInHost(services)
    qtbot.addWidget(host)
    controller = CardController()
    controller.setParent(host)
    return CardGameFiles(
        host, CardAutoSaver(controller, lambda: services.data_dir), parent=host
    ), host


def test_card_saves_with_no_game_say_so_and_write_nothing(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    files, host = card_files_for(qtbot, services)
    path = tmp_path / "cards.json"
    assert not files.save_as(path)
    assert host.infos == [
        (
            "The game was not saved",
            "there is no card game to save\n\nChoose another folder or name.",
        )
    ]
    assert host.refusals == [] and not path.exists()
    assert not files.continue_last()
    assert host.refusals[-1] == "There is no unfinished card game to continue."


def test_a_saved_card_game_is_played_through_the_host_with_its_seats(
    qtbot: QtBot, services: Services, tmp_path: Path
) -> None:
    files, host = card_files_for(qtbot, services)
    seats = (Seat("Ann"), Seat("Computer", "hard"))
    game = new_card_game(card_preset("rummy51"), [s.name for s in seats], 8)
    path = tmp_path / "cards.json"
    write_card_save(path, game, levels_of(seats))
    assert files.load(path)
    [save] = host.played
    assert save.seats == seats and save.game.rules.preset == "rummy51"
    assert host.refusals == []

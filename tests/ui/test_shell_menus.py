"""Every game window has the same menus, words and keys for what the games share."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.controller import GameController
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.settings_dialog import SettingsDialog
from rummy_desktop.ui.window import MainWindow

SHARED = (
    "new",
    "open",
    "save_as",
    "folder",
    "replay",
    "stats",
    "settings",
    "quit",
    "undo",
    "reset",
    "hint",
    "rules",
    "learn",
    "about",
)


def _menus(window: QMainWindow) -> dict[str, list[QAction]]:
    menus: dict[str, list[QAction]] = {}
    for top in window.menuBar().actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        menus[top.text().replace("&", "")] = [a for a in menu.actions() if not a.isSeparator()]
    return menus


def _keys(action: QAction) -> list[str]:
    return [k.toString(QKeySequence.SequenceFormat.PortableText) for k in action.shortcuts()]


def test_the_tile_and_the_card_window_share_menus_words_and_keys(
    qtbot: QtBot, services: Services
) -> None:
    tiles = MainWindow(GameController(), services=services)
    cards = CardWindow(CardController(), services=services)
    qtbot.addWidget(tiles)
    qtbot.addWidget(cards)
    tile_menus, card_menus = _menus(tiles), _menus(cards)
    assert list(tile_menus) == list(card_menus) == ["Game", "Turn", "View", "Help"]
    for name in SHARED:
        tile_action = getattr(tiles.shell_actions, name)
        card_action = getattr(cards.shell_actions, name)
        assert tile_action.text() == card_action.text(), name
        assert _keys(tile_action) == _keys(card_action), name
        menu = next(m for m, actions in card_menus.items() if card_action in actions)
        assert tile_action in tile_menus[menu], name  # in the same menu in both windows
    # What the card window lacked before: Settings, About, Ctrl+S, Ctrl+T and Ctrl+R.
    assert cards.act_settings in card_menus["Game"]
    assert cards.act_about in card_menus["Help"]
    assert "Ctrl+S" in _keys(cards.act_save_as)
    assert _keys(cards.act_stats) == ["Ctrl+T"]
    assert _keys(cards.act_reset) == ["Ctrl+R"]
    # Each family keeps its own items in the shared places.
    assert tiles.act_done in tile_menus["Turn"] and tiles.act_done not in card_menus["Turn"]
    assert cards.act_continue == card_menus["Game"][1]  # right after New game
    assert cards.act_four in card_menus["View"]
    assert cards.clock_ui.act_pause in card_menus["Turn"]


def test_the_card_window_has_settings_and_applies_the_chosen_speed(
    qtbot: QtBot, services: Services
) -> None:
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    window.show()
    window.set_speed("normal")
    window.act_settings.trigger()
    dialog = window.settings_dialog
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    dialog.accept()
    assert window.controller.speed_ms == 200  # the "fast" speed, applied to this game
    assert window.speed_actions["fast"].isChecked()


def test_the_card_window_sorts_the_hand_from_the_turn_menu(
    qtbot: QtBot, services: Services
) -> None:
    window = CardWindow(CardController(), services=services)
    qtbot.addWidget(window)
    window.act_sort_rank.trigger()
    assert window.hand_sort == "rank"
    window.act_sort_suit.trigger()
    assert window.hand_sort == "suit"

"""The menus every game window has: one order, one set of words and shortcuts.

The tile and the card window were built apart and their menus drifted: the
card window had no Settings, no About, no Ctrl+S, no Ctrl+T for the
statistics and no Ctrl+R for Reset, and said "New game..." where the tile
window said "New game…". A family member who moves from one game to the
other should find each command where it was, under the same key. So the
shell makes the actions both have (:class:`ShellActions`) and lays out the
menu bar (:func:`build_menu_bar`); a family adds only what is its own: the
tile window's Done and Draw, the card window's "Continue the last card game",
zoom or card looks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from rummy_desktop.app.controller import SPEEDS
from rummy_desktop.app.i18n import translate
from rummy_desktop.ui.speed_names import speed_title

Keys = Sequence[QKeySequence | QKeySequence.StandardKey | str]


class ShellCommands(Protocol):
    """What a game window does for the shared actions (each family in its own way)."""

    def new_game(self) -> object: ...
    def open_game_file(self) -> object: ...
    def save_game_file(self) -> object: ...
    def choose_save_folder(self) -> object: ...
    def choose_replay(self) -> object: ...
    def show_stats(self) -> object: ...
    def show_settings(self) -> object: ...
    def show_rules(self) -> object: ...
    def learn_to_play(self) -> object: ...
    def show_about(self) -> object: ...
    def undo(self) -> object: ...
    def reset_turn(self) -> object: ...
    def request_hint(self) -> object: ...
    def set_speed(self, name: str) -> None: ...


def window_action(
    window: QMainWindow, text: str, keys: Keys, slot: Callable[[], object]
) -> QAction:
    """An action of ``window`` with its shortcuts, live wherever the window has the focus."""
    action = QAction(text, window)
    action.setShortcuts([QKeySequence(k) for k in keys])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _checked=False: slot())
    window.addAction(action)
    return action


@dataclass(frozen=True, slots=True)
class ShellActions:
    """The actions every game window has, under the same words and keys."""

    new: QAction
    open: QAction
    save_as: QAction
    folder: QAction
    replay: QAction
    stats: QAction
    settings: QAction
    quit: QAction
    undo: QAction
    reset: QAction
    hint: QAction
    rules: QAction
    learn: QAction
    about: QAction

    @classmethod
    def made_for(cls, window: QMainWindow, commands: ShellCommands) -> ShellActions:
        """The shared actions of ``window``, each calling ``commands``."""

        def act(text: str, keys: Keys, slot: Callable[[], object]) -> QAction:
            return window_action(window, text, keys, slot)

        std = QKeySequence.StandardKey
        return cls(
            new=act(translate("MainWindow", "&New game…"), [std.New], commands.new_game),
            open=act(translate("MainWindow", "&Open…"), [std.Open], commands.open_game_file),
            save_as=act(
                translate("MainWindow", "Save &as…"),
                [std.SaveAs, "Ctrl+S"],
                commands.save_game_file,
            ),
            folder=act(translate("MainWindow", "Save &folder…"), [], commands.choose_save_folder),
            replay=act(translate("MainWindow", "Re&play a game…"), [], commands.choose_replay),
            stats=act(translate("MainWindow", "S&tatistics…"), ["Ctrl+T"], commands.show_stats),
            settings=act(
                translate("MainWindow", "Se&ttings…"),
                [std.Preferences, "Ctrl+,"],
                commands.show_settings,
            ),
            quit=act(translate("MainWindow", "&Quit"), [std.Quit], window.close),
            undo=act(translate("MainWindow", "&Undo"), [std.Undo], commands.undo),
            reset=act(translate("MainWindow", "&Reset turn"), ["Ctrl+R"], commands.reset_turn),
            hint=act(translate("MainWindow", "&Hint"), ["Ctrl+H"], commands.request_hint),
            rules=act(translate("MainWindow", "&Rules"), [std.HelpContents], commands.show_rules),
            learn=act(translate("MainWindow", "&Learn to play…"), [], commands.learn_to_play),
            about=act(translate("MainWindow", "&About"), [], commands.show_about),
        )


@dataclass(frozen=True, slots=True)
class FamilyMenus:
    """What a family adds to the shared menus, in the places it goes.

    Attributes:
        after_new: Game menu items right after "New game" (the card window's
            "Continue the last card game").
        game_extra: adds a family's own part to the Game menu after the
            replays (the tile window's online play).
        turn_first: Turn menu items before Undo (Done, Draw).
        clock: the clock's Pause and "+30 s".
        turn_last: Turn menu items after the clock (sorting).
        view: View menu items before the computer speed (zoom, card looks).
    """

    after_new: Sequence[QAction] = ()
    game_extra: Callable[[QMenu], None] | None = None
    turn_first: Sequence[QAction] = ()
    clock: Sequence[QAction] = ()
    turn_last: Sequence[QAction] = ()
    view: Sequence[QAction] = ()


def build_menu_bar(
    window: QMainWindow,
    shared: ShellActions,
    family: FamilyMenus,
    set_speed: Callable[[str], None],
) -> dict[str, QAction]:
    """Game, Turn, View and Help, in that order, in every game window.

    Returns:
        The computer speed actions by speed name (checkable, one checked).
    """
    bar = window.menuBar()
    game = bar.addMenu(translate("MainWindow", "&Game"))
    game.addAction(shared.new)
    for action in family.after_new:
        game.addAction(action)
    for action in (shared.open, shared.save_as, shared.folder, shared.replay):
        game.addAction(action)
    if family.game_extra is not None:
        family.game_extra(game)
    game.addSeparator()
    game.addAction(shared.stats)
    game.addAction(shared.settings)
    game.addSeparator()
    game.addAction(shared.quit)
    turn = bar.addMenu(translate("MainWindow", "&Turn"))
    for action in (*family.turn_first, shared.undo, shared.reset, shared.hint):
        turn.addAction(action)
    if family.clock:
        turn.addSeparator()
        for action in family.clock:
            turn.addAction(action)
    if family.turn_last:
        turn.addSeparator()
        for action in family.turn_last:
            turn.addAction(action)
    view = bar.addMenu(translate("MainWindow", "&View"))
    for action in family.view:
        view.addAction(action)
    speed_menu = view.addMenu(translate("MainWindow", "Computer &speed"))
    group = QActionGroup(window)
    speeds: dict[str, QAction] = {}
    for name in SPEEDS:
        action = QAction(speed_title(name), window, checkable=True)
        action.setChecked(name == "normal")
        action.triggered.connect(lambda _c=False, n=name: set_speed(n))
        group.addAction(action)
        speed_menu.addAction(action)
        speeds[name] = action
    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    for action in (shared.learn, shared.rules, shared.about):
        help_menu.addAction(action)
    return speeds


__all__ = ["FamilyMenus", "ShellActions", "ShellCommands", "build_menu_bar", "window_action"]

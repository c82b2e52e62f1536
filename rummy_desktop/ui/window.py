"""The main window: table, rack, turn buttons, players panel and menus.

The window is a view of :class:`~rummy_desktop.app.controller.GameController`.
Buttons and drags send intents; every controller signal leads to
:meth:`MainWindow.refresh`, which redraws the table, rack, panel and
buttons from what the controller exposes. Dialogs are opened without
blocking (``open()``/``show()``), so the game loop and the tests never wait
inside a nested event loop.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.board import Phase
from rummy_desktop.app.computers import MissingComputerPlayers, available_levels
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.finished_games import FinishedGameShelver
from rummy_desktop.app.game_files import AutoSaver, record_of
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.round_sheet import tile_sheet
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.app.stats_recorder import StatsRecorder
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.referee import Problem, ProblemCode
from rummy_desktop.core.serialize import GameRecord, TurnClock
from rummy_desktop.core.state import GameState
from rummy_desktop.families import TILES
from rummy_desktop.ui.accessible_table import install_screen_reader_support
from rummy_desktop.ui.board_area import BoardArea
from rummy_desktop.ui.board_views import RackView, TableView
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.drag import DragController, DragOverlay
from rummy_desktop.ui.game_shell import TOAST_MS, GameShell
from rummy_desktop.ui.help_text import rules_html
from rummy_desktop.ui.hint_bar import HintBar
from rummy_desktop.ui.keyboard import Carried, KeyboardPlay
from rummy_desktop.ui.new_game import NewGameDialog
from rummy_desktop.ui.online.menu import OnlineMenu
from rummy_desktop.ui.option_words import preset_title
from rummy_desktop.ui.players_panel import PlayersPanel
from rummy_desktop.ui.privacy import HandoverScreen
from rummy_desktop.ui.rack_scene import RackScene
from rummy_desktop.ui.replay_launcher import Replays, ReplaySource
from rummy_desktop.ui.round_end import RoundEndDialog
from rummy_desktop.ui.rule_words import say
from rummy_desktop.ui.save_ui import GameFiles, saved_games_folder
from rummy_desktop.ui.screen_fit import (
    scrolled,
)
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.shell_menus import FamilyMenus, window_action
from rummy_desktop.ui.stacks import StacksShown
from rummy_desktop.ui.status_line import show_status
from rummy_desktop.ui.table_scene import TableScene
from rummy_desktop.ui.themes import Theme, current_theme, set_theme
from rummy_desktop.ui.tile_item import describe_tile
from rummy_desktop.ui.tile_strip import TileStrip
from rummy_desktop.ui.timer_controls import ClockControls
from rummy_desktop.ui.turn_notice import NoticeBar, TimerBar
from rummy_desktop.ui.tutorial_window import TutorialWindow

if TYPE_CHECKING:  # a card game's save, for the replays' type only
    from rummy_desktop.app.cards.saves import CardSave

LARGE_RACK_SHARE: Final = 0.3
"""With large tiles the rack takes up to this share of the screen's height."""
GLIDE_SHARE: Final = 0.7
"""Share of a computer step spent gliding; the rest is a pause to look."""


class MainWindow(GameShell):
    """The game window.

    Args:
        controller: the game controller (a new one by default).
        levels: computer levels offered in the new-game dialog.
        services: settings, data folder, statistics and questions (the
            user's own by default; tests pass temporary ones).
        screen_area: the available geometry to open inside; the screen the
            window opens on by default (tests fake a small screen with it).
    """

    controller: GameController
    autosaver: AutoSaver

    def __init__(
        self,
        controller: GameController | None = None,
        *,
        levels: Sequence[str] | None = None,
        services: Services | None = None,
        screen_area: QRect | None = None,
    ) -> None:
        super().__init__(services if services is not None else Services.for_user(), screen_area)
        self.controller = controller if controller is not None else GameController()
        self.controller.setParent(self)
        self.controller.tile_words = describe_tile  # the hint's naming, in the log too
        self.levels = tuple(levels) if levels is not None else available_levels()
        self.setWindowTitle(translate("MainWindow", "Rummy Desktop"))
        self.round_dialog: RoundEndDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.card_windows: list[QMainWindow] = []

        self.table_scene = TableScene(self)
        self.rack_scene = RackScene(self)
        self.table_view = TableView(self.table_scene)
        self.rack_view = RackView(self.rack_scene)
        self.panel = PlayersPanel(self.controller)
        self._build_actions()
        central = self._build_central()
        self._build_menus()
        self.overlay = DragOverlay(central)
        self.drag = DragController(self.controller, self.table_view, self.rack_view, self.overlay)
        self.keys = KeyboardPlay(self.controller, self.table_view, self.rack_view)
        self.hint_bar = HintBar(self.controller, self.table_view)
        self.handover = HandoverScreen(central)
        self.handover.confirmed.connect(self._confirm_handover)
        central.covers = [self.overlay, self.handover, self.clock_ui.cover_board(central)]
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self._clear_toast)

        c = self.controller
        c.stateChanged.connect(self.refresh)
        c.problemsChanged.connect(lambda _p: self._refresh_controls())
        c.moveRefused.connect(self.show_refusal)
        c.handoverRequired.connect(self._show_handover)
        c.roundEnded.connect(self._show_round_end)
        c.statusLine.connect(lambda line, short: show_status(self.statusBar(), line, short))
        c.logReset.connect(self._status_from_log)
        c.hintReady.connect(lambda _h: self.refresh())
        c.timerChanged.connect(self.clock_ui.show_seconds)
        c.clockChanged.connect(self.drag.cancel)
        c.noticeGiven.connect(self.show_notice)
        c.turnStarted.connect(self._turn_started)
        self._notice_seat: int | None = None
        self._notice_owner_back = False
        self.autosaver = AutoSaver(c, self.services.data_dir)
        self.stats_recorder = StatsRecorder(c, self.services.stats)
        self.stats_recorder.failed.connect(self.stats_failed)
        self.files = GameFiles(self, self.autosaver, parent=self)
        self.replays = Replays(self, self._replay_source())
        self.shelver = FinishedGameShelver(c, self.autosaver.game_text, self.replays.shelf)
        self.autosaver.failed.connect(self.files.autosave_failed)
        if self.services.data_problem:  # said once, as the card window says it
            QTimer.singleShot(0, self.files.folder_notice.start_problem)
        self.large_tiles = False
        c.turnStarted.connect(self._sound_for_turn)
        c.turnEnded.connect(self._forget_selection)
        c.computerThinking.connect(lambda _seat, on: None if on else self._beep())
        self._restore_settings()
        self.refresh()
        self.screen_reader = install_screen_reader_support(self)

    def _replay_source(self) -> ReplaySource:
        """The tile game window's side of the replays."""

        def current() -> tuple[str, GameRecord | CardSave] | None:
            state = self.controller.finished_round()  # a copy: the game may go on
            if state is None:
                return None
            record = record_of(state, self.controller.seats)
            return ", ".join(s.name for s in record.seats), record

        def pause() -> None:
            if self.controller.may_pause:
                self.controller.pause()

        def card_look() -> tuple[bool, bool]:
            settings = self.services.settings
            return settings.four_colour_cards, settings.large_cards

        return ReplaySource(
            data_folder=lambda: self.autosaver.folder,
            current=current,
            pause=pause,
            files_folder=lambda: self.files.last_folder or saved_games_folder(),
            speed=lambda: self.services.settings.speed,
            card_look=card_look,
            tell=self.show_info,
        )

    # -- building -----------------------------------------------------------
    def _build_actions(self) -> None:
        """The shell's actions (the same in every game window), then the tile game's own."""
        self.build_shell_actions()
        c = self.controller
        self.act_done = window_action(
            self, translate("MainWindow", "&Done"), ["Ctrl+Return", "Ctrl+Enter"], c.end_turn
        )
        self.act_draw = window_action(
            self, translate("MainWindow", "D&raw a tile"), ["Ctrl+D"], self.draw_or_ask
        )
        self.act_sort_colour = window_action(
            self,
            translate("MainWindow", "Sort by &colour"),
            ["Ctrl+1"],
            lambda: c.sort_rack("colour"),
        )
        self.act_sort_number = window_action(
            self,
            translate("MainWindow", "Sort by &number"),
            ["Ctrl+2"],
            lambda: c.sort_rack("number"),
        )
        self.act_zoom_in = window_action(
            self,
            translate("MainWindow", "Zoom &in"),
            [QKeySequence.StandardKey.ZoomIn, "Ctrl+="],
            self.table_view.zoom_in,
        )
        self.act_zoom_out = window_action(
            self,
            translate("MainWindow", "Zoom &out"),
            [QKeySequence.StandardKey.ZoomOut],
            self.table_view.zoom_out,
        )
        self.act_fit = window_action(
            self, translate("MainWindow", "&Fit table"), ["Ctrl+0"], self.table_view.zoom_to_fit
        )

    def open_game_file(self) -> None:
        self.files.open_dialog()

    def save_game_file(self) -> None:
        self.files.save_dialog()

    def choose_save_folder(self) -> None:
        self.files.choose_folder_dialog()

    def _button(self, action: QAction, tip: str) -> QPushButton:
        button = QPushButton(action.text().replace("&", ""))
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        button.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
        button.clicked.connect(action.trigger)
        button.setMinimumHeight(34)
        button.setAccessibleName(action.text().replace("&", ""))
        button.setAccessibleDescription(tip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return button

    def _build_central(self) -> BoardArea:
        central = BoardArea()
        outer = QHBoxLayout(central)
        outer.setContentsMargins(6, 6, 6, 6)
        board = QVBoxLayout()
        board.addWidget(self.table_view, 5)
        board.addWidget(self._build_message_strip())
        self.timer_bar = TimerBar()
        self.clock_ui = ClockControls(self.controller, self.timer_bar, self)
        board.addWidget(self.clock_ui.row)
        board.addWidget(self.rack_view, 2)
        controls = QHBoxLayout()
        self.done_button = self._button(self.act_done, translate("MainWindow", "End your turn"))
        self.draw_button = self._button(
            self.act_draw, translate("MainWindow", "Draw a tile and end your turn")
        )
        self.undo_button = self._button(
            self.act_undo, translate("MainWindow", "Take back your last move")
        )
        self.reset_button = self._button(
            self.act_reset, translate("MainWindow", "Put every tile back where it was")
        )
        self.hint_button = self._button(
            self.act_hint, translate("MainWindow", "Show a good play step by step, to you alone")
        )
        self.sort_colour_button = self._button(
            self.act_sort_colour, translate("MainWindow", "Runs side by side")
        )
        self.sort_number_button = self._button(
            self.act_sort_number, translate("MainWindow", "Groups side by side")
        )
        font = self.done_button.font()
        font.setBold(True)
        self.done_button.setFont(font)
        # Shown only after a round: the way on when the round's scores were closed.
        self.go_on_button = QPushButton()
        self.go_on_button.setFont(font)
        self.go_on_button.setMinimumHeight(34)
        self.go_on_button.clicked.connect(self._go_on)
        self.go_on_button.hide()
        controls.addWidget(self.go_on_button)
        for button in (
            self.done_button,
            self.draw_button,
            self.undo_button,
            self.reset_button,
            self.hint_button,
        ):
            controls.addWidget(button)
        controls.addStretch(1)
        controls.addWidget(self.sort_colour_button)
        controls.addWidget(self.sort_number_button)
        board.addLayout(controls)
        outer.addLayout(board, 1)
        order = [
            self.table_view,
            self.rack_view,
            self.done_button,
            self.draw_button,
            self.undo_button,
            self.reset_button,
            self.hint_button,
            self.sort_colour_button,
            self.sort_number_button,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        outer.addWidget(self.panel)
        self.setCentralWidget(central)
        return central

    def _build_message_strip(self) -> QWidget:
        """What is still wrong, and any notice, in a strip of fixed height.

        The strip never grows with the number of problems (they scroll
        inside it), so the table and the rack stay where they are while the
        player drags.
        """
        strip = QWidget()
        row = QHBoxLayout(strip)
        row.setContentsMargins(0, 0, 0, 0)
        self.problems_label = QLabel()
        self.problems_label.setWordWrap(True)
        self.problems_label.setTextFormat(Qt.TextFormat.RichText)
        self.problems_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.problems_label.setAccessibleName(translate("MainWindow", "What is still wrong"))
        self.problems_area = scrolled(self.problems_label)
        row.addWidget(self.problems_area, 3)
        self.notice = NoticeBar()
        self.notice.dismissed.connect(self._notice_dismissed)
        self.notice.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        row.addWidget(self.notice, 2)
        lines = self.problems_label.fontMetrics().lineSpacing()
        strip.setFixedHeight(4 * lines + 12)
        return strip

    def _build_menus(self) -> None:
        def online(game: QMenu) -> None:
            self.online = OnlineMenu(self, game)

        clock = (self.clock_ui.act_pause, self.clock_ui.act_add_time)
        self.build_menus(
            FamilyMenus(
                game_extra=online,
                turn_first=(self.act_done, self.act_draw),
                clock=clock,
                turn_last=(self.act_sort_colour, self.act_sort_number),
                view=(self.act_zoom_in, self.act_zoom_out, self.act_fit),
            )
        )

    def _beep(self) -> None:
        if self.services.settings.sound:
            self.services.beep()

    def _sound_for_turn(self, seat: int) -> None:
        if seat < len(self.controller.seats) and self.controller.seats[seat].is_human:
            self._beep()

    # -- games ----------------------------------------------------------------
    @property
    def last_setup(self) -> GameSetup | None:
        """The game in play as set up (the controller's; the window keeps no copy)."""
        return self.controller.setup

    def new_game(self) -> None:
        """Open the new-game dialog (non-blocking); a game starts when it is accepted."""
        dialog = NewGameDialog(
            self.levels, self, initial=self.last_setup or self._remembered_setup()
        )
        dialog.accepted.connect(lambda: self._dialog_accepted(dialog))
        dialog.cardGameChosen.connect(self.open_card_game)
        self.new_game_dialog = dialog
        dialog.open()

    def open_card_game(self, preset: str) -> None:
        """A card game was chosen: its own window opens, with the card game's dialog."""
        from rummy_desktop.ui.cards.window import CardWindow

        window = CardWindow(services=self.services)
        self.card_windows.append(window)
        window.show()
        window.open_new_game_dialog(preset)

    def _dialog_accepted(self, dialog: NewGameDialog) -> None:
        setup = dialog.setup()
        if setup is not None:
            self.start_game(setup)

    def start_game(
        self,
        setup: GameSetup,
        state: GameState | None = None,
        *,
        remember: bool = True,
        clock: TurnClock | None = None,
    ) -> bool:
        """Start a game from a setup (or a prepared state); False with a message if it cannot.

        Args:
            setup: seats, rules and handicaps.
            state: a prepared or loaded game instead of a new deal.
            remember: keep the seats and rules in the settings for next time.
            clock: a saved game's time banks and paused turn.
        """
        self.close_round_dialog()
        self.drag.cancel()
        try:
            game = state if state is not None else setup.new_state()
            self.controller.new_game(game, setup.seats, clock)
        except (MissingComputerPlayers, RummyError) as exc:
            self.show_info(translate("MainWindow", "Cannot start this game"), str(exc))
            return False
        self.notice.clear()  # news of the last game is no news for this one
        self._notice_dismissed()
        self.clock_ui.keep_place(
            any(game.rules_for(seat).turn_timer_seconds for seat in range(game.players))
        )
        if remember:
            self._remember_setup(setup)
        if state is None or not state.actions:
            self.autosaver.save_now()
        self.table_view.zoom = 1.0
        self.table_view.refit()
        return True

    def _remember_setup(self, setup: GameSetup) -> None:
        settings = self.services.settings
        settings.seats = setup.seats
        settings.rules = setup.rules
        kept = settings.handicaps
        for seat, handicap in zip(
            setup.seats, setup.handicaps or [{}] * len(setup.seats), strict=True
        ):
            kept[seat.name] = dict(handicap)
        settings.handicaps = kept
        settings.sync()

    def _remembered_setup(self) -> GameSetup | None:
        settings = self.services.settings
        seats, rules = settings.seats, settings.rules
        if seats is None or rules is None:
            return None
        kept = settings.handicaps
        try:
            return GameSetup.of(seats, rules, None, [kept.get(s.name, {}) for s in seats])
        except (RummyError, ValueError):
            return None

    def _restore_settings(self) -> None:
        settings = self.services.settings
        self.fit_to_screen()
        speed = settings.speed
        self.controller.set_speed(speed)
        if speed in self.speed_actions:
            self.speed_actions[speed].setChecked(True)
        self.apply_theme(settings.theme, settings.large_tiles)

    def apply_theme(self, key: str, large: bool) -> Theme:
        """Paint tiles in a theme, optionally large; repaints at once.

        The log is told again in the new theme's colour words (the suits
        theme paints black tiles blue, and the log says so).
        """
        before = current_theme()
        theme = set_theme(key)
        if theme is not before and self.controller.board.game:
            self.panel.log.replace(self.controller.history())
        self.large_tiles = large
        # Large tiles grow the rack only as far as a small screen leaves the table room.
        large_rack = max(150, min(250, int(self.available_area().height() * LARGE_RACK_SHARE)))
        self.rack_view.setMinimumHeight(large_rack if large else 110)
        self.rack_view.setMaximumHeight(320 if large else 190)
        self.table_view.large = large
        self.table_view.zoom = 1.0
        self.table_view.refit()
        self.table_scene.retheme()
        self.rack_scene.retheme()
        self.overlay.update()
        return theme

    @override
    def apply_settings(self) -> None:
        settings = self.services.settings
        self.apply_theme(settings.theme, settings.large_tiles)
        self.set_speed(settings.speed)

    # -- redrawing --------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        board = c.board
        if self.drag.busy and not self._drag_may_go_on():
            self.drag.cancel()
        showing = board.phase is Phase.SHOWING
        glide = int(c.speed_ms * GLIDE_SHARE) if showing else 0
        self.table_scene.sync(
            board.table,
            max_jokers=board.max_jokers,
            last_played=board.last_played,
            this_turn=board.played,
            glide_ms=glide,
            fit_grid=not board.changed,
        )
        step = self.hint_bar.current_step() if board.on_turn else None
        self.table_scene.show_hint(step.moves if step is not None else ())
        rack = list(board.rack)
        placeholder = ""
        if board.game and c.visible_seat is None:
            placeholder = translate("MainWindow", "Rack hidden until the next player starts")
            if c.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
                placeholder = self._waiting_text()
        hinted = {t.id for t in step.from_rack} if step is not None else set()
        if board.open_tile is not None:  # shown at the end of the rack, marked like a hint
            rack = [*rack, board.open_tile]
            hinted.add(board.open_tile.id)
        self.rack_scene.sync(rack, hinted=hinted, drawn=board.drawn, placeholder=placeholder)
        self.rack_scene.sync_stacks(self._stacks_shown())
        if c.phase is not Phase.HUMAN and not self.drag.busy:
            # Selection frames belong to a turn: none is left on the table after it.
            self.table_scene.clearSelection()
            if self.keys.carried.source == "table":
                self.keys.carried = Carried()
        self.panel.refresh()
        self.hint_bar.refresh(
            [
                self.table_view.mapFromScene(g.sceneBoundingRect()).boundingRect()
                for g in self.table_scene.ghosts.values()
            ]
        )
        self.keys.refresh()
        self._refresh_controls()
        if c.phase is not Phase.HANDOVER and self.handover.isVisible():
            self.handover.hide()
        self._update_title()

    def _forget_selection(self) -> None:
        """A turn ended: no selection frame outlives it, on the table or the rack."""
        if not self.drag.busy:
            self.table_scene.clearSelection()
            self.rack_scene.clearSelection()

    def _drag_may_go_on(self) -> bool:
        """A drag survives a redraw on the player's turn, and within a shown rack
        while others play (planning ahead: rack order only, never the table)."""
        c = self.controller
        if c.phase is Phase.HUMAN:
            return True
        return self.drag.source == "rack" and c.visible_seat is not None

    def _refresh_controls(self) -> None:
        c = self.controller
        board = c.board
        on_turn = board.on_turn
        self.act_done.setEnabled(board.can_end)
        self.act_draw.setEnabled(on_turn)
        self._name_draw_button()
        self.act_undo.setEnabled(board.can_undo)
        self.act_reset.setEnabled(on_turn and board.changed)
        self.act_hint.setEnabled(on_turn and c.has_hints)
        has_rack = bool(board.rack) and not c.paused
        self.act_sort_colour.setEnabled(has_rack)
        self.act_sort_number.setEnabled(has_rack)
        for button, action in (
            (self.done_button, self.act_done),
            (self.draw_button, self.act_draw),
            (self.undo_button, self.act_undo),
            (self.reset_button, self.act_reset),
            (self.hint_button, self.act_hint),
            (self.sort_colour_button, self.act_sort_colour),
            (self.sort_number_button, self.act_sort_number),
        ):
            button.setEnabled(action.isEnabled())
        self._refresh_take_button()
        self._refresh_go_on()
        if not c.has_hints:
            self.hint_button.setToolTip(
                translate("MainWindow", "Hints need the solver, which is not installed")
            )
        problems = list(board.problems)
        if self._toast_timer.isActive():
            return
        if not on_turn:
            self.problems_label.setText(self._waiting_text())
            self.done_button.setToolTip(translate("MainWindow", "It is not your turn"))
            return
        if self._discard_guide(problems):
            return
        shown = [p for p in problems if p.code is not ProblemCode.NOTHING_PLAYED]
        if on_turn and not board.played and not board.changed:
            passing = board.pool_empty
            self.problems_label.setText(
                translate(
                    "MainWindow",
                    "Your turn: drag tiles from your rack to the table, or pass.",
                )
                if passing
                else translate(
                    "MainWindow",
                    "Your turn: drag tiles from your rack to the table, or draw a tile.",
                )
            )
            self.done_button.setToolTip(
                translate("MainWindow", "Play at least one tile first, or pass")
                if passing
                else translate("MainWindow", "Play at least one tile first, or draw")
            )
        elif problems:
            items = "".join(f"<li>{say(p.words)}</li>" for p in (shown or problems))
            self.problems_label.setText(
                "<b style='color:#c4122f'>"
                + translate("MainWindow", "Not done yet:")
                + f"</b><ul style='margin:0'>{items}</ul>"
            )
            self.done_button.setToolTip("\n".join(say(p.words) for p in problems))
        else:
            self.problems_label.setText(
                "<b style='color:#19a34a'>✓ "
                + translate("MainWindow", "All melds are valid.")
                + "</b> "
                + translate("MainWindow", "Press Done.")
            )
            self.done_button.setToolTip(translate("MainWindow", "End your turn (Ctrl+Enter)"))

    # -- draw and discard (RULES.md section 8) -------------------------------------
    def _stacks_shown(self) -> StacksShown | None:
        """The own and the previous player's stacks beside the shown rack."""
        c = self.controller
        board, seat = c.board, c.visible_seat
        before = board.stack_before
        if seat is None or before is None or not board.draw_and_discard:
            return None
        return StacksShown(
            list(board.stacks[before]),
            c.seats[before].name,
            list(board.stacks[seat]),
            board.stack_to_take is not None,
            board.on_turn and board.taken,
        )

    def _refresh_take_button(self) -> None:
        """Under draw and discard the draw button takes the pool's top and is a start."""
        c = self.controller
        board = c.board
        if not board.draw_and_discard:
            return
        may = board.may_take
        self.act_draw.setEnabled(may)
        self.draw_button.setEnabled(may)
        hint = board.on_turn and c.has_hints and board.taken  # a hint plays; take first
        self.act_hint.setEnabled(hint)
        self.hint_button.setEnabled(hint)
        if board.can_pass and board.on_turn:
            text = translate("MainWindow", "Pass")
            tip = translate("MainWindow", "The pool is empty: pass (or drag the stack top)")
        else:
            text = translate("MainWindow", "Take from pool")
            tip = translate("MainWindow", "Begin your turn with the pool's top tile")
        self.draw_button.setText(text)
        self.draw_button.setToolTip(tip)

    def _discard_guide(self, problems: list[Problem]) -> bool:
        """Under draw and discard, what the turn waits for; True when the label was set."""
        c = self.controller
        board = c.board
        if not board.on_turn or not board.draw_and_discard:
            return False
        if not board.taken:
            take = board.stack_to_take
            text = (
                fill(
                    translate(
                        "MainWindow",
                        "Your turn: take from the pool, or drag %1 from the stack of %2"
                        " onto your rack or the table.",
                    ),
                    describe_tile(take),
                    c.seats[board.stack_seat].name,
                )
                if take is not None
                else translate("MainWindow", "Your turn: take a tile from the pool.")
            )
        elif all(p.code is ProblemCode.DISCARD_NEEDED for p in problems) and problems:
            text = translate(
                "MainWindow",
                "Play if you like, then end your turn: drag a tile onto your stack,"
                " or add it to a meld and press Done.",
            )
        elif problems:
            items = "".join(f"<li>{say(p.words)}</li>" for p in problems)
            text = (
                "<b style='color:#c4122f'>"
                + translate("MainWindow", "Not done yet:")
                + f"</b><ul style='margin:0'>{items}</ul>"
            )
        else:
            return False
        self.problems_label.setText(text)
        self.done_button.setToolTip(say(problems[0].words) if problems else "")
        return True

    def _name_draw_button(self) -> None:
        """ "Pass" when the pool is empty (the button passes then), else "Draw a tile"."""
        board = self.controller.board
        passing = board.game and board.pool_empty
        text = (
            translate("MainWindow", "&Pass") if passing else translate("MainWindow", "D&raw a tile")
        )
        if self.act_draw.text() == text:
            return
        self.act_draw.setText(text)
        self.draw_button.setText(text.replace("&", ""))
        self.draw_button.setAccessibleName(text.replace("&", ""))
        tip = (
            translate("MainWindow", "The pool is empty: end your turn without a tile")
            if passing
            else translate("MainWindow", "Draw a tile and end your turn")
        )
        self.draw_button.setToolTip(f"{tip} (Ctrl+D)")

    def draw_or_ask(self) -> None:
        """Draw (or pass), first asking when tiles laid this turn would go back.

        Drawing ends the turn with the table as it was; a player who laid
        tiles and presses Draw would lose that work without a word.
        """
        c = self.controller
        board = c.board
        if not board.on_turn or not board.changed or board.draw_and_discard:
            # Under draw and discard the pool's top starts the turn and undoes nothing.
            c.draw()
            return
        passing = board.pool_empty
        question = (
            translate(
                "MainWindow",
                "The tiles you moved this turn go back where they were, and you pass. Pass?",
            )
            if passing
            else translate(
                "MainWindow",
                "The tiles you moved this turn go back where they were, and you draw a tile. Draw?",
            )
        )
        title = translate("MainWindow", "Pass") if passing else translate("MainWindow", "Draw")
        self.services.ask(
            self, title, question, lambda yes: self._draw_answered(yes, board.turn_id)
        )

    def _draw_answered(self, yes: bool, asked_in: int) -> None:
        board = self.controller.board
        if yes and board.on_turn and board.turn_id == asked_in:
            self.controller.draw()

    def _waiting_text(self) -> str:
        c = self.controller
        board = c.board
        if not board.game:
            return translate("MainWindow", "Start a new game from the Game menu.")
        name = c.seats[board.current].name
        if c.phase is Phase.THINKING:
            return translate("MainWindow", "Turn of %1: thinking…").replace("%1", name)
        if c.phase is Phase.SHOWING:
            return translate("MainWindow", "Turn of %1: playing…").replace("%1", name)
        if c.phase is Phase.HANDOVER:
            return translate("MainWindow", "Waiting for %1 to start.").replace("%1", name)
        if c.phase is Phase.MATCH_OVER:
            return translate("MainWindow", "The match is over.")
        if c.phase is Phase.ROUND_OVER:
            return translate("MainWindow", "The round is over.")
        return ""

    def _refresh_go_on(self) -> None:
        """After a round: Next round, or New game after the match; hidden otherwise."""
        phase = self.controller.phase
        over = phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) and self.controller.board.game
        if phase is Phase.MATCH_OVER:
            self.go_on_button.setText(translate("MainWindow", "New game…"))
        else:
            self.go_on_button.setText(translate("MainWindow", "Next round"))
        self.go_on_button.setVisible(over)

    def _go_on(self) -> None:
        if self.controller.phase is Phase.MATCH_OVER:
            self.new_game()
        elif self.controller.phase is Phase.ROUND_OVER:
            self.close_round_dialog()
            self.controller.next_round()

    def _update_title(self) -> None:
        board = self.controller.board
        if not board.game:
            self.setWindowTitle(translate("MainWindow", "Rummy Desktop"))
            return
        self.setWindowTitle(
            translate("MainWindow", "Rummy Desktop · round %1 · %2")
            .replace("%1", str(board.round_number))
            .replace("%2", preset_title(board.preset))
        )

    def _status_from_log(self, lines: list[str]) -> None:
        """A game that starts, opens or resumes shows its own last line, never the old game's."""
        if lines:
            show_status(self.statusBar(), lines[-1])
        else:
            self.statusBar().clearMessage()
            self.statusBar().setToolTip("")

    def show_refusal(self, reason: str) -> None:
        """Show why a move was refused, for a few seconds, where the player looks."""
        self.problems_label.setText(f"<b style='color:#c4122f'>✗ {reason}</b>")
        self.statusBar().showMessage(reason, TOAST_MS)
        self._toast_timer.start(TOAST_MS)

    def _clear_toast(self) -> None:
        self._refresh_controls()

    def show_notice(self, seat: int, text: str) -> None:
        """A penalty or a timed-out turn, said until dismissed or the game moves on."""
        self._notice_seat = seat
        self._notice_owner_back = False
        self.notice.show_text(text)
        self.handover.set_news(text)

    def _notice_dismissed(self) -> None:
        self._notice_seat = None
        self.handover.set_news("")

    def _turn_started(self, seat: int) -> None:
        """A new turn: a refusal meant for the last one goes; a notice goes when it is old.

        A notice stays through its owner's next turn (they may have looked
        away while time ran out), and goes when another person's turn starts
        (it is news for the table, not for them) or the owner's next turn is
        over.
        """
        if self._toast_timer.isActive():
            self._toast_timer.stop()
            self.statusBar().clearMessage()
            self._refresh_controls()
        owner = self._notice_seat
        if owner is None:
            return
        if seat == owner and not self._notice_owner_back:
            self._notice_owner_back = True
            return
        if self._notice_owner_back or self.controller.seats[seat].is_human:
            self.notice.clear()
            self._notice_dismissed()

    # -- hand-over, round end, help ------------------------------------------------
    def _show_handover(self, seat: int) -> None:
        self.drag.cancel()
        self.handover.show_for(self.controller.seats[seat].name)

    def _confirm_handover(self) -> None:
        self.handover.hide()
        self.controller.confirm_handover()

    def _show_round_end(self, _score: object) -> None:
        state = self.controller.finished_round()
        if state is None:
            return
        self.close_round_dialog()
        over = self.controller.phase is Phase.MATCH_OVER
        seats = self.controller.seats
        racks = [TileStrip(state.racks[seat]) for seat in range(len(seats))]
        dialog = RoundEndDialog(tile_sheet(state, seats, over), racks, self)
        dialog.nextRoundRequested.connect(self.controller.next_round)
        dialog.newGameRequested.connect(self.new_game)
        dialog.watchRequested.connect(self.replays.watch_current)
        self.round_dialog = dialog
        dialog.show()

    def show_rules(self) -> None:
        self.open_rules(translate("MainWindow", "Rules"), rules_html(), QSize(620, 640))

    def learn_to_play(self) -> None:
        """Help > Learn to play; a person's running turn clock is paused first.

        The tutorial plays a game of its own, so learning must not cost the
        person on turn here their time: the clock waits, and Resume (on the
        timer or in the Turn menu) goes on with the seconds that were left.
        """
        self.pause_turn()
        self.open_tutorial()

    def open_tutorial(self) -> TutorialWindow:
        """The guided first game, over this window.

        It plays a game of its own; the game here stays as it is. Left or
        finished with no game here, the new-game dialog follows.
        """
        self.services.settings.tutorial_offered = True  # whoever opens it needs no offer
        self.services.settings.sync()
        return self.open_lesson(lambda: TutorialWindow(self), self._tutorial_closed)

    @property
    def tutorial_window(self) -> TutorialWindow | None:
        """The tile tutorial opened from here, if any (open or closed)."""
        return self.lesson if isinstance(self.lesson, TutorialWindow) else None

    def _tutorial_closed(self, _finished: bool) -> None:
        if not self.controller.board.game:
            self.new_game()

    def offer_tutorial(self) -> bool:
        """At the very first start, offer a tutorial, tiles or cards; True when offered.

        Offered once: that it was asked is remembered, whatever the answer.
        Someone who has set up a game here before is no new player and is not asked.
        """
        settings = self.services.settings
        if settings.tutorial_offered or settings.seats is not None:
            return False
        settings.tutorial_offered = True
        settings.sync()

        def answered(choice: int | None) -> None:
            if choice == 0:
                self.open_tutorial()
            elif choice == 1:
                self.open_card_tutorial()
            else:
                self.new_game()

        self.services.choose(
            self,
            translate("MainWindow", "Learn to play"),
            translate(
                "MainWindow",
                "Welcome! Would you like to learn a game in a short guided game (about five "
                "minutes): tile rummy, or rummy with cards? You can also start either later "
                "from Help > Learn to play.",
            ),
            [
                translate("MainWindow", "Tile rummy"),
                translate("MainWindow", "Cards (Rummy 51)"),
                translate("MainWindow", "Not now"),
            ],
            answered,
        )
        return True

    def open_card_tutorial(self) -> None:
        """The card tutorial, in a card window of its own (the first-start offer's choice)."""
        from rummy_desktop.ui.cards.window import CardWindow

        window = CardWindow(services=self.services)
        self.card_windows.append(window)
        window.show()
        window.learn_to_play()

    def stats_seat_and_game(self) -> tuple[str, str]:
        humans = [s.name for s in self.controller.seats if s.is_human]
        return (humans[0] if humans else "", TILES)

    # -- Qt virtuals ------------------------------------------------------------
    @override
    def before_close(self) -> None:
        self.drag.cancel()
        self.close_lesson(self._tutorial_closed)
        self.online.shutdown()

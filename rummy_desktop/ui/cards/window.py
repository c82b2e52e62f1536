"""The card game window: the card table, the turn's buttons, hot-seat privacy, round ends.

A view of :class:`~rummy_desktop.app.cards.controller.CardController`, built
like the tile window: drags, clicks and keys send intents; every ``changed``
of the controller redraws the scene from the controller's frozen board;
dialogs open without blocking. It opens for ``--game rummy51`` (and the other
card games) and from the new-game dialog when a card game is chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Final

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCursor,
    QFont,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.app.cards.board import CardBoard, CardRoundEnd
from rummy_desktop.app.cards.controller import (
    CardController,
    CardResult,
    sort_by_rank,
    sort_by_suit,
)
from rummy_desktop.app.cards.files import CardAutoSaver
from rummy_desktop.app.cards.saves import CardSave, levels_of
from rummy_desktop.app.cards.setup import CardSetup
from rummy_desktop.app.cards.shelf import CardGameShelver
from rummy_desktop.app.cards.stats import CardStatsRecorder
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.round_sheet import card_sheet
from rummy_desktop.cards.core.cards import Card, Face, Suit
from rummy_desktop.core.serialize import GameRecord
from rummy_desktop.ui.accessible_cards import install_card_screen_reader_support
from rummy_desktop.ui.board_area import BoardArea
from rummy_desktop.ui.cards.art import HandStrip, card_name
from rummy_desktop.ui.cards.drops import play_drop
from rummy_desktop.ui.cards.help import card_rules_html
from rummy_desktop.ui.cards.hint_bar import CardHintBar
from rummy_desktop.ui.cards.new_game import CardNewGameDialog
from rummy_desktop.ui.cards.save_ui import CardGameFiles
from rummy_desktop.ui.cards.scene import CardTableScene, Role, Target
from rummy_desktop.ui.cards.tutorial_window import CardTutorialWindow
from rummy_desktop.ui.cards.view import CardTableView, Grab
from rummy_desktop.ui.compat import override
from rummy_desktop.ui.game_log import GameLog
from rummy_desktop.ui.game_shell import TOAST_MS, GameShell
from rummy_desktop.ui.game_titles import game_title
from rummy_desktop.ui.privacy import HandoverScreen
from rummy_desktop.ui.replay_launcher import Replays, ReplaySource
from rummy_desktop.ui.round_end import RoundEndDialog
from rummy_desktop.ui.services import Services
from rummy_desktop.ui.shell_menus import FamilyMenus, window_action
from rummy_desktop.ui.timer_controls import ClockControls
from rummy_desktop.ui.turn_notice import TimerBar

LOG_WIDTH: Final = 240
LOG_MIN_WIDTH: Final = 170


class CardWindow(GameShell):
    """The window of a card game.

    Args:
        controller: the card controller (a new one by default).
        services: settings, data folder and questions (the user's by default).
        new_game: opens the new-game dialog (the launcher's; None: restart
            the same seats and rules).
    """

    controller: CardController
    autosaver: CardAutoSaver

    def __init__(
        self,
        controller: CardController | None = None,
        *,
        services: Services | None = None,
        new_game: Callable[[QWidget], None] | None = None,
        screen_area: QRect | None = None,
    ) -> None:
        services = services if services is not None else Services.for_user()
        super().__init__(services, screen_area, place_key="cards")
        self.controller = controller if controller is not None else CardController()
        self.controller.setParent(self)
        self._new_game = new_game
        self.new_game_dialog: CardNewGameDialog | None = None
        self._stale = False
        self.scene = CardTableScene(self)
        self.hand_sort: str | None = "suit"
        """How the hand is shown ("suit", "rank"; None: in its owner's own order). A view
        only: the game's order of the hand changes only when a card is moved by hand."""
        self.view = CardTableView(self.scene)
        self.view.drop = self._drop
        self.view.keys = self._key
        self.view.selectionChanged.connect(self._refresh_buttons)
        self.hint_bar = CardHintBar(self.controller, self.view, lambda: self.scene.look)
        central = self._build_central()
        self._build_menus()
        self.handover = HandoverScreen(central)
        self.handover.confirmed.connect(self._confirm_handover)
        central.covers = [self.handover, self.clock_ui.cover_board(central)]
        self._toast = QTimer(self)
        self._toast.setSingleShot(True)
        self._toast.timeout.connect(lambda: self.message.setText(""))
        c = self.controller
        c.changed.connect(self.refresh)
        c.secondsChanged.connect(self._seconds_changed)
        c.refused.connect(self.show_refusal)
        c.message.connect(self.statusBar().showMessage)
        c.handoverRequired.connect(self._show_handover)
        c.roundEnded.connect(self._show_round_end)
        c.timerChanged.connect(self.clock_ui.show_seconds)
        c.gameStarted.connect(self._clock_room)
        self._clock_room()
        self.autosaver = CardAutoSaver(c, lambda: self.services.data_dir)
        self.stats_recorder = CardStatsRecorder(c, self.services.stats)
        self.stats_recorder.failed.connect(self.stats_failed)
        self.joker_menu: QMenu | None = None
        self.replays = Replays(self, self._replay_source())
        self.shelver = CardGameShelver(c, self.replays.shelf)
        self.shelver.failed.connect(self.statusBar().showMessage)
        self.files = CardGameFiles(self, self.autosaver, parent=self)
        self.autosaver.failed.connect(self.files.folder_notice.autosave_failed)
        if self.services.data_problem:  # said once, as the tile window says it
            QTimer.singleShot(0, self.files.folder_notice.start_problem)
        self._restore_view()
        self.fit_to_screen()
        self.refresh()
        self.screen_reader = install_card_screen_reader_support(self)

    def _replay_source(self) -> ReplaySource:
        """The card game window's side of the replays."""

        def current() -> tuple[str, GameRecord | CardSave] | None:
            game = self.controller.game_copy()  # a copy: the game may go on
            if game is None:
                return None
            names = ", ".join(s.name for s in game.seats)
            return f"{game_title(game.rules.preset)}: {names}", CardSave(
                game, levels_of(self.controller.seats)
            )

        def tell(title: str, text: str) -> None:
            self.show_info(title, text)

        return ReplaySource(
            data_folder=lambda: self.autosaver.folder,
            current=current,
            pause=self.pause_turn,
            files_folder=lambda: self.services.data_dir or Path.home(),
            speed=lambda: self.services.settings.speed,
            card_look=lambda: (self.act_four.isChecked(), self.act_large.isChecked()),
            tell=tell,
        )

    # -- building -----------------------------------------------------------
    def _build_log(self) -> QWidget:
        """The game log beside the table: what everyone did, the computers' turns too."""
        side = QWidget()
        side.setMinimumWidth(LOG_MIN_WIDTH)
        side.setMaximumWidth(LOG_WIDTH)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        title = QLabel(translate("PlayersPanel", "Game log"))
        bold = QFont(title.font())
        bold.setBold(True)
        title.setFont(bold)
        column.addWidget(title)
        self.log = GameLog()
        column.addWidget(self.log, 1)
        self.controller.message.connect(self.log.add_line)
        self.controller.logReset.connect(self.log.replace)
        self.controller.logTakenBack.connect(self.log.take_back)
        return side

    def _build_central(self) -> BoardArea:
        central = BoardArea()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        top.addWidget(self.view, 1)
        top.addWidget(self._build_log())
        layout.addLayout(top, 1)
        self.timer_bar = TimerBar()  # with Pause, "+30 s" and the banks, as in the tile window
        self.clock_ui = ClockControls(self.controller, self.timer_bar, self)
        layout.addWidget(self.clock_ui.row)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c4122f; font-weight: bold;")
        self.message.setAccessibleName(translate("CardWindow", "Why a move was refused"))
        lines = self.message.fontMetrics().lineSpacing()
        self.message.setFixedHeight(2 * lines + 4)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        c = self.controller

        def button(text: str, tip: str, slot: Callable[[], object], keys: str = "") -> QPushButton:
            b = QPushButton(text)
            b.setToolTip(tip + (f" ({keys})" if keys else ""))
            b.clicked.connect(lambda _checked=False: slot())
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(b)
            return b

        self.draw_button = button(
            translate("CardWindow", "Draw"),
            translate("CardWindow", "Take the top card of the stock"),
            c.draw_stock,
            "D",
        )
        self.take_button = button(
            translate("CardWindow", "Take discard"),
            translate("CardWindow", "Take the top card of the discard pile"),
            self._take_top,
            "T",
        )
        self.give_back_button = button(
            translate("CardWindow", "Put back"),
            translate("CardWindow", "Put the cards taken from the pile back, to draw instead"),
            c.give_back,
        )
        self.meld_button = button(
            translate("CardWindow", "Lay meld"),
            translate("CardWindow", "Lay the selected cards as a new meld"),
            self.lay_selected,
            "Enter",
        )
        self.undo_button = button(
            translate("CardWindow", "Undo"),
            translate("CardWindow", "Take back your last step"),
            c.undo,
            "Ctrl+Z",
        )
        self.reset_button = button(
            translate("CardWindow", "Reset turn"),
            translate("CardWindow", "Take back the whole turn since your draw"),
            c.reset_turn,
        )
        self.hint_button = button(
            translate("CardWindow", "Hint"),
            translate(
                "CardWindow",
                "Show the best melds and lay-offs for your hand, step by step, to you alone",
            ),
            c.request_hint,
            "Ctrl+H",  # as in the tile window; H alone reads the hand aloud
        )
        row.addStretch(1)
        self.sort_suit_button = button(
            translate("CardWindow", "Sort by suit"),
            translate("CardWindow", "Runs side by side"),
            lambda: self.sort_hand("suit"),
        )
        self.sort_rank_button = button(
            translate("CardWindow", "Sort by rank"),
            translate("CardWindow", "Sets side by side"),
            lambda: self.sort_hand("rank"),
        )
        layout.addLayout(row)
        self.setCentralWidget(central)
        return central

    def _build_menus(self) -> None:
        """The shell's menus, with the card game's own items in their places."""
        self.build_shell_actions()
        self.act_continue = window_action(
            self,
            translate("CardWindow", "&Continue the last card game"),
            [],
            self.continue_last,
        )
        self.act_sort_suit = window_action(
            self,
            translate("CardWindow", "Sort by suit"),
            ["Ctrl+1"],
            lambda: self.sort_hand("suit"),
        )
        self.act_sort_rank = window_action(
            self,
            translate("CardWindow", "Sort by rank"),
            ["Ctrl+2"],
            lambda: self.sort_hand("rank"),
        )
        self.act_four = QAction(translate("CardWindow", "&Four-colour suits"), self, checkable=True)
        self.act_four.setToolTip(
            translate("CardWindow", "Clubs green and diamonds blue, for colour-blind players")
        )
        self.act_four.toggled.connect(self._look_changed)
        self.act_large = QAction(translate("CardWindow", "&Large cards"), self, checkable=True)
        self.act_large.toggled.connect(self._look_changed)
        self.build_menus(
            FamilyMenus(
                after_new=(self.act_continue,),
                clock=(self.clock_ui.act_pause, self.clock_ui.act_add_time),
                turn_last=(self.act_sort_suit, self.act_sort_rank),
                view=(self.act_four, self.act_large),
            )
        )

    def open_game_file(self) -> None:
        self.files.choose_file(save=False)

    def save_game_file(self) -> None:
        self.files.choose_file(save=True)

    def choose_save_folder(self) -> None:
        self.files.folder_notice.choose_folder()

    def _restore_view(self) -> None:
        settings = self.services.settings
        four, large = settings.four_colour_cards, settings.large_cards
        for action, on in ((self.act_four, four), (self.act_large, large)):
            action.blockSignals(True)  # each toggle would store both, the other not yet read
            action.setChecked(on)
            action.blockSignals(False)
        self.set_speed(self.services.settings.speed)
        self._look_changed()

    def _look_changed(self) -> None:
        self.services.settings.four_colour_cards = self.act_four.isChecked()
        self.services.settings.large_cards = self.act_large.isChecked()
        self.scene.set_look(self.act_four.isChecked(), self.act_large.isChecked())

    # -- games --------------------------------------------------------------
    def start_game(self, setup: CardSetup) -> None:
        """Deal ``setup``'s game and play it here."""
        self.close_round_dialog()
        self.handover.hide()
        self._set_title(setup.rules.preset)
        self.controller.new_game(setup)

    def _clock_room(self) -> None:
        """The clock's row keeps its place in a timed game and gives it up in an untimed one."""
        setup = self.controller.setup
        self.clock_ui.keep_place(setup is not None and setup.rules.turn_timer_seconds is not None)

    def _set_title(self, preset: str) -> None:
        self.setWindowTitle(fill(translate("CardWindow", "%1 - Rummy Desktop"), game_title(preset)))

    def continue_last(self) -> bool:
        """Continue the autosaved card game; False (and a word why) when there is none."""
        return self.files.continue_last()

    def load(self, path: Path) -> bool:
        """Open a saved card game; a file that cannot be loaded is named, and left as it is."""
        return self.files.load(path)

    def save_as(self, path: Path) -> bool:
        """Save the game to ``path``; the reason is shown when it cannot be written."""
        return self.files.save_as(path)

    def play_saved(self, save: CardSave) -> None:
        """Play a loaded card game from where it was saved (the saves' way in)."""
        self.close_round_dialog()
        self.handover.hide()
        self._set_title(save.game.rules.preset)
        self.controller.start(save.game, save.seats, save.clock)

    def new_game(self) -> None:
        """The new-game dialog, or the same table dealt again without one."""
        if self._new_game is not None:
            self._new_game(self)
            return
        self.open_new_game_dialog()

    def open_new_game_dialog(self, preset: str | None = None) -> CardNewGameDialog:
        """The card new-game dialog (non-blocking); the game starts when it is accepted."""
        initial = self.controller.setup if preset is None else None
        dialog = CardNewGameDialog(self, preset=preset or "rummy51", initial=initial)

        def accepted() -> None:
            setup = dialog.setup()
            if setup is not None:
                self.start_game(setup)

        dialog.accepted.connect(accepted)
        dialog.rejected.connect(self._new_game_cancelled)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _new_game_cancelled(self) -> None:
        """No game was chosen for a window that has none: it closes rather than stay empty."""
        if not self.controller.board.game:
            self.close()

    # -- drawing ------------------------------------------------------------
    def _seconds_changed(self) -> None:
        """A clock tick (or "+30 s") changed the board's seconds alone: only the hand's
        title says them, so only that line is drawn again.

        The tile window shows its clock in the clock's row and leaves the table
        alone; the card table says the seconds in the hand's title. A redraw
        already waiting for a drag to end draws the seconds with the rest.
        """
        if not self._stale:
            self.scene.show_seconds(self.controller.board.seconds_left)

    def refresh(self) -> None:
        """Redraw from the controller's board (after a drag ends, if one is under way)."""
        if self.view.busy:
            if not self._stale:
                self._stale = True
                QTimer.singleShot(50, self._refresh_when_settled)
            return
        self._stale = False
        self.hint_bar.mark(self.scene)  # the hint's step in gold, for the person on turn alone
        self.scene.show_board(self._shown(self.controller.board))
        self._refresh_buttons()
        self.hint_bar.place_over(self.scene, self.view)

    def _shown(self, board: CardBoard) -> CardBoard:
        """The board with the hand in the order the window shows it (its sort)."""
        if self.hand_sort is None or not board.hand:
            return board
        key = sort_by_rank if self.hand_sort == "rank" else sort_by_suit
        return replace(board, hand=tuple(sorted(board.hand, key=key)))

    def sort_hand(self, by: str) -> None:
        """Show the hand sorted by ``"suit"`` or ``"rank"`` from now on, drawn cards too."""
        self.hand_sort = by
        self.refresh()

    def _refresh_when_settled(self) -> None:
        if self.view.busy:
            QTimer.singleShot(50, self._refresh_when_settled)
            return
        self.refresh()

    def _refresh_buttons(self) -> None:
        board = self.controller.board
        person = board.on_turn
        self.draw_button.setEnabled(person and not board.drawn and board.game)
        self.take_button.setEnabled(board.can_take)
        self.give_back_button.setEnabled(board.can_give_back)
        self.meld_button.setEnabled(person and board.drawn and len(self.scene.selected) >= 3)
        self.undo_button.setEnabled(board.can_undo)
        self.reset_button.setEnabled(board.can_reset)
        self.hint_button.setEnabled(person and board.game)
        has_hand = bool(board.hand)
        self.sort_suit_button.setEnabled(has_hand)
        self.sort_rank_button.setEnabled(has_hand)

    def show_refusal(self, reason: str) -> None:
        """Why a move was refused, where the player looks, for a few seconds."""
        self.message.setText("\u2717 " + reason)
        self._toast.start(TOAST_MS)

    # -- intents from the table ----------------------------------------------
    def _drop(self, grab: Grab, target: Target) -> bool:
        """The intent of a drop (read as the tutorial reads it); True when played."""
        c = self.controller
        hand = self.scene.board.hand
        result = play_drop(c, grab, target, hand=hand, lay=self.lay, stage=c.add_to_staged)
        if isinstance(result, str):
            self.show_refusal(result)
            return False
        if result.ok:
            if grab.role is Role.HAND and target.role is Role.HAND:
                self.hand_sort = None  # the person's own order from now on
            self.scene.selected -= set(grab.cards)
            self.refresh()
        return result.ok

    def lay_selected(self) -> CardResult:
        """Lay the selected cards as a new meld (the button and the Enter key)."""
        chosen = [card for card in self.scene.board.hand if card in self.scene.selected]
        result = self.lay(chosen)
        if result.ok:
            self.scene.selected -= set(chosen)
            self.refresh()
        return result

    def lay(self, cards: Sequence[Card]) -> CardResult:
        """Lay ``cards`` as a meld; a set whose joker may stand for more than one suit
        first asks which (a menu of the cards it may be), and is laid once one is chosen."""
        choices = self.controller.joker_suit_choices(cards)
        if not choices:
            return self.controller.lay_meld(cards)
        rank = next(card.rank for card in cards if not card.is_joker)
        menu = QMenu(self)
        title = menu.addAction(translate("CardWindow", "The joker stands for:"))
        title.setEnabled(False)
        for suit in choices:
            action = menu.addAction(card_name(Card(Face(rank, suit))))
            action.triggered.connect(
                lambda _on=False, s=suit, laid=tuple(cards): self._lay_as(laid, s)
            )
        self.joker_menu = menu
        menu.popup(QCursor.pos())
        return CardResult(False)

    def _lay_as(self, cards: tuple[Card, ...], suit: Suit) -> None:
        result = self.controller.lay_meld(cards, suit)
        if result.ok:
            self.scene.selected -= set(cards)
            self.refresh()
        else:
            self.show_refusal(result.reason)

    def _take_top(self) -> CardResult:
        return self.controller.take_pile(1)

    def _key(self, event: QKeyEvent) -> bool:
        """Keyboard play: arrows choose a card, Space selects it, Enter lays the selection
        as a meld, 1-9 lay it off on that meld, Delete discards the chosen card, D draws,
        T takes the top discard, S and R sort."""
        scene, c = self.scene, self.controller
        hand = scene.board.hand  # as shown: the window's sort
        key = event.key()
        if not scene.show_focus and key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space):
            scene.show_focus = True  # the first key only shows which card it would move
            scene.redraw()
            if key != Qt.Key.Key_Space:
                return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = -1 if key == Qt.Key.Key_Left else 1
            scene.focus = (scene.focus + step) % len(hand)
            scene.redraw()
            return True
        focused = hand[scene.focus] if hand and scene.focus < len(hand) else None
        if key == Qt.Key.Key_Space and focused is not None:
            scene.selected ^= {focused}
            scene.redraw()
            self._refresh_buttons()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.lay_selected()
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_X) and focused is not None:
            c.discard(focused)
            return True
        if key == Qt.Key.Key_D:
            c.draw_stock()
            return True
        if key == Qt.Key.Key_T:
            c.take_pile(1)
            return True
        if key == Qt.Key.Key_S:
            self.sort_hand("suit")
            return True
        if key == Qt.Key.Key_R:
            self.sort_hand("rank")
            return True
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            chosen = [card for card in hand if card in scene.selected]
            if not chosen and focused is not None:
                chosen = [focused]
            result = c.put_on_meld(key - Qt.Key.Key_1, chosen)
            if result.ok:
                scene.selected -= set(chosen)
                self.refresh()
            return True
        return False

    # -- hand-over, round end, help ---------------------------------------------
    def _show_handover(self, seat: int) -> None:
        self.handover.show_for(self.controller.board.names[seat])

    def _confirm_handover(self) -> None:
        self.handover.hide()
        self.controller.confirm_handover()
        self.view.setFocus()

    def _show_round_end(self, summary: object) -> None:
        if not isinstance(summary, CardRoundEnd):
            return
        self.close_round_dialog()
        hands = [HandStrip(hand, self.scene.look) for hand in summary.hands]
        dialog = RoundEndDialog(card_sheet(summary), hands, self)
        dialog.nextRoundRequested.connect(self.controller.next_round)
        dialog.newGameRequested.connect(self.new_game)
        dialog.watchRequested.connect(self.replays.watch_current)
        self.round_dialog = dialog
        dialog.show()

    def stats_seat_and_game(self) -> tuple[str, str]:
        humans = [s.name for s in self.controller.seats if s.is_human]
        return (humans[0] if humans else "", self.controller.board.preset or "rummy")

    def show_rules(self) -> None:
        preset = self.controller.board.preset or "rummy"
        # 620x600: at 1024x600 the dialog keeps its bottom in sight
        self.open_rules(game_title(preset), card_rules_html(preset), QSize(620, 600))

    def learn_to_play(self) -> CardTutorialWindow:
        """The card tutorial over this window, on a game of its own (this one is untouched).

        Left or finished with no card game here, the new-game dialog follows
        (opened once the tutorial has closed, so it is not hidden behind it).
        A running turn clock is paused first.
        """
        self.pause_turn()
        return self.open_lesson(lambda: CardTutorialWindow(self), self._tutorial_closed)

    @property
    def tutorial_window(self) -> CardTutorialWindow | None:
        """The card tutorial opened from here, if any (open or closed)."""
        return self.lesson if isinstance(self.lesson, CardTutorialWindow) else None

    def _tutorial_closed(self, _finished: bool) -> None:
        if not self.controller.board.game:
            self.open_new_game_dialog("rummy51")

    @override
    def before_close(self) -> None:
        self.close_lesson(self._tutorial_closed)


__all__ = ["CardWindow"]

"""A timed card turn through a screen reader: a clock tick reads the table again no more.

The accessible entries never say the seconds (only the last ones are announced,
as they run out), so a tick, or "+30 s", leaves them as they are; a move, a draw
or a turn's end still reads the whole table again and is announced as before.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.ui.accessible_cards import CardTableReader
from rummy_desktop.ui.accessible_items import Entry
from rummy_desktop.ui.cards.art import card_name
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position
from tests.ui.test_card_clock_redraws import ANN_COMPUTER, HANDS, shown_window, timed_window
from tests.ui.test_screen_reader import names_under


def counted_reads(reader: CardTableReader, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one at each rebuild of the reader's table entries."""
    reads: list[int] = []
    show = reader.table_layer.show

    def counted(entries: Sequence[Entry]) -> None:
        reads.append(1)
        show(entries)

    monkeypatch.setattr(reader.table_layer, "show", counted)
    return reads


def seconds_said(seconds: int) -> str:
    return fill(translate("ScreenReader", "%1 seconds left."), seconds)


def settled(qtbot: QtBot, window: CardWindow) -> None:
    """Wait for the tick after the next, so a read the last change scheduled is done."""
    for _ in range(2):
        with qtbot.waitSignal(window.controller.timerChanged, timeout=10_000):
            pass


def test_ticks_and_added_time_read_nothing_again_and_the_last_seconds_are_said(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = timed_window(qtbot, services, 35)
    c, reader = window.controller, window.screen_reader
    settled(qtbot, window)
    reads = counted_reads(reader, monkeypatch)
    proxies = list(reader.hand_layer.proxies) + list(reader.table_layer.proxies)
    names = names_under(window.view)
    said = len(reader.announcer.said)
    ticks: list[int | None] = []
    c.secondsChanged.connect(lambda: ticks.append(c.board.seconds_left))
    qtbot.waitUntil(lambda: seconds_said(30) in reader.announcer.said, timeout=10_000)
    assert c.add_time().ok  # "+30 s"
    qtbot.waitUntil(lambda: len(ticks) >= 8, timeout=10_000)
    settled(qtbot, window)
    assert len(ticks) >= 8 and c.board.seconds_left is not None and c.board.seconds_left > 30
    assert reads == []  # not one read of the table for the clock
    assert list(reader.hand_layer.proxies) + list(reader.table_layer.proxies) == proxies
    assert names_under(window.view) == names
    assert reader.announcer.said[said:] == [seconds_said(30)]
    # a refusal the window shows by itself is still said at the next tick
    window.show_refusal("not a meld")
    qtbot.waitUntil(lambda: reader.announcer.said[-1] == "\u2717 not a meld", timeout=10_000)
    assert reads == []


def test_a_draw_reads_the_table_again_and_the_ticks_after_it_do_not(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = timed_window(qtbot, services, 120)
    c, reader = window.controller, window.screen_reader
    settled(qtbot, window)
    reads = counted_reads(reader, monkeypatch)
    lines: list[str] = []
    c.message.connect(lines.append)
    assert "Your hand (7)" in names_under(window.view)
    assert c.draw_stock().ok
    qtbot.waitUntil(lambda: bool(reads), timeout=10_000)
    names = names_under(window.view)
    assert "Your hand (8)" in names and card_name(c.board.hand[-1]) in names
    assert lines and all(line in reader.announcer.said for line in lines)
    read = len(reads)
    settled(qtbot, window)
    assert len(reads) == read and names_under(window.view) == names


def test_a_turn_that_runs_out_is_read_again_and_the_next_turn_greeted(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = timed_window(qtbot, services, 20, bank_seconds=None)
    c, reader = window.controller, window.screen_reader
    reads = counted_reads(reader, monkeypatch)
    greeted = sum(s.startswith("Your turn, Ann") for s in reader.announcer.said)
    first = c.board.turn_id
    qtbot.waitUntil(lambda: c.board.turn_id > first + 1 and c.board.on_turn, timeout=10_000)
    qtbot.waitUntil(
        lambda: sum(s.startswith("Your turn, Ann") for s in reader.announcer.said) > greeted,
        timeout=10_000,
    )
    assert reads  # the turn's end is more than its seconds
    assert seconds_said(10) in reader.announcer.said


def untimed_window(qtbot: QtBot, services: Services) -> CardWindow:
    """Ann's turn of Rummy without a clock: nothing ticks, so nothing reads on a tick."""
    window = shown_window(qtbot, services, CardController())
    window.controller.start(card_position(card_preset("rummy"), HANDS, "AS"), ANN_COMPUTER)
    assert window.controller.board.on_turn and window.controller.board.seconds_left is None
    return window


def test_a_card_selected_by_a_click_is_read_at_once(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click redraws the scene without a change of the controller: the scene says so,
    and the reader reads the table again (once), with no clock to wait for."""
    window = untimed_window(qtbot, services)
    reader = window.screen_reader
    qtbot.wait(50)
    reads = counted_reads(reader, monkeypatch)
    card = window.scene.board.hand[0]
    point = window.view.mapFromScene(window.scene.hand_point(card))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.scene.selected == {card}
    hand = reader.hand_layer.proxies[0].layer
    chosen = hand.names().index(card_name(card))
    qtbot.waitUntil(
        lambda: hand.proxies[chosen].accessibleDescription().endswith("selected"),
        timeout=2_000,
    )
    qtbot.wait(50)
    assert reads == [1]


def test_large_cards_move_the_entries_at_once(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Large cards redraw the scene alone, the board unchanged: the cards' new places are
    read at once, with no clock to wait for."""
    window = untimed_window(qtbot, services)
    reader = window.screen_reader
    qtbot.wait(50)
    reads = counted_reads(reader, monkeypatch)
    hand = reader.hand_layer.proxies[0].layer
    small = hand.proxies[0].geometry()
    window.act_large.setChecked(not window.act_large.isChecked())
    item = window.scene.hand_items[0]
    place = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    assert place != small
    qtbot.waitUntil(lambda: hand.proxies[0].geometry() == place, timeout=2_000)
    qtbot.wait(50)
    assert reads == [1]


def test_a_key_that_moves_the_focus_reads_the_table_once_and_says_the_card(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The key redraws the scene, and the reader reads after the key: one read, not two."""
    window = untimed_window(qtbot, services)
    reader = window.screen_reader
    window.view.setFocus()
    qtbot.wait(50)
    reads = counted_reads(reader, monkeypatch)
    said = len(reader.announcer.said)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: len(reader.announcer.said) > said, timeout=2_000)
    qtbot.wait(50)
    assert reads == [1]
    assert reader.announcer.said[-1] == reader.chosen_text()

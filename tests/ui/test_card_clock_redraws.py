"""A timed card turn: each tick of the clock changes the hand's title, not the whole table.

The seconds left are said in the line over the hand; rebuilding every card,
frame and label once a second for that one line is what the window no longer does.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.ui.cards.scene import CardTableScene
from rummy_desktop.ui.cards.window import CardWindow
from rummy_desktop.ui.services import Services
from tests.app.card_positions import card_position

ANN_COMPUTER = (Seat("Ann"), Seat("Computer", "easy"))
HANDS = ["7H 8H 9H 6H 5D KS QD", "3C 3D 3S 4S 6S 7S 9D"]
TICK_MS = 20
"""A second of the turn's clock, in the test's milliseconds."""


def shown_window(qtbot: QtBot, services: Services, controller: CardController) -> CardWindow:
    """A card window for ``controller`` on screen, its moves instant, no game yet."""
    window = CardWindow(controller, services=services)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    return window


def timed_window(
    qtbot: QtBot, services: Services, turn_seconds: int, bank_seconds: int | None = 120
) -> CardWindow:
    """Ann's timed turn of Rummy against a computer, under way."""
    controller = CardController(timer_interval_ms=TICK_MS)
    window = shown_window(qtbot, services, controller)
    rules = card_preset("rummy").with_options(
        turn_timer_seconds=turn_seconds, time_bank_seconds=bank_seconds
    )
    controller.start(card_position(rules, HANDS, "AS"), ANN_COMPUTER)
    assert controller.board.on_turn
    # the clock's row takes its place under the table, which then fits itself again
    qtbot.waitUntil(lambda: controller.board.seconds_left != turn_seconds, timeout=10_000)
    return window


def counted_redraws(scene: CardTableScene, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one at each rebuild of ``scene``'s items."""
    redraws: list[int] = []
    redraw = scene.redraw

    def counted() -> None:
        redraws.append(1)
        redraw()

    monkeypatch.setattr(scene, "redraw", counted)
    return redraws


def seconds_words(seconds: int | None) -> str:
    return fill(translate("CardTable", "%1 s left"), seconds)


def title_after_redraw(window: CardWindow) -> str:
    """The hand's title as a whole redraw from the controller's board draws it."""
    window.refresh()
    title = window.scene.hand_title
    assert title is not None
    return title.text()


def test_ticks_and_added_time_change_the_hands_title_and_rebuild_nothing(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = timed_window(qtbot, services, 120)
    c, scene = window.controller, window.scene
    cards, title = list(scene.hand_items), scene.hand_title
    assert len(cards) == 7 and title is not None
    redraws = counted_redraws(scene, monkeypatch)
    shown: list[tuple[int | None, str]] = []

    def seen() -> None:
        now = scene.hand_title
        shown.append((c.board.seconds_left, now.text() if now is not None else ""))

    c.secondsChanged.connect(seen)
    qtbot.waitUntil(lambda: len(shown) >= 5, timeout=10_000)
    assert c.add_time().ok  # "+30 s"
    c.secondsChanged.disconnect(seen)
    seconds = shown[-1][0]
    assert redraws == []  # not one rebuild for the clock
    assert all(now is was for now, was in zip(scene.hand_items, cards, strict=True))
    assert scene.hand_title is title
    ticks = [s for s, _ in shown[:-1]]
    first = ticks[0]
    assert first is not None and ticks == list(range(first, first - len(ticks), -1))
    assert seconds == first - len(ticks) + 1 + 30
    for left, words in shown:
        assert words.endswith("  \u2014  " + seconds_words(left))
    left, now = c.board.seconds_left, title.text()  # no tick between these and the redraw
    assert now == title_after_redraw(window)  # the very line a whole redraw draws
    assert now.endswith(seconds_words(left)) and redraws == [1]


def test_a_move_still_redraws_the_table_and_the_seconds_go_on(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = timed_window(qtbot, services, 120)
    c, scene = window.controller, window.scene
    redraws = counted_redraws(scene, monkeypatch)
    assert c.draw_stock().ok
    assert len(redraws) == 1 and len(scene.hand_items) == 8  # the drawn card is shown
    title = scene.hand_title
    assert title is not None
    assert translate("CardTable", "meld, lay off, then discard onto the pile") in title.text()
    before = c.board.seconds_left
    qtbot.waitUntil(lambda: c.board.seconds_left != before, timeout=10_000)
    assert len(redraws) == 1 and scene.hand_title is title
    assert title.text().endswith(seconds_words(c.board.seconds_left))


def test_a_turn_that_runs_out_is_drawn_anew(
    qtbot: QtBot, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = timed_window(qtbot, services, 20, bank_seconds=None)
    c, scene = window.controller, window.scene
    cards = list(scene.hand_items)
    redraws = counted_redraws(scene, monkeypatch)
    first = c.board.turn_id
    qtbot.waitUntil(lambda: c.board.turn_id > first, timeout=10_000)
    assert redraws and scene.hand_items  # the turn's end is more than its seconds
    assert not any(now is was for now in scene.hand_items for was in cards)
    title = scene.hand_title
    assert title is not None
    assert title.text() == title_after_redraw(window)

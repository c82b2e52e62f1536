"""Shared wins and rounds ended by a limit, as the round-end dialog and the statistics say them."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardRoundEnd
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.stats import CardStatsRecorder
from rummy_desktop.app.round_sheet import card_headline as round_headline
from rummy_desktop.app.round_sheet import card_sheet
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.stats import StatsDB
from rummy_desktop.cards.core.rules import MAX_ROUNDS, card_preset
from rummy_desktop.cards.core.state import RoundLimit
from rummy_desktop.ui.cards.art import LOOKS, HandStrip
from rummy_desktop.ui.round_end import RoundEndDialog
from tests.cards.positions import position
from tests.cards.test_card_scoring import FULL_SETS, LOOSE, stuck_position


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[CardController]:
    c = CardController()
    c.set_speed("instant")
    yield c
    c.shutdown()


def shared_win(qtbot: QtBot, controller: CardController) -> CardRoundEnd:
    """A one-deal match of basic Rummy whose only round nobody can end: 0 each, a tie."""
    rules = card_preset("rummy").with_options(match_end="rounds", match_rounds=1)
    controller.start(stuck_position(FULL_SETS, LOOSE, rules), [Seat("Ann"), Seat("Bob", "easy")])
    ended: list[CardRoundEnd] = []
    controller.roundEnded.connect(ended.append)
    assert controller.discard(controller.board.hand[1]).ok
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    return ended[0]


def test_a_tied_match_is_shown_as_a_shared_win(qtbot: QtBot, controller: CardController) -> None:
    summary = shared_win(qtbot, controller)
    assert summary.winners == (0, 1) and summary.winner is None and summary.match_over
    assert round_headline(summary).endswith("P0 and P1 share the win.")  # the game's names
    dialog = card_dialog(summary)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Match over"
    assert dialog.button.text() == "New game"
    assert {"P0 (shares the win)", "P1 (shares the win)"} <= set(labels(dialog))


def test_a_shared_win_finishes_the_match_in_the_statistics(
    qtbot: QtBot, controller: CardController
) -> None:
    db = StatsDB(":memory:")
    recorder = CardStatsRecorder(controller, db)
    shared_win(qtbot, controller)
    assert recorder.pending is not None
    recorder.pending.result(timeout=30)
    for name in ("Ann", "Bob"):
        figures = db.summary(name, "rummy")
        assert (figures.games, figures.games_won, figures.rounds_won) == (1, 1, 0)


def ended(**changes: object) -> CardRoundEnd:
    base = CardRoundEnd(
        names=("Ann", "Bob", "Cy"),
        hands=((), (), ()),
        changes=(0, 0, 0),
        totals=(0, 0, 0),
        eliminated=(False, False, False),
        out=None,
        rummy=False,
        winner=None,
        low_wins=True,
        preset="rummy30",
        target=None,
        elimination=101,
        rounds_left=None,
        history=((0, 0, 0),),
        stuck=True,
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_a_round_ended_by_a_limit_says_which_in_plain_words() -> None:
    renewed = round_headline(ended(limit=RoundLimit.RENEWALS))
    assert renewed.startswith("Nobody went out: the stock was used up and renewed three times")
    passed = round_headline(ended(limit=RoundLimit.PASSING))
    assert passed.startswith("Nobody went out: for 50 turns nobody laid a card")
    assert round_headline(ended()).startswith("Nobody can go out any more")


def test_three_sharers_and_why_the_match_ended() -> None:
    everyone_out = ended(eliminated=(True, True, True), totals=(120, 120, 130), winners=(0, 1))
    text = round_headline(everyone_out)
    assert "Everyone still in went over the limit" in text
    assert text.endswith("Ann and Bob share the win.")
    capped = ended(
        eliminated=(False, False, False),
        history=((0, 0, 0),) * MAX_ROUNDS,
        winners=(0, 1, 2),
        elimination=None,
    )
    text = round_headline(capped)
    assert "The match ends after 100 rounds" in text
    assert text.endswith("Ann, Bob and Cy share the win.")
    assert not ended().match_over


def card_dialog(summary: CardRoundEnd) -> RoundEndDialog:
    hands = [HandStrip(hand, LOOKS["two"]) for hand in summary.hands]
    return RoundEndDialog(card_sheet(summary), hands, None)


def labels(dialog: RoundEndDialog) -> list[str]:
    """Every word of the round table: its column heads and its cells."""
    table = dialog.round_table
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    cells = [
        item.text()
        for r in range(table.rowCount())
        for c in range(table.columnCount())
        if (item := table.item(r, c)) is not None
    ]
    return heads + cells


def test_a_rum500_round_shows_laid_minus_in_hand(qtbot: QtBot, controller: CardController) -> None:
    """500 Rum scores cards laid minus cards held: the dialog shows both, not only the net."""
    game = position("rum500", ["8H 9H TH 2D", "AS KC"])
    controller.start(game, [Seat("Ann"), Seat("Bob", "easy")])
    ended: list[CardRoundEnd] = []
    controller.roundEnded.connect(ended.append)
    hand = controller.board.hand
    assert controller.lay_meld([c for c in hand if str(c) in ("8H", "9H", "TH")]).ok
    assert controller.discard(next(c for c in controller.board.hand if str(c) == "2D")).ok
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    summary = ended[0]
    assert summary.laid == (20, 0) and summary.changes == (20, -25)
    dialog = card_dialog(summary)
    qtbot.addWidget(dialog)
    shown = set(labels(dialog))
    assert {"Laid - in hand", "20 - 0 = +20", "0 - 25 = -25"} <= shown


def test_a_match_of_deals_played_out_says_so(qtbot: QtBot, controller: CardController) -> None:
    summary = shared_win(qtbot, controller)
    dialog = card_dialog(summary)
    qtbot.addWidget(dialog)
    assert dialog.goal.text() == "All 1 deals are played."

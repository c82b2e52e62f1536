"""The card hint bar and the table's gold marks, fed by a stand-in source (no game)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from rummy_desktop.app.cards.board import CardBoard, CardPhase, LaidMeld
from rummy_desktop.app.cards.hint import CardHint, CardHintStep, StepKind
from rummy_desktop.cards.core.actions import DrawStock, LayMelds, LayOff
from rummy_desktop.cards.core.cards import Card, parse_faces
from rummy_desktop.ui.cards.hint_bar import CardHintBar, hint_words
from rummy_desktop.ui.cards.scene import CardTableScene


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card(face) for face in parse_faces(text))


RUN = cards("9H TH JH")
SET = cards("KS KD KC")
EIGHT = cards("8H")


@dataclass
class Source:
    board: CardBoard
    hint: CardHint | None = None
    hint_step: int = 0
    hint_searching: bool = False
    asked: list[str] = field(default_factory=list)

    def show_next_hint_step(self) -> object:
        self.asked.append("next")
        return None

    def play_hint(self) -> object:
        self.asked.append("play")
        return None

    def dismiss_hint(self) -> None:
        self.asked.append("close")


def board(on_turn: bool = True) -> CardBoard:
    return CardBoard(
        game=True,
        preset="rummy51",
        phase=CardPhase.HUMAN if on_turn else CardPhase.HANDOVER,
        on_turn=on_turn,
        drawn=True,
        names=("Ann", "Bob"),
        computer=(False, False),
        hand_seat=0 if on_turn else None,
        hand=(*RUN, *SET, *EIGHT) if on_turn else (),
        opening_points=51,
        hand_counts=(7, 7),
        stock_count=40,
        pile=cards("2C"),
        pile_count=1,
        table=(LaidMeld(cards("5S 6S 7S"), parse_faces("5S 6S 7S"), (1, 1, 1), "run"),),
        opened=(False, True),
        totals=(0, 0),
        laid_points=(0, 0),
        eliminated=(False, False),
        round_number=1,
    )


def opening_hint() -> CardHint:
    steps = (
        CardHintStep(StepKind.OPEN, LayMelds((RUN, SET)), (*RUN, *SET), (RUN, SET)),
        CardHintStep(StepKind.LAY_OFF, LayOff(1, EIGHT), EIGHT, meld=1),
    )
    return CardHint(steps, 0, cards("2C")[0], 1, 0, steps)


def test_the_bar_shows_each_step_in_words_and_cards(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    source = Source(board(), opening_hint())
    bar = CardHintBar(source, host)
    bar.refresh(QRect(0, 150, 900, 300))
    assert bar.isVisible()
    assert bar.title.text() == "Hint: 7 of your cards can be laid. Then discard 2\u2663."
    assert bar.words.text().startswith("Step 1 of 2:") and "opening" in bar.words.text()
    assert bar.strip.groups == [RUN, SET]
    assert bar.geometry().bottom() <= 450  # on the table's part, above the hand
    bar.next_button.click()
    bar.do_button.click()
    bar.close_button.click()
    assert source.asked == ["next", "play", "close"]
    source.hint_step = 1
    bar.refresh(QRect(0, 150, 900, 300))
    assert bar.words.text().startswith("Step 2 of 2:") and "meld 2" in bar.words.text()
    assert not bar.next_button.isEnabled() and bar.do_button.isEnabled()


def test_the_bar_stays_hidden_off_turn_and_says_when_it_looks(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    source = Source(board(on_turn=False), opening_hint())
    bar = CardHintBar(source, host)
    bar.refresh()
    assert not bar.isVisible() and bar.current_step() is None  # a hand-over: nothing shows
    source.board, source.hint, source.hint_searching = board(), None, True
    bar.refresh()
    assert bar.isVisible() and bar.title.text() == "Looking for a hint…"
    assert not bar.do_button.isVisible()


def test_the_words_before_the_draw_and_when_nothing_can_be_laid() -> None:
    draw = CardHintStep(StepKind.DRAW_STOCK, DrawStock())
    drawing = CardHint((draw,), 0, None, 1, 0, (draw,))
    assert hint_words(drawing, board()) == "Hint: draw from the stock."
    nothing = CardHint((), 0, cards("2C")[0], 1, 0, ())
    words = hint_words(nothing, board())
    assert "no opening of 51 points" in words and words.endswith("Discard 2\u2663.")
    opened = replace(board(), opened=(True, True))
    assert "None of your cards" in hint_words(nothing, opened)


def test_the_scene_marks_the_step_in_gold(qtbot: QtBot) -> None:
    scene = CardTableScene()
    scene.set_size(1000, 700)
    scene.set_hint(frozenset(EIGHT), meld=0, pile=1)
    scene.show_board(board())
    marked = [item.card for item in scene.hand_items if item.hinted]
    assert marked == list(EIGHT)
    assert all(item.hinted for item in scene.pile_items)
    scene.set_hint()
    scene.redraw()
    assert not any(item.hinted for item in (*scene.hand_items, *scene.pile_items))

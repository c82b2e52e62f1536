"""The step machinery of a guided tutorial: which step, what it asks, and whether it is met.

A tutorial is a list of :class:`TutorialStep` objects played in order on a
real game (its own controller, referee and board, never a mock-up). Each
step sets up its position, says what to do, and judges what the player did:
after every change of the board (:meth:`TutorialStep.watch`), when the game
refused a move (the referee's reason is shown as it is), and when the player
asks for one of the turn's closing intents such as "done" or "draw"
(:meth:`TutorialStep.attempt`), which the step performs only when it is the
one it teaches. A step can always be skipped; leaving ends the tutorial.

Nothing here knows tiles: the tile tutorial (:mod:`rummy_desktop.app.tutorial_tiles`)
gives steps bound to the tile :class:`~rummy_desktop.app.controller.GameController`,
and a card-rummy tutorial can give steps bound to the card table's controller
and its own intents ("discard", "take the discard pile") and reuse this class
and the tutorial window's panel unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from PySide6.QtCore import QObject, Signal


class Mood(StrEnum):
    """How the panel shows a line of feedback."""

    NONE = "none"
    GOOD = "good"
    WAIT = "wait"
    WRONG = "wrong"


@dataclass(frozen=True, slots=True)
class Judgement:
    """A step's answer to what the player did.

    Attributes:
        passed: the step is met; the tutorial moves on.
        feedback: what to tell the player (why not, or what to do next); may be empty.
        mood: how to show the feedback.
    """

    passed: bool
    feedback: str = ""
    mood: Mood = Mood.NONE


class TutorialStep(Protocol):
    """One thing to learn by doing, bound to the game it is played on."""

    key: str
    """A name that stays the same in every language (tests, saved progress)."""

    def title(self) -> str:
        """A few words: "Make a run"."""
        ...

    def instruction(self) -> str:
        """What to do, in a sentence or three, in the window's language."""
        ...

    def begin(self, continuing: bool) -> None:
        """Set up the step's position.

        Args:
            continuing: the step before was met by the player, and its game
                leads straight into this step (a step may then keep it going).
        """
        ...

    def watch(self) -> Judgement | None:
        """After each change of the board: met, a word to say, or None (nothing to say)."""
        ...

    def attempt(self, intent: str) -> Judgement:
        """The player asks for a closing intent ("done", "draw"): the step performs
        it only when it is right here, and judges the outcome."""
        ...


class Tutorial(QObject):
    """Plays the steps in order; the window shows what it says.

    Args:
        steps: the steps, in the order they are taught.
        parent: the Qt parent.

    Signals:
        stepChanged(int): a step began (its index), its position set up.
        feedbackChanged(str, str): a line of feedback and its :class:`Mood` value.
        finished(): the last step was met or skipped.
        left(): the player left the tutorial before its end.
    """

    stepChanged = Signal(int)  # noqa: N815 - Qt signal name
    feedbackChanged = Signal(str, str)  # noqa: N815 - Qt signal name
    finished = Signal()
    left = Signal()

    def __init__(self, steps: Sequence[TutorialStep], parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not steps:
            raise ValueError("a tutorial needs at least one step")
        self.steps = tuple(steps)
        self.index = -1
        self.is_over = False
        self.feedback = ""
        self.mood = Mood.NONE
        self.praise = ""
        """A word on the step just met, shown at the top of the next one."""
        self.praise_mood = Mood.GOOD
        """How to show it: good news, or (the initial meld of 29) the referee's refusal."""
        self._acting = False

    @property
    def step(self) -> TutorialStep:
        return self.steps[max(self.index, 0)]

    @property
    def count(self) -> int:
        return len(self.steps)

    def start(self) -> None:
        """Begin with the first step."""
        self.is_over = False
        self._go_to(0, continuing=False)

    def skip(self) -> None:
        """Leave this step unlearnt and set up the next one from its own position."""
        if self.is_over:
            return
        self.praise = ""
        self._advance(continuing=False)

    def leave(self) -> None:
        """Stop the tutorial before its end."""
        if self.is_over:
            return
        self.is_over = True
        self.left.emit()

    def board_changed(self) -> None:
        """The board changed (a move, an undo, a new turn): let the step look."""
        if self.is_over or self.index < 0 or self._acting:
            return  # while a step acts, it judges the outcome itself
        judgement = self.step.watch()
        if judgement is not None:
            self._judged(judgement)

    def move_refused(self, reason: str) -> None:
        """The game refused a move: its reason, said as the game says it."""
        if not self.is_over and self.index >= 0:
            self._say(reason, Mood.WRONG)

    def attempt(self, intent: str) -> Judgement:
        """The player pressed a closing button; the step decides and judges."""
        if self.is_over or self.index < 0:
            return Judgement(False)
        self._acting = True
        try:
            judgement = self.step.attempt(intent)
        finally:
            self._acting = False
        self._judged(judgement)
        return judgement

    def _judged(self, judgement: Judgement) -> None:
        if judgement.passed:
            self.praise = judgement.feedback
            self.praise_mood = Mood.GOOD if judgement.mood is Mood.NONE else judgement.mood
            self._advance(continuing=True)
        else:
            self._say(judgement.feedback, judgement.mood)

    def _advance(self, continuing: bool) -> None:
        if self.index + 1 >= len(self.steps):
            self.is_over = True
            self._say("", Mood.NONE)
            self.finished.emit()
            return
        self._go_to(self.index + 1, continuing)

    def _go_to(self, index: int, continuing: bool) -> None:
        self.index = index
        self.feedback, self.mood = "", Mood.NONE
        self.steps[index].begin(continuing)
        self.stepChanged.emit(index)
        self.feedbackChanged.emit(self.feedback, self.mood.value)

    def _say(self, text: str, mood: Mood) -> None:
        self.feedback, self.mood = text, mood
        self.feedbackChanged.emit(text, mood.value)

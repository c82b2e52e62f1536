"""One computer turn, decided and ruled on the same way headless and in the window.

A computer turn has two halves that may run on different threads:

- :func:`decide`: the player chooses on its own frozen ``PlayerView``
  (the window runs this on its worker thread). A player that raises is
  recorded as a failure, never a crash.
- :func:`rule_on`: the referee checks the choice against the live game
  (on the thread that owns it). A refused or failed choice becomes the
  state's legal default action (draw, pass, or the draw-and-discard
  discard), so a faulty player can never stall or crash a game.

The headless runner (:func:`rummy_desktop.ai.runner.play_turn`) and the
window's controller both call exactly these two, so a fallback cannot drift
between them.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from rummy_desktop.ai.base import CancelFlag, Cancelled, ComputerPlayer
from rummy_desktop.core.actions import Discard, Draw, Pass, Play, TurnAction
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.game import Clock
from rummy_desktop.core.state import GameState
from rummy_desktop.core.views import PlayerView

COMPUTER_ACTIONS = (Play, Draw, Pass, Discard)
"""What a computer player may answer; a penalty or rack arrangement is not a choice."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What a computer player answered, before the referee has looked at it.

    Attributes:
        chosen: the player's answer as given (any object), or None when it failed.
        failure: why there is no answer ("" when there is one).
        think_seconds: wall time the player took (for reports only).
    """

    chosen: object
    failure: str = ""
    think_seconds: float = 0.0


@dataclass(frozen=True, slots=True)
class Ruling:
    """The referee's word on a decision: what the game carries out, and why.

    Attributes:
        applied: the action to apply: the choice, or the state's default action.
        illegal: why the choice was refused or missing, "" when it is applied.
    """

    applied: TurnAction
    illegal: str


def decide(
    player: ComputerPlayer,
    view: PlayerView,
    rng: random.Random,
    cancel: CancelFlag,
    clock: Clock = time.perf_counter,
) -> Decision:
    """Let ``player`` choose on ``view``; any error of the player becomes a failure.

    Raises:
        Cancelled: only when ``cancel`` was set: a stop asked for from outside
            is not the player's fault. An escaped "cancelled" while nobody
            asked to stop (a spent budget, say) is the player's failure.
    """
    start = clock()
    try:
        chosen: object = player.choose(view, rng, cancel)
    except Cancelled as exc:
        if cancel.cancelled:
            raise
        return Decision(None, f"the player failed: {type(exc).__name__}: {exc}", clock() - start)
    except Exception as exc:  # a broken player must not stop the game
        return Decision(None, f"the player failed: {type(exc).__name__}: {exc}", clock() - start)
    return Decision(chosen, "", clock() - start)


def failed(reason: str) -> Decision:
    """A decision that never came (the worker thread itself failed)."""
    return Decision(None, reason or "the player failed")


def rule_on(state: GameState, decision: Decision) -> Ruling:
    """The referee checks ``decision`` for the seat on turn; ``state`` is unchanged.

    The check is the game's own :meth:`GameState.apply` on a copy, so it can
    never disagree with what applying the choice later does.
    """
    chosen = decision.chosen
    if chosen is None:
        return Ruling(state.default_action(), decision.failure or "the player gave no answer")
    if not isinstance(chosen, COMPUTER_ACTIONS):
        return Ruling(state.default_action(), f"not a move a player may choose: {chosen!r}")
    try:
        state.clone().apply(chosen)
    except IllegalMove as exc:
        return Ruling(state.default_action(), str(exc) or "the rules refuse this move")
    return Ruling(chosen, "")

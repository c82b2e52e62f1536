"""A computer player sitting at a remote seat: decides on the views the table sends.

It holds what any remote seat holds (its views and its decision seed) and
nothing more, and draws every decision's randomness from
:func:`~rummy_desktop.ai.runner.seat_decision_rng`, exactly as the headless
runner does for that seat. So a game of bots across homes ends as the same
game played by ``rummy-desktop selfplay``.

A move the table refuses is answered with ``default`` (the rules' own
fallback, as :func:`rummy_desktop.ai.computer_turn.rule_on` does headless),
so a faulty choice can never stall the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rummy_desktop.ai.base import CancelFlag, ComputerPlayer
from rummy_desktop.ai.computer_turn import COMPUTER_ACTIONS, decide
from rummy_desktop.ai.players import make_player
from rummy_desktop.ai.runner import seat_decision_rng
from rummy_desktop.online.codec import DEFAULT_ACTION, action_to_json, view_from_json
from rummy_desktop.online.protocol import frame


@dataclass(slots=True)
class BotSeat:
    """One remote seat played by a computer level.

    Attributes:
        level: the computer level.
        decision_seed: the seat's decision seed, from the table's welcome.
    """

    level: str
    decision_seed: int
    player: ComputerPlayer = field(init=False)
    cancel: CancelFlag = field(default_factory=CancelFlag)

    def __post_init__(self) -> None:
        self.player = make_player(self.level)

    def answer(self, view_frame: dict[str, Any]) -> dict[str, Any] | None:
        """The action frame for a view frame, or None when it is not this seat's turn."""
        view = view_from_json(view_frame["view"])
        if view.current != view.seat:
            return None
        rng = seat_decision_rng(self.decision_seed, view.round_number, view.turn, view.seat)
        decision = decide(self.player, view, rng, self.cancel)
        chosen = decision.chosen
        action = chosen if isinstance(chosen, COMPUTER_ACTIONS) else DEFAULT_ACTION
        return frame("action", at=view_frame["at"], action=action_to_json(action))

    @staticmethod
    def fallback(at: int) -> dict[str, Any]:
        """After a refusal: the rules' default action instead."""
        return frame("action", at=at, action={"type": DEFAULT_ACTION})

"""The tile game behind the one game interface of :mod:`rummy_desktop.core.game`.

The tile engine (:class:`~rummy_desktop.core.state.GameState`) stays what the
window, the solver and the players use directly; this adapter is how a driver
that knows no family reaches it. It adds no rule: every refusal is the
engine's own, with the engine's code (a play's first problem, or a
:class:`~rummy_desktop.core.referee.TurnCode`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from rummy_desktop.core import serialize
from rummy_desktop.core.actions import Action
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.game import Game, GameMaker, GamePhase, Refusal, RoundOutcome
from rummy_desktop.core.referee import ProblemCode, TurnCode
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.state import NEXT_ROUND, GameState, NextRound
from rummy_desktop.core.views import PlayerView

TileAction = Action | NextRound
"""What a tile match takes: a turn action, a rack arrangement, or the next round's deal."""

TILE_REFUSAL_CODES: Final = frozenset({*ProblemCode, *TurnCode})
"""Every code a refused tile action carries."""


class TileGame:
    """One tile match as the one game interface sees it.

    Args:
        state: the engine's match (kept, not copied: the adapter is a view of it).
        seats: who plays each seat, as a record keeps them.
    """

    family: Final = "tiles"

    def __init__(self, state: GameState, seats: Sequence[Seat]) -> None:
        if len(seats) != state.players:
            raise IllegalMove(f"a match of {state.players} players needs {state.players} seats")
        self.state = state
        self._seats = tuple(seats)

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    @property
    def current(self) -> int:
        return self.state.current

    @property
    def phase(self) -> GamePhase:
        if not self.state.round_over:
            return GamePhase.TURN
        return GamePhase.MATCH_OVER if self.state.match_over() else GamePhase.ROUND_OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the best total once the match is over (equal totals share it)."""
        if self.phase is not GamePhase.MATCH_OVER:
            return ()
        best = max(self.state.totals)
        return tuple(i for i, total in enumerate(self.state.totals) if total == best)

    def clone(self) -> TileGame:
        return TileGame(self.state.clone(), self._seats)

    def view(self, seat: int) -> PlayerView:
        return self.state.view(seat)

    def refusal(self, action: TileAction) -> Refusal | None:
        """The engine's refusal, found by trying the action on a copy (the engine
        changes nothing when it refuses, but a copy keeps this a pure question)."""
        try:
            self.clone().apply(action)
        except IllegalMove as refused:
            return Refusal.of(refused, TurnCode.UNKNOWN_ACTION)
        return None

    def apply(self, action: TileAction) -> None:
        if isinstance(action, NextRound):
            if self.phase is GamePhase.MATCH_OVER:
                raise IllegalMove("the match is over", code=TurnCode.ROUND_OVER)
            self.state.start_next_round()
            return
        self.state.apply(action)

    def default_action(self) -> TileAction:
        phase = self.phase
        if phase is GamePhase.MATCH_OVER:
            raise IllegalMove("the match is over", code=TurnCode.ROUND_OVER)
        if phase is GamePhase.ROUND_OVER:
            return NEXT_ROUND
        return self.state.default_action()

    def last_round(self) -> RoundOutcome | None:
        history = self.state.history
        if not history:
            return None
        score = history[-1]
        return RoundOutcome(len(history), score.winner, score.scores, tuple(self.state.totals))

    def refusal_codes(self) -> frozenset[str]:
        return TILE_REFUSAL_CODES

    def check_pieces(self) -> None:
        self.state.check_tiles()

    def record_text(self) -> str:
        return serialize.GameRecord(self._seats, self.state).dumps()


class TileGames:
    """Deals and reads tile matches (the registry's maker of the ``tiles`` family)."""

    def new(self, family: str, seats: Sequence[Seat], rules: RuleSet, seed: int) -> TileGame:
        state = GameState.new_match(rules, [seat.name for seat in seats], seed)
        return TileGame(state, seats)

    def load(self, text: str) -> TileGame:
        record = serialize.loads(text)
        return TileGame(record.state, record.seats)


TILE_GAMES: Final = TileGames()

if TYPE_CHECKING:  # mypy checks here that the adapter keeps the interface whole
    _maker: GameMaker = TILE_GAMES
    _game: Game[TileAction, PlayerView] = TileGame(
        GameState.new_match(RuleSet(), ["a", "b"], 0), []
    )

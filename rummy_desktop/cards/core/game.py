"""The card games behind the one game interface of :mod:`rummy_desktop.core.game`.

A card match (:class:`~rummy_desktop.cards.core.state.CardGame`) is changed
only by its referee's :func:`~rummy_desktop.cards.core.referee.play`; this
adapter is how a driver that knows no family reaches it. It adds no rule:
refusals are the referee's own, with the codes of
:mod:`rummy_desktop.cards.core.codes`.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from rummy_desktop.cards.core import serialize
from rummy_desktop.cards.core.actions import CardAction
from rummy_desktop.cards.core.codes import CardCode
from rummy_desktop.cards.core.referee import default_action, play, refusal
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cards.core.state import CardGame, Phase, SeatView, new_card_game, seat_view
from rummy_desktop.core.errors import IllegalMove, InvalidRecord
from rummy_desktop.core.game import Game, GameMaker, GamePhase, Refusal, RoundOutcome
from rummy_desktop.core.seat import Seat

CARD_REFUSAL_CODES: Final = frozenset(CardCode)
"""Every code a refused card action carries."""

_PHASES: Final = {
    Phase.DRAW: GamePhase.TURN,
    Phase.PLAY: GamePhase.TURN,
    Phase.ROUND_OVER: GamePhase.ROUND_OVER,
    Phase.MATCH_OVER: GamePhase.MATCH_OVER,
}


class CardMatch:
    """One card match as the one game interface sees it.

    Args:
        game: the referee's match (kept, not copied: the adapter is a view of it).
        seats: who plays each seat; their names are the game's own.
    """

    def __init__(self, game: CardGame, seats: Sequence[Seat]) -> None:
        if [seat.name for seat in seats] != [seat.name for seat in game.seats]:
            raise IllegalMove("the seats must be the card game's own, in its order")
        self.game = game
        self._seats = tuple(seats)

    @property
    def family(self) -> str:
        """A card game's family is its preset (``rummy``, ``rummy30``, ...)."""
        return self.game.rules.preset

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    @property
    def current(self) -> int:
        return self.game.turn

    @property
    def phase(self) -> GamePhase:
        return _PHASES[self.game.phase]

    @property
    def winners(self) -> tuple[int, ...]:
        return self.game.winners

    def clone(self) -> CardMatch:
        return CardMatch(copy.deepcopy(self.game), self._seats)

    def view(self, seat: int) -> SeatView:
        return seat_view(self.game, seat)

    def refusal(self, action: CardAction) -> Refusal | None:
        refused = refusal(self.game, action)
        return None if refused is None else Refusal.of(refused, CardCode.ROUND_OVER)

    def apply(self, action: CardAction) -> None:
        play(self.game, action)

    def default_action(self) -> CardAction:
        if self.game.phase is Phase.MATCH_OVER:
            raise IllegalMove("the match is over", code=CardCode.MATCH_OVER)
        return default_action(self.game)

    def last_round(self) -> RoundOutcome | None:
        results = self.game.results
        if not results:
            return None
        latest = results[-1]
        totals = tuple(seat.total for seat in self.game.seats)
        return RoundOutcome(len(results), latest.out, latest.changes, totals)

    def refusal_codes(self) -> frozenset[str]:
        return CARD_REFUSAL_CODES

    def check_pieces(self) -> None:
        self.game.check_conservation()

    def record_text(self) -> str:
        levels = [seat.level or serialize.PERSON_LEVEL for seat in self._seats]
        return serialize.dumps(self.game, levels)


class CardMatches:
    """Deals and reads card matches (the registry's maker of every card family)."""

    def new(self, family: str, seats: Sequence[Seat], rules: CardRules, seed: int) -> CardMatch:
        if rules.preset != family:
            raise IllegalMove(f"the rules of {rules.preset!r} are not a game of {family!r}")
        game = new_card_game(rules, [seat.name for seat in seats], seed)
        return CardMatch(game, seats)

    def load(self, text: str) -> CardMatch:
        data = serialize.parse_json(text)
        game = serialize.from_dict(data)
        levels = data.get("levels", [serialize.PERSON_LEVEL] * len(game.seats))
        if (
            not isinstance(levels, list)
            or len(levels) != len(game.seats)
            or not all(isinstance(level, str) and level for level in levels)
        ):
            raise InvalidRecord(
                f"the saved levels must be a list of {len(game.seats)} words, one per seat, "
                f"not {json.dumps(levels)[:80]}"
            )
        seats = [
            Seat(seat.name, None if level == serialize.PERSON_LEVEL else level)
            for seat, level in zip(game.seats, levels, strict=True)
        ]
        return CardMatch(game, seats)


CARD_MATCHES: Final = CardMatches()

if TYPE_CHECKING:  # mypy checks here that the adapter keeps the interface whole
    _maker: GameMaker = CARD_MATCHES
    _match: Game[CardAction, SeatView] = CardMatch(new_card_game(CardRules(), [], 0), [])

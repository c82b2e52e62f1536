"""One door to every game family: what a controller, a tool or a test may ask of any game.

The tile game and the card games keep their own engines (a tile
:class:`~rummy_desktop.core.state.GameState`; a card
:class:`~rummy_desktop.cards.core.state.CardGame` with its referee), but
whatever drives a game (the command line, a table server's clock, the
family-blind tests) reaches them through this one interface, in the spirit of
OpenSpiel's game/state API and python-chess's single ``Board``:

- :class:`GameMaker` deals a new game from seats, rules and a seed, or reads
  one back from its record;
- :class:`Game` is one match in progress: whose turn, which phase, the view of
  one seat, the referee's refusal of an action with a stable code, applying
  an action, the default action (what the clock plays when a turn runs out),
  the last round's result, the winners, a clone, and the record that rebuilds
  it exactly.

Actions and seat views stay each family's own types (a tile play carries a
whole table, a card lay-off a meld and a side): the interface is generic in
them, so no family has to squeeze its moves into another's shape. A family
plugs in by one registry entry naming its maker (:mod:`rummy_desktop.families`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, Self, TypeVar

from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.seat import Seat

Clock = Callable[[], float]
"""A source of seconds (``time.monotonic``, ``time.perf_counter``): whatever times a
turn takes one, so that a test can hand it a fake."""

ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT", covariant=True)


class GamePhase(StrEnum):
    """Where a match is, in the words every family shares."""

    TURN = "turn"
    """A seat is on turn (for cards: before or after its draw)."""
    ROUND_OVER = "round_over"
    """A round has ended; the next one starts with the default action."""
    MATCH_OVER = "match_over"
    """The match is decided; nothing may be played any more."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """The referee's no: a stable code for tools and windows, and the reason in words.

    ``code`` is one of the family's :meth:`Game.refusal_codes`; ``message``
    is the English reason (windows translate the referee's phrase instead).
    """

    code: str
    message: str

    @classmethod
    def of(cls, error: IllegalMove, fallback: str) -> Refusal:
        """The refusal an :class:`IllegalMove` carries; ``fallback`` when it has no code."""
        return cls(error.code or fallback, str(error))


@dataclass(frozen=True, slots=True)
class RoundOutcome:
    """How a round ended, in every family's terms.

    Attributes:
        round_number: 1 for the first round.
        out: the seat that went out, None when nobody did.
        changes: each seat's score change this round.
        totals: each seat's match total after the round.
    """

    round_number: int
    out: int | None
    changes: tuple[int, ...]
    totals: tuple[int, ...]


class Game(Protocol[ActionT, ViewT]):
    """One match of one family, as every driver of a game sees it."""

    @property
    def family(self) -> str:
        """The registry id of the game (``tiles``, ``rummy51``, ...)."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who sits where: names, and a level for each computer."""
        ...

    @property
    def current(self) -> int:
        """The seat on turn (between rounds: the seat that will start)."""
        ...

    @property
    def phase(self) -> GamePhase:
        """Turn, between rounds, or over."""
        ...

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won the match (several share a win); empty while it goes on."""
        ...

    def clone(self) -> Self:
        """An independent copy: applying to one never changes the other."""
        ...

    def view(self, seat: int) -> ViewT:
        """What ``seat`` may see: its own hand or rack, never another's."""
        ...

    def refusal(self, action: ActionT) -> Refusal | None:
        """Why the referee refuses ``action`` now, or None when it may be played."""
        ...

    def apply(self, action: ActionT) -> None:
        """Play ``action``; raises :class:`IllegalMove` (with its code) and changes nothing
        when the referee refuses it."""
        ...

    def default_action(self) -> ActionT:
        """The one legal action a clock or a silent seat plays: never refused.

        Between rounds it starts the next round. Raises :class:`IllegalMove`
        once the match is over.
        """
        ...

    def last_round(self) -> RoundOutcome | None:
        """The result of the latest finished round, None before the first ends."""
        ...

    def refusal_codes(self) -> frozenset[str]:
        """Every code :meth:`refusal` may give, so tools can rely on the list."""
        ...

    def check_pieces(self) -> None:
        """Raise :class:`~rummy_desktop.core.errors.ImpossiblePosition` unless every tile
        or card of the game is in exactly one place: none created, lost or doubled."""
        ...

    def record_text(self) -> str:
        """The saved-game text that :meth:`GameMaker.load` rebuilds this match from."""
        ...


class GameMaker(Protocol):
    """Deals and reads back the matches of one or more families."""

    def new(self, family: str, seats: Sequence[Seat], rules: Any, seed: int) -> Game[Any, Any]:
        """A new match of ``family`` with these seats and rules, dealt from ``seed``.

        Raises:
            IllegalMove: the rules do not allow this many seats.
        """
        ...

    def load(self, text: str) -> Game[Any, Any]:
        """The match a record's text holds, replayed and checked.

        Raises:
            InvalidRecord: the text is not such a record, or does not replay.
        """
        ...

"""A card game as chosen in the new-game dialog or with ``--game`` on the command line.

The card counterpart of :class:`~rummy_desktop.app.setup.GameSetup`: both
ways of starting a card game end in one :class:`CardSetup`, checked against
the chosen game (how many may play differs per game: up to 8 in 500 Rum).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rummy_desktop.app.seats import HUMAN, InvalidSeats, Seat
from rummy_desktop.cards.ai.players import CARD_LEVELS
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cards.core.state import CardGame, new_card_game
from rummy_desktop.core.names import name_problem
from rummy_desktop.core.rules import InvalidRules
from rummy_desktop.families import FamilyKind, family, family_ids, is_kind


def is_card_game(game: str | None) -> bool:
    """Whether ``--game`` names a card family of the registry (the card window plays it)."""
    return is_kind(game, FamilyKind.CARDS)


@dataclass(frozen=True, slots=True)
class CardSetup:
    """Seats, the card rules (a preset with house rules) and an optional seed."""

    seats: tuple[Seat, ...]
    rules: CardRules
    seed: int | None = None

    @classmethod
    def of(cls, seats: Sequence[Seat], rules: CardRules, seed: int | None = None) -> CardSetup:
        """A checked setup.

        Raises:
            InvalidSeats: too few or too many seats for this game, a repeated
                or unusable name, or a level the card players do not have.
        """
        check_card_seats(seats, rules)
        return cls(tuple(seats), rules, seed)

    def new_game(self) -> CardGame:
        """Deal the first round; a missing seed is drawn from the system's randomness."""
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        return new_card_game(self.rules, [seat.name for seat in self.seats], seed)


def check_card_seats(seats: Sequence[Seat], rules: CardRules) -> None:
    """Raise InvalidSeats unless the seats make a table for this card game."""
    low, high = rules.players[0], rules.players[-1]
    if len(seats) not in rules.players:
        raise InvalidSeats(f"this game needs {low} to {high} players, not {len(seats)}")
    seen: set[str] = set()
    for seat in seats:
        problem = name_problem(seat.name)
        if problem is not None:
            raise InvalidSeats(problem)
        if seat.name.casefold() in seen:
            raise InvalidSeats(f"two players are called {seat.name!r}")
        seen.add(seat.name.casefold())
        if seat.level is not None and seat.level not in CARD_LEVELS:
            choices = ", ".join([HUMAN, *CARD_LEVELS])
            raise InvalidSeats(
                f"unknown player kind {seat.level!r} for {seat.name} (choose from {choices})"
            )


def parse_card_seats(text: str, rules: CardRules) -> list[Seat]:
    """``"Ann:human,Computer:hard"`` read for a card game (which may seat up to 8).

    Raises:
        InvalidSeats: a seat without a name, an unknown level, or a table this
            game cannot seat; the message names the culprit.
    """
    seats: list[Seat] = []
    for part in text.split(","):
        name, _, kind = part.partition(":")
        name, kind = name.strip(), kind.strip().lower()
        if not name:
            raise InvalidSeats(f"a seat without a name in {text!r}")
        seats.append(Seat(name, None if kind in ("", HUMAN) else kind))
    check_card_seats(seats, rules)
    return seats


def card_setup_of(
    game: str, players: str, seed: int | None = None, options: Mapping[str, Any] | None = None
) -> CardSetup:
    """The setup of ``--game GAME --players SEATS``.

    Raises:
        InvalidRules: an unknown card game or option.
        InvalidSeats: seats this game cannot seat.
    """
    if not is_card_game(game):
        names = ", ".join(family_ids(FamilyKind.CARDS))
        raise InvalidRules(f"unknown card game {game!r} (choose from {names})")
    rules: CardRules = family(game).new_rules()
    if options:
        rules = rules.with_options(**options)
    return CardSetup(tuple(parse_card_seats(players, rules)), rules, seed)

"""The card games' options and the four presets of CARD_RULES.md sections 4-7.

Each game is a preset of one :class:`CardRules`; every difference between the
games (and every choice families make differently) is an option, described
once with the tile game's :class:`~rummy_desktop.core.rules.OptionInfo` so the
command line and a dialog read the same names, labels and ranges.

>>> CARD_PRESETS["rummy51"].opening_points
51
>>> card_preset("rummy30").with_options(elimination_points=101).elimination_points
101
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from rummy_desktop.core.rules import (
    WHOLE_NUMBER,
    Choice,
    InvalidRules,
    OptionInfo,
    OptionKind,
)

CURRENT_EDITION: Final = 2
"""The referee's reading of CARD_RULES.md that new games are played under."""

MIN_MELD: Final = 3
ACES_PER_PACK: Final = 4
TENS_PER_PACK: Final = 16
ACE_OPENING: Final = 11
TEN: Final = 10
SHOWN_VALUE: Final = 40
"""A value that cannot be read is quoted up to this length in the message."""
MAX_ROUNDS: Final = 100
"""A match ends after at most this many rounds (CARD_RULES.md 8.9)."""


class PileTaking(StrEnum):
    """What a player may take from the discard pile."""

    TOP = "top"
    TOP_TO_OPEN = "top_to_open"
    ANY_DEPTH = "any_depth"


class GoingOut(StrEnum):
    """How the last card may leave the hand."""

    ANY = "any"
    DISCARD = "discard"


class StockEmpty(StrEnum):
    """What happens when the stock runs out."""

    TURN_PILE = "turn_pile"
    SHUFFLE_PILE = "shuffle_pile"
    ROUND_ENDS = "round_ends"


class Scoring(StrEnum):
    """How a round is scored, and so how the match is won."""

    PAYMENT = "payment"
    PENALTY = "penalty"
    POINTS = "points"


class CardMatchEnd(StrEnum):
    """When the match is over."""

    ROUNDS = "rounds"
    TARGET_SCORE = "target_score"
    ELIMINATION = "elimination"


@dataclass(frozen=True, slots=True)
class CardRules:
    """Every option of the card games; ``None`` hand size or packs: by the number of players.

    ``edition`` is not an option: it names the referee's reading of the rule
    book a game was played under, so a record replays as it was played. 1 is
    the reading before CARD_RULES.md section 8 (a record without an edition);
    :data:`CURRENT_EDITION` applies section 8 (twins, rummy with lay-offs, the
    end of rounds and matches that could go on for ever, the shared win).
    """

    preset: str = "rummy"
    hand_size: int | None = None
    packs: int | None = None
    jokers: int = 0
    max_jokers_per_meld: int = 2
    pile_taking: PileTaking = PileTaking.TOP
    pile_top_card_free: bool = False
    opening_points: int = 0
    opening_needs_run: bool = False
    opening_discard_not_joker: bool = False
    lay_off_before_opening: bool = False
    max_added_per_run: int | None = None
    going_out: GoingOut = GoingOut.ANY
    stock_empty: StockEmpty = StockEmpty.TURN_PILE
    scoring: Scoring = Scoring.PAYMENT
    rummy_doubles: bool = True
    joker_points: int = 15
    joker_counts_as_card: bool = False
    match_end: CardMatchEnd = CardMatchEnd.TARGET_SCORE
    match_rounds: int = 1
    target_score: int = 100
    elimination_points: int = 50
    turn_timer_seconds: int | None = None
    time_bank_seconds: int | None = None
    edition: int = CURRENT_EDITION

    def __post_init__(self) -> None:
        for info in CARD_OPTIONS:
            value = getattr(self, info.name)
            if info.kind is OptionKind.CHOICE:
                object.__setattr__(self, info.name, _convert(info, value))
            elif info.kind is OptionKind.SWITCH and not isinstance(value, bool):
                raise InvalidRules(f"{info.name} must be yes or no, not {value!r}")
            elif info.kind is OptionKind.NUMBER:
                if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                    raise InvalidRules(f"{info.name} must be a whole number, not {value!r}")
                info.check(value)

    @staticmethod
    def options() -> tuple[OptionInfo, ...]:
        return CARD_OPTIONS

    @property
    def players(self) -> range:
        """How many may play: 2-8 in 500 Rum (two packs from 5), otherwise 2-6."""
        return range(2, 9) if self.scoring is Scoring.POINTS else range(2, 7)

    @property
    def rummy_own_melds_only(self) -> bool:
        """Rummy 30/51: a rummy lays every card in the player's own new melds (8.4)."""
        return self.scoring is Scoring.PENALTY

    def check_winnable(self, players: int) -> None:
        """Refuse rules no game of ``players`` can be won under (CARD_RULES.md 8.9).

        Enough cards to deal and start a pile, and an opening within reach of
        the cards a turn can lay: the hand and the card drawn, less the one kept
        to discard where the last card must be discarded. The reach is the sum
        of that many of the pack's best opening values (jokers as aces), and
        none below three cards, the smallest meld.

        Raises:
            InvalidRules: naming what cannot be.
        """
        pack = self.pack_count(players) * 52 + self.jokers
        size = self.cards_per_hand(players)
        if size * players + 2 > pack:
            raise InvalidRules("too few cards to deal these hands and start a discard pile")
        if self.edition < CURRENT_EDITION or self.opening_points == 0:
            return
        laid = size + (0 if self.going_out is GoingOut.DISCARD else 1)
        reach = _opening_reach(laid, self.pack_count(players), self.jokers)
        if self.opening_points > reach:
            raise InvalidRules(
                f"an opening of {self.opening_points} points cannot be laid from a hand of "
                f"{size} cards (at most {reach}): lower the opening or deal more cards"
            )

    def pack_count(self, players: int) -> int:
        """The packs shuffled together: as set, else 2 in Rummy 30/51 and with 5 or more players."""
        if self.packs is not None:
            return self.packs
        if self.scoring is Scoring.PENALTY:
            return 2
        return 2 if players >= 5 else 1

    def cards_per_hand(self, players: int) -> int:
        """CARD_RULES.md sections 4-6 unless the hand size is set."""
        if self.hand_size is not None:
            return self.hand_size
        if self.scoring is Scoring.PENALTY:
            return 13
        if self.scoring is Scoring.POINTS:
            return 13 if players == 2 else 7
        return {2: 10, 3: 7, 4: 7}.get(players, 6)

    def with_options(self, **options: Any) -> CardRules:
        """A copy with some options changed, each checked.

        Raises:
            InvalidRules: an unknown option or a bad value; the message names it.
        """
        return self.from_dict({**self.to_dict(), **options})

    def house_rules(self) -> dict[str, Any]:
        """Options that differ from the preset this started from."""
        base = CARD_PRESETS.get(self.preset)
        if base is None:
            return {}
        theirs = base.to_dict()
        return {k: v for k, v in self.to_dict().items() if theirs[k] != v}

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, StrEnum) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CardRules:
        names = {f.name for f in dataclasses.fields(cls)}
        kwargs: dict[str, Any] = {}
        for name, value in data.items():
            if name not in names:
                raise InvalidRules(f"unknown card rule option {name!r}")
            info = CARD_OPTION_INFO.get(name)
            kwargs[name] = value if info is None else _convert(info, value)
        return cls(**kwargs)


def _opening_reach(cards: int, packs: int, jokers: int) -> int:
    """The most opening points ``cards`` cards of the pack can be worth (see check_winnable)."""
    if cards < MIN_MELD:
        return 0
    aces = ACES_PER_PACK * packs + jokers
    tens = TENS_PER_PACK * packs
    values = [ACE_OPENING] * aces + [TEN] * tens
    values += [rank for rank in range(9, 1, -1) for _ in range(ACES_PER_PACK * packs)]
    return sum(values[:cards])


def _convert(info: OptionInfo, value: Any) -> Any:
    """A value as its option's type; command-line words go through OptionInfo.parse."""
    if info.kind is OptionKind.CHOICE:
        enum = _CHOICE_ENUMS[info.name]
        if isinstance(value, enum):
            return value
        try:
            return enum(value.lower() if isinstance(value, str) else value)
        except ValueError:
            allowed = ", ".join(c.value for c in info.choices)
            raise InvalidRules(f"{info.name} must be one of {allowed}, not {value!r}") from None
    if isinstance(value, str):
        words = {"yes": True, "no": False, "true": True, "false": False, "on": True}
        if info.kind is OptionKind.SWITCH and value.lower() in {*words, "off"}:
            return words.get(value.lower(), False)
        if info.kind is OptionKind.NUMBER:
            if value.lower() in {"off", "none"} and info.can_be_off:
                return None
            if WHOLE_NUMBER.fullmatch(value.strip()):
                return int(value)
        shown = value if len(value) <= SHOWN_VALUE else value[:SHOWN_VALUE] + "..."
        raise InvalidRules(f"{info.name}: cannot read {shown!r}")
    return value


def _choices(enum: type[StrEnum], *labels: str) -> tuple[Choice, ...]:
    return tuple(Choice(member.value, label) for member, label in zip(enum, labels, strict=True))


def _number(
    name: str,
    label: str,
    low: int,
    high: int,
    off: str | None = None,
    suggested: tuple[int, ...] = (),
) -> OptionInfo:
    return OptionInfo(name, label, OptionKind.NUMBER, low, high, off=off, suggested=suggested)


def _switch(name: str, label: str, off: str) -> OptionInfo:
    return OptionInfo(name, label, OptionKind.SWITCH, 0, 1, off=off)


def _choice(name: str, label: str, choices: tuple[Choice, ...]) -> OptionInfo:
    return OptionInfo(name, label, OptionKind.CHOICE, choices=choices)


CARD_OPTIONS: Final[tuple[OptionInfo, ...]] = (
    _number("hand_size", "Cards dealt per player", 1, 20, off="by the number of players"),
    _number("packs", "Packs of cards", 1, 2, off="by the number of players"),
    _number("jokers", "Jokers", 0, 4),
    _number("max_jokers_per_meld", "Jokers per meld at most", 1, 4),
    _choice(
        "pile_taking",
        "From the discard pile a player may take",
        _choices(
            PileTaking,
            "the top card",
            "the top card, before opening only to use it in the opening",
            "any card with every card above it",
        ),
    ),
    _switch(
        "pile_top_card_free",
        "The top card taken alone need not be used",
        "the deepest card taken, also the top card alone, must be used at once",
    ),
    _number("opening_points", "Opening: at least", 0, 200),
    _switch("opening_needs_run", "The opening must hold a run", "any melds may open"),
    _switch(
        "opening_discard_not_joker",
        "The opening turn ends with a discard that is not a joker",
        "any card may end the opening turn",
    ),
    _switch(
        "lay_off_before_opening",
        "Cards may be laid off before a player has melded",
        "lay off only after melding",
    ),
    _number("max_added_per_run", "Cards added to one run per turn at most", 1, 12, off="no limit"),
    _choice(
        "going_out",
        "The last card leaves the hand",
        _choices(GoingOut, "melded, laid off or discarded", "only as the discard"),
    ),
    _choice(
        "stock_empty",
        "When the stock is empty",
        _choices(
            StockEmpty,
            "the discard pile is turned over",
            "the discard pile but its top card is shuffled",
            "the round ends",
        ),
    ),
    _choice(
        "scoring",
        "Scoring",
        _choices(
            Scoring,
            "the others pay the winner their cards",
            "penalty points for cards left in hand",
            "points of cards laid minus cards in hand",
        ),
    ),
    _switch(
        "rummy_doubles",
        "Going out in one turn without melding before doubles",
        "going out in one turn scores as usual",
    ),
    _number("joker_points", "A joker counts", 0, 50),
    _switch(
        "joker_counts_as_card",
        "A laid joker scores as the card it stands for",
        "a laid joker scores its own points",
    ),
    _choice(
        "match_end",
        "The match ends",
        _choices(
            CardMatchEnd,
            "after a number of deals",
            "when a player reaches a score",
            "when one player is left",
        ),
    ),
    _number("match_rounds", "Deals in a match", 1, MAX_ROUNDS),
    _number("target_score", "Score that wins the match", 1, 100000),
    _number("elimination_points", "A player is out at", 1, 100000),
    _number("turn_timer_seconds", "Turn timer", 20, 120, off="off"),
    # As the tile game's house rule: seconds for the whole game, run once a turn's own are up.
    _number(
        "time_bank_seconds",
        "Time bank per player",
        30,
        600,
        off="off",
        suggested=(60, 120, 180, 300),
    ),
)
"""Every option of :class:`CardRules` but ``preset``, in the order people read them."""

CARD_OPTION_INFO: Final[dict[str, OptionInfo]] = {info.name: info for info in CARD_OPTIONS}

_CHOICE_ENUMS: Final[dict[str, type[StrEnum]]] = {
    "pile_taking": PileTaking,
    "going_out": GoingOut,
    "stock_empty": StockEmpty,
    "scoring": Scoring,
    "match_end": CardMatchEnd,
}

_RUMMY_30: Final = CardRules(
    preset="rummy30",
    jokers=4,
    max_jokers_per_meld=1,
    pile_taking=PileTaking.TOP_TO_OPEN,
    opening_points=30,
    max_added_per_run=2,
    going_out=GoingOut.DISCARD,
    stock_empty=StockEmpty.SHUFFLE_PILE,
    scoring=Scoring.PENALTY,
    joker_points=20,
    match_end=CardMatchEnd.ELIMINATION,
)

CARD_PRESETS: Final[dict[str, CardRules]] = {
    "rummy": CardRules(preset="rummy"),
    "rummy30": _RUMMY_30,
    "rummy51": dataclasses.replace(
        _RUMMY_30,
        preset="rummy51",
        opening_points=51,
        opening_needs_run=True,
        opening_discard_not_joker=True,
    ),
    "rum500": CardRules(
        preset="rum500",
        jokers=0,
        pile_taking=PileTaking.ANY_DEPTH,
        lay_off_before_opening=True,
        stock_empty=StockEmpty.ROUND_ENDS,
        scoring=Scoring.POINTS,
        rummy_doubles=False,
        target_score=500,
    ),
}
"""The four card games of CARD_RULES.md by id."""


def card_preset(name: str) -> CardRules:
    """A card game by id.

    Raises:
        InvalidRules: no card game has that id; the message lists them.
    """
    try:
        return CARD_PRESETS[name.lower()]
    except KeyError:
        names = ", ".join(CARD_PRESETS)
        raise InvalidRules(f"unknown card game {name!r} (choose from {names})") from None


def parse_card_option(text: str) -> tuple[str, Any]:
    """One ``NAME=VALUE`` of the command line for a card game, checked.

    >>> parse_card_option("max_jokers_per_meld=2")
    ('max_jokers_per_meld', 2)

    Raises:
        InvalidRules: no ``=``, an unknown name or a value that does not fit.
    """
    name, sep, value = text.partition("=")
    name = name.strip().lower()
    if not sep or not name:
        raise InvalidRules(f"option {text!r}: write NAME=VALUE, e.g. jokers=2")
    info = CARD_OPTION_INFO.get(name)
    if info is None:
        raise InvalidRules(f"unknown card rule option {name!r} (see CARD_RULES.md section 7)")
    converted = _convert(info, value.strip())
    if info.kind is OptionKind.NUMBER:
        info.check(converted)
    return name, converted

"""Rule options and the named presets of RULES.md sections 3-7.

Published rule books disagree in many small ways; every such difference is
an option here, never a hard-coded choice. A ``RuleSet`` is frozen so a game
can hold it without anyone changing the rules under its feet; house rules
are made with :meth:`RuleSet.with_options`.

>>> RULE_PRESETS["tiles50"].initial_meld_points
50
>>> RULE_PRESETS["classic"].with_options(initial_meld_points=40).initial_meld_points
40
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from rummy_desktop.core.errors import RummyError


class JokerRelease(StrEnum):
    """When a joker on the table may leave its meld."""

    FREE = "free"
    REPLACE = "replace"
    REPLACE_FROM_RACK = "replace_from_rack"


class JokerValueInInitial(StrEnum):
    """Whether a joker adds the value it stands for to the initial meld."""

    REPRESENTED = "represented"
    ZERO = "zero"


class GroupJokerRelease(StrEnum):
    """What frees a joker from a group of three."""

    ONE_TILE = "one_tile"
    ALL_MISSING = "all_missing"


class PoolExhausted(StrEnum):
    """How a round ends when nobody goes out."""

    PLAY_ON = "play_on"
    ENDS_ON_LAST_DRAW = "ends_on_last_draw"


class StarterChoice(StrEnum):
    """Who starts a round."""

    DRAW_HIGHEST = "draw_highest"
    RANDOM = "random"
    NEXT_SEAT = "next_seat"


class PlayDirection(StrEnum):
    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter_clockwise"


class MatchEnd(StrEnum):
    """When a match of several rounds is over."""

    ROUNDS = "rounds"
    TARGET_SCORE = "target_score"
    TIME_LIMIT = "time_limit"
    UNLIMITED = "unlimited"


class InvalidRules(RummyError):
    """An unknown preset, an unknown option or a value out of range."""


MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 6
TIMER_RANGE: Final = range(20, 121)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every rule option, named as in RULES.md.

    ``preset`` records which named rule set this started from; options changed
    afterwards are house rules and are listed by :meth:`house_rules`.
    """

    preset: str = "classic"
    hand_size: int = 14
    initial_meld_points: int = 30
    joker_value_in_initial_meld: JokerValueInInitial = JokerValueInInitial.REPRESENTED
    joker_release: JokerRelease = JokerRelease.REPLACE_FROM_RACK
    joker_meld_locked: bool = True
    released_joker_new_meld_only: bool = False
    group_joker_release: GroupJokerRelease = GroupJokerRelease.ONE_TILE
    max_jokers_per_meld: int = 2
    max_tiles_per_turn: int | None = None
    pool_exhausted: PoolExhausted = PoolExhausted.PLAY_ON
    joker_penalty: int = 30
    invalid_turn_penalty: bool = False
    penalty_tiles: int = 3
    turn_timer_seconds: int | None = None
    hand_game_doubles: bool = False
    open_last_tile: bool = False
    draw_and_discard: bool = False
    starter: StarterChoice = StarterChoice.DRAW_HIGHEST
    play_direction: PlayDirection = PlayDirection.CLOCKWISE
    match_end: MatchEnd = MatchEnd.ROUNDS
    match_rounds: int = 1
    match_target_score: int = 100
    match_minutes: int = 60

    def __post_init__(self) -> None:
        # Enum options given as their strings (``match_end="rounds"``) are
        # converted, so that every comparison with ``is`` stays truthful.
        for name, enum in _ENUM_OPTIONS.items():
            if not isinstance(getattr(self, name), enum):
                object.__setattr__(self, name, _convert(name, getattr(self, name)))
        _check_range("hand_size", self.hand_size, 1, 30)
        _check_range("initial_meld_points", self.initial_meld_points, 0, 200)
        _check_range("max_jokers_per_meld", self.max_jokers_per_meld, 1, 2)
        if self.max_tiles_per_turn is not None:
            _check_range("max_tiles_per_turn", self.max_tiles_per_turn, 1, 106)
        _check_range("joker_penalty", self.joker_penalty, 0, 100)
        _check_range("penalty_tiles", self.penalty_tiles, 0, 10)
        if self.turn_timer_seconds is not None and self.turn_timer_seconds not in TIMER_RANGE:
            raise InvalidRules("turn_timer_seconds must be off or from 20 to 120 seconds")
        _check_range("match_rounds", self.match_rounds, 1, 1000)
        _check_range("match_target_score", self.match_target_score, 1, 100000)
        _check_range("match_minutes", self.match_minutes, 1, 24 * 60)

    def with_options(self, **options: Any) -> RuleSet:
        """A copy with some options changed, each checked and converted.

        Raises:
            InvalidRules: an unknown option name or a bad value.
        """
        return self.from_dict({**self.to_dict(), **options})

    def house_rules(self) -> dict[str, Any]:
        """Options that differ from the preset this rule set started from."""
        base = RULE_PRESETS.get(self.preset)
        if base is None:
            return {}
        mine, theirs = self.to_dict(), base.to_dict()
        return {k: v for k, v in mine.items() if theirs[k] != v}

    def joker_value_counts(self) -> bool:
        """Whether jokers add their represented value to the initial meld."""
        return self.joker_value_in_initial_meld is JokerValueInInitial.REPRESENTED

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (enums as their strings)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, StrEnum) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleSet:
        """Read options back, checking names, types and ranges.

        Raises:
            InvalidRules: an unknown option, a wrong type or a bad value.
        """
        fields = {f.name: f for f in dataclasses.fields(cls)}
        kwargs: dict[str, Any] = {}
        for name, value in data.items():
            if name not in fields:
                raise InvalidRules(f"unknown rule option {name!r}")
            kwargs[name] = _convert(name, value)
        try:
            return cls(**kwargs)
        except TypeError as exc:  # pragma: no cover - guarded by _convert
            raise InvalidRules(str(exc)) from None


_ENUM_OPTIONS: Final[dict[str, type[StrEnum]]] = {
    "joker_value_in_initial_meld": JokerValueInInitial,
    "joker_release": JokerRelease,
    "group_joker_release": GroupJokerRelease,
    "pool_exhausted": PoolExhausted,
    "starter": StarterChoice,
    "play_direction": PlayDirection,
    "match_end": MatchEnd,
}
_BOOL_OPTIONS: Final = frozenset(
    {
        "joker_meld_locked",
        "released_joker_new_meld_only",
        "invalid_turn_penalty",
        "hand_game_doubles",
        "open_last_tile",
        "draw_and_discard",
    }
)
_OPTIONAL_INT_OPTIONS: Final = frozenset({"max_tiles_per_turn", "turn_timer_seconds"})


def _convert(name: str, value: Any) -> Any:
    if name == "preset":
        if not isinstance(value, str):
            raise InvalidRules("preset must be a name")
        return value
    if name in _ENUM_OPTIONS:
        enum = _ENUM_OPTIONS[name]
        try:
            return enum(value)
        except ValueError:
            allowed = ", ".join(e.value for e in enum)
            raise InvalidRules(f"{name} must be one of {allowed}, not {value!r}") from None
    if name in _BOOL_OPTIONS:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("yes", "no", "true", "false"):
            return value.lower() in ("yes", "true")
        raise InvalidRules(f"{name} must be yes or no, not {value!r}")
    if name in _OPTIONAL_INT_OPTIONS and (value is None or value in ("off", "none", "-")):
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            return int(value)
        raise InvalidRules(f"{name} must be a whole number, not {value!r}")
    return value


def _check_range(name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise InvalidRules(f"{name} must be from {low} to {high}, not {value}")


RULE_PRESETS: Final[dict[str, RuleSet]] = {
    "classic": RuleSet(preset="classic", turn_timer_seconds=120),
    "rrrummy": RuleSet(preset="rrrummy"),
    "tiles50": RuleSet(preset="tiles50", initial_meld_points=50, released_joker_new_meld_only=True),
    "dutch": RuleSet(preset="dutch", joker_meld_locked=False),
    "easy": RuleSet(preset="easy", joker_release=JokerRelease.FREE, joker_meld_locked=False),
    "online": RuleSet(
        preset="online",
        hand_size=18,
        joker_value_in_initial_meld=JokerValueInInitial.ZERO,
        joker_release=JokerRelease.FREE,
        joker_meld_locked=False,
        max_tiles_per_turn=12,
        pool_exhausted=PoolExhausted.ENDS_ON_LAST_DRAW,
        joker_penalty=25,
    ),
}
"""The six rule sets of RULES.md section 7, by id."""

PRESET_TITLES: Final[dict[str, str]] = {
    "classic": "Classic (box rules)",
    "rrrummy": "RRRummy",
    "tiles50": "Tiles 50",
    "dutch": "Dutch Rummy",
    "easy": "Easy Rummy",
    "online": "Online edition",
}


def preset(name: str) -> RuleSet:
    """A named preset.

    Raises:
        InvalidRules: no preset has that name; the message lists the names.
    """
    try:
        return RULE_PRESETS[name.lower()]
    except KeyError:
        names = ", ".join(RULE_PRESETS)
        raise InvalidRules(f"unknown rule preset {name!r} (choose from {names})") from None

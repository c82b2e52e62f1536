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
import re
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
    released_joker_to_rack: bool = False
    group_joker_release: GroupJokerRelease = GroupJokerRelease.ONE_TILE
    max_jokers_per_meld: int = 2
    max_tiles_per_turn: int | None = None
    pool_exhausted: PoolExhausted = PoolExhausted.PLAY_ON
    joker_penalty: int = 30
    invalid_turn_penalty: bool = False
    penalty_tiles: int = 3
    turn_timer_seconds: int | None = None
    time_bank_seconds: int | None = None
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
        for info in OPTIONS:
            if info.kind is OptionKind.NUMBER:
                info.check(getattr(self, info.name))

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

    @staticmethod
    def options() -> tuple[OptionInfo, ...]:
        """What every option is: name, label, kind, range or choices, what "off" means."""
        return OPTIONS

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


class OptionKind(StrEnum):
    """How an option is set: a switch (yes / no), a whole number, or one of some choices."""

    SWITCH = "switch"
    NUMBER = "number"
    CHOICE = "choice"


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of a choice option and its English label."""

    value: str
    label: str


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """What one rule option is, for people and for every place that sets it.

    The command line's ``--option NAME=VALUE``, the new-game dialog and the
    checks of :class:`RuleSet` all read these descriptions, so a range or a
    choice is written once. Labels are English; the window translates them
    (``rummy_desktop/ui/option_words.py`` lists them for Qt's tools).

    Attributes:
        name: the option's name in RULES.md and on the command line.
        label: a short English label for the option.
        kind: switch, number or choice.
        low, high: the range of a number.
        choices: the values of a choice, with labels.
        off: what "off" means: for a switch, what "no" does; for a number,
            the label of its "off" value (None: the number cannot be off).
        suggested: numbers a menu offers (all within the range).
    """

    name: str
    label: str
    kind: OptionKind
    low: int = 0
    high: int = 0
    choices: tuple[Choice, ...] = ()
    off: str | None = None
    suggested: tuple[int, ...] = ()

    @property
    def can_be_off(self) -> bool:
        """A number that may also be off (no limit, no timer)."""
        return self.kind is OptionKind.NUMBER and self.off is not None

    def check(self, value: int | None) -> None:
        """Raise InvalidRules unless ``value`` is in this number's range (or off)."""
        if value is None and self.can_be_off:
            return
        if value is None or not self.low <= value <= self.high:
            off = "off or " if self.can_be_off else ""
            raise InvalidRules(
                f"{self.name} must be {off}from {self.low} to {self.high}, not {value}"
            )

    def parse(self, text: str) -> Any:
        """The value named by ``text`` (command-line words), checked.

        Switches take yes/no, true/false or on/off; numbers a whole number
        in range, or ``off`` where they may be off; choices one of their
        values.

        Raises:
            InvalidRules: the value does not fit; the message names the option.
        """
        value = _convert(self.name, text.strip())
        if self.kind is OptionKind.NUMBER:
            self.check(value)
        return value


def _choices(enum: type[StrEnum], *labels: str) -> tuple[Choice, ...]:
    return tuple(Choice(member.value, label) for member, label in zip(enum, labels, strict=True))


def _switch(name: str, label: str, off: str) -> OptionInfo:
    return OptionInfo(name, label, OptionKind.SWITCH, 0, 1, off=off)


def _number(name: str, label: str, low: int, high: int, **more: Any) -> OptionInfo:
    return OptionInfo(name, label, OptionKind.NUMBER, low, high, **more)


def _choice(name: str, label: str, choices: tuple[Choice, ...]) -> OptionInfo:
    return OptionInfo(name, label, OptionKind.CHOICE, choices=choices)


OPTIONS: Final[tuple[OptionInfo, ...]] = (
    _number("hand_size", "Tiles dealt per player", 1, 30),
    _number(
        "initial_meld_points",
        "Initial meld: at least",
        0,
        200,
        suggested=(0, 10, 15, 20, 25, 30, 40, 50),
    ),
    _choice(
        "joker_value_in_initial_meld",
        "Joker in the initial meld counts",
        _choices(JokerValueInInitial, "the value it stands for", "nothing"),
    ),
    _choice(
        "joker_release",
        "A joker on the table may leave its meld",
        _choices(JokerRelease, "freely", "once replaced", "once replaced from the rack"),
    ),
    _switch(
        "joker_meld_locked",
        "A meld holding a joker may not lose tiles",
        "a meld holding a joker may be split like any other",
    ),
    _switch(
        "released_joker_new_meld_only",
        "A won joker may only start a new meld",
        "a won joker may go into any meld",
    ),
    _switch(
        "released_joker_to_rack",
        "A won joker may be kept on the rack",
        "a won joker stays on the table",
    ),
    _choice(
        "group_joker_release",
        "Joker in a group of three is freed by",
        _choices(GroupJokerRelease, "either missing colour", "both missing colours"),
    ),
    _number("max_jokers_per_meld", "Jokers per meld at most", 1, 2),
    _number("max_tiles_per_turn", "Tiles per turn at most", 1, 106, off="no limit"),
    _choice(
        "pool_exhausted",
        "When the pool is empty",
        _choices(PoolExhausted, "play on until all pass", "the round ends"),
    ),
    _number("joker_penalty", "A joker left on the rack costs", 0, 100),
    _switch(
        "invalid_turn_penalty",
        "Penalty for ending an invalid turn",
        "an invalid turn cannot be ended",
    ),
    _number("penalty_tiles", "Penalty tiles", 0, 10),
    _number(
        "turn_timer_seconds",
        "Turn timer",
        20,
        120,
        off="off",
        suggested=(20, 30, 45, 60, 90, 120),
    ),
    _number(
        "time_bank_seconds",
        "Time bank per player",
        30,
        600,
        off="off",
        suggested=(60, 120, 180, 300),
    ),
    _switch(
        "hand_game_doubles",
        "Going out in one go doubles the score",
        "going out in one go scores as usual",
    ),
    _switch(
        "open_last_tile",
        "The last tile of the pool lies open",
        "the last tile is drawn like any other",
    ),
    _switch(
        "draw_and_discard",
        "Draw and discard: take a tile, end by discarding one",
        "a turn either plays or draws",
    ),
    _choice(
        "starter",
        "Who starts a round",
        _choices(StarterChoice, "highest drawn tile", "at random", "the next seat each round"),
    ),
    _choice(
        "play_direction",
        "Direction of play",
        _choices(PlayDirection, "clockwise", "counter-clockwise"),
    ),
    _choice(
        "match_end",
        "The match ends",
        _choices(
            MatchEnd,
            "after a number of rounds",
            "when a player reaches a score",
            "after a time limit",
            "never",
        ),
    ),
    _number("match_rounds", "Rounds in a match", 1, 1000),
    _number("match_target_score", "Score that wins the match", 1, 100000),
    _number("match_minutes", "Minutes a match lasts", 1, 24 * 60),
)
"""Every rule option of :class:`RuleSet` but ``preset``, in the order people read them."""

OPTION_INFO: Final[dict[str, OptionInfo]] = {info.name: info for info in OPTIONS}

_ENUM_OPTIONS: Final[dict[str, type[StrEnum]]] = {
    "joker_value_in_initial_meld": JokerValueInInitial,
    "joker_release": JokerRelease,
    "group_joker_release": GroupJokerRelease,
    "pool_exhausted": PoolExhausted,
    "starter": StarterChoice,
    "play_direction": PlayDirection,
    "match_end": MatchEnd,
}
_SWITCH_WORDS: Final[dict[str, bool]] = {
    "yes": True,
    "no": False,
    "true": True,
    "false": False,
    "on": True,
    "off": False,
}
_OFF_WORDS: Final = frozenset({"off", "none", "-"})
WHOLE_NUMBER: Final = re.compile(r"[+-]?[0-9]{1,9}")
"""Plain ASCII digits, short enough to convert at once: ``"²"`` and ``"--5"`` are refused."""


def _convert(name: str, value: Any) -> Any:
    if name == "preset":
        if not isinstance(value, str):
            raise InvalidRules("preset must be a name")
        return value
    info = OPTION_INFO.get(name)
    if info is None:  # a field not described yet (a test asks for its description)
        if isinstance(value, str) and value.lower() in _SWITCH_WORDS:
            return _SWITCH_WORDS[value.lower()]
        return value
    if info.kind is OptionKind.CHOICE:
        enum = _ENUM_OPTIONS[name]
        try:
            return enum(value.lower() if isinstance(value, str) else value)
        except ValueError:
            allowed = ", ".join(c.value for c in info.choices)
            raise InvalidRules(f"{name} must be one of {allowed}, not {value!r}") from None
    if info.kind is OptionKind.SWITCH:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in _SWITCH_WORDS:
            return _SWITCH_WORDS[value.lower()]
        raise InvalidRules(f"{name} must be yes or no, not {value!r}")
    if info.can_be_off and (
        value is None or (isinstance(value, str) and value.lower() in _OFF_WORDS)
    ):
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, str) and WHOLE_NUMBER.fullmatch(value.strip()):
            return int(value)
        off = " or off" if info.can_be_off else ""
        raise InvalidRules(f"{name} must be a whole number{off}, not {value!r}")
    return value


def parse_option(text: str) -> tuple[str, Any]:
    """One ``NAME=VALUE`` of the command line, as a checked option name and value.

    >>> parse_option("open_last_tile=yes")
    ('open_last_tile', True)
    >>> parse_option("max_tiles_per_turn=off")
    ('max_tiles_per_turn', None)

    Raises:
        InvalidRules: no ``=``, an unknown name, or a value that does not fit;
            the message names the option.
    """
    name, sep, value = text.partition("=")
    name = name.strip().lower()
    if not sep or not name:
        raise InvalidRules(f"option {text!r}: write NAME=VALUE, e.g. open_last_tile=yes")
    info = OPTION_INFO.get(name)
    if info is None:
        raise InvalidRules(f"unknown rule option {name!r} (the options are listed in RULES.md)")
    return name, info.parse(value)


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

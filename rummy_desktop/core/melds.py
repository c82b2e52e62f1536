"""Runs and groups, judged exactly as laid out (RULES.md section 2).

A meld is a sequence of tile kinds in table order. Judging never reorders:
``R7 R5 R6`` is not a run, because on the table the player sees it in that
order and a joker's meaning depends on its position. Reordering happens only
when the engine itself builds a meld from an unordered set (:func:`arrange`).

>>> check_meld(parse_kinds("R5 J R7")).value
18
>>> check_meld(parse_kinds("R4 R4 B4")).reason
'a group cannot hold two tiles of the same colour (R4 R4)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rummy_desktop.core import wording as words
from rummy_desktop.core.tiles import (
    JOKER_KIND,
    Colour,
    format_kind,
    kind_colour,
    kind_number,
    kind_of,
    parse_kinds,  # noqa: F401  (used by the doctests above)
)
from rummy_desktop.core.wording import Phrase, phrase

MIN_MELD: Final = 3
MAX_GROUP: Final = 4
MAX_RUN: Final = 13


class MeldKind(StrEnum):
    RUN = "run"
    GROUP = "group"


@dataclass(frozen=True, slots=True)
class MeldCheck:
    """The verdict on one meld as laid out.

    Attributes:
        kinds: the tiles as laid out.
        kind: run or group when valid, else None.
        why: why it is not valid, as a translatable phrase; None when valid.
        roles: per position, the kinds that tile may stand for. A real tile
            stands for itself; a joker in a run for exactly one kind; a joker
            in a group for any missing colour of that number.
        value: the sum of the numbers the tiles stand for (jokers included).
    """

    kinds: tuple[int, ...]
    kind: MeldKind | None
    why: Phrase | None
    roles: tuple[frozenset[int], ...] = ()
    value: int = 0

    @property
    def valid(self) -> bool:
        return self.kind is not None

    @property
    def reason(self) -> str:
        """Why the meld is not valid, in English; empty when valid."""
        return "" if self.why is None else str(self.why)

    @property
    def joker_count(self) -> int:
        return sum(1 for k in self.kinds if k == JOKER_KIND)

    def initial_value(self, jokers_count: bool) -> int:
        """The meld's worth towards the initial meld under the joker option."""
        if jokers_count:
            return self.value
        return self.value - sum(
            kind_number(next(iter(role)))
            for k, role in zip(self.kinds, self.roles, strict=True)
            if k == JOKER_KIND
        )


def _invalid(kinds: tuple[int, ...], template: str, **args: str | int) -> MeldCheck:
    return MeldCheck(kinds, None, phrase(template, **args))


def check_meld(kinds: Sequence[int], max_jokers: int = 2) -> MeldCheck:
    """Judge a meld exactly as laid out.

    A meld that reads both as a run and as a group (one real tile with
    jokers) is judged as a run, as RULES.md asks.
    """
    laid = tuple(kinds)
    jokers = sum(1 for k in laid if k == JOKER_KIND)
    reals = [k for k in laid if k != JOKER_KIND]
    if len(laid) < MIN_MELD:
        return _invalid(laid, words.MELD_TOO_SHORT)
    if not reals:
        return _invalid(laid, words.MELD_ONLY_JOKERS)
    if jokers > max_jokers:
        if max_jokers == 1:
            return _invalid(laid, words.MELD_ONE_JOKER)
        return _invalid(laid, words.MELD_TOO_MANY_JOKERS, max=max_jokers)
    colours = {kind_colour(k) for k in reals}
    numbers = {kind_number(k) for k in reals}
    if len(colours) == 1:
        run = _check_run(laid)
        if run.valid or (len(reals) > 1 and len(numbers) > 1):
            return run
    if len(numbers) == 1:
        return _check_group(laid, reals)
    return _invalid(laid, words.MELD_MIXED)


def _check_run(laid: tuple[int, ...]) -> MeldCheck:
    first = next(i for i, k in enumerate(laid) if k != JOKER_KIND)
    colour = kind_colour(laid[first])
    start = kind_number(laid[first]) - first
    for pos, k in enumerate(laid):
        if k == JOKER_KIND:
            continue
        expected = start + pos
        if kind_number(k) != expected:
            previous = format_kind(laid[pos - 1]) if pos else ""
            if expected > 13 and kind_number(k) == 1:
                return _invalid(laid, words.RUN_WRAPS)
            if kind_number(k) == expected - 1 and previous:
                return _invalid(laid, words.RUN_DUPLICATE, tile=format_kind(k))
            return _invalid(laid, words.RUN_GAP, tile=format_kind(k))
    end = start + len(laid) - 1
    if start < 1:
        return _invalid(laid, words.RUN_BELOW_ONE)
    if end > MAX_RUN:
        return _invalid(laid, words.RUN_ABOVE_THIRTEEN)
    roles = tuple(frozenset({kind_of(colour, start + i)}) for i in range(len(laid)))
    value = sum(range(start, end + 1))
    return MeldCheck(laid, MeldKind.RUN, None, roles, value)


def _check_group(laid: tuple[int, ...], reals: list[int]) -> MeldCheck:
    if len(laid) > MAX_GROUP:
        return _invalid(laid, words.GROUP_TOO_LONG)
    counts = Counter(kind_colour(k) for k in reals)
    twice = [c for c, n in counts.items() if n > 1]
    if twice:
        same = " ".join(format_kind(k) for k in reals if kind_colour(k) == twice[0])
        return _invalid(laid, words.GROUP_SAME_COLOUR, tiles=same)
    number = kind_number(reals[0])
    missing = frozenset(kind_of(c, number) for c in Colour if c not in counts)
    roles = tuple(missing if k == JOKER_KIND else frozenset({k}) for k in laid)
    return MeldCheck(laid, MeldKind.GROUP, None, roles, number * len(laid))


def is_valid_meld(kinds: Sequence[int], max_jokers: int = 2) -> bool:
    return check_meld(kinds, max_jokers).valid


def arrange(kinds: Sequence[int], max_jokers: int = 2) -> tuple[int, ...] | None:
    """Lay out an unordered set of tiles as a valid meld, or None if none exists.

    A run is ordered ascending; a joker with free choice goes to the high end
    while the run can grow there, else to the low end. A group is ordered by
    colour with its jokers last. When both readings work (one real tile and
    jokers) the run is chosen, matching :func:`check_meld`.
    """
    reals = sorted(k for k in kinds if k != JOKER_KIND)
    jokers = len(kinds) - len(reals)
    if len(kinds) < MIN_MELD or not reals or jokers > max_jokers:
        return None
    run = _arrange_run(reals, jokers)
    if run is not None:
        return run
    if len({kind_number(k) for k in reals}) == 1 and len(kinds) <= MAX_GROUP:
        if len(set(reals)) != len(reals):
            return None
        return (*reals, *([JOKER_KIND] * jokers))
    return None


def _arrange_run(reals: list[int], jokers: int) -> tuple[int, ...] | None:
    if len({kind_colour(k) for k in reals}) != 1 or len(set(reals)) != len(reals):
        return None
    if len(reals) + jokers > MAX_RUN:
        return None
    colour = kind_colour(reals[0])
    low, high = kind_number(reals[0]), kind_number(reals[-1])
    spare = jokers - (high - low + 1 - len(reals))
    if spare < 0:
        return None
    grow_high = min(spare, MAX_RUN - high)
    high += grow_high
    low -= spare - grow_high
    present = {kind_number(k) for k in reals}
    return tuple(kind_of(colour, n) if n in present else JOKER_KIND for n in range(low, high + 1))

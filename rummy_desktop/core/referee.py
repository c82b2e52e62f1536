"""The referee: may a turn end with this table? (RULES.md sections 4 and 5)

One function, :func:`judge_play`, answers for everyone: the interactive turn
shows its answer live and enables "Done" from it, the game state refuses any
play it objects to, and so no computer player can slip an illegal move past
it. It compares the table at the start of the turn with the table proposed
at its end; what happened in between does not matter, only where every tile
ended up.

How the joker options are read, precisely:

* A joker's *role* is the set of tiles it may stand for in its meld: one
  kind in a run, the missing colours in a group.
* A joker is *kept* when it ends the turn in a meld that still holds at
  least one real tile of its old meld, and may still stand for a tile of its
  old role (a joker in ``K3 R3 J`` that now stands for O3 in ``K3 R3 B3 J`` is
  kept; so is the joker of ``K5 R5 B5 J`` left in ``R5 B5 J``: it may still
  be O5, so it never left).
* Identical tiles are interchangeable: the verdict is on what a person sees,
  so a play is legal when some matching of the two jokers and of the two
  copies of a tile makes it legal (:mod:`rummy_desktop.core.matching`).
* Any other joker was *released*. Under ``replace`` a release needs a real
  tile of its role, not from its old meld, in a meld that holds a real tile
  of the old meld (the tile took its place); under ``replace_from_rack`` that
  tile must come from the rack this turn. ``group_joker_release =
  all_missing`` asks for both missing colours of a group of three.
* With ``joker_meld_locked``, while a joker of a meld is kept, every real
  tile of that meld must end in the joker's meld: the meld may grow but
  loses nothing.
* With ``released_joker_new_meld_only``, a released joker's new meld holds
  apart from jokers only tiles from the rack this turn.
* With ``released_joker_to_rack`` (a house rule), a joker that ends the turn
  on the rack instead of the table is judged as released; it is then a rack
  tile again, not a tile played or taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Final

from rummy_desktop.core import wording as words
from rummy_desktop.core.matching import candidate_tables
from rummy_desktop.core.melds import MeldCheck, MeldKind, check_meld
from rummy_desktop.core.rules import GroupJokerRelease, JokerRelease, RuleSet
from rummy_desktop.core.table import Cell, PlacedMeld, Table
from rummy_desktop.core.tiles import Tile, format_kind, format_tiles
from rummy_desktop.core.wording import Phrase, phrase


class ProblemCode(StrEnum):
    INVALID_MELD = "invalid_meld"
    NOTHING_PLAYED = "nothing_played"
    TABLE_TILE_TAKEN = "table_tile_taken"
    FOREIGN_TILE = "foreign_tile"
    INITIAL_MELD_SHORT = "initial_meld_short"
    INITIAL_MELD_TOUCHED_TABLE = "initial_meld_touched_table"
    TOO_MANY_TILES = "too_many_tiles"
    JOKER_NOT_RELEASED = "joker_not_released"
    JOKER_MELD_LOCKED = "joker_meld_locked"
    RELEASED_JOKER_NOT_NEW_MELD = "released_joker_not_new_meld"
    OPEN_TILE_NOT_OUT = "open_tile_not_out"
    # draw and discard (RULES.md section 8), judged in core/discard.py
    TILE_NOT_TAKEN = "tile_not_taken"
    STACK_TILE_NOT_IN_NEW_MELD = "stack_tile_not_in_new_meld"
    DISCARD_NEEDED = "discard_needed"
    DISCARD_NOT_ON_MELD = "discard_not_on_meld"
    DISCARD_BEFORE_INITIAL_MELD = "discard_before_initial_meld"


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason the turn cannot end yet, with the cells it concerns.

    ``row`` is 0-based like every cell; the words count rows from 1, as people
    do. ``words`` is a translatable phrase (see :mod:`rummy_desktop.core.wording`);
    ``message`` is the same in English.
    """

    code: ProblemCode
    words: Phrase
    row: int | None = None
    cells: tuple[Cell, ...] = field(default=())

    @property
    def message(self) -> str:
        return str(self.words)

    def __str__(self) -> str:
        return self.message


@dataclass(slots=True)
class _Placed:
    meld: PlacedMeld
    check: MeldCheck
    ids: frozenset[int]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The referee's answer on a whole turn.

    ``table`` is the proposed table with identical tiles matched as the
    verdict saw them (see :mod:`rummy_desktop.core.matching`): the table to
    carry out when ``problems`` is empty.
    """

    table: Table
    problems: list[Problem]

    @property
    def ok(self) -> bool:
        return not self.problems


def judge_turn(
    rules: RuleSet,
    table_before: Table,
    table_after: Table,
    rack_before: Sequence[Tile],
    has_melded: bool,
) -> Verdict:
    """Judge a turn as a person sees it: legal when some matching of identical tiles is.

    Args and result as :func:`judge_play`, with the matched table besides.
    """
    first: Verdict | None = None
    for table in candidate_tables(table_before, table_after, rack_before):
        problems = first_things_first(
            _judge_as_given(rules, table_before, table, rack_before, has_melded)
        )
        if not problems:
            return Verdict(table, problems)
        if first is None:
            first = Verdict(table, problems)
            if any(p.code not in _MATCHING_CODES for p in problems):
                break  # the other readings differ only in what the joker rules see
    assert first is not None  # candidate_tables always offers one table
    return first


_MATCHING_CODES: Final = frozenset(
    {
        ProblemCode.JOKER_NOT_RELEASED,
        ProblemCode.JOKER_MELD_LOCKED,
        ProblemCode.RELEASED_JOKER_NOT_NEW_MELD,
    }
)
"""Problems that another matching of identical tiles may answer; no other can."""


_FIX_FIRST: Final = (
    ProblemCode.FOREIGN_TILE,
    ProblemCode.TABLE_TILE_TAKEN,
    ProblemCode.INITIAL_MELD_TOUCHED_TABLE,
    ProblemCode.INVALID_MELD,
    ProblemCode.JOKER_NOT_RELEASED,
    ProblemCode.JOKER_MELD_LOCKED,
    ProblemCode.RELEASED_JOKER_NOT_NEW_MELD,
    ProblemCode.OPEN_TILE_NOT_OUT,
    ProblemCode.TOO_MANY_TILES,
    ProblemCode.INITIAL_MELD_SHORT,
    ProblemCode.NOTHING_PLAYED,
)
"""The order in which a person should fix problems: tiles that cannot be there
at all, then what was touched that may not be, then melds, then the joker
rules, then how much was played (which changes as the rest is fixed)."""


def first_things_first(problems: Sequence[Problem]) -> list[Problem]:
    """Problems in the order a person should fix them (stable within one kind)."""
    return sorted(problems, key=lambda p: _FIX_FIRST.index(p.code))


def judge_play(
    rules: RuleSet,
    table_before: Table,
    table_after: Table,
    rack_before: Sequence[Tile],
    has_melded: bool,
) -> list[Problem]:
    """Every reason the proposed table cannot end this turn; empty if it can.

    Which copy of a tile, or which joker, the player moved makes no
    difference: the play is legal when some matching of identical tiles is.

    Args:
        rules: the rules in force.
        table_before: the table at the start of the turn.
        table_after: the table the player proposes to leave.
        rack_before: the player's rack at the start of the turn.
        has_melded: whether the player made the initial meld in an earlier turn.
    """
    return judge_turn(rules, table_before, table_after, rack_before, has_melded).problems


def _judge_as_given(
    rules: RuleSet,
    table_before: Table,
    table_after: Table,
    rack_before: Sequence[Tile],
    has_melded: bool,
) -> list[Problem]:
    """The verdict with every tile's identity taken as given."""
    problems: list[Problem] = []
    before_ids = {t.id for t in table_before.tiles()}
    after_tiles = table_after.tiles()
    after_ids = {t.id for t in after_tiles}
    rack_ids = {t.id for t in rack_before}
    played = after_ids - before_ids

    if len(after_ids) != len(after_tiles):
        problems.append(Problem(ProblemCode.FOREIGN_TILE, phrase(words.TILE_TWICE)))
    foreign = sorted(played - rack_ids)
    if foreign:
        names = " ".join(str(t) for t in after_tiles if t.id in foreign)
        problems.append(Problem(ProblemCode.FOREIGN_TILE, phrase(words.FOREIGN_TILES, tiles=names)))
    taken = [t for t in table_before.tiles() if t.id not in after_ids]
    if rules.released_joker_to_rack and has_melded:
        # a joker on the rack is judged as released by the joker rules below
        taken = [t for t in taken if not t.is_joker]
    if taken:
        problems.append(
            Problem(
                ProblemCode.TABLE_TILE_TAKEN,
                phrase(words.TABLE_TILES_TAKEN, tiles=format_tiles(taken)),
            )
        )
    after = [
        _Placed(m, _check(m.kinds, rules.max_jokers_per_meld), _ids(m)) for m in table_after.melds()
    ]
    for placed in after:
        if not placed.check.valid:
            problems.append(
                Problem(
                    ProblemCode.INVALID_MELD,
                    phrase(
                        words.INVALID_MELD,
                        row=placed.meld.row + 1,
                        tiles=format_tiles(placed.meld.tiles),
                        reason=placed.check.why or phrase(words.MELD_TOO_SHORT),
                    ),
                    placed.meld.row,
                    placed.meld.cells,
                )
            )
    played_here = played & rack_ids
    if not played_here:
        problems.append(Problem(ProblemCode.NOTHING_PLAYED, phrase(words.NOTHING_PLAYED)))
    limit = rules.max_tiles_per_turn
    if limit is not None and len(played_here) > limit:
        problems.append(
            Problem(
                ProblemCode.TOO_MANY_TILES,
                phrase(words.TOO_MANY_TILES, limit=limit, count=len(played_here)),
            )
        )
    if not has_melded:
        problems.extend(_judge_initial(rules, table_before, table_after, after, played_here))
    else:
        problems.extend(_judge_jokers(rules, table_before, table_after, after, played_here))
    return problems


@lru_cache(maxsize=4096)
def _check(kinds: tuple[int, ...], max_jokers: int) -> MeldCheck:
    """:func:`check_meld`, remembered: the referee reads a refused table up to 65
    ways (:func:`judge_turn`), every reading with the same melds of kinds."""
    return check_meld(kinds, max_jokers)


def _ids(meld: PlacedMeld) -> frozenset[int]:
    return frozenset(t.id for t in meld.tiles)


def _judge_initial(
    rules: RuleSet,
    table_before: Table,
    table_after: Table,
    after: list[_Placed],
    played: set[int],
) -> list[Problem]:
    problems: list[Problem] = []
    moved = [cell for cell, t in table_before.cells().items() if table_after[cell] != t]
    mixed = [p for p in after if p.ids & played and p.ids - played]
    if moved or mixed:
        cells = tuple(moved) + tuple(c for p in mixed for c in p.meld.cells)
        problems.append(
            Problem(
                ProblemCode.INITIAL_MELD_TOUCHED_TABLE,
                phrase(words.INITIAL_MELD_TOUCHED),
                cells=cells,
            )
        )
    points = sum(
        p.check.initial_value(rules.joker_value_counts())
        for p in after
        if p.check.valid and p.ids <= played
    )
    if played and points < rules.initial_meld_points:
        problems.append(
            Problem(
                ProblemCode.INITIAL_MELD_SHORT,
                phrase(words.INITIAL_MELD_SHORT, points=points, needed=rules.initial_meld_points),
            )
        )
    return problems


def _judge_jokers(
    rules: RuleSet,
    table_before: Table,
    table_after: Table,
    after: list[_Placed],
    played: set[int],
) -> list[Problem]:
    if (
        rules.joker_release is JokerRelease.FREE
        and not rules.joker_meld_locked
        and not rules.released_joker_new_meld_only
    ):
        return []  # (a joker kept on the rack is free too)
    by_id: dict[int, _Placed] = {}
    for placed in after:
        for t in placed.meld.tiles:
            by_id[t.id] = placed
    problems: list[Problem] = []
    used_replacements: set[int] = set()
    for old in table_before.melds():
        check = _check(old.kinds, rules.max_jokers_per_meld)
        if not check.valid or check.joker_count == 0:
            continue
        reals = frozenset(t.id for t in old.tiles if not t.is_joker)
        kept: list[_Placed] = []
        for pos, joker in enumerate(old.tiles):
            if not joker.is_joker:
                continue
            role = check.roles[pos]
            now = by_id.get(joker.id)
            if now is None:
                if rules.released_joker_to_rack:  # kept on the rack: released
                    problems.extend(
                        _judge_release(
                            rules, old, check, role, reals, after, played, used_replacements
                        )
                    )
                continue  # otherwise taken off the table: reported as TABLE_TILE_TAKEN
            if _is_kept(joker, role, now, reals):
                kept.append(now)
                continue
            problems.extend(
                _judge_release(rules, old, check, role, reals, after, played, used_replacements)
            )
            if rules.released_joker_new_meld_only:
                others = {t.id for t in now.meld.tiles if not t.is_joker}
                if not others <= played:
                    problems.append(
                        Problem(
                            ProblemCode.RELEASED_JOKER_NOT_NEW_MELD,
                            phrase(
                                words.RELEASED_JOKER_NOT_NEW_MELD,
                                row=now.meld.row + 1,
                                tiles=format_tiles(now.meld.tiles),
                            ),
                            now.meld.row,
                            now.meld.cells,
                        )
                    )
        if rules.joker_meld_locked:
            for now in kept:
                if not reals <= now.ids:
                    problems.append(
                        Problem(
                            ProblemCode.JOKER_MELD_LOCKED,
                            phrase(words.JOKER_MELD_LOCKED, meld=format_tiles(old.tiles)),
                            now.meld.row,
                            now.meld.cells,
                        )
                    )
                    break
    return problems


def _is_kept(joker: Tile, role: frozenset[int], now: _Placed, reals: frozenset[int]) -> bool:
    if not now.check.valid or not (now.ids & reals):
        return False
    pos = next(i for i, t in enumerate(now.meld.tiles) if t == joker)
    return bool(now.check.roles[pos] & role)


def _judge_release(
    rules: RuleSet,
    old: PlacedMeld,
    check: MeldCheck,
    role: frozenset[int],
    reals: frozenset[int],
    after: list[_Placed],
    played: set[int],
    used: set[int],
) -> list[Problem]:
    if rules.joker_release is JokerRelease.FREE:
        return []
    from_rack = rules.joker_release is JokerRelease.REPLACE_FROM_RACK
    need_all = (
        rules.group_joker_release is GroupJokerRelease.ALL_MISSING
        and check.kind is MeldKind.GROUP
        and len(old.tiles) == 3
        and check.joker_count == 1
    )
    for placed in after:
        if not placed.check.valid or not (placed.ids & reals):
            continue
        candidates = [
            t
            for t in placed.meld.tiles
            if not t.is_joker
            and t.kind in role
            and t.id not in reals
            and t.id not in used
            and (not from_rack or t.id in played)
        ]
        if need_all:
            if {t.kind for t in candidates} >= role:
                used.update(t.id for t in candidates)
                return []
        elif candidates:
            used.add(candidates[0].id)
            return []
    template = {
        (False, False): words.JOKER_NEEDS_TILE,
        (False, True): words.JOKER_NEEDS_RACK_TILE,
        (True, False): words.JOKER_NEEDS_ALL_TILES,
        (True, True): words.JOKER_NEEDS_ALL_RACK_TILES,
    }[(need_all, from_rack)]
    wanted = " ".join(format_kind(k) for k in sorted(role))
    return [
        Problem(
            ProblemCode.JOKER_NOT_RELEASED,
            phrase(template, meld=format_tiles(old.tiles), tiles=wanted),
            old.row,
            old.cells,
        )
    ]

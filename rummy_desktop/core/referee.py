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
  all_missing`` asks for both missing colours of a group of three. A tile
  releases one joker only: when two jokers could use one tile, each must
  find its own, and they are paired so that as many as can be are released.
* With ``joker_meld_locked``, while a joker of a meld is kept, every real
  tile of that meld must end in the joker's meld: the meld may grow but
  loses nothing. Once a tile of its role has taken its place, though, the
  joker was released first, and the meld is free: the joker may even stand
  in its old role beside some of its old tiles again (the same table as
  replacing it and rearranging after). Where jokers move freely no tile
  replaces one, so a joker still in its role beside its old tiles never left.
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
from itertools import product
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


class TurnCode(StrEnum):
    """Why a tile turn action other than a play (or no play at all) is refused.

    A refused play carries the code of its first :class:`ProblemCode` instead;
    together they are the tile game's refusal codes.
    """

    ROUND_OVER = "round_over"
    ROUND_NOT_OVER = "round_not_over"
    OPEN_TILE_LIES = "open_tile_lies"
    POOL_EMPTY = "pool_empty"
    MUST_DRAW = "must_draw"
    ALREADY_TOOK = "already_took"
    DISCARD_TURN = "discard_turn"
    NO_PENALTY_RULE = "no_penalty_rule"
    NO_TIMER = "no_timer"
    NOT_THE_RACK = "not_the_rack"
    NO_SUCH_SEAT = "no_such_seat"
    UNKNOWN_ACTION = "unknown_action"


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
    readings: int | None = None,
) -> Verdict:
    """Judge a turn as a person sees it: legal when some matching of identical tiles is.

    Args and result as :func:`judge_play`, with the matched table besides;
    ``readings`` stops after that many matchings (a refusal may then be wrong,
    a pass never is: see :func:`plainly_legal`).
    """
    first: Verdict | None = None
    for read, table in enumerate(candidate_tables(table_before, table_after, rack_before)):
        if read == readings:
            break
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


PLAIN_READINGS: Final = 2
"""The readings :func:`plainly_legal` tries: the natural one and the one as given."""


def plainly_legal(
    rules: RuleSet,
    table_before: Table,
    table_after: Table,
    rack_before: Sequence[Tile],
    has_melded: bool,
) -> bool:
    """Whether the play is legal read naturally, or with its identities as given.

    A quick yes for a caller with another road to the answer (the solver's
    exact search). True means :func:`judge_play` accepts the play; False only
    means that these readings do not, while one of the other matchings
    :func:`judge_play` would try (up to 65 on a table with jokers, each read in
    full) might. A refused play pays for all of those, and a computer player
    asking about twenty plays a turn on a table of sixty tiles paid most of a
    second for them.
    """
    verdict = judge_turn(
        rules, table_before, table_after, rack_before, has_melded, readings=PLAIN_READINGS
    )
    return verdict.ok


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
    fates: list[_Fate] = []
    for old in table_before.melds():
        check = _check(old.kinds, rules.max_jokers_per_meld)
        if not check.valid or check.joker_count == 0:
            continue
        reals = frozenset(t.id for t in old.tiles if not t.is_joker)
        for pos, joker in enumerate(old.tiles):
            if joker.is_joker:
                now = by_id.get(joker.id)
                if now is not None or rules.released_joker_to_rack:
                    fate = _fate(
                        rules, old, check, joker, check.roles[pos], reals, now, after, played
                    )
                    fates.append(fate)
    met = iter(_assign_replacements([f.options for f in fates if f.unreleased is not None]))
    problems: list[Problem] = []
    for fate in fates:
        if fate.unreleased is not None and not next(met):
            problems.append(fate.unreleased)
        problems.extend(fate.problems)
    # two kept jokers of one locked meld raise the same objection: said once
    return list(dict.fromkeys(problems))


@dataclass(frozen=True, slots=True)
class _Fate:
    """What one table joker still needs at the end of the turn.

    ``unreleased`` is the objection when no tile of its own from ``options``
    releases it (None: it needs none); ``options`` are the sets of tiles that
    could, each set lying in one meld. ``problems`` stand whatever happens.
    """

    unreleased: Problem | None = None
    options: tuple[frozenset[int], ...] = ()
    problems: tuple[Problem, ...] = ()


def _fate(
    rules: RuleSet,
    old: PlacedMeld,
    check: MeldCheck,
    joker: Tile,
    role: frozenset[int],
    reals: frozenset[int],
    now: _Placed | None,
    after: list[_Placed],
    played: set[int],
) -> _Fate:
    """The joker is kept (it never left), or released: by a tile of its role, and
    under ``released_joker_new_meld_only`` into a new meld of rack tiles.

    A joker that stands in its old role beside a real tile of its old meld is
    kept, and under ``joker_meld_locked`` every real tile of that meld must
    stay with it; but once a tile of its role has taken its place it was
    released first, and may stand anywhere a released joker may.
    """
    need_all = _needs_all(rules, old, check)
    if now is not None and _is_kept(joker, role, now, reals):
        if not rules.joker_meld_locked or reals <= now.ids:
            return _Fate()
        objection = Problem(
            ProblemCode.JOKER_MELD_LOCKED,
            phrase(words.JOKER_MELD_LOCKED, meld=format_tiles(old.tiles)),
            now.meld.row,
            now.meld.cells,
        )
        if rules.joker_release is JokerRelease.FREE or _outside_new_meld(rules, now, played):
            return _Fate(objection)
        return _Fate(objection, _replacements(rules, role, reals, after, played, need_all))
    problems: tuple[Problem, ...] = ()
    if now is not None and _outside_new_meld(rules, now, played):
        problems = (
            Problem(
                ProblemCode.RELEASED_JOKER_NOT_NEW_MELD,
                phrase(
                    words.RELEASED_JOKER_NOT_NEW_MELD,
                    row=now.meld.row + 1,
                    tiles=format_tiles(now.meld.tiles),
                ),
                now.meld.row,
                now.meld.cells,
            ),
        )
    if rules.joker_release is JokerRelease.FREE:
        return _Fate(problems=problems)
    from_rack = rules.joker_release is JokerRelease.REPLACE_FROM_RACK
    template = {
        (False, False): words.JOKER_NEEDS_TILE,
        (False, True): words.JOKER_NEEDS_RACK_TILE,
        (True, False): words.JOKER_NEEDS_ALL_TILES,
        (True, True): words.JOKER_NEEDS_ALL_RACK_TILES,
    }[(need_all, from_rack)]
    wanted = " ".join(format_kind(k) for k in sorted(role))
    objection = Problem(
        ProblemCode.JOKER_NOT_RELEASED,
        phrase(template, meld=format_tiles(old.tiles), tiles=wanted),
        old.row,
        old.cells,
    )
    return _Fate(objection, _replacements(rules, role, reals, after, played, need_all), problems)


def _is_kept(joker: Tile, role: frozenset[int], now: _Placed, reals: frozenset[int]) -> bool:
    """The joker stands for a tile of its old role beside a real tile of its old meld."""
    if not now.check.valid or not (now.ids & reals):
        return False
    pos = next(i for i, t in enumerate(now.meld.tiles) if t == joker)
    return bool(now.check.roles[pos] & role)


def _outside_new_meld(rules: RuleSet, now: _Placed | None, played: set[int]) -> bool:
    """A released joker lies beside table tiles where only a new meld of rack tiles may hold it."""
    if not rules.released_joker_new_meld_only or now is None:
        return False
    return not {t.id for t in now.meld.tiles if not t.is_joker} <= played


def _needs_all(rules: RuleSet, old: PlacedMeld, check: MeldCheck) -> bool:
    return (
        rules.group_joker_release is GroupJokerRelease.ALL_MISSING
        and check.kind is MeldKind.GROUP
        and len(old.tiles) == 3
        and check.joker_count == 1
    )


def _replacements(
    rules: RuleSet,
    role: frozenset[int],
    reals: frozenset[int],
    after: list[_Placed],
    played: set[int],
    need_all: bool,
) -> tuple[frozenset[int], ...]:
    """Every set of tiles that would release the joker, in table order.

    A tile of its role (not one of its old meld's, from the rack this turn
    under ``replace_from_rack``) in a meld that holds a real tile of its old
    meld: the tile took its place. Under ``all_missing`` a set holds one tile
    of each missing colour, in one meld.
    """
    from_rack = rules.joker_release is JokerRelease.REPLACE_FROM_RACK
    options: list[frozenset[int]] = []
    for placed in after:
        if not placed.check.valid or not (placed.ids & reals):
            continue
        candidates = [
            t
            for t in placed.meld.tiles
            if not t.is_joker
            and t.kind in role
            and t.id not in reals
            and (not from_rack or t.id in played)
        ]
        if need_all:
            per_kind = [[t.id for t in candidates if t.kind == k] for k in sorted(role)]
            options.extend(frozenset(ids) for ids in product(*per_kind))
        else:
            options.extend(frozenset({t.id}) for t in candidates)
    return tuple(options)


def _assign_replacements(wanted: Sequence[Sequence[frozenset[int]]]) -> list[bool]:
    """Which of the jokers that need one get a replacement of their own, as many as can.

    A tile replaces one joker only, so two jokers that could both be released
    by one tile must each find their own; the first assignment (in table
    order) that releases the most of them is taken.
    """
    best: list[bool] = [False] * len(wanted)
    best_count = 0

    def search(i: int, taken: frozenset[int], met: list[bool]) -> bool:
        """Whether every joker from ``i`` on was met (the search may stop)."""
        nonlocal best, best_count
        if i == len(wanted):
            if sum(met) > best_count:
                best, best_count = list(met), sum(met)
            return best_count == len(wanted)
        for option in wanted[i]:
            if not option & taken and search(i + 1, taken | option, [*met, True]):
                return True
        return search(i + 1, taken, [*met, False])

    search(0, frozenset(), [])
    return best

"""The draw-and-discard variant's own rules (RULES.md section 8).

Under the option ``draw_and_discard`` a turn has three parts: take one tile
(the pool's top, or the top of the previous player's face-up stack), play as
in section 4 if you like, and discard one rack tile (onto your own stack, or
added to a meld on the table). The referee's :func:`judge_play` still judges
the play; this module judges what the variant adds around it, so that the
judge of section 4 stays one function and the variant stays apart from it:

* a tile taken from a stack must be played this turn in a *new* meld, made
  with at least two other tiles from the rack or, after the initial meld,
  from the table. A meld that holds a whole meld of the turn's start plus
  the stack tile is an old meld that grew, not a new one;
* the discard is a rack tile. Added to the table, it must join exactly one
  meld that was there without it, and that meld must stay valid; a player
  who has not made the initial meld before this turn may not touch the
  table's melds, so their discard goes onto their own stack;
* nothing needs to be played, but the turn ends with a discard unless the
  play emptied the rack.

:func:`judge_discard_turn` answers for one whole turn, as
:func:`~rummy_desktop.core.referee.judge_play` does for section 4.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.core import wording as words
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import Problem, ProblemCode, judge_play
from rummy_desktop.core.rules import PlayDirection, RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.wording import phrase


def previous_seat(seat: int, players: int, direction: PlayDirection) -> int:
    """The seat that played just before ``seat``: whose stack ``seat`` may take from."""
    step = 1 if direction is PlayDirection.CLOCKWISE else -1
    return (seat - step) % players


def judge_discard_turn(
    rules: RuleSet,
    table_before: Table,
    table_after: Table,
    rack_before: Sequence[Tile],
    has_melded: bool,
    *,
    discard: Tile | None,
    stack_tile: Tile | None = None,
    open_tile: Tile | None = None,
) -> list[Problem]:
    """Every reason a draw-and-discard turn cannot end like this; empty if it can.

    Args:
        rules: the rules in force.
        table_before: the table at the start of the turn.
        table_after: the table the player leaves, a discard added to a meld included.
        rack_before: the rack once the turn's tile was taken from the pool (or,
            when taking from the stack, the rack before the take).
        has_melded: whether the player made the initial meld in an earlier turn.
        discard: the discarded tile (on ``table_after`` when added to a meld,
            else onto the own stack), or None.
        stack_tile: the previous player's stack top, when it was taken this turn.
        open_tile: the open last tile (option ``open_last_tile``), usable only to go out.
    """
    rack_ids = {t.id for t in rack_before}
    usable = [*rack_before, *(t for t in (stack_tile, open_tile) if t is not None)]
    play_table = table_after
    discard_problems: list[Problem] = []
    if discard is not None:
        cell = table_after.cell_of(discard)
        if cell is not None:
            play_table = table_after.copy()
            play_table.remove(cell)
            discard_problems = _judge_table_discard(
                rules, table_after, play_table, discard, has_melded
            )
        if discard.id not in rack_ids and (stack_tile is None or discard.id != stack_tile.id):
            discard_problems.append(
                Problem(
                    ProblemCode.FOREIGN_TILE,
                    phrase(words.FOREIGN_TILES, tiles=str(discard)),
                )
            )
    found = [
        p
        for p in judge_play(rules, table_before, play_table, usable, has_melded)
        if p.code is not ProblemCode.NOTHING_PLAYED
    ]
    if stack_tile is not None and not in_new_meld(
        rules, stack_tile, play_table, table_before, rack_ids, has_melded
    ):
        found.append(
            Problem(
                ProblemCode.STACK_TILE_NOT_IN_NEW_MELD,
                phrase(words.STACK_TILE_NOT_IN_NEW_MELD, tile=str(stack_tile)),
            )
        )
    on_table = {t.id for t in table_after.tiles()}
    left = [t for t in rack_before if t.id not in on_table and t != discard]
    if open_tile is not None and open_tile.id in on_table and left:
        found.append(
            Problem(
                ProblemCode.OPEN_TILE_NOT_OUT,
                phrase(words.OPEN_TILE_NOT_OUT, tile=str(open_tile)),
            )
        )
    found.extend(discard_problems)
    if discard is None and left:
        found.append(Problem(ProblemCode.DISCARD_NEEDED, phrase(words.DISCARD_NEEDED)))
    return found


def in_new_meld(
    rules: RuleSet,
    stack_tile: Tile,
    play_table: Table,
    table_before: Table,
    rack_ids: set[int],
    has_melded: bool,
) -> bool:
    """Whether the stack tile stands in a new, valid meld with two tiles of the player's.

    Before the initial meld the other tiles must all come from the rack; after
    it they may come from the table, but the meld may not hold a whole meld
    of the turn's start (that meld only grew).
    """
    cell = play_table.cell_of(stack_tile)
    meld = play_table.meld_at(cell) if cell is not None else None
    if meld is None or not check_meld(meld.kinds, rules.max_jokers_per_meld).valid:
        return False
    others = {t.id for t in meld.tiles if t.id != stack_tile.id}
    if len(others) < 2:
        return False
    if not has_melded and not others <= rack_ids:
        return False
    return not any({t.id for t in old.tiles} <= others for old in table_before.melds())


def _judge_table_discard(
    rules: RuleSet, table_after: Table, play_table: Table, discard: Tile, has_melded: bool
) -> list[Problem]:
    if not has_melded:
        return [
            Problem(
                ProblemCode.DISCARD_BEFORE_INITIAL_MELD,
                phrase(words.DISCARD_BEFORE_INITIAL_MELD),
            )
        ]
    cell = table_after.cell_of(discard)
    meld = table_after.meld_at(cell) if cell is not None else None
    problem = Problem(
        ProblemCode.DISCARD_NOT_ON_MELD,
        phrase(words.DISCARD_NOT_ON_MELD, tile=str(discard)),
        meld.row if meld is not None else None,
        meld.cells if meld is not None else (),
    )
    if meld is None or not check_meld(meld.kinds, rules.max_jokers_per_meld).valid:
        return [problem]
    rest = {t.id for t in meld.tiles if t.id != discard.id}
    if not any({t.id for t in m.tiles} == rest for m in play_table.melds()):
        return [problem]
    return []


def table_discards(table_after: Table, played: Sequence[Tile]) -> list[Tile]:
    """Played tiles that could be the turn's discard: each alone at a meld's end or in a group.

    The window's "Done" asks which tile added to a meld is the discard; the
    referee then decides whether the turn is legal with it.
    """
    found: list[Tile] = []
    for t in played:
        cell = table_after.cell_of(t)
        meld = table_after.meld_at(cell) if cell is not None else None
        if meld is not None and len(meld.tiles) >= 4:
            found.append(t)
    return found

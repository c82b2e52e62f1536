"""What a seat can infer from its view: unseen tiles, threats, plausible racks.

Everything here reads a :class:`~rummy_desktop.core.views.PlayerView` only,
so whatever a computer player concludes, a person in its seat could have
concluded too. Opponents' racks are never known; they are *sampled* from the
tiles this seat has not seen, which is exactly the information it has.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.ai.solver import Limits, Objective, Position, solve
from rummy_desktop.ai.solver.going_out import going_out_play
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import ALL_TILES, Tile
from rummy_desktop.core.views import EventKind, PlayerView


def unseen_tiles(view: PlayerView) -> list[Tile]:
    """Physical tiles in the pool or other racks, in identity order.

    Which copy of a kind is where cannot be seen, but the solver works on
    physical tiles, so the unseen copies stand in for whatever is hidden.
    """
    seen = {t.id for t in view.rack} | {t.id for t in view.table.tiles()}
    seen |= {t.id for stack in view.stacks for t in stack}
    return [t for t in ALL_TILES if t.id not in seen]


def opponents(view: PlayerView) -> list[int]:
    """The other seats, in playing order starting after this one."""
    count = view.players
    return [(view.seat + step) % count for step in range(1, count)]


def smallest_opponent_rack(view: PlayerView) -> int:
    return min(view.rack_sizes[s] for s in opponents(view))


def turns_without_play(view: PlayerView, seat: int) -> int:
    """How many of ``seat``'s latest turns in this round were draws or passes.

    A seat that keeps drawing holds little that fits; one that just played
    may be close to going out.
    """
    count = 0
    for event in reversed(view.log):
        if event.round_number != view.round_number:
            break
        if event.seat != seat:
            continue
        if event.kind is EventKind.PLAY:
            break
        count += 1
    return count


def own_turns(view: PlayerView) -> tuple[int, int]:
    """This seat's draws and turns so far in the round, from the public log."""
    draws = turns = 0
    for event in view.log:
        if event.round_number != view.round_number or event.seat != view.seat:
            continue
        turns += 1
        draws += event.kind is EventKind.DRAW
    return draws, turns


def sample_rack(hidden: Sequence[Tile], size: int, rng: random.Random) -> list[Tile]:
    """A rack of ``size`` tiles drawn from the hidden ones, uniformly.

    Uniform sampling is consistent with everything the view shows (rack
    sizes and every tile on the table or in this rack); the draws and passes
    in the log hint at more, but a hint is not a fact and stays unused here.
    """
    count = min(size, len(hidden))
    return rng.sample(list(hidden), count)


def could_go_out(
    view: PlayerView,
    seat: int,
    table: Table,
    rack: Sequence[Tile],
    limits: Limits,
    cancel: CancelFlag,
) -> bool:
    """Whether ``seat`` could empty ``rack`` on ``table``, as far as ``limits`` lets it see.

    A seat that has made its initial meld may use the whole table (the
    going-out search, which stops at the first way out); one that has not
    must lay it all as new melds worth the initial meld.
    """
    if not rack:
        return False
    if view.melded[seat]:
        return going_out_play(table, rack, view.rules, cancel=cancel, limits=limits) is not None
    answer = solve(Position(table, tuple(rack), True), view.rules, Objective.TILES, limits, cancel)
    found = answer.solution
    return found is not None and found.tiles_played == len(rack)

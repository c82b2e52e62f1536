"""What the fate search glues tiles with, and how the counting programme keeps it.

A *run block* is a stretch of tiles that must lie whole in one run (its holes
any tile of that number or a free joker); a *group seed* is tiles that must
end in one group, with the colours that group must hold or must not hold all
of. The fate search (:mod:`rummy_desktop.ai.solver.fates`) pins a kept joker
to a real tile of its old meld this way, or a replacement tile to the old
meld it releases a joker from; glue of two fates that holds a common tile is
one block or one seed (:func:`merged`). The counting programme
(:mod:`rummy_desktop.ai.solver.counting`) keeps blocks in its run states and
seeds in its group split (:func:`split_groups`): two blocks may lie in one
run, two seeds in one group, so that glue only ever narrows the question.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from rummy_desktop.core.tiles import Tile, kind_colour


@dataclass(frozen=True, slots=True)
class RunBlock:
    """Tiles that must lie, in this order, as one stretch of a single run.

    The fate search (:mod:`rummy_desktop.ai.solver.fates`) pins a kept
    joker to a real tile of its old run this way, or a replacement tile to
    the old run it releases a joker from: the run may grow at both ends but
    keeps the stretch whole. ``tiles[i]`` stands for number ``start + i`` of
    ``colour``; a joker among them stays at its number. A *hole* (None, never
    at either end) is any tile of that number or a free joker, whichever the
    programme likes best: the stretch only says that both ends lie in one run.
    """

    colour: int
    start: int
    tiles: tuple[Tile | None, ...]

    @property
    def end(self) -> int:
        return self.start + len(self.tiles) - 1

    def tile_at(self, n: int) -> Tile | None:
        return self.tiles[n - self.start]

    @property
    def laid(self) -> tuple[Tile, ...]:
        """The block's own tiles (its holes are filled by the programme)."""
        return tuple(t for t in self.tiles if t is not None)


LONE_NUMBERS: Final = frozenset({1, 2, 12, 13})
"""Numbers at which one real tile and two jokers lie as a group (``K13 J J``):
no run can be read there, with the jokers on the side that leaves the numbers.
Only a group that holds a seed's joker is laid so (a joker of the table that
stays in its old group); free jokers would make the same tiles a run."""


@dataclass(frozen=True, slots=True)
class SeedRule:
    """What a group seed asks of its group, by colour (see :class:`GroupSeed`).

    Attributes:
        colours: the seed's own real tiles' colours.
        jokers: the seed's own jokers.
        needs: colours the group must hold.
        avoid: sets of colours the group must not hold all of.
    """

    colours: tuple[int, ...]
    jokers: int
    needs: frozenset[int] = frozenset()
    avoid: tuple[frozenset[int], ...] = ()


@dataclass(frozen=True, slots=True)
class GroupSeed:
    """Tiles of one number that must end in one group together.

    The group may take more tiles of other colours and free jokers. The fate
    search lays a kept joker with a real tile of its old group this way, and a
    replacement tile with a real tile of the old group it releases a joker
    from. ``tiles`` have distinct colours.
    """

    number: int
    tiles: tuple[Tile, ...]
    needs: frozenset[int] = frozenset()
    """Colours the group must take from the other tiles (any copy)."""
    avoid: tuple[frozenset[int], ...] = ()
    """Sets of colours the group must not hold all of: a kept group joker must
    still lack a colour of its old role, or it stands for none of them."""

    @property
    def colours(self) -> list[int]:
        return [kind_colour(t.kind) for t in self.tiles if not t.is_joker]

    @property
    def jokers(self) -> int:
        return sum(1 for t in self.tiles if t.is_joker)

    @property
    def rule(self) -> SeedRule:
        return SeedRule(tuple(self.colours), self.jokers, self.needs, self.avoid)


def split_groups(
    colours: Sequence[int],
    jokers: int,
    max_jokers: int,
    seeds: Sequence[SeedRule] = (),
    edge: bool = False,
) -> list[tuple[list[int], int, list[int]]] | None:
    """Split real tiles (given by colour) and jokers into groups of one number.

    Each group has 3 or 4 tiles of distinct colours, at least two real ones
    (one real tile with two jokers is always a run as well, which the
    programme finds as such) and at most ``max_jokers`` jokers.

    Args:
        colours: the colour of each real tile to group.
        jokers: free jokers, all of which must go into groups.
        max_jokers: the jokers-per-meld limit.
        seeds: tiles that must end in one group together, which may take
            more tiles and jokers (and other seeds: two seeds may share a
            group); the group keeps what each of its seeds asks.
        edge: the number is one of :data:`LONE_NUMBERS`, where a group that
            holds a seed's joker may keep one real tile with two jokers.

    Returns:
        (colours, jokers added, the seeds in it) per group, or None when no
        split exists.
    """
    found = _split(tuple(sorted(colours)), jokers, max_jokers, tuple(seeds), edge)
    if found is None:
        return None
    return [(list(cols), added, list(members)) for cols, added, members in found]


Split = tuple[tuple[tuple[int, ...], int, tuple[int, ...]], ...]


@lru_cache(maxsize=1 << 16)
def _split(
    reals: tuple[int, ...],
    jokers: int,
    max_jokers: int,
    seeds: tuple[SeedRule, ...],
    edge: bool,
) -> Split | None:
    """:func:`split_groups`, remembered: every plan of a fate search asks its own
    counting programme the same few questions (a failed split tries them all)."""
    groups: list[tuple[list[int], list[int]]] = []  # (colours, seeds)

    def avoided(cols: list[int], members: list[int]) -> bool:
        held = set(cols)
        return any(a <= held for m in members for a in seeds[m].avoid)

    def size(cols: list[int], members: list[int]) -> int:
        return len(cols) + sum(seeds[i].jokers for i in members)

    def place_seed(i: int) -> bool:
        if i == len(seeds):
            return place(0)
        seed = seeds[i]
        for cols, members in groups:
            if (
                members
                and not set(cols) & set(seed.colours)
                and size(cols, members) + len(seed.colours) + seed.jokers <= 4
                and sum(seeds[m].jokers for m in members) + seed.jokers <= max_jokers
            ):
                cols.extend(seed.colours)
                members.append(i)
                if not avoided(cols, members) and place_seed(i + 1):
                    return True
                members.pop()
                del cols[len(cols) - len(seed.colours) :]
        groups.append((list(seed.colours), [i]))
        if not avoided(*groups[-1]) and place_seed(i + 1):
            return True
        groups.pop()
        return False

    def place(i: int) -> bool:
        if i == len(reals):
            return place_jokers(jokers)
        colour = reals[i]
        for cols, members in groups:
            if size(cols, members) < 4 and colour not in cols:
                cols.append(colour)
                if not avoided(cols, members) and place(i + 1):
                    return True
                cols.pop()
        groups.append(([colour], []))
        if place(i + 1):
            return True
        groups.pop()
        return False

    def place_jokers(left: int) -> bool:
        fixed = [sum(seeds[m].jokers for m in members) for _, members in groups]
        for (cols, members), own in zip(groups, fixed, strict=True):
            if len(cols) < (1 if edge and own else 2):
                return False
            if any(not seeds[m].needs <= set(cols) for m in members):
                return False
        # jokers fill the groups that are short first, then any with room
        counts = [0] * len(groups)
        for index, (cols, _) in enumerate(groups):
            short = max(0, 3 - len(cols) - fixed[index])
            counts[index] = short
            left -= short
        if left < 0:
            return False
        for index, (cols, _) in enumerate(groups):
            while (
                left
                and len(cols) + fixed[index] + counts[index] < 4
                and counts[index] + fixed[index] < max_jokers
            ):
                counts[index] += 1
                left -= 1
        if left or any(c + own > max_jokers for c, own in zip(counts, fixed, strict=True)):
            return False
        found.extend(
            (tuple(cols), counts[index], tuple(members))
            for index, (cols, members) in enumerate(groups)
        )
        return True

    found: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []
    if not reals and not seeds:
        return () if jokers == 0 else None
    if place_seed(0):
        return tuple(found)
    return None


@dataclass(frozen=True, slots=True)
class Part:
    """One fate of one table joker, as glue for the counting programme.

    Attributes:
        blocks: run stretches that must stay whole.
        seeds: tiles that must end in one group together.
        forced: rack tiles that must be played somewhere.
        melds: melds laid apart as they are (a released joker's new meld).
        released: the table joker, when it is released (it moves freely).
        witness: the tiles that release it: no other release may use them.
        home: the released joker goes back to the rack.
    """

    blocks: tuple[RunBlock, ...] = ()
    seeds: tuple[GroupSeed, ...] = ()
    forced: tuple[Tile, ...] = ()
    melds: tuple[tuple[Tile, ...], ...] = ()
    released: Tile | None = None
    witness: frozenset[int] = frozenset()
    home: bool = False


def stretch(colour: int, at: dict[int, Tile]) -> RunBlock:
    """The run block from the lowest to the highest of ``at`` (number -> tile), holes between."""
    low, high = min(at), max(at)
    return RunBlock(colour, low, tuple(at.get(n) for n in range(low, high + 1)))


def merged(
    blocks: Sequence[RunBlock], seeds: Sequence[GroupSeed]
) -> tuple[tuple[RunBlock, ...] | None, tuple[GroupSeed, ...] | None]:
    """Glue that holds a common tile, merged: (blocks, seeds), None where it clashes."""
    items: list[RunBlock | GroupSeed] = [*blocks, *seeds]
    parent = list(range(len(items)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    holder: dict[int, int] = {}
    for index, item in enumerate(items):
        for t in item.laid if isinstance(item, RunBlock) else item.tiles:
            if t.id in holder:
                parent[root(index)] = root(holder[t.id])
            else:
                holder[t.id] = index
    groups: dict[int, list[RunBlock | GroupSeed]] = {}
    for index, item in enumerate(items):
        groups.setdefault(root(index), []).append(item)
    out_blocks: list[RunBlock] = []
    out_seeds: list[GroupSeed] = []
    for members in groups.values():
        runs = [m for m in members if isinstance(m, RunBlock)]
        sets = [m for m in members if isinstance(m, GroupSeed)]
        if runs and sets:
            return None, None
        if runs:
            block = runs[0] if len(runs) == 1 else _merge_blocks(runs)
            if block is None:
                return None, None
            out_blocks.append(block)
        else:
            seed = sets[0] if len(sets) == 1 else _merge_seeds(sets)
            if seed is None:
                return None, None
            out_seeds.append(seed)
    return tuple(out_blocks), tuple(out_seeds)


def _merge_blocks(blocks: Sequence[RunBlock]) -> RunBlock | None:
    """Stretches of one run as one stretch, or None when they disagree."""
    colour = blocks[0].colour
    at: dict[int, Tile] = {}
    for b in blocks:
        if b.colour != colour:
            return None
        for n in range(b.start, b.end + 1):
            t = b.tile_at(n)
            if t is not None and at.setdefault(n, t) != t:
                return None
    if len({t.id for t in at.values()}) < len(at):
        return None  # one tile at two numbers
    return stretch(colour, at)  # every block ends in tiles, so the stretch spans them all


def _merge_seeds(seeds: Sequence[GroupSeed]) -> GroupSeed | None:
    """Seeds of one group as one seed, or None when they cannot share a group."""
    number = seeds[0].number
    tiles: dict[int, Tile] = {}
    for sd in seeds:
        if sd.number != number:
            return None
        for t in sd.tiles:
            tiles.setdefault(t.id, t)
    together = tuple(tiles.values())
    colours = [kind_colour(t.kind) for t in together if not t.is_joker]
    if len(together) > 4 or len(set(colours)) < len(colours):
        return None
    needs = frozenset().union(*(sd.needs for sd in seeds))
    avoid = tuple(dict.fromkeys(a for sd in seeds for a in sd.avoid))
    return GroupSeed(number, together, needs, avoid)

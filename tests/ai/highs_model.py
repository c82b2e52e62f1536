"""An independent integer programme for the solver (test and benchmark only).

Set partitioning after den Hertog and Hulshof (2006): one integer variable per
possible meld (every run with every choice of joker positions, every group),
counting how often that meld is on the table after the play. Every table tile
must be used, rack tiles may be, jokers likewise. Solved by HiGHS through
``scipy.optimize.milp``. It knows nothing of the dynamic programme, so
agreement on many positions is real evidence.

It models jokers that move freely (the ``easy`` and ``online`` rule sets, or any
rule set when no joker lies on the table), the initial meld, the jokers-per-
meld limit and the tiles-per-turn limit. It returns the optimal score in the
solver's units: primary * 1000 + secondary.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

import numpy as np
from scipy.optimize import LinearConstraint, milp

from rummy_desktop.ai.solver.model import tile_weight
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile

JOKER = 52


def _candidates(max_jokers: int) -> Iterator[tuple[dict[int, int], int, int, int]]:
    """(real kinds used, jokers, value with jokers, value without jokers) per meld."""
    for colour in range(4):
        for start in range(1, 12):
            for end in range(start + 2, 14):
                numbers = list(range(start, end + 1))
                for j in range(max_jokers + 1):
                    for holes in combinations(numbers, j):
                        if len(holes) == len(numbers):
                            continue
                        reals = {colour * 13 + n - 1: 1 for n in numbers if n not in holes}
                        full = sum(numbers)
                        yield reals, j, full, full - sum(holes)
    for number in range(1, 14):
        for size in (3, 4):
            for j in range(max_jokers + 1):
                reals_n = size - j
                if reals_n < 1 or (reals_n == 1 and number not in (1, 2, 12, 13)):
                    continue
                for colours in combinations(range(4), reals_n):
                    reals = {c * 13 + number - 1: 1 for c in colours}
                    yield reals, j, number * size, number * reals_n


def highs_best(
    table: Table,
    rack: Sequence[Tile],
    rules: RuleSet,
    *,
    value_objective: bool,
    initial: bool,
) -> int:
    """The best score (0 when nothing can be played), by HiGHS."""
    table_tiles = [] if initial else table.tiles()
    need = [0] * 53
    extra = [0] * 53
    for t in table_tiles:
        need[t.kind] += 1
    for t in rack:
        extra[t.kind] += 1
    avail = [need[k] + extra[k] for k in range(53)]
    melds = [
        m
        for m in _candidates(rules.max_jokers_per_meld)
        if all(avail[k] >= 1 for k in m[0]) and m[1] <= avail[JOKER]
    ]
    if not melds:
        return 0
    kinds = [k for k in range(53) if avail[k]]
    row_of = {k: i for i, k in enumerate(kinds)}
    nm = len(melds)
    # variables: melds (0..2 each), then z (anything played, binary)
    nv = nm + 1
    a = np.zeros((len(kinds), nv))
    for i, (reals, j, _, _) in enumerate(melds):
        for k in reals:
            a[row_of[k], i] = 1
        if j:
            a[row_of[JOKER], i] = j
    lower = np.array([need[k] for k in kinds], dtype=float)
    upper = np.array([avail[k] for k in kinds], dtype=float)
    constraints = [LinearConstraint(a, lower, upper)]
    weights = np.zeros(nv)
    penalty = rules.joker_penalty
    for k in kinds:
        w = tile_weight(k % 13 + 1, penalty, k == JOKER, value_objective)
        weights += w * a[row_of[k]]
    offset = sum(
        need[k] * tile_weight(k % 13 + 1, penalty, k == JOKER, value_objective) for k in kinds
    )
    played_row = a.sum(axis=0)  # tiles on the table after the play
    table_count = float(sum(need))
    limit = rules.max_tiles_per_turn
    if limit is not None:
        constraints.append(LinearConstraint(played_row, -np.inf, table_count + limit))
    if initial:
        counts = rules.joker_value_counts()
        value_row = np.zeros(nv)
        for i, m in enumerate(melds):
            value_row[i] = m[2] if counts else m[3]
        value_row[nm] = -rules.initial_meld_points
        constraints.append(LinearConstraint(value_row, 0, np.inf))
        link = played_row.copy()
        link[nm] = -float(sum(avail))
        constraints.append(LinearConstraint(link, -np.inf, 0))
    bounds_upper = np.full(nv, 2.0)
    bounds_upper[nm] = 1.0
    from scipy.optimize import Bounds

    result = milp(
        -weights,
        constraints=constraints,
        integrality=np.ones(nv),
        bounds=Bounds(np.zeros(nv), bounds_upper),
    )
    if result.status != 0 or result.x is None:
        return 0
    return round(-result.fun - offset)

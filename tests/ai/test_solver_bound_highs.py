"""Bound table jokers: the solver against an integer programme that is not the team's own.

:func:`tests.ai.highs_model.highs_bound_best` reads the joker options as the
referee does, on tile identities, with HiGHS; the solver settles the same
positions fate by fate. Agreement on
positions where the joker options take plays away (the free programme of
:func:`tests.ai.highs_model.highs_best` finds more) is what makes the check
worth something.
"""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.layout import lay_out
from rummy_desktop.ai.solver import Objective, Path, Position, solve
from rummy_desktop.core.referee import judge_play
from rummy_desktop.core.rules import JokerRelease, RuleSet, preset
from rummy_desktop.core.tiles import Tile
from tests.ai.highs_model import highs_best, highs_bound_best
from tests.ai.joker_positions import joker_pair_position, joker_position, played_score

PRESETS = ["classic", "rrrummy", "tiles50", "dutch"]

ORACLE_TILES = 20
"""The most tiles (table and rack) of a position HiGHS is asked about here. The bound
model's time grows steeply with the size: a tenth of a second up to 20 tiles, seconds
from 26 (one position of 21 table and 5 rack tiles took 12 s on a quiet machine, and a
loaded one ran the test past its timeout). Positions are drawn below the bound, not
timed."""


def _small(pos: Position) -> bool:
    """Whether HiGHS is asked about ``pos`` (see :data:`ORACLE_TILES`)."""
    return len(pos.table.tiles()) + len(pos.rack) <= ORACLE_TILES


def _house_rules(rng: random.Random) -> RuleSet:
    return preset(rng.choice(PRESETS)).with_options(
        max_jokers_per_meld=rng.choice([1, 2, 2]),
        group_joker_release=rng.choice(["one_tile", "all_missing"]),
        joker_release=rng.choice(["replace", "replace_from_rack", "free"]),
        max_tiles_per_turn=rng.choice([None, None, 3]),
        released_joker_new_meld_only=rng.random() < 0.3,
    )


def _agrees(pos: Position, rules: RuleSet, value: bool) -> bool:
    """The door's answer is exact, legal and HiGHS's score; whether the joker options took
    plays away (HiGHS's free model finds more) on this position."""
    context = (pos.table.notation(), [str(t) for t in pos.rack], rules.to_dict(), value)
    reference = highs_bound_best(pos.table, pos.rack, rules, value_objective=value)
    answer = solve(pos, rules, Objective.VALUE if value else Objective.TILES)
    free_locked = rules.joker_release is JokerRelease.FREE and rules.joker_meld_locked
    assert answer.exact or free_locked, context
    assert answer.path in (Path.FATES, Path.COUNTING), context
    played: list[Tile] = []
    if answer.solution is not None:
        after = lay_out(pos.table, answer.solution.melds)
        assert not judge_play(rules, pos.table, after, list(pos.rack), True), context
        played = list(answer.solution.played)
    score = played_score(rules, played, value)
    assert score == reference if answer.exact else score <= reference, context
    free = highs_best(pos.table, pos.rack, rules, value_objective=value, initial=False)
    assert reference <= free, context
    return reference < free


def _cross_check(rng: random.Random, count: int, mixed: bool) -> tuple[int, int]:
    """(positions checked, positions where the joker options took plays away)."""
    checked = bound = 0
    for _ in range(count):
        rules = _house_rules(rng) if mixed else preset(rng.choice(PRESETS))
        drawn = joker_position(rng, (3, 16), (1, 7), joker_chance=0.5, rack_joker_chance=0.3)
        if drawn is None or not _small(drawn[0]):
            continue
        checked += 1
        bound += _agrees(drawn[0], rules, drawn[1])
    return checked, bound


@pytest.mark.slow
def test_bound_jokers_of_the_presets_agree_with_highs() -> None:
    checked, bound = _cross_check(random.Random("bound-highs/presets"), 8, mixed=False)
    assert checked >= 5
    assert bound >= 3  # the sample holds positions where the joker options bite


@pytest.mark.slow
def test_bound_jokers_under_house_rules_agree_with_highs() -> None:
    """Joker limits, all-missing releases, release from the table, the new-meld rule, a
    tiles-per-turn limit: 60 seeded positions."""
    checked, bound = _cross_check(random.Random("bound-highs/house"), 80, mixed=True)
    assert checked >= 50
    assert bound >= 10


@pytest.mark.slow
def test_two_table_jokers_under_the_new_meld_rule_agree_with_highs() -> None:
    """Two or more table jokers, each released only into a new meld of rack tiles.

    The fate search splits every joker that may be released by its new meld
    (two released jokers may share one); 30 seeded positions, every one
    answered by the fate search.
    """
    rng = random.Random("bound-highs/new-meld")
    checked = 0
    while checked < 30:
        rules = preset("tiles50").with_options(
            max_jokers_per_meld=rng.choice([1, 2, 2]),
            joker_release=rng.choice(["replace", "replace_from_rack", "free"]),
            joker_meld_locked=rng.random() < 0.5,
        )
        drawn = joker_position(rng, (6, 16), (3, 8), joker_chance=0.8, rack_joker_chance=0.3)
        if drawn is None or sum(t.is_joker for t in drawn[0].table.tiles()) < 2:
            continue
        if not _small(drawn[0]):
            continue
        _agrees(drawn[0], rules, drawn[1])
        checked += 1


@pytest.mark.slow
@pytest.mark.parametrize("mixed", [False, True], ids=["presets", "house_rules"])
def test_both_jokers_in_one_meld_agree_with_highs(mixed: bool) -> None:
    """Both jokers in one old meld (``K4 J J K7``, ``K3 R3 J J``, ``K13 J J``): each joker
    has its fates, and glue of the two that shares a tile is one block or seed. 30
    seeded positions each, every one proven (by the counting programme where the
    house rules set the jokers free)."""
    rng = random.Random(f"bound-highs/pair/{mixed}")
    checked = bound = 0
    while checked < 30:
        rules = _house_rules(rng) if mixed else preset(rng.choice(PRESETS))
        rules = rules.with_options(max_jokers_per_meld=2)  # the table holds a meld of two
        drawn = joker_pair_position(rng, (3, 14), (2, 8))
        if drawn is None or not _small(drawn[0]):
            continue
        checked += 1
        bound += _agrees(drawn[0], rules, drawn[1])
    assert bound >= 3

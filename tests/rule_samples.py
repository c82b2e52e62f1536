"""A seeded sample of house-rule combinations, for the sweeps over rule options.

The random-game conformance test and the computer players' no-illegal-move
test run every preset and these combinations. Each option below takes each
of its values in at least one combination (the sample is at least as long as
the longest list of values), the rest is decided by the seed. A new option
joins the sweeps with one line in ``SWEPT``.
"""

from __future__ import annotations

import random
from typing import Any, Final

from rummy_desktop.core.rules import (
    RULE_PRESETS,
    GroupJokerRelease,
    JokerRelease,
    JokerValueInInitial,
    RuleSet,
)

SWEPT: Final[dict[str, tuple[Any, ...]]] = {
    "open_last_tile": (False, True),
    "max_tiles_per_turn": (None, 3, 12),
    "invalid_turn_penalty": (False, True),
    "penalty_tiles": (0, 3),
    "joker_release": tuple(JokerRelease),
    "joker_meld_locked": (False, True),
    "released_joker_new_meld_only": (False, True),
    "released_joker_to_rack": (False, True),
    "draw_and_discard": (False, True),
    "joker_value_in_initial_meld": tuple(JokerValueInInitial),
    "joker_penalty": (0, 25, 30),
    "max_jokers_per_meld": (1, 2),
    "group_joker_release": tuple(GroupJokerRelease),
}
"""Every option the sweeps vary, with the values they try."""

SAMPLE_SIZE: Final = 6


def sampled_rules(count: int = SAMPLE_SIZE, seed: int = 11) -> list[tuple[str, RuleSet]]:
    """``count`` rule sets: a preset each, with every swept option set; (id, rules).

    Value ``i`` of an option lands in combination ``(i + shift) % count`` for a
    seeded shift per option, so every value is played when ``count`` is at
    least the longest list of values.
    """
    longest = max(len(values) for values in SWEPT.values())
    assert count >= longest, "too few combinations to play every value"
    rng = random.Random(f"rule-samples/{seed}")
    shifts = {name: rng.randrange(count) for name in SWEPT}
    presets = sorted(RULE_PRESETS)
    out: list[tuple[str, RuleSet]] = []
    for k in range(count):
        options = {
            name: values[(k + shifts[name]) % count % len(values)] for name, values in SWEPT.items()
        }
        name = presets[rng.randrange(len(presets))]
        rules = RULE_PRESETS[name].with_options(**options)
        out.append((f"{name}+house{k}", rules))
    return out

"""``rummy-desktop validate --game GAME MELD...``: judge card melds as laid out.

The same contract as for tiles: one JSON object per meld on its own line
(``kind`` run or set, ``value`` the meld's worth in that game), exit 0 when
all are valid, 1 when any is invalid, 2 when any cannot be read.
"""

from __future__ import annotations

import argparse
from collections import Counter
from typing import Any

from rummy_desktop.cards.core.cards import Card, Face, format_faces, parse_faces
from rummy_desktop.cards.core.melds import InvalidMeld, judge_meld
from rummy_desktop.cards.core.rules import CardRules, parse_card_option
from rummy_desktop.cards.core.scoring import meld_value
from rummy_desktop.cli.common import (
    fail,
    validate_melds,
)
from rummy_desktop.core.errors import RummyError
from rummy_desktop.core.rules import InvalidRules
from rummy_desktop.families import FamilyKind, family


def card_rules(game: str, option_texts: list[str]) -> CardRules:
    """The game's preset with the command line's options; raises InvalidRules."""
    entry = family(game)
    if entry.kind is not FamilyKind.CARDS:
        raise InvalidRules(f"{entry.id} is not a card game")
    rules: CardRules = entry.new_rules()
    options = dict(parse_card_option(text) for text in option_texts)
    return rules.with_options(**options) if options else rules


def judge(faces: list[Face], rules: CardRules) -> dict[str, Any]:
    """The JSON verdict for one meld of this game."""
    text = format_faces(faces)
    most_packs = rules.pack_count(rules.players[-1])
    counts = Counter(faces)
    copies: list[Card] = []
    seen: Counter[Face] = Counter()
    for face in faces:
        limit = rules.jokers if face.is_joker else most_packs
        if counts[face] > limit:
            if limit == 0:
                reason = "this game is played without jokers (--option jokers=N adds them)"
            else:
                what = "jokers" if face.is_joker else f"{face} cards"
                reason = f"there are only {limit} {what} in the game"
            return {"meld": text, "valid": False, "reason": reason}
        copies.append(Card(face, seen[face]))
        seen[face] += 1
    try:
        meld = judge_meld(copies, rules.max_jokers_per_meld)
    except InvalidMeld as why:
        return {"meld": text, "valid": False, "reason": str(why)}
    return {
        "meld": text,
        "valid": True,
        "kind": meld.kind.value,
        "value": meld_value(meld, rules),
    }


def run(args: argparse.Namespace) -> int:
    try:
        rules = card_rules(args.game, args.option)
    except RummyError as exc:
        return fail(str(exc))
    return validate_melds(args.melds, parse_faces, lambda faces: judge(faces, rules))

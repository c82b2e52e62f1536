"""The referee's sentences reach the window in the player's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from rummy_desktop.app.i18n import install_language, remove_language
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.referee import ProblemCode
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TileAllocator, parse_kinds, parse_tiles
from rummy_desktop.core.turn import Turn
from rummy_desktop.core.wording import ALL_TEMPLATES
from rummy_desktop.ui.rule_words import TEMPLATES, describe_meld, say


def test_every_sentence_of_the_referee_is_listed_for_translation() -> None:
    assert sorted(TEMPLATES) == sorted(ALL_TEMPLATES)


@pytest.fixture
def dutch(qapp: QApplication) -> Iterator[None]:
    translator = install_language("nl")
    assert translator is not None, "the Dutch catalogue ships with the game"
    yield
    remove_language(translator)


def short_meld_turn() -> Turn:
    alloc = TileAllocator()
    racks = [parse_tiles("R5 R6 R7 K1", alloc), parse_tiles("B1", alloc)]
    state = GameState.from_position(preset("classic"), racks, Table())
    turn = Turn(state)
    turn.move_to_cell(turn.rack[0], (2, 0))
    return turn


def test_problems_are_shown_in_dutch_with_their_values(dutch: None) -> None:
    problems = {p.code: p for p in short_meld_turn().problems()}
    invalid = say(problems[ProblemCode.INVALID_MELD].words)
    assert invalid == (
        "rij 3 is geen geldige combinatie (rood 5): een combinatie heeft minstens 3 stenen nodig"
    )
    assert say(problems[ProblemCode.INITIAL_MELD_SHORT].words) == "eerste uitleg: 0 van 30 punten"
    assert problems[ProblemCode.INITIAL_MELD_SHORT].message == "initial meld: 0 of 30 points"


def test_meld_tooltips_are_translated(dutch: None) -> None:
    assert describe_meld(check_meld(parse_kinds("R5 R6 R7"))) == "reeks, 18 punten waard"
    bad = describe_meld(check_meld(parse_kinds("R4 R4 B4")))
    assert bad.startswith("geen geldige combinatie: ") and "(rood 4, rood 4)" in bad


def test_without_a_catalogue_the_english_sentence_is_shown(qapp: QApplication) -> None:
    problems = short_meld_turn().problems()
    assert [say(p.words) for p in problems] == [
        p.message.replace("(R5)", "(red 5)") for p in problems
    ]


def test_the_window_names_tiles_in_words_where_the_record_keeps_codes(qapp: QApplication) -> None:
    """A family reads "red 7", not "R7"; the referee's own message keeps the notation."""
    alloc = TileAllocator()
    racks = [parse_tiles("R5 R7 R8 B13 J", alloc), parse_tiles("B1", alloc)]
    turn = Turn(GameState.from_position(preset("classic"), racks, Table()))
    for column, tile in enumerate(turn.rack[:3]):
        turn.move_to_cell(tile, (0, column))
    turn.move_to_cell(turn.rack[-1], (1, 0))
    invalid = [p for p in turn.problems() if p.code is ProblemCode.INVALID_MELD]
    assert [p.message for p in invalid] == [
        "row 1 is not a valid meld (R5 R7 R8): the numbers are not consecutive at R7",
        "row 2 is not a valid meld (J): a meld needs at least 3 tiles",
    ]
    assert [say(p.words) for p in invalid] == [
        "row 1 is not a valid meld (red 5, red 7, red 8): the numbers are not consecutive at red 7",
        "row 2 is not a valid meld (joker): a meld needs at least 3 tiles",
    ]

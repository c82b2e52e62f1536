"""A play sorted into melds laid and lay-offs, and said in words (English, letter-free)."""

from __future__ import annotations

from rummy_desktop.app.play_words import (
    LayOff,
    meld_words,
    play_line,
    play_shape,
    play_summary,
)
from rummy_desktop.core.melds import MeldKind
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile

COLOURS = {"K": "black", "B": "blue", "O": "orange", "R": "red"}


def words(t: Tile) -> str:
    """A stand-in for the window's describe_tile: "red 5", "joker"."""
    text = str(t)
    return "joker" if t.is_joker else f"{COLOURS[text[0]]} {text[1:]}"


def test_melds_of_rack_tiles_are_laid_and_rack_tiles_in_old_melds_are_added() -> None:
    table = Table.from_notation("R5 R6 R7 | B10 B11 B12 | K7 B7 O7 R7 | O1 O2 O3")
    run, old_run, group, _old = table.melds()
    played = [*run.tiles, old_run.tiles[0], group.tiles[3]]
    shape = play_shape(table, played)
    assert shape.laid == (run.tiles,)
    assert shape.added == (
        LayOff((old_run.tiles[0],), MeldKind.RUN),
        LayOff((group.tiles[3],), MeldKind.GROUP),
    )
    assert shape.tile_count == 5


def test_a_run_names_its_colour_once_and_a_joker_by_name() -> None:
    table = Table.from_notation("R5 J R7 | K7 B7 R7")
    run, group = table.melds()
    assert meld_words(run.tiles, words) == "red 5, joker, 7"
    assert meld_words(group.tiles, words) == "black 7, blue 7, red 7"


def test_the_line_lists_the_play_and_the_summary_counts_it() -> None:
    table = Table.from_notation("R5 R6 R7 | K7 B7 O7 | B10 B11 B12 | O4 O5 O6")
    tiles = {str(t): t for t in table.tiles()}
    played = [*table.melds()[0].tiles, *table.melds()[1].tiles, tiles["B10"], tiles["O4"]]
    shape = play_shape(table, played)
    assert play_line("Ann", shape, words) == (
        "Ann laid red 5, 6, 7; black 7, blue 7, orange 7 "
        "and added blue 10 to a run; orange 4 to a run."
    )
    assert play_summary("Ann", shape) == "Ann laid 2 melds and added 2 tiles (8 tiles)."
    lay_off = play_shape(table, [tiles["B10"]])
    assert play_line("Ann", lay_off, words) == "Ann added blue 10 to a run."
    assert play_summary("Ann", lay_off) == "Ann added 1 tile."
    one_meld = play_shape(table, table.melds()[0].tiles)
    assert play_summary("Ann", one_meld) == "Ann laid 1 meld (3 tiles)."

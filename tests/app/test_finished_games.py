"""The shelf of finished games: bounded, oldest dropped, kept ones never."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot

from rummy_desktop.app.controller import GameController
from rummy_desktop.app.finished_games import FinishedGames, FinishedGameShelver, kept_match
from rummy_desktop.app.game_files import record_of
from rummy_desktop.app.seats import Seat
from rummy_desktop.core.rules import preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import TileAllocator, parse_tiles
from tests.app.test_replay import finished_match
from tests.core.test_serialize import record_after

START = datetime(2026, 1, 2, 10, 0, 0)


def shelf_with(folder: Path, count: int, keep_latest: int = 3) -> FinishedGames:
    shelf = FinishedGames(folder, keep_latest)
    text = record_after(4, seed=1).dumps()
    for n in range(count):
        shelf.add(text, START + timedelta(minutes=n))
    return shelf


def test_only_the_latest_unkept_games_stay(tmp_path: Path) -> None:
    shelf = shelf_with(tmp_path, 5)
    games = shelf.games()
    assert [g.finished.minute for g in games] == [4, 3, 2]
    assert all(not g.kept and g.names == ("Ann", "Bob", "Cy")[: len(g.names)] for g in games)


def test_a_kept_game_is_never_dropped(tmp_path: Path) -> None:
    shelf = shelf_with(tmp_path, 1)
    oldest = shelf.games()[0]
    kept = shelf.keep(oldest.path)
    text = record_after(4, seed=2).dumps()
    for n in range(1, 8):
        shelf.add(text, START + timedelta(minutes=n))
    games = shelf.games()
    assert kept in [g.path for g in games] and kept.exists()
    assert sum(1 for g in games if not g.kept) == 3
    assert [g.finished.minute for g in games if g.kept] == [0]


def test_letting_a_kept_game_go_drops_it_with_the_oldest(tmp_path: Path) -> None:
    shelf = shelf_with(tmp_path, 1)
    kept = shelf.keep(shelf.games()[0].path)
    text = record_after(4, seed=2).dumps()
    for n in range(1, 4):
        shelf.add(text, START + timedelta(minutes=n))
    assert len(shelf.games()) == 4
    shelf.keep(kept, keep=False)
    assert [g.finished.minute for g in shelf.games()] == [3, 2, 1]


def test_an_unreadable_file_is_listed_with_its_problem_and_not_deleted(tmp_path: Path) -> None:
    shelf = shelf_with(tmp_path, 1)
    bad = tmp_path / "kept-20250101-000000-000000.rummy.json"
    bad.write_text("{ not json", encoding="utf-8")
    games = shelf.games()
    listed = next(g for g in games if g.path == bad)
    assert listed.problem and listed.kept
    shelf.drop_oldest()
    assert bad.exists()


def test_a_finished_match_is_put_on_the_shelf(qtbot: QtBot, tmp_path: Path) -> None:
    alloc = TileAllocator()
    racks = [parse_tiles("R1 R2 R3", alloc), parse_tiles("K5 K9 B2", alloc)]
    state = GameState.from_position(
        preset("easy").with_options(initial_meld_points=0), racks, names=["Ann", "Bob"], seed=3
    )
    seats = [Seat("Ann"), Seat("Bob")]
    controller = GameController()
    shelf = FinishedGames(tmp_path / "finished games")
    shelver = FinishedGameShelver(
        controller, lambda: record_of(state, seats).dumps(), lambda: shelf, clock=_Clock
    )
    controller.new_game(state, seats)
    assert controller.confirm_handover().ok
    assert controller.move_tiles([t.id for t in racks[0]], [(0, 0), (0, 1), (0, 2)]).ok
    assert controller.end_turn().ok
    qtbot.waitUntil(lambda: shelver.pending is not None and shelver.pending.done())
    games = shelf.games()
    assert len(games) == 1 and games[0].finished == START
    assert games[0].path.read_text(encoding="utf-8") == record_of(state, seats).dumps()
    assert games[0].names == ("Ann", "Bob") and games[0].totals == tuple(state.totals)
    controller.shutdown()


class _Clock(datetime):
    @classmethod
    def now(cls, tz: object = None) -> datetime:  # type: ignore[override]
        return START


def test_the_list_reads_only_a_records_header_not_its_moves(tmp_path: Path) -> None:
    """A long match's moves are never parsed for the list: only what comes before them."""
    shelf = FinishedGames(tmp_path)
    text = record_after(30, seed=8).dumps()
    head, moves = text.split(',"actions":[', 1)
    path = shelf.add(head + ',"actions":[' + "not json at all" + moves, START)
    games = shelf.games()
    assert games[0].path == path and not games[0].problem
    assert games[0].names == ("Ann", "Bob")


def test_a_record_written_with_its_moves_first_is_still_listed(tmp_path: Path) -> None:
    data = json.loads(record_after(5, seed=9).dumps())
    reordered = {"actions": data.pop("actions"), **data}
    shelf = FinishedGames(tmp_path)
    shelf.add(json.dumps(reordered, indent=1), START)
    assert shelf.games()[0].names == ("Ann", "Bob")


def test_opening_a_finished_game_does_not_shelve_it_again(qtbot: QtBot, tmp_path: Path) -> None:
    alloc = TileAllocator()
    racks = [parse_tiles("R1 R2 R3", alloc), parse_tiles("K5 K9 B2", alloc)]
    rules = preset("easy").with_options(initial_meld_points=0)
    state = GameState.from_position(rules, racks, names=["Ann", "Bob"], seed=3)
    seats = [Seat("Ann"), Seat("Bob")]
    first = GameController()
    first.new_game(state, seats)
    assert first.confirm_handover().ok
    assert first.move_tiles([t.id for t in racks[0]], [(0, 0), (0, 1), (0, 2)]).ok
    assert first.end_turn().ok and state.match_over()
    first.shutdown()
    controller = GameController()
    shelf = FinishedGames(tmp_path / "finished games")
    shelver = FinishedGameShelver(controller, lambda: "{}", lambda: shelf)
    with qtbot.waitSignal(controller.roundEnded):
        controller.new_game(state, seats)  # the finished game, opened again
    assert shelver.pending is None and shelf.games() == []
    controller.shutdown()


def test_a_match_of_the_statistics_is_found_on_the_shelf_by_player_total_game_and_time(
    tmp_path: Path,
) -> None:
    shelf = FinishedGames(tmp_path / "finished games")
    tiles = shelf.add(finished_match().dumps(), START)
    games = shelf.games()
    (entry,) = games
    name, total = entry.names[1], entry.totals[1]
    assert kept_match(games, "tiles", name, total, START + timedelta(seconds=30)).path == tiles
    assert kept_match(games, "tiles", name, total, START + timedelta(minutes=5)) is None
    assert kept_match(games, "rummy51", name, total, START) is None  # another game
    assert kept_match(games, "tiles", name, total + 1, START) is None  # another match
    assert kept_match(games, "tiles", "Nobody", total, START) is None


def test_a_game_finished_with_the_clock_set_back_is_kept_as_the_newest(tmp_path: Path) -> None:
    """The shelf orders games as they were shelved, not by the wall clock: a game
    finished with the clock a day behind used to sort as the oldest and be deleted
    at once when the shelf was full."""
    shelf = shelf_with(tmp_path, 3)
    back = shelf.add(record_after(4, seed=2).dumps(), START - timedelta(days=1))
    games = shelf.games()
    assert back.exists() and games[0].path == back
    assert [g.finished.minute for g in games[1:]] == [2, 1]
    assert [g.number for g in games] == [4, 3, 2]


def test_numbers_never_go_back_when_the_shelf_is_emptied(tmp_path: Path) -> None:
    shelf = shelf_with(tmp_path, 2)
    for game in shelf.games():
        game.path.unlink()
    again = shelf.add(record_after(4, seed=1).dumps(), START)
    assert shelf.games()[0].path == again and shelf.games()[0].number == 3


def test_games_shelved_by_an_older_version_are_older_than_any_numbered_one(
    tmp_path: Path,
) -> None:
    shelf = FinishedGames(tmp_path, 2)
    text = record_after(4, seed=1).dumps()
    legacy = tmp_path / "game-20270101-000000-000000.rummy.json"
    legacy.write_text(text, encoding="utf-8")
    shelf.add(text, START)
    shelf.add(text, START)
    assert not legacy.exists()
    assert all(g.number > 0 for g in shelf.games())

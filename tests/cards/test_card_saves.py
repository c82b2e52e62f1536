"""Card saves: round trips with the seats' levels, hostile files refused by name."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.app import saves
from rummy_desktop.app.cards.saves import CardSave, is_card_save, load_card_save, write_card_save
from rummy_desktop.app.saves import SaveError, backup_path, write_save
from rummy_desktop.cards.core.serialize import dumps, snapshot
from rummy_desktop.core.rules import preset
from rummy_desktop.core.serialize import GameRecord, Seat, new_record_state
from tests.cards.test_card_records import played


@settings(max_examples=10, deadline=None)
@given(
    st.sampled_from(["rummy", "rummy30", "rummy51", "rum500"]),
    st.integers(0, 10**6),
    st.integers(0, 120),
    st.lists(st.sampled_from(["human", "easy", "medium", "hard"]), min_size=3, max_size=3),
)
def test_card_saves_round_trip_with_levels(
    tmp_path_factory: pytest.TempPathFactory,
    preset: str,
    seed: int,
    actions: int,
    levels: list[str],
) -> None:
    game = played(preset, seed, actions)
    path = tmp_path_factory.mktemp("saves") / "game.cards.json"
    write_card_save(path, game, levels)
    loaded = load_card_save(path)
    assert loaded == CardSave(game, tuple(levels))
    assert is_card_save(path)


def test_a_second_save_keeps_the_first_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "game.cards.json"
    first, second = played("rummy30", 1, 10), played("rummy30", 1, 20)
    write_card_save(path, first, ["human", "hard", "easy"])
    write_card_save(path, second, ["human", "hard", "easy"])
    assert load_card_save(path).game == second
    assert load_card_save(backup_path(path)).game == first


def test_a_record_without_levels_loads_with_people_in_every_seat(tmp_path: Path) -> None:
    path = tmp_path / "old.cards.json"
    game = played("rummy", 2, 15)
    path.write_text(dumps(game), encoding="utf-8")
    assert load_card_save(path) == CardSave(game, ("human", "human", "human"))


def test_levels_that_do_not_fit_are_not_written(tmp_path: Path) -> None:
    path = tmp_path / "game.cards.json"
    with pytest.raises(SaveError, match="2 players for a game of 3"):
        write_card_save(path, played("rummy", 2, 5), ["hard", "easy"])
    with pytest.raises(SaveError, match="unknown player 'genius'"):
        write_card_save(path, played("rummy", 2, 5), ["hard", "easy", "genius"])
    assert not path.exists()


def tile_save(path: Path) -> None:
    seats = (Seat("Ann"), Seat("Bob", "hard"))
    write_save(path, GameRecord(seats, new_record_state(preset("rrrummy"), seats, seed=3)))


def with_levels(tmp_path: Path, levels: object) -> Path:
    path = tmp_path / "levels.cards.json"
    data = json.loads(dumps(played("rummy51", 4, 25)))
    data["levels"] = levels
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda p: p.write_text(dumps(played("rum500", 4, 30))[:900]), "not valid JSON"),
        (lambda p: p.write_bytes(b"\xff\xfe\x00garbage"), "not text"),
        (lambda p: p.write_text('{"format": "something else"}'), "not a rummy-desktop card"),
        (lambda p: p.write_text("[1, 2, 3]"), "not a rummy-desktop card game record"),
        (tile_save, "a saved tile game, not a card game"),
        (lambda p: None, "does not exist"),
        (lambda p: p.mkdir(), "not a regular file"),
    ],
)
def test_hostile_files_are_refused_with_a_reason(tmp_path: Path, make: object, words: str) -> None:
    path = tmp_path / "bad.cards.json"
    make(path)  # type: ignore[operator]
    with pytest.raises(SaveError, match=words):
        load_card_save(path)


@pytest.mark.parametrize(
    ("levels", "words"),
    [
        (["hard", "easy"], "2 players for a game of 3"),
        (["hard", "easy", "grandmaster"], "seat 3 has the unknown player 'grandmaster'"),
        (["hard", "easy", 7], "seat 3 has the unknown player 7"),
        ("hard,easy,easy", "must be a list"),
    ],
)
def test_bad_levels_are_refused(tmp_path: Path, levels: object, words: str) -> None:
    with pytest.raises(SaveError, match=words):
        load_card_save(with_levels(tmp_path, levels))


def test_an_edited_card_save_is_refused_whole(tmp_path: Path) -> None:
    path = tmp_path / "edited.cards.json"
    write_card_save(path, played("rummy30", 3, 30), ["hard", "medium", "easy"])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["state"]["hands"][0] = "AS"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="hands differs"):
        load_card_save(path)


def test_a_huge_file_is_refused_on_what_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.cards.json"
    write_card_save(path, played("rummy", 1, 40), ["easy", "easy", "easy"])
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1000)
    with pytest.raises(SaveError, match="too large"):
        load_card_save(path)


def test_is_card_save_tells_card_saves_from_everything_else(tmp_path: Path) -> None:
    card, tile, text = tmp_path / "c.json", tmp_path / "t.json", tmp_path / "x.txt"
    write_card_save(card, played("rummy", 1, 3), ["human", "easy", "hard"])
    tile_save(tile)
    text.write_text("hello")
    assert is_card_save(card)
    assert not is_card_save(tile)
    assert not is_card_save(text)
    assert not is_card_save(tmp_path / "missing.json")
    assert not is_card_save(tmp_path)


def test_is_card_save_does_not_block_on_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    os.mkfifo(fifo)
    assert not is_card_save(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        load_card_save(fifo)


def test_random_bytes_are_never_half_loaded(tmp_path: Path) -> None:
    rng = random.Random(5)
    original = played("rummy51", 6, 40)
    good = dumps(original, ["hard", "hard", "easy"]).encode()
    path = tmp_path / "flipped.cards.json"
    for _ in range(20):
        data = bytearray(good)
        spot = rng.randrange(len(data))
        data[spot] = (data[spot] + rng.randrange(1, 255)) % 256
        path.write_bytes(bytes(data))
        try:
            loaded = load_card_save(path)
        except SaveError as exc:
            assert str(exc).startswith(path.name)
        else:  # a harmless change (white space, a name, the app version): the same play
            assert snapshot(loaded.game) == snapshot(original)
            assert loaded.game.history == original.history


def test_a_card_save_with_a_huge_name_is_refused_by_the_one_name_rule(tmp_path: Path) -> None:
    """Tile saves refused names over 24 characters; a card save with a name of a
    million froze the window while it replayed: the same rule now refuses it first."""
    record = json.loads(dumps(played("rummy51", 3, 20)))
    record["seats"][0] = "x" * 1_000_000
    path = tmp_path / "huge-name.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(SaveError, match="longer than 24 characters"):
        load_card_save(path)


def test_a_card_save_of_an_unknown_game_is_refused(tmp_path: Path) -> None:
    record = json.loads(dumps(played("rummy51", 3, 20)))
    record["rules"]["preset"] = "x"
    path = tmp_path / "unknown.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(SaveError, match="no card game this version knows"):
        load_card_save(path)


def test_a_card_save_with_sorted_keys_is_still_a_card_save(tmp_path: Path) -> None:
    """``jq -S`` writes "format" after a long list of moves: still a card save."""
    game = played("rum500", 5, 400)
    path = tmp_path / "sorted.json"
    record = json.loads(dumps(game, ["easy", "hard", "medium"]))
    path.write_text(json.dumps(record, sort_keys=True, indent=1), encoding="utf-8")
    assert path.stat().st_size > 2 * 4096
    assert is_card_save(path)
    assert load_card_save(path).game == game

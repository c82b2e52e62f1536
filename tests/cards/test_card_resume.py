"""``selfplay --game GAME --save FILE --stop-after-turns K`` and ``--resume FILE``.

A resumed card game must end exactly as the uninterrupted one: the players
remember what they saw (discards taken, a quiet table), so resuming replays
the record to them (:func:`recall_card_match`) and draws each decision's
randomness from the same turn of the game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.__main__ import main
from rummy_desktop.app.cards.saves import load_card_save, write_card_save
from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.ai.runner import (
    Progress,
    finish_card_match,
    play_card_match,
    recall_card_match,
)
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.serialize import dumps
from rummy_desktop.cards.core.state import new_card_game

PRESETS = ["rummy", "rummy30", "rummy51", "rum500"]


def short(preset: str) -> CardRules:
    """A two-round match, so that a test plays quickly yet crosses a deal."""
    return card_preset(preset).with_options(match_end="rounds", match_rounds=2)


@pytest.mark.slow
@settings(max_examples=8, deadline=None)
@given(
    st.sampled_from(PRESETS),
    st.integers(0, 10**6),
    st.lists(st.sampled_from(["easy", "medium", "hard"]), min_size=2, max_size=3),
    st.integers(1, 60),
)
def test_a_saved_and_resumed_match_ends_as_the_uninterrupted_one(
    tmp_path_factory: pytest.TempPathFactory,
    preset: str,
    seed: int,
    levels: list[str],
    stop: int,
) -> None:
    rules = short(preset)
    names = [f"P{i}" for i in range(len(levels))]
    whole, expected = play_card_match(rules, [CardPlayer(lv) for lv in levels], seed, names)

    game = new_card_game(rules, names, seed)
    finish_card_match(game, [CardPlayer(lv) for lv in levels], stop_after_turns=stop)
    path = tmp_path_factory.mktemp("resume") / "game.cards.json"
    write_card_save(path, game, levels)
    saved = load_card_save(path)
    players = [CardPlayer(lv) for lv in saved.levels]
    progress = recall_card_match(saved.game, players)
    assert progress.turns == min(stop, expected.turns)
    result = finish_card_match(saved.game, players, progress=progress)

    assert dumps(saved.game) == dumps(whole)
    assert (result.winner, result.scores, result.turns, result.rounds) == (
        expected.winner,
        expected.scores,
        expected.turns,
        expected.rounds,
    )


def test_recall_brings_a_player_back_to_what_it_remembered() -> None:
    """Without the recall a resumed player forgets the discards its opponent took."""
    rules = card_preset("rummy51")
    players = [CardPlayer("hard"), CardPlayer("hard")]
    game = new_card_game(rules, ["A", "B"], 11)
    finish_card_match(game, players, stop_after_turns=30)
    fresh = [CardPlayer("hard"), CardPlayer("hard")]
    progress = recall_card_match(game, fresh)
    assert progress.turns == 30
    for before, after in zip(players, fresh, strict=True):
        assert after.wanted == before.wanted
        assert after.quiet_turns == before.quiet_turns
        assert after.table_cards == before.table_cards
        assert after.last_discard == before.last_discard
    assert recall_card_match(new_card_game(rules, ["A", "B"], 11), fresh) == Progress()


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(list(args)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize("game", PRESETS)
def test_selfplay_save_stop_and_resume_through_the_command(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str
) -> None:
    # A seed whose match runs well past the stop in every game (seed 7's Rummy 51 match
    # ended in six turns once easy kept its dear cards).
    base = ("selfplay", "--game", game, "--players", "hard,medium,easy", "--seed", "9")
    whole = run_json(capsys, *base, "--json")
    path = str(tmp_path / "part.cards.json")
    stopped = run_json(capsys, *base, "--save", path, "--stop-after-turns", "25", "--json")
    assert stopped["stopped"] is True and stopped["turns"] == 25
    assert load_card_save(Path(path)).levels == ("hard", "medium", "easy")
    resumed = run_json(capsys, "selfplay", "--game", game, "--resume", path, "--json")
    assert resumed == whole


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (("--game", "rummy30"), "holds a game of rummy, not rummy30"),
        (("--game", "rummy", "--players", "easy,easy"), "--players cannot change"),
        (("--game", "rummy", "--option", "hand_size=7"), "--option cannot change"),
    ],
)
def test_resume_refuses_what_the_file_decides(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, extra: tuple[str, ...], message: str
) -> None:
    path = tmp_path / "g.cards.json"
    game = new_card_game(card_preset("rummy"), ["A", "B"], 1)
    write_card_save(path, game, ["easy", "hard"])
    before = path.read_bytes()
    assert main(["selfplay", "--resume", str(path), *extra]) == 2
    out, err = capsys.readouterr()
    assert out == "" and message in err and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before


def test_resume_refuses_a_game_with_a_person_in_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "people.cards.json"
    write_card_save(path, new_card_game(card_preset("rummy"), ["Ann", "B"], 1), ["human", "easy"])
    assert main(["selfplay", "--game", "rummy", "--resume", str(path)]) == 2
    assert "seat 'Ann' is a person" in capsys.readouterr().err


def test_resume_reads_the_card_game_from_the_file_without_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``selfplay --resume CARD.json`` alone plays the card game the file holds (it was
    refused as "not a saved game", the tile loader having been asked)."""
    base = ("selfplay", "--game", "rummy30", "--players", "hard,easy", "--seed", "4")
    whole = run_json(capsys, *base, "--json")
    path = str(tmp_path / "part.cards.json")
    run_json(capsys, *base, "--save", path, "--stop-after-turns", "10", "--json")
    assert run_json(capsys, "selfplay", "--resume", path, "--json") == whole

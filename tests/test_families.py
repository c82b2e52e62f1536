"""The registry of game families: one list of games that every chooser reads.

A small game of this module's own, *High card* (each player draws one card,
the highest wins), is registered in one place, the ``high_card`` fixture, and
is then offered by the command line, the new-game dialog, the statistics and
the table server, with no other file changed.
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop import families as registry
from rummy_desktop.__main__ import build_parser, main
from rummy_desktop.app.cards.setup import is_card_game
from rummy_desktop.app.stats import StatsDB
from rummy_desktop.cards.core.rules import CARD_PRESETS, CardRules
from rummy_desktop.core.rules import InvalidRules, OptionInfo, RuleSet
from rummy_desktop.families import (
    TILES,
    Capability,
    FamilyKind,
    GameFamily,
    families,
    family,
    register,
)
from rummy_desktop.online.protocol import Create, RefusalCode, Refused, SeatRequest
from rummy_desktop.online.server import TableServer
from rummy_desktop.ui.new_game import NewGameDialog
from rummy_desktop.ui.stats_window import StatsWindow

# -- the test-only family: High card ---------------------------------------------


@dataclass(frozen=True, slots=True)
class HighCardRules:
    """High card has one rule: how many cards the pack holds."""

    preset: str = "highcard"
    cards: int = 13


def high_card_rules(name: str) -> HighCardRules:
    return HighCardRules(preset=name)


def high_card_options() -> tuple[OptionInfo, ...]:
    return ()


def high_card_winner(players: int, seed: int) -> tuple[int, list[int]]:
    """Each seat draws one card of a shuffled pack; the highest card wins."""
    pack = list(range(1, HighCardRules().cards + 1))
    random.Random(seed).shuffle(pack)
    drawn = pack[:players]
    return drawn.index(max(drawn)), drawn


def high_card_selfplay(args: argparse.Namespace) -> int:
    levels = (args.players or "easy,easy").split(",")
    seed = int(args.seed)
    winner, drawn = high_card_winner(len(levels), seed)
    print(f"high card: won by seat {winner + 1}")
    if args.json:
        report = {"game": "highcard", "winner": winner, "scores": drawn, "turns": len(levels)}
        print(json.dumps(report))
    return 0


def high_card_arena(args: argparse.Namespace) -> int:
    levels = args.players.split(",")
    wins = [0] * len(levels)
    for game in range(int(args.games)):
        wins[high_card_winner(len(levels), int(args.seed) + game)[0]] += 1
    print(f"arena: {args.games} games of high card")
    if args.json:
        players = [{"level": level, "wins": won} for level, won in zip(levels, wins, strict=True)]
        print(json.dumps({"illegal_moves": 0, "think_ms_p99": 0.0, "players": players}))
    return 0


tables_asked: list[Create] = []


def high_card_table(message: Create, clock: Any) -> tuple[str, list[str]]:
    """The table server's factory: this test only notes what it was handed."""
    del clock
    tables_asked.append(message)
    return "a high card table", ["token"] * len(message.seats)


@pytest.fixture
def high_card() -> Iterator[GameFamily]:
    """High card, registered for one test and removed after it: the one place it is added."""
    here = __name__
    entry = register(
        GameFamily(
            id="highcard",
            title="High card",
            kind=FamilyKind.CARDS,
            rules=f"{here}:high_card_rules",
            options=f"{here}:high_card_options",
            selfplay=f"{here}:high_card_selfplay",
            arena=f"{here}:high_card_arena",
            table=f"{here}:high_card_table",
        )
    )
    yield entry
    registry.unregister(entry.id)


# -- the test family is offered everywhere ----------------------------------------


def last_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(list(args)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    report: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return report


def test_selfplay_and_arena_play_the_registered_family(
    high_card: GameFamily, capsys: pytest.CaptureFixture[str]
) -> None:
    report = last_json(capsys, "selfplay", "--game", "HighCard", "--seed", "5", "--json")
    assert report["game"] == "highcard" and report["winner"] == high_card_winner(2, 5)[0]
    arena = last_json(
        capsys, "arena", "--game", "highcard", "--players", "hard,easy", "--games", "4", "--json"
    )
    assert arena["illegal_moves"] == 0 and sum(p["wins"] for p in arena["players"]) == 4


def test_the_command_line_names_the_registered_family(high_card: GameFamily) -> None:
    assert build_parser().parse_args(["--game", "highcard"]).game == "highcard"
    assert "highcard" in build_parser().format_help()


def test_a_command_the_family_lacks_is_refused_in_one_line(
    high_card: GameFamily, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", "--game", "highcard", "AH"]) == 2
    assert capsys.readouterr().err.strip().endswith("validate does not play highcard")


def test_the_new_game_dialog_offers_the_registered_family(
    high_card: GameFamily, qtbot: QtBot
) -> None:
    dialog = NewGameDialog(())
    qtbot.addWidget(dialog)
    index = dialog.game.findData("highcard")
    assert index == dialog.game.count() - 1  # after the built-in games
    assert dialog.game.itemText(index) == "Cards: High card"


def test_the_statistics_offer_the_registered_family(high_card: GameFamily, qtbot: QtBot) -> None:
    window = StatsWindow(StatsDB(":memory:"))
    qtbot.addWidget(window)
    index = window.game.findData("highcard")
    assert index >= 0 and window.game.itemText(index) == "High card"
    window.game.setCurrentIndex(index)
    assert window.shown_game == "highcard"


def test_the_table_server_hands_the_game_to_the_family(high_card: GameFamily) -> None:
    server = TableServer(None)
    seats = (SeatRequest("Ann", "remote"), SeatRequest("Bob", "easy"))
    create = Create(seats, {"cards": 13}, 7, game="highcard")
    tables_asked.clear()
    assert server._new_table(create) == ("a high card table", ["token", "token"])
    assert tables_asked == [create]
    with pytest.raises(Refused) as refused:
        server._new_table(Create(seats, {}, 7, game="poker"))
    assert refused.value.code is RefusalCode.BAD_FRAME
    assert "highcard" in str(refused.value)


def test_a_family_without_a_table_is_not_offered_by_the_table_server(
    high_card: GameFamily, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(registry._FAMILIES, "highcard", replace(high_card, table=None))
    seats = (SeatRequest("Ann", "remote"), SeatRequest("Bob", "easy"))
    with pytest.raises(Refused, match="unknown game 'highcard'") as refused:
        TableServer(None)._new_table(Create(seats, {}, None, game="highcard"))
    assert str(refused.value).endswith("(tiles, rummy, rummy30, rummy51, rum500)")


def test_the_family_is_gone_after_its_test() -> None:
    assert "highcard" not in registry.family_ids()
    with pytest.raises(InvalidRules, match="unknown game 'highcard'"):
        family("highcard")


# -- the built-in families ----------------------------------------------------------


def test_the_five_games_in_order() -> None:
    assert registry.family_ids() == (TILES, "rummy", "rummy30", "rummy51", "rum500")
    assert registry.family_ids(FamilyKind.CARDS) == tuple(CARD_PRESETS)
    assert [f.title for f in families(FamilyKind.CARDS)] == [
        "Rummy",
        "Rummy 30",
        "Rummy 51",
        "500 Rum",
    ]


def test_a_game_is_found_in_any_case_and_an_unknown_one_names_them_all() -> None:
    assert family("Rum500").id == "rum500"
    with pytest.raises(InvalidRules) as unknown:
        family("poker")
    assert str(unknown.value) == (
        "unknown game 'poker' (choose from tiles, rummy, rummy30, rummy51, rum500)"
    )


def test_an_id_is_registered_once() -> None:
    with pytest.raises(ValueError, match="new lower-case id"):
        register(family("rummy"))
    with pytest.raises(ValueError, match="new lower-case id"):
        register(GameFamily("Upper", "Upper", FamilyKind.CARDS, "x:y", "x:z"))


def test_every_built_in_family_reaches_its_rules_options_and_capabilities() -> None:
    tiles = family(TILES)
    assert isinstance(tiles.new_rules(), RuleSet) and tiles.new_rules().preset == "classic"
    assert tiles.new_rules("dutch").preset == "dutch"
    assert tiles.option_infos() == RuleSet.options()
    for entry in families(FamilyKind.CARDS):
        rules = entry.new_rules()
        assert isinstance(rules, CardRules) and rules.preset == entry.id
        assert entry.option_infos() == CardRules.options()
    names: tuple[Capability, ...] = ("selfplay", "arena", "validate", "judge")
    names += ("host_rules", "table")
    for entry in families():
        for name in names:
            assert callable(entry.capability(name)), (entry.id, name)


def test_the_card_window_plays_the_card_families() -> None:
    assert [is_card_game(game) for game in registry.family_ids()] == [False, *[True] * 4]
    assert not is_card_game(None) and not is_card_game("poker")


def test_the_registry_imports_no_qt_and_no_game_at_import_time() -> None:
    """Every layer reads it, and the start-up stays light: the games load when used."""
    source = Path(registry.__file__).read_text(encoding="utf-8")
    imported = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    ours = {name for name in imported if name and name.startswith("rummy_desktop")}
    # its errors and option type; the game interface and the seat for annotations only
    assert ours == {
        "rummy_desktop.core.rules",
        "rummy_desktop.core.game",
        "rummy_desktop.core.seat",
    }
    assert not any(name and name.startswith(("PySide6", "shiboken6")) for name in imported)
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, rummy_desktop.families;"
            "print(sorted(m for m in sys.modules if m.startswith('rummy_desktop.')))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "rummy_desktop.core.game" not in loaded and "rummy_desktop.cards" not in loaded

"""``rummy-desktop validate --game GAME MELD...``: the card games' contract, through the command."""

from __future__ import annotations

import io
import json

import pytest

from rummy_desktop.__main__ import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[dict[str, object]], str]:
    code = main(["validate", *args])
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_the_issue_example_under_rummy51(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "--game", "rummy51", "QS KS AS")
    assert (code, err) == (0, "")
    assert lines == [{"meld": "QS KS AS", "valid": True, "kind": "run", "value": 31}]


@pytest.mark.parametrize(
    ("game", "meld", "kind", "value"),
    [
        ("rummy30", "as 2s 3s", "run", 6),
        ("rummy51", "7C 7D *", "set", 21),
        ("rum500", "AS 2S 3S", "run", 15),
        ("rum500", "QH KH AH", "run", 35),
        ("rummy", "QH KH AH", "run", 21),
        ("rummy", "7C 7D 7H 7S", "set", 28),
    ],
)
def test_kind_and_value_per_game(
    capsys: pytest.CaptureFixture[str], game: str, meld: str, kind: str, value: int
) -> None:
    code, lines, _ = run(capsys, "--game", game, meld)
    assert code == 0
    assert lines[0]["kind"] == kind and lines[0]["value"] == value
    assert lines[0]["meld"] == meld.upper()


def test_invalid_melds_exit_one_with_a_reason(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(
        capsys, "--game", "rummy51", "QS KS AS", "KS AS 2S", "7C 7D * *", "AS AS AS"
    )
    assert code == 1
    assert [line["valid"] for line in lines] == [True, False, False, False]
    assert "corner" in str(lines[1]["reason"])
    assert "only one joker" in str(lines[2]["reason"])
    assert "only 2 AS cards" in str(lines[3]["reason"])
    assert "kind" not in lines[1]


def test_jokers_only_where_the_game_has_them(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "--game", "rum500", "7C 7D *")
    assert code == 1 and "without jokers" in str(lines[0]["reason"])
    code, lines, _ = run(capsys, "--game", "rum500", "--option", "jokers=2", "7C 7D *")
    assert code == 0 and lines[0]["value"] == 25


def test_unreadable_cards_exit_two_naming_the_token(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "--game", "rummy", "QS KS AS", "QS KX AS")
    assert code == 2 and lines == []
    assert "'KX'" in err and "no suit" in err


def test_unknown_game_or_option_exits_two(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--game", "poker", "QS KS AS")
    assert code == 2 and "choose from tiles, rummy, rummy30, rummy51, rum500" in err
    code, _, err = run(capsys, "--game", "rummy", "--option", "colour=red", "QS KS AS")
    assert code == 2 and "'colour'" in err


def test_melds_from_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"QS KS AS\n5h 6h 7h\n")))
    code, lines, _ = run(capsys, "--game", "rummy51", "-")
    assert code == 0 and [line["meld"] for line in lines] == ["QS KS AS", "5H 6H 7H"]


def test_tiles_stay_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "R5 J R7")[1] == run(capsys, "--game", "tiles", "R5 J R7")[1]
    assert run(capsys, "R5 J R7")[1][0]["kind"] == "run"


@pytest.mark.parametrize("value", ["+-5", "--5", "²", "9" * 5001, "", "1e3"])
@pytest.mark.parametrize("command", ["validate", "selfplay", "arena"])
def test_an_unreadable_card_option_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], command: str, value: str
) -> None:
    """Hostile option values: no traceback, one line naming the option (tile options
    answer the same way)."""
    args = {"validate": ["AS 2S 3S"], "selfplay": ["--seed", "1"], "arena": ["--games", "2"]}
    code = main([command, "--game", "rummy", "--option", f"jokers={value}", *args[command]])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and "jokers" in err and len(err) < 200

"""The ``judge --game GAME --batch`` contract: card positions, steps, verdicts with codes."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, Final

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.__main__ import main
from rummy_desktop.cards.core.codes import CODE_MEANINGS, CardCode
from rummy_desktop.cards.core.position import build_position
from rummy_desktop.cards.core.rules import card_preset
from rummy_desktop.cards.core.state import Phase
from tests.cli.stdin_commands import run_on_bytes

README = Path(__file__).resolve().parents[2] / "README.md"

AFTER_KEYS: Final = {
    "phase",
    "turn",
    "hands",
    "table",
    "pile",
    "stock_count",
    "opened",
    "totals",
    "eliminated",
    "round",
    "winner",
}

Line = dict[str, Any] | str


def batch(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    lines: list[Line],
    game: str = "rummy",
    *more: str,
) -> list[dict[str, Any]]:
    """Every answer of one batch run, which must exit 0 with nothing on standard error."""
    text = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    capsys.readouterr()
    code = main(["judge", "--game", game, "--batch", *more])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    answers = [json.loads(line) for line in out.splitlines()]
    assert len(answers) == len([x for x in lines if x])
    return answers


def one(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    line: dict[str, Any],
    *more: str,
) -> dict[str, Any]:
    (answer,) = batch(capsys, monkeypatch, [line], game, *more)
    assert "error" not in answer, answer
    return answer


def codes_of(answer: dict[str, Any]) -> list[str | None]:
    return [None if step["ok"] else step["code"] for step in answer["steps"]]


# -- every refusal code, each from one line ------------------------------------------------

RUMMY_OUT: Final = {"hands": ["7H 8H 9H 2C", "KS KC 2D"], "phase": "play"}
"""Seat 0 has drawn and goes out by melding and discarding."""

CODE_LINES: Final[list[tuple[str, dict[str, Any], list[str | None]]]] = [
    (
        "rummy",
        {**RUMMY_OUT, "steps": ["next", "meld 7H 8H 9H", "discard 2C", "draw", "next"]},
        ["round_not_over", None, None, "round_over", None],
    ),
    (
        "rummy",
        {**RUMMY_OUT, "totals": [90, 0], "steps": ["meld 7H 8H 9H", "discard 2C", "draw", "next"]},
        [None, None, "match_over", "match_over"],
    ),
    (
        "rummy",
        {"hands": ["7H 8H 9H 2C", "KS KC 2D"], "steps": ["discard 2C", "take 1"]},
        ["must_draw_first", "pile_empty"],
    ),
    (
        "rummy",
        {**RUMMY_OUT, "steps": ["draw", "giveback", "discard QS", "meld", "meld 7H 8H"]},
        ["already_drawn", "nothing_to_put_back", "not_in_hand", "nothing_chosen", "meld_invalid"],
    ),
    (
        "rum500",
        {"hands": ["5C 6C", "KD KC"], "pile": "9H 3S", "steps": ["take 3"]},
        ["pile_too_deep"],
    ),
    (
        "rummy",
        {"hands": ["5C 6C", "KD KC"], "pile": "9H 3S", "steps": ["take 2"]},
        ["pile_top_only"],
    ),
    (
        "rummy",
        {"hands": ["5C 6C", "KD KC"], "pile": "9H 3S", "steps": ["take 1", "giveback", "take 1"]},
        [None, None, "pile_taken_again"],
    ),
    (
        "rum500",
        {"hands": ["5C 6C 2D", "KD KC"], "pile": "9H", "steps": ["take 1", "discard 2D"]},
        [None, "pile_card_unused"],
    ),
    (
        "rummy",
        {"hands": ["5C 6C 2D", "KD KC"], "pile": "9H", "steps": ["take 1", "discard 9H"]},
        [None, "discard_taken_card"],
    ),
    (
        "rummy30",
        {
            "hands": ["2C 3C 4C 8H 9D", "KS KC 2D"],
            "table": [["5H 6H 7H", 1]],
            "phase": "play",
            "steps": ["meld 2C 3C 4C", "layoff 0 high 8H"],
        },
        ["opening_short", "not_opened"],
    ),
    (
        "rummy51",
        {
            "hands": ["KC KD KH QC QD QH 2D", "KS 2C 3C"],
            "phase": "play",
            "steps": ["meld KC KD KH | QC QD QH"],
        },
        ["opening_needs_run"],
    ),
    (
        "rummy51",
        {
            "hands": ["KC KD KH 9S TS JS * 2D", "KS 2C 3C"],
            "phase": "play",
            "steps": ["meld KC KD KH | 9S TS JS", "discard *", "discard 2D"],
        },
        [None, "discard_joker_opening", None],
    ),
    (
        "rummy30",
        {
            "hands": ["8H 9H TH 2D 3D", "KS 2C 3C"],
            "table": [["5H 6H 7H", 1]],
            "opened": [0],
            "phase": "play",
            "steps": ["layoff 3 high 8H", "exchange 0 8H", "layoff 0 high 8H 9H TH"],
        },
        ["no_such_meld", "joker_exchange_invalid", "run_two_cards_per_turn"],
    ),
    (
        "rummy30",
        {
            "hands": ["8H 9H TH", "KS 2C 3C"],
            "opened": [0],
            "phase": "play",
            "steps": ["meld 8H 9H TH"],
        },
        ["must_keep_discard"],
    ),
    (
        "rummy",
        {
            "hands": ["7H 8H 9H", "KS KC"],
            "steps": ["arrange 5 7H", "arrange 0 9H 8H", "arrange 1 KC KS"],
        },
        ["no_such_seat", "hand_mismatch", None],
    ),
]


@pytest.mark.parametrize(("game", "line", "expected"), CODE_LINES, ids=repr)
def test_each_line_gets_its_codes(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    line: dict[str, Any],
    expected: list[str | None],
) -> None:
    answer = one(capsys, monkeypatch, game, line)
    assert codes_of(answer) == expected
    for step in answer["steps"]:
        assert set(step) == ({"ok"} if step["ok"] else {"ok", "code", "message"})
        if not step["ok"]:
            assert step["message"] and "{" not in step["message"]


def test_every_card_code_is_produced_by_a_judge_line() -> None:
    seen = {code for _game, _line, expected in CODE_LINES for code in expected if code}
    assert seen == set(CardCode)


def test_the_readme_card_code_table_agrees_with_the_codes() -> None:
    section = README.read_text(encoding="utf-8").split("judge --game GAME --batch", 1)[1]
    table = section.split("| code | the step is refused because |", 1)[1].split("\n\n", 1)[0]
    rows = re.findall(r"^\s*\| `([a-z_]+)` \| (.+) \|$", table, flags=re.MULTILINE)
    assert rows == [(code.value, meaning) for code, meaning in CODE_MEANINGS.items()]


# -- the answer --------------------------------------------------------------------------


def test_the_after_position_has_the_contracts_keys(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = {"hands": ["7H 8H 9H 2C KD", "KS KC 4D 5D 6D"], "pile": "5S", "stock": "QH"}
    answer = one(capsys, monkeypatch, "rummy", {**line, "steps": ["draw", "meld 7H 8H 9H"]})
    assert set(answer) == {"steps", "after"}
    after = answer["after"]
    assert set(after) == AFTER_KEYS
    assert after == {
        "phase": "play",
        "turn": 0,
        "hands": ["2C KD QH", "KS KC 4D 5D 6D"],
        "table": [["7H 8H 9H", 0]],
        "pile": "5S",
        "stock_count": 52 - 10 - 1 - 1,
        "opened": [0],
        "totals": [0, 0],
        "eliminated": [],
        "round": None,
        "winner": [],
    }


def test_a_round_ends_scores_and_the_next_is_dealt(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # 500 Rum: each seat scores what it laid minus its hand; seat 1 laid a set before.
    line: dict[str, Any] = {
        "hands": ["7H 8H 9H 2C", "KS KD 3C"],
        "table": [["QS QD QC", 1]],
        "phase": "play",
        "seed": 4,
        "steps": ["meld 7H 8H 9H", "layoff 0 high QH", "discard 2C"],
    }
    answer = one(capsys, monkeypatch, "rum500", line)
    assert codes_of(answer) == [None, "not_in_hand", None]
    after = answer["after"]
    assert (after["phase"], after["hands"][0]) == ("round_over", "")
    assert after["round"] == {
        "out": 0,
        "changes": [15, 30 - 25],
        "rummy": False,
        "laid_points": [15, 30],
    }
    dealt = one(capsys, monkeypatch, "rum500", {**line, "steps": [*line["steps"], "next"]})
    after = dealt["after"]
    assert (after["phase"], after["turn"], after["table"]) == ("draw", 1, [])
    assert [len(h.split()) for h in after["hands"]] == [13, 13]
    assert after["stock_count"] == 52 - 26 - 1 and len(after["pile"].split()) == 1
    assert after["round"]["laid_points"] == [15, 30]  # the round that ended, not the new one
    assert after["totals"] == [15, 5] and after["opened"] == []
    again = one(capsys, monkeypatch, "rum500", {**line, "steps": [*line["steps"], "next"]})
    assert again == dealt  # the seed decides the next deal
    other = one(
        capsys, monkeypatch, "rum500", {**line, "seed": 5, "steps": [*line["steps"], "next"]}
    )
    assert other["after"]["hands"] != after["hands"]


def test_the_match_winner_is_listed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = {**RUMMY_OUT, "totals": [90, 0], "steps": ["meld 7H 8H 9H", "discard 2C"]}
    after = one(capsys, monkeypatch, "rummy", line)["after"]
    # Basic Rummy: seat 1 pays its hand (22), doubled for a rummy.
    assert after["round"] == {"out": 0, "changes": [44, 0], "rummy": True, "laid_points": [24, 0]}
    assert (after["phase"], after["winner"], after["totals"]) == ("match_over", [0], [134, 0])


def test_a_refused_step_changes_nothing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = {
        "hands": ["8H 9H TH 2D 3D 4S", "KS 2C 3C"],
        "table": [["5H 6H 7H", 1]],
        "opened": [0],
        "phase": "play",
    }
    plain = one(capsys, monkeypatch, "rummy30", {**line, "steps": ["layoff 0 high 8H 9H"]})
    refusals = ["layoff 0 high 8H 9H TH", "meld 2D 3D 4S", "discard 2D#1", "draw", "next"]
    mixed = one(
        capsys,
        monkeypatch,
        "rummy30",
        {**line, "steps": [*refusals, "layoff 0 high 8H 9H", "exchange 0 TH"]},
    )
    assert codes_of(plain) == [None]
    assert [s["ok"] for s in mixed["steps"]] == [False] * 5 + [True, False]
    assert mixed["after"] == plain["after"]
    assert plain["after"]["table"] == [["5H 6H 7H 8H 9H", 1]]


def test_a_numbered_card_is_that_copy_of_the_hand(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Rummy 30: the top discard taken before opening must be in the opening; it is
    # the hand's last KH (KH#1), not the KH dealt (KH#0).
    line = {"hands": ["KH KC KD 5S 9D", "KS 2C 3C"], "pile": "KH"}
    steps = ["take 1", "meld KH KC KD", "meld KH#7 KC KD", "meld KH#1 KC KD", "discard 9D"]
    answer = one(capsys, monkeypatch, "rummy30", {**line, "steps": steps})
    assert codes_of(answer) == [None, "pile_card_unused", "not_in_hand", None, None]
    assert answer["steps"][2]["message"] == "KH#7 is not in your hand"
    assert answer["after"]["hands"][0] == "KH 5S"
    assert answer["after"]["table"] == [["KH KC KD", 0]]
    # The same card named twice in one step: the second is not in the hand.
    again = one(capsys, monkeypatch, "rummy30", {**line, "steps": ["take 1", "meld KH#1 KH#1 KD"]})
    assert again["steps"][1] == {
        "ok": False,
        "code": "not_in_hand",
        "message": "KH#1 is not in your hand",
    }


def test_a_card_not_in_the_hand_is_named_after_the_earlier_rules(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The referee's own order: a discard before the draw is refused for the draw."""
    line = {"hands": ["7H 8H 9H 2C", "KS KC 2D"], "steps": ["discard QS", "draw", "discard QS"]}
    answer = one(capsys, monkeypatch, "rummy", line)
    assert codes_of(answer) == ["must_draw_first", None, "not_in_hand"]
    assert answer["steps"][2]["message"] == "QS is not in your hand"


def test_jokers_are_written_with_their_card(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = {
        "hands": ["7C 7D * 6S 4D 5D * 9C", "KS 2C 3C"],
        "table": [["5S *=6S 7S", 1], ["9D 9H 9S *=9C", 1]],
        "opened": [0],
        "phase": "play",
        "steps": [
            "meld 7C 7D *=7S",
            "meld 4D 5D *=7D",
            "meld 4D 5D *#0=6D",
            "exchange 0 6S",
            "exchange 1 9C",
        ],
    }
    answer = one(capsys, monkeypatch, "rummy30", line)
    assert codes_of(answer) == [None, "meld_invalid", None, None, None]
    assert answer["steps"][1]["message"] == "the joker's card is fixed: it stays 6D"
    assert answer["after"]["table"] == [
        ["5S 6S 7S", 1],
        ["9D 9H 9S 9C", 1],
        ["7C 7D *=7S", 0],
        ["4D 5D *=6D", 0],
    ]
    assert answer["after"]["hands"][0] == "* *"
    # Unnamed, a set's joker takes the first free suit.
    plain = one(capsys, monkeypatch, "rummy30", {**line, "steps": ["meld 7C 7D *"]})
    assert plain["after"]["table"][2] == ["7C 7D *=7H", 0]
    # Named for a suit already in the set, or for another rank: no meld.
    for meld in ("meld 7C 7D *=7D", "meld 7C 7D *=8S"):
        refused = one(capsys, monkeypatch, "rummy30", {**line, "steps": [meld]})
        assert codes_of(refused) == ["meld_invalid"]


def test_a_table_joker_keeps_the_card_it_is_written_with(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = {"hands": ["9H 9S 2D 3D", "KS 2C 3C"], "opened": [0], "phase": "play"}
    for written, needed in (("9C 9D *=9H", "9H"), ("9C 9D *=9S", "9S"), ("9C 9D *", "9H")):
        answer = one(
            capsys,
            monkeypatch,
            "rummy30",
            {**line, "table": [[written, 1]], "steps": [f"exchange 0 {needed}"]},
        )
        assert codes_of(answer) == ["joker_exchange_invalid"]  # a set of three needs both
        assert answer["steps"][0]["message"].endswith("(9H 9S)")


def test_the_stock_top_first_and_stock_exact(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line: dict[str, Any] = {
        "hands": ["7H 8H", "KS KC"],
        "pile": "2D",
        "stock": "3C 4C",
        "steps": ["draw"],
    }
    full = one(capsys, monkeypatch, "rummy", line)["after"]
    assert (full["hands"][0], full["stock_count"]) == ("7H 8H 3C", 52 - 4 - 1 - 1)
    exact = one(capsys, monkeypatch, "rummy", {**line, "stock_exact": True})["after"]
    assert (exact["hands"][0], exact["stock_count"]) == ("7H 8H 3C", 1)
    # The stock runs out: basic Rummy turns the pile over.
    line = {
        **line,
        "stock_exact": True,
        "steps": ["draw", "discard 7H", "draw", "discard KS", "draw"],
    }
    after = one(capsys, monkeypatch, "rummy", line)["after"]
    assert (after["pile"], after["stock_count"], after["hands"][0]) == ("", 2, "8H 3C 2D")


def test_a_pack_too_small_to_deal_is_a_line_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = {**RUMMY_OUT, "stock_exact": True, "steps": ["meld 7H 8H 9H", "discard 2C", "next"]}
    (answer,) = batch(capsys, monkeypatch, [line])
    assert answer["error"].startswith("line 1: steps[2] 'next': the pack of 7 cards")


def test_options_from_the_command_line_and_the_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = {"hands": ["2C 3C 4C 9D", "KS 2D 3D"], "phase": "play", "steps": ["meld 2C 3C 4C"]}
    lines: list[Line] = [line, {**line, "options": {"opening_points": 30}}]
    answers = batch(capsys, monkeypatch, lines, "rummy30", "--option", "opening_points=9")
    assert [codes_of(a) for a in answers] == [[None], ["opening_short"]]


def test_players_seats_totals_and_eliminations(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Rummy 30, four seats (the fourth without cards), seat 1 out of the match already.
    line = {
        "hands": ["7H 8H 9H 2C", "KS", "QD"],
        "players": 4,
        "turn": 2,
        "eliminated": [1],
        "totals": [3, 60, 10, 20],
        "phase": "play",
        "steps": ["discard QD", "next"],
    }
    after = one(capsys, monkeypatch, "rummy30", line)["after"]
    # Seat 2 went out laying nothing before: a rummy doubles seat 0's 26 points.
    assert after["round"] == {
        "out": 2,
        "changes": [52, 0, 0, 0],
        "rummy": True,
        "laid_points": [0, 0, 0, 0],
    }
    assert (after["totals"], after["eliminated"], after["winner"]) == (
        [55, 60, 10, 20],
        [0, 1],
        [],
    )
    # Seat 0 dealt the position's round (the seat before 2 still in); seat 2 deals next.
    assert (after["phase"], after["turn"]) == ("draw", 3)
    assert [len(hand.split()) for hand in after["hands"]] == [0, 0, 13, 13]


def test_the_position_builder_conserves_the_pack() -> None:
    rules = card_preset("rummy30")
    game = build_position(
        rules,
        ["7H 7H * 2C", "KS"],
        table=[("5S *=6S 7S", 1)],
        pile="2D 3D",
        stock="4D",
        turn=1,
        seed=3,
    )
    game.check_conservation()
    assert len(game.pack) == 108 and game.stock[-1].face.rank == 4
    assert game.seats[1].opened and game.dealer == 0 and game.phase is Phase.DRAW
    assert game.memory.opened_before


# -- lines that cannot be read -----------------------------------------------------------

ERROR_LINES: Final[list[tuple[Line, str]]] = [
    ("not json", "not JSON"),
    ({"steps": []}, "'hands' is required"),
    ({"hands": ["7H"], "colour": 1}, "unknown key 'colour'"),
    ({"hands": ["7H", "7H"]}, "7H"),
    ({"hands": ["7H", "8H"], "pile": "7H"}, "7H is named 2 times"),
    ({"hands": ["* 2C", "8H"]}, "without jokers"),
    ({"hands": ["7H", "8H"], "steps": ["fly"]}, "steps[0] 'fly': unknown step"),
    ({"hands": ["7H", "8H"], "steps": ["draw", "take"]}, "steps[1] 'take': write take N"),
    ({"hands": ["7H", "8H"], "steps": ["discard 1H"]}, "'1H'"),
    ({"hands": ["7H", "8H"], "steps": ["discard 7H 8H"]}, "write discard CARD"),
    ({"hands": ["7H", "8H"], "steps": ["discard *=7H"]}, "only in a meld step"),
    ({"hands": ["7H", "8H"], "steps": ["meld 7H=7H"]}, "only a joker"),
    ({"hands": ["7H", "8H"], "steps": ["layoff 0 up 7H"]}, "layoff I low|high"),
    ({"hands": ["7H", "8H"], "steps": ["meld 7H#x"]}, "after #"),
    ({"hands": ["7H", "8H"], "steps": "draw"}, "'steps' must be a list"),
    ({"hands": ["7H", "8H"], "table": [["7S 8S", 0]]}, "table meld '7S 8S'"),
    ({"hands": ["7H", "8H"], "table": [["7S 8S 9S", 2]]}, "no seat 2"),
    ({"hands": ["7H", "8H"], "table": [["7S 8S 9S"]]}, "[meld, seat]"),
    ({"hands": ["7H", "8H"], "turn": 5}, "no seat 5"),
    ({"hands": ["7H", "8H"], "turn": True}, "'turn' must be a whole number"),
    ({"hands": ["7H", "8H"], "phase": "round_over"}, "'phase'"),
    ({"hands": ["7H", "8H"], "players": 9}, "2 to 6 players"),
    ({"hands": ["7H"]}, "2 to 6 players"),
    ({"hands": ["7H", "8H", "9H"], "players": 2}, "3 hands for 2 players"),
    ({"hands": ["7H", "8H"], "totals": [1]}, "1 totals for 2 players"),
    ({"hands": ["7H", "8H"], "eliminated": [0]}, "seat 0 is on turn but eliminated"),
    ({"hands": ["7H", "8H"], "stock_exact": 1}, "stock_exact"),
    ({"hands": ["7H", "8H"], "options": {"jokers": "many"}}, "jokers"),
    ({"hands": ["7H", "8H"], "options": {"edition": 1}}, "unknown card rule option 'edition'"),
    ({"hands": ["7H", "8H"], "options": {"hand_size": "--5"}}, "hand_size"),
    ({"hands": ["7H", "8H"], "options": {"pile_taking": ["top"]}}, "pile_taking"),
    ({"hands": ["7H", "8H"], "options": []}, "'options' must be an object"),
]


def test_lines_that_cannot_be_read_get_an_error_and_the_batch_goes_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    good = {"hands": ["7H 8H", "KS KC"], "steps": ["draw"]}
    lines: list[Line] = [good]
    for bad, _named in ERROR_LINES:
        lines += [bad, ""]
    lines.append(good)
    answers = batch(capsys, monkeypatch, lines)
    assert answers[0] == answers[-1] and "after" in answers[0]
    for number, ((_bad, named), answer) in enumerate(
        zip(ERROR_LINES, answers[1:-1], strict=True), start=1
    ):
        assert set(answer) == {"error"}
        assert answer["error"].startswith(f"line {2 * number}: "), answer
        assert named in answer["error"], answer


# -- exit codes --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--game", "rummy"], "use --batch"),
        (["--game", "rummy51", "--rack", "7H"], "use --batch"),
        (["--game", "chess", "--batch"], "chess"),
        (["--game", "rummy", "--batch", "--option", "jokers=lots"], "jokers"),
        (["--game", "rummy", "--batch", "--option", "hand_size=--5"], "hand_size"),
        (["--game", "rummy", "--batch", "--option", "colour=red"], "colour"),
    ],
)
def test_a_bad_command_line_exits_two_with_one_line(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
    named: str,
) -> None:
    outcome = run_on_bytes(("judge", *args), b"", capsys, monkeypatch)
    assert outcome.refused_in_one_line, outcome
    assert named in outcome.err and outcome.out == ""


def test_an_unreadable_input_stream_exits_two(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = json.dumps({"hands": ["7H", "8H"]}).encode() + b"\n\xff\xfe\n"
    outcome = run_on_bytes(("judge", "--game", "rummy", "--batch"), data, capsys, monkeypatch)
    assert outcome.code == 2 and "line 2 is not UTF-8" in outcome.err
    assert len(outcome.out.splitlines()) == 1  # the line before was answered


def test_the_tile_judge_is_unchanged(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"rack": "R8", "after": "R8 R9"}\n'))
    assert main(["judge", "--game", "tiles", "--batch"]) == 0
    assert "problems" in json.loads(capsys.readouterr().out)


card_lines = st.fixed_dictionaries(
    {"hands": st.lists(st.sampled_from(["7H 8H 9H", "KS", "*", "", "2C 2C", "X"]), max_size=3)},
    optional={
        "table": st.lists(
            st.tuples(st.sampled_from(["5S 6S 7S", "* 9D 9C", "2C"]), st.integers(-1, 3)).map(list),
            max_size=2,
        ),
        "pile": st.sampled_from(["", "5S", "5S 6S 7S"]),
        "players": st.integers(0, 9),
        "turn": st.integers(-1, 3),
        "phase": st.sampled_from(["draw", "play", "over"]),
        "opened": st.lists(st.integers(-1, 3), max_size=2),
        "steps": st.lists(
            st.sampled_from(
                [
                    "draw",
                    "take 1",
                    "take 2",
                    "giveback",
                    "meld 7H 8H 9H",
                    "meld * 8H 9H | KS",
                    "layoff 0 high KS",
                    "layoff 1 low 4S",
                    "exchange 0 9H",
                    "discard KS",
                    "discard 7H#1",
                    "next",
                    "arrange 0 KS",
                ]
            ),
            max_size=8,
        ),
    },
)


@given(
    game=st.sampled_from(["rummy", "rummy30", "rummy51", "rum500"]),
    lines=st.lists(card_lines, min_size=1, max_size=3),
)
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_random_card_lines_get_an_answer_or_an_error(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    lines: list[dict[str, Any]],
) -> None:
    answers = batch(capsys, monkeypatch, list(lines), game)
    for answer in answers:
        assert set(answer) in ({"error"}, {"steps", "after"})


@pytest.mark.slow
def test_the_installed_command_judges_card_lines() -> None:
    command = Path(sys.executable).with_name("rummy-desktop")
    lines = [
        json.dumps(
            {"hands": ["7H 8H 9H 2C", "KS KC"], "phase": "play", "steps": ["meld 7H 8H 9H"]}
        ),
        "{",
    ]
    done = subprocess.run(
        [str(command), "judge", "--game", "rummy", "--batch"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first["steps"] == [{"ok": True}] and first["after"]["table"] == [["7H 8H 9H", 0]]
    assert second["error"].startswith("line 2: not JSON")
    done = subprocess.run(
        [str(command), "judge", "--game", "rummy"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and done.stdout == "" and "--batch" in done.stderr

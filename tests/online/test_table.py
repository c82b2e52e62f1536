"""The hosted table in-process: the same game as selfplay, refusals that change nothing."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.ai.runner import decision_seed
from rummy_desktop.core.actions import Draw, Pass, Play
from rummy_desktop.core.rules import preset
from rummy_desktop.online.codec import phrase_to_json
from rummy_desktop.online.protocol import RefusalCode, Refused, refusal
from tests.online.helpers import (
    FakeClock,
    join_bots,
    new_table,
    play_out,
    selfplay_names,
    selfplay_summary,
)


@pytest.mark.parametrize("seed", [3, 11])
def test_remote_bots_end_like_selfplay(seed: int) -> None:
    rules = preset("rrrummy")
    levels = ["medium", "easy"]
    table, tokens = new_table(rules, ["remote", "remote"], seed, names=selfplay_names(levels))
    bots = join_bots(table, tokens, levels)
    play_out(table, bots)
    assert table.result == selfplay_summary(rules, levels, seed)


def test_table_computers_and_remote_bots_mixed_end_like_selfplay() -> None:
    rules = preset("classic")
    levels = ["easy", "medium", "easy"]
    table, tokens = new_table(rules, ["easy", "remote", "easy"], 5, names=selfplay_names(levels))
    bots = join_bots(table, tokens, levels)
    play_out(table, bots)
    assert table.result == selfplay_summary(rules, levels, 5)


def test_the_welcome_names_the_decision_seed_never_the_game_seed() -> None:
    seed = 987_654_321_987
    table, tokens = new_table(preset("classic"), ["remote", "remote"], seed)
    welcome = table.welcome_frame(table.seat_of(tokens[1]))
    assert welcome["decision_seed"] == str(decision_seed(seed, 1))
    assert welcome["decision_seed"] != str(decision_seed(seed, 0))
    for sent in (welcome, table.view_frame(1), table.seats_frame(), table.clock_frame()):
        assert str(seed) not in json.dumps(sent)


def test_computer_seats_wait_until_every_remote_seat_has_joined() -> None:
    table, tokens = new_table(preset("classic"), ["easy", "remote"], 4)
    assert not table.started and table.computer_on_turn() is None
    table.join(table.seat_of(tokens[1]), "human")
    assert table.started


def test_refusals_change_nothing() -> None:
    table, tokens = new_table(preset("classic"), ["remote", "remote"], 8)
    join_bots(table, tokens, ["easy", "easy"])
    current = table.state.current
    other = 1 - current
    before = (table.at, table.view_frame(0), table.view_frame(1))

    def refused(seat: int, at: int, action: object) -> RefusalCode:
        with pytest.raises(Refused) as info:
            table.act(seat, at, action)  # type: ignore[arg-type]
        assert (table.at, table.view_frame(0), table.view_frame(1)) == before
        return info.value.code

    assert refused(other, table.at, Draw()) is RefusalCode.NOT_YOUR_TURN
    assert refused(current, table.at - 1, Draw()) is RefusalCode.STALE
    assert refused(current, table.at, Pass()) is RefusalCode.ILLEGAL
    rack = table.state.racks[current]
    bad = table.state.table.copy()
    bad.place(rack[0], (0, 0))
    with pytest.raises(Refused) as info:
        table.act(current, table.at, Play(bad))
    assert info.value.code is RefusalCode.ILLEGAL
    assert info.value.reasons and info.value.reasons[0].code
    frame = refusal(info.value)
    assert frame["reasons"][0]["words"] == phrase_to_json(info.value.reasons[0].words)
    assert (table.at, table.view_frame(0), table.view_frame(1)) == before
    with pytest.raises(Refused) as forged:
        table.seat_of("not-a-token")
    assert forged.value.code is RefusalCode.UNKNOWN_SEAT


def test_the_timer_runs_only_while_the_seat_on_turn_is_connected() -> None:
    clock = FakeClock()
    table, tokens = new_table(preset("classic"), ["remote", "remote"], 9, clock)
    for token in tokens:
        table.join(table.seat_of(token), "human")
    current = table.state.current
    seconds = table.state.rules.turn_timer_seconds
    assert seconds is not None
    clock.now += seconds * 10
    assert table.expire() == [] and table.state.current == current  # not connected: it waits
    table.set_connected(current, True)
    clock.now += seconds - 1
    assert table.expire() == [] and table.state.current == current
    rack_before = len(table.state.racks[current])
    clock.now += 1
    table.expire()
    assert table.state.current != current
    assert len(table.state.racks[current]) == rack_before + 1  # did nothing: draws one
    assert table.clock_frame()["seat"] == table.state.current


def test_seat_tokens_are_letters_digits_and_dashes_and_never_read_as_an_option() -> None:
    """A token beginning with "-" was taken by ``bot --token`` for an option (one in 64 did)."""
    from rummy_desktop.__main__ import build_parser
    from rummy_desktop.online.codes import TOKEN_LENGTH, new_token, plain

    tokens = {new_token() for _ in range(2000)}
    assert len(tokens) == 2000
    assert all(len(plain(t)) == TOKEN_LENGTH and t.isascii() for t in tokens)
    assert all(plain(t).isalnum() and t[0].isalnum() for t in tokens)
    token = sorted(tokens)[0]  # the nearest to "-" a token comes
    args = build_parser().parse_args(
        [
            "bot",
            "--url",
            "ws://127.0.0.1:1",
            "--table",
            "ABCDEF",
            "--token",
            token,
            "--level",
            "easy",
        ]
    )
    assert args.token == token

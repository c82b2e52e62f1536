"""Playing a hosted table in-process: remote bot seats answer the table's own frames."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rummy_desktop.ai.base import CancelFlag, ComputerPlayer
from rummy_desktop.ai.computer_turn import decide
from rummy_desktop.ai.players import make_player
from rummy_desktop.cli.selfplay import new_game, play_on, report
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.online.bot import BotSeat
from rummy_desktop.online.codec import action_from_json
from rummy_desktop.online.protocol import Refused, SeatRequest
from rummy_desktop.online.table import HostedTable


class FakeClock:
    """A clock the test moves by hand: nothing in these tests waits on real time."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def selfplay_summary(rules: RuleSet, levels: Sequence[str], seed: int) -> dict[str, Any]:
    """What ``rummy-desktop selfplay --json`` prints for this game."""
    state = new_game(rules, levels, seed)
    return report(state, levels, play_on(state, levels))


def selfplay_names(levels: Sequence[str]) -> list[str]:
    return [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]


def new_table(
    rules: RuleSet,
    players: Sequence[str],
    seed: int | None,
    clock: FakeClock | None = None,
    names: Sequence[str] | None = None,
) -> tuple[HostedTable, list[str]]:
    """A table of ``players`` (``remote`` or levels), named like selfplay's seats by default."""
    names = list(names) if names is not None else selfplay_names(players)
    seats = [SeatRequest(n, p) for n, p in zip(names, players, strict=True)]
    return HostedTable.create(seats, rules, seed, clock=clock or FakeClock())


def join_bots(
    table: HostedTable, tokens: Sequence[str], levels: Sequence[str]
) -> dict[int, BotSeat]:
    """Every remote seat joins as a bot of its level, seeded from the welcome only."""
    bots: dict[int, BotSeat] = {}
    for token, level in zip(tokens, levels, strict=True):
        if not token:
            continue
        seat = table.seat_of(token)
        table.join(seat, level)
        table.set_connected(seat, True)
        bots[seat] = BotSeat(level, int(table.welcome_frame(seat)["decision_seed"]))
    return bots


def play_out(
    table: HostedTable, bots: dict[int, BotSeat], max_steps: int = 100_000, *, to_end: bool = True
) -> list[dict[str, Any]]:
    """Play the table to its end (or ``max_steps`` moves); returns every public notice, in order."""
    players: dict[tuple[int, str], ComputerPlayer] = {}
    notices: list[dict[str, Any]] = []
    for _ in range(max_steps):
        if table.finished:
            return notices
        level = table.computer_on_turn()
        if level is not None:
            seat, view, rng = table.computer_question()
            player = players.setdefault((seat, level), make_player(level))
            notices += table.apply_decision(seat, table.at, decide(player, view, rng, CancelFlag()))
            continue
        seat = table.state.current
        answer = bots[seat].answer(table.view_frame(seat))
        assert answer is not None
        try:
            notices += table.act(seat, answer["at"], action_from_json(answer["action"]))
        except Refused:
            fallback = BotSeat.fallback(table.at)
            notices += table.act(seat, fallback["at"], action_from_json(fallback["action"]))
    if to_end:
        raise AssertionError("the game did not end")
    return notices

"""Computer players at the table without a window: one turn, or a whole game.

:func:`play_turn` is one computer turn: the player decides on its view and
the referee rules on the choice (:mod:`rummy_desktop.ai.computer_turn`, the
same two steps the window's controller takes). An action the referee refuses
is counted, and the seat takes the state's default action instead, so a
faulty player can never stall or crash a game. :func:`play_game` repeats
that until the match is over.

Every decision's randomness comes from :func:`decision_rng`, fixed by the
game seed, round, turn and seat alone: a game resumed from a record decides
exactly as the uninterrupted game did, with no random state to save.

A seat's randomness goes through its *decision seed* (:func:`decision_seed`),
a keyed hash of the game seed and the seat. An online table hands each seat
its decision seed and never the game seed (which would reveal the deal), and
a computer player playing that seat from another home draws exactly the
numbers it would draw in ``selfplay``: :func:`seat_decision_rng` is the one
source both use.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummy_desktop.ai.base import CancelFlag, ComputerPlayer
from rummy_desktop.ai.computer_turn import COMPUTER_ACTIONS, decide, rule_on
from rummy_desktop.core.actions import ArrangeRack, Discard, Draw, Pass, Penalty, Play, TurnAction
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.game import Clock
from rummy_desktop.core.rules import MatchEnd, RuleSet
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.state import NEXT_ROUND, GameState

MAX_TURNS_PER_ROUND = 2000
"""A safety net: a normal round ends in well under 200 turns."""

MAX_ROUNDS = 100
"""A safety net for matches played to a target score."""

TURN_ACTIONS = (Draw, Pass, Play, Penalty, Discard)
"""Actions that end a turn; under draw and discard a Draw only begins one."""


@functools.lru_cache(maxsize=256)
def decision_seed(seed: int, seat: int) -> int:
    """The seat's decision seed: a one-way, keyed hash of the game seed and the seat.

    HMAC-SHA256 keyed with the game seed: knowing one's own decision seed
    tells nothing about the game seed or another seat's decision seed short
    of trying every game seed, which is why an online table draws 63-bit
    game seeds (:mod:`rummy_desktop.online.seating`).
    """
    key = f"rummy-desktop/game-seed/{seed}".encode()
    digest = hmac.new(key, f"decision-seed/seat/{seat}".encode(), hashlib.sha256).digest()
    return int.from_bytes(digest[:16], "big")


def seat_decision_rng(seat_seed: int, round_number: int, turn: int, seat: int) -> random.Random:
    """The random source of one decision from the seat's decision seed alone."""
    return random.Random(f"rummy-desktop/ai/{seat_seed}/{round_number}/{turn}/{seat}")


def decision_rng(seed: int, round_number: int, turn: int, seat: int) -> random.Random:
    """The random source of one decision, fixed by where it happens in the game.

    ``seed`` is the game seed; the numbers come from the seat's
    :func:`decision_seed`, so a remote player handed only that decision seed
    draws the same ones.
    """
    return seat_decision_rng(decision_seed(seed, seat), round_number, turn, seat)


@dataclass(frozen=True, slots=True)
class TurnOutcome:
    """What happened in one computer turn.

    Attributes:
        seat: who was on turn.
        chosen: what the player asked for.
        applied: what the game carried out (a draw or pass if ``chosen`` was refused).
        illegal: the referee's reason for refusing ``chosen``, or "" when it was applied.
        think_seconds: wall time the player took to decide (for reports only).
    """

    seat: int
    chosen: TurnAction
    applied: TurnAction
    illegal: str
    think_seconds: float


def play_turn(
    state: GameState,
    player: ComputerPlayer,
    *,
    cancel: CancelFlag | None = None,
    clock: Clock = time.perf_counter,
) -> TurnOutcome:
    """Let ``player`` take the current seat's turn on ``state`` and apply it.

    Raises:
        Cancelled: ``cancel`` was set; the state is unchanged.
        IllegalMove: the round is already over.
    """
    if state.round_over:
        raise IllegalMove("the round is over")
    seat = state.current
    rng = decision_rng(state.seed, state.round_number, state.turn, seat)
    flag = cancel if cancel is not None else CancelFlag()
    decision = decide(player, state.view(seat), rng, flag, clock)
    ruling = rule_on(state, decision)
    state.apply(ruling.applied)
    chosen = decision.chosen if isinstance(decision.chosen, COMPUTER_ACTIONS) else ruling.applied
    return TurnOutcome(seat, chosen, ruling.applied, ruling.illegal, decision.think_seconds)


@dataclass(slots=True)
class GameResult:
    """The outcome of one headless game (a match of one or more rounds).

    Attributes:
        winner: the seat with the best total, or None for a draw.
        scores: each seat's match total.
        turns: turns played over all rounds.
        rounds: rounds played.
        think_seconds: per seat, the time of each of its decisions.
        illegal: per seat, the refused actions, each with the referee's reason.
        capped: a safety cap stopped the game before it ended.
        round_ends: how each round ended.
    """

    winner: int | None
    scores: tuple[int, ...]
    turns: int
    rounds: int
    think_seconds: list[list[float]]
    illegal: list[list[str]]
    capped: bool = False
    round_ends: list[RoundEnd] = field(default_factory=list)

    @property
    def illegal_moves(self) -> int:
        return sum(len(x) for x in self.illegal)


def play_game(
    rules: RuleSet,
    players: Sequence[ComputerPlayer],
    seed: int,
    *,
    names: Sequence[str] | None = None,
    max_turns: int = MAX_TURNS_PER_ROUND,
    max_rounds: int = MAX_ROUNDS,
    cancel: CancelFlag | None = None,
    on_turn: Callable[[GameState, TurnOutcome], None] | None = None,
) -> GameResult:
    """Play a whole match between computer players, one per seat.

    Matches that end by time limit or never play one round; matches to a
    target score play until someone reaches it (at most ``max_rounds``).
    """
    seat_names = list(names) if names is not None else [p.level for p in players]
    state = GameState.new_match(rules, seat_names, seed)
    return finish_game(
        state, players, max_turns=max_turns, max_rounds=max_rounds, cancel=cancel, on_turn=on_turn
    )


def finish_game(
    state: GameState,
    players: Sequence[ComputerPlayer],
    *,
    max_turns: int = MAX_TURNS_PER_ROUND,
    max_rounds: int = MAX_ROUNDS,
    cancel: CancelFlag | None = None,
    on_turn: Callable[[GameState, TurnOutcome], None] | None = None,
) -> GameResult:
    """Play ``state`` (a new or resumed game) on to the end of its match."""
    if len(players) != state.players:
        raise ValueError(f"the game has {state.players} seats but {len(players)} players")
    think: list[list[float]] = [[] for _ in players]
    illegal: list[list[str]] = [[] for _ in players]
    turns = 0
    rounds = 0
    capped = False
    ends: list[RoundEnd] = []
    while True:
        round_turns = 0
        while not state.round_over:
            if round_turns >= max_turns:
                capped = True
                break
            outcome = play_turn(state, players[state.current], cancel=cancel)
            think[outcome.seat].append(outcome.think_seconds)
            if outcome.illegal:
                illegal[outcome.seat].append(outcome.illegal)
            turns += ends_turn(state, outcome.applied)
            round_turns += 1
            if on_turn is not None:
                on_turn(state, outcome)
        if capped:
            break
        rounds += 1
        if state.round_end is not None:
            ends.append(state.round_end)
        if match_done(state, rounds, max_rounds):
            break
        state.start_next_round()
    totals = tuple(state.totals)
    best = max(totals)
    winner = totals.index(best) if totals.count(best) == 1 and not capped else None
    return GameResult(winner, totals, turns, rounds, think, illegal, capped, ends)


def ends_turn(state: GameState, applied: TurnAction) -> bool:
    """Whether ``applied`` (just applied to ``state``) ended a turn.

    Under draw and discard the pool's top only begins a turn, unless taking
    it ended the round (``ends_on_last_draw``).
    """
    take = state.rules.draw_and_discard and isinstance(applied, Draw)
    return not take or state.round_over


def match_done(state: GameState, rounds: int, max_rounds: int = MAX_ROUNDS) -> bool:
    """Whether a headless match stops once its current round is over."""
    end = state.rules.match_end
    if end in (MatchEnd.TIME_LIMIT, MatchEnd.UNLIMITED):
        return True
    return state.match_over() or rounds >= max_rounds


def turns_played(state: GameState) -> int:
    """Turns since the match began, counted from the record, so a resumed game counts all."""
    if not state.rules.draw_and_discard:
        return sum(1 for a in state.actions if isinstance(a, TURN_ACTIONS))
    # A take from the pool only begins a turn, unless it ended the round (last draw).
    count = 0
    actions = [a for a in state.actions if not isinstance(a, ArrangeRack)]
    for i, action in enumerate(actions):
        if isinstance(action, Draw):
            following = actions[i + 1] if i + 1 < len(actions) else None
            count += following is NEXT_ROUND or (following is None and state.round_over)
        elif isinstance(action, TURN_ACTIONS):
            count += 1
    return count


def match_summary(state: GameState, levels: Sequence[str], result: GameResult) -> dict[str, Any]:
    """The JSON summary of a finished game: ``selfplay --json``'s last line.

    Also what an online table reports at the end (``rummy-desktop bot``), so a
    game played across homes and the same game played headless print alike.
    """
    return {
        "seed": state.seed,
        "rules": state.rules.preset,
        "house_rules": state.rules.house_rules(),
        "players": list(levels),
        "names": list(state.names),
        "winner": result.winner,
        "winner_level": None if result.winner is None else levels[result.winner],
        "scores": list(result.scores),
        "turns": turns_played(state),
        "rounds": len(state.history),
        "round_ends": [str(end) for end in result.round_ends],
        "illegal_moves": result.illegal_moves,
        "capped": result.capped,
    }

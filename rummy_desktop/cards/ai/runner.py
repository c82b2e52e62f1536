"""Card games played headless by computer players, every choice ruled on by the referee.

A player decides on its seat view; :func:`rule_on` asks the card referee
(:func:`rummy_desktop.cards.core.referee.refusal`) before anything is played.
A refused or failed choice is counted as an illegal move and replaced by
:func:`default_action`, the one legal default of the position, so a faulty
player can never stall or crash a game. Each decision's randomness comes from
the game seed and the decision's place in the game, so a seed replays a match.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.core.actions import (
    CardAction,
    Discard,
    DrawStock,
    GiveBack,
    NextRound,
    TakePile,
)
from rummy_desktop.cards.core.referee import default_action, play, refusal
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cards.core.state import CardGame, Phase, SeatView, new_card_game, seat_view
from rummy_desktop.core.game import Clock

MAX_TURNS_PER_ROUND = 1500
"""A round still going after this many turns is stopped and the match called capped."""
MAX_ROUNDS = 200


@dataclass
class CardGameResult:
    """A finished (or capped) match as the headless commands report it.

    ``winner`` is the sole winner; ``winners`` also holds seats that share
    the win (CARD_RULES.md 8.8, 8.9), where ``winner`` is None.
    """

    winner: int | None
    scores: tuple[int, ...]
    turns: int
    rounds: int
    illegal: list[list[str]]
    think_seconds: list[list[float]]
    capped: bool
    winners: tuple[int, ...] = ()

    @property
    def illegal_moves(self) -> int:
        return sum(len(reasons) for reasons in self.illegal)


@dataclass
class Tally:
    """One seat's illegal choices (why each was refused) and think times."""

    illegal: list[str] = field(default_factory=list)
    think: list[float] = field(default_factory=list)


def decision_rng(seed: int, round_no: int, turn: int, seat: int) -> random.Random:
    return random.Random(f"rummy-desktop/cards/{seed}/{round_no}/{turn}/{seat}")


def rule_on(game: CardGame, chosen: object, failure: str = "") -> tuple[CardAction, str]:
    """(the action to play, why the choice was refused or "" when it stands)."""
    if chosen is None:
        return default_action(game), failure or "the player gave no answer"
    if not isinstance(chosen, CardAction):
        return default_action(game), f"not a move a player may choose: {chosen!r}"
    why = refusal(game, chosen)
    if why is not None:
        return default_action(game), f"{why.code}: {why}" if why.code else str(why)
    return chosen, ""


def play_turn(
    game: CardGame,
    player: CardPlayer,
    rng: random.Random,
    tally: Tally,
    clock: Clock = time.perf_counter,
) -> None:
    """One whole turn of the seat on turn: draw, play phase, discard (or going out)."""
    seat = game.turn

    def on_turn(phase: Phase) -> bool:
        return game.turn == seat and game.phase is phase

    gave_back = False
    for _ in range(4):  # a give-back returns to the draw, at most once per turn
        if on_turn(Phase.DRAW):
            view = seat_view(game, seat)
            start = clock()
            chosen, failure = _ask(player.draw, view, game.rules, rng)
            tally.think.append(clock() - start)
            if gave_back:  # after a give-back only the stock is left to draw from
                chosen = DrawStock()
            action, why = rule_on(game, chosen, failure)
            if why:
                tally.illegal.append(why)
            play(game, action)
        if not on_turn(Phase.PLAY):
            return
        view = seat_view(game, seat)
        start = clock()
        answer, failure = _ask(player.play, view, game.rules, rng)
        tally.think.append(clock() - start)
        plan = list(answer) if isinstance(answer, list) else [None]
        for chosen in plan:
            if not on_turn(Phase.PLAY):
                break
            action, why = rule_on(game, chosen, failure)
            if why:
                tally.illegal.append(why)
            play(game, action)
            if why:
                break
            gave_back = gave_back or isinstance(action, GiveBack)
        if on_turn(Phase.DRAW) and gave_back:
            continue
        break
    if on_turn(Phase.PLAY) or on_turn(Phase.DRAW):
        tally.illegal.append("the player's turn did not end")
    while on_turn(Phase.PLAY) or on_turn(Phase.DRAW):
        play(game, default_action(game))


def _ask(
    question: Callable[[SeatView, CardRules, random.Random], object],
    view: SeatView,
    rules: CardRules,
    rng: random.Random,
) -> tuple[object, str]:
    """The player's answer, or None and why when the player raised."""
    try:
        return question(view, rules, rng), ""
    except Exception as exc:  # a broken player must not stop the game
        return None, f"the player failed: {type(exc).__name__}: {exc}"


def play_card_match(
    rules: CardRules,
    players: Sequence[CardPlayer],
    seed: int,
    names: Sequence[str] | None = None,
    clock: Clock = time.perf_counter,
) -> tuple[CardGame, CardGameResult]:
    """A whole match from the first deal to the winner (or the cap)."""
    game = new_card_game(rules, list(names or [f"P{i + 1}" for i in range(len(players))]), seed)
    return game, finish_card_match(game, players, clock)


@dataclass(frozen=True, slots=True)
class Progress:
    """How far a match is, in the runner's turns: all of them, and this round's."""

    turns: int = 0
    round_turns: int = 0


def finish_card_match(
    game: CardGame,
    players: Sequence[CardPlayer],
    clock: Clock = time.perf_counter,
    *,
    progress: Progress = Progress(),
    stop_after_turns: int | None = None,
) -> CardGameResult:
    """Play ``game`` on to the end of its match, or until ``stop_after_turns`` turns in all.

    ``progress`` says how many turns were played before (see :func:`recall_card_match`),
    so a resumed match draws each decision's randomness from the same place in the game.
    """
    tallies = [Tally() for _ in players]
    turns, round_turns = progress.turns, progress.round_turns
    capped = False
    while game.phase is not Phase.MATCH_OVER:
        if stop_after_turns is not None and turns >= stop_after_turns:
            break
        if game.phase is Phase.ROUND_OVER:
            if len(game.results) >= MAX_ROUNDS:
                capped = True
                break
            play(game, NextRound())
            round_turns = 0
            continue
        if round_turns >= MAX_TURNS_PER_ROUND:
            capped = True
            break
        seat = game.turn
        rng = decision_rng(game.seed, game.round_no, round_turns, seat)
        play_turn(game, players[seat], rng, tallies[seat], clock)
        turns += 1
        round_turns += 1
    return CardGameResult(
        winner=game.winner,
        scores=tuple(seat.total for seat in game.seats),
        turns=turns,
        rounds=len(game.results),
        illegal=[t.illegal for t in tallies],
        think_seconds=[t.think for t in tallies],
        capped=capped,
        winners=game.winners,
    )


def recall_card_match(game: CardGame, players: Sequence[CardPlayer]) -> Progress:
    """Bring fresh ``players`` to where they were in ``game``, and count its turns so far.

    The players remember what they saw (a discard an opponent took, a quiet
    table), so resuming a saved game replays its actions from the deal and
    shows each player what it saw at every one of its draws and discards,
    from its own seat only. A game the computers played without illegal moves
    then goes on exactly as it would have without the interruption.
    """
    again = new_card_game(game.rules, [seat.name for seat in game.seats], game.seed)
    turns = round_turns = 0
    for action in game.history:
        seat = again.turn
        pile_before = len(again.pile)
        if isinstance(action, DrawStock | TakePile) and again.phase is Phase.DRAW:
            if not again.memory.gave_back:  # a turn begins (a give-back only redraws)
                turns += 1
                round_turns += 1
            view = seat_view(again, seat)
            if not view.taken_this_turn:
                players[seat].notice(view)
        elif isinstance(action, NextRound):
            round_turns = 0
        play(again, action)
        if isinstance(action, Discard):
            players[seat].remember_discard(action.card, pile_before + 1)
    return Progress(turns, round_turns)

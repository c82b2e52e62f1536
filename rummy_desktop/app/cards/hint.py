"""Card Hint: the best melds and lay-offs for the hand as it is, as steps to follow.

The card counterpart of :mod:`rummy_desktop.app.hint`, without Qt. A hint is
found from one seat's view alone (:func:`find_steps`: its own hand, the table,
the pile as that seat sees it), with the card computer's own planner
(:func:`~rummy_desktop.cards.ai.planning.plan_turn`), so it keeps every duty
of the rules in view: the opening's points and its run (Rummy 51), the card
taken from the pile that must be used now, a card left to discard.

- Before the draw the hint is one step: draw from the stock, or take from the
  discard pile when the card taken completes a meld the turn then lays.
- After the draw it is the turn's plays in order: a card that must be used
  first, the opening as one step (all its melds together, as the rule book
  wants) or each new meld on its own once opened, then each lay-off. When the
  card taken cannot be used after all, the step is to put it back.

The referee has the last word: :func:`checked` plays the steps one after the
other on a copy of the game and keeps only those it allows, so a hint never
proposes a play the rules refuse. :class:`CardHinter` keeps the hint of the
person on turn for the card controller: asked for, found on the worker,
followed move by move (a step made by hand counts as made; Undo brings it
back), forgotten when the turn ends. Nothing of it goes into the game, its
log, its save or its replay.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from rummy_desktop.ai.base import CancelFlag, Cancelled
from rummy_desktop.app.hint_keeper import HintKeeper
from rummy_desktop.cards.ai.planning import Plan, Situation, plan_turn, table_melds
from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.core.actions import (
    ArrangeHand,
    CardAction,
    Discard,
    DrawStock,
    GiveBack,
    LayMelds,
    LayOff,
    TakePile,
)
from rummy_desktop.cards.core.cards import Card
from rummy_desktop.cards.core.referee import play, refusal
from rummy_desktop.cards.core.rules import CardRules, PileTaking
from rummy_desktop.cards.core.scoring import hand_value
from rummy_desktop.cards.core.state import CardGame, Phase, SeatView, seat_view

HINT_BUDGET: Final = 20_000
"""Search nodes per plan: more than the hardest computer's, still well under a second."""
DEEPEST_LOOK: Final = 13
"""In 500 Rum, how many cards deep the hint looks into the spread pile."""
HINT_LEVEL: Final = "hard"
"""The computer level whose discard choice the hint suggests."""


class StepKind(StrEnum):
    """What one step of a card hint asks the player to do."""

    DRAW_STOCK = "draw_stock"
    TAKE_PILE = "take_pile"
    PUT_BACK = "put_back"
    OPEN = "open"
    MELD = "meld"
    LAY_OFF = "lay_off"


@dataclass(frozen=True, slots=True)
class CardHintStep:
    """One step of a card hint and the action that makes it.

    Attributes:
        kind: what the step does.
        action: the action "Do it for me" plays.
        cards: the hand's cards of the step, marked in the hand: the cards laid,
            or, for a take from the pile, those the taken card melds with.
        melds: the melds the step lays (for a take: the meld it completes).
        meld: a lay-off's meld on the table (its index), marked on the table.
        taken: the cards a take from the pile takes.
    """

    kind: StepKind
    action: CardAction
    cards: tuple[Card, ...] = ()
    melds: tuple[tuple[Card, ...], ...] = ()
    meld: int | None = None
    taken: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Found:
    """What the worker found: the steps, and the card it would discard after them."""

    steps: tuple[CardHintStep, ...]
    discard: Card | None = None


@dataclass(frozen=True, slots=True)
class CardHint:
    """A suggested play for the person on turn, shown to them alone, never made
    unless they ask for it.

    Attributes:
        steps: the steps still to make, the first the one to make now.
        done: the steps already made (by hand or by "Do it for me").
        discard: the card the hint would discard once the steps are made (a
            suggestion in words only: a discard ends the turn and is never made
            for the player); None when the turn needs no discard or it is not
            time yet.
        turn_id: the person's turn the hint belongs to.
        start: the game's history length when the hint was asked: the moves
            made since are what the hint follows.
        all_steps: every step of the hint, made or not.
    """

    steps: tuple[CardHintStep, ...]
    done: int = 0
    discard: Card | None = None
    turn_id: int = 0
    start: int = 0
    all_steps: tuple[CardHintStep, ...] = ()

    @property
    def count(self) -> int:
        """All the steps of the hint, made or not."""
        return self.done + len(self.steps)


# -- finding a hint from one seat's view ------------------------------------------------


def _situation(view: SeatView, rules: CardRules, taken: Sequence[Card]) -> Situation:
    return Situation(
        rules=rules,
        hand=(*view.hand, *(c for c in taken if c not in view.hand)),
        taken=tuple(taken),
        opened=view.opened[view.seat],
        table=table_melds(view.table, rules),
    )


def _check(cancel: CancelFlag | None) -> None:
    if cancel is not None and cancel.cancelled:
        raise Cancelled()


def _uses(plan: Plan, card: Card) -> tuple[Card, ...] | None:
    """The meld (or lay-off) of ``plan`` that lays ``card``, None when the plan keeps it."""
    for meld in plan.melds:
        if card in meld:
            return meld
    lay_offs = [plan.lead] if plan.lead is not None else []
    for lay_off in [*lay_offs, *plan.lay_offs]:
        if card in lay_off.cards:
            return lay_off.cards
    return None


def draw_step(
    view: SeatView,
    rules: CardRules,
    may_take: bool,
    budget: int = HINT_BUDGET,
    cancel: CancelFlag | None = None,
) -> CardHintStep:
    """Draw from the stock, or take from the pile when the (deepest) card taken is
    laid this turn in a meld or lay-off and the turn gains by it.

    Args:
        may_take: the referee allows a take from the pile now (not after a put-back).
    """
    if not view.pile or not may_take:
        return CardHintStep(StepKind.DRAW_STOCK, DrawStock())
    depth = 1
    if rules.pile_taking is PileTaking.ANY_DEPTH:
        depth = min(len(view.pile), DEEPEST_LOOK)
    base = plan_turn(_situation(view, rules, ()), budget, jokers_out=True)
    best: tuple[float, CardHintStep] | None = None
    for count in range(1, depth + 1):
        _check(cancel)
        taken = view.pile[-count:]
        plan = plan_turn(_situation(view, rules, taken), budget, jokers_out=True)
        used = _uses(plan, taken[0])
        if not plan.keeps_duty or used is None:
            continue
        idle = hand_value([c for c in taken if c in plan.rest], rules)
        gain = plan.value - base.value - idle / 2
        if gain > 0 and (best is None or gain > best[0]):
            with_it = tuple(c for c in used if c not in taken)
            step = CardHintStep(
                StepKind.TAKE_PILE, TakePile(count), with_it, (used,), taken=tuple(taken)
            )
            best = (gain, step)
    return best[1] if best is not None else CardHintStep(StepKind.DRAW_STOCK, DrawStock())


def play_steps(plan: Plan, situation: Situation) -> tuple[CardHintStep, ...]:
    """The plays of ``plan`` as steps in an order the referee allows.

    A lay-off that must come first comes first; the opening is one step; once
    opened, each meld is a step of its own, the meld holding the card that must
    be used now first. Lay-offs follow, their meld numbers as the table will be.
    """
    steps: list[CardHintStep] = []
    if plan.lead is not None:
        lead = plan.lead
        steps.append(CardHintStep(StepKind.LAY_OFF, lead, lead.cards, meld=lead.meld))
    duty = situation.duty
    order = sorted(range(len(plan.melds)), key=lambda i: duty is None or duty not in plan.melds[i])
    melds = [plan.melds[i] for i in order]
    on_table = len(situation.table)
    opening = not situation.opened and situation.rules.opening_points > 0
    if melds and opening:
        laid = tuple(card for meld in melds for card in meld)
        steps.append(CardHintStep(StepKind.OPEN, LayMelds(tuple(melds)), laid, tuple(melds)))
    else:
        steps.extend(CardHintStep(StepKind.MELD, LayMelds((m,)), m, (m,)) for m in melds)
    for lay_off in plan.lay_offs:
        index = lay_off.meld
        if index >= on_table:  # a meld laid this turn: where it lands in the new order
            index = on_table + order.index(index - on_table)
        moved = replace(lay_off, meld=index)
        steps.append(CardHintStep(StepKind.LAY_OFF, moved, moved.cards, meld=index))
    return tuple(steps)


def find_steps(
    view: SeatView,
    rules: CardRules,
    may_take: bool = True,
    budget: int = HINT_BUDGET,
    cancel: CancelFlag | None = None,
) -> Found:
    """The hint for the seat of ``view``, from that view alone (safe on a worker thread).

    Before the draw: the one draw step. After it: the plays of the best plan the
    planner finds, and the card it would discard after them; a take from the
    pile whose card cannot be used is to be put back.
    """
    if view.phase is Phase.DRAW:
        return Found((draw_step(view, rules, may_take, budget, cancel),))
    if view.phase is not Phase.PLAY:
        return Found(())
    situation = _situation(view, rules, view.taken_this_turn)
    plan = plan_turn(situation, budget, jokers_out=True)
    _check(cancel)
    if not plan.keeps_duty:
        return Found((CardHintStep(StepKind.PUT_BACK, GiveBack(), view.taken_this_turn),))
    discard = None
    if plan.rest:
        player = CardPlayer(HINT_LEVEL)
        player.count_unseen(view, rules)
        opening_turn = bool(plan.melds) and not situation.opened
        discard = player.discard(plan, situation, opening_turn, random.Random(0))
    return Found(play_steps(plan, situation), discard)


# -- the referee's word -----------------------------------------------------------------


def checked(game: CardGame, found: Found) -> tuple[tuple[CardHintStep, ...], Card | None]:
    """The steps the referee allows, made one after the other on a copy of ``game``
    (the first refused step and all after it are left out), and the discard
    suggested after them when the referee allows it there and every step stands."""
    trial = copy.deepcopy(game)
    allowed: list[CardHintStep] = []
    for step in found.steps:
        if refusal(trial, step.action) is not None:
            break
        play(trial, step.action)
        allowed.append(step)
    discard = found.discard
    if discard is not None and (
        len(allowed) < len(found.steps)
        or trial.turn != game.turn
        or refusal(trial, Discard(discard)) is not None
    ):
        discard = None
    return tuple(allowed), discard


# -- following the person's moves ---------------------------------------------------------


def _faces(cards: Sequence[Card]) -> list[tuple[int, int]]:
    return sorted(card.face.sort_key() for card in cards)


def same_play(made: CardAction, step: CardAction) -> bool:
    """Whether ``made`` is the step's play: the same kind, the same faces (either copy
    of a card in two packs), on the same meld."""
    if isinstance(made, LayMelds) and isinstance(step, LayMelds):
        return sorted(_faces(m) for m in made.melds) == sorted(_faces(m) for m in step.melds)
    if isinstance(made, LayOff) and isinstance(step, LayOff):
        return made.meld == step.meld and _faces(made.cards) == _faces(step.cards)
    return made == step


def follow(hint: CardHint, history: Sequence[CardAction], turn_id: int) -> CardHint | None:
    """The hint after the moves the game made since it was asked.

    The moves made that are the hint's first steps count as done (so Undo of
    such a move shows its step again); once all are made, the discard it
    suggests is what is left to show. None in another turn, when a move went
    another way, or when nothing is left to show.
    """
    if turn_id != hint.turn_id or len(history) < hint.start:
        return None
    made = [a for a in history[hint.start :] if not isinstance(a, ArrangeHand)]
    steps = hint.all_steps
    if len(made) > len(steps):
        return None
    if not all(same_play(a, s.action) for a, s in zip(made, steps, strict=False)):
        return None
    if made and len(made) == len(steps) and hint.discard is None:
        return None
    return replace(hint, steps=steps[len(made) :], done=len(made))


# -- the hint of the person on turn, for the card controller ---------------------------

Job = Callable[[CancelFlag], object]


class CardHinter(HintKeeper[CardHint]):
    """The hint of the person on turn, kept for their window alone.

    The controller asks :meth:`job` for the work to run on its worker (it
    captures the seat's view, never the game), hands the result to
    :meth:`found` with the live game for the referee's check, calls
    :meth:`follow` after each of the person's moves (and Undo), and forgets the
    hint when the turn ends.
    """

    def __init__(self) -> None:
        super().__init__()
        self._asked: tuple[int, int] = (0, 0)

    def job(self, game: CardGame, turn_id: int, may_take: bool) -> Job:
        """The hint's search for the seat on turn of ``game``, from its view alone."""
        view = seat_view(game, game.turn)
        rules = game.rules
        self.hint, self.step, self.searching = None, 0, True
        self._asked = (turn_id, len(game.history))

        def search(cancel: CancelFlag) -> object:
            return find_steps(view, rules, may_take, cancel=cancel)

        return search

    def found(self, game: CardGame, result: object, turn_id: int) -> None:
        """The worker's answer, checked by the referee against the game as it is now."""
        self.searching, self.token = False, -1
        asked_turn, start = self._asked
        if not isinstance(result, Found) or asked_turn != turn_id:
            return
        moved = [a for a in game.history[start:] if not isinstance(a, ArrangeHand)]
        if moved:  # the person played while it was looked for: it answers another hand
            return
        steps, discard = checked(game, result)
        self.hint = CardHint(steps, 0, discard, turn_id, len(game.history), steps)
        self.step = 0

    def follow(self, game: CardGame | None, on_turn: bool, turn_id: int) -> None:
        """After any change: the hint goes on from the moves made, or is forgotten."""
        hint = self.hint
        if game is None or not on_turn:
            self.forget()
            return
        if hint is None:
            return
        after = follow(hint, game.history, turn_id)
        if after is None:
            self.forget()
        elif after.done != hint.done:
            self.hint, self.step = after, 0

    def current(self) -> CardHintStep | None:
        """The step shown now, None without one."""
        hint = self.hint
        if hint is None or not hint.steps:
            return None
        return hint.steps[min(self.step, len(hint.steps) - 1)]


__all__ = [
    "HINT_BUDGET",
    "CardHint",
    "CardHintStep",
    "CardHinter",
    "Found",
    "StepKind",
    "checked",
    "draw_step",
    "find_steps",
    "follow",
    "play_steps",
    "same_play",
]

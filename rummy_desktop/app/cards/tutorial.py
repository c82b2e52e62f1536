"""The card-rummy tutorial: Rummy 51 in nine steps, on scripted deals and the real card table.

Rummy 51 is the card game the family asks for most, and it teaches the most
of card rummy in one game: drawing and discarding, taking the discard pile,
sets and runs (the ace low or high, never around the corner), an opening
with a minimum (and a run), laying off and winning a joker.

The steps run on :mod:`rummy_desktop.app.tutorial`'s machinery, unchanged:
each step is a :class:`~rummy_desktop.app.tutorial.TutorialStep` bound to a
:class:`~rummy_desktop.app.cards.controller.CardController` of the
tutorial's own (never the card window's, so no autosave, no statistics, no
"continue the last card game"). The deals (hands, pile, the stock's next
cards, melds on the table) live in ``resources/tutorial/cards.json``; the
words live here, so Qt's tools find them. A step that the learner reaches by
skipping is set up from its deal and the intents that lead to it (``before``),
played through the same controller, so a skipped step starts exactly where a
played one would.

Every move is judged by the card referee as in a game; a refusal is shown as
the referee says it. A step only adds what its lesson asks ("that is a run,
this step asks for a set"), and when the learner did something accepted but
beside the lesson that cannot be taken back (a card drawn from the stock was
seen), the step deals its position again.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QTimer

from rummy_desktop.app.cards.board import CardBoard, CardPhase
from rummy_desktop.app.cards.controller import CardController, CardResult
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.tutorial import Judgement, Mood
from rummy_desktop.cards.ai.players import CardPlayer
from rummy_desktop.cards.core.actions import CardAction, Discard, DrawStock, Side
from rummy_desktop.cards.core.cards import Card, make_pack, parse_faces
from rummy_desktop.cards.core.melds import InvalidMeld, MeldKind, judge_meld
from rummy_desktop.cards.core.rules import CardRules, card_preset
from rummy_desktop.cards.core.state import (
    CardGame,
    Phase,
    SeatState,
    SeatView,
    TableMeld,
    TurnMemory,
)

DEALS_FILE: Final = "tutorial/cards.json"
LEARNER: Final = 0
OPPONENT: Final = 1
OPPONENT_LEVEL: Final = "medium"
"""The level the opponent's seat is recorded with; its player is :class:`TutorialCardOpponent`."""


class TutorialCardOpponent(CardPlayer):
    """The tutorial's other seat: draws from the stock and discards its last card.

    It never melds, so the table stays as the lesson laid it.
    """

    def __init__(self) -> None:
        super().__init__(OPPONENT_LEVEL)

    def draw(self, view: SeatView, rules: CardRules, rng: random.Random) -> CardAction:
        return DrawStock()

    def play(self, view: SeatView, rules: CardRules, rng: random.Random) -> list[CardAction]:
        return [Discard(view.hand[-1])] if view.hand else []


def tutorial_card_controller() -> CardController:
    """A card controller of the tutorial's own: the drawing opponent, shown at once."""
    controller = CardController(player_factory=lambda _level: TutorialCardOpponent())
    controller.set_speed("instant")
    return controller


class _Pack:
    """The cards of a pack not placed yet; hands out the first free copy of each face."""

    def __init__(self, cards: Sequence[Card]) -> None:
        self.left = list(cards)

    def take(self, text: str) -> list[Card]:
        out = []
        for face in parse_faces(text):
            card = next((c for c in self.left if c.face == face), None)
            if card is None:
                raise ValueError(f"the tutorial's deals use {face} once too often")
            self.left.remove(card)
            out.append(card)
        return out


@dataclass(frozen=True, slots=True)
class CardDeal:
    """One scripted position, the learner to draw.

    Attributes:
        hands: the learner's hand and the opponent's, in notation.
        pile: the discard pile, bottom first.
        stock: the stock's next cards, first drawn first.
        table: melds on the table and the seat that laid each.
        opened: who has opened.
    """

    hands: tuple[str, str]
    pile: str = ""
    stock: str = ""
    table: tuple[tuple[str, int], ...] = ()
    opened: tuple[bool, bool] = (False, False)

    def game(self, rules: CardRules, names: Sequence[str]) -> CardGame:
        """The game at this position; every card of the pack in exactly one place."""
        pack = make_pack(rules.pack_count(len(names)), rules.jokers)
        free = _Pack(pack)
        seats = [
            SeatState(name, free.take(hand), opened=was)
            for name, hand, was in zip(names, self.hands, self.opened, strict=True)
        ]
        table = []
        for text, seat in self.table:
            meld = judge_meld(free.take(text), rules.max_jokers_per_meld)
            table.append(TableMeld(meld, [seat] * len(meld.cards)))
        pile = free.take(self.pile)
        top = free.take(self.stock)
        game = CardGame(rules, seats, seed=0, pack=pack)
        game.pile = pile
        game.stock = free.left + list(reversed(top))  # the stock is drawn from its end
        game.table = table
        game.turn = LEARNER
        game.phase = Phase.DRAW
        game.memory = TurnMemory(opened_before=seats[LEARNER].opened)
        game.check_conservation()
        return game


@dataclass(frozen=True, slots=True)
class CardDeals:
    """The rules and the scripted deals of the card tutorial."""

    rules: CardRules
    deals: dict[str, CardDeal] = field(default_factory=dict)

    @classmethod
    def from_json(cls, text: str) -> CardDeals:
        """Read the deals file.

        Raises:
            ValueError: the text is not a deals file (a broken installation).
        """
        data: Any = json.loads(text)
        try:
            given = data["rules"]
            rules = card_preset(given["preset"]).with_options(**given.get("options", {}))
            deals = {
                name: CardDeal(
                    hands=(d["hands"][0], d["hands"][1]),
                    pile=d.get("pile", ""),
                    stock=d.get("stock", ""),
                    table=tuple((m[0], int(m[1])) for m in d.get("table", ())),
                    opened=(bool(d["opened"][0]), bool(d["opened"][1])),
                )
                for name, d in data["deals"].items()
            }
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"the card tutorial's deals file is damaged: {exc!r}") from None
        return cls(rules, deals)

    @classmethod
    def bundled(cls) -> CardDeals:
        """The deals shipped with the game.

        Raises:
            ResourceNotFound: the file is missing from the installation.
        """
        from rummy_desktop.app.resources import resource_path

        return cls.from_json(Path(resource_path(DEALS_FILE)).read_text(encoding="utf-8"))


def play_intent(controller: CardController, intent: str) -> CardResult:
    """One intent of a step's ``before`` script: ``draw``, ``take``, ``discard XX``,
    ``meld XX YY ZZ``, ``joker N XX`` (win meld N's joker) or ``layoff N XX``."""
    word, _, rest = intent.partition(" ")
    if word == "draw":
        return controller.draw_stock()
    if word == "take":
        return controller.take_pile(1)
    if word in ("joker", "layoff"):
        number, _, cards = rest.partition(" ")
        return controller.put_on_meld(
            int(number), _hand_cards(controller, cards), Side.HIGH, on_joker=word == "joker"
        )
    chosen = _hand_cards(controller, rest)
    if word == "meld":
        return controller.lay_meld(chosen)
    if word == "discard" and len(chosen) == 1:
        return controller.discard(chosen[0])
    raise ValueError(f"not a tutorial intent: {intent!r}")


def _hand_cards(controller: CardController, text: str) -> list[Card]:
    left = list(controller.board.hand)
    out = []
    for face in parse_faces(text):
        card = next(c for c in left if c.face == face)
        left.remove(card)
        out.append(card)
    return out


def meld_kind(cards: Sequence[Card], max_jokers: int = 1) -> MeldKind | None:
    """What these cards make as laid out: a set, a run, or None."""
    try:
        return judge_meld(cards, max_jokers).kind
    except InvalidMeld:
        return None


def has_face(cards: Sequence[Card], text: str) -> bool:
    wanted = set(parse_faces(text))
    return wanted <= {c.face for c in cards}


Met = Callable[[CardBoard], bool]
"""Whether the board shows the step's lesson done."""
Nudge = Callable[[CardBoard], str | None]
"""A word when the board shows something beside the lesson, else None."""


class CardStep:
    """One step of the card tutorial, bound to the tutorial's card controller.

    Args:
        key: the step's name, the same in every language.
        controller: the tutorial's own card game.
        deals: where the step's position comes from.
        deal: the name of the step's deal.
        before: intents played on the deal to reach the step's position when
            it is dealt afresh (skipped to, or the step before was not played).
        met: whether the learner did what the step teaches.
        beside: a word when the learner did something else the referee
            accepted but the lesson did not ask for.
        redeal: that something cannot be taken back: the step deals again.
        keeps_game: when the step before was met, play on in its game.
    """

    def __init__(
        self,
        key: str,
        controller: CardController,
        deals: CardDeals,
        deal: str,
        *,
        title: Callable[[], str],
        instruction: Callable[[], str],
        praise: Callable[[], str],
        met: Met,
        before: Sequence[str] = (),
        beside: Nudge | None = None,
        redeal: bool = False,
        keeps_game: bool = False,
    ) -> None:
        self.key = key
        self.controller = controller
        self.deals = deals
        self.deal = deal
        self.before = tuple(before)
        self._title = title
        self._instruction = instruction
        self._praise = praise
        self.met = met
        self.beside = beside
        self.redeal = redeal
        self.keeps_game = keeps_game
        self._start: CardBoard | None = None

    def title(self) -> str:
        return self._title()

    def instruction(self) -> str:
        return self._instruction()

    def begin(self, continuing: bool) -> None:
        c = self.controller
        if not (continuing and self.keeps_game and c.board.on_turn):
            names = [translate("Tutorial", "You"), translate("Tutorial", "Sam")]
            game = self.deals.deals[self.deal].game(self.deals.rules, names)
            c.start(game, [Seat(names[0]), Seat(names[1], OPPONENT_LEVEL)])
            for intent in self.before:
                result = play_intent(c, intent)
                if not result.ok:
                    raise ValueError(f"the tutorial step {self.key!r} cannot set up: {intent}")
        self._start = c.board

    def watch(self) -> Judgement | None:
        board = self.controller.board
        if self._start is None or board == self._start:
            return None
        if self.met(board):
            return Judgement(True, self._praise())
        if self.beside is not None:
            why = self.beside(board)
            if why is not None:
                if self.redeal:
                    seen = board
                    QTimer.singleShot(0, lambda: self._deal_again(seen))
                return Judgement(False, why, Mood.WRONG if self.redeal else Mood.WAIT)
        return None

    def _deal_again(self, seen: CardBoard) -> None:
        """Deal the step again, unless the game moved on meanwhile (skipped, left)."""
        if self.controller.board == seen:
            self.begin(continuing=False)

    def attempt(self, intent: str) -> Judgement:
        """Card steps are played by drags alone: no closing button to judge."""
        return Judgement(False)


# -- what each step asks ------------------------------------------------------------------
def _drew_from_stock(board: CardBoard) -> bool:
    return board.on_turn and board.drawn and not board.taken


def _took_pile(board: CardBoard) -> bool:
    return board.on_turn and board.drawn and bool(board.taken)


def _passed_turn(board: CardBoard) -> bool:
    return board.turn != LEARNER or board.phase in (CardPhase.THINKING, CardPhase.SHOWING)


def _own_melds(board: CardBoard) -> list[tuple[Card, ...]]:
    """The learner's melds put out for the opening, and those laid on the table."""
    laid = [m.cards for m in board.table if m.owner == LEARNER]
    return [*board.staged, *laid]


def _has_set(board: CardBoard) -> bool:
    return any(meld_kind(m) is MeldKind.SET for m in _own_melds(board))


def _has_ace_run(board: CardBoard) -> bool:
    return any(meld_kind(m) is MeldKind.RUN and has_face(m, "AS") for m in _own_melds(board))


def _opened(board: CardBoard) -> bool:
    return bool(board.opened) and board.opened[LEARNER]


def _laid_off(board: CardBoard) -> bool:
    return any(has_face(m.cards, "TH") and has_face(m.cards, "7H") for m in board.table)


def _won_joker(board: CardBoard) -> bool:
    return any(c.is_joker for c in board.hand)


def _went_out(board: CardBoard) -> bool:
    over = board.phase in (CardPhase.ROUND_OVER, CardPhase.MATCH_OVER)
    return over and bool(board.hand_counts) and board.hand_counts[LEARNER] == 0


def _not_the_stock(board: CardBoard) -> str | None:
    if _took_pile(board):
        return translate(
            "Tutorial",
            "You took the top card of the discard pile. This step is about the stock: "
            "press Put back, then drag the face-down stock onto your hand.",
        )
    return None


def _not_the_pile(board: CardBoard) -> str | None:
    if _drew_from_stock(board):
        return translate(
            "Tutorial",
            "That card came from the stock. A card from the stock has been seen and cannot "
            "go back, so the cards are dealt again: this time drag the top card of the "
            "discard pile onto your hand.",
        )
    return None


def _not_a_set(board: CardBoard) -> str | None:
    if _own_melds(board):
        return translate(
            "Tutorial",
            "That is a valid meld, but not a set. A set is one rank in different suits: "
            "press Undo and lay your king of clubs, diamonds and hearts.",
        )
    return None


def _not_the_ace_run(board: CardBoard) -> str | None:
    if len(_own_melds(board)) > 1:
        return translate(
            "Tutorial",
            "That is not the run this step asks for: press Undo and lay the ace, 2 and 3 "
            "of spades.",
        )
    return None


def card_steps(controller: CardController, deals: CardDeals | None = None) -> list[CardStep]:
    """The nine steps of the card tutorial, on ``controller``."""
    d = deals if deals is not None else CardDeals.bundled()
    opening = ("take", "meld KC KD KH", "meld AS 2S 3S")

    def step(key: str, deal: str, **kwargs: Any) -> CardStep:
        return CardStep(key, controller, d, deal, **kwargs)

    return [
        step(
            "draw",
            "first",
            title=lambda: translate("Tutorial", "Draw from the stock"),
            instruction=lambda: translate(
                "Tutorial",
                "This is Rummy 51. Every turn begins with a draw. Drag the face-down stock "
                "(top left) onto your hand at the bottom.",
            ),
            praise=lambda: translate("Tutorial", "You drew a card from the stock."),
            met=_drew_from_stock,
            beside=_not_the_stock,
        ),
        step(
            "discard",
            "first",
            before=("draw",),
            keeps_game=True,
            title=lambda: translate("Tutorial", "Discard to end your turn"),
            instruction=lambda: translate(
                "Tutorial",
                "Every turn ends with a discard. Your queen of clubs fits nothing: drag it "
                "onto the discard pile, face up next to the stock.",
            ),
            praise=lambda: translate(
                "Tutorial", "Your turn is over, and the queen is on the discard pile."
            ),
            met=_passed_turn,
        ),
        step(
            "take",
            "opening",
            redeal=True,
            title=lambda: translate("Tutorial", "Take the discard"),
            instruction=lambda: translate(
                "Tutorial",
                "A new hand. The top card of the discard pile, the 9 of hearts, fits your "
                "7 and 8 of hearts. Instead of the stock you may take it: drag it onto your "
                "hand. Before your opening you may do this only if the card goes into your "
                "opening this very turn.",
            ),
            praise=lambda: translate(
                "Tutorial", "You took the 9 of hearts; it is marked in your hand."
            ),
            met=_took_pile,
            beside=_not_the_pile,
        ),
        step(
            "set",
            "opening",
            before=("take",),
            keeps_game=True,
            title=lambda: translate("Tutorial", "Lay a set"),
            instruction=lambda: translate(
                "Tutorial",
                "A set is three or four cards of one rank, each of another suit. Click your "
                "king of clubs, of diamonds and of hearts to select them, then drag one of "
                "them onto the green table.",
            ),
            praise=lambda: translate(
                "Tutorial",
                "A set of kings: 30 points. It waits beside the table until your opening "
                "is complete.",
            ),
            met=_has_set,
            beside=_not_a_set,
        ),
        step(
            "run",
            "opening",
            before=opening[:2],
            keeps_game=True,
            title=lambda: translate("Tutorial", "Lay a run"),
            instruction=lambda: translate(
                "Tutorial",
                "A run is three or more cards of one suit in sequence. The ace is low "
                "(A 2 3) or high (Q K A), but a run never goes around the corner: K A 2 is "
                "not a run. Select your ace, 2 and 3 of spades and drag them onto the table.",
            ),
            praise=lambda: translate(
                "Tutorial", "A run with a low ace: it counts 1 + 2 + 3 = 6 points."
            ),
            met=_has_ace_run,
            beside=_not_the_ace_run,
        ),
        step(
            "opening",
            "opening",
            before=opening,
            keeps_game=True,
            title=lambda: translate("Tutorial", "Open with 51 points"),
            instruction=lambda: translate(
                "Tutorial",
                "Your first melds, your opening, must be worth 51 points or more and hold "
                "a run. Your kings (30) and A 2 3 (6) make only 36. Lay your 7, 8 and the "
                "9 of hearts you took as a run (24 more): 60 points in all, and all your "
                "melds go on the table at once.",
            ),
            praise=lambda: translate("Tutorial", "60 points: you have opened."),
            met=_opened,
        ),
        step(
            "layoff",
            "opening",
            before=(*opening, "meld 7H 8H 9H"),
            keeps_game=True,
            title=lambda: translate("Tutorial", "Lay off on a meld"),
            instruction=lambda: translate(
                "Tutorial",
                "Once you have opened you may add cards to any meld on the table, yours or "
                "Sam's. Drag your 10 of hearts onto the right end of the heart run.",
            ),
            praise=lambda: translate("Tutorial", "The heart run grew to 7 8 9 10."),
            met=_laid_off,
        ),
        step(
            "joker",
            "joker",
            before=("draw",),
            title=lambda: translate("Tutorial", "Exchange a joker"),
            instruction=lambda: translate(
                "Tutorial",
                "Some turns later. Sam's club run holds a joker that stands for the 6 of "
                "clubs. Whoever holds that card may put it in the joker's place and take the "
                "joker: drag your 6 of clubs right onto the joker.",
            ),
            praise=lambda: translate("Tutorial", "The joker is yours now."),
            met=_won_joker,
        ),
        step(
            "out",
            "joker",
            before=("draw", "joker 3 6C"),
            keeps_game=True,
            title=lambda: translate("Tutorial", "Go out"),
            instruction=lambda: translate(
                "Tutorial",
                "To win the round, get rid of every card; the last one must be a discard. "
                "Lay your 8 and 9 of diamonds with the joker as a run (select all three and "
                "drag them onto the table), then discard your jack of spades.",
            ),
            praise=lambda: translate(
                "Tutorial", "You went out: Sam pays a penalty for every card in hand."
            ),
            met=_went_out,
        ),
    ]


def card_tutorial_ending() -> str:
    """What the panel says when the card tutorial is over."""
    return translate(
        "Tutorial",
        "Drawing, taking the discard, sets and runs, the opening of 51, laying off, the "
        "joker and going out: that is Rummy 51. Help > Rules of this game has the details, "
        "and Help > Learn to play brings you back here.",
    )

"""A card game in any position, built from the notation of CARD_RULES.md section 1.

Tools and tests ask the referee about a position (``judge --game``, the
referee's tests) without playing a match up to it. The position is a real
:class:`CardGame`: every card of the pack is in exactly one place, so the
referee judges it as it would a dealt one, and a later deal (the next round)
or a reshuffle of the pile works on the whole pack.

>>> from rummy_desktop.cards.core.rules import card_preset
>>> game = build_position(card_preset("rummy"), ["7H 8H 9H", "KS KD KC"], pile="5S")
>>> len(game.stock), game.turn, game.phase.value
(45, 0, 'draw')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Final

from rummy_desktop.cards.core.cards import Card, Face, make_pack, parse_face, shuffled
from rummy_desktop.cards.core.melds import InvalidMeld, Meld, judge_meld
from rummy_desktop.cards.core.rules import CardRules
from rummy_desktop.cards.core.scoring import meld_value
from rummy_desktop.cards.core.state import CardGame, Phase, SeatState, TableMeld, turn_start
from rummy_desktop.core.errors import ImpossiblePosition, InvalidNotation

__all__ = ["build_position", "format_laid", "parse_laid", "parse_laid_faces", "parse_laid_token"]

FIXED_MARK: Final = "="
"""Between a joker and the card it stands for: ``*=7H``."""


def parse_laid(text: str) -> list[tuple[Face, Face | None]]:
    """A meld as laid: each card's face and, for a joker written ``*=7H``, its card.

    A joker's card is fixed once laid (CARD_RULES.md section 2); writing it
    is the only way a position can say which card a joker of a set stands
    for, or pin a joker of a run to its place.

    Raises:
        InvalidNotation: a token that is no card, or a card named for something
            other than a joker, or a joker named as a joker.
    """
    return [parse_laid_token(token) for token in text.split()]


def parse_laid_token(token: str) -> tuple[Face, Face | None]:
    """One card of a laid meld (see :func:`parse_laid`)."""
    card_text, mark, fixed_text = token.partition(FIXED_MARK)
    face = parse_face(card_text)
    if not mark:
        return face, None
    if not face.is_joker:
        raise InvalidNotation(token, "only a joker is written with the card it stands for (*=7H)")
    fixed = parse_face(fixed_text)
    if fixed.is_joker:
        raise InvalidNotation(token, "a joker stands for a card, not for a joker")
    return face, fixed


def format_laid(meld: Meld) -> str:
    """A table meld in the notation :func:`parse_laid` reads, every joker with its card."""
    return " ".join(
        f"{card}{FIXED_MARK}{face}" if card.is_joker else str(card)
        for card, face in zip(meld.cards, meld.faces, strict=True)
    )


class _Identities:
    """Hands out a card identity per face named, in the order named."""

    def __init__(self) -> None:
        self.copies: Counter[Face] = Counter()
        self.named: list[Card] = []

    def take(self, faces: Iterable[Face]) -> list[Card]:
        cards = []
        for face in faces:
            cards.append(Card(face, self.copies[face]))
            self.copies[face] += 1
        self.named.extend(cards)
        return cards


def _check_copies(copies: Counter[Face], rules: CardRules, packs: int) -> None:
    for face, count in copies.items():
        limit = rules.jokers if face.is_joker else packs
        if count <= limit:
            continue
        if limit == 0:
            raise ImpossiblePosition(f"{face}: this game is played without jokers")
        raise ImpossiblePosition(f"{face} is named {count} times: the pack holds {limit}")


def _seat_number(seat: int, players: int, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ImpossiblePosition(f"{what}: there is no seat {seat!r} (seats 0 to {players - 1})")
    return seat


def _laid_meld(text: str, cards: list[Card], fixed: dict[int, Face], rules: CardRules) -> Meld:
    try:
        return judge_meld(cards, rules.max_jokers_per_meld, fixed=fixed)
    except InvalidMeld as why:
        raise ImpossiblePosition(f"table meld {text!r}: {why}") from None


def build_position(
    rules: CardRules,
    hands: Sequence[str],
    *,
    players: int | None = None,
    table: Sequence[tuple[str, int]] = (),
    pile: str = "",
    stock: str = "",
    stock_exact: bool = False,
    turn: int = 0,
    phase: Phase = Phase.DRAW,
    opened: Iterable[int] = (),
    totals: Sequence[int] | None = None,
    eliminated: Iterable[int] = (),
    seed: int = 0,
    shuffle_rest: bool = True,
) -> CardGame:
    """A game at the start of ``turn``'s turn, or after its draw (``phase`` play).

    Args:
        hands: each seat's cards in hand order; seats beyond them hold none.
        players: the seats (default one per hand); they fix the pack.
        table: each meld as laid (jokers as ``*`` or ``*=7H``) and the seat
            that laid it this round, who counts as opened and is credited
            with its points (500 Rum scores them at the end of the round).
        pile: the discard pile, bottom card first.
        stock: the top of the stock, top card first. The cards named nowhere
            go below it, shuffled by ``seed`` (in pack order without
            ``shuffle_rest``); with ``stock_exact`` there are none: the pack
            is exactly the cards named.
        phase: draw, or play with the draw from the stock made.
        seed: the game's seed, which also orders reshuffles and the next deal.

    The dealer is the seat before ``turn``, so the next round is dealt by the
    seat after it, as in a match played up to here.

    Raises:
        InvalidNotation: a card that cannot be read.
        ImpossiblePosition: more copies of a card than the pack holds, a seat
            that does not exist, a table meld that is no meld, or a number of
            players the game is not for.
    """
    seats_count = len(hands) if players is None else players
    if seats_count not in rules.players:
        low, high = rules.players[0], rules.players[-1]
        raise ImpossiblePosition(f"this game is for {low} to {high} players, not {seats_count}")
    if len(hands) > seats_count:
        raise ImpossiblePosition(f"{len(hands)} hands for {seats_count} players")
    if phase not in (Phase.DRAW, Phase.PLAY):
        raise ImpossiblePosition(f"a position starts in the draw or the play, not {phase.value!r}")
    packs = rules.pack_count(seats_count)
    ids = _Identities()
    hand_cards = [ids.take(parse_laid_faces(text, "a hand")) for text in hands]
    hand_cards += [[] for _ in range(seats_count - len(hands))]
    laid: list[tuple[str, list[Card], dict[int, Face], int]] = []
    for text, seat in table:
        parsed = parse_laid(text)
        cards = ids.take(face for face, _ in parsed)
        fixed = {i: face for i, (_, face) in enumerate(parsed) if face is not None}
        laid.append((text, cards, fixed, _seat_number(seat, seats_count, f"table meld {text!r}")))
    pile_cards = ids.take(parse_laid_faces(pile, "the pile"))
    stock_top = ids.take(parse_laid_faces(stock, "the stock"))
    _check_copies(ids.copies, rules, packs)

    if stock_exact:
        pack = tuple(ids.named)
        rest: list[Card] = []
    else:
        pack = make_pack(packs, rules.jokers)
        named = set(ids.named)
        rest = [card for card in pack if card not in named]
        if shuffle_rest:
            rest = shuffled(rest, seed)

    seats = [SeatState(f"P{i}", cards) for i, cards in enumerate(hand_cards)]
    game = CardGame(rules, seats, seed=seed, pack=pack)
    for text, cards, fixed, seat in laid:
        meld = _laid_meld(text, cards, fixed, rules)
        game.table.append(TableMeld(meld, [seat] * len(cards)))
        seats[seat].opened = True
        seats[seat].laid_points += meld_value(meld, rules)
    for seat in opened:
        seats[_seat_number(seat, seats_count, "opened")].opened = True
    for seat in eliminated:
        seats[_seat_number(seat, seats_count, "eliminated")].eliminated = True
    if totals is not None:
        if len(totals) != seats_count:
            raise ImpossiblePosition(f"{len(totals)} totals for {seats_count} players")
        for state, total in zip(seats, totals, strict=True):
            state.total = total
    game.turn = _seat_number(turn, seats_count, "turn")
    if seats[turn].eliminated:
        raise ImpossiblePosition(f"seat {turn} is on turn but eliminated")
    game.dealer = next(i for i in game.active_seats() if game.next_active(i) == turn)
    game.pile = pile_cards
    game.stock = rest + stock_top[::-1]
    game.phase = phase
    game.memory = turn_start(seats[turn])
    game.memory.drew_stock = phase is Phase.PLAY
    game.check_conservation()
    return game


def parse_laid_faces(text: str, where: str) -> list[Face]:
    """Plain cards (a hand, the pile, the stock): a joker's card is named only on the table."""
    faces = []
    for token in text.split():
        face, fixed = parse_laid_token(token)
        if fixed is not None:
            raise InvalidNotation(token, f"{where} holds a joker as a joker (*)")
        faces.append(face)
    return faces

"""The one judge of every action in a card game (CARD_RULES.md sections 3-6).

Each action is first *planned*: every rule is checked against the state as
it is, and only then does the plan change anything. So a refused action
(:class:`IllegalMove`, with a reason a person understands) changes nothing,
by construction. :func:`refusal` asks without playing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Final

from rummy_desktop.cards.core import wording as w
from rummy_desktop.cards.core.actions import (
    ArrangeHand,
    CardAction,
    Discard,
    DrawStock,
    ExchangeJoker,
    GiveBack,
    LayMelds,
    LayOff,
    NextRound,
    Side,
    TakePile,
)
from rummy_desktop.cards.core.cards import Card, Face, Suit, format_faces, shuffled
from rummy_desktop.cards.core.codes import refused
from rummy_desktop.cards.core.melds import InvalidMeld, Meld, MeldKind, extended, fits, judge_meld
from rummy_desktop.cards.core.rules import (
    CURRENT_EDITION,
    MAX_ROUNDS,
    CardMatchEnd,
    CardRules,
    GoingOut,
    PileTaking,
    Scoring,
    StockEmpty,
)
from rummy_desktop.cards.core.scoring import card_in_meld_value, hand_value, opening_points
from rummy_desktop.cards.core.state import (
    CardGame,
    Phase,
    RoundLimit,
    RoundResult,
    TableMeld,
    deal,
    turn_start,
)
from rummy_desktop.core.errors import IllegalMove

Plan = Callable[[], None]

QUIET_RENEWALS: Final = 3
"""A round ends once the stock was renewed this often with no card laid (8.9)."""
QUIET_TURNS: Final = 50
"""A round ends after this many turns in a row with no card laid and none drawn (8.9)."""


def _no(template: str, **args: str | int) -> IllegalMove:
    return refused(template, **args)


def _current(game: CardGame) -> bool:
    """Whether the game is played under section 8 of CARD_RULES.md (not an older record)."""
    return game.rules.edition >= CURRENT_EDITION


def play(game: CardGame, action: CardAction) -> None:
    """Judge ``action`` for the seat on turn and carry it out.

    Raises:
        IllegalMove: the rules do not allow it now; nothing has changed.
    """
    _plan(game, action)()
    game.history.append(action)


def refusal(game: CardGame, action: CardAction) -> IllegalMove | None:
    """Why ``action`` is not allowed now, or None when it is; the game is not changed."""
    try:
        _plan(game, action)
    except IllegalMove as why:
        return why
    return None


def default_action(game: CardGame) -> CardAction:
    """The legal default of the position: draw from the stock, give back, or a discard.

    What a clock plays when a turn runs out and what replaces a computer's refused
    choice; between rounds it deals the next round.
    """
    if game.phase is Phase.ROUND_OVER:
        return NextRound()
    if game.phase is Phase.DRAW:
        return DrawStock()
    hand = game.seats[game.turn].hand
    options: list[CardAction] = [GiveBack(), *(Discard(card) for card in hand)]
    options.extend(
        LayOff(index, (card,), side)
        for card in hand
        for index in range(len(game.table))
        for side in Side
    )
    for action in options:
        if refusal(game, action) is None:
            return action
    raise AssertionError("no legal action in this position")  # the rules always leave one


def _plan(game: CardGame, action: CardAction) -> Plan:
    if isinstance(action, ArrangeHand):
        return _plan_arrange(game, action)
    if isinstance(action, NextRound):
        return _plan_next_round(game)
    if game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        raise _no(w.GAME_OVER if game.phase is Phase.ROUND_OVER else w.MATCH_OVER)
    if isinstance(action, DrawStock | TakePile):
        if game.phase is not Phase.DRAW:
            raise _no(w.ALREADY_DREW)
        if isinstance(action, DrawStock):
            return _plan_draw_stock(game)
        return _plan_take_pile(game, action.count)
    if game.phase is not Phase.PLAY:
        raise _no(w.DRAW_FIRST)
    if isinstance(action, GiveBack):
        return _plan_give_back(game)
    if isinstance(action, LayMelds):
        return _plan_lay_melds(game, action)
    if isinstance(action, LayOff):
        return _plan_lay_off(game, action)
    if isinstance(action, ExchangeJoker):
        return _plan_exchange(game, action)
    assert isinstance(action, Discard)
    return _plan_discard(game, action.card)


def _plan_arrange(game: CardGame, action: ArrangeHand) -> Plan:
    if not 0 <= action.seat < len(game.seats):
        raise _no(w.NO_SUCH_SEAT, number=action.seat + 1)
    seat = game.seats[action.seat]
    if Counter(action.cards) != Counter(seat.hand):
        raise _no(w.SAME_CARDS)

    def arrange() -> None:
        seat.hand = list(action.cards)

    return arrange


# -- drawing -----------------------------------------------------------------------------


def _plan_draw_stock(game: CardGame) -> Plan:
    rules = game.rules
    if game.stock:
        return lambda: _draw(game)
    if rules.stock_empty is StockEmpty.ROUND_ENDS:
        return lambda: _end_round(game, None)
    keep = 1 if rules.stock_empty is StockEmpty.SHUFFLE_PILE else 0
    if len(game.pile) <= keep:
        return lambda: _end_round(game, None)

    def renew_and_draw() -> None:
        if rules.stock_empty is StockEmpty.SHUFFLE_PILE:
            game.renewals += 1
            top = game.pile.pop()
            game.stock = shuffled(game.pile, game.seed * 7919 + game.renewals)
            game.pile = [top]
        else:  # turned over without shuffling: the first discard is the new top
            game.stock = list(reversed(game.pile))
            game.pile = []
        game.quiet_renewals += 1
        if _current(game) and game.quiet_renewals >= QUIET_RENEWALS:
            _end_round(game, None, stuck=True, limit=RoundLimit.RENEWALS)
            return
        _draw(game)

    return renew_and_draw


def _draw(game: CardGame) -> None:
    game.seats[game.turn].hand.append(game.stock.pop())
    game.memory.drew_stock = True
    game.phase = Phase.PLAY


def _plan_take_pile(game: CardGame, count: int) -> Plan:
    rules, memory = game.rules, game.memory
    if memory.gave_back:
        raise _no(w.PILE_GIVEN_BACK)
    if not game.pile:
        raise _no(w.PILE_EMPTY)
    if count < 1 or count > len(game.pile):
        raise _no(w.PILE_TOO_DEEP, count=len(game.pile))
    if count > 1 and rules.pile_taking is not PileTaking.ANY_DEPTH:
        raise _no(w.PILE_TOP_ONLY)
    taken = game.pile[-count:]
    deepest = taken[0]
    opened = game.seats[game.turn].opened

    def take() -> None:
        del game.pile[-count:]
        game.seats[game.turn].hand.extend(taken)
        memory.taken = list(taken)
        if rules.pile_taking is PileTaking.ANY_DEPTH and (
            count > 1 or not rules.pile_top_card_free
        ):
            memory.must_use = deepest
        if rules.pile_taking is PileTaking.TOP_TO_OPEN and not opened:
            memory.must_open_with = deepest
        game.phase = Phase.PLAY

    return take


def _plan_give_back(game: CardGame) -> Plan:
    memory = game.memory
    if not memory.taken or memory.laid_any:
        raise _no(w.NOTHING_TO_GIVE_BACK)
    hand = game.seats[game.turn].hand

    def give_back() -> None:
        for card in memory.taken:
            hand.remove(card)
        game.pile.extend(memory.taken)
        memory.taken = []
        memory.must_use = memory.must_open_with = None
        memory.gave_back = True
        game.phase = Phase.DRAW

    return give_back


# -- melds and lay-offs --------------------------------------------------------------


def _in_hand(game: CardGame, cards: Sequence[Card]) -> None:
    hand = Counter(game.seats[game.turn].hand)
    wanted = Counter(cards)
    missing = [card for card in wanted if wanted[card] > hand[card]]
    if missing:
        raise _no(w.NOT_IN_HAND, cards=format_faces(missing))


def _keeps_discard(
    game: CardGame, leaving: Sequence[Card], opening: bool = False, gaining: Sequence[Card] = ()
) -> None:
    """A play must leave a card the player may discard, or go out where the game allows it.

    In Rummy 30/51 the last card must be discarded, so a play may not empty the
    hand; in every game a hand left holding only cards just taken from the pile
    (or, ending a Rummy 51 opening turn, only jokers) could not end the turn.
    """
    rest = list(game.seats[game.turn].hand)
    for card in leaving:
        rest.remove(card)
    rest.extend(gaining)
    if not rest and game.rules.going_out is GoingOut.ANY:
        return
    no_joker = game.rules.opening_discard_not_joker and (opening or game.memory.opened_this_turn)
    if not rest:
        raise _no(w.KEEP_A_DISCARD)
    if not any(_may_discard(game, card) and not (no_joker and card.is_joker) for card in rest):
        raise _no(w.NO_FREE_DISCARD, cards=format_faces(rest))


def _may_discard(game: CardGame, card: Card) -> bool:
    return not discard_barred(game.rules, game.memory.taken, card)


def discard_barred(rules: CardRules, taken: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` may not end this turn for being taken from the pile this turn,
    or (CARD_RULES.md 8.5, two packs) the twin of such a card."""
    if rules.edition >= CURRENT_EDITION:
        return any(card.face == other.face for other in taken)
    return card in taken


def _plan_lay_melds(game: CardGame, action: LayMelds) -> Plan:
    rules, memory = game.rules, game.memory
    seat = game.seats[game.turn]
    if not action.melds:
        raise _no(w.NOTHING_TO_LAY)
    laid = [card for cards in action.melds for card in cards]
    _in_hand(game, laid)
    suits = list(action.joker_suits) + [()] * len(action.melds)
    melds = [
        judge_meld(cards, rules.max_jokers_per_meld, joker_suits=suits[i])
        for i, cards in enumerate(action.melds)
    ]
    _keeps_discard(game, laid, opening=not seat.opened)
    if memory.must_use is not None and memory.must_use not in laid:
        raise _no(w.MUST_USE_NOW, card=str(memory.must_use))
    opening = not seat.opened and rules.opening_points > 0
    if opening:
        if memory.must_open_with is not None and memory.must_open_with not in laid:
            raise _no(w.MUST_OPEN_WITH, card=str(memory.must_open_with))
        points = sum(opening_points(meld) for meld in melds)
        if points < rules.opening_points:
            raise _no(w.OPENING_SHORT, needed=rules.opening_points, points=points)
        if rules.opening_needs_run and not any(m.kind is MeldKind.RUN for m in melds):
            raise _no(w.OPENING_NEEDS_RUN)

    def lay() -> None:
        for card in laid:
            seat.hand.remove(card)
        for meld in melds:
            memory.new_melds.add(len(game.table))
            game.table.append(TableMeld(meld, [game.turn] * len(meld.cards)))
            seat.laid_points += sum(
                card_in_meld_value(meld, i, rules) for i in range(len(meld.cards))
            )
        if not seat.opened:
            seat.opened = True
            memory.opened_this_turn = True
        _laid_cards(game)
        if memory.must_use in laid:
            memory.must_use = None
        memory.must_open_with = None
        _after_play(game)

    return lay


def _laid_cards(game: CardGame) -> None:
    """Cards went onto the table: the turn laid some, and the quiet limits start again."""
    game.memory.laid_any = True
    game.quiet_renewals = game.quiet_turns = 0


def _may_touch_table(game: CardGame, joker: bool = False) -> None:
    if not game.seats[game.turn].opened and not game.rules.lay_off_before_opening:
        if game.rules.opening_points > 0:
            raise _no(w.OPEN_FIRST_JOKER if joker else w.OPEN_FIRST)
        raise _no(w.MELD_FIRST)


def _table_meld(game: CardGame, index: int) -> TableMeld:
    if not 0 <= index < len(game.table):
        raise _no(w.NO_SUCH_MELD, number=index + 1)
    return game.table[index]


def _plan_lay_off(game: CardGame, action: LayOff) -> Plan:
    rules, memory = game.rules, game.memory
    seat = game.seats[game.turn]
    if not action.cards:
        raise _no(w.NOTHING_TO_LAY)
    _may_touch_table(game)
    laid = _table_meld(game, action.meld)
    _in_hand(game, action.cards)
    if memory.must_use is not None and memory.must_use not in action.cards:
        raise _no(w.MUST_USE_NOW, card=str(memory.must_use))
    low = action.cards if action.side is Side.LOW else ()
    high = action.cards if action.side is Side.HIGH else ()
    new = extended(laid.meld, low, high, rules.max_jokers_per_meld)
    limit = rules.max_added_per_run
    added = memory.added.get(action.meld, 0) + len(action.cards)
    if new.kind is MeldKind.RUN and limit is not None and added > limit:
        raise _no(w.RUN_LIMIT, limit=limit)
    _keeps_discard(game, action.cards)

    def lay_off() -> None:
        for card in action.cards:
            seat.hand.remove(card)
        laid.meld = new
        laid.laid_by = [game.turn] * len(low) + laid.laid_by + [game.turn] * len(high)
        new_places = [*range(len(low)), *range(len(new.cards) - len(high), len(new.cards))]
        seat.laid_points += sum(card_in_meld_value(new, i, rules) for i in new_places)
        memory.added[action.meld] = added
        _laid_cards(game)
        if action.meld not in memory.new_melds:
            memory.used_table = True
        if not seat.opened:
            seat.laid_off = True
        if memory.must_use in action.cards:
            memory.must_use = None
        _after_play(game)

    return lay_off


def _plan_exchange(game: CardGame, action: ExchangeJoker) -> Plan:
    rules, memory = game.rules, game.memory
    seat = game.seats[game.turn]
    _may_touch_table(game, joker=True)
    laid = _table_meld(game, action.meld)
    _in_hand(game, action.cards)
    if memory.must_use is not None:
        raise _no(w.MUST_USE_NOW, card=str(memory.must_use))
    meld = laid.meld
    jokers = meld.joker_faces()
    if not jokers:
        raise _no(w.NO_JOKER_THERE, number=action.meld + 1)
    given = sorted((card.face for card in action.cards), key=Face.sort_key)
    both = _needs_both(meld)
    if both and given != _missing_suits(meld):
        raise _no(w.JOKER_NEEDS_BOTH, cards=format_faces(_missing_suits(meld)))
    if not both and not any([face] == given for face in jokers.values()):
        wanted: list[Face] = sorted(jokers.values(), key=Face.sort_key)
        raise _no(w.JOKER_NEEDS_CARD, card=format_faces(wanted))
    new, position = _exchanged(meld, action.cards, rules.max_jokers_per_meld)
    if both:  # (the cards go after the set's own, as _exchanged lays them)
        laid_by = [b for i, b in enumerate(laid.laid_by) if i not in jokers]
        laid_by += [game.turn] * len(action.cards)
    else:
        laid_by = list(laid.laid_by)
        laid_by[position] = game.turn
    joker = meld.cards[position]
    _keeps_discard(game, action.cards, gaining=[joker])
    joker_owner = laid.laid_by[position]
    joker_points = card_in_meld_value(meld, position, rules)

    def exchange() -> None:
        for card in action.cards:
            seat.hand.remove(card)
        seat.hand.append(joker)
        game.seats[joker_owner].laid_points -= joker_points
        laid.meld, laid.laid_by = new, laid_by
        seat.laid_points += sum(
            card_in_meld_value(new, i, rules)
            for i in range(len(new.cards))
            if new.cards[i] in action.cards
        )
        _laid_cards(game)
        memory.used_table = True
        if not seat.opened:
            seat.laid_off = True

    return exchange


def _needs_both(meld: Meld) -> bool:
    """A set of three with a joker: the joker is won only with both missing suits."""
    return meld.kind is MeldKind.SET and len(meld.cards) == 3 and len(meld.joker_faces()) == 1


def _missing_suits(meld: Meld) -> list[Face]:
    jokers = meld.joker_faces()
    present = {face.suit for i, face in enumerate(meld.faces) if i not in jokers}
    rank = meld.faces[0].rank
    return [Face(rank, suit) for suit in Suit if suit not in present]


def _exchanged(meld: Meld, cards: Sequence[Card], max_jokers: int) -> tuple[Meld, int]:
    """The meld once ``cards`` (those a joker of it needs) take the joker's place,
    and where that joker stood."""
    jokers = meld.joker_faces()
    if _needs_both(meld):
        position = next(iter(jokers))
        kept = [c for i, c in enumerate(meld.cards) if i not in jokers]
        return judge_meld([*kept, *cards], max_jokers), position
    position = next(i for i, face in jokers.items() if face == cards[0].face)
    swapped = list(meld.cards)
    swapped[position] = cards[0]
    fixed = {i: f for i, f in jokers.items() if i != position}
    return judge_meld(swapped, max_jokers, fixed), position


def _after_play(game: CardGame) -> None:
    """Going out by melding or laying off the last card (where the game allows it)."""
    if not game.seats[game.turn].hand:
        _end_round(game, game.turn)


# -- the discard -----------------------------------------------------------------------


def _plan_discard(game: CardGame, card: Card) -> Plan:
    rules, memory = game.rules, game.memory
    seat = game.seats[game.turn]
    _in_hand(game, [card])
    if memory.must_use is not None:
        raise _no(w.MUST_USE_NOW, card=str(memory.must_use))
    if memory.must_open_with is not None:
        raise _no(w.MUST_OPEN_WITH, card=str(memory.must_open_with))
    if card in memory.taken:
        raise _no(w.DISCARD_JUST_TAKEN, card=str(card))
    if not _may_discard(game, card):
        raise _no(w.DISCARD_TWIN, card=str(card))
    if rules.opening_discard_not_joker and memory.opened_this_turn and card.is_joker:
        raise _no(w.DISCARD_JOKER_OPENING)

    def discard() -> None:
        seat.hand.remove(card)
        game.pile.append(card)
        if not seat.hand:
            _end_round(game, game.turn)
            return
        quiet = not (memory.laid_any or memory.drew_stock)
        game.quiet_turns = game.quiet_turns + 1 if quiet else 0
        game.turn = game.next_active(game.turn)
        game.phase = Phase.DRAW
        game.memory = turn_start(game.seats[game.turn])
        if _current(game) and game.quiet_turns >= QUIET_TURNS:
            _end_round(game, None, stuck=True, limit=RoundLimit.PASSING)
        elif round_stuck(game):
            _end_round(game, None, stuck=True)

    return discard


def round_stuck(game: CardGame) -> bool:
    """Whether no play can ever end this round (CARD_RULES.md is silent; this engine's call).

    Every hand holds one card, and no card off the table fits a meld on it. A
    turn then draws one card and discards one: two cards make no meld, nothing
    can be laid off, so the table never changes and nobody can ever go out;
    the stock would go round for ever (it happens in basic Rummy, whose pile
    is turned over unshuffled, and in Rummy 30 with only full sets on the
    table and a joker in each hand). A joker on the table keeps the round
    going only while winning it back could lead out: its card (or, in a set
    of three, both missing suits) is still off the table, and then the joker
    would fit a meld, or the two cards leave the joker as the last card to
    discard. The round ends as when the stock runs out.

    Where a player may take several cards of the pile (500 Rum), a hand of one
    card can still go out by taking cards that make a meld with it, so this
    reading never applies there: such a round ends as its game says, or by the
    limits of CARD_RULES.md 8.9 (older records keep the reading they were
    played under).
    """
    if _current(game) and game.rules.pile_taking is PileTaking.ANY_DEPTH:
        return False
    active = game.active_seats()
    if any(len(game.seats[i].hand) != 1 for i in active):
        return False
    loose = [*game.stock, *game.pile, *(game.seats[i].hand[0] for i in active)]
    limit = game.rules.max_jokers_per_meld
    if any(fits(laid.meld, card, limit) for laid in game.table for card in loose):
        return False
    return not _winning_a_joker_leads_out(game, loose)


def _winning_a_joker_leads_out(game: CardGame, loose: Sequence[Card]) -> bool:
    limit = game.rules.max_jokers_per_meld
    by_face = {card.face: card for card in loose}
    for laid in game.table:
        meld = laid.meld
        jokers = meld.joker_faces()
        if _needs_both(meld):
            if all(face in by_face for face in _missing_suits(meld)):
                return True  # both laid for the joker, which is then the last card, discarded
            continue
        for position, face in jokers.items():
            if face not in by_face:
                continue
            freed, _ = _exchanged(meld, [by_face[face]], limit)
            others = [other.meld for other in game.table if other is not laid]
            if any(fits(m, meld.cards[position], limit) for m in (freed, *others)):
                return True
    return False


# -- the end of a round and of the match -----------------------------------------------


def _end_round(
    game: CardGame, out: int | None, stuck: bool = False, limit: RoundLimit | None = None
) -> None:
    rules = game.rules
    in_play = game.active_seats()
    factor = 2 if (rummy := _rummy(game, out)) else 1
    changes = [0] * len(game.seats)
    for i, seat in enumerate(game.seats):
        if seat.eliminated:
            continue
        cost = hand_value(seat.hand, rules)
        if rules.scoring is Scoring.POINTS:
            changes[i] = seat.laid_points - cost
        elif rules.scoring is Scoring.PENALTY:
            changes[i] = cost * factor
        elif out is not None and i != out:
            changes[out] += cost * factor
    for seat, change in zip(game.seats, changes, strict=True):
        seat.total += change
    game.results.append(RoundResult(out, rummy, tuple(changes), stuck, limit))
    if rules.match_end is CardMatchEnd.ELIMINATION:
        for seat in game.seats:
            if seat.total >= rules.elimination_points:
                seat.eliminated = True
    game.phase = Phase.ROUND_OVER
    if _current(game):
        game.winners = _match_winners(game, in_play)
    else:
        winner = _first_edition_winner(game)
        game.winners = () if winner is None else (winner,)
    if game.winners:
        game.phase = Phase.MATCH_OVER


def _rummy(game: CardGame, out: int | None) -> bool:
    """Whether going out doubles (CARD_RULES.md 8.4): no card laid in an earlier turn,
    and in Rummy 30/51 every card in the player's own new melds."""
    rules, memory = game.rules, game.memory
    if out is None or memory.opened_before or not rules.rummy_doubles:
        return False
    return not (_current(game) and rules.rummy_own_melds_only and memory.used_table)


def _match_winners(game: CardGame, in_play: Sequence[int]) -> tuple[int, ...]:
    """Who has won the match once a round is over; empty while it goes on.

    ``in_play`` are the seats still in when the round began: if that round
    put every one of them out, the lowest total among them wins (8.8). After
    :data:`MAX_ROUNDS` rounds the best total wins (8.9); equal best totals
    share the win there, while a tie at a target plays another round.
    """
    rules = game.rules
    active = game.active_seats()
    if rules.match_end is CardMatchEnd.ELIMINATION:
        if len(active) == 1:
            return (active[0],)
        if not active:
            return _best(game, in_play)
    elif rules.match_end is CardMatchEnd.ROUNDS:
        if len(game.results) >= rules.match_rounds:
            return _best(game, active)
    else:
        if any(game.seats[i].total >= rules.target_score for i in active):
            leaders = _best(game, active)
            if len(leaders) == 1:
                return leaders
    if len(game.results) >= MAX_ROUNDS:
        return _best(game, active)
    return ()


def _best(game: CardGame, candidates: Sequence[int]) -> tuple[int, ...]:
    """The candidates with the best total: the lowest in Rummy 30/51, else the highest."""
    totals = {i: game.seats[i].total for i in candidates}
    best = (min if game.rules.scoring is Scoring.PENALTY else max)(totals.values())
    return tuple(i for i in candidates if totals[i] == best)


def _first_edition_winner(game: CardGame) -> int | None:
    """The match's winner as records before CARD_RULES.md section 8 were played."""
    rules = game.rules
    if rules.match_end is CardMatchEnd.ELIMINATION:
        active = game.active_seats()
        if len(active) == 1:
            return active[0]
        if active:
            return None
        candidates = list(range(len(game.seats)))
    elif rules.match_end is CardMatchEnd.ROUNDS:
        if len(game.results) < rules.match_rounds:
            return None
        candidates = game.active_seats()
    else:
        reached = [i for i in game.active_seats() if game.seats[i].total >= rules.target_score]
        if not reached:
            return None
        candidates = game.active_seats()
    leaders = _best(game, candidates)
    return leaders[0] if len(leaders) == 1 else None  # a tie plays another round


def _plan_next_round(game: CardGame) -> Plan:
    if game.phase is not Phase.ROUND_OVER:
        raise _no(w.MATCH_OVER if game.phase is Phase.MATCH_OVER else w.ROUND_NOT_OVER)

    def next_round() -> None:
        game.round_no += 1
        game.dealer = game.next_active(game.dealer)
        deal(game)

    return next_round


__all__ = ["InvalidMeld", "Meld", "discard_barred", "play", "refusal", "round_stuck"]

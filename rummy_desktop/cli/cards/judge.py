"""``rummy-desktop judge --game GAME --batch``: the card referee's verdict on steps.

Contract (README, "Headless commands"): each input line is a JSON object
describing a card position (``hands`` required; ``options``, ``players``,
``seed``, ``table``, ``pile``, ``stock``, ``stock_exact``, ``turn``,
``phase``, ``opened``, ``totals``, ``eliminated``) and the ``steps`` the
seat on turn plays from it. Each line gets one JSON line back: ``{"steps":
[{"ok": true} | {"ok": false, "code", "message"}, ...], "after": {...}}``,
the position after the last step. A refused step changes nothing and the
next step is still tried; a line that cannot be read (bad JSON, an
unreadable step, an impossible position) gets ``{"error": "line N: ..."}``
and the batch goes on. Exit 0 unless standard input itself is unreadable.

The verdicts are the referee's own (:func:`referee.refusal`, then
:func:`referee.play`), so a tool asking here hears what a player at the
table would. Only two refusals are this command's: a card named that the
hand does not hold (``not_in_hand``, asked after every rule the referee
checks before it looks at the cards), and a joker written ``*=7H`` in a
``meld`` step that the run puts on another card (``meld_invalid``), because
the referee places a run's jokers itself.

Beyond the contract's steps, ``arrange SEAT CARDS`` puts a seat's hand in
the order given (the referee allows it at any time, to any seat), so every
refusal code, ``no_such_seat`` and ``hand_mismatch`` among them, can be
asked for.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

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
from rummy_desktop.cards.core.cards import Card, Face, Suit, format_faces, parse_face
from rummy_desktop.cards.core.codes import CardCode, refused
from rummy_desktop.cards.core.melds import judge_meld
from rummy_desktop.cards.core.position import build_position, format_laid, parse_laid_token
from rummy_desktop.cards.core.referee import play, refusal
from rummy_desktop.cards.core.rules import CARD_OPTION_INFO, CardRules, parse_card_option
from rummy_desktop.cards.core.state import CardGame, Phase
from rummy_desktop.cli.cards.validate import card_rules
from rummy_desktop.cli.common import answer_lines, batch_object, fail
from rummy_desktop.core.errors import IllegalMove, InvalidNotation, RummyError

_BATCH_KEYS: Final = frozenset(
    {
        "options",
        "players",
        "seed",
        "hands",
        "table",
        "pile",
        "stock",
        "stock_exact",
        "turn",
        "phase",
        "opened",
        "totals",
        "eliminated",
        "steps",
    }
)
_PHASES: Final = {"draw": Phase.DRAW, "play": Phase.PLAY}
_STEPS_HELP: Final = (
    "draw, take N, giveback, meld CARDS [| CARDS]..., layoff I low|high CARDS, "
    "exchange I CARDS, discard CARD, next, arrange SEAT CARDS"
)
_CARD_CODES: Final = frozenset({CardCode.NOT_IN_HAND.value, CardCode.HAND_MISMATCH.value})
"""The referee's refusals of cards missing from a hand: this command names the card itself."""
_PLACEHOLDER_COPY: Final = -1
"""The copy of a card named but not in the hand: no card of any pack has it."""


def run(args: argparse.Namespace) -> int:
    """``judge --game GAME``: only ``--batch`` is defined for card games."""
    try:
        card_rules(args.game, args.option)
    except (RummyError, ValueError) as exc:
        return fail(str(exc))
    if not args.batch:
        return fail(f"judge --game {args.game} reads positions as JSON lines: use --batch")
    return answer_lines(lambda line, number: _numbered_line(line, number, args))


def _numbered_line(line: str, number: int, args: argparse.Namespace) -> dict[str, Any]:
    """:func:`judge_line`, its error naming the line.

    Raises:
        RummyError: as :func:`judge_line`, the message starting ``line N:``.
    """
    try:
        return judge_line(line, args.game, args.option)
    except RummyError as exc:
        raise RummyError(f"line {number}: {exc}") from None


def judge_line(line: str, game_name: str, option_texts: Sequence[str]) -> dict[str, Any]:
    """The answer to one input line.

    Raises:
        RummyError: the line cannot be read, its position cannot be, or one
            of its steps cannot be read.
    """
    data = batch_object(line, _BATCH_KEYS, ("hands",))
    rules = line_rules(game_name, option_texts, data.get("options"))
    game = position_of(data, rules)
    steps = [parse_step(text, k) for k, text in enumerate(_strings(data, "steps", []))]
    verdicts: list[dict[str, Any]] = []
    laid_points: list[int] | None = None
    for k, step in enumerate(steps):
        rounds = len(game.results)
        verdicts.append(_play_step(game, step, k))
        if len(game.results) > rounds:
            laid_points = [seat.laid_points for seat in game.seats]
    return {"steps": verdicts, "after": after(game, laid_points)}


# -- the position ------------------------------------------------------------------------


def line_rules(game_name: str, option_texts: Sequence[str], options: Any) -> CardRules:
    """The game's rules: the command line's ``--option`` words, then the line's own options.

    Raises:
        RummyError: options that are no object, an unknown option or a bad value.
    """
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RummyError("'options' must be an object")
    for name in options:
        if name not in CARD_OPTION_INFO:
            raise RummyError(f"unknown card rule option {name!r} (see CARD_RULES.md section 7)")
    try:
        chosen = dict(parse_card_option(text) for text in option_texts)
        chosen.update(options)
        rules = card_rules(game_name, [])
        return rules.with_options(**chosen) if chosen else rules
    except RummyError:
        raise
    except (TypeError, ValueError) as exc:  # a value the option's converter cannot take
        raise RummyError(f"an option cannot be read ({exc})") from None


def position_of(data: dict[str, Any], rules: CardRules) -> CardGame:
    """The line's position, every card of the pack in one place.

    Raises:
        RummyError: a field of the wrong kind, unreadable cards, or an
            impossible position.
    """
    hands = _strings(data, "hands", None)
    table: list[tuple[str, int]] = []
    raw_table = data.get("table", [])
    if not isinstance(raw_table, list):
        raise RummyError("'table' must be a list of [meld, seat]")
    for entry in raw_table:
        if not (
            isinstance(entry, list)
            and len(entry) == 2
            and isinstance(entry[0], str)
            and _is_int(entry[1])
        ):
            raise RummyError("'table' must be a list of [meld, seat]")
        table.append((entry[0], entry[1]))
    phase_name = data.get("phase", "draw")
    if not isinstance(phase_name, str) or phase_name not in _PHASES:
        raise RummyError('\'phase\' must be "draw" or "play"')
    stock_exact = data.get("stock_exact", False)
    if not isinstance(stock_exact, bool):
        raise RummyError("'stock_exact' must be true or false")
    totals = data.get("totals")
    return build_position(
        rules,
        hands,
        players=_optional_int(data, "players"),
        table=table,
        pile=_string(data, "pile"),
        stock=_string(data, "stock"),
        stock_exact=stock_exact,
        turn=_optional_int(data, "turn") or 0,
        phase=_PHASES[phase_name],
        opened=_ints(data, "opened"),
        totals=None if totals is None else _ints(data, "totals"),
        eliminated=_ints(data, "eliminated"),
        seed=_optional_int(data, "seed") or 0,
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _string(data: dict[str, Any], key: str) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise RummyError(f"{key!r} must be a string")
    return value


def _strings(data: dict[str, Any], key: str, default: list[str] | None) -> list[str]:
    value = data.get(key, default)
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise RummyError(f"{key!r} must be a list of strings")
    return value


def _optional_int(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is not None and not _is_int(value):
        raise RummyError(f"{key!r} must be a whole number")
    return value


def _ints(data: dict[str, Any], key: str) -> list[int]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(_is_int(x) for x in value):
        raise RummyError(f"{key!r} must be a list of whole numbers")
    return value


# -- the steps ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardName:
    """A card as a step names it: ``7H``, ``7H#1`` (the hand's second 7H), ``*=7H``."""

    text: str
    face: Face
    nth: int | None = None
    stands_for: Face | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One step as written; its cards are found in the hand only when it is played."""

    verb: str
    number: int = 0
    side: Side = Side.HIGH
    groups: tuple[tuple[CardName, ...], ...] = ()


def parse_step(text: str, index: int) -> Step:
    """One step string.

    Raises:
        RummyError: an unknown verb, a missing or extra argument, or a card
            that cannot be read; the message names the step.
    """
    try:
        return _parse_step(text)
    except RummyError as exc:
        raise RummyError(f"steps[{index}] {text!r}: {exc}") from None


def _parse_step(text: str) -> Step:
    words = text.split()
    if not words:
        raise RummyError(f"an empty step ({_STEPS_HELP})")
    verb, args = words[0].lower(), words[1:]
    if verb in {"draw", "giveback", "next"}:
        _arity(args, 0, verb)
        return Step(verb)
    if verb == "take":
        _arity(args, 1, "take N")
        return Step(verb, number=_number(args[0]))
    if verb == "discard":
        _arity(args, 1, "discard CARD")
        return Step(verb, groups=(_card_names(args, joker_cards=False),))
    if verb == "meld":
        rest = text.split(None, 1)[1] if args else ""
        groups = tuple(_card_names(part.split(), joker_cards=True) for part in rest.split("|"))
        return Step(verb, groups=groups if args else ())
    if verb == "layoff":
        if len(args) < 2 or args[1].lower() not in {"low", "high"}:
            raise RummyError("write layoff I low|high CARDS")
        side = Side(args[1].lower())
        return Step(verb, _number(args[0]), side, (_card_names(args[2:], joker_cards=False),))
    if verb in {"exchange", "arrange"}:
        if not args:
            raise RummyError(f"write {verb} {'I' if verb == 'exchange' else 'SEAT'} CARDS")
        return Step(verb, _number(args[0]), groups=(_card_names(args[1:], joker_cards=False),))
    raise RummyError(f"unknown step {words[0]!r} ({_STEPS_HELP})")


def _arity(args: Sequence[str], count: int, usage: str) -> None:
    if len(args) != count:
        raise RummyError(f"write {usage}")


def _number(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 9):
        raise InvalidNotation(text, "expected a number 0 or more")
    return int(text)


def _card_names(tokens: Sequence[str], joker_cards: bool) -> tuple[CardName, ...]:
    return tuple(_card_name(token, joker_cards) for token in tokens)


def _card_name(token: str, joker_cards: bool) -> CardName:
    written, mark, stands_for = token.partition("=")
    card, hash_mark, nth = written.partition("#")
    face = parse_face(card)
    if hash_mark and not (nth.isascii() and nth.isdigit() and len(nth) <= 3):
        raise InvalidNotation(token, "after # comes which card of that face in the hand: 0, 1, ...")
    fixed: Face | None = None
    if mark:
        if not joker_cards:
            raise InvalidNotation(token, "a joker's card is named only in a meld step")
        _, fixed = parse_laid_token(f"{card}={stands_for}")
    text = str(face) + (f"#{int(nth)}" if hash_mark else "")
    return CardName(text, face, int(nth) if hash_mark else None, fixed)


def find_cards(names: Sequence[CardName], hand: Sequence[Card]) -> tuple[list[Card], list[str]]:
    """The hand's cards the names mean, and the names the hand has no card for.

    ``7H#1`` is the hand's second 7H in hand order; a plain ``7H`` is the
    first 7H no other name of the step takes, the numbered ones chosen first.
    A name without a card gets a card of a copy no pack holds, so the referee
    can still be asked about every rule it checks before the cards.
    """
    chosen: list[Card | None] = [None] * len(names)
    used: set[int] = set()
    numbered_first = sorted(range(len(names)), key=lambda i: names[i].nth is None)
    for i in numbered_first:
        name = names[i]
        places = [p for p, card in enumerate(hand) if card.face == name.face]
        if name.nth is not None:
            places = places[name.nth : name.nth + 1]
        place = next((p for p in places if p not in used), None)
        if place is not None:
            used.add(place)
            chosen[i] = hand[place]
    cards = [
        card if card is not None else Card(name.face, _PLACEHOLDER_COPY)
        for card, name in zip(chosen, names, strict=True)
    ]
    missing = [name.text for card, name in zip(chosen, names, strict=True) if card is None]
    return cards, missing


Check = Callable[[], IllegalMove | None]


def _no_check() -> IllegalMove | None:
    return None


def _action(game: CardGame, step: Step) -> tuple[CardAction, list[str], Check]:
    """The referee's action for a step, the cards it names that are not in the hand,
    and the check of the jokers' cards a meld step names (once the referee agrees)."""
    if step.verb == "draw":
        return DrawStock(), [], _no_check
    if step.verb == "take":
        return TakePile(step.number), [], _no_check
    if step.verb == "giveback":
        return GiveBack(), [], _no_check
    if step.verb == "next":
        return NextRound(), [], _no_check
    seat = step.number if step.verb == "arrange" else game.turn
    hand = game.seats[seat].hand if 0 <= seat < len(game.seats) else []
    names = [name for group in step.groups for name in group]
    cards, missing = find_cards(names, hand)
    if step.verb == "discard":
        return Discard(cards[0]), missing, _no_check
    if step.verb == "layoff":
        return LayOff(step.number, tuple(cards), step.side), missing, _no_check
    if step.verb == "exchange":
        return ExchangeJoker(step.number, tuple(cards)), missing, _no_check
    if step.verb == "arrange":
        return ArrangeHand(step.number, tuple(cards)), missing, _no_check
    assert step.verb == "meld"
    groups: list[tuple[Card, ...]] = []
    for group in step.groups:
        groups.append(tuple(cards[: len(group)]))
        cards = cards[len(group) :]
    suits = tuple(_joker_suits(g, c) for g, c in zip(step.groups, groups, strict=True))
    action = LayMelds(tuple(groups), suits)

    def check() -> IllegalMove | None:
        return _jokers_stay(game, step.groups, action)

    return action, missing, check


def _joker_suits(names: Sequence[CardName], cards: Sequence[Card]) -> tuple[Suit, ...]:
    """The suits a set's jokers stand for: as named, the others the first free ones."""
    if not any(name.stands_for is not None for name in names):
        return ()
    taken = {card.suit for card in cards if not card.is_joker}
    taken |= {name.stands_for.suit for name in names if name.stands_for is not None}
    suits: list[Suit] = []
    for name in names:
        if not name.face.is_joker:
            continue
        if name.stands_for is not None and name.stands_for.suit is not None:
            suits.append(name.stands_for.suit)
            continue
        free = next((suit for suit in Suit if suit not in taken), None)
        if free is None:
            break
        taken.add(free)
        suits.append(free)
    return tuple(suits)


def _jokers_stay(
    game: CardGame, groups: Sequence[Sequence[CardName]], action: LayMelds
) -> IllegalMove | None:
    """A joker written ``*=7H`` must stand for 7H in the meld the referee lays."""
    limit = game.rules.max_jokers_per_meld
    for names, cards, suits in zip(groups, action.melds, action.joker_suits, strict=True):
        if not any(name.stands_for is not None for name in names):
            continue
        meld = judge_meld(cards, limit, joker_suits=suits)
        for name, card in zip(names, cards, strict=True):
            if name.stands_for is None:
                continue
            lands_on = meld.faces[meld.cards.index(card)]
            if lands_on != name.stands_for:
                return refused(w.JOKER_CARD_CHANGES, card=str(lands_on))
    return None


def _play_step(game: CardGame, step: Step, index: int) -> dict[str, Any]:
    """The verdict on one step, which is played when allowed.

    Raises:
        RummyError: a next round the position's pack is too small to deal.
    """
    action, missing, check = _action(game, step)
    why = refusal(game, action)
    if missing and (why is None or why.code in _CARD_CODES):
        why = refused(w.NOT_IN_HAND, cards=" ".join(missing))
    if why is None:
        why = check()
    if why is not None:
        return {"ok": False, "code": why.code, "message": str(why)}
    if isinstance(action, NextRound):
        _check_deal(game, index)
    play(game, action)
    return {"ok": True}


def _check_deal(game: CardGame, index: int) -> None:
    seats = len(game.active_seats())
    needed = game.rules.cards_per_hand(seats) * seats + 1
    if len(game.pack) < needed:
        raise RummyError(
            f"steps[{index}] 'next': the pack of {len(game.pack)} cards cannot deal "
            f"{seats} hands and start a pile"
        )


# -- the answer --------------------------------------------------------------------------


def after(game: CardGame, laid_points: list[int] | None) -> dict[str, Any]:
    """The position after the last step, in the input's notation.

    A table meld is credited to the seat that laid its first card: the
    contract's table names one seat per meld, and lay-offs by others keep it.
    """
    seats = game.seats
    result = game.results[-1] if game.results else None
    if result is None:
        round_: dict[str, Any] | None = None
    else:
        round_ = {
            "out": result.out,
            "changes": list(result.changes),
            "rummy": result.rummy,
            "laid_points": laid_points if laid_points is not None else [0] * len(seats),
        }
    return {
        "phase": game.phase.value,
        "turn": game.turn,
        "hands": [format_faces(seat.hand) for seat in seats],
        "table": [[format_laid(laid.meld), laid.laid_by[0]] for laid in game.table],
        "pile": format_faces(game.pile),
        "stock_count": len(game.stock),
        "opened": [i for i, seat in enumerate(seats) if seat.opened],
        "totals": [seat.total for seat in seats],
        "eliminated": [i for i, seat in enumerate(seats) if seat.eliminated],
        "round": round_,
        "winner": list(game.winners),
    }

"""The card game record: versioned JSON that replays to the identical state.

Like the tile game's record (``rummy_desktop.core.serialize``): the rules,
the seed, the seats and every action in order, plus a snapshot of the state
they lead to. Loading never trusts the snapshot: it replays every action
through the referee from the seed and demands the same result, so a
truncated, edited or foreign file is refused with a message naming what is
wrong, never half-loaded.

A record may also name each seat's player (``"levels": ["human", "hard"]``),
which saves (:mod:`rummy_desktop.app.cards.saves`) need to go on with the same
players. The field is optional and ignored by the replay, so it did not need
a new format version: records without it still load, and older readers skip it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from rummy_desktop import __version__
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
from rummy_desktop.cards.core.cards import Card, Suit, format_faces, parse_face
from rummy_desktop.cards.core.referee import play
from rummy_desktop.cards.core.rules import CARD_PRESETS, CardRules
from rummy_desktop.cards.core.state import CardGame, new_card_game
from rummy_desktop.core.errors import InvalidRecord, RummyError
from rummy_desktop.core.names import name_problem

FORMAT_NAME: Final = "rummy-desktop card game record"
FORMAT_VERSION: Final = 2
"""2: the rules name their ``edition`` and the snapshot its ``winners``. A record of
format 1 was played before CARD_RULES.md section 8 and replays under edition 1,
with the top card of a spread pile free of duty as it was then."""
PERSON_LEVEL: Final = "human"
"""What the optional ``levels`` field writes for a seat a person plays."""
MAX_SEED_BITS: Final = 64


def _card(card: Card) -> str:
    return f"{card.face}:{card.copy}"


def _cards(cards: Sequence[Card]) -> list[str]:
    return [_card(card) for card in cards]


def action_to_json(action: CardAction) -> dict[str, Any]:
    """One action as plain JSON, cards by face and copy (``"QS:1"``)."""
    if isinstance(action, ArrangeHand):
        return {"do": "arrange", "seat": action.seat, "cards": _cards(action.cards)}
    if isinstance(action, DrawStock):
        return {"do": "draw"}
    if isinstance(action, TakePile):
        return {"do": "take", "count": action.count}
    if isinstance(action, GiveBack):
        return {"do": "give_back"}
    if isinstance(action, LayMelds):
        return {
            "do": "meld",
            "melds": [_cards(meld) for meld in action.melds],
            "joker_suits": [[suit.value for suit in suits] for suits in action.joker_suits],
        }
    if isinstance(action, LayOff):
        return {
            "do": "lay_off",
            "meld": action.meld,
            "cards": _cards(action.cards),
            "side": action.side.value,
        }
    if isinstance(action, ExchangeJoker):
        return {"do": "exchange", "meld": action.meld, "cards": _cards(action.cards)}
    if isinstance(action, Discard):
        return {"do": "discard", "card": _card(action.card)}
    return {"do": "next_round"}


def snapshot(game: CardGame) -> dict[str, Any]:
    """The position the actions lead to, in words a person can check."""
    return {
        "phase": game.phase.value,
        "round": game.round_no,
        "turn": game.turn,
        "hands": [format_faces(seat.hand) for seat in game.seats],
        "pile": format_faces(game.pile),
        "stock": len(game.stock),
        "table": [format_faces(laid.meld.cards) for laid in game.table],
        "totals": [seat.total for seat in game.seats],
        "eliminated": [seat.eliminated for seat in game.seats],
        "winner": game.winner,
        "winners": list(game.winners),
    }


def dumps(game: CardGame, levels: Sequence[str] | None = None) -> str:
    """The whole game as versioned JSON, with the seats' players when ``levels`` is given."""
    record: dict[str, Any] = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "seats": [seat.name for seat in game.seats],
        "actions": [action_to_json(action) for action in game.history],
        "state": snapshot(game),
    }
    if levels is not None:
        record["levels"] = list(levels)
    return json.dumps(record, ensure_ascii=False, indent=1)


def loads(text: str) -> CardGame:
    """A game from its record, replayed and checked.

    Raises:
        InvalidRecord: with a message naming what is wrong.
    """
    return from_dict(parse_json(text))


def parse_json(text: str) -> Any:
    """The parsed JSON of a record's text, before any check of what it holds.

    Raises:
        InvalidRecord: the text is not JSON (truncated or damaged) or nests too deep.
    """
    try:
        return json.loads(text.removeprefix("\ufeff"))
    except json.JSONDecodeError as exc:
        raise InvalidRecord(
            f"the file is not valid JSON (line {exc.lineno}, column {exc.colno}):"
            " it may be truncated or damaged"
        ) from None
    except (RecursionError, ValueError):
        raise InvalidRecord("the file holds too deep or too long values for a saved game") from None


def _field(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InvalidRecord(f"the saved game's {name!r} is missing or has the wrong type")
    return value


def from_dict(data: Any) -> CardGame:
    """Rebuild a game from parsed JSON; see :func:`loads`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise InvalidRecord("this is not a rummy-desktop card game record")
    version = _field(data, "format_version", int)
    if version > FORMAT_VERSION:
        raise InvalidRecord(
            f"this game was saved by a newer version of the game (format {version}); "
            f"this version reads format {FORMAT_VERSION} and older"
        )
    if version < 1:
        raise InvalidRecord(f"unknown card game record format {version}")
    seed = _field(data, "seed", int)
    if seed.bit_length() > MAX_SEED_BITS:
        raise InvalidRecord(f"the saved game's seed is longer than {MAX_SEED_BITS} bits")
    names = _field(data, "seats", list)
    if not all(isinstance(name, str) for name in names):
        raise InvalidRecord("the saved game's seats must be names")
    for name in names:  # the one name rule of every family
        problem = name_problem(name)
        if problem:
            raise InvalidRecord(f"the saved game's player: {problem}")
    raw_rules = _field(data, "rules", dict)
    if version < 2:
        raw_rules = _first_edition(raw_rules)
    if raw_rules.get("preset") not in CARD_PRESETS:
        games = ", ".join(CARD_PRESETS)
        raise InvalidRecord(
            f"the saved game is of no card game this version knows "
            f"({str(raw_rules.get('preset'))[:40]!r}; it knows {games})"
        )
    try:
        rules = CardRules.from_dict(raw_rules)
        game = new_card_game(rules, names, seed)
    except (RummyError, TypeError) as exc:
        raise InvalidRecord(f"the saved game cannot be set up: {exc}") from None
    for number, raw in enumerate(_field(data, "actions", list), start=1):
        try:
            play(game, _action_from_json(raw, game))
        except RummyError as exc:
            raise InvalidRecord(
                f"action {number} of the saved game is not allowed: {exc}"
            ) from None
    expected = _field(data, "state", dict)
    for key, value in snapshot(game).items():
        if version < 2 and key not in expected:
            continue  # format 1 had no such field
        if expected.get(key) != value:
            raise InvalidRecord(
                f"the saved position does not match its actions ({key} differs): "
                "the file was edited or damaged"
            )
    return game


def _first_edition(rules: dict[str, Any]) -> dict[str, Any]:
    """The rules of a format 1 record as they were played: edition 1, and in 500 Rum
    the top card of the pile taken alone carried no duty."""
    out = {**rules, "edition": 1}
    if out.get("pile_taking") == "any_depth":
        out.setdefault("pile_top_card_free", True)
    return out


def _card_from_json(raw: Any, game: CardGame) -> Card:
    if not isinstance(raw, str) or raw.count(":") != 1:
        raise InvalidRecord(f"{raw!r} is not a card of a saved game (write it like 'QS:0')")
    face_text, copy_text = raw.split(":")
    if not (copy_text.isascii() and copy_text.isdigit() and len(copy_text) < 3):
        raise InvalidRecord(f"{raw!r}: the copy of a card is a small number")
    card = Card(parse_face(face_text), int(copy_text))
    if card not in game.pack:
        raise InvalidRecord(f"{raw!r} is not in this game's pack")
    return card


def _cards_from_json(raw: Any, game: CardGame) -> tuple[Card, ...]:
    if not isinstance(raw, list):
        raise InvalidRecord("cards in a saved game are a list")
    return tuple(_card_from_json(item, game) for item in raw)


def _action_from_json(raw: Any, game: CardGame) -> CardAction:
    if not isinstance(raw, dict):
        raise InvalidRecord("an action of a saved game is an object")
    kind = raw.get("do")
    if kind == "arrange":
        return ArrangeHand(_field(raw, "seat", int), _cards_from_json(raw.get("cards"), game))
    if kind == "draw":
        return DrawStock()
    if kind == "take":
        return TakePile(_field(raw, "count", int))
    if kind == "give_back":
        return GiveBack()
    if kind == "meld":
        melds = _field(raw, "melds", list)
        suits = _field(raw, "joker_suits", list)
        try:
            named = tuple(tuple(Suit(s) for s in group) for group in suits)
        except (TypeError, ValueError):
            raise InvalidRecord("a joker's suit in a saved game is C, D, H or S") from None
        return LayMelds(tuple(_cards_from_json(m, game) for m in melds), named)
    if kind == "lay_off":
        try:
            side = Side(str(raw.get("side")))
        except ValueError:
            raise InvalidRecord("a lay-off's side is low or high") from None
        return LayOff(_field(raw, "meld", int), _cards_from_json(raw.get("cards"), game), side)
    if kind == "exchange":
        return ExchangeJoker(_field(raw, "meld", int), _cards_from_json(raw.get("cards"), game))
    if kind == "discard":
        return Discard(_card_from_json(raw.get("card"), game))
    if kind == "next_round":
        return NextRound()
    raise InvalidRecord(f"unknown action {kind!r} in the saved game")

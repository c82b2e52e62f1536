"""The one registry of game families: every place that lists or chooses a game reads it.

A *family* is one game the program plays: the tile game, or one of the card
games of CARD_RULES.md. The command line's ``--game``, the new-game dialog,
the statistics' game chooser, the table server and the card setup all ask
this module which games there are, instead of keeping a list of their own,
so that a new game is registered once (OpenSpiel's ``register_game``,
KPatience's self-registering ``DealerInfo``).

An entry names what the family can do by *references*, ``"module:attribute"``
strings, and imports the module only when that capability is first used: the
registry itself imports no Qt and none of the games, so every layer may read
it and the start-up stays light.

>>> [entry.id for entry in families()]
['tiles', 'rummy', 'rummy30', 'rummy51', 'rum500']
>>> family("Rummy51").title
'Rummy 51'
"""

from __future__ import annotations

import argparse
import functools
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final, Literal

from rummy_desktop.core.rules import InvalidRules

if TYPE_CHECKING:
    from rummy_desktop.core.game import Game, GameMaker
    from rummy_desktop.core.rules import OptionInfo
    from rummy_desktop.core.seat import Seat

Handler = Callable[[argparse.Namespace], int]
"""A headless command's handler: the parsed arguments in, the exit code out."""
Command = Literal["selfplay", "arena", "validate", "judge"]
"""The headless commands a family may answer (``rummy-desktop COMMAND --game ID``)."""
Capability = Command | Literal["host_rules", "table", "game"]
"""The optional capabilities of a family (see :class:`GameFamily`)."""

TILES: Final = "tiles"
"""The id of the tile game, the default game everywhere."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a title for the translators (``pyside6-lupdate`` reads this file too) and
    returns it unchanged: the registry itself imports no Qt."""
    del context
    return text


class FamilyKind(StrEnum):
    """What a family is played with, and so which window plays it.

    The tile board plays tile families; the card table plays card families
    (whose rules are :class:`~rummy_desktop.cards.core.rules.CardRules`).
    """

    TILES = "tiles"
    CARDS = "cards"


@functools.cache
def resolve(reference: str) -> Any:
    """The object a ``"package.module:name.attribute"`` reference names, imported now.

    Raises:
        ImportError: the module is missing (an optional extra not installed).
        AttributeError: the module has no such name.
    """
    module_name, _, path = reference.partition(":")
    found: Any = importlib.import_module(module_name)
    for name in path.split("."):
        found = getattr(found, name)
    return found


@dataclass(frozen=True, slots=True)
class GameFamily:
    """One game the program plays, as every list of games sees it.

    The capabilities after ``options`` are optional: a reader offers only the
    families that have what it needs, and skips the others (a family without
    ``table`` is not hosted by the table server; one without ``arena`` is
    refused by ``arena --game``).

    Attributes:
        id: the ``--game`` word and the key in statistics, saves and frames.
        title: the English title; windows translate it from their own
            ``QT_TRANSLATE_NOOP`` lists (``ui/cards/option_words.py`` for cards).
        kind: what it is played with: tiles or cards.
        rules: reference to ``f(name) -> rules``, the rules of a named preset
            (a tile preset such as ``classic``; a card game by its id).
        options: reference to ``f() -> tuple[OptionInfo, ...]``, what each of
            the family's rule options is (``RuleSet.options``).
        default_preset: the preset :meth:`new_rules` gives when none is named;
            the family's id when empty.
        selfplay, arena, validate, judge: references to the headless
            commands' handlers for ``--game ID``.
        host_rules: reference to ``f(args) -> rules``: the rules ``host``
            sends for the command line's ``--rules`` and ``--option``.
        table: reference to ``f(create, clock) -> (table, tokens)``: the table
            server's new table for a ``create`` frame of this game.
        game: reference to the family's :class:`~rummy_desktop.core.game.GameMaker`,
            the one game interface every family-blind driver plays through
            (:meth:`new_game`, :meth:`load_game`).
    """

    id: str
    title: str
    kind: FamilyKind
    rules: str
    options: str
    default_preset: str = ""
    selfplay: str | None = None
    arena: str | None = None
    validate: str | None = None
    judge: str | None = None
    host_rules: str | None = None
    table: str | None = None
    game: str | None = None

    def new_rules(self, name: str | None = None) -> Any:
        """The rules of preset ``name`` (default: the family's own); raises InvalidRules."""
        return resolve(self.rules)(name or self.default_preset or self.id)

    def option_infos(self) -> tuple[OptionInfo, ...]:
        """What every rule option of the family is, imported when first asked."""
        infos: tuple[OptionInfo, ...] = resolve(self.options)()
        return infos

    def capability(self, name: Capability) -> Any:
        """What an optional capability's reference names, imported now; None if it has none."""
        reference: str | None = getattr(self, name)
        return None if reference is None else resolve(reference)

    def command(self, name: Command) -> Handler | None:
        """The handler of headless command ``name`` for this game, None if it has none."""
        handler: Handler | None = self.capability(name)
        return handler

    def maker(self) -> GameMaker:
        """The family's game maker, imported now.

        Raises:
            InvalidRules: the family plays through no game interface.
        """
        maker: GameMaker | None = self.capability("game")
        if maker is None:
            raise InvalidRules(f"the game {self.id!r} has no game interface")
        return maker

    def new_game(self, seats: Sequence[Seat], seed: int, rules: Any = None) -> Game[Any, Any]:
        """A new match of this family (its default preset's rules unless given).

        Raises:
            InvalidRules: the rules do not allow these seats.
            IllegalMove: the rules do not allow these seats.
        """
        return self.maker().new(self.id, seats, self.new_rules() if rules is None else rules, seed)

    def load_game(self, text: str) -> Game[Any, Any]:
        """The match a record's text holds (InvalidRecord when it holds none)."""
        return self.maker().load(text)

    def has(self, name: Capability) -> bool:
        """Whether the family offers a capability, without importing anything."""
        return getattr(self, name) is not None


_FAMILIES: dict[str, GameFamily] = {}


def register(entry: GameFamily) -> GameFamily:
    """Add a family at the end of the list; its id must be new.

    Raises:
        ValueError: the id is not lower case, or a family has it already.
    """
    key = entry.id.lower()
    if key != entry.id or key in _FAMILIES:
        raise ValueError(f"a game family needs a new lower-case id, not {entry.id!r}")
    _FAMILIES[key] = entry
    return entry


def unregister(game: str) -> None:
    """Remove a family (a test's own, once the test is done); unknown ids are ignored."""
    _FAMILIES.pop(game.lower(), None)


def families(kind: FamilyKind | None = None) -> tuple[GameFamily, ...]:
    """Every registered family in the order registered, or those of one kind."""
    return tuple(f for f in _FAMILIES.values() if kind is None or f.kind is kind)


def family_ids(kind: FamilyKind | None = None) -> tuple[str, ...]:
    """The ids of :func:`families`, as ``--game`` accepts them."""
    return tuple(f.id for f in families(kind))


def family(game: str) -> GameFamily:
    """The family of a game id, in any case.

    Raises:
        InvalidRules: no family has that id; the message lists the known ids.
    """
    try:
        return _FAMILIES[game.lower()]
    except KeyError:
        names = ", ".join(_FAMILIES)
        raise InvalidRules(f"unknown game {game!r} (choose from {names})") from None


def is_kind(game: str | None, kind: FamilyKind) -> bool:
    """Whether ``game`` names a registered family of ``kind`` (False for None or unknown)."""
    entry = None if game is None else _FAMILIES.get(game.lower())
    return entry is not None and entry.kind is kind


register(
    GameFamily(
        id=TILES,
        title="Tiles",
        kind=FamilyKind.TILES,
        rules="rummy_desktop.core.rules:preset",
        options="rummy_desktop.core.rules:RuleSet.options",
        default_preset="classic",
        selfplay="rummy_desktop.cli.selfplay:run_tiles",
        arena="rummy_desktop.cli.arena:run_tiles",
        validate="rummy_desktop.cli.validate:run_tiles",
        judge="rummy_desktop.cli.judge:run_tiles",
        host_rules="rummy_desktop.cli.host:tile_rules",
        table="rummy_desktop.online.table:open_tile_table",
        game="rummy_desktop.core.tile_game:TILE_GAMES",
    )
)
for _id, _title in (
    ("rummy", QT_TRANSLATE_NOOP("CardGames", "Rummy")),
    ("rummy30", QT_TRANSLATE_NOOP("CardGames", "Rummy 30")),
    ("rummy51", QT_TRANSLATE_NOOP("CardGames", "Rummy 51")),
    ("rum500", QT_TRANSLATE_NOOP("CardGames", "500 Rum")),
):
    register(
        GameFamily(
            id=_id,
            title=_title,
            kind=FamilyKind.CARDS,
            rules="rummy_desktop.cards.core.rules:card_preset",
            options="rummy_desktop.cards.core.rules:CardRules.options",
            selfplay="rummy_desktop.cli.cards.selfplay:run",
            arena="rummy_desktop.cli.cards.arena:run",
            validate="rummy_desktop.cli.cards.validate:run",
            judge="rummy_desktop.cli.cards.judge:run",
            host_rules="rummy_desktop.cli.host:card_game_rules",
            table="rummy_desktop.online.card_table:open_card_table",
            game="rummy_desktop.cards.core.game:CARD_MATCHES",
        )
    )
del _id, _title

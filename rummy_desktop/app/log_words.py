"""The game log's line for each turn, made from the game's public events.

The live log and the log rebuilt after Open or a theme change come from this
one place, so a turn reads alike however the log was made: the public events
(:class:`~rummy_desktop.core.views.PublicEvent`) hold what every player saw,
the melds a play left and the jokers it won included.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.play_words import (
    LayOff,
    PlayShape,
    TileWords,
    play_line,
    play_summary,
    tiles_words,
)
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.tiles import Tile
from rummy_desktop.core.views import EventKind, PublicEvent


def event_shape(event: PublicEvent) -> PlayShape:
    """A play's melds laid and tiles added, from the melds the play left."""
    ids = {t.id for t in event.played}
    laid: list[tuple[Tile, ...]] = []
    added: list[LayOff] = []
    for meld in event.melds:
        mine = tuple(t for t in meld if t.id in ids)
        if len(mine) == len(meld):
            laid.append(meld)
        elif mine:
            kinds = tuple(t.kind for t in meld)
            added.append(LayOff(mine, check_meld(kinds, len(meld)).kind))
    return PlayShape(tuple(laid), tuple(added))


def won_words(name: str, won: Sequence[Tile]) -> str:
    if not won:
        return ""
    if len(won) == 1:
        return fill(translate("PlayWords", "%1 won a joker."), name)
    return fill(translate("PlayWords", "%1 won %2 jokers."), name, len(won))


def play_words(event: PublicEvent, name: str, words: TileWords, short: bool = False) -> str:
    """A play in one line (``short``: counted, for the status bar)."""
    shape = event_shape(event)
    if shape.tile_count != len(event.played):  # an event without its melds
        line = fill(
            translate("Controller", "%1 played %2."), name, tiles_words(event.played, words)
        )
    else:
        line = play_summary(name, shape) if short else play_line(name, shape, words)
    won = won_words(name, event.won)
    return f"{line} {won}" if won else line


def turn_line(
    events: Sequence[PublicEvent], name: str, words: TileWords, short: bool = False
) -> str:
    """One line for the events of one turn told together (a draw is told alone)."""
    parts: list[str] = []
    for event in events:
        if event.kind is EventKind.PLAY:
            parts.append(play_words(event, name, words, short))
        elif event.kind is EventKind.DRAW:
            parts.append(fill(translate("Controller", "%1 drew a tile."), name))
        elif event.kind is EventKind.PASS:
            parts.append(fill(translate("Controller", "%1 passed."), name))
        elif event.kind is EventKind.PENALTY:
            parts.append(
                fill(translate("Controller", "%1 drew %2 penalty tiles."), name, event.drawn)
            )
        elif event.kind is EventKind.TAKE:
            parts.append(
                fill(
                    translate("Controller", "%1 took %2 from the stack."),
                    name,
                    tiles_words(event.played, words),
                )
            )
        else:
            parts.append(
                fill(
                    translate("Controller", "%1 discarded %2."),
                    name,
                    tiles_words(event.played, words),
                )
            )
    return " ".join(parts)


def last_turn(log: Sequence[PublicEvent]) -> list[PublicEvent]:
    """The events of the last turn told in one line (after its draw, if any)."""
    if not log:
        return []
    end = log[-1]
    told: list[PublicEvent] = []
    for event in reversed(log):
        same = (event.round_number, event.turn, event.seat) == (
            end.round_number,
            end.turn,
            end.seat,
        )
        if not same or (event.kind is EventKind.DRAW and told):
            break
        told.insert(0, event)
    return told


SHOWN_LINES: Final = 200
"""How many of the latest log lines a window keeps (a long match's whole log is not needed)."""

TAIL_EVENTS_PER_LINE: Final = 8
"""More events than any one line of the log groups: a tail this long holds enough lines."""


def log_lines(
    log: Sequence[PublicEvent], names: Sequence[str], words: TileWords, last: int | None = None
) -> list[str]:
    """The log, one line per turn as the live log said it; only the ``last`` lines when given.

    Wording the whole history of a match of hundreds of rounds takes a second
    and the window keeps only its last lines, so a tail of the events is
    worded, less its first line (which may have lost the start of its turn).
    """
    if last is not None and len(log) > (last + 1) * TAIL_EVENTS_PER_LINE:
        tail = _grouped_lines(log[-(last + 1) * TAIL_EVENTS_PER_LINE :], names, words)
        return tail[1:][-last:]
    lines = _grouped_lines(log, names, words)
    return lines if last is None else lines[-last:]


def _grouped_lines(log: Sequence[PublicEvent], names: Sequence[str], words: TileWords) -> list[str]:
    lines: list[str] = []
    group: list[PublicEvent] = []
    for event in [*log, None]:
        if group and (
            event is None
            or event.kind is EventKind.DRAW
            or group[-1].kind is EventKind.DRAW
            or (event.round_number, event.turn, event.seat)
            != (group[0].round_number, group[0].turn, group[0].seat)
        ):
            seat = group[0].seat
            name = names[seat] if seat < len(names) else str(seat + 1)
            lines.append(turn_line(group, name, words))
            group = []
        if event is not None:
            group.append(event)
    return lines

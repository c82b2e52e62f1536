"""What the window draws, as one frozen value per change (Anki's ``OpChanges``).

The controller builds a :class:`BoardModel` once after each change of the
game or the turn in progress and hands the same value to every reader: the
table scene, the rack, the buttons and the problem list. The referee is
asked once per change, not once per reader, and the window never needs the
live ``GameState`` or ``Turn`` for what it shows of the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rummy_desktop.app.table_phase import Phase as Phase  # the tile board keeps the name
from rummy_desktop.core.referee import Problem
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Tile


@dataclass(frozen=True, slots=True)
class BoardModel:
    """The board as it should look now; never changed, replaced on each change.

    Attributes:
        game: a game is loaded (the board may be empty at its start).
        phase: what the table waits for.
        on_turn: a person plays the turn in progress (intents are accepted).
        table: the table as shown (mid-turn, or mid-way through a shown play);
            a copy of its own.
        rack: the rack that may be seen now (empty while it must stay hidden).
        open_tile: the open last tile offered beside the rack, if any.
        problems: why the turn in progress cannot end yet, in the order to fix them.
        can_end: "Done" may be pressed (a clean play, or a penalty the rules allow).
        can_undo: the turn in progress has a move to undo.
        changed: the turn in progress has changed the table or taken a stack tile.
        played: tiles laid this turn, which may go back to the rack.
        invalid_rows: the meld verdicts: rows of the shown table that hold no valid meld.
        max_jokers: jokers allowed in one meld, for the scene's own frames.
        last_played: tiles of the last turn that played, marked until the next play.
        drawn: tiles the shown rack's owner drew in their last turn.
        pool_empty: the pool holds no tile (the draw button passes).
        tiles_held: per seat, the tiles on its rack now (less those laid this turn).
        current: the seat on turn (0 without a game).
        round_number: the round being played.
        turn_number: the turn of the round being played.
        melded: per seat, whether it made its initial meld.
        totals: per seat, its match total.
        pool_size: tiles in the pool.
        open_last_tile: the pool's open last tile, seen by everyone, if any.
        preset: the name of the rule set the game started from.
        draw_and_discard: the game is played with draw and discard.
        taken: draw and discard: the person on turn has taken their tile.
        may_take: draw and discard: the person on turn may take from the pool
            (or pass on an empty one) now.
        can_pass: the seat on turn may pass (the pool is drawn out).
        stacks: draw and discard: every seat's stack as shown (bottom first).
        stack_to_take: the stack top the person on turn may drag now, if any.
        stack_seat: whose stack top the seat on turn may take.
        stack_before: whose stack lies beside the shown rack, if one is shown.
        turn_id: counts the people's turns begun, to tell a question's turn
            from a later one.
    """

    game: bool = False
    phase: Phase = Phase.NO_GAME
    on_turn: bool = False
    table: Table = field(default_factory=Table)
    rack: tuple[Tile, ...] = ()
    open_tile: Tile | None = None
    problems: tuple[Problem, ...] = ()
    can_end: bool = False
    can_undo: bool = False
    changed: bool = False
    played: frozenset[int] = frozenset()
    invalid_rows: tuple[int, ...] = ()
    max_jokers: int = 2
    last_played: frozenset[int] = frozenset()
    drawn: frozenset[int] = frozenset()
    pool_empty: bool = False
    tiles_held: tuple[int, ...] = ()
    current: int = 0
    round_number: int = 0
    turn_number: int = 0
    melded: tuple[bool, ...] = ()
    totals: tuple[int, ...] = ()
    pool_size: int = 0
    open_last_tile: Tile | None = None
    preset: str = ""
    draw_and_discard: bool = False
    taken: bool = False
    may_take: bool = False
    can_pass: bool = False
    stacks: tuple[tuple[Tile, ...], ...] = ()
    stack_to_take: Tile | None = None
    stack_seat: int = 0
    stack_before: int | None = None
    turn_id: int = 0

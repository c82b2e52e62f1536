"""The one place where the window's wishes become moves of the game.

Scene items and buttons send *intents* ("move tile 17 to cell (3, 5)", "end
turn"); :class:`GameController` applies them through the core's
:class:`~rummy_desktop.core.turn.Turn` and answers with signals, and the
window redraws from what the controller exposes. Nothing in ``ui`` keeps game
truth, so everything here can be tested without a widget.

The controller also owns the order of a match: whose turn it is, the
hot-seat hand-over (a rack is only exposed to the window once its owner has
clicked), computer turns thinking on a worker thread and shown step by step,
the turn timer, and round and match ends. The clock itself (seconds, Pause,
the time banks) is the :class:`~rummy_desktop.app.turn_clock.TurnTimer` every
family's controller shares.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from rummy_desktop.ai.base import CancelFlag, ComputerPlayer
from rummy_desktop.ai.computer_turn import Decision, decide, failed, rule_on
from rummy_desktop.ai.runner import decision_rng
from rummy_desktop.app.ai_worker import AiRunner
from rummy_desktop.app.board import BoardModel, Phase
from rummy_desktop.app.computers import (
    HintFinder,
    PlayerFactory,
    default_hint_finder,
    default_player_factory,
)
from rummy_desktop.app.hint import Hint, TileHints
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.log_words import SHOWN_LINES, last_turn, log_lines, turn_line
from rummy_desktop.app.play_loop import SPEEDS, Job, MoveResult, PlayLoop, Why
from rummy_desktop.app.play_words import (
    TileWords,
)
from rummy_desktop.app.playback import Layout, play_steps
from rummy_desktop.app.rule_speech import speak, speak_refusal
from rummy_desktop.app.scratch_turn import ScratchTurnMoves
from rummy_desktop.app.setup import GameSetup
from rummy_desktop.core.actions import (
    ArrangeRack,
    Discard,
    Draw,
    Pass,
    Penalty,
    PenaltyReason,
    Play,
    TurnAction,
)
from rummy_desktop.core.discard import previous_seat
from rummy_desktop.core.errors import IllegalMove
from rummy_desktop.core.melds import check_meld
from rummy_desktop.core.placing import (
    JokerSwap,
    joker_stands_for,
    joker_swap,
    place_tiles,
    swap_refusal,
)
from rummy_desktop.core.referee import Problem
from rummy_desktop.core.seat import Seat
from rummy_desktop.core.serialize import TurnClock
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Cell, Table
from rummy_desktop.core.tiles import Tile, format_kind, tile
from rummy_desktop.core.turn import Turn
from rummy_desktop.core.views import EventKind


def sort_key_colour(t: Tile) -> tuple[int, int, int]:
    return (1, 0, t.id) if t.is_joker else (0, int(t.colour or 0) * 20 + t.number, t.id)


def sort_key_number(t: Tile) -> tuple[int, int, int]:
    return (1, 0, t.id) if t.is_joker else (0, t.number * 10 + int(t.colour or 0), t.id)


class GameController(PlayLoop[BoardModel, Hint], ScratchTurnMoves):
    """Holds the game and the turn in progress; applies every intent.

    Undo, Reset turn and what the hint does on the turn are the scratch turn's
    (:class:`~rummy_desktop.app.scratch_turn.ScratchTurnMoves`), the same as
    at a remote seat; "Done" commits the turn here.

    Args:
        parent: the Qt parent.
        player_factory: makes a computer player for a level (tests pass doubles).
        hint_finder: the solver used by Hint, or None when there is none.
        runner: the worker that runs computer turns and hints.
        timer_interval_ms: length of one "second" of the turn timer (tests
            shorten it).

    Signals:
        stateChanged(): anything shown changed: redraw from the properties.
        turnStarted(int): a seat's turn began (after the hand-over for people).
        handoverRequired(int): the rack is hidden until that seat's owner clicks.
        problemsChanged(list): the reasons the turn cannot end yet.
        moveRefused(str): an intent was refused, with the reason for a person.
        computerThinking(int, bool): a computer seat started or stopped thinking.
        roundEnded(object): the round's RoundScore; the match may be over too.
        timerChanged(int): seconds left on the turn timer, -1 when there is none.
        message(str): a line for the game log, tiles named in words.
        statusLine(str, str): the same line for the status bar, and a short
            form of it that always fits (a long play counted, not listed);
            both the same for a line that has no short form.
        hintReady(object): a Hint, or None when the best move is to draw; for
            the window of the person who asked only, never the game log.
        logReset(list): a game was started, opened or resumed: its own log so
            far, one line per turn of its saved history.
        turnEnded(): an action was applied to the game (or a round was dealt):
            the moment to autosave.
        noticeGiven(int, str): a person's turn was ended for them (time ran
            out) or penalised: the seat, and what happened in plain words, to
            show until it is dismissed.
        clockChanged(): the turn was paused or resumed, or time was taken
            from a time bank: the moment to redraw the clock and autosave.
    """

    stateChanged = Signal()  # noqa: N815 - Qt signal name
    problemsChanged = Signal(list)  # noqa: N815 - Qt signal name
    moveRefused = Signal(str)  # noqa: N815 - Qt signal name
    statusLine = Signal(str, str)  # noqa: N815 - Qt signal name
    hintReady = Signal(object)  # noqa: N815 - Qt signal name
    turnEnded = Signal()  # noqa: N815 - Qt signal name
    noticeGiven = Signal(int, str)  # noqa: N815 - Qt signal name

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        player_factory: PlayerFactory = default_player_factory,
        hint_finder: HintFinder | None = None,
        runner: AiRunner | None = None,
        timer_interval_ms: int = 1000,
    ) -> None:
        self._player_factory = player_factory
        self._hint_finder = hint_finder if hint_finder is not None else default_hint_finder()
        super().__init__(
            parent,
            board=BoardModel(),
            hints=TileHints(),
            runner=runner,
            timer_interval_ms=timer_interval_ms,
        )
        self._state: GameState | None = None
        self._players: dict[int, ComputerPlayer] = {}
        self._turn: Turn | None = None
        self._display: Layout | None = None
        self._steps: list[Layout] = []
        self._pending: TurnAction | None = None
        self._drawn: dict[int, frozenset[int]] = {}
        self.tile_words: TileWords = str
        """Words for one tile in the log and status bar; the window gives the hint's
        naming (theme colours, language), letter codes until it does."""

    # -- what the window reads --------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def setup(self) -> GameSetup | None:
        """The game in play as set up: its seats, rules and handicaps (no seed: a
        new game from it deals afresh). Kept here only, so the window holds no copy."""
        state = self._state
        if state is None:
            return None
        handicaps = tuple(dict(h) for h in state.handicaps) if any(state.handicaps) else ()
        return GameSetup(tuple(self._seats), state.rules, None, handicaps)

    @property
    def turn(self) -> Turn | None:
        return self._turn

    @property
    def humans_on_turn(self) -> bool:
        return self._phase is Phase.HUMAN and self._turn is not None

    def display_table(self) -> Table:
        """The table as it should look now (mid-turn, or mid-way through a shown play)."""
        if self._display is not None:
            cells = {cell: tile(tid) for tid, cell in self._display.items()}
            base = self._state.table if self._state is not None else Table()
            shown = Table(rows=base.rows, columns=base.columns)
            for cell, t in cells.items():
                shown.place(t, cell)
            return shown
        if self._turn is not None:
            return self._turn.table
        return self._state.table if self._state is not None else Table()

    def display_rack(self) -> list[Tile]:
        """The rack that may be seen now: empty while it must stay hidden."""
        if self._state is None or self._visible is None:
            return []
        if self._turn is not None and self._turn.seat == self._visible:
            return list(self._turn.rack)
        return list(self._state.racks[self._visible])

    def display_open_tile(self) -> Tile | None:
        """The open last tile, offered beside the rack of the person on turn.

        Under ``open_last_tile`` it may be played only by someone who goes out
        with it; the referee says so if they try otherwise. It is shown only to
        the person on turn, and only while it is not already on the table.
        """
        turn = self._turn
        if turn is None or turn.open_tile is None or turn.seat != self._visible:
            return None
        return None if turn.table.cell_of(turn.open_tile) is not None else turn.open_tile

    def display_stacks(self) -> list[list[Tile]]:
        """Draw and discard: every seat's stack as it looks now (bottom first).

        A stack tile the person on turn has taken (scratch work, not yet
        committed) is shown where they put it, not on its stack.
        """
        state = self._state
        if state is None or not state.rules.draw_and_discard:
            return []
        stacks = [list(s) for s in state.stacks]
        turn = self._turn
        if turn is not None and turn.stack_taken and turn.stack_tile is not None:
            stacks[state.stack_seat()] = [
                t for t in stacks[state.stack_seat()] if t != turn.stack_tile
            ]
        return stacks

    def stack_to_take(self) -> Tile | None:
        """Draw and discard: the stack top the person on turn may drag now, if any."""
        turn = self._my_turn()
        if turn is None or turn.has_taken or turn.seat != self._visible:
            return None
        return turn.stack_tile

    def drawn_tiles(self) -> frozenset[int]:
        """The tiles the shown rack's owner drew in their last turn, to mark on
        their own rack; nobody else's rack is shown, so nobody else sees them."""
        if self._visible is None:
            return frozenset()
        on_rack = {t.id for t in self.display_rack()}
        return self._drawn.get(self._visible, frozenset()) & on_rack

    def movable_to_rack(self) -> frozenset[int]:
        """Tiles on the table that may go back to the rack: played this turn."""
        if self._turn is None:
            return frozenset()
        return frozenset(t.id for t in self._turn.played())

    def last_played(self) -> frozenset[int]:
        """Tiles laid down in the last turn that played, marked until the next play."""
        if self._state is None:
            return frozenset()
        for event in reversed(self._state.log):
            if event.round_number != self._state.round_number:
                break
            if event.kind is EventKind.PLAY:
                return frozenset(t.id for t in event.played)
        return frozenset()

    def invalid_rows(self) -> list[int]:
        """Rows of the shown table holding a meld that is not valid."""
        return list(self._board.invalid_rows)

    def problems(self) -> list[Problem]:
        """Why the turn in progress cannot end yet (judged once per change)."""
        return list(self._board.problems)

    def can_end_turn(self) -> bool:
        """Whether "Done" may be pressed: a clean play, or a penalty the rules allow."""
        return self._board.can_end

    def finished_round(self) -> GameState | None:
        """A copy of the game as the round ended, for the round's score sheet."""
        return self._state.clone() if self._state is not None else None

    def _make_board(self) -> BoardModel:
        """The one place the referee is asked about the board shown now."""
        state, turn = self._state, self._turn
        if state is None:
            return BoardModel(phase=self._phase)
        table = self.display_table().copy()
        limit = state.rules.max_jokers_per_meld
        verdicts = sorted({m.row for m in table.melds() if not check_meld(m.kinds, limit).valid})
        problems = tuple(turn.problems()) if turn is not None else ()
        played = frozenset(t.id for t in turn.played()) if turn is not None else frozenset()
        on_turn = self._phase is Phase.HUMAN and turn is not None and not self._clock.paused
        can_end = on_turn and (not problems or (state.rules.invalid_turn_penalty and bool(played)))
        held = [len(r) for r in state.racks]
        if turn is not None:  # the tiles laid so far are seen going down
            held[turn.seat] = len(turn.rack)
        dd = state.rules.draw_and_discard
        stack_before = None
        if dd and self._visible is not None:
            stack_before = previous_seat(self._visible, state.players, state.rules.play_direction)
        return BoardModel(
            game=True,
            phase=self._phase,
            on_turn=on_turn,
            table=table,
            rack=tuple(self.display_rack()),
            open_tile=self.display_open_tile(),
            problems=problems,
            can_end=can_end,
            can_undo=on_turn and turn is not None and turn.can_undo,
            changed=turn is not None and turn.is_changed(),
            played=played,
            invalid_rows=tuple(verdicts),
            max_jokers=limit,
            last_played=self.last_played(),
            drawn=self.drawn_tiles(),
            pool_empty=not state.pool,
            tiles_held=tuple(held),
            current=state.current,
            round_number=state.round_number,
            turn_number=state.turn,
            melded=tuple(state.melded),
            totals=tuple(state.totals),
            pool_size=len(state.pool),
            open_last_tile=state.open_tile(),
            preset=state.rules.preset,
            draw_and_discard=dd,
            taken=turn is not None and turn.has_taken,
            may_take=on_turn
            and dd
            and turn is not None
            and not turn.has_taken
            and (state.can_draw() or state.can_pass()),
            can_pass=state.can_pass(),
            stacks=tuple(tuple(s) for s in self.display_stacks()),
            stack_to_take=self.stack_to_take(),
            stack_seat=state.stack_seat() if dd else 0,
            stack_before=stack_before,
            turn_id=self._turn_id,
        )

    # -- starting and stopping --------------------------------------------
    def new_game(
        self, state: GameState, seats: Sequence[Seat], clock: TurnClock | None = None
    ) -> None:
        """Start playing ``state`` with these seats, dropping any game in progress.

        Args:
            clock: a saved game's time banks and paused turn; a new game's
                banks are full (when its rules have a time bank).

        Raises:
            MissingComputerPlayers: a computer seat cannot be played here.
            ValueError: the seats do not match the game.
        """
        if len(seats) != state.players:
            raise ValueError("one seat per player of the game is needed")
        players = {i: self._player_factory(s.level) for i, s in enumerate(seats) if s.level}
        self._stop_all()
        self._state = state
        self._players = players
        self._drawn = {}
        self._take_seats(seats, state.rules.time_bank_seconds, clock)
        self.logReset.emit(self.history())
        self._changed()
        self._begin_turn()

    def shutdown(self) -> bool:
        """Stop thinking, timers and shows; True when no worker thread is left."""
        self._stop_all()
        self._phase = Phase.NO_GAME
        self._board = self._make_board()
        return not self._runner.busy

    # -- a person's intents -----------------------------------------------
    def move_tiles(self, ids: Sequence[int], cells: Sequence[Cell]) -> MoveResult:
        """Put tiles (from the rack or the table) on table cells, all or none."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        if len(ids) != len(cells):
            return self._refuse(translate("Controller", "one cell per tile is needed"))
        try:
            turn.move_tiles([(tile(i), c) for i, c in zip(ids, cells, strict=True)])
        except IllegalMove as exc:
            return self._refuse(self._said(exc))
        except ValueError as exc:
            return self._refuse(str(exc))
        return self._moved()

    def put_tiles(self, ids: Sequence[int], target: Cell, anchor: int | None = None) -> MoveResult:
        """Put these tiles here: the one intent of a mouse drop and a keyboard put-down.

        The tiles arrange themselves (:func:`~rummy_desktop.core.placing.place_tiles`):
        a meld in its meld order, an extension at the ends where it fits, a
        tile on the joker it stands for swapped with it. One undoable move.

        Args:
            ids: the tiles, in the order they were picked.
            target: the cell the ``anchor`` tile was dropped on.
            anchor: the tile under the pointer or cursor (the first by default).
        """
        turn = self._my_turn()
        if turn is None or self._state is None:
            return self._not_now()
        tiles = [tile(i) for i in ids]
        if not tiles:
            return self._refuse(translate("Controller", "no tiles to put down"))
        rules = self._state.rules_for(turn.seat)
        if len(tiles) == 1:
            swap = joker_swap(turn.table, tiles[0], target, rules.max_jokers_per_meld)
            if swap is not None:
                return self._swap_joker(turn, swap)
            role = joker_stands_for(turn.table, target, rules.max_jokers_per_meld)
            if role is not None and tiles[0] != turn.table[target]:
                return self._refuse(
                    fill(
                        translate(
                            "Controller",
                            "this joker stands for %1: only such a tile may take its place",
                        ),
                        " / ".join(format_kind(k) for k in sorted(role)),
                    )
                )
        held = tile(anchor) if anchor is not None and anchor in set(ids) else tiles[0]
        moves = place_tiles(turn.table, tiles, target, held, rules.max_jokers_per_meld)
        return self.move_tiles([t.id for t, _ in moves], [c for _, c in moves])

    def _swap_joker(self, turn: Turn, swap: JokerSwap) -> MoveResult:
        """A tile takes the place of the joker that stands for it; the joker moves aside."""
        assert self._state is not None
        refusal = swap_refusal(
            swap,
            self._state.rules_for(turn.seat),
            melded=self._state.melded[turn.seat],
            joker_is_own=turn.came_from_rack(swap.joker),
            tile_from_rack=turn.came_from_rack(swap.tile),
        )
        if refusal is not None:
            return self._refuse(speak(refusal, self.tile_words))
        return self.move_tiles([t.id for t, _ in swap.moves], [c for _, c in swap.moves])

    def move_to_rack(self, ids: Sequence[int], index: int | None = None) -> MoveResult:
        """Take tiles played this turn back to the rack, at ``index`` in the rack."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        tiles = [tile(i) for i in ids]
        for t in tiles:
            if not turn.may_go_to_rack(t):
                return self._refuse(
                    fill(
                        translate(
                            "Controller",
                            "%1 was on the table when your turn began: it must stay on the table",
                        ),
                        self.tile_words(t),
                    )
                )
        on_table = [t for t in tiles if t not in turn.rack]
        in_rack = [t for t in tiles if t in turn.rack]
        try:
            position = len(turn.rack) if index is None else index
            for offset, t in enumerate(on_table):
                turn.move_to_rack(t, position + offset)
        except IllegalMove as exc:
            return self._refuse(self._said(exc))
        if in_rack:
            return self.move_in_rack([t.id for t in tiles], index)
        return self._moved()

    def move_in_rack(self, ids: Sequence[int], index: int | None) -> MoveResult:
        """Move rack tiles to ``index`` (a position in the rack as shown)."""
        rack = self.display_rack()
        if not rack:
            return self._refuse(translate("Controller", "no rack is shown"))
        wanted = set(ids)
        moving = [t for t in rack if t.id in wanted]
        if not moving:
            return self._refuse(translate("Controller", "those tiles are not on the rack"))
        slot = len(rack) if index is None else max(0, min(index, len(rack)))
        before = sum(1 for t in rack[:slot] if t.id in wanted)
        rest = [t for t in rack if t.id not in wanted]
        slot -= before
        return self.arrange_rack([*rest[:slot], *moving, *rest[slot:]])

    def arrange_rack(self, order: Sequence[Tile]) -> MoveResult:
        """Put the shown rack in a new order; allowed on and off turn, not while paused."""
        if self._state is None or self._visible is None:
            return self._refuse(translate("Controller", "no rack is shown"))
        if self._clock.paused:
            return self._not_now()
        try:
            if self._turn is not None and self._turn.seat == self._visible:
                self._turn.arrange_rack(order)
            else:
                self._state.apply(ArrangeRack(self._visible, tuple(order)))
        except IllegalMove as exc:
            return self._refuse(self._said(exc))
        return self._moved()

    def sort_rack(self, by: str) -> MoveResult:
        """Sort the shown rack "colour" (runs side by side) or "number" (groups)."""
        key = sort_key_colour if by == "colour" else sort_key_number
        return self.arrange_rack(sorted(self.display_rack(), key=key))

    def end_turn(self) -> MoveResult:
        """Done: commit the play (or draw when nothing was played)."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        preferred = self._preferred_order(turn)
        try:
            action = turn.end_turn()
        except IllegalMove as exc:
            return self._refuse(self._said(exc))
        self._after_human(turn.seat, action, preferred)
        return MoveResult(True)

    def draw(self) -> MoveResult:
        """Give up the scratch work and draw a tile (or pass on an empty pool)."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        if turn.draw_and_discard and turn.state.can_draw():
            return self.take_from_pool()
        if turn.draw_and_discard and not turn.state.can_pass():
            return self._refuse(
                translate("Controller", "you have taken your tile: end the turn with a discard")
            )
        preferred = self._preferred_order(turn)
        action = turn.draw()
        self._after_human(turn.seat, action, preferred)
        return MoveResult(True)

    def take_from_pool(self) -> MoveResult:
        """Draw and discard: begin the turn with the pool's top tile; the turn goes on."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        preferred = self._preferred_order(turn)
        try:
            action = turn.take_from_pool()
        except IllegalMove as exc:
            return self._refuse(self._said(exc))
        if turn.state.round_over:  # the last tile ended the round (ends_on_last_draw)
            self._after_human(turn.seat, action, preferred)
            return MoveResult(True)
        self._say(self._describe(turn.seat, action))
        self.turnEnded.emit()
        return self._moved()

    def discard(self, ids: Sequence[int]) -> MoveResult:
        """Draw and discard: end the turn by putting one rack tile onto the own stack."""
        turn = self._my_turn()
        if turn is None:
            return self._not_now()
        if not turn.draw_and_discard:
            return self._refuse(translate("Controller", "these rules have no discard"))
        if len(ids) != 1:
            return self._refuse(translate("Controller", "discard one tile at a time"))
        preferred = self._preferred_order(turn)
        try:
            action = turn.discard(tile(ids[0]))
        except IllegalMove as exc:
            return self._refuse(self._said(exc))
        self._after_human(turn.seat, action, preferred)
        return MoveResult(True)

    def expire_turn(self) -> None:
        """The turn timer ran out: the engine ends or penalises the turn."""
        turn = self._my_turn()
        if turn is None:
            return
        preferred = self._preferred_order(turn)
        action = turn.expire()
        self._say(fill(translate("Controller", "Time is up for %1."), self._seats[turn.seat].name))
        self._after_human(turn.seat, action, preferred, timed_out=True)

    def history(self) -> list[str]:
        """The game's latest log lines (as many as a window shows), one per turn, from its
        saved history, worded as the live log words it."""
        if self._state is None:
            return []
        names = [s.name for s in self._seats]
        return log_lines(self._state.log, names, self.tile_words, last=SHOWN_LINES)

    # -- turn order (the hooks of PlayLoop) ----------------------------------
    def _has_game(self) -> bool:
        return self._state is not None

    def _current_seat(self) -> int:
        assert self._state is not None
        return self._state.current

    def _next_seat(self, seat: int) -> int:
        assert self._state is not None
        return self._state.next_seat(seat)

    def _round_over(self) -> bool:
        return self._state is not None and self._state.round_over

    def _match_over(self) -> bool:
        return self._state is not None and self._state.match_over()

    def _round_result(self) -> object:
        assert self._state is not None
        return self._state.round_score

    def _turn_seconds(self, seat: int) -> int | None:
        assert self._state is not None
        return self._state.rules_for(seat).turn_timer_seconds

    def _deal_next_round(self) -> None:
        assert self._state is not None
        self._state.start_next_round()
        self._drawn = {}
        self._visible = self._sole_human()
        self._changed()
        self.turnEnded.emit()

    def _open_turn(self) -> None:
        assert self._state is not None
        self._turn = Turn(self._state)
        self._hints.token = -1  # a hint still being looked for was someone else's
        self._hints.forget()

    def _turn_open(self) -> bool:
        return self._turn is not None

    def _turn_shown(self) -> None:
        self.problemsChanged.emit(list(self._board.problems))

    def _on_pause(self) -> None:
        self._hints.forget()

    def _time_up(self) -> None:
        self.expire_turn()

    def _close_turn(self) -> None:
        self._turn = None

    def _drop_turn(self) -> None:
        self._turn = None
        self._display = None
        self._steps = []
        self._pending = None
        self._hints.forget()

    def _start_computer(self, seat: int) -> None:
        state = self._state
        assert state is not None
        view = state.view(seat)
        # The same source as headless play: a game decides alike in the window and in selfplay.
        rng = decision_rng(state.seed, state.round_number, state.turn, seat)
        player = self._players[seat]

        def think(cancel: CancelFlag) -> Decision:
            return decide(player, view, rng, cancel)

        self._think(seat, think)

    def _computer_answered(self, result: object) -> None:
        self._computer_chose(result if isinstance(result, Decision) else Decision(result))

    def _computer_failed(self, last_line: str) -> None:
        self._computer_chose(failed(last_line))

    def _hint_unavailable(self) -> str:
        if self._hint_finder is None or self._state is None:
            return translate("Controller", "hints need the solver, which is not installed")
        return ""

    def _hint_job(self) -> Job:
        finder, turn = self._hint_finder, self._turn
        assert finder is not None and self._state is not None and turn is not None
        view = self._state.view(turn.seat)
        self._hints.hint = None
        self._hints.searching = True
        return lambda cancel: finder(view, cancel)

    def _hint_found(self, result: object) -> None:
        turn = self._turn
        if self._phase is Phase.HUMAN and turn is not None:
            self._hint_answered(turn, result)

    def _hint_failed(self) -> None:
        if self._phase is Phase.HUMAN:
            self._hint_lost()

    def _make_hint(self) -> MoveResult:
        hint, turn = self._hints.hint, self._turn
        assert hint is not None and turn is not None
        return self._make_hint_steps(hint, turn)

    def _computer_chose(self, decision: Decision) -> None:
        """Show and then apply the referee's ruling on a computer's decision.

        The same :func:`rule_on` as headless play: a refused or failed choice
        becomes the state's legal default action, so the game always goes on.
        """
        state = self._state
        assert state is not None
        seat = state.current
        ruling = rule_on(state, decision)
        if decision.chosen is None:
            self._say(
                fill(
                    translate("Controller", "%1 could not decide and takes the usual turn."),
                    self._seats[seat].name,
                )
            )
        elif ruling.illegal:
            self._say(
                fill(
                    translate("Controller", "A move by %1 was refused by the rules."),
                    self._seats[seat].name,
                )
            )
        if ruling.illegal:
            print(f"rummy-desktop: seat {seat + 1}: {ruling.illegal}", file=sys.stderr)
        action = ruling.applied
        self._pending = action
        if isinstance(action, Play | Discard):
            self._steps = play_steps(state.table, action.table)
        else:
            self._steps = []
        self._phase = Phase.SHOWING
        self._next_step()

    def _next_step(self) -> None:
        if self._phase is not Phase.SHOWING:
            return
        if self._steps and self.speed_ms > 0:
            self._display = self._steps.pop(0)
            self._changed()
            self._step_timer.start(self.speed_ms)
            return
        action = self._pending
        state = self._state
        assert action is not None and state is not None
        seat = state.current
        self._pending = None
        self._steps = []
        self._display = None
        state.apply(action)
        self._say(self._describe(seat, action), self._describe(seat, action, short=True))
        self.turnEnded.emit()
        if self.speed_ms > 0 and not isinstance(action, Play | Discard) and not state.round_over:
            # Let people see the draw before the next turn starts.
            self._changed()
            self._step_timer.start(self.speed_ms // 2)
            return
        self._changed()
        self._begin_turn()

    def _step_due(self) -> None:
        if self._phase is not Phase.SHOWING:
            return
        if self._pending is not None:
            self._next_step()
        else:
            self._begin_turn()

    def _after_human(
        self, seat: int, action: TurnAction, preferred: list[Tile], *, timed_out: bool = False
    ) -> None:
        state = self._state
        assert state is not None
        self._clock.stop()
        self._turn = None
        self._hints.token = -1
        self._hints.forget()
        drawn = len(state.racks[seat]) - len(preferred)
        self._keep_rack_order(seat, preferred)
        before = {t.id for t in preferred}
        self._drawn[seat] = frozenset(t.id for t in state.racks[seat] if t.id not in before)
        self._say(self._describe(seat, action), self._describe(seat, action, short=True))
        notice = self._notice(seat, action, timed_out, drawn)
        if notice:
            self.noticeGiven.emit(seat, notice)
        if self.next_human_after(seat) != seat:
            self._visible = None
        self.timerChanged.emit(-1)
        self.turnEnded.emit()
        self._begin_turn()

    # -- helpers ------------------------------------------------------------
    def _my_turn(self) -> Turn | None:
        return self._turn if self._on_turn_now() else None

    def _words(self, why: Why) -> str:
        return {
            Why.PAUSED: translate("Controller", "the game is paused: resume it first"),
            Why.COMPUTER_PLAYING: translate("Controller", "wait: the computer is playing"),
            Why.HANDOVER_FIRST: translate("Controller", "click to start your turn first"),
            Why.NOT_ON_TURN: translate("Controller", "it is nobody's turn"),
            Why.NO_HANDOVER: translate("Controller", "no one is waiting to start a turn"),
            Why.NOT_PAUSABLE: translate("Controller", "only a running turn timer can be paused"),
            Why.NOT_PAUSED: translate("Controller", "the game is not paused"),
            Why.BANK_EMPTY: translate("Controller", "there is no time left in your time bank"),
            Why.NO_HINT: translate("Controller", "there is no hint to follow"),
            Why.ROUND_NOT_OVER: translate("Controller", "the round is not over"),
        }[why]

    def _said(self, exc: IllegalMove) -> str:
        """A refused move's reason in the window's language, its tiles in words."""
        return speak_refusal(exc, self.tile_words)

    def _tell_refused(self, reason: str) -> None:
        self.moveRefused.emit(reason)

    def _board_replaced(self) -> None:
        self.stateChanged.emit()

    def _moved(self) -> MoveResult:
        self._follow_hint()
        self._changed()
        self.problemsChanged.emit(list(self._board.problems))
        return MoveResult(True)

    def _preferred_order(self, turn: Turn) -> list[Tile]:
        """The rack order the player arranged, with tiles on the table at the end."""
        return [*turn.rack, *(t for t in turn.state.racks[turn.seat] if t not in turn.rack)]

    def _keep_rack_order(self, seat: int, preferred: list[Tile]) -> None:
        """Keep a person's arrangement after a draw or penalty (the engine appends)."""
        state = self._state
        assert state is not None
        rack = state.racks[seat]
        ids = {t.id for t in rack}
        kept = [t for t in preferred if t.id in ids]
        order = [*kept, *(t for t in rack if t not in kept)]
        if [t.id for t in order] != [t.id for t in rack]:
            state.apply(ArrangeRack(seat, tuple(order)))

    def _say(self, line: str, short: str = "") -> None:
        """A line for the game log and the status bar (with its short form, if any)."""
        self.message.emit(line)
        self.statusLine.emit(line, short or line)

    def _describe(self, seat: int, action: TurnAction, *, short: bool = False) -> str:
        """What a turn did, in words; ``short`` counts a play instead of listing it.

        Told from the turn's public events, as :meth:`history` tells them.
        """
        name = self._seats[seat].name
        state = self._state
        events = last_turn(state.log) if state is not None else []
        if events and events[-1].seat == seat:
            return turn_line(events, name, self.tile_words, short)
        if isinstance(action, Draw):  # pragma: no cover - every turn leaves an event
            return fill(translate("Controller", "%1 drew a tile."), name)
        return fill(translate("Controller", "%1 moved."), name)  # pragma: no cover

    def _notice(self, seat: int, action: TurnAction, timed_out: bool, drawn: int) -> str:
        """What the rules did to a person's turn, when it was not their own choice.

        Spoken to "you" when one person plays against computers (the only
        reader), and with the name in a hot-seat game, phrased so that any
        name (even "You") reads well.
        """
        if not timed_out and not isinstance(action, Penalty):
            return ""
        alone = self._sole_human() == seat
        name = self._seats[seat].name
        if isinstance(action, Penalty):
            if action.reason is PenaltyReason.TIMER:
                text = (
                    translate(
                        "Controller",
                        "Time's up: your tiles went back to your rack and you draw %1.",
                    )
                    if alone
                    else translate(
                        "Controller",
                        "Time's up for %2: the tiles went back to the rack,"
                        " %1 penalty tiles drawn.",
                    )
                )
            else:
                text = (
                    translate(
                        "Controller",
                        "The table was not valid: your tiles went back to your rack"
                        " and you draw %1.",
                    )
                    if alone
                    else translate(
                        "Controller",
                        "Penalty for %2: the table was not valid, the tiles went back to the rack,"
                        " %1 penalty tiles drawn.",
                    )
                )
            return text.replace("%1", str(drawn)).replace("%2", name)
        if isinstance(action, Draw):
            text = (
                translate("Controller", "Time's up: nothing was laid, so you draw a tile.")
                if alone
                else translate("Controller", "Time's up for %1: nothing was laid, a tile drawn.")
            )
        elif isinstance(action, Pass):
            text = (
                translate("Controller", "Time's up: the pool is empty, so you pass.")
                if alone
                else translate("Controller", "Time's up for %1: the pool is empty, a pass.")
            )
        else:
            text = (
                translate("Controller", "Time's up: your valid melds stay on the table.")
                if alone
                else translate("Controller", "Time's up for %1: the valid melds stay on the table.")
            )
        return text.replace("%1", name)


__all__ = [
    "SPEEDS",
    "GameController",
    "MoveResult",
    "Phase",
    "sort_key_colour",
    "sort_key_number",
]

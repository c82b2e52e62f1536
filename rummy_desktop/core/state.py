"""The whole game: pool, racks, table, turns, rounds and the match.

Shaped like OpenSpiel's state: :meth:`GameState.clone`, a legality query
(:meth:`GameState.problems`) and :meth:`GameState.apply`. Every change of the
game goes through ``apply``, and every random choice comes from the seed, so
a seed and a list of actions replay a whole match exactly.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from rummy_desktop.core import wording as words
from rummy_desktop.core.actions import (
    Action,
    ArrangeRack,
    Discard,
    Draw,
    Pass,
    Penalty,
    PenaltyReason,
    Play,
    TurnAction,
)
from rummy_desktop.core.discard import judge_discard_turn, previous_seat
from rummy_desktop.core.errors import IllegalMove, ImpossiblePosition
from rummy_desktop.core.match_moves import MatchMoves
from rummy_desktop.core.move_codec import NEXT_ROUND as NEXT_ROUND
from rummy_desktop.core.move_codec import NextRound as NextRound
from rummy_desktop.core.placing import joker_stands_for
from rummy_desktop.core.referee import (
    Problem,
    ProblemCode,
    TurnCode,
    Verdict,
    first_things_first,
    judge_turn,
)
from rummy_desktop.core.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    MatchEnd,
    PlayDirection,
    PoolExhausted,
    RuleSet,
    StarterChoice,
)
from rummy_desktop.core.scoring import (
    RoundEnd,
    RoundScore,
    rack_value,
    score_going_out,
    score_lowest_wins,
)
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import TILE_COUNT, Tile, full_set, shuffled_set
from rummy_desktop.core.views import EventKind, PlayerView, PublicEvent
from rummy_desktop.core.wording import phrase

HANDICAP_OPTIONS: Final = frozenset({"initial_meld_points", "turn_timer_seconds"})


def _check_handicaps(
    handicaps: Sequence[Mapping[str, Any]] | None, seats: int
) -> tuple[dict[str, Any], ...]:
    if handicaps is None:
        return tuple({} for _ in range(seats))
    if len(handicaps) != seats:
        raise IllegalMove("there must be one handicap entry per player")
    for entry in handicaps:
        unknown = set(entry) - HANDICAP_OPTIONS
        if unknown:
            allowed = ", ".join(sorted(HANDICAP_OPTIONS))
            raise IllegalMove(f"a player's handicap may set only {allowed}, not {sorted(unknown)}")
    return tuple(dict(entry) for entry in handicaps)


LOG_KEPT: Final = 2048
"""Events of finished rounds the log keeps (the newest): more than the 200 lines a
window shows of it. The log grew with the match (5 MB after 500 six-seat rounds,
copied into every view and every copy of the game); the moves keep the whole
match, and a replay rebuilds any round's events from them."""

DEFAULT_NAMES: Final = ("North", "East", "South", "West", "Player 5", "Player 6")


def round_rng(seed: int, round_number: int) -> random.Random:
    """The random source of one round: fixed by the match seed and round alone."""
    return random.Random(f"rummy-desktop/{seed}/{round_number}")


class GameState:
    """A match in progress: the current round's position plus the score table.

    Create one with :meth:`new_match`, or :meth:`from_position` for a set-up
    position (tests, puzzles). Treat attributes as read-only outside ``core``;
    change the game only with :meth:`apply` and :meth:`start_next_round`.
    """

    def __init__(
        self,
        rules: RuleSet,
        names: Sequence[str],
        seed: int,
        *,
        pool: list[Tile],
        racks: list[list[Tile]],
        table: Table,
        current: int,
        melded: list[bool],
        round_number: int = 1,
        round_starter: int | None = None,
        handicaps: Sequence[Mapping[str, Any]] | None = None,
    ) -> None:
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise IllegalMove(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if len(racks) != len(names) or len(melded) != len(names):
            raise ImpossiblePosition("there must be one rack per player")
        self.rules = rules
        self.names: tuple[str, ...] = tuple(names)
        self.handicaps: tuple[dict[str, Any], ...] = _check_handicaps(handicaps, len(names))
        self._seat_rules = tuple(rules.with_options(**h) if h else rules for h in self.handicaps)
        self.seed = seed
        self.pool = pool
        self.racks = racks
        self.table = table
        self.current = current
        self.melded = melded
        self.round_number = round_number
        self.round_starter = current if round_starter is None else round_starter
        self.turn = 1
        self.passes = 0
        self.round_end: RoundEnd | None = None
        self.round_score: RoundScore | None = None
        self.history: list[RoundScore] = []
        self.totals: list[int] = [0] * len(names)
        self.log: list[PublicEvent] = []
        """What everyone saw: this round's events, after the newest :data:`LOG_KEPT` before it."""
        self.actions = MatchMoves()
        """Everything applied since the match began, in order: the game record (finished
        rounds kept packed in their saved form, so a long match stays small)."""
        self.stacks: list[list[Tile]] = [[] for _ in names]
        """Draw and discard: each seat's face-up discard stack, bottom first."""
        self.taken: Tile | None = None
        """Draw and discard: the tile the seat on turn took from the pool this turn."""
        self.check_tiles()

    # -- creation -------------------------------------------------------
    @classmethod
    def new_match(
        cls,
        rules: RuleSet,
        names: Sequence[str],
        seed: int,
        handicaps: Sequence[Mapping[str, Any]] | None = None,
    ) -> GameState:
        """Shuffle, choose the starter and deal the first round.

        Args:
            handicaps: per seat, options that seat plays under instead of the
                table's rules (``initial_meld_points``, ``turn_timer_seconds``),
                so a child can play with 20 points and no timer.
        """
        count = len(names)
        empty: list[list[Tile]] = [[] for _ in range(count)]
        state = cls(
            rules,
            names,
            seed,
            pool=full_set(),
            racks=empty,
            table=Table(),
            current=0,
            melded=[False] * count,
            handicaps=handicaps,
        )
        state._deal_round(1, previous_starter=None)
        return state

    @classmethod
    def from_position(
        cls,
        rules: RuleSet,
        racks: Sequence[Sequence[Tile]],
        table: Table | None = None,
        *,
        pool: Sequence[Tile] | None = None,
        current: int = 0,
        melded: Sequence[bool] | None = None,
        names: Sequence[str] | None = None,
        seed: int = 0,
        handicaps: Sequence[Mapping[str, Any]] | None = None,
        stacks: Sequence[Sequence[Tile]] | None = None,
    ) -> GameState:
        """A position set up by hand; the pool defaults to every tile not placed.

        Args:
            stacks: draw and discard: each seat's stack, bottom first.

        Raises:
            ImpossiblePosition: a tile appears twice, or tiles are missing.
        """
        table = table if table is not None else Table()
        stacked = [t for s in stacks or () for t in s]
        if pool is None:
            placed = {t.id for rack in racks for t in rack} | {t.id for t in table.tiles()}
            placed |= {t.id for t in stacked}
            rng = random.Random(seed)
            rest = [t for t in shuffled_set(rng) if t.id not in placed]
            pool = rest
        count = len(racks)
        pool_left = [t for t in pool if t.id not in {s.id for s in stacked}]
        state = cls(
            rules,
            names if names is not None else DEFAULT_NAMES[:count],
            seed,
            pool=pool_left + stacked,
            racks=[list(r) for r in racks],
            table=table.copy(),
            current=current,
            melded=list(melded) if melded is not None else [False] * count,
            handicaps=handicaps,
        )
        if stacks is not None:
            state.pool = pool_left
            state.stacks = [list(s) for s in stacks]
            state.check_tiles()
        return state

    def clone(self) -> GameState:
        """An independent copy: changing it never changes this state."""
        twin = object.__new__(GameState)
        twin.__dict__.update(self.__dict__)
        twin.pool = list(self.pool)
        twin.racks = [list(r) for r in self.racks]
        twin.table = self.table.copy()
        twin.melded = list(self.melded)
        twin.history = list(self.history)
        twin.totals = list(self.totals)
        twin.log = list(self.log)
        twin.actions = self.actions.copy()
        twin.stacks = [list(s) for s in self.stacks]
        return twin

    # -- queries --------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def round_over(self) -> bool:
        return self.round_score is not None

    def rules_for(self, seat: int) -> RuleSet:
        """The rules ``seat`` plays under: the table's, with its handicaps applied."""
        return self._seat_rules[seat]

    def next_seat(self, seat: int) -> int:
        step = 1 if self.rules.play_direction is PlayDirection.CLOCKWISE else -1
        return (seat + step) % self.players

    def all_tiles(self) -> list[Tile]:
        """Every tile in play: pool, racks, table and (draw and discard) the stacks."""
        return [
            *self.pool,
            *(t for r in self.racks for t in r),
            *self.table.tiles(),
            *(t for s in self.stacks for t in s),
        ]

    def check_tiles(self) -> None:
        """Raise ImpossiblePosition unless exactly the 106 tiles are in play."""
        tiles = self.all_tiles()
        ids = {t.id for t in tiles}
        if len(ids) != len(tiles):
            raise ImpossiblePosition("a tile appears twice in the game")
        if len(ids) != TILE_COUNT:
            raise ImpossiblePosition(f"the game holds {len(ids)} tiles instead of {TILE_COUNT}")

    def problems(self, play: Play) -> list[Problem]:
        """Every reason the current seat may not end its turn with ``play``."""
        return self.judge(play).problems

    def judge(self, play: Play) -> Verdict:
        """The referee's verdict on ``play`` by the current seat, with the table to apply."""
        rack = self.racks[self.current]
        open_tile = self.open_tile()
        usable = [*rack, open_tile] if open_tile is not None else rack
        verdict = judge_turn(
            self.rules_for(self.current),
            self.table,
            play.table,
            usable,
            self.melded[self.current],
        )
        found = verdict.problems
        if open_tile is not None and verdict.table.cell_of(open_tile) is not None:
            on_table = {t.id for t in verdict.table.tiles()}
            if any(t.id not in on_table for t in rack):
                found.append(
                    Problem(
                        ProblemCode.OPEN_TILE_NOT_OUT,
                        phrase(words.OPEN_TILE_NOT_OUT, tile=str(open_tile)),
                    )
                )
                return Verdict(verdict.table, first_things_first(found))
        return verdict

    def open_tile(self) -> Tile | None:
        """The pool's last tile, lying face up, under the ``open_last_tile`` option."""
        if self.rules.open_last_tile and len(self.pool) == 1:
            return self.pool[0]
        return None

    def drawable(self) -> int:
        """How many tiles may still be drawn (the open last tile may not)."""
        if self.rules.open_last_tile:
            return max(0, len(self.pool) - 1)
        return len(self.pool)

    def can_draw(self) -> bool:
        """Whether the seat on turn may draw (draw and discard: take the pool's top) now."""
        return not self.round_over and self.taken is None and self.drawable() > 0

    def can_pass(self) -> bool:
        return not self.round_over and self.taken is None and self.drawable() == 0

    def default_action(self) -> TurnAction:
        """What the seat on turn does when it does not play: draw, or pass.

        Under draw and discard, once the pool's tile is taken, the turn ends by
        discarding that tile again (the last rack tile if it was the only one
        left to discard), which is always legal.
        """
        if self.taken is not None:
            rack = self.racks[self.current]
            return Discard(self.table.copy(), self.taken if self.taken in rack else rack[-1])
        return Draw() if self.can_draw() else Pass()

    # -- draw and discard (RULES.md section 8; the rules are in core/discard.py) --
    def stack_seat(self) -> int:
        """The seat whose stack top the seat on turn may take: the one before it."""
        return previous_seat(self.current, self.players, self.rules.play_direction)

    def stack_top(self) -> Tile | None:
        """The tile the seat on turn may take from a stack now, if any."""
        if not self.rules.draw_and_discard or self.taken is not None or self.round_over:
            return None
        stack = self.stacks[self.stack_seat()]
        return stack[-1] if stack else None

    def discard_problems(self, action: Discard) -> list[Problem]:
        """Every reason the seat on turn may not end its draw-and-discard turn so."""
        if action.from_stack and self.taken is not None:
            # One take a turn: after the pool's top, the stack tile is nobody's to play.
            top = self.stacks[self.stack_seat()][-1:]
            if top:
                tiles = str(top[0])
                return [Problem(ProblemCode.FOREIGN_TILE, phrase(words.FOREIGN_TILES, tiles=tiles))]
        stack_tile = self.stack_top() if action.from_stack else None
        if self.taken is None and stack_tile is None:
            return [Problem(ProblemCode.TILE_NOT_TAKEN, phrase(words.TILE_NOT_TAKEN))]
        return judge_discard_turn(
            self.rules_for(self.current),
            self.table,
            action.table,
            self.racks[self.current],
            self.melded[self.current],
            discard=action.tile,
            stack_tile=stack_tile,
            open_tile=self.open_tile(),
        )

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see, as an independent frozen copy."""
        return PlayerView(
            seat=seat,
            rules=self.rules_for(seat),
            names=self.names,
            rack=tuple(self.racks[seat]),
            table=self.table.copy(),
            rack_sizes=tuple(len(r) for r in self.racks),
            melded=tuple(self.melded),
            pool_size=len(self.pool),
            totals=tuple(self.totals),
            current=self.current,
            round_number=self.round_number,
            turn=self.turn,
            passes=self.passes,
            log=tuple(self.log),
            open_tile=self.open_tile(),
            stacks=tuple(tuple(s) for s in self.stacks),
            taken=self.taken is not None and seat == self.current,
            can_draw=seat == self.current and self.can_draw(),
            can_pass=seat == self.current and self.can_pass(),
        )

    def match_over(self, elapsed_minutes: float = 0.0) -> bool:
        """Whether the match is finished once the current round is over."""
        if not self.round_over:
            return False
        rules = self.rules
        if rules.match_end is MatchEnd.ROUNDS:
            return len(self.history) >= rules.match_rounds
        if rules.match_end is MatchEnd.TARGET_SCORE:
            best = max(self.totals)
            return best >= rules.match_target_score and self.totals.count(best) == 1
        if rules.match_end is MatchEnd.TIME_LIMIT:
            return elapsed_minutes >= rules.match_minutes
        return False

    # -- changing -------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Carry out one action of the current seat (or a rack arrangement).

        Raises:
            IllegalMove: the action is not allowed now; for a play the message
                lists every problem, and the state is unchanged.
        """
        if isinstance(action, ArrangeRack):
            self._arrange(action)
            self.actions.append(action)
            return
        if self.round_over:
            raise IllegalMove("the round is over", code=TurnCode.ROUND_OVER)
        seat = self.current
        if self.rules.draw_and_discard and not isinstance(action, Penalty):
            if self._apply_draw_and_discard(seat, action):
                self.actions.append(action)
                if not self.round_over:
                    self._after_turn()
            else:
                self.actions.append(action)
            return
        if isinstance(action, Draw):
            if self.open_tile() is not None:
                raise IllegalMove(
                    "the last tile lies open: only a player who goes out with it may take it",
                    code=TurnCode.OPEN_TILE_LIES,
                )
            if not self.pool:
                raise IllegalMove("the pool is empty: play or pass", code=TurnCode.POOL_EMPTY)
            self._draw(seat, 1, EventKind.DRAW)
            self.passes = 0
        elif isinstance(action, Pass):
            if self.drawable():
                raise IllegalMove(
                    "you may only pass when the pool is empty; draw instead",
                    code=TurnCode.MUST_DRAW,
                )
            self._log(EventKind.PASS)
            self.passes += 1
        elif isinstance(action, Penalty):
            if action.reason is PenaltyReason.INVALID_TURN and not self.rules.invalid_turn_penalty:
                raise IllegalMove(
                    "these rules have no penalty for an invalid turn",
                    code=TurnCode.NO_PENALTY_RULE,
                )
            if (
                action.reason is PenaltyReason.TIMER
                and self.rules_for(seat).turn_timer_seconds is None
            ):
                raise IllegalMove(
                    f"a timer penalty for {self.names[seat]}, who plays without a turn timer",
                    code=TurnCode.NO_TIMER,
                )
            if self.drawable():
                self._draw(seat, self.rules.penalty_tiles, EventKind.PENALTY)
                self.passes = 0
            else:
                self._log(EventKind.PENALTY)
                self.passes += 1
        elif isinstance(action, Play):
            self._play(seat, action)
        else:  # pragma: no cover - exhaustive over Action
            raise IllegalMove(f"unknown action {action!r}", code=TurnCode.UNKNOWN_ACTION)
        self.actions.append(action)
        if not self.round_over:
            self._after_turn()

    def _apply_draw_and_discard(self, seat: int, action: TurnAction) -> bool:
        """Carry out a turn action under draw and discard; True when the turn ended."""
        if isinstance(action, Draw):
            if self.taken is not None:
                raise IllegalMove(
                    "you took your tile this turn: play, then discard",
                    code=TurnCode.ALREADY_TOOK,
                )
            if not self.drawable():
                raise IllegalMove(
                    "the pool is empty: take the previous player's stack top, or pass",
                    code=TurnCode.POOL_EMPTY,
                )
            self._draw(seat, 1, EventKind.DRAW)
            self.taken = self.racks[seat][-1]
            return False
        if isinstance(action, Pass):
            if self.taken is not None:
                raise IllegalMove(
                    "you took your tile this turn: end it with a discard",
                    code=TurnCode.ALREADY_TOOK,
                )
            if self.drawable():
                raise IllegalMove(
                    "you may only pass when the pool is empty; take a tile instead",
                    code=TurnCode.MUST_DRAW,
                )
            self._log(EventKind.PASS)
            self.passes += 1
            return True
        if isinstance(action, Discard):
            found = self.discard_problems(action)
            if found:
                raise IllegalMove("; ".join(p.message for p in found), code=found[0].code)
            self._discard_turn(seat, action)
            return True
        raise IllegalMove(
            "under draw and discard a turn takes a tile, may play, and discards",
            code=TurnCode.DISCARD_TURN,
        )

    def _discard_turn(self, seat: int, action: Discard) -> None:
        if action.from_stack:
            taken = self.stacks[self.stack_seat()].pop()
            self.racks[seat].append(taken)
            self._log(EventKind.TAKE, played=(taken,))
        on_table = {t.id for t in self.table.tiles()}
        laid = tuple(t for t in action.table.tiles() if t.id not in on_table)
        laid_ids = {t.id for t in laid}
        discard = action.tile
        played = tuple(t for t in laid if discard is None or t.id != discard.id)
        melded_before = self.melded[seat]
        self.pool = [t for t in self.pool if t.id not in laid_ids]
        self.table = action.table.copy()
        self.racks[seat] = [t for t in self.racks[seat] if t.id not in laid_ids]
        if played:
            self.melded[seat] = True
            melds = _melds_holding(self.table, {t.id for t in played})
            self._log(EventKind.PLAY, played=played, melds=melds)
        if discard is not None:
            if discard.id not in laid_ids:
                self.racks[seat] = [t for t in self.racks[seat] if t.id != discard.id]
                self.stacks[seat].append(discard)
            self._log(EventKind.DISCARD, played=(discard,))
        self.passes = 0
        if not self.racks[seat]:
            hand_game = self.rules.hand_game_doubles and not melded_before
            self._end_round(RoundEnd.WENT_OUT, winner=seat, hand_game=hand_game)

    def _arrange(self, action: ArrangeRack) -> None:
        if not 0 <= action.seat < self.players:
            raise IllegalMove(f"there is no seat {action.seat}", code=TurnCode.NO_SUCH_SEAT)
        rack = self.racks[action.seat]
        if sorted(t.id for t in action.order) != sorted(t.id for t in rack):
            raise IllegalMove(
                "a new rack order must hold exactly the tiles of the rack",
                code=TurnCode.NOT_THE_RACK,
            )
        self.racks[action.seat] = list(action.order)

    def _draw(self, seat: int, count: int, kind: EventKind) -> None:
        drawn = [self.pool.pop() for _ in range(min(count, self.drawable()))]
        self.racks[seat].extend(drawn)
        self._log(kind, drawn=len(drawn))
        if not self.drawable() and self.rules.pool_exhausted is PoolExhausted.ENDS_ON_LAST_DRAW:
            self._end_round(RoundEnd.LAST_DRAW)

    def _play(self, seat: int, action: Play) -> None:
        verdict = self.judge(action)
        if verdict.problems:
            raise IllegalMove(
                "; ".join(p.message for p in verdict.problems), code=verdict.problems[0].code
            )
        # The matched table: which copy of a tile was played is the referee's reading.
        action = Play(verdict.table)
        on_table = {t.id for t in self.table.tiles()}
        played = tuple(t for t in action.table.tiles() if t.id not in on_table)
        played_ids = {t.id for t in played}
        stays = {t.id for t in action.table.tiles()}
        won_jokers = [t for t in self.table.tiles() if t.id not in stays]  # to the rack
        won = tuple(won_jokers) + _moved_jokers(self.table, action.table, self.rules)
        melds = _melds_holding(action.table, played_ids)
        melded_before = self.melded[seat]
        self.pool = [t for t in self.pool if t.id not in played_ids]
        self.table = action.table.copy()
        kept = [t for t in self.racks[seat] if t.id not in played_ids]
        self.racks[seat] = kept + won_jokers
        self.melded[seat] = True
        self.passes = 0
        self._log(EventKind.PLAY, played=played, melds=melds, won=won)
        if not self.racks[seat]:
            hand_game = self.rules.hand_game_doubles and not melded_before
            self._end_round(RoundEnd.WENT_OUT, winner=seat, hand_game=hand_game)

    def _after_turn(self) -> None:
        self.taken = None
        if not self.drawable() and self.passes >= self.players:
            self._end_round(RoundEnd.POOL_EXHAUSTED)
            return
        self.current = self.next_seat(self.current)
        self.turn += 1

    def _log(
        self,
        kind: EventKind,
        played: tuple[Tile, ...] = (),
        drawn: int = 0,
        *,
        melds: tuple[tuple[Tile, ...], ...] = (),
        won: tuple[Tile, ...] = (),
    ) -> None:
        self.log.append(
            PublicEvent(self.round_number, self.turn, self.current, kind, played, drawn, melds, won)
        )

    def _end_round(self, how: RoundEnd, winner: int = 0, hand_game: bool = False) -> None:
        values = [rack_value(r, self.rules.joker_penalty) for r in self.racks]
        if how is RoundEnd.WENT_OUT:
            score = score_going_out(winner, values, hand_game)
        else:
            score = score_lowest_wins(values, [len(r) for r in self.racks])
        self.round_end = how
        self.round_score = score
        self.history.append(score)
        self.totals = [a + b for a, b in zip(self.totals, score.scores, strict=True)]

    def start_next_round(self) -> None:
        """Gather the tiles, reshuffle by the seed and deal the next round.

        Raises:
            IllegalMove: the current round is not over.
        """
        if not self.round_over:
            raise IllegalMove("the current round is not over yet", code=TurnCode.ROUND_NOT_OVER)
        self.actions.append(NEXT_ROUND)
        if len(self.log) > LOG_KEPT:
            self.log = self.log[-LOG_KEPT:]
        self._deal_round(self.round_number + 1, previous_starter=self.round_starter)

    def _deal_round(self, round_number: int, previous_starter: int | None) -> None:
        dealt = self.rules.hand_size * self.players
        if dealt > TILE_COUNT:
            raise IllegalMove(
                f"{self.players} racks of {self.rules.hand_size} tiles need {dealt} tiles,"
                f" but the game has only {TILE_COUNT}"
            )
        rng = round_rng(self.seed, round_number)
        pool = shuffled_set(rng)
        self.round_number = round_number
        self.round_starter = self._choose_starter(rng, pool, previous_starter)
        self.table = Table()
        self.racks = [[pool.pop() for _ in range(self.rules.hand_size)] for _ in self.names]
        self.pool = pool
        self.stacks = [[] for _ in self.names]
        self.taken = None
        self.current = self.round_starter
        self.melded = [False] * self.players
        self.turn = 1
        self.passes = 0
        self.round_end = None
        self.round_score = None
        self.check_tiles()

    def _choose_starter(self, rng: random.Random, pool: list[Tile], previous: int | None) -> int:
        choice = self.rules.starter
        if choice is StarterChoice.NEXT_SEAT and previous is not None:
            return self.next_seat(previous)
        if choice is StarterChoice.RANDOM:
            return rng.randrange(self.players)
        # Each contender draws a tile; a joker draws again; ties draw again.
        # The tiles go back and the pool is shuffled once more.
        contenders = list(range(self.players))
        while len(contenders) > 1:
            rng.shuffle(pool)
            draws: dict[int, int] = {}
            spot = 0
            for seat in contenders:
                while pool[spot].is_joker:
                    spot += 1
                draws[seat] = pool[spot].number
                spot += 1
            best = max(draws.values())
            contenders = [s for s in contenders if draws[s] == best]
        rng.shuffle(pool)
        return contenders[0]


def _melds_holding(table: Table, ids: set[int]) -> tuple[tuple[Tile, ...], ...]:
    """The melds of ``table`` that hold one of the tiles ``ids``, as laid out."""
    return tuple(m.tiles for m in table.melds() if any(t.id in ids for t in m.tiles))


def _moved_jokers(before: Table, after: Table, rules: RuleSet) -> tuple[Tile, ...]:
    """Jokers that stay on the table but stand for something else after a play:
    won from their meld and laid again (a won joker)."""
    moved: list[Tile] = []
    for cell, t in before.cells().items():
        if not t.is_joker:
            continue
        new_cell = after.cell_of(t)
        if new_cell is None:
            continue
        was = joker_stands_for(before, cell, rules.max_jokers_per_meld)
        now = joker_stands_for(after, new_cell, rules.max_jokers_per_meld)
        if was is not None and now is not None and not was & now:
            moved.append(t)
    return tuple(moved)

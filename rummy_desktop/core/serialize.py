"""The game record: versioned JSON that replays to the identical state.

A record holds the rules, the seed, the seats and every action in order,
plus a snapshot of the state it should lead to. Loading never trusts the
snapshot: it replays the actions through the referee from the seed and then
demands that the result equals the snapshot, so a truncated, edited or
foreign file is caught and named, never half-loaded. Never pickle: a save
file must not be able to run code.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from rummy_desktop import __version__
from rummy_desktop.core.errors import InvalidRecord, RummyError
from rummy_desktop.core.match_moves import MatchMoves, unpacked_text
from rummy_desktop.core.move_codec import NextRound, compact, text_as_saved
from rummy_desktop.core.move_codec import action_from_json as _action_from_json
from rummy_desktop.core.move_codec import action_to_json as action_to_json
from rummy_desktop.core.move_codec import ids as _ids
from rummy_desktop.core.move_codec import is_int as _is_int
from rummy_desktop.core.move_codec import table_to_json as _table_to_json
from rummy_desktop.core.names import name_problem
from rummy_desktop.core.record_text import MoveText, parse_record
from rummy_desktop.core.rules import RuleSet
from rummy_desktop.core.seat import Seat as Seat  # the record's seats; importable from here
from rummy_desktop.core.state import GameState
from rummy_desktop.core.tiles import format_tiles

FORMAT_VERSION: Final = 1
FORMAT_NAME: Final = "rummy-desktop game record"

FORMAT_1_RULE_OPTIONS: Final = frozenset(
    {
        "preset",
        "hand_size",
        "initial_meld_points",
        "joker_value_in_initial_meld",
        "joker_release",
        "joker_meld_locked",
        "released_joker_new_meld_only",
        "group_joker_release",
        "max_jokers_per_meld",
        "max_tiles_per_turn",
        "pool_exhausted",
        "joker_penalty",
        "invalid_turn_penalty",
        "penalty_tiles",
        "turn_timer_seconds",
        "hand_game_doubles",
        "open_last_tile",
        "starter",
        "play_direction",
        "match_end",
        "match_rounds",
        "match_target_score",
        "match_minutes",
    }
)
"""Every rule option a format-1 record has always held: a record missing one
is refused rather than given the default (``"rules": {}`` must not quietly
drop a preset's timer). Options added later may be missing from older
records and then take their defaults."""

MAX_SEED_BITS: Final = 64
"""Seeds the game draws are 31 or 48 bits; a longer one is an edited file."""

_PLAYER_WORD: Final = re.compile(r"[a-z][a-z0-9_]{0,15}")


PERSON_WORD: Final = "human"
"""A seat's ``"player"`` in a record when a person plays it; any other word is
the computer level (or, at a table server, ``remote``) kept as the seat's level."""


def player_word(seat: Seat) -> str:
    """What a record writes as the seat's ``"player"``: its level, or ``human`` for a person."""
    return PERSON_WORD if seat.level is None else seat.level


MAX_CLOCK_SECONDS: Final = 24 * 60 * 60
"""No saved clock holds more than a day: a larger number is an edit."""


@dataclass(frozen=True, slots=True)
class TurnClock:
    """What the turn clocks hold when a game is saved; not part of the rules' game.

    The time bank and a paused turn live outside the moves (the referee never
    sees a clock), so they are saved beside them and are not checked by the
    replay. A record without them (every record before the time bank) loads
    with none.

    Attributes:
        bank: each seat's time bank seconds left; empty when the game has none.
        paused_seat: the seat whose turn was paused when the game was saved.
        paused_seconds: that turn's seconds left, to go on with after resuming.
        turn_seat: the seat whose timed turn was running when the game was
            saved (the window closed mid-turn); None otherwise.
        turn_seconds: that turn's seconds left: a restart goes on with them
            rather than a full turn.
    """

    bank: tuple[int, ...] = ()
    paused_seat: int | None = None
    paused_seconds: int | None = None
    turn_seat: int | None = None
    turn_seconds: int | None = None

    def to_json(self) -> dict[str, Any]:
        running = (
            {}
            if self.turn_seat is None
            else {"turn_seat": self.turn_seat, "turn_seconds": self.turn_seconds}
        )
        return {
            "bank": list(self.bank),
            "paused_seat": self.paused_seat,
            "paused_seconds": self.paused_seconds,
            **running,
        }

    @property
    def empty(self) -> bool:
        return self == TurnClock()


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole match: enough to rebuild it exactly, and what it should rebuild to."""

    seats: tuple[Seat, ...]
    state: GameState
    clock: TurnClock = TurnClock()

    def to_dict(self) -> dict[str, Any]:
        return {**self.header(), "actions": [action_to_json(a) for a in self.state.actions]}

    def header(self) -> dict[str, Any]:
        """Everything but the actions: the part that is re-written in full on every save."""
        st = self.state
        return {
            "format": FORMAT_NAME,
            "format_version": FORMAT_VERSION,
            "app_version": __version__,
            "rules": st.rules.to_dict(),
            "seed": st.seed,
            "seats": [
                {"name": s.name, "player": player_word(s), "handicap": dict(h)}
                for s, h in zip(self.seats, st.handicaps, strict=True)
            ],
            "state": state_snapshot(st),
            # Only with a time bank or a paused turn: other records keep their exact form.
            **({} if self.clock.empty else {"clock": self.clock.to_json()}),
        }

    def dumps(self) -> str:
        """Compact JSON: a long match's record stays a fraction of the indented size."""
        return RecordWriter().dumps(self)


class RecordWriter:
    """Writes one match's record again and again, encoding each action only once.

    A match's actions only ever grow, and encoding a play (its whole table)
    is the costly part: re-encoding every action on every autosave took a
    third of a second after 40 rounds and seconds after hundreds. Finished
    rounds are kept already encoded by the match itself
    (:class:`~rummy_desktop.core.match_moves.MatchMoves`); the writer keeps
    the text of the current round's actions and encodes only those added
    since the last call. A different game (or any change to earlier actions)
    is noticed by identity and re-encoded from the first difference.
    """

    def __init__(self) -> None:
        self._sources: list[object] = []
        self._encoded: list[str] = []

    def dumps(self, record: GameRecord) -> str:
        return self.text_later(record)()

    def text_later(self, record: GameRecord) -> Callable[[], str]:
        """The record's text, made when called: what reads the game going on (its header,
        its newest moves) is taken now; unpacking the finished rounds and joining the
        megabytes of a long match is left to the caller, a save's worker thread."""
        moves = record.state.actions
        packed = moves.packed_rounds() if isinstance(moves, MatchMoves) else ()
        encoded = list(self.prepare(record))
        head = compact(record.header())

        def text() -> str:
            finished = [unpacked_text(p) for p in packed]
            # One text, built once: a long match's record is megabytes.
            return "".join([head[:-1], ',"actions":[', ",".join([*finished, *encoded]), "]}\n"])

        return text

    def prepare(self, record: GameRecord) -> list[str]:
        """Encode the actions kept as played that are new since the last call; their texts.

        A long match read on a worker is prepared there, so its first save on
        the GUI thread encodes nothing (the rounds kept packed need nothing).
        """
        moves = record.state.actions
        live = moves.live if isinstance(moves, MatchMoves) else tuple(moves)
        if live and self._sources and self._sources[0] is not live[0]:
            # The oldest rounds kept were packed since: their texts are the match's now.
            gone = next((i for i, s in enumerate(self._sources) if s is live[0]), 0)
            del self._sources[:gone], self._encoded[:gone]
        kept = 0
        limit = min(len(live), len(self._sources))
        while kept < limit and live[kept] is self._sources[kept]:
            kept += 1
        del self._sources[kept:], self._encoded[kept:]
        for action in live[kept:]:
            self._sources.append(action)
            self._encoded.append(compact(action_to_json(action)))
        return self._encoded


def new_record_state(
    rules: RuleSet,
    seats: Sequence[Seat],
    seed: int,
    handicaps: Sequence[Mapping[str, Any]] | None = None,
) -> GameState:
    return GameState.new_match(rules, [s.name for s in seats], seed, handicaps)


# -- writing ----------------------------------------------------------------
def state_snapshot(st: GameState) -> dict[str, Any]:
    """The position as plain JSON; also what a loaded record is checked against."""
    return {
        "round": st.round_number,
        "round_starter": st.round_starter,
        "turn": st.turn,
        "current": st.current,
        "passes": st.passes,
        "pool": _ids(st.pool),
        "racks": [_ids(r) for r in st.racks],
        "racks_notation": [format_tiles(r) for r in st.racks],
        "table": _table_to_json(st.table),
        "melded": list(st.melded),
        "totals": list(st.totals),
        "round_scores": [list(r.scores) for r in st.history],
        "round_over": st.round_over,
        # Draw and discard only, so that records of other games keep their exact form.
        **(
            {"stacks": [_ids(s) for s in st.stacks], "taken": st.taken is not None}
            if st.rules.draw_and_discard
            else {}
        ),
    }


# -- reading ----------------------------------------------------------------
Progress = Callable[[int, int], None]
"""Told (moves replayed, moves in all) while a record is replayed; it may raise to stop."""

PROGRESS_EVERY: Final = 100
"""Moves replayed between two words of progress: often enough for a bar, cheap to tell."""


def loads(text: str, progress: Progress | None = None) -> GameRecord:
    """Read a record from JSON text, replaying and checking everything.

    ``progress`` is told how far the replay is, every :data:`PROGRESS_EVERY`
    moves and at the end (a long match takes seconds: a window shows a bar).

    Raises:
        InvalidRecord: with a message naming what is wrong.
    """
    try:
        # an editor's byte-order mark; each move kept in the text until its turn comes
        data = parse_record(text.removeprefix("\ufeff"))
    except json.JSONDecodeError as exc:
        raise InvalidRecord(
            f"the file is not valid JSON (line {exc.lineno}, column {exc.colno}):"
            " it may be truncated or damaged"
        ) from None
    except RecursionError:
        raise InvalidRecord("the file is nested too deeply to be a saved game") from None
    except ValueError:  # a number of thousands of digits
        raise InvalidRecord("the file holds a number too long to be in a saved game") from None
    return from_dict(data, progress)


def from_dict(data: Any, progress: Progress | None = None) -> GameRecord:
    """Rebuild a record from parsed JSON; see :func:`loads`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise InvalidRecord("this is not a rummy-desktop saved game")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise InvalidRecord("the saved game has no valid format_version")
    if version > FORMAT_VERSION:
        raise InvalidRecord(
            f"this game was saved by a newer version of the game (format {version}); "
            f"this version reads format {FORMAT_VERSION} and older"
        )
    if version < 1:
        raise InvalidRecord(f"unknown saved-game format {version}")
    rules = _rules(_field(data, "rules", dict))
    seed = _field(data, "seed", int)
    if seed.bit_length() > MAX_SEED_BITS:
        raise InvalidRecord(f"the saved game's seed is longer than {MAX_SEED_BITS} bits")
    raw_seats = _field(data, "seats", list)
    seats = tuple(_seat(s) for s in raw_seats)
    handicaps = [_handicap(s) for s in raw_seats]
    try:
        state = GameState.new_match(rules, [s.name for s in seats], seed, handicaps)
    except (RummyError, ValueError) as exc:
        raise InvalidRecord(f"the saved game cannot be set up: {exc}") from None
    actions = _field(data, "actions", list)
    for number, raw in enumerate(actions, start=1):
        if progress is not None and number % PROGRESS_EVERY == 0:
            progress(number, len(actions))
        written = None
        if isinstance(raw, MoveText):
            actions[number - 1] = None  # replayed: its text can go
            raw, written = raw.parsed_with_text()
        try:
            action = _action_from_json(raw)
            if isinstance(action, NextRound):
                state.start_next_round()
            else:
                state.apply(action)
        except RummyError as exc:
            raise InvalidRecord(f"move {number} of the saved game is not allowed: {exc}") from None
        if written is not None and written == text_as_saved(action, raw):
            state.actions.saved_as(written)  # a finished round keeps the file's text
    if progress is not None:
        progress(len(actions), len(actions))
    expected = _field(data, "state", dict)
    actual = state_snapshot(state)
    for key, value in actual.items():
        if expected.get(key) != value:
            raise InvalidRecord(
                f"the saved position does not match its moves ({key} differs): "
                "the file was edited or damaged"
            )
    return GameRecord(seats, state, clock_from_json(data.get("clock"), len(seats)))


def clock_from_json(raw: Any, players: int) -> TurnClock:
    """The saved clocks, checked; none when the record has none (older records).

    Every family's saves keep their clocks in this form and read them here.

    Raises:
        InvalidRecord: naming what is wrong (a bank for other seats, impossible seconds).
    """
    if raw is None:
        return TurnClock()
    if not isinstance(raw, dict):
        raise InvalidRecord("the saved clock is not readable")
    bank, seat, seconds = raw.get("bank", []), raw.get("paused_seat"), raw.get("paused_seconds")
    if not isinstance(bank, list) or len(bank) not in (0, players):
        raise InvalidRecord("the saved time bank does not have one entry per seat")
    if not all(_is_int(b) and 0 <= b <= MAX_CLOCK_SECONDS for b in bank):
        raise InvalidRecord("the saved time bank holds an impossible number of seconds")
    if (seat is None) != (seconds is None):
        raise InvalidRecord("the saved paused turn is missing its seat or its seconds")
    if seat is not None and not (_is_int(seat) and 0 <= seat < players):
        raise InvalidRecord("the saved paused turn names no seat of the game")
    if seconds is not None and not (_is_int(seconds) and 0 <= seconds <= MAX_CLOCK_SECONDS):
        raise InvalidRecord("the saved paused turn holds an impossible number of seconds")
    running, left = raw.get("turn_seat"), raw.get("turn_seconds")
    if (running is None) != (left is None):
        raise InvalidRecord("the saved running turn is missing its seat or its seconds")
    if running is not None and not (_is_int(running) and 0 <= running < players):
        raise InvalidRecord("the saved running turn names no seat of the game")
    if left is not None and not (_is_int(left) and 0 <= left <= MAX_CLOCK_SECONDS):
        raise InvalidRecord("the saved running turn holds an impossible number of seconds")
    return TurnClock(tuple(bank), seat, seconds, running, left)


def _field(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InvalidRecord(f"the saved game's {name!r} is missing or has the wrong type")
    return value


def _rules(raw: Mapping[str, Any]) -> RuleSet:
    """The saved rules, every option present and of its own type before any is built."""
    missing = sorted(FORMAT_1_RULE_OPTIONS - set(raw))
    if missing:
        raise InvalidRecord(f"the saved rules are missing {missing[0]!r}")
    for name, value in raw.items():
        _check_option_type(name, value, "the saved rules")
    try:
        return RuleSet.from_dict(raw)
    except (RummyError, ValueError) as exc:
        raise InvalidRecord(f"the saved rules are not valid: {exc}") from None


_OPTION_TYPES: Final[dict[str, str]] = {f.name: str(f.type) for f in dataclasses.fields(RuleSet)}
"""Each rule option's annotation (``int``, ``int | None``, ``bool``, an enum name)."""


def _check_option_type(name: str, value: Any, where: str) -> None:
    """Refuse a saved option whose JSON type is not the one the game writes.

    The game writes numbers as numbers, switches as true/false and choices
    as text, so ``"²"`` or ``"--5"`` where a number belongs is an edit.
    """
    kind = _OPTION_TYPES.get(name)
    if kind is None:
        return  # unknown names are refused by name by RuleSet.from_dict
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if kind == "int":
        ok = is_int
    elif kind == "int | None":
        ok = is_int or value is None
    elif kind == "bool":
        ok = isinstance(value, bool)
    else:  # text: the preset's name or one of an enum's choices
        ok = isinstance(value, str)
    if not ok:
        shown = repr(value) if len(repr(value)) <= 30 else repr(value)[:30] + "…"
        raise InvalidRecord(f"{where}: {name} has a value of the wrong kind ({shown})")


def _seat(raw: Any) -> Seat:
    if not isinstance(raw, dict):
        raise InvalidRecord("a seat in the saved game is not readable")
    name, player = raw.get("name"), raw.get("player")
    if not isinstance(name, str):
        raise InvalidRecord("a seat in the saved game has no name")
    problem = name_problem(name)
    if problem is not None:
        raise InvalidRecord(f"a seat in the saved game: {problem}")
    if not isinstance(player, str) or not _PLAYER_WORD.fullmatch(player):
        raise InvalidRecord(
            f"the seat of {name!r} does not say who plays it ('player' is missing or not"
            " 'human' or a computer level)"
        )
    return Seat(name, None if player == PERSON_WORD else player)


def _handicap(raw: Mapping[str, Any]) -> dict[str, Any]:
    if "handicap" not in raw:
        raise InvalidRecord("a seat in the saved game has no 'handicap'")
    handicap = raw["handicap"]
    if not isinstance(handicap, dict):
        raise InvalidRecord("a seat's handicap in the saved game is not readable")
    for name, value in handicap.items():
        _check_option_type(name, value, "a seat's handicap")
    return handicap

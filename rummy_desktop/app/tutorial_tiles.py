"""The tile-rummy tutorial: nine steps on scripted deals, played on the real controller.

The deals (racks, table, who has melded, the pool's next tiles) live in
``resources/tutorial/tiles.json``; the words live here, so Qt's translation
tools find them. Every step loads its own deal into a
:class:`~rummy_desktop.app.controller.GameController` of its own (the
tutorial never shares the window's game, so it cannot touch the autosave,
the statistics or "continue last game"), and the referee judges every move
exactly as in a real game. A step only adds what the lesson asks on top of
the referee's verdict ("this is a group, the step asks for a run").

The steps, in order: a run, a group, an initial meld of 29 (refused, and
why), drawing, an initial meld of 35, adding to a meld, splitting a run,
winning a joker under the classic rule, going out.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from rummy_desktop.ai.base import CancelFlag
from rummy_desktop.app.board import Phase
from rummy_desktop.app.controller import GameController
from rummy_desktop.app.i18n import translate
from rummy_desktop.app.play_words import TileWords
from rummy_desktop.app.rule_speech import speak
from rummy_desktop.app.seats import Seat
from rummy_desktop.app.tutorial import Judgement, Mood
from rummy_desktop.core.actions import Draw, Pass, TurnAction
from rummy_desktop.core.melds import MeldKind, check_meld
from rummy_desktop.core.referee import Problem, ProblemCode
from rummy_desktop.core.rules import RuleSet, preset
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table import Table
from rummy_desktop.core.tiles import Colour, Tile, TileAllocator, full_set, parse_kinds, parse_tiles
from rummy_desktop.core.turn import Turn
from rummy_desktop.core.views import PlayerView

DEALS_FILE: Final = "tutorial/tiles.json"
LEARNER: Final = 0
OPPONENT_LEVEL: Final = "tutorial"
MELD_GAP: Final = 2
"""Free cells between two melds of a line, so a tile added at an end never
closes the gap to the next meld."""


class TutorialOpponent:
    """The tutorial's other seat: it always draws, so the lesson's table stays as taught."""

    level = OPPONENT_LEVEL

    def choose(self, view: PlayerView, rng: random.Random, cancel: CancelFlag) -> TurnAction:
        cancel.check()
        return Draw() if view.pool_size else Pass()


def tutorial_controller() -> GameController:
    """A controller of the tutorial's own: no hints, the drawing opponent, no timer."""
    controller = GameController(player_factory=lambda _level: TutorialOpponent())
    controller.set_speed("instant")
    return controller


@dataclass(frozen=True, slots=True)
class Deal:
    """One scripted position of the tutorial, read from the deals file.

    Attributes:
        rack: the learner's rack, in the order shown.
        opponent: the other seat's rack.
        table: lines of melds in notation, laid on every other row.
        melded: who has made the initial meld.
        draws: the pool's next tiles, first drawn first.
    """

    rack: str
    opponent: str
    table: tuple[str, ...] = ()
    melded: tuple[bool, bool] = (False, False)
    draws: str = ""

    def state(self, rules: RuleSet, names: Sequence[str]) -> GameState:
        """The game at this position, the learner on turn; the same every time."""
        alloc = TileAllocator()
        table = Table()
        for line, text in enumerate(self.table):
            column = 1  # room to add before the first meld
            for meld in text.split("|"):
                for offset, t in enumerate(alloc.take_all(parse_kinds(meld))):
                    table.place(t, (2 * line, column + offset))
                column += len(parse_kinds(meld)) + MELD_GAP
        rack = parse_tiles(self.rack, alloc)
        other = parse_tiles(self.opponent, alloc)
        draws = parse_tiles(self.draws, alloc)
        used = {t.id for t in [*table.tiles(), *rack, *other, *draws]}
        rest = [t for t in full_set() if t.id not in used]
        return GameState.from_position(
            rules,
            [rack, other],
            table,
            pool=[*rest, *reversed(draws)],  # the pool is drawn from its end
            melded=list(self.melded),
            names=list(names),
            seed=0,
        )


@dataclass(frozen=True, slots=True)
class Deals:
    """The rules and the scripted deals of the tile tutorial."""

    rules: RuleSet
    deals: dict[str, Deal] = field(default_factory=dict)

    @classmethod
    def from_json(cls, text: str) -> Deals:
        """Read the deals file.

        Raises:
            ValueError: the text is not a deals file (a broken installation).
        """
        data: Any = json.loads(text)
        try:
            given = data["rules"]
            rules = preset(given["preset"]).with_options(**given.get("options", {}))
            deals = {
                name: Deal(
                    rack=d["rack"],
                    opponent=d["opponent"],
                    table=tuple(d.get("table", ())),
                    melded=(bool(d["melded"][0]), bool(d["melded"][1])),
                    draws=d.get("draws", ""),
                )
                for name, d in data["deals"].items()
            }
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"the tutorial's deals file is damaged: {exc!r}") from None
        return cls(rules, deals)

    @classmethod
    def bundled(cls) -> Deals:
        """The deals shipped with the game.

        Raises:
            ResourceNotFound: the file is missing from the installation.
        """
        from rummy_desktop.app.resources import resource_path

        return cls.from_json(Path(resource_path(DEALS_FILE)).read_text(encoding="utf-8"))


def say_problem(problem: Problem, tile_words: TileWords) -> str:
    """The referee's reason in the window's language, its tiles named as on screen."""
    return speak(problem.words, tile_words)


Goal = Callable[[Turn], str | None]
"""What the lesson asks beyond the referee: None when met, else why not."""


def _melds_holding(turn: Turn, tiles: Sequence[Tile]) -> list[frozenset[int]]:
    wanted = {t.id for t in tiles}
    return [
        frozenset(t.id for t in m.tiles)
        for m in turn.table.melds()
        if wanted & {t.id for t in m.tiles}
    ]


def _kinds_of(turn: Turn, want: MeldKind) -> int:
    """How many melds laid from the rack this turn are of kind ``want``."""
    own = {t.id for t in turn.played()}
    count = 0
    for meld in turn.table.melds():
        check = check_meld(meld.kinds, turn.state.rules.max_jokers_per_meld)
        if check.valid and check.kind is want and own & {t.id for t in meld.tiles}:
            count += 1
    return count


def _goal_run(turn: Turn) -> str | None:
    if _kinds_of(turn, MeldKind.RUN):
        return None
    return translate(
        "Tutorial",
        "That is a valid meld, but not a run. A run is one colour, numbers in a row: "
        "use your red 9, 10 and 11.",
    )


def _goal_group(turn: Turn) -> str | None:
    if _kinds_of(turn, MeldKind.GROUP):
        return None
    return translate(
        "Tutorial",
        "That is a valid meld, but not a group. A group is one number in different "
        "colours: use your three 10s.",
    )


def _goal_added(turn: Turn) -> str | None:
    start = {t.id for t in turn.start_table().tiles()}
    for meld in _melds_holding(turn, turn.played()):
        if not meld & start:
            return translate(
                "Tutorial",
                "You laid a new meld. This step asks you to add your tile to a meld "
                "that is already on the table.",
            )
    return None


def _goal_split(turn: Turn) -> str | None:
    orange = [m for m in turn.table.melds() if all(t.colour is Colour.ORANGE for t in m.tiles)]
    if sum(1 for m in orange if any(t.number == 8 for t in m.tiles)) >= 2:
        return None
    return translate(
        "Tutorial",
        "This step asks you to split the orange run so that both halves hold an orange 8.",
    )


def _goal_joker(turn: Turn) -> str | None:
    if any(t.colour is Colour.BLACK and t.number == 8 for t in turn.played()):
        return None
    return translate(
        "Tutorial",
        "The joker is won only by the tile it stands for: drop your black 8 right onto the joker.",
    )


def _goal_out(turn: Turn) -> str | None:
    if not turn.rack:
        return None
    return translate("Tutorial", "You still have tiles on your rack: play them all to go out.")


class TileStep:
    """One step of the tile tutorial, bound to the tutorial's controller.

    Args:
        key: the step's name.
        controller: the tutorial's own game.
        deals: where the step's position comes from.
        deal: the name of the step's deal.
        title: the step's title, translated when shown.
        instruction: what to do, translated when shown.
        goal: what the lesson asks of a play beyond the referee (None: any
            play the referee accepts).
        praise: said when the step is met.
        teaches: the closing intent this step is about ("done" or "draw").
        keeps_game: when the step before was met, play on in its game
            instead of dealing afresh (its drawn tile keeps its mark).
        marks: the rack tiles the step is about, marked on the rack.
        explains: the referee's reasons this step is about, said before any other.
    """

    def __init__(
        self,
        key: str,
        controller: GameController,
        deals: Deals,
        deal: str,
        *,
        title: Callable[[], str],
        instruction: Callable[[], str],
        praise: Callable[[], str],
        goal: Goal | None = None,
        teaches: str = "done",
        keeps_game: bool = False,
        marks: str = "",
        explains: tuple[ProblemCode, ...] = (),
    ) -> None:
        self.key = key
        self.controller = controller
        self.deals = deals
        self.deal = deal
        self._title = title
        self._instruction = instruction
        self._praise = praise
        self.goal = goal
        self.teaches = teaches
        self.keeps_game = keeps_game
        self.marks = parse_kinds(marks)
        self.explains = explains

    def title(self) -> str:
        return self._title()

    def instruction(self) -> str:
        return self._instruction()

    def marked(self, rack: Sequence[Tile]) -> set[int]:
        """The tiles of ``rack`` to mark: the ones this step is about, one per kind."""
        wanted = list(self.marks)
        found: set[int] = set()
        for t in rack:
            if t.kind in wanted:
                wanted.remove(t.kind)
                found.add(t.id)
        return found

    def begin(self, continuing: bool) -> None:
        playing = self.controller.phase in (Phase.HUMAN, Phase.THINKING, Phase.SHOWING)
        if continuing and self.keeps_game and playing:
            return  # the game goes on; Sam's turn hands it back to the learner
        names = [translate("Tutorial", "You"), translate("Tutorial", "Sam")]
        state = self.deals.deals[self.deal].state(self.deals.rules, names)
        self.controller.new_game(state, [Seat(names[0]), Seat(names[1], OPPONENT_LEVEL)])

    def _first(self, problems: Sequence[Problem]) -> Problem:
        """The reason to say: one this step is about, else the referee's first."""
        for problem in problems:
            if problem.code in self.explains:
                return problem
        return problems[0]

    def _turn(self) -> Turn | None:
        c = self.controller
        return c.turn if c.phase is Phase.HUMAN and c.turn is not None else None

    def watch(self) -> Judgement | None:
        """The referee's first reason while the table is not valid; a nudge once it is."""
        turn = self._turn()
        if turn is None or not turn.is_changed():
            return None
        problems = [p for p in turn.problems() if p.code is not ProblemCode.NOTHING_PLAYED]
        if problems:
            return Judgement(
                False,
                translate("Tutorial", "Not yet: %1").replace(
                    "%1", say_problem(self._first(problems), self.controller.tile_words)
                ),
                Mood.WAIT,
            )
        if self.teaches != "done":
            return None
        return Judgement(
            False,
            translate("Tutorial", "Every meld is valid. Press Done."),
            Mood.GOOD,
        )

    def attempt(self, intent: str) -> Judgement:
        turn = self._turn()
        if turn is None:
            return Judgement(False)
        if intent != self.teaches:
            return Judgement(False, self._not_now(intent), Mood.WRONG)
        if intent == "draw":
            result = self.controller.draw()
            if not result.ok:
                return Judgement(False, result.reason, Mood.WRONG)
            return Judgement(True, self._praise())
        problems = turn.problems()
        if problems:
            return Judgement(
                False,
                translate("Tutorial", "The referee says: %1").replace(
                    "%1", say_problem(self._first(problems), self.controller.tile_words)
                ),
                Mood.WRONG,
            )
        if self.goal is not None:
            why = self.goal(turn)
            if why is not None:
                return Judgement(False, why, Mood.WRONG)
        result = self.controller.end_turn()
        if not result.ok:
            return Judgement(False, result.reason, Mood.WRONG)
        return Judgement(True, self._praise())

    def _not_now(self, intent: str) -> str:
        if intent == "draw":
            return translate(
                "Tutorial",
                "Not now: drawing would end your turn, and this step wants you to play. "
                "Follow the steps on the right, then press Done.",
            )
        return translate(
            "Tutorial", "Not Done this time: this step is about drawing. Press Draw a tile."
        )


class InitialMeldTry(TileStep):
    """Step 3: lay 29 points as a first play and see the referee refuse it."""

    def watch(self) -> Judgement | None:
        turn = self._turn()
        if turn is None or not turn.is_changed():
            return None
        problems = turn.problems()
        short = [p for p in problems if p.code is ProblemCode.INITIAL_MELD_SHORT]
        if short and len(problems) == 1 and len(turn.played()) >= 7:
            return Judgement(
                True,
                translate("Tutorial", "The referee says: %1").replace(
                    "%1", say_problem(short[0], self.controller.tile_words)
                ),
                Mood.WRONG,
            )
        return super().watch()

    def attempt(self, intent: str) -> Judgement:
        if intent == "done" and self._turn() is not None:
            return Judgement(
                False,
                translate(
                    "Tutorial",
                    "First lay both melds: the red run 2 3 4 5 and the group of three 5s.",
                ),
                Mood.WRONG,
            )
        return super().attempt(intent)


def tile_steps(controller: GameController, deals: Deals | None = None) -> list[TileStep]:
    """The nine steps of the tile tutorial, on ``controller``."""
    d = deals if deals is not None else Deals.bundled()

    def step(key: str, deal: str, **kwargs: Any) -> TileStep:
        return TileStep(key, controller, d, deal, **kwargs)

    return [
        step(
            "run",
            "run",
            marks="R9 R10 R11",
            title=lambda: translate("Tutorial", "Make a run"),
            instruction=lambda: translate(
                "Tutorial",
                "A run is three or more tiles of one colour with numbers in a row. "
                "Drag your red 9, 10 and 11 (marked in green) from your rack onto the "
                "table, one by one, side by side. Then press Done.",
            ),
            praise=lambda: translate("Tutorial", "Well done: that is a run."),
            goal=_goal_run,
        ),
        step(
            "group",
            "group",
            marks="K10 O10 B10",
            title=lambda: translate("Tutorial", "Make a group"),
            instruction=lambda: (
                translate(
                    "Tutorial",
                    "A group is three or four tiles of the same number, each in another colour. "
                    "Drag your black, orange and blue 10 onto the table, side by side. "
                    "Then press Done.",
                )
                + " "
                + translate(
                    "Tutorial",
                    "Faster: Ctrl-click the three tiles to pick them all, then drag one of them, "
                    "and they go together.",
                )
            ),
            praise=lambda: translate("Tutorial", "Well done: that is a group."),
            goal=_goal_group,
        ),
        InitialMeldTry(
            "initial_meld",
            controller,
            d,
            "meld29",
            marks="R2 R3 R4 R5 K5 B5 O5",
            title=lambda: translate("Tutorial", "The initial meld"),
            instruction=lambda: translate(
                "Tutorial",
                "Your first play in a game is your initial meld. Try it: drag your red "
                "2, 3, 4 and 5 onto the table as a run, and your black, blue and orange 5 "
                "as a group. Then read what the referee says below.",
            ),
            praise=lambda: "",
        ),
        step(
            "draw",
            "meld29",
            title=lambda: translate("Tutorial", "Draw a tile"),
            instruction=lambda: translate(
                "Tutorial",
                "Your melds are worth 2+3+4+5 and 5+5+5: 29 points. The initial meld must "
                "be worth 30 or more, and no other tile of yours helps. When you cannot "
                "play, you draw one tile from the pool and your turn ends. "
                "Press Draw a tile: your tiles go back to your rack.",
            ),
            praise=lambda: translate("Tutorial", "You drew the red 6."),
            teaches="draw",
            keeps_game=True,
        ),
        step(
            "initial_meld_35",
            "meld35",
            marks="R2 R3 R4 R5 R6 K5 B5 O5",
            title=lambda: translate("Tutorial", "The initial meld, again"),
            instruction=lambda: (
                translate(
                    "Tutorial",
                    "Sam drew a tile, and it is your turn again. With the red 6 your run "
                    "2 3 4 5 6 and the group of 5s are worth 35 points. Lay them both, "
                    "then press Done.",
                )
                + " "
                + translate(
                    "Tutorial",
                    "In a game, Sort by colour (Ctrl+1) puts the tiles of a run side by side, "
                    "and Sort by number (Ctrl+2) those of a group.",
                )
            ),
            keeps_game=True,
            praise=lambda: translate(
                "Tutorial",
                "35 points: your initial meld is made. From now on you may use the "
                "table's tiles too.",
            ),
        ),
        step(
            "add",
            "add",
            marks="R7",
            title=lambda: translate("Tutorial", "Add to a meld"),
            instruction=lambda: translate(
                "Tutorial",
                "A few turns later. After your initial meld you may add tiles to any meld "
                "on the table. "
                "Drop your red 7 just right of the red run (after the red 6). "
                "Then press Done.",
            ),
            praise=lambda: translate("Tutorial", "Well done: the run grew by one tile."),
            goal=_goal_added,
        ),
        step(
            "split",
            "split",
            marks="O8",
            title=lambda: translate("Tutorial", "Split a run"),
            instruction=lambda: translate(
                "Tutorial",
                "Sam laid an orange run. Your orange 8 belongs in its middle, where an 8 "
                "already is. Split the run: drag the orange 9 and then the orange 10 to an empty "
                "row below, side by side. Drop your orange 8 just left of the 9. "
                "Then press Done.",
            ),
            praise=lambda: translate(
                "Tutorial", "Well done: one run became two, and your 8 is in."
            ),
            goal=_goal_split,
        ),
        step(
            "joker",
            "joker",
            marks="K8 R10 R11",
            explains=(ProblemCode.JOKER_NOT_RELEASED, ProblemCode.JOKER_MELD_LOCKED),
            title=lambda: translate("Tutorial", "Win a joker"),
            instruction=lambda: translate(
                "Tutorial",
                "Sam laid a black run with a joker, which stands for the black 8. Under "
                "the classic rules you win a joker by putting the tile it stands for, from "
                "your rack, in its place: drop your black 8 right onto the joker. The joker "
                "moves aside and must be played this turn: drop your red 10 and 11 next to "
                "it. Then press Done.",
            ),
            praise=lambda: translate("Tutorial", "Well done: you won the joker and used it."),
            goal=_goal_joker,
        ),
        step(
            "out",
            "out",
            marks="R1 K10",
            title=lambda: translate("Tutorial", "Go out"),
            instruction=lambda: (
                translate(
                    "Tutorial",
                    "Two tiles left! Empty your rack to win the round. Put your red 1 "
                    "before the red 2, and your black 10 after the black 9. Then press Done.",
                )
                + " "
                + translate(
                    "Tutorial",
                    "Not sure whether you can play? In a game, Hint (Ctrl+H) shows a good play "
                    "step by step, to you alone. Pause (Ctrl+P) stops the turn timer and covers "
                    "the board when you need a break.",
                )
            ),
            praise=lambda: translate("Tutorial", "You went out and won the round!"),
            goal=_goal_out,
        ),
    ]

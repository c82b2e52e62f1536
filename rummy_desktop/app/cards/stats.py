"""Feeds finished rounds and matches of a card game into the statistics.

A card match is recorded under its own game (its preset, ``"rummy51"``...),
apart from the tile games, so a person's tile figures never change because
they played cards. The statistics count higher as better; in the penalty
games (Rummy 30 and 51, where the lowest total wins) the penalty points are
therefore recorded below zero, so a best round and a good match read the
same way in every game. A match whose win is shared (CARD_RULES.md 8.8,
8.9) is finished like any other, won by each seat sharing it: left open it
would count for nobody, and as a draw it would hide who lost. The write runs
on the statistics worker thread, as for tiles
(:class:`~rummy_desktop.app.stats_recorder.StatsWriter`).
"""

from __future__ import annotations

from datetime import datetime

from rummy_desktop.app.cards.board import CardRoundEnd
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.seats import HUMAN
from rummy_desktop.app.stats import SeatInfo, StatsDB
from rummy_desktop.app.stats_recorder import StatsWriter


def card_match_key(game: str, seed: int, names: tuple[str, ...]) -> str:
    """The card match's identity: a resumed match has the same, so rounds count once."""
    return f"cards:{seed}:{game}:{','.join(names)}"


class CardStatsRecorder(StatsWriter):
    """Records every round end (and the match end) of a card controller's games."""

    def __init__(
        self,
        controller: CardController,
        db: StatsDB | None,
        clock: type[datetime] = datetime,
    ) -> None:
        super().__init__(controller, db, clock)
        self.controller = controller
        controller.roundEnded.connect(self._on_round_end)

    def _on_round_end(self, summary: object) -> None:
        if self.db is None or not isinstance(summary, CardRoundEnd):
            return
        game = self.controller.game_copy()
        if game is None:
            return
        sign = -1 if summary.low_wins else 1
        seats = [SeatInfo(s.name, s.level or HUMAN) for s in self.controller.seats]
        preset = summary.preset
        key = card_match_key(preset, game.seed, summary.names)
        number = len(summary.history)
        scores = [sign * change for change in summary.changes]
        totals = [sign * total for total in summary.totals]
        out, winner, winners = summary.out, summary.winner, summary.winners
        over = summary.match_over
        now = self._clock.now()

        def write(db: StatsDB) -> None:
            db.record_round(key, seats, preset, number, scores, out, now, game=preset)
            if over:
                db.finish_match(key, totals, winner, now, shared=winners)

        self.submit(write)

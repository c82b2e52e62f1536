"""The card games' side of the finished-games shelf: their record and their shelver.

The shelf itself (:mod:`rummy_desktop.app.finished_games`) keeps tile and card
games alike; what only a card window needs lives here, so that a tile window
(and the program's start) does not load the card games.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import datetime

from rummy_desktop.app.cards.board import CardPhase
from rummy_desktop.app.cards.controller import CardController
from rummy_desktop.app.cards.saves import levels_of
from rummy_desktop.app.finished_games import FinishedGames, Shelver
from rummy_desktop.cards.core.serialize import dumps as card_dumps
from rummy_desktop.cards.core.state import CardGame


def card_shelf_text(game: CardGame, levels: Sequence[str]) -> str:
    """A card game's record for the shelf: its header before its moves, compact.

    The card record writes its moves before the final position; the shelf
    lists a game from its header alone (:data:`HEADER_BYTES`), so the moves
    go last here. Key order means nothing to the loader.
    """
    record = json.loads(card_dumps(game, levels))
    actions = record.pop("actions")
    record["actions"] = actions
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


class CardGameShelver(Shelver):
    """Puts every card match the card controller finishes on the shelf.

    Args:
        controller: the card games to watch.
        shelf: where finished games go now; None keeps none.
    """

    def __init__(
        self,
        controller: CardController,
        shelf: Callable[[], FinishedGames | None],
        clock: type[datetime] = datetime,
    ) -> None:
        super().__init__(controller, self._record, shelf, clock)
        self.controller = controller
        controller.gameStarted.connect(lambda: self._set_played(False))
        controller.actionPlayed.connect(lambda: self._set_played(True))
        controller.roundEnded.connect(self._on_round_end)

    def _record(self) -> str | None:
        game = self.controller.game_copy()
        return card_shelf_text(game, levels_of(self.controller.seats)) if game is not None else None

    def _on_round_end(self, _summary: object) -> None:
        if self.controller.board.phase is CardPhase.MATCH_OVER:
            self._shelve()

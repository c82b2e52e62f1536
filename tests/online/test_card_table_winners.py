"""The card table's game-over report says who won as selfplay does: ``winner`` and ``winners``."""

from __future__ import annotations

from tests.online.test_card_table import new_card_table, play_computers


def test_the_game_over_report_keeps_winner_and_adds_winners() -> None:
    table, _ = new_card_table("rummy51", ["medium", "easy"], 4)
    play_computers(table)
    result = table.result
    assert result is not None and result["winner"] in (0, 1)
    assert result["winners"] == [result["winner"]]

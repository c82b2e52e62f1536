"""TurnNews keeps the last KEPT_LINES lines and counts every line for the seats' marks."""

from __future__ import annotations

from rummy_desktop.app.turn_news import KEPT_LINES, TurnNews


def test_only_the_last_lines_are_kept_and_news_counts_across_the_trim() -> None:
    news = TurnNews(on_turn=0)
    for i in range(KEPT_LINES):
        news.add(f"line {i}")
    assert news.turn_started(1) == 0
    for i in range(KEPT_LINES, KEPT_LINES + 5):
        news.add(f"line {i}")
    assert len(news.lines) == KEPT_LINES
    assert news.lines[0] == "line 5"
    assert news.lines[-1] == f"line {KEPT_LINES + 4}"
    assert news.total == KEPT_LINES + 5
    assert news.since(0) == [f"line {i}" for i in range(KEPT_LINES, KEPT_LINES + 5)]
    assert news.since(1) is None


def test_news_longer_than_the_kept_lines_gives_what_is_kept() -> None:
    news = TurnNews(on_turn=0)
    news.turn_started(1)
    for i in range(KEPT_LINES + 10):
        news.add(f"line {i}")
    assert news.since(0) == news.lines

"""Log lines read well whoever the player is, in every language: "Du" (German for the
default name "You") takes no third-person verb, nor "Jij" in Dutch (issue 26)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rummy_desktop.app.i18n import install_language, remove_language, translate

LOG_LINES = (
    ("CardController", "%1 drew from the stock."),
    ("CardController", "%1 took %2 from the discard pile."),
    ("CardController", "%1 put %2 back on the pile."),
    ("CardController", "%1 laid %2."),
    ("CardController", "%1 laid off %2."),
    ("CardController", "%1 won a joker with %2."),
    ("CardController", "%1 discarded %2."),
    ("CardRoundEnd", "%1 went out."),
    ("CardRoundEnd", "%1 wins the match."),
    ("Controller", "%1 played %2."),
    ("Controller", "%1 drew a tile."),
    ("Controller", "%1 passed."),
    ("Controller", "%1 moved."),
    ("Controller", "%1 took %2 from the stack."),
    ("Controller", "%1 discarded %2."),
    ("PlayWords", "%1 won a joker."),
    ("PlayWords", "%1 laid %2 and added %3."),
    ("PlayWords", "%1 added %2."),
    ("RoundEnd", "%1 went out and won round %2."),
)
THIRD_PERSON = {
    "de": ("zieht", "zog", "nimmt", "nahm", "legt", "legte", "passte", "war", "ist", "gewinnt"),
    "nl": ("is", "heeft"),
}
YOU = {"de": "Du", "nl": "Jij"}


@pytest.mark.parametrize("language", sorted(YOU))
def test_a_log_line_takes_any_name(qtbot: QtBot, language: str) -> None:
    translator = install_language(language)
    assert translator is not None
    try:
        for context, source in LOG_LINES:
            text = translate(context, source)
            assert text != source, f"{source!r} is not translated into {language}"
            line = text.replace("%1", YOU[language]).replace("%2", "X").replace("%3", "Y")
            words = line.replace(":", " ").split()
            after_name = words[words.index(YOU[language]) + 1] if YOU[language] in words else ""
            assert after_name not in THIRD_PERSON[language], (
                f"{line!r}: a third-person verb after {YOU[language]!r}"
            )
    finally:
        remove_language(translator)

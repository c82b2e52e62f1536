"""A table's refusal as the window says it.

The table writes refusals in English for tools and logs; a window says them in
its own language. A reason of the referee comes with its phrase (see
``docs/online-protocol.md``), said here with the window's own words for tiles
or cards; the refusals a player can meet in play (not your turn, too late)
are said from their codes. Anything else is shown as the table sent it.
Each reason also names its rule by a code (a card refusal by the card
referee's own, ``opening_needs_run``), for a window that acts on the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.core.wording import Phrase
from rummy_desktop.online.codec import BadFrame, phrase_from_json
from rummy_desktop.online.protocol import RefusalCode


def refusal_said(
    message: dict[str, Any], templates: Collection[str], speak: Callable[[Phrase], str]
) -> str:
    """The whole refusal frame in words: its reasons, or else why it was refused."""
    raw = message.get("reasons")
    reasons = (
        [_reason_said(r, templates, speak) for r in raw if isinstance(r, dict)]
        if isinstance(raw, list)
        else []
    )
    return "; ".join(r for r in reasons if r) or _code_said(message)


def reason_codes(message: dict[str, Any]) -> tuple[str, ...]:
    """The rule codes of a refusal frame's reasons, in order (``opening_short``).

    A window acts on a code, never on the English message: an opening the card
    table refuses as short keeps its melds put out rather than back in the hand.
    """
    raw = message.get("reasons")
    if not isinstance(raw, list):
        return ()
    return tuple(
        str(r["code"]) for r in raw if isinstance(r, dict) and isinstance(r.get("code"), str)
    )


def _reason_said(
    reason: dict[str, Any], templates: Collection[str], speak: Callable[[Phrase], str]
) -> str:
    try:
        return speak(phrase_from_json(reason.get("words"), templates))
    except BadFrame:  # an older table, or words this program does not know
        return str(reason.get("message", ""))


def _code_said(message: dict[str, Any]) -> str:
    code = message.get("code")
    if code == RefusalCode.NOT_YOUR_TURN:
        return translate("OnlinePlay", "it is not your turn")
    if code == RefusalCode.STALE:
        return translate("OnlinePlay", "the table moved on before your move arrived: look again")
    if code == RefusalCode.GAME_OVER:
        return translate("OnlinePlay", "the game is over")
    if code == RefusalCode.NOT_STARTED:
        return translate("OnlinePlay", "the game starts once every seat has joined")
    if code == RefusalCode.PAUSED:
        return paused_words()
    return str(message.get("message", ""))


def paused_words() -> str:
    """What a seat is told while the host has paused the table (and why a move is refused)."""
    return translate("OnlinePlay", "Paused by the host")


def result_words(result: dict[str, Any] | None) -> str:
    """The end of the match in words: ended by the host, or simply over."""
    if isinstance(result, dict) and result.get("ended_by") == "host":
        return translate("OnlinePlay", "The host ended the game.")
    return translate("OnlinePlay", "The match is over.")


def gone_words() -> str:
    """What a seat is told when its table or its seat no longer exists there."""
    return translate(
        "OnlinePlay", "the table is gone: its game is over, or its host no longer has it"
    )


def gave_up_words(seconds: float) -> str:
    """What a seat is told when its lost table has not come back for a long while."""
    return fill(
        translate(
            "OnlinePlay",
            "the table has not answered for %1 min; join again (Rejoin) once its host has it open",
        ),
        max(1, round(seconds / 60)),
    )

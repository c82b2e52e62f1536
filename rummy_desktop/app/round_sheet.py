"""A finished round in words and numbers: what every family's round-end dialog shows.

A round ends alike in every rummy: a headline (who went out, who won the
match), what each player had left, what the round was worth to them, and the
match so far. Only the words and the pieces differ (tiles or cards; a rack
value, or 500 Rum's cards laid minus cards held), so each family turns its
round into a :class:`RoundSheet`, and one dialog draws any sheet beside the
family's own picture of the pieces left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummy_desktop.app.cards.board import CardRoundEnd
from rummy_desktop.app.i18n import fill, translate
from rummy_desktop.app.seats import Seat
from rummy_desktop.cards.core.rules import MAX_ROUNDS
from rummy_desktop.cards.core.state import RoundLimit
from rummy_desktop.core.scoring import RoundEnd
from rummy_desktop.core.state import GameState


@dataclass(frozen=True, slots=True)
class RoundSheet:
    """One finished round, for the round-end dialog.

    Attributes:
        title: the dialog's title ("Round 2 over", "Match over").
        headline: how the round ended, and the match's result once it is over.
        goal: what the match is played to, and who is out ("" for nothing to say).
        heads: the round table's columns after the player and what was left
            (the family's numbers, e.g. "Rack value", "This round").
        left_head: the column of what each player had left ("Tiles left").
        names: each seat as the round table names it (with "(out)" and such).
        cells: per seat, the numbers under ``heads``.
        players: the plain names, the match table's columns.
        history: every round so far, each seat's change.
        totals: each seat's match total.
        match_over: the match is over: no next round.
    """

    title: str
    headline: str
    goal: str
    left_head: str
    heads: tuple[str, ...]
    names: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]
    players: tuple[str, ...]
    history: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    match_over: bool


def signed(points: int) -> str:
    """A round's change as the tables show it: ``+12``, ``-5``, ``0``."""
    return f"{points:+d}" if points else "0"


def joined(names: Sequence[str]) -> str:
    return translate("RoundEnd", " and ").join(names)


def tile_headline(state: GameState, seats: tuple[Seat, ...], match_over: bool) -> str:
    """ "Ann goes out and wins round 2", with the match result when it is over."""
    score = state.round_score
    assert score is not None
    if score.winner is None and 1 < len(score.shared) < len(seats):
        line = fill(
            translate("RoundEnd", "The pool is empty: %1 share the smallest rack and round %2."),
            joined([seats[i].name for i in score.shared]),
            state.round_number,
        )
    elif score.winner is None:
        line = fill(translate("RoundEnd", "Round %1 is a draw."), state.round_number)
    elif state.round_end is RoundEnd.WENT_OUT:
        line = fill(
            translate("RoundEnd", "%1 went out and won round %2."),
            seats[score.winner].name,
            state.round_number,
        )
    else:
        line = fill(
            translate(
                "RoundEnd", "The pool is empty: round %2 goes to %1, with the smallest rack."
            ),
            seats[score.winner].name,
            state.round_number,
        )
    if score.hand_game:
        line += " " + translate("RoundEnd", "All in one go: the penalties count double!")
    if match_over:
        best = max(state.totals)
        leaders = [seats[i].name for i, t in enumerate(state.totals) if t == best]
        line += "\n\n" + fill(
            translate("RoundEnd", "The match is over. %1 won with %2 points."),
            joined(leaders),
            best,
        )
    return line


def tile_sheet(state: GameState, seats: tuple[Seat, ...], match_over: bool) -> RoundSheet:
    """A finished tile round: the racks' values and the round's points."""
    score = state.round_score
    assert score is not None
    names = tuple(s.name for s in seats)
    return RoundSheet(
        title=translate("RoundEnd", "Match over")
        if match_over
        else fill(translate("RoundEnd", "Round %1 over"), state.round_number),
        headline=tile_headline(state, seats, match_over),
        goal="",
        left_head=translate("RoundEnd", "Tiles left"),
        heads=(translate("RoundEnd", "Rack value"), translate("RoundEnd", "This round")),
        names=names,
        cells=tuple(
            (str(score.rack_values[seat]), f"{score.scores[seat]:+d}") for seat in range(len(seats))
        ),
        players=names,
        history=tuple(tuple(past.scores) for past in state.history),
        totals=tuple(state.totals),
        match_over=match_over,
    )


# -- cards -----------------------------------------------------------------------
def card_headline(s: CardRoundEnd) -> str:
    """How the card round ended, and the match's winner or winners once there are any."""
    if s.limit is RoundLimit.RENEWALS:
        text = translate(
            "CardRoundEnd",
            "Nobody went out: the stock was used up and renewed three times without anyone"
            " laying a card, so the round is over.",
        )
    elif s.limit is RoundLimit.PASSING:
        text = translate(
            "CardRoundEnd",
            "Nobody went out: for 50 turns nobody laid a card or drew from the stock (only"
            " the discard went back and forth), so the round is over.",
        )
    elif s.stuck:
        text = translate(
            "CardRoundEnd",
            "Nobody can go out any more (no card left fits the table): the round is over.",
        )
    elif s.out is None:
        text = translate("CardRoundEnd", "The stock ran out: the round is over.")
    elif s.rummy:
        text = fill(
            translate("CardRoundEnd", "%1 went out in one go: rummy, double!"), s.names[s.out]
        )
    else:
        text = fill(translate("CardRoundEnd", "%1 went out."), s.names[s.out])
    why = _match_end_reason(s)
    if why:
        text += " " + why
    if s.winner is not None:
        text += " " + fill(translate("CardRoundEnd", "%1 wins the match."), s.names[s.winner])
    elif s.winners:
        text += " " + shared_win(tuple(s.names[i] for i in s.winners))
    return text


def shared_win(names: tuple[str, ...]) -> str:
    """One sentence for any number of sharers, so each language words the list once."""
    return fill(
        translate("CardRoundEnd", "%1 and %2 share the win."), ", ".join(names[:-1]), names[-1]
    )


def _match_end_reason(s: CardRoundEnd) -> str:
    """Why a match ended other than the usual way (its goal is said below the headline)."""
    if not s.match_over:
        return ""
    if s.elimination is not None and all(s.eliminated):
        return translate(
            "CardRoundEnd",
            "Everyone still in went over the limit in this round: of them, the lowest total wins.",
        )
    if s.rounds_left is None and len(s.history) >= MAX_ROUNDS:
        return fill(
            translate("CardRoundEnd", "The match ends after %1 rounds: the best total wins."),
            MAX_ROUNDS,
        )
    return ""


def card_goal(s: CardRoundEnd) -> str:
    """What the card match is played to, and who is out of it."""
    if s.elimination is not None:
        out = [name for name, gone in zip(s.names, s.eliminated, strict=True) if gone]
        text = fill(
            translate(
                "CardRoundEnd",
                "Penalty points: a player whose total reaches %1 is out; the last one left wins.",
            ),
            s.elimination,
        )
        if out:
            text += " " + fill(translate("CardRoundEnd", "Out: %1."), ", ".join(out))
        return text
    if s.target is not None:
        return fill(translate("CardRoundEnd", "The first to reach %1 points wins."), s.target)
    if s.rounds_left is not None:
        if s.match_over:
            return fill(translate("CardRoundEnd", "All %1 deals are played."), len(s.history))
        return fill(translate("CardRoundEnd", "Deals left: %1."), s.rounds_left)
    return ""


def _card_change(s: CardRoundEnd, seat: int) -> str:
    """The round's score; in 500 Rum also what it is made of, laid minus in hand."""
    change = s.changes[seat]
    if not s.laid:
        return signed(change)
    laid = s.laid[seat]
    return f"{laid} - {laid - change} = {signed(change)}"


def _card_name(s: CardRoundEnd, seat: int) -> str:
    name = s.names[seat]
    if s.winner == seat:
        return fill(translate("CardRoundEnd", "%1 (wins the match)"), name)
    if seat in s.winners:
        return fill(translate("CardRoundEnd", "%1 (shares the win)"), name)
    if s.eliminated[seat]:
        return fill(translate("CardRoundEnd", "%1 (out)"), name)
    return name


def card_sheet(s: CardRoundEnd) -> RoundSheet:
    """A finished card round: each hand's points, and in 500 Rum what they are made of."""
    seats = range(len(s.names))
    return RoundSheet(
        title=translate("CardRoundEnd", "Match over")
        if s.match_over
        else translate("CardRoundEnd", "Round over"),
        headline=card_headline(s),
        goal=card_goal(s),
        left_head=translate("CardRoundEnd", "Cards left"),
        heads=(
            translate("CardRoundEnd", "Laid - in hand")
            if s.laid
            else translate("CardRoundEnd", "This round"),
            translate("CardRoundEnd", "Total"),
        ),
        names=tuple(_card_name(s, seat) for seat in seats),
        cells=tuple((_card_change(s, seat), str(s.totals[seat])) for seat in seats),
        players=tuple(s.names),
        history=tuple(tuple(round_changes) for round_changes in s.history),
        totals=tuple(s.totals),
        match_over=s.match_over,
    )


__all__ = [
    "RoundSheet",
    "card_goal",
    "card_headline",
    "card_sheet",
    "joined",
    "shared_win",
    "signed",
    "tile_headline",
    "tile_sheet",
]

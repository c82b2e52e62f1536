"""What plays a remote seat in a window: the table's game family decides.

Both the join path and the host's own seat need it; it lives here, below the
windows, so that neither dialog has to import the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rummy_desktop.families import TILES

if TYPE_CHECKING:  # they need websockets, which may be missing: imported when used
    from rummy_desktop.app.online.card_play import OnlineCardPlay
    from rummy_desktop.app.online.play import OnlinePlay
    from rummy_desktop.app.online.seat import OnlineSeat


def play_for(seat: OnlineSeat, game: str) -> OnlinePlay | OnlineCardPlay:
    """A card seat for a card game, else a tile seat."""
    from rummy_desktop.app.online.card_play import OnlineCardPlay
    from rummy_desktop.app.online.play import OnlinePlay

    return OnlinePlay(seat) if game == TILES else OnlineCardPlay(seat)

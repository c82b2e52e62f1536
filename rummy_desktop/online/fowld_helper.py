"""How the invite helper ``fowld`` is started, from a checkout or from the installers.

From a Python installation the helper is ``python -m fowl``. An installer's
bundle has no ``python -m``: the program itself runs the helper when its first
argument is :data:`FOWLD_FLAG` (``rummy_desktop/__main__.py``), so the
installers carry invite by code without a second program.

``--loopback`` keeps the helper on this computer: it publishes only
127.0.0.1, listens only there and uses no transit relay. That is what a
test (and the installers' smoke test) needs, which must never leave
loopback; a real invite between two homes never passes it.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

FOWLD_FLAG: Final = "--fowld"
LOOPBACK_FLAG: Final = "--loopback"
WINDOWS_CONSOLE_TWIN: Final = "rummy-desktop-cli.exe"
"""On Windows the bundle's game program has no standard output; its console twin has."""


def helper_command() -> tuple[str, ...]:
    """The command that starts ``fowld`` here (its own arguments follow)."""
    if not getattr(sys, "frozen", False):
        return (sys.executable, "-m", "fowl")
    program = Path(sys.executable)
    twin = program.with_name(WINDOWS_CONSOLE_TWIN)
    if sys.platform == "win32" and twin.exists():
        program = twin
    return (str(program), FOWLD_FLAG)


def keep_to_loopback() -> None:
    """Make this process's dilation use 127.0.0.1 only (no relay, no other address).

    magic-wormhole's dilation publishes every address of the machine (leaving
    127.0.0.1 out when there are others), listens on all interfaces and adds
    the public transit relay; these three are turned off here.
    """
    import fowl._proto  # type: ignore[import-untyped]
    from twisted.internet import endpoints
    from wormhole._dilation import connector  # type: ignore[import-untyped]

    fowl._proto.TRANSIT_RELAY = None
    connector.ipaddrs.find_addresses = lambda: ["127.0.0.1"]
    connector.Connector._get_listener_addresses = lambda self: ["127.0.0.1"]

    def loopback_server(reactor: Any, description: str) -> Any:
        if description == "tcp:0":
            description = "tcp:0:interface=127.0.0.1"
        return endpoints.serverFromString(reactor, description)  # type: ignore[no-untyped-call]

    connector.serverFromString = loopback_server


def run_fowld(args: Sequence[str]) -> int:
    """Run ``fowld`` in this process with ``args`` (and maybe :data:`LOOPBACK_FLAG`)."""
    rest = [a for a in args if a != LOOPBACK_FLAG]
    if len(rest) != len(args):
        keep_to_loopback()
    from fowl.cli import fowld  # type: ignore[import-untyped]

    fowld.main(args=rest, prog_name="fowld", standalone_mode=False)
    return 0

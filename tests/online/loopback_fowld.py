"""fowld for tests, kept on 127.0.0.1: no public transit relay, loopback hints only.

magic-wormhole's dilation publishes every address of the machine (and leaves
127.0.0.1 out when there are others), listens on all interfaces and adds the
public transit relay. The tests may use loopback only, so this launcher
turns those three off before running the ordinary ``fowld``.
"""

from __future__ import annotations

from typing import Any

import fowl._proto
from twisted.internet import endpoints
from wormhole._dilation import connector

fowl._proto.TRANSIT_RELAY = None  # type: ignore[assignment]
connector.ipaddrs.find_addresses = lambda: ["127.0.0.1"]
connector.Connector._get_listener_addresses = lambda self: ["127.0.0.1"]


def _loopback_server(reactor: Any, description: str) -> Any:
    if description == "tcp:0":
        description = "tcp:0:interface=127.0.0.1"
    return endpoints.serverFromString(reactor, description)


connector.serverFromString = _loopback_server

if __name__ == "__main__":
    from fowl.cli import fowld

    fowld()

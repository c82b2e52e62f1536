"""Online play: an authoritative table that seats in other homes join.

Headless and free of Qt, above ``core`` and ``ai`` and below ``app``:
:mod:`~rummy_desktop.online.table` owns a game and tells each seat only what
that seat may see; :mod:`~rummy_desktop.online.protocol` is the JSON spoken
over the wire; :mod:`~rummy_desktop.online.server` and
:mod:`~rummy_desktop.online.client` carry it over WebSocket (the
``websockets`` package, a dependency of every install; invite by code
needs the ``rummy-desktop[online]`` extra).
"""

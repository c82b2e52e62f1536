"""What a screen reader finds on the AT-SPI bus: the game's objects and announcements.

Run with the system Python and ``python3-pyatspi`` (see ``check.sh``). Prints
the named objects of the game's accessibility tree that a player would look
for, and the announcement and focus events the game sends for 9 seconds.
"""

from __future__ import annotations

import sys
import threading
import time

import pyatspi  # type: ignore[import-not-found]

WORDS = sys.argv[1:] or [
    "run:",
    "group:",
    "not a valid meld",
    "meld ",
    "Your hand",
    "Discard",
    "Not done",
    " of hearts",
]


def walk(node: object, depth: int, found: list[tuple[int, str, str, str]]) -> None:
    try:
        found.append((depth, node.getRoleName(), node.name, node.description))  # type: ignore[attr-defined]
        for index in range(node.childCount):  # type: ignore[attr-defined]
            walk(node.getChildAtIndex(index), depth + 1, found)  # type: ignore[attr-defined]
    except Exception as exc:  # a node that went away while it was read
        found.append((depth, "gone", str(exc), ""))


def main() -> None:
    desktop = pyatspi.Registry.getDesktop(0)
    game = None
    for _ in range(40):
        apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
        game = next((a for a in apps if a is not None and "game_side" in (a.name or "")), None)
        if game is not None:
            break
        time.sleep(0.25)
    if game is None:
        print("the game is not on the bus")
        sys.exit(1)
    found: list[tuple[int, str, str, str]] = []
    walk(game, 0, found)
    print("objects on the bus:", len(found))
    for depth, role, name, description in found:
        if any(word in name or word in description for word in WORDS):
            print("  " * min(depth, 8) + f"[{role}] {name!r} ({description[:70]!r})")
    events: list[tuple[str, str]] = []

    def heard(event: object) -> None:
        events.append((event.type, str(event.any_data)))  # type: ignore[attr-defined]

    pyatspi.Registry.registerEventListener(heard, "object:announcement", "focus:")

    def stop() -> None:
        time.sleep(9)
        pyatspi.Registry.stop()

    threading.Thread(target=stop, daemon=True).start()
    pyatspi.Registry.start()
    for kind, text in events:
        print("event", kind, repr(text))


if __name__ == "__main__":
    main()

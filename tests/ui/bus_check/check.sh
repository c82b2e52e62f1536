#!/bin/bash
# Reads the game through the AT-SPI bus, as Orca would, on a virtual X display.
# Needs: xvfb at-spi2-core python3-pyatspi dbus (apt), the project's .venv.
# Usage: dbus-run-session -- tests/ui/bus_check/check.sh tiles|cards
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
Xvfb :97 -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=:97
sleep 1
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
bus=$!
sleep 1
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb \
    "$root/.venv/bin/python" "$here/game_side.py" "${1:-tiles}" &
game=$!
sleep "${WAIT:-4}"
/usr/bin/python3 "$here/bus_side.py"
wait "$game"
echo "game exit code: $?"
kill "$bus" "$xvfb" 2>/dev/null

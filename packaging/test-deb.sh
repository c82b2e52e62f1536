#!/usr/bin/env bash
# Install the built .deb on this machine, use it as a person would, remove it.
#
#   packaging/test-deb.sh [dist/rummy-desktop_<version>_amd64.deb]
#
# 1. dpkg -i (as root); the menu entry, icons, launcher and program are where
#    they belong and the menu entry validates;
# 2. the installed `rummy-desktop` passes packaging/smoke.py headless (exit 0,
#    no unexpected standard-error line), run from an empty folder;
# 3. the window opens under Xvfb and a screenshot is saved to
#    build/screenshots/deb-window.png (unexpected standard error fails);
# 4. dpkg -r removes every file it installed.
# Needs root, xvfb, imagemagick, desktop-file-utils. SMOKE_SELFPLAY as in build-linux.sh.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$root"
PYTHON="${PYTHON:-python3}"
version="$("$PYTHON" -c 'import re,sys; print(re.search(r"__version__ = \"(.+)\"", open("rummy_desktop/__init__.py").read()).group(1))')"
deb="$(realpath "${1:-dist/rummy-desktop_${version}_amd64.deb}")"
shot="$root/build/screenshots/deb-window.png"

say() { printf 'test-deb: %s\n' "$*" >&2; }
fail() { say "FAILED: $*"; exit 1; }

[ "$(id -u)" -eq 0 ] || fail "needs root for dpkg -i"
[ -f "$deb" ] || fail "no package at $deb (run packaging/build-linux.sh)"
if dpkg -s rummy-desktop >/dev/null 2>&1; then
    fail "rummy-desktop is already installed; remove it first (dpkg -r rummy-desktop)"
fi

installed=0
cleanup() {
    if [ "$installed" = 1 ]; then
        dpkg -r rummy-desktop >/dev/null 2>&1 || true
    fi
}
trap cleanup EXIT

say "installing $deb"
dpkg -i "$deb"
installed=1
files="$(dpkg -L rummy-desktop)"

for path in /opt/rummy-desktop/rummy-desktop /usr/bin/rummy-desktop \
    /usr/share/applications/rummy-desktop.desktop \
    /usr/share/icons/hicolor/48x48/apps/rummy-desktop.png \
    /usr/share/icons/hicolor/256x256/apps/rummy-desktop.png \
    /usr/share/icons/hicolor/scalable/apps/rummy-desktop.svg \
    /usr/share/doc/rummy-desktop/copyright; do
    [ -e "$path" ] || fail "$path is missing after install"
done
[ "$(readlink -f /usr/bin/rummy-desktop)" = /opt/rummy-desktop/rummy-desktop ] \
    || fail "/usr/bin/rummy-desktop does not lead to /opt/rummy-desktop"
# A development install may shadow it on PATH; always run the installed one.
program=/usr/bin/rummy-desktop
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate /usr/share/applications/rummy-desktop.desktop
fi

# Run from an empty folder so nothing of the checkout can be picked up.
scratch="$(mktemp -d)"
(cd "$scratch" && "$PYTHON" "$root/packaging/smoke.py" "$program" \
    ${SMOKE_SELFPLAY:+--selfplay "$SMOKE_SELFPLAY"}) || fail "headless smoke test"

say "opening the window under Xvfb"
window_log="$scratch/window.txt"
(cd "$scratch" && "$PYTHON" "$root/packaging/window_check.py" --screenshot "$shot" -- "$program") \
    >"$window_log" 2>&1 || { cat "$window_log" >&2; fail "the window did not open"; }
cat "$window_log" >&2
if sed -n '/^window: standard error:/,$p' "$window_log" | tail -n +2 \
    | grep -v -E -f <(grep -v -E '^(#|$)' packaging/smoke-stderr-allow.txt) | grep -q .; then
    fail "unexpected standard error from the window"
fi
[ -s "$shot" ] || fail "no screenshot"
say "screenshot: $shot"
rm -rf "$scratch"

say "removing"
dpkg -r rummy-desktop
installed=0
if dpkg -s rummy-desktop 2>/dev/null | grep -q '^Status: .* installed'; then
    fail "dpkg still lists rummy-desktop as installed"
fi
left=""
while IFS= read -r path; do
    case "$path" in /. | /opt | /usr | /usr/bin | /usr/share | /usr/share/* ) [ -d "$path" ] && continue ;; esac
    [ -e "$path" ] || [ -L "$path" ] && left="$left $path"
done <<<"$files"
[ -z "$left" ] || fail "left behind after dpkg -r:$left"
[ ! -e /opt/rummy-desktop ] || fail "/opt/rummy-desktop is still there"
say "passed"

#!/usr/bin/env bash
# Windows (Git Bash): build the bundle and dist/rummy-desktop-<version>-setup.exe.
# Needs the project and pyinstaller installed (pip install -e '.[dev]') and NSIS
# (`choco install nsis`). Smoke-tests the console twin rummy-desktop-cli.exe.
# makensis options are written -DNAME (not /DNAME) so Git Bash leaves them alone.
#
# Code signing, driven by the environment (no secret in the repository):
#   WINDOWS_SIGN_COMMAND  a command that signs the file given as its last argument,
#                         e.g. 'signtool sign /fd sha256 /tr <timestamp-url> /td sha256 /a'
# It signs both .exe files of the bundle before packing, and makensis signs the
# uninstaller and the installer through the script's SIGN_COMMAND hook.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
PYTHON="${PYTHON:-python}"
version="$("$PYTHON" -c 'import rummy_desktop; print(rummy_desktop.__version__)')"

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/rummy-desktop.spec
"$PYTHON" packaging/smoke.py dist/rummy-desktop/rummy-desktop-cli.exe \
    ${SMOKE_SELFPLAY:+--selfplay "$SMOKE_SELFPLAY"}

sign_define=()
if [ -n "${WINDOWS_SIGN_COMMAND:-}" ]; then
    $WINDOWS_SIGN_COMMAND dist/rummy-desktop/rummy-desktop.exe
    $WINDOWS_SIGN_COMMAND dist/rummy-desktop/rummy-desktop-cli.exe
    sign_define=("-DSIGN_COMMAND=$WINDOWS_SIGN_COMMAND %1")
fi

makensis="$(command -v makensis || echo "/c/Program Files (x86)/NSIS/makensis.exe")"
win() { cygpath -w "$(realpath "$1")"; }
out="dist/rummy-desktop-${version}-setup.exe"
"$makensis" -V2 -WX "-DVERSION=$version" "-DSOURCE_DIR=$(win dist/rummy-desktop)" \
    "-DOUTFILE=$(cygpath -w "$(realpath dist)")\\rummy-desktop-${version}-setup.exe" \
    "${sign_define[@]}" packaging/windows/rummy-desktop.nsi
echo "build-windows: $out ($(du -h "$out" | cut -f1))"

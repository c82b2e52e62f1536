#!/usr/bin/env bash
# macOS: build "Rummy Desktop.app" and dist/rummy-desktop-<version>-macos-<arch>.dmg.
# Run on a Mac with the project and pyinstaller installed (pip install -e '.[dev]').
#
# Signing and notarisation plug in between the two steps marked below, driven
# by environment variables so no secret lives in the repository:
#   MACOS_SIGN_IDENTITY  "Developer ID Application: Name (TEAMID)"; signs each binary
#                        of the .app inside out (hardened runtime), the .app and the .dmg
#   MACOS_NOTARY_PROFILE a `xcrun notarytool store-credentials` profile; notarises
#                        and staples the .dmg
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
PYTHON="${PYTHON:-python3}"
version="$("$PYTHON" -c 'import rummy_desktop; print(rummy_desktop.__version__)')"
arch="$(uname -m)"
app="dist/Rummy Desktop.app"
dmg="dist/rummy-desktop-${version}-macos-${arch}.dmg"

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/rummy-desktop.spec
"$PYTHON" packaging/smoke.py "$app/Contents/MacOS/rummy-desktop" \
    ${SMOKE_SELFPLAY:+--selfplay "$SMOKE_SELFPLAY"}

# --- signing step 1: the .app ---------------------------------------------------
# Inside out, one piece at a time (Apple advises against `codesign --deep`, which
# misses or mis-signs nested code and got PyInstaller apps refused at notarisation):
# every Mach-O file (libraries, Python extensions, helpers), then each nested
# framework or bundle, deepest first, then the .app, which seals the rest.
sign() {
    codesign --force --options runtime --timestamp --sign "$MACOS_SIGN_IDENTITY" "$1"
}
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    while IFS= read -r -d '' file; do
        if file -b "$file" | grep -q '^Mach-O'; then
            sign "$file"
        fi
    done < <(find "$app/Contents" -type f ! -path "$app/Contents/MacOS/*" -print0)
    while IFS= read -r -d '' nested; do
        sign "$nested"
    done < <(find "$app/Contents" -depth -type d \( -name '*.framework' -o -name '*.app' \) -print0)
    while IFS= read -r -d '' file; do
        sign "$file"
    done < <(find "$app/Contents/MacOS" -type f -print0)
    sign "$app"
    codesign --verify --strict --deep --verbose=2 "$app"
fi

stage="build/dmg"
rm -rf "$stage" "$dmg"
mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Rummy Desktop ${version}" -srcfolder "$stage" \
    -fs HFS+ -format UDZO -ov "$dmg"

# --- signing step 2: the .dmg, then notarisation ---------------------------------
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$dmg"
fi
if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$MACOS_NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
fi
hdiutil verify "$dmg"
echo "build-macos: $dmg ($(du -h "$dmg" | cut -f1))"

#!/usr/bin/env bash
# The one command that builds the Linux release from a checkout:
#   dist/rummy-desktop/                               one-folder PyInstaller bundle
#   dist/rummy-desktop_<version>_amd64.deb            /opt + /usr/bin launcher + menu entry
#   dist/rummy-desktop-<version>-linux-x86_64.tar.gz  the bundle, for other distributions
# It smoke-tests the bundle headless and fails on a budget overrun.
#
# Needs: python with the project and pyinstaller installed (pip install -e '.[dev]'),
# and Debian's binutils (objdump, strip), dpkg-dev (dpkg-deb) and
# desktop-file-utils (desktop-file-validate, optional).
#
# Environment: PYTHON (default python3), SKIP_SMOKE=1 to skip the smoke test,
# SMOKE_SELFPLAY to change the self-play command the smoke test runs.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$root"

PYTHON="${PYTHON:-python3}"
# Invite by code (fowl, magic-wormhole, twisted, cryptography) costs about 20 MiB
# of bundle and 7 MiB of .deb (docs/online.md); the budgets were 110 and 35 before it.
BUNDLE_BUDGET_MIB=130
DEB_BUDGET_MIB=45

version="$("$PYTHON" -c 'import rummy_desktop; print(rummy_desktop.__version__)')"
bundle="dist/rummy-desktop"
deb="dist/rummy-desktop_${version}_amd64.deb"
tarball="dist/rummy-desktop-${version}-linux-x86_64.tar.gz"
stage="build/deb/rummy-desktop_${version}_amd64"

say() { printf 'build-linux: %s\n' "$*" >&2; }
mib() { du -sb "$1" | awk '{printf "%.1f", $1 / 1048576}'; }
over() { awk -v size="$1" -v budget="$2" 'BEGIN { exit !(size > budget) }'; }

say "version $version"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/rummy-desktop.spec

for font in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
    test -f "$bundle/_internal/rummy_desktop/resources/fonts/$font" \
        || { say "bundle lacks fonts/$font"; exit 1; }
done

bundle_mib="$(mib "$bundle")"
say "bundle: $bundle_mib MiB (budget $BUNDLE_BUDGET_MIB MiB)"
if over "$bundle_mib" "$BUNDLE_BUDGET_MIB"; then
    say "bundle is over budget"
    exit 1
fi

if [ "${SKIP_SMOKE:-0}" != 1 ]; then
    "$PYTHON" packaging/smoke.py "$bundle/rummy-desktop" \
        ${SMOKE_SELFPLAY:+--selfplay "$SMOKE_SELFPLAY"}
fi

# --- .deb -------------------------------------------------------------------
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
    "$stage/usr/share/doc/rummy-desktop"
cp -a "$bundle" "$stage/opt/rummy-desktop"
# The bootloader finds its _internal folder through /proc/self/exe, so a link works.
ln -s /opt/rummy-desktop/rummy-desktop "$stage/usr/bin/rummy-desktop"
install -m 644 packaging/linux/rummy-desktop.desktop "$stage/usr/share/applications/"
for size in 16 24 32 48 64 128 256 512; do
    dir="$stage/usr/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    install -m 644 "resources/icons/rummy-desktop-$size.png" "$dir/rummy-desktop.png"
done
mkdir -p "$stage/usr/share/icons/hicolor/scalable/apps"
install -m 644 resources/icons/rummy-desktop.svg "$stage/usr/share/icons/hicolor/scalable/apps/"
install -m 644 packaging/linux/copyright "$stage/usr/share/doc/rummy-desktop/copyright"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$stage/usr/share/applications/rummy-desktop.desktop"
fi

depends="$("$PYTHON" packaging/linux/bundle_needs.py "$bundle" --depends)"
glibc="$("$PYTHON" packaging/linux/bundle_needs.py "$bundle" --glibc)"
installed_kib="$(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
sed -e "s/@VERSION@/$version/" -e "s/@INSTALLED_SIZE@/$installed_kib/" \
    -e "s/@DEPENDS@/$depends/" packaging/linux/control.in > "$stage/DEBIAN/control"
find "$stage" -type d -exec chmod 755 {} +
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz -z9 --build "$stage" "$deb" >/dev/null

# --- .tar.gz ----------------------------------------------------------------
rm -f "$tarball"
tar -C dist --owner=0 --group=0 -czf "$tarball" rummy-desktop

deb_mib="$(mib "$deb")"
say "deb: $deb ($deb_mib MiB, budget $DEB_BUDGET_MIB MiB)"
say "tar: $tarball ($(mib "$tarball") MiB)"
say "oldest glibc: $glibc"
say "Depends: $depends"
if over "$deb_mib" "$DEB_BUDGET_MIB"; then
    say ".deb is over budget"
    exit 1
fi

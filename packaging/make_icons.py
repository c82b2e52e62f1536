"""Render the one source icon to every size and format the three systems want.

Linux wants PNGs in the hicolor theme sizes, Windows an ``.ico`` and macOS an
``.icns``. All are made here from ``resources/icons/rummy-desktop.svg`` so a
change to the artwork is one edit and one command::

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

The ``.ico`` and ``.icns`` containers hold PNG images (both formats allow it
since Windows Vista and macOS 10.7), so no imaging library beyond QtSvg is
needed. The outputs are committed; ``tests/packaging`` checks they are there.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "resources" / "icons"
SOURCE = ICON_DIR / "rummy-desktop.svg"
NAME = "rummy-desktop"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that may hold a PNG, by pixel size (the @2x types share sizes).
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def png_path(size: int, directory: Path = ICON_DIR) -> Path:
    return directory / f"{NAME}-{size}.png"


def render_pngs(source: Path, directory: Path) -> dict[int, bytes]:
    """Draw the SVG at each size with antialiasing and save it as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {source}")
    out: dict[int, bytes] = {}
    for size in PNG_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # stubs say bytes; runtime wants str
        buffer.close()
        out[size] = bytes(data.data())
        png_path(size, directory).write_bytes(out[size])
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO directory whose entries are PNG streams (0 in a size byte means 256)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        payload += data
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: a big-endian ``icns`` header, then type/length/PNG elements."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--out", type=Path, default=ICON_DIR, help="output directory")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    args.out.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(args.source, args.out)
    (args.out / f"{NAME}.ico").write_bytes(ico_bytes(pngs))
    (args.out / f"{NAME}.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {len(pngs)} PNGs, {NAME}.ico and {NAME}.icns to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

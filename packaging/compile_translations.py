"""Update the Qt Linguist sources (.ts) from the code and compile them to .qm.

Usage (from the repository root)::

    python packaging/compile_translations.py          # lupdate, then lrelease
    python packaging/compile_translations.py --release-only
    python packaging/compile_translations.py --check  # fail on unfinished messages

``pyside6-lupdate`` finds every ``translate("Context", "text")`` and
``QT_TRANSLATE_NOOP("Context", "text")`` in ``rummy_desktop/app`` and
``rummy_desktop/ui``; translators fill the .ts files (Qt Linguist or any XML
editor); ``pyside6-lrelease`` writes the compact .qm files the game loads.
Both the .ts sources and the .qm files are committed, so a build needs no
Qt tools.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
SOURCES: Final = (ROOT / "rummy_desktop" / "app", ROOT / "rummy_desktop" / "ui")
FOLDER: Final = ROOT / "resources" / "translations"
LANGUAGES: Final = ("nl", "de")
CATALOGUE: Final = "rummy_desktop"


def ts_path(code: str) -> Path:
    return FOLDER / f"{CATALOGUE}_{code}.ts"


REGISTRY: Final = ROOT / "rummy_desktop" / "families.py"
"""The games' titles are marked for the translators where the games are registered."""


def source_files() -> list[str]:
    found = [p for folder in SOURCES for p in folder.glob("*.py")]
    return sorted(str(p.relative_to(ROOT)) for p in [*found, REGISTRY])


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        sys.exit(f"compile_translations: {name} is not installed (it comes with PySide6)")
    return found


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        subprocess.run(
            [
                _tool("pyside6-lupdate"),
                *source_files(),
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                code,
                "-ts",
                str(ts_path(code).relative_to(ROOT)),
            ],
            cwd=ROOT,
            check=True,
        )


def release() -> None:
    for code in LANGUAGES:
        source = ts_path(code)
        subprocess.run(
            [_tool("pyside6-lrelease"), str(source), "-qm", str(source.with_suffix(".qm"))],
            cwd=ROOT,
            check=True,
        )


def unfinished(path: Path) -> list[str]:
    """Source texts with no finished translation in a .ts file."""
    missing = []
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if (
            translation is None
            or translation.get("type") in ("unfinished", "obsolete", "vanished")
            or not (translation.text or "").strip()
        ):
            missing.append(source)
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release-only", action="store_true", help="only compile .ts to .qm")
    parser.add_argument("--check", action="store_true", help="list unfinished messages")
    args = parser.parse_args()
    if args.check:
        bad = {code: unfinished(ts_path(code)) for code in LANGUAGES}
        for code, texts in bad.items():
            for text in texts:
                print(f"{code}: unfinished: {text!r}")
        return 1 if any(bad.values()) else 0
    if not args.release_only:
        update()
    release()
    return 0


if __name__ == "__main__":
    sys.exit(main())

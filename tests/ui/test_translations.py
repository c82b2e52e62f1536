"""Every visible string has a finished Dutch and German translation, and they load."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

import rummy_desktop
from rummy_desktop.app.i18n import translate

ROOT = Path(rummy_desktop.__file__).resolve().parent
FOLDER = ROOT.parent / "resources" / "translations"
LANGUAGES = ("nl", "de")
MARKERS = {"translate", "QT_TRANSLATE_NOOP"}


def source_strings() -> set[tuple[str, str]]:
    """(context, text) of every translate/QT_TRANSLATE_NOOP call with literal arguments."""
    found: set[tuple[str, str]] = set()
    for folder in (ROOT / "app", ROOT / "ui"):
        for path in folder.glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or len(node.args) < 2:
                    continue
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                context, text = node.args[0], node.args[1]
                if (
                    name in MARKERS
                    and isinstance(context, ast.Constant)
                    and isinstance(text, ast.Constant)
                    and isinstance(text.value, str)
                ):
                    found.add((str(context.value), text.value))
    return found


def catalogue(code: str) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(FOLDER / f"rummy_desktop_{code}.ts").getroot()
    messages = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            messages[(name, message.findtext("source") or "")] = message
    return messages


def test_the_code_has_translatable_strings() -> None:
    strings = source_strings()
    assert len(strings) > 200
    assert ("MainWindow", "&Game") in strings


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_source_string_is_translated(code: str) -> None:
    messages = catalogue(code)
    missing = sorted(source_strings() - set(messages))
    assert not missing, f"not in the {code} catalogue (run packaging/compile_translations.py)"
    for (context, source), message in messages.items():
        translation = message.find("translation")
        assert translation is not None, (context, source)
        assert translation.get("type") is None, f"{code}: unfinished {source!r}"
        text = translation.text or ""
        assert text.strip(), f"{code}: empty translation of {source!r}"
        holes = sorted(set(re.findall(r"%\d", source)))
        assert sorted(set(re.findall(r"%\d", text))) == holes, f"{code}: {source!r}"
        assert source.count("&") - source.count("&#") - source.count("&nbsp;") - source.count(
            "&middot;"
        ) <= max(1, text.count("&")), f"{code}: accelerator lost in {source!r}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_compiled_catalogue_is_current(code: str) -> None:
    ts = FOLDER / f"rummy_desktop_{code}.ts"
    qm = FOLDER / f"rummy_desktop_{code}.qm"
    assert qm.exists()
    translator = QTranslator()
    assert translator.load(str(qm))
    for (context, source), message in catalogue(code).items():
        translation = message.find("translation")
        assert translation is not None
        assert translator.translate(context, source) == translation.text, (
            f"{ts.name} and {qm.name} differ: run packaging/compile_translations.py --release-only"
        )


def test_the_window_speaks_dutch(qtbot: QtBot, dutch: None) -> None:
    from rummy_desktop.core.tiles import tile
    from rummy_desktop.ui.tile_item import describe_tile

    assert translate("MainWindow", "&Game") == "&Spel"
    assert QCoreApplication.translate("Theme", "red") == "rood"
    assert describe_tile(tile(0)) == "zwart 1"

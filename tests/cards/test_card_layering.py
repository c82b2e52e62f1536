"""Layering: the card engine imports no Qt and nothing above the core."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_architecture import PACKAGE, imported_modules

CARD_FILES = sorted((PACKAGE / "cards").rglob("*.py"))


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.name)
def test_cards_core_imports_only_itself_and_the_shared_core(path: Path) -> None:
    mine = [m for m in imported_modules(path) if m.startswith("rummy_desktop")]
    allowed = ("rummy_desktop.cards", "rummy_desktop.core.errors", "rummy_desktop.core.wording")
    allowed += ("rummy_desktop.core.rules", "rummy_desktop.core.names")
    allowed += ("rummy_desktop.core.game", "rummy_desktop.core.seat")  # the one interface
    bad = [m for m in mine if not m.startswith(allowed) and m != "rummy_desktop"]
    assert not bad, f"{path.name} imports {bad}"
    assert not [m for m in imported_modules(path) if m.split(".")[0] in ("PySide6", "shiboken6")]


@pytest.mark.parametrize(
    "path", sorted((PACKAGE / "cards" / "core").rglob("*.py")), ids=lambda p: p.name
)
def test_the_card_rules_never_import_the_card_players(path: Path) -> None:
    assert not [m for m in imported_modules(path) if m.startswith("rummy_desktop.cards.ai")]

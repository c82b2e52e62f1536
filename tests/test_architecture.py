"""Layering: nothing under rummy_desktop/core, rummy_desktop/ai,
rummy_desktop/cards or rummy_desktop/online imports Qt, and every layer imports
only the layers below it (core <- ai, cards <- online <- app <- ui).

Imports are read with ``ast`` rather than by importing the modules, so a Qt
import hidden in a function body or behind ``TYPE_CHECKING`` is found too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "rummy_desktop"
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
LAYERS = ("core", "ai", "cards", "online")


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name | ast.Attribute)
            and getattr(node.func, "id", getattr(node.func, "attr", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.append(node.args[0].value)
    return names


def layer_files() -> list[Path]:
    return sorted(p for layer in LAYERS for p in (PACKAGE / layer).rglob("*.py"))


def test_the_layers_exist() -> None:
    assert (PACKAGE / "core" / "tiles.py").is_file()
    assert layer_files()


@pytest.mark.parametrize("path", layer_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_qt_import(path: Path) -> None:
    bad = [m for m in imported_modules(path) if m.split(".")[0] in FORBIDDEN]
    assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("path", sorted((PACKAGE / "core").rglob("*.py")), ids=lambda p: p.name)
def test_core_imports_nothing_above_it(path: Path) -> None:
    above = (
        "rummy_desktop.ai",
        "rummy_desktop.cards",
        "rummy_desktop.online",
        "rummy_desktop.app",
        "rummy_desktop.ui",
        "rummy_desktop.cli",
    )
    bad = [m for m in imported_modules(path) if m.startswith(above)]
    assert not bad, f"{path.name} imports {bad}"


ABOVE = {
    "ai": ("rummy_desktop.online", "rummy_desktop.app", "rummy_desktop.ui", "rummy_desktop.cli"),
    "cards": ("rummy_desktop.online", "rummy_desktop.app", "rummy_desktop.ui", "rummy_desktop.cli"),
    "online": ("rummy_desktop.app", "rummy_desktop.ui", "rummy_desktop.cli"),
    "app": ("rummy_desktop.ui", "rummy_desktop.cli"),
}
"""What each middle layer may never import: the layers that build on it."""


@pytest.mark.parametrize(
    ("layer", "path"),
    [(layer, p) for layer in ABOVE for p in sorted((PACKAGE / layer).rglob("*.py"))],
    ids=lambda x: x.name if isinstance(x, Path) else x,
)
def test_middle_layers_import_nothing_above_them(layer: str, path: Path) -> None:
    bad = [m for m in imported_modules(path) if m.startswith(ABOVE[layer])]
    assert not bad, f"{layer}/{path.name} imports {bad}"


@pytest.mark.parametrize("saves", ["save_ui.py", "cards/save_ui.py"])
def test_the_saves_know_the_window_only_by_what_they_ask_of_it(saves: str) -> None:
    """A window builds its saves; the saves never import a window back (not even
    for typing), so the two cannot grow into each other again."""
    windows = ("rummy_desktop.ui.window", "rummy_desktop.ui.cards.window")
    bad = [m for m in imported_modules(PACKAGE / "ui" / saves) if m in windows]
    assert not bad, f"ui/{saves} imports {bad}"


def test_the_checker_finds_a_hidden_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from PySide6.QtCore import QObject\n"
        "def f():\n    import shiboken6\n"
        "importlib.import_module('PySide6.QtGui')\n",
        encoding="utf-8",
    )
    assert imported_modules(sample) == ["typing", "PySide6.QtCore", "shiboken6", "PySide6.QtGui"]


@pytest.mark.parametrize("path", sorted((PACKAGE / "ui").rglob("*.py")), ids=lambda p: p.name)
def test_the_window_never_reads_the_live_game(path: Path) -> None:
    """The ui draws from the controller's board model and queries, never from
    the controller's live ``GameState`` or ``Turn`` (read as ``.state``/``.turn``
    of the controller, however it is named locally)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = {"controller", "c"}
    bad = [
        f"line {node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr in ("state", "turn")
        and (
            (isinstance(node.value, ast.Name) and node.value.id in names)
            or (isinstance(node.value, ast.Attribute) and node.value.attr in names)
        )
    ]
    assert not bad, f"{path.name} reads the live game: {bad}"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """Each module of the package and the package modules it imports (lazily or not)."""
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        targets: set[str] = set()
        for module in imported_modules(path):
            # "from a.b import c" may name a module a.b.c or an attribute of a.b
            for candidate in (module, module.rsplit(".", 1)[0]):
                if candidate in files and candidate != name:
                    targets.add(candidate)
                    break
        graph[name] = targets
    tree_from = {
        name: {
            f"{node.module}.{alias.name}"
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0
            for alias in node.names
        }
        & files.keys()
        for name, path in files.items()
    }
    for name, submodules in tree_from.items():
        graph[name] |= submodules - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group: list[str] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles() -> None:
    """No two modules import each other, even through others, lazily or for types only:
    a circle is two parts that can only be understood, changed and tested together."""
    graph = import_graph()
    assert "rummy_desktop.ui.window" in graph
    assert "rummy_desktop.ui.board_area" in graph["rummy_desktop.ui.window"]
    assert circles(graph) == []

"""Accessible objects for things painted in a graphics scene: tiles, melds, cards.

A ``QGraphicsView`` shows its items as pixels; Qt's accessibility tree has no
node for a tile or a meld. Each thing a screen reader should find becomes an
:class:`ItemProxy`: an empty, mouse-transparent widget over the view's
viewport, at the thing's place on screen, with its name in words ("red 4",
"run: red 3, red 4, red 5"). A proxy paints nothing and takes no focus or
click; the view below stays what the mouse and the keyboard play with. A
factory gives proxies the role of a list item, so Orca reads them as the
entries of a list (the viewport, named by the layer).

This is the "child proxy widget" way of PySide6: a Python subclass of
``QAccessibleInterface`` for items with no ``QObject`` leaves its lifetime to
Qt's cache, which Python cannot keep safely; a widget carries its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

PROXY_CLASS = "ItemProxy"
"""The class name the accessibility factory answers for."""

_factory_installed = False


@dataclass(frozen=True, slots=True)
class Entry:
    """One accessible thing: its name, a description, and where it is on screen.

    Attributes:
        name: what a screen reader says first ("red 4").
        description: what it adds ("3 of 14"); may be empty.
        rect: the place in the parent widget's coordinates.
        children: things inside it (the cards of a hand), in order.
    """

    name: str
    description: str = ""
    rect: QRect = field(default_factory=QRect)
    children: tuple[Entry, ...] = ()


class ItemProxy(QWidget):
    """An invisible stand-in for one painted thing, named for screen readers."""

    def __init__(self, parent: QWidget, role: QAccessible.Role) -> None:
        super().__init__(parent)
        self.role = role
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.layer = ProxyLayer(self)
        """The things inside this one (the cards of a hand)."""
        self.show()


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key == PROXY_CLASS and isinstance(obj, ItemProxy):
        return QAccessibleWidget(obj, obj.role)
    return None


def install_proxy_factory() -> None:
    """Give :class:`ItemProxy` widgets their list roles (once per process)."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_factory)
        _factory_installed = True


class ProxyLayer:
    """The proxies over one widget, kept equal to a list of :class:`Entry`.

    Proxies are reused in order, so a tile that stays keeps its object and a
    screen reader its place; surplus proxies are deleted at once.

    Args:
        parent: the widget the proxies lie over (a view's viewport).
        role: the role of the proxies this layer makes (list items by default).
    """

    def __init__(self, parent: QWidget, role: QAccessible.Role = QAccessible.Role.ListItem) -> None:
        install_proxy_factory()
        self.parent = parent
        self.role = role
        self.proxies: list[ItemProxy] = []

    def show(self, entries: Sequence[Entry]) -> None:
        while len(self.proxies) > len(entries):
            gone = self.proxies.pop()
            gone.setParent(None)  # out of the tree now, deleted with its wrapper
            gone.deleteLater()
        while len(self.proxies) < len(entries):
            self.proxies.append(ItemProxy(self.parent, self.role))
        for proxy, entry in zip(self.proxies, entries, strict=True):
            if proxy.accessibleName() != entry.name:
                proxy.setAccessibleName(entry.name)
            if proxy.accessibleDescription() != entry.description:
                proxy.setAccessibleDescription(entry.description)
            if proxy.geometry() != entry.rect:
                proxy.setGeometry(entry.rect)
            proxy.layer.show(entry.children)

    def names(self) -> list[str]:
        return [proxy.accessibleName() for proxy in self.proxies]

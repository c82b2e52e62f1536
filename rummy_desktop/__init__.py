"""Tile rummy for the desktop.

Layers point one way: ``ui -> app -> ai -> core``. ``core`` and ``ai`` never
import Qt, so the whole game can be played and tested without a display.
"""

__version__ = "0.1.0"

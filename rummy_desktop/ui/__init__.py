"""Widgets: the board scene, tile items, rack, windows and dialogs."""

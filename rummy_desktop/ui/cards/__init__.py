"""The card family's windows and pieces: the card window (on the shared game shell),
its table scene and view, card art, hint bar, new-game dialog, help, saves, replay
and tutorial windows. The shared screens (round end, menus, new-game frame) are
one folder up."""

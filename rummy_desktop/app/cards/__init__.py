"""The card family's side of the app layer: its controller (on the shared play loop),
board model, hint, setup, saves and autosave, shelf, replay, tutorial, statistics
and words. The tile family's counterparts are the modules one folder up."""

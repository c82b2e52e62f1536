"""Qt without widgets: the game controller, the AI worker thread, saves."""

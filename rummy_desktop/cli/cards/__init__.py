"""The card family's handlers of the headless commands (``--game rummy`` and the
other card games): selfplay, arena, validate and judge, reached through the registry."""

"""Move solver and computer players: imports core only, no Qt."""

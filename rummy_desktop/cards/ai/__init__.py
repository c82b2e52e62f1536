"""Computer players for the card games: they see a seat view only, never the whole game."""

"""Rummy with playing cards: basic Rummy, Rummy 30 / 51 and 500 Rum (CARD_RULES.md)."""

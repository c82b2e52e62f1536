"""The card games' rules engine: pure Python, no Qt, one referee for every action."""

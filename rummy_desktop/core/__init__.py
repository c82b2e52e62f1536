"""The rules of tile rummy: pure Python, no Qt."""

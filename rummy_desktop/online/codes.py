"""Table codes and seat tokens that can be read over the phone.

Both are written in one alphabet of 32 characters without look-alikes (no
``0``/``O``, ``1``/``I``), read case-insensitively with any spaces or
dashes, and end in a check character (the Luhn algorithm over the
alphabet, "mod N"): one wrong character, and most pairs of neighbours read
the wrong way round, are caught before anyone is looked up, and said so.

A seat token is 19 random characters and its check character, handed out in
groups of four (``K7MP-2QXC-...``); the table keeps the SHA-256 of its plain
form (upper case, no dashes). A table code is 5 random characters and its
check character. Codes and tokens of older tables (6 characters without a
check; 24 letters and digits, case-sensitive) keep working exactly as before.
"""

from __future__ import annotations

import secrets
from typing import Final

ALPHABET: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Nothing easily misread or misheard as another character of the set."""
CODE_LENGTH: Final = 6
"""A table code: five random characters and a check character."""
TOKEN_LENGTH: Final = 20
"""A seat token: 19 random characters (95 bits) and a check character."""
TOKEN_GROUP: Final = 4
SEPARATORS: Final = " -_.\t"
_VALUE: Final = {c: i for i, c in enumerate(ALPHABET)}


def _luhn_total(text: str, double_first: bool) -> int:
    """The Luhn sum over ``text`` read from its end; every other value doubled."""
    n = len(ALPHABET)
    total = 0
    double = double_first
    for char in reversed(text):
        addend = _VALUE[char] * (2 if double else 1)
        total += addend // n + addend % n
        double = not double
    return total


def check_character(payload: str) -> str:
    """The character that makes ``payload`` + it a valid code (Luhn mod 32)."""
    n = len(ALPHABET)
    return ALPHABET[(n - _luhn_total(payload, True) % n) % n]


def is_checked(text: str) -> bool:
    """True when ``text`` (plain form) is made of the alphabet and its check character fits."""
    if len(text) < 2 or any(c not in _VALUE for c in text):
        return False
    return _luhn_total(text, False) % len(ALPHABET) == 0


def plain(text: str) -> str:
    """A code or token as typed, in its plain form: upper case, without spaces or dashes."""
    return "".join(c for c in text.upper() if c not in SEPARATORS)


def _random(length: int) -> str:
    payload = "".join(secrets.choice(ALPHABET) for _ in range(length - 1))
    return payload + check_character(payload)


def new_code() -> str:
    """A table's code: six characters, the last a check character."""
    return _random(CODE_LENGTH)


def new_token() -> str:
    """A seat's (or the host's) secret, in groups of four: it never begins with ``-``,
    so ``rummy-desktop bot --token`` never takes it for an option."""
    return grouped(_random(TOKEN_LENGTH))


def grouped(token: str) -> str:
    """A token's plain form in groups of four, as it is shown and read out."""
    return "-".join(token[i : i + TOKEN_GROUP] for i in range(0, len(token), TOKEN_GROUP))


def token_forms(token: str) -> list[str]:
    """What a seat's token may have been given as: as typed (older, case-sensitive
    tokens), and its plain form (tokens of this alphabet, however typed)."""
    forms = [token]
    normal = plain(token)
    if normal != token:
        forms.append(normal)
    return forms


def mistake(text: str, length: int) -> bool:
    """True when ``text`` looks like a code or token of ``length`` characters of this
    alphabet whose check character does not fit: a character was misread."""
    normal = plain(text)
    return len(normal) == length and all(c in _VALUE for c in normal) and not is_checked(normal)

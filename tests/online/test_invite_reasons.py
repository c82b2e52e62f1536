"""Invite by code says the real reason, and never waits for ever (issue 28, fault 4).

A stand-in helper speaks ``fowld``'s JSON lines as the real one does in each
case (the real one needs a rendezvous server and a second home): no network
at all, a code nobody made, a rendezvous server that never answers.
"""

from __future__ import annotations

import asyncio
import sys
import textwrap
from pathlib import Path

import pytest

from rummy_desktop.online import invite
from rummy_desktop.online.invite import InviteFailed, host_invite, join_invite, reason_in_words


def helper(tmp_path: Path, says: list[str], then_wait: bool = True) -> tuple[str, ...]:
    """A stand-in ``fowld`` that reads its commands and says ``says``, then waits or ends."""
    script = tmp_path / "fake_fowld.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import sys, time
            sys.stdin.readline()
            for line in {says!r}:
                print(line, flush=True)
            if {then_wait!r}:
                time.sleep(120)
            """
        )
    )
    return (sys.executable, str(script))


def test_without_internet_the_reason_is_said_not_a_closed_invite(tmp_path: Path) -> None:
    says = ['{"kind": "closed"}', '{"kind": "error", "message": "DNS lookup failed"}']
    with pytest.raises(InviteFailed) as failed:
        asyncio.run(join_invite("7-guitarist-revenge", command=helper(tmp_path, says)))
    assert "could not be reached" in str(failed.value)
    assert "internet" in str(failed.value) and "DNS lookup failed" in str(failed.value)


def test_a_closed_invite_with_no_reason_says_so(tmp_path: Path) -> None:
    with pytest.raises(InviteFailed, match="the other side closed the invite"):
        asyncio.run(join_invite("1-a-b", command=helper(tmp_path, ['{"kind": "closed"}'])))


def test_a_code_nobody_made_is_said_within_the_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(invite, "CODE_SECONDS", 1.0)
    with pytest.raises(InviteFailed, match="nobody answered this code within 1 seconds"):
        asyncio.run(join_invite("9-nobody-here", command=helper(tmp_path, [])))


def test_a_rendezvous_server_that_never_answers_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(invite, "CODE_SECONDS", 1.0)
    with pytest.raises(InviteFailed, match="no code could be made within 1 seconds"):
        asyncio.run(host_invite(4444, command=helper(tmp_path, [])))


def test_reasons_in_words() -> None:
    assert "internet" in reason_in_words("Connection refused")
    assert reason_in_words("crowded: the code was used already") == (
        "crowded: the code was used already"
    )

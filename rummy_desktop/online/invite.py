"""Invite by code: reach a table in another home with a short code, no router set-up.

The code is magic-wormhole's (``7-guitarist-revenge``): read over the phone,
it pairs the two computers through a rendezvous ("mailbox") server, after
which magic-wormhole's *dilation* carries an end-to-end encrypted connection
directly between them (or through a transit relay when neither can reach the
other). The mailbox server sees only the pairing, never the game.

Both sides run ``fowld``, the machine-facing daemon of the ``fowl`` package
(magic-wormhole's dilation helper), as a child process spoken to in JSON
lines on its standard input and output:

- the host (where the table server runs) asks the guest to listen for the
  table (``remote``) and allocates the code;
- the guest sets the code and listens on 127.0.0.1 (``local``): connecting to
  ``ws://127.0.0.1:PORT`` there reaches the host's table server.

Then the guest plays with the ordinary client (:mod:`rummy_desktop.online.client`),
seat token and all: the code only opens the road. Each invite pairs exactly
two computers, so a host gives each remote home its own code.

The rendezvous server is a setting (``mailbox``); the default is the public
one magic-wormhole uses. Needs the ``online`` extra (``fowl``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from rummy_desktop.core.errors import RummyError
from rummy_desktop.online.fowld_helper import helper_command

PUBLIC_MAILBOX: Final = "ws://relay.magic-wormhole.io:4000/v1"
"""magic-wormhole's public rendezvous server (what ``wormhole`` and ``fowl`` use)."""
SERVICE: Final = "rummy-desktop-table"
"""The name both sides give the forwarded table connection."""
FOWLD: Final = helper_command()
"""How ``fowld`` is started: ``python -m fowl``, or the installers' own program."""


class InviteFailed(RummyError):
    """The code could not be made or used; the message says why."""


KEPT_MESSAGES: Final = 200
"""The helper's latest messages kept (it reports every byte forwarded)."""
CODE_SECONDS: Final = 30.0
"""How long making a code, or reaching the other home with one, may take before the
family is told why not (a code nobody made never answers at all)."""
REASON_SECONDS: Final = 2.0
"""How long to wait, after the helper says the invite closed, for the error that says why
(``fowld`` sends ``closed`` before ``error``)."""
UNREACHABLE: Final = (
    "dns lookup failed",
    "name or service not known",
    "getaddrinfo",
    "connection refused",
    "no route to host",
    "network is unreachable",
    "timed out",
    "could not connect",
)
"""Words of a helper's error that mean the rendezvous server was not reached."""


def reason_in_words(message: str) -> str:
    """A helper's error in words a family understands, the technical words kept after it."""
    if any(words in message.lower() for words in UNREACHABLE):
        return (
            "the rendezvous server for invite codes could not be reached: is this computer"
            f" connected to the internet? ({message})"
        )
    return message


@dataclass(slots=True)
class Fowld:
    """A running ``fowld`` child process and its JSON-lines conversation."""

    process: asyncio.subprocess.Process
    said: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=KEPT_MESSAGES))
    _reader: asyncio.Task[None] | None = None

    @classmethod
    async def start(cls, mailbox: str, command: Sequence[str] = FOWLD) -> Fowld:
        try:
            process = await asyncio.create_subprocess_exec(
                *command,
                "--mailbox",
                mailbox,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.DEVNULL,
            )
        except OSError as exc:
            raise InviteFailed(f"cannot start the invite helper (fowld): {exc}") from None
        return cls(process)

    async def tell(self, **command: Any) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write((json.dumps(command) + "\n").encode())
        await self.process.stdin.drain()

    async def _next(self, deadline: float | None) -> dict[str, Any] | None:
        """The helper's next message (None once it stopped); TimeoutError at ``deadline``."""
        assert self.process.stdout is not None
        loop = asyncio.get_running_loop()
        while True:
            left = None if deadline is None else max(0.0, deadline - loop.time())
            line = await asyncio.wait_for(self.process.stdout.readline(), left)
            if not line:
                return None
            try:
                message = json.loads(line)
            except ValueError:
                continue  # fowld may print a line of its own
            if isinstance(message, dict):
                self.said.append(message)
                return message

    async def wait_for(
        self, kind: str, timeout: float | None = None, too_long: str = ""
    ) -> dict[str, Any]:
        """The next message of ``kind``; an error, the helper's end or ``timeout`` seconds
        without it raise InviteFailed (``too_long`` says what did not happen in time)."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while True:
            try:
                message = await self._next(deadline)
            except TimeoutError:
                raise InviteFailed(too_long or f"no answer within {timeout:.0f} seconds") from None
            if message is None:
                raise InviteFailed("the invite helper stopped (is the code right?)")
            if message.get("kind") == "error":
                raise InviteFailed(
                    reason_in_words(str(message.get("message", "the invite failed")))
                )
            if message.get("kind") in ("closed", "wormhole-closed") and kind != "closed":
                raise InviteFailed(await self._why_closed())
            if message.get("kind") == kind:
                return message

    async def _why_closed(self) -> str:
        """The reason the helper gives after ``closed`` (its error comes next), if it does."""
        deadline = asyncio.get_running_loop().time() + REASON_SECONDS
        with contextlib.suppress(TimeoutError):
            while (message := await self._next(deadline)) is not None:
                if message.get("kind") == "error":
                    return reason_in_words(str(message.get("message", "the invite failed")))
        return "the other side closed the invite"

    def keep_listening(self) -> None:
        """Read the helper's messages from now on in the background.

        ``fowld`` reports every forwarded byte; a pipe nobody reads fills up
        and would stop the forwarding (and the game) after a while.
        """

        async def read() -> None:
            with contextlib.suppress(InviteFailed):
                await self.wait_for("closed")

        self._reader = asyncio.get_running_loop().create_task(read())

    async def close(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
        if self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.terminate()
            await self.process.wait()


async def host_invite(
    table_port: int, *, mailbox: str = PUBLIC_MAILBOX, command: Sequence[str] = FOWLD
) -> tuple[str, Fowld]:
    """Make a code that leads to the table server on this computer's ``table_port``.

    Returns the code to read out and the running helper (keep it running
    while the guest plays; :meth:`Fowld.close` ends the invite).
    """
    fowld = await Fowld.start(mailbox, command)
    try:
        await fowld.tell(kind="remote", name=SERVICE, local_connect_port=table_port)
        await fowld.tell(kind="allocate-code")
        allocated = await fowld.wait_for(
            "code-allocated",
            CODE_SECONDS,
            f"no code could be made within {CODE_SECONDS:.0f} seconds: the rendezvous server"
            " for invite codes does not answer",
        )
        code = str(allocated["code"])
    except BaseException:
        await fowld.close()
        raise
    fowld.keep_listening()
    return code, fowld


async def join_invite(
    code: str, *, mailbox: str = PUBLIC_MAILBOX, command: Sequence[str] = FOWLD
) -> tuple[str, Fowld]:
    """Use a code: returns the table's URL on this computer and the running helper."""
    fowld = await Fowld.start(mailbox, command)
    try:
        await fowld.tell(kind="local", name=SERVICE, bind_interface="127.0.0.1")
        await fowld.tell(kind="set-code", code=code.strip())
        listening = await fowld.wait_for(
            "listening",
            CODE_SECONDS,
            f"nobody answered this code within {CODE_SECONDS:.0f} seconds: check the code, or"
            " ask the host for a new one",
        )
    except BaseException:
        await fowld.close()
        raise
    fowld.keep_listening()
    return f"ws://127.0.0.1:{int(listening['listening_port'])}", fowld

"""Smoke-test a frozen (or installed) rummy-desktop without a display.

Runs the program as a person's terminal would, with Qt's offscreen platform:
``--version`` must name the package version, ``validate`` must judge a run,
a whole headless self-play game must finish with exit 0, and so must a card
game (Rummy 51), whose last line must be its JSON result, and an online game:
``serve`` on 127.0.0.1, ``host`` a table with one remote seat, and ``bot``
playing that seat to the end over the socket; then the same through an
invite code: two of the program's own invite helpers (``--fowld``, kept to
127.0.0.1) pair through a magic-wormhole mailbox server on 127.0.0.1 (run by
the Python running this test, which needs ``magic-wormhole-mailbox-server``),
and the bot reaches the table only through the guest helper's port. Any line on
standard error that is not in ``smoke-stderr-allow.txt`` fails the test: a
frozen program that prints warnings is missing something.

    python packaging/smoke.py dist/rummy-desktop/rummy-desktop
    python packaging/smoke.py rummy-desktop          # an installed .deb

Standard library only (the mailbox server aside, ``--no-invite`` without it),
so it runs on the release machines before anything is installed, and on
Windows against ``rummy-desktop-cli.exe``.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import re
import shlex
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ALLOW_FILE = HERE / "smoke-stderr-allow.txt"
# The selfplay contract (issue 3) needs the seats; two quick levels keep it short.
SELFPLAY_ARGS = "selfplay --seed 1"
# A card game proves the bundle holds the card engine and players too (issue 15).
CARD_SELFPLAY_ARGS = "selfplay --game rummy51 --players medium,easy --seed 1 --json"


# The websockets client and server both, as a family's computers use them (issue 16).
ONLINE_SEATS = "Guest:remote,Computer:medium"


class SmokeFailure(AssertionError):
    """The frozen program did not behave as the console command does."""


def package_version() -> str:
    text = (ROOT / "rummy_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise SmokeFailure("rummy_desktop/__init__.py has no __version__")
    return match.group(1)


def allowed_patterns(path: Path = ALLOW_FILE) -> list[re.Pattern[str]]:
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return [re.compile(line) for line in lines if line.strip() and not line.startswith("#")]


def unexpected_lines(stderr: str, allowed: list[re.Pattern[str]]) -> list[str]:
    return [
        line
        for line in stderr.splitlines()
        if line.strip() and not any(p.search(line) for p in allowed)
    ]


def run(
    program: str, args: list[str], allowed: list[re.Pattern[str]], timeout: float
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    started = time.perf_counter()
    result = subprocess.run(
        [program, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    took = time.perf_counter() - started
    shown = shlex.join(args)
    print(f"smoke: {shown} -> exit {result.returncode} in {took:.2f} s", flush=True)
    bad = unexpected_lines(result.stderr, allowed)
    if bad:
        raise SmokeFailure(f"{shown}: unexpected standard error:\n" + "\n".join(bad))
    return result


def card_result(stdout: str, game: str = "rummy51") -> dict[str, object]:
    """The JSON result of a card self-play (its last line), checked for a legal finish."""
    lines = stdout.strip().splitlines()
    if not lines:
        raise SmokeFailure("the card self-play printed nothing")
    try:
        result = json.loads(lines[-1])
    except ValueError:
        raise SmokeFailure(f"the card self-play's last line is not JSON: {lines[-1]!r}") from None
    if not isinstance(result, dict):
        raise SmokeFailure(f"the card self-play printed {lines[-1]!r}, not a JSON object")
    if result.get("game") != game:
        raise SmokeFailure(f"the card self-play played {result.get('game')!r}, not {game!r}")
    if result.get("illegal_moves") != 0:
        raise SmokeFailure(f"the card self-play made illegal moves: {lines[-1]}")
    if not isinstance(result.get("winner"), int) or not result.get("turns"):
        raise SmokeFailure(f"the card self-play did not finish: {lines[-1]}")
    return result


def online_game(program: str, allowed: list[re.Pattern[str]], timeout: float) -> dict[str, object]:
    """A whole online game on this computer: a table server, a table, a bot in the remote seat.

    Loopback only. The bot's last line is the selfplay-style JSON result.
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    server = subprocess.Popen(
        [program, "serve", "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        assert server.stdout is not None
        ready = server.stdout.readline()
        try:
            url = json.loads(ready)["url"]
        except (ValueError, KeyError, TypeError):
            raise SmokeFailure(f"serve printed {ready!r}, not its url") from None
        hosted = run(program, ["host", "--url", url, "--players", ONLINE_SEATS], allowed, timeout)
        if hosted.returncode != 0:
            raise SmokeFailure(f"host exited {hosted.returncode}: {hosted.stderr.strip()}")
        table = json.loads(hosted.stdout)
        token = next(seat["token"] for seat in table["seats"] if seat["token"])
        args = ["bot", "--url", url, "--table", table["table"], "--token", token]
        played = run(program, [*args, "--level", "easy"], allowed, timeout)
        if played.returncode != 0:
            raise SmokeFailure(f"bot exited {played.returncode}: {played.stderr.strip()}")
        lines = played.stdout.strip().splitlines()
        result = json.loads(lines[-1]) if lines else None
        if not isinstance(result, dict) or result.get("illegal_moves") != 0:
            raise SmokeFailure(f"the online game did not end well: {played.stdout!r}")
        return result
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


INVITE_SERVICE = "rummy-desktop-table"


def _lines(stream: object) -> queue.Queue[str | None]:
    """A pipe read on a thread of its own, line by line (None at its end): it never fills up."""
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        for line in stream:  # type: ignore[attr-defined]
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    return lines


def _stop(process: subprocess.Popen[str]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@contextmanager
def mailbox_server(python: str, timeout: float) -> Iterator[str]:
    """A magic-wormhole mailbox (rendezvous) server on 127.0.0.1; yields its URL."""
    with tempfile.TemporaryDirectory() as folder:
        process = subprocess.Popen(
            [
                *(python, "-m", "twisted", "wormhole-mailbox"),
                *("--port", "tcp:0:interface=127.0.0.1"),
                *("--channel-db", str(Path(folder, "c.sqlite"))),
                *("--usage-db", str(Path(folder, "u.sqlite"))),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            stdin=subprocess.DEVNULL,
            text=True,
            cwd=folder,
        )
        try:
            lines = _lines(process.stdout)
            while True:
                line = lines.get(timeout=timeout)
                if line is None:
                    raise SmokeFailure(f"{python} could not run a mailbox server")
                said = json.loads(line.lstrip("\x1e")).get("log_text", "")  # JSON-seq records
                if said.startswith("PrivacyEnhancedSite starting on "):
                    yield f"ws://127.0.0.1:{int(said.rsplit(' ', 1)[1])}/v1"
                    return
        finally:
            _stop(process)


class Helper:
    """One of the program's invite helpers (``--fowld``), spoken to in JSON lines."""

    def __init__(self, program: str, mailbox: str, timeout: float) -> None:
        self.timeout = timeout
        self.process = subprocess.Popen(
            [program, "--fowld", "--loopback", "--mailbox", mailbox],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(os.environ, PYTHONUNBUFFERED="1"),
        )
        self.said = _lines(self.process.stdout)
        self.errors = _lines(self.process.stderr)

    def tell(self, **command: object) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()

    def wait_for(self, kind: str) -> dict[str, object]:
        deadline = time.monotonic() + self.timeout
        while True:
            line = self.said.get(timeout=max(0.1, deadline - time.monotonic()))
            if line is None:
                raise SmokeFailure(f"the invite helper stopped: {self.stderr()}")
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if isinstance(message, dict) and message.get("kind") == "error":
                raise SmokeFailure(f"the invite helper failed: {message}")
            if isinstance(message, dict) and message.get("kind") == kind:
                return message

    def stderr(self) -> str:
        lines = []
        while not self.errors.empty():
            line = self.errors.get()
            if line is not None:
                lines.append(line.rstrip())
        return "\n".join(lines)

    def close(self, allowed: list[re.Pattern[str]]) -> None:
        _stop(self.process)
        bad = unexpected_lines(self.stderr(), allowed)
        if bad:
            raise SmokeFailure("the invite helper's unexpected standard error:\n" + "\n".join(bad))


def invite_game(
    program: str, allowed: list[re.Pattern[str]], timeout: float, python: str = sys.executable
) -> dict[str, object]:
    """A whole online game whose guest knows only an invite code (loopback only).

    The table server and ``host`` as in :func:`online_game`; then the host's
    helper allocates a code for the table's port, the guest's helper uses it
    and listens on 127.0.0.1, and ``bot`` plays the remote seat through that
    port: every frame goes through both helpers and magic-wormhole's dilation.
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    with mailbox_server(python, timeout) as mailbox:
        server = subprocess.Popen(
            [program, "serve", "--host", "127.0.0.1", "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            stdin=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        helpers: list[Helper] = []
        try:
            assert server.stdout is not None
            url = json.loads(server.stdout.readline())["url"]
            hosted = run(
                program, ["host", "--url", url, "--players", ONLINE_SEATS], allowed, timeout
            )
            table = json.loads(hosted.stdout)
            token = next(seat["token"] for seat in table["seats"] if seat["token"])
            host_side = Helper(program, mailbox, timeout)
            helpers.append(host_side)
            port = int(url.rsplit(":", 1)[1])
            host_side.tell(kind="remote", name=INVITE_SERVICE, local_connect_port=port)
            host_side.tell(kind="allocate-code")
            code = str(host_side.wait_for("code-allocated")["code"])
            guest_side = Helper(program, mailbox, timeout)
            helpers.append(guest_side)
            guest_side.tell(kind="local", name=INVITE_SERVICE, bind_interface="127.0.0.1")
            guest_side.tell(kind="set-code", code=code)
            listening = int(str(guest_side.wait_for("listening")["listening_port"]))
            if listening == port:
                raise SmokeFailure("the guest's helper listens on the table's own port")
            print(f"smoke: invite code {code} leads to the table through port {listening}")
            args = ["bot", "--url", f"ws://127.0.0.1:{listening}", "--table", table["table"]]
            played = run(program, [*args, "--token", token, "--level", "easy"], allowed, timeout)
            if played.returncode != 0:
                raise SmokeFailure(f"bot through the invite exited {played.returncode}")
            lines = played.stdout.strip().splitlines()
            result = json.loads(lines[-1]) if lines else None
            if not isinstance(result, dict) or result.get("illegal_moves") != 0:
                raise SmokeFailure(f"the invited game did not end well: {played.stdout!r}")
            return result
        finally:
            try:
                for helper in helpers:
                    helper.close(allowed)
            finally:
                _stop(server)


def check(
    program: str,
    selfplay: str,
    timeout: float,
    card_selfplay: str = "",
    online: bool = True,
    invite: bool = True,
) -> None:
    allowed = allowed_patterns()
    version = run(program, ["--version"], allowed, timeout)
    expected = f"rummy-desktop {package_version()}"
    if version.returncode != 0 or version.stdout.strip() != expected:
        raise SmokeFailure(f"--version printed {version.stdout.strip()!r}, want {expected!r}")

    verdict = run(program, ["validate", "R1 R2 R3", "K7 B7 O7 R7"], allowed, timeout)
    lines = [json.loads(line) for line in verdict.stdout.splitlines()]
    if verdict.returncode != 0 or [v["kind"] for v in lines] != ["run", "group"]:
        raise SmokeFailure(f"validate answered {verdict.stdout!r} (exit {verdict.returncode})")

    game = run(program, shlex.split(selfplay), allowed, timeout)
    if game.returncode != 0:
        raise SmokeFailure(f"{selfplay} exited {game.returncode}: {game.stderr.strip()}")
    if not game.stdout.strip():
        raise SmokeFailure(f"{selfplay} printed nothing")
    print(game.stdout.strip().splitlines()[-1])

    if card_selfplay:
        cards = run(program, shlex.split(card_selfplay), allowed, timeout)
        if cards.returncode != 0:
            raise SmokeFailure(f"{card_selfplay} exited {cards.returncode}: {cards.stderr.strip()}")
        card_result(cards.stdout)
        print(cards.stdout.strip().splitlines()[-1])

    if online:
        print(json.dumps(online_game(program, allowed, timeout)))
    if online and invite:
        print(json.dumps(invite_game(program, allowed, timeout)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="path or name of the rummy-desktop executable")
    parser.add_argument("--selfplay", default=SELFPLAY_ARGS, help="the self-play command line")
    parser.add_argument(
        "--card-selfplay",
        default=CARD_SELFPLAY_ARGS,
        help="the card self-play command line ('' to skip)",
    )
    parser.add_argument(
        "--no-online", action="store_true", help="skip the online game (a build without websockets)"
    )
    parser.add_argument(
        "--no-invite",
        action="store_true",
        help="skip the game through an invite code (no mailbox server to test with)",
    )
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per command")
    args = parser.parse_args(argv)
    try:
        check(
            args.program,
            args.selfplay,
            args.timeout,
            args.card_selfplay,
            not args.no_online,
            not args.no_invite,
        )
    except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError, queue.Empty) as exc:
        print(f"smoke: FAILED: {exc}", file=sys.stderr)
        return 1
    print("smoke: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

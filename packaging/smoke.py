"""Smoke-test a frozen (or installed) rummy-desktop without a display.

Runs the program as a person's terminal would, with Qt's offscreen platform:
``--version`` must name the package version, ``validate`` must judge a run,
a whole headless self-play game must finish with exit 0, and so must a card
game (Rummy 51), whose last line must be its JSON result, and an online game:
``serve`` on 127.0.0.1, ``host`` a table with one remote seat, and ``bot``
playing that seat to the end over the socket. Any line on
standard error that is not in ``smoke-stderr-allow.txt`` fails the test: a
frozen program that prints warnings is missing something.

    python packaging/smoke.py dist/rummy-desktop/rummy-desktop
    python packaging/smoke.py rummy-desktop          # an installed .deb

Standard library only, so it runs on the release machines before anything
is installed, and on Windows against ``rummy-desktop-cli.exe``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import time
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


def check(
    program: str, selfplay: str, timeout: float, card_selfplay: str = "", online: bool = True
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
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per command")
    args = parser.parse_args(argv)
    try:
        check(args.program, args.selfplay, args.timeout, args.card_selfplay, not args.no_online)
    except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError) as exc:
        print(f"smoke: FAILED: {exc}", file=sys.stderr)
        return 1
    print("smoke: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

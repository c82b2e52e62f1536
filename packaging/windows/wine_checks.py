"""The headless checks of a Windows install under Wine, against this checkout on Linux.

``test-under-wine.sh`` runs it twice. ``installed`` checks the installed
``rummy-desktop-cli.exe`` (run through ``wine``) against the same commands run
by this checkout's Python on Linux, and leaves a player's saved games behind:

- ``--version``; ``selfplay --seed 1`` (tiles) and ``selfplay --game rummy51
  --seed 1`` (cards), text and JSON, print what they print on Linux;
- ``validate`` (tiles and cards) and ``judge`` (a legal and a refused turn)
  answer alike, exit codes included;
- a Windows ``serve`` on 127.0.0.1 with a Linux ``host`` and two Linux ``bot``
  processes ends exactly as ``selfplay`` of the same seats and seed;
- the installed program saves a game half-way in the player's Documents and one
  in the game's data folder (``%APPDATA%``).

``after-uninstall`` checks that those saved games are still there and that
Linux plays each to the same end as the whole game.

Standard library only, with ``packaging/smoke.py``'s standard-error check:
any line on standard error not in ``smoke-stderr-allow.txt`` fails. Every
program's output comes through a pipe. Loopback only.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE.parent))

from smoke import (  # noqa: E402 (packaging/ is not a package)
    SmokeFailure,
    allowed_patterns,
    card_result,
    package_version,
    unexpected_lines,
)

# The online check: the seats and seed of tests/online/test_commands.py, so Linux
# already knows the game ends as selfplay there; here the server is Windows.
ONLINE_SEATS = "Medium 1:remote,Easy 2:easy,Hard 3:remote"
ONLINE_LEVELS = ["medium", "easy", "hard"]
ONLINE_ARGS = ["--seed", "21", "--rules", "rrrummy"]
# The saved games a player leaves behind: (folder key, file name, selfplay args).
SAVES = [
    ("documents", "Saved games/family-game.json", ["--seed", "1"]),
    ("appdata", "rummy-desktop/Rummy Desktop/kept-game.json", ["--game", "rummy51", "--seed", "1"]),
]
STOP_AFTER_TURNS = "6"
# What Wine prints when a program loses its wineserver (Wine's trouble, not ours).
WINE_LOST_SERVER = "wine client error:"


class Programs:
    """The installed Windows program (through wine) and this checkout on Linux."""

    def __init__(self, wine: str, exe: str, python: str, timeout: float) -> None:
        self.windows = [wine, exe]
        self.linux = [python, "-m", "rummy_desktop"]
        self.timeout = timeout
        self.allowed = allowed_patterns()
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")

    def run(self, side: str, args: list[str]) -> subprocess.CompletedProcess[str]:
        result = self._run_once(side, args)
        if side == "windows" and WINE_LOST_SERVER in result.stderr:
            # Wine's own link to its server broke, not the program: say so, run again once.
            print(f"wine-checks: wine lost its server ({WINE_LOST_SERVER!r}); running again")
            result = self._run_once(side, args)
        bad = unexpected_lines(result.stderr, self.allowed)
        if bad:
            raise SmokeFailure(
                f"{side} {shlex.join(args)}: unexpected standard error:\n" + "\n".join(bad)
            )
        result.stdout = result.stdout.replace("\r\n", "\n")
        return result

    def _run_once(self, side: str, args: list[str]) -> subprocess.CompletedProcess[str]:
        command = self.windows if side == "windows" else self.linux
        started = time.perf_counter()
        result = subprocess.run(
            [*command, *args],
            capture_output=True,
            stdin=subprocess.DEVNULL,
            text=True,
            timeout=self.timeout,
            env=self.env,
            cwd=ROOT,
            check=False,
        )
        took = time.perf_counter() - started
        print(
            f"wine-checks: {side}: {shlex.join(args)} -> exit {result.returncode} in {took:.1f} s"
        )
        return result

    def same(self, args: list[str], expect_exit: int = 0) -> str:
        """Run on both systems; the exit codes and the outputs must be equal."""
        windows = self.run("windows", args)
        linux = self.run("linux", args)
        if (windows.returncode, linux.returncode) != (expect_exit, expect_exit):
            raise SmokeFailure(
                f"{shlex.join(args)}: exit {windows.returncode} on Windows, "
                f"{linux.returncode} on Linux, want {expect_exit}"
            )
        if windows.stdout != linux.stdout:
            raise SmokeFailure(
                f"{shlex.join(args)} differs.\nWindows:\n{windows.stdout}\nLinux:\n{linux.stdout}"
            )
        if not windows.stdout.strip():
            raise SmokeFailure(f"{shlex.join(args)} printed nothing")
        return windows.stdout


def last_json(text: str) -> Any:
    lines = text.strip().splitlines()
    if not lines:
        raise SmokeFailure("no output")
    return json.loads(lines[-1])


def check_commands(programs: Programs) -> None:
    version = programs.run("windows", ["--version"])
    want = f"rummy-desktop {package_version()}"
    if version.returncode != 0 or version.stdout.strip() != want:
        raise SmokeFailure(f"--version printed {version.stdout.strip()!r}, want {want!r}")
    for args in (
        ["selfplay", "--seed", "1"],
        ["selfplay", "--seed", "1", "--json"],
        ["selfplay", "--game", "rummy51", "--seed", "1"],
    ):
        print(programs.same(args).strip().splitlines()[-1])
    cards = programs.same(["selfplay", "--game", "rummy51", "--seed", "1", "--json"])
    card_result(cards)
    programs.same(["validate", "R5 J R7", "K7 B7 O7 R7"])
    programs.same(["validate", "R5 J R7", "R4 R4 B4"], expect_exit=1)
    programs.same(["validate", "--game", "rummy51", "QS KS AS", "2H 2D 2C"])
    legal = ["--before", "R5 J J R8", "--rack", "R6 K9 B9", "--after", "R5 R6 J R8 | K9 B9 J"]
    answer = json.loads(programs.same(["judge", *legal, "--melded"]))
    if answer != {"ok": True, "played": "R6 K9 B9", "problems": []}:
        raise SmokeFailure(f"judge answered {answer}")
    refused = ["--before", "K8 K9 K10 J", "--rack", "B5 B6", "--after", "K8 K9 K10 | B5 B6 J"]
    answer = json.loads(programs.same(["judge", *refused, "--melded"], expect_exit=1))
    if [p["code"] for p in answer["problems"]] != ["joker_not_released"]:
        raise SmokeFailure(f"judge answered {answer}")


def check_online(programs: Programs, tables: str) -> None:
    """A Windows table server on 127.0.0.1, a Linux host and Linux bots."""
    server = subprocess.Popen(
        [*programs.windows, "serve", "--host", "127.0.0.1", "--port", "0", "--tables", tables],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=programs.env,
    )
    bots: list[subprocess.Popen[str]] = []
    try:
        assert server.stdout is not None
        ready = server.stdout.readline()
        try:
            url = json.loads(ready)["url"]
        except (ValueError, KeyError, TypeError):
            raise SmokeFailure(f"the Windows serve printed {ready!r}, not its url") from None
        if not url.startswith("ws://127.0.0.1:"):
            raise SmokeFailure(f"the Windows serve listens at {url}, not on 127.0.0.1")
        print(f"wine-checks: the Windows table server listens at {url}")
        hosted = programs.run(
            "linux", ["host", "--url", url, "--players", ONLINE_SEATS, *ONLINE_ARGS]
        )
        if hosted.returncode != 0:
            raise SmokeFailure(f"host exited {hosted.returncode}: {hosted.stderr.strip()}")
        created = last_json(hosted.stdout)
        table = ["bot", "--url", url, "--table", created["table"]]
        for seat, level in zip(created["seats"], ONLINE_LEVELS, strict=True):
            if seat["token"]:
                bots.append(
                    subprocess.Popen(
                        [*programs.linux, *table, "--token", seat["token"], "--level", level],
                        stdout=subprocess.PIPE,
                        stdin=subprocess.DEVNULL,
                        text=True,
                        env=programs.env,
                        cwd=ROOT,
                    )
                )
        results = []
        for bot in bots:
            out, _ = bot.communicate(timeout=programs.timeout)
            if bot.returncode != 0:
                raise SmokeFailure(f"a Linux bot exited {bot.returncode}")
            results.append(last_json(out))
    finally:
        for process in [*bots, server]:
            if process.poll() is None:
                process.kill()
                process.wait()
    expected = last_json(
        programs.run(
            "linux", ["selfplay", "--players", ",".join(ONLINE_LEVELS), *ONLINE_ARGS, "--json"]
        ).stdout
    )
    if results != [expected, expected]:
        raise SmokeFailure(f"the online game ended {results}, selfplay {expected}")
    print(f"wine-checks: Windows serve + Linux bots ended as selfplay: {json.dumps(expected)}")


def save_games(programs: Programs, folders: dict[str, Path], windows: dict[str, str]) -> None:
    for key, name, args in SAVES:
        target = windows[key] + "\\" + name.replace("/", "\\")
        (folders[key] / name).parent.mkdir(parents=True, exist_ok=True)
        saved = programs.run(
            "windows",
            ["selfplay", *args, "--save", target, "--stop-after-turns", STOP_AFTER_TURNS],
        )
        if saved.returncode != 0 or not (folders[key] / name).is_file():
            raise SmokeFailure(f"the installed program did not save {target}")
        print(f"wine-checks: the installed program saved {target}")


def check_saves_kept(programs: Programs, folders: dict[str, Path]) -> None:
    for key, name, args in SAVES:
        path = folders[key] / name
        if not path.is_file():
            raise SmokeFailure(f"the uninstall removed a saved game: {path}")
        resumed = programs.run("linux", ["selfplay", "--resume", str(path), "--json"])
        whole = programs.run("linux", ["selfplay", *args, "--json"])
        if resumed.returncode != 0 or last_json(resumed.stdout) != last_json(whole.stdout):
            raise SmokeFailure(f"{path} no longer plays to the end of selfplay {shlex.join(args)}")
        print(f"wine-checks: kept after the uninstall, and plays on: {key}/{name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stage", choices=["installed", "after-uninstall"])
    parser.add_argument("--wine", default="wine")
    parser.add_argument(
        "--exe", required=True, help="the installed rummy-desktop-cli.exe (Unix path)"
    )
    parser.add_argument("--python", default=sys.executable, help="Linux Python with the project")
    parser.add_argument("--documents", type=Path, required=True, help="Unix path of Documents")
    parser.add_argument("--appdata", type=Path, required=True, help="Unix path of %%APPDATA%%")
    parser.add_argument("--windows-documents", default="", help="Windows path of Documents")
    parser.add_argument("--windows-appdata", default="", help="Windows path of %%APPDATA%%")
    parser.add_argument("--tables", default="", help="Windows path for the table server's saves")
    parser.add_argument("--timeout", type=float, default=600.0)
    args = parser.parse_args(argv)
    programs = Programs(args.wine, args.exe, args.python, args.timeout)
    folders = {"documents": args.documents, "appdata": args.appdata}
    try:
        if args.stage == "installed":
            check_commands(programs)
            check_online(programs, args.tables)
            windows = {"documents": args.windows_documents, "appdata": args.windows_appdata}
            save_games(programs, folders, windows)
        else:
            check_saves_kept(programs, folders)
    except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as exc:
        print(f"wine-checks: FAILED: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Start the game under a private Xvfb, wait for its window, take a screenshot.

The window counts as shown when the X server maps a top-level window (a
``MapNotify`` on the root window that is not a popup): that is the moment a
person would see it. Listening through Xlib (``ctypes``) rather than polling
``xwininfo`` keeps the measurement to the millisecond, so
``benchmarks/startup.py`` uses the same code to time the start.

    python packaging/window_check.py --screenshot build/window.png -- rummy-desktop

Needs Debian's ``xvfb``, and ``imagemagick`` (``import``) for the screenshot.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

_MAP_NOTIFY = 19
_SUBSTRUCTURE_NOTIFY_MASK = 1 << 19


class WindowNotShown(RuntimeError):
    """The program exited or timed out before it mapped a window."""


@contextmanager
def xvfb(size: str = "1280x800x24") -> Iterator[str]:
    """A private X server on a free display; yields its name, e.g. ``":5"``."""
    if shutil.which("Xvfb") is None:
        raise WindowNotShown("Xvfb is not installed (Debian package xvfb)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", size, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise WindowNotShown("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


class _XMapEvent(ctypes.Structure):
    _fields_ = (
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("event", ctypes.c_ulong),
        ("window", ctypes.c_ulong),
        ("override_redirect", ctypes.c_int),
    )


class _XEvent(ctypes.Union):
    _fields_ = (("type", ctypes.c_int), ("xmap", _XMapEvent), ("pad", ctypes.c_long * 24))


class MapWatcher:
    """Listens for top-level windows being mapped on one X display."""

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise WindowNotShown("libX11 is not installed")
        self._x = ctypes.CDLL(name)
        self._x.XOpenDisplay.restype = ctypes.c_void_p
        self._x.XOpenDisplay.argtypes = (ctypes.c_char_p,)
        self._x.XDefaultRootWindow.restype = ctypes.c_ulong
        self._x.XDefaultRootWindow.argtypes = (ctypes.c_void_p,)
        self._x.XSelectInput.argtypes = (ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long)
        self._x.XConnectionNumber.argtypes = (ctypes.c_void_p,)
        self._x.XPending.argtypes = (ctypes.c_void_p,)
        self._x.XNextEvent.argtypes = (ctypes.c_void_p, ctypes.POINTER(_XEvent))
        self._x.XFlush.argtypes = (ctypes.c_void_p,)
        self._x.XCloseDisplay.argtypes = (ctypes.c_void_p,)
        self._dpy = self._x.XOpenDisplay(display.encode())
        if not self._dpy:
            raise WindowNotShown(f"cannot open X display {display}")
        root = self._x.XDefaultRootWindow(self._dpy)
        self._x.XSelectInput(self._dpy, root, _SUBSTRUCTURE_NOTIFY_MASK)
        self._x.XFlush(self._dpy)
        self._fd = self._x.XConnectionNumber(self._dpy)

    def wait_for_map(self, process: subprocess.Popen[bytes], timeout: float) -> float:
        """Block until a top-level window is mapped; return ``perf_counter()`` then."""
        deadline = time.perf_counter() + timeout
        event = _XEvent()
        while True:
            while self._x.XPending(self._dpy):
                self._x.XNextEvent(self._dpy, ctypes.byref(event))
                if event.type == _MAP_NOTIFY and not event.xmap.override_redirect:
                    return time.perf_counter()
            if process.poll() is not None:
                raise WindowNotShown(f"the program exited with {process.returncode}")
            left = deadline - time.perf_counter()
            if left <= 0:
                raise WindowNotShown(f"no window within {timeout:.0f} s")
            select.select([self._fd], [], [], min(left, 0.05))

    def close(self) -> None:
        self._x.XCloseDisplay(self._dpy)


@dataclass
class WindowRun:
    """One start of the program up to its window."""

    seconds_to_window: float
    stderr: str
    screenshot: Path | None


def run_window(
    command: Sequence[str],
    display: str,
    timeout: float = 30.0,
    screenshot: Path | None = None,
    settle: float = 1.5,
) -> WindowRun:
    """Start ``command`` on ``display``, time it to a shown window, then close it."""
    env = dict(os.environ, DISPLAY=display)
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    watcher = MapWatcher(display)
    started = time.perf_counter()
    process = subprocess.Popen(
        list(command),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        try:
            shown = watcher.wait_for_map(process, timeout)
        finally:
            watcher.close()
        shot = None
        if screenshot is not None:
            time.sleep(settle)
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(
                ["import", "-display", display, "-window", "root", str(screenshot)],
                check=True,
                timeout=60,
            )
            shot = screenshot
    except WindowNotShown:
        if process.poll() is None:
            process.kill()
        _, err = process.communicate(timeout=10)
        raise WindowNotShown(
            f"{' '.join(command)}: no window; standard error:\n{err.decode(errors='replace')}"
        ) from None
    process.send_signal(signal.SIGTERM)
    try:
        _, err = process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        _, err = process.communicate()
    return WindowRun(shown - started, err.decode(errors="replace"), shot)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screenshot", type=Path, help="save a PNG of the screen here")
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("command", nargs="+", help="the program and its arguments")
    args = parser.parse_args(argv)
    try:
        with xvfb() as display:
            result = run_window(args.command, display, args.timeout, args.screenshot)
    except WindowNotShown as exc:
        print(f"window: FAILED: {exc}", file=sys.stderr)
        return 1
    print(f"window: shown after {result.seconds_to_window:.3f} s")
    if result.screenshot is not None:
        print(f"window: screenshot {result.screenshot}")
    if result.stderr.strip():
        print("window: standard error:\n" + result.stderr.rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())

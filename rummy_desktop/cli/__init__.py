"""Headless sub-commands of ``rummy-desktop``.

Each sub-command lives in its own module with ``register(subparsers)``, which
adds its parser and sets ``handler`` to a function ``(args) -> exit code``.
The commands' names, flags and output are contracts other tools rely on.
"""

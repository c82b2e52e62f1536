"""What a frozen Linux bundle needs from the system it runs on.

Reads the dynamic section of every ELF file in the bundle (``objdump -p``),
drops the libraries the bundle carries itself, and maps the rest to the
Debian packages that own them on this machine (``dpkg -S``). That list is the
``.deb``'s ``Depends``: what the bundle needs and nothing more. The newest
``GLIBC_x.y`` symbol version any file asks for is the oldest glibc the bundle
runs on, printed for the ``.tar.gz`` documentation.

    python packaging/linux/bundle_needs.py dist/rummy-desktop --depends
    python packaging/linux/bundle_needs.py dist/rummy-desktop --glibc
    python packaging/linux/bundle_needs.py dist/rummy-desktop --report
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
# Provided by the dynamic loader itself, never a package dependency of their own.
LOADER = re.compile(r"^(ld-linux.*|linux-vdso.*)\.so")
_NEEDED = re.compile(r"^\s*NEEDED\s+(\S+)", re.MULTILINE)
_GLIBC = re.compile(r"\bGLIBC_(\d+(?:\.\d+)+)\b")


@dataclass
class Needs:
    """The outside libraries a bundle links to, and the glibc it requires."""

    sonames: set[str] = field(default_factory=set)
    glibc: tuple[int, ...] = (2, 0)

    @property
    def glibc_text(self) -> str:
        return ".".join(str(n) for n in self.glibc)


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def scan(bundle: Path) -> Needs:
    """Collect the NEEDED entries and GLIBC version references of every ELF file."""
    files = elf_files(bundle)
    carried = {p.name for p in bundle.rglob("*")}
    needs = Needs()
    for path in files:
        dump = subprocess.run(
            ["objdump", "-p", str(path)], capture_output=True, text=True, check=True
        ).stdout
        for soname in _NEEDED.findall(dump):
            if soname not in carried and not LOADER.match(soname):
                needs.sonames.add(soname)
        for version in _GLIBC.findall(dump):
            numbers = tuple(int(n) for n in version.split("."))
            needs.glibc = max(needs.glibc, numbers)
    return needs


def system_path(soname: str) -> str | None:
    """Where the dynamic loader would find a library on this machine."""
    listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        name, _, rest = line.strip().partition(" ")
        if name == soname and "x86-64" in rest:
            return rest.rsplit("=> ", 1)[-1].strip()
    return None


def owning_package(soname: str) -> str:
    """The Debian package (without architecture) that ships a library."""
    result = subprocess.run(["dpkg", "-S", f"*/{soname}"], capture_output=True, text=True)
    for line in result.stdout.splitlines():
        package, _, path = line.partition(": ")
        if path.strip().endswith("/" + soname) and "diversion" not in line:
            return package.split(":")[0]
    where = system_path(soname)
    raise SystemExit(f"no installed Debian package provides {soname} (found at {where})")


def depends(needs: Needs) -> list[str]:
    packages = {owning_package(s) for s in sorted(needs.sonames)}
    packages.discard("libc6")
    return [f"libc6 (>= {needs.glibc_text})", *sorted(packages)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the one-folder bundle directory")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--depends", action="store_true", help="print the Depends field value")
    what.add_argument("--glibc", action="store_true", help="print the oldest glibc needed")
    what.add_argument("--report", action="store_true", help="print sonames, packages, glibc")
    args = parser.parse_args(argv)
    needs = scan(args.bundle)
    if args.glibc:
        print(needs.glibc_text)
    elif args.depends:
        print(", ".join(depends(needs)))
    else:
        print(f"oldest glibc: {needs.glibc_text}")
        for soname in sorted(needs.sonames):
            print(f"{soname}\t{owning_package(soname)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

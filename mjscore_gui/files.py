"""Reading a file a player names, only when it is what it claims: a regular file within
its size limit (limits.py). A FIFO, a device, a directory or a socket is refused in one
line without waiting on it, and an oversized file before a byte of it is read, so no
file can hang a command or the window's start."""

from __future__ import annotations

import os
import stat
from pathlib import Path

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)
# A FIFO opened without it waits for a writer forever (stat is checked first; this covers a
# file swapped for a FIFO in between). Windows has neither.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


class FileRefused(Exception):
    """A file that cannot be read as asked; the message is one line naming it."""


def size_text(size: int) -> str:
    """A size as a player reads it: 1.0 MB, 52 MB, 2.1 GB, 900 bytes."""
    for unit, scale in (("GB", 10**9), ("MB", 10**6), ("KB", 10**3)):
        if size >= scale:
            value = size / scale
            return f"{value:.1f} {unit}" if value < 10 else f"{value:.0f} {unit}"
    return f"{size} bytes"


def read_regular_file(path: str | Path, limit: int, what: str = "file", name: str | None = None) -> bytes:
    """The bytes of the regular file at `path` (symbolic links followed), at most `limit`
    of them; FileRefused names the file (as `name`, by default its path) and says what it
    is or what is wrong."""
    name = str(path) if name is None else name
    try:
        _check_kind(os.stat(path), name, limit, what)
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise FileRefused(f"no such file: {path}") from None
    except OSError as exc:
        raise FileRefused(f"cannot read {name}: {exc.strerror or exc}") from None
    try:
        _check_kind(os.fstat(fd), name, limit, what)
        with os.fdopen(fd, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)  # a file growing meanwhile is still cut off here
    except OSError as exc:
        raise FileRefused(f"cannot read {name}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileRefused(f"{name} is larger than {size_text(limit)}, too large for a {what} file")
    return data


def _check_kind(info: os.stat_result, name: str, limit: int, what: str) -> None:
    if not stat.S_ISREG(info.st_mode):
        kind = next((kind for test, kind in _KINDS if test(info.st_mode)), "not a regular file")
        raise FileRefused(f"{name} is {kind}, not a {what} file")
    if info.st_size > limit:
        raise FileRefused(
            f"{name} is {size_text(info.st_size)}; a {what} file is at most {size_text(limit)}, so it was not read"
        )


# Our temporary files start so: hidden, told to Syncthing in a club folder's .stignore,
# and never `.syncthing.` or `~syncthing~`, which Syncthing takes for its own.
TEMP_PREFIX = ".mjscore-tmp-"


def write_atomically(path: str | Path, data: bytes | str) -> None:
    """`data` (text as UTF-8) as the file `path`, all of it or none: written under a
    temporary name in the same folder, flushed to the disk, renamed over `path`, and the
    folder flushed so the rename survives a power cut. A reader (or a sync tool) sees the
    old file or the new one, never a part. OSError on failure, with no temporary file
    left behind."""
    path = Path(path)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    # os.urandom, as secrets.token_hex uses: the secrets module (with hmac) is not loaded at
    # every start for a temporary name (tests/benchmarks/bench_startup.py).
    temp = path.with_name(f"{TEMP_PREFIX}{os.urandom(6).hex()}-{path.name}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(temp, flags, 0o644)
        with os.fdopen(fd, "wb") as stream:
            stream.write(raw)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    try:  # a folder cannot be opened so on Windows, where the rename is already durable
        folder = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(folder)
    except OSError:
        pass
    finally:
        os.close(folder)

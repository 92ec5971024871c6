"""Two real Syncthing instances on this machine sharing one folder, as two laptops on a
club's Wi-Fi would (issue 24, "Tests that use the real thing").

    with syncthing_pair(tmp_path) as pair:        # fresh homes under tmp_path
        (pair.a.folder / "x.json").write_bytes(b"{}")
        wait_for_file(pair.b.folder / "x.json", b"{}")

Each instance talks only to the other, over 127.0.0.1: discovery, relays, NAT, usage and
crash reporting and upgrades are all off, so nothing here needs or touches the internet.
The figures behind every choice (waits, ports, start order) were measured with Debian's
syncthing 1.19 on a 2-core machine like CI's.

Plain functions and two small classes, used by tests/club/test_syncthing.py and
tests/benchmarks/bench_syncthing.py; only the standard library.
"""

from __future__ import annotations

import json
import os
import random
import re
import secrets
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import quoteattr

FOLDER_ID = "club"
START_TIMEOUT = 30.0  # the REST answers within ~1 s on an idle machine; room for a loaded 2-core one
# Syncthing's notes say allow 25 s for the first connection (1.19 can stall 20 s on a
# handshake when both sides dial at once, which staggered starts avoid); a little more here.
CONNECT_TIMEOUT = 30.0
IDLE_TIMEOUT = 60.0  # the first scan of an empty folder; seconds only on a very busy box
STOP_TIMEOUT = 10.0
PORT_TRIES = 5  # fresh ports after "address already in use" (another process won the race)


class SyncthingError(RuntimeError):
    """Syncthing did not start, connect or answer in time; says what its log said."""


class PortTaken(SyncthingError):
    """A port checked free was taken before Syncthing bound it: try again with others."""


def syncthing_binary() -> str | None:
    """The `syncthing` program on PATH (Debian: `apt-get install syncthing`), or None."""
    return shutil.which("syncthing")


@dataclass
class Instance:
    """One running Syncthing: its home (config, keys, database, log), the shared folder,
    its REST address and API key, and the monitor process `syncthing serve` started."""

    name: str
    home: Path
    folder: Path
    device_id: str
    api_key: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    gui_port: int = 0
    listen_port: int = 0
    process: subprocess.Popen | None = None

    @property
    def log(self) -> Path:
        return self.home / "syncthing.log"

    def rest(self, path: str, method: str = "GET", timeout: float = 10.0) -> Any:
        """`method` /rest/PATH on this instance; the answer's JSON (None when empty)."""
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.gui_port}{path}", method=method, headers={"X-API-Key": self.api_key}
        )
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            body = answer.read()
        return json.loads(body) if body.strip() else None

    def log_tail(self, lines: int = 15) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def folder_state(self) -> str:
        """`idle`, `scanning`, `syncing`, ... or `error` (/rest/db/status)."""
        return str(self.rest(f"/rest/db/status?folder={FOLDER_ID}").get("state", ""))

    def connected_to(self, other: Instance) -> bool:
        connection = self.rest("/rest/system/connections").get("connections", {}).get(other.device_id, {})
        return bool(connection.get("connected"))


@dataclass
class Pair:
    """Two connected instances sharing folder `club`: `a.folder` and `b.folder`."""

    a: Instance
    b: Instance
    setup_seconds: float = 0.0  # from the first `generate` to both sides connected and idle


def _free_ports(count: int) -> list[int]:
    """`count` distinct ports free on 127.0.0.1, below the kernel's ephemeral range: a port
    in that range can be handed to any process's outgoing connection between our check and
    Syncthing's bind, while one below it is taken only by an explicit bind."""
    try:
        low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        low = 32768  # Linux's default
    if low < 20000:  # a range widened to (nearly) everything: choose among the usual ports anyway
        low = 32768
    chosen: list[int] = []
    while len(chosen) < count:
        port = random.randrange(10000, low)
        if port in chosen:
            continue
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
        chosen.append(port)
    return chosen


def _environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        HOME=str(home),  # anything Syncthing writes beside --home lands in the test's folder
        STHASHING="minio",  # skip the ~0.9 s benchmark that picks a SHA-256 implementation at start
        STNOUPGRADE="1",
        STNODEFAULTFOLDER="1",  # no "Default Folder" at ~/Sync
        STNORESTART="1",  # a crash ends the process (and the test says so) instead of restarting quietly
    )
    return env


def _generate(binary: str, name: str, root: Path) -> Instance:
    """A fresh home with its own key and certificate (the device id), and an empty folder.
    Fresh every time: a reused home whose folder lost its `.stfolder` marker refuses to sync."""
    home, folder = root / f"{name}-home", root / f"{name}-club"
    folder.mkdir(parents=True)
    done = subprocess.run(
        [binary, "generate", f"--home={home}", "--no-default-folder"],
        capture_output=True,
        text=True,
        env=_environment(home),
        timeout=START_TIMEOUT,
        check=False,
    )
    found = re.search(r"Device ID:\s*([A-Z0-9-]{50,})", done.stdout + done.stderr)
    if done.returncode != 0 or not found:
        raise SyncthingError(f"syncthing generate failed ({done.returncode}): {done.stderr.strip()[-500:]}")
    return Instance(name=name, home=home, folder=folder, device_id=found.group(1))


def _device(peer: Instance, address: str) -> str:
    return f"""    <device id="{peer.device_id}" name="{peer.name}" compression="metadata" introducer="false">
        <address>{address}</address>
        <autoAcceptFolders>false</autoAcceptFolders>
    </device>
"""


def write_config(me: Instance, other: Instance, dial_other: bool) -> None:
    """Replace the generated config.xml with one that sets every internet-facing option
    explicitly (Syncthing's defaults announce to the internet and use relays).

    `dial_other`: list the other side's address so this side connects; the other side lists
    this one as `dynamic` and only accepts (1.19 can stall 20 s when both dial at once)."""
    peer_address = f"tcp://127.0.0.1:{other.listen_port}" if dial_other else "dynamic"
    config = f"""<configuration version="36">
    <folder id="{FOLDER_ID}" label="{FOLDER_ID}" path={quoteattr(str(me.folder))} type="sendreceive"
            rescanIntervalS="10" fsWatcherEnabled="true" fsWatcherDelayS="1" ignorePerms="false">
        <!-- fsWatcherDelayS=1: the least there is (0 turns the watcher off), a change is
             announced ~1 s after it is made; the 10 s rescan catches anything it misses. -->
        <device id="{me.device_id}"></device>
        <device id="{other.device_id}"></device>
        <markerName>.stfolder</markerName>
        <maxConflicts>10</maxConflicts>
    </folder>
{_device(me, "dynamic")}{_device(other, peer_address)}    <gui enabled="true" tls="false">
        <address>127.0.0.1:{me.gui_port}</address>
        <apikey>{me.api_key}</apikey>
    </gui>
    <options>
        <!-- Loopback, TCP only: the default listens on every address and adds QUIC (with STUN
             to a public server) and relays. -->
        <listenAddress>tcp://127.0.0.1:{me.listen_port}</listenAddress>
        <globalAnnounceEnabled>false</globalAnnounceEnabled>  <!-- no discovery servers -->
        <localAnnounceEnabled>false</localAnnounceEnabled>  <!-- no LAN broadcasts: peers are given by address -->
        <relaysEnabled>false</relaysEnabled>
        <natEnabled>false</natEnabled>  <!-- no UPnP/NAT-PMP port mapping on the router -->
        <urAccepted>-1</urAccepted>  <!-- usage reporting declined, and never asked -->
        <urSeen>3</urSeen>
        <crashReportingEnabled>false</crashReportingEnabled>
        <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
        <startBrowser>false</startBrowser>
        <announceLANAddresses>false</announceLANAddresses>
        <restartOnWakeup>false</restartOnWakeup>
        <!-- Full priority: the default lowers it, which on a busy 2-core box delays syncing. -->
        <setLowPriority>false</setLowPriority>
        <!-- Redial after 5 s (the least Syncthing takes), not 60, if a first dial fails. -->
        <reconnectionIntervalS>5</reconnectionIntervalS>
    </options>
</configuration>
"""
    (me.home / "config.xml").write_text(config, encoding="utf-8")


def _start(binary: str, me: Instance, deadline: float) -> None:
    """Start `syncthing serve` and wait until its REST answers the ping. In a process group
    of its own, so that stopping it can reach the child the monitor starts."""
    log = open(me.log, "ab")  # noqa: SIM115 - the child writes it for its whole life
    try:
        me.process = subprocess.Popen(
            [binary, "serve", f"--home={me.home}", "--no-browser", "--no-upgrade", "--logflags=3"],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=_environment(me.home),
            start_new_session=True,
        )
    finally:
        log.close()
    while time.monotonic() < deadline:
        if "address already in use" in me.log_tail(40):
            raise PortTaken(me.name)
        if me.process.poll() is not None:
            raise SyncthingError(f"syncthing {me.name} exited ({me.process.returncode}):\n{me.log_tail()}")
        try:
            if me.rest("/rest/system/ping", timeout=2).get("ping") == "pong":
                return
        except OSError:
            pass  # not listening yet (a refused or reset connection, or a timeout)
        time.sleep(0.05)
    raise SyncthingError(f"syncthing {me.name}'s REST did not answer in {START_TIMEOUT:.0f} s:\n{me.log_tail()}")


def stop(instances: list[Instance]) -> None:
    """SIGTERM to each monitor (it stops its child and exits), a wait, then SIGKILL to
    whatever of each process group is left. Never SIGKILL a monitor first: the child it
    started would be orphaned, still syncing. All are told at once, then waited for."""
    processes = [me.process for me in instances if me.process is not None]
    for process in processes:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + STOP_TIMEOUT
    for process in processes:
        try:
            process.wait(timeout=max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(process.pid, signal.SIGKILL)  # the group's id is the monitor's pid (start_new_session)
        except (ProcessLookupError, PermissionError):
            pass  # the whole group has already gone
        if process.poll() is None:
            process.wait(timeout=STOP_TIMEOUT)


def _wait(what: str, check, timeout: float, instances: tuple[Instance, ...]) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except OSError:
            pass  # a REST call that timed out on a busy machine: ask again
        time.sleep(0.1)
    logs = "\n".join(f"--- {i.name}:\n{i.log_tail()}" for i in instances)
    raise SyncthingError(f"{what} not within {timeout:.0f} s\n{logs}")


def _wait_ready(a: Instance, b: Instance) -> None:
    """Until each side is connected to the other and has scanned its (empty) folder."""
    _wait("a and b connected", lambda: a.connected_to(b) and b.connected_to(a), CONNECT_TIMEOUT, (a, b))
    _wait("the folder idle on both sides", lambda: a.folder_state() == b.folder_state() == "idle", IDLE_TIMEOUT, (a, b))


@contextmanager
def syncthing_pair(root: Path, binary: str | None = None) -> Iterator[Pair]:
    """Two instances `a` and `b` sharing folder `club` (`pair.a.folder`, `pair.b.folder`,
    under `root`), both connected and idle when this yields; both stopped when it ends,
    however it ends.

    `a` starts first and only listens; `b` starts once `a` answers and dials it."""
    binary = binary or syncthing_binary()
    if binary is None:
        raise SyncthingError("syncthing is not installed (Debian: apt-get install syncthing)")
    started = time.monotonic()
    for attempt in range(PORT_TRIES):
        attempt_root = root / f"try-{attempt}"  # fresh homes with fresh ports each try
        a, b = _generate(binary, "a", attempt_root), _generate(binary, "b", attempt_root)
        a.gui_port, a.listen_port, b.gui_port, b.listen_port = _free_ports(4)
        write_config(a, b, dial_other=False)
        write_config(b, a, dial_other=True)
        try:
            try:
                for me in (a, b):
                    _start(binary, me, time.monotonic() + START_TIMEOUT)
            except PortTaken:
                continue
            _wait_ready(a, b)
            yield Pair(a, b, setup_seconds=time.monotonic() - started)
            return
        finally:
            stop([a, b])  # whatever started, however this ends
    raise SyncthingError(f"no free ports for syncthing after {PORT_TRIES} tries")


def write_atomically(path: Path, data: bytes) -> None:
    """Write whole, then rename into place, so that Syncthing never sends a half-written
    file. The temp file sits beside the synced folder (same disk, so the rename is atomic),
    where no scan can catch it and send it too."""
    temp = path.parent.parent / f".{path.parent.name}-{path.name}.writing"
    temp.write_bytes(data)
    os.replace(temp, path)


def wait_for_file(path: Path, data: bytes, timeout: float = 60.0, poll: float = 0.01) -> float:
    """Seconds until `path` holds exactly `data`; SyncthingError after `timeout`."""
    start = time.monotonic()
    while True:
        try:
            if path.read_bytes() == data:
                return time.monotonic() - start
        except OSError:
            pass  # not there yet
        if time.monotonic() - start > timeout:
            raise SyncthingError(f"{path.name} did not arrive in {path.parent} within {timeout:.0f} s")
        time.sleep(poll)

"""The Linux bundle, .deb and versioned folder (.tar.xz) build from the checkout, start, and stay in budget.

Runs packaging/build.sh once (into a temporary folder), then smoke-tests the bundle and
the .deb unpacked into a temporary root (packaging/smoke_test.py: --bundle-check, `rules
list`, `score` and `--self-test`, all offscreen, with
the user's folders pointed at a temporary HOME). A resource, plugin or module left out of
the bundle fails here, not at a user's first start.

Sizes are asserted (they are deterministic); start-up time never is: see
packaging/measure_startup.py for that figure.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
MB = 1_000_000
BUNDLE_BUDGET = 95 * MB
DEB_BUDGET = 27 * MB
TAR_BUDGET = 27 * MB

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build (Windows/macOS: release.yml)"),
]


def _load_smoke():
    spec = importlib.util.spec_from_file_location("mjscore_smoke_test", PACKAGING / "smoke_test.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


smoke_test = _load_smoke()


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    """Runs packaging/build.sh once for every test here; returns the output folder."""
    for tool in ("objdump", "strip", "dpkg-deb"):
        if shutil.which(tool) is None:
            pytest.fail(f"the bundle build needs {tool} (apt-get install binutils dpkg)")
    out = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("build")
    env = dict(os.environ, PYTHON=sys.executable)
    proc = subprocess.run(
        ["bash", str(PACKAGING / "build.sh"), "--out", str(out), "--work", str(work)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert proc.returncode == 0, f"build.sh failed\n{proc.stdout[-6000:]}\n{proc.stderr[-6000:]}"
    print(proc.stdout[-1500:])
    (listing,) = work.rglob("bundled-resources.txt")
    shutil.copy(listing, out / "bundled-resources.txt")
    return out


@pytest.fixture(scope="module")
def deb(build) -> Path:
    (path,) = build.glob("mjscore_*.deb")
    return path


@pytest.fixture(scope="module")
def deb_root(deb, tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


def deb_field(deb: Path, field: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", str(deb), field], check=True, capture_output=True, text=True
    ).stdout.strip()


def test_bundle_starts_and_finds_everything(build):
    exe = build / "mjscore" / "mjscore"
    ran = smoke_test.smoke(exe, exe.parent, ROOT, self_test=None, data_dir=None)
    assert "bundle-check" in ran and "score" in ran and "install folder untouched" in ran
    if (ROOT / "mjscore_gui" / "selftest.py").is_file():
        assert "self-test" in ran


def test_bundle_carries_every_resource_and_only_the_needed_qt(build):
    internal = build / "mjscore" / "_internal"
    bundled = internal / "mjscore_gui" / "resources"
    meant = (build / "bundled-resources.txt").read_text(encoding="utf-8").split()
    for rel in meant:
        assert (bundled / rel).is_file(), f"not bundled: resources/{rel}"
    # What the app loads at run time is in that list; README screenshots, build scripts
    # and the Windows/macOS icon formats are not, and stay out of the Linux bundle.
    for needed in (
        "fonts/MJScoreCJK-Regular.otf",
        "fonts/MJScoreCJK-Bold.otf",
        "fonts/OFL.txt",
        "translations/mjscore_zh_HK.qm",
        "rulesets/hk.toml",
        "icons/mjscore.svg",
    ):
        assert needed in meant and (bundled / needed).is_file(), needed
    carried = {str(p.relative_to(bundled)) for p in bundled.rglob("*") if p.is_file()}
    assert not [p for p in carried if p.startswith("screenshots/") or p.endswith((".ico", ".icns", ".py", ".ts"))]
    for src in (ROOT / "resources").rglob("*"):
        rel = src.relative_to(ROOT / "resources")
        if src.is_file() and src.suffix in {".svg", ".toml", ".qm", ".otf"} and "screenshots" not in rel.parts:
            assert str(rel) in carried, f"not bundled: {src}"
    qt = internal / "PySide6" / "Qt"
    plugins = {str(p.relative_to(qt / "plugins")) for p in (qt / "plugins").rglob("*.so")}
    for needed in (
        "platforms/libqoffscreen.so",
        "platforms/libqxcb.so",
        "platforms/libqwayland.so",
        "imageformats/libqsvg.so",
        "iconengines/libqsvgicon.so",
    ):
        assert needed in plugins
    for dropped in (
        "platforms/libqeglfs.so",
        "platforms/libqvnc.so",
        "platformthemes/libqgtk3.so",
        "imageformats/libqpdf.so",
        "imageformats/libqjpeg.so",
        "imageformats/libqico.so",
    ):
        assert dropped not in plugins
    assert not any(
        p.startswith(("sqldrivers/", "tls/", "qmltooling/", "generic/", "wayland-graphics-integration"))
        for p in plugins
    )
    translations = {p.name for p in (qt / "translations").glob("*.qm")}
    assert {"qtbase_en.qm", "qtbase_zh_TW.qm"} <= translations
    assert all(re.match(r"^qt(base)?_(en|zh_TW)\.qm$", name) for name in translations), translations
    libs = {p.name for p in internal.rglob("*.so*")}
    assert not libs & {
        "libQt6Qml.so.6",
        "libQt6Quick.so.6",
        "libQt6Network.so.6",
        "libQt6Pdf.so.6",
        "libQt6OpenGL.so.6",
    }
    # The desktop's own libraries come from the desktop (the .deb declares them).
    assert not [n for n in libs if re.match(r"lib(X11|xcb|GL|EGL|fontconfig|freetype|dbus-1|stdc\+\+)", n)]
    # Nothing the app never loads: OpenSSL (only _hashlib pulled it), legacy CJK codecs,
    # Qt's D-Bus bindings, bz2/lzma.
    assert not [
        n
        for n in libs
        if re.match(
            r"(libcrypto|libssl|_hashlib|_ssl|_codecs_|_multibytecodec|"
            r"QtDBus\.|libbz2|liblzma|_bz2|_lzma)",
            n,
        )
    ], sorted(libs)


def test_icu_data_is_cut_to_english_and_chinese(build):
    (icu,) = [
        p
        for p in (build / "mjscore" / "_internal" / "PySide6" / "Qt" / "lib").glob("libicudata.so.*")
        if not p.is_symlink()
    ]
    assert icu.stat().st_size < 8 * MB, f"{icu.name} is {icu.stat().st_size / MB:.1f} MB: filter_icu.py did not run"
    spec = importlib.util.spec_from_file_location("mjscore_filter_icu", PACKAGING / "linux" / "filter_icu.py")
    filter_icu = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(filter_icu)
    dat = build / "icu.dat"
    subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", str(icu), str(dat)], check=True)
    _header, items = filter_icu.read_package(dat.read_bytes())
    names = {name.split("/", 1)[1] for name, _ in items}
    for needed in (
        "root.res",
        "en.res",
        "zh.res",
        "zh_Hant_HK.res",
        "coll/root.res",
        "coll/zh.res",
        "coll/ucadata.icu",
        "zone/zh_Hant_HK.res",
        "nfkc.nrm",
        "uts46.nrm",
        "cnvalias.icu",
        "unames.icu",
    ):
        assert needed in names, f"ICU data lacks {needed}"
    for dropped in ("de.res", "coll/ja.res", "brkitr/cjdict.dict", "translit/root.res", "gb18030.cnv"):
        assert dropped not in names


def test_subcommands_start_without_loading_qt(build, tmp_path):
    """PyInstaller's own PySide6 hook loads QtCore (and ICU) at every start; ours waits."""
    exe = build / "mjscore" / "mjscore"
    env = smoke_test.user_dirs_env(tmp_path)
    for args in (["--version"], ["rules", "list"], ["score", str(PACKAGING / "sample_hand.json")]):
        listing = tmp_path / "modules.txt"
        proc = subprocess.run(
            [str(exe), *args],
            env=dict(env, MJSCORE_LIST_MODULES=str(listing)),
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert proc.returncode == 0, proc.stderr
        loaded = listing.read_text().split()
        assert "mjscore_gui.cli" in loaded
        assert not [m for m in loaded if m.split(".")[0] in ("PySide6", "shiboken6")], args
    # ... and the window still finds Qt's translations and plugins through the qt.conf
    # that hook registers once QtCore is imported (--bundle-check loads qtbase_zh_TW).
    report = subprocess.run(
        [str(exe), "--bundle-check"], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert report.returncode == 0, report.stdout + report.stderr


def test_bundle_without_a_display_says_so(build, tmp_path):
    exe = build / "mjscore" / "mjscore"
    env = {
        k: v
        for k, v in smoke_test.user_dirs_env(tmp_path).items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["XDG_RUNTIME_DIR"] = str(tmp_path)  # no compositor socket either
    proc = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 3
    assert proc.stderr.strip() == "MJScore needs a graphical desktop; for scripting use `mjscore score …`"


def test_linux_binaries_are_stripped(build):
    internal = build / "mjscore" / "_internal"
    sample = [internal / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6", *internal.glob("libpython*.so*")]
    for path in sample:
        symbols = subprocess.run(["objdump", "-h", str(path)], capture_output=True, text=True, check=False).stdout
        assert ".symtab" not in symbols, f"{path.name} is not stripped"


def test_sizes_within_budget(build, deb):
    bundle = tree_size(build / "mjscore")
    deb_size = deb.stat().st_size
    (tar,) = build.glob("mjscore-*-linux-*.tar.xz")
    print(f"bundle {bundle / MB:.1f} MB, .deb {deb_size / MB:.1f} MB, .tar.xz {tar.stat().st_size / MB:.1f} MB")
    assert bundle <= BUNDLE_BUDGET, f"bundle is {bundle / MB:.1f} MB, budget {BUNDLE_BUDGET / MB:.0f} MB"
    assert deb_size <= DEB_BUDGET, f".deb is {deb_size / MB:.1f} MB, budget {DEB_BUDGET / MB:.0f} MB"
    assert tar.stat().st_size <= TAR_BUDGET


def test_folder_tarball_runs_in_place_and_installs_for_the_user(build, tmp_path):
    (tar,) = build.glob("mjscore-*-linux-*.tar.xz")
    name = tar.name.removesuffix(".tar.xz")
    version = subprocess.run(
        [str(build / "mjscore" / "mjscore"), "--version"], capture_output=True, text=True, check=True
    ).stdout.split()[1]
    assert name == f"mjscore-{version}-linux-{os.uname().machine}"
    unpacked = tmp_path / "unpacked"
    unpacked.mkdir()
    subprocess.run(["tar", "-C", str(unpacked), "-xJf", str(tar)], check=True)
    assert [p.name for p in unpacked.iterdir()] == [name], "one versioned folder at the top"
    folder = unpacked / name
    for member in ("mjscore", "_internal", "README.txt", "install.sh", "mjscore.desktop", "mjscore.svg", "mjscore.png"):
        assert (folder / member).exists(), member
    assert version in (folder / "README.txt").read_text(encoding="utf-8")
    assert os.access(folder / "install.sh", os.X_OK) and os.access(folder / "mjscore", os.X_OK)
    ran = smoke_test.smoke(folder / "mjscore", folder, ROOT, self_test=None, data_dir=None)
    assert "install folder untouched" in ran

    home = tmp_path / "home"
    home.mkdir()
    env = smoke_test.user_dirs_env(home)
    env["PATH"] = os.environ["PATH"]
    subprocess.run(["sh", str(folder / "install.sh")], env=env, cwd=tmp_path, check=True, capture_output=True)
    app = home / ".local" / "lib" / "mjscore" / "mjscore"
    link = home / ".local" / "bin" / "mjscore"
    desktop = home / ".local" / "share" / "applications" / "mjscore.desktop"
    assert link.is_symlink() and link.resolve() == app.resolve()
    out = subprocess.run([str(link), "--version"], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert out.returncode == 0 and out.stdout.startswith("mjscore "), out.stderr
    entry = desktop.read_text(encoding="utf-8")
    assert f"Exec={app}" in entry and "Icon=mjscore" in entry
    assert (home / ".local" / "share" / "icons" / "hicolor" / "scalable" / "apps" / "mjscore.svg").is_file()
    assert (home / ".local" / "share" / "icons" / "hicolor" / "48x48" / "apps" / "mjscore.png").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False)
        assert check.returncode == 0, check.stdout + check.stderr

    ledger = home / ".local" / "share" / "MJScore"
    ledger.mkdir(parents=True, exist_ok=True)
    (ledger / "ledger.sqlite3").write_bytes(b"the night's hands")
    subprocess.run(
        ["sh", str(app.parent / "install.sh"), "--uninstall"], env=env, cwd=tmp_path, check=True, capture_output=True
    )
    assert not app.exists() and not link.exists() and not desktop.exists()
    assert not list((home / ".local" / "share" / "icons").rglob("mjscore.*"))
    assert (ledger / "ledger.sqlite3").read_bytes() == b"the night's hands", "uninstall must keep the ledger"


def test_deb_metadata_and_layout(deb):
    assert deb_field(deb, "Package") == "mjscore"
    depends = deb_field(deb, "Depends")
    names = {alt.split()[0] for dep in depends.split(",") for alt in dep.split("|")}
    # What Qt's xcb window needs from the system, and the fonts it draws with.
    for pkg in (
        "libgl1",
        "libegl1",
        "libxcb1",
        "libxcb-cursor0",
        "libxkbcommon-x11-0",
        "libfontconfig1",
        "libfreetype6",
        "libdbus-1-3",
        "libc6",
    ):
        assert pkg in names, f"Depends lacks {pkg}: {depends}"
    # The app carries its own CJK font: no font package needed.
    assert "fonts-noto-cjk" not in deb_field(deb, "Depends") + deb_field(deb, "Recommends")

    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], check=True, capture_output=True, text=True).stdout
    assert re.search(r"\./usr/bin/mjscore -> \.\./lib/mjscore/mjscore$", listing, re.MULTILINE)
    assert "./usr/lib/mjscore/mjscore\n" in listing
    # Only folders dpkg shares with the base system on the way: /opt would be left
    # behind with a warning on removal.
    assert not re.search(r" \./opt/", listing), "the .deb must not own /opt"
    assert "./usr/lib/mjscore/_internal/mjscore_gui/resources/fonts/OFL.txt" in listing
    assert "./usr/share/applications/mjscore.desktop" in listing
    for png in (ROOT / "resources" / "icons" / "png").glob("mjscore-*.png"):
        size = png.stem.split("-")[1]
        assert f"./usr/share/icons/hicolor/{size}x{size}/apps/mjscore.png" in listing
    if (ROOT / "resources" / "icons" / "mjscore.svg").is_file():
        assert "./usr/share/icons/hicolor/scalable/apps/mjscore.svg" in listing
    assert not re.search(r"^\S+ (?!root/root)", listing, re.MULTILINE), "files in the .deb must be owned by root"


def test_deb_depends_cover_every_library_the_bundle_does_not_carry(deb, deb_root):
    """Each DT_NEEDED the bundle leaves to the system is declared, checked against dpkg
    where this machine has the library and against packaging/linux/sonames.txt otherwise."""
    depends = deb_field(deb, "Depends")
    declared = {alt.split()[0] for dep in depends.split(",") for alt in dep.split("|")}
    table = {}
    for line in (PACKAGING / "linux" / "sonames.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            soname, pkgs = line.split(None, 1)
            table[soname] = {p.strip() for p in pkgs.split("|")}
    bundle = deb_root / "usr" / "lib" / "mjscore"
    carried = {p.name for p in bundle.rglob("*.so*")}
    needed = set()
    for path in [bundle / "mjscore", *bundle.rglob("*.so*")]:
        if path.is_file() and not path.is_symlink():
            out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=False).stdout
            needed |= {line.split()[1] for line in out.splitlines() if line.strip().startswith("NEEDED")}
    for soname in sorted(needed - carried):
        assert soname in table, f"{soname} is linked but packaging/linux/sonames.txt does not map it"
        assert table[soname] & declared, f"{soname} ({table[soname]}) is not in Depends: {depends}"
        owner = subprocess.run(["dpkg", "-S", f"*/{soname}"], capture_output=True, text=True, check=False)
        if owner.returncode == 0:
            pkg = owner.stdout.split(":")[0]
            assert pkg in table[soname], f"dpkg says {soname} is in {pkg}, sonames.txt says {table[soname]}"


def test_unpacked_deb_runs(deb_root, tmp_path):
    exe = deb_root / "usr" / "lib" / "mjscore" / "mjscore"
    ran = smoke_test.smoke(exe, exe.parent, ROOT, self_test=None, data_dir=None)
    assert "install folder untouched" in ran
    # /usr/bin/mjscore is a link: the bootloader must find its _internal folder through it.
    link = tmp_path / "bin" / "mjscore"
    link.parent.mkdir()
    link.symlink_to(exe)
    version = subprocess.run([str(link), "--version"], capture_output=True, text=True, timeout=120, check=False)
    assert version.returncode == 0 and version.stdout.startswith("mjscore "), version.stderr


def test_desktop_entry(deb_root):
    desktop = deb_root / "usr" / "share" / "applications" / "mjscore.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(desktop, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Name"] == "MJScore"
    assert entry["Exec"].split()[0] == "mjscore" and (deb_root / "usr" / "bin" / "mjscore").is_symlink()
    assert entry["Icon"] == "mjscore"
    assert {"Game", "BoardGame"} <= set(filter(None, entry["Categories"].split(";")))
    assert entry["Comment"]
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False)
        assert check.returncode == 0, check.stdout + check.stderr


def test_upgrade_keeps_the_users_data(deb, deb_root, tmp_path):
    """The ledger lives in the platformdirs user data folder: replacing the install folder
    (what an upgrade does) leaves it, and the app never writes into /usr/lib/mjscore."""
    install = deb_root / "usr" / "lib" / "mjscore"
    exe = install / "mjscore"
    home = tmp_path / "home"
    home.mkdir()
    env = smoke_test.user_dirs_env(home)
    before = smoke_test.snapshot(install)

    def mjscore(*args, check=True):
        proc = subprocess.run(
            [str(exe), *args], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=180, check=False
        )
        if check:
            assert proc.returncode == 0, f"mjscore {' '.join(args)}: {proc.stdout}{proc.stderr}"
        return proc

    has_ledger = mjscore("ledger", "--help", check=False).returncode == 0
    if has_ledger:
        mjscore("ledger", "new", "--players", "A", "B", "C", "D", "--name", "before the upgrade")
        mjscore("ledger", "record", str(PACKAGING / "sample_hand.json"))
    elif (ROOT / "mjscore_gui" / "selftest.py").is_file():
        mjscore("--self-test")
    data = home / ".local" / "share" / "MJScore"
    if has_ledger:
        assert (data / "ledger.sqlite3").is_file(), f"no ledger in the user data folder: {sorted(home.rglob('*'))}"
    user_files = smoke_test.snapshot(home)
    assert smoke_test.snapshot(install) == before, "the app wrote into its install folder"

    # Upgrade: dpkg replaces the package's files; the install folder is the package's alone.
    shutil.rmtree(deb_root / "usr" / "lib" / "mjscore")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(deb_root)], check=True)
    assert smoke_test.snapshot(home) == user_files
    if has_ledger:
        sessions = mjscore("ledger", "list").stdout
        assert "before the upgrade" in sessions

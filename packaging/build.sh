#!/usr/bin/env bash
# Build MJScore for Linux: the PyInstaller bundle, a .deb and a .tar.gz.
#
#   bash packaging/build.sh [--out DIR] [--work DIR] [--no-deb] [--no-tar]
#
# Writes, in DIR (default: dist/ in the checkout):
#   mjscore/                                the bundle (run mjscore/mjscore)
#   mjscore_<version>_<arch>.deb            installs to /opt/mjscore, /usr/bin/mjscore, menu entry, icons
#   mjscore-<version>-linux-<machine>.tar.gz the bundle folder, for other distributions
# and prints their sizes. Intermediate files go to --work (default: build/).
#
# Python: $PYTHON if set, else the checkout's .venv, else python3; it needs the project's
# dependencies and PyInstaller (the `package` extra). If PyInstaller is missing this
# installs it into that Python (set MJSCORE_NO_PIP=1 to fail instead). Needs binutils
# (objdump, strip) and dpkg-deb.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/dist"
WORK="$ROOT/build"
MAKE_DEB=1
MAKE_TAR=1
while (($#)); do
  case "$1" in
    --out) OUT="$2"; shift 2 ;;
    --work) WORK="$2"; shift 2 ;;
    --no-deb) MAKE_DEB=0; shift ;;
    --no-tar) MAKE_TAR=0; shift ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$OUT" "$WORK"
OUT="$(cd "$OUT" && pwd)"
WORK="$(cd "$WORK" && pwd)"

die() { echo "build.sh: $*" >&2; exit 1; }

if [[ -n "${PYTHON:-}" ]]; then
  :
elif [[ -x "$ROOT/.venv/bin/python" ]]; then
  PYTHON="$ROOT/.venv/bin/python"
else
  PYTHON="$(command -v python3)"
fi
for tool in objdump strip; do
  command -v "$tool" >/dev/null || die "needs $tool (Debian/Ubuntu: apt-get install binutils)"
done
if ((MAKE_DEB)); then
  command -v dpkg-deb >/dev/null || die "needs dpkg-deb to build the .deb (or pass --no-deb)"
fi
if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
  [[ "${MJSCORE_NO_PIP:-}" == 1 ]] && die "PyInstaller is not installed in $PYTHON (pip install -e '.[package]')"
  echo "build.sh: installing PyInstaller into $PYTHON" >&2
  "$PYTHON" -m pip install --quiet "pyinstaller>=6.0"
fi
"$PYTHON" -c "import PySide6, platformdirs, mjscore_gui" 2>/dev/null \
  || die "$PYTHON lacks the app's dependencies (python3 tasks.py run, or pip install -e .)"

VERSION="$("$PYTHON" -c 'import re,sys; print(re.search(r"__version__\s*=\s*\"([^\"]+)\"", open(sys.argv[1]).read()).group(1))' "$ROOT/mjscore_gui/__init__.py")"
MACHINE="$(uname -m)"

# --- The bundle ----------------------------------------------------------------------------
echo "== PyInstaller bundle (mjscore $VERSION)"
rm -rf "$OUT/mjscore"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$OUT" --workpath "$WORK/pyinstaller" "$ROOT/packaging/mjscore.spec"
BUNDLE="$OUT/mjscore"
[[ -x "$BUNDLE/mjscore" ]] || die "PyInstaller wrote no $BUNDLE/mjscore"

# Every file under resources/ must be in the bundle (a missing one fails here, not at a
# user's first start). Build-time sources (*.py, Qt Linguist's *.ts) stay behind.
missing=0
while IFS= read -r -d '' f; do
  rel="${f#"$ROOT/resources/"}"
  if [[ ! -f "$BUNDLE/_internal/mjscore_gui/resources/$rel" ]]; then
    echo "build.sh: resource not bundled: resources/$rel" >&2
    missing=1
  fi
done < <(find "$ROOT/resources" -type f ! -name '*.py' ! -name '*.pyc' ! -name '*.ts' ! -path '*/__pycache__/*' -print0)
((missing == 0)) || die "resources missing from the bundle"

# --- Libraries the bundle needs from the system ------------------------------------------
# Every DT_NEEDED of every ELF file in the bundle, less what the bundle carries, mapped to
# Debian packages through packaging/linux/sonames.txt. An unmapped library fails the build.
declare -A PKG_OF=()
while read -r soname pkg; do
  [[ -z "$soname" || "$soname" == \#* ]] && continue
  PKG_OF["$soname"]="$pkg"
done < "$ROOT/packaging/linux/sonames.txt"

mapfile -t ELF_FILES < <(find "$BUNDLE" -type f \( -name '*.so*' -o -path "$BUNDLE/mjscore" \))
mapfile -t NEEDED < <(for f in "${ELF_FILES[@]}"; do objdump -p "$f" 2>/dev/null | awk '$1 == "NEEDED" {print $2}'; done | sort -u)
mapfile -t CARRIED < <(find "$BUNDLE" -name '*.so*' -printf '%f\n' | sort -u)
declare -A IS_CARRIED=()
for c in "${CARRIED[@]}"; do IS_CARRIED["$c"]=1; done

declare -A DEPENDS_SET=()
unmapped=()
for lib in "${NEEDED[@]}"; do
  [[ -n "${IS_CARRIED[$lib]:-}" ]] && continue
  if [[ -n "${PKG_OF[$lib]:-}" ]]; then
    DEPENDS_SET["${PKG_OF[$lib]}"]=1
  else
    unmapped+=("$lib")
  fi
done
((${#unmapped[@]} == 0)) || die "the bundle links ${unmapped[*]}, which packaging/linux/sonames.txt does not map to a package"

# The newest glibc symbol version the bundle uses sets libc6's minimum.
GLIBC_MIN="$(for f in "${ELF_FILES[@]}"; do objdump -T "$f" 2>/dev/null; done \
  | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)"
printf '%s\n' "${NEEDED[@]}" > "$WORK/needed-sonames.txt"

# One package (or "a | b" alternative) a line in the table; libc6 gets its minimum version.
DEPENDS_LINE="$(printf '%s\n' "${!DEPENDS_SET[@]}" | sort | while read -r line; do
  if [[ "$line" == libc6 && -n "$GLIBC_MIN" ]]; then echo "libc6 (>= $GLIBC_MIN)"; else echo "$line"; fi
done | paste -sd, - | sed 's/,/, /g')"

# --- .deb ----------------------------------------------------------------------------------
if ((MAKE_DEB)); then
  ARCH="$(dpkg --print-architecture)"
  DEB="$OUT/mjscore_${VERSION}_${ARCH}.deb"
  STAGE="$WORK/deb/mjscore_${VERSION}_${ARCH}"
  echo "== .deb ($ARCH)"
  rm -rf "$STAGE" "$DEB"
  mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/doc/mjscore" "$STAGE/usr/share/icons/hicolor/scalable/apps"
  cp -a "$BUNDLE" "$STAGE/opt/mjscore"
  # Policy 10.5: a link between top-level folders is absolute. PyInstaller's bootloader
  # finds its _internal folder through /proc/self/exe, so the link works as a command.
  ln -s /opt/mjscore/mjscore "$STAGE/usr/bin/mjscore"
  install -m 0644 "$ROOT/packaging/linux/mjscore.desktop" "$STAGE/usr/share/applications/mjscore.desktop"
  ICONS="$ROOT/resources/icons"
  [[ -f "$ICONS/mjscore.svg" ]] && install -m 0644 "$ICONS/mjscore.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/mjscore.svg"
  for png in "$ICONS"/png/mjscore-*.png; do
    [[ -f "$png" ]] || continue
    size="${png##*/mjscore-}"; size="${size%.png}"
    mkdir -p "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps"
    install -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/mjscore.png"
  done
  cat > "$STAGE/usr/share/doc/mjscore/copyright" <<'COPYRIGHT'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: MJScore

Files: *
License: MIT

Files: opt/mjscore/_internal/PySide6/* opt/mjscore/_internal/shiboken6/*
License: LGPL-3.0
 Qt for Python (PySide6) and Qt, under the GNU Lesser General Public License v3.

Files: opt/mjscore/_internal/libpython* opt/mjscore/_internal/python3*/* opt/mjscore/_internal/base_library.zip
License: PSF-2.0
COPYRIGHT
  INSTALLED_KB="$(du -sk --apparent-size "$STAGE" | cut -f1)"
  cat > "$STAGE/DEBIAN/control" <<CONTROL
Package: mjscore
Version: $VERSION
Architecture: $ARCH
Maintainer: MJScore developers <mjscore@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS_LINE
Recommends: fonts-noto-cjk, hicolor-icon-theme
Section: games
Priority: optional
Description: Hong Kong mahjong scorekeeper
 A scorekeeper for the Hong Kong mahjong table. After each hand, click the
 winning hand together, tick how it was won, and MJScore says the faan with the
 reason for every faan, whether it meets the table's minimum, and who pays whom.
 It keeps the session's ledger in your user data folder, which upgrades and
 removal leave in place.
CONTROL
  # No maintainer scripts: hicolor-icon-theme and desktop-file-utils refresh their caches
  # through dpkg triggers on the folders these files land in.
  find "$STAGE" -type d -exec chmod 0755 {} +
  dpkg-deb --root-owner-group -Zxz -z9 --build "$STAGE" "$DEB" >/dev/null
fi

# --- .tar.gz -------------------------------------------------------------------------------
if ((MAKE_TAR)); then
  TAR="$OUT/mjscore-${VERSION}-linux-${MACHINE}.tar.gz"
  echo "== .tar.gz"
  tar -C "$OUT" --owner=0 --group=0 -czf "$TAR" mjscore
fi

echo "== Done"
echo "bundle  $(du -sm "$BUNDLE" | cut -f1) MB  $BUNDLE"
((MAKE_DEB)) && echo "deb     $(du -m --apparent-size "$DEB" | cut -f1) MB  $DEB"
((MAKE_TAR)) && echo "tar.gz  $(du -m --apparent-size "$TAR" | cut -f1) MB  $TAR"
echo "Depends: $DEPENDS_LINE"
exit 0

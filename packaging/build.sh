#!/usr/bin/env bash
# Build MJScore for Linux: the PyInstaller bundle, a .deb and a versioned folder (.tar.xz).
#
#   bash packaging/build.sh [--out DIR] [--work DIR] [--no-deb] [--no-tar]
#
# Writes, in DIR (default: dist/ in the checkout):
#   mjscore/                                 the bundle (run mjscore/mjscore)
#   mjscore_<version>_<arch>.deb             installs to /usr/lib/mjscore, /usr/bin/mjscore, menu entry, icons
#   mjscore-<version>-linux-<machine>.tar.xz the folder mjscore-<version>-linux-<machine>/: the bundle
#                                            with a README, the icon, a .desktop file and install.sh
#                                            (installs for this user, no root), for other distributions
# and prints their sizes. Intermediate files go to --work (default: build/).
#
# Not an AppImage: appimagetool and the AppImage runtime come from neither Debian, PyPI
# nor npm, and the build may fetch nothing else; the folder runs in place or installs
# for the user, which is what the AppImage would give.
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
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
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

# Every file under resources/ that the spec means to bundle (mjscore.spec,
# bundled_resources: not build-time sources, screenshots or other systems' icons) must be
# in the bundle: a missing one fails here, not at a user's first start.
RESOURCE_LIST="$(find "$WORK/pyinstaller" -name bundled-resources.txt | head -1)"
[[ -s "$RESOURCE_LIST" ]] || die "the spec wrote no bundled-resources.txt"
missing=0
while IFS= read -r rel; do
  if [[ ! -f "$BUNDLE/_internal/mjscore_gui/resources/$rel" ]]; then
    echo "build.sh: resource not bundled: resources/$rel" >&2
    missing=1
  fi
done < "$RESOURCE_LIST"
((missing == 0)) || die "resources missing from the bundle"

# ICU's data (libicudata, 32 MB) cut to root, English and Chinese, UTF-8 only:
# packaging/linux/filter_icu.py says what goes and why. MJSCORE_FULL_ICU=1 keeps it whole.
if [[ "${MJSCORE_FULL_ICU:-}" != 1 ]]; then
  for icu in "$BUNDLE"/_internal/PySide6/Qt/lib/libicudata.so.*; do
    if [[ -f "$icu" && ! -L "$icu" ]]; then "$PYTHON" "$ROOT/packaging/linux/filter_icu.py" "$icu"; fi
  done
fi

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
  # /usr/lib/mjscore, not /opt/mjscore: every folder on the way is one dpkg shares with
  # other packages, so removal leaves no "directory '/opt' not empty" warning behind.
  mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/lib" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/doc/mjscore" "$STAGE/usr/share/icons/hicolor/scalable/apps"
  cp -a "$BUNDLE" "$STAGE/usr/lib/mjscore"
  # Policy 10.5: a link within a top-level folder is relative. PyInstaller's bootloader
  # finds its _internal folder through /proc/self/exe, so the link works as a command.
  ln -s ../lib/mjscore/mjscore "$STAGE/usr/bin/mjscore"
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

Files: usr/lib/mjscore/_internal/PySide6/* usr/lib/mjscore/_internal/shiboken6/*
License: LGPL-3.0
 Qt for Python (PySide6) and Qt, under the GNU Lesser General Public License v3.

Files: usr/lib/mjscore/_internal/libpython* usr/lib/mjscore/_internal/python3*/* usr/lib/mjscore/_internal/base_library.zip
License: PSF-2.0

Files: usr/lib/mjscore/_internal/mjscore_gui/resources/fonts/*.otf
Copyright: 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'
License: OFL-1.1
 Subsets of Noto Sans CJK HK, renamed "MJScore CJK". The full licence text is in
 usr/lib/mjscore/_internal/mjscore_gui/resources/fonts/OFL.txt.
COPYRIGHT
  INSTALLED_KB="$(du -sk --apparent-size "$STAGE" | cut -f1)"
  cat > "$STAGE/DEBIAN/control" <<CONTROL
Package: mjscore
Version: $VERSION
Architecture: $ARCH
Maintainer: MJScore developers <mjscore@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS_LINE
Recommends: hicolor-icon-theme
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
  # xz at level DEB_XZ_LEVEL (default 6): within a few per cent of -9's size in a fraction
  # of its time (the bundle is mostly already-dense machine code; -9 only grows the
  # dictionary). Release builds may set DEB_XZ_LEVEL=9.
  dpkg-deb --root-owner-group -Zxz "-z${DEB_XZ_LEVEL:-6}" --build "$STAGE" "$DEB" >/dev/null
fi

# --- Versioned folder, .tar.xz --------------------------------------------------------------
if ((MAKE_TAR)); then
  NAME="mjscore-${VERSION}-linux-${MACHINE}"
  TAR="$OUT/$NAME.tar.xz"
  FOLDER="$WORK/folder/$NAME"
  echo "== $NAME.tar.xz"
  rm -rf "$WORK/folder" "$TAR"
  mkdir -p "$WORK/folder"
  cp -a "$BUNDLE" "$FOLDER"
  sed "s/@VERSION@/$VERSION/" "$ROOT/packaging/linux/folder/README.txt" > "$FOLDER/README.txt"
  install -m 0755 "$ROOT/packaging/linux/folder/install.sh" "$FOLDER/install.sh"
  install -m 0644 "$ROOT/packaging/linux/mjscore.desktop" "$FOLDER/mjscore.desktop"
  install -m 0644 "$ROOT/resources/icons/mjscore.svg" "$FOLDER/mjscore.svg"
  [[ -f "$ROOT/resources/icons/png/mjscore-256.png" ]] && install -m 0644 "$ROOT/resources/icons/png/mjscore-256.png" "$FOLDER/mjscore.png"
  find "$FOLDER" -type d -exec chmod 0755 {} +
  tar -C "$WORK/folder" --owner=0 --group=0 --sort=name -cf - "$NAME" | xz "-${TAR_XZ_LEVEL:-6}" -T0 > "$TAR"
fi

echo "== Done"
echo "bundle  $(du -sm "$BUNDLE" | cut -f1) MB  $BUNDLE"
((MAKE_DEB)) && echo "deb     $(du -m --apparent-size "$DEB" | cut -f1) MB  $DEB"
((MAKE_TAR)) && echo "tar.xz  $(du -m --apparent-size "$TAR" | cut -f1) MB  $TAR"
echo "Depends: $DEPENDS_LINE"
exit 0

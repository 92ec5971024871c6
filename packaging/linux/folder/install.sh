#!/bin/sh
# Install MJScore for this user, without root: run it from the unpacked folder.
#
#   ./install.sh              copy the app to ~/.local/lib/mjscore, add `mjscore` to
#                             ~/.local/bin and MJScore to the desktop's menu
#   ./install.sh --uninstall  remove exactly those again
#
# Your ledger (~/.local/share/MJScore) is never touched: installing a newer version over
# this one, or uninstalling, keeps every recorded hand.
set -eu

HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APP="$HOME/.local/lib/mjscore"
BIN="$HOME/.local/bin"
DESKTOP="$DATA/applications/mjscore.desktop"
ICONS="$DATA/icons/hicolor"

refresh_menus() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" 2>/dev/null || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$ICONS" 2>/dev/null || true
}

uninstall() {
  rm -rf "$APP"
  [ -L "$BIN/mjscore" ] && rm -f "$BIN/mjscore"
  rm -f "$DESKTOP" "$ICONS/scalable/apps/mjscore.svg"
  for icon in "$ICONS"/*/apps/mjscore.png; do
    [ -e "$icon" ] && rm -f "$icon"
  done
  refresh_menus
}

case "${1:-}" in
  --uninstall)
    uninstall
    echo "MJScore removed. Your ledger in $DATA/MJScore is still there."
    exit 0 ;;
  "") ;;
  *) echo "usage: $0 [--uninstall]" >&2; exit 2 ;;
esac

[ -x "$HERE/mjscore" ] && [ -d "$HERE/_internal" ] || { echo "install.sh: run it from the unpacked MJScore folder" >&2; exit 1; }
if [ "$HERE" != "$APP" ]; then
  rm -rf "$APP.new"
  mkdir -p "$APP.new"
  cp -R "$HERE/." "$APP.new/"
  rm -rf "$APP"
  mv "$APP.new" "$APP"
fi
mkdir -p "$BIN" "$DATA/applications" "$ICONS/scalable/apps"
ln -sfn "$APP/mjscore" "$BIN/mjscore"
# The menu entry names the installed program by its full path: ~/.local/bin is not on
# every desktop session's PATH.
sed -e "s|^Exec=.*|Exec=$APP/mjscore|" -e "s|^TryExec=.*|TryExec=$APP/mjscore|" "$APP/mjscore.desktop" > "$DESKTOP"
cp "$APP/mjscore.svg" "$ICONS/scalable/apps/mjscore.svg"
for png in "$APP"/_internal/mjscore_gui/resources/icons/png/mjscore-*.png; do
  [ -e "$png" ] || continue
  size="${png##*/mjscore-}"; size="${size%.png}"
  mkdir -p "$ICONS/${size}x${size}/apps"
  cp "$png" "$ICONS/${size}x${size}/apps/mjscore.png"
done
refresh_menus
echo "MJScore is installed: find it in your applications menu, or run $BIN/mjscore"
case ":$PATH:" in
  *":$BIN:"*) ;;
  *) echo "(to type just \`mjscore\`, add $BIN to your PATH)" ;;
esac

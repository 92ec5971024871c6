#!/usr/bin/env bash
# Wrap MJScore.app in a compressed .dmg (the app beside a link to /Applications), and,
# when the secrets are there, sign and notarise it.
#
#   bash packaging/macos/make_dmg.sh dist/MJScore.app dist/MJScore-0.1.0-macos-arm64.dmg
#
# Signing: build the .app with MJSCORE_CODESIGN_IDENTITY set (packaging/mjscore.spec signs
# every binary with it and packaging/macos/entitlements.plist under the hardened runtime);
# with that variable set here too, the .dmg is signed with the same identity.
# Notarising: with APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD (an app-specific
# password) set, the .dmg goes to Apple's notary service and the ticket is stapled to it.
# Without them the .dmg is unsigned (ad-hoc signed app): fine for testing, and Gatekeeper
# asks the user to confirm on first start.
set -euo pipefail

APP="${1:?usage: make_dmg.sh MJScore.app OUT.dmg}"
DMG="${2:?usage: make_dmg.sh MJScore.app OUT.dmg}"
[[ -d "$APP" ]] || { echo "make_dmg.sh: no app at $APP" >&2; exit 1; }

STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
# ditto keeps the bundle's symlinks, extended attributes and signatures intact.
ditto "$APP" "$STAGE/$(basename "$APP")"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "MJScore" -srcfolder "$STAGE" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$DMG"

if [[ -n "${MJSCORE_CODESIGN_IDENTITY:-}" ]]; then
  codesign --force --timestamp --sign "$MJSCORE_CODESIGN_IDENTITY" "$DMG"
  codesign --verify --verbose=2 "$DMG"
fi

if [[ -n "${APPLE_ID:-}" && -n "${APPLE_TEAM_ID:-}" && -n "${APPLE_APP_PASSWORD:-}" ]]; then
  [[ -n "${MJSCORE_CODESIGN_IDENTITY:-}" ]] || { echo "make_dmg.sh: notarising needs a signed app" >&2; exit 1; }
  xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" --wait
  xcrun stapler staple "$DMG"
  spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG"
fi
echo "$DMG"

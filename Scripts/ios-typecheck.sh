#!/usr/bin/env bash
# Builds the whole package for arm64-apple-ios15.0 against an iOS SDK (object files, no linking),
# failing on any error or any warning in our own code.
# Reads OVERLAYHUD_IOS_SDK, OVERLAYHUD_IOS_TOOLSET, OVERLAYHUD_IOS_MODULE_CACHE
# (printed by ../shared/tools/ios-sdk-setup.sh); without them it skips with one line.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -z "${OVERLAYHUD_IOS_SDK:-}" ] || [ -z "${OVERLAYHUD_IOS_TOOLSET:-}" ] || [ -z "${OVERLAYHUD_IOS_MODULE_CACHE:-}" ]; then
  echo "ios-typecheck: skipped: OVERLAYHUD_IOS_SDK/OVERLAYHUD_IOS_TOOLSET/OVERLAYHUD_IOS_MODULE_CACHE not set (see ../shared/tools/ios-sdk-setup.sh)"
  exit 0
fi
[ -d "$OVERLAYHUD_IOS_SDK" ] || { echo "ios-typecheck: OVERLAYHUD_IOS_SDK=$OVERLAYHUD_IOS_SDK is not a folder"; exit 2; }
log=$(mktemp)
status=0
# Each target is compiled to object files; nothing is linked (there is no iOS linker here).
for target in OverlayHUD OverlayHUDDemoApp; do
  swift build --triple arm64-apple-ios15.0 --sdk "$OVERLAYHUD_IOS_SDK" --toolset "$OVERLAYHUD_IOS_TOOLSET" \
    --scratch-path .build-ios --target "$target" \
    -Xswiftc -module-cache-path -Xswiftc "$OVERLAYHUD_IOS_MODULE_CACHE" 2>&1 | tee -a "$log"
  s=${PIPESTATUS[0]}; [ "$s" -eq 0 ] || status=$s
done
ours="$(pwd)/Sources/"
if grep -E "^${ours}[^ ]*:[0-9]+:[0-9]+: (warning|error):" "$log" >/dev/null; then
  echo "ios-typecheck: FAILED: diagnostics in our code:"
  grep -E "^${ours}[^ ]*:[0-9]+:[0-9]+: (warning|error):" "$log"
  rm -f "$log"; exit 1
fi
rm -f "$log"
if [ "$status" -ne 0 ]; then echo "ios-typecheck: FAILED (swift build exit $status)"; exit "$status"; fi
echo "ios-typecheck: OK (arm64-apple-ios15.0)"

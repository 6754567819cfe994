#!/usr/bin/env bash
# Links the iOS demo app (Examples/OverlayHUDiOSDemo) for arm64-apple-ios17.0 with LLVM's Mach-O
# linker (Debian's lld-19, installed with apt-get when missing) against the SDK's .tbd stubs, wraps
# it in an unsigned .app bundle with its Info.plist, and prints the executable's size with and
# without OverlayHUD: the same app built with -D OVERLAYHUD_COMPILED_OUT, which compiles every
# OverlayHUD call out and links none of it. Both are release builds linked with -dead_strip.
#
# iOS 17 is the lowest target that links here: below it the Swift runtime's back-deployment
# libraries (libswiftCompatibility*) come only with Xcode.
#
# Reads the SDK variables of Scripts/ios-typecheck.sh; without them it skips with one line.
# Output: .build-ios-app/OverlayHUDiOSDemo.app
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${OVERLAYHUD_IOS_SDK:-}" ] || [ -z "${OVERLAYHUD_IOS_TOOLSET:-}" ] || [ -z "${OVERLAYHUD_IOS_MODULE_CACHE:-}" ]; then
  echo "ios-app: skipped: OVERLAYHUD_IOS_SDK/OVERLAYHUD_IOS_TOOLSET/OVERLAYHUD_IOS_MODULE_CACHE not set (see ../shared/tools/ios-sdk-setup.sh)"
  exit 0
fi
triple=arm64-apple-ios17.0
sdk=$OVERLAYHUD_IOS_SDK
app=OverlayHUDiOSDemo
out=.build-ios-app

lld=$(command -v ld64.lld-19 || true)
[ -n "$lld" ] || [ ! -x /usr/lib/llvm-19/bin/ld64.lld ] || lld=/usr/lib/llvm-19/bin/ld64.lld
if [ -z "$lld" ]; then
  echo "ios-app: installing lld-19 (LLVM's linker, for Mach-O)"
  as_root=(); [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  "${as_root[@]}" apt-get install -y lld-19 >/dev/null 2>&1 ||
    { "${as_root[@]}" apt-get update >/dev/null && "${as_root[@]}" apt-get install -y lld-19 >/dev/null; }
  lld=$(command -v ld64.lld-19)
fi

# The SDK's Swift runtime has no _swift_coroFrameAlloc (newer compilers may reference it weakly).
link=(-use-ld=lld "-ld-path=$lld" -Xlinker -U -Xlinker _swift_coroFrameAlloc
      -Xclang-linker -isysroot -Xclang-linker "$sdk" -Xlinker -dead_strip)
# SwiftPM compiles each target for the package's own minimum (iOS 13), which would pull in the
# back-deployment libraries; a later -target wins, so every file is compiled and linked for $triple.
xswiftc=(-Xswiftc -target -Xswiftc "$triple"); for f in "${link[@]}"; do xswiftc+=(-Xswiftc "$f"); done

# 1. The app with OverlayHUD, through SwiftPM.
swift build -c release --triple "$triple" --sdk "$sdk" --toolset "$OVERLAYHUD_IOS_TOOLSET" \
  --scratch-path "$out" --product "$app" \
  -Xswiftc -module-cache-path -Xswiftc "$OVERLAYHUD_IOS_MODULE_CACHE" "${xswiftc[@]}" >"$out.log" 2>&1 ||
  { cat "$out.log"; echo "ios-app: FAILED to link $app"; exit 1; }
with=$(find "$out" -path "*release/$app" -type f | head -1)

# 2. The same sources with the calls compiled out, compiled and linked alone (no OverlayHUD object
#    reaches the linker, so none of its metadata can survive dead stripping).
resource_dir=$(sed -n 's/.*"-resource-dir", *"\([^"]*\)".*/\1/p' "$OVERLAYHUD_IOS_TOOLSET" | head -1)
without="$out/without/$app"
mkdir -p "$out/without"
swiftc -target "$triple" -sdk "$sdk" ${resource_dir:+-resource-dir "$resource_dir"} \
  -module-cache-path "$OVERLAYHUD_IOS_MODULE_CACHE" -swift-version 6 -O -module-name "$app" \
  -D OVERLAYHUD_COMPILED_OUT "${link[@]}" Examples/$app/*.swift -o "$without"

# 3. The unsigned bundle.
bundle="$out/$app.app"
rm -rf "$bundle"; mkdir -p "$bundle"
cp "$with" "$bundle/$app"
cp "Examples/$app/Info.plist" "$bundle/Info.plist"
printf 'APPL????' > "$bundle/PkgInfo"

size() { stat -c %s "$1"; }
w=$(size "$with"); wo=$(size "$without")
echo "ios-app: $bundle (unsigned, $triple)"
echo "ios-app: executable with OverlayHUD:    $w bytes ($((w / 1024)) KB)"
echo "ios-app: executable without OverlayHUD: $wo bytes ($((wo / 1024)) KB)"
echo "ios-app: OverlayHUD adds $(((w - wo) / 1024)) KB (release, -dead_strip, symbols kept)"
# Stripped, as an App Store build ships (llvm-strip comes with Debian's llvm packages; skipped without it).
strip_tool=$(command -v llvm-strip || command -v llvm-strip-19 || true)
if [ -n "$strip_tool" ]; then
  "$strip_tool" -o "$out/with.stripped" "$with"; "$strip_tool" -o "$out/without.stripped" "$without"
  sw=$(size "$out/with.stripped"); swo=$(size "$out/without.stripped")
  echo "ios-app: stripped: $((sw / 1024)) KB with OverlayHUD, $((swo / 1024)) KB without; OverlayHUD adds $(((sw - swo) / 1024)) KB"
fi

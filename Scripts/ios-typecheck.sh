#!/usr/bin/env bash
# Compiles the package's Swift targets for iOS against an iOS SDK and fails on any error or any
# warning in our own code (Sources/, Examples/), three times: at iOS 15 (arm64-apple-ios15.0), at
# iOS 17 (arm64-apple-ios17.0), where deprecations show, and at the package's minimum deployment
# target, iOS 13 (arm64-apple-ios13.0), where API newer than 13 needs its availability check; then the
# library alone once more with -application-extension, as a Share or Today extension builds it (no
# API app extensions lack, such as UIApplication.shared). Nothing is linked (Scripts/ios-app.sh
# links the demo app).
#
# Reads OVERLAYHUD_IOS_SDK, OVERLAYHUD_IOS_TOOLSET, OVERLAYHUD_IOS_MODULE_CACHE
# (printed by ../shared/tools/ios-sdk-setup.sh); without them it skips with one line.
#
# Two modes:
# - objects (the normal one): `swift build --triple arm64-apple-ios15.0` into .build-ios, every
#   target to object files.
# - typecheck (fallback): the Swift 6 compiler crashes in SIL generation on a typed `throw` when the
#   SDK's standard library predates `_willThrowTyped` (iOS 17.x SDKs). OverlayHUD uses no typed
#   throws so that it builds against those SDKs; should one creep in, the script falls back to
#   calling swiftc itself, at the first triple only: every Swift target of Package.swift in
#   dependency order (Core, Messages, Popups, the umbrella, Software, the demo app, the examples),
#   each type-checked whole, its files without typed throws compiled to objects, and a library's
#   module emitted for the targets after it; the library targets with -application-extension. It
#   says so.
# Set OVERLAYHUD_IOS_MODE=objects or =typecheck to force a mode.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -z "${OVERLAYHUD_IOS_SDK:-}" ] || [ -z "${OVERLAYHUD_IOS_TOOLSET:-}" ] || [ -z "${OVERLAYHUD_IOS_MODULE_CACHE:-}" ]; then
  echo "ios-typecheck: skipped: OVERLAYHUD_IOS_SDK/OVERLAYHUD_IOS_TOOLSET/OVERLAYHUD_IOS_MODULE_CACHE not set (see ../shared/tools/ios-sdk-setup.sh)"
  exit 0
fi
[ -d "$OVERLAYHUD_IOS_SDK" ] || { echo "ios-typecheck: OVERLAYHUD_IOS_SDK=$OVERLAYHUD_IOS_SDK is not a folder"; exit 2; }
[ -f "$OVERLAYHUD_IOS_TOOLSET" ] || { echo "ios-typecheck: OVERLAYHUD_IOS_TOOLSET=$OVERLAYHUD_IOS_TOOLSET is not a file"; exit 2; }

# OVERLAYHUD_IOS_TRIPLES overrides the three (space separated; the first also builds the app extension).
triples=${OVERLAYHUD_IOS_TRIPLES:-"arm64-apple-ios15.0 arm64-apple-ios17.0 arm64-apple-ios13.0"}
triple=${triples%% *}
mode="${OVERLAYHUD_IOS_MODE:-}"
if [ -z "$mode" ]; then
  iface=$(ls "$OVERLAYHUD_IOS_SDK"/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface 2>/dev/null | head -1)
  mode=objects
  if grep -rqE 'throws\([A-Za-z]' Sources && { [ -z "$iface" ] || ! grep -q "_willThrowTyped" "$iface"; }; then
    echo "ios-typecheck: Sources use typed throws, which this SDK's standard library cannot compile: falling back to type-checking"
    mode=typecheck
  fi
fi

log=$(mktemp)
status=0
if [ "$mode" = objects ]; then
  # Each target is compiled to object files; nothing is linked.
  # One scratch folder per triple, so neither rebuilds the other's objects. SwiftPM compiles at the
  # package's minimum (iOS 13) whatever the triple's version, so the triple goes to swiftc as well.
  for triple in $triples; do
    scratch=.build-ios; [ "$triple" = "${triples%% *}" ] || scratch=.build-ios-${triple##*-}
    # Examples/MBProgressHUDObjC is Objective-C, not a package target: Scripts/ios-objc-clients.sh compiles it.
    for target in OverlayHUD OverlayHUDSoftware OverlayHUDDemoApp SwiftUIClient $(ls Examples | grep -vE '^(SwiftUIClient|MBProgressHUDObjC)$'); do
      swift build --triple "$triple" --sdk "$OVERLAYHUD_IOS_SDK" --toolset "$OVERLAYHUD_IOS_TOOLSET" \
        --scratch-path "$scratch" --target "$target" \
        -Xswiftc -module-cache-path -Xswiftc "$OVERLAYHUD_IOS_MODULE_CACHE" \
        -Xswiftc -target -Xswiftc "$triple" 2>&1 | tee -a "$log"
      s=${PIPESTATUS[0]}; [ "$s" -eq 0 ] || status=$s
    done
  done
  # The library as an app extension links it: extension-unavailable API is an error there.
  first=${triples%% *}
  swift build --triple "$first" --sdk "$OVERLAYHUD_IOS_SDK" --toolset "$OVERLAYHUD_IOS_TOOLSET" \
    --scratch-path .build-ios-appex --target OverlayHUD \
    -Xswiftc -module-cache-path -Xswiftc "$OVERLAYHUD_IOS_MODULE_CACHE" -Xswiftc -application-extension 2>&1 | tee -a "$log"
  s=${PIPESTATUS[0]}; [ "$s" -eq 0 ] || status=$s
  triple="${triples// /, }, $first -application-extension"
else
  echo "ios-typecheck: typecheck mode (this SDK's standard library predates Swift 6 typed throws; see the header)"
  # The toolset's extra compiler options (the resource directory) apply here too.
  resource_dir=$(sed -n 's/.*"-resource-dir", *"\([^"]*\)".*/\1/p' "$OVERLAYHUD_IOS_TOOLSET" | head -1)
  out=.build-ios/typecheck
  rm -rf "$out"  # no module of an earlier run may stand in for one that fails to build now
  mkdir -p "$out/objects"
  # SwiftPM's flags for a debug build; -package-name lets the targets use each other's `package`
  # declarations, -I "$out" finds the modules emitted below.
  common=(-target "$triple" -sdk "$OVERLAYHUD_IOS_SDK" -module-cache-path "$OVERLAYHUD_IOS_MODULE_CACHE"
          -package-name overlayhud -D SWIFT_PACKAGE -D DEBUG -Onone -I "$out")
  [ -n "$resource_dir" ] && common+=(-resource-dir "$resource_dir")
  # The demo app's C target, as SwiftPM would make its module.
  printf 'module AllocationCounter {\n  header "%s"\n  export *\n}\n' \
    "$(pwd)/Sources/AllocationCounter/include/AllocationCounter.h" > "$out/AllocationCounter.modulemap"
  # Compiles the files of $@ that have no typed throws to objects (the rest are secondary inputs).
  compile_objects() {
    local module=$1; shift
    local extra=(); while [ "$1" != "--" ]; do extra+=("$1"); shift; done; shift
    local args=() n=0
    for f in "$@"; do
      if grep -q 'throws(' "$f"; then args+=("$f"); else
        args+=(-primary-file "$f" -o "$out/objects/${module}_$(basename "$f" .swift).o"); n=$((n + 1)); fi
    done
    echo "ios-typecheck: $module: $n of $# files to object code"
    swiftc -frontend -c "${common[@]}" "${extra[@]}" -module-name "$module" "${args[@]}" 2>&1 | tee -a "$log"
    return "${PIPESTATUS[0]}"
  }
  # Every Swift target of Package.swift, each after the targets it depends on: module, folder,
  # language mode, and `library` (its module is emitted for the targets after it) or `app` (an
  # executable with main.swift). The four library targets are compiled with -application-extension,
  # as an app extension builds them (stricter than without: it only adds the extension-unavailable
  # API as errors), so this mode checks what the objects mode's two library builds check, at the
  # first triple only. OverlayHUDSoftware is no Linux-only target (Package.swift gives it no
  # condition), so it is compiled for iOS as in the objects mode.
  targets=(
    "OverlayHUDCore Sources/OverlayHUDCore 6 library"
    "OverlayHUDMessages Sources/OverlayHUDMessages 6 library"
    "OverlayHUDPopups Sources/OverlayHUDPopups 6 library"
    "OverlayHUD Sources/OverlayHUD 6 library"
    "OverlayHUDSoftware Sources/OverlayHUDSoftware 6 library"
    "OverlayHUDDemoApp Sources/OverlayHUDDemoApp 6 app"
    "SwiftUIClient Examples/SwiftUIClient 6 library"
    "MBProgressHUDMigration Examples/MBProgressHUDMigration 5 library"
    "MBProgressHUDCallSites Examples/MBProgressHUDCallSites 5 library"
    "OverlayHUDiOSDemo Examples/OverlayHUDiOSDemo 6 app"
  )
  for target in "${targets[@]}"; do
    read -r module folder version kind <<<"$target"
    mapfile -t files < <(find "$folder" -name '*.swift' | sort)
    flags=(-swift-version "$version")
    [ "$kind" = library ] && flags+=(-parse-as-library)
    case $module in OverlayHUDCore | OverlayHUDMessages | OverlayHUDPopups | OverlayHUD) flags+=(-application-extension) ;; esac
    [ "$module" = OverlayHUDDemoApp ] && flags+=(-Xcc -fmodule-map-file="$out/AllocationCounter.modulemap")
    # 1. Type-checked, bodies and all.
    swiftc -typecheck "${common[@]}" "${flags[@]}" -module-name "$module" "${files[@]}" 2>&1 | tee -a "$log"
    s=${PIPESTATUS[0]}; [ "$s" -eq 0 ] || { status=$s; break; }
    # 2. Object code for its files without typed throws.
    compile_objects "$module" "${flags[@]}" -- "${files[@]}"
    s=$?; [ "$s" -eq 0 ] || { status=$s; break; }
    # 3. A library's module for the targets after it (function bodies skipped: no SIL generation).
    if [ "$kind" = library ]; then
      swiftc -emit-module "${common[@]}" "${flags[@]}" -module-name "$module" \
        -Xfrontend -experimental-skip-non-inlinable-function-bodies -emit-module-path "$out/$module.swiftmodule" \
        "${files[@]}" 2>&1 | tee -a "$log"
      s=${PIPESTATUS[0]}; [ "$s" -eq 0 ] || { status=$s; break; }
    fi
  done
  triple="$triple, libraries -application-extension"
fi

ours="$(pwd)/(Sources|Examples)/"
# The typecheck mode passes relative paths; make both spellings match.
if grep -E "^(${ours}|Sources/|Examples/)[^ ]*:[0-9]+:[0-9]+: (warning|error):" "$log" >/dev/null; then
  echo "ios-typecheck: FAILED: diagnostics in our code:"
  grep -E "^(${ours}|Sources/|Examples/)[^ ]*:[0-9]+:[0-9]+: (warning|error):" "$log" | sort -u
  rm -f "$log"; exit 1
fi
rm -f "$log"
if [ "$status" -ne 0 ]; then echo "ios-typecheck: FAILED (compiler exit $status)"; exit "$status"; fi
echo "ios-typecheck: OK ($triple, $mode)"

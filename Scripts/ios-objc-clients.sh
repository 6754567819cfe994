#!/usr/bin/env bash
# Compiles the Objective-C examples (Examples/MBProgressHUDObjC/*.m: MBProgressHUD's demo view
# controller and a file of typical call sites, each with only its MBProgressHUD import changed to
# `@import OverlayHUDCore;`) for iOS, against the Objective-C header Swift generates for the core
# (OverlayHUDCore-Swift.h and its module map, which SwiftPM writes into the target's include folder
# when it builds for an Apple triple). They are compiled, not linked: the Objective-C API is the
# header's, and a missing name, selector or nullability mismatch is a compile error or warning here.
#
# Run after Scripts/ios-typecheck.sh (it builds .build-ios); reads the same OVERLAYHUD_IOS_*
# variables and skips with one line without them. Fails on any error or warning.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -z "${OVERLAYHUD_IOS_SDK:-}" ] || [ -z "${OVERLAYHUD_IOS_TOOLSET:-}" ] || [ -z "${OVERLAYHUD_IOS_MODULE_CACHE:-}" ]; then
  echo "ios-objc-clients: skipped: OVERLAYHUD_IOS_SDK/OVERLAYHUD_IOS_TOOLSET/OVERLAYHUD_IOS_MODULE_CACHE not set"
  exit 0
fi
include=.build-ios/arm64-apple-ios/debug/OverlayHUDCore.build/include
if [ ! -f "$include/OverlayHUDCore-Swift.h" ] || [ ! -f "$include/module.modulemap" ]; then
  echo "ios-objc-clients: no $include/OverlayHUDCore-Swift.h: run Scripts/ios-typecheck.sh first"
  exit 2
fi
clang_bin=$(command -v clang)
cache=.build-ios/objc-module-cache
# Xcode's defaults for an Objective-C app (ARC, modules), with the warnings that catch a nil passed
# where the header says nonnull (stricter than Xcode's defaults: MBProgressHUD's own header fails
# its demo here, as `navigationController.view` is nullable; ours takes a nullable view, see the
# migration guide), and an implicit or mistyped selector.
flags=(-target arm64-apple-ios15.0 -isysroot "$OVERLAYHUD_IOS_SDK" -fobjc-arc -fmodules -fmodules-cache-path="$cache"
       -I "$include" -I Examples/MBProgressHUDObjC -fsyntax-only
       -Wall -Wextra -Wno-unused-parameter -Wnullability-completeness -Wnonnull -Wnullable-to-nonnull-conversion
       -Wobjc-method-access -Wundeclared-selector -Werror)
status=0
for file in Examples/MBProgressHUDObjC/*.m; do
  if out=$("$clang_bin" "${flags[@]}" "$file" 2>&1); then
    echo "ios-objc-clients: $file: OK"
  else
    echo "ios-objc-clients: $file: FAILED"
    echo "$out" | grep -E '(error|warning):' | head -40
    status=1
  fi
done
exit "$status"

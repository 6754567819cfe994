#!/usr/bin/env bash
# Type-checks the public testing API's tests (Tests/OverlayHUDTests/PublicAPI) as an app's own test
# target outside this package compiles them: against the OverlayHUD and OverlayHUDSoftware modules
# of .build, without this package's `-package-name` and without `@_spi`, so only `public` API is
# visible. (Inside the package the same files also see `package` declarations, and a test that
# leaned on them would prove nothing about what an app can do.) Linux's counterpart of
# Scripts/ios-public-clients.sh, which does this for the iOS examples.
#
#   Scripts/public-testing-client.sh     builds OverlayHUDSoftware if needed, then type-checks
#
# Fails on any error or warning in those files.
set -uo pipefail
cd "$(dirname "$0")/.."
if ! build=$(swift build --target OverlayHUDSoftware 2>&1); then
  echo "$build" | tail -20; echo "public-testing-client: the build of OverlayHUDSoftware failed"; exit 1
fi
modules=$(swift build --show-bin-path)/Modules
mapfile -t files < <(find Tests/OverlayHUDTests/PublicAPI -name '*.swift' | sort)
if grep -nE '^\s*@(testable|_spi)' "${files[@]}"; then
  echo "public-testing-client: FAILED: these files must import OverlayHUD and OverlayHUDSoftware plainly"
  exit 1
fi
out=$(swiftc -typecheck -swift-version 6 -parse-as-library -module-name PublicTestingClient -I "$modules" "${files[@]}" 2>&1)
status=$?
if [ "$status" -ne 0 ] || grep -qE ':[0-9]+:[0-9]+: (error|warning):' <<<"$out"; then
  echo "public-testing-client: FAILED (the tests need more than the public API?)"
  echo "$out" | grep -E '(error|warning):'
  exit 1
fi
echo "public-testing-client: OK (${#files[@]} file(s) of Tests/OverlayHUDTests/PublicAPI compile against the public API alone)"

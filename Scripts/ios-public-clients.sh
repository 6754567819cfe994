#!/usr/bin/env bash
# Type-checks the iOS examples (Examples/*) and the README's Swift blocks as an app outside this package would: against
# the OverlayHUD module that Scripts/ios-typecheck.sh built into .build-ios, without this package's
# `-package-name`, so only `public` API is visible. (Built as targets of this package, the examples
# would also see `package` declarations, and a leak of engine API into an app would go unnoticed.)
#
# Run after Scripts/ios-typecheck.sh (objects mode); reads the same OVERLAYHUD_IOS_* variables and
# skips with one line without them. Fails on any error or warning in Examples/.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -z "${OVERLAYHUD_IOS_SDK:-}" ] || [ -z "${OVERLAYHUD_IOS_TOOLSET:-}" ] || [ -z "${OVERLAYHUD_IOS_MODULE_CACHE:-}" ]; then
  echo "ios-public-clients: skipped: OVERLAYHUD_IOS_SDK/OVERLAYHUD_IOS_TOOLSET/OVERLAYHUD_IOS_MODULE_CACHE not set"
  exit 0
fi
modules=.build-ios/arm64-apple-ios/debug/Modules
if [ ! -f "$modules/OverlayHUD.swiftmodule" ] && [ ! -d "$modules/OverlayHUD.swiftmodule" ]; then
  echo "ios-public-clients: no $modules/OverlayHUD.swiftmodule: run Scripts/ios-typecheck.sh first"
  exit 2
fi
resource_dir=$(sed -n 's/.*"-resource-dir", *"\([^"]*\)".*/\1/p' "$OVERLAYHUD_IOS_TOOLSET" | head -1)
common=(-typecheck -target arm64-apple-ios17.0 -sdk "$OVERLAYHUD_IOS_SDK" -module-cache-path "$OVERLAYHUD_IOS_MODULE_CACHE"
        -I "$modules")
[ -n "$resource_dir" ] && common+=(-resource-dir "$resource_dir")

status=0
for example in Examples/*/; do
  name=$(basename "$example")
  # The MBProgressHUD examples are Swift 5 code, as Package.swift builds them (the call sites are
  # Swift 5 apps' own, from outside the main actor).
  version=6
  case "$name" in MBProgressHUDMigration | MBProgressHUDCallSites) version=5 ;; esac
  mapfile -t files < <(find "$example" -name '*.swift' | sort)
  # Objective-C examples (no Swift file) are Scripts/ios-objc-clients.sh's.
  [ "${#files[@]}" -eq 0 ] && continue
  # A target with main.swift is an executable's top-level code; the others are libraries.
  library=(-parse-as-library); [ -f "$example/main.swift" ] && library=()
  out=$(swiftc "${common[@]}" -swift-version "$version" "${library[@]}" -module-name "${name}AsApp" "${files[@]}" 2>&1)
  s=$?
  if [ "$s" -ne 0 ] || grep -qE '^[^ ]*Examples/[^ ]*:[0-9]+:[0-9]+: (error|warning):' <<<"$out"; then
    echo "ios-public-clients: $name: FAILED (it needs more than the public API?)"
    echo "$out" | grep -E '(error|warning):'
    status=1
  else
    echo "ios-public-clients: $name: OK"
  fi
done

# The README's Swift blocks, each a function beside a prelude of the app names they use
# (Scripts/readme-snippets), against the same public API: a snippet that no longer compiles fails.
snippets=$(mktemp -d)
python3 Scripts/readme-snippets/extract.py README.md > "$snippets/Snippets.swift"
out=$(swiftc "${common[@]}" -swift-version 6 -parse-as-library -module-name ReadmeSnippetsAsApp \
  Scripts/readme-snippets/Prelude.swift "$snippets/Snippets.swift" 2>&1)
s=$?
# A snippet's value left unused (`let data = …`) is a fragment's nature, not a fault.
out=$(grep -vE 'was never used|never mutated' <<<"$out" || true)
if [ "$s" -ne 0 ] || grep -qE '(error|warning):' <<<"$out"; then
  echo "ios-public-clients: README snippets: FAILED"
  echo "$out" | grep -E '(error|warning):'
  status=1
else
  echo "ios-public-clients: README snippets: OK ($(grep -c '^@MainActor func readmeSnippet' "$snippets/Snippets.swift") Swift blocks)"
fi
rm -rf "$snippets"

# Layers of an app's own: `@_spi(Layers) import OverlayHUD` reaches the core's layer API.
out=$(swiftc "${common[@]}" -swift-version 6 -parse-as-library -module-name LayersClientAsApp \
  Scripts/readme-snippets/LayersClient.swift 2>&1)
s=$?
if [ "$s" -ne 0 ] || grep -qE '(error|warning):' <<<"$out"; then
  echo "ios-public-clients: @_spi(Layers) client: FAILED"
  echo "$out" | grep -E '(error|warning):'
  status=1
else
  echo "ios-public-clients: @_spi(Layers) client: OK"
fi
exit "$status"

#!/usr/bin/env bash
# What an iOS app links from us: builds the OverlayHUD product (the core, messages, popups and the
# umbrella) for arm64-apple-ios in release and prints the loadable bytes of its object files — every section but debug info (__DWARF) — as
# `llvm-objdump -h` reports them, per file and in total, largest first.
#
# Reads the SDK variables of Scripts/ios-typecheck.sh (printed by ../shared/tools/ios-sdk-setup.sh);
# without them it skips with one line. Usage: Scripts/ios-size.sh [--top N]
set -euo pipefail
cd "$(dirname "$0")/.."
top=12
[ "${1:-}" = "--top" ] && top=${2:-12}
if [ -z "${OVERLAYHUD_IOS_SDK:-}" ] || [ -z "${OVERLAYHUD_IOS_TOOLSET:-}" ] || [ -z "${OVERLAYHUD_IOS_MODULE_CACHE:-}" ]; then
  echo "ios-size: skipped: OVERLAYHUD_IOS_SDK/OVERLAYHUD_IOS_TOOLSET/OVERLAYHUD_IOS_MODULE_CACHE not set (see ../shared/tools/ios-sdk-setup.sh)"
  exit 0
fi
objdump=$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-objdump
[ -x "$objdump" ] || objdump=$(command -v llvm-objdump)
swift build -c release --triple arm64-apple-ios15.0 --sdk "$OVERLAYHUD_IOS_SDK" --toolset "$OVERLAYHUD_IOS_TOOLSET" \
  --scratch-path .build-ios-release --target OverlayHUD \
  -Xswiftc -module-cache-path -Xswiftc "$OVERLAYHUD_IOS_MODULE_CACHE" >/dev/null
# Only the objects of today's sources (a renamed or deleted file leaves its old object behind).
objects=$(for target in OverlayHUDCore OverlayHUDMessages OverlayHUDPopups OverlayHUD; do
  find "Sources/$target" -name '*.swift' -exec basename {} \; | sort | while read -r f; do
    ls .build-ios-release/arm64-apple-ios*/release/"$target.build/$f.o" 2>/dev/null
  done
done)
[ -n "$objects" ] || { echo "ios-size: no object files found"; exit 1; }
# `llvm-objdump -h` rows: index, name, size (hex), address, type; debug sections say DEBUG.
rows=$("$objdump" -h $objects | awk '
  function hex(h,   i, v) { v = 0; h = tolower(h); for (i = 1; i <= length(h); i++) v = v * 16 + index("0123456789abcdef", substr(h, i, 1)) - 1; return v }
  /file format/ { file = $1; sub(/:$/, "", file); n = split(file, parts, "/"); file = parts[n]; next }
  $1 ~ /^[0-9]+$/ && NF >= 4 && $0 !~ /DEBUG/ { print hex($3), $2, file }')
total=$(awk '{ s += $1 } END { print s + 0 }' <<<"$rows")
text=$(awk '$2 == "__text" { s += $1 } END { print s + 0 }' <<<"$rows")
files=$(awk '{ print $3 }' <<<"$rows" | sort -u | wc -l)
echo "ios-size: OverlayHUD for arm64-apple-ios15.0, release: $((total / 1024)) KB loadable ($((text / 1024)) KB machine code) in $files object files"
echo "largest files:"
awk '{ s[$3] += $1 } END { for (f in s) print s[f], f }' <<<"$rows" | sort -rn | head -n "$top" | awk '{ printf "  %7.1f KB  %s\n", $1 / 1024, $2 }'
echo "by section:"
awk '{ s[$2] += $1 } END { for (n in s) print s[n], n }' <<<"$rows" | sort -rn | head -n 8 | awk '{ printf "  %7.1f KB  %s\n", $1 / 1024, $2 }'

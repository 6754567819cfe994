#!/usr/bin/env bash
# The one format (.swift-format at the top of the package), with the toolchain's own swift-format.
#   Scripts/format.sh          rewrites Sources, Tests and Examples in place
#   Scripts/format.sh --lint   changes nothing; fails on any difference or rule finding (what CI runs)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--lint" ]; then
  exec swift format lint --strict --recursive --parallel Sources Tests Examples
fi
exec swift format format --in-place --recursive --parallel Sources Tests Examples

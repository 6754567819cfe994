#!/usr/bin/env bash
# Runs the benchmarks in a release build and prints the table (or JSON with --json).
# Figures are wall-clock on whatever machine runs it: compare runs on the same, idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product OverlayHUDDemoApp >/dev/null
exec .build/release/OverlayHUDDemoApp bench "$@"

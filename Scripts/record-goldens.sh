#!/bin/sh
# Re-records golden files (Tests/OverlayHUDTests/Golden) by running the tests with
# OVERLAYHUD_RECORD_GOLDENS=1. Extra arguments go to `swift test`, for example:
#
#   Scripts/record-goldens.sh --filter RasterizerTests
#
# Goldens that already match are left untouched and their tests pass. Every golden that is
# written (new or changed) makes its test FAIL with "Recorded golden …", so this script exits
# non-zero whenever it changed something: review the files (git diff), then run `swift test`
# without the variable to verify.
set -eu
cd "$(dirname "$0")/.."
OVERLAYHUD_RECORD_GOLDENS=1 exec swift test "$@"

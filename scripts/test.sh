#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Installs missing system packages, builds Tensorscope and runs the whole test suite headless.
#   scripts/test.sh             Release build, all tests (build/release)
#   scripts/test.sh --sanitize  AddressSanitizer + UndefinedBehaviorSanitizer build (build/asan)
# TENSORSCOPE_UNITY=ON compiles the libraries in unity batches (what .ci/run does).
# Extra arguments after the options are passed to ctest (e.g. -R tst_cli).
set -euo pipefail
cd "$(dirname "$0")/.."

preset=release
if [ "${1:-}" = "--sanitize" ]; then
    preset=asan
    shift
fi

scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen
cmake --preset "$preset" -DTENSORSCOPE_UNITY="${TENSORSCOPE_UNITY:-OFF}"
cmake --build --preset "$preset"
ctest --preset "$preset" --output-on-failure --parallel "$(nproc)" "$@"

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Re-fits the switched-network collective constants (CollectiveTuning: launch skew, setups,
# own shard, NVLS fraction, pipeline fill) over XLA's measured H100 all-reduces, all-gathers,
# reduce-scatters and all-to-alls, with a third of the rows held out, and prints both errors
# (docs/scaling.md, "Fitted constants"). Arguments are passed on:
#   scripts/fit-collective.sh [FOLDER] [DEVICE-ID]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release >/dev/null
cmake --build build/release --target fit_collective
build/release/tests/tools/fit_collective "$@"

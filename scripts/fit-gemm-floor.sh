#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Re-fits the GPU kernel's fixed time and the main-loop slab floor (EngineOptions::
# gpuLaunchOverheadSeconds, gpuMainloopSlabCycles) over the measured XLA H100 GEMMs, with a
# third of the rows held out, and prints both errors (docs/engine.md). Arguments are passed on:
#   scripts/fit-gemm-floor.sh [TABLE.csv] [DEVICE-ID]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release >/dev/null
cmake --build build/release --target fit_gemm_floor
build/release/tests/tools/fit_gemm_floor "$@"

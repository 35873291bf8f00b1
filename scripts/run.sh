#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Installs missing system packages, builds Tensorscope in Release and opens the application.
# Arguments are passed to tensorscope. Without a display the app says so and exits cleanly.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release
cmake --build --preset release --target tensorscope
exec build/release/app/tensorscope "$@"

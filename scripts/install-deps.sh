#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Installs the Debian 12 packages Tensorscope needs to build, run and test, if any are missing.
# Idempotent; works as root or through sudo. Sourced by run.sh and test.sh.
set -euo pipefail

TENSORSCOPE_PACKAGES=(
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6svg6 libqt6opengl6-dev libeigen3-dev strace cmake ninja-build g++ xvfb xauth fonts-dejavu-core clang-format
    qt6-translations-l10n
    clang libclang-rt-14-dev
    fonts-noto-cjk
    poppler-utils
    pkgconf libavcodec-dev libavformat-dev libavutil-dev libswscale-dev
)

missing=()
for package in "${TENSORSCOPE_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "tensorscope: all build dependencies are installed."
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "tensorscope: missing packages: ${missing[*]}" >&2
    echo "tensorscope: run this script as root, or install sudo, to install them." >&2
    exit 1
fi

echo "tensorscope: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"

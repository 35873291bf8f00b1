#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Regenerates the PNG app icons from resources/icons/tensorscope.svg (needs rsvg-convert from
# Debian's librsvg2-bin). The PNGs are committed, so building never needs this.
set -euo pipefail
cd "$(dirname "$0")/../resources/icons"
for size in 16 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" tensorscope.svg -o "tensorscope-$size.png"
done

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Regenerates the README's screenshots in docs/images with the app's own offscreen renderer, at
# the window sizes people have: 1920x1080 and the first-run 1280x800 (and the projector's
# 1280x720 for presentation mode). Usage: scripts/render-screenshots.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
app="${1:-$root/build/release}/app/tensorscope"
out="$root/docs/images"
shot() { QT_QPA_PLATFORM=offscreen "$app" screenshot "$@"; }

for size in 1920x1080 1280x800; do
    suffix=$([ "$size" = 1920x1080 ] && echo "" || echo "-$size")
    shot --tab compare --size "$size" --out "$out/workspace-light$suffix.png"
    shot --tab compare --size "$size" --theme dark --out "$out/workspace-dark$suffix.png"
    shot --tab systolic --size "$size" --out "$out/main-window-light$suffix.png"
    shot --tab systolic --size "$size" --theme dark --out "$out/main-window-dark$suffix.png"
    shot --tab simt --cycle 24000 --size "$size" --out "$out/simt-light$suffix.png"
    shot --tab simt --cycle 24000 --size "$size" --theme dark --out "$out/simt-dark$suffix.png"
    shot --tab sidebyside --size "$size" --out "$out/systolic-vs-simt$suffix.png"
    shot --tab start --size "$size" --out "$out/start-page$suffix.png"
    shot --tab compare --language zh_CN --size "$size" --out "$out/main-window-zh$suffix.png"
done
# A whole job: LLaMA-3 70B trained on 15 T tokens on 1,024 H100s and 1,024 TPU v5p chips.
shot --tab compare --size 1920x1080 --workspace "$root/docs/examples/llama-3-70b-1024-chips.json" \
    --out "$out/workspace-job.png"
shot --tab claims --claim 4 --size 1280x800 --workspace "$root/docs/examples/llama-3-70b-1024-chips.json" \
    --out "$out/claim-cost-at-scale.png"
shot --tour systolic-batch --scene 2 --present --size 1920x1080 --out "$out/presentation.png"
shot --tour systolic-batch --scene 2 --present --size 1280x720 --out "$out/presentation-1280x720.png"
# The presenter console on a laptop's screen while the window presents at 1920x1080.
shot --tour llm-decode-roofline --scene 2 --presenter --size 1280x800 --out "$out/presenter-console.png"
shot --tour llm-decode-roofline --scene 2 --presenter --size 1280x800 --language de \
    --out "$out/presenter-console-de.png"
# An operator at full size on the real chips: LLaMA-3 70B's MLP projection on a TPU v5p's matrix
# units and an H100's SMs, whole chip against whole chip.
python3 - "$root/docs/examples/llama-3-70b-1024-chips.json" /tmp/tensorscope-one-chip.json <<'PY'
import json, sys
workspace = json.load(open(sys.argv[1]))
workspace.pop("job", None)
json.dump(workspace, open(sys.argv[2], "w"))
PY
shot --workspace /tmp/tensorscope-one-chip.json --operator layer.mlp.gate_up --tab sidebyside \
    --size 1920x1080 --out "$out/operator-on-the-chip.png"
shot --workspace /tmp/tensorscope-one-chip.json --operator layer.mlp.gate_up --tab systolic \
    --size 1920x1080 --out "$out/operator-on-tpu.png"

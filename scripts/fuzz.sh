#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
#
# Builds the libFuzzer targets with clang (AddressSanitizer + UndefinedBehaviorSanitizer) and runs
# each for a while on a corpus seeded from the shipped files and the malformed test files.
#   scripts/fuzz.sh [SECONDS] [TARGET...]   default: 30 s each, every target
# Corpora grow in build/fuzz/corpus/TARGET (kept between runs); a crash, hang, leak or sanitizer
# report stops that target, leaves the input in build/fuzz/findings/TARGET and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(fuzz_catalog fuzz_workload fuzz_numbers fuzz_validation fuzz_cli fuzz_workspace fuzz_tour)
fi

scripts/install-deps.sh
build=build/fuzz
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DTENSORSCOPE_FUZZ=ON \
    -DTENSORSCOPE_BUILD_TESTS=OFF -DTENSORSCOPE_BUILD_BENCHMARKS=OFF \
    -DTENSORSCOPE_UNITY="${TENSORSCOPE_UNITY:-OFF}" >/dev/null
cmake --build "$build" --target "${targets[@]}"

seed() { # target, then seed files
    local dir="$build/corpus/$1"
    shift
    mkdir -p "$dir"
    for file in "$@"; do
        [ -f "$file" ] && cp -n "$file" "$dir/seed-$(basename "$(dirname "$file")")-$(basename "$file")"
    done
    return 0
}
shopt -s nullglob
seed fuzz_catalog resources/catalog/devices.json tests/data/catalog/*/*.json
seed fuzz_workload resources/presets/*.json tests/data/workload/*.json tests/data/hfconfig/*.json
seed fuzz_validation resources/validation/*.csv
seed fuzz_tour resources/tours/*.json tests/data/tours/*.json
# A workspace with a job on many chips (issue 20): the "job" reader and its split.
seed fuzz_workspace docs/examples/*.json
# Large inputs (issue 18): a catalog whose base chain passes the 100-link limit, a workspace with
# more devices than its limit, tours with an over-long caption, an over-long word and a long
# caption in each of the five languages, and a workspace written from each preset.
mkdir -p "$build/corpus/fuzz_catalog" "$build/corpus/fuzz_workspace" "$build/corpus/fuzz_tour"
if ! command -v python3 >/dev/null; then
    echo "python3 not found: the large seeds are not generated" >&2
else
python3 - "$build/corpus" <<'PY'
import json, os, sys
corpus = sys.argv[1]
def write(target, name, obj):
    with open(os.path.join(corpus, target, "seed-large-" + name), "w") as f:
        json.dump(obj, f)
chain = [{"id": "link-0", "base": "h100-sxm", "name": "link 0"}]
chain += [{"id": f"link-{i}", "base": f"link-{i - 1}"} for i in range(1, 120)]
write("fuzz_catalog", "base-chain.json", {"schema_version": 1, "devices": chain})
preset = json.load(open("resources/presets/llama-2-7b.json"))
for name in ("format", "version"):
    preset.pop(name, None)
workspace = {"format": "tensorscope-workspace", "version": 1, "workload": preset,
             "preset": "llama-2-7b", "devices": ["h100-sxm", "tpu-v5p"], "view": {}}
write("fuzz_workspace", "small.json", workspace)
write("fuzz_workspace", "devices.json", dict(workspace, devices=[f"d{i}" for i in range(300)]))
# Issue 21's run keys: LoRA with a 4-bit base, the optimizer, fp32 gradients, and a serving
# step with int4 weights and an fp8 cache; a model with windows, latent attention and shared
# experts.
os.makedirs(os.path.join(corpus, "fuzz_workload"), exist_ok=True)
tuned = json.loads(json.dumps(preset))
tuned["run"] = dict(preset.get("run", {}), phase="training", optimizer="sgd",
                    gradient_precision="fp32",
                    lora={"rank": 16, "attention": True, "mlp": False, "base_precision": "int4"})
write("fuzz_workload", "lora.json", dict(tuned, format="tensorscope-workload", version=1))
served = json.loads(json.dumps(preset))
served["run"] = dict(preset.get("run", {}), phase="decode", weight_precision="int4",
                     serving_engine="vllm",
                     kv_cache_precision="fp8")
served["model"] = dict(preset["model"], sliding_window=1024, sliding_window_layers=16)
write("fuzz_workload", "serving.json", dict(served, format="tensorscope-workload", version=1))
latent = json.loads(json.dumps(preset))
latent["model"] = dict(preset["model"], heads=16, kv_heads=16, head_dim=128, kv_lora_rank=512,
                       rope_head_dim=64, value_head_dim=128, experts=64, experts_per_token=6,
                       expert_ffn=1408, shared_experts=2, dense_layers=1)
write("fuzz_workload", "latent.json", dict(latent, format="tensorscope-workload", version=1))
tour = json.load(open("resources/tours/systolic-batch.json"))
long_caption = json.loads(json.dumps(tour))
long_caption["scenes"][0]["caption"] = "word " * 2000
write("fuzz_tour", "long-caption.json", long_caption)
long_word = json.loads(json.dumps(tour))
long_word["scenes"][0]["caption"] = "x" * 8000
write("fuzz_tour", "long-word.json", long_word)
every_language = json.loads(json.dumps(tour))
every_language["scenes"][0]["caption"] = {
    language: "word " * 1600 for language in ("en", "de", "es", "fr", "zh_CN")}
write("fuzz_tour", "long-caption-every-language.json", every_language)
PY
fi
mkdir -p "$build/corpus/fuzz_numbers" "$build/corpus/fuzz_cli"
for text in 1 0 -1 1_000_000 1,024 1e300 nan inf 9223372036854775808 " 42 " +7 0x10 3.5; do
    printf '%s' "$text" >"$build/corpus/fuzz_numbers/seed-$(printf '%s' "$text" | md5sum | cut -c1-8)"
done
# fuzz_cli: the first byte picks the subcommand (gemm, estimate, workload, devices, simulate,
# scale, help), the rest are arguments, one per line.
printf '\x00--m\n4096\n--n\n4096\n--k\n4096\n--device\nh100-sxm,tpu-v5e\n--json' >"$build/corpus/fuzz_cli/seed-gemm"
printf '\x01--workload\ngpt-3-175b\n--device\nh100-sxm\n--batch\n8\n--csv' >"$build/corpus/fuzz_cli/seed-estimate"
printf '\x02--workload\nllama-2-7b\n--phase\ndecode\n--json' >"$build/corpus/fuzz_cli/seed-workload"
printf '\x03show\ntpu-v5p' >"$build/corpus/fuzz_cli/seed-devices"
printf '\x04systolic\n--rows\n8\n--cols\n8\n--m\n16\n--k\n16\n--n\n16\n--json' >"$build/corpus/fuzz_cli/seed-simulate"
# Path mode (high bit of the first byte): "@N" names a special file (fuzz/fuzz_cli.cpp).
printf '\x83--catalog\n@2' >"$build/corpus/fuzz_cli/seed-path-devices-fifo"
printf '\x81--workload\n@1\n--device\nh100-sxm' >"$build/corpus/fuzz_cli/seed-path-estimate-zero"
printf '\x82show\n@3' >"$build/corpus/fuzz_cli/seed-path-workload-folder"
printf '\x80--catalog\n@5\n--m\n8\n--n\n8\n--k\n8' >"$build/corpus/fuzz_cli/seed-path-gemm-empty"

# Each target runs on its own core: as many at once as the machine has cores (FUZZ_JOBS), so the
# CI's seven 30-second runs take half the time on its two cores. Each writes its own log; a
# target's summary is printed when it ends.
export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
run_target() { # target
    local target="$1"
    local findings="$build/findings/$target"
    mkdir -p "$findings"
    # Files of megabytes are what issue 18 found crashing: let the inputs grow to 1 MiB where
    # the format allows it.
    local max_len=()
    case "$target" in fuzz_catalog | fuzz_workload | fuzz_workspace | fuzz_tour) max_len=(-max_len=1048576) ;; esac
    local corpus_files
    corpus_files=$(ls "$build/corpus/$target" | wc -l)
    local result=0
    "$build/fuzz/$target" "${max_len[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$build/corpus/$target" \
        2>"$build/$target.log" || result=1
    {
        echo "== $target: ${seconds} s on $corpus_files corpus files"
        if [ $result -ne 0 ]; then
            echo "!! $target found a problem: see $build/$target.log and $findings/"
            tail -40 "$build/$target.log"
        fi
        grep -E "stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)|^Done|cov:" \
            "$build/$target.log" | tail -4
    } >"$build/$target.summary"
    return $result
}

jobs_at_once="${FUZZ_JOBS:-$(nproc)}"
status=0
running=0
for target in "${targets[@]}"; do
    if [ "$running" -ge "$jobs_at_once" ]; then
        wait -n || status=1
        running=$((running - 1))
    fi
    run_target "$target" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
done
for target in "${targets[@]}"; do
    cat "$build/$target.summary"
done
[ $status -eq 0 ] || echo "!! a fuzz target found a problem (above)" >&2
exit $status

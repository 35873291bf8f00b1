#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Tensorscope authors
# SPDX-License-Identifier: MIT
"""Measures training steps of LLaMA-shaped models on one GPU, full and with LoRA adapters, for
the engine's validation data (resources/validation/supplementary.csv, ids TS-FT-*).

The weights are random: a step's time does not depend on their values. Each run builds the
model in bf16 on the GPU (Hugging Face transformers, SDPA attention), runs 3 warm-up steps
and times 10 (forward, backward, AdamW with fused=True; torch.cuda.synchronize around the
timed loop), and reports the mean step time and the peak of allocated memory.

    python3 scripts/measure-finetuning.py > measured.json

Measured on an H100 SXM (80 GB HBM3) on 2026-11-26 (torch 2.11, transformers 5.17, peft 0.21):
resources/validation/measured-finetuning-h100.json, rows TS-FT-001..006 of supplementary.csv.
"""

import json
import sys
import time

import torch
from peft import LoraConfig, get_peft_model
from transformers import LlamaConfig, LlamaForCausalLM

MODELS = {
    # TinyLlama-1.1B's shape (its config.json); LLaMA-2 7B's.
    "tinyllama-1.1b": dict(vocab_size=32000, hidden_size=2048, intermediate_size=5632,
                           num_hidden_layers=22, num_attention_heads=32, num_key_value_heads=4),
    "llama-2-7b": dict(vocab_size=32000, hidden_size=4096, intermediate_size=11008,
                       num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=32),
}
TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


def run(model_name, mode, batch, seq, rank=64, warm=3, steps=10):
    torch.manual_seed(0)
    config = LlamaConfig(max_position_embeddings=max(4096, seq), rms_norm_eps=1e-5,
                         tie_word_embeddings=False, attn_implementation="sdpa",
                         **MODELS[model_name])
    torch.set_default_dtype(torch.bfloat16)
    with torch.device("cuda"):
        model = LlamaForCausalLM(config)
    torch.set_default_dtype(torch.float32)
    if mode.startswith("lora"):
        # "lora": adapters in the base's bf16; "lora-fp32": PEFT's default, which keeps the
        # adapters of a bf16 model in fp32 (autocast_adapter_dtype=True).
        model = get_peft_model(model, LoraConfig(r=rank, lora_alpha=16, lora_dropout=0.0,
                                                 target_modules=TARGETS),
                               autocast_adapter_dtype=(mode == "lora-fp32"))
    model.train()
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=1e-5, fused=True)
    ids = torch.randint(0, config.vocab_size, (batch, seq), device="cuda")

    def step():
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    for _ in range(warm):
        step()
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    start = time.perf_counter()
    for _ in range(steps):
        step()
    torch.cuda.synchronize()
    seconds = (time.perf_counter() - start) / steps
    result = dict(model=model_name, mode=mode, batch=batch, seq=seq,
                  rank=rank if mode.startswith("lora") else 0, step_s=seconds,
                  peak_allocated_bytes=torch.cuda.max_memory_allocated(),
                  trainable=sum(p.numel() for p in params),
                  parameters=sum(p.numel() for p in model.parameters()))
    del model, optimizer, params
    torch.cuda.empty_cache()
    print(json.dumps(result), file=sys.stderr, flush=True)
    return result


def main():
    runs = [("tinyllama-1.1b", "full", 4, 2048), ("tinyllama-1.1b", "lora", 4, 2048),
            ("tinyllama-1.1b", "lora-fp32", 4, 2048), ("tinyllama-1.1b", "full", 1, 4096),
            ("llama-2-7b", "lora", 1, 4096), ("llama-2-7b", "lora-fp32", 1, 4096)]
    results = [run(*r) for r in runs]
    print(json.dumps(dict(device=torch.cuda.get_device_name(), torch=torch.__version__,
                          transformers=__import__("transformers").__version__,
                          peft=__import__("peft").__version__, runs=results), indent=1))


if __name__ == "__main__":
    main()

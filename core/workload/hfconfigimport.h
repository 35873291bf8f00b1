// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "workloadspec.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace ts {

/// What reading a Hugging Face `config.json` gave: the workload (training defaults for the run)
/// and every problem found. Errors leave no spec; warnings say what the model description
/// models differently (GELU gating) or leaves out (DeepSeek-V3's multi-token prediction) and
/// still give one.
struct HfImportResult
{
    std::optional<WorkloadSpec> spec;
    io::Diagnostics diagnostics;
};

/// Turns a Hugging Face transformers `config.json` of the common decoder families (issue 21)
/// into a workload: LLaMA 1–3 (`llama`), Mistral (`mistral`), Mixtral (`mixtral`), Qwen2 and
/// Qwen2.5 (`qwen2`), Gemma 1 and 2 (`gemma`, `gemma2`), Phi-3 (`phi3`) and DeepSeek-MoE, V2
/// and V3 (`deepseek`, `deepseek_v2`, `deepseek_v3`: shared and fine-grained experts, latent
/// attention). Each field is read by its name in those files and checked (a width the heads do
/// not divide, KV heads that do not divide the heads, a negative size: errors naming the
/// field); nothing is guessed: a field the family needs and the file lacks is an error.
/// docs/workload.md, "Importing a model".
class HfConfigImport
{
public:
    /// The `model_type` values read.
    static QStringList families();
    static HfImportResult fromJson(const QJsonObject& config, const QString& file);
    static HfImportResult load(const QString& path);
};

} // namespace ts
